"""Conan's journal records: the type table of the Book of Skelos, in the
kernel's byte format (skelos.records).  Shared by its game, the codec, the
device's link and the host's logs.
"""

from skelos import records as _r
from skelos.records import NONE, const  # noqa: F401 - NONE: the event record's "no event" choice

TURN = const(1)     # begin the Overlord turn: heroes' turn ends, recovery, hourglass
ACT = const(2)      # slot
MOVE = const(3)     # figure, points
DEFEND = const(4)   # dice
REROLL = const(5)   # dice
CAST = const(6)     # spell, gems
END = const(7)      # end the Overlord turn
DAMAGE = const(8)   # tile, figure, hits, roll
DEATHS = const(9)   # n, (tile, count) * n
CLEAN = const(10)   # tile
EVENT = const(11)   # choice (255 = none), n, (tile, count) * n
VIGIL = const(12)   # reason
GUARD = const(13)   # start a guard round
FINISH = const(14)  # winner
UNDO = const(15)
REDO = const(16)
SOLO = const(17)    # level, seed high, seed low: the board plays the Overlord (rules 4)
DRAW = const(18)    # value: a draw of the solo Overlord's seeded random source (rules 4)
HEROES = const(19)  # n, (wounds, state) * n: the heroes' sheets as the table reads them (rules 7)

# name, fixed argument count (-1: count byte + pairs; -2: one byte + count + pairs)
TABLE = (
    None,
    ("turn", 0),
    ("act", 1),
    ("move", 2),
    ("defend", 1),
    ("reroll", 1),
    ("cast", 2),
    ("end", 0),
    ("damage", 4),
    ("deaths", -1),
    ("clean", 1),
    ("event", -2),
    ("vigil", 1),
    ("guard", 0),
    ("finish", 1),
    ("undo", 0),
    ("redo", 0),
    ("solo", 3),
    ("draw", 1),
    ("heroes", -1),
)

VIGIL_REASONS = ("body", "spotted_at_start", "guard_spot")
HERO_STATES = ("visible", "hidden", "fallen")   # a hero's state in a ``heroes`` record (S04, H03)
WINNERS = (None, "heroes", "overlord", "time")


# type_of(name), length_at(buf, off), to_list(buf, off=0), from_list(item): skelos.records.api
type_of, length_at, to_list, from_list = _r.api(TABLE)
