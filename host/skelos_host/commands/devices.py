"""`skelos devices`: find boards and simulators, confirm them with hello, say who shares each one."""

import json

import click

from skelos_host.device import discovery, faults
from skelos_host.device.share_folder import holder_label
from skelos_host.cli.common import port_option
from skelos_host.text.i18n import _, ngettext


def _entries(port):
    """Every device found (or the one given), probed: the dicts of discovery.probe plus `usb`."""
    found = [(port, "given", None)] if port else discovery.found()
    usb = discovery.usb_boards()
    serials = {p: s for p, _k, s in discovery.data_ports()}
    out = []
    for p, kind, holder in found:
        e = discovery.probe(p, kind, holder=holder)
        if e["holder"] is not None and kind == "given":
            e["kind"] = e["holder"].get("kind") or kind
        info = e["info"] or {}
        serial = info.get("serial") or serials.get(p)
        # CircuitPython's USB serial is the uid in capitals
        e["usb"] = [discovery.usb_label(b) for b in usb
                    if serial and (b.get("serial") or "").lower() == str(serial).lower()]
        e["serial"] = serial
        out.append(e)
    return out, usb


def _held_by(holder):
    n = max(0, int(holder.get("clients") or 0))
    return holder_label(holder) + (", " + ngettext("%d other client", "%d other clients", n) % n if n else "")


def _block(console, e):
    """One device: its port alone on the first line (never cut: the user types it), then one fact a line."""
    from rich.table import Table
    from rich.text import Text

    info = e["info"] or {}
    head = Text(e["port"], style="bold")
    head.append("  ")
    if e["error"]:
        head.append(e["error"], style="red")
    elif faults.lines(info):
        head.append(_("warning"), style="yellow")
    else:
        head.append(_("ok"), style="green")
    console.print(head, soft_wrap=True)
    facts = Table.grid(padding=(0, 2))
    facts.add_column(no_wrap=True, style="dim")
    facts.add_column(overflow="fold")
    rows = [(_("kind"), _(e["kind"]))]
    if e["holder"] is not None:
        rows.append((_("held by"), _held_by(e["holder"])))
        if e["holder"].get("state_dir"):
            rows.append((_("storage"), e["holder"]["state_dir"]))
    rows += [(_("board"), info.get("board")), (_("serial"), e["serial"]), (_("firmware"), info.get("firmware")),
             (_("protocol"), info.get("protocol")), (_("game"), info.get("game")),
             (_("scenario"), info.get("scenario")), (_("usb"), ", ".join(e["usb"]))]
    for key, value in rows:
        if value not in (None, ""):
            facts.add_row(key, Text(str(value)))
    console.print(facts)


def _json(e):
    out = {k: e[k] for k in ("port", "kind", "serial", "usb", "error", "hint")}
    out["info"] = {k: v for k, v in (e["info"] or {}).items() if k not in ("v", "id", "ok")} or None
    out["holder"] = {k: v for k, v in e["holder"].items() if k not in ("share", "v")} if e["holder"] else None
    return out


@click.command()
@port_option
@click.option("--json", "as_json", is_flag=True, help="print the devices found as JSON (for scripts)")
def devices(port, as_json):
    """List Skelos boards and simulators (board, serial, firmware, protocol, USB details) and who shares each."""
    from rich.console import Console

    console = Console(stderr=as_json)
    entries, usb = _entries(port)
    if discovery.bootloader_boards(usb):
        console.print(_(discovery.UF2_HINT), markup=False, style="yellow")
    repl = [] if port else discovery.repl_only_ports()
    if repl:
        console.print(_(discovery.REPL_ONLY_HINT) % ", ".join(repl), markup=False, style="yellow")
    if any(not b["readable"] for b in usb):
        console.print(_(discovery.USB_PERMISSION_HINT), markup=False, style="yellow")
    if as_json:
        click.echo(json.dumps([_json(e) for e in entries], indent=1))
    elif not entries:
        raise click.ClickException(_("no Skelos board or simulator found") + (
            "" if usb or repl else ". " + _("Plug the board in with a data cable (and check that boot.py enables "
                                            "usb_cdc.data), or start the simulator (skelos sim).")))
    else:
        console.print(_("Skelos devices"), style="bold")
        for e in entries:
            console.print()
            _block(console, e)
        hints = [e["hint"] for e in entries if e["error"] and e["hint"]]
        hints += [line for e in entries for line in faults.lines(e["info"])]
        if hints:
            console.print()
        for h in hints:
            console.print(h, markup=False)
        if len(entries) > 1:
            console.print()
            console.print(_("several devices: pass --port to the other commands"))
    if entries and all(e["error"] for e in entries):
        raise SystemExit(1)
    if not entries and as_json:
        raise SystemExit(1)


command = devices
