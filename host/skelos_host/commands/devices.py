"""`skelos devices`: find boards and simulators, confirm them with hello."""

import click
from rich.console import Console
from rich.table import Table

from skelos_host import discovery, faults
from skelos_host.common import port_option
from skelos_host.i18n import _


@click.command()
@port_option
def devices(port):
    """List Skelos boards and simulators (board, serial, firmware, protocol, USB details)."""
    console = Console()
    found = [(port, "given")] if port else discovery.candidates()
    usb = discovery.usb_boards()
    serials = {p: s for p, _k, s in discovery.data_ports()}
    if discovery.bootloader_boards(usb):
        console.print("[yellow]%s[/]" % _(discovery.UF2_HINT))
    repl = [] if port else discovery.repl_only_ports()
    if repl:
        console.print(_(discovery.REPL_ONLY_HINT) % ", ".join(repl), markup=False, style="yellow")
    if any(not b["readable"] for b in usb):
        console.print(_(discovery.USB_PERMISSION_HINT), markup=False, style="yellow")
    if not found:
        raise click.ClickException(_("no Skelos board or simulator found") + (
            "" if usb or repl else ". " + _("Plug the board in with a data cable (and check that boot.py enables "
                                            "usb_cdc.data), or start the simulator (skelos sim).")))
    t = Table(title=_("Skelos devices"))
    for c in (_("port"), _("kind"), _("board"), _("serial"), _("firmware"), _("protocol"), _("game"),
              _("scenario"), _("usb"), _("status")):
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
        warned = faults.lines(info)
        hints.extend(warned)
        serial = info.get("serial") or serials.get(p)
        usb_cell = ", ".join(discovery.usb_label(b) for b in usb  # CircuitPython's USB serial is the uid in capitals
                            if serial and (b.get("serial") or "").lower() == str(serial).lower())
        t.add_row(p, _(kind), str(info.get("board", "")), str(serial or ""), str(info.get("firmware", "")),
                  str(info.get("protocol", "")), str(info.get("game", "")), str(info.get("scenario", "")),
                  usb_cell, "[red]%s[/]" % e["error"] if e["error"] else
                  "[yellow]%s[/]" % _("warning") if warned else "[green]%s[/]" % _("ok"))
    console.print(t)
    for h in hints:
        console.print(h, markup=False)
    if len(found) > 1:
        console.print(_("several devices: pass --port to the other commands"))
    if bad == len(found):
        raise SystemExit(1)


command = devices
