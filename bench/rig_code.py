"""Compiled bytecode against source on the board (`bench/rig_bench.py --code`; not a test).

The same drive three ways on stock CircuitPython 9.2.1 in the rig, simulated
RP2040 time: `skelos deploy --py` (lib/ as source: the board compiles it at
every start), `skelos deploy` (lib/ compiled by CircuitPython's own
mpy-cross) with the loop's idle collection turned off (`app._mem_free = None`
after the app is built: how the compiled drive behaved before it), and the
compiled drive as shipped.  For each:

- power-on to the first frame, first boot (blank FRAM), the default preset
  and the largest one;
- code.py's imports, and building the app (boot: storage, the game's pack and
  UI), timed on the board by a copy of code.py that reads supervisor.ticks_ms()
  around them; the same copy then collects (gc.collect()), prints
  gc.mem_free() and sleeps, and the bench reads the heap in the RP2040's RAM:
  the free bytes inside the heap's areas and the largest free run (what one
  allocation can get without the heap growing) -- gc.mem_free() also counts
  the RAM the heap could still grow into;
- the size of lib/ on the drive;
- 50 button releases (`turn` and `undo` in turn: each a game action with its
  rules, FRAM save and push; the presets end after 8 turns) to the next
  frame: median and 95th percentile, and how many times the heap's free
  bytes in RAM rose inside a press (between its release and its frame: a
  collection) and between presses (a collection, or a block given back).
"""

import os
import shutil
import statistics
import struct
import sys
import tempfile

from rigdriver import FRAM_FITTED, MS, Rig, build_image, pack_image

BASE = 0x20000000
BLOCK = 16      # MICROPY_BYTES_PER_GC_BLOCK on the RP2040


def heap_areas(sram):
    """MicroPython's GC heap areas (py/mpstate.h mp_state_mem_area_t, split heap, finaliser
    table) found in a RAM image by their invariants: [(pool start, pool bytes, kinds)],
    kinds being one entry per block: 0 free, 1 head, 2 tail, 3 mark."""
    n = len(sram)
    out = {}
    for off in range(0, n - 32, 4):
        nxt, atb, alen, ftb, pool, end, _, _ = struct.unpack_from("<8I", sram, off)
        if not (0 < alen < 20000 and BASE <= atb < BASE + n and BASE <= pool < end <= BASE + n):
            continue
        if ftb != atb + alen + 1 or end - pool != alen * 4 * BLOCK or pool < ftb:
            continue
        if nxt and not BASE <= nxt < BASE + n:
            continue
        table = sram[atb - BASE:atb - BASE + alen]
        kinds = bytes((b >> (2 * j)) & 3 for b in table for j in range(4))
        out[pool] = (pool, end - pool, kinds)
    return [out[k] for k in sorted(out)]


def heap_free(sram):
    """(free bytes inside the heap's areas, the largest free run, the areas' total bytes)."""
    free = largest = total = 0
    for _, size, kinds in heap_areas(sram):
        total += size
        for run in _runs(kinds):
            free += run * BLOCK
            largest = max(largest, run * BLOCK)
    return free, largest, total


def _runs(kinds):
    run = 0
    for k in kinds:
        if k == 0:
            run += 1
        elif run:
            yield run
            run = 0
    if run:
        yield run


PROBE_HEAD = "import supervisor as _sv\n_T0 = _sv.ticks_ms()\n"
PROBE_MAIN = '''
if __name__ == "__main__":
    import gc
    import time
    _t1 = _sv.ticks_ms()
    _app = main(run=False)
    _t2 = _sv.ticks_ms()
    gc.collect()
    print("BENCH imports %d app %d mem_free %d" % (_t1 - _T0, _t2 - _t1, gc.mem_free()))
    time.sleep(1)
    _app.run()
'''
NO_IDLE_GC = '''
if __name__ == "__main__":
    _app = main(run=False)
    _app._mem_free = None   # bench: the loop's idle collection off
    _app.run()
'''
ENTRY = 'if __name__ == "__main__":\n'     # code.py's last block, from here: replaced by the bench's


def _variant(tree, image, head, entry):
    """An image of a copy of `tree` whose code.py has `head` on top and `entry` as its last lines."""
    copy = image[:-len(".img")] + "-tree"
    shutil.copytree(tree, copy)
    path = os.path.join(copy, "code.py")
    with open(path) as f:
        src = f.read()
    at = src.rfind(ENTRY)
    if at < 0 or not ("start().run()" in src[at:] or "main(run=False).run()" in src[at:]):
        raise SystemExit("rig_code: code.py no longer ends with a block %r running start().run()" % ENTRY)
    with open(path, "w") as f:
        f.write(head + src[:at] + entry)
    return pack_image(copy, image)


def _drive(tmp, name, code, scenario):
    d = os.path.join(tmp, name)
    os.mkdir(d)
    image = build_image(d, scenario=scenario, code=code)
    tree = os.path.join(d, "circuitpy")
    size = sum(os.path.getsize(os.path.join(p, f)) for p, _, fs in os.walk(os.path.join(tree, "lib")) for f in fs)
    return d, tree, image, size


def first_frame(image, log):
    with Rig(image, FRAM_FITTED, log_path=log) as rig:
        rig.power_on()
        rig.wait_usb()
        rig.run_until(lambda: rig.frames, 20000, "first frame", stop=("frame",))
        return rig.frames[0].t0 / MS


def probe(d, tree, log):
    """(imports ms, app ms, gc.mem_free(), heap free, largest free run, heap total) after gc.collect()."""
    image = _variant(tree, os.path.join(d, "probe.img"), PROBE_HEAD, PROBE_MAIN)
    with Rig(image, FRAM_FITTED, log_path=log) as rig:
        rig.power_on()
        rig.wait_usb()
        rig.run_until(lambda: b"BENCH" in rig.console and rig.console.split(b"BENCH", 1)[1].count(b"\n"),
                      20000, "the probe's line", stop=("console_nl",))
        line = rig.console.split(b"BENCH", 1)[1].split(b"\n", 1)[0].split()
        rig.sleep(200)      # inside the probe's sleep: the heap as the collection left it
        free, largest, total = heap_free(rig.sram())
        return int(line[1]), int(line[3]), int(line[5]), free, largest, total


def presses(image, log, n=50):
    """(release-to-frame ms of n game actions, collections inside presses, collections between)."""
    delays, inside, between = [], 0, 0
    with Rig(image, FRAM_FITTED, log_path=log) as rig:
        rig.power_on()
        rig.wait_usb()
        rig.run_until(lambda: rig.frames, 20000, "first frame", stop=("frame",))
        rig.sleep(1000)
        last = None
        for i in range(n):
            before = heap_free(rig.sram())[0]
            if last is not None and before > last:
                between += 1
            k = len(rig.pushes)
            t = rig.press("turn" if i % 2 == 0 else "undo", hold_ms=80, after_ms=0)
            rig.run_until(lambda k=k: len(rig.pushes) > k, 2000, "push", step=5, stop=("data_nl",))
            t_push, push = rig.pushes[k]
            if push.get("push") != "event":
                raise SystemExit("rig_code: press %d pushed %r, not an event" % (i, push))
            f = rig.wait_frame(2000, after=t_push)
            delays.append((f.t0 - t) / MS)
            last = heap_free(rig.sram())[0]
            if last > before:
                inside += 1
            rig.sleep(150)
    return delays, inside, between


def _said(code, what, value):
    print("rig_code: %s %s: %r" % (code, what, value), file=sys.stderr, flush=True)
    return value


def p95(xs):
    return statistics.quantiles(xs, n=20, method="inclusive")[18]


def run(largest_name):
    """The table's rows: (figure, .py, .mpy without idle collection, .mpy)."""
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        cols = {}
        for code in ("py", "mpy"):
            d, tree, image, size = _drive(tmp, code, code, "pict-village")
            dl, treel, imagel, _ = _drive(tmp, code + "-largest", code, largest_name)
            c = cols[code] = {"size": size}
            c["frame"] = _said(code, "first frame", first_frame(image, os.path.join(d, "frame.log")))
            c["frame_largest"] = _said(code, "first frame, largest",
                                       first_frame(imagel, os.path.join(dl, "frame.log")))
            c["probe"] = _said(code, "probe", probe(d, tree, os.path.join(d, "probe.log")))
            c["probe_largest"] = _said(code, "probe, largest", probe(dl, treel, os.path.join(dl, "probe.log")))
            c["delays"] = _said(code, "presses", presses(image, os.path.join(d, "presses.log")))
            if code == "mpy":
                image = _variant(tree, os.path.join(d, "noidle.img"), "", NO_IDLE_GC)
                cols["mpy-noidle"] = {"delays": _said("mpy-noidle", "presses",
                                                      presses(image, os.path.join(d, "noidle.log")))}
        py, old, new = cols["py"], cols["mpy-noidle"], cols["mpy"]
        na = "(as .mpy)"

        def both(key, f):
            return f(py[key]), na, f(new[key])

        rows.append(("first boot to first frame, default preset (pict-village)",) +
                    both("frame", lambda v: "%.0f ms" % v))
        rows.append(("first boot to first frame, largest preset (%s)" % largest_name,) +
                    both("frame_largest", lambda v: "%.0f ms" % v))
        rows.append(("code.py's imports / building the app, default preset",) +
                    both("probe", lambda v: "%d ms / %d ms" % (v[0], v[1])))
        rows.append(("lib/ on the drive",) + both("size", lambda v: "{:,} B".format(v)))
        for key, what in (("probe", "default preset"), ("probe_largest", "largest preset")):
            rows.append(("after boot and gc.collect(), %s: free in the heap / largest free run" % what,) +
                        both(key, lambda v: "{:,} B / {:,} B".format(v[3], v[4])))
            rows.append(("same: the heap's size / gc.mem_free() (with the RAM it can still grow into)",) +
                        both(key, lambda v: "{:,} B / {:,} B".format(v[5], v[2])))

        def delays(c):
            xs, inside, between = c["delays"]
            return "median %.1f ms, p95 %.1f ms, max %.1f ms" % (statistics.median(xs), p95(xs), max(xs))

        def gcs(c):
            xs, inside, between = c["delays"]
            return "%d inside presses, %d between" % (inside, between)

        rows.append(("release to frame, 50 game actions (`turn`, `undo` in turn)", delays(py), delays(old),
                     delays(new)))
        rows.append(("garbage collections during those 50 presses", gcs(py), gcs(old), gcs(new)))
    return rows


def print_table(rows):
    print("| figure (simulated RP2040 time) | `.py` (deploy --py) | `.mpy`, no idle collection | `.mpy` (deploy) |")
    print("|---|---|---|---|")
    for r in rows:
        print("| %s |" % " | ".join(r))
