"""Find Skelos boards and running simulators.

A board's data port is found by its USB interface name, as
adafruit-board-toolkit does ("CircuitPython CDC2" data interface), then
confirmed with `hello`.  A simulator writes its pty path to
platformdirs.user_state_dir("skelos")/sim.port.  pyusb, where it works,
adds an RP2040 waiting in its UF2 bootloader (VID:PID 2e8a:0003).
"""

import os

import platformdirs

from skelos_host.client import Client, DeviceError, RequestTimeout, VersionMismatch
from skelos_host.i18n import N_, _
from skelos_host.transport import TransportError

RP2040_BOOT = (0x2E8A, 0x0003)
UF2_HINT = N_("An RP2040 board is in its UF2 bootloader (drive RPI-RP2). Copy CircuitPython's .uf2 for your board "
            "(https://circuitpython.org/downloads) onto that drive, then copy firmware/ to CIRCUITPY.")


def sim_port_file():
    return os.path.join(platformdirs.user_state_dir("skelos"), "sim.port")


def sim_port():
    """The pty path a running simulator announced, or None."""
    try:
        with open(sim_port_file(), encoding="utf-8") as f:
            path = f.read().strip()
    except OSError:
        return None
    return path if path and os.path.exists(path) else None


def data_ports():
    """[(device path, description, usb serial)] of CircuitPython data ports."""
    try:
        from adafruit_board_toolkit import circuitpython_serial
    except ImportError:
        return []
    out = []
    for p in circuitpython_serial.data_comports():
        out.append((p.device, p.description or p.interface or "", getattr(p, "serial_number", None)))
    return out


def bootloader_boards():
    """Count of RP2040 boards in UF2 bootloader mode (pyusb; 0 when pyusb has no backend)."""
    try:
        import usb.core
        return len(list(usb.core.find(find_all=True, idVendor=RP2040_BOOT[0], idProduct=RP2040_BOOT[1]) or []))
    except Exception:  # no libusb backend, no permission: pyusb is a bonus here
        return 0


def probe(port, kind, timeout=2.0):
    """Open a port and say hello; a dict with `port`, `kind`, `info` or `error` (+ `hint`)."""
    entry = {"port": port, "kind": kind, "info": None, "error": None, "hint": None}
    try:
        c = Client.open(port, hello=False)
    except TransportError as e:
        entry["error"], entry["hint"] = e.args[0], e.hint
        return entry
    try:
        entry["info"] = c.hello(timeout=timeout)
    except VersionMismatch as e:
        entry["info"] = e.info
        entry["error"] = _("protocol %s, this host speaks 1") % e.device_protocol
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


def candidates():
    """[(port, kind)] of every place a Skelos device may answer."""
    out = [(dev, "usb") for dev, _, _ in data_ports()]
    sp = sim_port()
    if sp:
        out.append((sp, "simulator"))
    return out


class NoDevice(Exception):
    pass


def choose_port(port=None):
    """The port to use: `port` if given, else the only device found; NoDevice explains why not."""
    if port:
        return port
    found = candidates()
    if len(found) == 1:
        return found[0][0]
    if not found:
        msg = _("no Skelos board or simulator found.")
        if bootloader_boards():
            msg += "\n" + _(UF2_HINT)
        else:
            msg += "\n" + _("Plug the board in (a data cable, not a charge-only one), check that boot.py enables "
                            "usb_cdc.data, or start the simulator (skelos sim). Then: skelos devices.")
        raise NoDevice(msg)
    raise NoDevice(_("several devices found: %s; choose one with --port") % ", ".join(p for p, _k in found))
