"""What a board reports wrong with itself (`warnings` of hello and state),
in the user's language, with how to fix it.

The device sends stable codes and the exception text it caught; the words
live here.  An unknown code is shown as it came.
"""

import json

from skelos_host.device import resources
from skelos_host.text.i18n import N_, Nn_, _, ngettext

NO_FRAM = N_("no FRAM: %s. The board keeps the game in its 4 KB internal flash (nvm) instead: only scenarios up to "
             "1,520 bytes fit, and the flash wears out after a few hundred games.")
NO_PULLUP_FIX = N_("Nothing pulls the I2C lines up: the FRAM breakout is not connected or not powered. Wire its VCC "
                   "to 3V3, GND to GND, SDA to %(sda)s and SCL to %(scl)s (hardware/WIRING.md), then reset the board.")
NO_DEVICE_FIX = N_("The I2C lines are pulled up but no FRAM answers at its address: check that SDA (%(sda)s) and SCL "
                   "(%(scl)s) are not swapped, that GND is wired and A0-A2 are left unconnected (hardware/WIRING.md), "
                   "then reset the board.")
NO_FRAM_FILE = N_("no FRAM: %s. The box keeps the game in a file on its SD card instead, synced after every write "
                  "(an SD card can lose more than the write in progress when the power is cut).")
BOX_FRAM_FIX = N_("Wire the FRAM breakout's VCC to 3V3 (header pin 1), GND to GND, SDA to header pin 3 and SCL to "
                  "pin 5 (hardware/WIRING_raspberry_pi.md), enable I2C (sudo raspi-config nonint do_i2c 0), then "
                  "restart the box (sudo systemctl restart skelos-box).")
OTHER_FIX = N_("Check the FRAM breakout's wiring (SDA %(sda)s, SCL %(scl)s; hardware/WIRING.md), then reset the board.")
OLD_RULES = N_("this game started under rules version %(old)s and keeps it to the end (a new game plays "
               "version %(new)s).")
OLD_RULES_FIX = N_("Nothing to fix: the rules read more closely since (docs/rules.md, \"Rules versions\") apply "
                   "from the next new game.")
STORAGE_LOW = N_("the board's storage is nearly full: about %(actions)s more actions fit in this game.")
STORAGE_LOW_FIX = N_("Finish this game and start a new one (the logger keeps every event it has fetched); when "
                     "the storage is full, the board refuses actions instead of losing any.")
DAMAGED = {
    "fresh": N_("the board's storage was damaged: its saved game could not be read back and a new game started."),
    "previous": N_("the board's storage was damaged: its newest saved state could not be read back; the game went "
                   "back to the state before it."),
    "last_change": N_("the board lost power while saving: its last change was not kept."),
    "newer_rules": N_("the board's saved game plays rules newer than its firmware: a new game started."),
    "not_converted": N_("the board's saved game, stored by an earlier firmware, could not be converted: a new game "
                        "started."),
    "size": N_("the simulated board's storage file had the wrong size: it was kept as it was, padded or cut to "
               "size."),
}
ROLLED_BACK = Nn_("the board's journal was damaged: the game went back to its last intact record; the %(n)d record "
                  "after it was lost.",
                  "the board's journal was damaged: the game went back to its last intact record; the %(n)d records "
                  "after it were lost.")
DAMAGED_FIX = N_("Nothing the board could not read is erased until the new game needs the room (the simulator keeps "
                 "a copy of the damaged file beside it); the logger keeps every event it fetched.")
UNRECOVERED = N_("the board did not have the free memory to read its saved game back: it started no game and wrote "
                  "nothing, so the saved game is kept as it was.")
UNRECOVERED_FIX = N_("Reset the board (or unplug it and plug it in again) to try again; if it says so again, report "
                     "it with the output of `skelos status`.")
UNRECOVERED_STACK = N_("the board's Python stack was too small to read its saved game back: it started no game and "
                       "wrote nothing, so the saved game is kept as it was (`skelos log` can still save its records).")
STACK_SMALL = N_("the board's Python stack is smaller than its deepest actions need (%(room)s bytes free, %(need)s "
                 "needed): an action may be refused, and nothing is lost.")
STACK_SMALL_FIX = N_("Put the line CIRCUITPY_PYSTACK_SIZE = 4096 in settings.toml on the CIRCUITPY drive (skelos "
                     "deploy adds it), then reset the board.")
UNKNOWN = N_("board warning %(code)s: %(detail)s")


def _pins(board):
    """The FRAM's SDA and SCL pins in the profile of `board` (a board id)."""
    try:
        for p in sorted(resources.profiles_dir().glob("*.json")):
            prof = json.loads(p.read_text(encoding="utf-8"))
            st = prof.get("storage", {})
            if prof.get("board_id") == board and st.get("kind") == "fram_i2c":
                return {"sda": st["sda"], "scl": st["scl"]}
    except (OSError, ValueError, KeyError):
        pass
    return {"sda": "SDA", "scl": "SCL"}


def describe(warning, board=None):
    """(what is wrong, how to fix it or None) for one entry of `warnings`."""
    code = warning.get("code") if isinstance(warning, dict) else None
    detail = str(warning.get("detail", "")) if isinstance(warning, dict) else str(warning)
    if code == "no_fram" and warning.get("args") == ["file"]:
        return _(NO_FRAM_FILE) % detail, _(BOX_FRAM_FIX)     # the Raspberry Pi box (skelos_host.box.pibox)
    if code == "no_fram":
        pins = _pins(board)
        if "pull up" in detail:
            fix = _(NO_PULLUP_FIX) % pins
        elif "No I2C device" in detail:
            fix = _(NO_DEVICE_FIX) % pins
        else:
            fix = _(OTHER_FIX) % pins
        return _(NO_FRAM) % detail, fix
    args = warning.get("args") if isinstance(warning, dict) else None
    if code == "old_rules" and isinstance(args, list) and len(args) == 2:
        return _(OLD_RULES) % {"old": args[0], "new": args[1]}, _(OLD_RULES_FIX)
    if (code == "storage_damaged" and isinstance(args, list) and len(args) == 2 and args[0] == "rolled_back"
            and isinstance(args[1], int)):
        return ngettext(*ROLLED_BACK, args[1]) % {"n": args[1]} + " (" + detail + ")", _(DAMAGED_FIX)
    if code == "storage_damaged" and isinstance(args, list) and args and args[0] in DAMAGED:
        return _(DAMAGED[args[0]]) + " (" + detail + ")", _(DAMAGED_FIX)
    if code == "storage_unrecovered" and args == ["stack"]:
        return _(UNRECOVERED_STACK) + " (" + detail + ")", _(STACK_SMALL_FIX)
    if code == "storage_unrecovered":
        return _(UNRECOVERED) + " (" + detail + ")", _(UNRECOVERED_FIX)
    if code == "stack_small" and isinstance(args, list) and len(args) == 2:
        return _(STACK_SMALL) % {"room": args[0], "need": args[1]}, _(STACK_SMALL_FIX)
    if code == "storage_low" and isinstance(args, list) and len(args) == 2:
        return _(STORAGE_LOW) % {"actions": args[1]}, _(STORAGE_LOW_FIX)
    return _(UNKNOWN) % {"code": code, "detail": detail}, None


def lines(info):
    """Every warning of a hello (or state) reply as text lines."""
    out = []
    ws = (info or {}).get("warnings") or []
    for w in ws if isinstance(ws, list) else []:
        what, fix = describe(w, (info or {}).get("board"))
        out.append(what)
        if fix:
            out.append(fix)
    return out
