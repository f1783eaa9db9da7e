"""The data ports of the CircuitPython boards on this machine, by their USB
interface name, as adafruit-board-toolkit finds them ("CircuitPython CDC2").
Apart from discovery.py so that share.py can tell a USB board from another
port without importing discovery (which asks share.py about shared boards).
"""


def toolkit():
    try:
        from adafruit_board_toolkit import circuitpython_serial
    except ImportError:
        return None
    return circuitpython_serial


def data_ports():
    """[(device path, description, usb serial)] of CircuitPython data ports."""
    tk = toolkit()
    if tk is None:
        return []
    out = []
    for p in tk.data_comports():
        out.append((p.device, p.description or p.interface or "", getattr(p, "serial_number", None)))
    return out
