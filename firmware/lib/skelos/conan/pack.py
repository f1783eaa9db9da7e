"""The Book of Skelos as the game registry (skelos.games) sees it: GAME, load
(the scenario validator), Game (the rules) and records (the record table)."""

from skelos.conan import records  # noqa: F401
from skelos.conan.game import Game  # noqa: F401
from skelos.conan.model import GAME  # noqa: F401


VALIDATOR = "skelos.conan.scenario"    # skelos.games.load loads it for a load (dropped after it on the board)


def load(d, p=None):
    """The scenario validator (its module stays loaded: the host's; the board's goes through skelos.games.load)."""
    from skelos.conan.scenario import load as validate
    return validate(d, p)
