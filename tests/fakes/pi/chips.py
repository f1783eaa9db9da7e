"""The Raspberry Pi's chips as the box's tests see them: the GPIO block
with its pull resistors and the switches wired to it, the I2C bus with the
FRAM breakout on it, and the WS2812 strip on the data line.

They are never kinder than the chips:
- a GPIO input without a pull resistor and nothing driving it floats: it
  reads 0 and 1 in turn (noise), so code that forgets the pull-ups sees
  phantom presses;
- an I2C transfer to an address where nothing answers is NACKed: OSError
  121 (EREMOTEIO), what Linux's i2c-dev returns; a bus that is not enabled
  has no /dev/i2c-N (FileNotFoundError);
- the strip reads the SPI's MOSI line as a WS2812B does, by pulse widths:
  a high pulse of 0.2-0.5 us is a 0, of 0.55-5 us a 1, anything else (too
  short, a wrong clock) spoils the frame; a low of 6 us or more latches
  what came (a pause between two transfers too); it keeps showing the last
  frame;
- each device node opens only for a member of its group (`gpio`, `i2c`,
  `spi`: ACCESS), as on Raspberry Pi OS without root.
"""

import errno

EREMOTEIO = getattr(errno, "EREMOTEIO", 121)


class GpioBank:
    """BCM GPIO 0..27 of the 40-pin header: mode, pull, output level, and
    what the outside world does to each line (a closed switch to GND or 3V3)."""

    LINES = 28

    def __init__(self):
        self.mode = {}          # line -> "in" | "out"
        self.pull = {}          # line -> "up" | "down" | "off"
        self.level = {}         # line -> output level
        self.wired = {}         # line -> 0 (switch closed to GND) or 1 (to 3V3)
        self.noise = {}         # line -> last floating value
        self.reads = 0

    def check(self, line):
        if not isinstance(line, int) or not 0 <= line < self.LINES:
            raise ValueError("The channel sent is invalid on a Raspberry Pi")

    def read(self, line):
        self.reads += 1
        if line in self.wired:
            return self.wired[line]
        if self.mode.get(line) == "out":
            return self.level.get(line, 0)
        pull = self.pull.get(line, "off")
        if pull == "up":
            return 1
        if pull == "down":
            return 0
        v = 1 - self.noise.get(line, 1)
        self.noise[line] = v
        return v

    # the hand of the test
    def close_to_ground(self, line):
        """A button between the line and GND is pressed."""
        self.check(line)
        self.wired[line] = 0

    def release(self, line):
        self.wired.pop(line, None)


class FramChip:
    """MB85RC256V on I2C: a write sends two address bytes then data
    (sequential, wrapping at the end); a read returns bytes from the address
    pointer on.  `data` may be shared with a test's memory."""

    def __init__(self, data):
        self.data = data
        self.ptr = 0
        self.transfers = 0

    def write(self, buf):
        self.transfers += 1
        buf = bytes(buf)
        if len(buf) >= 2:
            self.ptr = ((buf[0] << 8) | buf[1]) % len(self.data)
            for b in buf[2:]:
                self.data[self.ptr] = b
                self.ptr = (self.ptr + 1) % len(self.data)

    def read(self, n):
        self.transfers += 1
        out = bytearray(n)
        for i in range(n):
            out[i] = self.data[self.ptr]
            self.ptr = (self.ptr + 1) % len(self.data)
        return out


class I2CBuses:
    """bus number -> {7-bit address: device}; a bus absent here is not enabled."""

    def __init__(self):
        self.buses = {1: {}}

    def device(self, bus, addr):
        dev = self.buses[bus].get(addr)
        if dev is None:
            raise OSError(EREMOTEIO, "Remote I/O error")
        return dev


class SpoiledFrame(Exception):
    """What reached the strip is no WS2812 frame (a pulse out of its timing)."""


class Wire:
    """The strip's data line: every frame it latched (bytes, 3 per pixel)."""

    T0H = (0.2e-6, 0.5e-6)      # high time of a 0 bit
    T1H = (0.55e-6, 5e-6)       # of a 1 bit
    LATCH = 6e-6                # a low this long (or a pause between transfers) latches

    def __init__(self, order="GRB"):
        self.frames = []
        self.order = order
        self.spoiled = []       # why frames were spoiled
        self.on_frame = None    # called after each frame (the benches time them)

    def spi(self, data, hz):
        """One SPI transfer on MOSI (MSB first) at `hz`: the frames it latches."""
        period = 1.0 / hz
        bits, level, run = [], 0, 0
        runs = []               # (level, length) of the line, idle low before and after
        for byte in data:
            for i in range(7, -1, -1):
                b = (byte >> i) & 1
                if b == level:
                    run += 1
                else:
                    runs.append((level, run))
                    level, run = b, 1
        runs.append((level, run))
        if level:
            runs.append((0, 0))     # the line falls after the transfer
        try:
            for lv, n in runs:
                t = n * period
                if lv:
                    if self.T0H[0] <= t <= self.T0H[1]:
                        bits.append(0)
                    elif self.T1H[0] <= t <= self.T1H[1]:
                        bits.append(1)
                    else:
                        raise SpoiledFrame("a high pulse of %.3f us" % (t * 1e6))
                elif t >= self.LATCH:
                    self._latch(bits)
                    bits = []
        except SpoiledFrame as e:
            self.spoiled.append(str(e))
            return
        self._latch(bits)          # the pause after the transfer

    def _latch(self, bits):
        if not bits:
            return
        if len(bits) % 8:
            self.spoiled.append("%d bits, not whole bytes" % len(bits))
            return
        out = bytearray(len(bits) // 8)
        for i, b in enumerate(bits):
            out[i >> 3] |= b << (7 - (i & 7))
        self.render(bytes(out))

    def render(self, frame):
        self.frames.append(frame)
        if self.on_frame is not None:
            self.on_frame(frame)

    @property
    def renders(self):
        return len(self.frames)

    def shown(self):
        """The colours the strip shows, (r, g, b) per pixel, from the last frame."""
        if not self.frames:
            return []
        f = self.frames[-1]
        idx = [self.order.index(c) for c in "RGB"]
        return [tuple(f[i + k] for k in idx) for i in range(0, len(f) - len(f) % 3, 3)]


GPIO = GpioBank()
I2C = I2CBuses()
WIRE = Wire()
ACCESS = {"gpio": True, "i2c": True, "spi": True}   # the box's user is in these groups
SPI_ON = [True]                                       # dtparam=spi=on: /dev/spidev0.0 exists
MODEL = ["RASPBERRY_PI_4B"]


def reset(model="RASPBERRY_PI_4B"):
    global GPIO, I2C, WIRE
    GPIO = GpioBank()
    I2C = I2CBuses()
    WIRE = Wire()
    ACCESS.update(gpio=True, i2c=True, spi=True)
    SPI_ON[0] = True
    MODEL[0] = model
