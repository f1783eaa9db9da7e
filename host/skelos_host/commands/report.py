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

import hmac
import importlib.util
import json
import os
import sys
import time

import click

from skelos_host import views
from skelos_host.session import analysis, balance, charts, reportgroups, reportkept, reportpages, sidefigures
from skelos_host.session.reportkept import EARLIER, HEAD, MANIFEST, REPORT_VERSION
from skelos_host.views import sides
from skelos_host.cli.common import db_option, load_session, open_store, printable
from skelos_host.text.i18n import _, decimal, get_language, ngettext

PROGRESS_FROM = 50   # sessions to compute before a progress bar is worth showing


# ------------------------------------------------------------ the folder's manifest
def _open_folder(out):
    """The manifest of an earlier report in `out` ({} when there is none, or none this version can use).
    A folder that holds files but no manifest is not a report: it is left alone."""
    if os.path.isdir(out) and os.listdir(out) and not any(os.path.isfile(os.path.join(out, n)) for n in EARLIER):
        raise click.ClickException(_("%s holds files and is not an earlier report: choose another --out") % out)
    return reportkept.read_manifest(out)


def _unchanged(out, db):
    """The lines of `report --all` when neither the store's sessions nor the report in `out` changed since
    this user's report wrote it (its head's stamp checks, the manifest beside it is the one written with it,
    byte for byte, and every file it lists is there); else None (the report is made as usual)."""
    key = analysis.stamp_key()
    if key is None:
        return None
    try:
        with open(os.path.join(out, HEAD), encoding="utf-8") as fh:
            stamp, _nl, body = fh.read(1024 * 1024).partition("\n")
        if not hmac.compare_digest(stamp.strip(), analysis.stamp(key, body.encode("utf-8"))):
            return None
        head = json.loads(body)
        if head["version"] != REPORT_VERSION or not all(os.path.isfile(os.path.join(out, n)) for n in head["files"]):
            return None
        if not hmac.compare_digest(reportkept.file_digest(os.path.join(out, MANIFEST)), head["manifest"]):
            return None         # (the manifest is not the one written with this head: read, checked, written again)
    except (OSError, ValueError, KeyError, TypeError):
        return None
    with open_store(db, readonly=True) as store:
        rows = store.sessions()
    if not rows or reportkept.report_mark(get_language(), True,
                                          [(r["id"], reportkept.mark(r)) for r in rows]) != head["mark"]:
        return None
    kept = len(rows)
    return [printable(line) for line in head["lines"]] + [
        ngettext("%d session unchanged since the previous report",
                 "%d sessions unchanged since the previous report", kept) % kept]


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
    """The sessions to report, a slice (reportgroups.BATCH) at a time (Store.session_rows), each read through `store()`
    (the connection the report reads through when it asks)."""
    if not all_:
        sid = load_session(store(), session or "latest")[0]
        yield store().session_rows(only=sid)
        return
    after = 0
    while True:
        rows = store().session_rows(after=after, limit=reportgroups.BATCH)
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
    pngs = {} if png else reportkept.kept_pngs(manifest.get("pngs"), out)
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
        csvs = reportgroups.Exports(out)
        total = len(first) if not all_ else store.count_sessions()
        bar = _Bar(total if total >= PROGRESS_FROM else 0, _("reading sessions"))
        for rows in _chain(first, batches):
            computed, held = [], []
            beside, side_rows = sidefigures.figures(store, rows, side_uids, key, sides.every(), fresh)
            for r in rows:
                sid = r["id"]
                e, text = reportkept.compute(store, r, all_, key, fresh)
                stored = text is None       # (its figures are the store's: read again for the overviews)
                if text is not None:
                    computed.append(analysis.figures_row(key, r, text))
                mark = reportkept.mark(r)
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
                group = groups.setdefault(gkey, reportgroups.Group())
                group.add(sid, e, stored, mark)
                level = levels.setdefault(gkey + (reportgroups.level_of(f),), (reportgroups.Group(), None))[0]
                level.add(sid, e, stored, mark, listed=False)
                if not stored:
                    held.append((sid, group, level))
                one = (sid, e)
                tables.setdefault(e["serial"], reportgroups.Table(e["serial"], r["board"])).add(
                    e, gkey, reportpages.scenario_name(e))
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
                        fh.write(reportpages.session_page(sid, e, {n: n for n in own}))
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
        mark = reportkept.report_mark(lang, all_, marks)
        old_files = manifest.get("files")
        if (not png and kept == len(marks) and manifest.get("mark") == mark and new_pages.keys() <= pages.keys()
                and isinstance(old_files, list) and isinstance(manifest.get("lines"), list)
                and all(isinstance(n, str) and os.path.isfile(os.path.join(out, n)) for n in old_files)):
            return [printable(line) for line in manifest["lines"]] + _unchanged_tail(kept)   # nothing to write
        overviews = {k: views.view(k[0]).overview(g.figures(store)) for k, g in groups.items()}
        levels = {k: (g, views.view(k[0]).overview(g.figures(store))) for k, (g, _o) in levels.items()
                  if any(lv for (gg, sc, lv) in levels if (gg, sc) == k[:2])}
        if png:
            pngs = _pngs(out, wanted, groups, overviews, reportkept.kept_pngs(manifest.get("pngs"), out), lang, jobs)
        with open(os.path.join(out, "report.css"), "w", encoding="utf-8") as fh:
            fh.write(reportpages.CSS)
        with open(os.path.join(out, "index.html"), "w", encoding="utf-8") as fh:
            fh.write(reportpages.index_page(groups, overviews, skipped, pngs, tables if all_ else None, levels,
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
        lines = [views.view_of(e["figures"]).summary(sid, reportpages.info_of(e), e["figures"])]
    else:
        lines = ["%s (%s): %s" % (reportpages.scenario_name({"names": g.names, "scenario_id": k[1]}), k[1], "; ".join(
            "%s %s" % kv for kv in views.view(k[0]).overview_rows(overviews[k])[:3])) for k, g in groups.items()]
    keep = dict(cached) if not all_ else {}
    keep.update({str(sid): m for sid, m in marks})
    reportkept.write_manifest(out, {"version": REPORT_VERSION, "sessions": keep, "pages": dict(pages, **new_pages),
                                    "pngs": pngs, "mark": mark, "files": files, "lines": lines},
                              clean=all_ and not skipped)
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
            wanted.append(("overview-%s-%s.png" % (reportpages.anchor(key), c["name"]), sig, c))
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
