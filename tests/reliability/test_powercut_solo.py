"""Power cuts and undos inside the board's Overlord's steps (docs/solo.md).

Solo games are played on the buttons through the real device loop
(`DeviceApp.step()`), every storage write traced.  For every write made while
the Turn button plays one of the Overlord's steps, the power is cut: before
it, after it, torn (as tests/reliability/test_powercut.py does).  The board
boots on those bytes; its game must be one of the states the step passed
through, and one press of Turn must finish the very same step: the same
state, the same records in effect, as the step uncut.  Then, for every
step, the board booted after it undoes back to each of its records, and
one press of Turn makes the same step again.  The players report a death
now and then between two steps, as they do at the table.

CI size: levels 1 to 3, four seeds each, 10 turns.  Full run (SKELOS_FULL=1):
eight seeds each, 20 turns, every prefix length of a torn write.
"""

import random

import pytest
from campaign import TraceMemory, campaign_blob, memory_for, state_of
from fakes import FakeClock
from helpers import load_profile, make_app
from player import KeyDriver, sized
from test_powercut import _boot, _variants


def in_effect(game):
    """The records in effect, bottom first (the chain, undone records left out)."""
    out = []
    off = game.top
    for _ in range(game.depth):
        out.append(game.record_at(off))
        off = game.back.parent(off)
    return out[::-1]


def same(a, b):
    """The same game, whatever the undo records that led there (the snapshot but its seq and undo flags)."""
    def strip(s):
        if s is None:
            return None
        return s[0], {k: v for k, v in s[1].items() if k not in ("seq", "can_undo", "can_redo")}
    return strip(a) == strip(b)


def play_solo_traced(profile_name, level, seed, turns, medium=None):
    """A solo game on the buttons, traced.  Returns (run, steps): steps are dicts of a Turn
    press in the Overlord's turn: `w0`, `w1` its writes, `states` before, between and after
    its records, `chain` the records in effect after it, `n` its records, `image` the storage after it."""
    profile = load_profile(profile_name)
    mem = TraceMemory(memory_for(profile, medium))
    clock = FakeClock(1000)
    app = make_app(mem, profile, clock=clock, blob=campaign_blob())
    states = []
    real_act = app.act

    def act(name, args=()):
        r = real_act(name, args)
        if r is None:
            states.append(state_of(app))
        return r
    app.act = act
    assert app.act("start_solo", (level, seed)) is None
    keys = KeyDriver(app, clock)
    rng = random.Random(seed)
    steps = []
    image = bytearray(memory_for(profile, medium).data)
    applied = 0
    while app.game.turn < turns and not app.game.over:
        g = app.game
        step = g.solo and g.phase == 1
        w0 = len(mem.trace)
        before = state_of(app)
        del states[:]
        keys.press("turn", "short")
        assert not (step and app.refusal), app.refusal
        if step:
            for off, data, _op in mem.trace[applied:]:
                image[off:off + len(data)] = data
            applied = len(mem.trace)
            steps.append({"w0": w0, "w1": len(mem.trace), "states": [before] + states, "chain": in_effect(g),
                          "n": len(states), "image": bytes(image)})
            t = g.current
            if t >= 0 and len(g.hp[t]) > 1 and rng.random() < 0.5:
                assert app.act("kill", (t, 1)) is None          # the players report a death
    return {"trace": mem.trace, "profile": profile, "app": app, "mem": mem.mem}, steps


def _press_turn(app):
    KeyDriver(app, app.clock).press("turn", "short")


def _solo_campaign(profile_name, level, seed, turns, medium=None):
    run, steps = play_solo_traced(profile_name, level, seed, turns, medium)
    profile = run["profile"]
    assert steps
    assert level == 1 or any(s["n"] >= 2 for s in steps), "no step of several records to cut"
    blank = memory_for(profile, medium)
    image = bytearray(blank.data)
    inside = {}
    for k, s in enumerate(steps):
        for w in range(s["w0"], s["w1"]):
            inside[w] = k
    tried = 0
    failures = []
    for w, (off, data, _op) in enumerate(run["trace"]):
        k = inside.get(w)
        if k is not None:
            s = steps[k]
            for label, written in _variants(data, off, image, medium):
                img = bytearray(image)
                if written is not None:
                    img[off:off + len(written)] = written
                app = _boot(profile, img, medium, blank)
                got = state_of(app)
                tried += 1
                ok = got in s["states"]
                if ok and got != s["states"][-1]:
                    _press_turn(app)        # the step cut: one press finishes the very same one
                    ok = state_of(app) == s["states"][-1] and in_effect(app.game) == s["chain"]
                if not ok:
                    failures.append((w, k, label, s["states"].index(got) if got in s["states"] else None))
        image[off:off + len(data)] = data
    undone = 0
    for k, s in enumerate(steps):
        for j in range(1, s["n"] + 1):
            app = _boot(profile, bytearray(s["image"]), medium, blank)
            for _ in range(j):
                KeyDriver(app, app.clock).press("undo", "short")
            assert same(state_of(app), s["states"][-1 - j]), (k, j)
            _press_turn(app)
            undone += 1
            if not (same(state_of(app), s["states"][-1]) and in_effect(app.game) == s["chain"]):
                failures.append(("undo", k, j))
    print("\nsolo power cut, %s level %d seed %d: %d steps (%d records), cut points tried %d, undos tried %d, "
          "failures %d" % (profile_name, level, seed, len(steps), sum(s["n"] for s in steps), tried, undone,
                           len(failures)))
    assert not failures, failures[:20]
    return {r[0] for s in steps for r in s["chain"][-s["n"]:]}


@pytest.mark.parametrize("level", [1, 2, 3])
def test_a_power_cut_or_an_undo_inside_a_step_leads_to_the_same_step(level):
    seeds = (11, 4321, 777, 60001, 5, 31000, 2024, 64999)[:sized(4, 8)]
    kinds = set()
    for seed in seeds:
        kinds |= _solo_campaign("pico_reference", level, seed, sized(10, 20))
    # what the steps stored: activations and ends at every level, the spending from level 2
    assert {2, 7} <= kinds and (level == 1 or 3 in kinds), sorted(kinds)


def test_the_same_on_the_boxs_file_store():
    assert _solo_campaign("raspberry_pi", 3, 4321, sized(6, 12), "file")
