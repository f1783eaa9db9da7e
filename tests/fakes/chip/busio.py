"""Fake `busio`: I2C that checks its wiring as CircuitPython's does on the RP2040.

Set per test on the installed module: `pullups` (False: nothing pulls SDA/SCL
up, busio.I2C raises the real RuntimeError) and `devices` (address -> the
device's memory; the FRAM at 0x50 by default, {} for none: adafruit_fram
raises the real "No I2C device at address").
"""

from fakes import FakeFRAM

pullups = True
devices = {0x50: FakeFRAM(32768)}
opened = []   # every I2C bus made


class I2C:
    def __init__(self, scl, sda, frequency=100000, timeout=255):
        if not pullups:
            raise RuntimeError("No pull up found on SDA or SCL; check your wiring")
        self.scl = scl
        self.sda = sda
        self.devices = devices
        self.deinited = False
        opened.append(self)

    def scan(self):
        return sorted(self.devices)

    def deinit(self):
        self.deinited = True
