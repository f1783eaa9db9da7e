"""Run the core test suite (tests/core) under a real MicroPython interpreter.

Wraps `node tests/mpy/run_core_tests.mjs` (MicroPython's webassembly port,
pinned in tests/mpy/package.json).  Skipped only when Node.js or the npm
package is missing; set SKELOS_REQUIRE_MPY=1 (e.g. in CI) to make that a
failure instead.
"""

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "tests" / "mpy" / "run_core_tests.mjs"
PACKAGE = ROOT / "tests" / "mpy" / "node_modules" / "@micropython" / "micropython-webassembly-pyscript"
INSTALL = "install with: npm ci --prefix tests/mpy   (from the repo root; needs Node.js >= 18)"
SUMMARY = re.compile(r"^micropython: (\d+) passed, (\d+) failed, (\d+) skipped$", re.M)


def _unavailable(reason):
    msg = "MicroPython core tests not run: %s; %s" % (reason, INSTALL)
    if os.environ.get("SKELOS_REQUIRE_MPY") == "1":
        pytest.fail(msg + " (SKELOS_REQUIRE_MPY=1)")
    pytest.skip(msg)


def test_core_suite_under_micropython(capsys):
    node = shutil.which("node")
    if node is None:
        _unavailable("node (Node.js) not found on PATH")
    if not PACKAGE.is_dir():
        _unavailable("%s is missing" % PACKAGE.relative_to(ROOT))

    proc = subprocess.run(
        [node, str(SCRIPT), str(ROOT)],
        cwd=str(ROOT),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        universal_newlines=True,
        timeout=900,
    )
    output = proc.stdout + ("\n[stderr]\n" + proc.stderr if proc.stderr.strip() else "")
    found = SUMMARY.findall(proc.stdout)
    summary = "micropython: %s passed, %s failed, %s skipped" % found[-1] if found else None

    with capsys.disabled():  # show the figures in CI output even on success
        print("\n[tests/mpy] " + (summary or "no summary line (harness error?)"))

    assert proc.returncode == 0, "run_core_tests.mjs exited %d:\n%s" % (proc.returncode, output)
    assert summary is not None, "no summary line in output:\n" + output
    passed = int(found[-1][0])
    assert passed >= 1, "no test passed under MicroPython:\n" + output
