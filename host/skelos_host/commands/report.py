"""`skelos report`: summary, PNG plots and an HTML page of logged sessions."""

import html
import json
import os
import re
import sys
import time

import click

from skelos_host import limits, views
from skelos_host.analysis import ReplayError, scenario_of
from skelos_host.commands.replay import load_session
from skelos_host.common import db_option, open_store
from skelos_host.i18n import _, get_language, ngettext
from skelos_host.store import StoreError


def _plots(fig_data, out, prefix):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    files = []

    def save(fig, name):
        path = os.path.join(out, prefix + name)
        fig.tight_layout()
        fig.savefig(path, dpi=80)
        plt.close(fig)
        files.append(os.path.basename(path))

    views.view_of(fig_data).plots(fig_data, save, plt)
    return files


REPORT_VERSION = 1   # bump when the plots change: earlier PNGs are then drawn again
MANIFEST = ".skelos-report.json"


def _signature(info, events):
    """What a session's plots depend on: its events, the language and the plot code."""
    last = events[-1]["seq"] if events else 0
    return "%d:%d:%d:%s:%s" % (REPORT_VERSION, len(events), last, get_language(), info.get("scenario_id"))


def _plot_job(job):
    """Draw one session's PNGs (in a worker process when there are many)."""
    from skelos_host.i18n import set_language
    lang, f, out, prefix = job
    set_language(lang)
    return _plots(f, out, prefix)


def _draw(jobs, workers):
    """Run the plot jobs, several at a time on a multi-core machine; yields (index, pngs) as they finish."""
    if workers <= 1 or len(jobs) < 4:
        for i, job in enumerate(jobs):
            yield i, _plot_job(job)
        return
    import concurrent.futures
    with concurrent.futures.ProcessPoolExecutor(max_workers=workers) as pool:
        futures = {pool.submit(_plot_job, job): i for i, job in enumerate(jobs)}
        for fut in concurrent.futures.as_completed(futures):
            yield futures[fut], fut.result()


@click.command()
@click.argument("session", required=False)
@click.option("--all", "all_", is_flag=True, help="every session in the store")
@click.option("--out", type=click.Path(file_okay=False), default="skelos-report", show_default=True)
@click.option("--jobs", type=click.IntRange(1, 64), default=None,
              help="processes drawing plots at once (default: one per CPU)")
@db_option
def report(session, all_, out, db, jobs):
    """Summarise SESSION (or --all): PNG plots and index.html in --out.

    Plots of a session already drawn in --out with the same events and
    language are kept, so a report after each game night only draws the new
    sessions."""
    t0 = time.perf_counter()
    with open_store(db, readonly=True) as store:
        if all_:
            ids = [s["id"] for s in store.sessions()]
            if not ids:
                raise click.ClickException(_("no sessions in %s") % store.path)
        else:
            ids = [load_session(store, session or "latest")[0]]
        data = []
        for sid in ids:
            try:
                data.append((sid, store.session_info(sid), store.events(sid)))
            except StoreError as e:
                if not all_:
                    raise
                data.append((sid, None, e))     # a damaged session: the others are still reported
    try:
        manifest = _open_folder(out)
        return _write_report(out, manifest, data, jobs, t0)
    except OSError as e:
        raise click.ClickException(_("cannot write the report into %(path)s: %(error)s")
                                   % {"path": out, "error": e.strerror or e}) from None


def _open_folder(out):
    """The manifest of the report folder `out` (created if new).  A folder that holds
    files but no manifest is not a report: it is left alone."""
    if os.path.isdir(out) and not os.path.isfile(os.path.join(out, MANIFEST)) and os.listdir(out):
        raise click.ClickException(_("%s holds files and is not an earlier report: choose another --out") % out)
    os.makedirs(out, exist_ok=True)
    try:
        with open(os.path.join(out, MANIFEST), encoding="utf-8") as fh:
            manifest = limits.json_loads(fh.read(1024 * 1024))
    except (OSError, ValueError):
        return {}
    return manifest if isinstance(manifest, dict) else {}


def _kept_pngs(entry, key, sig, out):
    """The plots a manifest entry lists, when they are this session's, drawn with the same
    signature and still there; else None.  The manifest is a file anyone may edit: only the
    names this command gives its plots are taken from it."""
    if not isinstance(entry, dict) or entry.get("signature") != sig or not isinstance(entry.get("pngs"), list):
        return None
    pngs = entry["pngs"]
    if not pngs or not all(isinstance(p, str) and re.fullmatch(re.escape(key) + r"-[a-z_]+\.png", p) for p in pngs):
        return None
    if not all(os.path.isfile(os.path.join(out, p)) for p in pngs):
        return None
    return list(pngs)


def _write_report(out, manifest, data, jobs, t0):
    sections = []
    pending = []   # (section index, key, signature, job)
    kept = 0
    for sid, info, events in data:
        try:
            if isinstance(events, StoreError):
                raise ReplayError(str(events))
            scenario = scenario_of(info)
            f = views.view_of(scenario).figures(scenario, events)
        except ReplayError as e:
            click.echo(_("session %(session)d: skipped: %(error)s") % {"session": sid, "error": e}, err=True)
            sections.append("<h2>%s</h2><p>%s</p>" % (_("Session %d") % sid, html.escape(str(e))))
            continue
        line = views.view_of(f).summary(sid, info, f)
        click.echo(line)
        key, sig = "session-%d" % sid, _signature(info, events)
        pngs = _kept_pngs(manifest.get(key), key, sig, out)
        if pngs is not None:
            kept += 1
        else:
            pngs = None
            pending.append((len(sections), key, sig, (get_language(), f, out, key + "-")))
        sections.append([sid, line, pngs])
    workers = jobs or os.cpu_count() or 1
    with click.progressbar(length=len(pending), label=_("drawing plots"), file=sys.stderr) as bar:
        for i, pngs in _draw([p[3] for p in pending], workers):
            at, key, sig, _job = pending[i]
            sections[at][2] = pngs
            manifest[key] = {"signature": sig, "pngs": pngs}
            bar.update(1)
    with open(os.path.join(out, MANIFEST), "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, sort_keys=True)
    body = []
    for sec in sections:
        if isinstance(sec, str):
            body.append(sec)
            continue
        sid, line, pngs = sec
        imgs = "".join('<img src="%s" alt="%s">' % (html.escape(p), html.escape(p)) for p in pngs)
        body.append("<h2>%s</h2><p>%s</p>%s" % (_("Session %d") % sid, html.escape(line), imgs))
    with open(os.path.join(out, "index.html"), "w", encoding="utf-8") as fh:
        fh.write("<!doctype html><html lang=%s><meta charset=utf-8><title>%s</title>"
                 "<style>body{font-family:sans-serif;max-width:60em;margin:auto}img{max-width:48%%}</style>"
                 "<h1>%s</h1>%s\n" % (get_language(), _("Skelos report"), _("Skelos report"), "".join(body)))
    if kept:
        click.echo(ngettext("plots of %d session kept from the previous report",
                            "plots of %d sessions kept from the previous report", kept) % kept)
    click.echo(_("report written to %(path)s (%(seconds).2f s)")
               % {"path": os.path.join(out, "index.html"), "seconds": time.perf_counter() - t0})


command = report
