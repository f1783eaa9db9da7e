"""Property tests over random legal and illegal action sequences (CPython, hypothesis)."""

from hypothesis import given, settings, strategies as st, HealthCheck

from skelos import codec
from skelos.conan.game import IN_RIVER, Game
from skelos.games import replay
from skelos.games import load
from fixtures import pict_village, unit
from _util import state_of

small = st.integers(min_value=0, max_value=9)

action = st.one_of(
    st.tuples(st.just("begin_turn")),
    st.tuples(st.just("end_turn")),
    st.tuples(st.just("activate"), st.integers(min_value=-1, max_value=9)),
    st.tuples(st.just("extra_move"), small, st.integers(min_value=0, max_value=4)),
    st.tuples(st.just("defend"), st.integers(min_value=0, max_value=4)),
    st.tuples(st.just("reroll"), st.integers(min_value=0, max_value=3)),
    st.tuples(st.just("cast"), st.integers(min_value=0, max_value=2), st.integers(min_value=1, max_value=3)),
    st.tuples(st.just("damage"), small, st.integers(min_value=0, max_value=12), st.integers(min_value=0, max_value=3)),
    st.tuples(st.just("kill"), small, st.integers(min_value=0, max_value=4)),
    st.tuples(st.just("deaths"), st.lists(st.tuples(small, st.integers(min_value=0, max_value=3)), max_size=3)),
    st.tuples(st.just("clean"), small),
    st.tuples(st.just("event"), st.sampled_from([None, 0, 1, 2, 3]),
              st.lists(st.tuples(small, st.integers(min_value=0, max_value=4)), max_size=3)),
    st.tuples(st.just("vigilance_up"), st.integers(min_value=0, max_value=3)),
    st.tuples(st.just("guard_round")),
    st.tuples(st.just("finish"), st.integers(min_value=0, max_value=3)),
    st.tuples(st.just("undo")),
    st.tuples(st.just("redo")),
)


def scenario_dict():
    d = pict_village(available=9, fatigue=5, recovery=4, start=0, last=6)
    d["stealth"] = True
    d["tiles"].append(unit("hyenas", "Hyenas", (90, 90, 90), 3, 1, 2, reinforcement=1))
    d["tiles"][6]["events"].append({"name": "Hyenas", "reinforcement": 2, "adds": ["hyenas"]})
    return d


SCENARIO = load(scenario_dict())[0]


def without_seq(st_):
    st_ = dict(st_)
    for k in ("seq", "can_undo", "can_redo"):
        st_.pop(k)
    return st_


def check_invariants(g, total):
    assert g.total_gems() == total
    for v in (g.available, g.fatigue, g.box_move, g.box_defense, g.box_reroll, g.removed):
        assert v >= 0
    live = sorted(i for i in range(len(g.scenario.tiles)) if g.where[i] == IN_RIVER)
    assert sorted(g.river) == live
    assert len(g.river) <= len(g.scenario.costs)
    for i, t in enumerate(g.scenario.tiles):
        assert len(g.hp[i]) <= (0 if t.is_event else t.max_figures)
        assert all(0 < h <= t.hp for h in g.hp[i])
    assert 0 <= g.vigilance <= 6
    assert 0 <= g.acts <= g.scenario.activations


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(action, max_size=60))
def test_random_sequences_keep_every_invariant(actions):
    g = Game(SCENARIO)
    total = g.total_gems()
    for a in actions:
        before = state_of(g)
        count = g.count
        r = getattr(g, a[0])(*a[1:])
        if r is not None:
            assert isinstance(r, tuple) and isinstance(r[0], str) and r[0]   # (code, arguments...)
            assert state_of(g) == before, a
            assert g.count == count
        else:
            assert g.count == count + 1
            if a[0] not in ("undo", "redo"):
                after = without_seq(state_of(g))
                assert g.undo() is None
                assert without_seq(state_of(g)) == without_seq(before)
                assert g.redo() is None
                assert without_seq(state_of(g)) == after
        check_invariants(g, total)
    h, bad = replay(SCENARIO, [g.record(i) for i in range(g.count)])
    assert bad == -1
    assert state_of(h) == state_of(g)
    blob = codec.encode_journal(g, 99)
    k, err = codec.decode_journal(blob, SCENARIO, 99)
    assert err is None and state_of(k) == state_of(g)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=40))
def test_random_bytes_never_crash_submit(data):
    g = Game(SCENARIO)
    g.begin_turn()
    before = state_of(g)
    r = g.submit(data)
    if r is not None:
        assert state_of(g) == before


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=300))
def test_random_bytes_never_crash_decoders(data):
    d, err = codec.decode_scenario_dict(data)
    assert (d is None) != (err is None)
    g, err = codec.decode_journal(data, SCENARIO, 1)
    assert (g is None) != (err is None)


# R12: few gems in fatigue, so that cleaning often needs this turn's spending
SPENDING = dict(scenario_dict(), gems={"available": 10, "fatigue": 0}, recovery=2)
BOXES = load(SPENDING)[0]
IMMEDIATE = load(dict(SPENDING, options={"flush": "immediate"}))[0]
money = st.one_of(
    action,
    st.tuples(st.just("kill"), st.sampled_from([1, 5]), st.just(1)),     # Zogar, the snake: one figure
    st.tuples(st.just("clean"), st.sampled_from([1, 5])),
    st.tuples(st.just("defend"), st.integers(min_value=1, max_value=2)),
    st.tuples(st.just("reroll"), st.integers(min_value=1, max_value=2)),
    st.tuples(st.just("begin_turn")),
)


def test_R12_rules_1_split_the_readings_when_cleaning_followed_spending():
    """The counter-example of the sources, which rules 2 fixes."""
    totals = {}
    for rules in (1, 2):
        for flush in ("end_of_turn", "immediate"):
            d = pict_village(available=6, fatigue=0, recovery=0)
            d["options"] = {"flush": flush}
            g = Game(load(d)[0], rules)
            for name, args in (("begin_turn", ()), ("activate", (1,)), ("extra_move", (0, 2)), ("kill", (5, 1)),
                               ("clean", (5,)), ("end_turn", ())):
                assert getattr(g, name)(*args) is None
            totals[rules, flush] = g.gems()
    assert totals[1, "end_of_turn"] == (2, 2, 0, 0, 2) and totals[1, "immediate"] == (3, 1, 0, 0, 2)
    assert totals[2, "end_of_turn"] == totals[2, "immediate"] == (3, 1, 0, 0, 2)


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(money, max_size=60))
def test_R12_either_reading_gives_the_same_totals(actions):
    """R12: spend boxes flushed at the end of each side's turn (the second compendium) or
    spending straight to fatigue (the Overlord's rulebook): the same actions are accepted,
    available gems are the same after every action, fatigue under the rulebook is fatigue
    plus the boxes, and at the end of every turn the zones are equal."""
    boxes, at_once = Game(BOXES), Game(IMMEDIATE)
    for a in actions:
        r1 = getattr(boxes, a[0])(*a[1:])
        r2 = getattr(at_once, a[0])(*a[1:])
        assert r1 == r2, a
        assert at_once.spent() == 0
        assert boxes.available == at_once.available
        assert boxes.fatigue + boxes.spent() == at_once.fatigue
        assert (boxes.on_spells(), boxes.removed) == (at_once.on_spells(), at_once.removed)
        if r1 is None and a[0] in ("end_turn", "begin_turn"):
            assert boxes.gems() == at_once.gems()
