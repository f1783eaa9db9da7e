"""The Raspberry Pi box's figures on this machine (not a timed test), with the
real Blinka on the Pi's fake back ends (tests/fakes/pi): the device app,
sharing socket, page and logger of `skelos box`, in a process of their own.

    .venv/bin/python bench/box_bench.py [--presses 30] [--window 10] [--quick]

- start-up to first frame: from the process start (the interpreter, Blinka's
  imports, the FRAM, the first strip write of a game) and from Box.start();
- button release to strip write: the GPIO line released (a short press
  ends there) to the frame the strip latches from the SPI's MOSI that shows the action;
- button release to page update: to the page's server-sent event that
  carries the new state, read by an HTTP client in this process;
- CPU and memory of the box process: idle (page open, nothing pressed) and
  during a game (a press every 0.5 s, the page open, the logger writing).

A press the device never acts on is counted apart: on the box, a press
shorter than a stall of the device loop (a loaded machine) falls between
two scans and is not seen; the Pico's keypad scans in the background and
never stalls.

The same figures of the Pico build's device app in `skelos play`'s process
(the simulator's virtual strip and keypad events: no scan interval, no
Blinka), for comparison; the stock firmware's own figures on the emulated
RP2040 are rig_bench's.

A real Pi is slower than this machine (a Pi 4's core is roughly a third of
a desktop core for CPython), and the strip's real back end adds about
1.4 ms of wire time per 46 pixels plus Blinka's sleep after each write.
"""

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "firmware", "lib"), os.path.join(ROOT, "tests"),
                os.path.join(ROOT, "tests", "core"), os.path.join(ROOT, "tests", "core", "conan"),
                os.path.join(ROOT, "tests", "firmware")]

TURN, UNDO = 26, 20          # D26, D20 (hardware/profiles/raspberry_pi.json)
# turn (the Overlord's turn begins), then undo (it is taken back): every press is
# an accepted action, a record stored, logged and pushed, however long the bench
HOLD = 0.08


def _stat(pid):
    """(CPU seconds, RSS kB) of a process from /proc."""
    with open("/proc/%d/stat" % pid) as f:
        parts = f.read().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    cpu = (int(parts[11]) + int(parts[12])) / ticks
    rss = 0
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith("VmRSS:"):
                rss = int(line.split()[1])
    return cpu, rss


# ---------------------------------------------------------------- the measured process
class PiBuild:
    """`skelos box`'s process: Box on the fake Pi; a press is the GPIO line held, then released."""

    name = "box (Blinka %s on fake Pi 4 back ends)"

    def start(self, folder, store):
        from fakes import pi as pifakes

        from skelos_host.box.boxservice import Box

        self.pi = pifakes.install()
        self.pi.add_fram(bytearray(32768))
        self.box = Box(os.path.join(folder, "box"), http_port=0, store=store, say=lambda m: None).start()
        self.app = self.box.device.app
        self.pi.wire.on_frame = lambda f: self.frames.append((time.monotonic(), self.app.game.count))
        return self.box.url, self.box.first_frame_s

    def key(self, k, down):
        line = (TURN, UNDO)[k]
        if down:
            self.pi.gpio.close_to_ground(line)
        else:
            self.pi.gpio.release(line)

    def stop(self):
        self.box.stop()


class PicoBuild:
    """`skelos play`'s process: the Pico build's device app on the simulator's
    virtual strip and keys (keypad events, no scan), the same page and logger."""

    name = "Pico build in the simulator (skelos play's process)"

    def start(self, folder, store):
        from skelos_host.sim import SimDevice
        from skelos_host.sim.device import ticks_ms
        from skelos_host.box.table import Table

        self.ticks = ticks_ms
        self.table = Table(SimDevice(os.path.join(folder, "sim"), owner="box_bench"), http_port=0, store=store,
                           say=lambda m: None, command="box_bench").start()     # as `skelos play` assembles it
        self.sim, self.page = self.table.device, self.table.page
        self.app = self.sim.app
        strip, show = self.sim.strip, self.sim.strip.show

        def timed_show():
            show()
            self.frames.append((time.monotonic(), self.app.game.count))

        strip.show = timed_show
        return self.page.url, self.table.first_frame_s

    def key(self, k, down):
        self.sim.keys.events.add(self.ticks(), self.sim.keys.names.index(("turn", "undo")[k]), down)

    def stop(self):
        self.table.stop()


def child(kind, window, presses):
    from skelos_host.session.store import Store

    build = PiBuild() if kind == "pi" else PicoBuild()
    build.frames = []
    folder = tempfile.mkdtemp(prefix="skelos-box-bench-")
    store = Store(os.path.join(folder, "sessions.sqlite"))
    url, first = build.start(folder, store)
    app = build.app

    def say(**kw):
        print(json.dumps(kw), flush=True)

    say(url=url, start_to_frame_s=first, pid=os.getpid())
    input()                                   # the parent has its page open
    say(phase="idle")
    time.sleep(window)
    say(phase="game")
    to_strip = []
    lost = 0              # presses the device never acted on
    end = time.monotonic() + window
    k = 0
    frames = build.frames
    while k < presses or time.monotonic() < end:
        before = app.game.count
        build.key(k % 2, True)
        time.sleep(HOLD)
        t_rel = time.monotonic()
        build.key(k % 2, False)
        say(release=t_rel, count=before)
        deadline = t_rel + 2
        while time.monotonic() < deadline and not any(t >= t_rel and c > before for t, c in frames):
            time.sleep(0.001)
        hit = [t for t, c in frames if t >= t_rel and c > before]
        if hit:
            to_strip.append(hit[0] - t_rel)
        else:
            lost += 1
        k += 1
        time.sleep(max(0.0, 0.5 - HOLD - (time.monotonic() - t_rel)))
    say(phase="done", to_strip=to_strip, presses=k, lost=lost)
    input()
    build.stop()
    store.close()


# ---------------------------------------------------------------- the parent: the page's client
class Stream(threading.Thread):
    """Reads the page's server-sent events; keeps (arrival time, seq)."""

    def __init__(self, url):
        super().__init__(daemon=True)
        host, port = url.split("//")[1].rstrip("/").split(":")
        self.sock = socket.create_connection((host, int(port)))
        self.sock.sendall(b"GET /api/stream HTTP/1.1\r\nHost: %s:%s\r\n\r\n" % (host.encode(), port.encode()))
        self.seen = []

    def run(self):
        buf = b""
        while True:
            try:
                data = self.sock.recv(65536)
            except OSError:
                return
            if not data:
                return
            buf += data
            while b"\n\n" in buf:
                ev, buf = buf.split(b"\n\n", 1)
                for line in ev.split(b"\n"):
                    if line.startswith(b"data: "):
                        try:
                            m = json.loads(line[6:])
                        except ValueError:
                            continue
                        if m.get("type") == "state":
                            self.seen.append((time.monotonic(), m["state"].get("seq")))


def ms(xs):
    if not xs:
        return "n/a"
    xs = sorted(xs)
    return "median %.1f ms, p90 %.1f ms, max %.1f ms (%d)" % (
        statistics.median(xs) * 1000, xs[int(0.9 * (len(xs) - 1))] * 1000, xs[-1] * 1000, len(xs))


def measure(kind, a):
    """Run one build's process; its figures as a dict."""
    t_spawn = time.monotonic()
    proc = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--child", kind, "--presses", str(a.presses),
                             "--window", str(a.window)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def read():
        line = proc.stdout.readline()
        if not line:
            raise SystemExit("the %s process ended: %s" % (kind, proc.wait()))
        return json.loads(line)

    try:
        hello = read()
        spawn_to_frame = time.monotonic() - t_spawn
        stream = Stream(hello["url"])
        stream.start()
        time.sleep(0.3)
        proc.stdin.write("\n")
        proc.stdin.flush()
        assert read()["phase"] == "idle"
        c0, _ = _stat(proc.pid)
        t0 = time.monotonic()
        assert read()["phase"] == "game"
        c1, r_idle = _stat(proc.pid)
        idle_cpu = (c1 - c0) / (time.monotonic() - t0)
        t1 = time.monotonic()
        releases = []
        rss_peak = r_idle
        while True:
            m = read()
            rss_peak = max(rss_peak, _stat(proc.pid)[1])
            if m.get("phase") == "done":
                break
            releases.append(m)
        c2, r_game = _stat(proc.pid)
        game_cpu = (c2 - c1) / (time.monotonic() - t1)
        time.sleep(0.3)
        to_page = []
        for i, r in enumerate(releases):
            nxt = releases[i + 1]["release"] if i + 1 < len(releases) else float("inf")
            hit = [t for t, seq in stream.seen if r["release"] <= t < nxt and seq is not None and seq > r["count"]]
            if hit:
                to_page.append(hit[0] - r["release"])
        proc.stdin.write("\n")
        proc.stdin.flush()
        proc.wait(30)
    finally:
        if proc.poll() is None:
            proc.kill()
    return {"start": hello["start_to_frame_s"], "spawn": spawn_to_frame, "strip": m["to_strip"], "page": to_page,
            "presses": m["presses"], "lost": m["lost"],
            "idle_cpu": idle_cpu, "game_cpu": game_cpu, "rss_idle": r_idle, "rss_game": r_game, "rss_peak": rss_peak}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--presses", type=int, default=30)
    ap.add_argument("--window", type=float, default=10.0, help="seconds idle, then seconds of play")
    ap.add_argument("--quick", action="store_true", help="4 presses, 1 s windows (a smoke run)")
    ap.add_argument("--child", choices=("pi", "pico"), help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.quick:
        a.presses, a.window = 4, 1.0
    if a.child:
        return child(a.child, a.window, a.presses)
    print("CPython %s, %s, %d cores, load average %s at start; a press: the button held %d ms, then released "
          "(turn, then undo, alternately)" % (sys.version.split()[0], os.uname().machine, os.cpu_count(),
                                              os.getloadavg()[0], HOLD * 1000))
    for kind, title in (("pi", PiBuild.name % _blinka_version()), ("pico", PicoBuild.name)):
        f = measure(kind, a)
        print(title)
        print("  start-up to first frame, from the start of the device: %.2f s" % f["start"])
        print("  start-up to first frame, from the process start (interpreter, imports): %.2f s" % f["spawn"])
        print("  button release to strip write: %s" % ms(f["strip"]))
        print("  button release to page update (server-sent event): %s" % ms(f["page"]))
        print("  presses the device never acted on: %d of %d" % (f["lost"], f["presses"]))
        print("  CPU of the process, idle (page open): %.1f %% of one core" % (f["idle_cpu"] * 100))
        print("  CPU of the process, a press every 0.5 s (page open, logging): %.1f %% of one core"
              % (f["game_cpu"] * 100))
        print("  memory (RSS) idle: %.1f MB, during the game: %.1f MB (peak %.1f MB)"
              % (f["rss_idle"] / 1024, f["rss_game"] / 1024, f["rss_peak"] / 1024))


def _blinka_version():
    try:
        from importlib.metadata import version
        return version("adafruit-blinka")
    except Exception:  # noqa: BLE001
        return "?"


if __name__ == "__main__":
    main()
