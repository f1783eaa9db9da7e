"""Conan: the Overlord's Book of Skelos (docs/rules.md R01-R20, S01-S03), a
game pack of the core: scenario.py (its scenario and validator), game.py (the
rules), records.py (its journal records) and pack.py, what skelos.games reads."""
