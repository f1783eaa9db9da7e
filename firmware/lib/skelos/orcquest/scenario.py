"""OrcQuest WarPath's scenario: heroes, enemy types, the Badass track and the
rounds (docs/scenario-format.md, "OrcQuest"): its validator (its model:
skelos.orcquest.model, whose names are here too).  Callers go
through skelos.games.load, which chooses the game.

Heroes and enemies are 0-based indices into the scenario's lists.
"""

from skelos.fields import (
    MAX_ID, MAX_NAME, MAX_TURN, begin, choice_field, color_field, int_field, str_field, two_fields, unknown_fields,
    valid_id,
)
from skelos.orcquest.model import (  # noqa: F401 - the model, for the host and combat.py
    COLOURS, GAME, ORANGE, RED, YELLOW, Enemy, Hero, OrcScenario,
)

MAX_HEROES = 6
MAX_ENEMIES = 16
MAX_BADASS = 250

_TOP = ("format", "game", "id", "name", "name_fr", "heroes", "enemies", "badass",
        "turns", "source", "notes", "unsourced")
_HERO = ("id", "name", "name_fr", "color", "notes")
_ENEMY = ("id", "name", "name_fr", "badass", "hp", "hp_color", "color", "notes")
HERO_COLOR = (0, 160, 0)
ENEMY_COLOR = (200, 40, 0)


def _list(p, d, key, most, least):
    v = d.get(key, [] if least == 0 else None)
    if not isinstance(v, list) or len(v) < least:
        p.add(key, "must be a list of " + str(least) + ".." + str(most) + " entries")
        return []
    if len(v) > most:
        p.add(key, "at most " + str(most) + " entries")
        return []
    return v


def _named(p, e, path, fields, seen):
    """The checks every hero and enemy passes: an object of `fields`, its id
    (unique) and names; (id, name), or None when it is no object."""
    if not isinstance(e, dict):
        p.add(path[:-1], "must be an object")
        return None
    unknown_fields(p, e, path, fields)
    eid = _ident(p, e, path, seen)
    name = str_field(p, e, "name", path, MAX_NAME, "", required=True) or ""
    str_field(p, e, "name_fr", path, MAX_NAME)
    return eid, name


def _ident(p, e, path, seen):
    eid = e.get("id")
    if not valid_id(eid):
        p.add(path + "id", "must be 1.." + str(MAX_ID) + " characters of a-z, 0-9, _ or -")
        return ""
    if eid in seen:
        p.add(path + "id", "duplicate id '" + eid + "'")
        return ""
    seen[eid] = True
    return eid


def load(d, p=None):
    """Validate an OrcQuest scenario dict; (OrcScenario, []) or (None, problems).
    `p`: a Problems that may already hold problems (the game registry's)."""
    p, s = begin(d, p, OrcScenario, _TOP)
    if s is None:
        return None, p.items
    if d.get("game") != GAME:
        p.add("game", "must be " + GAME)
    seen = {}
    heroes = []
    for i, h in enumerate(_list(p, d, "heroes", MAX_HEROES, 1)):
        hp = "heroes[" + str(i) + "]."
        n = _named(p, h, hp, _HERO, seen)
        if n is not None:
            heroes.append(Hero(n[0], n[1], color_field(p, h, hp, HERO_COLOR)))
    enemies = []
    for i, e in enumerate(_list(p, d, "enemies", MAX_ENEMIES, 0)):
        ep = "enemies[" + str(i) + "]."
        n = _named(p, e, ep, _ENEMY, seen)
        if n is None:
            continue
        badass = int_field(p, e, "badass", ep, 0, 99, 0, required=True)
        hpts = int_field(p, e, "hp", ep, 1, 99, 1)
        hc = COLOURS.index(choice_field(p, e, "hp_color", ep, COLOURS, COLOURS[YELLOW]))
        enemies.append(Enemy(n[0], n[1], badass, hpts, hc, color_field(p, e, ep, ENEMY_COLOR)))
    b = two_fields(p, d, "badass", "start", "max", "must be an object with start and max")
    s.badass_start = int_field(p, b, "start", "badass.", 0, MAX_BADASS, 0)
    if b.get("max") is not None:
        s.badass_max = int_field(p, b, "max", "badass.", 1, MAX_BADASS)
        if s.badass_max is not None and s.badass_max < s.badass_start:
            p.add("badass.max", "must be at least badass.start (" + str(s.badass_start) + ")")
    tr = two_fields(p, d, "turns", "start", "last", "must be an object with start and last")
    s.round_start = int_field(p, tr, "start", "turns.", 1, MAX_TURN, 1)
    if tr.get("last") is not None:
        s.last_round = int_field(p, tr, "last", "turns.", 1, MAX_TURN)
        if s.last_round is not None and s.last_round < s.round_start:
            p.add("turns.last", "must be at least turns.start (" + str(s.round_start) + ")")
    if p.items:
        return None, p.items
    s.heroes = tuple(heroes)
    s.enemies = tuple(enemies)
    s.source = d
    return s, []
