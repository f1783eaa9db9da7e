"""The pages of `skelos report` (skelos_host.commands.report): a session's page, with its charts and the
sections of the sides played beside its board, and the index (the overview per scenario and level of the
board's Overlord, the tables played at, the sessions not reported), and their style sheet."""

import html
import re

from skelos_host import views
from skelos_host.presets import display_name
from skelos_host.session import charts, exports
from skelos_host.text.i18n import N_, _, get_language, ngettext
from skelos_host.views import sides

OUTCOME = {"heroes": N_("heroes won"), "overlord": N_("Overlord won"), "enemies": N_("enemies won"),
           "time": N_("time ran out"), "playing": N_("in play")}



def info_of(entry):
    return {"serial": str(entry["serial"]), "game": int(entry["game_number"]),
            "scenario_id": str(entry["scenario_id"])}



# ------------------------------------------------------------ pages
PAGE = ("<!doctype html><html lang=\"{lang}\"><meta charset=utf-8>"
        "<meta name=viewport content=\"width=device-width, initial-scale=1\">"
        "<title>{title}</title><link rel=stylesheet href=report.css><body>{body}</body></html>\n")

CSS = ("body{font-family:sans-serif;margin:0 auto;max-width:80em;padding:0 1em;color:#222}"
       "h1,h2,h3{font-weight:600}table{border-collapse:collapse;margin:.5em 0}"
       "td,th{border-bottom:1px solid #ddd;padding:.2em .6em;text-align:left;vertical-align:top}"
       "td{overflow-wrap:anywhere}th{hyphens:none}.wide{overflow-x:auto}"
       "td.name{overflow-wrap:normal;white-space:nowrap}"        # a name is never cut: its table scrolls
       "td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}"
       ".charts{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,480px),1fr));gap:1em 2em;"
       "margin:1em 0}"
       ".charts figure{margin:0}.charts figcaption{font-size:80%}"
       "section.group{border-top:2px solid #0072B2;margin-top:2em}nav{margin:1em 0}"
       + charts.CSS + "\n")


def _e(text):
    return html.escape(str(text), quote=True)


def chart_block(chart_list, prefix, pngs):
    out = []
    for c in chart_list:
        png = pngs.get(prefix + c["name"] + ".png") if pngs else None
        link = '<figcaption><a href="%s">PNG</a></figcaption>' % _e(png) if png else ""
        out.append("<figure>%s%s</figure>" % (charts.svg(c), link))
    return '<div class="charts">%s</div>' % "".join(out)


def outcome(f):
    return _(OUTCOME.get(f["over"] or "playing", f["over"] or "playing"))


def scenario_name(entry):
    return display_name(entry.get("names") or {}) or entry["scenario_id"] or "?"


def session_page(sid, entry, pngs):
    f = entry["figures"]
    view = views.view_of(f)
    info = info_of(entry)
    chart_list = view.charts(f)
    rows = [(_("device"), "%s (%s)" % (info["serial"], _("game %d") % info["game"])),
            (_("scenario"), scenario_name(entry)),
            (_("started"), exports.said_time(entry["started"])),
            (_("events"), exports.said_span(entry["first"], entry["last"])),
            (_("outcome"), outcome(f))]
    table = "".join("<tr><th>%s</th><td>%s</td></tr>" % (_e(k), _e(v)) for k, v in rows)
    body = ('<nav><a href="index.html">%s</a></nav><h1>%s</h1><p>%s</p><table>%s</table>%s%s'
            % (_e(_("← all sessions")), _e(_("Session %d") % sid),
               _e(view.summary(sid, dict(info, scenario_id=scenario_name(entry)), f)), table,   # its name, not its id
               charts.svg_defs(chart_list), chart_block(chart_list, "session-%d-" % sid, pngs))
            + "".join(side.html_block(entry.get(side.NAME)) for side in sides.every()))
    return PAGE.format(lang=get_language(), title=_e(_("Session %d") % sid), body=body)


def _rows_table(rows):
    return "<table>%s</table>" % "".join("<tr><th>%s</th><td>%s</td></tr>" % (_e(k), _e(v)) for k, v in rows)


def _level_title(level):
    return (_("The board plays the Overlord, level %d") % level) if level else _("The players play the Overlord")


def _tables_section(tables):
    """The index's section of the tables (boards) played at, by serial."""
    head = "".join("<th%s>%s</th>" % (' class="n"' if n else "", _e(_(t))) for t, n in (
        (N_("table"), 0), (N_("sessions"), 1), (N_("scenarios"), 0), (N_("outcomes"), 0), (N_("last played"), 0)))
    rows = []
    for serial in sorted(tables):
        t = tables[serial]
        name = "%s (%s)" % (serial, t.board) if t.board else serial
        rows.append('<tr><td class="name">%s</td><td class="n">%s</td><td>%s</td><td>%s</td><td>%s</td></tr>'
                    % (_e(name), _e(charts.number(t.sessions)), _e(", ".join(sorted(set(t.scenarios.values())))),
                       _e(", ".join("%s %s" % (_(OUTCOME.get(k, k)), charts.number(v))
                                    for k, v in sorted(t.outcomes.items()))), _e(exports.said_time(t.last))))
    return ('<section class="group" id="tables"><h2>%s</h2><div class="wide"><table><tr>%s</tr>%s</table></div>'
            '</section>' % (_e(_("Tables")), head, "".join(rows)))


def index_page(groups, overviews, skipped, pngs, tables=None, levels=None, balance_html=""):
    """The overview: per scenario (and in it, per level of the board's Overlord when it played it), the
    tables played at, the sessions not reported."""
    levels = levels or {}
    parts = ["<h1>%s</h1>" % _e(_("Skelos report"))]
    total = sum(len(v.sids) for v in groups.values())
    parts.append("<p>%s</p>" % _e(ngettext("%d session", "%d sessions", total) % total
                                  + (", " + ngettext("%d not reported", "%d not reported", len(skipped))
                                     % len(skipped) if skipped else "")))
    if len(groups) > 1 or tables:
        parts.append("<nav><ul>%s%s</ul></nav>" % ("".join(
            '<li><a href="#%s">%s</a> (%s)</li>' % (_e(anchor(k)), _e(scenario_name({"names": v.names,
                                                                                      "scenario_id": k[1]})),
                                                    _e(ngettext("%d session", "%d sessions", len(v.sids))
                                                       % len(v.sids)))
            for k, v in groups.items()), '<li><a href="#tables">%s</a></li>' % _e(_("Tables")) if tables else ""))
    parts.append(balance_html)     # the board's Overlord's solo games (docs/solo.md)
    for key, group in groups.items():
        game, scenario_id = key
        view = views.view(game)
        o = overviews[key]
        name = scenario_name({"names": group.names, "scenario_id": scenario_id})
        parts.append('<section class="group" id="%s"><h2>%s <small>(%s)</small></h2>'
                     % (_e(anchor(key)), _e(name), _e(_(view.TITLE))))
        parts.append(_rows_table(view.overview_rows(o)))
        chart_list = view.overview_charts(o)
        parts.append(charts.svg_defs(chart_list) + chart_block(chart_list, "overview-%s-" % anchor(key), pngs))
        mine = sorted(lv for (g, sc, lv) in levels if (g, sc) == key)
        if any(mine):       # the board played the Overlord in some of them: the figures per level
            for lv in mine:
                parts.append("<h3>%s</h3>%s" % (_e(_level_title(lv)),
                                                 _rows_table(view.overview_rows(levels[(game, scenario_id, lv)][1]))))
        rows = []
        for sid, serial, number, started, records, over in group.members:
            rows.append('<tr><td class="n"><a href="session-%d.html">%d</a></td><td>%s</td><td class="n">%d</td>'
                        '<td>%s</td><td class="n">%s</td><td>%s</td></tr>'
                        % (sid, sid, _e(serial), number, _e(exports.said_time(started)),
                           _e(charts.number(records)), _e(outcome({"over": over}))))
        head = "".join("<th%s>%s</th>" % (' class="n"' if n else "", _e(_(t))) for t, n in (
            (N_("session"), 1), (N_("device"), 0), (N_("game"), 1), (N_("started"), 0), (N_("records"), 1),
            (N_("outcome"), 0)))
        parts.append('<details%s><summary>%s</summary><div class="wide"><table><tr>%s</tr>%s</table></div>'
                     '</details></section>'
                     % (" open" if len(rows) <= 20 else "", _e(_("the sessions")), head, "".join(rows)))
    if tables:
        parts.append(_tables_section(tables))
    if skipped:
        parts.append("<h2>%s</h2><ul>%s</ul>" % (_e(_("Sessions not reported")), "".join(
            "<li>%s: %s</li>" % (_e(_("Session %d") % sid), _e(err)) for sid, err in skipped)))
    return PAGE.format(lang=get_language(), title=_e(_("Skelos report")), body="".join(parts))


def anchor(key):
    """A game and scenario as a file name and page anchor."""
    return re.sub(r"[^a-z0-9_.-]", "_", "%s-%s" % key)
