"""`skelos report`: an overview of logged sessions and a page per session, with
vector charts drawn from the report's own data (PNG images on request), and
CSV/JSON exports.

The folder holds index.html (the overview: per game and scenario, sessions,
outcomes, turn reached, gems or Badass spent by kind and per turn, most
activated tiles or most active heroes, undos; then the list of sessions),
session-N.html (a session's figures and charts), report.css, sessions-GAME.csv
and report.json (docs/export.md), and .skelos-report.json: each session's
figures with the store's marks of what they were computed from, so that a
later report computes only new or grown sessions and writes only their pages.
"""

import csv
import gzip
import hashlib
import hmac
import html
import importlib.util
import json
import math
import os
import re
import sys
import sqlite3
import time
import zlib

import click

from skelos_host import views
from skelos_host.session import analysis, balance, charts, exports
from skelos_host.text import limits
from skelos_host.views import sides
from skelos_host.cli.common import db_option, load_session, open_store, printable
from skelos_host.text.i18n import N_, _, decimal, get_language, ngettext
from skelos_host.presets import display_name

REPORT_VERSION = 5   # bump when the figures or the pages change: everything is computed again
MANIFEST = ".skelos-report.json.gz"
STAMP = ".skelos-report.stamp"     # the manifest's HMAC under a key of this user's: its figures need no check
# the whole report's mark, files and lines, stamped apart: a report of a store that did not change reads this
# small file, not the manifest's figures of every session
HEAD = ".skelos-report.head"
EARLIER = (MANIFEST, ".skelos-report.json")   # a folder holding one of these is a report of this command
MANIFEST_MAX = 256 * 1024 * 1024               # unpacked: about 50,000 sessions; a larger one is not read
MANIFEST_RATIO = 40        # ... nor one that unpacks to more than this many times its size plus a megabyte:
                           # JSON of figures packs about 10 to 1, a gzip bomb a thousand to 1
# Figures kept from an earlier report are read as any file anyone may edit: within these bounds, or
# computed again.  No game reaches them (a journal holds at most 65,535 records, a game 255 turns).
KEPT_INT = 1_000_000
KEPT_FLOAT = 1e12        # (times: seconds since 1970)
KEPT_STR = 1000
KEPT_ITEMS = 200_000       # values in one session's entry
KEPT_DEPTH = 8
PNG_NAME = re.compile(r"(session-\d+|overview-[a-z0-9_.-]+)-[a-z-]+\.png\Z")
PROGRESS_FROM = 50   # sessions to compute before a progress bar is worth showing

OUTCOME = {"heroes": N_("heroes won"), "overlord": N_("Overlord won"), "enemies": N_("enemies won"),
           "time": N_("time ran out"), "playing": N_("in play")}


# ------------------------------------------------------------ the folder's manifest
def _open_folder(out):
    """The manifest of an earlier report in `out` ({} when there is none, or none this version can use).
    A folder that holds files but no manifest is not a report: it is left alone."""
    if os.path.isdir(out) and os.listdir(out) and not any(os.path.isfile(os.path.join(out, n)) for n in EARLIER):
        raise click.ClickException(_("%s holds files and is not an earlier report: choose another --out") % out)
    try:
        path = os.path.join(out, MANIFEST)
        cap = min(MANIFEST_MAX, MANIFEST_RATIO * os.path.getsize(path) + 1024 * 1024)
        with gzip.open(path, "rb") as fh:
            data = fh.read(cap + 1)       # never more than that unpacked in memory
        if len(data) > cap:
            return {}
        m = json.loads(data)
    except (OSError, ValueError, EOFError, zlib.error, RecursionError):
        return {}
    if not isinstance(m, dict) or m.get("version") != REPORT_VERSION or not isinstance(m.get("sessions"), dict):
        return {}
    m.pop("stamped", None)
    if _stamped(out, data):
        m["stamped"] = True
    return m


_stamp_key = analysis.stamp_key
_stamp = analysis.stamp


def _stamped(out, data):
    """Did this user's report write the manifest `data` as it is (its stamp checks under the user's key)?
    Then its figures are this command's own; else each is checked before it is used (_kept_ok)."""
    key = _stamp_key()
    if key is None:
        return False
    try:
        with open(os.path.join(out, STAMP), encoding="ascii") as fh:
            kept = fh.read(100).strip()
    except (OSError, ValueError):
        return False
    return hmac.compare_digest(kept, _stamp(key, data))


def _kept_ok(value):
    """Is a session's entry of an earlier report within the bounds of what this command writes
    (finite numbers of a game's size, short printable texts, a bounded count of values)?"""
    count = [0]

    def ok(v, depth):
        count[0] += 1
        if count[0] > KEPT_ITEMS or depth > KEPT_DEPTH:
            return False
        if v is None or isinstance(v, bool):
            return True
        if isinstance(v, int):
            return -KEPT_INT <= v <= KEPT_INT
        if isinstance(v, float):
            return math.isfinite(v) and -KEPT_FLOAT <= v <= KEPT_FLOAT
        if isinstance(v, str):
            return len(v) <= KEPT_STR and printable(v) == v
        if isinstance(v, list):
            return all(ok(x, depth + 1) for x in v)
        if isinstance(v, dict):
            return all(ok(k, depth + 1) and ok(x, depth + 1) for k, x in v.items())
        return False
    return isinstance(value, dict) and ok(value, 0)


def _write_manifest(out, m, clean=False):
    """Write the manifest `m` and its stamp; and, for a report of --all without errors (`clean`), its head."""
    # gzip: the figures of a thousand sessions are a few megabytes of JSON, a tenth of that packed
    # (json.dumps, not json.dump: only the one-shot encoder is the C one)
    data = json.dumps(m, separators=(",", ":")).encode("utf-8")
    for name in (STAMP, HEAD):      # (no stamp or head of another manifest stays beside this one)
        try:
            os.unlink(os.path.join(out, name))
        except FileNotFoundError:
            pass
    with gzip.open(os.path.join(out, MANIFEST), "wb", compresslevel=5) as fh:
        fh.write(data)
    key = _stamp_key(create=True)
    if key is not None:
        with open(os.path.join(out, STAMP), "w", encoding="ascii") as fh:
            fh.write(_stamp(key, data) + "\n")
        if clean:
            head = json.dumps({"version": REPORT_VERSION, "mark": m["mark"], "files": m["files"],
                               "lines": m["lines"], "manifest": _file_digest(os.path.join(out, MANIFEST))},
                              separators=(",", ":"))
            with open(os.path.join(out, HEAD), "w", encoding="utf-8") as fh:
                fh.write(_stamp(key, head.encode("utf-8")) + "\n" + head)


def _file_digest(path):
    with open(path, "rb") as fh:
        return hashlib.sha256(fh.read()).hexdigest()


def _report_mark(lang, all_, marks):
    """The whole report's mark: [(session, its mark)] in the report's order, its language and scope."""
    return hashlib.sha256(json.dumps([REPORT_VERSION, lang, all_, marks]).encode()).hexdigest()


def _unchanged(out, db):
    """The lines of `report --all` when neither the store's sessions nor the report in `out` changed since
    this user's report wrote it (its head's stamp checks, the manifest beside it is the one written with it,
    byte for byte, and every file it lists is there); else None (the report is made as usual)."""
    key = _stamp_key()
    if key is None:
        return None
    try:
        with open(os.path.join(out, HEAD), encoding="utf-8") as fh:
            stamp, _nl, body = fh.read(1024 * 1024).partition("\n")
        if not hmac.compare_digest(stamp.strip(), _stamp(key, body.encode("utf-8"))):
            return None
        head = json.loads(body)
        if head["version"] != REPORT_VERSION or not all(os.path.isfile(os.path.join(out, n)) for n in head["files"]):
            return None
        if not hmac.compare_digest(_file_digest(os.path.join(out, MANIFEST)), head["manifest"]):
            return None         # (the manifest is not the one written with this head: read, checked, written again)
    except (OSError, ValueError, KeyError, TypeError):
        return None
    with open_store(db, readonly=True) as store:
        rows = store.sessions()
    if not rows or _report_mark(get_language(), True, [(r["id"], _mark(r)) for r in rows]) != head["mark"]:
        return None
    kept = len(rows)
    return [printable(line) for line in head["lines"]] + [
        ngettext("%d session unchanged since the previous report",
                 "%d sessions unchanged since the previous report", kept) % kept]


def _mark(row):
    """What a session's page depends on, from the store's listing (no event read): the report's version,
    the figures' (analysis.figures_version) and what they were computed from (analysis.figures_mark)."""
    return "%d:%s:%s" % (REPORT_VERSION, analysis.figures_version(), analysis.figures_mark(row))


def _trusted(row, key):
    """The figures entry stored with a session (Store.session_rows), when it is of this version and of the
    session as it is, and this user's skelos computed it (its stamp checks under the user's key) or it is
    within the bounds of what it computes (_kept_ok: a store may come from anywhere); else None."""
    text = row.get("figures")
    if (not isinstance(text, str) or row.get("figures_version") != analysis.figures_version()
            or row.get("figures_mark") != analysis.figures_mark(row)):
        return None
    st = row.get("figures_stamp")
    ours = key is not None and isinstance(st, str) and hmac.compare_digest(
        st, analysis.figures_stamp(key, row["id"], row["figures_version"], row["figures_mark"], text))
    try:
        entry = json.loads(text) if ours else limits.json_loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(entry, dict):
        return None
    return entry if ours or _kept_ok(entry) else None


def _compute(store, row, all_, key, fresh=False):
    """(the figures entry of one session, its text to store or None): the one stored with it (_trusted), or
    computed (analysis.session_figures).  A session the store cannot read is one reason for --all to
    report it as not reported (the others are still reported); else an error.  `fresh`: computed even
    when stored."""
    from skelos_host.session.store import StoreError

    entry = None if fresh else _trusted(row, key)
    text = None
    if entry is None:
        try:
            entry = analysis.session_figures(store, row["id"])
        except StoreError as e:
            if not all_:
                raise
            return {"error": str(e)}, None
        text = json.dumps(entry, separators=(",", ":"))
    # where and when: the session's row as it is now (checked by the store), not as the figures were kept
    entry.update(serial=row["serial"], game_number=row["game"], scenario_id=row["scenario_id"],
                 started=row["started"])
    return entry, text


def _sides_figures(store, rows, side_uids, key, fresh=False):
    """The figures of the sides played beside the boards of the sessions `rows` (a slice), {session: {side:
    its figures (None without any), or side + "_error": why there are none}}, and the rows to keep in the
    store for them (Store.put_side_figures).  Each is the one the store keeps (_side_trusted), else
    computed (the side's `figures`).  `fresh`: computed even when kept."""
    mine = [r for r in rows if r["uid"] is not None and r["uid"] in side_uids]
    out, put = {}, []
    if not mine:
        return out, put
    kept = {} if fresh else store.stored_side_figures(r["id"] for r in mine)
    for side in sides.every():
        version = analysis.side_figures_version(side)
        try:
            marks = side.figures_marks(store.db, [r["uid"] for r in mine])
        except (ValueError, sqlite3.Error):
            marks = None            # (computed, not kept: each says what is wrong)
        for r in mine:
            sid = r["id"]
            mark = None if marks is None else "%s|%s" % (analysis.figures_mark(r), marks.get(r["uid"], "-"))
            ok, figs = _side_trusted(kept.get((sid, side.NAME)), key, sid, side.NAME, version, mark)
            if not ok:
                try:
                    figs = side.figures(store.path, sid)
                except (ValueError, sqlite3.Error) as err:
                    out.setdefault(sid, {})[side.NAME + "_error"] = str(err)
                    continue
                if key is not None and mark is not None:
                    text = json.dumps(figs, separators=(",", ":"))
                    put.append((sid, side.NAME, version, mark, text,
                                analysis.side_figures_stamp(key, sid, side.NAME, version, mark, text)))
            out.setdefault(sid, {})[side.NAME] = figs
    return out, put


def _side_trusted(kept, key, sid, name, version, mark):
    """(True, the figures) of a side kept in the store (Store.stored_side_figures: `kept`) when they are of
    this version, from the rows as they are (`mark`), and this user's skelos computed them (their stamp
    checks under the user's key); else (False, None): computed again, never taken on trust."""
    if kept is None or key is None or mark is None:
        return False, None
    k_version, k_mark, text, st = kept
    if k_version != version or k_mark != mark or not isinstance(text, str) or not isinstance(st, str) \
            or not hmac.compare_digest(st, analysis.side_figures_stamp(key, sid, name, version, mark, text)):
        return False, None
    try:
        return True, json.loads(text)
    except (ValueError, RecursionError):
        return False, None


def _kept_pngs(pngs, out):
    """The images an earlier report lists, when they are names this command gives its images and
    still there (the manifest is a file anyone may edit)."""
    if not isinstance(pngs, dict):
        return {}
    kept = {n: n for n, v in pngs.items() if isinstance(n, str) and n == v and PNG_NAME.match(n)
            and os.path.isfile(os.path.join(out, n))}
    sigs = pngs.get("_signatures")
    if isinstance(sigs, dict):
        kept["_signatures"] = {n: s for n, s in sigs.items() if n in kept and isinstance(s, str)}
    return kept


def _info(entry):
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


def _chart_block(chart_list, prefix, pngs):
    out = []
    for c in chart_list:
        png = pngs.get(prefix + c["name"] + ".png") if pngs else None
        link = '<figcaption><a href="%s">PNG</a></figcaption>' % _e(png) if png else ""
        out.append("<figure>%s%s</figure>" % (charts.svg(c), link))
    return '<div class="charts">%s</div>' % "".join(out)


def _outcome(f):
    return _(OUTCOME.get(f["over"] or "playing", f["over"] or "playing"))


def _scenario_name(entry):
    return display_name(entry.get("names") or {}) or entry["scenario_id"] or "?"


def session_page(sid, entry, pngs):
    f = entry["figures"]
    view = views.view_of(f)
    info = _info(entry)
    chart_list = view.charts(f)
    rows = [(_("device"), "%s (%s)" % (info["serial"], _("game %d") % info["game"])),
            (_("scenario"), _scenario_name(entry)),
            (_("started"), exports.said_time(entry["started"])),
            (_("events"), exports.said_span(entry["first"], entry["last"])),
            (_("outcome"), _outcome(f))]
    table = "".join("<tr><th>%s</th><td>%s</td></tr>" % (_e(k), _e(v)) for k, v in rows)
    body = ('<nav><a href="index.html">%s</a></nav><h1>%s</h1><p>%s</p><table>%s</table>%s%s'
            % (_e(_("← all sessions")), _e(_("Session %d") % sid),
               _e(view.summary(sid, dict(info, scenario_id=_scenario_name(entry)), f)), table,   # its name, not its id
               charts.svg_defs(chart_list), _chart_block(chart_list, "session-%d-" % sid, pngs))
            + "".join(side.html_block(entry.get(side.NAME)) for side in sides.every()))
    return PAGE.format(lang=get_language(), title=_e(_("Session %d") % sid), body=body)


BATCH = 256        # sessions read from the store at once (a report holds no more figures than these)


class _Group:
    """Sessions reported together (a scenario, a level of the board's Overlord in it): their ids, their rows
    in the index (sid, device serial, game number, start, records, outcome), and the figures of those the
    store does not keep (a store the report cannot write); the others' figures are read from the store
    when the group's overview goes through them (_Figures), never all held at once."""

    __slots__ = ("sids", "members", "names", "kept", "digest")

    def __init__(self):
        self.sids, self.members, self.names, self.kept = [], [], {}, {}
        self.digest = hashlib.sha256()      # of its sessions' marks: what its overview's images depend on

    def add(self, sid, e, stored, mark, listed=True):
        """Session `sid` of entry `e` in the group; `listed`: with its row in the index."""
        f = e["figures"]
        self.digest.update(b"%d/%s," % (sid, mark.encode()))
        self.sids.append(sid)
        if listed:
            self.members.append((sid, e["serial"], e["game_number"], e["started"], f["records"], f["over"]))
            self.names = e.get("names") or {}
        if not stored:
            self.kept[sid] = f

    def figures(self, store):
        return _Figures(store, self.sids, self.kept)


class _Figures:
    """The figures of sessions `sids`, read from the store's figures table slice by slice each time they are
    gone through (an overview goes through them twice): a sequence of the memory of a slice."""

    def __init__(self, store, sids, kept):
        self.store, self.sids, self.kept = store, sids, kept

    def __len__(self):
        return len(self.sids)

    def __iter__(self):
        for i in range(0, len(self.sids), BATCH):
            part = self.sids[i:i + BATCH]
            texts = self.store.stored_figures([s for s in part if s not in self.kept]) if self.store else {}
            for sid in part:
                f = self.kept.get(sid)
                if f is None:
                    f = json.loads(texts[sid])["figures"]     # (read and checked by this report; KeyError: gone)
                yield f


class _Table:
    """A table (a board, by its serial): its sessions, outcomes, scenarios and days played."""

    __slots__ = ("serial", "board", "sessions", "outcomes", "scenarios", "first", "last")

    def __init__(self, serial, board):
        self.serial, self.board = serial, board
        self.sessions, self.outcomes, self.scenarios = 0, {}, {}
        self.first = self.last = None

    def add(self, e, scenario_key, name):
        f = e["figures"]
        self.sessions += 1
        over = f["over"] or "playing"
        self.outcomes[over] = self.outcomes.get(over, 0) + 1
        self.scenarios[scenario_key] = name
        t = e["started"]
        self.first = t if self.first is None else min(self.first, t)
        self.last = t if self.last is None else max(self.last, t)

    def doc(self):
        return {"serial": self.serial, "board": self.board, "sessions": self.sessions, "outcomes": self.outcomes,
                "scenarios": sorted("%s:%s" % k for k in self.scenarios),
                "first": exports.iso_time(self.first), "last": exports.iso_time(self.last)}


def _level(f):
    """The level the board played the Overlord at in a session's figures (0: the players did)."""
    level = f.get("solo") or 0
    return level if isinstance(level, int) and not isinstance(level, bool) else 0


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
            '<li><a href="#%s">%s</a> (%s)</li>' % (_e(_anchor(k)), _e(_scenario_name({"names": v.names,
                                                                                      "scenario_id": k[1]})),
                                                    _e(ngettext("%d session", "%d sessions", len(v.sids))
                                                       % len(v.sids)))
            for k, v in groups.items()), '<li><a href="#tables">%s</a></li>' % _e(_("Tables")) if tables else ""))
    parts.append(balance_html)     # the board's Overlord's solo games (docs/solo.md)
    for key, group in groups.items():
        game, scenario_id = key
        view = views.view(game)
        o = overviews[key]
        name = _scenario_name({"names": group.names, "scenario_id": scenario_id})
        parts.append('<section class="group" id="%s"><h2>%s <small>(%s)</small></h2>'
                     % (_e(_anchor(key)), _e(name), _e(_(view.TITLE))))
        parts.append(_rows_table(view.overview_rows(o)))
        chart_list = view.overview_charts(o)
        parts.append(charts.svg_defs(chart_list) + _chart_block(chart_list, "overview-%s-" % _anchor(key), pngs))
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
                           _e(charts.number(records)), _e(_outcome({"over": over}))))
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


def _anchor(key):
    """A game and scenario as a file name and page anchor."""
    return re.sub(r"[^a-z0-9_.-]", "_", "%s-%s" % key)


# ------------------------------------------------------------ exports
class _Exports:
    """sessions-GAME.csv written a session at a time, in session order, and report.json's rows of the sessions
    into a file beside them (report.json is put together from it at the end: no list of every session)."""

    ROWS = ".report-sessions.part"

    def __init__(self, out):
        self.out, self.files = out, {}
        self.rows = open(os.path.join(out, self.ROWS), "w", encoding="utf-8")
        self.count = 0

    def add(self, sid, e):
        f = e["figures"]
        game = f["game"]
        if game not in self.files:
            fh = open(os.path.join(self.out, "sessions-%s.csv" % game), "w", encoding="utf-8", newline="")
            w = csv.writer(fh)
            w.writerow(exports.SESSION_COLUMNS + tuple(views.view(game).CSV_COLUMNS))
            self.files[game] = (fh, w)
        common = [sid, e["serial"], e["game_number"], game, e["scenario_id"], exports.iso_time(e["started"]),
                  exports.iso_time(e["first"]), exports.iso_time(e["last"]), f["records"], f["in_effect"],
                  f["undos"], f["over"] or "playing"]
        self.files[game][1].writerow(common + views.view(game).csv_row(f))
        self.rows.write(("," if self.count else "") + json.dumps(dict(zip(exports.SESSION_COLUMNS, common,
                                                                          strict=True)),
                                                                 ensure_ascii=False, separators=(",", ":")))
        self.count += 1

    def close(self):
        for fh, _w in self.files.values():
            fh.close()
        if not self.rows.closed:
            self.rows.close()
        try:
            os.unlink(os.path.join(self.out, self.ROWS))
        except FileNotFoundError:
            pass

    def finish(self, groups, overviews, levels, tables, skipped):
        """Close the CSV files, write report.json; the names of the CSV files."""
        import shutil

        self.rows.close()
        doc = {"schema": exports.SCHEMA, "generated": exports.iso_time(time.time()),
               "groups": [{"game": k[0], "scenario_id": k[1], "overview": overviews[k],
                           "levels": [{"level": lv, "overview": levels[(g, sc, lv)][1]}
                                      for (g, sc, lv) in sorted(levels) if (g, sc) == k]} for k in groups],
               "tables": [tables[s].doc() for s in sorted(tables)],
               "sessions": os.urandom(16).hex(),        # (where the rows go: a text no other value holds)
               "not_reported": [{"session": sid, "error": err} for sid, err in skipped]}
        head, _mark, tail = json.dumps(doc, ensure_ascii=False, separators=(",", ":")).partition(
            '"sessions":"%s"' % doc["sessions"])
        with open(os.path.join(self.out, "report.json"), "w", encoding="utf-8") as fh:
            fh.write(head + '"sessions":[')
            with open(os.path.join(self.out, self.ROWS), encoding="utf-8") as rows:
                shutil.copyfileobj(rows, fh)
            fh.write("]" + tail)
        names = ["sessions-%s.csv" % game for game in sorted(self.files)]
        self.close()
        return names


# ------------------------------------------------------------ PNG images, on request
def _png_job(job):
    """Draw charts into PNG files (in a worker process when there are many)."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from skelos_host.text.i18n import set_language
    lang, items = job
    set_language(lang)
    for chart, path in items:
        charts.png(chart, path, plt)
    return [os.path.basename(p) for _c, p in items]


def _draw_pngs(jobs, workers, progress):
    if workers <= 1 or len(jobs) < 4:
        for job in jobs:
            yield _png_job(job)
            progress()
        return
    import concurrent.futures
    with concurrent.futures.ProcessPoolExecutor(max_workers=workers) as pool:
        for fut in concurrent.futures.as_completed([pool.submit(_png_job, job) for job in jobs]):
            yield fut.result()
            progress()


def _maybe_terminal():
    """Could rich take standard error for a terminal (its Console.is_terminal)?  False only where it would
    not, so that a report into a pipe or a file imports no rich."""
    if os.environ.get("TTY_COMPATIBLE") == "1" or os.environ.get("FORCE_COLOR"):
        return True
    try:
        return sys.stderr.isatty()
    except (AttributeError, ValueError):
        return False


class _Bar:
    """A rich progress bar on standard error when it is a terminal and the work is long; else nothing."""

    def __init__(self, total, label):
        self.progress = None
        if not total or not _maybe_terminal():
            return
        from rich.console import Console
        console = Console(stderr=True)
        if not console.is_terminal:
            return
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
        self.progress = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                                 TimeRemainingColumn(), console=console, transient=True)
        self.task = self.progress.add_task(label, total=total)
        self.progress.start()

    def step(self):
        if self.progress is not None:
            self.progress.advance(self.task)

    def close(self):
        if self.progress is not None:
            self.progress.stop()


# ------------------------------------------------------------ the command
# what figures kept by an earlier report raise when they cannot be drawn (the manifest was edited)
KEPT_ERRORS = (KeyError, TypeError, ValueError, AttributeError, IndexError, views.UnknownGame)
EXPORTS = ("index.html", "report.css", "report.json")


@click.command()
@click.argument("session", required=False)
@click.option("--all", "all_", is_flag=True, help="every session in the store")
@click.option("--out", type=click.Path(file_okay=False), default="skelos-report", show_default=True)
@click.option("--png", is_flag=True, help="also draw every chart as a PNG image (slow for many sessions)")
@click.option("--jobs", type=click.IntRange(1, 64), default=None,
              help="processes drawing PNG images at once (default: one per CPU)")
@db_option
def report(session, all_, out, png, jobs, db):
    """Report SESSION (or --all): an overview, a page per session with its
    charts, and CSV/JSON exports, in --out (index.html).

    A report into the folder of an earlier one computes and writes only the
    sessions logged or grown since."""
    if png and importlib.util.find_spec("matplotlib") is None:
        raise click.ClickException(_("--png draws the charts with matplotlib, which is not installed here: "
                                     "pip install -r requirements-charts.txt (the HTML report needs nothing more)"))
    t0 = time.perf_counter()
    lines = _unchanged(out, db) if all_ and not png and session is None else None
    manifest = _open_folder(out) if lines is None else {}
    try:
        try:
            if lines is None:
                lines = _report(session, all_, out, png, jobs, db, manifest)
        except KEPT_ERRORS:
            lines = _report(session, all_, out, png, jobs, db, {}, fresh=True)   # everything computed again
    except OSError as e:
        raise click.ClickException(_("cannot write the report into %(path)s: %(error)s")
                                   % {"path": out, "error": e.strerror or e}) from None
    for line in lines:
        click.echo(printable(line))
    click.echo(_("report written to %(path)s (%(seconds)s s)")
               % {"path": os.path.join(out, "index.html"), "seconds": decimal(time.perf_counter() - t0, 2)})


def _writer(db):
    """The session store open for writing, to keep the figures it computes (analysis.session_figures), when
    it exists and this user may write it and its folder; else None (the figures are computed every time)."""
    from skelos_host.session.store import Store, StoreError, default_path

    path = db or default_path()
    if not (os.path.isfile(path) and os.access(path, os.R_OK | os.W_OK)
            and os.access(os.path.dirname(os.path.abspath(path)), os.W_OK | os.X_OK)):
        return None
    try:
        return Store(path)
    except StoreError:
        return None


def _sessions(store, session, all_):
    """The sessions to report, a slice (BATCH) at a time (Store.session_rows), each read through `store()`
    (the connection the report reads through when it asks)."""
    if not all_:
        sid = load_session(store(), session or "latest")[0]
        yield store().session_rows(only=sid)
        return
    after = 0
    while True:
        rows = store().session_rows(after=after, limit=BATCH)
        if not rows:
            return
        yield rows
        after = rows[-1]["id"]


def _report(session, all_, out, png, jobs, db, manifest, fresh=False):
    """Write the report; returns the lines to print.  The sessions are read from the store a slice at a
    time, each session's page and CSV row written as it comes, its figures kept in the store (computed
    when the store keeps none of this version for it), so that the memory does not grow with the store."""
    from skelos_host.session.store import StoreError

    cached = manifest.get("sessions", {})
    key = analysis.stamp_key(create=True)
    lang = get_language()
    pages = manifest.get("pages") if isinstance(manifest.get("pages"), dict) else {}
    new_pages = {}
    pngs = {} if png else _kept_pngs(manifest.get("pngs"), out)
    wanted = []          # --png: (file name, signature, chart) of every chart
    marks, skipped = [], []
    groups, levels, tables = {}, {}, {}
    tally = balance.Tally()     # the board's Overlord's balance (docs/solo.md)
    kept = 0
    one = None           # the session of a report of one session
    reader = store = open_store(db, readonly=True)
    writer = None        # the store open for writing, once there are figures to keep (False: it cannot be)
    csvs = None
    bar = None
    try:
        batches = _sessions(lambda: store, session, all_)   # (once the writer is open, through it: a reader
        # of the file alone, without its write-ahead log, must not read what another connection writes)
        first = next(batches, [])
        if not first:
            raise click.ClickException(_("no sessions in %s") % store.path)
        side_uids = store.side_uids()
        os.makedirs(out, exist_ok=True)
        csvs = _Exports(out)
        total = len(first) if not all_ else store.count_sessions()
        bar = _Bar(total if total >= PROGRESS_FROM else 0, _("reading sessions"))
        for rows in _chain(first, batches):
            computed, held = [], []
            beside, side_rows = _sides_figures(store, rows, side_uids, key, fresh)
            for r in rows:
                sid = r["id"]
                e, text = _compute(store, r, all_, key, fresh)
                stored = text is None       # (its figures are the store's: read again for the overviews)
                if text is not None:
                    computed.append(analysis.figures_row(key, r, text))
                mark = _mark(r)
                marks.append((sid, mark))
                kept += cached.get(str(sid)) == mark
                bar.step()
                if "error" in e:
                    skipped.append((sid, e["error"]))
                    continue
                f = e["figures"]
                e.update(beside.get(sid, ()))   # the sides played beside the board (the heroes' sheets)
                tally.add(e)
                gkey = (f["game"], e["scenario_id"] or "?")
                group = groups.setdefault(gkey, _Group())
                group.add(sid, e, stored, mark)
                level = levels.setdefault(gkey + (_level(f),), (_Group(), None))[0]
                level.add(sid, e, stored, mark, listed=False)
                if not stored:
                    held.append((sid, group, level))
                one = (sid, e)
                tables.setdefault(e["serial"], _Table(e["serial"], r["board"])).add(
                    e, gkey, _scenario_name(e))
                csvs.add(sid, e)
                own = []
                if png:
                    for c in views.view_of(f).charts(f):
                        name = "session-%d-%s.png" % (sid, c["name"])
                        wanted.append((name, "%s:%s" % (mark, lang), c))
                        own.append(name)
                else:
                    own = sorted(p for p in pngs if p.startswith("session-%d-" % sid))
                page = "session-%d.html" % sid
                sig = "%s:%s:%s" % (mark, lang, ",".join(sorted(own)))
                if pages.get(page) != sig or not os.path.isfile(os.path.join(out, page)):
                    with open(os.path.join(out, page), "w", encoding="utf-8") as fh:
                        fh.write(session_page(sid, e, {n: n for n in own}))
                new_pages[page] = sig
            if (computed or side_rows) and writer is None:
                writer = _writer(db) or False
                if writer:
                    store = writer          # (read through it from now on: it sees what it writes)
            if side_rows and writer:
                try:
                    writer.put_side_figures(side_rows)
                except StoreError:          # (computed again next time)
                    pass
            if computed and writer:
                try:
                    writer.put_figures(computed)
                except StoreError:          # (locked by another writer for too long: computed again next time)
                    held = []
                for sid, group, level in held:  # kept in the store: read from there, not held
                    group.kept.pop(sid, None)
                    level.kept.pop(sid, None)
        bar.close()
        bar = None
        for sid, err in skipped:
            click.echo(printable(_("session %(session)d: skipped: %(error)s") % {"session": sid, "error": err}),
                       err=True)
        mark = _report_mark(lang, all_, marks)
        old_files = manifest.get("files")
        if (not png and kept == len(marks) and manifest.get("mark") == mark and new_pages.keys() <= pages.keys()
                and isinstance(old_files, list) and isinstance(manifest.get("lines"), list)
                and all(isinstance(n, str) and os.path.isfile(os.path.join(out, n)) for n in old_files)):
            return [printable(line) for line in manifest["lines"]] + _unchanged_tail(kept)   # nothing to write
        overviews = {k: views.view(k[0]).overview(g.figures(store)) for k, g in groups.items()}
        levels = {k: (g, views.view(k[0]).overview(g.figures(store))) for k, (g, _o) in levels.items()
                  if any(lv for (gg, sc, lv) in levels if (gg, sc) == k[:2])}
        if png:
            pngs = _pngs(out, wanted, groups, overviews, _kept_pngs(manifest.get("pngs"), out), lang, jobs)
        with open(os.path.join(out, "report.css"), "w", encoding="utf-8") as fh:
            fh.write(CSS)
        with open(os.path.join(out, "index.html"), "w", encoding="utf-8") as fh:
            fh.write(index_page(groups, overviews, skipped, pngs, tables if all_ else None, levels,
                                balance.html(tally.rows())))
        files = list(EXPORTS) + csvs.finish(groups, overviews, levels, tables, skipped) + sorted(new_pages)
        csvs = None
    finally:
        if bar is not None:
            bar.close()
        if csvs is not None:
            csvs.close()
        reader.close()
        if writer:
            writer.close()
    tail = _unchanged_tail(kept)
    if not all_ and one is not None:
        sid, e = one
        lines = [views.view_of(e["figures"]).summary(sid, _info(e), e["figures"])]
    else:
        lines = ["%s (%s): %s" % (_scenario_name({"names": g.names, "scenario_id": k[1]}), k[1], "; ".join(
            "%s %s" % kv for kv in views.view(k[0]).overview_rows(overviews[k])[:3])) for k, g in groups.items()]
    keep = dict(cached) if not all_ else {}
    keep.update({str(sid): m for sid, m in marks})
    _write_manifest(out, {"version": REPORT_VERSION, "sessions": keep, "pages": dict(pages, **new_pages),
                          "pngs": pngs, "mark": mark, "files": files, "lines": lines}, clean=all_ and not skipped)
    return lines + tail


def _unchanged_tail(kept):
    return [ngettext("%d session unchanged since the previous report",
                     "%d sessions unchanged since the previous report", kept) % kept] if kept else []


def _chain(first, rest):
    yield first
    yield from rest


def _pngs(out, wanted, groups, overviews, old, lang, jobs):
    """Draw the PNG images not drawn yet (or drawn from other figures or in another language): `wanted`, the
    sessions' (file name, signature, chart), and the overviews'; {file name: file name} of every image."""
    wanted = list(wanted)
    for key, group in groups.items():
        sig = "%s:%s:%s" % (REPORT_VERSION, lang, group.digest.hexdigest())
        for c in views.view(key[0]).overview_charts(overviews[key]):
            wanted.append(("overview-%s-%s.png" % (_anchor(key), c["name"]), sig, c))
    sigs = old.get("_signatures") if isinstance(old.get("_signatures"), dict) else {}
    todo = [(n, s, c) for n, s, c in wanted if sigs.get(n) != s or not os.path.isfile(os.path.join(out, n))]
    jobs_list = [(lang, [(c, os.path.join(out, n)) for n, _s, c in todo[i:i + 8]]) for i in range(0, len(todo), 8)]
    bar = _Bar(len(jobs_list) if len(todo) >= PROGRESS_FROM else 0, _("drawing PNG images"))
    try:
        for _names in _draw_pngs(jobs_list, jobs or os.cpu_count() or 1, bar.step):
            pass
    finally:
        bar.close()
    result = {n: n for n, _s, _c in wanted}
    result["_signatures"] = {n: s for n, s, _c in wanted}
    if todo:
        click.echo(ngettext("%d PNG image drawn", "%d PNG images drawn", len(todo)) % len(todo), err=True)
    return result


command = report
