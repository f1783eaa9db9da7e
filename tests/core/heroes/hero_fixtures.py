"""Heroes for the core tests of the heroes' side (values as on the published sheets)."""

from skelos import games


def conan(**kw):
    d = {"id": "conan", "name": "Conan", "gems": 12,
         "melee": {"dice": "red", "reroll": False, "cap": 5},
         "ranged": {"dice": "orange", "reroll": False, "cap": 2},
         "movement": {"free": 2, "cap": 3},
         "manipulation": {"dice": "orange", "reroll": False, "cap": 3},
         "defense": {"dice": "orange", "reroll": False},
         "encumbrance": [11, 7, 9], "skills": ["Agile"]}
    d.update(kw)
    return d


def nameless(**kw):
    d = conan(id="nameless-horror", name="Nameless Horror", gems=9)
    d["ranged"] = {"dice": "yellow", "reroll": False, "cap": 0}
    d.update(kw)
    return d


def sheet(d=None, **kw):
    pk = games.side("heroes")
    h, problems = pk.load(d if d is not None else conan(**kw))
    assert not problems, problems
    return pk.Game(h)


def started(d=None, mode=0, dead=0, **kw):
    """A sheet whose first heroes' turn began and whose hero declared."""
    s = sheet(d, **kw)
    assert s.begin_turn() is None
    assert s.declare(mode, dead) is None
    return s
