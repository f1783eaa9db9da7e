"""Conan: the Overlord's Book of Skelos (docs/rules.md R01-R20, S01-S03), a
game pack of the core: model.py (its scenario), scenario.py (its validator),
checks.py and game.py (the rules), records.py (its journal records) and
pack.py, what skelos.games reads."""
