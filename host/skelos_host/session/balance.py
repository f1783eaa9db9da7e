"""The balance of the board's Overlord from logged games (docs/solo.md, "Balance from real
games"): per scenario and level, the games that ended, the Overlord's wins, the heroes lost
(from the heroes' sheets logged beside the board) and the turns used, each row flagged when
its games fall outside the band the game's designers give for a fair game: the heroes win
while losing one or two heroes.

  rows(entries)   [(scenario name, level, figures)] from the report's session entries
  Tally           the same counted one entry at a time
  html(rows)      the report's table ("" without a solo game that ended)
"""

import html as _html

from skelos_host.text.i18n import N_, _, decimal
from skelos_host.presets import display_name

ENDED = ("heroes", "overlord", "time")
# a game's place against the band: the heroes won losing 1 or 2 heroes (fair); won losing none (easy);
# lost, or won losing 3 or more (hard); won with no heroes' sheets logged (unknown)
VERDICTS = {"fair": N_("fair"), "easy": N_("too easy for the heroes"), "hard": N_("too hard for the heroes"),
            "unknown": N_("unknown: no heroes' sheets logged")}


def verdict(over, lost):
    """One ended game against the band: "fair", "easy", "hard" or "unknown" (`lost`: None without sheets)."""
    if over != "heroes":
        return "hard"
    if lost is None:
        return "unknown"
    return "fair" if 1 <= lost <= 2 else ("easy" if lost == 0 else "hard")


class Tally:
    """The balance counted one report entry at a time (a report reads its sessions in slices and holds
    none of them): `add(entry)` for each, then `rows()`."""

    def __init__(self):
        self.groups = {}

    def add(self, e):
        f = e.get("figures") or {}
        if not f.get("solo") or f.get("over") not in ENDED:      # the games the board played (a level)
            return
        heroes = e.get("heroes")
        lost = sum(1 for h in heroes if h.get("dead")) if heroes else None
        name = display_name(e.get("names") or {}) or e.get("scenario_id") or "?"
        g = self.groups.setdefault((name, f["solo"]), {"games": 0, "overlord": 0, "lost": 0, "sheets": 0,
                                                        "turns": 0, "verdicts": {}})
        g["games"] += 1
        g["overlord"] += f["over"] != "heroes"
        if lost is not None:
            g["sheets"] += 1
            g["lost"] += lost
        g["turns"] += f.get("turn", 0)
        v = verdict(f["over"], lost)
        g["verdicts"][v] = g["verdicts"].get(v, 0) + 1

    def rows(self):
        """[(scenario name, level, {"games", "overlord", "lost", "sheets", "turns", "fair", "flag"})] by
        scenario then level (see `rows`)."""
        out = []
        for (name, level), g in sorted(self.groups.items()):
            g = dict(g)
            counts = g.pop("verdicts")
            order = ("hard", "easy", "unknown", "fair")         # on a tie, the worse first
            top = max(order, key=lambda v: (counts.get(v, 0), -order.index(v)))
            g["fair"] = counts.get("fair", 0)
            g["flag"] = None if top == "fair" else top
            g["turns"] = g["turns"] / g["games"]
            out.append((name, level, g))
        return out


def rows(entries):
    """[(scenario name, level, {"games", "overlord", "lost", "sheets", "turns", "fair", "flag"})] of the
    ended solo games among the report's `entries` ([(sid, entry)]), by scenario then level.  "lost":
    the heroes fallen over the games with sheets ("sheets" of them); "turns": the mean of the turns
    used; "flag": the verdict most of the games share, None when they are "fair" (ties: the worse)."""
    tally = Tally()
    for _sid, e in entries:
        tally.add(e)
    return tally.rows()


def html(table):
    """The report's balance table of the board's Overlord, from `rows` ("" without an ended solo game)."""
    if not table:
        return ""
    e = lambda t: _html.escape(str(t), quote=True)  # noqa: E731
    head = (N_("scenario"), N_("level"), N_("games"), N_("Overlord won"), N_("heroes lost"), N_("turns used"),
            N_("heroes won losing 1 or 2"), N_("balance"))
    body = []
    for name, level, g in table:
        lost = "%d (%s)" % (g["lost"], _("%(games)d of %(all)d games with sheets") % {
            "games": g["sheets"], "all": g["games"]}) if g["sheets"] else "—"
        flag = _(VERDICTS[g["flag"]]) if g["flag"] else _(VERDICTS["fair"])
        body.append('<tr%s><td>%s</td><td class="n">%d</td><td class="n">%d</td><td class="n">%d</td><td>%s</td>'
                    '<td class="n">%s</td><td class="n">%d</td><td>%s</td></tr>'
                    % (' class="flag"' if g["flag"] else "", e(name), level, g["games"], g["overlord"], e(lost),
                       e(decimal(g["turns"], 1)), g["fair"], e(("⚑ " if g["flag"] else "") + flag)))
    return ('<section class="group" id="balance"><h2>%s</h2><p>%s</p><div class="wide"><table><tr>%s</tr>%s'
            '</table></div></section>'
            % (e(_("Balance of the board's Overlord")),
               e(_("The solo games that ended, per scenario and level. The game's designers call a game fair "
                   "when the heroes win while losing one or two heroes: a row is flagged when most of its games "
                   "fall outside that band.")),
               "".join("<th>%s</th>" % e(_(h)) for h in head), "".join(body)))
