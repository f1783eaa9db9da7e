"""A 5,000-record game with undos on each firmware build: it boots from its FRAM,
undoes, redoes, plays on, power-cycles and resumes without an error.

The game is played on the host by the simulator's device app (`Twin`, the
power-cut campaign's button player, the long scenario of 250 turns) and its
storage bytes are put in the emulated FRAM: playing 5,000 actions over the
emulated USB would take most of CI's time.  The board then serves the game
from what it reads back, and the twin gets every request the board gets.
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

RECORDS = 5000


@pytest.fixture(scope="module")
def drive(build_drive):
    """This module runs on both builds (conftest.build): the stock firmware's drive, then the Skelos build's."""
    return build_drive[:2]


def played(tree):
    # the long scenario of the reliability campaign: 250 turns, so that time never ends the game
    twin = Twin(tree, blob=encode_scenario(pict_village(available=20, last=250, stealth=True)))
    p = Player(twin.app, random.Random(1), undos=True)
    for _ in range(RECORDS * 50):
        if twin.app.game.count >= RECORDS:
            break
        twin.app.press(*p.gesture())
    assert twin.app.game.count == RECORDS
    return twin


@pytest.fixture(scope="module")
def long_board(drive, build_drive, tmp_path_factory):
    twin = played(drive[0])
    rig = Rig(drive[1], FRAM_FITTED, log_path=str(tmp_path_factory.mktemp("rig-long") / "harness.log"),
              uf2=build_drive[2])
    rig.set_fram(twin.app.storage.mem)
    rig.power_on()
    rig.wait_usb()
    yield rig, twin
    rig.close()


def both(board, twin, cmd, **args):
    """The same request to the board and to the twin; the board's reply, checked equal."""
    r = board.ok(cmd, ms=20000, **args)
    t = twin.request(cmd, **args)
    assert t["ok"], t
    return r, t


def same_game(board, twin):
    r, t = both(board, twin, "state")
    assert r["state"] == t["state"]
    # a game this long has used most of the journal's room: it says so, and nothing else (the
    # bytes left are refreshed every ten actions or so, and exactly at boot: they may differ a little)
    assert [w["code"] for w in r["warnings"]] == [w["code"] for w in t["warnings"]] == ["storage_low"]
    last = twin.app.game.count
    r, t = both(board, twin, "events", after=last - 20, limit=200)
    assert r["events"] == t["events"] and len(r["events"]) == 20
    return r


def test_a_5000_record_game_boots_from_its_fram_whole(long_board):
    board, twin = long_board
    h = board.ok("hello", ms=20000)
    assert h["seq"] == RECORDS, h
    assert [w["code"] for w in h["warnings"]] == ["storage_low"], h["warnings"]
    assert h["uid"] == twin.request("hello")["uid"]
    same_game(board, twin)


def test_it_undoes_redoes_and_plays_on(long_board):
    board, twin = long_board
    for cmd in ("undo", "undo", "undo", "redo", "undo"):
        both(board, twin, cmd)
        same_game(board, twin)
    for name in ("turn", "turn", "slot1", "turn"):
        board.press(name)
        twin.press(name)
    board.sleep(300)
    assert board.ok("hello")["seq"] == twin.app.game.count
    same_game(board, twin)


def test_a_power_cycle_resumes_the_exact_game(long_board):
    board, twin = long_board
    before = board.ok("state", ms=20000)["state"]
    board.power_cycle()
    board.wait_usb()
    h = board.ok("hello", ms=20000)
    assert h["seq"] == twin.app.game.count
    assert [w["code"] for w in h["warnings"]] == ["storage_low"], h["warnings"]
    assert board.ok("state", ms=20000)["state"] == before
    same_game(board, twin)
    assert not [r for _, r in board.noid], board.noid
