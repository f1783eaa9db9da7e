"""`skelos report`: summary, PNG plots and an HTML page of logged sessions."""

import html
import os
import time

import click

from skelos_host import orcquest_view
from skelos_host.analysis import ReplayError, figures, scenario_of
from skelos_host.commands.replay import load_session
from skelos_host.common import db_option, open_store
from skelos_host.i18n import _, get_language


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

    if fig_data.get("game") == "orcquest":
        orcquest_view.plots(fig_data, save, plt)
        return files

    gems = fig_data["gems"]
    fig, ax = plt.subplots(figsize=(6, 3.5))
    if gems:
        x = list(range(1, len(gems) + 1))
        for zone in ("available", "fatigue", "spent", "spells", "removed"):
            ax.plot(x, [g[zone] for g in gems], marker="o", label=_(zone))
        ax.set_xticks(x, [g["after"] for g in gems], rotation=45, fontsize=7)
        ax.legend(fontsize=7)
    ax.set_title(_("Gems per zone at the end of each turn"))
    save(fig, "gems.png")

    fig, ax = plt.subplots(figsize=(6, 3.5))
    acts = fig_data["activations"]
    ax.barh(list(acts), list(acts.values()))
    ax.set_title(_("Activations per tile"))
    save(fig, "activations.png")

    fig, ax = plt.subplots(figsize=(5, 3.5))
    spent = fig_data["spent"]
    ax.bar(list(spent), list(spent.values()))
    ax.set_title(_("Gems spent by kind"))
    save(fig, "spent.png")

    fig, ax = plt.subplots(figsize=(6, 3.5))
    per = fig_data["per_turn"]
    ax.bar(range(len(per)), list(per.values()))
    ax.set_xticks(range(len(per)), list(per), rotation=45, fontsize=7)
    ax.set_title(_("Turn length in events"))
    save(fig, "turns.png")
    return files


def _summary(sid, info, f):
    if f.get("game") == "orcquest":
        return orcquest_view.summary(sid, info, f)
    spent = ", ".join("%s %d" % (_(k), v) for k, v in sorted(f["spent"].items())) or _("none")
    top = sorted(f["activations"].items(), key=lambda kv: -kv[1])[:3]
    return (_("session %(session)d (%(serial)s game %(game)s, %(scenario)s): %(records)d records, %(in_effect)d in "
              "effect, reached turn %(turn)s, %(state)s; gems spent: %(spent)s; most activated: %(top)s")
            % {"session": sid, "serial": info["serial"], "game": info["game"], "scenario": info["scenario_id"],
               "records": f["records"], "in_effect": f["in_effect"], "turn": f["turn"],
               "state": _("over: %s") % _(f["over"]) if f["over"] else _("in play"), "spent": spent,
               "top": ", ".join("%s %d" % kv for kv in top) or _("none")})


@click.command()
@click.argument("session", required=False)
@click.option("--all", "all_", is_flag=True, help="every session in the store")
@click.option("--out", type=click.Path(file_okay=False), default="skelos-report", show_default=True)
@db_option
def report(session, all_, out, db):
    """Summarise SESSION (or --all): PNG plots and index.html in --out."""
    t0 = time.perf_counter()
    with open_store(db) as store:
        if all_:
            ids = [s["id"] for s in store.sessions()]
            if not ids:
                raise click.ClickException(_("no sessions in %s") % store.path)
        else:
            ids = [load_session(store, session or "latest")[0]]
        data = [(sid, store.session_info(sid), store.events(sid)) for sid in ids]
    os.makedirs(out, exist_ok=True)
    sections = []
    for sid, info, events in data:
        try:
            f = figures(scenario_of(info), events)
        except ReplayError as e:
            click.echo(_("session %(session)d: skipped: %(error)s") % {"session": sid, "error": e}, err=True)
            sections.append("<h2>%s</h2><p>%s</p>" % (_("Session %d") % sid, html.escape(str(e))))
            continue
        line = _summary(sid, info, f)
        click.echo(line)
        pngs = _plots(f, out, "session-%d-" % sid)
        sections.append("<h2>%s</h2><p>%s</p>%s" % (
            _("Session %d") % sid, html.escape(line), "".join('<img src="%s" alt="%s">' % (p, p) for p in pngs)))
    with open(os.path.join(out, "index.html"), "w", encoding="utf-8") as fh:
        fh.write("<!doctype html><html lang=%s><meta charset=utf-8><title>%s</title>"
                 "<style>body{font-family:sans-serif;max-width:60em;margin:auto}img{max-width:48%%}</style>"
                 "<h1>%s</h1>%s\n" % (get_language(), _("Skelos report"), _("Skelos report"), "".join(sections)))
    click.echo(_("report written to %(path)s (%(seconds).2f s)")
               % {"path": os.path.join(out, "index.html"), "seconds": time.perf_counter() - t0})


command = report
