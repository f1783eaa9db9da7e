"""Fakes of the chip-level CircuitPython modules, in one place.

`install()` puts fake `board`, `keypad`, `neopixel`, `usb_cdc`,
`microcontroller` (with a 4 KB nvm that counts sector erases), `busio`,
`adafruit_bus_device.i2c_device`, `adafruit_fram`, `supervisor` and `storage` modules (the files of `chip/`) in
sys.modules, so firmware code (code.py, boot.py) imports unchanged.  The classes are also
usable directly: FakeNVM, FakeFRAM, FakePixels, FakeKeys, FakeStream, FakeClock.
They are never kinder than the chip: the stream takes only what fits in the
USB buffer, the I2C bus probes its pull-ups and its devices (`busio.pullups`,
`busio.devices` of the installed fake, per test).
"""

import sys

# the simulator's virtual strip and key event, shared
from skelos_host.sim.virtual import VirtualEvent as FakeEvent
from skelos_host.sim.virtual import VirtualStrip as FakePixels  # noqa: F401 - used by tests and chip/neopixel.py

SECTOR = 4096


class FakeClock:
    def __init__(self, t=0):
        self.t = t

    def __call__(self):
        return self.t & 0x1FFFFFFF

    def advance(self, ms):
        self.t += ms


class FakeNVM:
    """microcontroller.nvm on the RP2040: every write erases each 4 KB sector it touches."""

    def __init__(self, size=4096):
        self.data = bytearray(b"\xff" * size)
        self.erases = 0
        self.bytes_written = 0
        self.writes = 0

    def __len__(self):
        return len(self.data)

    def __getitem__(self, s):
        return bytes(self.data[s])

    def __setitem__(self, s, v):
        start, stop, _ = s.indices(len(self.data))
        if stop - start != len(v):
            raise ValueError("size mismatch")
        self.writes += 1
        self.bytes_written += len(v)
        if stop > start:
            self.erases += (stop - 1) // SECTOR - start // SECTOR + 1
        self.data[start:stop] = v


class FakeFRAM(FakeNVM):
    """adafruit_fram.FRAM_I2C: byte-addressed, no erase.  Reads check their
    slice as the library does: an empty slice raises IndexError (it looks up
    the first address of the range), one past the end ValueError."""

    def __init__(self, size=32768):
        super().__init__(size)
        self.data = bytearray(size)

    def __getitem__(self, s):
        if isinstance(s, int):
            if not 0 <= s < len(self.data):
                raise ValueError("address out of range")
            return bytearray(self.data[s:s + 1])
        if s.step is not None:
            raise ValueError("Slice stepping is not currently available.")
        start = 0 if s.start is None else s.start
        stop = len(self.data) if s.stop is None else s.stop
        if stop <= start:
            raise IndexError("list index out of range")
        if start < 0 or stop > len(self.data):
            raise ValueError("Address slice out of range.")
        return bytearray(self.data[start:stop])

    def __setitem__(self, s, v):
        start, stop, _ = s.indices(len(self.data))
        if stop - start != len(v):
            raise ValueError("size mismatch")
        self.writes += 1
        self.bytes_written += len(v)
        self.data[start:stop] = v


class FakeBoardFRAM(FakeFRAM):
    """The reference build's FRAM through its own driver (skelos_device.fram.FRAM):
    also ``readinto(addr, buf, n)``, which reads into the caller's buffer without
    allocating (the driver's I2C transaction does not)."""

    def readinto(self, addr, buf, n):
        d = self.data
        if addr < 0 or addr + n > len(d):
            raise ValueError("address range out of the FRAM")
        for i in range(n):
            buf[i] = d[addr + i]


class PowerCut(BaseException):
    pass


class CutMemory:
    """Wraps a memory; the write number `at` (0-based) is cut: mode 'before'
    (nothing written), 'torn' (a prefix written), 'after' (all written), then
    PowerCut is raised."""

    def __init__(self, mem, at=-1, mode="before", torn=None):
        self.mem = mem
        self.at = at
        self.mode = mode
        self.torn = torn
        self.count = 0

    def __len__(self):
        return len(self.mem)

    def __getitem__(self, s):
        return self.mem[s]

    def __setitem__(self, s, v):
        n = self.count
        self.count += 1
        if n != self.at:
            self.mem[s] = v
            return
        start, stop, _ = s.indices(len(self.mem))
        if self.mode == "after":
            self.mem[s] = v
        elif self.mode == "torn":
            k = self.torn if self.torn is not None else len(v) // 2
            k = max(0, min(k, len(v)))
            self.mem[start:start + k] = bytes(v[:k])
        raise PowerCut("cut at write " + str(n) + " (" + self.mode + ")")


class FailingMemory:
    """Wraps a memory whose writes fail while `failing` is set, as a storage
    that went read-only or an I2C write the FRAM stopped acknowledging does:
    OSError (EIO), after `torn` bytes of the write reached the memory (None:
    none did).  `skip` writes succeed before the failures start."""

    def __init__(self, mem):
        self.mem = mem
        self.failing = False
        self.torn = None
        self.skip = 0
        self.failed = 0

    def __len__(self):
        return len(self.mem)

    def __getitem__(self, s):
        return self.mem[s]

    def __setitem__(self, s, v):
        if not self.failing:
            self.mem[s] = v
            return
        if self.skip > 0:
            self.skip -= 1
            self.mem[s] = v
            return
        start, stop, _ = s.indices(len(self.mem))
        if self.torn:
            k = max(0, min(self.torn, len(v)))
            self.mem[start:start + k] = bytes(v[:k])
        self.failed += 1
        raise OSError(5, "Input/output error")


class FakeEventQueue:
    def __init__(self, max_events=64):
        self.items = []
        self.overflowed = False
        self.max = max_events

    def put(self, key, pressed):
        if len(self.items) >= self.max:
            self.overflowed = True
            return
        self.items.append((key, pressed))

    def get_into(self, ev):
        if not self.items:
            return False
        ev.key_number, ev.pressed = self.items.pop(0)
        ev.released = not ev.pressed
        return True

    def get(self):
        ev = FakeEvent()
        return ev if self.get_into(ev) else None

    def clear(self):
        self.items.clear()

    def __len__(self):
        return len(self.items)


class FakeKeys:
    def __init__(self, pins=(), value_when_pressed=False, pull=True, **kw):
        self.pins = pins
        self.key_count = len(pins)
        self.events = FakeEventQueue()


# usb_cdc.data's transmit side on the RP2040 (CircuitPython 9.2.1): the TinyUSB
# TX FIFO (CFG_TUD_CDC_TX_BUFSIZE=256 in ports/raspberrypi/Makefile) and the
# full-speed bulk IN endpoint buffer (64 bytes, CFG_TUD_CDC_EP_BUFSIZE).  With
# write_timeout=0, write() fills the FIFO, one packet moves to the endpoint and
# the stream loop fills the FIFO again: 320 bytes while the host reads nothing
# (shared-module/usb_cdc/Serial.c, py/stream.c mp_stream_rw).
USB_TX_FIFO = 256
USB_EP = 64
USB_TX = USB_TX_FIFO + USB_EP


class FakeStream:
    """usb_cdc.data as the chip behaves, for a test playing the host.

    The test writes requests with feed() and reads with take() (parsed
    complete lines) or lines() (raw complete lines).  The device's write()
    takes only what fits in the USB buffer (`room`, 320 bytes) and returns the
    count, possibly 0; the buffer drains only when the host reads.  While the
    host's DTR is low (`connected` False) TinyUSB makes the FIFO overwritable:
    write() takes everything and the oldest bytes are lost."""

    def __init__(self, room=USB_TX, sink=False):
        self.sink = sink          # a host that reads everything at once and keeps nothing (benchmarks)
        self.inbox = bytearray()
        self.out = bytearray()    # written by the device, not read by the host yet
        self.got = bytearray()    # read by the host, not a complete line yet
        self.room = room
        self.timeout = 0
        self.write_timeout = 0
        self.connected = True
        self.written = 0

    def feed(self, data):
        self.inbox.extend(data)

    def readinto(self, buf):
        if not self.inbox:
            return 0          # like usb_cdc: nothing waiting, nothing allocated
        n = min(len(buf), len(self.inbox))
        buf[0:n] = self.inbox[0:n]
        self.inbox = self.inbox[n:]   # (MicroPython's bytearray has no slice deletion)
        return n

    @property
    def in_waiting(self):
        return len(self.inbox)

    @property
    def out_waiting(self):
        return len(self.out)

    def write(self, data):
        if self.sink and self.connected:
            return min(len(data), self.room)
        data = bytes(data)
        if not self.connected:
            self.out.extend(data)
            if len(self.out) > self.room:
                self.out = self.out[len(self.out) - self.room:]
            self.written += len(data)
            return len(data)
        n = min(len(data), self.room - len(self.out))
        if n > 0:
            self.out.extend(data[:n])
            self.written += n
        return max(n, 0)

    def read(self, n=None):
        """The host reads up to n bytes (all by default) of what went out."""
        k = len(self.out) if n is None else min(n, len(self.out))
        chunk = bytes(self.out[:k])
        self.out = self.out[k:]
        return chunk

    def lines(self):
        """The host reads what waits: the complete lines, raw."""
        self.got.extend(self.read())
        parts = bytes(self.got).split(b"\n")
        self.got = bytearray(parts[-1])
        return [x for x in parts[:-1] if x]

    def take(self):
        """The host reads what waits: the complete lines, parsed."""
        import json
        return [json.loads(x) for x in self.lines()]


class _Pin:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "board." + self.name


CHIP = ("board", "keypad", "neopixel", "usb_cdc", "microcontroller", "busio", "adafruit_fram", "supervisor",
        "digitalio", "neopixel_write",
        "storage", "adafruit_bus_device", "adafruit_bus_device.i2c_device")


def install():
    """Insert fresh fake chip modules (the files of tests/fakes/chip/) into
    sys.modules; returns them by name.  Under MicroPython put that folder on
    sys.path instead (tests/mpy/run_deployed.mjs does)."""
    import importlib.util
    import os

    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "chip")
    mods = {}
    for name in CHIP:
        path = os.path.join(folder, *name.split(".")) + ".py"
        if not os.path.exists(path):
            path = os.path.join(folder, *name.split("."), "__init__.py")   # a package
        spec = importlib.util.spec_from_file_location(name, path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        mods[name] = mod
    sys.modules.update(mods)
    return mods


def uninstall(mods):
    for name in mods:
        sys.modules.pop(name, None)
