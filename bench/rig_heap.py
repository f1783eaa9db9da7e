"""The board's heap headroom through a long stress (`bench/rig_bench.py --heap`; not a test).

Stock CircuitPython 9.2.1 on the emulated RP2040 (tests/rig), the default
deploy (`skelos deploy`: compiled .mpy) with the largest built-in preset as
the drive's scenario.  The drive is the shipped one with one addition to
code.py, for the bench only: a link request `heapprobe` whose handler
measures the heap where the board stands (between two requests of the loop):

- free: ``gc.mem_free()`` right after ``gc.collect()``.  On CircuitPython 9
  that is the free blocks inside the heap's areas plus the largest block of
  RAM a new heap area could take (``py/modgc.c``: ``info.free +
  info.max_new_split``): the heap grows into that RAM when an allocation
  does not fit, and gives an area back when a collection empties it.
- largest: the largest ``bytearray`` the board can allocate then, found by
  bisection to 16 bytes (a GC block): each try allocates, drops it and
  collects again; a try that fails has been through the interpreter's own
  collection and its attempt to add a heap area (``py/gc.c`` gc_alloc).
  This is what one allocation can really get.  Reading the heap's
  allocation table from the RAM (bench/rig_code.py's ``heap_free``) gives
  only the largest run inside the areas the heap has now, not the RAM it
  can still grow into, and so says far less than the board can allocate.

The probe's own code (its function in code.py's module, a few hundred
bytes) is in the figures; the names of --dump (a larger function) are
added only with --dump, as they change the boot's heap.

The stress, one board, probing after each step:

1. first boot (blank FRAM): the largest preset's first game;
2. a solo game (docs/solo.md): `start_solo` level 3, two Overlord turns by
   the turn button;
3. a 5,000-record game of the largest preset with undos (its FRAM image
   built on the host by the product's own code and the campaign's player)
   resumed by a power cycle;
4. 20 `undo` requests, 20 `redo`;
5. `events` pages (limit 20) at the start, the middle and the end, each 3 times;
6. 5 `state` requests;
7. 40 button presses (`turn` and `undo` in turn);
8. the 250-turn scenario of bench/reliability_bench.py: a 5,000-record game
   with undos (deep: about 1,400 records in effect) resumed, 20 undos, its
   pages and states (the heaviest journal the board meets).

Printed: free and largest at boot, after each step, and the worst of each
through the stress.  ``--quick`` runs steps 1 and 7 (10 presses) only.
"""

import os
import random
import sys
import tempfile
import time

from rigdriver import FRAM_FITTED, Rig, build_image

from skelos import codec

PROBE = '''if __name__ == "__main__":
    import gc
    from skelos_device import handlers as _H

    def _heapprobe(app, req):
        gc.collect()
        free = gc.mem_free()
        lo, hi = 0, free + 16       # nothing larger than the free figure can be allocated
        while hi - lo > 16:
            mid = (lo + hi) // 2 & ~15
            try:
                b = bytearray(mid)
                b = None
                lo = mid
            except MemoryError:
                hi = mid
            gc.collect()
        return {"free": free, "largest": lo}

    _H.TABLE["heapprobe"] = _heapprobe
    main(run=False).run()
'''
# --dump: a request naming the types of the heap's objects.  Its code alone (about 1 KB
# of heap) changes the boot's heap (a boot at the edge grows an area): never in the figures
TYPES = '''
def _heaptypes(app, req):
    import sys
    out = {}
    for t in (bytes, bytearray, str, list, dict, tuple, int, memoryview, type, object, set, float):
        out[t.__name__] = id(t)
    out["function"] = id(type(_heaptypes))
    out["bound method"] = id(type(app.mem))
    out["generator"] = id(type((x for x in ())))
    out["module"] = id(type(sys))
    for mn in sys.modules:
        m = sys.modules[mn]
        out["module " + mn] = id(m)
        for k in dir(m):
            v = getattr(m, k)
            if isinstance(v, type):
                out[mn + "." + k] = id(v)
    return {"types": out}


from skelos_device import handlers as _HT
_HT.TABLE["heaptypes"] = _heaptypes
'''


def probe_image(tree, image, types=False):
    """The image of a copy of `tree` whose code.py ends with PROBE (and TYPES before it)."""
    import rig_code
    return rig_code._variant(tree, image, "", (TYPES if types else "") + PROBE)


def long_image(blob, n, seed=1):
    """(FRAM bytes, records, depth) of a game of n records with undos, played on the
    host by the device app over a FRAM fake; a scenario too large for a FRAM slot is
    stored as the drive's default_scenario.bin (as the board's first boot does)."""
    from fakes import FakeClock, FakeEvent, FakeFRAM, FakeKeys, FakePixels, FakeStream
    from helpers import load_profile
    from player import Player

    from skelos_device.app import DeviceApp
    from skelos_device.storage import Storage
    profile = load_profile()
    mem = FakeFRAM(profile["storage"]["size"])
    app = DeviceApp(profile, FakePixels(profile["neopixel"]["count"]),
                    FakeKeys([b["pin"] for b in profile["buttons"]]), FakeStream(), Storage(mem),
                    FakeClock(1000), {"board": profile["board_id"], "serial": "0"}, default_scenario=blob,
                    event=FakeEvent(), reader=lambda p: blob if p == "default_scenario.bin" else None)
    p = Player(app, random.Random(seed), undos=True)
    for _ in range(n * 50):
        if app.game.count >= n:
            break
        app.press(*p.gesture())
    return bytes(mem.data), app.game.count, app.game.depth


def objects(sram, types):
    """[(area pool address, area bytes, [(offset, bytes, kind)])] of the live objects of each
    heap area, kind the name of the object's type where its first word is a known type
    (a class of a loaded module, a built-in type), else "raw" (a list's or dict's items,
    a string's bytes, bytecode...)."""
    import struct

    from rig_code import BASE, BLOCK, heap_areas
    names = {v: k for k, v in types.items()}
    out = []
    for pool, size, kinds in heap_areas(sram):
        objs = []
        i = 0
        n = len(kinds)
        while i < n:
            if kinds[i] == 1:
                j = i + 1
                while j < n and kinds[j] == 2:
                    j += 1
                word = struct.unpack_from("<I", sram, pool + i * BLOCK - BASE)[0]
                objs.append((i * BLOCK, (j - i) * BLOCK, names.get(word, "raw")))
                i = j
            else:
                i += 1
        out.append((pool, size, objs))
    return out


def dump(rig, label):
    """Print, for each heap area, its live bytes by kind and where its free runs are."""
    from collections import Counter
    types = rig.ok("heaptypes", ms=30000)["types"]
    rig.ok("heapprobe", ms=30000)
    print("rig_heap: dump after %s" % label, file=sys.stderr)
    for pool, size, objs in objects(rig.sram(), types):
        by = Counter()
        for _, b, kind in objs:
            by[kind] += b
        live = sum(by.values())
        last = max((o + b for o, b, _ in objs), default=0)
        print("  area 0x%08x %6d B: %6d B live, the last ends at %6d; %s" % (
            pool, size, live, last, ", ".join("%s %d" % kv for kv in by.most_common(8))), file=sys.stderr)
        if size > 20000 and pool > 0x20000000:
            for o, b, kind in objs:
                if b >= 64 or kind != "raw":
                    print("    +%6d %5d %s" % (o, b, kind), file=sys.stderr)
    sys.stderr.flush()


class Stress:
    def __init__(self, rig, dumps=False):
        self.rig = rig
        self.rows = []
        self.dumps = dumps

    def probe(self, label):
        from rig_code import heap_areas, heap_free
        r = self.rig.ok("heapprobe", ms=30000)
        sram = self.rig.sram()      # the heap as the probe's last collection left it (and its reply's garbage)
        areas = [size for _, size, _ in heap_areas(sram)]
        inside, run, total = heap_free(sram)
        self.rows.append((label, r["free"], r["largest"], len(areas), total, run))
        print("rig_heap: %s: free %d B, largest %d B; %d heap areas, %d B, %d B free in them, largest run %d B"
              % (label, r["free"], r["largest"], len(areas), total, inside, run), file=sys.stderr, flush=True)
        if self.dumps:
            dump(self.rig, label)

    def boot(self):
        rig = self.rig
        rig.wait_usb()
        rig.ok("hello", ms=20000)
        rig.run_until(lambda: rig.frames, 20000, "first frame", stop=("frame",))
        rig.sleep(300)

    def presses(self, n):
        rig = self.rig
        for i in range(n):
            k = len(rig.pushes)
            rig.press("turn" if i % 2 == 0 else "undo", hold_ms=80, after_ms=0)
            rig.run_until(lambda k=k: len(rig.pushes) > k, 3000, "push", step=5, stop=("data_nl",))
            rig.sleep(150)

    def requests(self, cmd, n, **args):
        for _ in range(n):
            r = self.rig.request(cmd, **args)
            if not r.get("ok") and r.get("error", {}).get("code") not in ("nothing_to_undo", "nothing_to_redo"):
                raise SystemExit("rig_heap: %s refused: %r" % (cmd, r))

    def pages(self):
        last = self.rig.ok("hello")["seq"]
        for after in (0, last // 2, max(0, last - 30)):
            for _ in range(3):
                r = self.rig.ok("events", after=after, limit=20)
                if not r["events"] or r["events"][0]["seq"] != after + 1:
                    raise SystemExit("rig_heap: events after=%d: %r" % (after, r))

    def resume(self, fram):
        rig = self.rig
        rig.set_fram(fram)
        rig.power_cycle()
        self.boot()


def run(name, quick=False, dumps=False):
    """Rows (label, free, largest) of the stress on the preset `name`."""
    with tempfile.TemporaryDirectory() as tmp:
        d = os.path.join(tmp, "largest")
        os.mkdir(d)
        build_image(d, scenario=name)
        image = probe_image(os.path.join(d, "circuitpy"), os.path.join(d, "probe.img"), types=dumps)
        with Rig(image, FRAM_FITTED, log_path=os.path.join(d, "harness.log")) as rig:
            s = Stress(rig, dumps)
            rig.power_on()
            s.boot()
            s.probe("first boot, blank FRAM (%s)" % name)
            if quick:
                s.presses(10)
                s.probe("10 presses (`turn`, `undo` in turn)")
                return s.rows
            r = rig.request("act", action="start_solo", args=[3, 2024])
            if not r.get("ok"):
                raise SystemExit("rig_heap: start_solo refused: %r" % r)
            for b in ["turn"] * 4 + ["slot1"] + ["turn"] * 4:
                n = len(rig.pushes)
                rig.press(b)
                rig.run_until(lambda n=n: len(rig.pushes) > n, 3000, "a push", stop=("data_nl",))
                rig.sleep(150)
            s.probe("solo game, level 3, two Overlord turns (%d records)" % rig.ok("hello")["seq"])
            with open(os.path.join(d, "circuitpy", "default_scenario.bin"), "rb") as f:
                blob = f.read()     # the drive's scenario, as deploy wrote it
            fram, count, depth = long_image(blob, 5000)
            s.resume(fram)
            if rig.ok("hello")["seq"] != count:
                raise SystemExit("rig_heap: the %d-record game did not resume: %r" % (count, rig.ok("hello")))
            s.probe("resumed: a %d-record game of %s with undos (depth %d)" % (count, name, depth))
            s.requests("undo", 20)
            s.probe("20 `undo` requests")
            s.requests("redo", 20)
            s.probe("20 `redo` requests")
            s.pages()
            s.probe("`events` pages (start, middle, end; 3 each)")
            s.requests("state", 5)
            s.probe("5 `state` requests")
            s.presses(40)
            s.probe("40 presses (`turn`, `undo` in turn)")
            from reliability_bench import long_scenario
            fram, count, depth = long_image(codec.encode_scenario(long_scenario()), 5000)
            s.resume(fram)
            if rig.ok("hello")["seq"] != count:
                raise SystemExit("rig_heap: the %d-record game did not resume: %r" % (count, rig.ok("hello")))
            s.probe("resumed: a %d-record game of the 250-turn scenario with undos (depth %d)" % (count, depth))
            s.requests("undo", 20)
            s.pages()
            s.requests("state", 5)
            s.probe("the same: 20 undos, `events` pages, 5 states")
            return s.rows


def print_table(rows, name):
    print("| heap of the board, after gc.collect() (%s on the drive) | free (gc.mem_free()) | largest block "
          "| the heap's areas: count, bytes, largest free run in them |" % name)
    print("|---|---|---|---|")
    for label, free, largest, n, total, run in rows:
        print("| %s | {:,} B | {:,} B | {}, {:,} B, {:,} B |".format(free, largest, n, total, run) % label)
    wf = min(r[1] for r in rows)
    wl = min(r[2] for r in rows)
    print("| worst through the stress | {:,} B | {:,} B | |".format(wf, wl))


def main(name, quick=False, dumps=False):
    wall0 = time.monotonic()
    rows = run(name, quick, dumps)
    print_table(rows, name)
    print("\nwall time: %.0f s" % (time.monotonic() - wall0))
    return rows
