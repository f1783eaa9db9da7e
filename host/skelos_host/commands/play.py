"""`skelos play`: the simulated board with the live page and session logging."""

import os
import time

import click
import platformdirs

from skelos_host import views
from skelos_host.common import db_option, http_port_option, open_store, serve_page
from skelos_host.i18n import _
from skelos_host.web.session import LivePage
from skelos_host.web.source import KnownScenarios, segments_of


@click.command()
@click.option("--scenario", default="pict-village", show_default=True,
              help="preset stored on a fresh simulated board")
@click.option("--state-dir", type=click.Path(file_okay=False),
              default=lambda: os.path.join(platformdirs.user_data_dir("skelos"), "sim"),
              help="where the simulated board keeps its storage (same default as `skelos sim`)")
@click.option("--host", default="127.0.0.1", show_default=True, help="address the page listens on")
@http_port_option
@click.option("--log/--no-log", "do_log", default=True, show_default=True, help="log the session")
@db_option
@click.option("--seconds", type=float, default=None, hidden=True, help="stop after this long (tests)")
def play(scenario, state_dir, host, http_port, do_log, db, seconds):
    """Play without hardware: start the simulated board and its page.

    The board keeps its game in STATE_DIR, so stopping (Ctrl-C) and starting
    again resumes the game like a power cycle.  Open the printed URL; the
    page's buttons (or the keys 1-8, e, d, r, s, m, t, u) go through the
    board's own input path.
    """
    from skelos_host.sim import SimDevice, StorageBusy

    store = open_store(db) if do_log else None     # a store it cannot use stops it before the board starts
    sim = None
    try:
        sim = SimDevice(state_dir, scenario=scenario, owner="skelos play")
        sim.start()
        client = sim.serve()        # every other skelos command reaches this board through us
    except StorageBusy as e:
        if store is not None:
            store.close()
        raise click.ClickException(str(e)) from None
    except Exception as e:  # a broken state dir or preset: say so plainly
        if sim is not None:
            sim.stop()
        if store is not None:
            store.close()
        raise click.ClickException(_("cannot start the simulated board: %s") % e) from None
    page = None
    try:
        page = serve_page(lambda p: LivePage(client=client, host=host, http_port=p, store=store,
                                             scenarios=KnownScenarios(db), segments=segments_of(sim.profile),
                                             say=lambda m: click.echo(m, err=True)).start(),
                          host, http_port, lambda m: click.echo(m, err=True))
        click.echo(_("Skelos simulated board on %(port)s (storage in %(dir)s)") % {"port": sim.port, "dir": state_dir})
        if store is not None:
            click.echo(_("logging the session into %s") % store.path)
        try:
            title = _(views.view_of(client.request("state")["state"]).TITLE)
        except (views.UnknownGame, Exception):      # the board's game unknown here, or no answer yet
            title = _("Skelos")
        click.echo(_("%(game)s: the page is at %(url)s   (Ctrl-C to stop)") % {"game": title, "url": page.url},
                   nl=True)
        deadline = None if seconds is None else time.monotonic() + seconds
        while deadline is None or time.monotonic() < deadline:
            time.sleep(0.2)
            if sim.error is not None:
                raise click.ClickException(_("the simulated board failed: %r") % (sim.error,))
    except KeyboardInterrupt:
        click.echo(_("stopping…"), err=True)
    finally:
        if page is not None:
            page.stop()
        sim.stop()
        if store is not None:
            store.close()
        click.echo(_("stopped; the game is saved and resumes at the next start"), err=True)


command = play
