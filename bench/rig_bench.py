"""The board's figures on the real-firmware rig, in simulated RP2040 time (not a test).

    .venv/bin/python bench/rig_bench.py [--quick]
    .venv/bin/python bench/rig_bench.py --presses   # only the press figures (first boot, then the presses)
    .venv/bin/python bench/rig_bench.py --code     # compiled .mpy against .py (bench/rig_code.py)
    .venv/bin/python bench/rig_bench.py --heap [--quick] [--dump]   # heap headroom through a long stress (rig_heap.py)
    .venv/bin/python bench/rig_bench.py --journal  # only the long games (undo runs, events pages)
    .venv/bin/python bench/rig_bench.py --builds   # stock and the Skelos build side by side (rig_builds.py)
    .venv/bin/python bench/rig_bench.py --skelos [--presses|--heap|--journal]   # the same figures on the
                                                  # Skelos build (lib/ frozen in; firmware.skelos_uf2)

Stock CircuitPython 9.2.1 on the emulated RP2040 (tests/rig, docs/rig.md),
the reference build with its FRAM, `skelos deploy`'s drive:

- boot to the first frame and to the first `hello` reply: first boot (blank
  FRAM: the default scenario is stored), the very first (CircuitPython's own
  first start on the new drive, which writes boot_out.txt once, included)
  and after a power cycle with the FRAM blank again (a board CircuitPython
  started before, as every board `skelos deploy` writes to); resume (a power
  cycle in the middle of a game of 20 and of 200 events);
- button release to the next frame: `mode` (a display change) and `turn`
  (a game action: rules, FRAM save, push); a run of 50 game actions (`turn`
  and `undo` in turn, p50 / p95 / max), alone and while a `state` request
  arrives every 0.25 s all along (the press is the table's clock);
- free heap after boot, and the lowest free heap after a collection while
  serving `state`, with the largest built-in preset on the drive (hello's
  `mem`: `low` is measured right after the board's collections, garbage not
  counted);
- long games of the 250-turn scenario of bench/reliability_bench.py, their
  FRAM image built on the host by the product's own code (the device app on
  a FRAM fake, the campaign's button player): resume of a
  5,000-record game with undos, `events` pages of 20 at its start, middle
  and end, a run of 55 undos from it, free heap after it against a
  10-record game; `undo` and `redo` requests (request to reply) at 1,200
  records in effect, then a run of 60 undos from there, the same redone,
  undone again.  Each run's figure: median, 95th percentile and the worst
  (with its place in the run); requests are sent back to back, each as the
  reply to the one before arrives, then a run of undos from where the last
  run ended, at a thumb's pace (each PACE_MS after the last reply: the quiet
  moments where the board prepares the next undos).

    .venv/bin/python bench/rig_bench.py --journal  # the long games only
    .venv/bin/python bench/rig_bench.py --journal --ram 40 --settle 3000 [--run N]
        # the same with 40 checkpoints kept in RAM (what a board with heap to
        # spare sizes itself; stock 9.2.1 keeps none), the board left quiet
        # 3 s after each resume, runs of N back-to-back undos

Needs what the rig needs (scripts/setup.sh --test, mkfs.fat and mcopy, the
firmware files); takes about 8 minutes of wall time (the long games alone about 5).
"""

import os
import statistics
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "tests", "rig"), os.path.join(ROOT, "firmware", "lib"), os.path.join(ROOT, "bench"),
                os.path.join(ROOT, "tests"), os.path.join(ROOT, "tests", "firmware"),
                os.path.join(ROOT, "tests", "reliability"), os.path.join(ROOT, "tests", "core", "conan")]

from rigdriver import FRAM_FITTED, MS, Rig, build_image  # noqa: E402
from twin import Twin, script  # noqa: E402

from skelos import codec  # noqa: E402
from skelos_host import presets  # noqa: E402


def largest_preset():
    sizes = [(len(codec.encode_scenario(presets.load_dict(n))), n) for n in presets.builtin_names()]
    return max(sizes)


def boot_times(rig):
    """(first frame, first hello reply) in ms of simulated time after power-on."""
    rig.wait_usb()
    rig.usb_ms = rig.t / MS  # CircuitPython's own start: USB is up as code.py begins
    rid = rig.send("hello")  # waits in the port until the app reads it
    rig.wait_reply(rid, 20000)
    rig.run_until(lambda: rig.frames, 20000, "first frame", stop=("frame",))
    return rig.frames[0].t0 / MS, rig.reply_at[rid][0] / MS, rig.replies[rid]


def release_to_frame(rig, name, n, accept):
    """Release-to-frame delays (ms) of n presses of `name`; `accept` checks each press's push.
    The frame is the first one started after the release that shows the
    press (a pixel changed but the last, the status pixel a blink changes),
    drawn before or after the press's push."""
    out = []
    for i in range(n):
        k = len(rig.pushes)
        f0 = len(rig.frames)
        t = rig.press(name, hold_ms=80, after_ms=0)
        rig.run_until(lambda k=k: len(rig.pushes) > k, 2000, "push", step=5, stop=("data_nl",))
        accept(rig.pushes[k][1])
        before = rig.frame_at(t)
        end = rig.t + 2000 * MS
        while _showing(rig.frames[f0:], t, before) is None:
            if rig.t > end:
                raise SystemExit("rig_bench: no frame showing press %d of %s" % (i, name))
            rig.run(5, ("frame",))
        out.append((_showing(rig.frames[f0:], t, before).t0 - t) / MS)
        rig.sleep(150)
    return out


def _due(rig, sched, ms):
    """Run `ms` of simulated time, sending sched's request whenever it is due."""
    end = rig.t + ms * MS
    while rig.t < end:
        if sched is not None and rig.t >= sched["next"]:
            rig.send(sched["cmd"])
            sched["next"] += sched["every"] * MS
            sched["sent"] += 1
        until = end if sched is None else min(end, sched["next"])
        rig.run(max((until - rig.t) / MS, 0.5))


def _showing(frames, t, before):
    """The first of `frames` started after t whose pixels but the last differ from `before`'s."""
    for f in frames:
        if f.t0 > t and (before is None or f.pixels[:45] != before.pixels[:45]):
            return f
    return None


def game_presses(rig, n, every_ms=None, cmd="state"):
    """Release-to-frame delays (ms) of n game actions, `turn` and `undo` in
    turn (each pushes an event), the releases at phases spread over the
    request period; with every_ms, a `cmd` request is sent every every_ms ms
    all along.  The frame is the first one the strip starts after the release
    that shows the press (drawn before or after the press's push)."""
    sched = None if not every_ms else {"next": rig.t, "every": every_ms, "cmd": cmd, "sent": 0}
    out = []
    for i in range(n):
        name = "turn" if i % 2 == 0 else "undo"
        k = len(rig.pushes)
        f0 = len(rig.frames)
        rig.pin(name, True)
        _due(rig, sched, 80)
        rig.pin(name, False)
        t = rig.t
        limit = t + 3000 * MS
        while not any(p.get("push") == "event" for _, p in rig.pushes[k:]):
            if rig.t > limit:
                raise SystemExit("rig_bench: press %d of %s pushed no event: %r" % (i, name, rig.pushes[k:]))
            _due(rig, sched, 2)
        seq = next(p for _, p in rig.pushes[k:] if p.get("push") == "event")["seq"]
        # the frame showing the press: the first after the release with a pixel
        # changed from the frame shown at the release but the last (the status
        # pixel a blink changes)
        before = rig.frame_at(t)
        while _showing(rig.frames[f0:], t, before) is None:
            if rig.t > limit:
                raise SystemExit("rig_bench: no frame showing press %d" % i)
            _due(rig, sched, 2)
        shown = _showing(rig.frames[f0:], t, before)
        out.append((shown.t0 - t) / MS)
        assert seq >= 1
        _due(rig, sched, 150 + (i * 53) % 250)
    return out


def pct(xs, q):
    """The q-th percentile (nearest rank) of xs."""
    ys = sorted(xs)
    return ys[min(len(ys) - 1, max(0, -(-q * len(ys) // 100) - 1))]


def fmt_p(xs):
    return "p50 %.1f ms, p95 %.1f ms, max %.1f ms (n=%d)" % (pct(xs, 50), pct(xs, 95), max(xs), len(xs))


def long_image(blob, n, undos, seed=1):
    """(FRAM bytes, records, depth) of a game of n records played on the host by
    the device app over a FRAM fake, the drive's scenario stored as at first boot."""
    import random

    from fakes import FakeClock, FakeFRAM
    from helpers import make_app
    from player import Player
    mem = FakeFRAM(32768)
    app = make_app(mem, clock=FakeClock(1000), blob=blob)
    p = Player(app, random.Random(seed), undos=undos)
    for _ in range(n * 50):
        if app.game.count >= n:
            break
        app.press(*p.gesture())
    return bytes(mem.data), app.game.count, app.game.depth


# a thumb's pace: undos pressed one after the other leave the board this long
# quiet between them, where it prepares the next undos (skelos.journal's prepare)
PACE_MS = 250


def timed(rig, cmd, **args):
    """(reply, ms of simulated time from the request to its reply)."""
    t0 = rig.t
    rid = rig.send(cmd, **args)
    r = rig.wait_reply(rid, 20000)
    return r, (rig.reply_at[rid][0] - t0) / MS


# --ram: code.py's entry with the checkpoints in RAM forced (DeviceApp._undo_ram)
RAM_ENTRY = '''if __name__ == "__main__":
    _app = main(run=False)
    _app.undo_slots = _app._undo_ram(%d)   # bench: checkpoints kept in RAM, whatever the heap
    _app.run()
'''


def long_games(rows, tmp, ram=None, run=None, settle=0):
    from reliability_bench import long_scenario
    os.mkdir(os.path.join(tmp, "long"))
    image = build_image(os.path.join(tmp, "long"))
    if ram is not None:
        import rig_code
        image = rig_code._variant(os.path.join(tmp, "long", "circuitpy"), os.path.join(tmp, "long", "ram.img"),
                                  "", RAM_ENTRY % ram)
        rows.append(("checkpoints kept in RAM (forced)", "%d (every %d records in effect)" % (ram, 2)))
    if settle:
        rows.append(("the board left quiet after each resume, before the requests", "%d ms" % settle))
    # the long scenario (250 turns) stored in the FRAM image: the board plays what its storage holds
    blob = codec.encode_scenario(long_scenario())
    with Rig(image, FRAM_FITTED, log_path=os.path.join(tmp, "harness3.log")) as rig:
        heap = {}
        for n, undos in ((10, True), (5000, True)):
            fram, count, depth = long_image(blob, n, undos)
            rig.set_fram(fram)
            rig.power_cycle()
            frame, hello, h = boot_times(rig)
            assert h["seq"] == count, (h["seq"], count)
            heap[n] = mem_of(h)[0]
            if settle:
                rig.run(settle)
            if n == 5000:
                rows.append(("resume, a %d-record game with undos (depth %d): power-on to first frame" % (count, depth),
                             "%.0f ms" % frame))
                rows.append(("resume, the same: power-on to first hello reply", "%.0f ms" % hello))
                pages(rig, rows)
                undo_runs(rig, rows, "%d records (%d in effect)" % (count, depth), (("undo", "undo"),), run or 55)
                undo_runs(rig, rows, "there", (("undo", "undo"),), 55, PACE_MS)
                for _ in range(3):
                    rig.ok("state")
                heap["after"] = mem_of(rig.ok("hello"))[0]
        if heap[10] is not None:
            rows.append(("free heap after boot: a 10-record game / a 5,000-record game / after its undos and states",
                         "%d B / %d B / %d B" % (heap[10], heap[5000], heap["after"])))
        fram, count, depth = long_image(blob, 1200, False)
        rig.set_fram(fram)
        rig.power_cycle()
        boot_times(rig)
        if settle:
            rig.run(settle)
        ts = []
        for _ in range(5):
            r, ms = timed(rig, "undo")
            assert r["ok"], r
            ts.append(ms)
            r, ms = timed(rig, "redo")
            ts.append(ms)
        rows.append(("`undo` / `redo` request to reply at %d records in effect" % depth, fmt(ts)))
        undo_runs(rig, rows, "%d records in effect" % depth,
                  (("undo", "undo"), ("redo after it", "redo"), ("undo again", "undo")), run or 60)
        undo_runs(rig, rows, "there", (("undo", "undo"),), 60, PACE_MS)


def undo_runs(rig, rows, where, runs, run, pace_ms=0):
    """Runs of `run` requests (label, cmd) from `where`, back to back (pace_ms 0)
    or each pace_ms of simulated time after the last reply: each request timed."""
    for label, cmd in runs:
        ts = []
        for _ in range(run):
            if pace_ms:
                rig.run(pace_ms)
            r, ms = timed(rig, cmd)
            assert r["ok"], r
            ts.append(ms)
        how = "one %d ms after each reply" % pace_ms if pace_ms else "each request to reply"
        rows.append(("a run of %d `%s` from %s: %s" % (run, label, where, how),
                     fmt(ts) + "; over 30 ms: %d" % sum(1 for t in ts if t > 30)))


def pages(rig, rows):
    """`events` pages at the start, the middle and the end of the journal."""
    last = rig.ok("hello")["seq"]
    for after in (0, last // 2, last - 30):
        ts = []
        for _ in range(5):
            r, ms = timed(rig, "events", after=after, limit=20)
            assert r["ok"] and r["events"][0]["seq"] == after + 1, r
            ts.append(ms)
        rows.append(("`events after=%d limit=20` of %d records: request to reply" % (after, last), fmt(ts)))


def fmt(xs):
    """Median, 95th percentile and the worst (its place in the series, from 1) of the timings xs."""
    p95 = statistics.quantiles(xs, n=20, method="inclusive")[18] if len(xs) > 1 else xs[0]
    worst = max(xs)
    return "median %.1f ms, p95 %.1f, max %.1f (#%d; min %.1f, n=%d)" % (
        statistics.median(xs), p95, worst, xs.index(worst) + 1, min(xs), len(xs))


def mem_of(hello):
    m = hello.get("mem")
    if not isinstance(m, dict):
        return None, None
    return m.get("free"), m.get("low")


def _on_skelos_build():
    """Every board of this run boots the Skelos build (the one built from this checkout, or
    SKELOS_BUILD_UF2's) on `skelos deploy --firmware skelos`'s drive."""
    import firmware
    import rig_heap
    import rigdriver
    try:
        uf2, name = firmware.skelos_uf2()
    except (firmware.Missing, firmware.WrongFile) as e:
        raise SystemExit("rig_bench: %s" % e) from None
    print("rig_bench: on the Skelos build %s (%s)" % (name, uf2), file=sys.stderr, flush=True)

    class SkelosRig(rigdriver.Rig):
        def __init__(self, image, *args, **kw):
            kw["uf2"] = kw.get("uf2") or uf2
            super().__init__(image, *args, **kw)

    def frozen_image(workdir, *args, **kw):
        kw["code"] = "frozen"
        return rigdriver.build_image(workdir, *args, **kw)

    for mod in (sys.modules[__name__], rig_heap):
        mod.Rig, mod.build_image = SkelosRig, frozen_image


def main():
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="a smoke run: the first boot and a few presses")
    ap.add_argument("--presses", action="store_true", help="only the press figures (first boot, then the presses)")
    ap.add_argument("--code", action="store_true", help="compiled .mpy against .py (bench/rig_code.py)")
    ap.add_argument("--heap", action="store_true", help="heap headroom through a long stress (bench/rig_heap.py)")
    ap.add_argument("--dump", action="store_true", help="with --heap: the heap's blocks at each step")
    ap.add_argument("--journal", action="store_true", help="only the long games' figures (undos, events pages)")
    ap.add_argument("--ram", type=int, default=None, metavar="SLOTS",
                    help="with --journal: keep SLOTS checkpoints in RAM whatever the heap")
    ap.add_argument("--run", type=int, default=None, metavar="N", help="with --journal: runs of N back-to-back undos")
    ap.add_argument("--settle", type=int, default=0, metavar="MS",
                    help="with --journal: leave the board quiet MS ms of simulated time after each resume")
    ap.add_argument("--builds", action="store_true",
                    help="a column for each firmware build: stock and the Skelos build (bench/rig_builds.py)")
    ap.add_argument("--skelos", action="store_true",
                    help="on the Skelos build (lib/ frozen in, its drive without lib/) instead of stock 9.2.1")
    opts = ap.parse_args()
    if opts.skelos:
        _on_skelos_build()
    if opts.builds:
        import rig_builds
        rig_builds.main()
        return
    quick = opts.quick
    only_presses = opts.presses
    if opts.code:
        import rig_code
        wall0 = time.monotonic()
        rig_code.print_table(rig_code.run(largest_preset()[1]))
        print("\nwall time: %.0f s" % (time.monotonic() - wall0))
        return
    if opts.heap:
        import rig_heap
        rig_heap.main(largest_preset()[1], quick, opts.dump)
        return
    rows = []
    wall0 = time.monotonic()
    if opts.journal:
        with tempfile.TemporaryDirectory() as tmp:
            long_games(rows, tmp, opts.ram, opts.run, opts.settle)
        print_rows(rows, wall0)
        return
    with tempfile.TemporaryDirectory() as tmp:
        os.mkdir(os.path.join(tmp, "default"))
        image = build_image(os.path.join(tmp, "default"))
        tree = os.path.join(tmp, "default", "circuitpy")
        with Rig(image, FRAM_FITTED, log_path=os.path.join(tmp, "harness.log")) as rig:
            rig.power_on()
            frame, hello, _ = boot_times(rig)
            rows.append(("first boot (blank FRAM, pict-village stored): power-on to first frame", "%.0f ms" % frame))
            rows.append(("first boot: power-on to first hello reply", "%.0f ms" % hello))
            rows.append(("first boot: of it, CircuitPython's own start (power-on to USB up, code.py starting)",
                         "%.0f ms" % rig.usb_ms))
            sim_s, wall_s = rig.t / 1e9, rig.wall_rpc
            # CircuitPython's own first start on a new drive writes boot_out.txt (once): a
            # user's board has done it before `skelos deploy`, which needs that file there
            rig.set_fram(bytes(len(rig.fram())))
            rig.power_cycle()
            frame, hello, _ = boot_times(rig)
            rows.append(("first boot of the game on a board CircuitPython started before (blank FRAM, power cycle):"
                         " power-on to first frame", "%.0f ms" % frame))
            rows.append(("the same: power-on to first hello reply", "%.0f ms" % hello))
            rows.append(("the same: of it, CircuitPython's own start", "%.0f ms" % rig.usb_ms))
            rows.append(("release of `mode` to the next frame (display change)",
                         fmt(release_to_frame(rig, "mode", 9, lambda p: p["push"] == "display"))))
            rows.append(("release of `turn` to the next frame (begin/end turn: rules, FRAM save, push)",
                         fmt(release_to_frame(rig, "turn", 10, lambda p: p["push"] == "event"))))
            n = 6 if quick else 50
            for label, every in (("", None), (" while a `state` request arrives every 0.25 s", 250)):
                xs = game_presses(rig, n, every_ms=every)
                rows.append(("release to the frame showing it, %d game actions (`turn`, `undo` in turn)%s"
                             % (n, label), fmt_p(xs)))
                rows.append(("the same: of them, `turn` (begin the Overlord's turn) / `undo`",
                             fmt_p(xs[0::2]) + " / " + fmt_p(xs[1::2])))
            if quick or only_presses:
                rows.append(("emulator speed", "%.1f s of wall time per simulated second (first boot)"
                             % (wall_s / sim_s)))
                print_rows(rows, wall0)
                import rig_heap     # and the heap bench's first steps (--heap --quick)
                print()
                rig_heap.main(largest_preset()[1], quick=True)
                return
            twin = Twin(tree)
            for _ in range(10):
                twin.press("turn")
            # the presses above left the twin's state (each `turn` undone) and their records
            base = rig.ok("hello")["seq"] - twin.request("hello")["seq"]
            for total in (20, 200):
                for cmd, args in script(twin, total - twin.request("hello")["seq"]):
                    r = rig.request(cmd, **args)
                    assert r["ok"], (cmd, args, r)
                rig.power_cycle()
                frame, hello, h = boot_times(rig)
                assert h["seq"] == base + total, (h["seq"], base, total)
                total = h["seq"]
                rows.append(("resume, a game of %d events in FRAM: power-on to first frame" % total, "%.0f ms" % frame))
                rows.append(("resume, a game of %d events: power-on to first hello reply" % total, "%.0f ms" % hello))

        size, name = largest_preset()
        os.mkdir(os.path.join(tmp, "largest"))
        image = build_image(os.path.join(tmp, "largest"), scenario=name)
        with Rig(image, FRAM_FITTED, log_path=os.path.join(tmp, "harness2.log")) as rig:
            rig.power_on()
            _, _, h = boot_times(rig)
            free, low = mem_of(h)
            if free is not None:
                for _ in range(5):
                    rig.ok("state")
                _, low = mem_of(rig.ok("hello"))
            na = "not reported (hello has no mem)"
            rows.append(("free heap after boot, largest preset (%s, %d B blob)" % (name, size),
                         "%d B" % free if free is not None else na))
            rows.append(("lowest free heap after a collection while serving state (5 requests), same game",
                         "%d B" % low if low is not None else na))
        long_games(rows, tmp)
    rows.append(("emulator speed", "%.1f s of wall time per simulated second (first boot)" % (wall_s / sim_s)))
    print_rows(rows, wall0)


def print_rows(rows, wall0):
    print("| figure (simulated RP2040 time) | measured |")
    print("|---|---|")
    for k, v in rows:
        print("| %s | %s |" % (k, v))
    print("\nwall time: %.0f s" % (time.monotonic() - wall0))


if __name__ == "__main__":
    main()
