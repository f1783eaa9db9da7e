"""Replay logged records through the rules core, check them against the
device's snapshots, and gather the figures of a session report."""

from skelos.conan import records
from skelos.conan.game import PHASES, Game
from skelos.games import new_game
from skelos.games import load

from skelos_host.i18n import _
from skelos_host.reasons import translate_problem

SPEND_KIND = {"act": "activation", "move": "move", "defend": "defense", "reroll": "reroll", "cast": "spell"}


class ReplayError(Exception):
    pass


def scenario_of(info):
    if info is None or info.get("scenario") is None:
        raise ReplayError(_("the store has no scenario for this session (it was not flashed from this host and "
                            "is not a built-in preset), so it cannot be replayed"))
    s, problems = load(info["scenario"])
    if problems:
        raise ReplayError(_("stored scenario is invalid: %s") % "; ".join(translate_problem(p) for p in problems))
    return s


def _diff(a, b, path=""):
    if isinstance(a, dict) and isinstance(b, dict):
        out = []
        for k in sorted(set(a) | set(b)):
            if k not in a or k not in b:
                out.append("%s%s: %s" % (path, k, "only on the device" if k in b else "only in the replay"))
            else:
                out.extend(_diff(a[k], b[k], path + k + "."))
        return out
    if a != b:
        return ["%s: replay %r, device %r" % (path.rstrip("."), a, b)]
    return []


def replay(scenario, events, snapshots=()):
    """Rebuild the game; returns (game, problems) where problems lists gaps,
    refused records and every difference from the device's snapshots."""
    game = new_game(scenario)
    problems = []
    snaps = sorted(snapshots, key=lambda s: s["seq"])
    k = 0
    expected = 1
    for e in events:
        while k < len(snaps) and snaps[k]["seq"] < e["seq"]:
            problems.extend(_check_snapshot(game, snaps[k]))
            k += 1
        if e["seq"] != expected:
            problems.append("seq %d: expected seq %d (records missing from the log)" % (e["seq"], expected))
            expected = e["seq"]
        expected += 1
        try:
            blob = game.records.from_list(e["rec"])
        except ValueError as err:
            problems.append("seq %d: malformed record %r: %s" % (e["seq"], e["rec"], err))
            continue
        r = game.submit(blob)
        if r is not None:
            problems.append("seq %d: record %r refused by the rules core: %s (%s)" % (e["seq"], e["rec"], r[0], r[1]))
    for snap in snaps[k:]:
        problems.extend(_check_snapshot(game, snap))
    return game, problems


def _check_snapshot(game, snap):
    state = snap["state"]
    if game.count != snap["seq"]:
        return ["snapshot at seq %d: the log only reaches seq %d" % (snap["seq"], game.count)]
    return ["snapshot at seq %d: %s" % (snap["seq"], d) for d in _diff(game.snapshot(), state)]


def follow_undo(name, applied, redo):
    """Keep a list of per-record contributions in step with the journal's
    undo and redo records: True when `name` was one of them (nothing else to
    do); otherwise a new record, which drops what could be redone."""
    if name == "undo":
        if applied:
            redo.append(applied.pop())
        return True
    if name == "redo":
        if redo:
            applied.append(redo.pop())
        return True
    redo.clear()
    return False


def figures(scenario, events):
    """Report figures: gems per zone at the end of each turn half, activations per
    tile, gems spent by kind, records per turn.  Undone records do not count.
    An OrcQuest session gives orcquest_view.figures instead."""
    if getattr(scenario, "game", "conan") == "orcquest":
        from skelos_host.orcquest_view import figures as orc_figures
        return orc_figures(scenario, events)
    game = Game(scenario)
    applied = []   # contributions in effect: (tile or None, kind, gems)
    redo = []
    per_turn = {}
    gems_by_turn = []
    for e in events:
        name = e["rec"][0]
        before_avail = game.available
        tile = None
        if name == "act":
            tile = game.slot_tile(e["rec"][1])
        if game.submit(records.from_list(e["rec"])) is not None:
            continue
        key = "%d %s" % (game.turn, PHASES[game.phase])
        per_turn[key] = per_turn.get(key, 0) + 1
        if follow_undo(name, applied, redo):
            continue
        spent = max(0, before_avail - game.available)
        applied.append((tile, SPEND_KIND.get(name), spent if name in SPEND_KIND else 0))
        if name == "end":
            a, f, sp, spl, rem = game.gems()
            gems_by_turn.append({"turn": game.turn, "after": key, "available": a, "fatigue": f,
                                 "spent": sp, "spells": spl, "removed": rem})
    activations = {}
    spent = {}
    for tile, kind, gems in applied:
        if tile is not None and tile >= 0:
            tid = scenario.tiles[tile].name
            activations[tid] = activations.get(tid, 0) + 1
        if kind:
            spent[kind] = spent.get(kind, 0) + gems
    return {"records": len(events), "in_effect": len(applied), "turn": game.turn, "over": game.snapshot()["over"],
            "activations": activations, "spent": spent, "per_turn": per_turn, "gems": gems_by_turn}
