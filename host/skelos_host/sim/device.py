"""SimDevice: DeviceApp + virtual strip, keys, file storage and a pty link."""

import hashlib
import os
import pathlib
import threading
import time
import tty

from skelos import codec
from skelos_device import profile as profile_mod
from skelos_device.app import DeviceApp
from skelos_device.storage import Storage

from skelos_host import presets, resources
from skelos_host.sim.virtual import FileMemory, VirtualEvent, VirtualKeys, VirtualStrip

DEFAULT_PRESET = "pict-village"


def profile_path(name):
    p = pathlib.Path(name)
    if p.suffix == ".json" and p.exists():
        return p
    p = resources.profiles_dir() / (name + ".json")
    if not p.exists():
        raise FileNotFoundError("no board profile " + name + " in " + str(p.parent))
    return p


def ticks_ms():
    return (time.monotonic_ns() // 1_000_000) & 0x1FFFFFFF


# usb_cdc.data on the RP2040 takes at most its USB buffer per write (TinyUSB's
# 256-byte FIFO + a 64-byte packet) and returns the count: the simulated link
# takes no more, so the device's output queue works as on the board.
USB_TX = 320


class PtyStream:
    """The master side of a pty as a non-blocking byte stream whose write()
    takes at most USB_TX bytes, fewer (or 0) when the pty is full."""

    def __init__(self, fd):
        self.fd = fd
        self.written = 0
        os.set_blocking(fd, False)

    def readinto(self, buf):
        try:
            data = os.read(self.fd, len(buf))
        except (BlockingIOError, OSError):
            return 0
        buf[0:len(data)] = data
        return len(data)

    def write(self, data):
        try:
            n = os.write(self.fd, data[:USB_TX])
        except (BlockingIOError, OSError):
            return 0
        self.written += n
        return n


class SimDevice:
    def __init__(self, state_dir, profile="pico_reference", scenario=None):
        self.state_dir = pathlib.Path(state_dir)
        self.profile_name = profile
        self.profile = profile_mod.load(str(profile_path(profile)))
        self.scenario = scenario or DEFAULT_PRESET
        self.app = None
        self.port = None
        self._thread = None
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._master = self._slave = None
        self.error = None

    # ------------------------------------------------------------ lifecycle
    def start(self):
        if self._thread is not None:
            return self
        self.state_dir.mkdir(parents=True, exist_ok=True)
        size = self.profile["storage"]["size"]
        self.memory = FileMemory(self.state_dir / ("storage-" + self.profile["board_id"] + ".bin"), size)
        self.storage = Storage(self.memory)
        self.strip = VirtualStrip(self.profile["neopixel"]["count"])
        self.keys = VirtualKeys([b["name"] for b in self.profile["buttons"]], ticks_ms)
        self._master, self._slave = os.openpty()
        tty.setraw(self._slave)
        tty.setraw(self._master)
        self.port = os.ttyname(self._slave)
        blob = codec.encode_scenario(presets.load_dict(self.scenario))
        serial = hashlib.sha1(str(self.state_dir.resolve()).encode()).hexdigest()[:16]
        self.stream = PtyStream(self._master)
        self.app = DeviceApp(self.profile, self.strip, self.keys, self.stream, self.storage,
                             ticks_ms, {"board": self.profile["board_id"], "serial": serial},
                             default_scenario=blob, event=VirtualEvent())
        self._stop.clear()
        self._thread = threading.Thread(target=self._loop, name="skelos-sim", daemon=True)
        self._thread.start()
        return self

    def _loop(self):
        while not self._stop.is_set():
            wrote = self.stream.written
            try:
                with self._lock:
                    self.app.step()
            except Exception as e:  # noqa: BLE001 - report, keep the simulator alive
                self.error = e
            # no pause while a reply is going out and the host reads (only yield to its threads)
            time.sleep(0.001 if self.app.link.idle() or self.stream.written == wrote else 0)

    def stop(self):
        if self._thread is None:
            return
        self._stop.set()
        self._thread.join(5)
        self._thread = None
        for fd in (self._master, self._slave):
            try:
                os.close(fd)
            except OSError:
                pass
        self._master = self._slave = None
        self.memory.close()

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()

    # ------------------------------------------------------------ helpers
    def press(self, name, long=False):
        """Press a virtual button (goes through keypad events and the grammar)."""
        self.keys.press(name, long)

    def pixels(self):
        return list(self.strip.shown)

    def snapshot(self):
        with self._lock:
            return self.app.game.snapshot() if self.app.game else None

    def wait_idle(self, timeout=2.0):
        """Wait until queued virtual key events have been consumed."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            with self._lock:
                if not len(self.keys.events) and not self.app.buttons.any_down():
                    return True
            time.sleep(0.005)
        return False
