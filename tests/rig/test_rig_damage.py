"""A changed byte in the journal on each firmware build: games of 100, 1,200
and 5,000 records, a byte XOR 0xFF among their last records, boot back to the
record before it and say how many were lost (`storage_damaged`
`["rolled_back", n]`), as the device app does on CPython with the same bytes.

The games are played on the host (`Twin`, the power-cut campaign's button
player, the long scenario of 250 turns), their storage bytes taken at each
size and put in the emulated FRAM: playing them over the emulated USB would
take most of CI's time.
"""

import os
import random
import sys

import pytest
from rigdriver import FRAM_FITTED, Rig
from twin import Twin

from skelos.codec import encode_scenario

HERE = os.path.dirname(os.path.abspath(__file__))
for sub in ("reliability", "core/conan"):
    p = os.path.join(HERE, "..", sub)
    if p not in sys.path:
        sys.path.insert(0, p)

from fixtures import pict_village  # noqa: E402
from player import Player  # noqa: E402

SIZES = (100, 1200, 5000)
BACK = 3          # the changed byte is in the third record from the end


def _blob():
    return encode_scenario(pict_village(available=20, last=250, stealth=True))


@pytest.fixture(scope="module")
def drive(build_drive):
    """This module runs on both builds (conftest.build): the stock firmware's drive, then the Skelos build's."""
    return build_drive[:2]


@pytest.fixture(scope="module")
def images(drive):

    """{size: (storage bytes, log address of the changed byte)}, one game played to each size."""
    twin = Twin(drive[0], blob=_blob())
    p = Player(twin.app, random.Random(1), undos=True)
    out = {}
    for _ in range(SIZES[-1] * 50):
        n = twin.app.game.count
        if n in SIZES and n not in out:
            st = twin.app.storage
            out[n] = (bytes(st.mem), st._logbase(st.head) + st.offset_of(n - BACK))
            if n == SIZES[-1]:
                break
        twin.app.press(*p.gesture())
    assert sorted(out) == list(SIZES)
    return out


@pytest.fixture(scope="module")
def board(drive, build_drive, tmp_path_factory):
    rig = Rig(drive[1], FRAM_FITTED, log_path=str(tmp_path_factory.mktemp("rig-damage") / "harness.log"),
              uf2=build_drive[2])
    yield rig
    rig.close()


def _boot(board, image):
    if board.on:
        board.power_off()
    board.set_fram(image)
    board.power_on()
    board.wait_usb()
    return board.ok("hello", ms=30000)


def _twin_of(drive, image):
    """The device app on CPython booted on the same bytes."""
    return Twin(drive[0], blob=_blob(), mem=image)


@pytest.mark.parametrize("size", SIZES)
def test_a_changed_byte_at_the_tail_rolls_back_a_few_records(board, images, drive, size):
    image, at = images[size]
    bad = bytearray(image)
    bad[at] ^= 0xFF
    h = _boot(board, bad)
    dmg = [w for w in h["warnings"] if w["code"] == "storage_damaged"]
    assert [w["args"] for w in dmg] == [["rolled_back", BACK]], (h["warnings"], board.console_text()[-600:])
    assert h["seq"] == size - BACK
    assert "Traceback" not in board.console_text()
    print("\n%d records: %s" % (size, dmg[0]["detail"]))    # the heap free when recovery started
    # what the board kept is what the device app keeps on CPython from the same bytes: the records
    # before the damage, their hashes, the state
    twin = _twin_of(drive, bad)
    t = twin.request("hello")
    assert (t["seq"], t["h"], t["uid"]) == (h["seq"], h["h"], h["uid"])
    assert [w["args"] for w in t["warnings"] if w["code"] == "storage_damaged"] == [["rolled_back", BACK]]
    r = board.ok("events", ms=30000, after=size - BACK - 10, limit=200)
    assert r["events"] == twin.request("events", after=size - BACK - 10, limit=200)["events"]
    assert len(r["events"]) == 10
    assert board.ok("state", ms=30000)["state"] == twin.request("state")["state"]


MIDDLE = 720     # the changed byte: the type byte of seq 720 of the 1,200-record game


@pytest.fixture(scope="module")
def middle(drive, images):
    image, _ = images[1200]
    twin = Twin(drive[0], blob=_blob(), mem=image)
    st = twin.app.storage
    at = st._logbase(st.head) + st.offset_of(MIDDLE - 1)
    bad = bytearray(image)
    bad[at] ^= 0xFF
    return bytes(bad), [e["h"] for e in twin.request("events", after=MIDDLE - 20, limit=19)["events"]]


def test_a_changed_byte_in_the_middle_is_never_served(board, drive, middle):
    """Boot does not read that deep; the first `events` page that reaches the damage is answered
    `storage_damaged` instead, the board back to the record before it (as the device app on CPython
    with the same bytes), and what it serves then is the intact history."""
    bad, hashes = middle
    h = _boot(board, bad)
    assert h["seq"] == 1200 and not [w for w in h["warnings"] if w["code"] == "storage_damaged"], h
    twin = Twin(drive[0], blob=_blob(), mem=bad)
    r = board.request("events", ms=30000, after=MIDDLE - 20, limit=50)
    t = twin.request("events", after=MIDDLE - 20, limit=50)
    assert not r["ok"] and r["error"]["code"] == "storage_damaged", r
    assert r["error"] == t["error"] and r["error"]["args"] == ["rolled_back", 1200 - (MIDDLE - 1)]
    h = board.ok("hello", ms=30000)
    assert h["seq"] == MIDDLE - 1 and h["h"] == hashes[-1]
    assert [w["args"] for w in h["warnings"] if w["code"] == "storage_damaged"] == \
        [["rolled_back", 1200 - (MIDDLE - 1)]]
    r = board.ok("events", ms=30000, after=MIDDLE - 20, limit=50)
    assert [e["h"] for e in r["events"]] == hashes
    assert board.ok("state", ms=30000)["state"] == twin.request("state")["state"]
    assert "Traceback" not in board.console_text()


def test_the_idle_scrub_finds_it_without_a_request(board, middle):
    bad, hashes = middle
    _boot(board, bad)
    board.run_until(lambda: any(p.get("push") == "warnings" for _, p in board.pushes), 60000,
                    "the scrub's warnings push")
    h = board.ok("hello", ms=30000)
    assert h["seq"] == MIDDLE - 1 and h["h"] == hashes[-1]
