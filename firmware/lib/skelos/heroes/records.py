"""The hero sheet's journal records: its type table in the kernel's byte
format (skelos.records).
JSON form: ``["turn"]``, ``["declare", 0, 1]``, ``["spend", 0, 3]``,
``["move", 2, 1]``, ``["wound", 2]``, ``["stealth", 2]``, ``["end"]``,
``["begin", 3]`` (the start upkeep of the heroes' turn of the board's turn 3),
``["potion"]`` (a life potion drunk), ``["near", 3]`` (an enemy with Horror and one
with Bad luck in the hero's zone: bit 0 Horror, bit 1 Bad luck; 0 none),
``["ally", 0, 2]`` (2 ally figures activated; 1 extra moves, 2 rerolls, 3 defense dice),
``["give", 2, 1]`` (Don de Vie cast: its 2 gems of cost on the spell box, 2 gems given to the hero of
seat 1), ``["gift", 2, 0]`` (2 gems received from the hero of seat 0); a give and its gift are made,
undone and redone together by the table.
"""

from skelos import records as _r
from skelos.records import const

TURN = const(1)      # the heroes' turn begins: start upkeep (H01)
DECLARE = const(2)   # mode (0 active, 1 recovering), dead companions: recovery (H01)
SPEND = const(3)     # action, gems (H02)
MOVE = const(4)      # free points, gems (H02)
WOUND = const(5)     # wounds (H03)
END = const(6)       # end upkeep (H04)
STEALTH = const(7)   # gems: enter stealth or add to it (S04)
SPOTTED = const(8)   # the Overlord spotted the hidden hero (S04)
BODY = const(9)      # hide a body: 1 gem straight to fatigue (S04)
UNDO = const(10)
REDO = const(11)
POTION = const(13)   # a life potion drunk: 2 gems back from wounds, then fatigue (H06)
NEAR = const(14)     # enemies in the hero's zone: bit 0 Horror, bit 1 Bad luck (H07)
ALLY = const(15)     # gems for allies, straight to fatigue: use (ALLY_USES), gems (H08)
GIVE = const(16)     # Don de Vie cast: gems given (1 or 2), the seat of the hero receiving them (H09)
GIFT = const(17)     # gems received by Don de Vie (1 or 2), the seat of the hero who gave them (H09)
BEGIN = const(12)    # the heroes' turn of the board's turn begins: start upkeep (H01, H05)

TABLE = (
    None,
    ("turn", 0),
    ("declare", 2),
    ("spend", 2),
    ("move", 2),
    ("wound", 1),
    ("end", 0),
    ("stealth", 1),
    ("spotted", 0),
    ("body", 0),
    ("undo", 0),
    ("redo", 0),
    ("begin", 1),
    ("potion", 0),
    ("near", 1),
    ("ally", 2),
    ("give", 2),
    ("gift", 2),
)


# type_of(name), length_at(buf, off), to_list(buf, off=0), from_list(item): skelos.records.api
type_of, length_at, to_list, from_list = _r.api(TABLE)
