"""`skelos flash PRESET|FILE`: validate, upload, verify, select (and start a game)."""

import click
from rich.progress import BarColumn, DownloadColumn, Progress, TextColumn

from skelos_host import presets, unsourced
from skelos_host.common import connect, db_option, device_errors, open_store, port_option
from skelos_host.flasher import upload
from skelos_host.client import DeviceError
from skelos_host.i18n import _, ngettext
from skelos_host.presets import PresetError
from skelos_host.reasons import translate_problem


@click.command()
@click.argument("scenario")
@click.option("--new-game", is_flag=True, help="start a new game of it (ends the current game)")
@click.option("--discard", is_flag=True,
              help="with --new-game: start it even over records of the current game no logger has fetched (lost)")
@port_option
@db_option
@device_errors
def flash(scenario, new_game, discard, port, db):
    """Put a preset or scenario FILE on the device and select it."""
    try:
        d = presets.load_dict(scenario)
    except PresetError as e:
        head = _("%s is not a valid scenario, nothing sent:") % e.source
        if len(e.problems) == 1:
            raise click.ClickException(head + " " + translate_problem(e.problems[0])) from None
        raise click.ClickException(head + "\n" + "\n".join("  " + translate_problem(p) for p in e.problems)) from None
    with open_store(db) as store, connect(port) as c:    # a store that cannot be used stops it before the upload
        with Progress(TextColumn(_("uploading %s") % d["id"]), BarColumn(), DownloadColumn(), transient=True) as bar:
            task = bar.add_task("upload", total=None)

            def progress(done, total):
                bar.update(task, completed=done, total=total)
            try:
                blob, end = upload(c, d, progress)
                on_drive = False
            except DeviceError as e:
                if e.code != "upload_size" or e.values[:1] != ["range"]:
                    raise
                blob, end = _from_drive(c, d, e)
                on_drive = True
        from skelos_host.recorder import blob_crcs
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
        c.request("select", scenario=d["id"])
        click.echo(_("selected %s for the next game") % d["id"])
        if new_game:
            r = _new_game(c, discard)
            click.echo(_("new game %(game)s started (%(scenario)s)")
                       % {"game": r["game"], "scenario": r.get("scenario")})
        if d.get("unsourced"):
            click.echo(_("check before playing (not in the sources): %s") % unsourced.in_words(d), err=True)


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
