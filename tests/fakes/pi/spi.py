"""Adafruit_PureIO.spi (the SPI back end Blinka calls on Linux) on the
fake bus: /dev/spidev0.0 exists only with SPI enabled (chips.SPI_ON) and
opens only for a member of the `spi` group; each transfer (at most the
kernel's 4096 bytes) goes out on MOSI at its clock rate, where the strip
reads it (chips.WIRE.spi)."""

import errno

from fakes.pi import chips

SPI_DEFAULT_CHUNK_SIZE = 4096


class SPI:
    def __init__(self, device, max_speed_hz=None, bits_per_word=None, phase=None, polarity=None, cs_high=None,
                 lsb_first=None, three_wire=None, loop=None, no_cs=None, ready=None):
        if isinstance(device, tuple):
            device = "/dev/spidev%d.%d" % device
        if device != "/dev/spidev0.0" or not chips.SPI_ON[0]:
            raise OSError("%s does not exist" % device)
        if not chips.ACCESS["spi"]:
            raise PermissionError(errno.EACCES, "Permission denied", device)
        self.device = device
        self.max_speed_hz = max_speed_hz or 125000000
        self.bits_per_word = bits_per_word or 8
        self.mode = 0
        self.lsb_first = False
        self.chunk_size = SPI_DEFAULT_CHUNK_SIZE

    def writebytes(self, data, max_speed_hz=0, bits_per_word=0, delay=0):
        data = bytes(data)
        for i in range(0, len(data), self.chunk_size):      # one transfer per chunk, as PureIO sends them
            chips.WIRE.spi(data[i:i + self.chunk_size], max_speed_hz or self.max_speed_hz)

    def transfer(self, data, max_speed_hz=0, bits_per_word=0, delay=0):
        self.writebytes(data, max_speed_hz)
        return [0] * len(data)      # MISO is not wired

    def readbytes(self, length, max_speed_hz=0, bits_per_word=0, delay=0):
        return [0] * length

    def close(self):
        pass
