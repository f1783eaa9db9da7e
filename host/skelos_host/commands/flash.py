"""`skelos flash PRESET|FILE`: validate, upload, verify, select (and start a game)."""

import click
from rich.progress import BarColumn, DownloadColumn, Progress, TextColumn

from skelos_host import presets
from skelos_host.common import connect, db_option, device_errors, open_store, port_option
from skelos_host.flasher import upload
from skelos_host.presets import PresetError


@click.command()
@click.argument("scenario")
@click.option("--new-game", is_flag=True, help="start a new game of it (ends the current game)")
@port_option
@db_option
@device_errors
def flash(scenario, new_game, port, db):
    """Put a preset or scenario FILE on the device and select it."""
    try:
        d = presets.load_dict(scenario)
    except PresetError as e:
        raise click.ClickException("%s is not a valid scenario, nothing sent:\n" % e.source
                                   + "\n".join("  " + p for p in e.problems)) from None
    with connect(port) as c:
        with Progress(TextColumn("uploading " + d["id"]), BarColumn(), DownloadColumn(), transient=True) as bar:
            task = bar.add_task("upload", total=None)

            def progress(done, total):
                bar.update(task, completed=done, total=total)
            blob, end = upload(c, d, progress)
        with open_store(db) as store:
            from skelos_host.recorder import blob_crcs
            for crc in set(blob_crcs(blob)) | {end.get("crc")}:
                if crc is not None:
                    store.remember_scenario(crc, d, blob)
        click.echo("stored %s (%d bytes, CRC %08x verified)"
                   % (end.get("scenario", d["id"]), len(blob), end.get("crc", 0)))
        c.request("select", scenario=d["id"])
        click.echo("selected %s for the next game" % d["id"])
        if new_game:
            r = c.request("new_game")
            click.echo("new game %s started (%s)" % (r["game"], r.get("scenario")))
        if d.get("unsourced"):
            click.echo("check before playing (not in the sources): " + ", ".join(d["unsourced"]), err=True)


command = flash
