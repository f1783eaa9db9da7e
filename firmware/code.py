"""Skelos firmware entry point: wire the board profile to the device app.

Everything board-specific comes from profile.json (a copy of a
hardware/profiles/*.json file); the logic lives in lib/skelos_device.
"""

import board
import keypad
import microcontroller
import neopixel
import supervisor
import usb_cdc

from skelos_device import profile as profile_mod
from skelos_device.app import DeviceApp
from skelos_device.storage import Storage


def _pin(name):
    return getattr(board, name)


def make_storage(prof):
    st = prof["storage"]
    if st["kind"] == "fram_i2c":
        import adafruit_fram
        import busio

        i2c = busio.I2C(_pin(st["scl"]), _pin(st["sda"]))
        mem = adafruit_fram.FRAM_I2C(i2c, address=st.get("address", 0x50))
    else:
        mem = microcontroller.nvm
    return Storage(mem)


def read_default():
    try:
        with open("default_scenario.bin", "rb") as f:
            return f.read()
    except OSError:
        return None


def main(run=True):
    prof = profile_mod.load("profile.json")
    npx = prof["neopixel"]
    pixels = neopixel.NeoPixel(_pin(npx["pin"]), npx["count"], brightness=1.0, auto_write=False,
                               pixel_order=getattr(neopixel, npx.get("order", "GRB"), None))
    wiring = prof.get("button_wiring", {})
    keys = keypad.Keys(tuple(_pin(p) for p in profile_mod.button_pins(prof)),
                       value_when_pressed=wiring.get("value_when_pressed", False),
                       pull=wiring.get("pull", True))
    uid = microcontroller.cpu.uid
    serial = "".join("%02x" % b for b in uid) if uid else "0"
    stream = usb_cdc.data
    if stream is not None:
        stream.timeout = 0
        stream.write_timeout = 0
    app = DeviceApp(prof, pixels, keys, stream, make_storage(prof), supervisor.ticks_ms,
                    {"board": prof["board_id"], "serial": serial},
                    default_scenario=read_default(), event=keypad.Event())
    if run:
        app.run()
    return app


if __name__ == "__main__":
    main()
