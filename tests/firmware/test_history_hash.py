"""The history hash on the board: `h` with every `events` item and `event`
push, `h` of the last seq in `hello` and `state`, computed by the host from
the records alone (zlib's CRC-32 of their canonical bytes one after the
other), kept across a resume without reading the whole journal, and found
at any depth through the journal's index."""

import json
import random
import zlib

from fakes import FakeFRAM, FakeNVM, FakeStream
from helpers import make_app, scenario_blob, settle
from skelos import journal
from skelos_device import storage as storage_mod
from test_storage_layout import _long_game


class CountingFRAM(FakeFRAM):
    """A FRAM that counts the bytes read from its journal log."""

    def __init__(self, size=32768):
        super().__init__(size)
        self.read = 0
        self.log_end = storage_mod.layout(size)[1]

    def __getitem__(self, s):
        b = super().__getitem__(s)
        if storage_mod.LOG_START <= s.start < self.log_end:
            self.read += len(b)
        return b


def _ask(app, stream, **req):
    msg = {"v": 1, "id": 5}
    msg.update(req)
    stream.feed((json.dumps(msg) + "\n").encode())
    (r,) = [m for m in settle(app, stream) if m.get("id") == 5]
    assert r["ok"], r
    return r


def _host_hashes(recs, records):
    """What a logger computes from the `rec` lists alone."""
    out, data = [], b""
    for rec in recs:
        data += bytes(records.from_list(rec))
        out.append("%08x" % zlib.crc32(data))
    return out


def _play(app, n, rng):
    """Actions, undo runs and redos through the app until n records."""
    _long_game(app, n, rng)


def test_chain_is_crc32_carried_on_over_the_records():
    recs = [b"\x01", b"\x02\x05", b"\x10", b"\x03\x01\x02"]
    assert journal.history(recs) == zlib.crc32(b"".join(recs))
    assert journal.chain(journal.chain(0, recs[0]), recs[1]) == zlib.crc32(recs[0] + recs[1])
    assert journal.hexh(0x1F) == "0000001f"


def test_every_item_push_hello_and_state_carry_the_hash_the_host_computes():
    s = FakeStream()
    app = make_app(stream=s)
    settle(app, s)
    _play(app, 150, random.Random(1))
    g = app.game
    recs = [g.record_list(i) for i in range(g.count)]
    want = _host_hashes(recs, g.records)
    got, after = [], 0
    while True:
        r = _ask(app, s, cmd="events", after=after, limit=200)
        got += r["events"]
        after = r["events"][-1]["seq"]
        if not r["more"]:
            break
    assert [e["h"] for e in got] == want
    for after in (0, 39, 40, 41, 80, 100, 149):    # a page at any depth starts from the right hash
        r = _ask(app, s, cmd="events", after=after, limit=3)
        assert [e["h"] for e in r["events"]] == want[after:after + 3]
    assert _ask(app, s, cmd="hello")["h"] == want[-1]
    st = _ask(app, s, cmd="state")
    assert st["h"] == want[-1] and st["seq"] == g.count
    s.take()
    assert app.act("begin_turn") is None or app.act("end_turn") is None or app.act("undo") is None
    push = [m for m in s.take() if m.get("push") == "event"][-1]
    data = b"".join(bytes(g.records.from_list(x)) for x in recs + [push["rec"]])
    assert push["h"] == "%08x" % zlib.crc32(data) == app.history()


def test_a_fresh_game_hashes_to_zero_and_no_game_has_none():
    s = FakeStream()
    app = make_app(stream=s)
    settle(app, s)
    assert _ask(app, s, cmd="hello")["h"] == "00000000"
    app.game = None
    assert _ask(app, s, cmd="hello")["h"] is None


def test_resume_keeps_the_hash_without_reading_the_whole_journal():
    mem = CountingFRAM()
    app = make_app(mem, blob=scenario_blob())
    _play(app, 2000, random.Random(2))
    top = app.history()
    length = app.storage.head.length
    mem.read = 0
    again = make_app(mem, blob=scenario_blob())
    booted = mem.read
    assert again.history() == top
    # the index entry below the top, then fewer than STRIDE records: not the log
    assert mem.read - booted <= 2 * storage_mod._KW < length // 20, (mem.read - booted, length)
    assert booted < length // 3


def test_a_journal_stored_before_the_index_gets_it_built_once():
    mem = FakeFRAM()
    app = make_app(mem, blob=scenario_blob())
    _play(app, 300, random.Random(3))
    top = app.history()
    st = app.storage
    n = st.idx_max * storage_mod.IDX
    mem.data[st.idx_at:st.idx_at + n] = bytes(n)   # no index yet
    again = make_app(mem, blob=scenario_blob())
    assert again.history() == top
    e = again.storage._index_read(300 // storage_mod.STRIDE)
    assert e is not None and e[1] == again.game.history(300 // storage_mod.STRIDE * storage_mod.STRIDE)


def test_the_nvm_board_keeps_its_index_in_the_logs_room():
    s = FakeStream()
    app = make_app(FakeNVM(4096), stream=s)
    settle(app, s)
    _play(app, 70, random.Random(4))
    g = app.game
    want = _host_hashes([g.record_list(i) for i in range(g.count)], g.records)
    r = _ask(app, s, cmd="events", after=66, limit=4)
    assert [e["h"] for e in r["events"]] == want[66:70]
    assert app.storage.room() < app.storage.ck_base - app.storage.head.length - 64
