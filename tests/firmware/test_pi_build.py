"""The Raspberry Pi box's build on the real Blinka, its detection forced to a
Pi 4 or a Pi 5 and its lowest layer faked (tests/fakes/pi): what the Pico's
fakes cannot show -- Blinka's own path to the chips, the pull-ups, the wire,
I2C without a FRAM, the file store, the scanner's timing."""

import json
import os
import sys

import helpers
import pytest
from fakes import FakeClock, FakeStream
from fakes import pi as pifakes
from helpers import load_profile, make_app, press, settle, shown
from skelos_device.input import LONG_MS, Buttons
from skelos_host.box.scankeys import ScanKeys

from skelos_host.box import pibox
from skelos_host.device import hosted
from skelos_host.box.filestore import DurableFile, StoreError


MODELS = {"RASPBERRY_PI_4B": "pinctrl-bcm2711", "RASPBERRY_PI_5": "pinctrl-rp1"}   # model -> its GPIO controller


@pytest.fixture(params=sorted(MODELS), ids=["pi4", "pi5"])
def pi(request):
    p = pifakes.install(request.param)
    helpers.BUILD, helpers.PI = request.param, p
    try:
        yield p
    finally:
        helpers.BUILD, helpers.PI = "pico", None
        pifakes.uninstall(p)


def ask(app, cmd, **kw):
    s = app.link.stream
    s.feed(json.dumps(dict({"v": 1, "id": 9, "cmd": cmd}, **kw)).encode() + b"\n")
    (m,) = [m for m in settle(app, s) if m.get("id") == 9]
    return m


def test_blinka_itself_runs_as_on_the_pi(pi):
    make_app()
    import importlib.metadata

    import board
    import busio
    import digitalio
    import neopixel_spi
    from adafruit_blinka.microcontroller.generic_linux import raspberry_pi_pin

    assert board.board_id == pi.model
    assert importlib.metadata.version("adafruit-blinka").startswith("10.")   # GPIO through gpiod
    site = os.path.dirname(os.path.dirname(pifakes.__file__))
    for mod in (board, digitalio, busio, neopixel_spi, raspberry_pi_pin):
        assert not mod.__file__.startswith(site), mod.__file__      # Blinka's own modules, not fakes
    for back_end in ("gpiod", "Adafruit_PureIO.spi", "Adafruit_PureIO.smbus"):
        assert sys.modules[back_end].__file__.startswith(site)     # only the back ends are fakes
    # Blinka found the Pi's GPIO controller by its label, on the listing of /dev the fake stands in for
    assert raspberry_pi_pin._find_chip(board.D4.id) == 0
    assert sys.modules["gpiod"].Chip("/dev/gpiochip0").get_info().label == MODELS[pi.model]


def test_buttons_are_inputs_with_pull_ups_and_idle_reads_no_press(pi):
    app = make_app()
    lines = [app.keys.inputs[i]._pin.id for i in range(15)]
    prof = load_profile("raspberry_pi")
    assert lines == [int(b["pin"][1:]) for b in prof["buttons"]]
    assert all(pi.gpio.mode[n] == "in" and pi.gpio.pull[n] == "up" for n in lines)
    for _ in range(50):
        app.clock.advance(10)
        app.step()
    assert app.game.count == 0 and not app.buttons.any_down() and app.keys.scans >= 50


def test_floating_inputs_would_press_by_themselves(pi):
    """The fake GPIO is not kinder than the chip: without pull-ups the lines float."""
    import board
    import digitalio

    io = digitalio.DigitalInOut(board.D4)
    io.switch_to_input(pull=None)
    clock = FakeClock(0)
    keys = ScanKeys([io], False, clock)
    seen = 0
    for _ in range(6):
        clock.advance(5)
        seen += len(keys.events)
        keys.events.clear()
    assert seen >= 3


def test_each_frame_is_46_pixels_of_3_bytes_in_grb_order(pi):
    app = make_app()
    assert pi.wire.renders >= 1
    assert all(len(f) == 138 for f in pi.wire.frames) and pi.wire.spoiled == []
    press(app, "turn")
    frame = app.ui.frame(app.profile)
    assert shown(app) == frame
    r, g, b = next(c for c in frame if c[0] != c[1])
    raw = pi.wire.frames[-1]
    i = frame.index((r, g, b)) * 3
    assert tuple(raw[i:i + 3]) == (g, r, b)


def test_the_strip_needs_spi_on_and_the_spi_group_not_root(pi):
    pi.spi_enabled(False)
    with pytest.raises(OSError, match="/dev/spidev0.0 does not exist"):
        make_app()
    pi.spi_enabled(True)
    pi.groups(spi=False)
    with pytest.raises(PermissionError, match="spidev0.0"):
        make_app()
    pi.groups(spi=True)
    make_app()                        # neither root nor a PWM channel: a user of the spi group


def test_the_buttons_need_the_gpio_group(pi):
    pi.groups(gpio=False)
    with pytest.raises(PermissionError, match="gpio group"):
        make_app()


def test_the_wire_reads_pulse_widths_as_the_strip_does(pi):
    import board
    import busio
    import neopixel_spi

    spi = busio.SPI(board.SCLK, MOSI=board.MOSI)
    px = neopixel_spi.NeoPixel_SPI(spi, 4, auto_write=False, frequency=3200000)   # 400 kHz strips' rate
    px.fill((255, 0, 0))
    px.show()
    assert pi.wire.frames[-1] == b"\xff" * 12        # every 0 bit lasts as long as a 1: white, not red
    px = neopixel_spi.NeoPixel_SPI(spi, 4, auto_write=False, frequency=12800000)
    px.show()
    assert len(pi.wire.frames) == 1 and pi.wire.spoiled == ["a high pulse of 0.156 us"]   # too short to be a bit
    px = neopixel_spi.NeoPixel_SPI(spi, 4, auto_write=False)
    px.fill((255, 0, 0))
    px.show()
    assert pi.wire.frames[-1] == bytes((0, 255, 0)) * 4


def test_without_fram_the_box_plays_on_the_file_and_resumes(pi, tmp_path, capsys):
    prof = load_profile("raspberry_pi")
    store = tmp_path / pibox.STORE_NAME
    clock = FakeClock(1000)

    def boot():
        hw = pibox.open_hardware(prof, clock, store)
        return hosted.build_app(prof, pibox.parts_of(hw, serial="t"), FakeStream(), clock,
                                default_scenario=helpers.scenario_blob())

    app = boot()                      # nothing answers at 0x50: NACK
    assert "no_fram" in capsys.readouterr().out
    warn = [{"code": "no_fram", "detail": "No I2C device at address: 0x50", "args": ["file"]}]
    assert ask(app, "hello")["warnings"] == warn
    press(app, "turn")
    press(app, "slot1")
    assert app.game.count == 2 and store.stat().st_size == 32768
    app.keys.deinit()
    again = boot()
    assert again.game.count == 2 and again.game.snapshot() == app.game.snapshot()


def test_i2c_not_enabled_is_said_and_the_file_used(pi, tmp_path):
    del pi.i2c.buses[1]               # no /dev/i2c-1
    prof = load_profile("raspberry_pi")
    mem, warnings = pibox.open_storage(prof, tmp_path / "s.bin", say=lambda m: None)
    assert isinstance(mem, DurableFile)
    assert "No Hardware I2C on (scl,sda)=(3, 2)" in warnings[0]["detail"]
    assert "Make sure I2C is enabled" in warnings[0]["detail"]


def test_scanner_debounces_and_times_gestures_like_keypad():
    class Line:
        value = True
    line = Line()
    clock = FakeClock(0)
    keys = ScanKeys([line], False, clock)
    buttons = Buttons(["turn"])
    assert len(keys.events) == 0
    line.value = False                # a bounce shorter than the 5 ms interval is never seen
    clock.advance(2)
    assert len(keys.events) == 0
    line.value = True
    clock.advance(3)
    assert len(keys.events) == 0
    line.value = False                # a press: seen at the next scan
    clock.advance(5)
    ev = keys.events
    assert ev.items == [(0, True)]
    from skelos_host.box.scankeys import Event
    e = Event()
    out = []
    while ev.get_into(e):
        buttons.edge(e.key_number, e.pressed, clock(), out)
    clock.advance(LONG_MS)
    buttons.tick(clock(), out)
    assert out == [("turn", "long")]


def test_scanner_overflows_as_keypad(pi):
    clock = FakeClock(0)

    class Line:
        value = True
    lines = [Line()]
    keys = ScanKeys(lines, False, clock, max_events=4)
    for _ in range(6):
        lines[0].value = not lines[0].value
        clock.advance(5)
        keys.scan()
    assert keys._events.overflowed and len(keys._events) == 4


def test_file_store_refuses_a_file_of_another_size_and_leaves_it(tmp_path):
    path = tmp_path / "s.bin"
    path.write_bytes(b"x" * 100)
    with pytest.raises(StoreError, match="100 bytes, not the 32768"):
        DurableFile(path, 32768)
    assert path.read_bytes() == b"x" * 100


def test_file_store_syncs_every_write_before_returning(tmp_path, monkeypatch):
    synced = []
    real = os.fdatasync
    monkeypatch.setattr(os, "fdatasync", lambda fd: (synced.append(fd), real(fd)))
    f = DurableFile(tmp_path / "s.bin", 1024)
    assert f[0:4] == b"\xff" * 4 and not (tmp_path / "s.bin.new").exists()
    f[10:13] = b"abc"
    f[500:502] = bytearray(b"zz")
    assert len(synced) == 2 and f[9:14] == b"\xffabc\xff"
    buf = bytearray(4)
    f.readinto(500, buf, 2)
    assert buf[:2] == b"zz"
    with pytest.raises(ValueError):
        f[0:2] = b"abc"
    f.close()
    assert (tmp_path / "s.bin").read_bytes()[10:13] == b"abc"


def test_the_box_says_where_its_game_is_without_fram():
    from skelos_host.device import faults

    what, fix = faults.describe({"code": "no_fram", "detail": "No I2C device at address: 0x50", "args": ["file"]})
    assert "file on its SD card" in what and "No I2C device at address: 0x50" in what
    assert "header pin 3" in fix and "raspi-config" in fix
    assert "4 KB" in faults.describe({"code": "no_fram", "detail": "x"})[0]     # the Pico's words unchanged


def test_deploy_refuses_the_pi_profile(tmp_path):
    import click

    from skelos_host.commands.deploy import build

    with pytest.raises(click.ClickException, match="Raspberry Pi box's profile"):
        build(tmp_path / "drive", profile="raspberry_pi")
    assert not (tmp_path / "drive").exists()
