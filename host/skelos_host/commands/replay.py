"""`skelos replay SESSION`: rebuild a logged game through the rules core."""

import time

import click
from rich.console import Console

from skelos_host.session.analysis import ReplayError, replay as run_replay, scenario_of
from skelos_host.views import sides
from skelos_host.cli.common import db_option, load_session, open_store
from skelos_host.commands.status import render_state
from skelos_host.text.i18n import _, decimal, ngettext


@click.command()
@click.argument("session", default="latest")
@db_option
@click.option("--show/--no-show", default=True, help="print the rebuilt state")
@click.option("--story", is_flag=True, help="print the game's story in words, record by record")
def replay(session, db, show, story):
    """Rebuild SESSION (id, SERIAL:GAME or latest) from its records and check it
    against the device's snapshots in the log."""
    with open_store(db, readonly=True) as store:
        sid, info = load_session(store, session)
        events = store.events(sid)
        snaps = store.snapshots(sid)
    try:
        scenario = scenario_of(info)
    except ReplayError as e:
        raise click.ClickException(_("session %(session)d: %(error)s") % {"session": sid, "error": e}) from None
    t0 = time.perf_counter()
    game, problems = run_replay(scenario, events, snaps, info["rules"])
    from skelos_host import views
    checks = getattr(views.view_of(scenario), "replay_checks", None)
    steps = 0
    if checks is not None:
        steps, more = checks(scenario, events, info["rules"])
        problems.extend(more)
    dt = time.perf_counter() - t0
    console = Console()
    if show:
        console.print(render_state({"game": info["game"], "state": game.snapshot()}, scenario=info["scenario"]))
    console.print(_("session %(session)d: %(records)s under rules version %(rules)d in %(seconds)s s, %(checked)s")
                  % {"session": sid, "rules": game.rules, "seconds": decimal(dt, 3),
                     "records": ngettext("%d record replayed", "%d records replayed", len(events)) % len(events),
                     "checked": ngettext("checked against %d device snapshot", "checked against %d device snapshots",
                                         len(snaps)) % len(snaps)})
    if steps:
        console.print(ngettext("%d step of the board's Overlord decided again by its policy",
                               "%d steps of the board's Overlord decided again by its policy", steps) % steps)
    if story:
        from skelos_host import views
        from skelos_host.session import story as story_mod

        told = story_mod.told(views.view_of(scenario), info["scenario"], events)
        if told.note is not None:
            console.print(story_mod.text(told.note), markup=False)
        for entry in told.entries:
            console.print(story_mod.line(entry), markup=False, highlight=False)
            if "why" in entry:      # the board's Overlord: why (docs/solo.md)
                console.print("    " + story_mod.text(entry["why"]), markup=False, highlight=False, soft_wrap=True)
    if problems:
        console.print("[red]%s[/]" % ngettext("%d divergence:", "%d divergences:", len(problems)) % len(problems))
        for p in problems:
            console.print("  " + p, markup=False)
        raise SystemExit(1)
    console.print("[green]%s[/]" % _("replay matches the device"))
    # the sides of the same game (the heroes' sheets), when they were played beside the board
    if sum(s.print_replay(console, store.path, sid, story=show) for s in sides.every()):
        raise SystemExit(1)


command = replay
