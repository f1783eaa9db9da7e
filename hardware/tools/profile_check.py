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
from dataclasses import dataclass
from pathlib import Path

from profile_boards import (
    BOARDS, BUTTON_WIRING_KEYS, Board, FORMAT, FRAM_ADDRESSES, HARDWARE_DIR, MAX_PIXELS, NEOPIXEL_KEYS,
    OPTIONAL_TOP_KEYS, PIXEL_ORDERS, PROFILES_DIR, REQUIRED_BUTTONS, SEGMENT_NAMES, SLOT_COUNT, STORAGE_KEYS,
    STORAGE_REQUIRED, TOOL, TOP_KEYS, display_path, i2c_role, output_names,
)
from wiring_md import render_markdown
from wiring_svg import render_svg
# what the face plate and the tests read here too (the boards, the SVG head every drawing starts with)
from profile_boards import GEM_ZONES, REFERENCE_PROFILE  # noqa: F401,E402
from wiring_svg import svg_head  # noqa: F401,E402

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


def _section(obj, path: str, keys, out: list) -> bool:
    """A profile's section `path` with exactly `keys`: True when it is an object to read further
    (None: absent, which the top level reports)."""
    if obj is None:
        return False
    if not isinstance(obj, dict):
        out.append(Problem(path, "must be an object"))
        return False
    _check_keys(obj, path, keys, keys, out)
    return True


def _validate_neopixel(neo, board, pins, out) -> int | None:
    if not _section(neo, "neopixel", NEOPIXEL_KEYS, out):
        return None
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
    if not _section(wiring, "button_wiring", BUTTON_WIRING_KEYS, out):
        return
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
    if not _section(segments, "segments", SEGMENT_NAMES, out):
        return
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
