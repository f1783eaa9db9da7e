"""The worked Overlord turn of the Overlord's rulebook ("Le Livre de l'Overlord") on the
device's buttons, next to the moves the paper book needs for it."""

from fakes import FakeClock
from fixtures import pict_village
from helpers import make_app
from player import KeyDriver
from skelos import codec
from skelos.conan.game import Game
from skelos.games import load

# recovery, warriors in slot 3, the third warrior buys a move, hunters in slot 1, end
GESTURES = [("turn", "short"), ("slot3", "short"), ("mode+extra", "short"), ("mode+extra", "short"),
            ("extra", "short"), ("slot1", "short"), ("turn", "short")]

# Separate gem and tile moves of the same turn on the paper book, from the seed's text
PAPER_MOVES = [
    ("recovery: 5 gems, fatigue -> available, one by one", 5),
    ("time marker one space", 1),
    ("activate the warriors (slot 3): 3 gems to fatigue", 3),
    ("take the tile out, slide the row left, put it at the end", 3),
    ("extra move point: 1 gem", 1),
    ("activate the red hunters (slot 1): 1 gem to fatigue", 1),
    ("take the tile out, slide the row left, put it at the end", 3),
    ("end of turn: the spend box's gem to fatigue (R12)", 1),
]

SCENARIO = dict(available=5, fatigue=9, recovery=5, start=2, last=8)


def key_presses(gestures=GESTURES):
    """Physical key presses: a mode chord is two keys."""
    return sum(2 if name.startswith("mode+") else 1 for name, _ in gestures)


def play():
    """(device app after the gestures, core game after the same turn by its actions)."""
    d = pict_village(**SCENARIO)
    clock = FakeClock(1000)
    app = make_app(clock=clock, blob=codec.encode_scenario(d))
    keys = KeyDriver(app, clock)
    accepted = []
    for name, kind in GESTURES:
        before = app.game.count
        keys.press(name, kind)
        accepted.append(app.game.count - before)
    g = Game(load(d)[0])
    for r in (g.begin_turn(), g.activate(3), g.extra_move(2, 1), g.activate(1), g.end_turn()):
        assert r is None, r
    return app, g, accepted
