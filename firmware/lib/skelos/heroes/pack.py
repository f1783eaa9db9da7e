"""The heroes' side as the registry (skelos.games.SIDES) sees it: GAME, load
(a hero's values, validated), Game (one hero's sheet) and records."""

from skelos.heroes import records  # noqa: F401
from skelos.heroes.hero import GAME, load  # noqa: F401
from skelos.heroes.sheet import Sheet as Game  # noqa: F401
