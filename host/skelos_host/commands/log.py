"""`skelos log`: record every event of the device's games into the session store."""

import click

from skelos_host.cli.common import db_option, device_errors, open_store, port_option
from skelos_host.text.i18n import _, ngettext
from skelos_host.session.recorder import Recorder


@click.command()
@port_option
@db_option
def log(port, db):
    """Record the device's games losslessly (Ctrl-C to stop).

    Reconnects by itself after an unplug or a device reset and fetches what it
    missed; run it again after a host crash and it continues where it stopped.
    """
    store = open_store(db)
    click.echo(_("session store: %s") % store.path)
    rec = Recorder(store, port=port, say=lambda m: click.echo(m, err=True), serve="skelos log")
    try:
        device_errors(rec.run)()
    except KeyboardInterrupt:
        rec.stop.set()
        click.echo(_("stopped"), err=True)
    finally:
        if rec.session is not None:
            events = store.last_seq(rec.session)
            click.echo(_("session %(session)d: %(events)s (%(new)s)") % {
                "session": rec.session,
                "events": ngettext("%d event stored", "%d events stored", events) % events,
                "new": ngettext("%d new this run", "%d new this run", rec.stored) % rec.stored})
        store.close()


command = log
