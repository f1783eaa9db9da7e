"""`skelos devices`: find boards and simulators, confirm them with hello."""

import click
from rich.console import Console
from rich.table import Table

from skelos_host import discovery
from skelos_host.common import port_option


@click.command()
@port_option
def devices(port):
    """List Skelos boards and simulators (board, serial, firmware, protocol)."""
    console = Console()
    found = [(port, "given")] if port else discovery.candidates()
    boot = discovery.bootloader_boards()
    if boot:
        console.print("[yellow]%s[/]" % discovery.UF2_HINT)
    if not found:
        raise click.ClickException("no Skelos board or simulator found" + (
            "" if boot else ". Plug the board in with a data cable (and check that boot.py enables usb_cdc.data),"
            " or start the simulator."))
    t = Table(title="Skelos devices")
    for c in ("port", "kind", "board", "serial", "firmware", "protocol", "game", "scenario", "status"):
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
        t.add_row(p, kind, str(info.get("board", "")), str(info.get("serial", "")), str(info.get("firmware", "")),
                  str(info.get("protocol", "")), str(info.get("game", "")), str(info.get("scenario", "")),
                  "[red]%s[/]" % e["error"] if e["error"] else "[green]ok[/]")
    console.print(t)
    for h in hints:
        console.print(h, markup=False)
    if len(found) > 1:
        console.print("several devices: pass --port to the other commands")
    if bad == len(found):
        raise SystemExit(1)


command = devices
