"""`skelos export SESSION --format csv|json` (the columns and fields: docs/export.md)."""

import csv
import json
import sys

import click

from skelos.games import game_of

from skelos_host.text import typography
from skelos_host.cli.common import db_option, load_session, open_store, write_text_file
from skelos_host.session.exports import EVENT_COLUMNS, SCHEMA, iso_time
from skelos_host.text.i18n import ngettext


def _event(sid, e):
    return dict(zip(EVENT_COLUMNS, (sid, e["seq"], iso_time(e["received_at"], "milliseconds"), e["rec"][0],
                                    e["rec"][1:]), strict=True))


@click.command()
@click.argument("session", default="latest")
@click.option("--format", "fmt", type=click.Choice(["csv", "json"]), default="json", show_default=True)
@click.option("--out", "-o", type=click.Path(dir_okay=False), help="file (default: standard output)")
@click.option("--force", is_flag=True, help="overwrite the --out file if it exists")
@db_option
def export(session, fmt, out, force, db):
    """Write a session's events (and, for json, its scenario and snapshots);
    times in ISO 8601 with their offset."""
    with open_store(db, readonly=True) as store:
        sid, info = load_session(store, session)
        events = store.events(sid)
        snaps = store.snapshots(sid)

    def write(f):
        if fmt == "json":
            scenario = info["scenario"]
            json.dump({"schema": SCHEMA, "session": sid, "device_serial": info["serial"], "game_number": info["game"],
                       "game": game_of(scenario) if scenario else None, "scenario_id": info["scenario_id"],
                       "scenario": scenario, "board": info["board"], "firmware": info["firmware"],
                       "rules": info["rules"], "started": iso_time(info["started"]),
                       "events": [_event(sid, e) for e in events],
                       "snapshots": snaps}, f, indent=1, ensure_ascii=False)
            f.write("\n")
        else:
            w = csv.writer(f)
            w.writerow(EVENT_COLUMNS)
            for e in events:
                row = _event(sid, e)
                row["args"] = json.dumps(row["args"])
                w.writerow([row[c] for c in EVENT_COLUMNS])

    if not out:
        write(typography.data_stream(sys.stdout))     # data: never set as French prose
        return
    write_text_file(out, write, force=force, newline="")
    click.echo(ngettext("wrote %(n)d event of session %(session)d to %(out)s",
                        "wrote %(n)d events of session %(session)d to %(out)s", len(events))
               % {"n": len(events), "session": sid, "out": out}, err=True)


command = export
