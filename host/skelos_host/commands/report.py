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

from skelos_host import charts, exports, sides, views
from skelos_host.analysis import ReplayError, scenario_of
from skelos_host.common import db_option, load_session, open_store, printable
from skelos_host.i18n import N_, _, decimal, get_language, ngettext
from skelos_host.presets import display_name

REPORT_VERSION = 4   # bump when the figures or the pages change: everything is computed again
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


def _stamp_key(create=False):
    """This user's key of the report stamps (in the user's state folder, 0600), or None."""
    import platformdirs

    path = os.path.join(platformdirs.user_state_dir("skelos"), "report-stamp.key")
    try:
        with open(path, "rb") as fh:
            key = fh.read(64)
        if len(key) == 32:
            return key
    except OSError:
        pass
    if not create:
        return None
    try:
        os.makedirs(os.path.dirname(path), 0o700, exist_ok=True)
        tmp = "%s.%d.tmp" % (path, os.getpid())
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "wb") as fh:
            fh.write(os.urandom(32))
        os.replace(tmp, path)
    except OSError:
        return None
    return _stamp_key()


def _stamp(key, data):
    return hmac.new(key, data, hashlib.sha256).hexdigest()


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
    """What a session's figures depend on, from the store's listing (no event read): the events
    are only ever added (each seq once), and a scenario only ever filled in."""
    return "%d:%s:%s:%d" % (REPORT_VERSION, row["events"], row["last_seq"], 1 if row["has_scenario"] else 0)


def _compute(store, row, all_):
    """A manifest entry of one session: its figures, or why it has none.  A session the store
    cannot read is one such reason for --all (the others are still reported); else an error."""
    from skelos_host.store import StoreError

    sid = row["id"]
    try:
        info = store.session_info(sid)
        events = store.events(sid)
    except StoreError as e:
        if not all_:
            raise
        return {"mark": _mark(row), "error": str(e)}
    entry = {"mark": _mark(row), "serial": info["serial"], "game_number": info["game"],
             "scenario_id": info["scenario_id"], "started": info["started"],
             "first": events[0]["received_at"] if events else None,
             "last": events[-1]["received_at"] if events else None}
    d = info.get("scenario") or {}
    entry["names"] = {k: v for k, v in d.items() if k == "name" or k.startswith("name_")}
    try:
        scenario = scenario_of(info)
        view = views.view_of(scenario)
        entry["figures"] = view.figures(scenario, events, info["rules"])
        if hasattr(view, "figure_names"):       # names in each language, for the pages in the reader's
            entry["figures"]["names"] = view.figure_names(d)
    except (ReplayError, views.UnknownGame) as e:
        entry["error"] = str(e)
    for side in sides.every():      # the sides played beside the board (the heroes' sheets)
        try:
            entry[side.NAME] = side.figures(store.path, sid)
        except (ValueError, sqlite3.Error) as e:
            entry[side.NAME + "_error"] = str(e)
    return entry


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


def _groups(entries):
    """{(game, scenario id): [(sid, entry)...]} of the sessions that have figures, in session order."""
    groups = {}
    for sid, e in entries:
        if "figures" in e:
            groups.setdefault((e["figures"]["game"], e["scenario_id"] or "?"), []).append((sid, e))
    return groups


def index_page(groups, overviews, skipped, pngs):
    parts = ["<h1>%s</h1>" % _e(_("Skelos report"))]
    total = sum(len(v) for v in groups.values())
    parts.append("<p>%s</p>" % _e(ngettext("%d session", "%d sessions", total) % total
                                  + (", " + ngettext("%d not reported", "%d not reported", len(skipped))
                                     % len(skipped) if skipped else "")))
    if len(groups) > 1:
        parts.append("<nav><ul>%s</ul></nav>" % "".join(
            '<li><a href="#%s">%s</a> (%s)</li>' % (_e(_anchor(k)), _e(_scenario_name(v[0][1])),
                                                    _e(ngettext("%d session", "%d sessions", len(v)) % len(v)))
            for k, v in groups.items()))
    from skelos_host import balance     # the board's Overlord's solo games (docs/solo.md)
    parts.append(balance.html([m for members in groups.values() for m in members]))
    for key, members in groups.items():
        game, scenario_id = key
        view = views.view(game)
        o = overviews[key]
        name = _scenario_name(members[-1][1])
        parts.append('<section class="group" id="%s"><h2>%s <small>(%s)</small></h2>'
                     % (_e(_anchor(key)), _e(name), _e(_(view.TITLE))))
        parts.append("<table>%s</table>" % "".join("<tr><th>%s</th><td>%s</td></tr>" % (_e(k), _e(v))
                                                   for k, v in view.overview_rows(o)))
        chart_list = view.overview_charts(o)
        parts.append(charts.svg_defs(chart_list) + _chart_block(chart_list, "overview-%s-" % _anchor(key), pngs))
        rows = []
        for sid, e in members:
            f = e["figures"]
            rows.append('<tr><td class="n"><a href="session-%d.html">%d</a></td><td>%s</td><td class="n">%d</td>'
                        '<td>%s</td><td class="n">%s</td><td>%s</td></tr>'
                        % (sid, sid, _e(e["serial"]), e["game_number"], _e(exports.said_time(e["started"])),
                           _e(charts.number(f["records"])), _e(_outcome(f))))
        head = "".join("<th%s>%s</th>" % (' class="n"' if n else "", _e(_(t))) for t, n in (
            (N_("session"), 1), (N_("device"), 0), (N_("game"), 1), (N_("started"), 0), (N_("records"), 1),
            (N_("outcome"), 0)))
        parts.append('<details%s><summary>%s</summary><div class="wide"><table><tr>%s</tr>%s</table></div>'
                     '</details></section>'
                     % (" open" if len(rows) <= 20 else "", _e(_("the sessions")), head, "".join(rows)))
    if skipped:
        parts.append("<h2>%s</h2><ul>%s</ul>" % (_e(_("Sessions not reported")), "".join(
            "<li>%s: %s</li>" % (_e(_("Session %d") % sid), _e(err)) for sid, err in skipped)))
    return PAGE.format(lang=get_language(), title=_e(_("Skelos report")), body="".join(parts))


def _anchor(key):
    """A game and scenario as a file name and page anchor."""
    return re.sub(r"[^a-z0-9_.-]", "_", "%s-%s" % key)


# ------------------------------------------------------------ exports
def _write_exports(out, groups, overviews, skipped):
    by_game = {}
    for (game, _sc), members in groups.items():
        by_game.setdefault(game, []).extend(members)
    sessions = []
    for game, members in sorted(by_game.items()):
        view = views.view(game)
        with open(os.path.join(out, "sessions-%s.csv" % game), "w", encoding="utf-8", newline="") as fh:
            w = csv.writer(fh)
            w.writerow(exports.SESSION_COLUMNS + tuple(view.CSV_COLUMNS))
            for sid, e in sorted(members):
                f = e["figures"]
                common = [sid, e["serial"], e["game_number"], game, e["scenario_id"], exports.iso_time(e["started"]),
                          exports.iso_time(e["first"]), exports.iso_time(e["last"]), f["records"], f["in_effect"],
                          f["undos"], f["over"] or "playing"]
                w.writerow(common + view.csv_row(f))
                sessions.append(dict(zip(exports.SESSION_COLUMNS, common, strict=True)))
    doc = {"schema": exports.SCHEMA, "generated": exports.iso_time(time.time()),
           "groups": [{"game": k[0], "scenario_id": k[1], "overview": overviews[k]} for k in groups],
           "sessions": sorted(sessions, key=lambda s: s["session"]),
           "not_reported": [{"session": sid, "error": err} for sid, err in skipped]}
    with open(os.path.join(out, "report.json"), "w", encoding="utf-8") as fh:
        fh.write(json.dumps(doc, ensure_ascii=False, separators=(",", ":")))
    return ["sessions-%s.csv" % game for game in sorted(by_game)]


# ------------------------------------------------------------ PNG images, on request
def _png_job(job):
    """Draw charts into PNG files (in a worker process when there are many)."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from skelos_host.i18n import set_language
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
            if not manifest.get("sessions"):
                raise
            lines = _report(session, all_, out, png, jobs, db, {})   # everything computed again
    except OSError as e:
        raise click.ClickException(_("cannot write the report into %(path)s: %(error)s")
                                   % {"path": out, "error": e.strerror or e}) from None
    for line in lines:
        click.echo(printable(line))
    click.echo(_("report written to %(path)s (%(seconds)s s)")
               % {"path": os.path.join(out, "index.html"), "seconds": decimal(time.perf_counter() - t0, 2)})


def _report(session, all_, out, png, jobs, db, manifest):
    """Write the report; returns the lines to print."""
    cached = manifest.get("sessions", {})
    stamped = manifest.get("stamped") is True       # figures this user's report wrote, as it wrote them
    entries = []
    with open_store(db, readonly=True) as store:
        rows = store.sessions()
        if all_:
            if not rows:
                raise click.ClickException(_("no sessions in %s") % store.path)
        else:
            sid = load_session(store, session or "latest")[0]
            rows = [r for r in rows if r["id"] == sid]
        todo = []
        for r in rows:
            old = cached.get(str(r["id"]))
            if (isinstance(old, dict) and old.get("mark") == _mark(r) and "error" not in old
                    and (stamped or _kept_ok(old))):
                entries.append((r["id"], old))
            else:
                entries.append((r["id"], None))
                todo.append((len(entries) - 1, r))
        bar = _Bar(len(todo) if len(todo) >= PROGRESS_FROM else 0, _("reading sessions"))
        try:
            for i, r in todo:
                entries[i] = (r["id"], _compute(store, r, all_))
                bar.step()
        finally:
            bar.close()
    skipped = [(sid, e["error"]) for sid, e in entries if "error" in e]
    for sid, err in skipped:
        click.echo(printable(_("session %(session)d: skipped: %(error)s") % {"session": sid, "error": err}), err=True)
    lang = get_language()
    kept = len(rows) - len(todo)
    tail = [ngettext("%d session unchanged since the previous report",
                     "%d sessions unchanged since the previous report", kept) % kept] if kept else []
    # the whole report's mark: when neither it nor its files changed, there is nothing to write
    mark = _report_mark(lang, all_, [(s, e["mark"]) for s, e in entries])
    old_files = manifest.get("files")
    if (not png and not todo and manifest.get("mark") == mark and isinstance(old_files, list)
            and isinstance(manifest.get("lines"), list)
            and all(isinstance(n, str) and os.path.isfile(os.path.join(out, n)) for n in old_files)):
        return [printable(line) for line in manifest["lines"]] + tail
    groups = _groups(entries)
    overviews = {k: views.view(k[0]).overview([e["figures"] for _s, e in v]) for k, v in groups.items()}
    os.makedirs(out, exist_ok=True)
    pages = manifest.get("pages") if isinstance(manifest.get("pages"), dict) else {}
    pngs = _kept_pngs(manifest.get("pngs"), out)
    new_pages = {}
    if png:
        pngs = _pngs(out, entries, groups, overviews, pngs, lang, jobs)
    for sid, e in entries:
        if "figures" not in e:
            continue
        key = "session-%d.html" % sid
        sig = "%s:%s:%s" % (e["mark"], lang, ",".join(sorted(p for p in pngs if p.startswith("session-%d-" % sid))))
        if pages.get(key) != sig or not os.path.isfile(os.path.join(out, key)):
            with open(os.path.join(out, key), "w", encoding="utf-8") as fh:
                fh.write(session_page(sid, e, pngs))
        new_pages[key] = sig
    with open(os.path.join(out, "report.css"), "w", encoding="utf-8") as fh:
        fh.write(CSS)
    with open(os.path.join(out, "index.html"), "w", encoding="utf-8") as fh:
        fh.write(index_page(groups, overviews, skipped, pngs))
    files = list(EXPORTS) + _write_exports(out, groups, overviews, skipped) + sorted(new_pages)
    if not all_ and entries and "figures" in entries[0][1]:
        sid, e = entries[0]
        lines = [views.view_of(e["figures"]).summary(sid, _info(e), e["figures"])]
    else:
        lines = ["%s (%s): %s" % (_scenario_name(members[-1][1]), key[1], "; ".join(
            "%s %s" % kv for kv in views.view(key[0]).overview_rows(overviews[key])[:3]))
            for key, members in groups.items()]
    keep = dict(cached) if not all_ else {}
    keep.update({str(sid): e for sid, e in entries})
    _write_manifest(out, {"version": REPORT_VERSION, "sessions": keep, "pages": dict(pages, **new_pages),
                          "pngs": pngs, "mark": mark, "files": files, "lines": lines}, clean=all_ and not skipped)
    return lines + tail


def _pngs(out, entries, groups, overviews, old, lang, jobs):
    """Draw the PNG images not drawn yet (or drawn from other figures or in another language);
    {file name: file name} of every image of this report."""
    wanted = []     # (file name, signature, chart)
    for sid, e in entries:
        if "figures" in e:
            for c in views.view_of(e["figures"]).charts(e["figures"]):
                wanted.append(("session-%d-%s.png" % (sid, c["name"]), "%s:%s" % (e["mark"], lang), c))
    for key, members in groups.items():
        sig = "%s:%s:%s" % (REPORT_VERSION, lang, ",".join("%d/%s" % (s, e["mark"]) for s, e in members))
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
