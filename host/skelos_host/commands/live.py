"""`skelos live`: a read-only mirror page of a real board, for a screen at the table."""

import time

import click

from skelos_host.common import db_option, device_errors, open_store, port_option
from skelos_host.discovery import choose_port
from skelos_host.i18n import _
from skelos_host.web.session import LivePage
from skelos_host.web.source import KnownScenarios


@click.command()
@port_option
@click.option("--host", default="127.0.0.1", show_default=True,
              help="address the page listens on (0.0.0.0 to show it on a tablet)")
@click.option("--http-port", default=8765, show_default=True, type=int)
@click.option("--buttons/--read-only", default=False, show_default=True,
              help="let the page press the board's buttons")
@click.option("--log/--no-log", "do_log", default=False, show_default=True,
              help="also log the session")
@db_option
@click.option("--seconds", type=float, default=None, hidden=True)
def live(port, host, http_port, buttons, do_log, db, seconds):
    """Mirror a board's river, gems and turn on a web page, live."""
    store = open_store(db) if do_log else None
    page = None
    try:
        try:
            page = device_errors(lambda: LivePage(choose_port(port), host=host, http_port=http_port,
                                                  readonly=not buttons, store=store, serve="skelos live",
                                                  scenarios=KnownScenarios(db),
                                                  say=lambda m: click.echo(m, err=True)).start())()
        except OSError as e:
            raise click.ClickException(_("cannot serve the page on %(address)s: %(error)s")
                                       % {"address": "%s:%d" % (host, http_port), "error": e}) from None
        click.echo(_("mirror page: %s   (Ctrl-C to stop)") % page.url)
        deadline = None if seconds is None else time.monotonic() + seconds
        while deadline is None or time.monotonic() < deadline:
            time.sleep(0.2)
    except KeyboardInterrupt:
        pass
    finally:
        if page is not None:
            page.stop()
        if store is not None:
            store.close()


command = live
