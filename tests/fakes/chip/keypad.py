"""Fake `keypad`: Keys with a scriptable event queue, and Event."""

from fakes import FakeEvent as Event  # noqa: F401
from fakes import FakeKeys as Keys  # noqa: F401
