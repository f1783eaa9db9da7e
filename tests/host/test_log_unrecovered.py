"""A board that could not read its saved game back for want of memory
(`storage_unrecovered` ["memory"]) starts no game but keeps the journal's
bytes: `skelos log`'s recorder saves every stored record from it, as from a
playing board, and nothing is written on the board."""

import threading
import time

from simhelp import wait_until

from skelos.journal import Journal
from skelos_host.device.client import Client
from skelos_host.session.recorder import Recorder
from skelos_host.sim import SimDevice
from skelos_host.session.store import Store


def _no_memory(*a, **k):
    raise MemoryError("memory allocation failed, allocating 1016 bytes")


def test_the_logger_saves_the_records_of_a_game_the_board_could_not_read_back(tmp_path, monkeypatch):
    board = tmp_path / "board"
    dev = SimDevice(board).start()
    try:
        with Client.open(dev.port) as c:
            for name, args in [("begin_turn", []), ("activate", [1]), ("activate", [2]), ("end_turn", []),
                               ("begin_turn", []), ("activate", [3])]:
                assert c.request("act", action=name, args=args)["ok"]
            assert c.request("undo")["ok"]
            first = c.hello()
            want = c.events(after=0)[1]
    finally:
        dev.stop()
    storage = next(p for p in board.iterdir() if p.is_file() and p.suffix == ".bin")
    image = storage.read_bytes()
    monkeypatch.setattr(Journal, "_rebuild", _no_memory)     # the rebuild at boot fails for memory
    dev = SimDevice(board).start()
    said = []
    store = Store(str(tmp_path / "s.sqlite"))
    try:
        with Client.open(dev.port) as c:
            h = c.hello()
            assert [w["code"] for w in h["warnings"]] == ["storage_unrecovered"]
            assert (h["game"], h["uid"], h["seq"], h["unfetched"]) == (first["game"], first["uid"], 7, 7)
        rec = Recorder(store, port=dev.port, say=said.append)
        t = threading.Thread(target=rec.run, daemon=True)
        t.start()
        try:
            wait_until(lambda: rec.session is not None and store.last_seq(rec.session) == 7)
            wait_until(lambda: dev.app.unfetched() == 0)     # the logger acknowledged them
            time.sleep(0.5)
            assert t.is_alive(), "the logger goes on following the board"
        finally:
            rec.stop.set()
            t.join(5)
        assert not t.is_alive()
        assert [(e["seq"], e["rec"]) for e in store.events(rec.session)] == [(e["seq"], e["rec"]) for e in want]
    finally:
        dev.stop()
        store.close()
    assert storage.read_bytes() == image, "nothing written on the board"
