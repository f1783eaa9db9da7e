"""`hello` names the firmware build: "stock" without a frozen `skelos_build`
module (CircuitPython as published, the code on the drive; the simulator),
else the name that module holds (a Skelos build with the code frozen in)."""

import importlib
import json
import sys
import types

from fakes import FakeFRAM
from helpers import make_app, settle


def hello(app):
    s = app.link.stream
    s.feed(json.dumps({"v": 1, "id": 5, "cmd": "hello"}).encode() + b"\n")
    (m,) = [m for m in settle(app, s) if m.get("id") == 5]
    return m


def test_hello_says_stock_without_a_build_module():
    assert "skelos_build" not in sys.modules
    assert hello(make_app(FakeFRAM(32768)))["build"] == "stock"


def test_hello_names_the_frozen_build(monkeypatch):
    from skelos_device import handlers

    build = types.ModuleType("skelos_build")
    build.BUILD = "skelos-0123456789ab"
    monkeypatch.setitem(sys.modules, "skelos_build", build)
    try:
        importlib.reload(handlers)
        r = hello(make_app(FakeFRAM(32768)))
        assert r["build"] == "skelos-0123456789ab"
        assert r["protocol"] == 1 and r["game"] == 1      # the rest of the reply as before
    finally:
        monkeypatch.delitem(sys.modules, "skelos_build")
        importlib.reload(handlers)
    assert handlers.BUILD == "stock"
