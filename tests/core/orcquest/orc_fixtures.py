"""OrcQuest scenario dicts used by the core tests (plain data, portable)."""


def warband(heroes=3, badass=0, badass_max=None, last=None, **extra):
    """Three orc heroes (Orrus is the hero of the OrcQuest rules' examples), a Guard with orange
    hit points and a War dog, as in the seed's examples."""
    names = ["Orrus", "Second hero", "Third hero", "Fourth hero", "Fifth hero", "Sixth hero"]
    d = {
        "format": 1,
        "game": "orcquest",
        "id": "warband",
        "name": "Orc warband",
        "heroes": [{"id": "hero%d" % (i + 1), "name": names[i], "color": [0, 80 + 30 * i, 0]}
                   for i in range(heroes)],
        "enemies": [
            {"id": "guard", "name": "Guard", "badass": 2, "hp": 2, "hp_color": "orange"},
            {"id": "war_dog", "name": "War dog", "badass": 1, "hp": 1, "hp_color": "yellow"},
        ],
        "badass": {"start": badass},
    }
    if badass_max is not None:
        d["badass"]["max"] = badass_max
    if last is not None:
        d["turns"] = {"start": 1, "last": last}
    d.update(extra)
    return d


ORRUS = 0
SECOND = 1
THIRD = 2
GUARD = 0
WAR_DOG = 1


# A malformed OrcQuest preset (TOML) with one problem of each kind the host tests check.
BAD_ORC = '''format = 1
game = "orcquest"
id = "bad-orcs"
name = "Bad orcs"
[badass]
start = -2
[[heroes]]
id = "orrus"
name = "Orrus"
[[heroes]]
id = "orrus"
name = "Twin"
[[enemies]]
id = "guard"
name = "Guard"
hp_color = "purple"
'''
