"""The 8-tile scenario the benches load (plain data, portable)."""


def eight_tile_scenario():
    """An 8-tile river (7 units + the event tile), stats as published."""
    def unit(tid, name, color, move, defense, figures, reinf=None, hp=None, role="minion"):
        d = {"id": tid, "name": name, "color": color, "move": move, "defense": defense,
             "figures": figures, "role": role, "dice": "2 yellow (reroll)", "skills": "Leap"}
        if reinf:
            d["reinforcement"] = reinf
        if hp:
            d["hp"] = hp
        return d

    tiles = [
        unit("hunters_blue", "Pict Hunters - Blue", [0, 0, 255], 2, 1, 4, 1),
        unit("zogar", "Zogar Sag", [255, 255, 255], 3, 3, 1, hp=5, role="leader"),
        unit("warriors", "Pict Warriors - Purple", [160, 0, 255], 2, 2, 3, 2),
        unit("hyenas", "Hyenas", [120, 120, 120], 3, 1, 3, 1),
        unit("hunters_green", "Pict Hunters - Green", [0, 255, 0], 2, 1, 4, 1),
        unit("snake", "Giant Snake", [0, 128, 0], 3, 2, 1, hp=8, role="monster"),
        unit("hunters_red", "Pict Hunters - Red", [255, 0, 0], 2, 1, 4, 1),
        {"id": "event", "name": "Event", "kind": "event",
         "events": [{"name": "Reinforcement: 4 points", "reinforcement": 4}]},
    ]
    return {
        "id": "clutches-3", "name": "In the Clutches of the Picts",
        "river": [{"cost": i + 1, "tile": t["id"]} for i, t in enumerate(tiles)],
        "tiles": tiles,
        "gems": {"available": 10, "fatigue": 3}, "recovery": 5,
        "turns": {"start": 0, "last": 200},
    }
