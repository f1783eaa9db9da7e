"""`skelos sessions`: list the logged sessions."""

import datetime

import click
from rich.console import Console
from rich.table import Table

from skelos_host.common import db_option, open_store
from skelos_host.i18n import _


@click.command()
@db_option
def sessions(db):
    """List the sessions in the store (use the id with replay, report, export)."""
    with open_store(db) as store:
        rows = store.sessions()
    if not rows:
        click.echo(_("no sessions yet (record one with `skelos log`)"))
        return
    t = Table(title=_("Sessions"))
    for c in (_("id"), _("device"), _("game"), _("scenario"), _("started"), _("events"), _("replayable")):
        t.add_column(c)
    for r in rows:
        t.add_row(str(r["id"]), r["serial"], str(r["game"]), str(r["scenario_id"]),
                  datetime.datetime.fromtimestamp(r["started"]).strftime("%Y-%m-%d %H:%M"),
                  str(r["events"]), _("yes") if r["has_scenario"] else _("no scenario"))
    Console().print(t)


command = sessions
