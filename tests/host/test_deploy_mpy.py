"""`skelos deploy` ships lib/ compiled by CircuitPython's own mpy-cross (code.py and
boot.py as source), says which it shipped, ships source with --py, and never
leaves a `.py` beside a `.mpy` (the board would import the `.py`)."""

import hashlib
import json

import pytest
from clihelp import refused, skelos
from need_mpy_cross import need_mpy_cross

from skelos_host.commands.deploy import contents

MANIFEST = ".skelos-deploy.json"


@pytest.fixture(autouse=True)
def compiler():
    return need_mpy_cross()


def files_under(folder):
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())


def test_lib_goes_compiled_code_and_boot_as_source(tmp_path):
    out = tmp_path / "build"
    r = skelos("deploy", "--out", out)
    assert r.returncode == 0, r.stderr
    assert "lib/: compiled .mpy (CircuitPython 9.2.1" in r.stderr
    source = contents()                                   # the same tree as source
    want = sorted(rel[:-3] + ".mpy" if rel.startswith("lib/") else rel for rel in source)
    assert files_under(out) == sorted(want + [MANIFEST])
    assert r.stdout.split() == want
    for rel in want:
        data = (out / rel).read_bytes()
        if rel.endswith(".mpy"):
            name = rel[len("lib/"):-len(".mpy")] + ".py"
            assert data[:2] == b"C\x06", rel                   # CircuitPython's header, format 6
            assert name.encode() in data, rel                   # -s: the module's path, no build path
            assert str(tmp_path).encode() not in data and b"/tmp/" not in data
        else:
            assert data == source[rel], rel
    assert (out / "code.py").is_file() and (out / "boot.py").is_file()
    total = sum((out / rel).stat().st_size for rel in want if rel.endswith(".mpy"))
    assert total < sum(len(d) for rel, d in source.items() if rel.startswith("lib/")) / 2


def test_py_ships_source_and_switching_leaves_no_stale_file(tmp_path):
    out = tmp_path / "build"
    r = skelos("deploy", "--out", out, "--py")
    assert r.returncode == 0, r.stderr
    assert "lib/: .py source" in r.stderr
    assert not [f for f in files_under(out) if f.endswith(".mpy")]
    (out / "lib" / "mylib.py").write_text("X = 1\n")          # the user's: not deploy's business
    assert skelos("deploy", "--out", out).returncode == 0
    lib = [f for f in files_under(out) if f.startswith("lib/")]
    assert [f for f in lib if f.endswith(".py")] == ["lib/mylib.py"]
    assert "lib/skelos/journal.mpy" in lib
    assert skelos("deploy", "--out", out, "--py").returncode == 0
    lib = [f for f in files_under(out) if f.startswith("lib/")]
    assert not [f for f in lib if f.endswith(".mpy")] and "lib/skelos/journal.py" in lib
    assert (out / "lib" / "mylib.py").read_text() == "X = 1\n"


def test_a_source_of_the_users_beside_a_compiled_module_is_refused_or_removed_with_force(tmp_path):
    drive = tmp_path / "CIRCUITPY"
    drive.mkdir()
    (drive / "boot_out.txt").write_text("Adafruit CircuitPython 9.2.1 on 2024-11-20; Raspberry Pi Pico with rp2040\n")
    assert skelos("deploy", "--out", tmp_path / "b1", "--to", drive, "--py").returncode == 0
    edited = drive / "lib" / "skelos" / "journal.py"
    edited.write_text(edited.read_text() + "# my fix\n")
    before = {p: hashlib.sha256(p.read_bytes()).hexdigest() for p in drive.rglob("*") if p.is_file()}
    refused(skelos("deploy", "--out", tmp_path / "b2", "--to", drive), str(edited), "--force")
    assert {p: hashlib.sha256(p.read_bytes()).hexdigest() for p in drive.rglob("*") if p.is_file()} == before
    r = skelos("deploy", "--out", tmp_path / "b2", "--to", drive, "--force")
    assert r.returncode == 0, r.stderr
    assert not edited.exists() and (drive / "lib" / "skelos" / "journal.mpy").is_file()
    assert not [p for p in (drive / "lib").rglob("*.py")]
    # a build folder never loses the user's file: refused, whatever the flags
    out = tmp_path / "b3"
    assert skelos("deploy", "--out", out, "--py").returncode == 0
    (out / "lib" / "skelos" / "games.py").write_text("# mine\n")
    refused(skelos("deploy", "--out", out), str(out / "lib" / "skelos" / "games.py"))
    assert (out / "lib" / "skelos" / "games.py").read_text() == "# mine\n"
    manifest = json.loads((out / MANIFEST).read_text())["files"]
    assert "lib/skelos/games.py" in manifest and not [f for f in manifest if f.endswith(".mpy")]
