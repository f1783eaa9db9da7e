"""Fake key presses through the real main loop: pixels, storage, refusals."""

from fakes import FakeStream
from helpers import chord, make_app, press, settle, shown, shows
from skelos_device import conan_ui, render
from skelos_device.input import Buttons

# the Pico build and the Raspberry Pi box on a Pi 4 and a Pi 5 (tests/firmware/conftest.py)
BUILDS = ("pico", "pi4", "pi5")


def test_overlord_turn_in_a_few_presses():
    app = make_app()
    shows0 = shows(app)
    press(app, "turn")                       # begin the Overlord turn
    assert app.game.phase == 1
    press(app, "slot1")                      # activate slot 1 (cost 1)
    press(app, "extra")                      # +1 move for figure 1
    press(app, "defend")
    press(app, "reroll")
    press(app, "turn")                       # end the turn
    recs = [app.game.record_list(i)[0] for i in range(app.game.count)]
    assert recs == ["turn", "act", "move", "defend", "reroll", "end"]
    assert app.storage.head.count == 6       # every action is stored
    assert shows(app) > shows0
    # the pixels show what render computes for this state
    assert shown(app) == app.frame == conan_ui.frame(app.profile, app)


def test_refused_press_flashes_and_changes_nothing():
    app = make_app()
    snap = app.game.snapshot()
    written = app.storage.bytes_written
    press(app, "slot2")                      # heroes' phase: refused
    assert app.game.snapshot() == snap
    assert app.storage.bytes_written == written
    st = app.profile["segments"]["status"]["start"] + 1
    assert shown(app)[st] != (0, 0, 0) and app.refusal
    assert shown(app)[st][0] > 0 and shown(app)[st][1] == 0     # red flash
    app.clock.advance(1000)
    app.step()
    assert not app.refusal
    assert shown(app)[st][0] == 0


def test_long_press_tile_menu_undo_redo_and_modes():
    app = make_app()
    press(app, "turn")
    press(app, "slot3", hold=700)            # select the tile in slot 3
    t = app.ui.menu_tile
    assert t == app.game.slot_tile(3)
    n = app.game.figures(t)
    press(app, "slot3")                      # kill one figure
    assert app.game.figures(t) == n - 1
    press(app, "undo")                       # leave the menu
    assert app.ui.menu_tile == -1
    press(app, "undo")                       # undo the kill
    assert app.game.figures(t) == n
    press(app, "undo", hold=700)             # redo
    assert app.game.figures(t) == n - 1
    press(app, "mode")
    assert app.mode == "hp"
    press(app, "mode")
    assert app.mode == "vigilance"
    b = app.brightness
    press(app, "mode", hold=700)
    assert app.brightness != b
    chord(app, "turn")                       # mode+turn: vigilance +1 (stealth scenario)
    assert app.game.vigilance == 1


def test_event_tile_choice_and_reinforcement():
    app = make_app()
    press(app, "turn")
    press(app, "slot1", hold=700)
    press(app, "slot1")                      # kill a red hunter
    press(app, "undo")
    ev_slot = app.game.river.index(6) + 1
    press(app, "slot" + str(ev_slot))        # activate the event tile
    assert app.game.pending == 6
    press(app, "slot1")                      # event 1 (reinforcement 4 points)
    red = app.game.river.index(0) + 1
    press(app, "slot" + str(red), hold=700)  # +1 red hunter
    press(app, "turn")                       # confirm
    assert app.game.pending == -1
    assert app.game.record_list(app.game.count - 1) == ["event", 0, [[0, 1]]]


def test_chords_and_overflow():
    b = Buttons(["slot1", "mode", "defend"], {"reroll": ["mode", "defend"]})
    out = []
    b.edge(1, True, 0, out)
    b.edge(2, True, 10, out)
    b.edge(2, False, 50, out)
    b.edge(1, False, 60, out)
    assert out == [("reroll", "short")]
    app = make_app()
    q = app.keys.events
    for _ in range(100):
        q.put(0, True)
    app.step()
    assert app.buttons.overflows == 1 and not app.buttons.any_down()


def test_several_tiles_die_at_the_same_moment_from_the_buttons():
    """R16: figures of several tiles marked in the tile menu die in one record;
    the dead tiles go to the end keeping their previous relative order."""
    app = make_app()
    g = app.game
    press(app, "turn")
    a, b = g.slot_tile(1), g.slot_tile(2)
    na, nb = g.figures(a), g.figures(b)
    count = g.count
    press(app, "slot2", hold=700)            # open the tile menu (on the tile in slot 2)
    for _ in range(na):
        chord(app, "slot1")                  # mark every figure of the tile in slot 1
    for _ in range(nb):
        chord(app, "slot2")
    assert app.ui.batch == {a: na, b: nb} and g.count == count   # marked, nothing done yet
    if not app.blink:                        # the marked slot blinks red, the menu tile white
        app.clock.advance(500)
        app.step()
    assert app.blink
    assert shown(app)[0] == render.scale(render.RED, app.level)
    assert shown(app)[1] == render.scale(render.WHITE, app.level)
    chord(app, "slot1")                      # one more than the tile has: refused, batch unchanged
    assert app.refusal and app.ui.batch == {a: na, b: nb}
    press(app, "turn")                       # they all die now, in one record
    assert g.count == count + 1 and g.record_list(g.count - 1)[0] == "deaths"
    assert g.tile_status(a) == g.tile_status(b) == "dead"
    assert g.river[-2:] == [a, b]
    assert app.ui.menu_tile == -1 and app.ui.batch == {}
    press(app, "undo")                       # one undo brings both back
    assert g.figures(a) == na and g.figures(b) == nb and g.slot_tile(1) == a


def test_undo_in_the_tile_menu_clears_marked_deaths_first():
    app = make_app()
    press(app, "turn")
    press(app, "slot1", hold=700)
    chord(app, "slot1")
    assert app.ui.batch
    press(app, "undo")
    assert app.ui.batch == {} and app.ui.menu_tile >= 0
    press(app, "undo")
    assert app.ui.menu_tile == -1


def _state(app, stream):
    stream.feed(b'{"v": 1, "id": 9, "cmd": "state"}\n')
    msgs = settle(app, stream)
    return [m for m in msgs if m.get("id") == 9][0], [m for m in msgs if "push" in m]


def test_menus_are_in_the_state_and_each_change_is_pushed():
    """The host shows the open menu: `state` names it, and a gesture that only
    changes a menu (no record) pushes `display` so a page redraws."""
    s = FakeStream()
    app = make_app(stream=s)
    settle(app, s)
    press(app, "turn")
    settle(app, s)
    st, _ = _state(app, s)
    assert st["display"]["menu"] == {"tile": None, "figure": 0, "spell": 0, "event": None,
                                     "reinforcements": {}, "marked": {}, "budget": None, "remaining": None}
    press(app, "slot3", hold=700)                       # the tile menu of the warriors
    pushes = settle(app, s)
    assert [m["push"] for m in pushes] == ["display"]
    assert pushes[0]["mode"] == "river"
    chord(app, "slot1")                                 # mark a red hunter to die with others
    assert [m["push"] for m in settle(app, s)] == ["display"]
    st, _ = _state(app, s)
    assert st["display"]["menu"]["tile"] == "warriors"
    assert st["display"]["menu"]["marked"] == {"hunters_red": 1}
    press(app, "undo")                                  # clear the marks
    press(app, "undo")                                  # leave the menu
    assert [m["push"] for m in settle(app, s)] == ["display", "display"]
    assert app.act("kill", (0, 1)) is None              # a red hunter dies: one can come back
    settle(app, s)
    ev = app.game.river.index(6) + 1
    press(app, "slot" + str(ev))                        # the event tile: an event record, no display push
    assert [m["push"] for m in settle(app, s)] == ["event"]
    press(app, "slot1")                                 # choose event 1
    press(app, "slot1", hold=700)                       # +1 figure for the tile in slot 1
    assert [m["push"] for m in settle(app, s)] == ["display", "display"]
    st, _ = _state(app, s)
    assert st["display"]["menu"]["event"] == 0
    assert st["display"]["menu"]["reinforcements"] == {"hunters_red": 1}
    assert (st["display"]["menu"]["budget"], st["display"]["menu"]["remaining"]) == (4, 3)   # R20
    assert st["state"]["pending_event"] == "event"
