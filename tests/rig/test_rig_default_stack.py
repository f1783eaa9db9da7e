"""CircuitPython's default Python stack: the drive without settings.toml.

`skelos deploy` writes settings.toml with a 4 KB Python stack, but a user may
keep a settings.toml of their own without the line, or delete it.  The stock
firmware then runs every call in its default 1,536-byte Python stack
("pystack"), and every path from the loop to the FRAM's driver must fit in it
(docs/firmware.md, "Python stack").  Here the drive has no settings.toml: a
short game and a 5,000-record game resolve an event tile and kill figures, by
the buttons and by the link, and the twin agrees.  The start-up probe's
threshold is held on both sides: with exactly the stack it asks for, no
warning and the deepest actions record; 8 bytes less, it warns and an event's
confirm is refused.
"""

import os
import random
import shutil

import pytest
from rigdriver import FRAM_FITTED, Rig, pack_image
from test_rig_long_game import RECORDS
from twin import Twin

from skelos.codec import encode_scenario
from fixtures import pict_village  # noqa: E402  (tests/core/conan, on the path by test_rig_long_game)


@pytest.fixture(scope="module")
def bare_drive(drive, tmp_path_factory):
    """(tree, image): the deployed drive without its settings.toml."""
    d = tmp_path_factory.mktemp("circuitpy-nosettings")
    tree = str(d / "circuitpy")
    shutil.copytree(drive[0], tree)
    os.unlink(os.path.join(tree, "settings.toml"))
    return tree, pack_image(tree, str(d / "circuitpy.img"))


def long_game(tree, records=RECORDS, seed=2):
    """A twin whose game has `records` records and goes on: turns of activations
    (an event tile carried out), defences and runs of undo and redo, no figure
    killed (the long scenario: 250 turns, about 70 used)."""
    twin = Twin(tree, blob=encode_scenario(pict_village(available=20, last=250, stealth=True)))
    app = twin.app
    g = app.game
    rnd = random.Random(seed)
    while g.count < records:
        if g.phase == 0:
            assert app.act("begin_turn") is None
            continue
        for slot in rnd.sample(range(1, len(g.river) + 1), 2):
            if app.act("activate", (slot,)) is None and g.pending >= 0:
                for c in range(len(g.scenario.tiles[g.pending].events)):
                    if app.act("event", (c, [])) is None:
                        break
        for _ in range(rnd.randint(0, 2)):
            app.act("defend", (1,))
        for _ in range(rnd.randint(10, 30)):
            assert app.act("undo") is None
            assert app.act("redo") is None
        assert app.act("end_turn") is None
    assert not g.over and g.pending < 0
    return twin


def with_stack(drive, tmp_path_factory, size):
    """(tree, image): the deployed drive with a settings.toml setting a Python stack of `size` bytes."""
    d = tmp_path_factory.mktemp("circuitpy-stack-%d" % size)
    tree = str(d / "circuitpy")
    shutil.copytree(drive[0], tree)
    with open(os.path.join(tree, "settings.toml"), "w") as f:
        f.write("CIRCUITPY_PYSTACK_SIZE = %d\n" % size)
    return tree, pack_image(tree, str(d / "circuitpy.img"))


def _board(image, tmp_path_factory, name, fram=None):
    rig = Rig(image, FRAM_FITTED, log_path=str(tmp_path_factory.mktemp(name) / "harness.log"))
    if fram is not None:
        rig.set_fram(fram)
    rig.power_on()
    rig.wait_usb()
    return rig


def both(board, twin, cmd, **args):
    r = board.request(cmd, ms=20000, **args)
    t = twin.request(cmd, **args)
    assert r.get("ok") == t.get("ok"), (cmd, args, r, t)
    assert r.get("ok"), (cmd, args, r)
    return r


def to_event(board, twin, turns=12):
    """Link actions on both until an event tile waits (R19): a finished game's
    end undone, the Overlord's turn begun, an event slot activated; its tile index."""
    g = twin.app.game
    while g.over:
        both(board, twin, "undo")       # a game the player ended: its end taken back
    for _ in range(turns):
        if g.pending >= 0:
            return g.pending
        if g.phase == 0:
            both(board, twin, "act", action="begin_turn")
        for slot in range(1, len(g.river) + 1):
            t = g.slot_tile(slot)
            if t >= 0 and g.scenario.tiles[t].is_event and g.affordable(slot):
                both(board, twin, "act", action="activate", args=[slot])
                return g.pending
        both(board, twin, "act", action="end_turn")
    raise AssertionError("no event tile could be activated in %d turns" % turns)


def living_slot(twin):
    """The slot of a unit tile with a living figure, in the river."""
    g = twin.app.game
    for slot in range(1, len(g.river) + 1):
        t = g.slot_tile(slot)
        if t >= 0 and not g.scenario.tiles[t].is_event and g.hit_points(t):
            return slot, t
    raise AssertionError("no living figure in the river")


def press_both(board, twin, name, kind="short"):
    board.press(name, hold_ms=700 if kind == "long" else 80)
    twin.press(name, kind)


def events_and_kills(board, twin):
    """An event chosen and confirmed by the buttons, another by the link's
    `act`; a figure killed from the tile menu, another by the link: each
    records (seq + 1) and the board's game is the twin's."""
    seq = board.ok("hello", ms=20000)["seq"]
    to_event(board, twin)
    press_both(board, twin, "slot1")            # event 1 chosen
    press_both(board, twin, "turn")             # carried out
    board.sleep(300)
    h = board.ok("hello", ms=20000)
    assert h["seq"] == twin.app.game.count > seq, h
    assert twin.app.game.pending < 0
    seq = h["seq"]
    to_event(board, twin)
    r = both(board, twin, "act", action="event", args=[0, []])
    assert r["seq"] == twin.app.game.count > seq
    seq = r["seq"]
    slot, tile = living_slot(twin)
    press_both(board, twin, "slot%d" % slot, "long")   # the tile menu
    press_both(board, twin, "slot%d" % slot)           # one figure killed
    board.sleep(300)
    h = board.ok("hello", ms=20000)
    assert h["seq"] == twin.app.game.count == seq + 1, h
    seq = h["seq"]
    press_both(board, twin, "undo")                     # the tile menu closed
    slot, tile = living_slot(twin)
    r = both(board, twin, "act", action="kill", args=[tile, 1])
    assert r["seq"] == seq + 1
    assert board.ok("state", ms=20000)["state"] == twin.request("state")["state"]
    last = r["seq"]
    r = board.ok("events", ms=20000, after=last - 4, limit=10)
    assert r["events"] == twin.request("events", after=last - 4, limit=10)["events"]
    assert [e["rec"][0] for e in r["events"]].count("deaths") == 2, r["events"]
    assert "pystack" not in board.console_text()
    assert not [r for _, r in board.noid], board.noid


def test_a_short_game_resolves_events_and_kills_on_the_default_stack(bare_drive, tmp_path_factory):
    twin = Twin(bare_drive[0])
    board = _board(bare_drive[1], tmp_path_factory, "rig-stack-short")
    try:
        assert board.ok("hello", ms=20000)["warnings"] == []
        events_and_kills(board, twin)
    finally:
        board.close()


def test_a_5000_record_game_resolves_events_and_kills_on_the_default_stack(bare_drive, tmp_path_factory):
    twin = long_game(bare_drive[0])
    board = _board(bare_drive[1], tmp_path_factory, "rig-stack-long", fram=twin.app.storage.mem)
    try:
        h = board.ok("hello", ms=20000)
        assert h["seq"] == twin.app.game.count >= RECORDS
        assert h["warnings"] == twin.request("hello")["warnings"] == [], h["warnings"]
        events_and_kills(board, twin)
    finally:
        board.close()


# bytes of Python stack above the loop's actions: the frames of code.py's module and `run`
ABOVE = 64


def test_a_stack_just_big_enough_plays_and_says_nothing(drive, tmp_path_factory):
    """STACK_NEED under the loop (1,224 bytes in all): the probe finds what it asks,
    no warning, and the deepest actions (events and kills, buttons and link) record."""
    from skelos_device.app import STACK_NEED

    tree, image = with_stack(drive, tmp_path_factory, STACK_NEED + ABOVE)
    twin = Twin(tree)
    board = _board(image, tmp_path_factory, "rig-stack-enough")
    try:
        assert board.ok("hello", ms=20000)["warnings"] == []
        assert "stack_small" not in board.console_text()
        events_and_kills(board, twin)
    finally:
        board.close()


def test_a_stack_too_small_is_said_at_start_up_and_loses_nothing(drive, tmp_path_factory):
    """8 bytes less (1,216): the board boots, and says at once that its actions need more
    (warning stack_small in hello, a console line); an event tile's confirm is then
    refused storage_error and changes nothing."""
    from skelos_device.app import STACK_NEED

    assert STACK_NEED + ABOVE - 8 == 1216
    tree, image = with_stack(drive, tmp_path_factory, STACK_NEED + ABOVE - 8)
    twin = Twin(tree)
    board = _board(image, tmp_path_factory, "rig-stack-small")
    try:
        h = board.ok("hello", ms=20000)
        ws = [w for w in h["warnings"] if w["code"] == "stack_small"]
        assert len(ws) == 1 and ws[0]["args"][1] == STACK_NEED and 0 < ws[0]["args"][0] < 1216 - 64, h
        assert "Skelos stack_small: Python stack" in board.console_text()
        to_event(board, twin)
        before = board.ok("state", ms=20000)["state"]
        r = board.request("act", ms=20000, action="event", args=[0, []])
        assert r["error"]["code"] == "storage_error", r
        assert board.ok("state", ms=20000)["state"] == before
        assert board.ok("hello", ms=20000)["seq"] == twin.app.game.count
    finally:
        board.close()


def test_a_stack_too_small_to_resume_a_long_game_keeps_it_read_only(drive, tmp_path_factory):
    """1,280 bytes: the boot's resume of a 5,000-record game runs out of Python stack
    (it is deeper than any action: bench/rig_stack.py --long resumes it with 1,296).
    That is not damage: no fresh game, nothing written, storage_unrecovered ["stack"],
    and the records are served as they are (a logger can save them)."""
    tree, image = with_stack(drive, tmp_path_factory, 1280)
    twin = long_game(tree)
    fram = bytes(twin.app.storage.mem)
    want = twin.request("hello")
    board = _board(image, tmp_path_factory, "rig-stack-resume", fram=fram)
    try:
        h = board.ok("hello", ms=20000)
        assert [(w["code"], w.get("args")) for w in h["warnings"]] == [("storage_unrecovered", ["stack"])], h
        assert (h["game"], h["uid"], h["seq"]) == (want["game"], want["uid"], want["seq"])
        assert "CIRCUITPY_PYSTACK_SIZE = 4096" in board.console_text()
        last = want["seq"]
        r = board.ok("events", ms=20000, after=last - 10, limit=10)
        assert r["events"] == twin.request("events", after=last - 10, limit=10)["events"]
        assert board.request("state", ms=20000)["error"]["code"] == "no_game"
        assert board.fram() == fram, "nothing written"
    finally:
        board.close()
