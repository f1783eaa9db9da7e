"""OrcQuest WarPath: the heroes' turn (docs/rules.md O01-O05), a game pack of
the core: model.py (its scenario), scenario.py (its validator), game.py (the rules,
O01-O04), records.py (its journal records), combat.py (the combat
calculator, O05, used by the host only) and pack.py, what skelos.games reads."""
