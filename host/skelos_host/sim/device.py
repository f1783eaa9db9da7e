"""SimDevice: DeviceApp + virtual strip, keys, file storage and a pty link.

One simulator at a time owns a storage folder: `start` takes an exclusive
lock on `lock` in it (the kernel lets it go when the process ends, even
killed) and writes who holds it there, so a second simulator on the same
folder refuses and names the first instead of overwriting its moves.
"""

import fcntl
import hashlib
import json
import os
import pathlib
import sys
import threading
import time
import tty

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


def drive_file(rel, default_blob):
    """What `skelos deploy` puts on the drive, for the simulated board: the
    default scenario and every built-in preset as presets/<id>.bin."""
    if rel == "default_scenario.bin":
        return default_blob
    if rel.startswith("presets/") and rel.endswith(".bin"):
        name = rel[len("presets/"):-len(".bin")]
        if name in presets.builtin_names():          # deploy names each file by the preset's id
            return presets.board_blob(presets.load_dict(name))
    return None


class StorageBusy(Exception):
    """Another simulator owns the storage folder; the message names it."""


def _process_name():
    return os.path.basename(sys.argv[0] or "python")


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


def _keep(path, data):
    """Write `data` beside `path` under a name no other file has (never over an earlier copy):
    storage-...-damaged-YYYYmmdd-HHMMSS.bin, then -2, -3... within the same second."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1, 10000):
        kept = path.with_name("%s-damaged-%s%s.bin" % (path.stem, stamp, "" if n == 1 else "-%d" % n))
        try:
            fd = os.open(kept, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            continue
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        return kept
    raise FileExistsError("no free name for a copy of %s" % path.name)


class SimDevice:
    def __init__(self, state_dir, profile="pico_reference", scenario=None, owner=None):
        self.state_dir = pathlib.Path(state_dir)
        self.owner = owner or _process_name()   # named to a second simulator on the same folder
        self._lockf = None
        self.client = None      # the client that shares this board (serve)
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
        self._lock_storage()
        try:
            self._boot()
        except BaseException:
            self._unlock_storage()
            raise
        return self

    def _lock_storage(self):
        from skelos_host.i18n import _

        path = self.state_dir / "lock"
        f = open(path, "a+", encoding="utf-8")  # noqa: SIM115 - held open while the simulator runs
        try:
            fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            f.seek(0)
            try:
                who = json.loads(f.read() or "{}")
            except ValueError:
                who = {}
            f.close()
            holder = _("%(command)s (pid %(pid)s)") % {"command": who.get("command", "?"), "pid": who.get("pid", "?")}
            raise StorageBusy(_("the simulated board's storage in %(dir)s is in use by %(holder)s: stop it, or "
                                "choose another --state-dir") % {"dir": self.state_dir, "holder": holder}) from None
        f.seek(0)
        f.truncate()
        f.write(json.dumps({"command": self.owner, "pid": os.getpid()}) + "\n")
        f.flush()
        self._lockf = f

    def _unlock_storage(self):
        if self._lockf is not None:
            self._lockf.close()      # closing the file lets the lock go
            self._lockf = None

    def _boot(self, same_port=False):
        blob = presets.board_blob(presets.load_dict(self.scenario))
        size = self.profile["storage"]["size"]
        path = self.state_dir / ("storage-" + self.profile["board_id"] + ".bin")
        before = path.read_bytes() if path.exists() else None
        self.memory = FileMemory(path, size)
        self.storage = Storage(self.memory)
        warnings = []
        if self.memory.found is not None:
            warnings.append({"code": "storage_damaged", "args": ["size"],
                             "detail": "the storage file was %d bytes, not %d" % (self.memory.found, size)})
        elif before is not None and before == bytes(size):
            warnings.append({"code": "storage_damaged", "args": ["fresh"],
                             "detail": "the storage file was all zeros (the simulator writes 0xFF)"})
        self.strip = VirtualStrip(self.profile["neopixel"]["count"])
        self.keys = VirtualKeys([b["name"] for b in self.profile["buttons"]], ticks_ms)
        if not same_port:
            self._master, self._slave = os.openpty()
            tty.setraw(self._slave)
            tty.setraw(self._master)
            self.port = os.ttyname(self._slave)
        serial = hashlib.sha1(str(self.state_dir.resolve()).encode()).hexdigest()[:16]
        self.stream = PtyStream(self._master)
        self.app = DeviceApp(self.profile, self.strip, self.keys, self.stream, self.storage,
                             ticks_ms, {"board": self.profile["board_id"], "serial": serial},
                             default_scenario=blob, event=VirtualEvent(), warnings=warnings,
                             reader=lambda rel: drive_file(rel, blob))
        self.damaged_copy = None
        if before is not None and any(w.get("code") == "storage_damaged" for w in self.app.warnings):
            # damage is never silent, and never erased: the file as found, kept for inspection
            self.damaged_copy = _keep(path, before)
            for w in self.app.warnings:
                if w.get("code") == "storage_damaged":
                    w["detail"] += "; the file as found is kept in " + self.damaged_copy.name
        self._stop.clear()
        self._thread = threading.Thread(target=self._loop, name="skelos-sim", daemon=True)
        self._thread.start()

    def serve(self, command=None, on_push=None):
        """Share this board with every other skelos command (it is its own holder): its Client.
        Stopping the simulator tells them first."""
        from skelos_host import share

        if self.client is None:
            self.client = share.connect(self.port, on_push=on_push, serve=command or self.owner, kind="simulator",
                                        extra={"state_dir": str(self.state_dir)})
        return self.client

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

    def reset(self, while_off=None):
        """Start the board again from its storage, as its reset button does, on the same port (a board's USB
        port keeps its name across a reset): what is not stored is lost, and the programs on the port stay.
        `while_off()` runs while the board is stopped and its storage file closed."""
        self._stop.set()
        self._thread.join(5)
        self.memory.close()
        if while_off is not None:
            while_off()
        self._boot(same_port=True)

    def stop(self):
        if self._thread is None:
            return
        if self.client is not None:
            self.client.close()      # its clients get their answers and `bye` while the board still runs
            self.client = None
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
        self._unlock_storage()

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
