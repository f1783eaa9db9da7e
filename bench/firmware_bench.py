"""Firmware figures on CPython (not a timed test): loop cost, storage wear, frame size.

    .venv/bin/python bench/firmware_bench.py [--quick]
"""

import json
import os
import sys
import time
import tracemalloc

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "firmware", "lib"), os.path.join(ROOT, "tests"),
                os.path.join(ROOT, "tests", "core"), os.path.join(ROOT, "tests", "core", "conan"),
                os.path.join(ROOT, "tests", "firmware")]

from fakes import FakeFRAM, FakeNVM  # noqa: E402
from helpers import SCRIPT, load_profile, make_app, run_script  # noqa: E402
from skelos_device import handlers  # noqa: E402

ERASE_CYCLES = 100_000        # RP2040 flash sector, typical rating
FRAM_CYCLES = 10**12          # MB85RC256V, per byte
GAME_ACTIONS = 200


def main():
    quick = "--quick" in sys.argv[1:]          # a smoke run (the test suite runs it)
    rows = []
    app = make_app()
    n = 2000 if quick else 20000
    t0 = time.perf_counter()
    for _ in range(n):
        app.step()
    idle = (time.perf_counter() - t0) / n
    rows.append(("idle loop iteration (CPython)", "%.1f us" % (idle * 1e6)))

    app = make_app()
    t0 = time.perf_counter()
    run_script(app)
    per = (time.perf_counter() - t0) / len(SCRIPT)
    rows.append(("core action + persist + push (CPython)", "%.1f us" % (per * 1e6)))
    t0 = time.perf_counter()
    for _ in range(200):
        app.dirty = True
        app.step()
    rows.append(("render + diff + show, full frame (CPython)", "%.1f us" % ((time.perf_counter() - t0) / 200 * 1e6)))

    for name, mem, prof in (("nvm 4 KB", FakeNVM(4096), "adafruit_macropad_rp2040"),
                            ("FRAM 32 KB", FakeFRAM(32768), "pico_reference")):
        a = make_app(mem, load_profile(prof))
        b0, e0, w0 = mem.bytes_written, mem.erases, mem.writes
        run_script(a)
        k = len(SCRIPT)
        bpa = (mem.bytes_written - b0) / k
        epa = (mem.erases - e0) / k
        rows.append((name + ": bytes written per action", "%.1f" % bpa))
        rows.append((name + ": write calls per action", "%.1f" % ((mem.writes - w0) / k)))
        if epa:
            rows.append((name + ": sector erases per action", "%.1f" % epa))
            games = ERASE_CYCLES / (epa * GAME_ACTIONS)
        else:
            # each header byte is rewritten every other action
            games = FRAM_CYCLES / (GAME_ACTIONS / 2)
        rows.append((name + ": games of %d actions before wear-out" % GAME_ACTIONS, "%.3g" % games))
        rows.append((name + ": journal capacity (bytes, ~2 per action)",
                     str(a.storage.log_end - a.storage.log_start)))

    app = make_app()
    run_script(app)
    frame = app.frame
    rows.append(("frame (pixels, raw bytes)", "%d px, %d bytes" % (len(frame), 3 * len(frame))))
    rows.append(("`state` reply line (bytes)", str(len(json.dumps(handlers.state(app, {}))) + 30)))

    tracemalloc.start()
    app = make_app()
    cur, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    rows.append(("CPython heap for boot of an app (not board RAM)", "%d bytes (peak %d)" % (cur, peak)))

    w = max(len(r[0]) for r in rows)
    for k, v in rows:
        print(k.ljust(w), " ", v)


if __name__ == "__main__":
    main()
