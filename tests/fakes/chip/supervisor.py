"""Fake `supervisor`: a test-driven clock as ticks_ms, and autoreload."""

from fakes import FakeClock

clock = FakeClock()
ticks_ms = clock


class _Runtime:
    autoreload = True


runtime = _Runtime()


def disable_autoreload():
    runtime.autoreload = False
