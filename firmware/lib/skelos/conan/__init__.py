"""Conan: the Overlord's Book of Skelos (docs/rules.md R01-R20, S01-S03).

A game pack: what skelos.games reads of it is GAME, load (the scenario
validator), Game (the rules) and records (the journal's record table).
"""

from skelos.conan import records  # noqa: F401
from skelos.conan.game import Game  # noqa: F401
from skelos.conan.scenario import GAME, load  # noqa: F401
