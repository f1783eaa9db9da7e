"""Conan's scenario: the validator of a Book of Skelos scenario (its model:
skelos.conan.model, whose names are here too).

A scenario is a plain JSON-compatible dict (see docs/scenario-format.md);
`load(d)` returns ``(Scenario or None, problems)`` with every problem at once
as ``"path: reason"`` strings, and never raises for bad data.  Callers go
through skelos.games.load, which chooses the game.

Indices: river slots are 1-based in the rules (the number printed above the
slot) but 0-based in lists; tiles, figures, spells and events are 0-based.
"""

from skelos.conan.model import EVENT_COLOR, GAME, Event, Scenario, Spell, Tile  # noqa: F401 - the model, for the host
from skelos.fields import (
    MAX_ID, MAX_NAME, MAX_TEXT, MAX_TURN, begin, bool_field, choice_field, color_field, int_field,
    names_field, str_field, two_fields, unknown_fields, valid_id,
)

# Limits that keep every count in one byte of the binary encoding and the
# whole game inside the board's storage.
MAX_SLOTS = 16
MAX_TILES = 24
MAX_FIGURES = 32
MAX_GEMS = 250
MAX_SPELLS = 8
MAX_EVENTS = 8

ROLES = ("minion", "leader", "monster")
FIRST = ("heroes", "overlord")
FLUSH = ("end_of_turn", "immediate")


_TOP = ("format", "game", "id", "name", "name_fr", "river", "tiles", "gems", "recovery",
        "turns", "first", "spells", "stealth", "options", "heroes", "source",
        "notes", "unsourced")
_TILE = ("id", "name", "name_fr", "kind", "role", "color", "move", "defense",
         "dice", "attack", "skills", "figures", "max_figures", "hp",
         "reinforcement", "events", "unsourced", "notes")
_EVENT = ("name", "name_fr", "reinforcement", "adds")
_SPELL = ("name", "cost", "saturation", "reaction", "caster")
_OPTIONS = ("flush", "activations", "event_required")


def _check_tile(p, t, path, ids):
    """R02: validate one tile dict, a unit tile or the event tile; return a
    Tile (possibly partial) or None."""
    if not isinstance(t, dict):
        p.add(path[:-1], "must be an object")
        return None
    unknown_fields(p, t, path, _TILE)
    tile = Tile()
    tid = t.get("id")
    if not valid_id(tid):
        p.add(path + "id", "must be 1.." + str(MAX_ID) + " characters of a-z, 0-9, _ or -")
    elif tid in ids:
        p.add(path + "id", "duplicate tile id '" + tid + "'")
    else:
        tile.id = tid
    tile.name = str_field(p, t, "name", path, MAX_NAME, "", required=True) or ""
    str_field(p, t, "name_fr", path, MAX_NAME)
    str_field(p, t, "notes", path, MAX_TEXT)
    names_field(p, t, "unsourced", path)
    kind = choice_field(p, t, "kind", path, ("unit", "event"), "unit")
    tile.is_event = kind == "event"
    if tile.is_event:
        for k in ("role", "move", "defense", "figures", "max_figures", "hp",
                  "reinforcement"):
            if k in t:
                p.add(path + k, "not allowed on the event tile")
        tile.color = color_field(p, t, path, EVENT_COLOR)
        return tile
    if "events" in t:
        p.add(path + "events", "only the event tile has events")
    tile.role = choice_field(p, t, "role", path, ROLES, "minion")
    tile.color = color_field(p, t, path, None)
    tile.move = int_field(p, t, "move", path, 0, 20, 0, required=True)
    tile.defense = int_field(p, t, "defense", path, 0, 20, 0, required=True)
    tile.dice = str_field(p, t, "dice", path, MAX_NAME, "") or ""
    tile.attack = choice_field(p, t, "attack", path, ("melee", "ranged", "none"), "")
    tile.skills = str_field(p, t, "skills", path, MAX_TEXT, "") or ""
    tile.figures = int_field(p, t, "figures", path, 1, MAX_FIGURES, 1, required=True)
    tile.max_figures = int_field(p, t, "max_figures", path, 1, MAX_FIGURES, tile.figures)
    if tile.max_figures < tile.figures:
        p.add(path + "max_figures", "must be at least figures (" + str(tile.figures) + ")")
        tile.max_figures = tile.figures
    tile.hp = int_field(p, t, "hp", path, 1, 99, 1)
    if tile.role == "minion" and tile.hp != 1:
        p.add(path + "hp", "minions have 1 hit point (R15)")
        tile.hp = 1
    if "reinforcement" in t and t["reinforcement"] is not None:
        tile.reinforcement = int_field(p, t, "reinforcement", path, 1, 99)
    return tile


def _check_events(p, t, path, tile, ids, reserve_ok):
    if not tile.is_event:
        return
    evs = t.get("events")
    if not isinstance(evs, list) or not evs:
        p.add(path + "events", "the event tile needs a list of 1.." + str(MAX_EVENTS) + " events")
        return
    if len(evs) > MAX_EVENTS:
        p.add(path + "events", "at most " + str(MAX_EVENTS) + " events")
        return
    out = []
    for j, e in enumerate(evs):
        ep = path + "events[" + str(j) + "]."
        if not isinstance(e, dict):
            p.add(ep[:-1], "must be an object")
            continue
        unknown_fields(p, e, ep, _EVENT)
        name = str_field(p, e, "name", ep, MAX_TEXT, "", required=True) or ""
        str_field(p, e, "name_fr", ep, MAX_TEXT)
        rp = int_field(p, e, "reinforcement", ep, 0, 99, 0)
        adds = []
        if "adds" in e:
            a = e["adds"]
            if not isinstance(a, list):
                p.add(ep + "adds", "must be a list of tile ids")
            else:
                for k, tid in enumerate(a):
                    idx = ids.get(tid, -1) if isinstance(tid, str) else -1
                    if idx < 0:
                        p.add(ep + "adds[" + str(k) + "]", "unknown tile id " + repr(tid))
                    elif not reserve_ok(idx):
                        p.add(ep + "adds[" + str(k) + "]",
                              "tile '" + tid + "' must be a reserve unit tile (not placed in the river)")
                    elif idx in adds:
                        p.add(ep + "adds[" + str(k) + "]", "tile '" + tid + "' listed twice")
                    else:
                        adds.append(idx)
        out.append(Event(name, rp, tuple(adds)))
    tile.events = tuple(out)


def load(d, p=None):
    """Validate a Conan scenario dict; (Scenario, []) or (None, problems).
    `p`: a Problems that may already hold problems (the game registry's)."""
    p, s = begin(d, p, Scenario, _TOP)
    if s is None:
        return None, p.items
    if "heroes" in d:
        int_field(p, d, "heroes", "", 1, 6)

    # tiles
    tiles = []
    ids = {}
    traw = d.get("tiles")
    if not isinstance(traw, list) or not traw:
        p.add("tiles", "must be a non-empty list of tiles")
        traw = []
    elif len(traw) > MAX_TILES:
        p.add("tiles", "at most " + str(MAX_TILES) + " tiles")
        traw = []
    for i, t in enumerate(traw):
        tile = _check_tile(p, t, "tiles[" + str(i) + "].", ids)
        if tile is None:
            tile = Tile()
        if tile.id:
            ids[tile.id] = i
        tiles.append(tile)

    # river (R01): slots with their costs, tiles from the left; a second copy is its own tile entry (R02)
    costs = []
    river = []
    rraw = d.get("river")
    if not isinstance(rraw, list) or not rraw:
        p.add("river", "must be a non-empty list of slots")
        rraw = []
    elif len(rraw) > MAX_SLOTS:
        p.add("river", "at most " + str(MAX_SLOTS) + " slots")
        rraw = []
    empty_seen = False
    placed = {}
    for i, slot in enumerate(rraw):
        sp = "river[" + str(i) + "]."
        if not isinstance(slot, dict):
            p.add(sp[:-1], "must be an object with a cost and a tile")
            costs.append(i + 1)
            continue
        unknown_fields(p, slot, sp, ("cost", "tile"))
        costs.append(int_field(p, slot, "cost", sp, 1, 255, i + 1))
        tid = slot.get("tile")
        if tid is None:
            empty_seen = True
            continue
        if empty_seen:
            p.add(sp + "tile", "tiles must fill the river from the left (an earlier slot is empty)")
        idx = ids.get(tid, -1) if isinstance(tid, str) else -1
        if idx < 0:
            p.add(sp + "tile", "unknown tile id " + repr(tid))
            continue
        if idx in placed:
            p.add(sp + "tile", "tile '" + tid + "' is already in slot " + str(placed[idx] + 1)
                  + " (a second copy needs its own tile entry)")
            continue
        placed[idx] = i
        river.append(idx)
    if rraw and not river:
        p.add("river", "needs at least one tile")

    def reserve_ok(idx):
        return idx not in placed and not tiles[idx].is_event

    for i, t in enumerate(traw):
        if isinstance(t, dict):
            _check_events(p, t, "tiles[" + str(i) + "].", tiles[i], ids, reserve_ok)
    for idx, tile in enumerate(tiles):
        if tile.is_event and idx not in placed and tile.id:
            p.add("tiles[" + str(idx) + "]", "the event tile '" + tile.id + "' must be placed in the river")

    # gems
    g = d.get("gems")
    if not isinstance(g, dict):
        p.add("gems", "must be an object with available and fatigue")
        g = {}
    else:
        unknown_fields(p, g, "gems.", ("available", "fatigue"))
    s.available = int_field(p, g, "available", "gems.", 0, MAX_GEMS, 0, required=True)
    s.fatigue = int_field(p, g, "fatigue", "gems.", 0, MAX_GEMS, 0, required=True)
    if s.available + s.fatigue > MAX_GEMS:
        p.add("gems", "at most " + str(MAX_GEMS) + " gems in all")
    elif isinstance(g, dict) and "available" in g and "fatigue" in g and s.available + s.fatigue == 0:
        p.add("gems", "the Overlord needs at least one gem")
    s.recovery = int_field(p, d, "recovery", "", 0, MAX_GEMS, 0, required=True)

    tr = two_fields(p, d, "turns", "start", "last", "must be an object with start and last")
    s.turn_start = int_field(p, tr, "start", "turns.", 0, MAX_TURN, 0)
    if tr.get("last") is not None:
        s.last_turn = int_field(p, tr, "last", "turns.", 1, MAX_TURN)
        if s.last_turn is not None and s.last_turn <= s.turn_start:
            p.add("turns.last", "must be after turns.start (" + str(s.turn_start) + ")")
    s.first = choice_field(p, d, "first", "", FIRST, "heroes")
    s.stealth = bool_field(p, d, "stealth", "", False)

    spells = []
    sraw = d.get("spells", [])
    if not isinstance(sraw, list):
        p.add("spells", "must be a list")
        sraw = []
    elif len(sraw) > MAX_SPELLS:
        p.add("spells", "at most " + str(MAX_SPELLS) + " spells")
        sraw = []
    for i, sp in enumerate(sraw):
        pp = "spells[" + str(i) + "]."
        if not isinstance(sp, dict):
            p.add(pp[:-1], "must be an object")
            continue
        unknown_fields(p, sp, pp, _SPELL)
        name = str_field(p, sp, "name", pp, MAX_NAME, "", required=True) or ""
        cost = None
        if sp.get("cost") is not None:
            cost = int_field(p, sp, "cost", pp, 1, MAX_GEMS)
        sat = None
        if sp.get("saturation") is not None:
            sat = int_field(p, sp, "saturation", pp, 1, MAX_GEMS)
        if cost is not None and sat is not None and cost > sat:
            p.add(pp + "cost", "is above the saturation cap (" + str(sat) + "), the spell could never be cast")
        reaction = bool_field(p, sp, "reaction", pp, False)
        caster = None
        if sp.get("caster") is not None:
            cid = sp["caster"]
            caster = ids.get(cid, -1) if isinstance(cid, str) else -1
            if caster < 0 or tiles[caster].is_event:
                p.add(pp + "caster", "must be the id of a unit tile")
                caster = None
        spells.append(Spell(name, cost, sat, reaction, caster))

    o = d.get("options", {})
    if not isinstance(o, dict):
        p.add("options", "must be an object")
        o = {}
    else:
        unknown_fields(p, o, "options.", _OPTIONS)
    s.flush = choice_field(p, o, "flush", "options.", FLUSH, "end_of_turn")
    s.activations = int_field(p, o, "activations", "options.", 1, 8, 2)
    s.event_required = bool_field(p, o, "event_required", "options.", True)

    total_slots = len(costs)
    if len(tiles) > 0 and total_slots and len(river) > total_slots:
        p.add("river", "more tiles than slots")
    # Every tile that could ever be in the river must have a slot.
    added = {}
    for t in tiles:
        for e in t.events:
            for idx in e.adds:
                added[idx] = True
    in_play = len(river) + len(added)
    if total_slots and in_play > total_slots and not p.items:
        p.add("river", "events could bring more tiles than the river has slots ("
              + str(in_play) + " > " + str(total_slots) + ")")

    if p.items:
        return None, p.items
    s.costs = tuple(costs)
    s.tiles = tuple(tiles)
    s.river = tuple(river)
    s.spells = tuple(spells)
    s.source = d
    return s, []
