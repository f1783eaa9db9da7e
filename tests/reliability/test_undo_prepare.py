"""Undos prepared while the board is quiet: between the undos of a run, the
loop's quiet steps (App.prepare_step, skelos.journal's prepare) leave a
checkpoint at most PREP records below every depth the run may reach next,
so each undo of the run re-applies at most PREP records; a quiet step never
changes the game's state, re-applies at most PREP records, and ends."""

import random

from fakes import FakeClock, FakeFRAM
from helpers import make_app
from player import Player
from skelos.checkpoints import PREP, PREP_HORIZON
from skelos_device.app import PREP_STEPS
from skelos_device.storage import EVERY
from test_undo_bound import BLOB, _boot, _deep, state_is_the_replay


def _quiet(app):
    """The loop's quiet steps until prepare has nothing left: how many worked."""
    g = app.game
    n = 0
    while True:
        was = g.state_bytes()
        before = g.replayed
        worked = app.prepare_step()
        assert g.state_bytes() == was
        assert g.replayed - before <= PREP
        if not worked:
            return n
        n += 1
        assert n < 100, "prepare never ends"



def test_a_run_of_undos_with_quiet_moments_re_applies_at_most_prep_records_each():
    _, app = _boot(_deep(1200))
    g = app.game
    assert g.depth >= 1000
    worked = 0
    costs = []
    for _ in range(120):
        worked += _quiet(app)
        before = g.replayed
        assert app.act("undo") is None
        costs.append(g.replayed - before)
    assert worked > 0
    assert max(costs) <= PREP, costs
    state_is_the_replay(g)


def test_without_quiet_moments_the_same_run_meets_longer_gaps():
    # the case the quiet steps are for: the ring alone leaves gaps as long as the run so far
    _, app = _boot(_deep(1200))
    g = app.game
    costs = []
    for _ in range(120):
        before = g.replayed
        assert app.act("undo") is None
        costs.append(g.replayed - before)
    assert max(costs) > PREP, costs


def test_prepare_covers_its_horizon_then_stops_for_that_top():
    _, app = _boot(_deep(400))
    g = app.game
    for _ in range(40):      # a run of undos without a quiet moment: gaps below
        assert app.act("undo") is None
    assert _quiet(app) > 0
    assert app.prepare_step() is False
    # every depth down to the horizon: the nearest checkpoint at most PREP records below
    back = g.back
    cur = g.top
    kept = []
    for k in range(PREP_HORIZON + PREP + 1):
        if k and back.has(g.depth - k, cur):
            kept.append(k)
        cur = back.parent(cur)
    for k in range(1, PREP_HORIZON + 1):
        assert any(k <= c <= k + PREP for c in kept), (k, kept)


def test_actions_after_quiet_steps_play_as_a_replay_says():
    mem, app = _boot(_deep(400))
    p = Player(app, random.Random(3), undos=True)
    for i in range(200):
        if i % 7 == 0:
            _quiet(app)
        app.press(*p.gesture())
    _quiet(app)
    state_is_the_replay(app.game)
    # and the board resumes it after a power cycle
    again = make_app(mem, clock=FakeClock(1000), blob=BLOB)
    assert again.game.state_bytes() == app.game.state_bytes()
    assert again.game.replayed <= EVERY - 1


def test_a_short_game_or_no_game_has_nothing_to_prepare():
    app = make_app(FakeFRAM(32768), clock=FakeClock(1000), blob=BLOB)
    assert app.prepare_step() is False
    app.game = None
    assert app.prepare_step() is False


def test_the_loop_prepares_only_when_quiet_and_a_run_then_costs_at_most_prep_each():
    mem = FakeFRAM(32768)
    mem.data[:] = _deep(1200)
    clock = FakeClock(1000)
    app = make_app(mem, clock=clock, blob=BLOB)
    g = app.game
    for _ in range(40):                 # a run without quiet moments: gaps below
        assert app.act("undo") is None
    app.step()                          # busy: the loop is not quiet yet
    app.dirty = True
    app.step()
    before = g.replayed
    for _ in range(5):                  # 20 ms, then a frame: never quiet for PREP_QUIET_MS (40)
        clock.advance(4)
        app.step()
    app.dirty = True
    app.step()
    assert g.replayed == before         # nothing prepared while something happens
    for _ in range(40):                 # quiet moments between presses: the loop's steps prepare,
        app.dirty = True                # at most PREP_STEPS in each
        app.step()
        was = g.replayed
        for _ in range(60):
            clock.advance(5)
            app.step()
        # at most PREP_STEPS steps a quiet moment; the blink's frame (every 500 ms) ends one
        assert g.replayed - was <= 2 * PREP_STEPS * PREP
    assert g.replayed > before
    costs = []
    for _ in range(PREP_HORIZON):
        b = g.replayed
        assert app.act("undo") is None
        costs.append(g.replayed - b)
    assert max(costs) <= PREP, costs
    state_is_the_replay(g)
