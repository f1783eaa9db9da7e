"""What the games' host views share (skelos_host.views.conan, orcquest): the
parts of the report's overview of many sessions every game has (outcomes,
the turn or round reached, undos), in figures, in words and in charts."""

from statistics import median

from skelos_host.text.i18n import _, ngettext


def tally(figs, outcomes, key, first):
    """The counts every game's overview starts from, over session figures
    `figs`: outcomes (by OUTCOMES order), sessions by the `key` ("turn",
    "round") they reached, sessions that reached each one from `first` on,
    undos, sessions with one, records."""
    t = {"outcomes": {k: 0 for k in outcomes}, "reached": {}, "sessions_at": {}, "undos": 0, "with_undo": 0,
         "records": 0}
    out, reached, at = t["outcomes"], t["reached"], t["sessions_at"]
    for f in figs:
        out[f["over"] or "playing"] = out.get(f["over"] or "playing", 0) + 1
        reached[f[key]] = reached.get(f[key], 0) + 1
        for r in range(first, f[key] + 1):
            at[r] = at.get(r, 0) + 1
        t["undos"] += f["undos"]
        t["with_undo"] += 1 if f["undos"] else 0
        t["records"] += f["records"]
    return t


def reached(figs, t, key):
    """The overview's entry of the turn (round) reached: min, median, max and sessions by it."""
    values = sorted(f[key] for f in figs)
    r = t["reached"]
    return {"min": values[0], "median": median(values), "max": values[-1], "reached": {str(k): r[k] for k in sorted(r)}}


def undos(t, n):
    return {"total": t["undos"], "sessions": t["with_undo"], "per_session": round(t["undos"] / n, 2)}


def outcome_rows(o, labels, key, label):
    """The overview's first rows in words: sessions, outcomes, the turn (round) reached."""
    from skelos_host.text.i18n import number
    r = o[key]
    return [
        (_("sessions"), number(o["sessions"])),
        (_("outcomes"), ", ".join("%s %s" % (_(labels[k]), number(v)) for k, v in o["outcomes"].items()
                                  if v) or _("none")),
        (label, _("%(min)s to %(max)s, median %(median)s")
         % {"min": number(r["min"]), "max": number(r["max"]), "median": number(r["median"])}),
    ]


def undo_row(o):
    """The overview's last row in words: the undos."""
    from skelos_host.text.i18n import number
    u = o["undos"]
    return (_("undos"), ngettext("%(total)s (in %(sessions)s session, %(mean)s per session)",
                                 "%(total)s (in %(sessions)s sessions, %(mean)s per session)", u["sessions"])
            % {"total": number(u["total"]), "sessions": number(u["sessions"]), "mean": number(u["per_session"])})


def outcome_charts(o, labels, key, name, title, x_title):
    """The overview's first charts: the outcomes, the turn (round) reached."""
    return [
        {"name": "outcomes", "title": _("Outcomes"), "kind": "hbar", "integer": True,
         "x": [_(labels[k]) for k in o["outcomes"]],
         "series": [{"label": _("sessions"), "values": list(o["outcomes"].values())}]},
        {"name": name, "title": title, "kind": "bar", "integer": True, "x_title": x_title,
         "x": list(o[key]["reached"]),
         "series": [{"label": _("sessions"), "values": list(o[key]["reached"].values())}]},
    ]
