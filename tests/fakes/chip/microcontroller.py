"""Fake `microcontroller`: a 4 KB nvm that counts sector erases, and a CPU uid."""

from fakes import FakeNVM

nvm = FakeNVM()


class _CPU:
    uid = bytes(range(8))


cpu = _CPU()
