"""Skelos firmware entry point: wire the board profile to the device app.

Everything board-specific comes from profile.json (a copy of a
hardware/profiles/*.json file); the logic lives in lib/skelos_device.
The app's modules are imported by start(), guarded: a board that cannot
start (a file missing from the drive, .mpy files of another CircuitPython,
no memory left) says why on the strip, the console and the data port
(stopped.py) instead of going dark.
"""

import gc

import board
import keypad
import microcontroller
import supervisor
import usb_cdc

# the app's modules, imported by _load() (start() catches what it raises); the type
# checker reads them here (MYPY: true for it only)
MYPY = False
if MYPY:
    import neopixel
    from skelos import codec, games
    from skelos_device import UIS
    from skelos_device import profile as profile_mod
    from skelos_device.app import DeviceApp
    from skelos_device.storage import Storage
else:
    neopixel = codec = games = UIS = profile_mod = DeviceApp = Storage = None
CODE = "mpy"


def _deploy():
    """The deploy: lib/ compiled ("mpy", the default), frozen into the firmware
    ("frozen": the Skelos build) or source the board compiles at boot ("py").  (A
    function: the module's own frame stays under the loop, on the Python stack,
    and an expression here would make it larger.)"""
    f = str(getattr(profile_mod, "__file__", ""))      # a frozen module's: its path in the build
    return "mpy" if f.endswith(".mpy") else "py" if f.startswith("/") else "frozen"


def _rules_first():
    """On the source deploy, the default scenario's rules and UI (large modules)
    are compiled before the device app's modules take their share of the heap:
    their parse needs large blocks, which the board no longer has once they are in."""
    d = codec.decode_scenario_dict(read_default() or b"")[0]
    if d is not None:
        game = games.game_of(d)
        d = None          # the decoded dict freed before the parse
        gc.collect()
        games.pack(game)
        gc.collect()
        __import__(UIS[game])     # and the game's UI, imported by the app at its first game


def read_file(path):
    """A file of the drive (default_scenario.bin, presets/<id>.bin), None if absent."""
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError:
        return None


def read_default():
    return read_file("default_scenario.bin")


def _load():
    """Import the app's modules (once).  On the source deploy the largest sources
    first, while the heap is whole (their parse needs the most): storage, then
    the app (its other modules with it), then the rules and the UI; each parse's
    garbage collected before the next."""
    global neopixel, codec, games, UIS, profile_mod, DeviceApp, Storage, CODE
    if DeviceApp is not None:
        return
    import neopixel
    from skelos import codec, games
    from skelos_device import UIS
    from skelos_device import profile as profile_mod
    CODE = _deploy()
    if CODE == "py":
        from skelos_device import storage as _storage  # noqa: F401
        gc.collect()
        from skelos_device import app as _app  # noqa: F401
        gc.collect()
        _rules_first()
        gc.collect()
    from skelos_device.app import DeviceApp   # after the rules on the source deploy
    from skelos_device.storage import Storage


# keypad scan interval (s): a release reaches the loop within 5 ms (keypad's default,
# 20 ms, alone took twice the 10 ms release-to-frame target); it also debounces,
# and tactile switches settle well within it
SCAN_INTERVAL = 0.005


def _pin(name):
    return getattr(board, name)


def open_fram(st):
    """The FRAM of the profile (one I2C transaction per read or write, at the
    chip's fastest bus speed), or the exception CircuitPython raises:
    busio.I2C "No pull up found on SDA or SCL; check your wiring" (nothing
    wired), I2CDevice "No I2C device at address: 0x50" (no answer)."""
    import busio

    from skelos_device.fram import FRAM, FREQUENCY

    i2c = busio.I2C(_pin(st["scl"]), _pin(st["sda"]), frequency=FREQUENCY)
    try:
        return FRAM(i2c, st.get("address", 0x50), st.get("size", 32768))
    except Exception:
        i2c.deinit()   # free the pins and the peripheral
        raise


def make_storage(prof):
    """(Storage, warnings).  Without its FRAM the board plays on
    microcontroller.nvm and says so: warning no_fram in hello and state, one
    line on the console, a distinct status pixel."""
    st = prof["storage"]
    if st["kind"] != "fram_i2c":
        return Storage(microcontroller.nvm), []
    try:
        return Storage(open_fram(st)), []
    except Exception as e:  # noqa: BLE001 - any I2C or FRAM failure: play on nvm
        detail = str(e) or repr(e)
    print("Skelos no_fram: " + detail + ". Playing on the 4 KB microcontroller.nvm instead (small scenarios only). "
          "Fix: wire the FRAM breakout SDA to " + st["sda"] + ", SCL to " + st["scl"] + ", VCC to 3V3, GND to GND "
          "(its pull-ups are on the breakout), then reset.")
    return Storage(microcontroller.nvm), [{"code": "no_fram", "detail": detail}]


def main(run=True):
    _load()
    prof = profile_mod.load("profile.json")
    npx = prof["neopixel"]
    pixels = neopixel.NeoPixel(_pin(npx["pin"]), npx["count"], brightness=1.0, auto_write=False,
                               pixel_order=getattr(neopixel, npx.get("order", "GRB"), None))
    wiring = prof.get("button_wiring", {})
    keys = keypad.Keys(tuple(_pin(p) for p in profile_mod.button_pins(prof)),
                       value_when_pressed=wiring.get("value_when_pressed", False),
                       pull=wiring.get("pull", True), interval=SCAN_INTERVAL)
    uid = microcontroller.cpu.uid
    serial = "".join("%02x" % b for b in uid) if uid else "0"
    stream = usb_cdc.data
    if stream is not None:
        stream.timeout = 0
        stream.write_timeout = 0   # write() takes what fits in the USB buffer; the link queues the rest
    storage, warnings = make_storage(prof)
    default = read_default()
    app = DeviceApp(prof, pixels, keys, stream, storage, supervisor.ticks_ms,
                    {"board": prof["board_id"], "serial": serial},
                    default_scenario=default, event=keypad.Event(), warnings=warnings,
                    reader=read_file)
    if run:
        app.run()
    return app


def start(steps=-1):
    """The app, ready to run; or, when the board cannot start, the board saying
    why (stopped.py's stopped(), which never returns but for the tests' `steps`)."""
    try:
        return main(run=False)
    except Exception as e:  # noqa: BLE001 - whatever stops the start is said, not a dark strip
        why = e
    # its own file, read only now: the loop's heap holds none of it
    try:
        from stopped import stopped  # type: ignore[import-not-found]  # (the drive's root: mypy reads firmware/lib)
    except ImportError:
        raise why from None     # that file gone too: CircuitPython prints why on the console
    stopped(why, steps)
    return None


if __name__ == "__main__":
    # the loop runs from here, not inside start() or main(): their frames (their
    # locals) would stay on CircuitPython's small Python stack under every action
    start().run()
