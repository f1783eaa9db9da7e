"""Conan's scenario as the game plays it: a validated scenario's objects
(skelos.conan.scenario builds them; `load` validates).  The board keeps this
module; the validator's is loaded for a load and dropped after it
(skelos.games.load).
"""

GAME = "conan"

EVENT_COLOR = (255, 255, 255)


class Tile:
    """One tile of the scenario (a unit tile or the event tile)."""

    def __init__(self):
        self.id = ""
        self.name = ""
        self.is_event = False
        self.role = "minion"
        self.color = EVENT_COLOR
        self.move = 0
        self.defense = 0
        self.dice = ""
        self.attack = ""
        self.skills = ""
        self.figures = 0
        self.max_figures = 0
        self.hp = 1
        self.reinforcement = None
        self.events = ()  # tuple of Event


class Event:
    def __init__(self, name, reinforcement, adds):
        self.name = name
        self.reinforcement = reinforcement
        self.adds = adds  # tuple of tile indices brought into the river


class Spell:
    def __init__(self, name, cost, saturation, reaction, caster):
        self.name = name
        self.cost = cost  # None = variable
        self.saturation = saturation  # None = no cap
        self.reaction = reaction
        self.caster = caster  # tile index or None


class Scenario:
    """A validated scenario.  Build it with `load()`, never by hand."""

    game = GAME

    def __init__(self):
        self.id = ""
        self.name = ""
        self.costs = ()
        self.tiles = ()
        self.river = ()  # initial river: tile indices, left to right
        self.available = 0
        self.fatigue = 0
        self.recovery = 0
        self.turn_start = 0
        self.last_turn = None
        self.first = "heroes"
        self.spells = ()
        self.stealth = False
        self.flush = "end_of_turn"
        self.activations = 2
        self.event_required = True
        self.source = None  # the normalized dict, kept for encoding

    def tile_index(self, tile_id):
        for i, t in enumerate(self.tiles):
            if t.id == tile_id:
                return i
        return -1

    @property
    def total_gems(self):
        return self.available + self.fatigue
