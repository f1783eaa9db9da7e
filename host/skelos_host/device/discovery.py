"""Find Skelos boards and running simulators.

A board's data port is found by its USB interface name, as
adafruit-board-toolkit does ("CircuitPython CDC2" data interface), then
confirmed with `hello`.  A board that a `skelos` process holds (a simulator
always is: `skelos sim` and `skelos play` share their own) is found by the
socket its holder listens on (share.py): a live process answers there, so a
stale announcement can never send a request into some other terminal.
pyusb, where it works, adds an RP2040 waiting in its UF2 bootloader
(VID:PID 2e8a:0003).
"""

import os

from skelos_host.device import client, share
from skelos_host.device.client import Client, DeviceError, RequestTimeout, VersionMismatch
from skelos_host.text.i18n import N_, _
from skelos_host.device.transport import TransportError
from skelos_host.device.usbports import toolkit, data_ports  # noqa: F401 - data_ports: discovery's own

RP2040_BOOT = (0x2E8A, 0x0003)
UF2_HINT = N_("An RP2040 board is in its UF2 bootloader (drive RPI-RP2). Copy CircuitPython's .uf2 for your board "
            "(https://circuitpython.org/downloads) onto that drive, then copy firmware/ to CIRCUITPY.")


def repl_only_ports():
    """REPL ports of CircuitPython boards that show no data port (boot.py does not enable usb_cdc.data)."""
    tk = toolkit()
    if tk is None:
        return []
    with_data = {p.serial_number or p.location for p in tk.data_comports()}
    return [p.device for p in tk.repl_comports() if (p.serial_number or p.location) not in with_data]


REPL_ONLY_HINT = N_("A CircuitPython board shows only its REPL port (%s): the data port is off. Copy Skelos's boot.py "
                  "to CIRCUITPY (skelos deploy) and reset the board: boot.py enables usb_cdc.data.")
USB_VENDORS = {0x239A: "Adafruit", 0x2E8A: "Raspberry Pi"}
USB_PERMISSION_HINT = N_("USB details are hidden (no permission to read the device). On Linux a udev rule gives it: "
                       "SUBSYSTEM==\"usb\", ATTRS{idVendor}==\"239a\", MODE=\"0666\" "
                       "(CircuitPython boards; 2e8a for the RP2040 bootloader).")


def usb_boards():
    """RP2040/Adafruit boards on the USB bus as pyusb sees them: [{vid, pid, bus, address, manufacturer,
    product, serial, bootloader, readable}].  [] when pyusb has no backend: it adds detail, it is never required."""
    try:
        import usb.core
        devs = list(usb.core.find(find_all=True, custom_match=lambda d: d.idVendor in USB_VENDORS) or [])
    except Exception:  # no libusb backend, or the bus cannot be listed
        return []
    out = []
    for d in devs:
        info = {"vid": d.idVendor, "pid": d.idProduct, "bus": getattr(d, "bus", None),
                "address": getattr(d, "address", None), "readable": True,
                "bootloader": (d.idVendor, d.idProduct) == RP2040_BOOT}
        for key, attr in (("manufacturer", "manufacturer"), ("product", "product"), ("serial", "serial_number")):
            try:
                info[key] = getattr(d, attr)
            except Exception:  # string descriptors need permission to open the device
                info[key] = None
                info["readable"] = False
        out.append(info)
    return out


def usb_label(info):
    """One cell of the devices table: 'Raspberry Pi Pico 2e8a:000a bus 1 addr 5'."""
    name = " ".join(x for x in (info.get("manufacturer"), info.get("product")) if x) or \
        USB_VENDORS.get(info["vid"], "?")
    where = " bus %s addr %s" % (info["bus"], info["address"]) if info.get("bus") is not None else ""
    return "%s %04x:%04x%s" % (name, info["vid"], info["pid"], where)


def bootloader_boards(boards=None):
    """Count of RP2040 boards in UF2 bootloader mode (0 when pyusb has no backend)."""
    return sum(1 for b in (usb_boards() if boards is None else boards) if b["bootloader"])


def probe(port, kind, timeout=2.0, holder=None):
    """Say hello to a board (through its holder if one shares it): a dict with `port`, `kind`, `info`,
    `holder` (the holder's greeting or None) or `error` (+ `hint`)."""
    entry = {"port": port, "kind": kind, "info": None, "error": None, "hint": None, "holder": holder}
    try:
        t = share.open_link(port, wait=0)
    except TransportError as e:
        entry["error"], entry["hint"] = e.args[0], e.hint
        return entry
    entry["holder"] = getattr(t, "holder", None)
    c = Client(t)
    try:
        entry["info"] = c.hello(timeout=timeout)
    except VersionMismatch as e:
        entry["info"] = e.info
        entry["error"] = _("protocol %s, this host speaks %d") % (e.device_protocol, client.PROTOCOL)
        entry["hint"] = str(e)
    except RequestTimeout:
        entry["error"] = _("no answer to hello")
        entry["hint"] = _("Not the Skelos firmware, or it is not running (check code.py and boot.py on CIRCUITPY).")
    except DeviceError as e:
        entry["error"] = str(e)
    except TransportError as e:
        entry["error"], entry["hint"] = e.args[0], e.hint
    finally:
        c.close()
    return entry


def found():
    """[(port, kind, holder greeting or None)] of every place a Skelos device may answer: the boards
    other `skelos` processes share (with who holds them), then the USB data ports nobody shares."""
    shared = share.boards()
    held = {os.path.realpath(g["port"]) for g in shared if g.get("port")}
    out = [(dev, "usb", None) for dev, _d, _s in data_ports() if os.path.realpath(dev) not in held]
    out[:0] = [(g["port"], g.get("kind") or "port", g) for g in shared if g.get("port")]
    return sorted(out, key=lambda e: (e[1] == "simulator", e[0]))


def candidates():
    """[(port, kind)] of every place a Skelos device may answer."""
    return [(p, k) for p, k, _h in found()]


class NoDevice(Exception):
    pass


def choose_port(port=None):
    """The port to use: `port` if given, else the only device found; NoDevice explains why not."""
    if port:
        return port
    places = candidates()
    if len(places) == 1:
        return places[0][0]
    if not places:
        msg = _("no Skelos board or simulator found.")
        repl = repl_only_ports()
        if bootloader_boards():
            msg += "\n" + _(UF2_HINT)
        elif repl:
            msg += "\n" + _(REPL_ONLY_HINT) % ", ".join(repl)
        else:
            msg += "\n" + _("Plug the board in (a data cable, not a charge-only one), check that boot.py enables "
                            "usb_cdc.data, or start the simulator (skelos sim). Then: skelos devices.")
        raise NoDevice(msg)
    raise NoDevice(_("several devices found: %s; choose one with --port") % ", ".join(p for p, _k in places))
