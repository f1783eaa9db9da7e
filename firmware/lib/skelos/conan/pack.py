"""The Book of Skelos as the game registry (skelos.games) sees it: GAME, load
(the scenario validator), Game (the rules) and records (the record table)."""

from skelos.conan import records  # noqa: F401
from skelos.conan.game import Game  # noqa: F401
from skelos.conan.scenario import GAME, load  # noqa: F401
