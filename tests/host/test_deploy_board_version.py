"""`skelos deploy --to` reads the drive's boot_out.txt: it says which CircuitPython and board it found, and
refuses compiled .mpy files a board on another .mpy format could not import, saying what to flash."""

import pytest
from clihelp import refused, skelos
from need_mpy_cross import need_mpy_cross

PICO_8 = ("Adafruit CircuitPython 8.2.10 on 2024-02-14; Raspberry Pi Pico with rp2040\n"
          "Board ID:raspberry_pi_pico\nUID:E6614C311B2F5A2F\n")
PICO_9 = ("Adafruit CircuitPython 9.2.1 on 2024-11-20; Raspberry Pi Pico with rp2040\n"
          "Board ID:raspberry_pi_pico\nUID:E6614C311B2F5A2F\n")


def _drive(tmp_path, boot_out):
    drive = tmp_path / "CIRCUITPY"
    drive.mkdir()
    (drive / "boot_out.txt").write_text(boot_out)
    return drive


def test_a_board_on_circuitpython_8_is_refused_the_mpy_files_with_what_to_flash(tmp_path):
    need_mpy_cross()
    drive = _drive(tmp_path, PICO_8)
    line = refused(skelos("deploy", "--out", tmp_path / "b", "--to", drive),
                   "CircuitPython 8.2.10", "Raspberry Pi Pico", ".mpy v6", "flash CircuitPython 9.x/10.x",
                   "raspberry_pi_pico", "--py")
    assert sorted(p.name for p in drive.iterdir()) == ["boot_out.txt"], line     # nothing written
    line = refused(skelos("--lang", "fr", "deploy", "--out", tmp_path / "b", "--to", drive),
                   "CircuitPython 8.2.10", "flashez CircuitPython 9.x/10.x pour raspberry_pi_pico", "--py")
    assert sorted(p.name for p in drive.iterdir()) == ["boot_out.txt"], line


def test_with_py_the_source_goes_and_the_board_found_is_named(tmp_path):
    drive = _drive(tmp_path, PICO_8)
    r = skelos("deploy", "--out", tmp_path / "b", "--to", drive, "--py")
    assert r.returncode == 0, r.stderr
    assert "found: CircuitPython 8.2.10 on Raspberry Pi Pico with rp2040" in r.stderr
    assert (drive / "lib" / "skelos" / "journal.py").is_file()


@pytest.mark.parametrize("lang, said", [("en", "found: CircuitPython 9.2.1 on Raspberry Pi Pico with rp2040"),
                                        ("fr", "trouvé\u00a0: CircuitPython 9.2.1 sur Raspberry Pi Pico with rp2040")])
def test_a_board_on_circuitpython_9_takes_the_mpy_files_and_is_named(tmp_path, lang, said):
    need_mpy_cross()
    drive = _drive(tmp_path, PICO_9)
    r = skelos("--lang", lang, "deploy", "--out", tmp_path / "b", "--to", drive)
    assert r.returncode == 0, r.stderr
    assert said in r.stderr
    assert (drive / "lib" / "skelos" / "journal.mpy").is_file()
