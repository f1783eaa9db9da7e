"""mypy on the firmware against circuitpython-stubs (config: [tool.mypy] in pyproject.toml)."""

import os
import subprocess
import sys


ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_firmware_typechecks_against_circuitpython_stubs():
    # mypy and circuitpython-stubs are pinned in requirements-ci.txt: no skip.
    r = subprocess.run([sys.executable, "-m", "mypy", "firmware/code.py", "firmware/boot.py", "firmware/stopped.py",
                        "firmware/lib/skelos_device"], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "Success" in r.stdout
