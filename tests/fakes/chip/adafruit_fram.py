"""Fake `adafruit_fram`: FRAM_I2C is the memory of the device at its address on
the fake bus (busio.devices), or the real error when none answers; each one
opened is kept in `instances`."""

instances = []


def FRAM_I2C(i2c, address=0x50, **kw):
    if address not in i2c.devices:
        # adafruit_bus_device's probe (shared-module/adafruit_bus_device/i2c_device/I2CDevice.c)
        raise ValueError("No I2C device at address: 0x%x" % address)
    f = i2c.devices[address]
    instances.append(f)
    return f
