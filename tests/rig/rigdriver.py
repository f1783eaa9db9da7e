"""Driver of the real-firmware rig: stock CircuitPython on an emulated RP2040.

`Rig` starts one `node harness.mjs` process (one board: its flash and FRAM
survive power cycles) and talks to it over pipes.  Time is the board's
simulated time (`rig.t`, nanoseconds since power-on): runs stop on a
simulated deadline or on an event (a line on a USB port, a NeoPixel frame),
never on the wall clock.

The CIRCUITPY drive is what `skelos deploy --out DIR` builds (lib/ compiled to
`.mpy` by CircuitPython's own mpy-cross, or with --py as source), put in a FAT12
image labelled CIRCUITPY with mkfs.fat and mcopy (Debian's dosfstools and
mtools).  The firmware files come from SKELOS_CP_UF2 / SKELOS_RP2040_BOOTROM,
or SKELOS_FIRMWARE_DIR, or ../shared/firmware/ beside the checkout, or the
user's cache where setup downloads them (firmware.py), and must match their
published sha256.
"""

import base64
import json
import os
import select
import shutil
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

if HERE not in sys.path:
    sys.path.insert(0, HERE)
import firmware  # noqa: E402
from firmware import BOOTROM_NAME, BOOTROM_SHA256, UF2_NAME, UF2_SHA256  # noqa: E402,F401

FRAM_FITTED = "fitted"          # the breakout: pull-ups and the MB85RC256V at its address
FRAM_NO_DEVICE = "no_device"    # pull-ups on the bus, nothing answers
FRAM_NO_PULLUPS = "no_pullups"  # nothing on the pins at all
FRAM_KINDS = (FRAM_FITTED, FRAM_NO_DEVICE, FRAM_NO_PULLUPS)

MS = 1_000_000  # ns


class RigUnavailable(Exception):
    """A piece the rig needs is missing (node, npm packages, firmware, mkfs.fat)."""


class RigError(Exception):
    """The emulated board or the harness did something unexpected."""


# ------------------------------------------------------------------ inputs
def firmware_paths():
    """(uf2, bootrom) paths, checked against their sha256 (firmware.py: the
    environment, ../shared/firmware/, then the user's cache); RigUnavailable
    if missing, saying how to get them, RigError if a file is not the expected one."""
    try:
        return firmware.locate()
    except firmware.Missing as e:
        raise RigUnavailable(str(e)) from None
    except firmware.WrongFile as e:
        raise RigError(str(e)) from None


def check_tools():
    """RigUnavailable naming the first missing tool."""
    if shutil.which("node") is None:
        raise RigUnavailable("node not found (install Node.js 18+)")
    if not os.path.isdir(os.path.join(HERE, "node_modules", "rp2040js")):
        raise RigUnavailable("rp2040js not installed: npm ci --prefix tests/rig (scripts/setup.sh --test does it)")
    for tool, pkg in (("mkfs.fat", "dosfstools"), ("mcopy", "mtools")):
        if _tool(tool) is None:
            raise RigUnavailable("%s not found (Debian package %s)" % (tool, pkg))


def _tool(name):
    """The path of a tool, looking in the sbin folders too (mkfs.fat lives there)."""
    for path in (shutil.which(name), "/usr/sbin/" + name, "/sbin/" + name):
        if path and os.path.exists(path):
            return path
    return None


def build_image(workdir, profile="pico_reference", scenario="pict-village", code="mpy"):
    """Run the product's own `skelos deploy --out` (`code`: "mpy", its default, lib/
    compiled; "py", `--py`, lib/ as source; "frozen", `--firmware skelos`, no lib/, for
    the Skelos build with it frozen in) and pack the tree into a 1 MiB FAT12
    image labelled CIRCUITPY.  Returns the image path.  RigError if deploy did not
    ship what was asked (no compiler: deploy falls back to source)."""
    if code not in ("mpy", "py", "frozen"):
        raise ValueError("code: mpy, py or frozen")
    tree = os.path.join(workdir, "circuitpy")
    cmd = [sys.executable, "-m", "skelos_host.cli", "deploy", "--out", tree, "--profile", profile,
           "--scenario", scenario] + {"mpy": [], "py": ["--py"], "frozen": ["--firmware", "skelos"]}[code]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        raise RigError("skelos deploy failed: " + (r.stderr or r.stdout).strip())
    shipped = set()
    for _dir, _, names in os.walk(os.path.join(tree, "lib")):
        shipped.update(n.rsplit(".", 1)[-1] for n in names if n.endswith((".py", ".mpy")))
    if shipped != ({code} if code != "frozen" else set()):
        raise RigError("skelos deploy shipped lib/ as %s, not %s: %s" % (sorted(shipped), code, r.stderr.strip()))
    return pack_image(tree, os.path.join(workdir, "circuitpy.img"))


def pack_image(tree, image):
    """Pack the files of the folder `tree` into `image`, a 1 MiB FAT12 drive
    labelled CIRCUITPY.  Returns the image path."""
    if os.path.exists(image):
        os.unlink(image)
    # CircuitPython's own format for a 1 MiB drive: FAT12, 512-byte sectors and clusters
    r = subprocess.run([_tool("mkfs.fat") or "mkfs.fat", "-F", "12", "-S", "512", "-s", "1", "-n", "CIRCUITPY",
                        "-i", "5CE1050D", "-C", image, "1024"], capture_output=True, text=True)
    if r.returncode != 0:
        raise RigError("mkfs.fat failed: " + r.stderr.strip())
    files = [os.path.join(tree, n) for n in sorted(os.listdir(tree))]
    env = dict(os.environ, MTOOLS_SKIP_CHECK="1")
    r = subprocess.run([_tool("mcopy") or "mcopy", "-s", "-m", "-i", image] + files + ["::/"],
                       capture_output=True, text=True, env=env)
    if r.returncode != 0:
        raise RigError("mcopy failed: " + r.stderr.strip())
    return image


def load_profile(name="pico_reference"):
    with open(os.path.join(ROOT, "hardware", "profiles", name + ".json")) as f:
        return json.load(f)


def gpio(pin_name):
    """'GP28' -> 28 (the Pico's board pin names)."""
    if not pin_name.startswith("GP"):
        raise RigError("the rig models the Pico's GPn pins, not " + pin_name)
    return int(pin_name[2:])


# ------------------------------------------------------------------ frames
class Frame:
    """One NeoPixel frame: the bytes the firmware pushed to the PIO, decoded."""

    def __init__(self, t0, t1, raw, order="GRB"):
        self.t0 = t0   # ns: first word pushed
        self.t1 = t1   # ns: last word pushed
        self.raw = raw
        idx = [order.index(c) for c in "RGB"]
        n = len(order)
        self.pixels = [[raw[i + idx[0]], raw[i + idx[1]], raw[i + idx[2]]] for i in range(0, len(raw) - n + 1, n)]

    def __repr__(self):
        return "Frame(t=%.3f ms, %d px)" % (self.t0 / MS, len(self.pixels))


# ------------------------------------------------------------------ the rig
class Rig:
    """One emulated board running the stock firmware on `image` (or the firmware file `uf2`:
    the Skelos build, firmware.skelos_uf2)."""

    def __init__(self, image, fram=FRAM_FITTED, profile="pico_reference", log_path=None, uf2=None):
        if fram not in FRAM_KINDS:
            raise ValueError("fram: one of " + ", ".join(FRAM_KINDS))
        check_tools()
        stock, rom = firmware_paths()
        uf2 = uf2 or stock
        self.profile = load_profile(profile)
        self.fram_kind = fram
        npx = self.profile["neopixel"]
        self.order = npx.get("order", "GRB")
        self.pixel_count = npx["count"]
        self.buttons = {b["name"]: gpio(b["pin"]) for b in self.profile["buttons"]}
        st = self.profile["storage"]
        i2c = None
        if st["kind"] == "fram_i2c":
            i2c = {"sda": gpio(st["sda"]), "scl": gpio(st["scl"]), "address": st.get("address", 0x50),
                   "pullups": fram != FRAM_NO_PULLUPS, "device": fram == FRAM_FITTED}
        self._log = open(log_path or os.devnull, "ab")
        self._proc = subprocess.Popen(["node", os.path.join(HERE, "harness.mjs")], stdin=subprocess.PIPE,
                                      stdout=subprocess.PIPE, stderr=self._log, cwd=HERE)
        self._lock = threading.RLock()
        self._tick = threading.Condition(self._lock)
        self.wall_rpc = 0.0
        self._rpc(op="load", bootrom=rom, uf2=uf2, fs=image, neopixel_pin=gpio(npx["pin"]), i2c=i2c,
                  fram_size=st.get("size", 32768))
        self._reset_buffers()
        self.on = False
        self.boots = 0
        self._bridge = None

    # ---------------------------------------------------------- plumbing
    def _rpc(self, **req):
        with self._lock:
            if self._proc.poll() is not None:
                raise RigError("the harness exited with %s" % self._proc.returncode)
            t0 = time.monotonic()
            self._proc.stdin.write((json.dumps(req) + "\n").encode())
            self._proc.stdin.flush()
            # a guard against a hung harness, far above any run asked for
            limit = 300 + 20 * req.get("ms", 0) / 1000
            ready, _, _ = select.select([self._proc.stdout], [], [], limit)
            if not ready:
                raise RigError("the harness did not answer %s within %d s" % (req.get("op"), limit))
            line = self._proc.stdout.readline()
            self.wall_rpc += time.monotonic() - t0
            if not line:
                raise RigError("the harness closed its output (exit %s)" % self._proc.poll())
            rep = json.loads(line)
            if not rep.get("ok"):
                raise RigError("harness: " + rep.get("error", "?"))
            return rep

    def close(self):
        self.stop_bridge()
        if self._proc.poll() is None:
            try:
                self._proc.stdin.write(b'{"op":"quit"}\n')
                self._proc.stdin.flush()
                self._proc.wait(10)
            except (OSError, subprocess.TimeoutExpired):
                self._proc.kill()
                self._proc.wait()
        self._log.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def _reset_buffers(self):
        self.t = 0
        self.data = bytearray()      # everything the data port sent since power-on
        self.console = bytearray()   # everything the console port sent since power-on
        self.frames = []             # Frame, in order
        self.lines = []              # (t_first_byte, t_newline, bytes): whole lines of the data port
        self._partial = bytearray()
        self._partial_t = 0
        self.replies = {}            # id -> reply dict
        self.reply_at = {}           # id -> (t_first_byte, t_newline)
        self.noid = []               # (t, reply): error replies with id null (noise, bad lines)
        self.pushes = []             # (t, push dict)
        self.junk = []               # (t, bytes) data lines that are not JSON objects
        self.presses = []            # (button, t_down, t_up) of every press()
        self._next_id = 1000
        self._sink = None            # the pty bridge's forwarder

    # ---------------------------------------------------------- power
    def power_on(self):
        with self._lock:
            self._reset_buffers()
            self._rpc(op="power_on")
            self.on = True
            self.boots += 1

    def power_off(self):
        with self._lock:
            self._rpc(op="power_off")
            self.on = False

    def power_cycle(self):
        self.power_off()
        self.power_on()

    # ---------------------------------------------------------- running
    def run(self, ms, stop=()):
        """Run `ms` of simulated time or until one of the events in `stop`
        ('data_nl', 'console_nl', 'frame', 'data').  Returns why it stopped."""
        with self._lock:
            rep = self._rpc(op="run", ms=ms, stop=list(stop))
            self.t = rep["t"]
            if rep["console"]:
                self.console += base64.b64decode(rep["console"]["b64"])
            if rep["data"]:
                self._take_data(rep["data"])
            for f in rep["frames"]:
                self.frames.append(Frame(f["t0"], f["t1"], bytes.fromhex(f["bytes"]), self.order))
            self._tick.notify_all()
            if rep.get("fault"):
                raise RigError("the board faulted: " + rep["fault"])
            return rep["why"]

    def _take_data(self, d):
        raw = base64.b64decode(d["b64"])
        self.data += raw
        if self._sink is not None:
            self._sink(raw)
        pos = 0
        for t, n in d["t"]:
            chunk = raw[pos:pos + n]
            pos += n
            while chunk:
                if not self._partial:
                    self._partial_t = t
                i = chunk.find(b"\n")
                if i < 0:
                    self._partial += chunk
                    break
                self._partial += chunk[:i]
                self._line(self._partial_t, t, bytes(self._partial))
                self._partial = bytearray()
                chunk = chunk[i + 1:]

    def _line(self, t0, t1, line):
        self.lines.append((t0, t1, line))
        try:
            msg = json.loads(line.decode("ascii"))
        except (UnicodeDecodeError, ValueError):
            msg = None
        if not isinstance(msg, dict):
            self.junk.append((t1, line))
            return
        if "push" in msg and msg.get("id") is None:
            self.pushes.append((t1, msg))
        elif msg.get("id") is None:
            self.noid.append((t1, msg))
        else:
            self.replies.setdefault(msg["id"], msg)
            self.reply_at.setdefault(msg["id"], (t0, t1))

    def run_until(self, cond, ms, what, step=50, stop=()):
        """Run in steps of `step` ms until cond() is true; RigError after `ms`."""
        end = self.t + ms * MS
        while not cond():
            if self.t >= end:
                raise RigError("no %s within %d ms of simulated time (t=%.1f ms); console: %s"
                               % (what, ms, self.t / MS, self.console_text()[-600:]))
            self.run(min(step, (end - self.t) / MS), stop)
        return True

    def console_text(self):
        return self.console.decode("utf-8", "replace")

    def info(self):
        return self._rpc(op="info")

    # ---------------------------------------------------------- USB ports
    def usb_ready(self):
        return self.info()["usb"] == "ready"

    def wait_usb(self, ms=8000):
        self.run_until(self.usb_ready, ms, "USB enumeration", step=100)

    def write(self, data, port="data"):
        self._rpc(op="write", port=port, b64=base64.b64encode(bytes(data)).decode())

    def host_read(self, on, port="data"):
        self._rpc(op="host_read", port=port, on=bool(on))

    def send(self, cmd, **args):
        """Write one request line; returns its id."""
        rid = self._next_id
        self._next_id += 1
        msg = {"v": 1, "id": rid, "cmd": cmd}
        msg.update(args)
        self.write(json.dumps(msg, separators=(",", ":")).encode() + b"\n")
        return rid

    def wait_reply(self, rid, ms=5000):
        self.run_until(lambda: rid in self.replies, ms, "reply to request %d" % rid, step=200, stop=("data_nl",))
        return self.replies[rid]

    def request(self, cmd, ms=5000, **args):
        """Send a request, run until its reply arrives; the reply dict (ok or not)."""
        return self.wait_reply(self.send(cmd, **args), ms)

    def ok(self, cmd, ms=5000, **args):
        r = self.request(cmd, ms, **args)
        if not r.get("ok"):
            raise RigError("%s refused: %s" % (cmd, r))
        return r

    # ---------------------------------------------------------- buttons, strip
    def pin(self, name, pressed):
        g = self.buttons[name]
        self._rpc(op="pin", gpio=g, drive=0 if pressed else None)

    def press(self, name, hold_ms=80, after_ms=60):
        """Press a button for `hold_ms` of the board's time, release, and run
        `after_ms` more; the release's time (ns).  Every press is kept in
        `presses` as (name, t_down, t_up).  While the bridge runs the board,
        its thread releases the button at the planned instant: released from
        this thread, the hold would last as long as this thread waits for the
        board's lock (hundreds of ms on a loaded machine), and a short press
        would become a long one."""
        if self._bridge is None:
            self.pin(name, True)
            t_down = self.t
            self.sleep(hold_ms)
            self.pin(name, False)
            t_release = self.t
            self.presses.append((name, t_down, t_release))
        else:
            with self._lock:
                self.pin(name, True)
                t_down = self.t
                t_release = t_down + int(hold_ms * MS)
                self._bridge.plan(t_release, name, t_down)
            self.sleep((t_release - self.t) / MS)
        self.sleep(after_ms)
        return t_release

    def sleep(self, ms):
        """Let `ms` of simulated time pass (run it, or wait for the bridge to)."""
        end = self.t + ms * MS
        if self._bridge is not None:
            with self._tick:
                while self.t < end:
                    if not self._tick.wait(60):
                        raise RigError("the bridge stopped running the board")
            return
        while self.t < end:
            self.run((end - self.t) / MS)

    def wait_frame(self, ms=3000, after=None):
        """Run until a frame newer than `after` (ns) is complete; that frame."""
        after = self.t if after is None else after
        self.run_until(lambda: self.frames and self.frames[-1].t0 > after, ms, "NeoPixel frame", step=100,
                       stop=("frame",))
        return next(f for f in self.frames if f.t0 > after)

    def frame_at(self, t):
        """The frame the strip showed at time t (the last one pushed before t)."""
        shown = [f for f in self.frames if f.t1 <= t]
        return shown[-1] if shown else None

    # ---------------------------------------------------------- storage
    def fram(self):
        return base64.b64decode(self._rpc(op="fram")["b64"])

    def sram(self):
        """The RP2040's 264 KB of RAM now (bytes; address 0x20000000 is offset 0)."""
        return base64.b64decode(self._rpc(op="sram")["b64"])

    def cut_fram(self, n, nbytes):
        """Plan a power cut at the n-th FRAM write from now (1: the next), once
        `nbytes` bytes of its data are stored (all of them: right after it): the
        FRAM stores nothing more and the run in progress stops, why "cut"; power
        the board off then.  The FRAM's data writes so far."""
        return self._rpc(op="cut_fram", n=int(n), bytes=int(nbytes))["writes"]

    def set_fram(self, data):
        self._rpc(op="fram", b64=base64.b64encode(bytes(data)).decode())

    # ---------------------------------------------------------- pty bridge
    def bridge(self):
        """Bridge a real pseudo-terminal to the data port; returns its path.
        A thread runs the board meanwhile (sleep() and press() still work).
        The host side reads like the kernel's CDC driver: while the pty is
        full the rig stops reading the port (the device's IN transfers wait)."""
        import pty
        import tty
        if self._bridge is not None:
            return self._bridge.path
        master, slave = pty.openpty()
        tty.setraw(slave)
        os.set_blocking(master, False)
        self._bridge = _Bridge(self, master, slave)
        self._bridge.start()
        return self._bridge.path

    def stop_bridge(self):
        b = self._bridge
        if b is None:
            return
        b.stop()
        self._bridge = None


class _Bridge:
    STEP_MS = 4

    def __init__(self, rig, master, slave):
        self.rig = rig
        self.master = master
        self.slave = slave
        self.path = os.ttyname(slave)
        self.pending = bytearray()
        self.planned = []       # (t, button, t_down): a release press() planned at the board's time t
        self.paused = False
        self.error = None
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="rig-bridge", daemon=True)

    def start(self):
        self.rig._sink = self.pending.extend
        self._thread.start()

    def stop(self):
        self._stop.set()
        self._thread.join(30)
        self.rig._sink = None
        for _, button, t_down in self.planned:     # a press cut short (an error): never left held
            self.rig.pin(button, False)
            self.rig.presses.append((button, t_down, self.rig.t))
        self.planned = []
        if self.paused:
            self.rig.host_read(True)
        for fd in (self.master, self.slave):
            try:
                os.close(fd)
            except OSError:
                pass

    def plan(self, t, button, t_down):
        """Release `button` (pressed at t_down) when the board's time reaches t (ns)."""
        self.planned.append((t, button, t_down))
        self.planned.sort()

    def _release_due(self):
        rig = self.rig
        while self.planned and self.planned[0][0] <= rig.t:
            t, button, t_down = self.planned.pop(0)
            rig.pin(button, False)
            rig.presses.append((button, t_down, rig.t))

    def _flush(self):
        while self.pending:
            try:
                n = os.write(self.master, self.pending[:4096])
            except BlockingIOError:
                return False
            del self.pending[:n]
        return True

    def _loop(self):
        rig = self.rig
        try:
            while not self._stop.is_set():
                with rig._lock:
                    try:
                        got = os.read(self.master, 4096)
                    except (BlockingIOError, OSError):
                        got = b""
                    if got:
                        rig.write(got)
                    drained = self._flush()
                    if drained and self.paused:
                        rig.host_read(True)
                        self.paused = False
                    elif not drained and not self.paused:
                        rig.host_read(False)
                        self.paused = True
                    step = self.STEP_MS
                    if self.planned:      # the run stops at the planned release
                        step = max(0.001, min(step, (self.planned[0][0] - rig.t) / MS))
                    rig.run(step)
                    self._release_due()
                    if not self.paused:
                        self._flush()
        except Exception as e:  # noqa: BLE001 - reported by sleep() and the tests
            self.error = e
            with rig._tick:
                rig._tick.notify_all()


def boot(drive, fram, tmp_path_factory, name, uf2=None):
    """A powered board that has enumerated on USB (its app may still be starting);
    `uf2`: another firmware file than the stock one (the Skelos build)."""
    logdir = tmp_path_factory.mktemp("rig-" + name)
    rig = Rig(drive[1], fram=fram, log_path=str(logdir / "harness.log"), uf2=uf2)
    try:
        rig.power_on()
        rig.wait_usb()
    except BaseException:
        rig.close()
        raise
    return rig
