"""A Raspberry Pi for Blinka, without a Pi: its platform detection forced to
a Pi board, and fakes of the lowest layer Blinka calls there.

``pi = install("RASPBERRY_PI_4B")`` (or "RASPBERRY_PI_5") makes the real
Blinka (requirements-box.txt) import as on that Pi:

- detection: BLINKA_FORCEBOARD and BLINKA_FORCECHIP (PlatformDetect reads
  them first) and the board's revision code where PlatformDetect reads
  /proc/cpuinfo's "Revision" (Blinka's neopixel_write asks
  `any_raspberry_pi`, which needs it);
- back ends, the files of this folder, on the chips of chips.py (pi.gpio,
  pi.i2c, pi.wire): on a Pi 4 `RPi.GPIO` (GPIO) and `_rpi_ws281x` (the
  strip); on a Pi 5 `lgpio` and `adafruit_raspberry_pi5_neopixel_write`;
  on both `Adafruit_PureIO.smbus` (I2C).

Everything above them is Blinka's own code: board, digitalio, busio,
neopixel_write, microcontroller.pin, and Adafruit's neopixel, pixelbuf and
bus_device libraries.  `uninstall(pi)` removes every module imported through
them, so the next install (or the Pico's fakes) starts clean.
"""

import importlib.util
import os
import sys

from fakes.pi import chips

HERE = os.path.dirname(os.path.abspath(__file__))
REVISIONS = {"RASPBERRY_PI_4B": "c03114",      # Pi 4 Model B 4 GB, rev 1.4
             "RASPBERRY_PI_5": "d04170"}       # Pi 5 4 GB, rev 1.0
FAKES = {"RASPBERRY_PI_4B": {"RPi": "RPi/__init__.py", "RPi.GPIO": "RPi/GPIO.py", "_rpi_ws281x": "_rpi_ws281x.py",
                             "Adafruit_PureIO.smbus": "smbus.py"},
         "RASPBERRY_PI_5": {"lgpio": "lgpio.py", "adafruit_raspberry_pi5_neopixel_write": "pi5_neopixel.py",
                            "Adafruit_PureIO.smbus": "smbus.py"}}
BACK_ENDS = ("RPi", "_rpi_ws281x", "lgpio", "adafruit_raspberry_pi5_neopixel_write")
# what Blinka and the libraries above it import: dropped at install and uninstall
DROP = ("board", "digitalio", "busio", "microcontroller", "neopixel", "neopixel_write", "adafruit_pixelbuf",
        "adafruit_bus_device", "keypad", "pwmio", "analogio", "bitbangio", "usb_cdc", "supervisor", "storage",
        "adafruit_fram")
ENV = ("BLINKA_FORCEBOARD", "BLINKA_FORCECHIP")


class Pi:
    def __init__(self, model, saved, detector):
        self.model = model
        self._saved = saved
        self._detector = detector

    @property
    def gpio(self):
        return chips.GPIO

    @property
    def i2c(self):
        return chips.I2C

    @property
    def wire(self):
        return chips.WIRE

    def add_fram(self, data, address=0x50, bus=1):
        """Wire an FRAM breakout whose cells are `data` (a bytearray, shared)."""
        chip = chips.FramChip(data)
        chips.I2C.buses[bus][address] = chip
        return chip

    def root(self, yes):
        chips.ROOT[0] = bool(yes)

    def pio(self, yes):
        chips.PIO[0] = bool(yes)


def _drop():
    for name in list(sys.modules):
        top = name.split(".")[0]
        if top in DROP or top in BACK_ENDS or top == "adafruit_blinka" or name == "Adafruit_PureIO.smbus":
            del sys.modules[name]


def install(model="RASPBERRY_PI_4B"):
    import adafruit_platformdetect

    _drop()
    chips.reset()
    saved = {k: os.environ.get(k) for k in ENV}
    os.environ["BLINKA_FORCEBOARD"] = model
    os.environ["BLINKA_FORCECHIP"] = "BCM2XXX"
    det = adafruit_platformdetect.Detector
    real = det.get_cpuinfo_field
    revision = REVISIONS[model]

    def get_cpuinfo_field(self, field):
        return revision if field == "Revision" else real(self, field)

    get_cpuinfo_field.real = real
    det.get_cpuinfo_field = get_cpuinfo_field
    import Adafruit_PureIO  # noqa: F401 - the real package; only its smbus module is the chip's stand-in

    for name, rel in FAKES[model].items():
        spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, rel))
        mod = importlib.util.module_from_spec(spec)
        sys.modules[name] = mod
        spec.loader.exec_module(mod)
    if "RPi" in sys.modules:
        sys.modules["RPi"].GPIO = sys.modules["RPi.GPIO"]
    sys.modules["Adafruit_PureIO"].smbus = sys.modules["Adafruit_PureIO.smbus"]
    return Pi(model, saved, det)


def uninstall(pi):
    _drop()
    det = pi._detector
    real = getattr(det.get_cpuinfo_field, "real", None)
    if real is not None:
        det.get_cpuinfo_field = real
    for k, v in pi._saved.items():
        if v is None:
            os.environ.pop(k, None)
        else:
            os.environ[k] = v
    import Adafruit_PureIO
    if hasattr(Adafruit_PureIO, "smbus"):
        del Adafruit_PureIO.smbus
