"""`skelos export SESSION --format csv|json`."""

import csv
import json
import sys

import click

from skelos_host.commands.replay import load_session
from skelos_host.common import db_option, open_store
from skelos_host.i18n import ngettext


@click.command()
@click.argument("session", default="latest")
@click.option("--format", "fmt", type=click.Choice(["csv", "json"]), default="json", show_default=True)
@click.option("--out", "-o", type=click.Path(dir_okay=False), help="file (default: standard output)")
@db_option
def export(session, fmt, out, db):
    """Write a session's events (and, for json, its scenario and snapshots)."""
    with open_store(db) as store:
        sid, info = load_session(store, session)
        events = store.events(sid)
        snaps = store.snapshots(sid)
    f = open(out, "w", encoding="utf-8", newline="") if out else sys.stdout
    try:
        if fmt == "json":
            json.dump({"session": sid, "device_serial": info["serial"], "game": info["game"],
                       "scenario_id": info["scenario_id"], "scenario": info["scenario"],
                       "board": info["board"], "firmware": info["firmware"], "started": info["started"],
                       "events": events, "snapshots": snaps}, f, indent=1)
            f.write("\n")
        else:
            w = csv.writer(f)
            w.writerow(["seq", "received_at", "record", "args"])
            for e in events:
                w.writerow([e["seq"], "%.3f" % e["received_at"], e["rec"][0], json.dumps(e["rec"][1:])])
    finally:
        if out:
            f.close()
    if out:
        click.echo(ngettext("wrote %(n)d event of session %(session)d to %(out)s",
                            "wrote %(n)d events of session %(session)d to %(out)s", len(events))
                   % {"n": len(events), "session": sid, "out": out}, err=True)


command = export
