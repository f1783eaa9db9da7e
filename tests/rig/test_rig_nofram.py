"""The reference build on stock CircuitPython 9.2.1 without its FRAM.

Two boards: the I2C bus with its pull-ups but no chip answering (the
firmware's own "No I2C device at address" path), and bare pins with no
pull-ups at all ("No pull up found on SDA or SCL").  Either way the board
plays on microcontroller.nvm and says why, on the data port, the console and
the strip.  The bare-pins board runs the `.py` deploy (`skelos deploy --py`),
the rig's one case of lib/ as source; every other board runs the compiled one.
"""

import pytest
from rigdriver import FRAM_NO_DEVICE, FRAM_NO_PULLUPS, boot


@pytest.fixture(scope="module")
def silent_bus(drive, tmp_path_factory):
    rig = boot(drive, FRAM_NO_DEVICE, tmp_path_factory, "nodevice")
    yield rig
    rig.close()


@pytest.fixture(scope="module")
def bare_pins(source_drive, tmp_path_factory):
    rig = boot(source_drive, FRAM_NO_PULLUPS, tmp_path_factory, "nopullups")
    yield rig
    rig.close()


def check_fallback(board, twin, detail):
    """The board boots on nvm: a frame, the warning in hello, state and on the
    console, a status segment unlike a FRAM boot's, pixels as the strip shows."""
    board.wait_frame(15000)
    h = board.ok("hello")
    assert h["warnings"] == [{"code": "no_fram", "detail": detail}]
    assert any("no_fram" in line for line in board.console_text().splitlines())
    rid = board.send("state")
    r = board.wait_reply(rid)
    assert r["ok"] and r["warnings"] == h["warnings"]
    shown = board.frame_at(board.reply_at[rid][0])
    assert r["pixels"] == shown.pixels
    # the same game on a FRAM boot never shows this status segment
    status = twin.segment(shown.pixels, "status")
    assert all(twin.segment(f, "status") != status for f in twin.frames())
    assert r["state"] == twin.request("state")["state"]
    assert board.junk == []
    return r


def test_no_fram_chip_plays_on_nvm_says_why_and_keeps_the_game(silent_bus, twin):
    check_fallback(silent_bus, twin, "No I2C device at address: 0x50")
    n = len(silent_bus.pushes)
    silent_bus.press("turn")
    silent_bus.run_until(lambda: len(silent_bus.pushes) > n, 2000, "event push")
    assert silent_bus.pushes[n][1]["seq"] == 1
    assert silent_bus.info()["flash"]["erases"] > 0  # nvm is a flash sector
    silent_bus.power_cycle()
    silent_bus.wait_usb()
    silent_bus.wait_frame(15000)
    h = silent_bus.ok("hello")
    assert (h["game"], h["seq"]) == (1, 1), "the game survived the power cycle on nvm"
    assert h["warnings"][0]["code"] == "no_fram"


def test_no_pullups_plays_on_nvm_and_says_why(bare_pins, twin):
    """On the `.py` deploy: the board compiles lib/ at boot and plays the same."""
    check_fallback(bare_pins, twin, "No pull up found on SDA or SCL; check your wiring")
    assert bare_pins.ok("hello")["code"] == "py"
    n = len(bare_pins.pushes)
    bare_pins.press("turn")
    bare_pins.run_until(lambda: len(bare_pins.pushes) > n, 2000, "event push")
    assert bare_pins.pushes[n][1]["seq"] == 1
