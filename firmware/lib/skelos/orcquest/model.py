"""OrcQuest WarPath's scenario as the game plays it: a validated scenario's
objects (skelos.orcquest.scenario builds them; `load` validates).  The board
keeps this module; the validator's is loaded for a load and dropped after it
(skelos.games.load).
"""

from skelos.records import const

GAME = "orcquest"

# hit, shield and hit-point colours, weakest first: the index is the strength
COLOURS = ("yellow", "orange", "red")
YELLOW = const(0)
ORANGE = const(1)
RED = const(2)


class Hero:
    def __init__(self, hid, name, color):
        self.id = hid
        self.name = name
        self.color = color


class Enemy:
    def __init__(self, eid, name, badass, hp, hp_color, color):
        self.id = eid
        self.name = name
        self.badass = badass      # O04: Badass points for defeating it
        self.hp = hp
        self.hp_color = hp_color  # index into COLOURS
        self.color = color


class OrcScenario:
    """A validated OrcQuest scenario.  Build it with `load()`."""

    # what `load()` has not set is the class's: a scenario's own values are its instance's
    game = GAME
    id = ""
    name = ""
    heroes = ()
    enemies = ()
    badass_start = 0
    badass_max = None
    round_start = 1
    last_round = None
    source = None
