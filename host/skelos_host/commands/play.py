"""`skelos play`: the simulated board with the live page and session logging."""

import os

import click
import platformdirs

from skelos_host import views
from skelos_host.common import db_option, http_port_option, open_store, stop_on_sigterm
from skelos_host.i18n import _
from skelos_host.web.source import KnownScenarios

HEROES_FILE = "heroes.sqlite"       # in the board's storage folder: the heroes' sheets of `--no-log`


@click.command()
@click.option("--scenario", default="pict-village", show_default=True,
              help="preset stored on a fresh simulated board")
@click.option("--state-dir", type=click.Path(file_okay=False),
              default=lambda: os.path.join(platformdirs.user_data_dir("skelos"), "sim"),
              help="where the simulated board keeps its storage (same default as skelos sim)")
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
    from skelos_host.table import BoardFailed, Table

    store = open_store(db) if do_log else None     # a store it cannot use stops it before the board starts
    say = lambda m: click.echo(m, err=True)        # noqa: E731
    stop_on_sigterm()
    # without the session's log, the heroes' seats and sheets are kept beside the board's game
    heroes = None if do_log else os.path.join(state_dir, HEROES_FILE)
    table = Table(SimDevice(state_dir, scenario=scenario, owner="skelos play"), host=host, http_port=http_port,
                  store=store, scenarios=KnownScenarios(db), say=say, command="skelos play", heroes_store=heroes)
    try:
        table.start()
    except StorageBusy as e:
        _close(store)
        raise click.ClickException(str(e)) from None
    except click.ClickException:
        _close(store)
        raise
    except Exception as e:  # a broken state dir or preset: say so plainly
        _close(store)
        raise click.ClickException(_("cannot start the simulated board: %s") % e) from None
    sim, client = table.device, table.device.client
    try:
        click.echo(_("Skelos simulated board on %(port)s (storage in %(dir)s)") % {"port": sim.port, "dir": state_dir})
        if store is not None:
            click.echo(_("logging the session into %s") % store.path)
        try:
            title = _(views.view_of(client.request("state")["state"]).TITLE)
        except (views.UnknownGame, Exception):      # the board's game unknown here, or no answer yet
            title = _("Skelos")
        click.echo(_("%(game)s: the page is at %(url)s   (Ctrl-C to stop)") % {"game": title, "url": table.url},
                   nl=True)
        table.run(seconds)
    except KeyboardInterrupt:
        click.echo(_("stopping…"), err=True)
        table.stop()
    except BoardFailed as e:
        raise click.ClickException(str(e)) from None
    finally:
        _close(store)
    click.echo(_("stopped; the game is saved and resumes at the next start"), err=True)


def _close(store):
    if store is not None:
        store.close()


command = play
