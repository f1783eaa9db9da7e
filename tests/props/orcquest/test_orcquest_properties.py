"""OrcQuest property tests over random action sequences (CPython, hypothesis):
refusals change nothing, Badass never goes negative, extra actions always
cost 1 + 2 + ... within an activation, undo restores, replay and the codec
rebuild the same state."""

from hypothesis import HealthCheck, given, settings, strategies as st

from orc_fixtures import warband
from skelos import codec, games
from skelos.orcquest.game import extra_cost
from skelos.games import load

b = st.integers(min_value=0, max_value=4)
action = st.one_of(
    st.tuples(st.just("start"), b),
    st.tuples(st.just("action"), b, st.integers(min_value=0, max_value=3), st.integers(min_value=0, max_value=3),
              st.integers(min_value=0, max_value=2)),
    st.tuples(st.just("combo"), st.integers(min_value=0, max_value=3), st.integers(min_value=0, max_value=1)),
    st.tuples(st.just("kill"), st.integers(min_value=0, max_value=2), st.integers(min_value=0, max_value=2)),
    st.tuples(st.just("spend"), b),
    st.tuples(st.just("end_activation")),
    st.tuples(st.just("event_done")),
    st.tuples(st.just("next_round")),
    st.tuples(st.just("finish"), st.integers(min_value=0, max_value=3)),
    st.tuples(st.just("undo")),
    st.tuples(st.just("redo")),
)

SCENARIO = load(warband(heroes=3, badass=3, badass_max=12, last=4))[0]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(action, max_size=60))
def test_orcquest_random_sequences_keep_the_rules(seq):
    g = games.new_game(SCENARIO)
    for a in seq:
        before = g.snapshot()
        bought, badass, cur = g.bought, g.badass, g.current
        r = getattr(g, a[0])(*a[1:])
        if r is not None:
            assert isinstance(r, tuple) and 1 <= len(r) <= 2 and isinstance(r[0], str) and r[0]   # (code, argument?)
            assert g.snapshot() == before
            continue
        assert 0 <= g.badass <= 12 and 0 <= g.ap <= 2
        if a[0] == "action":
            assert badass - g.badass == extra_cost(bought, a[3])
            assert g.bought == bought + a[3] and g.current == cur
    blobs = [g.record(i) for i in range(g.count)]
    g2, bad = games.replay(SCENARIO, blobs)
    assert bad == -1 and g2.snapshot() == g.snapshot()
    blob = codec.encode_scenario(SCENARIO.source)
    crc = codec.scenario_crc(blob)
    g3, err = codec.decode_journal(codec.encode_journal(g, crc), SCENARIO, crc)
    assert err is None and g3.snapshot() == g.snapshot()


@settings(max_examples=80, deadline=None)
@given(st.lists(action, max_size=40))
def test_orcquest_undo_everything_gives_the_start(seq):
    g = games.new_game(SCENARIO)
    start = g.snapshot()
    for a in seq:
        if a[0] not in ("undo", "redo"):
            getattr(g, a[0])(*a[1:])
    while g.can_undo():
        assert g.undo() is None
    end = g.snapshot()
    for k in ("seq", "can_redo"):
        end.pop(k)
        start.pop(k)
    assert end == start
