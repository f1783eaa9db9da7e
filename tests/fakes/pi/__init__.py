"""A Raspberry Pi for Blinka, without a Pi: its platform detection forced to
a Pi board, and fakes of the lowest layer Blinka calls there.

``pi = install("RASPBERRY_PI_4B")`` (or "RASPBERRY_PI_5") makes the real
Blinka (requirements-box.txt) import as on that Pi:

- detection: BLINKA_FORCEBOARD and BLINKA_FORCECHIP (PlatformDetect reads
  them first) and the board's revision code where PlatformDetect reads
  /proc/cpuinfo's "Revision" (Blinka's neopixel_write asks
  `any_raspberry_pi`, which needs it);
- back ends, the files of this folder, on the chips of chips.py (pi.gpio,
  pi.i2c, pi.wire), the same on a Pi 4 and a Pi 5: `gpiod` (the GPIO, as
  Blinka 10 drives it), `Adafruit_PureIO.smbus` (I2C) and
  `Adafruit_PureIO.spi` (SPI, whose MOSI line drives the strip);
- the one function of Blinka that lists /dev for GPIO controllers
  (raspberry_pi_pin._chip_paths): the fake Pi has /dev/gpiochip0.

Everything above them is Blinka's own code: board, digitalio, busio,
microcontroller.pin, and Adafruit's neopixel_spi, pixelbuf and bus_device
libraries.  `uninstall(pi)` removes every module imported through
them, so the next install (or the Pico's fakes) starts clean.
"""

import importlib.util
import os
import pathlib
import sys

from fakes.pi import chips

HERE = os.path.dirname(os.path.abspath(__file__))
REVISIONS = {"RASPBERRY_PI_4B": "c03114",      # Pi 4 Model B 4 GB, rev 1.4
             "RASPBERRY_PI_5": "d04170"}       # Pi 5 4 GB, rev 1.0
FAKES = {"gpiod": "gpiod.py", "Adafruit_PureIO.smbus": "smbus.py", "Adafruit_PureIO.spi": "spi.py"}
PUREIO = ("Adafruit_PureIO.smbus", "Adafruit_PureIO.spi")
BACK_ENDS = ("gpiod",)
# what Blinka and the libraries above it import: dropped at install and uninstall
DROP = ("board", "digitalio", "busio", "microcontroller", "neopixel", "neopixel_write", "neopixel_spi",
        "adafruit_pixelbuf", "adafruit_bus_device", "keypad", "pwmio", "analogio", "bitbangio", "usb_cdc",
        "supervisor", "storage", "adafruit_fram")
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

    def groups(self, **member):
        """The box's user in (True) or out of (False) the `gpio`, `i2c` and `spi` groups."""
        for name, yes in member.items():
            if name not in chips.ACCESS:
                raise KeyError(name)
            chips.ACCESS[name] = bool(yes)

    def spi_enabled(self, yes):
        """SPI on or off (raspi-config nonint do_spi 0 / 1): /dev/spidev0.0 there or not."""
        chips.SPI_ON[0] = bool(yes)


def _drop():
    for name in list(sys.modules):
        top = name.split(".")[0]
        if top in DROP or top in BACK_ENDS or top == "adafruit_blinka" or name in PUREIO:
            del sys.modules[name]


def install(model="RASPBERRY_PI_4B"):
    import adafruit_platformdetect

    _drop()
    chips.reset(model)
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

    for name, rel in FAKES.items():
        spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, rel))
        mod = importlib.util.module_from_spec(spec)
        sys.modules[name] = mod
        spec.loader.exec_module(mod)
    for name in PUREIO:
        setattr(sys.modules["Adafruit_PureIO"], name.split(".")[1], sys.modules[name])
    from adafruit_blinka.microcontroller.generic_linux import raspberry_pi_pin

    raspberry_pi_pin._chip_paths = lambda: [pathlib.Path("/dev/gpiochip0")]    # what lists /dev
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
    for name in PUREIO:
        if hasattr(Adafruit_PureIO, name.split(".")[1]):
            delattr(Adafruit_PureIO, name.split(".")[1])
