"""skelos_device imports and runs a scripted game under the real MicroPython (WebAssembly) interpreter."""

import os

from fixtures import pict_village
from helpers import run_firmware_under_micropython
from skelos import codec

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_firmware_under_micropython(tmp_path):
    r = run_firmware_under_micropython(tmp_path, codec.encode_scenario(pict_village()))
    assert r.returncode == 0, r.stdout + r.stderr
    assert "mpy firmware game ok 5" in r.stdout
