"""OrcQuest WarPath as the game registry (skelos.games) sees it: GAME, load
(the scenario validator), Game (the rules) and records (the record table).
The combat calculator (combat.py) is not imported: the board never needs it."""

from skelos.orcquest import records  # noqa: F401
from skelos.orcquest.game import OrcGame as Game  # noqa: F401
from skelos.orcquest.model import GAME  # noqa: F401


VALIDATOR = "skelos.orcquest.scenario"    # skelos.games.load loads it for a load (dropped after it on the board)


def load(d, p=None):
    """The scenario validator (its module stays loaded: the host's; the board's goes through skelos.games.load)."""
    from skelos.orcquest.scenario import load as validate
    return validate(d, p)
