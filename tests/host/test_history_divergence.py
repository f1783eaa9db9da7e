"""The logger never merges two histories of one game: a board that went back (its own recovery from a
damaged journal, or a storage image restored from an earlier copy) keeps its game and identity, but the
records it writes next are another history.  The history hash the board sends with every record tells;
the logger keeps what it stored, logs what follows as a new session from the first seq where they part
(linked to the old one), says so in one line, and both replay.  Real parts: the simulated board on a real
pseudo-terminal, a real store."""

import shutil
import sqlite3
import threading

import pytest
from click.testing import CliRunner
from simhelp import wait_until

from skelos_host.device import share
from skelos_host.session.analysis import replay, scenario_of
from skelos_host.cli import cli
from skelos_host.session.recorder import Recorder
from skelos_host.sim import SimDevice
from skelos_host.session.store import Store

ACTIONS = [("begin_turn", []), ("activate", [1]), ("activate", [2]), ("end_turn", []), ("begin_turn", []),
           ("activate", [1]), ("activate", [3]), ("end_turn", [])]
OTHER = [("undo", []), ("activate", [2]), ("end_turn", [])]


def _play(dev, actions):
    with share.connect(dev.port) as c:
        for name, args in actions:
            r = c.request(name) if name == "undo" else c.request("act", action=name, args=args)
            assert r["ok"], (name, r)
        return c.hello()


def _log(store, dev, said, until):
    rec = Recorder(store, port=dev.port, say=said.append)
    t = threading.Thread(target=rec.run, daemon=True)
    t.start()
    try:
        wait_until(lambda: rec.session is not None and until(rec), timeout=15)
    finally:
        rec.stop.set()
        t.join(5)
    return rec


def _recs(store, sid):
    return [e["rec"] for e in store.events(sid)]


def _replays(store, sid):
    info = store.session_info(sid)
    _game, problems = replay(scenario_of(info), store.events(sid), store.snapshots(sid), info["rules"])
    return problems


def _board_journal(dev):
    with share.connect(dev.port) as c:
        _g, events, _last = c.events()
    return [e["rec"] for e in events]


def _flip_newer_header(path):
    """Byte 10 (the record count) of the game header with the larger generation (byte 4): its CRC fails and
    the board boots from the other header, one record back, with `storage_damaged`."""
    data = bytearray(path.read_bytes())
    gens = [data[4] | data[5] << 8, data[32 + 4] | data[32 + 5] << 8]
    newer = 0 if (gens[0] - gens[1]) & 0xFFFF < 0x8000 else 1
    data[newer * 32 + 10] ^= 0x01
    path.write_bytes(bytes(data))


def test_the_board_s_own_recovery_that_goes_back_opens_a_new_session(tmp_path):
    board = tmp_path / "board"
    store = Store(str(tmp_path / "s.sqlite"))
    said = []
    dev = SimDevice(board).start()
    try:
        first = _play(dev, ACTIONS)
        rec = _log(store, dev, said, lambda r: store.last_seq(r.session) == 8)
        s1 = rec.session
    finally:
        dev.stop()
    (path,) = board.glob("storage-*.bin")
    _flip_newer_header(path)
    dev = SimDevice(board).start()
    try:
        hello = _play(dev, [])
        assert hello["seq"] == 7 and hello["uid"] == first["uid"] and hello["game"] == first["game"]
        assert any(w["code"] == "storage_damaged" for w in hello["warnings"])
        _play(dev, OTHER[:1])                              # the board's new seq 8
        said.clear()
        rec = Recorder(store, port=dev.port, say=said.append, serve="skelos log")
        t = threading.Thread(target=rec.run, daemon=True)
        t.start()
        try:
            wait_until(lambda: rec.session not in (None, s1) and store.last_seq(rec.session) == 8, timeout=15)
            s2 = rec.session
            _play(dev, OTHER[1:])                          # it goes on: its pushes go to the new session
            wait_until(lambda: store.last_seq(s2) == 10, timeout=15)
        finally:
            rec.stop.set()
            t.join(5)
        board_recs = _board_journal(dev)
    finally:
        dev.stop()
    assert len(_recs(store, s1)) == 8                     # the old history, kept whole
    assert _recs(store, s2) == board_recs and len(board_recs) == 10     # the board's history, from its seq 1
    assert _recs(store, s2)[:7] == _recs(store, s1)[:7] and _recs(store, s2)[7] != _recs(store, s1)[7]
    lines = [m for m in said if "went back" in m]
    assert len(lines) == 1 and "session %d" % s1 in lines[0] and "session %d" % s2 in lines[0], said
    (row,) = [r for r in store.sessions() if r["id"] == s2]
    assert row["parent"] == s1 and row["fork_seq"] == 8
    assert _replays(store, s1) == [] and _replays(store, s2) == []
    r = CliRunner().invoke(cli, ["sessions", "--db", str(tmp_path / "s.sqlite")], env={"COLUMNS": "200"})
    assert r.exit_code == 0 and "%d @ 8" % s1 in r.output, r.output
    store.close()


@pytest.mark.parametrize("uid", [True, False])
def test_a_storage_image_restored_from_an_earlier_copy_opens_a_new_session(tmp_path, uid):
    """Seen at attach (hello's seq and hash); from a board that sends no uid, at the catch-up (its first
    new record does not chain on from the last one stored)."""
    board = tmp_path / "board"
    store = Store(str(tmp_path / "s.sqlite"))
    said = []
    dev = SimDevice(board).start()
    try:
        _play(dev, ACTIONS[:6])
    finally:
        dev.stop()
    (path,) = board.glob("storage-*.bin")
    saved = tmp_path / "copy.bin"
    shutil.copy(path, saved)
    dev = SimDevice(board).start()
    if not uid:
        dev.app.uid = lambda: None             # a board that sends no uid (its hashes it sends)
    try:
        _play(dev, ACTIONS[6:])
        rec = _log(store, dev, said, lambda r: store.last_seq(r.session) == 8)
        s1 = rec.session
    finally:
        dev.stop()
    shutil.copy(saved, path)                               # back to seq 6, the same game and uid
    dev = SimDevice(board).start()
    if not uid:
        dev.app.uid = lambda: None
    try:
        _play(dev, OTHER)                                  # seq 7..9: another history
        said.clear()
        rec = _log(store, dev, said, lambda r: r.session != s1 and store.last_seq(r.session) == 9)
        s2 = rec.session
        board_recs = _board_journal(dev)
    finally:
        dev.stop()
    assert len(_recs(store, s1)) == 8 and _recs(store, s2) == board_recs
    assert _recs(store, s1)[:6] == board_recs[:6]
    assert len([m for m in said if "went back to seq 6" in m]) == 1, said
    assert _replays(store, s1) == [] and _replays(store, s2) == []
    store.close()


def test_a_store_written_before_history_hashes_still_loads_logs_and_replays(tmp_path):
    """A store of the schema before hashes (no `h` on events, no `parent` on sessions): read-only commands
    read it as it is; the logger opens it, adds what it needs and goes on."""
    db = tmp_path / "old.sqlite"
    board = tmp_path / "board"
    dev = SimDevice(board).start()
    try:
        _play(dev, ACTIONS[:3])
        with Store(str(db)) as store:
            rec = _log(store, dev, [], lambda r: store.last_seq(r.session) == 3)
            sid = rec.session
        con = sqlite3.connect(str(db))             # made as the earlier schema wrote it
        con.executescript("""
            CREATE TABLE s2 AS SELECT id, device_serial, game, scenario_id, scenario_json, scenario_blob, board,
                firmware, started, rules, uid FROM sessions;
            DROP TABLE sessions; ALTER TABLE s2 RENAME TO sessions;
            CREATE TABLE e2 AS SELECT session, seq, rec, received_at FROM events;
            DROP TABLE events; ALTER TABLE e2 RENAME TO events;
        """)
        con.close()
        with Store(str(db), readonly=True) as store:
            (row,) = store.sessions()
            assert row["parent"] is None and row["events"] == 3
            assert [e["h"] for e in store.events(sid)] == [None] * 3
            assert _replays(store, sid) == []
        _play(dev, ACTIONS[3:5])
        with Store(str(db)) as store:
            rec = _log(store, dev, [], lambda r: store.last_seq(r.session) == 5)
            assert rec.session == sid and len(store.sessions()) == 1
            assert [e["h"] is None for e in store.events(sid)] == [True] * 3 + [False] * 2
            assert _replays(store, sid) == []
    finally:
        dev.stop()


def test_a_board_that_goes_back_while_logged_is_seen_at_its_next_push(tmp_path):
    """The logger attached all along (a board's port keeps its name across a reset): the board goes back
    one record (its newer header damaged) and writes another seq 8; the push of that seq 8, which the logger
    holds with another hash, opens the new session."""
    board = tmp_path / "board"
    store = Store(str(tmp_path / "s.sqlite"))
    said = []
    dev = SimDevice(board).start()
    rec = Recorder(store, port=dev.port, say=said.append, serve="skelos log")
    t = threading.Thread(target=rec.run, daemon=True)
    try:
        _play(dev, ACTIONS)
        t.start()
        wait_until(lambda: rec.session is not None and store.last_seq(rec.session) == 8, timeout=15)
        s1 = rec.session
        # the logger done with seq 8 (its snapshot after the turn's end taken): no request of its own is
        # on the link when the board resets (one would be lost with the board's buffers, as on a board)
        wait_until(lambda: [x["seq"] for x in store.snapshots(s1)][-1:] == [8], timeout=15)
        connects = rec.connects
        (path,) = board.glob("storage-*.bin")
        dev.reset(while_off=lambda: _flip_newer_header(path))
        _play(dev, OTHER[:2])                               # seq 8 and 9 of another history
        wait_until(lambda: rec.session != s1 and store.last_seq(rec.session) == 9, timeout=15)
        assert rec.connects == connects                     # the same link all along: seen from the pushes
        s2 = rec.session
        board_recs = _board_journal(dev)
    finally:
        rec.stop.set()
        t.join(5)
        dev.stop()
    assert len(_recs(store, s1)) == 8 and _recs(store, s2) == board_recs
    assert _recs(store, s2)[:7] == _recs(store, s1)[:7]
    assert len([m for m in said if "went back to seq 7" in m]) == 1, said
    assert _replays(store, s1) == [] and _replays(store, s2) == []
    store.close()


def test_damage_in_the_middle_of_the_board_s_journal_is_never_logged(tmp_path):
    """A byte changed at seq 51 of a 150-record game: boot does not see it (it reads the last 40 to 80
    records); the logger's first `events` page reaches it, the board goes back to seq 50 and answers
    `storage_damaged` instead of serving it; the logger says so, asks again and logs the 50 records kept,
    confirms them (`ack`), and a new game starts without `discard`."""
    import random
    import sys
    from pathlib import Path
    here = Path(__file__).resolve().parent.parent
    for sub in ("firmware", "fakes/.."):
        if str(here / sub) not in sys.path:
            sys.path.insert(0, str(here / sub))
    from fakes import FakeFRAM
    from helpers import make_app, scenario_blob
    from test_storage_layout import _long_game

    mem = FakeFRAM(32768)
    app = make_app(mem, blob=scenario_blob())
    _long_game(app, 150, random.Random(4))
    st = app.storage
    mem.data[st.log_start + st.offset_of(50)] ^= 0xFF
    board = tmp_path / "board"
    SimDevice(board).start().stop()
    (path,) = board.glob("storage-*.bin")
    path.write_bytes(bytes(mem.data))
    store = Store(str(tmp_path / "s.sqlite"))
    said = []
    dev = SimDevice(board).start()
    try:
        rec = _log(store, dev, said, lambda r: store.last_seq(r.session) == 50)
        with share.connect(dev.port) as c:
            hello = c.hello()
            assert hello["seq"] == 50 and hello["unfetched"] == 0, hello
            assert [w["args"] for w in hello["warnings"] if w["code"] == "storage_damaged"] == \
                [["rolled_back", app.game.count - 50]]
            assert c.request("new_game")["ok"]
    finally:
        dev.stop()
    assert [m for m in said if "journal damaged" in m], said
    assert _recs(store, rec.session) == [app.game.records.to_list(app.game.record(i), 0) for i in range(50)]
    store.close()
