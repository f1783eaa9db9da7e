"""A board whose code.py cannot start: why, on the strip, the console and the data port.

code.py imports this file only when the app's start failed (a file missing
from the drive, .mpy files of another CircuitPython, no memory, an unreadable
profile): it is source at the drive's root, compiled then, with nothing of
lib/ (which may be what is broken) and only builtin modules, so the running
app's heap never holds it (docs/firmware.md, "A board that cannot start").
"""

import gc

import board
import usb_cdc

CIRCUITPYTHON = 9   # the major version the app and the deploy's .mpy files are made for

# Why, as a code the host knows (`skelos status` prints it in the user's language), in
# the order of the amber pixels after the blinking red one (docs/firmware.md, "Pixels").
WHY = ("missing_file", "circuitpython_version", "incompatible_mpy", "memory", "drive", "error")


def why_of(e):
    """(code, detail) of the exception that stopped the start."""
    import sys
    v = sys.implementation.version
    d = str(e) or type(e).__name__
    if sys.implementation.name == "circuitpython" and v[0] != CIRCUITPYTHON:
        return WHY[1], "%d.%d.%d, the firmware needs %d.x" % (v[0], v[1], v[2], CIRCUITPYTHON)
    for i, t in ((3, MemoryError), (0, ImportError), (2, ValueError), (4, OSError)):
        if isinstance(e, t) and (i != 2 or ".mpy" in d):
            return WHY[i], d
    return WHY[5], type(e).__name__ + ": " + d


def stopped(e, steps=-1):
    """The board that cannot start (never returns; `steps` bounds its loop for the
    tests): the console says why, the strip's first pixel blinks red after one
    amber pixel per WHY code's place, and every request on the data port is
    answered with the error cannot_start [code, detail].  Needs only builtin
    modules and profile.json."""
    import json
    import time

    import digitalio
    from neopixel_write import neopixel_write
    why = list(why_of(e))
    why[1] = why[1][:160]
    e = None
    gc.collect()          # what the failed start made (its pins too: their finalisers)
    print("Skelos cannot start: %s: %s. Fix: run `skelos deploy` again (it writes the whole drive), "
          "then reset the board." % tuple(why))
    pin = None
    buf = bytearray(0)
    try:
        with open("profile.json") as f:
            npx = json.load(f)["neopixel"]
        order = npx.get("order", "GRB")
        w = [order.find(c) for c in "RG"]      # where a pixel's red and green bytes go
        n = len(order)
        buf = bytearray(n * npx["count"])
        for i in range(1, WHY.index(why[0]) + 2):
            buf[i * n + w[0]] = 48    # amber
            buf[i * n + w[1]] = 16
        pin = digitalio.DigitalInOut(getattr(board, npx["pin"]))
        pin.direction = digitalio.Direction.OUTPUT
    except Exception:  # noqa: BLE001 - no strip to show it on: the console and the port say it
        pin = None
    port = usb_cdc.data
    line = bytearray()
    one = bytearray(1)
    out = b""       # replies not taken by the USB buffer yet (write() takes what fits)
    k = 0
    while steps:
        steps -= 1
        if pin is not None and k % 10 == 0:
            buf[w[0]] = 64 if k % 20 == 0 else 0     # the first pixel red half a second in every second
            neopixel_write(pin, buf)
        k += 1
        while port is not None and port.in_waiting and port.readinto(one):
            if one[0] != 10:
                line.extend(one)
                continue
            try:
                rid = json.loads(line)["id"]
            except Exception:  # noqa: BLE001 - any line gets the answer (without an id it could not read)
                rid = None
            line = bytearray()
            if len(out) < 1024:
                out += json.dumps({"v": 1, "id": rid, "ok": False,
                                   "error": {"code": "cannot_start", "args": why}}).encode() + b"\n"
        if out and port is not None and getattr(port, "connected", True):
            out = out[port.write(out) or 0:]
        time.sleep(0.05)
