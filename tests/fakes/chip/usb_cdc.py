"""Fake `usb_cdc`: a data and a console stream; `enable` records what boot.py asked for."""

from fakes import FakeStream

data = FakeStream()
console = FakeStream()
enabled = {}


def enable(console=True, data=False):
    global enabled
    enabled = {"console": console, "data": data}
