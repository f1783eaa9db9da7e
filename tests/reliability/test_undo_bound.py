"""Undo is bounded on the board's storage: over random sequences of actions,
undos, redos and power cycles on a deep game, an undo that follows anything
but another undo, a resume and a redo re-apply at most EVERY - 1 records; a
run of undos re-applies at most EVERY per undo plus the depth it started
from (so undoing a whole game is linear in its length, not quadratic); and
the state is always the one a replay of the records in effect gives."""

import random

from fakes import FakeClock, FakeFRAM
from helpers import make_app
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from fixtures import pict_village
from player import Player
from skelos import codec, games
from skelos_device.storage import EVERY

# 250 turns (the most the format allows): the game never ends by time
BLOB = codec.encode_scenario(pict_village(available=20, last=250, stealth=True))
_IMAGE = {}


def _deep(n):
    """(FRAM bytes) of a game of n records without undos (built once)."""
    if n not in _IMAGE:
        mem = FakeFRAM(32768)
        app = make_app(mem, clock=FakeClock(1000), blob=BLOB)
        p = Player(app, random.Random(1), undos=False)
        while app.game.count < n:
            app.press(*p.gesture())
        _IMAGE[n] = bytes(mem.data)
    return _IMAGE[n]


def _boot(data):
    mem = FakeFRAM(32768)
    mem.data[:] = data
    return mem, make_app(mem, clock=FakeClock(1000), blob=BLOB)


def _in_effect(g):
    """The records in effect, bottom first, read along the chain."""
    out = []
    cur = g.top
    for _ in range(g.depth):
        out.append(g.record_at(cur))
        cur = g.back.parent(cur)
    return out[::-1]


def state_is_the_replay(g):
    """The game's state equals a fresh game's after the records in effect, each accepted."""
    ref = games.new_game(g.scenario, g.rules)
    for rec in _in_effect(g):
        assert ref.submit(rec) is None
    assert ref.state_bytes() == g.state_bytes()


OPS = st.lists(st.one_of(st.tuples(st.just("undo"), st.integers(1, 120)),
                         st.tuples(st.just("redo"), st.integers(1, 60)),
                         st.tuples(st.just("play"), st.integers(1, 30)),
                         st.tuples(st.just("cycle"), st.just(0))), min_size=1, max_size=8)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ops=OPS, seed=st.integers(0, 1000))
def test_every_undo_redo_and_resume_re_applies_a_bounded_number_of_records(ops, seed):
    mem, app = _boot(_deep(400))
    assert app.game.replayed <= EVERY - 1
    p = Player(app, random.Random(seed), undos=False)
    run = 0            # undos since the last other operation
    run_cost = 0
    run_depth = app.game.depth
    for op, n in ops:
        for _ in range(n):
            g = app.game
            before = g.replayed
            if op == "undo":
                if not g.can_undo():
                    break
                if run == 0:
                    run_depth = g.depth
                    run_cost = 0
                assert app.act("undo") is None
                cost = g.replayed - before
                if run == 0:
                    assert cost <= EVERY - 1, cost
                run += 1
                run_cost += cost
                assert run_cost <= EVERY * run + run_depth, (run, run_cost, run_depth)
                continue
            run = 0
            if op == "redo":
                if not g.can_redo():
                    break
                assert app.act("redo") is None
                assert g.replayed == before
            elif op == "play":
                if g.over:
                    break
                app.press(*p.gesture())
                assert g.replayed == before
            else:
                app = make_app(mem, clock=FakeClock(1000), blob=BLOB)
                assert app.game.replayed <= EVERY - 1, app.game.replayed
                p = Player(app, random.Random(seed), undos=False)
                break
    state_is_the_replay(app.game)


def test_undoing_a_whole_game_is_linear_in_its_length():
    _, app = _boot(_deep(1200))
    g = app.game
    n = g.depth
    assert n >= 1000
    start = g.replayed
    while g.can_undo():
        assert app.act("undo") is None
    # the earlier ring (four checkpoints every 16 records) re-applied about n * n / 128
    assert g.replayed - start <= 5 * n, (g.replayed - start, n)
    fresh = games.new_game(g.scenario, g.rules)
    assert fresh.state_bytes() == g.state_bytes()
