"""Records applied again per undo in runs of back-to-back undos, with and without checkpoints in RAM (CPython).

    .venv/bin/python bench/undo_run_bench.py [--quick]

The games of rig_bench's long runs (the 250-turn scenario of
reliability_bench, played by the campaign's button player): 1,200 records
without undos and 5,000 records with undos (1,372 in effect), resumed as
the board resumes them.  Then 300 undos back to back, each followed by the
loop's step after an undo (DeviceApp.after_undo, which works only where
checkpoints are kept in RAM), after 8 quiet steps of the loop (a person does
not undo within the first 200 ms after power-on).  Printed per run: records
applied again per undo (p50, max, where the max was) and the undos that
applied more than 3 (at about 5 ms a record on the board, the ones above
30 ms), with 0 slots (the stock firmware's heap: the ring in FRAM alone),
60 (what the stock heap could spare at most) and 150 or 256 (a build with
the app frozen in flash).  Records are the board's cost: an undo that
applies none takes about 15 ms there (rig_bench).
"""

import os
import random
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, p) for p in ("firmware/lib", "bench", "tests", "tests/firmware",
                                                 "tests/reliability", "tests/core/conan")]

from fakes import FakeClock, FakeFRAM  # noqa: E402
from helpers import make_app  # noqa: E402
from player import Player  # noqa: E402

from skelos import codec  # noqa: E402


def image(blob, n, undos):
    mem = FakeFRAM(32768)
    app = make_app(mem, clock=FakeClock(1000), blob=blob)
    p = Player(app, random.Random(1), undos=undos)
    for _ in range(n * 50):
        if app.game.count >= n:
            break
        app.press(*p.gesture())
    return bytes(mem.data)


def run(data, blob, slots, undos, quiet=8):
    """(depth, records applied again per undo, steps made after the undos)."""
    mem = FakeFRAM(32768)
    mem.data[:] = data
    app = make_app(mem, clock=FakeClock(1000), blob=blob)
    app.undo_slots = app._undo_ram(slots)
    g = app.game
    depth = g.depth
    for _ in range(quiet):
        if not app.prepare_step():
            break
    steps = [0]
    step = app.prepare_step

    def counted():
        worked = step()
        steps[0] += 1 if worked else 0
        return worked
    app.prepare_step = counted
    costs = []
    for _ in range(min(undos, g.depth)):
        before = g.replayed
        assert app.act("undo") is None
        costs.append(g.replayed - before)
        if app.undo_slots:
            app.after_undo()
    return depth, costs, steps[0]


def main():
    quick = "--quick" in sys.argv
    from reliability_bench import long_scenario
    blob = codec.encode_scenario(long_scenario())
    wall = time.monotonic()
    games = ((200, False, 300), (400, True, 300)) if quick else ((1200, False, 300), (5000, True, 300))
    print("| game | slots in RAM | quiet steps before | undos | records applied again per undo: p50 / max (#) "
          "| steps after the undos that did work | undos applying more than 3 |")
    print("|---|---|---|---|---|---|---|")
    for n, with_undos, run_len in games:
        data = image(blob, n, with_undos)
        for slots, quiet in ((0, 8), (60, 8), (150, 8), (256, 8), (256, 1000)):
            depth, costs, steps = run(data, blob, slots, run_len, quiet)
            worst = max(costs)
            big = [(i + 1, c) for i, c in enumerate(costs) if c > 3]
            print("| %d records (%d in effect) | %d | %s | %d | %g / %d (#%d) | %d | %d%s |" % (
                n, depth, slots, "until done" if quiet > 8 else quiet, len(costs), statistics.median(costs), worst,
                costs.index(worst) + 1, steps, len(big),
                (": " + ", ".join("#%d %d" % b for b in big[:12]) + (" ..." if len(big) > 12 else "")) if big else ""))
    print("\nwall time: %.0f s" % (time.monotonic() - wall))


if __name__ == "__main__":
    main()
