"""Power cuts on the stock firmware: the rig's campaign at full size (not a test).

    .venv/bin/python bench/rig_powercut.py [--cuts 200] [--records 5000] [--seed 1] [--quick]

Builds the drive as `skelos deploy` does (lib/ compiled), puts a long game in
the emulated FRAM (the twin plays it, tests/rig/test_rig_default_stack.py's
`long_game`), then cuts the power at random moments of the journal's FRAM
writes (`--cuts` times: a random one of the next 8 writes, after a random
0-40 of its bytes, so most cuts tear a write and some fall right after one),
powers the board again and checks each resumed game (tests/rig/powercut.py):
nothing the host was answered is lost, and the board's game is the replay of
the FRAM's bytes by the device app on CPython.  It stops at the first
failure.  Prints the cuts, the actions, the in-flight actions kept and lost,
and the time (wall and the board's).  --quick: 2 cuts on a 300-record game.
"""

import os
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "tests", "rig"), os.path.join(ROOT, "tests"), os.path.join(ROOT, "firmware", "lib"),
                os.path.join(ROOT, "host"), os.path.join(ROOT, "tests", "core", "conan"),
                os.path.join(ROOT, "tests", "reliability")]

from powercut import campaign  # noqa: E402
from rigdriver import FRAM_FITTED, Rig, build_image  # noqa: E402
from test_rig_default_stack import long_game  # noqa: E402


def _arg(argv, name, default):
    return int(argv[argv.index(name) + 1]) if name in argv else default


def main(argv):
    quick = "--quick" in argv
    cuts = _arg(argv, "--cuts", 2 if quick else 200)
    records = _arg(argv, "--records", 300 if quick else 5000)
    seed = _arg(argv, "--seed", 1)
    work = tempfile.mkdtemp(prefix="skelos-powercut-")
    image = build_image(work)
    tree = os.path.join(work, "circuitpy")
    ref = long_game(tree, records=records)
    start = ref.app.game.count
    board = Rig(image, FRAM_FITTED, log_path=os.path.join(work, "harness.log"))
    t0 = time.monotonic()
    try:
        board.set_fram(ref.app.storage.mem)
        board.power_on()
        board.wait_usb()
        say = (lambda m: print("  " + m, flush=True)) if "--verbose" in argv else None
        st = campaign(board, tree, ref, cuts, seed=seed, say=say)
    finally:
        board.close()
    wall = time.monotonic() - t0
    print("power cuts on the stock firmware (rig), a game of %d records at the start, seed %d" % (start, seed))
    print("  cuts: %d, every resumed game the replay of its FRAM, nothing acknowledged lost" % st["cuts"])
    print("  actions answered: %d; in flight at the cut: %d kept, %d lost (never answered)"
          % (st["actions"], st["in_flight_kept"], st["in_flight_lost"]))
    print("  records at the end: %d" % st["seq"])
    print("  wall time: %.0f s (%.1f s a cut)" % (wall, wall / max(1, st["cuts"])))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
