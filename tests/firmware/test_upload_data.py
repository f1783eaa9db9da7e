"""upload_chunk accepts only strict base64 (a chunk of `!!!!` used to count as
0 bytes received), on CPython and under a real MicroPython."""

import mpy_game
from helpers import load_profile, run_firmware_under_micropython, scenario_blob


def test_upload_chunk_takes_only_strict_base64(capsys):
    mpy_game.upload_data(scenario_blob(), load_profile())
    assert "upload data checked: %d refused" % len(mpy_game.NOT_BASE64) in capsys.readouterr().out


def test_upload_chunk_takes_only_strict_base64_under_micropython(tmp_path):
    r = run_firmware_under_micropython(tmp_path, scenario_blob(), "upload_data")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "upload data checked: %d refused, upload of" % len(mpy_game.NOT_BASE64) in r.stdout
