"""`skelos deploy --firmware skelos`: for the Skelos build of CircuitPython,
whose `lib/` is frozen in, the drive gets code.py, boot.py, the settings, the
profile and the scenarios, and no `lib/` (a drive an earlier stock deploy
wrote loses its untouched `lib/` files); plain `skelos deploy` is unchanged."""

from clihelp import refused, skelos

from skelos_host.commands.deploy import contents

MANIFEST = ".skelos-deploy.json"


def files_under(folder):
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())


def test_the_skelos_firmware_gets_no_lib(tmp_path):
    out = tmp_path / "build"
    r = skelos("deploy", "--firmware", "skelos", "--out", out)
    assert r.returncode == 0, r.stderr
    stock = contents()
    want = sorted(rel for rel in stock if not rel.startswith("lib/"))
    assert r.stdout.split() == want
    assert files_under(out) == sorted(want + [MANIFEST])
    for rel in want:
        if rel != "settings.toml":
            assert (out / rel).read_bytes() == stock[rel], rel
    # a heap area 12 KB smaller than stock's: the RAM beside it stays one large block
    assert (out / "settings.toml").read_bytes() == (b"CIRCUITPY_PYSTACK_SIZE = 4096\n"
                                                    b"CIRCUITPY_HEAP_START_SIZE = 141312\n")
    assert b"153600" in stock["settings.toml"]
    assert {"code.py", "boot.py", "settings.toml", "profile.json", "default_scenario.bin"} <= set(want)
    assert any(rel.startswith("presets/") for rel in want)
    assert "frozen into the Skelos firmware" in r.stderr
    assert any(rel.startswith("lib/") for rel in stock)      # the stock tree still has lib/


def test_a_stock_drive_switched_to_the_skelos_firmware_loses_its_lib(tmp_path):
    drive = tmp_path / "CIRCUITPY"
    drive.mkdir()
    (drive / "boot_out.txt").write_text("Adafruit CircuitPython 9.2.1 on 2024-11-20; Raspberry Pi Pico with rp2040\n")
    (drive / "notes.txt").write_text("mine")
    r = skelos("deploy", "--py", "--out", tmp_path / "a", "--to", drive)
    assert r.returncode == 0, r.stderr
    assert (drive / "lib" / "skelos_device" / "app.py").is_file()
    r = skelos("deploy", "--firmware", "skelos", "--out", tmp_path / "b", "--to", drive)
    assert r.returncode == 0, r.stderr
    assert not (drive / "lib").exists()
    assert (drive / "code.py").is_file() and (drive / "notes.txt").read_text() == "mine"


def test_py_and_the_skelos_firmware_together_are_refused(tmp_path):
    out = tmp_path / "build"
    refused(skelos("deploy", "--firmware", "skelos", "--py", "--out", out), "--py", "Skelos")
    assert not out.exists()
    r = skelos("deploy", "--firmware", "micropython", "--out", out)    # click's usage error
    assert r.returncode == 2 and "'micropython' is not one of 'stock', 'skelos'" in r.stderr, r.stderr
    assert "Traceback" not in r.stderr and not out.exists()


def test_a_user_s_settings_gain_the_skelos_firmware_s_heap_line(tmp_path):
    drive = tmp_path / "CIRCUITPY"
    drive.mkdir()
    (drive / "boot_out.txt").write_text("Adafruit CircuitPython 9.2.1 on 2024-11-20; Raspberry Pi Pico with rp2040\n")
    (drive / "settings.toml").write_bytes(b'CIRCUITPY_PYSTACK_SIZE = 2048\n')
    r = skelos("deploy", "--firmware", "skelos", "--out", tmp_path / "b", "--to", drive)
    assert r.returncode == 0, r.stderr
    assert (drive / "settings.toml").read_bytes() == (b"CIRCUITPY_PYSTACK_SIZE = 2048\n"
                                                      b"CIRCUITPY_HEAP_START_SIZE = 141312\n")
