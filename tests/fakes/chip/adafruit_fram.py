"""Fake `adafruit_fram`: each FRAM_I2C is a fresh 32 KB FakeFRAM, kept in `instances`."""

from fakes import FakeFRAM

instances = []


def FRAM_I2C(i2c, address=0x50, **kw):
    f = FakeFRAM(32768)
    instances.append(f)
    return f
