"""OrcQuest WarPath's journal records: its type table in the kernel's byte
format (skelos.records).
JSON form: ``["start", 0]``, ``["action", 0, 1, 1, 1]``, ``["kill", 2, 1]``.
"""

from skelos import records as _r
from skelos.records import const

START = const(1)    # hero: the hero's activation begins (O01)
ACTION = const(2)   # hero, action points, extra actions bought, wounded (O01 O02 O03)
COMBO = const(3)    # level (1 or 2), wounded (O03)
KILL = const(4)     # enemy, one blow (O04)
SPEND = const(5)    # Badass points paid for a card's own Badass cost
END = const(6)      # the activation ends: unused points lost, the event card is drawn (O01)
EVENT = const(7)    # the event card is resolved
ROUND = const(8)    # every hero played: the next round
FINISH = const(9)   # winner
UNDO = const(10)
REDO = const(11)

TABLE = (
    None,
    ("start", 1),
    ("action", 4),
    ("combo", 2),
    ("kill", 2),
    ("spend", 1),
    ("end", 0),
    ("event", 0),
    ("round", 0),
    ("finish", 1),
    ("undo", 0),
    ("redo", 0),
)

WINNERS = (None, "heroes", "enemies", "time")


# type_of(name), length_at(buf, off), to_list(buf, off=0), from_list(item): skelos.records.api
type_of, length_at, to_list, from_list = _r.api(TABLE)
