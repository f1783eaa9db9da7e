"""`skelos sessions`: list the logged sessions."""

import datetime
import os

import click

from skelos_host.cli.common import db_option, open_store
from skelos_host.text.i18n import _


@click.command()
@db_option
@click.option("--json", "as_json", is_flag=True, help="print the sessions as JSON (for scripts)")
def sessions(db, as_json):
    """List the sessions in the store (use the id with replay, report, export)."""
    from skelos_host.session.store import default_path

    if not os.path.exists(db or default_path()):
        rows = []      # no store there: no sessions (and nothing created by looking)
    else:
        with open_store(db, readonly=True) as store:
            rows = store.sessions()
    if as_json:
        import json

        click.echo(json.dumps([{"id": r["id"], "ref": "%s:%s" % (r["serial"], r["game"]), "device": r["serial"],
                                "game": r["game"], "scenario": r["scenario_id"],
                                "started": datetime.datetime.fromtimestamp(r["started"]).isoformat(timespec="seconds"),
                                "events": r["events"], "last_seq": r["last_seq"], "rules": r["rules"],
                                "replayable": bool(r["has_scenario"]), "branch_of": r["parent"],
                                "branch_seq": r["fork_seq"]} for r in rows], indent=1))
        return
    if not rows:
        click.echo(_("no sessions yet (record one with `skelos log`)"))
        return
    from rich.console import Console

    from skelos_host.text.listing import Listing

    t = Listing(_("Sessions"), [(_("id"), True, "right"), (_("device:game"), True, "left"),
                                (_("scenario"), False, "left"), (_("started"), False, "left"),
                                (_("events"), False, "right"), (_("replayable"), False, "left"),
                                (_("branch of"), False, "left")])
    for r in rows:
        t.add([r["id"], "%s:%s" % (r["serial"], r["game"]), r["scenario_id"] or "",
               datetime.datetime.fromtimestamp(r["started"]).strftime("%Y-%m-%d %H:%M"), r["events"],
               _("yes") if r["has_scenario"] else _("no scenario"),
               # another history of the game of session `parent`, from seq `fork_seq` on
               "%d @ %d" % (r["parent"], r["fork_seq"]) if r["parent"] else ""])
    t.print(Console())


command = sessions
