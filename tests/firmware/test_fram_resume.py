"""A game resumes on the FRAM at every length, an empty journal included
(adafruit_fram refuses an empty slice: the rig found a fresh game's resume
crashing on the board)."""

import pytest
from fakes import FakeFRAM
from helpers import make_app

# the Pico build and the Raspberry Pi box on a Pi 4 and a Pi 5 (tests/firmware/conftest.py)
BUILDS = ("pico", "pi4", "pi5")


def test_a_fresh_game_resumes_after_a_power_cycle_on_the_fram():
    mem = FakeFRAM(32768)
    app = make_app(mem)
    assert app.game is not None and app.game.count == 0
    again = make_app(mem)
    assert (again.game_id, again.game.count, again.warning) == (app.game_id, 0, None)
    assert again.game.snapshot() == app.game.snapshot()


def test_the_fram_fake_reads_slices_like_adafruit_fram():
    f = FakeFRAM(16)
    assert f[0:2] == bytearray(2) and f[3] == bytearray(1)
    with pytest.raises(IndexError):
        f[4:4]
    with pytest.raises(ValueError):
        f[10:20]
    with pytest.raises(ValueError):
        f[0:4:2]
