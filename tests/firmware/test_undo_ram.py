"""Checkpoints in RAM (storage.ram_slots, sized by the app from the heap free
after boot): a board with heap to spare keeps the state every undo_ram.EVERY
records in effect below the top, and the loop prepares one step after each
undo, so every undo of a long back-to-back run restores a state kept in RAM
and applies at most one record; a board without (the stock firmware's heap)
keeps none and plays as before.  Undo stays exact: the state after any
operation is the replay of the records in effect."""

import os
import random
import sys

from fakes import FakeClock, FakeFRAM
from helpers import make_app
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from skelos import codec, games
from skelos_device import app as app_mod
from skelos_device.storage import EVERY
from skelos_device import undo_ram
from skelos_device.undo_ram import EVERY as RAM_EVERY

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "reliability"))

from fixtures import pict_village  # noqa: E402
from player import Player  # noqa: E402

BLOB = codec.encode_scenario(pict_village(available=20, last=250, stealth=True))
_IMAGE = {}


def _image(n, undos):
    """FRAM bytes of a game of n records (built once)."""
    if (n, undos) not in _IMAGE:
        mem = FakeFRAM(32768)
        app = make_app(mem, clock=FakeClock(1000), blob=BLOB)
        p = Player(app, random.Random(1), undos=undos)
        while app.game.count < n:
            app.press(*p.gesture())
        _IMAGE[n, undos] = bytes(mem.data)
    return _IMAGE[n, undos]


def _boot(data, slots):
    mem = FakeFRAM(32768)
    mem.data[:] = data
    app = make_app(mem, clock=FakeClock(1000), blob=BLOB)
    assert app.undo_slots == 0          # off the board: sized from a heap it has not
    app.undo_slots = app._undo_ram(slots)
    return mem, app


def state_is_the_replay(g):
    recs = []
    cur = g.top
    for _ in range(g.depth):
        recs.append(g.record_at(cur))
        cur = g.back.parent(cur)
    ref = games.new_game(g.scenario, g.rules)
    for rec in reversed(recs):
        assert ref.submit(rec) is None
    assert ref.state_bytes() == g.state_bytes()


def _undo(app):
    """An undo as the loop serves it back to back: the action, then the loop's step after it."""
    g = app.game
    before = g.replayed
    assert app.act("undo") is None
    cost = g.replayed - before
    if app.undo_slots:       # as the loop's step does
        app.after_undo()
    return cost


def test_the_stock_heap_keeps_none_a_spare_heap_keeps_many():
    assert app_mod.undo_slots_for(43120) == 0          # stock CircuitPython 9.2.1, the largest preset
    assert app_mod.undo_slots_for(app_mod.UNDO_RESERVE) == 0
    free = 158512                                     # the Skelos build (code frozen in flash), measured in the rig
    n = app_mod.undo_slots_for(free)
    assert n * RAM_EVERY >= 300 and n <= app_mod.UNDO_SLOTS_MAX
    assert free - n * app_mod.UNDO_SLOT >= 100 * 1024   # 100 KB stay free for the replies and the game


def test_a_board_with_none_plays_as_before():
    _, app = _boot(_image(1200, False), 0)
    g = app.game
    assert g._every == EVERY and g.back.ram is None
    costs = [_undo(app) for _ in range(60)]
    assert max(costs) > EVERY           # the ring's gaps, as before
    state_is_the_replay(g)


def _run(n, undos, slots):
    _, app = _boot(_image(n, undos), slots)
    g = app.game
    assert g.depth > 300
    for _ in range(8):                  # the first quiet moments after the boot
        app.prepare_step()
    costs = [_undo(app) for _ in range(300)]
    state_is_the_replay(g)
    return costs


def test_every_undo_of_300_back_to_back_applies_at_most_one_record_from_1200():
    costs = _run(1200, False, 150)
    assert max(costs) <= RAM_EVERY - 1, costs


def test_every_undo_of_300_back_to_back_applies_at_most_one_record_from_5000():
    costs = _run(5000, True, 150)
    assert max(costs) <= RAM_EVERY - 1, costs


def test_the_step_after_an_undo_leaves_the_state_and_applies_at_most_the_interval():
    _, app = _boot(_image(1200, False), 150)
    g = app.game
    for _ in range(50):
        assert app.act("undo") is None
        was = g.state_bytes()
        before = g.replayed
        app.after_undo()
        assert g.replayed - before <= RAM_EVERY
        assert g.state_bytes() == was


OPS = st.lists(st.one_of(st.tuples(st.just("undo"), st.integers(1, 80)),
                         st.tuples(st.just("redo"), st.integers(1, 40)),
                         st.tuples(st.just("play"), st.integers(1, 20)),
                         st.tuples(st.just("quiet"), st.integers(1, 10)),
                         st.tuples(st.just("cycle"), st.just(0))), min_size=1, max_size=8)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ops=OPS, seed=st.integers(0, 1000), slots=st.sampled_from([3, 8, 40]))
def test_with_checkpoints_in_ram_the_state_is_always_the_replay(ops, seed, slots):
    # few slots: depths far apart share one, the nearer the top kept
    mem, app = _boot(_image(400, True), slots)
    p = Player(app, random.Random(seed), undos=False)
    for op, n in ops:
        for _ in range(n):
            g = app.game
            if op == "undo":
                if not g.can_undo():
                    break
                _undo(app)
            elif op == "redo":
                if not g.can_redo():
                    break
                assert app.act("redo") is None
            elif op == "play":
                app.press(*p.gesture())
            elif op == "quiet":
                app.prepare_step()
            else:
                app = make_app(mem, clock=FakeClock(1000), blob=BLOB)
                app.undo_slots = app._undo_ram(slots)
                p = Player(app, random.Random(seed), undos=False)
                break
        state_is_the_replay(app.game)


def test_an_action_keeps_a_checkpoint_every_four_records_as_on_the_stock_heap():
    # the state's encoding costs about 3 ms on the board: not on every other press
    _, app = _boot(_image(400, False), 150)
    g = app.game
    kept = []
    keep = g.back.keep
    g.back.keep = lambda depth, tag, state, top: (kept.append(depth), keep(depth, tag, state, top))
    p = Player(app, random.Random(3), undos=False)
    d0 = g.depth
    while g.depth < d0 + 40:
        app.press(*p.gesture())
    assert kept and all(d % EVERY == 0 for d in kept), kept
    # and a run of undos from there, back to back, meets what the steps after each undo prepared
    costs = [_undo(app) for _ in range(40)]
    assert max(costs[1:]) <= RAM_EVERY - 1 and costs[0] <= EVERY - 1, costs
    state_is_the_replay(g)


def _ids(g):
    return [id(getattr(g, name)) for name in g.STATE if isinstance(getattr(g, name), (bytearray, list))]


def test_with_checkpoints_in_ram_undos_and_prepare_take_turns_with_two_sets_of_objects():
    # a rebuild made into new objects split the board's free heap (each undo's state made
    # late, in the middle of it): with a spare set the state's objects are never made again
    _, app = _boot(_image(1200, False), 150)
    g = app.game
    live = _ids(g)
    spare = [id(x) for x in g._sp.objs if isinstance(x, (bytearray, list))]
    assert set(live).isdisjoint(spare)       # made as the boot ended, not by a run
    sets = {tuple(live), tuple(spare)}
    for _ in range(40):
        _undo(app)
        assert tuple(_ids(g)) in sets
        assert app.prepare_step() in (True, False)
        assert tuple(_ids(g)) in sets
    state_is_the_replay(g)


def test_the_stock_heap_makes_no_spare_set():
    _, app = _boot(_image(400, False), 0)
    g = app.game
    for _ in range(10):
        _undo(app)
        app.prepare_step()
    assert g._sp is None and app.storage.spares is None
    state_is_the_replay(g)


def test_an_undo_that_cannot_be_stored_leaves_the_state_and_its_objects():
    from fakes import FailingMemory
    mem = FakeFRAM(32768)
    mem.data[:] = _image(400, False)
    fail = FailingMemory(mem)
    app = make_app(fail, clock=FakeClock(1000), blob=BLOB)
    app.undo_slots = app._undo_ram(40)
    g = app.game
    for _ in range(5):
        _undo(app)
    before, ids = g.state_bytes(), _ids(g)
    fail.failing = True
    assert app.act("undo") == ("storage_error",)
    assert g.state_bytes() == before and _ids(g) == ids
    fail.failing = False
    for _ in range(5):
        _undo(app)
    state_is_the_replay(g)


def _ahead(app):
    """The board after quiet moments: more than AHEAD depths below the top prepared."""
    while app.game.prepared() < undo_ram.AHEAD + 4 and app.prepare_step():
        pass
    assert app.game.prepared() >= undo_ram.AHEAD + 4


def test_the_step_after_an_undo_waits_while_a_request_or_a_press_waits():
    _, app = _boot(_image(1200, False), 150)
    g = app.game
    _ahead(app)
    app.after_undo()
    assert app.act("undo") is None
    app.link.stream.feed(b'{"v": 1, "id": 1, "cmd": "hello"}\n')     # the next request is in
    before = g.replayed
    assert app.after_undo() is False and g.replayed == before
    assert app.link.poll()                                          # answered: the step is still owed
    assert app.after_undo() is True and g.replayed > before
    assert app.act("undo") is None
    app.keys.events.put(0, True)                                    # a press and its release wait
    app.clock.advance(60)
    app.keys.events.put(0, False)
    before = g.replayed
    assert app.after_undo() is False and g.replayed == before


def test_a_run_that_passed_what_was_prepared_steps_even_with_a_request_waiting():
    # else a run with no quiet moment goes past the prepared depths and an undo pays a long rebuild
    _, app = _boot(_image(1200, False), 150)
    g = app.game
    for _ in range(8):                  # the first quiet moments after the boot
        app.prepare_step()
    app.after_undo()
    costs = []
    for _ in range(300):
        b = g.replayed
        assert app.act("undo") is None
        costs.append(g.replayed - b)
        app.link.stream.feed(b'{"v": 1, "id": 1, "cmd": "hello"}\n')   # always a request waiting
        app.after_undo()
        app.link.poll()
    assert max(costs) <= RAM_EVERY - 1, costs
    state_is_the_replay(g)


def test_in_a_run_the_step_after_an_undo_collects_once_enough_was_taken():
    _, app = _boot(_image(1200, False), 150)
    g = app.game
    _ahead(app)
    free = [200000]
    app._mem_free = lambda: free[0]
    app._gc_base = 200000
    app.after_undo()
    assert app.act("undo") is None
    free[0] = 200000 - undo_ram.GC_RUN       # taken since the last collection: a collection, no step
    before = g.replayed
    assert app.after_undo() is True and g.replayed == before and app._gc_base == free[0]
    assert app.act("undo") is None
    assert app.after_undo() in (True, False)
    state_is_the_replay(g)


def test_with_checkpoints_in_ram_actions_write_over_two_headers_and_resume_the_same():
    mem, app = _boot(_image(400, False), 40)
    st = app.storage
    p = Player(app, random.Random(5), undos=True)
    seen = set()
    for _ in range(60):
        app.press(*p.gesture())
        seen.add(id(st.head))
    assert len(seen) <= 2          # the two take turns: none made per action
    head = vars(st.head).copy()
    again = make_app(mem, clock=FakeClock(1000), blob=BLOB)
    assert vars(again.storage.head) == head and again.game.state_bytes() == app.game.state_bytes()


def test_the_menus_are_closed_in_place():
    _, app = _boot(_image(400, False), 40)
    ui = app.ui
    m = ui.menus()
    m.menu_tile = 0
    m.batch[0] = 1
    assert app.act("undo") is None
    assert ui.menus() is m and m.menu_tile == -1 and not m.batch and m.seq == app.game.count
