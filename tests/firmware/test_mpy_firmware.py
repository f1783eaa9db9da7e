"""skelos_device imports and runs a scripted game under the real MicroPython (WebAssembly) interpreter."""

import json
import os
import shutil
import subprocess

import pytest
from fixtures import pict_village
from skelos import codec

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_firmware_under_micropython(tmp_path):
    if shutil.which("node") is None or not os.path.isdir(os.path.join(ROOT, "tests", "mpy", "node_modules")):
        if os.environ.get("SKELOS_REQUIRE_MPY"):
            pytest.fail("node or tests/mpy/node_modules missing")
        pytest.skip("node or tests/mpy/node_modules missing (npm ci --prefix tests/mpy)")
    blob = tmp_path / "blob.json"
    blob.write_text(json.dumps(list(codec.encode_scenario(pict_village()))))
    r = subprocess.run(["node", os.path.join(ROOT, "tests", "mpy", "run_firmware.mjs"), str(blob)],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "mpy firmware game ok 5" in r.stdout
