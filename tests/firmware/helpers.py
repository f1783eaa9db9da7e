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


# The build make_app makes: "pico" (the chip fakes of tests/fakes), or "pi4" or
# "pi5" (the Raspberry Pi box: the real Blinka on a Pi 4's or a Pi 5's fake back
# ends, tests/fakes/pi).  A test module that lists BUILDS = ("pico", "pi4", "pi5")
# runs once on each (tests/firmware/conftest.py sets this and installs the Pi's fakes).
BUILD = "pico"
PI = None     # the installed fake Pi (fakes.pi.Pi) on a Pi build


def make_app(mem=None, profile=None, clock=None, blob=None, stream=None):
    if PI is not None:
        return _make_pi_app(mem, profile, clock, blob, stream)
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


def _make_pi_app(mem, profile, clock, blob, stream):
    """The box's app: pixels, keys and FRAM opened through Blinka by the Pi
    entry point (skelos_host.box.pibox) on the fake Pi; `mem`'s cells are the FRAM's."""
    import tempfile

    from skelos_host.box import pibox
    from skelos_host.device import hosted

    if profile is not None and profile["board_id"] != "raspberry_pi_pico":
        raise ValueError("the Pi build plays the reference layout only, not " + profile["board_id"])
    profile = load_profile("raspberry_pi")
    chip = PI.i2c.buses[1].get(0x50)
    if mem is None:
        mem = FakeFRAM(profile["storage"]["size"])
    data = getattr(mem, "data", None)
    if data is not None:
        PI.add_fram(data)
    elif chip is None:
        raise ValueError("the Pi build keeps its game on the fake FRAM chip: pass a FakeFRAM")
    clock = clock or FakeClock(1000)
    stream = stream if stream is not None else FakeStream()
    store = os.path.join(tempfile.mkdtemp(prefix="skelos-pi-"), pibox.STORE_NAME)
    hardware = pibox.open_hardware(profile, clock, store)
    return hosted.build_app(profile, pibox.parts_of(hardware, serial="test"), stream, clock,
                            default_scenario=blob if blob is not None else scenario_blob())


def key(app, k, pressed):
    """Key `k` goes down or up: a keypad event on the Pico's fakes, the switch
    on the fake Pi's GPIO line (seen at the scanner's next scan)."""
    if PI is not None:
        line = app.keys.inputs[k]._pin.id
        if pressed:
            PI.gpio.close_to_ground(line)
        else:
            PI.gpio.release(line)
    else:
        app.keys.events.put(k, pressed)


def shown(app):
    """What the strip shows: the fake strip's pixels, or the colours on the fake Pi's data line."""
    return PI.wire.shown() if PI is not None else app.pixels.shown


def cells(app):
    """Every byte of the storage: the fake memory's, or the fake Pi's FRAM chip's."""
    return bytes(PI.i2c.buses[1][0x50].data) if PI is not None else bytes(app.storage.mem.data)


def shows(app):
    """How many frames the strip received."""
    return PI.wire.renders if PI is not None else app.pixels.shows


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
    key(app, k, True)
    app.step()
    for _ in range(hold // 10):
        app.clock.advance(10)
        app.step()
    key(app, k, False)
    app.step()
    app.clock.advance(10)
    app.step()


def chord(app, name, hold=50):
    """`mode` held while `name` is pressed."""
    m = app.buttons.index("mode")
    key(app, m, True)
    app.clock.advance(10)
    app.step()
    press(app, name, hold)
    key(app, m, False)
    app.clock.advance(10)
    app.step()


def need_micropython():
    """Skip without node and the npm packages; fail instead when SKELOS_REQUIRE_MPY is set (CI)."""
    import shutil

    import pytest
    if shutil.which("node") is None or not os.path.isdir(os.path.join(ROOT, "tests", "mpy", "node_modules")):
        if os.environ.get("SKELOS_REQUIRE_MPY"):
            pytest.fail("node or tests/mpy/node_modules missing")
        pytest.skip("node or tests/mpy/node_modules missing (npm ci --prefix tests/mpy)")


def run_firmware_under_micropython(tmp_path, blob, function="main", extra=(), timeout=300):
    """Run tests/mpy/run_firmware.mjs on a scenario blob (mpy_game.`function`,
    `extra`: its options, e.g. --image, --heap, --free); the completed process.
    Skips (fails when SKELOS_REQUIRE_MPY is set) without node and the npm packages."""
    import subprocess

    need_micropython()
    path = tmp_path / ("blob-%s.json" % function)
    path.write_text(json.dumps(list(blob)))
    return subprocess.run(["node", os.path.join(ROOT, "tests", "mpy", "run_firmware.mjs"), str(path), function, *extra],
                          capture_output=True, text=True, timeout=timeout)
