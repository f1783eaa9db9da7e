"""`skelos play`: the simulated board with the live page and session logging."""

import os

import click
import platformdirs

from skelos_host import views
from skelos_host.text import i18n
from skelos_host.cli.common import db_option, http_port_option, logged_store_path, open_store, stop_on_sigterm
from skelos_host.text.i18n import _
from skelos_host.web.source import KnownScenarios

HEROES_FILE = "heroes.sqlite"       # in the board's storage folder: the heroes' sheets of `--no-log`


@click.command()
@click.option("--scenario", "scenarios", multiple=True, default=("pict-village",), show_default=True,
              help="preset stored on a fresh simulated board; repeated: one table for each, in one room")
@click.option("--tables", type=click.IntRange(1, 16), default=None,
              help="play this many tables in one room, each its own simulated board in STATE_DIR/table-N")
@click.option("--usb", is_flag=True,
              help="follow the boards plugged in over USB too, each a table of the room (in STATE_DIR/usb-SERIAL)")
@click.option("--state-dir", type=click.Path(file_okay=False),
              default=lambda: os.path.join(platformdirs.user_data_dir("skelos"), "sim"),
              help="where the simulated board keeps its storage (same default as skelos sim)")
@click.option("--host", default="127.0.0.1", show_default=True, help="address the page listens on")
@http_port_option
@click.option("--log/--no-log", "do_log", default=True, show_default=True, help="log the session")
@db_option
@click.option("--seconds", type=float, default=None, hidden=True, help="stop after this long (tests)")
def play(scenarios, tables, usb, state_dir, host, http_port, do_log, db, seconds):
    """Play without hardware: start the simulated board and its page.

    The board keeps its game in STATE_DIR, so stopping (Ctrl-C) and starting
    again resumes the game like a power cycle.  Open the printed URL; the
    page's buttons (or the keys 1-8, e, d, r, s, m, t, u) go through the
    board's own input path.  With --tables N or a repeated --scenario, a room
    of tables: each its own board, page, heroes' sheets and log, listed on
    the room's page.  With --usb, the room follows the boards plugged in
    over USB as well (and plays only the simulated tables --tables asks).
    """
    if usb:
        count = max(tables or 0, len(scenarios) if len(scenarios) > 1 else 0)
        return _room(list(scenarios), count, state_dir, host, http_port, do_log, db, seconds, usb=True)
    if (tables or 1) > 1 or len(scenarios) > 1:
        return _room(list(scenarios), max(tables or 1, len(scenarios)), state_dir, host, http_port, do_log, db,
                     seconds)
    scenario = scenarios[0]
    from skelos_host.sim import SimDevice, StorageBusy
    from skelos_host.box.table import Table, TableFailed

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
    except TableFailed as e:
        raise click.ClickException(str(e)) from None
    finally:
        _close(store)
    click.echo(_("stopped; the game is saved and resumes at the next start"), err=True)


def _room(scenarios, count, state_dir, host, http_port, do_log, db, seconds, usb=False):
    """`count` tables in one room (room.py), the first ones playing `scenarios`, the others the first of them;
    with `usb`, and the boards plugged in over USB."""
    import time

    from skelos_host.cli.common import serve_page
    from skelos_host.web.club import Club, RoomError
    from skelos_host.sim import SimDevice
    from skelos_host.box.table import SessionLog, Table, TableFailed
    from skelos_host.web.room import RoomServer

    from skelos_host import presets
    from skelos_host.web import club as room_mod

    if count > room_mod.MAX_TABLES:
        raise click.ClickException(_("at most %(max)d tables play in one room") % {"max": room_mod.MAX_TABLES})
    for name in scenarios:          # every preset read before any board starts
        try:
            presets.load_dict(name)
        except presets.PresetError as e:
            raise click.ClickException(str(e)) from None
    logged = logged_store_path(db, do_log)
    say = lambda m: click.echo(m, err=True)        # noqa: E731
    stop_on_sigterm()
    known = KnownScenarios(db)

    def make_table(folder, scenario):
        store = open_store(db) if do_log else None      # each table logs through its own connection
        heroes = None if do_log else os.path.join(folder, HEROES_FILE)
        table = Table(SimDevice(folder, scenario=scenario, owner="skelos play"), host=host, store=store,
                      scenarios=known, say=say, command="skelos play", heroes_store=heroes, in_room=True)
        try:
            return table.start()
        except BaseException:
            _close(store)
            raise

    def make_usb_page(client, folder):
        from skelos_host.web.session import LivePage

        store = open_store(db) if do_log else None
        heroes = None if do_log else os.path.join(folder, HEROES_FILE)
        try:
            page = LivePage(client=client, host=host, store=store, scenarios=known, say=say,
                            heroes_store=heroes, listen=False).start()
            if store is not None:
                page.log = SessionLog(store, client, say=say).start()
            return page
        except BaseException:
            _close(store)
            raise

    def connect_usb(port):
        from skelos_host.device import share

        return share.connect(port, serve="skelos play", kind="usb")

    club = Club(state_dir, make_table, default_scenario=scenarios[0], say=say, connect_usb=connect_usb,
                make_usb_page=make_usb_page)
    watcher = None
    first = club.folders_on_disk()
    try:
        for i in range(count):
            # the folders already there first (their games resume), then new ones
            if i < len(first):
                club.add(folder=first[i])
            else:
                club.add(scenario=scenarios[i] if i < len(scenarios) else scenarios[0], files=True)
    except RoomError as e:
        club.stop()
        raise click.ClickException(e.text(i18n.get_language())) from None
    except BaseException:           # Ctrl-C while the boards start: the ones started stop
        club.stop()
        raise
    try:
        room = serve_page(lambda p: RoomServer(club, host=host, port=p).start(), host, http_port, say)
    except BaseException:
        club.stop()
        raise
    try:
        for serial in list(club.tables):
            click.echo(_("%(name)s (board %(serial)s, storage in %(dir)s): %(url)s")
                       % {"name": club.folders[serial], "serial": serial,
                          "dir": os.path.join(state_dir, club.folders[serial]), "url": room.table_url(serial)})
        if logged is not None:
            click.echo(_("logging the sessions into %s") % logged)
        click.echo(_("the room's page is at %(url)s   (Ctrl-C to stop)") % {"url": room.url})
        if usb:
            from skelos_host.web.club import UsbWatcher

            click.echo(_("following the boards plugged in over USB"))
            watcher = UsbWatcher(club).start()
        deadline = None if seconds is None else time.monotonic() + seconds
        while deadline is None or time.monotonic() < deadline:
            time.sleep(0.1)
            broken = club.failed()
            if broken is not None:
                raise broken.failure()
    except KeyboardInterrupt:
        click.echo(_("stopping…"), err=True)
    except TableFailed as e:
        raise click.ClickException(str(e)) from None
    finally:
        if watcher is not None:
            watcher.stop()
        room.stop()
        club.stop()
    click.echo(_("stopped; the games are saved and resume at the next start"), err=True)


def _close(store):
    if store is not None:
        store.close()


command = play
