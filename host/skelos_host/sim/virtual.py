"""The simulator's virtual parts: a NeoPixel strip, keypad keys and a
file-backed memory.  Standard library only, so the firmware tests' fakes
(`tests/fakes`) can reuse them without importing the device app, also under
MicroPython (the device benchmark loads them there)."""

import os

try:
    from threading import Lock
except ImportError:  # MicroPython without threads: nothing runs concurrently there
    class Lock:
        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False


class VirtualStrip:
    """A NeoPixel stand-in: a list of (r, g, b) and a show counter.  The
    simulator's strip, and the `neopixel` fake of the firmware tests."""

    def __init__(self, n=46, brightness=1.0, auto_write=False, **kw):
        self.n = n
        self.buf = [(0, 0, 0)] * n
        self.shown = [(0, 0, 0)] * n
        self.shows = 0
        self.brightness = brightness
        self.auto_write = auto_write

    def __len__(self):
        return self.n

    def __setitem__(self, i, c):
        self.buf[i] = tuple(c)

    def __getitem__(self, i):
        return self.buf[i]

    def fill(self, c):
        self.buf = [tuple(c)] * self.n

    def show(self):
        self.shown = list(self.buf)
        self.shows += 1


class VirtualEvent:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed
        self.released = not pressed


class _EventQueue:
    def __init__(self, clock):
        self.clock = clock
        self.items = []  # (due tick, key, pressed)
        self.lock = Lock()
        self.overflowed = False
        self.wake = None        # called after an event is added (the hosted board's loop: hosted.py)

    def add(self, due, key, pressed):
        with self.lock:
            self.items.append((due, key, pressed))
        if self.wake is not None:
            self.wake()

    def next_due(self):
        """The tick the next event is due at (None: none waits)."""
        with self.lock:
            return self.items[0][0] if self.items else None

    def get_into(self, event):
        now = self.clock()
        with self.lock:
            if not self.items or self.items[0][0] > now:
                return False
            _, key, pressed = self.items.pop(0)
        event.key_number = key
        event.pressed = pressed
        event.released = not pressed
        return True

    def clear(self):
        with self.lock:
            self.items.clear()

    def __len__(self):
        return len(self.items)


class VirtualKeys:
    """keypad.Keys stand-in fed by press(): down now, up after the hold."""

    def __init__(self, names, clock):
        self.names = list(names)
        self.clock = clock
        self.events = _EventQueue(clock)

    def press(self, name, long=False):
        k = self.names.index(name)
        now = self.clock()
        with self.events.lock:
            start = max([now] + [d for d, _, _ in self.events.items])
        self.events.add(start, k, True)
        self.events.add(start + (700 if long else 60), k, False)


class FileMemory:
    """A byte array backed by a file of fixed size (power-cycle-safe sim storage)."""

    def __init__(self, path, size):
        self.path = str(path)
        self.size = size
        self.found = None     # the size of a file found with another size (kept, padded or cut)
        if not os.path.exists(self.path):
            with open(self.path, "wb") as f:
                f.write(b"\xff" * size)
        elif os.path.getsize(self.path) != size:
            self.found = os.path.getsize(self.path)
            with open(self.path, "r+b") as f:
                if self.found < size:
                    f.seek(self.found)
                    f.write(b"\xff" * (size - self.found))
                else:
                    f.truncate(size)
        self.f = open(self.path, "r+b")  # noqa: SIM115

    def __len__(self):
        return self.size

    def __getitem__(self, s):
        start, stop, _ = s.indices(self.size)
        self.f.seek(start)
        return self.f.read(max(0, stop - start))

    def __setitem__(self, s, data):
        start, stop, _ = s.indices(self.size)
        if stop - start != len(data):
            raise ValueError("slice assignment must keep the size")
        self.f.seek(start)
        self.f.write(bytes(data))
        self.f.flush()

    def close(self):
        self.f.close()
