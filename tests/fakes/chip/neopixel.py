"""Fake `neopixel`: the simulator's virtual strip."""

from fakes import FakePixels

GRB = "GRB"
RGB = "RGB"


def NeoPixel(pin, n, **kw):
    return FakePixels(n, **kw)
