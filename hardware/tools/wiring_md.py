"""The wiring tables of a profile, in Markdown (hardware/tools/profile_check.py writes them).

Pure Python 3.11, standard library only.
"""

from __future__ import annotations

from pathlib import Path

from profile_boards import (
    BOARDS, Board, MACROPAD_KEY_POSITIONS, MA_IDLE_PER_PIXEL, MA_PER_CHANNEL, MA_PER_PIXEL_WHITE, PICO_GND_PINS,
    PI_GND_PINS, TOOL, USB2_PORT_MA, _pin_cell, _segment_rows, display_path, i2c_role, power_budget,
    segment_text,
)

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
