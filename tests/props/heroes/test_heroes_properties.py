"""The heroes' sheets over random action sequences (CPython, hypothesis): a refusal changes
nothing, no gem is ever made or lost (available + fatigue + wounds + the boxes = the hero's
gems), no capped box ever holds more than its cap this turn, wounds only grow but by undo, a
dead hero has every gem in wounds, undo restores the state before, and replaying the journal
rebuilds the same sheet; at a table, the table's checks refuse what no sheet sees alone, and Don
de Vie (H09), undone and redone from either sheet, never makes or loses a gem of the table."""

from hypothesis import HealthCheck, given, settings, strategies as st

from skelos import games
from skelos.heroes import table
from skelos.heroes.sheet import ACTIONS, N_CAPPED

HERO = {"id": "conan", "name": "Conan", "gems": 11, "fatigue": 3,
        "melee": {"dice": "red", "cap": 5}, "ranged": {"dice": "orange", "cap": 2},
        "movement": {"free": 2, "cap": 3}, "manipulation": {"dice": "orange", "cap": 3},
        "defense": {"dice": "orange"}, "skills": ["Spell Caster"]}      # (Don de Vie needs it: H09)
PACK = games.side("heroes")

small = st.integers(min_value=0, max_value=7)
action = st.one_of(
    st.tuples(st.just("begin_turn")),
    st.tuples(st.just("declare"), st.integers(min_value=0, max_value=2), st.integers(min_value=0, max_value=6)),
    st.tuples(st.just("spend"), st.sampled_from(ACTIONS + ("dance",)), small),
    st.tuples(st.just("move"), st.integers(min_value=0, max_value=3), st.integers(min_value=0, max_value=4)),
    st.tuples(st.just("wound"), st.integers(min_value=0, max_value=5)),
    st.tuples(st.just("end_turn")),
    st.tuples(st.just("enter_stealth"), st.integers(min_value=0, max_value=4)),
    st.tuples(st.just("spot")),
    st.tuples(st.just("hide_body")),
    st.tuples(st.just("undo")),
    st.tuples(st.just("redo")),
)


def sheet():
    return PACK.Game(PACK.load(HERO)[0])


def conserved(s):
    return s.avail + s.fatigue + s.wounds + sum(s.box) == s.gems() and min(s.avail, s.fatigue) >= 0


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(action, max_size=80))
def test_random_sequences_keep_the_rules_of_the_sheet(seq):
    s = sheet()
    undos, redos = [], []       # the states undo and redo must bring back
    for a in seq:
        before = s.snapshot()
        r = getattr(s, a[0])(*a[1:])
        if r is not None:
            assert isinstance(r, tuple) and isinstance(r[0], str)
            assert s.snapshot() == before, a
            continue
        if a[0] == "undo":
            want = undos.pop()
            redos.append(before)
        elif a[0] == "redo":
            want = redos.pop()
            undos.append(before)
        else:
            want = None
            undos.append(before)
            redos = []
        if want is not None:
            got = s.snapshot()
            for k in got:
                if k not in ("seq", "can_undo", "can_redo"):
                    assert got[k] == want[k], (k, a)
        assert conserved(s), a
        for i in range(N_CAPPED):
            assert s.used[i] <= s.hero.caps[i]
        assert s.stealth <= s.box[3] and (not s.hidden or s.phase != 1)
        assert s.dead == (s.wounds == s.hero.gems)
        if a[0] == "wound":
            assert s.wounds > before["wounds"]
    again = sheet()
    for i in range(s.count):
        assert again.submit(s.record(i)) is None
    assert again.snapshot() == s.snapshot()


seat = st.integers(min_value=0, max_value=2)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(seat, action), max_size=90))
def test_random_tables_never_act_before_every_living_companion_declared(seq):
    sheets = [sheet(), sheet(), sheet()]
    for i, a in seq:
        r = table.act(sheets, i, a[0], tuple(a[1:]))
        if r is None and a[0] in ("move", "enter_stealth", "hide_body") or \
                (r is None and a[0] == "spend" and a[1] not in ("defense", "reroll")):
            # (a spell in the Overlord's turn is a reaction: H05, seed 002)
            reaction = a[:2] == ("spend", "spell") and sheets[i].phase == 0
            assert sheets[i].phase == 2 or a[0] == "enter_stealth" or reaction
            assert table.waiting(sheets, i) == []
        if r is None and a[0] == "declare":
            dead = sum(1 for j, x in enumerate(sheets) if j != i and x.dead)
            assert sheets[i].record_list(sheets[i].count - 1)[2] == dead
        for x in sheets:
            assert conserved(x)


def declared():
    """Three sheets in the actions phase of their first turn, every hero active."""
    sheets = [sheet(), sheet(), sheet()]
    for i in range(3):
        assert table.act(sheets, i, "begin_turn") is None
    for i in range(3):
        assert table.act(sheets, i, "declare", (0,)) is None
    return sheets


gift = st.tuples(st.just("give_life"), st.sampled_from((2, 2, 1, 0, 3)), st.sampled_from((0, 1, 2, 0, 1, 2, -1, 3)))
back = st.tuples(st.sampled_from(("undo", "redo")))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(seat, st.one_of(gift, back, gift, back, action)), min_size=10, max_size=60))
def test_random_tables_with_don_de_vie_never_make_or_lose_a_gem(seq):
    sheets = declared()
    total = sum(x.gems() for x in sheets)
    for i, a in seq:
        before = [x.snapshot() for x in sheets]
        r = table.act(sheets, i, a[0], tuple(a[1:]))
        if r is not None:
            assert [x.snapshot() for x in sheets] == before, (i, a, r)
        assert sum(x.gems() for x in sheets) == total, (i, a)
        for x in sheets:
            assert conserved(x), (i, a)
            assert x.dead == (x.wounds == x.gems())
    for x in sheets:              # each sheet's journal rebuilds it alone
        again = sheet()
        for k in range(x.count):
            assert again.submit(x.record(k)) is None
        assert again.snapshot() == x.snapshot()
