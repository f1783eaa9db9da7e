"""CircuitPython's own mpy-cross: built once per machine from the vendored source,
keyed on that source; without a C compiler setup says so and deploy ships source."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from need_mpy_cross import need_mpy_cross

from skelos_host.toolchain import mpycross

ROOT = Path(__file__).resolve().parents[2]


def test_the_vendored_source_is_the_pinned_commit_with_its_licences():
    src = mpycross.source_dir()
    assert src == ROOT / "third_party" / "circuitpython"
    readme = (src / "README.md").read_text()
    assert mpycross.CP_COMMIT in readme and "tag `%s`" % mpycross.CP_VERSION in readme
    assert "MIT License" in (src / "LICENSE").read_text()
    assert "MIT License" in (src / "LICENSE_MicroPython").read_text()
    assert (src / "LICENSES" / "MIT.txt").is_file()
    assert "huffman==0.1.2" in (ROOT / "requirements-build.txt").read_text().split()


def test_the_compiler_writes_circuitpython_9_bytecode_without_a_build_path(tmp_path):
    exe = need_mpy_cross()
    assert "CircuitPython 9.2.1" in mpycross.version(exe) and "mpy v6" in mpycross.version(exe)
    data = mpycross.compile_module(exe, b"def hi():\n    return 'loaded'\n", "skelos/probe.py")
    assert data[:2] == b"C\x06"             # what stock 9.2.1 loads (MicroPython's own compiler writes M)
    assert b"skelos/probe.py" in data
    assert b"skelos-mpy-" not in data and str(tmp_path).encode() not in data and b"/tmp" not in data
    with pytest.raises(mpycross.BuildError) as e:
        mpycross.compile_module(exe, b"def broken(:\n", "skelos/broken.py")
    assert "skelos/broken.py" in str(e.value) and "SyntaxError" in str(e.value)


def _fake_source(tmp_path):
    src = tmp_path / "circuitpython"
    shutil.copytree(mpycross.source_dir(), src)
    return src


def test_the_build_is_found_only_for_the_source_it_was_built_from(tmp_path, monkeypatch):
    src = _fake_source(tmp_path)
    monkeypatch.setattr(mpycross, "source_dir", lambda: src)
    monkeypatch.setenv("SKELOS_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("SKELOS_MPY_CROSS", raising=False)
    assert mpycross.compiler() is None
    assert "not built yet" in mpycross.missing()
    # a build of this source, as build() leaves it
    out = mpycross.build_dir()
    out.mkdir(parents=True)
    (out / mpycross.EXE).write_bytes(b"#!/bin/sh\n")
    (out / mpycross.EXE).chmod(0o755)
    (out / "stamp").write_text(mpycross.source_key(src) + "\n")
    assert mpycross.compiler() == out / mpycross.EXE and mpycross.missing() is None
    assert mpycross.build() == out / mpycross.EXE      # cached: nothing built
    # our README is not the source; any byte of the source is
    (src / "README.md").write_text("notes\n")
    assert mpycross.compiler() == out / mpycross.EXE
    with open(src / "py" / "compile.c", "ab") as f:
        f.write(b"\n")
    assert mpycross.compiler() is None


def test_without_a_c_compiler_the_build_says_so_and_deploy_ships_source(tmp_path):
    env = dict(os.environ, CC=str(tmp_path / "no-such-cc"), SKELOS_CACHE_DIR=str(tmp_path / "cache"),
               PYTHONUNBUFFERED="1")
    env.pop("SKELOS_MPY_CROSS", None)
    r = subprocess.run([sys.executable, "-m", "skelos_host.toolchain.mpycross", "build"], env=env, capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 1 and "no C compiler (%s)" % env["CC"] in r.stderr, r.stdout + r.stderr
    assert not (tmp_path / "cache").exists() or not list((tmp_path / "cache").glob("mpy-cross-*"))
    r = subprocess.run([sys.executable, "-m", "skelos_host.cli", "deploy", "--out", str(tmp_path / "out")], env=env,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert "no C compiler" in r.stderr and "lib/ goes as .py source" in r.stderr
    lib = [p.relative_to(tmp_path / "out").as_posix() for p in (tmp_path / "out" / "lib").rglob("*.*")]
    assert "lib/skelos/journal.py" in lib and not [p for p in lib if p.endswith(".mpy")]


def test_setup_without_a_c_compiler_goes_on_and_says_so(tmp_path):
    """scripts/setup.sh (packages already installed: only the compiler step runs)."""
    if not (ROOT / ".venv" / ".skelos-setup-test").is_file():
        why = "scripts/setup.sh --test has not run in this checkout"
        if os.environ.get("SKELOS_REQUIRE_MPY_CROSS") == "1":      # CI: the README's command ran it
            pytest.fail(why + " (SKELOS_REQUIRE_MPY_CROSS=1)")
        pytest.skip(why)
    env = dict(os.environ, CC=str(tmp_path / "no-such-cc"), SKELOS_CACHE_DIR=str(tmp_path / "cache"))
    env.pop("SKELOS_MPY_CROSS", None)
    env.pop("SKELOS_REQUIRE_FIRMWARE", None)     # the firmware needs mpy-cross: its step skips too
    r = subprocess.run(["bash", "scripts/setup.sh", "--test"], cwd=ROOT, env=env, capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "no C compiler" in r.stderr and "skelos deploy ships .py source" in r.stderr
    # the Skelos firmware is frozen with that compiler: one line says it is not built, and why
    skip = [line for line in r.stderr.splitlines() if "no Skelos firmware" in line]
    assert len(skip) == 1 and "the rig's Skelos cases will skip" in skip[0], r.stderr
    assert "mpy-cross" in skip[0] or "no ARM compiler" in skip[0], skip
    r = subprocess.run(["bash", "scripts/setup.sh", "--test"], cwd=ROOT, env=dict(env, SKELOS_REQUIRE_FIRMWARE="1"),
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 1 and "the Skelos firmware must build (SKELOS_REQUIRE_FIRMWARE=1)" in r.stderr, r.stderr
