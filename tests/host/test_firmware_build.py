"""The Skelos firmware's build (skelos_host.toolchain.firmware): keyed on every input, the frozen
modules staged so that CircuitPython's `git describe` step runs unchanged, and a clear
error, in both languages, where the ARM compiler is missing."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from skelos_host.toolchain import firmware, uf2

ROOT = Path(__file__).resolve().parents[2]
FROZEN = {"skelos/__init__.py": b"", "skelos/journal.py": b"X = 1\n", "neopixel.py": b'__version__ = "0.0.0-auto.0"\n'}


def test_the_board_is_the_projects_and_names_no_machine_path():
    board = firmware.board_dir()
    assert board == ROOT / "firmware" / "board" / "skelos_pico"
    names = sorted(p.name for p in board.iterdir())
    assert names == ["board.c", "mpconfigboard.h", "mpconfigboard.mk", "pico-sdk-configboard.h", "pins.c"]
    mk = (board / "mpconfigboard.mk").read_text()
    assert "FROZEN_MPY_DIRS" not in mk.replace("(FROZEN_MPY_DIRS)", "")      # given by the build command
    assert "CIRCUITPY_MIN_GCC_VERSION = 12" in mk and "/tmp" not in mk and "/home" not in mk


def test_the_skelos_build_starts_without_waiting_for_safe_mode():
    # CircuitPython waits a second at every power-on for a reset press into safe mode; the
    # board turns that off and the vendored supervisor honours the flag (docs/firmware.md)
    mk = (firmware.board_dir() / "mpconfigboard.mk").read_text()
    assert "\nCIRCUITPY_SKIP_SAFE_MODE_WAIT = 1\n" in mk
    src = (ROOT / "third_party" / "circuitpython" / "supervisor" / "shared" / "safe_mode.c").read_text()
    at = src.index("#if CIRCUITPY_SKIP_SAFE_MODE_WAIT")
    assert src[at:src.index("#endif", at)].split("\n")[1].strip() == "return SAFE_MODE_NONE;"
    assert src.index("while (diff < 1000)") > at


def test_the_key_covers_the_frozen_files_the_board_and_the_compiler(tmp_path, monkeypatch):
    board = tmp_path / "board"
    shutil.copytree(firmware.board_dir(), board)
    monkeypatch.setattr(firmware, "board_dir", lambda: board)
    key = firmware.inputs_key(FROZEN, "gcc 12")
    assert key == firmware.inputs_key(dict(FROZEN), "gcc 12")
    assert uf2.BUILD_NAME.fullmatch(firmware.build_name(key).encode())
    changed = dict(FROZEN, **{"skelos/journal.py": b"X = 2\n"})
    assert firmware.inputs_key(changed, "gcc 12") != key
    assert firmware.inputs_key(dict(FROZEN, **{"skelos/extra.py": b""}), "gcc 12") != key
    assert firmware.inputs_key(FROZEN, "gcc 13") != key
    with open(board / "mpconfigboard.mk", "a") as f:
        f.write("CIRCUITPY_JSON = 0\n")
    assert firmware.inputs_key(FROZEN, "gcc 12") != key


def test_the_frozen_modules_are_a_repository_tagged_with_neopixels_version(tmp_path):
    if shutil.which("git") is None:
        # the build itself needs git (the frozen modules' version comes from a tag): CI must have it
        why = "no git here: the Skelos firmware's build needs it"
        if os.environ.get("SKELOS_REQUIRE_FIRMWARE") == "1":
            pytest.fail(why + " (SKELOS_REQUIRE_FIRMWARE=1)")
        pytest.skip(why)
    stage = tmp_path / "frozen"
    firmware._stage_frozen(stage, FROZEN, "skelos-0123456789ab")
    assert (stage / "skelos" / "journal.py").read_bytes() == b"X = 1\n"
    assert b'BUILD = "skelos-0123456789ab"' in (stage / "skelos_build.py").read_bytes()
    # what CircuitPython's tools/preprocess_frozen_modules.py asks for a `__version__` line
    tag = subprocess.run("git describe --tags --exact-match", shell=True, cwd=stage, capture_output=True,
                         text=True, env=dict(os.environ, GIT_CONFIG_GLOBAL=os.devnull))
    assert tag.returncode == 0 and tag.stdout.strip() == firmware.neopixel_version() != "0.0.0", tag.stderr


def _without_arm_gcc(tmp_path, lang):
    bin_dir = tmp_path / "bin"          # the tools the build needs, except the ARM compiler
    bin_dir.mkdir(exist_ok=True)
    for tool in ("make", "git", "python3", "sh"):
        found = shutil.which(tool)
        if found and not (bin_dir / tool).exists():
            (bin_dir / tool).symlink_to(found)
    env = dict(os.environ, PATH=str(bin_dir), SKELOS_CACHE_DIR=str(tmp_path / "cache"), LANG=lang,
               PYTHONUNBUFFERED="1")
    env.pop("LC_ALL", None)
    env.pop("LC_MESSAGES", None)
    return env


def test_without_the_arm_compiler_the_build_says_so_in_both_languages_and_builds_nothing(tmp_path):
    env = _without_arm_gcc(tmp_path, "en_US.UTF-8")
    r = subprocess.run([sys.executable, "-m", "skelos_host.toolchain.firmware", "build"], env=env, capture_output=True,
                       text=True, timeout=120)
    assert r.returncode == 1, r.stdout + r.stderr
    assert "no ARM compiler (arm-none-eabi-gcc) here to build the Skelos firmware" in r.stderr
    assert "gcc-arm-none-eabi and libnewlib-arm-none-eabi" in r.stderr
    r = subprocess.run([sys.executable, "-m", "skelos_host.cli", "firmware", "build"],
                       env=_without_arm_gcc(tmp_path, "fr_FR.UTF-8"), capture_output=True, text=True, timeout=120)
    assert r.returncode == 1, r.stdout + r.stderr
    assert "pas de compilateur ARM (arm-none-eabi-gcc) ici pour construire le firmware Skelos" in r.stderr
    r = subprocess.run([sys.executable, "-m", "skelos_host.toolchain.firmware", "path"], env=env, capture_output=True,
                       text=True, timeout=120)
    assert r.returncode == 1 and "no ARM compiler" in r.stderr
    assert not (tmp_path / "cache").exists() or not list((tmp_path / "cache").glob("firmware-*"))
