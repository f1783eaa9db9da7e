"""A board whose FRAM does not answer boots code.py on microcontroller.nvm,
plays, and says what is wrong: warning no_fram in hello and state, one
console line with the fix, a distinct status pixel.  The fake bus fails as
CircuitPython does (no pull-ups: busio.I2C raises; no device: I2CDevice
raises)."""

import runpy

import fakes
import pytest
from helpers import settle
from skelos_device import render

from skelos_host.commands.deploy import build

NO_PULLUPS = "No pull up found on SDA or SCL; check your wiring"
NO_DEVICE = "No I2C device at address: 0x50"


@pytest.fixture(scope="module")
def drives(tmp_path_factory):
    root = tmp_path_factory.mktemp("drives")
    build(root / "pict", scenario="pict-village")
    build(root / "large", scenario="shadow-from-acheron")   # 2,695 bytes: more than an nvm slot
    return root


def boot(drive, monkeypatch, wiring, nvm=None):
    """code.py's main() on the fakes; (app, modules)."""
    mods = fakes.install()
    try:
        if wiring == "no_pullups":
            mods["busio"].pullups = False
        elif wiring == "no_device":
            mods["busio"].devices = {}
        if nvm is not None:
            mods["microcontroller"].nvm = nvm
        monkeypatch.chdir(drive)
        app = runpy.run_path(str(drive / "code.py"), run_name="code")["main"](run=False)
    finally:
        fakes.uninstall(mods)
    return app, mods


def ask(app, cmd, **kw):
    import json
    s = app.link.stream
    s.feed(json.dumps(dict({"v": 1, "id": 5, "cmd": cmd}, **kw)).encode() + b"\n")
    (m,) = [m for m in settle(app, s) if m.get("id") == 5]
    return m


def status_pixels(app):
    """The second status pixel over a blink period."""
    seen = set()
    for _ in range(3):
        app.clock.advance(500)
        app.step()
        seen.add(app.pixels.shown[45])
    return seen


@pytest.mark.parametrize("wiring,detail", [("no_pullups", NO_PULLUPS), ("no_device", NO_DEVICE)])
def test_without_fram_the_board_plays_on_nvm_and_says_why(drives, monkeypatch, capsys, wiring, detail):
    app, mods = boot(drives / "pict", monkeypatch, wiring)
    console = capsys.readouterr().out
    assert "no_fram" in console and detail in console and "GP20" in console and "GP21" in console
    warn = [{"code": "no_fram", "detail": detail}]
    hello = ask(app, "hello")
    assert hello["ok"] and hello["warnings"] == warn and hello["scenario"] == "pict-village"
    assert ask(app, "act", action="begin_turn")["seq"] == 1
    assert ask(app, "state")["warnings"] == warn
    nvm = mods["microcontroller"].nvm
    assert nvm.bytes_written > 0 and mods["adafruit_bus_device.i2c_device"].instances == []
    if wiring == "no_device":
        assert [b.deinited for b in mods["busio"].opened] == [True]   # pins freed
    lv = app.level
    assert status_pixels(app) == {render.scale(render.ORANGE, lv), render.scale(render.BLUE, lv)}
    # a power cycle resumes the game kept in nvm
    again, _ = boot(drives / "pict", monkeypatch, wiring, nvm=nvm)
    assert again.game.count == 1 and again.warnings == warn


def test_with_fram_no_warning_and_the_idle_status_pixel(drives, monkeypatch, capsys):
    app, mods = boot(drives / "pict", monkeypatch, "fram")
    assert "no_fram" not in capsys.readouterr().out
    assert ask(app, "hello")["warnings"] == [] and ask(app, "state")["warnings"] == []
    assert mods["adafruit_bus_device.i2c_device"].instances and mods["microcontroller"].nvm.bytes_written == 0
    lv = app.level
    assert status_pixels(app) == {render.scale(render.scale(render.GREEN, 10), lv)}


def test_without_fram_a_scenario_too_large_for_nvm_plays_from_the_drive(drives, monkeypatch):
    app, mods = boot(drives / "large", monkeypatch, "no_pullups")
    hello = ask(app, "hello")
    assert hello["warnings"][0]["code"] == "no_fram"
    # the default scenario is larger than an nvm slot: the slot names the drive's file, the game is in nvm
    assert hello["game"] == 1 and hello["scenario"] == "shadow-from-acheron"
    assert app.storage.scenario_ref(0) == "default_scenario.bin"
    assert ask(app, "state")["ok"]
    size = len((drives / "large" / "default_scenario.bin").read_bytes())
    up = ask(app, "upload_begin", size=size, crc=0)     # an upload of it still does not fit
    assert up["error"]["code"] == "upload_size" and up["error"]["args"] == ["range", 1520]
    assert len(status_pixels(app)) == 2         # still says no FRAM: two colours in turn
