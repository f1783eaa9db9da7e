"""`skelos flash PRESET|FILE`: validate, upload, verify, select (and start a game)."""

import signal
import sys

import click
from rich.progress import BarColumn, DownloadColumn, Progress, TextColumn

from skelos_host import presets
from skelos_host.text import unsourced
from skelos_host.cli.common import connect, db_option, device_errors, open_store, port_option
from skelos_host.device.flasher import upload
from skelos_host.device.client import DeviceError
from skelos_host.text.i18n import N_, _, ngettext
from skelos_host.presets import PresetError
from skelos_host.text.reasons import translate_problem


@click.command()
@click.argument("scenario")
@click.option("--new-game", is_flag=True, help="start a new game of it (ends the current game)")
@click.option("--discard", is_flag=True,
              help="with --new-game: start it even over records of the current game no logger has fetched (lost)")
@click.option("--solo", is_flag=True,
              help="with --new-game: the board plays the Overlord (a Conan scenario; the solo guide)")
@click.option("--level", type=click.IntRange(1, 3), default=None,
              help="with --solo: how hard the board plays the Overlord, 1 to 3 (default 2)")
@port_option
@db_option
@device_errors
def flash(scenario, new_game, discard, solo, level, port, db):
    """Put a preset or scenario FILE on the device and select it."""
    if solo and not new_game:
        raise click.UsageError(_("--solo starts a new game: add --new-game"))
    if level is not None and not solo:
        raise click.UsageError(_("--level is the level of a solo game: add --solo"))
    try:
        d = presets.load_dict(scenario)
    except PresetError as e:
        head = _("%s is not a valid scenario, nothing sent:") % e.source
        if len(e.problems) == 1:
            raise click.ClickException(head + " " + translate_problem(e.problems[0])) from None
        raise click.ClickException(head + "\n" + "\n".join("  " + translate_problem(p) for p in e.problems)) from None
    if solo:
        from skelos import games
        game = games.game_of(d)
        if not hasattr(games.pack(game).Game, "start_solo"):     # the games whose board can play a side
            raise click.UsageError(_("--solo: the board plays the Overlord of Conan only, not %s") % game)
    with open_store(db) as store, connect(port) as c, _CtrlC() as stop:   # (a store that cannot be used stops it
        with Progress(TextColumn(_("uploading %s") % d["id"]), BarColumn(), DownloadColumn(),   # before the upload)
                      transient=True) as bar:
            task = bar.add_task("upload", total=None)

            def progress(done, total):
                bar.update(task, completed=done, total=total)
                stop.check(c, UPLOADING, d)       # between two chunks: the board drops the upload
            try:
                blob, end = upload(c, d, progress)
                on_drive = False
            except DeviceError as e:
                if e.code != "upload_size" or e.values[:1] != ["range"]:
                    raise
                blob, end = _from_drive(c, d, e)
                on_drive = True
        stop.step = STORED
        from skelos_host.session.recorder import blob_crcs
        for crc in set(blob_crcs(blob)) | {end.get("crc")}:
            if crc is not None:
                store.remember_scenario(crc, d, blob)
        if on_drive:
            click.echo(_("%(scenario)s is larger than the board's storage (%(size)d bytes): it plays the preset "
                         "file on its drive (CRC %(crc)08x verified)")
                       % {"scenario": d["id"], "size": len(blob), "crc": end.get("crc", 0)})
        else:
            click.echo(_("stored %(scenario)s (%(size)d bytes, CRC %(crc)08x verified)")
                       % {"scenario": end.get("scenario", d["id"]), "size": len(blob), "crc": end.get("crc", 0)})
        stop.check(c, STORED, d)
        c.request("select", scenario=d["id"])
        stop.step = SELECTED
        click.echo(_("selected %s for the next game") % d["id"])
        if new_game:
            stop.check(c, SELECTED, d)
            r = _new_game(c, discard)
            stop.step = STARTED
            click.echo(_("new game %(game)s started (%(scenario)s)")
                       % {"game": r["game"], "scenario": r.get("scenario")})
            if solo:
                _solo(c, level or 2)
        if d.get("unsourced"):
            click.echo(_("check before playing (not in the sources): %s") % unsourced.in_words(d), err=True)
        stop.check(c, stop.step, d)


# Where Ctrl-C stopped an exchange with the board, and what the board has then.
UPLOADING = N_("Stopped by Ctrl-C during the upload of %(scenario)s: the board dropped it and keeps the "
               "scenarios it had.")
STORED = N_("Stopped by Ctrl-C after the board stored %(scenario)s, before selecting it: nothing else changed.")
SELECTED = N_("Stopped by Ctrl-C after selecting %(scenario)s for the next game: no new game started.")
STARTED = N_("Ctrl-C came once the board had started the new game of %(scenario)s: that was the last step, "
             "it is done.")
BOARD_NOW = N_("The board plays game %(game)s (%(current)s).")
SECOND = N_("Stopped by a second Ctrl-C while waiting for the board's answer (%(step)s): the board may have carried "
            "out that step; skelos status tells what it plays.")
STEP_NAMES = {UPLOADING: N_("uploading"), STORED: N_("selecting the scenario"), SELECTED: N_("starting the new game"),
              STARTED: N_("done")}


class _CtrlC:
    """Ctrl-C during the exchange: the request on its way is answered first (the board may be
    carrying it out), then the command stops at the next step and says exactly where, with the
    game the board plays then.  A second Ctrl-C stops at once, saying which step was under way."""

    def __init__(self):
        self.pressed = False
        self.step = UPLOADING
        self._old = None

    def __enter__(self):
        try:
            self._old = signal.signal(signal.SIGINT, self._on_sigint)
        except ValueError:         # not the main thread: Ctrl-C is not ours to handle
            self._old = None
        return self

    def _on_sigint(self, signum, frame):
        if self.pressed:
            click.echo(_(SECOND) % {"step": _(STEP_NAMES.get(self.step, N_("uploading")))}, err=True)
            sys.exit(130)
        self.pressed = True

    def check(self, c, step, d):
        """At a step's end: stop here when Ctrl-C was pressed (exit status 130, as for SIGINT)."""
        if not self.pressed:
            return
        if step == UPLOADING:
            try:
                c.request("upload_abort")
            except Exception:  # noqa: BLE001 - the board drops an unfinished upload on its own
                pass
        click.echo(_(step) % {"scenario": d["id"]}, err=True)
        try:
            r = c.request("state")
            click.echo(_(BOARD_NOW) % {"game": r.get("game"), "current": (r.get("state") or {}).get("scenario")},
                       err=True)
        except Exception:  # noqa: BLE001 - what was said above stays true
            pass
        sys.exit(130)

    def __exit__(self, *exc):
        if self._old is not None:
            signal.signal(signal.SIGINT, self._old)
        return False


def _from_drive(c, d, too_large):
    """A scenario larger than the board's storage: the preset file `skelos deploy`
    put on its drive (presets/<id>.bin), if it holds this very scenario."""
    from skelos.codec import scenario_crc
    blob = presets.board_blob(d)
    try:
        r = c.request("select", scenario=d["id"])
    except DeviceError as e:
        if e.code != "unknown_scenario":
            raise
        room = too_large.values[1] if len(too_large.values) > 1 else "?"
        raise click.ClickException(
            _("%(scenario)s (%(size)d bytes) does not fit the board's storage (%(room)s bytes) and its drive has no "
              "preset file of it: run `skelos deploy` again (it writes every preset to the drive), or fit the "
              "board's FRAM") % {"scenario": d["id"], "size": len(blob), "room": room}) from None
    if r.get("crc") != scenario_crc(blob):
        raise click.ClickException(
            _("the preset file of %s on the board's drive is another version of it: run `skelos deploy` again")
            % d["id"])
    return blob, {"scenario": d["id"], "crc": r.get("crc")}


def _solo(c, level):
    """The board plays the Overlord of the new game, its source seeded here (docs/solo.md)."""
    import secrets
    try:
        c.request("act", action="start_solo", args=[level, secrets.randbelow(255 * 255)])
    except DeviceError as e:
        if e.code != "unknown_action":
            raise
        raise click.ClickException(_("this board's firmware cannot play the Overlord: run `skelos deploy` to update "
                                     "it (the new game is started, played by the players)")) from None
    click.echo(_("the board plays the Overlord, level %d: the turn button plays each of its steps") % level)


def _new_game(c, discard):
    """`new_game`; over records no logger fetched only with --discard (saying how many are lost)."""
    try:
        return c.request("new_game")
    except DeviceError as e:
        if e.code != "unfetched" or not e.values or not isinstance(e.values[0], int):
            raise
        n = e.values[0]
    if not discard:
        raise click.ClickException(
            ngettext("the current game has %(n)d record no logger has fetched: no new game started. "
                     "Run `skelos log` until it has them, or add --discard to start the new game and lose it",
                     "the current game has %(n)d records no logger has fetched: no new game started. "
                     "Run `skelos log` until it has them, or add --discard to start the new game and lose them",
                     n) % {"n": n})
    r = c.request("new_game", discard=n)
    click.echo(ngettext("discarded %(n)d record no logger had fetched", "discarded %(n)d records no logger had fetched",
                        n) % {"n": n}, err=True)
    return r


command = flash
