"""Every path of the board fits CircuitPython's default Python stack, in the
model of bench/stack_bench.py (each function's frame from the compiled .mpy,
added up along the calls a game through every button gesture and link action
makes): the board's own check is tests/rig/test_rig_default_stack.py."""

import os
import sys

import pytest
from need_mpy_cross import need_mpy_cross

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "bench"))

import stack_bench  # noqa: E402
import stack_script  # noqa: E402

from skelos_device import app as app_mod  # noqa: E402

APP = "lib/skelos_device/app.py"
# what the model leaves out: calls through bound methods and with *args take their
# arguments' room too.  On the rig (bench/rig_stack.py) the deepest paths, 1,200 bytes in
# the model with the 64 above the loop, all record with a 1,224-byte stack; the link's
# event confirm, 1,192 in the model, is refused with 1,216: 25 to 32 more there, at most
# 24 on the deepest one
UNMODELLED = 24


@pytest.fixture(scope="module")
def frames():
    need_mpy_cross()
    return stack_bench.compile_frames()


def test_the_probes_constants_are_the_compiled_frames(frames):
    assert app_mod._PROBE == frames[(APP, "_deeper")]
    assert app_mod._SELF == frames[(APP, "DeviceApp.check_stack")] + frames[(APP, "stack_room")]


def test_every_action_fits_below_the_loop_with_room_left(frames):
    base = stack_bench.base_frames(frames)
    loop = sum(b for _, b in base)
    worst = max(stack_script.deepest(frames, loop, presses=600), key=lambda x: x[1])
    # STACK_NEED, what the board asks of its stack at start-up, covers the deepest action
    assert worst[1] - loop + UNMODELLED <= app_mod.STACK_NEED, worst
    # and the default stack holds it with a margin (312 bytes)
    assert loop + app_mod.STACK_NEED + 256 <= stack_bench.DEFAULT


def test_the_probe_asks_exactly_what_the_actions_need(frames):
    """The probe goes down in frames of _PROBE bytes below its own: STACK_NEED is a
    whole number of them, so the probe asks exactly STACK_NEED, and the board warns at
    any stack short of it (tests/rig/test_rig_default_stack.py)."""
    assert (app_mod.STACK_NEED - app_mod._SELF) % app_mod._PROBE == 0


def test_the_boot_fits_the_default_stack_with_room_left(frames):
    under_main = [("code", frames[("code.py", "<module>")]), ("main", frames[("code.py", "main")])]
    for what, peak, path in stack_script.boots(frames, sum(b for _, b in under_main)):
        assert peak + UNMODELLED + 192 <= stack_bench.DEFAULT, (what, peak, path)


def test_off_the_board_the_probe_finds_nothing_to_say():
    assert app_mod.stack_room() is None
    assert app_mod.stack_room(10 ** 6) is None
