"""`skelos devices`: find boards and simulators, confirm them with hello."""

import click
from rich.console import Console
from rich.table import Table

from skelos_host import discovery
from skelos_host.common import port_option
from skelos_host.i18n import _


@click.command()
@port_option
def devices(port):
    """List Skelos boards and simulators (board, serial, firmware, protocol)."""
    console = Console()
    found = [(port, "given")] if port else discovery.candidates()
    boot = discovery.bootloader_boards()
    if boot:
        console.print("[yellow]%s[/]" % _(discovery.UF2_HINT))
    if not found:
        raise click.ClickException(_("no Skelos board or simulator found") + (
            "" if boot else ". " + _("Plug the board in with a data cable (and check that boot.py enables "
                                     "usb_cdc.data), or start the simulator.")))
    t = Table(title=_("Skelos devices"))
    for c in (_("port"), _("kind"), _("board"), _("serial"), _("firmware"), _("protocol"), _("game"),
              _("scenario"), _("status")):
        t.add_column(c)
    bad = 0
    hints = []
    for p, kind in found:
        e = discovery.probe(p, kind)
        info = e["info"] or {}
        if e["error"]:
            bad += 1
            if e["hint"]:
                hints.append(e["hint"])
        t.add_row(p, _(kind), str(info.get("board", "")), str(info.get("serial", "")), str(info.get("firmware", "")),
                  str(info.get("protocol", "")), str(info.get("game", "")), str(info.get("scenario", "")),
                  "[red]%s[/]" % e["error"] if e["error"] else "[green]%s[/]" % _("ok"))
    console.print(t)
    for h in hints:
        console.print(h, markup=False)
    if len(found) > 1:
        console.print(_("several devices: pass --port to the other commands"))
    if bad == len(found):
        raise SystemExit(1)


command = devices
