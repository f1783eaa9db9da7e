"""`skelos replay SESSION`: rebuild a logged game through the rules core."""

import time

import click
from rich.console import Console

from skelos_host.analysis import ReplayError, replay as run_replay, scenario_of
from skelos_host.common import db_option, open_store
from skelos_host.commands.status import render_state


def load_session(store, ref):
    sid = store.resolve(ref)
    if sid is None:
        raise click.ClickException("no session %r in %s (see `skelos sessions`)" % (ref, store.path))
    return sid, store.session_info(sid)


@click.command()
@click.argument("session", default="latest")
@db_option
@click.option("--show/--no-show", default=True, help="print the rebuilt state")
def replay(session, db, show):
    """Rebuild SESSION (id, SERIAL:GAME or latest) from its records and check it
    against the device's snapshots in the log."""
    with open_store(db) as store:
        sid, info = load_session(store, session)
        events = store.events(sid)
        snaps = store.snapshots(sid)
    try:
        scenario = scenario_of(info)
    except ReplayError as e:
        raise click.ClickException("session %d: %s" % (sid, e)) from None
    t0 = time.perf_counter()
    game, problems = run_replay(scenario, events, snaps)
    dt = time.perf_counter() - t0
    console = Console()
    if show:
        console.print(render_state({"game": info["game"], "state": game.snapshot()}, scenario=info["scenario"]))
    console.print("session %d: %d records replayed in %.3f s, checked against %d device snapshots"
                  % (sid, len(events), dt, len(snaps)))
    if problems:
        console.print("[red]%d divergence%s:[/]" % (len(problems), "s" if len(problems) > 1 else ""))
        for p in problems:
            console.print("  " + p, markup=False)
        raise SystemExit(1)
    console.print("[green]replay matches the device[/]")


command = replay
