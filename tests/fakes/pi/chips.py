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
- the strip receives what rpi_ws281x puts on the wire: 3 bytes per pixel in
  the order of the buffer (GRB for a WS2812B), one frame per render; it
  keeps showing the last frame.
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


class Wire:
    """The strip's data line: every frame rpi_ws281x rendered (bytes, 3 per pixel)."""

    def __init__(self, order="GRB"):
        self.frames = []
        self.order = order
        self.on_frame = None    # called after each frame (the benches time them)

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
ROOT = [True]     # rpi_ws281x maps /dev/mem: only root may
PIO = [True]      # the Pi 5's /dev/pio0 (the RP1's PIO, a recent kernel and firmware)


def reset():
    global GPIO, I2C, WIRE
    GPIO = GpioBank()
    I2C = I2CBuses()
    WIRE = Wire()
    ROOT[0] = True
    PIO[0] = True
