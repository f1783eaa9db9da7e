"""Shared helpers of the firmware tests: a profile, an app on fakes, a scripted game."""

import json
import os

from fakes import FakeClock, FakeEvent, FakeFRAM, FakeKeys, FakePixels, FakeStream
from fixtures import pict_village
from skelos import codec
from skelos_device.app import DeviceApp
from skelos_device.storage import Storage

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def load_profile(name="pico_reference"):
    with open(os.path.join(ROOT, "hardware", "profiles", name + ".json")) as f:
        return json.load(f)


def scenario_blob(**kw):
    d = pict_village(available=20, stealth=True, **kw)
    return codec.encode_scenario(d)


def make_app(mem=None, profile=None, clock=None, blob=None, stream=None):
    profile = profile or load_profile()
    mem = mem if mem is not None else FakeFRAM(profile["storage"]["size"])
    clock = clock or FakeClock(1000)
    pixels = FakePixels(profile["neopixel"]["count"])
    keys = FakeKeys([b["pin"] for b in profile["buttons"]])
    stream = stream if stream is not None else FakeStream()
    app = DeviceApp(profile, pixels, keys, stream, Storage(mem), clock,
                    {"board": profile["board_id"], "serial": "test"},
                    default_scenario=blob if blob is not None else scenario_blob(), event=FakeEvent())
    return app


def _slot_of(app, tile):
    return app.game.river.index(tile) + 1


# Every action kind, undo and redo; args may be callables of the app.
SCRIPT = [
    ("begin_turn", ()),
    ("vigilance_up", (1,)),
    ("guard_round", ()),
    ("vigilance_up", (2,)),
    ("activate", (1,)),
    ("extra_move", (0, 1)),
    ("defend", (1,)),
    ("reroll", (1,)),
    ("cast", (1, 2)),
    ("damage", (2, 5, 0, 0)),
    ("kill", (3, 3)),
    ("clean", (3,)),
    ("undo", ()),
    ("redo", ()),
    ("deaths", ([[4, 1], [2, 1]],)),
    ("vigilance_up", (0,)),
    ("end_turn", ()),
    ("begin_turn", ()),
    ("activate", lambda app: (_slot_of(app, 1),)),
    ("cast", (0, 2)),
    ("kill", (0, 1)),
    ("activate", lambda app: (_slot_of(app, 6),)),
    ("event", (0, [[0, 1]])),
    ("end_turn", ()),
    ("undo", ()),
    ("undo", ()),
    ("redo", ()),
    ("finish", (2,)),
]


def run_script(app, upto=None):
    for i, (name, args) in enumerate(SCRIPT[:upto]):
        if callable(args):
            args = args(app)
        r = app.act(name, args)
        assert r is None, (i, name, args, r)


def converse(app, stream, steps=20):
    """`steps` loop steps, the host reading after each one: the messages it got."""
    out = []
    for _ in range(steps):
        app.step()
        out.extend(stream.take())
    return out


def settle(app, stream, limit=5000):
    """Loop steps, the host reading after each one, until every request was
    read and every message went out: the messages the host got."""
    out = []
    for _ in range(limit):
        app.step()
        out.extend(stream.take())
        if not stream.inbox and app.link.idle():
            return out
    raise AssertionError("the link never went idle")


def press(app, name, hold=50):
    """A button press through the real input path: down, held `hold` ms, up."""
    k = app.buttons.index(name)
    q = app.keys.events
    q.put(k, True)
    app.step()
    for _ in range(hold // 10):
        app.clock.advance(10)
        app.step()
    q.put(k, False)
    app.step()
    app.clock.advance(10)
    app.step()


def chord(app, name, hold=50):
    """`mode` held while `name` is pressed."""
    m = app.buttons.index("mode")
    app.keys.events.put(m, True)
    app.step()
    press(app, name, hold)
    app.keys.events.put(m, False)
    app.step()


def need_micropython():
    """Skip without node and the npm packages; fail instead when SKELOS_REQUIRE_MPY is set (CI)."""
    import shutil

    import pytest
    if shutil.which("node") is None or not os.path.isdir(os.path.join(ROOT, "tests", "mpy", "node_modules")):
        if os.environ.get("SKELOS_REQUIRE_MPY"):
            pytest.fail("node or tests/mpy/node_modules missing")
        pytest.skip("node or tests/mpy/node_modules missing (npm ci --prefix tests/mpy)")


def run_firmware_under_micropython(tmp_path, blob, function="main"):
    """Run tests/mpy/run_firmware.mjs on a scenario blob (mpy_game.`function`);
    the completed process.  Skips (fails when SKELOS_REQUIRE_MPY is set)
    without node and the npm packages."""
    import subprocess

    need_micropython()
    path = tmp_path / ("blob-%s.json" % function)
    path.write_text(json.dumps(list(blob)))
    return subprocess.run(["node", os.path.join(ROOT, "tests", "mpy", "run_firmware.mjs"), str(path), function],
                          capture_output=True, text=True, timeout=300)
