"""`skelos deploy` writes, replaces and removes only the files it wrote itself
(its manifest, `.skelos-deploy.json`), never through symbolic links, and reads
only the board profiles it ships."""

import hashlib
import json
import os
import shutil
from pathlib import Path

import pytest
from clihelp import refused, skelos

ROOT = Path(__file__).resolve().parents[2]
MANIFEST = ".skelos-deploy.json"


def tree(folder):
    """{relative path: sha256} of every file under `folder` (links not followed), and the links."""
    out = {}
    for dirpath, dirnames, filenames in os.walk(folder):
        for name in filenames + [d for d in dirnames if os.path.islink(os.path.join(dirpath, d))]:
            p = os.path.join(dirpath, name)
            rel = os.path.relpath(p, folder)
            out[rel] = "link:" + os.readlink(p) if os.path.islink(p) else hashlib.sha256(
                Path(p).read_bytes()).hexdigest()
    return out


def deploy(*args, cwd=None):
    return skelos("deploy", *args, cwd=cwd)


def test_a_folder_of_the_user_holding_a_code_py_is_never_emptied(tmp_path):
    mine = tmp_path / "mine"
    (mine / "lib").mkdir(parents=True)
    (mine / "code.py").write_text("print('my own program')\n")
    (mine / "notes.txt").write_text("my notes")
    (mine / "lib" / "mylib.py").write_text("X = 1\n")
    before = tree(mine)
    refused(deploy("--out", mine), str(mine), "not an earlier build")
    assert tree(mine) == before


def test_deploy_into_a_copy_of_the_firmware_sources_changes_none_of_them(tmp_path):
    src = tmp_path / "checkout" / "firmware"
    shutil.copytree(ROOT / "firmware", src, ignore=shutil.ignore_patterns("__pycache__"))
    before = tree(src)
    assert len(before) >= 15
    refused(deploy("--out", "firmware", cwd=tmp_path / "checkout"), "firmware", "not an earlier build")
    assert tree(src) == before


def test_rebuilds_keep_the_users_files_and_their_edits(tmp_path):
    out = tmp_path / "build"
    r = deploy("--out", out)
    assert r.returncode == 0, r.stderr
    listed = r.stdout.split()
    manifest = json.loads((out / MANIFEST).read_text())
    assert sorted(manifest["files"]) == sorted(listed) and MANIFEST not in listed
    assert all(manifest["files"][f] == tree(out)[f] for f in listed)
    # files of the user beside the build survive a rebuild and are not part of it
    (out / "notes.txt").write_text("mine")
    (out / "lib" / "mylib.py").write_text("X = 1\n")
    r = deploy("--out", out)
    assert r.returncode == 0 and r.stdout.split() == listed, r.stderr
    assert (out / "notes.txt").read_text() == "mine" and (out / "lib" / "mylib.py").read_text() == "X = 1\n"
    # a file of the build the user changed is neither replaced nor removed
    (out / "code.py").write_text("print('edited')\n")
    before = tree(out)
    refused(deploy("--out", out), str(out / "code.py"))
    assert tree(out) == before


def test_files_an_earlier_build_wrote_and_this_one_does_not_are_removed_if_untouched(tmp_path):
    out = tmp_path / "build"
    assert deploy("--out", out).returncode == 0
    manifest = json.loads((out / MANIFEST).read_text())
    (out / "lib" / "oldpkg").mkdir()
    for name, text in (("lib/oldpkg/gone.py", "A = 1\n"), ("lib/oldpkg/kept.py", "B = 1\n")):
        (out / name).write_text(text)
        manifest["files"][name] = hashlib.sha256(text.encode()).hexdigest()
    (out / MANIFEST).write_text(json.dumps(manifest))
    (out / "lib" / "oldpkg" / "kept.py").write_text("B = 2  # changed by the user\n")
    r = deploy("--out", out)
    assert r.returncode == 0, r.stderr
    assert not (out / "lib" / "oldpkg" / "gone.py").exists()
    assert (out / "lib" / "oldpkg" / "kept.py").read_text().startswith("B = 2")
    assert "lib/oldpkg/kept.py" not in json.loads((out / MANIFEST).read_text())["files"]


HEAP = "CIRCUITPY_HEAP_START_SIZE = 153600"
LINES = "CIRCUITPY_PYSTACK_SIZE = 4096\n" + HEAP + "\n"   # what deploy writes to settings.toml


def _fresh_drive(tmp_path):
    drive = tmp_path / "CIRCUITPY"
    (drive / "lib").mkdir(parents=True)
    (drive / "boot_out.txt").write_text("Adafruit CircuitPython 9.2.1 on 2024-11-20; Raspberry Pi Pico with rp2040\n")
    (drive / "code.py").write_text('print("Hello World!")\n')
    (drive / "settings.toml").write_text('CIRCUITPY_WIFI_SSID = "home"\n')
    return drive


def test_a_fresh_drive_takes_the_firmware_over_its_sample_code_py(tmp_path):
    drive = _fresh_drive(tmp_path)
    r = deploy("--out", tmp_path / "build", "--to", drive)
    assert r.returncode == 0, r.stderr
    assert (drive / "code.py").read_text() == (ROOT / "firmware" / "code.py").read_text()
    assert (drive / "settings.toml").read_text() == 'CIRCUITPY_WIFI_SSID = "home"\n' + LINES
    assert "added to it: CIRCUITPY_PYSTACK_SIZE = 4096; %s" % HEAP in r.stderr


def test_the_drive_keeps_what_deploy_did_not_write_unless_forced(tmp_path):
    drive = _fresh_drive(tmp_path)
    (drive / "code.py").write_text('print("Hello World!")\nimport my_project\n')
    before = tree(drive)
    line = refused(deploy("--out", tmp_path / "build", "--to", drive), str(drive / "code.py"), "--force")
    assert "boot.py" not in line
    assert tree(drive) == before
    r = deploy("--out", tmp_path / "build", "--to", drive, "--force")
    assert r.returncode == 0, r.stderr
    assert (drive / "code.py").read_text() == (ROOT / "firmware" / "code.py").read_text()
    assert (drive / "settings.toml").read_text() == 'CIRCUITPY_WIFI_SSID = "home"\n' + LINES
    assert (drive / MANIFEST).is_file()
    # the next deploy replaces its own files without --force ...
    r = deploy("--out", tmp_path / "build", "--to", drive)
    assert r.returncode == 0, r.stderr
    # ... but not one the user edited on the drive since
    (drive / "boot.py").write_text("# my boot\n")
    before = tree(drive)
    refused(deploy("--out", tmp_path / "build", "--to", drive), str(drive / "boot.py"), "--force")
    assert tree(drive) == before


@pytest.mark.parametrize("mine, merged", [
    # a line of theirs, no newline at the end: the lines added after it
    (b'CIRCUITPY_WEB_API_PASSWORD = "pw"', b'CIRCUITPY_WEB_API_PASSWORD = "pw"\n' + LINES.encode()),
    # a table: CircuitPython reads only the keys above it, so the lines go there
    (b'# mine\nA = 1\n[extra]\nB = 2\n', b'# mine\nA = 1\n' + LINES.encode() + b'[extra]\nB = 2\n'),
    # a stack size of their own (any): kept, only the heap line added
    (b'CIRCUITPY_PYSTACK_SIZE=2048\nX = "\xe9"\n',
     b'CIRCUITPY_PYSTACK_SIZE=2048\nX = "\xe9"\n' + HEAP.encode() + b"\n"),
    # both of their own: kept, nothing added
    (b'CIRCUITPY_HEAP_START_SIZE = 65536\nCIRCUITPY_PYSTACK_SIZE = 2048\n',
     b'CIRCUITPY_HEAP_START_SIZE = 65536\nCIRCUITPY_PYSTACK_SIZE = 2048\n'),
])
def test_a_settings_toml_of_the_user_keeps_its_lines_and_gains_the_python_stack(tmp_path, mine, merged):
    drive = _fresh_drive(tmp_path)
    (drive / "settings.toml").write_bytes(mine)
    r = deploy("--out", tmp_path / "build", "--to", drive)
    assert r.returncode == 0, r.stderr
    assert (drive / "settings.toml").read_bytes() == merged
    assert ("added to it" in r.stderr) == (merged != mine)
    # deployed again, or after the user edited it since: their lines stay, the line is not doubled
    r = deploy("--out", tmp_path / "build", "--to", drive)
    assert r.returncode == 0, r.stderr
    assert (drive / "settings.toml").read_bytes() == merged
    (drive / "settings.toml").write_bytes(merged + b'C = 3\n')
    r = deploy("--out", tmp_path / "build", "--to", drive)
    assert r.returncode == 0, r.stderr
    assert (drive / "settings.toml").read_bytes() == merged + b'C = 3\n'


def test_a_drive_without_settings_toml_gets_the_python_stack_line(tmp_path):
    drive = _fresh_drive(tmp_path)
    (drive / "settings.toml").unlink()
    r = deploy("--out", tmp_path / "build", "--to", drive)
    assert r.returncode == 0, r.stderr
    assert (drive / "settings.toml").read_bytes() == LINES.encode()
    assert "added to it" not in r.stderr


def test_symbolic_links(tmp_path):
    build = tmp_path / "build"
    assert deploy("--out", build).returncode == 0
    link = tmp_path / "link"
    link.symlink_to(build)
    r = deploy("--out", link)                    # a link to an earlier build: built in place
    assert r.returncode == 0, r.stderr
    assert link.is_symlink() and (build / "code.py").is_file()
    dangling = tmp_path / "dangling"
    dangling.symlink_to(tmp_path / "nowhere")
    refused(deploy("--out", dangling), str(dangling))
    assert not (tmp_path / "nowhere").exists()
    # a link inside the build to a folder elsewhere is not written through
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "precious.txt").write_text("keep")
    shutil.rmtree(build / "lib" / "skelos")
    (build / "lib" / "skelos").symlink_to(outside)
    refused(deploy("--out", build), "symbolic link")
    assert tree(outside) == {"precious.txt": hashlib.sha256(b"keep").hexdigest()}


@pytest.mark.parametrize("profile", ["<relative path to x>", "<absolute path to x>", "../profiles/pico_reference",
                                     "", "pico_reference.json"])
def test_only_the_shipped_profiles_are_read(tmp_path, profile):
    from skelos_host.device import resources
    (tmp_path / "x.json").write_text(json.dumps({"storage": {"kind": "nvm"}}))
    if profile == "<relative path to x>":
        profile = os.path.relpath(tmp_path / "x", resources.profiles_dir())
    elif profile == "<absolute path to x>":
        profile = str(tmp_path / "x")
    refused(deploy("--out", tmp_path / "build", "--profile", profile), "no board profile")
    assert not (tmp_path / "build").exists()


def test_an_out_path_that_cannot_be_a_folder(tmp_path):
    (tmp_path / "afile").write_text("x")
    refused(deploy("--out", tmp_path / "afile" / "build"), str(tmp_path / "afile" / "build"))
    refused(deploy("--out", tmp_path / "afile"), str(tmp_path / "afile"))
    assert (tmp_path / "afile").read_text() == "x"


def test_french(tmp_path):
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "code.py").write_text("x = 1\n")
    line = refused(skelos("--lang", "fr", "deploy", "--out", mine))
    assert "n'est pas une construction précédente" in line


def test_a_fifo_in_place_of_the_manifest_is_refused_at_once(tmp_path):
    """A FIFO named .skelos-deploy.json (nobody ever writes into it): a clear error, no hang, nothing
    written."""
    drive = _fresh_drive(tmp_path)
    before = tree(drive)
    os.mkfifo(drive / MANIFEST)
    line = refused(deploy("--out", tmp_path / "build", "--to", drive), str(drive / MANIFEST), "not a regular file")
    assert "move it away" in line
    import stat
    assert stat.S_ISFIFO(os.lstat(drive / MANIFEST).st_mode)       # nothing written in its place
    os.unlink(drive / MANIFEST)
    assert tree(drive) == before


def test_a_manifest_nested_beyond_the_json_depth_limit_is_no_manifest(tmp_path):
    drive = _fresh_drive(tmp_path)
    r = deploy("--out", tmp_path / "build", "--to", drive)
    assert r.returncode == 0, r.stderr
    (drive / "code.py").write_text("# edited on the drive\n")
    (drive / MANIFEST).write_text('{"files": ' + "[" * 200_000 + "]" * 200_000 + "}")
    before = tree(drive)
    refused(deploy("--out", tmp_path / "build", "--to", drive), str(drive / "code.py"), "--force")
    assert tree(drive) == before
    out = tmp_path / "build2"
    out.mkdir()
    (out / MANIFEST).write_text("[" * 200_000)
    refused(deploy("--out", out), str(out), "not an earlier build")
