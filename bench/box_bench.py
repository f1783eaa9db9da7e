"""The Raspberry Pi box's figures on this machine (not a timed test), with the
real Blinka on the Pi's fake back ends (tests/fakes/pi): the device app,
sharing socket, page and logger of `skelos box`, in a process of their own.

    .venv/bin/python bench/box_bench.py [--presses 30] [--window 10] [--quick]

- start-up to first frame: from the process start (the interpreter, Blinka's
  imports, the FRAM, the first strip write of a game) and from Box.start();
- button release to strip write: the GPIO line released (a short press
  ends there) to the rpi_ws281x render of the frame that shows the action;
  the same on the Pico build's chip fakes (tests/fakes) for comparison
  (the stock firmware's own figure on the emulated RP2040 is rig_bench's);
- button release to page update: to the page's server-sent event that
  carries the new state, read by an HTTP client in this process;
- CPU and memory of the box process: idle (page open, nothing pressed) and
  during a game (a press every 0.5 s, the page open, the logger writing).

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


# ---------------------------------------------------------------- the box process
def child(window, presses):
    t_exec = time.monotonic()
    from fakes import pi as pifakes

    from skelos_host.boxservice import Box
    from skelos_host.store import Store

    pi = pifakes.install()
    pi.add_fram(bytearray(32768))
    folder = tempfile.mkdtemp(prefix="skelos-box-bench-")
    store = Store(os.path.join(folder, "sessions.sqlite"))
    frames = []
    box = Box(os.path.join(folder, "box"), http_port=0, store=store, say=lambda m: None)
    t0 = time.monotonic()
    box.start()
    app = box.device.app
    pi.wire.on_frame = lambda f: frames.append((time.monotonic(), app.game.count))

    def say(**kw):
        print(json.dumps(kw), flush=True)

    say(url=box.url, first_frame_s=box.first_frame_s, start_to_frame_s=box.first_frame_s,
        since_exec_s=t0 - t_exec + (box.first_frame_s or 0), pid=os.getpid())
    input()                                   # the parent has its page open
    say(phase="idle")
    time.sleep(window)
    say(phase="game")
    to_strip = []
    end = time.monotonic() + window
    k = 0
    while k < presses or time.monotonic() < end:
        line = (TURN, UNDO)[k % 2]
        before = app.game.count
        pi.gpio.close_to_ground(line)
        time.sleep(HOLD)
        t_rel = time.monotonic()
        pi.gpio.release(line)
        say(release=t_rel, count=before)
        deadline = t_rel + 2
        while time.monotonic() < deadline and not any(t >= t_rel and c > before for t, c in frames):
            time.sleep(0.001)
        hit = [t for t, c in frames if t >= t_rel and c > before]
        if hit:
            to_strip.append(hit[0] - t_rel)
        k += 1
        time.sleep(max(0.0, 0.5 - HOLD - (time.monotonic() - t_rel)))
    say(phase="done", to_strip=to_strip, presses=k)
    input()
    box.stop()
    store.close()


# ---------------------------------------------------------------- the Pico build, for comparison
def pico_press_to_strip(n):
    from fakes import FakeClock
    from helpers import make_app

    clock = FakeClock(1000)
    app = make_app(clock=clock)
    out = []
    for i in range(n):
        k = app.buttons.index(("turn", "undo")[i % 2])
        app.keys.events.put(k, True)
        app.step()
        clock.advance(80)
        app.step()
        shows, count = app.pixels.shows, app.game.count
        t0 = time.perf_counter()
        app.keys.events.put(k, False)
        for _ in range(1000):
            app.step()
            if app.pixels.shows > shows and app.game.count > count:
                out.append(time.perf_counter() - t0)
                break
        clock.advance(20)
    return out


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


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--presses", type=int, default=30)
    ap.add_argument("--window", type=float, default=10.0, help="seconds idle, then seconds of play")
    ap.add_argument("--quick", action="store_true", help="4 presses, 1 s windows (a smoke run)")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.quick:
        a.presses, a.window = 4, 1.0
    if a.child:
        return child(a.window, a.presses)
    t_spawn = time.monotonic()
    proc = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--child", "--presses", str(a.presses),
                             "--window", str(a.window)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def read():
        line = proc.stdout.readline()
        if not line:
            raise SystemExit("the box process ended: %s" % proc.wait())
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
        c0, r_idle0 = _stat(proc.pid)
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
        for r in releases:
            hit = [t for t, seq in stream.seen if t >= r["release"] and seq is not None and seq > r["count"]]
            if hit:
                to_page.append(hit[0] - r["release"])
        proc.stdin.write("\n")
        proc.stdin.flush()
        proc.wait(30)
    finally:
        if proc.poll() is None:
            proc.kill()
    pico = pico_press_to_strip(max(4, a.presses))
    print("box (Blinka %s on fake Pi 4 back ends, CPython %s, %s)" % (
        _blinka_version(), sys.version.split()[0], os.uname().machine))
    print("  start-up to first frame, from Box.start(): %.2f s" % hello["start_to_frame_s"])
    print("  start-up to first frame, from the process start (interpreter, imports): %.2f s" % spawn_to_frame)
    print("  button release to strip write: %s" % ms(m["to_strip"]))
    print("  button release to page update (server-sent event): %s" % ms(to_page))
    print("  Pico build on its chip fakes, same presses, release to strip write: %s" % ms(pico))
    print("  CPU of the box process, idle (page open): %.1f %% of one core" % (idle_cpu * 100))
    print("  CPU of the box process, a press every 0.5 s (page open, logging): %.1f %% of one core"
          % (game_cpu * 100))
    print("  memory (RSS) idle: %.1f MB, during the game: %.1f MB (peak %.1f MB)"
          % (r_idle / 1024, r_game / 1024, rss_peak / 1024))


def _blinka_version():
    try:
        from importlib.metadata import version
        return version("adafruit-blinka")
    except Exception:  # noqa: BLE001
        return "?"


if __name__ == "__main__":
    main()
