"""`skelos log`: record every event of the device's games into the session store."""

import click

from skelos_host.common import db_option, device_errors, open_store, port_option
from skelos_host.recorder import Recorder


@click.command()
@port_option
@db_option
def log(port, db):
    """Record the device's games losslessly (Ctrl-C to stop).

    Reconnects by itself after an unplug or a device reset and fetches what it
    missed; run it again after a host crash and it continues where it stopped.
    """
    store = open_store(db)
    click.echo("session store: %s" % store.path)
    rec = Recorder(store, port=port, say=lambda m: click.echo(m, err=True))
    try:
        device_errors(rec.run)()
    except KeyboardInterrupt:
        rec.stop.set()
        click.echo("stopped", err=True)
    finally:
        if rec.session is not None:
            click.echo("session %d: %d events stored (%d new this run)"
                       % (rec.session, store.last_seq(rec.session), rec.stored))
        store.close()


command = log
