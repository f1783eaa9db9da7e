"""Fake `board`: every pin name the board profiles use (pins are only names here)."""

from fakes import _Pin

board_id = "raspberry_pi_pico"

_NAMES = ["GP%d" % i for i in range(30)] + ["KEY%d" % i for i in range(1, 13)] + [
    "NEOPIXEL", "SCL", "SDA", "ENCODER_A", "ENCODER_B", "ENCODER_SWITCH", "BUTTON", "LED"]
for _n in _NAMES:
    globals()[_n] = _Pin(_n)
