"""The Book of Skelos as the game registry (skelos.games) sees it: GAME, load
(the scenario validator), Game (the rules) and records (the record table)."""

from skelos.conan import records  # noqa: F401
from skelos.conan.game import Game  # noqa: F401
from skelos.conan.model import GAME  # noqa: F401


def load(d, p=None):
    """The scenario validator (skelos.conan.scenario, loaded for the call: games.validator)."""
    from skelos.games import validator
    return validator("skelos.conan.scenario", d, p)
