"""Fake `neopixel_write`: every buffer written, by pin name."""

written = []


def neopixel_write(digitalinout, buf):
    if digitalinout.direction != "output":
        raise ValueError("pin not an output")
    written.append((digitalinout.pin.name, bytes(buf)))
