"""OrcQuest WarPath: the heroes' turn (docs/rules.md O01-O05).

A game pack: what skelos.games reads of it is GAME, load (the scenario
validator), Game (the rules) and records (the journal's record table).  The
combat calculator (combat.py) is not imported here: the board never needs it.
"""

from skelos.orcquest import records  # noqa: F401
from skelos.orcquest.game import OrcGame as Game  # noqa: F401
from skelos.orcquest.scenario import GAME, load  # noqa: F401
