"""Scenario dicts used by the core tests (plain data, portable)."""


def unit(tid, name, color, move=2, defense=1, figures=1, hp=1, reinforcement=None,
         role="minion"):
    d = {"id": tid, "name": name, "color": list(color), "move": move,
         "defense": defense, "figures": figures, "role": role}
    if hp != 1:
        d["hp"] = hp
    if reinforcement is not None:
        d["reinforcement"] = reinforcement
    return d


def pict_village(available=10, fatigue=3, recovery=5, start=0, last=8, **extra):
    """The Pict village of the worked example at the end of the Overlord's rulebook:
    Pict hunters (red base, 4 figures) in slot 1, Pict warriors (3) in slot 3,
    the event tile in slot 7 with a 'Reinforcement: 4 points' event."""
    d = {
        "id": "pict-village",
        "name": "Pict village",
        "river": [{"cost": i + 1} for i in range(8)],
        "tiles": [
            unit("hunters_red", "Pict Hunters - Red", (255, 0, 0), 2, 1, 4, reinforcement=1),
            unit("zogar", "Zogar Sag", (120, 60, 0), 3, 3, 1, hp=5, role="leader"),
            unit("warriors", "Pict Warriors - Purple", (128, 0, 128), 2, 2, 3, reinforcement=2),
            unit("hunters_blue", "Pict Hunters - Blue", (0, 0, 255), 2, 1, 3, reinforcement=1),
            unit("hunters_green", "Pict Hunters - Green", (0, 255, 0), 2, 1, 3, reinforcement=1),
            unit("snake", "Giant Snake", (0, 128, 0), 3, 2, 1, hp=8, role="monster"),
            {"id": "event", "name": "Event", "kind": "event",
             "events": [{"name": "Reinforcement: 4 points", "reinforcement": 4},
                        {"name": "Nothing happens", "reinforcement": 0}]},
        ],
        "gems": {"available": available, "fatigue": fatigue},
        "recovery": recovery,
        "turns": {"start": start, "last": last},
        "spells": [
            {"name": "Fixed", "cost": 2, "saturation": 3, "caster": "zogar"},
            {"name": "Variable", "saturation": 4, "reaction": True},
        ],
    }
    order = ["hunters_red", "zogar", "warriors", "hunters_blue", "hunters_green",
             "snake", "event"]
    for i, tid in enumerate(order):
        d["river"][i]["tile"] = tid
    d.update(extra)
    return d


HUNTERS_RED = 0
ZOGAR = 1
WARRIORS = 2
HUNTERS_BLUE = 3
HUNTERS_GREEN = 4
SNAKE = 5
EVENT = 6
