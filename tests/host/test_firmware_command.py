"""`skelos firmware info` says what a UF2 file holds (stock CircuitPython or which
Skelos build); `skelos firmware flash` copies one onto an RP2040 board in its
boot loader (a drive with INFO_UF2.TXT naming RPI-RP2) and refuses anything
else, writing nothing."""

import pytest
from clihelp import refused, skelos
from uf2help import IMAGE, make_uf2


RP2040_INFO = "UF2 Bootloader v3.0\nModel: Raspberry Pi RP2\nBoard-ID: RPI-RP2\n"
RP2350_INFO = "UF2 Bootloader v1.0\nModel: Raspberry Pi RP2350\nBoard-ID: RP2350\n"


def test_info_names_the_build_or_stock(tmp_path):
    skel = tmp_path / "skelos.uf2"
    skel.write_bytes(make_uf2(IMAGE))
    r = skelos("firmware", "info", skel)
    assert r.returncode == 0, r.stderr
    assert "the Skelos build skelos-0123456789ab" in r.stdout
    stock = tmp_path / "stock.uf2"
    stock.write_bytes(make_uf2(bytes(range(256)) * 8))
    r = skelos("firmware", "info", stock)
    assert r.returncode == 0 and "stock CircuitPython" in r.stdout, r.stderr


def test_flash_copies_the_file_onto_the_boot_loader(tmp_path):
    data = make_uf2(IMAGE)
    (tmp_path / "fw.uf2").write_bytes(data)
    boot = tmp_path / "RPI-RP2"
    boot.mkdir()
    (boot / "INFO_UF2.TXT").write_text(RP2040_INFO)
    r = skelos("firmware", "flash", "--uf2", tmp_path / "fw.uf2", "--to", boot)
    assert r.returncode == 0, r.stderr
    assert (boot / "firmware.uf2").read_bytes() == data
    assert "skelos-0123456789ab" in r.stdout and "deploy --firmware skelos" in r.stdout


@pytest.mark.parametrize("bad, words", [
    (b"not a firmware", ["not a whole number of 512-byte blocks"]),
    (make_uf2(IMAGE, family=0xE48BFF59), ["not a UF2 file for the RP2040", "0xe48bff59"]),
    (make_uf2(IMAGE, base=0x20000000), ["outside the RP2040's flash"]),
    (make_uf2(IMAGE, drop=3), ["holds 9 of its 10 blocks"]),
    (make_uf2(IMAGE)[:512] + bytes(512), ["block 1 has no UF2 magic numbers"]),
])
def test_flash_refuses_a_file_that_is_not_rp2040_firmware(tmp_path, bad, words):
    (tmp_path / "fw.uf2").write_bytes(bad)
    boot = tmp_path / "RPI-RP2"
    boot.mkdir()
    (boot / "INFO_UF2.TXT").write_text(RP2040_INFO)
    refused(skelos("firmware", "flash", "--uf2", tmp_path / "fw.uf2", "--to", boot), "is not a firmware file",
            *words)
    assert sorted(p.name for p in boot.iterdir()) == ["INFO_UF2.TXT"]


@pytest.mark.parametrize("info, words", [
    (None, ["not a board's boot loader", "INFO_UF2.TXT", "BOOTSEL"]),
    (RP2350_INFO, ["not an RP2040's boot loader"]),
])
def test_flash_refuses_a_folder_that_is_not_an_rp2040_boot_loader(tmp_path, info, words):
    (tmp_path / "fw.uf2").write_bytes(make_uf2(IMAGE))
    drive = tmp_path / "drive"
    drive.mkdir()
    (drive / "boot_out.txt").write_text("Adafruit CircuitPython 9.2.1\n")
    if info:
        (drive / "INFO_UF2.TXT").write_text(info)
    before = sorted(p.name for p in drive.iterdir())
    refused(skelos("firmware", "flash", "--uf2", tmp_path / "fw.uf2", "--to", drive), *words)
    assert sorted(p.name for p in drive.iterdir()) == before
    refused(skelos("firmware", "flash", "--uf2", tmp_path / "fw.uf2", "--to", tmp_path / "absent"),
            "is not a mounted folder")


def test_french(tmp_path):
    (tmp_path / "fw.uf2").write_bytes(b"x" * 100)
    line = refused(skelos("--lang", "fr", "firmware", "info", tmp_path / "fw.uf2"))
    assert "n'est pas un fichier de firmware" in line
