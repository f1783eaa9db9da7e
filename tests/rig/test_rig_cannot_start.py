"""A board whose code.py cannot start, on stock CircuitPython 9.2.1: the
reference build's drive with a file of lib/ missing (the device app).  The
board says why three ways: one console line, the strip's first pixel
blinking red after one amber pixel (missing_file), and the error
cannot_start [missing_file, detail] to every request on the data port, where
a working board answers hello (docs/firmware.md, "A board that cannot
start").  One boot."""

import os
import shutil

import pytest
from rigdriver import FRAM_FITTED, MS, boot, pack_image


@pytest.fixture(scope="module")
def broken(drive, tmp_path_factory):
    d = tmp_path_factory.mktemp("broken")
    tree = str(d / "circuitpy")
    shutil.copytree(drive[0], tree)
    os.unlink(os.path.join(tree, "lib", "skelos_device", "app.mpy"))
    rig = boot((tree, pack_image(tree, str(d / "circuitpy.img"))), FRAM_FITTED, tmp_path_factory, "broken")
    yield rig
    rig.close()


def test_a_drive_missing_a_file_says_why(broken):
    r = broken.request("hello", 15000)
    assert r["ok"] is False and r["error"]["code"] == "cannot_start", r
    why, detail = r["error"]["args"]
    assert why == "missing_file" and "app" in detail, r
    assert broken.request("state")["error"]["args"][0] == "missing_file"
    assert "Skelos cannot start: missing_file" in broken.console_text()
    # the strip: the first pixel red, then off, half a second each; the second amber; the rest off
    broken.run(1500)
    frames = [f for f in broken.frames if f.t0 > broken.t - 1500 * MS]
    assert len(frames) >= 2
    firsts = {tuple(f.pixels[0]) for f in frames}
    assert firsts == {(64, 0, 0), (0, 0, 0)}, firsts
    for f in frames:
        assert f.pixels[1] == [48, 16, 0] and not any(any(p) for p in f.pixels[2:]), f.pixels[:4]
