"""The new-game chord pressed Mode-first on stock CircuitPython 9.2.1: Mode
held, then Undo held long.  The board starts a new game and its brightness
stays where it was (Mode's own long press, the brightness step, comes only on
a release of Mode pressed alone); Mode alone held then released steps it."""

import pytest
from rigdriver import FRAM_FITTED, boot


@pytest.fixture(scope="module")
def board(drive, tmp_path_factory):
    rig = boot(drive, FRAM_FITTED, tmp_path_factory, "chord")
    yield rig
    rig.close()


def brightness(board):
    return board.ok("state")["display"]["brightness"]


def new_game_chord(board, mode_up_first):
    board.pin("mode", True)
    board.sleep(300)
    board.pin("undo", True)
    board.sleep(900)               # undo held past the long press (0.6 s); mode held 1.2 s by then
    for name in (("mode", "undo") if mode_up_first else ("undo", "mode")):
        board.pin(name, False)
        board.sleep(60)
    board.sleep(300)


def test_the_new_game_chord_mode_first_keeps_the_brightness(board):
    board.wait_frame(15000)
    h = board.ok("hello")
    assert (h["game"], h["seq"]) == (1, 0)
    level = brightness(board)
    assert level == 0.2
    frame = board.frames[-1].pixels
    n = len(board.pushes)
    new_game_chord(board, mode_up_first=False)
    h = board.ok("hello")
    assert (h["game"], h["seq"]) == (2, 0), "the chord started a new game"
    pushes = [p for _, p in board.pushes[n:]]
    assert [p["game"] for p in pushes if p["push"] == "game"] == [2]
    assert all(p["brightness"] == level for p in pushes if p["push"] == "display")
    assert brightness(board) == level
    new_game_chord(board, mode_up_first=True)     # 0.2 -> 0.35 -> 0.5 over two chords before
    h = board.ok("hello")
    assert (h["game"], h["seq"]) == (3, 0) and brightness(board) == level
    # a fresh game of the same scenario at the same brightness: every pixel but the status as before
    assert board.frames[-1].pixels[:44] == frame[:44]
    assert "Traceback" not in board.console_text()


def test_mode_alone_steps_the_brightness_on_its_release(board):
    level = brightness(board)
    board.pin("mode", True)
    board.sleep(1200)
    assert brightness(board) == level, "held: nothing yet"
    board.pin("mode", False)
    board.sleep(200)
    assert brightness(board) == 0.35 > level
    assert board.ok("hello")["game"] == 3
