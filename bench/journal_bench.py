"""The journal's cost with the game's length: replay and undo on the host,
and the device app's undo and resume on the chip fakes (CPython).

    .venv/bin/python bench/journal_bench.py [--events 10000] [--quick]

The games are the power-cut campaign's button player (tests/reliability/
player.py: undo runs and redos, about 43 % of its records undos) on the
long scenario (250 turns):
  - host replay of a game of --events events (`skelos_host.session.analysis.replay`,
    what `skelos replay` runs), CPU, best of 5, with the game's length and
    undos printed beside each figure: the button player's game (its undo
    runs: a game of this scenario ends at turn 250, after about 1,400
    records in effect, so 10,000 events of it are 43 % undos); and with
    --undo-rate R a game of as many events on the same scenario without a
    last turn, a share R of them undos (the issue's 6.5 % is --undo-rate
    0.065), each followed by the record it undid played again, spread at
    random over the game of a seeded player of the rules core.  Each is
    replayed with the host's checkpoints (Python values every
    analysis.HOST_CHECKPOINT records, and the state before each record the
    next one undoes), and, to compare, every 8, 16 and 64 records (with the
    same) and as the board keeps them (bytes every 4, RamLog);
  - one undo or redo at 1,200 records in effect, on the host and on the
    device app over a FRAM fake;
  - a run of undos from there down to no record: the records each undo
    re-applies (its most, its total);
  - a boot that resumes a 5,000-record game from the FRAM fake (CPython
    time: the chip's own figures come from bench/rig_bench.py).
Prints figures; asserts nothing about time.
"""

import argparse
import os
import random
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, d) for d in (
    "bench", "tests/reliability", "tests/host", "firmware/lib", "host", "tests", "tests/core", "tests/core/conan",
    "tests/firmware")]

from skelos.codec import encode_scenario  # noqa: E402
from skelos.games import load  # noqa: E402

def long_journal(n, seed=1, undos=True, size=65536, upto=False):
    """The campaign's button game of n actions over a FRAM fake of `size` bytes
    (10,000 events do not fit the board's 32 KB); see reliability_bench."""
    from fakes import FakeFRAM
    from reliability_bench import long_journal as played
    return played(n, seed, undos, FakeFRAM(size), upto)


def endless_scenario():
    """The long scenario without a last turn: a game that the rules let go on as long as asked."""
    from reliability_bench import long_scenario
    d = long_scenario()
    d["turns"] = {"start": 0}
    return d


def _candidate(rng):
    """A record of any kind with plausible arguments (the rules refuse the ones that do not fit)."""
    return rng.choice((
        lambda: ["act", rng.randint(1, 8)],
        lambda: ["move", rng.randint(0, 3), rng.randint(1, 2)],
        lambda: ["defend", rng.randint(1, 2)],
        lambda: ["reroll", rng.randint(1, 2)],
        lambda: ["cast", rng.randint(0, 3), rng.randint(1, 3)],
        lambda: ["damage", rng.randint(0, 8), rng.randint(0, 2), rng.randint(1, 3), 0],
        lambda: ["deaths", [[rng.randint(0, 8), 1]]],
        lambda: ["clean", rng.randint(0, 8)],
        lambda: ["event", rng.choice([0, 1, None]), []],
        lambda: ["vigil", rng.randint(0, 2)],
        lambda: ["guard"],
    ))()


def with_undos(n, rate, seed=2):
    """A game of n events on the endless scenario, a share `rate` of them undos, each followed by the record it
    undid played again, spread at random over a game played by the rules core (a seeded player that tries
    records of every kind and ends a turn when nothing else is taken).  Returns (the game, events)."""
    from skelos.games import new_game
    rng = random.Random(seed)
    g = new_game(load(endless_scenario())[0])
    u = round(n * rate)
    picked = set(rng.sample(range(n - 2 * u), u))
    events = []
    misses = 0
    forward = 0
    while len(events) < n:
        rec = None
        if misses > 40 or rng.random() < 0.01:         # end the heroes' or the Overlord's turn
            rec = next((r for r in (["turn"], ["end"]) if g.submit(g.records.from_list(r)) is None), None)
        if rec is None:
            rec = _candidate(rng)
            if g.submit(g.records.from_list(rec)) is not None:
                misses += 1
                if misses > 10000:
                    raise RuntimeError("the seeded player is stuck at %d events" % len(events))
                continue
        misses = 0
        events.append(rec)
        if forward in picked and len(events) + 2 <= n:
            assert g.submit(g.records.from_list(["undo"])) is None
            assert g.submit(g.records.from_list(rec)) is None
            events += [["undo"], rec]
        forward += 1
    return g, [{"seq": i + 1, "rec": r} for i, r in enumerate(events)]


def _board_replay(scenario, events):
    """The replay with the board's checkpoints (bytes every journal.CHECKPOINT... as RamLog keeps them)."""
    from skelos.games import new_game
    g = new_game(scenario)
    for e in events:
        assert g.submit(g.records.from_list(e["rec"])) is None
    return g, []


def host(events_n, undo_rate=None):
    from reliability_bench import long_scenario
    from skelos_host.session.analysis import HOST_CHECKPOINT, replay
    if undo_rate is None:
        scenario = load(long_scenario())[0]
        app, events = long_journal(events_n, undos=True)
        ref = app.game
    else:
        scenario = load(endless_scenario())[0]
        ref, events = with_undos(events_n, undo_rate)
    undos = sum(1 for e in events if e["rec"][0] == "undo")
    ways = [("host checkpoints: values every %d (skelos replay)" % HOST_CHECKPOINT,
             lambda: replay(scenario, events, []))]
    ways += [("values every %d" % k, lambda k=k: replay(scenario, events, [], every=k))
             for k in (8, 16, 64) if k != HOST_CHECKPOINT]
    ways.append(("the board's: bytes every 4", lambda: _board_replay(scenario, events)))
    label = ("the button player's game, undo runs" if undo_rate is None
             else "undos spread at random over a game of the rules core's seeded player, no last turn")
    print("host replay, %d events with %d undos (%.1f %%; %s), CPU, best of 5:"
          % (len(events), undos, 100.0 * undos / len(events), label))
    for name, fn in ways:
        best = None
        for _ in range(5):
            t0 = time.process_time()
            h, problems = fn()
            dt = time.process_time() - t0
            best = dt if best is None or dt < best else best
        assert problems == [] and h.snapshot() == ref.snapshot()
        print("  %-50s %.1f ms, %.1f ms per 10,000 events, %.0f events/s"
              % (name, best * 1000, best * 1000 * 10000 / len(events), len(events) / best))
    return scenario


def undo_at(app, label):
    t0 = time.perf_counter()
    for _ in range(50):
        assert app.act("undo") is None
        assert app.act("redo") is None
    dt = (time.perf_counter() - t0) / 100
    print("%s undo or redo at %d records in effect: %.3f ms" % (label, app.game.depth, dt * 1000))


def undo_run(app):
    """Undo the whole game, one undo after another: the records each re-applies."""
    g = app.game
    depth = g.depth
    costs = []
    worst = 0.0
    while g.can_undo():
        before = g.replayed
        t0 = time.perf_counter()
        assert app.act("undo") is None
        worst = max(worst, time.perf_counter() - t0)
        costs.append(g.replayed - before)
    big = sum(1 for c in costs if c > 16)
    print("device (CPython, FRAM fake) a run of %d undos from %d records in effect to none: %d records re-applied"
          " (%.2f per undo), the most by one undo %d, %d undos re-applied more than 16; slowest undo %.2f ms"
          % (len(costs), depth, sum(costs), sum(costs) / len(costs), max(costs), big, worst * 1000))
    while g.can_redo():
        assert app.act("redo") is None


def device(depth=1200, resume=5000):
    from fakes import FakeClock, FakeFRAM, FakeStream
    from helpers import make_app
    from reliability_bench import long_scenario
    app, _ = long_journal(depth, undos=False, size=32768)
    g = app.game
    t0 = time.perf_counter()
    for _ in range(200):
        g.undo()
        g.redo()
    print("device game on the FRAM fake (the core's undo or redo, no link) at %d records in effect: %.3f ms"
          % (g.depth, (time.perf_counter() - t0) / 400 * 1000))
    undo_at(app, "device (CPython, FRAM fake)")
    undo_run(app)
    blob = encode_scenario(long_scenario())
    app, _ = long_journal(resume, undos=True, size=32768)
    mem = app.storage.mem
    t0 = time.perf_counter()
    again = make_app(mem, clock=FakeClock(1000), blob=blob, stream=FakeStream(sink=True))
    dt = time.perf_counter() - t0
    assert again.game.snapshot() == app.game.snapshot()
    print("device (CPython, FRAM fake) boot resuming a %d-record game (%d log bytes, depth %d): %.1f ms"
          % (app.game.count, app.storage.head.length, app.game.depth, dt * 1000))
    del FakeFRAM


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--events", type=int, default=10000)
    ap.add_argument("--undo-rate", type=float, default=0.065,
                    help="also replay a game where this share of the events are undos (default 0.065)")
    ap.add_argument("--quick", action="store_true", help="500 events (a smoke run)")
    a = ap.parse_args()
    if a.quick:
        a.events = 500
    print("load average %.2f %.2f %.2f at the start (CPU times grow with it: 2 cores shared)" % os.getloadavg())
    host(a.events)
    host(a.events, a.undo_rate)
    device(*((300, 600) if a.quick else ()))
    print("load average %.2f %.2f %.2f at the end" % os.getloadavg())


if __name__ == "__main__":
    main()
