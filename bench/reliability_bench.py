"""The reliability and performance figures in one table (docs/performance.md).

    .venv/bin/python bench/reliability_bench.py [--quick] [--skip-mpy] [--sessions 100,300,1000]

Runs the rules-core and device-loop benches under MicroPython (Node + the
WebAssembly port, `node bench/mpy/measure.mjs`) and CPython, storage wear on a
long button game, protocol round trips and a scenario upload over a
pseudo-terminal against the simulator, host replay and `skelos report` at
several sizes, and the button presses of the worked turn of the Overlord's rulebook.
Prints figures; asserts nothing about time.
"""

import argparse
import json
import os
import platform
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "bench"),
                os.path.join(ROOT, "firmware", "lib"), os.path.join(ROOT, "host"), os.path.join(ROOT, "tests"),
                os.path.join(ROOT, "tests", "core"), os.path.join(ROOT, "tests", "core", "conan"),
                os.path.join(ROOT, "tests", "core", "orcquest"), os.path.join(ROOT, "tests", "firmware"),
                os.path.join(ROOT, "tests", "host"), os.path.join(ROOT, "tests", "reliability")]

from firmware_bench import ERASE_CYCLES, FRAM_CYCLES, GAME_ACTIONS  # noqa: E402  (the ratings used there)

RP2040_HEAP = 192 * 1024      # heap free on an RP2040 after CircuitPython boots (about)

ROWS = []


def row(section, figure, value, how):
    ROWS.append((section, figure, value, how))
    print("  %-58s %s" % (figure, value), flush=True)


def run(cmd, **kw):
    r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, **kw)
    if r.returncode:
        raise RuntimeError("%s failed:\n%s%s" % (" ".join(cmd), r.stdout[-3000:], r.stderr[-3000:]))
    return r.stdout


def grab(pattern, text, cast=float):
    m = re.search(pattern, text)
    if not m:
        raise RuntimeError("no %r in:\n%s" % (pattern, text[-2000:]))
    return cast(m.group(1))


# ------------------------------------------------------------------ core and device loop
def core_and_device(skip_mpy):
    print("rules core and device loop", flush=True)
    py = sys.executable
    out = run([py, "bench/mpy/core_bench.py"])
    row("core", "time per action, CPython", "%.1f us" % grab(r"time: ([\d.]+) us/action", out),
        "python bench/mpy/core_bench.py")
    row("core", "bytes per action, CPython (tracemalloc)",
        "%.1f B retained (the journal); largest transient %d B"
        % (grab(r"tracemalloc\): ([\d.]+) B/action", out), grab(r"largest transient (\d+) B", out, int)),
        "python bench/mpy/core_bench.py")
    out = run([py, "bench/mpy/device_bench.py"])
    row("device", "idle loop iteration, CPython", "%.1f us" % grab(r"idle step: ([\d.]+) us", out),
        "python bench/mpy/device_bench.py")
    row("device", "button action (press + release, 2 steps), CPython",
        "%.1f us" % grab(r"button action .*?: ([\d.]+) us", out), "python bench/mpy/device_bench.py")
    if skip_mpy or shutil.which("node") is None or not os.path.isdir(os.path.join(ROOT, "tests/mpy/node_modules")):
        row("core", "MicroPython figures", "skipped (no node or tests/mpy/node_modules)", "")
        return
    out = run(["node", "bench/mpy/measure.mjs", "bench/mpy/core_bench.py"])
    row("core", "time per action, MicroPython (WebAssembly on this machine)",
        "%.0f us" % grab(r"time: ([\d.]+) us/action", out), "node bench/mpy/measure.mjs bench/mpy/core_bench.py")
    row("core", "bytes allocated per action, MicroPython",
        "%.0f B" % grab(r"steady state: .*?, ([\d.]+) B/action", out),
        "node bench/mpy/measure.mjs bench/mpy/core_bench.py")
    out = run(["node", "bench/mpy/measure.mjs", "--device", "bench/mpy/device_bench.py"])
    how = "node bench/mpy/measure.mjs --device bench/mpy/device_bench.py"
    row("device", "idle loop iteration, MicroPython", "%.1f us, %.0f B allocated"
        % (grab(r"idle step: ([\d.]+) us", out), grab(r"idle step: [\d.]+ us, ([\d.]+) B", out)), how)
    row("device", "button action (press + release, 2 steps), MicroPython", "%.0f us, %.0f B allocated"
        % (grab(r"button action .*?: ([\d.]+) us", out), grab(r"button action .*?us, ([\d.]+) B", out)), how)
    code = grab(r"step import device app\s+\d+\s+(\d+)", out, int)
    fram = grab(r"step FRAM fake buffer\s+\d+\s+(\d+)", out, int)
    boot = grab(r"step boot with 8-tile game\s+\d+\s+(\d+)\s+(\d+)", out, int)
    live = grab(r"step boot with 8-tile game\s+\d+\s+\d+\s+(\d+)", out, int)
    used = live - fram
    row("device", "heap after boot with a loaded 8-tile game, MicroPython",
        "%.1f KB used (kernel + device app code %.1f KB; at boot the game's pack and UI code, the app and the game "
        "%.1f KB; without the FRAM fake's %.0f KB); %.0f KB free of a %d KB RP2040 heap"
        % (used / 1024, code / 1024, boot / 1024, fram / 1024, (RP2040_HEAP - used) / 1024, RP2040_HEAP // 1024),
        how)
    out = run([sys.executable, "bench/board_mem.py"])
    ram = {}
    for line in out.splitlines()[1:]:
        parts = line.split()
        ram[parts[0]] = int(parts[4])
    row("device", "RAM of a booted board per game (the deployed drive, code.py and 10 loop steps), MicroPython",
        ", ".join("%s %.1f KB" % (g, b / 1024) for g, b in sorted(ram.items())), "python bench/board_mem.py")


# ------------------------------------------------------------------ wear
def wear(quick):
    print("storage wear (a long game on the buttons)", flush=True)
    from campaign import play_traced
    for profile, label, n in (("pico_reference", "FRAM 32 KB (reference build)", 300 if quick else 1000),
                              ("adafruit_macropad_rp2040", "nvm 4 KB (MacroPad profile)", 200)):
        r = play_traced(profile, n)
        mem = r["mem"]
        writes = [w for w in r["trace"] if w[2] >= 0]
        nbytes = sum(len(w[1]) for w in writes)
        k = r["actions"]
        erases = mem.erases if hasattr(mem, "erases") and profile != "pico_reference" else 0
        boot_erases = sum(1 for w in r["trace"] if w[2] < 0) if erases else 0
        epa = (erases - boot_erases) / k if erases else 0
        how = "play_traced(%r, %d) in tests/reliability/campaign.py" % (profile, n)
        row("wear", "%s: bytes written per action" % label, "%.1f in %.2f writes" % (nbytes / k, len(writes) / k),
            how)
        if epa:
            row("wear", "%s: sector erases per action" % label, "%.2f" % epa, how)
            games = ERASE_CYCLES / (epa * GAME_ACTIONS)
            row("wear", "%s: games of %d actions before wear-out" % (label, GAME_ACTIONS),
                "%.0f (%d erase cycles)" % (games, ERASE_CYCLES), how)
        else:
            # the two 32-byte headers alternate: each header byte is rewritten every other action;
            # journal bytes are written once per game
            games = FRAM_CYCLES / (GAME_ACTIONS / 2)
            row("wear", "%s: games of %d actions before wear-out" % (label, GAME_ACTIONS),
                "%.0e (10^12 writes per byte)" % games, how)


# ------------------------------------------------------------------ protocol over a pty
def protocol(quick):
    print("protocol over a pseudo-terminal (simulator)", flush=True)
    from skelos_host import presets
    from skelos_host.device.client import Client
    from skelos_host.device.flasher import upload
    from skelos_host.sim import SimDevice
    from skelos.codec import encode_scenario
    tmp = tempfile.mkdtemp()
    try:
        with SimDevice(os.path.join(tmp, "board")) as dev, Client.open(dev.port) as c:
            n = 200 if quick else 1000
            for cmd in ("hello", "state"):
                t0 = time.perf_counter()
                for _ in range(n):
                    c.request(cmd)
                dt = time.perf_counter() - t0
                row("protocol", "`%s` round trips per second" % cmd, "%.0f (%.2f ms each)" % (n / dt, dt / n * 1000),
                    "%d requests, Client over the simulator's pty" % n)
            sizes = {name: len(encode_scenario(presets.load_dict(name))) for name in presets.builtin_names()}
            big = max(sizes, key=sizes.get)
            times = []
            for _ in range(3 if quick else 5):
                t0 = time.perf_counter()
                blob, end = upload(c, presets.load_dict(big))
                times.append(time.perf_counter() - t0)
            chunks = -(-len(blob) // 384)
            row("protocol", "upload of the largest preset (%s, %d B, %d chunks)" % (big, len(blob), chunks),
                "%.0f ms (best of %d)" % (min(times) * 1000, len(times)), "skelos_host.device.flasher.upload")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


# ------------------------------------------------------------------ host: replay and report
def long_scenario():
    from fixtures import pict_village
    # 250 turns (the most the format allows), so that the game never ends by time
    return pict_village(available=20, last=250, stealth=True)


def long_journal(n, seed=1, undos=True, mem=None, upto=False):
    """Events of a button game of n actions (the campaign's player on the device
    app, its storage `mem` or the profile's FRAM fake).  With `upto`, fewer when
    the game ends first."""
    from fakes import FakeClock
    from helpers import make_app
    from player import Player
    from skelos.codec import encode_scenario
    app = make_app(mem, clock=FakeClock(1000), blob=encode_scenario(long_scenario()))
    p = Player(app, random.Random(seed), undos=undos)
    for _ in range(n * 50):
        if app.game.count >= n:
            break
        app.press(*p.gesture())
    else:
        if not upto:
            raise RuntimeError("the player got stuck at %d actions" % app.game.count)
    g = app.game
    return app, [{"seq": i + 1, "rec": g.record_list(i)} for i in range(min(n, g.count))]


def host_replay(quick):
    print("host: replay", flush=True)
    from skelos.games import load
    from skelos_host.session.analysis import replay
    scenario = load(long_scenario())[0]
    # without takebacks a game of this scenario ends by time after about 1,350 actions
    sizes = [(n, False) for n in ((300, 900) if quick else (400, 800, 1200))]
    sizes += [(n, True) for n in ((500, 1500) if quick else (600, 1800, 3600))]
    for n, with_undo in sizes:
        app, events = long_journal(n, undos=with_undo)
        undos = sum(1 for e in events if e["rec"][0] == "undo")
        reps = max(1, 20000 // n)
        t0 = time.perf_counter()
        for _ in range(reps):
            g, problems = replay(scenario, events, [])
        dt = (time.perf_counter() - t0) / reps
        assert problems == [] and g.snapshot() == app.game.snapshot()
        row("host", "replay of a %d-event game (%d undos)" % (n, undos),
            "%.1f ms, %.0f events/s" % (dt * 1000, n / dt),
            "skelos_host.session.analysis.replay (what `skelos replay` runs)")
        if not with_undo:
            continue
        g = app.game
        t0 = time.perf_counter()
        for _ in range(20):
            g.undo()
            g.redo()
        dt = (time.perf_counter() - t0) / 40
        row("host", "one undo or redo at %d events (%d in effect; the core rebuilds them)" % (n, g.depth),
            "%.2f ms" % (dt * 1000), "Game.undo() on the same game, CPython")


def host_report(session_sizes):
    print("host: report", flush=True)
    from report_bench import measure
    for n in session_sizes:
        for _key, figure, value in measure(n, say=lambda m: None):
            row("host", figure, value, "python bench/report_bench.py --sessions %d" % n)


# ------------------------------------------------------------------ worked turn
def worked():
    print("the worked turn of the Overlord's rulebook", flush=True)
    from worked_turn import GESTURES, PAPER_MOVES, key_presses, play
    app, ref, _ = play()
    assert app.game.snapshot() == ref.snapshot()
    row("table", "worked Overlord turn of the Overlord's rulebook: moves on the paper book",
        "%d (%s)" % (sum(n for _, n in PAPER_MOVES), " + ".join(str(n) for _, n in PAPER_MOVES)),
        "tests/reliability/worked_turn.py")
    row("table", "the same turn on the device", "%d gestures, %d key presses: %s"
        % (len(GESTURES), key_presses(), ", ".join(n for n, _ in GESTURES)), "tests/reliability/test_worked_turn.py")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="small sizes (a smoke run)")
    ap.add_argument("--skip-mpy", action="store_true", help="no MicroPython figures")
    ap.add_argument("--sessions", default=None, help="session counts for `skelos report` (default 100,1000)")
    ap.add_argument("--json", default=None, help="also write the rows to this file")
    ap.add_argument("--parts", default="core,wear,protocol,replay,report,worked",
                    help="comma-separated parts to run (default: all)")
    a = ap.parse_args()
    parts = set(a.parts.split(","))
    sizes = [int(x) for x in (a.sessions or ("30" if a.quick else "100,1000")).split(",")]
    print("machine: %s, %d cores, %s, Python %s" % (platform.machine(), os.cpu_count(), platform.platform(),
                                                    platform.python_version()), flush=True)
    for name, fn in (("core", lambda: core_and_device(a.skip_mpy)), ("wear", lambda: wear(a.quick)),
                     ("protocol", lambda: protocol(a.quick)), ("replay", lambda: host_replay(a.quick)),
                     ("report", lambda: host_report(sizes)), ("worked", worked)):
        if name in parts:
            fn()
    print("\n| area | figure | measured | how |\n|---|---|---|---|")
    for r in ROWS:
        print("| %s | %s | %s | %s |" % r)
    if a.json:
        with open(a.json, "w") as f:
            json.dump([dict(zip(("area", "figure", "value", "how"), r, strict=True)) for r in ROWS], f, indent=1)


if __name__ == "__main__":
    main()
