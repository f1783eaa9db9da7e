"""The CircuitPython compiler the tests of compiled deploys need (skelos_host/toolchain/mpycross.py)."""

import os

import pytest


def need_mpy_cross():
    """The path of CircuitPython 9.2.1's mpy-cross; skips without one (scripts/setup.sh builds it),
    fails instead when SKELOS_REQUIRE_MPY_CROSS=1 (.ci/run, so CI)."""
    from skelos_host.toolchain import mpycross
    exe = mpycross.compiler()
    if exe is None:
        why = "no CircuitPython mpy-cross: %s" % mpycross.missing()
        if os.environ.get("SKELOS_REQUIRE_MPY_CROSS") == "1":
            pytest.fail(why + " (SKELOS_REQUIRE_MPY_CROSS=1)")
        pytest.skip(why)
    return exe
