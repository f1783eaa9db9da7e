"""The logger never merges two games: a board whose storage was lost starts
at game 1 again with another identity (`uid`): the logger opens a new
session and says so in one line; a board that sends no uid gets a new
session when its journal for the same game number is shorter than the one
stored or starts with other records.  Every record of both games is kept."""

import shutil
import threading

from simhelp import wait_until

from skelos_host.device.client import Client
from skelos_host.session.recorder import Recorder
from skelos_host.sim import SimDevice
from skelos_host.session.store import Store


def _play(dev, actions):
    with Client.open(dev.port) as c:
        for name, args in actions:
            assert c.request("act", action=name, args=args)["ok"]
        return c.hello()


def _log(store, dev, said, until):
    rec = Recorder(store, port=dev.port, say=said.append)
    t = threading.Thread(target=rec.run, daemon=True)
    t.start()
    try:
        wait_until(lambda: rec.session is not None and until(rec))
    finally:
        rec.stop.set()
        t.join(5)
    return rec


def test_storage_lost_the_logger_opens_a_new_session_and_keeps_every_record(tmp_path):
    board = tmp_path / "board"
    store = Store(str(tmp_path / "s.sqlite"))
    said = []
    dev = SimDevice(board).start()
    try:
        first = _play(dev, [("begin_turn", []), ("activate", [1]), ("activate", [2])])
        rec = _log(store, dev, said, lambda r: store.last_seq(r.session) == 3)
        s1 = rec.session
    finally:
        dev.stop()
    shutil.rmtree(board)                       # the board's storage lost
    dev = SimDevice(board).start()
    try:
        second = _play(dev, [("begin_turn", []), ("activate", [3])])
        assert second["game"] == first["game"] == 1 and second["uid"] != first["uid"]
        said.clear()
        rec = _log(store, dev, said, lambda r: r.session != s1 and store.last_seq(r.session) == 2)
        s2 = rec.session
    finally:
        dev.stop()
    assert [e["rec"] for e in store.events(s1)] == [["turn"], ["act", 1], ["act", 2]]
    assert [e["rec"] for e in store.events(s2)] == [["turn"], ["act", 3]]
    notes = [m for m in said if "not the game logged as session %d" % s1 in m]
    assert len(notes) == 1, said
    store.close()


def test_a_board_without_uid_whose_journal_differs_gets_a_new_session(tmp_path):
    board = tmp_path / "board"
    store = Store(str(tmp_path / "s.sqlite"))
    said = []
    for k, actions in enumerate(([("begin_turn", []), ("activate", [1]), ("activate", [2])],
                                 [("begin_turn", []), ("activate", [3])])):
        if k:
            shutil.rmtree(board)
        dev = SimDevice(board).start()
        dev.app.uid = lambda: None             # a board of an earlier firmware: no uid
        n = len(actions)
        first = k == 0

        def done(r, n=n, first=first):
            return store.last_seq(r.session) == n and (first or r.session != 1)

        try:
            _play(dev, actions)
            rec = _log(store, dev, said, done)
        finally:
            dev.stop()
    sessions = store.sessions()
    assert [s["events"] for s in sessions] == [3, 2]
    assert any("does not go on from session 1" in m for m in said), said
    del rec
    store.close()
