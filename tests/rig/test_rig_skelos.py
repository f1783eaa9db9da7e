"""The Skelos build of CircuitPython 9.2.1 (the board's code frozen in) with the FRAM fitted.

The firmware file is the one built from this checkout (scripts/setup.sh --test
builds it), or the one SKELOS_BUILD_UF2 names (conftest.skelos_uf2: the cases
skip without one, fail with SKELOS_REQUIRE_FIRMWARE=1); the drive is
`skelos deploy --firmware skelos` (no lib/).  One board is booted for the
module and played on by every case in order, beside `mirror`, the same game
on CPython (the simulator's device app).
"""

import os

import pytest
from rigdriver import FRAM_FITTED, boot
from twin import Twin, script


@pytest.fixture(scope="module")
def board(frozen_drive, skelos_uf2, tmp_path_factory):
    rig = boot(frozen_drive, FRAM_FITTED, tmp_path_factory, "skelos", uf2=skelos_uf2[0])
    yield rig
    rig.close()


@pytest.fixture(scope="module")
def mirror(frozen_drive):
    return Twin(frozen_drive[0])


def journal(twin):
    out = []
    while True:
        r = twin.request("events", after=len(out), limit=200)
        out += r["events"]
        if not r["more"]:
            return out


def test_the_drive_has_no_code_and_hello_names_the_build(board, frozen_drive, skelos_uf2):
    assert not os.path.exists(os.path.join(frozen_drive[0], "lib"))
    first = board.wait_frame(15000)
    assert len(first.pixels) == 46 and any(any(p) for p in first.pixels)
    h = board.ok("hello")
    assert h["build"] == skelos_uf2[1] and h["build"].startswith("skelos-")
    assert h["code"] == "frozen"             # the modules came from the firmware, not the drive
    assert (h["protocol"], h["board"], h["game"], h["seq"], h["scenario"]) == (1, "raspberry_pi_pico", 1, 0,
                                                                                 "pict-village")
    assert h["warnings"] == []
    assert "Traceback" not in board.console_text()
    assert board.junk == []


def test_a_game_through_the_buttons_and_the_link(board, mirror):
    n = len(board.pushes)
    for name in ("turn", "slot1"):
        k = len(board.pushes)
        board.press(name)
        assert mirror.press(name) is None
        board.run_until(lambda k=k: len(board.pushes) > k, 2000, "event push")
    for cmd, args in script(mirror, 30):
        r = board.request(cmd, ms=8000, **args)
        assert r["ok"], (cmd, args, r)
    events = journal(mirror)
    board.run_until(lambda: [m["seq"] for _, m in board.pushes if m["push"] == "event"][-1:] ==
                    [events[-1]["seq"]], 5000, "the last event's push")
    pushed = [(m["seq"], m["rec"]) for _, m in board.pushes[n:] if m["push"] == "event"]
    assert pushed == [(e["seq"], e["rec"]) for e in events[-len(pushed):]]
    h = board.ok("hello")
    assert (h["seq"], h["h"]) == (mirror.request("hello")["seq"], mirror.request("hello")["h"])
    assert board.ok("state")["state"] == mirror.request("state")["state"]
    assert "Traceback" not in board.console_text()


def test_a_power_cycle_resumes_the_game(board, mirror):
    before = board.ok("hello")
    fram = board.fram()
    board.power_cycle()
    board.wait_usb()
    board.wait_frame(15000)
    h = board.ok("hello")
    assert (h["game"], h["uid"], h["seq"], h["h"]) == (before["game"], before["uid"], before["seq"], before["h"])
    assert h["build"] == before["build"] and h["warnings"] == []
    assert board.ok("state")["state"] == mirror.request("state")["state"]
    assert board.fram() == fram
    # and plays on
    r = board.request("undo", ms=8000)
    assert r["ok"] and r["seq"] == mirror.request("undo")["seq"], r


def test_the_heap_keeps_what_the_stock_firmware_gives_the_code(board, drive, tmp_path_factory):
    """Free heap right after the boot's collection (`hello`'s `mem.low` after a power-on):
    the frozen code's bytecode stays in the flash, so the Skelos build has more room
    than the stock firmware running the compiled drive (bench/rig_bench.py --heap
    prints both)."""
    board.power_cycle()
    board.wait_usb()
    board.wait_frame(15000)
    skelos = board.ok("hello")["mem"]
    stock_board = boot(drive, FRAM_FITTED, tmp_path_factory, "stock-heap")
    try:
        stock_board.wait_frame(15000)
        stock = stock_board.ok("hello")["mem"]
    finally:
        stock_board.close()
    print("free heap after the boot's collection: skelos %d, stock %d" % (skelos["low"], stock["low"]))
    assert skelos["low"] > stock["low"] + 32 * 1024, (skelos, stock)
