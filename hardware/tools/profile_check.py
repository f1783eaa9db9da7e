#!/usr/bin/env python3
"""Validate Skelos board profiles and generate the wiring documents.

Pure Python 3.11, standard library only. Importable as a module (the tests
do) and runnable::

    python hardware/tools/profile_check.py hardware/profiles/pico_reference.json
    python hardware/tools/profile_check.py hardware/profiles/pico_reference.json --write
    python hardware/tools/profile_check.py hardware/profiles/pico_reference.json --check

Without a flag the profile is only validated. ``--write`` regenerates the
wiring table (Markdown) and, for a Pico build, the wiring diagram (SVG).
``--check`` exits non-zero when the committed files differ from what would
be generated. With no profile argument every ``hardware/profiles/*.json`` is
processed. Exit codes: 0 ok, 1 invalid profile or stale files, 2 usage.

The profile format is described in ``hardware/profiles/SCHEMA.md``.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import escape

HARDWARE_DIR = Path(__file__).resolve().parent.parent
REPO_ROOT = HARDWARE_DIR.parent
PROFILES_DIR = HARDWARE_DIR / "profiles"
REFERENCE_PROFILE = PROFILES_DIR / "pico_reference.json"
TOOL = "hardware/tools/profile_check.py"

FORMAT = 1

# Every action the firmware knows, in the reference button order.
SLOT_COUNT = 8
REQUIRED_BUTTONS = tuple(f"slot{n}" for n in range(1, SLOT_COUNT + 1)) + (
    "extra", "defend", "reroll", "spell", "mode", "turn", "undo",
)
SEGMENT_NAMES = ("river", "gems", "turn", "status")

TOP_KEYS = ("format", "board_id", "name", "neopixel", "buttons",
            "button_wiring", "segments", "storage", "notes")
OPTIONAL_TOP_KEYS = ("overlay", "chords", "shutdown_hold_ms")
NEOPIXEL_KEYS = ("pin", "count", "order", "default_brightness", "max_brightness")
BUTTON_WIRING_KEYS = ("value_when_pressed", "pull")
STORAGE_KEYS = {
    "fram_i2c": ("kind", "sda", "scl", "address", "size"),
    "nvm": ("kind", "size"),
}
STORAGE_REQUIRED = {
    "fram_i2c": ("kind", "sda", "scl", "address", "size"),
    "nvm": ("kind",),
}
PIXEL_ORDERS = frozenset(
    "".join(p) for p in itertools.chain(itertools.permutations("RGB"),
                                        itertools.permutations("RGBW"))
)
MAX_PIXELS = 1024
FRAM_ADDRESSES = range(0x50, 0x58)  # MB85RC256V: 0x50 + A2 A1 A0

# WS2812B rules of thumb used for the power budget.
MA_PER_CHANNEL = 20      # one colour channel at full duty
MA_PER_PIXEL_WHITE = 60  # all three channels at full duty
MA_IDLE_PER_PIXEL = 1    # the driver IC draws about 1 mA even when dark
USB2_PORT_MA = 500


# --------------------------------------------------------------------------
# Board tables
# --------------------------------------------------------------------------

@dataclass(frozen=True)
class Board:
    board_id: str
    title: str
    pins: dict            # board-module attribute name -> RP2040 GPIO number
    reserved: dict        # name -> why it cannot be used
    physical: dict = field(default_factory=dict)  # GPIO -> header pin number
    builtin_pixels: dict = field(default_factory=dict)  # pin -> fixed count
    nvm_size: int = 4096
    needs_wiring: bool = True
    i2c: dict = field(default_factory=dict)  # GPIO -> (bus, 'SDA' or 'SCL'); empty: the RP2040's
    pixel_pins: dict = field(default_factory=dict)  # GPIO -> how it drives a strip; empty: any pin
    diagram: bool = True          # a wiring SVG is generated (Pico builds)
    family: str = "rp2040"        # "rp2040" (CircuitPython) or "pi" (Linux + Blinka)


def _pico_pins() -> dict:
    pins = {f"GP{n}": n for n in itertools.chain(range(0, 23), range(26, 29))}
    pins.update({"GP26_A0": 26, "A0": 26, "GP27_A1": 27, "A1": 27,
                 "GP28_A2": 28, "A2": 28})
    return pins


# Raspberry Pi Pico header, top view with the USB connector up: pins 1-20
# run down the left edge, pins 21-40 run up the right edge.
PICO_HEADER = {
    1: "GP0", 2: "GP1", 3: "GND", 4: "GP2", 5: "GP3", 6: "GP4", 7: "GP5",
    8: "GND", 9: "GP6", 10: "GP7", 11: "GP8", 12: "GP9", 13: "GND",
    14: "GP10", 15: "GP11", 16: "GP12", 17: "GP13", 18: "GND", 19: "GP14",
    20: "GP15", 21: "GP16", 22: "GP17", 23: "GND", 24: "GP18", 25: "GP19",
    26: "GP20", 27: "GP21", 28: "GND", 29: "GP22", 30: "RUN", 31: "GP26",
    32: "GP27", 33: "AGND", 34: "GP28", 35: "ADC_VREF", 36: "3V3(OUT)",
    37: "3V3_EN", 38: "GND", 39: "VSYS", 40: "VBUS",
}
PICO_GND_PINS = tuple(n for n, s in PICO_HEADER.items() if s == "GND")

# Raspberry Pi 40-pin header (Pi 2, 3, 4, 5, Zero 2 W): physical pin -> signal.
PI_HEADER = {
    1: "3V3", 2: "5V", 3: "D2", 4: "5V", 5: "D3", 6: "GND", 7: "D4", 8: "D14",
    9: "GND", 10: "D15", 11: "D17", 12: "D18", 13: "D27", 14: "GND", 15: "D22",
    16: "D23", 17: "3V3", 18: "D24", 19: "D10", 20: "GND", 21: "D9", 22: "D25",
    23: "D11", 24: "D8", 25: "GND", 26: "D7", 27: "D0", 28: "D1", 29: "D5",
    30: "GND", 31: "D6", 32: "D12", 33: "D13", 34: "GND", 35: "D19", 36: "D16",
    37: "D26", 38: "D20", 39: "GND", 40: "D21",
}
PI_GND_PINS = tuple(n for n, s in PI_HEADER.items() if s == "GND")


def _pi_pins() -> dict:
    """Blinka's `board` names on a 40-pin Raspberry Pi -> BCM GPIO number."""
    pins = {f"D{n}": n for n in range(2, 28)}
    pins.update({"SDA": 2, "SCL": 3, "CE1": 7, "CE0": 8, "MISO": 9, "MOSI": 10,
                 "SCK": 11, "SCLK": 11, "TXD": 14, "RXD": 15,
                 "MISO_1": 19, "MOSI_1": 20, "SCK_1": 21, "SCLK_1": 21})
    return pins


# How a Raspberry Pi drives a WS2812 strip without root: from SPI0's MOSI
# through neopixel_spi (each bit a byte at 6.4 MHz), the same on every Pi.
# The SPI driver takes SPI0's other pins too (SCLK, MISO, CE0, CE1).
PI_PIXEL_PINS = {
    10: "SPI0 MOSI (neopixel_spi: every Pi, no root; SPI on)",
}
PI_SPI0 = {
    "D7": "GPIO7 is SPI0 CE1, taken by the SPI driver the strip uses",
    "D8": "GPIO8 is SPI0 CE0, taken by the SPI driver the strip uses",
    "D9": "GPIO9 is SPI0 MISO, taken by the SPI driver the strip uses",
    "D11": "GPIO11 is SPI0 SCLK, the strip's SPI clock",
}
PI_SPI0.update({"CE1": PI_SPI0["D7"], "CE0": PI_SPI0["D8"], "MISO": PI_SPI0["D9"], "SCK": PI_SPI0["D11"],
                "SCLK": PI_SPI0["D11"]})

BOARDS = {
    "raspberry_pi_pico": Board(
        board_id="raspberry_pi_pico",
        title="Raspberry Pi Pico",
        pins=_pico_pins(),
        reserved={
            "GP23": "GP23 is internal (SMPS_MODE, power-supply mode)",
            "SMPS_MODE": "internal (GP23, power-supply mode)",
            "GP24": "GP24 is internal (VBUS_SENSE)",
            "VBUS_SENSE": "internal (GP24)",
            "GP25": "GP25 is internal (the on-board LED)",
            "LED": "internal (GP25, the on-board LED)",
            "GP29": "GP29 is internal (VSYS voltage sense)",
            "GP29_A3": "internal (GP29, VSYS voltage sense)",
            "A3": "internal (GP29, VSYS voltage sense)",
            "VOLTAGE_MONITOR": "internal (GP29, VSYS voltage sense)",
        },
        physical={int(s[2:]): n for n, s in PICO_HEADER.items()
                  if s.startswith("GP")},
    ),
    "adafruit_macropad_rp2040": Board(
        board_id="adafruit_macropad_rp2040",
        title="Adafruit MacroPad RP2040",
        pins={
            **{f"KEY{n}": n for n in range(1, 13)},
            "ENCODER_SWITCH": 0, "BUTTON": 0,
            "ENCODER_A": 17, "ROTA": 17, "ENCODER_B": 18, "ROTB": 18,
            "NEOPIXEL": 19, "SDA": 20, "SCL": 21,
            "SCK": 26, "MOSI": 27, "MISO": 28,
        },
        reserved={
            "LED": "the on-board red LED (GP13)",
            "SPEAKER": "the speaker (GP16)",
            "SPEAKER_ENABLE": "the speaker amplifier enable (GP14)",
            "SPEAKER_SHUTDOWN": "the speaker amplifier enable (GP14)",
            "OLED_CS": "used by the OLED (GP22)",
            "OLED_RESET": "used by the OLED (GP23)",
            "OLED_DC": "used by the OLED (GP24)",
        },
        builtin_pixels={"NEOPIXEL": 12},
        needs_wiring=False,
    ),
    "raspberry_pi_40pin": Board(
        board_id="raspberry_pi_40pin",
        title="Raspberry Pi (40-pin header) with Blinka",
        pins=_pi_pins(),
        reserved={
            "D0": "GPIO0 is ID_SD, the HAT identification EEPROM's I2C bus (I2C-0)",
            "D1": "GPIO1 is ID_SC, the HAT identification EEPROM's I2C bus (I2C-0)",
            "ID_SD": "GPIO0, the HAT identification EEPROM's I2C bus (I2C-0)",
            "ID_SC": "GPIO1, the HAT identification EEPROM's I2C bus (I2C-0)",
            **PI_SPI0,
        },
        physical={int(s[1:]): n for n, s in PI_HEADER.items() if s.startswith("D")},
        nvm_size=0,
        i2c={2: (1, "SDA"), 3: (1, "SCL")},
        pixel_pins=PI_PIXEL_PINS,
        diagram=False,
        family="pi",
    ),
}

MACROPAD_KEY_POSITIONS = {
    f"KEY{n}": f"row {(n - 1) // 3 + 1}, {('left', 'middle', 'right')[(n - 1) % 3]}"
    for n in range(1, 13)
}


def i2c_role(gpio: int, board: Board | None = None) -> tuple[int, str] | None:
    """I2C function of a GPIO: (bus, 'SDA' or 'SCL'); the RP2040's unless
    `board` has its own table (a Raspberry Pi: I2C-1 on GPIO2/3 only, None
    for any other pin)."""
    if board is not None and board.i2c:
        return board.i2c.get(gpio)
    return (gpio // 2) % 2, ("SDA", "SCL")[gpio % 2]


# --------------------------------------------------------------------------
# Validation
# --------------------------------------------------------------------------

@dataclass(frozen=True)
class Problem:
    """One thing wrong with a profile: where (a field path) and why."""

    path: str
    reason: str

    def __str__(self) -> str:
        return f"{self.path}: {self.reason}"


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _check_keys(obj: dict, path: str, required, allowed, out: list) -> None:
    prefix = f"{path}." if path else ""
    for key in required:
        if key not in obj:
            out.append(Problem(f"{prefix}{key}", "missing"))
    for key in obj:
        if key not in allowed:
            out.append(Problem(f"{prefix}{key}",
                               f"unknown key (allowed: {', '.join(allowed)})"))


def _slot_number(name) -> int | None:
    if isinstance(name, str) and name.startswith("slot") and name[4:].isdigit():
        return int(name[4:])
    return None


def _known_button(name) -> bool:
    number = _slot_number(name)
    if number is not None:
        return 1 <= number <= 16 and name == f"slot{number}"
    return name in REQUIRED_BUTTONS


class _PinLedger:
    """Check pin names against the board and remember who uses which pin."""

    def __init__(self, board: Board | None, out: list):
        self.board = board
        self.out = out
        self.used: dict = {}

    def claim(self, path: str, pin, what: str) -> int | None:
        """Validate one pin field; returns its GPIO number when known."""
        if not isinstance(pin, str) or not pin:
            self.out.append(Problem(path, "must be a pin name string such as 'GP2'"))
            return None
        board = self.board
        gpio = None
        if board is not None:
            if pin in board.reserved:
                self.out.append(Problem(path, f"{pin} cannot be used: {board.reserved[pin]}"))
                return None
            if pin not in board.pins:
                valid = _describe_valid_pins(board)
                self.out.append(Problem(
                    path, f"{pin} is not a usable pin of {board.title} (valid: {valid})"))
                return None
            gpio = board.pins[pin]
        key = gpio if gpio is not None else pin
        if key in self.used:
            other_path, other_pin, other_what = self.used[key]
            same = "" if other_pin == pin else f" (as {other_pin})"
            self.out.append(Problem(
                path, f"pin {pin} already used by {other_path}{same} for {other_what}"))
        else:
            self.used[key] = (path, pin, what)
        return gpio


def _describe_valid_pins(board: Board) -> str:
    if board.board_id == "raspberry_pi_pico":
        return "GP0..GP22, GP26..GP28"
    if board.family == "pi":
        return "D2..D27 (BCM numbers) and their aliases SDA, SCL, MOSI, ..."
    names = sorted(board.pins, key=lambda n: (board.pins[n], n))
    return ", ".join(names)


def validate(profile) -> list[Problem]:
    """Return every problem of a profile (an empty list means valid)."""
    out: list[Problem] = []
    if not isinstance(profile, dict):
        return [Problem("$", "a profile must be a JSON object")]
    _check_keys(profile, "", TOP_KEYS, TOP_KEYS + OPTIONAL_TOP_KEYS, out)

    fmt = profile.get("format")
    if "format" in profile and (not _is_int(fmt) or fmt != FORMAT):
        out.append(Problem("format", f"must be {FORMAT}, got {fmt!r}"))

    board = None
    board_id = profile.get("board_id")
    if "board_id" in profile:
        board = BOARDS.get(board_id) if isinstance(board_id, str) else None
        if board is None:
            out.append(Problem("board_id", f"unknown board {board_id!r} "
                                           f"(known: {', '.join(BOARDS)})"))
    for key in ("name", "notes"):
        if key in profile and not isinstance(profile[key], str):
            out.append(Problem(key, "must be a string"))
    if isinstance(profile.get("name"), str) and not profile["name"].strip():
        out.append(Problem("name", "must not be empty"))

    overlay = profile.get("overlay", False)
    if not isinstance(overlay, bool):
        out.append(Problem("overlay", "must be true or false"))
        overlay = False

    pins = _PinLedger(board, out)
    pixel_count = _validate_neopixel(profile.get("neopixel"), board, pins, out)
    names = _validate_buttons(profile.get("buttons"), pins, out)
    _validate_button_wiring(profile.get("button_wiring"), out)
    if "shutdown_hold_ms" in profile:
        hold = profile["shutdown_hold_ms"]
        if not _is_int(hold) or not 2000 <= hold <= 60000:
            out.append(Problem("shutdown_hold_ms", "must be an integer 2000..60000 (milliseconds)"))
    chords = _validate_chords(profile.get("chords"), names, out)
    if "buttons" in profile and isinstance(profile.get("buttons"), list):
        for action in REQUIRED_BUTTONS:
            if action not in names and action not in chords:
                out.append(Problem("buttons", f"missing button {action!r} "
                                              "(required by the firmware; or define it in chords)"))
    _validate_segments(profile.get("segments"), pixel_count, overlay, names, out)
    _validate_storage(profile.get("storage"), board, pins, out)
    return out


def _validate_neopixel(neo, board, pins, out) -> int | None:
    if neo is None:
        return None
    if not isinstance(neo, dict):
        out.append(Problem("neopixel", "must be an object"))
        return None
    _check_keys(neo, "neopixel", NEOPIXEL_KEYS, NEOPIXEL_KEYS, out)
    if "pin" in neo:
        gpio = pins.claim("neopixel.pin", neo["pin"], "the NeoPixel data line")
        if gpio is not None and board is not None and board.pixel_pins and gpio not in board.pixel_pins:
            allowed = ", ".join(f"D{g}" for g in sorted(board.pixel_pins))
            out.append(Problem("neopixel.pin",
                               f"{neo['pin']} cannot drive a strip on {board.title}: "
                               f"use the SPI MOSI pin ({allowed})"))
    count = neo.get("count")
    good_count = None
    if "count" in neo:
        if not _is_int(count) or not 1 <= count <= MAX_PIXELS:
            out.append(Problem("neopixel.count", f"must be an integer 1..{MAX_PIXELS}"))
        else:
            good_count = count
            fixed = board.builtin_pixels.get(neo.get("pin")) if board else None
            if fixed is not None and count != fixed:
                out.append(Problem("neopixel.count",
                                   f"{neo.get('pin')} drives exactly {fixed} built-in pixels, not {count}"))
    if "order" in neo and neo["order"] not in PIXEL_ORDERS:
        out.append(Problem("neopixel.order",
                           "must be a pixel order such as 'GRB', 'RGB' or 'GRBW'"))
    levels = {}
    for key in ("default_brightness", "max_brightness"):
        if key in neo:
            value = neo[key]
            if not _is_number(value) or not 0 < value <= 1:
                out.append(Problem(f"neopixel.{key}", "must be a number in (0, 1]"))
            else:
                levels[key] = value
    if len(levels) == 2 and levels["default_brightness"] > levels["max_brightness"]:
        out.append(Problem("neopixel.default_brightness",
                           f"{levels['default_brightness']} is above max_brightness "
                           f"{levels['max_brightness']}"))
    return good_count


def _validate_buttons(buttons, pins, out) -> dict:
    """Returns {button name: index} for the well-formed buttons."""
    names: dict = {}
    if buttons is None:
        return names
    if not isinstance(buttons, list) or not buttons:
        out.append(Problem("buttons", "must be a non-empty list of {name, pin}"))
        return names
    for i, button in enumerate(buttons):
        path = f"buttons[{i}]"
        if not isinstance(button, dict):
            out.append(Problem(path, "must be an object {name, pin}"))
            continue
        _check_keys(button, path, ("name", "pin"), ("name", "pin"), out)
        name = button.get("name")
        if "name" in button:
            if not isinstance(name, str) or not _known_button(name):
                out.append(Problem(f"{path}.name",
                                   f"unknown button name {name!r} (known: slot1..slotN, "
                                   + ", ".join(REQUIRED_BUTTONS[SLOT_COUNT:]) + ")"))
            elif name in names:
                out.append(Problem(f"{path}.name",
                                   f"duplicate button name {name!r} (also buttons[{names[name]}])"))
            else:
                names[name] = i
        if "pin" in button:
            pins.claim(f"{path}.pin", button["pin"],
                       f"button {name}" if isinstance(name, str) else "a button")
    return names


def _validate_button_wiring(wiring, out) -> None:
    if wiring is None:
        return
    if not isinstance(wiring, dict):
        out.append(Problem("button_wiring", "must be an object"))
        return
    _check_keys(wiring, "button_wiring", BUTTON_WIRING_KEYS, BUTTON_WIRING_KEYS, out)
    for key in BUTTON_WIRING_KEYS:
        if key in wiring and not isinstance(wiring[key], bool):
            out.append(Problem(f"button_wiring.{key}", "must be true or false"))


def _validate_chords(chords, names, out) -> dict:
    good: dict = {}
    if chords is None:
        return good
    if not isinstance(chords, dict):
        out.append(Problem("chords", "must be an object {action: [button, button, ...]}"))
        return good
    seen: dict = {}
    for action, keys in chords.items():
        path = f"chords.{action}"
        if not _known_button(action):
            out.append(Problem(path, f"unknown action {action!r}"))
            continue
        if action in names:
            out.append(Problem(path, f"{action!r} already has its own button"))
            continue
        if (not isinstance(keys, list) or len(keys) < 2
                or not all(isinstance(k, str) for k in keys)):
            out.append(Problem(path, "must list at least two button names"))
            continue
        bad = [k for k in keys if k not in names]
        if bad:
            out.append(Problem(path, f"not buttons of this profile: {', '.join(bad)}"))
            continue
        if len(set(keys)) != len(keys):
            out.append(Problem(path, "lists a button twice"))
            continue
        combo = frozenset(keys)
        if combo in seen:
            out.append(Problem(path, f"same keys as chords.{seen[combo]}"))
            continue
        seen[combo] = action
        good[action] = keys
    return good


def _validate_segments(segments, pixel_count, overlay, names, out) -> None:
    if segments is None:
        return
    if not isinstance(segments, dict):
        out.append(Problem("segments", "must be an object"))
        return
    _check_keys(segments, "segments", SEGMENT_NAMES, SEGMENT_NAMES, out)
    spans = []
    for name in SEGMENT_NAMES:
        seg = segments.get(name)
        path = f"segments.{name}"
        if seg is None:
            continue
        if not isinstance(seg, dict):
            out.append(Problem(path, "must be an object {start, count}"))
            continue
        _check_keys(seg, path, ("start", "count"), ("start", "count"), out)
        start, count = seg.get("start"), seg.get("count")
        ok = True
        if "start" in seg and (not _is_int(start) or start < 0):
            out.append(Problem(f"{path}.start", "must be an integer >= 0"))
            ok = False
        if "count" in seg and (not _is_int(count) or count < 1):
            out.append(Problem(f"{path}.count", "must be an integer >= 1"))
            ok = False
        if not ok or "start" not in seg or "count" not in seg:
            continue
        last = start + count - 1
        if pixel_count is not None and last >= pixel_count:
            out.append(Problem(path, f"pixels {start}..{last} run past the end of the strip "
                                     f"(neopixel.count is {pixel_count})"))
        spans.append((name, start, last))
    if not overlay:
        for (a, a0, a1), (b, b0, b1) in itertools.combinations(spans, 2):
            if a0 <= b1 and b0 <= a1:
                out.append(Problem(f"segments.{b}",
                                   f"pixels {b0}..{b1} overlap segments.{a} ({a0}..{a1}); "
                                   "set \"overlay\": true if that is intended"))
    slots = sorted(n for n in (_slot_number(k) for k in names) if n is not None)
    if slots and slots != list(range(1, len(slots) + 1)):
        out.append(Problem("buttons", "slot buttons must be slot1..slotN without gaps"))
    river = segments.get("river")
    if isinstance(river, dict) and _is_int(river.get("count")) and slots:
        if river["count"] != len(slots):
            out.append(Problem("segments.river.count",
                               f"{river['count']} river pixels but {len(slots)} slot buttons "
                               "(one pixel per slot)"))


def _validate_storage(storage, board, pins, out) -> None:
    if storage is None:
        return
    if not isinstance(storage, dict):
        out.append(Problem("storage", "must be an object"))
        return
    kind = storage.get("kind")
    if kind not in STORAGE_KEYS:
        out.append(Problem("storage.kind", f"must be one of {', '.join(STORAGE_KEYS)}, got {kind!r}"))
        return
    _check_keys(storage, "storage", STORAGE_REQUIRED[kind], STORAGE_KEYS[kind], out)
    size = storage.get("size")
    if "size" in storage and (not _is_int(size) or size < 1):
        out.append(Problem("storage.size", "must be a positive integer (bytes)"))
    elif kind == "nvm" and board is not None and board.nvm_size == 0:
        out.append(Problem("storage.kind", f"{board.title} has no microcontroller.nvm: use fram_i2c "
                                           "(without the breakout the box keeps the game in a file)"))
    elif kind == "nvm" and _is_int(size) and board is not None and size > board.nvm_size:
        out.append(Problem("storage.size",
                           f"{board.title} has {board.nvm_size} bytes of microcontroller.nvm"))
    if kind != "fram_i2c":
        return
    address = storage.get("address")
    if "address" in storage and (not _is_int(address) or address not in FRAM_ADDRESSES):
        out.append(Problem("storage.address",
                           "must be an I2C FRAM address 80..87 (0x50..0x57)"))
    roles = {}
    for key in ("sda", "scl"):
        if key in storage:
            gpio = pins.claim(f"storage.{key}", storage[key], f"I2C {key.upper()}")
            if gpio is not None:
                found = i2c_role(gpio, board)
                if found is None:
                    out.append(Problem(f"storage.{key}",
                                       f"{storage[key]} is not an I2C pin of {board.title} "
                                       f"(I2C-1: SDA is D2, SCL is D3)"))
                    continue
                bus, role = found
                roles[key] = bus
                if role != key.upper():
                    out.append(Problem(f"storage.{key}",
                                       f"{storage[key]} is an I2C{bus} {role} pin, not {key.upper()}"))
    if len(roles) == 2 and roles["sda"] != roles["scl"]:
        out.append(Problem("storage.scl", f"{storage['scl']} is on I2C{roles['scl']} but "
                                          f"storage.sda {storage['sda']} is on I2C{roles['sda']}"))


def load(path) -> tuple[dict | None, list[Problem]]:
    """Read and validate a profile file: (profile or None, problems)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        return None, [Problem("$", f"cannot read {path.name}: {exc.strerror}")]
    try:
        profile = json.loads(text)
    except json.JSONDecodeError as exc:
        return None, [Problem("$", f"invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}")]
    return profile, validate(profile)


# --------------------------------------------------------------------------
# Shared helpers for the generators
# --------------------------------------------------------------------------

def display_path(path) -> str:
    """Repository-relative POSIX path when inside the repository."""
    path = Path(path).resolve()
    try:
        return path.relative_to(REPO_ROOT).as_posix()
    except ValueError:
        return path.name


def output_names(profile_path, profile: dict) -> dict:
    """File names (in the hardware folder) generated for a profile."""
    stem = Path(profile_path).stem
    board = BOARDS[profile["board_id"]]
    if stem == REFERENCE_PROFILE.stem:
        names = {"markdown": "WIRING.md", "svg": "wiring_pico.svg"}
    else:
        names = {"markdown": f"WIRING_{stem}.md", "svg": f"wiring_{stem}.svg"}
    if not board.needs_wiring or not board.diagram:
        del names["svg"]
    return names


def power_budget(profile: dict) -> dict:
    neo = profile["neopixel"]
    count = neo["count"]
    out = {"count": count}
    for key in ("max_brightness", "default_brightness"):
        level = neo[key]
        out[key] = {
            "level": level,
            "white_ma": round(count * MA_PER_PIXEL_WHITE * level),
            "one_channel_ma": round(count * MA_PER_CHANNEL * level),
        }
    out["idle_ma"] = count * MA_IDLE_PER_PIXEL
    return out


def _pin_cell(board: Board, pin: str) -> str:
    gpio = board.pins.get(pin)
    if board.physical and gpio in board.physical:
        return f"{pin} | {board.physical[gpio]}"
    return f"{pin} | -"


def _segment_rows(profile: dict) -> list[tuple[str, int, int, int]]:
    rows = [(name, seg["start"], seg["start"] + seg["count"] - 1, seg["count"])
            for name, seg in profile["segments"].items()]
    return sorted(rows, key=lambda r: (r[1], r[2]))


SEGMENT_TEXT = {
    "river": "one pixel per river slot, slot 1 first: the tile in that slot",
    "gems": "one pixel per gem, coloured by zone",
    "turn": "turn track (hourglass)",
    "status": "status (phase, feedback)",
}
GEM_ZONES = 5  # available, fatigue, spent this turn, on spells, removed


def segment_text(name: str, count: int) -> str:
    if name == "gems" and count < GEM_ZONES:
        return "gem summary: one pixel per zone, not per gem"
    return SEGMENT_TEXT[name]


# --------------------------------------------------------------------------
# Markdown wiring table
# --------------------------------------------------------------------------

def render_markdown(profile: dict, profile_path) -> str:
    board = BOARDS[profile["board_id"]]
    if board.family == "pi":
        return render_markdown_pi(profile, profile_path)
    src = display_path(profile_path)
    command = f"python {TOOL} {src} --write"
    neo = profile["neopixel"]
    storage = profile["storage"]
    chords = profile.get("chords", {})
    lines = [
        f"<!-- Generated file: do not edit. Regenerate with `{command}`. -->",
        f"# Wiring: {board.title} ({Path(profile_path).stem})",
        "",
        f"_Generated from `{src}` by `{command}`; "
        f"`python {TOOL} {src} --check` fails when this file is out of date._",
        "",
        f"Profile: {profile['name']}.",
        "",
        "| What | Value |",
        "| --- | --- |",
        f"| CircuitPython board id | `{profile['board_id']}` |",
        f"| Pixels | {neo['count']} on `board.{neo['pin']}`, order {neo['order']}, "
        f"brightness {neo['default_brightness']} (cap {neo['max_brightness']}) |",
        f"| Buttons | {len(profile['buttons'])}, `keypad.Keys(..., value_when_pressed="
        f"{profile['button_wiring']['value_when_pressed']}, pull={profile['button_wiring']['pull']})` |",
        f"| Storage | {_storage_summary(storage)} |",
        "",
        "## Buttons",
        "",
    ]
    if board.needs_wiring:
        lines += [
            "Each button: one leg to its GPIO, the diagonally opposite leg to GND "
            f"(any GND pin: {', '.join(str(n) for n in PICO_GND_PINS)}). "
            "The internal pull-ups hold the line high; pressing pulls it low. No resistors.",
            "",
            "| key_number | Button | Board pin | Pico pin no. | Other leg |",
            "| ---: | --- | --- | ---: | --- |",
        ]
        for i, b in enumerate(profile["buttons"]):
            lines.append(f"| {i} | {b['name']} | {_pin_cell(board, b['pin'])} | GND |")
    else:
        lines += [
            "Built in, nothing to wire. `key_number` is the index in the profile's "
            "button list; pixel *i* sits under key *i + 1*.",
            "",
            "| key_number | Button | Board pin | Position |",
            "| ---: | --- | --- | --- |",
        ]
        for i, b in enumerate(profile["buttons"]):
            where = MACROPAD_KEY_POSITIONS.get(b["pin"], "rotary encoder (press)")
            lines.append(f"| {i} | {b['name']} | {b['pin']} | {where} |")
    if chords:
        lines += ["", "Actions without their own key (hold the first, press the last):", "",
                  "| Action | Keys |", "| --- | --- |"]
        for action, keys in chords.items():
            lines.append(f"| {action} | {' + '.join(keys)} |")
    lines += ["", "## Pixels", ""]
    if board.needs_wiring:
        gpio = board.pins[neo["pin"]]
        lines += [
            "| From | To | Note |",
            "| --- | --- | --- |",
            f"| {neo['pin']} (pin {board.physical[gpio]}) | 74AHCT125 1A (chip pin 2) | 3.3 V data in |",
            "| 74AHCT125 1Y (chip pin 3) | 330 \u03a9 resistor | resistor at the strip end of the wire |",
            "| 330 \u03a9 resistor | strip DIN (pixel 0) | follow the arrows on the strip |",
            "| VBUS (pin 40) | strip 5V, 74AHCT125 VCC (chip pin 14) | USB 5 V |",
            "| GND (pin 38) | strip GND, 74AHCT125 GND (chip pin 7) and 1OE (chip pin 1) | common ground |",
            "| 1000 \u00b5F 6.3 V capacitor | across strip 5V (+) and GND (-) | at the strip input |",
            "| 0.1 \u00b5F capacitor | 74AHCT125 VCC (chip pin 14) to GND (chip pin 7) | decoupling |",
            "| 5 V | 74AHCT125 2OE, 3OE, 4OE (chip pins 4, 10, 13) | unused buffers off |",
            "| GND | 74AHCT125 2A, 3A, 4A (chip pins 5, 9, 12) | unused inputs tied |",
            "",
        ]
    lines += _chain_table(profile)
    if profile.get("overlay"):
        lines += ["", "Segments share pixels (`\"overlay\": true`): the firmware shows "
                      "overlapping segments in different display views, never in the same frame."]
    lines += ["", "## Storage", ""]
    if storage["kind"] == "fram_i2c":
        sda, scl = storage["sda"], storage["scl"]
        bus = i2c_role(board.pins[sda])[0]
        lines += [
            "| FRAM breakout pin | Connects to | Note |",
            "| --- | --- | --- |",
            "| VCC | 3V3(OUT) (pin 36) | 3.3 V so the breakout's pull-ups keep SDA/SCL at 3.3 V |",
            "| GND | GND (pin 38) | |",
            f"| SCL | {_pin_phrase(board, scl)} | I2C{bus} SCL |",
            f"| SDA | {_pin_phrase(board, sda)} | I2C{bus} SDA |",
            "| WP | not connected | pulled low on the chip: writes allowed |",
            f"| A0, A1, A2 | not connected | address {storage['address']} (0x{storage['address']:02X}) |",
            "",
            f"In firmware: `busio.I2C(board.{scl}, board.{sda})`; the pull-up resistors are on the breakout.",
        ]
    else:
        lines += [f"`microcontroller.nvm` ({storage.get('size', board.nvm_size)} bytes). "
                  "Every write erases and rewrites a 4 KB flash sector (about 100,000 erase "
                  "cycles): budget the saves per game."]
    pb = power_budget(profile)
    mx = pb["max_brightness"]
    lines += _power_table(pb)
    lines += [
        f"A USB 2.0 port promises {USB2_PORT_MA} mA for everything.",
    ]
    if mx["white_ma"] + pb["idle_ma"] > USB2_PORT_MA:
        lines.append("The worst case at the cap exceeds it: see the power section of BUILD.md.")
    if board.needs_wiring:
        lines += ["", "## Spare pins", ""]
        used = {board.pins[b["pin"]] for b in profile["buttons"]} | {board.pins[neo["pin"]]}
        if storage["kind"] == "fram_i2c":
            used |= {board.pins[storage["sda"]], board.pins[storage["scl"]]}
        spare = [f"GP{g} (pin {board.physical[g]})" for g in sorted(board.physical) if g not in used]
        lines.append(", ".join(spare) + ".")
    lines.append("")
    return "\n".join(lines)


PI_PIXEL_WIRING = (
    "| 74AHCT125 1Y (chip pin 3) | 330 \u03a9 resistor | resistor at the strip end of the wire |",
    "| 330 \u03a9 resistor | strip DIN (pixel 0) | follow the arrows on the strip |",
    "| 5 V supply + | strip 5V, 74AHCT125 VCC (chip pin 14) | see the power budget below |",
    "| GND (pin 6) | strip GND, 74AHCT125 GND (chip pin 7) and 1OE (chip pin 1), 5 V supply - "
    "| one common ground |",
    "| 1000 \u00b5F 6.3 V capacitor | across strip 5V (+) and GND (-) | at the strip input |",
    "| 0.1 \u00b5F capacitor | 74AHCT125 VCC (chip pin 14) to GND (chip pin 7) | decoupling |",
    "| 5 V | 74AHCT125 2OE, 3OE, 4OE (chip pins 4, 10, 13) | unused buffers off |",
    "| GND | 74AHCT125 2A, 3A, 4A (chip pins 5, 9, 12) | unused inputs tied |",
)


def render_markdown_pi(profile: dict, profile_path) -> str:
    """The wiring table of a Raspberry Pi build (Blinka's pin names, the
    40-pin header's numbers)."""
    board = BOARDS[profile["board_id"]]
    src = display_path(profile_path)
    command = f"python {TOOL} {src} --write"
    neo = profile["neopixel"]
    storage = profile["storage"]
    wiring = profile["button_wiring"]
    gpio = board.pins[neo["pin"]]
    lines = [
        f"<!-- Generated file: do not edit. Regenerate with `{command}`. -->",
        f"# Wiring: {board.title} ({Path(profile_path).stem})",
        "",
        f"_Generated from `{src}` by `{command}`; "
        f"`python {TOOL} {src} --check` fails when this file is out of date._",
        "",
        f"Profile: {profile['name']}.",
        "",
        "Pin names are Blinka's `board` names: `D4` is BCM GPIO 4. Header pin numbers count "
        "from pin 1 (3V3, the corner nearest the SD card slot), odd pins on the inner row.",
        "",
        "| What | Value |",
        "| --- | --- |",
        f"| Board | any 40-pin Raspberry Pi (2, 3, 4, 5, Zero 2 W), profile `board_id` "
        f"`{profile['board_id']}` |",
        f"| Pixels | {neo['count']} on `board.{neo['pin']}` (GPIO{gpio}, header pin "
        f"{board.physical[gpio]}), order {neo['order']}, brightness {neo['default_brightness']} "
        f"(cap {neo['max_brightness']}) |",
        f"| Buttons | {len(profile['buttons'])}, `digitalio` inputs with the internal pull-ups "
        f"(pressed reads {str(wiring['value_when_pressed']).lower()}), polled every 5 ms |",
        f"| Storage | {_storage_summary(storage)}; without it, a file (see docs/pi.md) |",
        "",
        "## Buttons",
        "",
        "Each button: one leg to its GPIO, the diagonally opposite leg to GND "
        f"(any GND pin: {', '.join(str(n) for n in PI_GND_PINS)}). "
        "The internal pull-ups (about 50 k\u03a9) hold the line high; pressing pulls it low. "
        "No resistors.",
        "",
        "| key_number | Button | Board pin | Header pin no. | Other leg |",
        "| ---: | --- | --- | ---: | --- |",
    ]
    for i, b in enumerate(profile["buttons"]):
        lines.append(f"| {i} | {b['name']} | {_pin_cell(board, b['pin'])} | GND |")
    lines += [
        "",
        "## Pixels",
        "",
        f"`{neo['pin']}` is {board.pixel_pins[gpio]}. The box sends each bit of the strip's data "
        "as one byte at 6.4 MHz (`neopixel_spi`), so the strip needs no root, no PWM and no "
        "audio setting, on a Pi 2, 3, 4 or 5 alike: enable SPI with `raspi-config`; the "
        "box's user is in the `spi` group. The Pi's GPIO is 3.3 V; a 5 V WS2812B "
        "strip wants at least 3.5 V on DIN, so the same 74AHCT125 as on the Pico build "
        "lifts the data line to 5 V.",
        "",
        "| From | To | Note |",
        "| --- | --- | --- |",
        f"| {neo['pin']} (pin {board.physical[gpio]}) | 74AHCT125 1A (chip pin 2) | 3.3 V data in |",
        *PI_PIXEL_WIRING,
        "",
    ]
    lines += _chain_table(profile)
    lines += ["", "## Storage", ""]
    if storage["kind"] == "fram_i2c":
        sda, scl = storage["sda"], storage["scl"]
        bus = i2c_role(board.pins[sda], board)[0]
        lines += [
            "| FRAM breakout pin | Connects to | Note |",
            "| --- | --- | --- |",
            "| VCC | 3V3 (pin 1 or 17) | 3.3 V, never 5 V: the Pi's pins are not 5 V tolerant |",
            "| GND | GND (pin 9) | |",
            f"| SCL | {_pin_phrase(board, scl)} | I2C-{bus} SCL (`/dev/i2c-{bus}`) |",
            f"| SDA | {_pin_phrase(board, sda)} | I2C-{bus} SDA |",
            "| WP | not connected | pulled low on the chip: writes allowed |",
            f"| A0, A1, A2 | not connected | address {storage['address']} (0x{storage['address']:02X}) |",
            "",
            f"In the box: `busio.I2C(board.{scl}, board.{sda})` (Blinka opens `/dev/i2c-{bus}`; "
            "enable I2C with `raspi-config`). The Pi has 1.8 k\u03a9 pull-ups on GPIO2/3 "
            "besides the breakout's.",
        ]
    pb = power_budget(profile)
    mx = pb["max_brightness"]
    lines += _power_table(pb)
    lines += [
        "Unlike the Pico, the Pi is not powered by a laptop's USB port: it has its own supply "
        "(Pi 4: 5.1 V 3 A, Pi 5: 5.1 V 5 A) and itself draws up to about 1.3 A (Pi 4) or "
        "2 A (Pi 5) under load. The header's 5V pins (2, 4) are wired straight to that "
        f"supply: at the cap the strip's worst case ({mx['white_ma']} mA) fits beside the Pi "
        "on the official supply. Above the cap, or with a longer strip, feed the strip "
        "from its own 5 V supply and join the grounds.",
        "",
        "## Spare pins",
        "",
    ]
    used = {board.pins[b["pin"]] for b in profile["buttons"]} | {gpio}
    if storage["kind"] == "fram_i2c":
        used |= {board.pins[storage["sda"]], board.pins[storage["scl"]]}
    taken = {board.pins[name] for name in board.reserved if name in board.pins}
    spare = [f"D{g} (pin {board.physical[g]})" for g in sorted(board.physical)
             if g not in used and g not in taken and g > 1]
    lines.append(", ".join(spare) + ". D14/D15 are the serial console (UART). D7, D8, D9 and D11 "
                 "belong to SPI0, whose MOSI drives the strip: leave them unwired.")
    lines.append("")
    return "\n".join(lines)


def _chain_table(profile: dict) -> list:
    """The pixel chain's table, segment by segment along the data line."""
    lines = [
        "Pixel chain (index order along the data line):",
        "",
        "| Segment | First | Last | Pixels | Shows |",
        "| --- | ---: | ---: | ---: | --- |",
    ]
    for name, first, last, count in _segment_rows(profile):
        lines.append(f"| {name} | {first} | {last} | {count} | {segment_text(name, count)} |")
    return lines


def _power_table(pb: dict) -> list:
    """The power budget's heading, rule of thumb and strip-current table."""
    mx, df = pb["max_brightness"], pb["default_brightness"]
    return [
        "",
        "## Power budget",
        "",
        f"Rule of thumb per WS2812B pixel: {MA_PER_CHANNEL} mA per colour channel at full "
        f"duty, {MA_PER_PIXEL_WHITE} mA for full white, about {MA_IDLE_PER_PIXEL} mA when dark.",
        "",
        "| Case | Strip current |",
        "| --- | ---: |",
        *(f"| all {pb['count']} pixels {what} at the {name} {row['level']} | {row[key]} mA |"
          for name, row in (("cap", mx), ("default", df))
          for what, key in (("white", "white_ma"), ("one colour channel", "one_channel_ma"))),
        f"| all dark (driver ICs only) | {pb['idle_ma']} mA |",
        "",
    ]


def _pin_phrase(board: Board, pin: str) -> str:
    gpio = board.pins[pin]
    if gpio in board.physical:
        return f"{pin} (pin {board.physical[gpio]})"
    return pin


def _storage_summary(storage: dict) -> str:
    if storage["kind"] == "fram_i2c":
        return (f"I2C FRAM, {storage['size']} bytes at address {storage['address']} "
                f"(0x{storage['address']:02X}), SDA `{storage['sda']}`, SCL `{storage['scl']}`")
    size = storage.get("size")
    return f"`microcontroller.nvm`{f', {size} bytes' if size else ''}"


# --------------------------------------------------------------------------
# SVG wiring diagram (Pico builds)
# --------------------------------------------------------------------------

FONT = "DejaVu Sans, Arial, Helvetica, sans-serif"
SEGMENT_COLOURS = {"river": "#8e44ad", "gems": "#27ae60", "turn": "#e67e22", "status": "#2980b9"}


def svg_head(width, height, title: str, unit: str = "", attrs: str = "") -> list[str]:
    """The opening lines of a drawing (this wiring diagram, the faceplate): the XML declaration, the
    <svg> element `width` x `height` (in `unit`, in user units for its viewBox; `attrs` after the font),
    its title and a white background."""
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}{unit}" height="{height}{unit}" '
        f'viewBox="0 0 {width} {height}" font-family="{FONT}"{attrs}>',
        f"<title>{escape(title)}</title>",
        f'<rect x="0" y="0" width="{width}" height="{height}" fill="#ffffff"/>',
    ]


class _Svg:
    def __init__(self, width: int, height: int, title: str):
        self.width, self.height = width, height
        self.parts = svg_head(width, height, title, attrs=' font-size="13"')

    def add(self, text: str) -> None:
        self.parts.append(text)

    def line(self, x1, y1, x2, y2, colour="#222222", width=2, extra="") -> None:
        self.add(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{colour}" '
                 f'stroke-width="{width}"{extra}/>')

    def poly(self, points, colour="#222222", width=2) -> None:
        pts = " ".join(f"{x},{y}" for x, y in points)
        self.add(f'<polyline points="{pts}" fill="none" stroke="{colour}" stroke-width="{width}"/>')

    def rect(self, x, y, w, h, fill="none", stroke="#222222", width=2, rx=0) -> None:
        self.add(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{rx}" fill="{fill}" '
                 f'stroke="{stroke}" stroke-width="{width}"/>')

    def circle(self, cx, cy, r, fill="#222222", stroke="none") -> None:
        self.add(f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}" stroke="{stroke}"/>')

    def text(self, x, y, content, size=13, anchor="start", weight="normal",
             colour="#222222", extra="") -> None:
        self.add(f'<text x="{x}" y="{y}" font-size="{size}" text-anchor="{anchor}" '
                 f'font-weight="{weight}" fill="{colour}"{extra}>{escape(str(content))}</text>')

    def ground(self, x, y) -> None:
        """Ground symbol hanging from (x, y)."""
        self.line(x, y, x, y + 10)
        self.line(x - 10, y + 10, x + 10, y + 10)
        self.line(x - 6, y + 14, x + 6, y + 14)
        self.line(x - 2, y + 18, x + 2, y + 18)

    def junction(self, x, y) -> None:
        self.circle(x, y, 4)

    def switch(self, x1, x2, y) -> None:
        """Push button between x1 < x2 on a horizontal wire at y."""
        self.circle(x1 + 6, y, 3.5, fill="#ffffff", stroke="#222222")
        self.circle(x2 - 6, y, 3.5, fill="#ffffff", stroke="#222222")
        self.line(x1, y, x1 + 2.5, y)
        self.line(x2 - 2.5, y, x2, y)
        mid = (x1 + x2) / 2
        self.line(x1 + 4, y - 10, x2 - 4, y - 10)
        self.line(mid, y - 10, mid, y - 18)
        self.line(mid - 6, y - 18, mid + 6, y - 18)

    def flag(self, x, y, label, direction=1) -> None:
        """Net label: a small pennant pointing away from the wire end."""
        w = 9 * len(label) + 14
        x2 = x + direction * w
        tip = x + direction * 8
        pts = [(x, y), (tip, y - 9), (x2, y - 9), (x2, y + 9), (tip, y + 9), (x, y)]
        self.add('<polygon points="' + " ".join(f"{a},{b}" for a, b in pts)
                 + '" fill="#fff7d6" stroke="#222222" stroke-width="1.5"/>')
        self.text((x + x2) / 2 + direction * 4, y + 4.5, label, size=12, anchor="middle", weight="bold")

    def finish(self) -> str:
        return "\n".join(self.parts + ["</svg>", ""])


def render_svg(profile: dict, profile_path) -> str:
    board = BOARDS[profile["board_id"]]
    if board.board_id != "raspberry_pi_pico":
        raise ValueError("the wiring diagram is drawn for Raspberry Pi Pico profiles only")
    neo, storage = profile["neopixel"], profile["storage"]
    W, H = 1420, 1060
    svg = _Svg(W, H, f"Skelos wiring: {board.title} ({Path(profile_path).stem})")
    svg.text(30, 40, f"Skelos reference wiring: {board.title}", size=24, weight="bold")
    svg.text(30, 64, f"Generated from {display_path(profile_path)} by {TOOL}; "
                     "do not edit by hand.", size=13, colour="#555555")

    # Pico outline, top view, USB up.
    BX, BW, P, Y0 = 560, 210, 36, 170
    BR = BX + BW

    def pin_y(number: int) -> float:
        row = number - 1 if number <= 20 else 40 - number
        return Y0 + row * P

    svg.rect(BX, Y0 - 50, BW, 20 * P + 64, fill="#eaf5ea", stroke="#1e6b2f", width=3, rx=10)
    svg.rect(BX + BW / 2 - 28, Y0 - 66, 56, 26, fill="#c0c0c0", stroke="#555555", width=2, rx=3)
    svg.text(BX + BW / 2, Y0 - 74, "USB", size=11, anchor="middle", colour="#555555")
    svg.text(BX + BW / 2, Y0 + 9.5 * P, "Raspberry Pi Pico", size=15, anchor="middle",
             weight="bold", colour="#1e6b2f",
             extra=f' transform="rotate(-90 {BX + BW / 2} {Y0 + 9.5 * P})"')

    used = {}
    for i, b in enumerate(profile["buttons"]):
        used[board.pins[b["pin"]]] = ("button", i, b)
    used[board.pins[neo["pin"]]] = ("neopixel", None, None)
    if storage["kind"] == "fram_i2c":
        used[board.pins[storage["sda"]]] = ("sda", None, None)
        used[board.pins[storage["scl"]]] = ("scl", None, None)

    for number, label in PICO_HEADER.items():
        y = pin_y(number)
        left = number <= 20
        pad_x = BX if left else BR
        if label.startswith("GP"):
            colour = "#222222" if int(label[2:]) in used else "#9a9a9a"
        elif "GND" in label:
            colour = "#000000"
        elif label in ("VBUS", "3V3(OUT)"):
            colour = "#c0392b"
        else:
            colour = "#9a9a9a"
        weight = "bold" if colour in ("#222222", "#c0392b") else "normal"
        svg.rect(pad_x - 6, y - 6, 12, 12, fill="#d4a017", stroke="#7a5c00", width=1)
        if left:
            svg.text(BX + 14, y + 4.5, label, size=12, weight=weight, colour=colour)
            svg.text(BX - 10, y - 5, number, size=10, anchor="end", colour="#777777")
        else:
            svg.text(BR - 14, y + 4.5, label, size=12, anchor="end", weight=weight, colour=colour)
            svg.text(BR + 10, y - 5, number, size=10, colour="#777777")

    def pad(number: int) -> tuple[float, float]:
        return (BX - 6 if number <= 20 else BR + 6), pin_y(number)

    # Buttons: left-side ones share a GND bus, right-side ones get a ground each.
    bus_x = 150
    left_rows = []
    for i, b in enumerate(profile["buttons"]):
        number = board.physical[board.pins[b["pin"]]]
        x, y = pad(number)
        caption = f"{b['name']}  (key {i})"
        if number <= 20:
            svg.line(x, y, 420, y)
            svg.switch(370, 420, y)
            svg.line(370, y, bus_x, y)
            svg.junction(bus_x, y)
            svg.text(260, y - 7, caption, size=13, anchor="middle")
            left_rows.append(y)
        else:
            svg.line(x, y, 930, y)
            svg.switch(930, 980, y)
            svg.line(980, y, 1020, y)
            svg.ground(1020, y)
            svg.text(858, y - 7, caption, size=13, anchor="middle")
    if left_rows:
        gnd_y = pin_y(3)
        x, _ = pad(3)
        svg.line(x, gnd_y, bus_x, gnd_y)
        svg.junction(bus_x, gnd_y)
        bottom = max(left_rows)
        svg.line(bus_x, min(left_rows + [gnd_y]), bus_x, bottom + 20)
        svg.ground(bus_x, bottom + 20)
        svg.text(bus_x - 12, gnd_y - 8, "GND bus", size=12, anchor="middle", weight="bold")
        svg.text(40, bottom + 60, "Buttons: 12 mm tactile switches, GPIO to GND,", size=12, colour="#555555")
        svg.text(40, bottom + 76, "internal pull-ups, no resistors.", size=12, colour="#555555")

    # 5 V rail from VBUS (pin 40) to the strip.
    vx, vy = pad(40)
    strip_x, rail_end = 1250, 1250
    svg.line(vx, vy, rail_end, vy, colour="#c0392b")
    svg.text(860, vy - 8, "5 V (VBUS, USB)", size=13, weight="bold", colour="#c0392b")
    gx, gy = pad(38)
    svg.line(gx, gy, gx + 26, gy)
    svg.ground(gx + 26, gy)
    tx, ty = pad(36)
    svg.line(tx, ty, tx + 20, ty)
    svg.flag(tx + 20, ty, "3V3")

    # Level shifter, resistor, strip, capacitor.
    nx, ny = pad(board.physical[board.pins[neo["pin"]]])
    data_y = ny if nx > BX else pin_y(34)
    ux, uw, uy, uh = 880, 130, data_y - 42, 120
    if nx > BX:
        svg.line(nx, ny, ux, data_y)
        svg.text(840, data_y - 8, "data", size=12, anchor="middle", colour="#555555")
    else:
        svg.flag(nx, ny, "DATA", direction=-1)
        svg.flag(ux, data_y, "DATA", direction=-1)
    svg.rect(ux, uy, uw, uh, fill="#f4f4f4")
    svg.text(ux + uw / 2, uy + 62, "U1 74AHCT125", size=13, anchor="middle", weight="bold")
    svg.text(ux + uw / 2, uy + 80, "level shifter", size=12, anchor="middle", colour="#555555")
    svg.text(ux + 6, data_y + 4, "1A", size=11)
    svg.text(ux + uw - 6, data_y + 4, "1Y", size=11, anchor="end")
    svg.text(ux + 6, uy + 102, "1OE", size=11)
    # VCC up to the 5 V rail, GND and 1OE down to ground.
    svg.line(ux + uw / 2, uy, ux + uw / 2, vy, colour="#c0392b")
    svg.junction(ux + uw / 2, vy)
    svg.text(ux + uw / 2 + 6, uy - 6, "VCC", size=11)
    svg.line(ux + uw - 25, uy + uh, ux + uw - 25, uy + uh + 12)
    svg.ground(ux + uw - 25, uy + uh + 12)
    svg.text(ux + uw - 20, uy + uh - 6, "GND", size=11, anchor="end")
    svg.line(ux, uy + 98, ux - 20, uy + 98)
    svg.ground(ux - 20, uy + 98)

    rx1, rx2 = 1060, 1120
    svg.line(ux + uw, data_y, rx1, data_y)
    svg.rect(rx1, data_y - 9, rx2 - rx1, 18, fill="#ffffff")
    svg.text((rx1 + rx2) / 2, data_y - 16, "R1 330 \u03a9", size=12, anchor="middle", weight="bold")
    svg.line(rx2, data_y, strip_x, data_y)

    sy1, sy2 = vy - 30, data_y + 70
    svg.rect(strip_x, sy1, 140, sy2 - sy1, fill="#fbfbfb")
    svg.text(strip_x + 70, sy1 + 60, "WS2812B strip", size=14, anchor="middle", weight="bold")
    svg.text(strip_x + 70, sy1 + 80, f"{neo['count']} pixels, {neo['order']}", size=12, anchor="middle")
    svg.text(strip_x + 70, sy1 + 98, "60 LED/m", size=12, anchor="middle", colour="#555555")
    svg.text(strip_x + 8, vy + 4, "5V", size=12, weight="bold")
    svg.text(strip_x + 8, data_y + 4, "DIN", size=12, weight="bold")
    sgy = data_y + 50
    svg.text(strip_x + 8, sgy + 4, "GND", size=12, weight="bold")
    svg.line(strip_x, sgy, strip_x - 22, sgy)
    svg.ground(strip_x - 22, sgy)
    svg.text(strip_x + 132, data_y + 4, "\u2192 DOUT", size=11, anchor="end", colour="#777777")

    cx, ctop = 1200, vy
    svg.junction(cx, ctop)
    svg.line(cx, ctop, cx, ctop + 60)
    svg.line(cx - 16, ctop + 60, cx + 16, ctop + 60, width=3)
    svg.add(f'<path d="M {cx - 16} {ctop + 74} Q {cx} {ctop + 64} {cx + 16} {ctop + 74}" '
            'fill="none" stroke="#222222" stroke-width="3"/>')
    svg.line(cx, ctop + 69, cx, ctop + 100)
    svg.ground(cx, ctop + 100)
    svg.text(cx - 20, ctop + 54, "+", size=14, anchor="end", weight="bold")
    svg.text(cx - 22, ctop + 82, "C1 1000 \u00b5F", size=12, anchor="end", weight="bold")
    svg.text(cx - 22, ctop + 98, "6.3 V or more", size=11, anchor="end", colour="#555555")

    # Pixel chain legend under the strip.
    lx, ly, lw = 880, sy2 + 70, 510
    step = lw / neo["count"]
    svg.text(lx, ly - 12, "Pixel chain (data flows left to right)", size=13, weight="bold")
    rows = _segment_rows(profile)
    for name, first, last, _ in rows:
        for p in range(first, last + 1):
            svg.rect(round(lx + p * step, 1), ly, round(step - 2, 1), 12,
                     fill=SEGMENT_COLOURS[name], stroke="#333333", width=0.5)
    for k, (name, first, last, _) in enumerate(rows):
        mid = lx + (first + last + 1) * step / 2
        label_y = ly + 30 + 16 * (k % 2)
        label = f"{name} {first}\u2013{last}"
        half = 3.8 * len(label)  # rough half width at 12 px bold
        text_x = min(max(mid, half + 10), W - 10 - half)
        svg.line(mid, ly + 14, mid, label_y - 11, colour="#777777", width=1)
        svg.text(text_x, label_y, label, size=12, anchor="middle",
                 colour=SEGMENT_COLOURS[name], weight="bold")

    # FRAM on I2C.
    if storage["kind"] == "fram_i2c":
        scl_n = board.physical[board.pins[storage["scl"]]]
        sda_n = board.physical[board.pins[storage["sda"]]]
        ys = sorted([pin_y(scl_n), pin_y(sda_n)])
        fx, fw, fy = 940, 220, ys[0] - 40
        fh = ys[1] - ys[0] + 110
        for key, number in (("SCL", scl_n), ("SDA", sda_n)):
            px, py = pad(number)
            if px > BX:
                svg.line(px, py, fx, py)
                svg.text(fx + 8, py + 4, key, size=12, weight="bold")
                svg.text(860, py - 7, key, size=12, anchor="middle", colour="#555555")
            else:
                svg.flag(px, py, key, direction=-1)
        svg.rect(fx, fy, fw, fh, fill="#f4f4f4")
        svg.text(fx + fw / 2, fy + 24, "U2 FRAM", size=13, anchor="middle", weight="bold")
        svg.text(fx + fw / 2, fy + 42, "MB85RC256V", size=12, anchor="middle")
        svg.text(fx + fw / 2, fy + fh - 46, f"Adafruit 1895, I2C 0x{storage['address']:02X}",
                 size=11, anchor="middle", colour="#555555")
        svg.text(fx + fw / 2, fy + fh - 31, "pull-ups on the breakout", size=11,
                 anchor="middle", colour="#555555")
        svg.line(fx + fw, fy + 30, fx + fw + 24, fy + 30)
        svg.flag(fx + fw + 24, fy + 30, "3V3")
        svg.text(fx + fw - 8, fy + 34, "VCC", size=12, anchor="end")
        svg.line(fx + fw, fy + fh - 12, fx + fw + 24, fy + fh - 12)
        svg.ground(fx + fw + 24, fy + fh - 12)
        svg.text(fx + fw - 8, fy + fh - 8, "GND", size=12, anchor="end")

    notes = [
        "Notes",
        "\u2022 Every ground symbol is the same net: Pico GND pins "
        + ", ".join(str(n) for n in PICO_GND_PINS)
        + ". Flags with the same name are connected (3V3 = pin 36).",
        "\u2022 Keep R1 near the strip's DIN and C1 across the strip's 5V/GND input; "
        "unused 74AHCT125 inputs (2A, 3A, 4A) to GND, 2OE/3OE/4OE to 5 V.",
        "\u2022 FRAM VCC from 3V3, not 5 V, so its pull-ups keep SDA/SCL at 3.3 V. "
        "A 0.1 \u00b5F capacitor from U1 VCC (chip pin 14) to GND (chip pin 7).",
    ]
    ny0 = H - 100
    svg.text(40, ny0, notes[0], size=14, weight="bold")
    for k, note in enumerate(notes[1:], 1):
        svg.text(40, ny0 + 20 * k, note, size=13)
    return svg.finish()


# --------------------------------------------------------------------------
# Driver
# --------------------------------------------------------------------------

def outputs(profile_path, out_dir=None) -> dict:
    """{output path: generated text} for a valid profile file."""
    profile_path = Path(profile_path)
    profile, problems = load(profile_path)
    if problems:
        raise ValueError("invalid profile:\n" + "\n".join(str(p) for p in problems))
    out_dir = Path(out_dir) if out_dir else HARDWARE_DIR
    names = output_names(profile_path, profile)
    result = {out_dir / names["markdown"]: render_markdown(profile, profile_path)}
    if "svg" in names:
        result[out_dir / names["svg"]] = render_svg(profile, profile_path)
    return result


def write(profile_path, out_dir=None) -> list[Path]:
    written = []
    for path, text in outputs(profile_path, out_dir).items():
        path.write_text(text, encoding="utf-8", newline="\n")
        written.append(path)
    return written


def check(profile_path, out_dir=None) -> list[Path]:
    """Generated files that are missing or differ from what would be generated."""
    stale = []
    for path, text in outputs(profile_path, out_dir).items():
        try:
            current = path.read_text(encoding="utf-8")
        except OSError:
            current = None
        if current != text:
            stale.append(path)
    return stale


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        description="Validate Skelos board profiles and generate WIRING.md and the wiring SVG.")
    parser.add_argument("profiles", nargs="*", type=Path,
                        help="profile JSON files (default: every hardware/profiles/*.json)")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--write", action="store_true", help="regenerate the wiring files")
    mode.add_argument("--check", action="store_true",
                      help="exit non-zero when the committed wiring files are out of date")
    args = parser.parse_args(argv)
    paths = args.profiles or sorted(PROFILES_DIR.glob("*.json"))
    status = 0
    for path in paths:
        _, problems = load(path)
        if problems:
            status = 1
            print(f"{path}: {len(problems)} problem(s)")
            for problem in problems:
                print(f"  {problem}")
            continue
        if args.write:
            for out in write(path):
                print(f"wrote {display_path(out)}")
        elif args.check:
            stale = check(path)
            for out in stale:
                print(f"out of date: {display_path(out)} (run: python {TOOL} "
                      f"{display_path(path)} --write)")
            if stale:
                status = 1
            else:
                print(f"{display_path(path)}: ok, generated files up to date")
        else:
            print(f"{display_path(path)}: ok")
    return status


if __name__ == "__main__":
    sys.exit(main())
