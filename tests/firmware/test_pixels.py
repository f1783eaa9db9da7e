"""Colours are integer maths, so a frame is the same on CircuitPython (30-bit
floats: 255 * 0.2 gives 50 there, 51 in CPython) and in the simulator; the
frames themselves are compared under both interpreters in test_mpy_firmware."""

import ast
import json
import os

from fakes import FakeStream
from helpers import make_app, settle, shown
from skelos_device import render

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PAINTERS = ("render.py", "conan_ui.py", "orcquest_ui.py")

# the Pico build and the Raspberry Pi box on a Pi 4 and a Pi 5 (tests/firmware/conftest.py)
BUILDS = ("pico", "pi4", "pi5")


def test_no_float_in_the_pixel_path():
    """The painters of both games: no float literal, no true division, no float()."""
    for name in PAINTERS:
        path = os.path.join(ROOT, "firmware", "lib", "skelos_device", name)
        with open(path) as f:
            tree = ast.parse(f.read(), path)
        bad = []
        for node in ast.walk(tree):
            what = None
            if isinstance(node, ast.Constant) and isinstance(node.value, float):
                what = "float %r" % node.value
            elif isinstance(node, (ast.BinOp, ast.AugAssign)) and isinstance(node.op, ast.Div):
                what = "true division"
            elif isinstance(node, ast.Call) and getattr(node.func, "id", None) == "float":
                what = "float()"
            if what:
                bad.append("%s line %d: %s" % (name, node.lineno, what))
        assert not bad, bad


def test_scale_is_integer_and_rounds_down():
    assert render.scale((255, 140, 0), 20) == (51, 28, 0)
    assert render.scale((160, 0, 255), 15) == (24, 0, 38)      # float maths gives 23 for 160 * 0.15
    for c in ((255, 255, 255), (1, 2, 3), (0, 60, 255)):
        for pct in range(101):
            for v in render.scale(c, pct):
                assert type(v) is int


def test_brightness_is_a_whole_percent():
    s = FakeStream()
    app = make_app(stream=s)
    for asked, got in ((0.2, 0.2), (0.333, 0.33), (0.004, 0.0), (0.9, 0.5), (0, 0.0), (1, 0.5)):
        s.feed(json.dumps({"v": 1, "id": 1, "cmd": "config", "brightness": asked}).encode() + b"\n")
        (m,) = [m for m in settle(app, s) if m.get("id") == 1]
        assert m["brightness"] == got and app.level == round(got * 100), (asked, m)
        assert all(type(v) is int for c in shown(app) for v in c)


def test_scale_all_remembers_colours_but_gives_what_scale_gives():
    """scale_all looks colours up in its memo of the current level: the same
    result as scale() pixel by pixel, across level changes and more distinct
    colours than the memo keeps."""
    colours = [(r, (r * 7) % 256, (r * 13) % 256) for r in range(0, 256, 3)] + [render.OFF]
    assert len(colours) > render.MEMO
    for lv in (20, 35, 20, 100, 5, 50):
        frame = list(colours)
        assert render.scale_all(frame, lv) == [render.scale(c, lv) if c != render.OFF else c for c in colours]
        assert len(render._memo) <= render.MEMO
