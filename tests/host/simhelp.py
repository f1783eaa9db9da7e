"""Helpers of the host tests that drive a simulated board (SimDevice)."""

import time


def press_all(dev, presses):
    """Press virtual buttons one after the other: names, or (name, long) pairs."""
    for p in presses:
        name, long = (p, False) if isinstance(p, str) else p
        dev.press(name, long)
        assert dev.wait_idle()
        time.sleep(0.02)


def wait_until(cond, timeout=5.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if cond():
            return
        time.sleep(0.02)
    raise AssertionError("timed out")
