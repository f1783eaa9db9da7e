"""`skelos deploy` builds the exact CIRCUITPY tree; the built code runs under the fakes."""

import os
import subprocess
import sys

from skelos_host.commands.deploy import build

EXPECTED = [
    "boot.py", "code.py", "default_scenario.bin", "lib/adafruit_fram.py", "lib/neopixel.py",
    "lib/skelos/__init__.py", "lib/skelos/codec.py", "lib/skelos/game.py", "lib/skelos/games.py",
    "lib/skelos/journal.py", "lib/skelos/orcquest.py", "lib/skelos/orcrecords.py", "lib/skelos/records.py",
    "lib/skelos/scenario.py",
    "lib/skelos_device/__init__.py", "lib/skelos_device/app.py", "lib/skelos_device/input.py",
    "lib/skelos_device/link.py", "lib/skelos_device/orcquest_ui.py", "lib/skelos_device/profile.py",
    "lib/skelos_device/render.py",
    "lib/skelos_device/storage.py", "profile.json",
]

TESTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

RUN_BUILT = r"""
import json, os, runpy, sys
sys.path.insert(0, {tests!r})
import fakes
mods = fakes.install()
os.chdir({out!r})
sys.path.insert(0, os.path.join({out!r}, "lib"))
runpy.run_path("boot.py", run_name="boot")
assert mods["usb_cdc"].enabled == {{"console": True, "data": True}}
ns = runpy.run_path("code.py", run_name="code")
app = ns["main"](run=False)
import skelos_device
assert skelos_device.__file__.startswith({out!r}), skelos_device.__file__
data = mods["usb_cdc"].data
data.feed(b'{{"v": 1, "id": 1, "cmd": "hello"}}\n')
for _ in range(5):
    mods["supervisor"].clock.advance(10)
    app.step()
replies = [m for m in data.take() if m.get("id") == 1]
assert replies and replies[0]["ok"] and replies[0]["scenario"] == "pict-village", replies
assert mods["adafruit_fram"].instances[0].bytes_written > 0
print("built firmware ok")
"""


def test_deploy_tree_and_built_code_runs(tmp_path):
    out = tmp_path / "circuitpy"
    files = build(out)
    assert files == EXPECTED
    r = subprocess.run([sys.executable, "-c", RUN_BUILT.format(tests=TESTS, out=str(out))],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "built firmware ok" in r.stdout
