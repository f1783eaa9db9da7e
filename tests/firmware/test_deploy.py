"""`skelos deploy` builds the exact CIRCUITPY tree; the built code runs under the fakes."""

import os
import subprocess
import sys

import pytest

from helpers import need_micropython

from skelos_host import presets
from skelos_host.commands.deploy import build

EXPECTED = [
    "boot.py", "code.py", "default_scenario.bin", "lib/neopixel.py",
    "lib/skelos/__init__.py", "lib/skelos/checkpoints.py", "lib/skelos/codec.py",
    "lib/skelos/conan/__init__.py", "lib/skelos/conan/checks.py", "lib/skelos/conan/game.py",
    "lib/skelos/conan/model.py", "lib/skelos/conan/pack.py",
    "lib/skelos/conan/records.py", "lib/skelos/conan/scenario.py", "lib/skelos/conan/solo.py",
    "lib/skelos/fields.py", "lib/skelos/games.py", "lib/skelos/journal.py",
    "lib/skelos/orcquest/__init__.py", "lib/skelos/orcquest/combat.py", "lib/skelos/orcquest/game.py",
    "lib/skelos/orcquest/model.py", "lib/skelos/orcquest/pack.py", "lib/skelos/orcquest/records.py",
    "lib/skelos/orcquest/scenario.py",
    "lib/skelos/ramlog.py", "lib/skelos/records.py",
    "lib/skelos_device/__init__.py", "lib/skelos_device/app.py", "lib/skelos_device/checks.py",
    "lib/skelos_device/conan_ui.py",
    "lib/skelos_device/fram.py", "lib/skelos_device/game_ui.py", "lib/skelos_device/handlers.py",
    "lib/skelos_device/input.py",
    "lib/skelos_device/layout.py", "lib/skelos_device/legacy.py", "lib/skelos_device/link.py",
    "lib/skelos_device/log_index.py",
    "lib/skelos_device/orcquest_ui.py", "lib/skelos_device/profile.py", "lib/skelos_device/recovery.py",
    "lib/skelos_device/render.py", "lib/skelos_device/scenario_slots.py", "lib/skelos_device/startup.py",
    "lib/skelos_device/storage.py", "lib/skelos_device/tasks.py", "lib/skelos_device/undo_ram.py",
    "lib/skelos_device/upload.py",
] + sorted("presets/" + n + ".bin" for n in presets.builtin_names()) + ["profile.json", "settings.toml", "stopped.py"]

TESTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(TESTS)

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
got = []
for _ in range(5):
    mods["supervisor"].clock.advance(10)
    app.step()
    got.extend(data.take())
replies = [m for m in got if m.get("id") == 1]
assert replies and replies[0]["ok"] and replies[0]["scenario"] == "pict-village", replies
assert replies[0]["code"] == "py", replies     # the tree's lib/ is source
fram = mods["adafruit_bus_device.i2c_device"].instances[0]
assert fram.mem.bytes_written > 0 and fram.transactions > 0
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


def _deploy(*args):
    from click.testing import CliRunner

    from skelos_host.cli import cli
    return CliRunner().invoke(cli, ["deploy", *[str(a) for a in args]])


def test_deploy_copies_onto_a_circuitpy_drive(tmp_path):
    drive = tmp_path / "CIRCUITPY"
    drive.mkdir()
    (drive / "boot_out.txt").write_text("Adafruit CircuitPython 9.2.1 on 2024-11-20; Raspberry Pi Pico with rp2040\n")
    r = _deploy("--out", tmp_path / "build", "--to", drive, "--py")
    assert r.exit_code == 0, r.output
    assert "copied %d files" % len(EXPECTED) in r.output
    assert (drive / "code.py").is_file() and (drive / "lib" / "skelos" / "conan" / "game.py").is_file()


def test_deploy_refuses_what_would_lose_files_or_build_nonsense(tmp_path):
    not_a_drive = tmp_path / "usb-stick"
    not_a_drive.mkdir()
    r = _deploy("--out", tmp_path / "build", "--to", not_a_drive)
    assert r.exit_code == 1 and "boot_out.txt" in r.output and "--force" in r.output
    assert not (tmp_path / "build").exists() and list(not_a_drive.iterdir()) == []
    r = _deploy("--out", tmp_path / "build", "--to", tmp_path / "nowhere")
    assert r.exit_code == 1 and "not a mounted folder" in r.output
    # a folder of the user's that is not an earlier build is never wiped
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "notes.txt").write_text("mine")
    r = _deploy("--out", docs)
    assert r.exit_code == 1 and "not an earlier build" in r.output
    assert (docs / "notes.txt").read_text() == "mine"
    # bad profile or scenario: an error, and the previous build is left alone
    build_dir = tmp_path / "build"
    assert _deploy("--out", build_dir).exit_code == 0
    before = sorted(p.name for p in build_dir.rglob("*"))
    r = _deploy("--out", build_dir, "--profile", "no_such_board")
    assert r.exit_code == 1 and "no board profile no_such_board" in r.output
    r = _deploy("--out", build_dir, "--scenario", "no-such-scenario")
    assert r.exit_code == 1 and "no-such-scenario" in r.output
    assert sorted(p.name for p in build_dir.rglob("*")) == before


# a board of each game: its default scenario, a first action, its modules and the other game's
GAMES = {"conan": ("pict-village", '["begin_turn"]', ("skelos.conan.game", "skelos_device.conan_ui"),
                   ("skelos.orcquest", "skelos_device.orcquest_ui")),
         "orcquest": ("orcquest-warpath", '["start", 0]', ("skelos.orcquest.game", "skelos_device.orcquest_ui"),
                      ("skelos.conan", "skelos_device.conan_ui"))}


@pytest.mark.parametrize("profile,game", [("pico_reference", "conan"), ("adafruit_macropad_rp2040", "conan"),
                                          ("pico_reference", "orcquest")])
def test_the_deployed_drive_boots_under_micropython(tmp_path, profile, game):
    """Only what deploy puts on the drive, plus fakes of CircuitPython's chip
    modules, booted by a real MicroPython: boot.py, code.py, a hello and an
    action over the data port, the action stored; the board loads its game's
    pack and UI and nothing of the other game's."""
    need_micropython()
    preset, action, mine, theirs = GAMES[game]
    out = tmp_path / "circuitpy"
    build(out, profile=profile, scenario=preset)
    r = subprocess.run(["node", os.path.join(ROOT, "tests", "mpy", "run_deployed.mjs"), str(out), "fram", action],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    board = "adafruit_macropad_rp2040" if profile.startswith("adafruit") else "raspberry_pi_pico"
    assert "deployed firmware ok under MicroPython: %s %s seq 1" % (board, preset) in r.stdout
    assert "warnings []" in r.stdout and "no_fram" not in r.stdout
    modules = [x for x in r.stdout.splitlines() if x.startswith("modules: ")][0].split()[1:]
    for m in mine:
        assert m in modules, (m, modules)
    assert not [m for m in modules if m.startswith(theirs)], modules


@pytest.mark.parametrize("wiring,detail", [("no_pullups", "No pull up found on SDA or SCL; check your wiring"),
                                           ("no_device", "No I2C device at address: 0x50")])
def test_the_deployed_drive_without_fram_plays_on_nvm_under_micropython(tmp_path, wiring, detail):
    need_micropython()
    out = tmp_path / "circuitpy"
    build(out)
    r = subprocess.run(["node", os.path.join(ROOT, "tests", "mpy", "run_deployed.mjs"), str(out), wiring],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "Skelos no_fram: " + detail in r.stdout                       # the console line
    line = [x for x in r.stdout.splitlines() if x.startswith("deployed firmware ok")][0]
    assert "raspberry_pi_pico pict-village seq 1" in line and "warnings ['no_fram: %s']" % detail in line
    assert int(line.split(" nvm ")[1].split()[0]) > 0                     # the game went to nvm
