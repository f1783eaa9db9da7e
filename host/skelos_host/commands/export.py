"""`skelos export SESSION --format csv|json`."""

import csv
import json
import sys

import click

from skelos_host.commands.replay import load_session
from skelos_host.common import db_option, open_store, write_text_file
from skelos_host.i18n import ngettext


@click.command()
@click.argument("session", default="latest")
@click.option("--format", "fmt", type=click.Choice(["csv", "json"]), default="json", show_default=True)
@click.option("--out", "-o", type=click.Path(dir_okay=False), help="file (default: standard output)")
@click.option("--force", is_flag=True, help="overwrite the --out file if it exists")
@db_option
def export(session, fmt, out, force, db):
    """Write a session's events (and, for json, its scenario and snapshots)."""
    with open_store(db, readonly=True) as store:
        sid, info = load_session(store, session)
        events = store.events(sid)
        snaps = store.snapshots(sid)

    def write(f):
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

    if not out:
        write(sys.stdout)
        return
    write_text_file(out, write, force=force, newline="")
    click.echo(ngettext("wrote %(n)d event of session %(session)d to %(out)s",
                        "wrote %(n)d events of session %(session)d to %(out)s", len(events))
               % {"n": len(events), "session": sid, "out": out}, err=True)


command = export
