"""Conan's report on the host (views/conan): a session's figures, its line and
charts, the overview of many sessions, its columns of sessions-conan.csv."""

from skelos.conan.scenario import GAME

from skelos_host.session.analysis import before_undos, by_count, encoder, host_game
from skelos_host.text.i18n import N_, _, ngettext
from skelos_host.session.story import name_of
from skelos_host.views import base


# ------------------------------------------------------------ session figures
# the kinds of gem spending (the record that spends them -> the kind), in the order they are shown
SPEND_KIND = {"act": "activation", "move": "move", "defend": "defense", "reroll": "reroll", "cast": "spell"}
KINDS = ("activation", "move", "defense", "reroll", "spell")
KIND_LABELS = {"activation": N_("activations"), "move": N_("extra moves"), "defense": N_("active defense"),
               "reroll": N_("rerolls"), "spell": N_("spells")}
OUTCOMES = ("heroes", "overlord", "time", "playing")
OUTCOME_LABELS = {"heroes": N_("heroes won"), "overlord": N_("Overlord won"), "time": N_("time ran out"),
                  "playing": N_("in play")}
ZONES = ("available", "fatigue", "spent", "spells", "removed")


def figures(scenario, events, rules=None):
    """Report figures: gems per zone at the end of each Overlord turn ("gems": the
    turn numbers and one list per zone), activations per tile, gems spent by kind
    and by turn, undos, under the session's rules version.  Undone records do
    not count.  Plain JSON (the report keeps them between runs)."""
    game = host_game(scenario, rules)
    applied = []   # contributions in effect: (tile or None, kind, gems, turn)
    redo = []
    gems = {k: [] for k in ("turn",) + ZONES}
    undos = 0
    encode = encoder(game)
    submit = game.submit
    for e in before_undos(game, events):
        rec = e["rec"]
        name = rec[0]
        try:
            blob = encode(rec)
        except ValueError:      # a record the rules cannot read counts as refused (replay lists it)
            continue
        before_avail = game.available
        tile = game.slot_tile(rec[1]) if name == "act" else None
        if submit(blob) is not None:
            continue
        if name == "undo":
            undos += 1
            if applied:
                redo.append(applied.pop())
            continue
        if name == "redo":
            if redo:
                applied.append(redo.pop())
            continue
        if redo:
            redo.clear()
        kind = SPEND_KIND.get(name)
        paid = before_avail - game.available if kind is not None else 0
        applied.append((tile, kind, paid if paid > 0 else 0, game.turn))
        if name == "end":
            for k, v in zip(("turn",) + ZONES, (game.turn,) + tuple(game.gems()), strict=True):
                gems[k].append(v)
    activations = {}
    spent = {}
    by_turn = {}
    for tile, kind, paid, turn in applied:
        if tile is not None and tile >= 0:
            tid = scenario.tiles[tile].name
            activations[tid] = activations.get(tid, 0) + 1
        if kind:
            spent[kind] = spent.get(kind, 0) + paid
            if paid:
                t = by_turn.setdefault(str(turn), {})
                t[kind] = t.get(kind, 0) + paid
    return {"game": GAME, "records": len(events), "in_effect": len(applied), "turn": game.turn,
            "over": game.records.WINNERS[game.over], "activations": activations, "spent": spent, "gems": gems,
            "spent_by_turn": by_turn, "undos": undos, "solo": game.solo}


def figure_names(d):
    """{a tile's name as the figures key it: its name in each language} of a scenario dict (the report
    adds it to a session's figures as "names", so that its pages name tiles in the reader's language)."""
    return {str(t.get("name")): name_of(t) for t in (d or {}).get("tiles") or [] if isinstance(t, dict)}


def _tile(f, key):
    """A tile key of figures `f` (or of an overview) in the current language."""
    from skelos_host.session.story import text
    name = (f.get("names") or {}).get(key)
    return text(name) if name else key


def summary(sid, info, f):
    spent = ", ".join("%s %d" % (_(k), v) for k, v in sorted(f["spent"].items())) or _("none")
    top = sorted(f["activations"].items(), key=lambda kv: -kv[1])[:3]
    return (_("session %(session)d (%(serial)s game %(game)s, %(scenario)s): %(records)s, %(in_effect)d in "
              "effect, reached turn %(turn)s, %(state)s; gems spent: %(spent)s; most activated: %(top)s")
            % {"session": sid, "serial": info["serial"], "game": info["game"], "scenario": info["scenario_id"],
               "records": ngettext("%d record", "%d records", f["records"]) % f["records"],
               "in_effect": f["in_effect"], "turn": f["turn"],
               "state": _("over: %s") % _(f["over"]) if f["over"] else _("in play"), "spent": spent,
               "top": ", ".join("%s %d" % (_tile(f, k), v) for k, v in top) or _("none")})


def charts(f):
    """A session's charts (skelos_host.session.charts)."""
    gems = f["gems"]
    out = [{"name": "gems", "title": _("Gems per zone at the end of each Overlord turn"), "kind": "line",
            "x": gems["turn"], "x_title": _("turn"), "integer": True,
            "series": [{"label": _(z), "values": gems[z]} for z in ZONES if any(gems[z])]}]
    turns = sorted(f["spent_by_turn"], key=int)
    kinds = [k for k in KINDS if any(k in f["spent_by_turn"][t] for t in turns)]
    out.append({"name": "spent-by-turn", "title": _("Gems spent per turn, by kind"), "kind": "bar", "stacked": True,
                "x": turns, "x_title": _("turn"), "integer": True,
                "series": [{"label": _(KIND_LABELS[k]), "key": k,
                            "values": [f["spent_by_turn"][t].get(k, 0) for t in turns]} for k in kinds]})
    acts = by_count(f["activations"])
    out.append({"name": "activations", "title": _("Activations per tile"), "kind": "hbar", "integer": True,
                "x": [_tile(f, a) for a, _n in acts],
                "series": [{"label": _("activations"), "values": [n for _a, n in acts]}]})
    return out


# ------------------------------------------------------------ overview of many sessions
def overview(figs):
    """What sessions of one scenario add up to (plain JSON): sessions, outcomes,
    turn reached, gems spent by kind and per turn, activations per tile, undos."""
    n = len(figs)
    tl = base.tally(figs, OUTCOMES, "turn", 0)
    spent = {k: 0 for k in KINDS}
    per_turn = {}            # turn -> kind -> gems, over every session
    sessions_at = tl["sessions_at"]         # turn -> sessions that reached it
    acts = {}
    names = {}
    for f in figs:
        for k, v in f["spent"].items():
            spent[k] = spent.get(k, 0) + v
        for t, kinds in f["spent_by_turn"].items():
            row = per_turn.setdefault(int(t), {})
            for k, v in kinds.items():
                row[k] = row.get(k, 0) + v
        for tile, c in f["activations"].items():
            acts[tile] = acts.get(tile, 0) + c
        names.update(f.get("names") or {})
    return {
        "game": GAME, "sessions": n, "records": tl["records"], "outcomes": tl["outcomes"],
        "turn": base.reached(figs, tl, "turn"),
        "spent": spent, "spent_per_session": {k: round(v / n, 2) for k, v in spent.items()},
        "spent_per_turn": {str(t): {k: round(v / sessions_at.get(t, 1), 2) for k, v in sorted(per_turn[t].items())}
                           for t in sorted(per_turn)},
        "activations": dict(by_count(acts)),
        "undos": base.undos(tl, n),
        "names": {k: v for k, v in names.items() if k in acts},
    }


def overview_rows(o):
    """The overview's figures as (label, text) rows in the current language."""
    from skelos_host.text.i18n import number
    kinds = ", ".join("%s %s" % (_(KIND_LABELS[k]), number(o["spent"][k])) for k in KINDS if o["spent"].get(k))
    return base.outcome_rows(o, OUTCOME_LABELS, "turn", _("turn reached")) + [
        (_("gems spent"), kinds or _("none")),
        (_("gems spent per session"), number(sum(o["spent_per_session"].values()))),
        (_("most activated tiles"), ", ".join("%s %s" % (_tile(o, k), number(v)) for k, v in
                                              list(o["activations"].items())[:3]) or _("none")),
        base.undo_row(o),
    ]


def overview_charts(o):
    """The overview's charts (skelos_host.session.charts)."""
    turns = list(o["spent_per_turn"])
    kinds = [k for k in KINDS if any(k in o["spent_per_turn"][t] for t in turns)]
    top = list(o["activations"].items())[:10]
    return base.outcome_charts(o, OUTCOME_LABELS, "turn", "turn-reached", _("Turn reached"), _("turn")) + [
        {"name": "spent-per-turn", "title": _("Gems spent per turn, mean of the sessions that reached it"),
         "kind": "bar", "stacked": True, "x_title": _("turn"), "x": turns,
         "series": [{"label": _(KIND_LABELS[k]), "key": k,
                     "values": [o["spent_per_turn"][t].get(k, 0) for t in turns]} for k in kinds]},
        {"name": "most-activated", "title": _("Most activated tiles"), "kind": "hbar", "integer": True,
         "x": [_tile(o, k) for k, _v in top],
         "series": [{"label": _("activations"), "values": [v for _k, v in top]}]},
    ]


# the columns this game adds to a session's row (sessions-conan.csv); docs/export.md
CSV_COLUMNS = ("turn_reached",) + tuple("gems_" + k for k in KINDS) + ("activations", "most_activated_tile")


def csv_row(f):
    top = by_count(f["activations"])
    return [f["turn"]] + [f["spent"].get(k, 0) for k in KINDS] + [sum(f["activations"].values()),
                                                                  top[0][0] if top else ""]
