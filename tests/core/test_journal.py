"""Journal, undo/redo and the binary encodings (state = scenario + journal)."""

from skelos import codec
from skelos.conan import records
from skelos.games import replay
from skelos.games import load, new_game
from _util import game_of, ok, refused, state_of
from fixtures import pict_village, HUNTERS_RED, ZOGAR, EVENT


def scripted(g):
    ok(g.begin_turn())
    ok(g.activate(3))
    ok(g.extra_move(1, 2))
    ok(g.defend(1))
    ok(g.damage(ZOGAR, 5, 1))
    ok(g.kill(HUNTERS_RED, 4))
    ok(g.clean(HUNTERS_RED))
    ok(g.activate(g.river.index(EVENT) + 1))
    ok(g.event(1))
    ok(g.end_turn())
    ok(g.cast(1, 2))
    ok(g.begin_turn())
    return g


def test_journal_rebuilds_the_same_state():
    g = scripted(game_of(pict_village(available=12, fatigue=6)))
    blobs = [g.record(i) for i in range(g.count)]
    h, bad = replay(g.scenario, blobs)
    assert bad == -1
    assert state_of(h) == state_of(g)


def test_undo_everything_and_redo_everything():
    g = scripted(game_of(pict_village(available=12, fatigue=6)))
    fresh = game_of(pict_village(available=12, fatigue=6))
    end = state_of(g)
    n = g.depth
    for _ in range(n):
        ok(g.undo())
    refused(g.undo(), "nothing_to_undo")
    s0 = state_of(g)
    s1 = state_of(fresh)
    for k in ("seq", "can_redo"):
        del s0[k]
        del s1[k]
    assert s0 == s1
    for _ in range(n):
        ok(g.redo())
    refused(g.redo(), "nothing_to_redo")
    e2 = state_of(g)
    assert e2["seq"] == end["seq"] + 2 * n
    del e2["seq"]
    del end["seq"]
    assert e2 == end


def test_new_action_clears_redo():
    g = game_of(pict_village())
    ok(g.begin_turn())
    ok(g.activate(1))
    ok(g.undo())
    assert g.can_redo()
    ok(g.activate(2))
    assert not g.can_redo()
    refused(g.redo(), "nothing_to_redo")


def test_refused_action_records_nothing():
    g = game_of(pict_village())
    n = g.count
    refused(g.activate(1), "wrong_phase")
    refused(g.submit(b"\x63"), "unknown_action")
    refused(g.submit(b""), "unknown_action")
    refused(g.submit(b"\x02"), "unknown_action")      # act without its slot
    refused(g.submit(b"\x02\x01\x01"), "bad_argument")  # one byte too many
    refused(g.activate(-1), "bad_argument")
    refused(g.activate(300), "bad_argument")
    refused(g.activate("1"), "bad_argument")
    refused(g.deaths("xx"), "bad_argument")
    refused(g.deaths(5), "bad_argument")
    assert g.count == n


def test_records_json_form_round_trips():
    for item in (["turn"], ["act", 3], ["move", 1, 2], ["damage", 1, 0, 5, 2],
                 ["deaths", [[1, 2], [5, 1]]], ["event", 0, [[0, 4]]], ["event", None, []],
                 ["finish", 2], ["undo"]):
        b = records.from_list(item)
        assert records.length_at(b, 0) == len(b)
        assert records.to_list(b, 0) == item


def test_records_json_form_rejects_garbage():
    from _util import raises
    for item in ([], ["nope"], ["act"], ["act", 1, 2], ["act", "1"], ["act", 255],
                 ["deaths", [[1]]], ["deaths", 3], ["event", 0], 7, [3]):
        raises(ValueError, records.from_list, item)


def test_scenario_blob_round_trip():
    d = pict_village()
    blob = codec.encode_scenario(d)
    d2, err = codec.decode_scenario_dict(blob)
    assert err is None
    assert d2 == d
    s, err = codec.decode_scenario(blob)
    assert err is None and s.id == "pict-village"


def test_scenario_blob_rejects_truncation_and_flips():
    blob = codec.encode_scenario(pict_village())
    for n in range(len(blob)):
        d, err = codec.decode_scenario_dict(blob[:n])
        assert d is None and err
    for i in range(0, len(blob), 7):
        bad = bytearray(blob)
        bad[i] ^= 0x10
        d, err = codec.decode_scenario_dict(bytes(bad))
        assert d is None and err, i


def test_journal_blob_round_trip_and_size():
    g = game_of(pict_village(available=12, fatigue=6))
    scripted(g)
    crc = 0x1234ABCD
    blob = codec.encode_journal(g, crc)
    h, err = codec.decode_journal(blob, g.scenario, crc)
    assert err is None
    assert state_of(h) == state_of(g)
    # journal bytes per event (without the 17-byte frame)
    assert len(blob) - codec.JOURNAL_HEADER - 4 <= 8 * g.count


def test_journal_blob_rejects_corruption():
    g = scripted(game_of(pict_village(available=12, fatigue=6)))
    blob = codec.encode_journal(g, 7)
    h, err = codec.decode_journal(blob, g.scenario, 8)
    assert h is None and err == "journal belongs to another scenario"
    for n in range(len(blob)):
        h, err = codec.decode_journal(blob[:n], g.scenario, 7)
        assert h is None and err
    for i in range(len(blob)):
        bad = bytearray(blob)
        bad[i] ^= 0x01
        h, err = codec.decode_journal(bytes(bad), g.scenario, 7)
        assert h is None and err, i


def test_crc32_matches_the_standard():
    assert codec.crc32(b"123456789") == 0xCBF43926
    assert codec.crc32(b"") == 0


def test_eight_tile_scenario_blob_is_compact():
    s, _ = load(pict_village())
    blob = codec.encode_scenario(pict_village())
    assert len(blob) < 1024, len(blob)
    assert s is not None


def _first_format_blob(g, crc):
    """A journal blob as the encoder wrote it before games carried a rules version:
    b"SKJ" 1 crc(u32) count(u16) length(u16) records crc32."""
    out = bytearray(b"SKJ\x01")
    for v, n in ((crc, 4), (g.count, 2), (len(g.log), 2)):
        for k in range(n):
            out.append((v >> (8 * k)) & 0xFF)
    out.extend(g.log)
    c = codec.crc32(bytes(out))
    for k in range(4):
        out.append((c >> (8 * k)) & 0xFF)
    return bytes(out)


def _cast_after_another_activation(rules):
    """Accepted by rules 1 only (R13): the caster's spell after another tile's activation."""
    s, _ = load(pict_village(available=20, fatigue=0))
    g = new_game(s, rules)
    ok(g.begin_turn())
    ok(g.activate(2))
    ok(g.activate(1))
    ok(g.cast(0))
    return g


def test_journal_blob_carries_the_rules_version():
    for rules in (1, 2):
        g = scripted(new_game(load(pict_village(available=12, fatigue=6))[0], rules))
        blob = codec.encode_journal(g, 5)
        h, err = codec.decode_journal(blob, g.scenario, 5)
        assert err is None and h.rules == rules and state_of(h) == state_of(g)
    g = _cast_after_another_activation(1)
    h, err = codec.decode_journal(codec.encode_journal(g, 5), g.scenario, 5)
    assert err is None and h.rules == 1 and h.on_spells() == 2


def test_journal_blob_of_the_first_format_still_loads_under_rules_1():
    g = _cast_after_another_activation(1)
    blob = _first_format_blob(g, 77)
    h, err = codec.decode_journal(blob, g.scenario, 77)
    assert err is None, err
    assert h.rules == 1 and state_of(h) == state_of(g)
    for n in range(len(blob)):
        assert codec.decode_journal(blob[:n], g.scenario, 77)[1]


def test_journal_blob_of_an_unknown_rules_version_is_refused():
    g = scripted(game_of(pict_village(available=12, fatigue=6)))
    blob = bytearray(codec.encode_journal(g, 5))
    for v in (0, g.RULES + 1):
        blob[4] = v
        body = bytes(blob[:-4])
        c = codec.crc32(body)
        bad = body + bytes((c >> (8 * k)) & 0xFF for k in range(4))
        h, err = codec.decode_journal(bad, g.scenario, 5)
        assert h is None and err == "unsupported rules version " + str(v)


def test_a_dry_run_checks_an_action_and_records_nothing():
    g = game_of(pict_village())
    before = state_of(g)
    refused(g.dry_run("activate", (1,)), "wrong_phase")
    ok(g.dry_run("begin_turn"))
    refused(g.dry_run("undo"), "nothing_to_undo")
    assert state_of(g) == before and g.count == 0
    ok(g.begin_turn())
    ok(g.dry_run("undo"))
    refused(g.dry_run("redo"), "nothing_to_redo")
    ok(g.undo())
    ok(g.dry_run("redo"))
    refused(g.dry_run("activate", (-1,)), "bad_argument")
    refused(g.dry_run("no_such_action"), "unknown_action")
    refused(g.dry_run("_reset"), "unknown_action")
    assert g.count == 2 and g.can_redo()
    ok(g.redo())                       # the game goes on as if nothing was asked
    ok(g.activate(1))


def test_history_hash_chains_every_record_in_seq_order():
    from skelos import journal
    g = scripted(game_of(pict_village(available=12, fatigue=6)))
    ok(g.undo())
    ok(g.undo())
    ok(g.redo())
    recs = [g.record(i) for i in range(g.count)]
    h = 0
    for i, r in enumerate(recs):
        h = journal.chain(h, r)
        assert g.history(i + 1) == h
        # one number per record: CRC-32 of the canonical bytes one after the other
        assert h == codec.crc32(b"".join(recs[:i + 1]))
        # the canonical bytes are what the JSON form the link sends gives back
        assert bytes(g.records.from_list(g.records.to_list(r, 0))) == r
    assert g.history() == h == journal.history(recs)
    assert g.history(0) == 0
    assert journal.hexh(journal.chain(0, b"123456789")) == "cbf43926"


def test_a_checkpoint_is_loaded_into_the_state_s_own_objects():
    # load_state reads a bytearray or list over the game's own one of the same length: the
    # state's objects stay where they are (on the board: not made again in the middle of an
    # undo's garbage, splitting the free heap)
    g = scripted(game_of(pict_village(available=12, fatigue=6)))
    saved = g.state_bytes()
    for _ in range(4):
        ok(g.undo())    # the state moves back
    assert g.state_bytes() != saved
    objs = {n: getattr(g, n) for n in g.STATE if isinstance(getattr(g, n), (list, bytearray))}
    inner = [id(x) for x in g.hp]
    assert len(objs) >= 5 and g.hp
    g.load_state(saved)
    assert g.state_bytes() == saved
    assert all(getattr(g, n) is o for n, o in objs.items())
    assert [id(x) for x in g.hp] == inner
    # a value of another length, or another type, is made anew, and read whole
    other = game_of(pict_village(available=12, fatigue=6))
    other.where = bytearray(1)
    other.river = None
    other.load_state(saved)
    assert other.state_bytes() == saved and len(other.where) == len(g.where)


# ------------------------------------------------------------ undos prepared ahead
from skelos.checkpoints import PREP, PREP_HORIZON, give_up  # noqa: E402
from skelos.journal import StorageFull  # noqa: E402
from skelos.ramlog import RamLog  # noqa: E402


class FewPlaces(RamLog):
    """A backend with a few checkpoint places chosen by give_up, as the board's
    ring is (nothing kept beyond them)."""

    sure = False
    PLACES = 12     # as many as the board's ring

    def __init__(self):
        RamLog.__init__(self)
        self.at = [None] * self.PLACES     # (depth, tag) per place

    def has(self, depth, tag):
        return (depth, tag) in self.at

    def _place(self, depth, top):
        ds = [e[0] if e is not None else None for e in self.at]
        ds.append(depth)
        i = give_up(ds, top)
        return -1 if i == len(ds) - 1 else i

    def wants(self, depth, top):
        return depth % self.every == 0 and self._place(depth, top) >= 0

    def keep(self, depth, tag, state, top):
        i = self._place(depth, top)
        if i >= 0:
            old = self.at[i]
            if old is not None:
                del self.cks[old[1]]
            self.at[i] = (depth, tag)
            self.cks[tag] = bytes(state)

    def checkpoint(self, depth, tag):
        return self.cks.get(tag) if (depth, tag) in self.at else None


def _long_game(turns, back=None):
    s, problems = load(pict_village(available=20, last=250))
    assert not problems, problems
    g = new_game(s, None, back if back is not None else FewPlaces())
    for _ in range(turns):
        ok(g.begin_turn())
        ok(g.end_turn())
    return s, g


def test_prepare_makes_every_undo_of_a_run_re_apply_at_most_prep_records():
    s, g = _long_game(150)
    worst_alone = 0
    costs = []
    for _ in range(100):
        steps = 0
        while True:
            was = g.state_bytes()
            before = g.replayed
            worked = g.prepare()
            assert g.state_bytes() == was            # a quiet step changes nothing the game shows
            assert g.replayed - before <= PREP       # and its work is bounded
            if not worked:
                break
            steps += 1
            assert steps < 100
        before = g.replayed
        ok(g.undo())
        costs.append(g.replayed - before)
    assert max(costs) <= PREP, costs
    # the same run without the quiet steps meets longer gaps
    _, h = _long_game(150)
    for _ in range(100):
        before = h.replayed
        ok(h.undo())
        worst_alone = max(worst_alone, h.replayed - before)
    assert worst_alone > PREP
    assert state_of(h) == state_of(g)
    # and the state is that of the records in effect played afresh
    assert g.depth == 200
    ref = new_game(s)
    for _ in range(100):
        ok(ref.begin_turn())
        ok(ref.end_turn())
    assert ref.state_bytes() == g.state_bytes()


def test_prepare_has_nothing_to_do_in_ram_or_near_the_start():
    g = scripted(game_of(pict_village(available=12, fatigue=6)))
    assert g.prepare() is False                # RamLog keeps every checkpoint
    s, h = _long_game(2)
    assert h.depth <= PREP and h.prepare() is False
    assert PREP_HORIZON > PREP


class FullLater(FewPlaces):
    """Refuses every record once `full` is set (the journal's area full)."""

    full = False

    def put(self, buf, ln, a, b, depth, top, rtop):
        if self.full:
            raise StorageFull()
        return FewPlaces.put(self, buf, ln, a, b, depth, top, rtop)


def test_an_undo_the_backend_cannot_store_leaves_the_state_as_it_was():
    # deep (from a checkpoint) and shallow (from the start: _reset changes objects in place)
    for turns in (40, 0):
        s, g = _long_game(turns, FullLater())
        ok(g.begin_turn())
        ok(g.activate(3))       # changes the state's lists, which _reset refills in place
        was = state_of(g)
        raw = g.state_bytes()
        g.back.full = True
        refused(g.undo(), "storage_full")
        assert state_of(g) == was
        assert g.state_bytes() == raw
        g.back.full = False
        ok(g.undo())
        ok(g.redo())
        assert g.state_bytes() == raw


def test_a_game_without_a_backend_takes_the_ram_backend_as_it_is_made():
    """The RAM backend's module is loaded by the first game made without a backend
    (the board, whose games keep their journal in its storage, never loads it)."""
    import sys
    kept = sys.modules.pop("skelos.ramlog", None)
    try:
        g = game_of(pict_village(available=12, fatigue=6))
        assert type(g.back) is sys.modules["skelos.ramlog"].RamLog
        scripted(g)
        ok(g.undo())
        assert g.count == g.back.count == len(g.back.offs)
    finally:
        if kept is not None:
            sys.modules["skelos.ramlog"] = kept
