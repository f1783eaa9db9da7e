"""`skelos live`: a read-only mirror page of a real board, for a screen at the table."""

import time

import click

from skelos_host.cli.common import db_option, device_errors, http_port_option, open_store, port_option, serve_page
from skelos_host.device.discovery import choose_port
from skelos_host.text.i18n import _
from skelos_host.web.session import LivePage
from skelos_host.web.source import KnownScenarios


@click.command()
@port_option
@click.option("--host", default="127.0.0.1", show_default=True,
              help="address the page listens on (0.0.0.0 to show it on a tablet)")
@http_port_option
@click.option("--buttons/--read-only", default=False, show_default=True,
              help="let the page press the board's buttons")
@click.option("--log/--no-log", "do_log", default=False, show_default=True,
              help="also log the session")
@db_option
@click.option("--seconds", type=float, default=None, hidden=True)
def live(port, host, http_port, buttons, do_log, db, seconds):
    """Mirror a board's river, gems and turn on a web page, live."""
    from skelos_host.box.table import SessionLog

    store = open_store(db) if do_log else None
    page = log = None
    try:
        board = device_errors(lambda: choose_port(port))()
        page = serve_page(lambda p: device_errors(lambda: LivePage(board, host=host, http_port=p,
                                                                   readonly=not buttons, store=store,
                                                                   serve="skelos live", scenarios=KnownScenarios(db),
                                                                   say=lambda m: click.echo(m, err=True)).start())(),
                          host, http_port, lambda m: click.echo(m, err=True))
        if store is not None:
            log = SessionLog(store, page.source.client, lambda m: click.echo(m, err=True)).start()
        click.echo(_("mirror page: %s   (Ctrl-C to stop)") % page.url)
        deadline = None if seconds is None else time.monotonic() + seconds
        while deadline is None or time.monotonic() < deadline:
            time.sleep(0.2)
            if log is not None and log.error is not None:     # said when it stopped; the mirror stops too
                raise click.ClickException(_("session logging stopped: %s") % log.error)
    except KeyboardInterrupt:
        from skelos_host.commands import interrupted_line

        click.echo(interrupted_line("live"), err=True)
    finally:
        if log is not None:
            log.stop()
        if page is not None:
            page.stop()
        if store is not None:
            store.close()


command = live
