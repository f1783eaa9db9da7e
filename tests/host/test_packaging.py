"""`pip install` of the project gives a working `skelos`: the wheel holds every
subpackage and the files the commands read (presets, page, catalogues, board
profiles, code.py and boot.py), and the commands run from it alone."""

import os
import pathlib
import shutil
import subprocess
import sys
import zipfile

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]

RUN = r"""
import sys
sys.argv = ["skelos"] + sys.argv[1:]
import skelos, skelos_device, skelos_host
for m in (skelos, skelos_device, skelos_host):
    assert m.__file__.startswith({site!r}), m.__file__
from skelos_host.cli import main
main()
"""


@pytest.fixture(scope="module")
def wheel_site(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("wheel")
    # setuptools stages the wheel in build/lib: files of an older layout left there would slip into it
    shutil.rmtree(ROOT / "build" / "lib", ignore_errors=True)
    r = subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--disable-pip-version-check", "--no-deps",
                        "-w", str(tmp), str(ROOT)], capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr[-3000:]
    (whl,) = tmp.glob("skelos-*.whl")
    site = tmp / "site"
    with zipfile.ZipFile(whl) as z:
        names = set(z.namelist())
        z.extractall(site)
    return site, names


def _skelos(site, *args, cwd):
    env = dict(os.environ, PYTHONPATH=str(site))
    return subprocess.run([sys.executable, "-c", RUN.format(site=str(site)), *args], capture_output=True, text=True,
                          timeout=120, cwd=cwd, env=env)


def test_the_wheel_holds_every_part(wheel_site):
    _, names = wheel_site
    for name in ("skelos/games.py", "skelos/conan/game.py", "skelos/orcquest/game.py", "skelos/orcquest/combat.py",
                 "skelos_device/app.py", "skelos_device/conan_ui.py", "skelos_host/cli/__init__.py",
                 "skelos_host/views/conan.py", "skelos_host/views/orcquest.py",
                 "skelos_host/commands/status.py", "skelos_host/sim/device.py", "skelos_host/sim/virtual.py",
                 "skelos_host/web/server.py", "skelos_host/web/index.html", "skelos_host/web/app.js",
                 "skelos_host/web/style.css", "skelos_host/presets/pict-village.toml",
                 "skelos_host/locale/fr/LC_MESSAGES/skelos.po", "skelos_profiles/pico_reference.json",
                 "skelos_profiles/adafruit_macropad_rp2040.json", "skelos_firmware/code.py", "skelos_firmware/boot.py"):
        assert name in names, name
    assert not any(n.startswith(("tests/", "bench/")) for n in names)
    assert "skelos/game.py" not in names and "skelos_host/orcquest_view.py" not in names   # an older layout


def test_commands_run_from_the_installed_wheel(wheel_site, tmp_path):
    site, _ = wheel_site
    r = _skelos(site, "scenario", "show", "pict-village", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert "Pict" in r.stdout
    r = _skelos(site, "deploy", "--out", str(tmp_path / "circuitpy"), cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    for f in ("code.py", "boot.py", "profile.json", "default_scenario.bin", "lib/skelos/conan/game.py",
              "lib/skelos/orcquest/scenario.py", "lib/skelos_device/app.py", "lib/neopixel.py",
              "lib/skelos_device/fram.py"):
        assert (tmp_path / "circuitpy" / f).is_file(), f
    assert (tmp_path / "circuitpy" / "code.py").read_bytes() == (ROOT / "firmware" / "code.py").read_bytes()
