"""Adafruit_PureIO.smbus (the I2C back end Blinka calls on Linux) on the
fake bus (chips.I2C): /dev/i2c-N exists only for an enabled bus and opens
only for a member of the `i2c` group, and a transfer to an address where nothing answers fails as i2c-dev does."""

from fakes.pi import chips


class SMBus:
    def __init__(self, bus=None):
        self._bus = None
        if bus is not None:
            self.open(bus)

    def open(self, bus):
        if bus not in chips.I2C.buses:
            raise FileNotFoundError(2, "No such file or directory", "/dev/i2c-%d" % bus)
        if not chips.ACCESS["i2c"]:
            raise PermissionError(13, "Permission denied", "/dev/i2c-%d" % bus)
        self._bus = bus

    def close(self):
        self._bus = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def _dev(self, addr):
        assert self._bus is not None, "Bus must be opened before operations are made against it!"
        return chips.I2C.device(self._bus, addr)

    def write_quick(self, addr):
        self._dev(addr)

    def read_byte(self, addr):
        return self._dev(addr).read(1)[0]

    def read_bytes(self, addr, number):
        return bytes(self._dev(addr).read(number))

    def write_bytes(self, addr, buf):
        self._dev(addr).write(bytes(buf))

    def write_byte(self, addr, val):
        self._dev(addr).write(bytes((val & 0xFF,)))

    def read_i2c_block_data(self, addr, cmd, length=32):
        dev = self._dev(addr)
        if not isinstance(cmd, (bytes, bytearray, memoryview)):
            cmd = bytes((cmd,))
        dev.write(bytes(cmd))
        return bytearray(dev.read(length))

    def write_i2c_block_data(self, addr, cmd, vals):
        self._dev(addr).write(bytes((cmd,)) + bytes(vals))
