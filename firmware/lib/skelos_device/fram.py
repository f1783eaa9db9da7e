"""The reference build's FRAM (MB85RC256V, 32 KB on I2C) as a byte array
for storage.py, every read and every write one I2C transaction.

``FRAM(i2c, address, size)``: ``len()``, ``fram[a:b]`` (a bytearray),
``fram[a:b] = data`` and ``readinto(addr, buf, n)`` (no allocation).  A
write sends [address high, address low, data...] in one transaction (the
chip takes sequential writes, no page limit, no polling after a write); a
read sends the address, then a repeated start and reads n bytes.  The bus
layer is ``adafruit_bus_device.i2c_device.I2CDevice``, built into
CircuitPython for the Pico; it probes the address when made and raises
ValueError "No I2C device at address: 0x50" when nothing answers.

The bus runs at FREQUENCY, the chip's fastest (datasheet DS501-00017:
"Operating frequency: 1 MHz (Max)").
"""

FREQUENCY = 1000000
_SMALL = 80   # writes up to this size use a preallocated buffer (a journal entry, a header)


class FRAM:
    def __init__(self, i2c, address=0x50, size=32768):
        from adafruit_bus_device.i2c_device import I2CDevice

        self.dev = I2CDevice(i2c, address)
        self.size = size
        self._addr = bytearray(2)
        self._wbuf = bytearray(2 + _SMALL)

    def __len__(self):
        return self.size

    def readinto(self, addr, buf, n):
        if addr < 0 or addr + n > self.size:
            raise ValueError("address range out of the FRAM")
        a = self._addr
        a[0] = addr >> 8
        a[1] = addr & 0xFF
        with self.dev as d:  # type: ignore[call-arg]  # (the stubs give __exit__ no arguments)
            d.write_then_readinto(a, buf, in_end=n)

    def __getitem__(self, s):
        start = 0 if s.start is None else s.start
        stop = self.size if s.stop is None else s.stop
        if start < 0 or stop > self.size or stop < start:
            raise ValueError("address range out of the FRAM")
        b = bytearray(stop - start)
        if stop > start:
            self.readinto(start, b, stop - start)
        return b

    def __setitem__(self, s, data):
        # the range checked here, not in a helper: a write is the deepest frame of every
        # action, on CircuitPython's small Python stack
        n = len(data)
        start = 0 if s.start is None else s.start
        stop = self.size if s.stop is None else s.stop
        if start < 0 or stop > self.size or stop < start:
            raise ValueError("address range out of the FRAM")
        if stop - start != n:
            raise ValueError("size mismatch")
        b = self._wbuf if n <= _SMALL else bytearray(n + 2)
        b[0] = start >> 8
        b[1] = start & 0xFF
        b[2:2 + n] = data
        with self.dev as d:  # type: ignore[call-arg]  # (the stubs give __exit__ no arguments)
            d.write(b, end=n + 2)
