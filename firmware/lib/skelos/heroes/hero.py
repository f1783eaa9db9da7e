"""A hero's values (the hero sheet's printed numbers) and their validator.

A hero is a JSON-compatible dict (a preset of skelos_host/presets/heroes, or
entered by hand):

    {"id": "conan", "name": "Conan", "gems": 12,
     "melee": {"dice": "red", "reroll": false, "cap": 5},
     "ranged": {"dice": "orange", "reroll": false, "cap": 2},
     "movement": {"free": 2, "cap": 3},
     "manipulation": {"dice": "orange", "reroll": false, "cap": 3},
     "defense": {"dice": "orange", "reroll": false},
     "encumbrance": [11, 7, 9], "skills": ["Agile"], "fatigue": 0}

`fatigue`: the gems the scenario puts in the fatigue zone at the start (the
rest start available; at most `gems`).  Caps are the rules' saturation (H02): the most gems
placed on that action's box over one heroes' turn; 0 means the hero cannot
take that action.  Dice, encumbrance and skills are shown, not enforced, but for the spell-casting
skill ("Spell Caster", or "Lanceur de sorts"), which Don de Vie needs (H09, rules 2).
"""

from skelos.fields import (
    MAX_ID, MAX_NAME, MAX_TEXT, Problems, int_field, is_int, names_field, str_field, unknown_fields, valid_id,
)

GAME = "heroes"
MAX_GEMS = 30
MAX_HERO_ID = 48
MAX_CAP = 12
DICE = ("yellow", "orange", "red")
# the actions with a cap, in the order of the sheet (and of Sheet.caps)
CAPPED = ("melee", "ranged", "movement", "manipulation")
# the spell-casting skill as the hero data names it (lower case), in English and in French (H09)
CASTER = ("spell caster", "lanceur de sorts", "lanceur de sort")

_TOP = ("game", "id", "name", "name_fr", "title", "box", "gems", "encumbrance", "melee", "ranged",
        "movement", "manipulation", "defense", "skills", "notes", "source", "fatigue", "unsourced")


class Hero:
    """A validated hero.  Build it with `load()`."""

    game = GAME

    def __init__(self):
        self.id = ""
        self.name = ""
        self.gems = 0
        self.caps = (0, 0, 0, 0)   # melee, ranged, movement, manipulation (H02)
        self.free = 0              # free movement points (H02)
        self.fatigue = 0           # gems starting in the fatigue zone
        self.caster = False        # has the spell-casting skill (H09)
        self.source = None


def _dice(p, d, key, path):
    if key not in d or d[key] is None:
        return
    if d[key] not in DICE:
        p.add(path + key, "must be one of " + ", ".join(DICE))


def _box(p, d, key, has_cap, has_free=False, has_dice=True):
    path = key + "."
    v = d.get(key)
    if not isinstance(v, dict):
        p.add(key, "is required" if v is None else "must be an object")
        return 0, 0
    known = ()
    if has_dice:
        known += ("dice", "reroll")
        _dice(p, v, "dice", path)
        if v.get("reroll") is not None and not isinstance(v.get("reroll"), bool):
            p.add(path + "reroll", "must be true or false")
    if has_cap:
        known += ("cap",)
    if has_free:
        known += ("free",)
    unknown_fields(p, v, path, known)
    cap = int_field(p, v, "cap", path, 0, MAX_CAP, 0, required=True) if has_cap else 0
    free = int_field(p, v, "free", path, 0, MAX_CAP, 0, required=True) if has_free else 0
    return cap, free


def _list(p, d, key, most):
    """The list d[key] of at most `most` entries; None when absent, or when it is
    not such a list (said in p)."""
    v = d.get(key)
    if v is None:
        return None
    if not isinstance(v, list):
        p.add(key, "must be a list")
        return None
    if len(v) > most:
        p.add(key, "at most " + str(most) + " entries")
        return None
    return v


def load(d, p=None):
    """Validate a hero dict; (Hero, []) or (None, problems as "path: reason")."""
    if p is None:
        p = Problems()
    if not isinstance(d, dict):
        p.add("hero", "must be an object")
        return None, p.items
    h = Hero()
    unknown_fields(p, d, "", _TOP)
    if "game" in d and d["game"] != GAME:
        p.add("game", "must be " + GAME)
    hid = d.get("id")
    if not (valid_id(hid) or (isinstance(hid, str) and len(hid) <= MAX_HERO_ID and valid_id(hid[:MAX_ID])
                              and valid_id(hid[MAX_ID:]))):
        p.add("id", "must be 1.." + str(MAX_HERO_ID) + " characters of a-z, 0-9, _ or -")
    else:
        h.id = hid
    h.name = str_field(p, d, "name", "", MAX_NAME, "", required=True) or ""
    str_field(p, d, "name_fr", "", MAX_NAME)
    str_field(p, d, "title", "", MAX_NAME)
    str_field(p, d, "box", "", MAX_NAME)
    str_field(p, d, "notes", "", 2000)
    str_field(p, d, "source", "", MAX_TEXT)
    names_field(p, d, "unsourced", "")
    h.gems = int_field(p, d, "gems", "", 1, MAX_GEMS, 0, required=True)
    melee, _ = _box(p, d, "melee", True)
    ranged, _ = _box(p, d, "ranged", True)
    move, free = _box(p, d, "movement", True, True, False)
    manip, _ = _box(p, d, "manipulation", True)
    _box(p, d, "defense", False)
    h.caps = (melee, ranged, move, manip)
    h.free = free
    h.fatigue = int_field(p, d, "fatigue", "", 0, h.gems or MAX_GEMS, 0)
    enc = _list(p, d, "encumbrance", 12)
    if enc is not None:
        for i in range(len(enc)):
            if not is_int(enc[i]) or enc[i] < 0 or enc[i] > 99:
                p.add("encumbrance[" + str(i) + "]", "must be between 0 and 99")
    sk = _list(p, d, "skills", 32)
    if sk is not None:
        for i in range(len(sk)):
            where = "skills[" + str(i) + "]"
            if not isinstance(sk[i], str):
                p.add(where, "must be a string")
            elif not sk[i]:
                p.add(where, "must not be empty")
            elif len(sk[i]) > MAX_NAME:
                p.add(where, "is too long (at most " + str(MAX_NAME) + " characters)")
            elif sk[i].strip().lower() in CASTER:
                h.caster = True
    if p.items:
        return None, p.items
    h.source = d
    return h, []
