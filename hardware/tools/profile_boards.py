"""The boards a Skelos profile can name (pins, headers, I2C roles), the constants of the profile
format, and the helpers the wiring generators share (hardware/tools/profile_check.py).

Pure Python 3.11, standard library only.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from pathlib import Path


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
