"""Chords never fire the lone button's gestures: `mode` is the chords'
modifier, so its own short and long presses come on its release, and only
when no other button was down during its press.  A chord pressed mode-first
(mode held, then the other button held long: a new game, a game over, the
board playing the Overlord) never steps the brightness on the way, whichever
button goes up first; the fake keypad's events go through the real loop."""

import pytest

from helpers import key, load_profile, make_app, press
from skelos_device.input import LONG_MS, Buttons

# the Pico build and the Raspberry Pi box on a Pi 4 and a Pi 5 (tests/firmware/conftest.py)
BUILDS = ("pico", "pi4", "pi5")

NAMES = [b["name"] for b in load_profile()["buttons"]]
OTHERS = [n for n in NAMES if n != "mode"]
MODE = NAMES.index("mode")


@pytest.mark.parametrize("name", OTHERS)
@pytest.mark.parametrize("mode_up_first", (False, True))
def test_a_long_chord_pressed_mode_first_gives_the_chord_alone(name, mode_up_first, device_build):
    b = Buttons(NAMES)
    x = NAMES.index(name)
    out = []
    b.edge(MODE, True, 0, out)
    b.tick(300, out)
    b.edge(x, True, 300, out)
    for t in range(300, 300 + 3 * LONG_MS, 10):
        b.tick(t, out)
    assert out == [("mode+" + name, "long")]
    first, second = (MODE, x) if mode_up_first else (x, MODE)
    b.edge(first, False, 2200, out)
    b.tick(2210, out)
    b.edge(second, False, 2220, out)
    b.tick(2230, out)
    assert out == [("mode+" + name, "long")]


@pytest.mark.parametrize("name", OTHERS)
def test_a_short_chord_is_the_chord_whichever_button_goes_up_first(name, device_build):
    b = Buttons(NAMES)
    x = NAMES.index(name)
    for order in ((x, MODE), (MODE, x)):
        out = []
        b.edge(MODE, True, 0, out)
        b.edge(x, True, 100, out)
        b.edge(order[0], False, 200, out)
        b.edge(order[1], False, 250, out)
        b.tick(2000, out)
        assert out == [("mode+" + name, "short")]      # never the lone button, never mode's own


def test_mode_joining_a_button_already_down_makes_the_chord():
    b = Buttons(NAMES)
    x = NAMES.index("turn")
    out = []
    b.edge(x, True, 0, out)
    b.edge(MODE, True, 100, out)
    b.edge(x, False, 200, out)
    b.edge(MODE, False, 300 + LONG_MS, out)
    assert out == [("mode+turn", "short")]


def test_a_profile_chord_is_renamed_in_either_order():
    b = Buttons(["slot1", "mode", "defend"], {"reroll": ["mode", "defend"]})
    out = []
    b.edge(1, True, 0, out)
    b.edge(2, True, 10, out)
    b.edge(1, False, 40, out)
    b.edge(2, False, 50, out)
    assert out == [("reroll", "short")]


def test_mode_alone_short_and_long_come_on_its_release():
    b = Buttons(NAMES)
    out = []
    b.edge(MODE, True, 0, out)
    b.edge(MODE, False, LONG_MS - 1, out)
    assert out == [("mode", "short")]
    out = []
    b.edge(MODE, True, 1000, out)
    for t in range(1000, 6000, 10):
        b.tick(t, out)
    assert out == []                                   # held: nothing yet, whatever joins later
    b.edge(MODE, False, 6000, out)
    assert out == [("mode", "long")]


def test_an_overflow_forgets_the_chord():
    app = make_app()
    q = app.keys.events
    q.put(MODE, True)
    q.put(NAMES.index("undo"), True)
    app.step()
    for _ in range(100):
        q.put(0, True)
    app.step()
    assert not app.buttons.any_down() and not any(app.buttons.with_mode) and not app.buttons.mode_used


# ------------------------------------------------------------ through the app's loop
def _step(app, ms, every=10):
    for _ in range(ms // every):
        app.clock.advance(every)
        app.step()


def _chord(app, name, hold, mode_up_first=False):
    """Mode down, 0.3 s later `name` down, held `hold` ms, then both up."""
    x = app.buttons.index(name)
    key(app, MODE, True)
    _step(app, 300)
    key(app, x, True)
    _step(app, hold)
    for k in ((MODE, x) if mode_up_first else (x, MODE)):
        key(app, k, False)
        _step(app, 20)
    _step(app, 50)


@pytest.mark.parametrize("name", OTHERS)
def test_every_chord_pressed_mode_first_leaves_brightness_and_display_mode(name, device_build):
    app = make_app()
    press(app, "turn")                                 # the Overlord's turn: most chords do something
    level, mode = app.level, app.mode
    for hold, up_first in ((100, False), (800, False), (800, True)):
        _chord(app, name, hold, up_first)
        assert (app.level, app.mode) == (level, mode), (name, hold)


def test_the_new_game_chord_mode_first_starts_a_game_and_keeps_the_brightness(device_build):
    app = make_app()
    level, game = app.level, app.game_id
    _chord(app, "undo", 800)
    assert app.game_id == game + 1 and app.game.count == 0
    assert app.level == level
    _chord(app, "undo", 800, mode_up_first=True)      # the second one too (0.2 -> 0.35 -> 0.5 before)
    assert app.game_id == game + 2 and app.level == level


def test_chords_mode_first_do_their_own_work(device_build):
    app = make_app()
    g = app.game
    level = app.level
    press(app, "turn")
    _chord(app, "turn", 100)
    assert g.vigilance == 1                            # mode+turn: vigilance +1
    _chord(app, "spell", 100)
    assert app.ui.spell == (1 % len(g.scenario.spells) if g.scenario.spells else 0)
    _chord(app, "slot1", 800)                          # mode+slot1 long: the heroes won
    assert g.over and app.level == level


def test_mode_alone_steps_the_brightness_on_release_and_the_display_mode_when_short(device_build):
    app = make_app()
    level, mode = app.level, app.mode
    key(app, MODE, True)
    _step(app, 2000)
    assert app.level == level                          # held: nothing yet
    key(app, MODE, False)
    _step(app, 20)
    assert app.level > level and app.mode == mode      # released after 0.6 s: the brightness step
    press(app, "mode", hold=100)
    assert app.mode != mode and app.level > level
