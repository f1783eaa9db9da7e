"""`skelos firmware`: a board's firmware file (CircuitPython for the Pico, stock or the
Skelos build with the board's code frozen in): say what a UF2 file holds, copy one onto
a board in its boot loader."""

import os
import pathlib

import click

from skelos_host.toolchain import uf2
from skelos_host.text.i18n import _

INFO = "INFO_UF2.TXT"
BOARD_ID = "Board-ID: RPI-RP2"      # the RP2040's boot loader (an RP2350's says RP2350)


@click.group()
def firmware():
    """The board's firmware: build the Skelos one, say what a UF2 file holds, copy one onto a board."""


def _read(path):
    """(bytes, build name) of an RP2040 UF2 file; ClickException when it is not one."""
    try:
        with open(path, "rb") as f:
            data = f.read(uf2.MAX_BYTES + 1)
    except OSError as e:
        raise click.ClickException(_("cannot read %(path)s: %(error)s") % {"path": path, "error": e.strerror or e}) \
            from None
    try:
        if len(data) > uf2.MAX_BYTES:
            raise uf2.UF2Error(_("larger than any RP2040 firmware"))
        return data, uf2.build_name(data)
    except uf2.UF2Error as e:
        raise click.ClickException(_("%(path)s is not a firmware file for the Pico: %(why)s")
                                   % {"path": path, "why": e}) from None


def _describe(name):
    if name == "stock":
        return _("stock CircuitPython (the board's code goes on its drive: skelos deploy)")
    return _("the Skelos build %s (the board's code frozen in: skelos deploy --firmware skelos)") % name


@firmware.command()
def build():
    """Build the Skelos firmware from the project (CircuitPython with the board's code frozen in).

    Needs the ARM compiler (Debian's gcc-arm-none-eabi and libnewlib-arm-none-eabi); a build of
    the same sources is kept in the cache and not made again."""
    from skelos_host.toolchain import firmware as fw
    try:
        path = fw.build(say=lambda m: click.echo("firmware: " + m))
    except fw.BuildError as e:
        raise click.ClickException(str(e)) from None
    click.echo(_("the Skelos build is ready: %(path)s (skelos firmware flash --uf2 %(path)s --to RPI-RP2)")
               % {"path": path})


@firmware.command()
@click.argument("file", type=click.Path(dir_okay=False))
def info(file):
    """Say what the UF2 FILE holds: stock CircuitPython or which Skelos build."""
    data, name = _read(file)
    click.echo(_("%(file)s: firmware for the RP2040, %(kb)d KB: %(what)s")
               % {"file": file, "kb": sum(len(b) for b in uf2.read(data).values()) // 1024, "what": _describe(name)})


@firmware.command()
@click.option("--uf2", "file", required=True, type=click.Path(dir_okay=False), help="The firmware file (.uf2).")
@click.option("--to", "to", required=True,
              help="The board's boot loader drive, mounted (RPI-RP2: hold BOOTSEL while plugging the board in).")
def flash(file, to):
    """Copy a UF2 firmware file onto a board in its boot loader; the board restarts into it."""
    dest = pathlib.Path(to)
    if not dest.is_dir():
        raise click.ClickException(_("%s is not a mounted folder") % to)
    try:
        text = (dest / INFO).read_text("ascii", "replace")
    except OSError:
        raise click.ClickException(_("%(to)s is not a board's boot loader (no %(info)s): hold BOOTSEL while "
                                     "plugging the board in, then give the RPI-RP2 drive") % {"to": to, "info": INFO}) \
            from None
    if BOARD_ID not in text:
        raise click.ClickException(_("%(to)s is not an RP2040's boot loader (%(info)s says no %(id)s): this "
                                     "firmware is for the Pico") % {"to": to, "info": INFO, "id": BOARD_ID})
    data, name = _read(file)
    target = dest / "firmware.uf2"
    try:
        with open(target, "wb") as f:     # the boot loader writes each block to the flash as it comes
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
    except OSError as e:
        raise click.ClickException(_("cannot write %(path)s: %(error)s") % {"path": target, "error": e.strerror or e}) \
            from None
    click.echo(_("copied %(file)s to %(to)s: %(what)s; the board restarts into it")
               % {"file": file, "to": to, "what": _describe(name)})
    if name != "stock":
        click.echo(_("then, once its CIRCUITPY drive is back: skelos deploy --firmware skelos --to CIRCUITPY"))


command = firmware
