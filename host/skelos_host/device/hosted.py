"""The device app on a host: one runner for the simulator and the Raspberry Pi box.

``HostedBoard(state_dir, profile, parts=...)`` runs the unchanged device
app (skelos_device.app.DeviceApp) in a thread of this process, behind a
pseudo-terminal that speaks protocol v1 as a board's USB port does, so the
sharing socket and every `skelos` command reach it as a USB board.  What
differs between hosts is its *parts* -- the strip, the keys, the storage,
the keypad event, the drive's files and the serial number -- chosen by the
board profile:

- the simulator's (sim/device.py, SimParts): a virtual strip and keys, a
  file the size of the board's storage part;
- the Pi's (pibox.py, PiParts): Blinka's pins, the strip on SPI, the FRAM
  on I2C or a durable file.

One runner owns a storage folder at a time: `start` takes an exclusive lock
on `lock` in it (the kernel lets it go when the process ends, even killed)
and writes who holds it there, so a second runner on the same folder
refuses and names the first instead of overwriting its moves.

The loop steps the app and, when it is idle (nothing to write or to parse on its link), waits
until a request arrives on the pty, a key event is queued (`wake`), or its parts' `idle_ms` have
passed (the simulator's: IDLE_MS or less, until its next key event is due; the Pi's: its keys' scan
interval, since its loop scans them) -- never 1,000 wakes a second for nothing.

Set `shutdown_hold_ms` in the profile (the Pi's: 10 s) and holding Mode
alone that long is a gesture of the device app (``("mode", "hold")``): the
runner then sets `shutdown`, which the table (table.py) waits on.
"""

import fcntl
import json
import os
import pathlib
import select
import socket
import sys
import threading
import time
import tty

from skelos_device import profile as profile_mod

from skelos_host.device import resources

DEFAULT_PRESET = "pict-village"

def profile_path(name):
    p = pathlib.Path(name)
    if p.suffix == ".json" and p.exists():
        return p
    p = resources.profiles_dir() / (name + ".json")
    if not p.exists():
        raise FileNotFoundError("no board profile " + name + " in " + str(p.parent))
    return p


class StorageBusy(Exception):
    """Another runner owns the storage folder; the message names it."""


def _process_name():
    return os.path.basename(sys.argv[0] or "python")


def ticks_ms():
    return (time.monotonic_ns() // 1_000_000) & 0x1FFFFFFF


# usb_cdc.data on the RP2040 takes at most its USB buffer per write (TinyUSB's
# 256-byte FIFO + a 64-byte packet) and returns the count: the hosted link
# takes no more, so the device's output queue works as on the board.
USB_TX = 320
# the longest an idle loop waits for a request or a key event before it steps the app again (its own
# deadlines: the blink, a refusal's end, a long press, the undos prepared while quiet, which come this
# much late at the most)
IDLE_MS = 20


def wait_io(readable, writable, seconds):
    """Wait until one of `readable` can be read or `writable` written, or `seconds` have passed."""
    return select.select(readable, writable, [], seconds)


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


class Parts:
    """What a host gives the device app.  `open(board, blob)` returns a dict: strip, keys, memory,
    warnings, event, serial and optionally reader (the drive's files); `opened(board)` runs once
    the app exists; `close(board)` lets them go (storage closed, strip dark); `idle_ms(board)` is the
    longest the loop may leave the app unstepped while nothing comes (its keys polled, their events due)."""

    def open(self, board, blob):
        raise NotImplementedError

    def opened(self, board):
        pass

    def close(self, board):
        board.memory.close()

    def idle_ms(self, board):
        return IDLE_MS


def build_app(profile, parts, link_stream, clock, default_scenario=None):
    """The device app on a host's `parts` (the dict of Parts.open: strip, keys, memory, warnings, event,
    serial, optionally reader), speaking on `link_stream`, timed by `clock`."""
    from skelos_device.app import DeviceApp
    from skelos_device.storage import Storage

    return DeviceApp(profile, parts["strip"], parts["keys"], link_stream, Storage(parts["memory"]), clock,
                     {"board": profile["board_id"], "serial": parts["serial"]},
                     default_scenario=default_scenario, event=parts["event"], warnings=list(parts["warnings"]),
                     reader=parts.get("reader"))


class HostedBoard:
    def __init__(self, state_dir, profile="pico_reference", scenario=None, owner=None, parts=None, hold_ms=None):
        self.state_dir = pathlib.Path(state_dir)
        self.owner = owner or _process_name()   # named to a second runner on the same folder
        self._lockf = None
        self.client = None      # the client that shares this board (serve)
        self.profile_name = profile
        self.profile = profile_mod.load(str(profile_path(profile)))
        if hold_ms is not None:
            self.profile = dict(self.profile, shutdown_hold_ms=hold_ms)
        self.parts = parts
        self.scenario = scenario or DEFAULT_PRESET
        self.app = None
        self.port = None
        self.strip = self.keys = self.memory = None
        self.serial = None
        self._thread = None
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._master = self._slave = None
        self._wake_r = self._wake_w = None      # a byte written wakes the idle loop (a key event queued)
        self.error = None
        self.first_frame = threading.Event()    # the strip showed a game's first frame
        self.shutdown = threading.Event()       # the device app saw the shutdown hold

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
        from skelos_host.text.i18n import _

        path = self.state_dir / "lock"
        f = open(path, "a+", encoding="utf-8")  # noqa: SIM115 - held open while the board runs
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
        from skelos_host import presets

        blob = presets.board_blob(presets.load_dict(self.scenario))
        got = self.parts.open(self, blob)
        self.strip, self.keys, self.memory = got["strip"], got["keys"], got["memory"]
        self.serial = got["serial"]     # the board's serial number (its hello's)
        try:
            if not same_port:
                self._master, self._slave = os.openpty()
                tty.setraw(self._slave)
                tty.setraw(self._master)
                self.port = os.ttyname(self._slave)
                self._wake_r, self._wake_w = socket.socketpair()
                self._wake_r.setblocking(False)
                self._wake_w.setblocking(False)
            self.stream = PtyStream(self._master)
            self.app = build_app(self.profile, got, self.stream, ticks_ms, default_scenario=blob)
            self.storage = self.app.storage
            self.parts.opened(self)
        except BaseException:
            self.parts.close(self)
            raise
        self._stop.clear()
        self._thread = threading.Thread(target=self._loop, name="skelos-board", daemon=True)
        self._thread.start()

    def serve(self, command=None, on_push=None):
        """Share this board with every other skelos command (it is its own holder): its Client.
        Stopping the board tells them first."""
        from skelos_host.device import share

        if self.client is None:
            self.client = share.connect(self.port, on_push=on_push, serve=command or self.owner, kind="simulator",
                                        extra={"state_dir": str(self.state_dir)})
        return self.client

    def wake(self):
        """Step the app now (a key event was queued): the idle loop stops waiting."""
        end = self._wake_w
        if end is None:
            return
        try:
            end.send(b"!")
        except OSError:      # (wakes enough wait already, or the board stopped: the socket is closed)
            pass

    def _loop(self):
        while not self._stop.is_set():
            wrote = self.stream.written
            try:
                with self._lock:
                    self.app.step()
                if self.app.game is not None and not self.first_frame.is_set():
                    self.first_frame.set()
                if self.app.shutdown:
                    self.shutdown.set()
            except Exception as e:  # noqa: BLE001 - report, keep the board alive
                self.error = e
            if not self.app.link.idle():
                # no pause while a reply is going out and the host reads (only yield to its threads); a
                # short one while the host does not read it
                time.sleep(0 if self.stream.written != wrote else 0.001)
                continue
            ready = wait_io([self._master, self._wake_r], [], max(0, self.parts.idle_ms(self)) / 1000)[0]
            if self._wake_r in ready:
                try:
                    self._wake_r.recv(64)
                except OSError:
                    pass

    def reset(self, while_off=None):
        """Start the board again from its storage, as its reset button does, on the same port (a board's USB
        port keeps its name across a reset): what is not stored is lost, and the programs on the port stay.
        `while_off()` runs while the board is stopped and its storage closed."""
        self._stop.set()
        self.wake()                  # (an idle loop stops waiting)
        self._thread.join(5)
        self.parts.close(self)
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
        self.wake()                  # (an idle loop stops waiting)
        self._thread.join(5)
        self._thread = None
        for fd in (self._master, self._slave):
            try:
                os.close(fd)
            except OSError:
                pass
        self._master = self._slave = None
        for end in (self._wake_r, self._wake_w):
            if end is not None:
                end.close()
        self.parts.close(self)
        self._unlock_storage()

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()

    def snapshot(self):
        with self._lock:
            return self.app.game.snapshot() if self.app.game else None
