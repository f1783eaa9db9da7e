"""The device app on a Raspberry Pi, through Adafruit Blinka.

The unchanged rules core and device app (skelos_device.app.DeviceApp) with
the Pi's parts in the places code.py gives the Pico's:

  pixels   neopixel_spi.NeoPixel_SPI on the SPI MOSI pin of the profile
           (SPI0, D10): every Pi, no root (the `spi` group), auto_write off
  keys     skelos_host.box.scankeys.ScanKeys: `digitalio` inputs with the
           internal pull-ups, polled in the device loop every 5 ms (the
           Pico's keypad interval), no scanning thread beside the loop
  storage  the FRAM breakout on I2C-1 (busio.I2C + skelos_device.fram.FRAM,
           the Pico's driver), or without it a DurableFile (filestore.py)
           with the same layout and guarantees, and warning no_fram

`open_hardware(profile, clock, store_path)` opens them; `PiParts` gives
them to the hosted board runner (hosted.py), which runs the app on them
behind a pseudo-terminal as it does the simulator's, so the sharing socket
and every `skelos` command reach it as a USB board (`BoxDevice`).
"""

import hashlib
import os
import pathlib

from skelos_host.box.filestore import DurableFile
from skelos_host.device.hosted import HostedBoard, Parts, ticks_ms
from skelos_host.box.scankeys import SCAN_MS, Event, ScanKeys

PROFILE = "raspberry_pi"
STORE_NAME = "storage-raspberry_pi_40pin.bin"


class BoardError(Exception):
    """The Pi's hardware cannot be opened (Blinka, the strip, a button pin)."""


def _board():
    """Blinka's `board` module, on a Raspberry Pi only (Blinka 10 imports on a PC too, as GENERIC_X86)."""
    from adafruit_blinka.agnostic import detector

    if not detector.board.any_raspberry_pi:
        raise NotImplementedError("Board not supported: %s" % detector.board.id)
    import board

    return board


def _pin(board, name):
    try:
        return getattr(board, name)
    except AttributeError:
        raise BoardError("Blinka's board module has no pin %s on this board (%s)"
                         % (name, getattr(board, "board_id", "?"))) from None


def open_pixels(profile):
    """The strip on the SPI bus whose MOSI is the profile's pin: each bit a byte at 6.4 MHz (neopixel_spi)."""
    board = _board()
    import busio
    import neopixel_spi
    from microcontroller.pin import spiPorts

    npx = profile["neopixel"]
    mosi = _pin(board, npx["pin"])
    clocks = [sck for _port, sck, port_mosi, _miso in spiPorts if port_mosi == mosi]
    if not clocks:
        raise BoardError("the strip's pin %s is no SPI MOSI pin (SPI0's is D10, header pin 19)" % npx["pin"])
    spi = busio.SPI(clocks[0], MOSI=mosi)
    try:
        pixels = neopixel_spi.NeoPixel_SPI(spi, npx["count"], brightness=1.0, auto_write=False,
                                           pixel_order=npx.get("order", "GRB"))
        pixels.fill((0, 0, 0))
        pixels.show()   # a dark strip now, and the back end's complaint (SPI off, the group) at start, not mid-game
    except BaseException:
        spi.deinit()
        raise
    pixels.bus = spi
    return pixels


def close_pixels(pixels):
    """The strip dark and its SPI bus let go (nothing raised: the back end may be gone already)."""
    try:
        pixels.fill((0, 0, 0))
        pixels.show()
    except Exception:  # noqa: BLE001
        pass
    bus = getattr(pixels, "bus", None)
    if bus is not None:
        try:
            bus.deinit()
        except Exception:  # noqa: BLE001
            pass


def open_keys(profile, clock):
    import digitalio

    board = _board()
    wiring = profile.get("button_wiring", {})
    pressed = wiring.get("value_when_pressed", False)
    pull = None
    if wiring.get("pull", True):
        pull = digitalio.Pull.DOWN if pressed else digitalio.Pull.UP
    ios = []
    for b in profile["buttons"]:
        io = digitalio.DigitalInOut(_pin(board, b["pin"]))
        io.switch_to_input(pull=pull)
        ios.append(io)
    return ScanKeys(ios, pressed, clock, SCAN_MS)


def open_fram(profile):
    """The FRAM of the profile on Blinka's busio.I2C, or the exception:
    RuntimeError "I2C Bus #1 not found, check if enabled in config!" (I2C
    off), ValueError "No I2C device at address: 0x50" (nothing answers)."""
    import busio

    from skelos_device.fram import FRAM

    board = _board()
    st = profile["storage"]
    i2c = busio.I2C(_pin(board, st["scl"]), _pin(board, st["sda"]))
    try:
        return FRAM(i2c, st.get("address", 0x50), st.get("size", 32768))
    except Exception:
        i2c.deinit()
        raise


def open_storage(profile, store_path, say=print):
    """(memory, warnings): the FRAM, or the file at store_path saying why (warning no_fram, args ["file"])."""
    st = profile["storage"]
    if st.get("kind") == "fram_i2c":
        try:
            return open_fram(profile), []
        except Exception as e:  # noqa: BLE001 - any I2C or FRAM failure: play on the file
            detail = str(e) or repr(e)
        say("Skelos no_fram: " + detail + ". Keeping the game in " + str(store_path)
            + " instead. Fix: wire the FRAM breakout SDA to header pin 3, SCL to pin 5, VCC to 3V3 (pin 1), "
            "GND to GND, enable I2C (sudo raspi-config nonint do_i2c 0), then restart the box.")
        warnings = [{"code": "no_fram", "detail": detail, "args": ["file"]}]
    else:
        warnings = []
    return DurableFile(store_path, st["size"]), warnings


def open_hardware(profile, clock, store_path, say=print):
    """(pixels, keys, memory, warnings) of the Pi build."""
    pixels = open_pixels(profile)
    keys = open_keys(profile, clock)
    memory, warnings = open_storage(profile, store_path, say)
    return pixels, keys, memory, warnings


def board_serial():
    """The Pi's serial number (/proc/cpuinfo), or a stable stand-in."""
    try:
        with open("/proc/cpuinfo", encoding="ascii", errors="replace") as f:
            for line in f:
                if line.startswith("Serial"):
                    return line.split(":", 1)[1].strip().lstrip("0") or "0"
    except OSError:
        pass
    return hashlib.sha1(os.uname().nodename.encode()).hexdigest()[:16]


def parts_of(hardware, serial=None):
    """The Pi's parts as the hosted board runner takes them (Parts.open, hosted.build_app) from
    open_hardware's (pixels, keys, memory, warnings)."""
    pixels, keys, memory, warnings = hardware
    return {"strip": pixels, "keys": keys, "memory": memory, "warnings": warnings, "event": Event(),
            "serial": serial or board_serial()}


class PiParts(Parts):
    """The Pi's strip, buttons and FRAM (or file), for the hosted board runner."""

    def __init__(self, say=print):
        self.say = say

    def open(self, board, blob):
        return parts_of(open_hardware(board.profile, ticks_ms, pathlib.Path(board.state_dir) / STORE_NAME,
                                      self.say))

    def idle_ms(self, board):
        """The keys' scan interval: the loop scans them (no edge wakes it)."""
        return SCAN_MS

    def close(self, board):
        close = getattr(board.memory, "close", None)     # the file store (the FRAM has nothing to close)
        if close is not None:
            close()
        close_pixels(board.strip)
        board.keys.deinit()


class BoxDevice(HostedBoard):
    """The device app on the Pi's own strip, buttons and FRAM (or file), behind a
    pseudo-terminal like the simulator, and its storage folder locked."""

    def __init__(self, state_dir, profile=PROFILE, scenario=None, owner=None, say=print, hold_ms=None):
        super().__init__(state_dir, profile=profile, scenario=scenario, owner=owner or "skelos box",
                         parts=PiParts(say), hold_ms=hold_ms)

    def press(self, name, long=False):
        raise NotImplementedError("the box's buttons are real: press them")

    def wait_idle(self, timeout=2.0):
        return True

    def pixels(self):
        with self._lock:
            return [tuple(self.strip[i]) for i in range(len(self.strip))]
