"""The Raspberry Pi box's profile: Blinka pin names, I2C-1, a strip pin the
Pi can drive, the generated wiring table."""

import copy
import json
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
HARDWARE = REPO / "hardware"
sys.path.insert(0, str(HARDWARE / "tools"))

import profile_check  # noqa: E402

PI = HARDWARE / "profiles" / "raspberry_pi.json"


def pi():
    return json.loads(PI.read_text(encoding="utf-8"))


def problems(profile):
    return {(p.path, p.reason) for p in profile_check.validate(profile)}


def test_pi_profile_validates_and_matches_the_reference_layout():
    profile, found = profile_check.load(PI)
    assert found == []
    ref = json.loads((HARDWARE / "profiles" / "pico_reference.json").read_text(encoding="utf-8"))
    # the same strip, segments, buttons (names and order) and FRAM as the Pico build
    assert profile["segments"] == ref["segments"] and profile["neopixel"]["count"] == 46
    assert [b["name"] for b in profile["buttons"]] == [b["name"] for b in ref["buttons"]]
    assert profile["button_wiring"] == {"value_when_pressed": False, "pull": True}
    st = profile["storage"]
    assert (st["kind"], st["address"], st["size"]) == ("fram_i2c", 0x50, 32768)
    board = profile_check.BOARDS[profile["board_id"]]
    assert profile_check.i2c_role(board.pins[st["sda"]], board) == (1, "SDA")
    assert profile_check.i2c_role(board.pins[st["scl"]], board) == (1, "SCL")
    assert board.pins[profile["neopixel"]["pin"]] == 10          # SPI0 MOSI: the strip without root


def test_fram_on_a_pin_that_is_not_i2c1_is_refused():
    profile = pi()
    profile["storage"]["sda"] = "D21"
    found = problems(profile)
    assert any(path == "storage.sda" and "not an I2C pin" in why for path, why in found), found


def test_strip_on_a_pin_other_than_spi_mosi_is_refused():
    profile = pi()
    profile["neopixel"]["pin"] = "MOSI"         # D10 by its alias: allowed
    assert problems(profile) == set()
    for pin in ("D18", "D21"):                  # PWM and PCM: they would need root (rpi_ws281x)
        profile["neopixel"]["pin"] = pin
        found = problems(profile)
        assert any(path == "neopixel.pin" and "cannot drive a strip" in why for path, why in found), found


@pytest.mark.parametrize("pin", ["D7", "D8", "D9", "D11", "SCLK", "MISO", "CE0"])
def test_the_strip_spi_pins_are_not_buttons(pin):
    profile = pi()
    profile["buttons"][0]["pin"] = pin
    found = problems(profile)
    assert any(path == "buttons[0].pin" and "SPI" in why for path, why in found), found


@pytest.mark.parametrize("pin,why", [("D0", "ID_SD"), ("D1", "ID_SC"), ("GP2", "not a usable pin"),
                                     ("D28", "not a usable pin")])
def test_reserved_and_unknown_pi_pins(pin, why):
    profile = pi()
    profile["buttons"][0]["pin"] = pin
    found = problems(profile)
    assert any(path == "buttons[0].pin" and why in reason for path, reason in found), found


def test_alias_of_a_used_pi_pin_is_a_duplicate():
    profile = pi()
    profile["buttons"][0]["pin"] = "SDA"        # GPIO2, the FRAM's SDA
    assert any(path == "storage.sda" and "already used" in why for path, why in problems(profile))


def test_pi_has_no_nvm():
    profile = copy.deepcopy(pi())
    profile["storage"] = {"kind": "nvm"}
    assert any(path == "storage.kind" and "no microcontroller.nvm" in why for path, why in problems(profile))


def test_pi_wiring_table_is_generated_up_to_date_and_says_what_differs():
    assert {p.name for p in profile_check.outputs(PI)} == {"WIRING_raspberry_pi.md"}
    assert profile_check.check(PI) == []
    text = (HARDWARE / "WIRING_raspberry_pi.md").read_text(encoding="utf-8")
    for needle in ("| 0 | slot1 | D4 | 7 | GND |", "D10 (pin 19)", "74AHCT125", "I2C-1 SDA",
                   "SDA (pin 3)", "SCL (pin 5)", "1380 mA", "Pi 5", "neopixel_spi", "no root"):
        assert needle in text, needle


@pytest.mark.parametrize("hold", [500, 120000, "10000", True, 2.5])
def test_a_shutdown_hold_out_of_range_or_not_an_integer_is_refused(hold):
    profile = pi()
    assert profile["shutdown_hold_ms"] == 10000
    profile["shutdown_hold_ms"] = hold
    assert any(path == "shutdown_hold_ms" and "2000..60000" in why for path, why in problems(profile))
