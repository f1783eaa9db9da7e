"""`skelos sessions`: list the logged sessions."""

import datetime

import click
from rich.console import Console
from rich.table import Table

from skelos_host.common import db_option, open_store


@click.command()
@db_option
def sessions(db):
    """List the sessions in the store (use the id with replay, report, export)."""
    with open_store(db) as store:
        rows = store.sessions()
    if not rows:
        click.echo("no sessions yet (record one with `skelos log`)")
        return
    t = Table(title="Sessions")
    for c in ("id", "device", "game", "scenario", "started", "events", "replayable"):
        t.add_column(c)
    for r in rows:
        t.add_row(str(r["id"]), r["serial"], str(r["game"]), str(r["scenario_id"]),
                  datetime.datetime.fromtimestamp(r["started"]).strftime("%Y-%m-%d %H:%M"),
                  str(r["events"]), "yes" if r["has_scenario"] else "no scenario")
    Console().print(t)


command = sessions
