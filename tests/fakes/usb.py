"""A fake USB bus: what the operating system would enumerate with boards plugged in.

No board is attached to the test machine, so discovery is tested by faking
the two enumerations it reads (pyserial's `list_ports.comports()`, through
adafruit-board-toolkit, and pyusb's `usb.core.find`); the ports themselves
are real pseudo-terminals (a running simulator, or a pty played by a test).
"""

from serial.tools.list_ports_common import ListPortInfo


class FakeUSBDevice:
    """What pyusb returns for one device; string descriptors raise when `readable` is False."""

    def __init__(self, vid, pid, serial=None, manufacturer=None, product=None, bus=1, address=5, readable=True):
        self.idVendor = vid
        self.idProduct = pid
        self.bus = bus
        self.address = address
        self._strings = {"serial_number": serial, "manufacturer": manufacturer, "product": product}
        self._readable = readable

    def __getattr__(self, name):
        strings = self.__dict__.get("_strings", {})
        if name in strings:
            if not self.__dict__["_readable"]:
                raise ValueError("The device has no langid (permission issue, no string descriptors supported "
                                 "or device error)")
            return strings[name]
        raise AttributeError(name)


class FakeUSBBus:
    """Install with `bus.install(monkeypatch)`; add boards with `board()`, `repl_only()`, `bootloader()`."""

    def __init__(self):
        self.ports = []
        self.devices = []
        self._n = 0

    def _port(self, device, interface, serial, vid=0x239A, pid=0x80F4):
        p = ListPortInfo(device, skip_link_detection=True)
        p.interface = interface
        p.serial_number = serial
        p.vid, p.pid = vid, pid
        p.location = "1-1.%d" % self._n
        p.description = "Pico - " + interface
        self.ports.append(p)

    def board(self, data_port, serial, repl_port=None, readable=True):
        """A Pico running CircuitPython (USB 239a:80f4, as its board definition sets) with Skelos's boot.py:
        a REPL port and a data port."""
        self._n += 1
        self._port(repl_port or "/dev/ttyFAKE%d" % (2 * self._n), "CircuitPython CDC control", serial)
        self._port(data_port, "CircuitPython CDC2 control", serial)
        self.devices.append(FakeUSBDevice(0x239A, 0x80F4, serial.upper(), "Raspberry Pi", "Pico",
                                          address=4 + self._n, readable=readable))

    def repl_only(self, repl_port, serial):
        """A CircuitPython board without Skelos's boot.py: its data port is off."""
        self._n += 1
        self._port(repl_port, "CircuitPython CDC control", serial)
        self.devices.append(FakeUSBDevice(0x239A, 0x80F4, serial.upper(), "Raspberry Pi", "Pico",
                                          address=4 + self._n))

    def bootloader(self):
        """An RP2040 held in its UF2 bootloader (BOOTSEL): no serial port at all."""
        self._n += 1
        self.devices.append(FakeUSBDevice(0x2E8A, 0x0003, "E0C9125B0D9B", "Raspberry Pi", "RP2 Boot",
                                          address=4 + self._n))

    def install(self, monkeypatch):
        import serial.tools.list_ports
        import usb.core

        monkeypatch.setattr(serial.tools.list_ports, "comports", lambda *a, **k: list(self.ports))

        def find(find_all=False, custom_match=None, **match):
            found = [d for d in self.devices
                     if all(getattr(d, k) == v for k, v in match.items())
                     and (custom_match is None or custom_match(d))]
            return iter(found) if find_all else (found[0] if found else None)

        monkeypatch.setattr(usb.core, "find", find)
        return self
