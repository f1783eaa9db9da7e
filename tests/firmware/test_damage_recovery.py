"""A flipped byte in the journal costs only the records from the one holding
it: the board goes back to the record before it (the last intact state,
rebuilt and checked by the rules), says so (`storage_damaged`,
`rolled_back`, how many records were lost), and the history hash shows the
rollback to a logger (the seqs written again hash differently)."""

import random
import zlib

import pytest
from fakes import FakeFRAM, FakeNVM, FakeStream
from helpers import make_app, scenario_blob, settle
from skelos import games
from test_storage_layout import _long_game


def _hashes(g):
    data, out = b"", []
    for i in range(g.count):
        data += g.record(i)
        out.append("%08x" % zlib.crc32(data))
    return out


def _entry_offsets(st):
    """Log offset of every record of the adopted game."""
    return [st.offset_of(i) for i in range(st.head.count)]


def _played(mem, n, seed):
    app = make_app(mem, blob=scenario_blob())
    _long_game(app, n, random.Random(seed))
    return app


@pytest.mark.parametrize("back,seed", [(-1, 1), (-3, 2), (-17, 3), (-39, 4), (-2, 5)])
def test_a_flipped_byte_near_the_top_loses_only_the_records_from_it(back, seed):
    mem = FakeFRAM(32768)
    app = _played(mem, 300, seed)
    g = app.game
    st = app.storage
    count = g.count
    offs = _entry_offsets(st)
    want = _hashes(g)
    i = count + back                        # the record whose entry gets the flipped byte
    at = offs[i] + random.Random(seed).randrange((offs[i + 1] if i + 1 < count else st.head.length) - offs[i])
    mem.data[st.log_start + at] ^= 0x5A
    again = make_app(mem, blob=scenario_blob())
    dmg = [w for w in again.warnings if w["code"] == "storage_damaged"]
    # the last record only: the header before it holds the rest (as for a torn write)
    assert dmg and dmg[0]["args"] == (["previous"] if back == -1 else ["rolled_back", count - i]), again.warnings
    assert again.game is not None and again.game.count == i and again.game_id == app.game_id
    assert again.uid() == app.uid()
    # the state is the one the records kept give, checked by the rules
    ref = games.new_game(g.scenario, g.rules)
    for k in range(i):
        assert ref.submit(g.record(k)) is None
    assert again.game.state_bytes() == _in_effect_state(again.game)
    assert again.game.count == ref.count
    # the history hash of what is kept is the one the logger holds; new records hash otherwise
    s = FakeStream()
    again.link.stream = s
    s.feed(b'{"v": 1, "id": 1, "cmd": "hello"}\n')
    hello = [m for m in settle(again, s) if m.get("id") == 1][0]
    assert hello["seq"] == i and hello["h"] == (want[i - 1] if i else "00000000")
    _long_game(again, i + 3, random.Random(seed + 10))
    new = _hashes(again.game)
    assert new[:i] == want[:i] and new[i] != want[i]
    # and the board resumes it again without a warning
    third = make_app(mem, blob=scenario_blob())
    assert not [w for w in third.warnings if w["code"] == "storage_damaged"]
    assert third.game.count == again.game.count and third.game.state_bytes() == again.game.state_bytes()


def _in_effect_state(g):
    """The state a replay of the records in effect gives."""
    recs = []
    cur = g.top
    for _ in range(g.depth):
        recs.append(g.record_at(cur))
        cur = g.back.parent(cur)
    ref = games.new_game(g.scenario, g.rules)
    for r in reversed(recs):
        assert ref.submit(r) is None
    return ref.state_bytes()


def test_a_power_cut_while_writing_the_recovered_header_recovers_again():
    mem = FakeFRAM(32768)
    app = _played(mem, 200, 7)
    st = app.storage
    count = app.game.count
    at = st.offset_of(count - 5)
    mem.data[st.log_start + at] ^= 0x01
    image = bytes(mem.data)
    first = make_app(mem, blob=scenario_blob())
    assert first.game.count == count - 5
    # the same image with the recovered header torn: recovered again the same way
    torn = FakeFRAM(32768)
    torn.data[:] = image
    hw = first.storage.which
    torn.data[hw * 32:hw * 32 + 10] = mem.data[hw * 32:hw * 32 + 10]
    second = make_app(torn, blob=scenario_blob())
    assert second.game.count == count - 5
    assert second.game.state_bytes() == first.game.state_bytes()


def test_a_flip_on_the_nvm_board_is_recovered_too():
    mem = FakeNVM(4096)
    app = _played(mem, 60, 8)
    st = app.storage
    count = app.game.count
    at = st.offset_of(count - 4)
    mem.data[st.log_start + at] ^= 0x40
    again = make_app(mem, blob=scenario_blob())
    assert [w["args"] for w in again.warnings if w["code"] == "storage_damaged"] == [["rolled_back", 4]]
    assert again.game.count == count - 4


def test_the_warning_has_words_in_both_languages():
    from skelos_host.device import faults
    from skelos_host.text.i18n import get_language, set_language
    w = {"code": "storage_damaged", "detail": "journal damaged", "args": ["rolled_back", 3]}
    before = get_language()
    set_language("en")
    try:
        assert "3 records" in faults.describe(w)[0] and "intact" in faults.describe(w)[0]
        set_language("fr")
        assert "3 enregistrements" in faults.describe(w)[0] and "intact" in faults.describe(w)[0]
        u = {"code": "storage_unrecovered", "detail": "MemoryError", "args": ["memory"]}
        assert "mémoire libre" in faults.describe(u)[0] and "Réinitialisez" in faults.describe(u)[1]
        set_language("en")
        assert "free memory" in faults.describe(u)[0] and "Reset" in faults.describe(u)[1]
    finally:
        set_language(before)


def _damaged_image(n=200, seed=11, back=4):
    mem = FakeFRAM(32768)
    app = _played(mem, n, seed)
    st = app.storage
    mem.data[st.log_start + st.offset_of(app.game.count - back)] ^= 0xFF
    return mem, app


@pytest.mark.parametrize("where", ["recover", "restore"])
def test_a_memory_error_is_not_damage_the_journal_is_kept(monkeypatch, where):
    """An allocation that fails at boot (recovery's, or the rebuild's) never
    starts a fresh game: no game, nothing written, warning
    `storage_unrecovered` ["memory"]; the next boot with memory recovers."""
    from skelos_device.storage import Storage
    mem, app = _damaged_image()
    image = bytes(mem.data)
    count = app.game.count

    def no_memory(*a, **k):
        raise MemoryError("memory allocation failed, allocating 1016 bytes")
    if where == "recover":
        monkeypatch.setattr(Storage, "recover", no_memory)
    else:   # every rebuild fails: the newest header's, and the one recovery makes
        from skelos.conan.game import Game
        monkeypatch.setattr(Game, "restore", no_memory)
    writes = mem.writes
    again = make_app(mem, blob=scenario_blob())
    assert again.game is None
    assert [w["args"] for w in again.warnings if w["code"] == "storage_unrecovered"] == [["memory"]]
    assert not [w for w in again.warnings if w["code"] == "storage_damaged"]
    assert bytes(mem.data) == image and mem.writes == writes
    s = FakeStream()
    again.link.stream = s
    s.feed(b'{"v": 1, "id": 1, "cmd": "hello"}\n')
    hello = [m for m in settle(again, s) if m.get("id") == 1][0]
    assert [w["code"] for w in hello["warnings"]] == ["storage_unrecovered"]
    assert (hello["game"], hello["seq"], hello["uid"]) == (app.game_id, count, app.uid())   # kept, read only
    assert again.frame != [(0, 0, 0)] * len(again.frame)      # the status pixels say it
    monkeypatch.undo()
    third = make_app(mem, blob=scenario_blob())
    assert [w["args"] for w in third.warnings if w["code"] == "storage_damaged"] == [["rolled_back", 4]]
    assert third.game.count == count - 4


def _no_memory(*a, **k):
    raise MemoryError("memory allocation failed, allocating 1016 bytes")


def _all_events(app, s, rid=100):
    """Every record `events` serves, page by page: (events, the error that stopped them or None)."""
    out = []
    while True:
        r = _ask(app, s, "events", rid, after=len(out), limit=200)
        rid += 1
        if not r["ok"]:
            return out, r["error"]
        out += r["events"]
        if not r["more"]:
            return out, None


def test_after_a_memory_error_the_kept_records_are_served_and_nothing_is_written(monkeypatch):
    """The rebuild at boot fails for memory: no game, but `events` serves every
    stored record, each stretch checked on read, and `ack` counts them; state,
    actions and presses say no_game; nothing is written (not even an index entry
    made again from the log), and a new game over them asks to discard them."""
    from skelos.journal import Journal
    mem = FakeFRAM(32768)
    app = _played(mem, 1200, 31)
    count, want = app.game.count, _hashes(app.game)
    recs = [app.game.record_list(i) for i in range(count)]
    idx = app.storage.idx_at
    mem.data[idx + 20 * 5:idx + 20 * 6] = bytes(20)     # an index entry lost: read, never written again
    image = bytes(mem.data)
    monkeypatch.setattr(Journal, "_rebuild", _no_memory)
    again = make_app(mem, blob=scenario_blob())
    monkeypatch.undo()
    assert again.game is None and again.kept is not None
    writes = mem.writes
    s = FakeStream()
    again.link.stream = s
    hello = _ask(again, s, "hello", 1)
    assert (hello["game"], hello["seq"], hello["uid"], hello["unfetched"]) == (app.game_id, count, app.uid(), count)
    assert hello["scenario"] == app.game.scenario.id and hello["rules"] == app.game.rules
    assert [w["code"] for w in hello["warnings"]] == ["storage_unrecovered"]
    evs, err = _all_events(again, s)
    assert err is None
    assert [e["seq"] for e in evs] == list(range(1, count + 1))
    assert [e["rec"] for e in evs] == recs and [e["h"] for e in evs] == want
    r = _ask(again, s, "events", 2, after=count - 3, limit=200, game=app.game_id)
    assert r["ok"] and r["uid"] == app.uid() and [e["h"] for e in r["events"]] == want[-3:] and not r["more"]
    for cmd, args in (("state", {}), ("undo", {}), ("act", {"action": "begin_turn"}),
                      ("press", {"button": "turn"})):
        r = _ask(again, s, cmd, 3, **args)
        assert (r.get("error") or {}).get("code") == "no_game" or r.get("accepted") is False, (cmd, r)
    # a new game over records no logger has: refused, then acknowledged, then allowed
    r = _ask(again, s, "new_game", 4)
    assert not r["ok"] and r["error"] == {"code": "unfetched", "args": [count]}
    assert bytes(mem.data) == image and mem.writes == writes
    r = _ask(again, s, "ack", 5, seq=count, game=app.game_id, uid=app.uid())
    assert r["ok"] and r["unfetched"] == 0
    for bad in ({"seq": count + 1}, {"seq": -1}, {"seq": count, "uid": "00000000"}):
        r = _ask(again, s, "ack", 6, **bad)
        assert not r["ok"] and r["error"]["code"] in ("bad_request", "unknown_game"), (bad, r)
    assert bytes(mem.data) == image and mem.writes == writes
    r = _ask(again, s, "new_game", 7)
    assert r["ok"] and r["game"] == app.game_id + 1
    assert again.kept is None and again.game is not None and again.game.count == 0
    assert again.storage.frozen is False


def test_after_a_memory_error_damage_in_the_kept_records_is_never_served(monkeypatch):
    """The kept journal is checked stretch by stretch as `events` reads it: the
    records before a changed byte are served, the page reaching it answers
    storage_damaged ["found", seq] (the board cannot go back: it writes nothing), and a page
    that reaches it holds the records before it."""
    mem, app, want = _middle()
    count = app.game.count
    image = bytes(mem.data)
    from skelos.journal import Journal
    monkeypatch.setattr(Journal, "_rebuild", _no_memory)
    again = make_app(mem, blob=scenario_blob())
    monkeypatch.undo()
    assert again.game is None and again.kept is not None and again.kept.count == count
    s = FakeStream()
    again.link.stream = s
    evs, err = _all_events(again, s)
    assert err == {"code": "storage_damaged", "args": ["found", 681]}      # the stretch of seq 720: 681..720
    assert [e["h"] for e in evs] == want[:680]          # every record before that stretch
    r = _ask(again, s, "events", 1, after=700, limit=10)
    assert not r["ok"] and r["error"]["args"] == ["found", 681]
    assert bytes(mem.data) == image
    assert [w["code"] for w in again.warnings] == ["storage_unrecovered"]


@pytest.mark.parametrize("damaged", [False, True])
def test_a_python_stack_too_small_at_boot_is_not_damage(monkeypatch, damaged):
    """CircuitPython raises RuntimeError("pystack exhausted") where its Python stack
    ends: at boot (the rebuild, or recovery of a damaged tail) that is never taken for
    damage, so never a fresh game: no game, nothing written, storage_unrecovered
    ["stack"] saying how to fix it, the records kept readable."""
    from skelos.journal import Journal
    if damaged:
        mem, app = _damaged_image()
    else:
        mem = FakeFRAM(32768)
        app = _played(mem, 300, 12)
    image, count = bytes(mem.data), app.game.count

    def no_stack(*a, **k):
        raise RuntimeError("pystack exhausted")
    monkeypatch.setattr(Journal, "_rebuild", no_stack)
    monkeypatch.setattr(Journal, "restore", no_stack)
    again = make_app(mem, blob=scenario_blob())
    monkeypatch.undo()
    assert again.game is None and again.kept is not None and again.kept.count == count
    ws = [w for w in again.warnings if w["code"] in ("storage_unrecovered", "storage_damaged")]
    assert [(w["code"], w["args"]) for w in ws] == [("storage_unrecovered", ["stack"])], again.warnings
    assert "CIRCUITPY_PYSTACK_SIZE = 4096" in ws[0]["detail"]
    assert bytes(mem.data) == image
    s = FakeStream()
    again.link.stream = s
    evs, err = _all_events(again, s)
    # every record, or those before the damaged stretch of 40 (then storage_damaged found)
    assert len(evs) == ((count - 4) // 40 * 40 if damaged else count)
    assert err == ({"code": "storage_damaged", "args": ["found", len(evs) + 1]} if damaged else None)
    assert bytes(mem.data) == image
    # another RuntimeError is what it was: a journal the rules refuse (damage)
    monkeypatch.setattr(Journal, "_rebuild", lambda *a, **k: (_ for _ in ()).throw(RuntimeError("other")))
    third = make_app(FakeFRAM(32768), blob=scenario_blob())
    assert third.game is not None


def test_without_a_game_or_a_kept_one_events_and_ack_say_no_game():
    mem = FakeFRAM(32768)
    app = make_app(mem, blob=scenario_blob())
    app.game = app.ui = None
    s = FakeStream()
    app.link.stream = s
    for rid, (cmd, args) in enumerate((("events", {}), ("ack", {"seq": 0})), 1):
        r = _ask(app, s, cmd, rid, **args)
        assert r["error"]["code"] == "no_game", r


def test_a_memory_error_once_is_tried_again_after_a_collection(monkeypatch):
    from skelos_device.storage import Storage
    mem, app = _damaged_image()
    real = Storage.recover
    calls = []

    def once(self, h, at=None):
        calls.append(1)
        if len(calls) == 1:
            raise MemoryError("memory allocation failed")
        return real(self, h, at)
    monkeypatch.setattr(Storage, "recover", once)
    again = make_app(mem, blob=scenario_blob())
    assert len(calls) == 2
    assert [w["args"] for w in again.warnings if w["code"] == "storage_damaged"] == [["rolled_back", 4]]


def _middle(n=1200, seed=21, at=719):
    mem = FakeFRAM(32768)
    app = _played(mem, n, seed)
    st = app.storage
    want = _hashes(app.game)
    mem.data[st.log_start + st.offset_of(at)] ^= 0xFF      # the type byte of seq at + 1
    return mem, app, want


def _ask(app, s, cmd, rid, **args):
    import json
    s.feed((json.dumps(dict({"v": 1, "id": rid, "cmd": cmd}, **args)) + "\n").encode())
    return [m for m in settle(app, s) if m.get("id") == rid][0]


def test_a_changed_byte_in_the_middle_is_never_served_events_go_back_before_it():
    """Boot reads only the last 40 to 80 records: the damage at seq 720 of
    1,200 is found when `events` reaches it, before anything of its stretch
    is served: a named error, the game back to the record before it (as at
    the tail), said in the warnings, the history hash that of what is kept."""
    mem, app, want = _middle()
    count = app.game.count
    again = make_app(mem, blob=scenario_blob())
    assert again.game.count == count and not [w for w in again.warnings if w["code"] == "storage_damaged"]
    s = FakeStream()
    again.link.stream = s
    assert _ask(again, s, "events", 1, after=0, limit=200)["ok"]     # the stretches before it check
    r = _ask(again, s, "events", 2, after=700, limit=100)
    assert not r["ok"] and r["error"]["code"] == "storage_damaged", r
    assert r["error"]["args"] == ["rolled_back", count - 719]
    assert again.game.count == 719
    hello = _ask(again, s, "hello", 3)
    assert hello["seq"] == 719 and hello["h"] == want[718]
    assert [w["args"] for w in hello["warnings"] if w["code"] == "storage_damaged"] == [["rolled_back", count - 719]]
    r = _ask(again, s, "events", 4, after=700, limit=100)
    assert r["ok"] and [e["h"] for e in r["events"]] == want[700:719]
    # the game plays on, and the next boot resumes it without a warning
    _long_game(again, 730, random.Random(5))
    third = make_app(mem, blob=scenario_blob())
    assert not [w for w in third.warnings if w["code"] == "storage_damaged"]
    assert third.game.count == again.game.count


def test_the_idle_scrub_finds_damage_in_the_middle_without_a_request():
    mem, app, want = _middle()
    count = app.game.count
    again = make_app(mem, blob=scenario_blob())
    s = FakeStream()
    again.link.stream = s
    for _ in range(200):
        again.clock.advance(150)
        again.step()
        if again.game.count != count:
            break
    assert again.game.count == 719
    import json
    pushed = [json.loads(x) for x in s.lines()]
    assert [w["args"] for w in again.warnings if w["code"] == "storage_damaged"] == [["rolled_back", count - 719]]
    assert [m["warnings"] for m in pushed if m.get("push") == "warnings"] == [again.warnings]


def test_the_scrub_leaves_an_intact_journal_alone():
    mem = FakeFRAM(32768)
    app = _played(mem, 600, 22)
    image = bytes(mem.data)
    again = make_app(mem, blob=scenario_blob())
    st = again.storage
    real = st.stretch_ok
    seen = []
    st.stretch_ok = lambda k: (seen.append(k), real(k))[1]
    for _ in range(100):
        again.clock.advance(150)
        again.step()
    top = app.game.count // 40 - 1
    assert top > 10 and set(seen) == set(range(top)), (top, seen)
    assert bytes(mem.data) == image and again.game.count == app.game.count
    assert not [w for w in again.warnings if w["code"] == "storage_damaged"]


def test_undo_through_damage_in_the_middle_is_refused_then_the_board_goes_back_before_it():
    """Undo reads the records of the chain: one in a damaged stretch is never used (the undo is
    refused `storage_error`, the game unchanged), and the next loop step goes back before the damage."""
    mem, app, want = _middle()
    count = app.game.count
    again = make_app(mem, blob=scenario_blob())
    refused = None
    for _ in range(count):
        r = again.act("undo")
        if r is not None:
            refused = r
            break
    assert refused is not None and refused[0] in ("storage_error", "nothing_to_undo"), refused
    if refused[0] == "storage_error":
        now = again.game.count           # the undos before it are records too
        assert now > count
        again.step()
        assert again.game.count == 719, again.game.count
        assert [w["args"] for w in again.warnings if w["code"] == "storage_damaged"] == \
            [["rolled_back", now - 719]]
        assert again.history() == want[718]
    else:   # the chain in effect never reached seq 720 (undone before): the scrub finds it
        pytest.fail("the chain did not reach the damaged record; choose another seed")


@pytest.mark.parametrize("seed,undos", [(4, 10), (1, 30)])
def test_a_rebuild_at_boot_that_reads_damage_deep_in_the_log_goes_back_before_it(seed, undos):
    """After undos the chain in effect ends deep in the log, below boot's CRC check: the rebuild reads
    its top record there, its stretch is checked first, and the changed byte sends the board back to the
    record before it (never rebuilt from altered bytes, never a fresh game)."""
    mem = FakeFRAM(32768)
    app = _played(mem, 800, seed)
    for _ in range(undos):
        assert app.act("undo") is None
    st = app.storage
    g = app.game
    want = _hashes(g)
    offs = _entry_offsets(st)
    assert g.top < st._index_read(g.count // 40 - 1)[0]       # below boot's check
    i = offs.index(g.top)
    mem.data[st.log_start + g.top] ^= 0xFF
    again = make_app(mem, blob=scenario_blob())
    assert [w["args"] for w in again.warnings if w["code"] == "storage_damaged"] == [["rolled_back", g.count - i]]
    assert again.game.count == i and again.history() == want[i - 1] and again.uid() == app.uid()


def test_a_stretch_that_cannot_be_checked_is_not_served():
    mem, app, want = _middle()
    again = make_app(mem, blob=scenario_blob())
    s = FakeStream()
    again.link.stream = s

    def fails(k):
        raise OSError(5, "Input/output error")
    again.storage.stretch_ok = fails
    r = _ask(again, s, "events", 1, after=0, limit=10)
    assert not r["ok"] and r["error"] == {"code": "storage_damaged", "args": ["unchecked", 1]}, r
    assert again.game.count == app.game.count and not [w for w in again.warnings
                                                        if w["code"] == "storage_damaged"]
