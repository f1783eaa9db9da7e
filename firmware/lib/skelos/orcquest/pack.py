"""OrcQuest WarPath as the game registry (skelos.games) sees it: GAME, load
(the scenario validator), Game (the rules) and records (the record table).
The combat calculator (combat.py) is not imported: the board never needs it."""

from skelos.orcquest import records  # noqa: F401
from skelos.orcquest.game import OrcGame as Game  # noqa: F401
from skelos.orcquest.model import GAME  # noqa: F401


def load(d, p=None):
    """The scenario validator (skelos.orcquest.scenario, loaded for the call: games.validator)."""
    from skelos.games import validator
    return validator("skelos.orcquest.scenario", d, p)
