"""The board's figures on each firmware build, side by side (`bench/rig_bench.py --builds`; not a test).

One column per build, each on the emulated RP2040 of the rig (tests/rig) with
the FRAM fitted and the default scenario:

- stock: the published CircuitPython 9.2.1 UF2, `skelos deploy`'s drive
  (lib/ compiled to .mpy, loaded into the heap at boot);
- the Skelos build (CircuitPython with lib/ frozen in: its bytecode stays in
  the flash): the one built from this checkout (`python -m skelos_host.toolchain.firmware
  build`), or the file SKELOS_BUILD_UF2 names; `skelos deploy --firmware
  skelos`'s drive (no lib/).

Both drives get bench/rig_heap.py's `heapprobe` request in code.py (the same
few hundred bytes on each).  Figures, in simulated RP2040 time:

- power-on to the first frame and to the first `hello` reply: the very first
  boot (CircuitPython's first start on the new drive, which writes
  boot_out.txt once; blank FRAM, the default scenario stored), and a later
  power-on (the game resumed from the FRAM);
- after that later boot: free heap right after ``gc.collect()``
  (``gc.mem_free()``), and the largest block the board can allocate
  (bisected on the chip, rig_heap.py);
- release of `turn` to the next frame, 10 presses (median / worst);
- the firmware's size in the flash (the UF2's payload).

    .venv/bin/python bench/rig_bench.py --builds
    SKELOS_BUILD_UF2=path/to/skelos.uf2 .venv/bin/python bench/rig_bench.py --builds
"""

import os
import statistics
import sys
import tempfile
import time

from rigdriver import FRAM_FITTED, Rig, build_image, firmware_paths

from skelos_host.toolchain import uf2 as uf2mod


def measure(code, uf2, tmp):
    import rig_bench
    import rig_heap
    d = os.path.join(tmp, code)
    os.mkdir(d)
    build_image(d, code=code)
    image = rig_heap.probe_image(os.path.join(d, "circuitpy"), os.path.join(d, "probe.img"))
    out = {}
    with Rig(image, FRAM_FITTED, log_path=os.path.join(d, "harness.log"), uf2=uf2) as rig:
        rig.power_on()
        out["frame1"], out["hello1"], h = rig_bench.boot_times(rig)
        out["build"], out["code"] = h.get("build", "(none)"), h["code"]
        rig.sleep(500)
        rig.power_cycle()
        out["frame2"], out["hello2"], _ = rig_bench.boot_times(rig)
        rig.sleep(300)
        r = rig.ok("heapprobe", ms=30000)
        out["free"], out["largest"] = r["free"], r["largest"]
        out["presses"] = rig_bench.release_to_frame(rig, "turn", 10, lambda p: p["push"] == "event")
    with open(uf2, "rb") as f:
        out["flash"] = sum(len(b) for b in uf2mod.read(f.read()).values())
    return out


def main():
    import firmware
    try:
        skelos_uf2, name = firmware.skelos_uf2()
    except (firmware.Missing, firmware.WrongFile) as e:
        raise SystemExit("rig_builds: %s" % e) from None
    stock_uf2 = firmware_paths()[0]
    wall0 = time.monotonic()
    cols = []
    with tempfile.TemporaryDirectory() as tmp:
        for label, code, uf2 in (("stock 9.2.1 (lib/ as .mpy on the drive)", "mpy", stock_uf2),
                                 ("%s (lib/ frozen in)" % name, "frozen", skelos_uf2)):
            print("rig_builds: %s ..." % label, file=sys.stderr, flush=True)
            cols.append((label, measure(code, uf2, tmp)))
    rows = [
        ("hello: build / code", lambda m: "%s / %s" % (m["build"], m["code"])),
        ("very first boot: power-on to first frame", lambda m: "%.0f ms" % m["frame1"]),
        ("very first boot: power-on to first hello reply", lambda m: "%.0f ms" % m["hello1"]),
        ("a later power-on (game resumed): to first frame", lambda m: "%.0f ms" % m["frame2"]),
        ("a later power-on: to first hello reply", lambda m: "%.0f ms" % m["hello2"]),
        ("free heap after gc.collect() (after that boot)", lambda m: "{:,} B".format(m["free"])),
        ("largest allocatable block", lambda m: "{:,} B".format(m["largest"])),
        ("release of `turn` to the next frame, 10 presses: median / worst",
         lambda m: "%.1f / %.1f ms" % (statistics.median(m["presses"]), max(m["presses"]))),
        ("firmware in the flash (UF2 payload)", lambda m: "{:,} B".format(m["flash"])),
    ]
    print("| figure (simulated RP2040 time, pict-village, FRAM fitted) | " + " | ".join(c for c, _ in cols) + " |")
    print("|---|" + "---|" * len(cols))
    for label, f in rows:
        print("| %s | %s |" % (label, " | ".join(f(m) for _, m in cols)))
    print("\nwall time: %.0f s" % (time.monotonic() - wall0))
