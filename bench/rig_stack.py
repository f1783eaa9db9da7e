"""The Python stack the board's actions really take: the rig with smaller stacks (not a test).

    .venv/bin/python bench/rig_stack.py [--sizes 1216,1224,...] [--long] [--quick]

For each size, the deployed drive (lib/ compiled) with a settings.toml setting
`CIRCUITPY_PYSTACK_SIZE` to it boots on the stock CircuitPython 9.2.1 in the
rig; the bench prints what the start-up probe said (`stack_small` and the
bytes it found under the loop, or nothing), then plays a short game's deepest
actions as tests/rig/test_rig_default_stack.py does: an event tile confirmed
by the buttons and one by the link's `act`, a figure killed from the tile menu
and one by the link, each checked against the twin.  "plays" means every one
of them recorded; otherwise the first refused.  --long: the 5,000-record game
of that test instead of a short one.  --quick: one size (1,248 bytes).

The smallest size that plays, less the probe's own finding at that size, is
the margin docs/firmware.md ("Python stack") gives.
"""

import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "tests", "rig"), os.path.join(ROOT, "tests"), os.path.join(ROOT, "firmware", "lib"),
                os.path.join(ROOT, "host"), os.path.join(ROOT, "tests", "core", "conan")]

from rigdriver import FRAM_FITTED, Rig, RigError, build_image, pack_image  # noqa: E402
from test_rig_default_stack import events_and_kills, long_game  # noqa: E402
from twin import Twin  # noqa: E402

SIZES = (1216, 1224, 1232, 1240, 1248, 1256, 1264, 1280)


def drive_with_stack(work, tree, size):
    import shutil
    d = os.path.join(work, "stack-%d" % size)
    t = os.path.join(d, "circuitpy")
    shutil.copytree(tree, t)
    with open(os.path.join(t, "settings.toml"), "w") as f:
        f.write("CIRCUITPY_PYSTACK_SIZE = %d\n" % size)
    return t, pack_image(t, os.path.join(d, "circuitpy.img"))


def one(work, tree, size, long):
    t, image = drive_with_stack(work, tree, size)
    twin = long_game(t) if long else Twin(t)
    board = Rig(image, FRAM_FITTED, log_path=os.path.join(work, "harness-%d.log" % size))
    try:
        if long:
            board.set_fram(twin.app.storage.mem)
        board.power_on()
        try:
            board.wait_usb()
            h = board.ok("hello", ms=20000)
        except RigError as e:
            return "no boot: " + str(e).splitlines()[0][:80], "-"
        small = [w["args"] for w in h["warnings"] if w["code"] == "stack_small"]
        probe = ("stack_small, %d B found under the loop" % small[0][0]) if small else "no stack_small"
        others = [w["code"] + (" " + str(w["args"]) if w.get("args") else "") for w in h["warnings"]
                  if w["code"] != "stack_small"]
        if long and h["seq"] != twin.app.game.count:
            others.append("resumed seq %d of %d" % (h["seq"], twin.app.game.count))
        if others:
            probe += "; " + ", ".join(others)
        try:
            events_and_kills(board, twin)
            played = "plays"
        except AssertionError as e:
            played = "refused: " + str(e).splitlines()[0][:100]
        return probe, played
    finally:
        board.close()


def main(argv):
    sizes = SIZES
    if "--sizes" in argv:
        sizes = tuple(int(x) for x in argv[argv.index("--sizes") + 1].split(","))
    if "--quick" in argv:
        sizes = (1248,)
    long = "--long" in argv
    work = tempfile.mkdtemp(prefix="skelos-stack-")
    build_image(work)
    tree = os.path.join(work, "circuitpy")
    from skelos_device.app import STACK_NEED
    print("Python stack on the stock firmware (%s game); the probe asks %d B under the loop"
          % ("5,000-record" if long else "short", STACK_NEED))
    for size in sizes:
        probe, played = one(work, tree, size, long)
        print("  %5d B: %s; %s" % (size, probe, played), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
