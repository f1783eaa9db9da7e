"""Buttons without `keypad`: a polling scanner with keypad.Keys's interface,
for the Raspberry Pi box (pibox.py; host side, so `skelos deploy` leaves it
off the Pico, which has keypad).

Blinka (CPython on a Raspberry Pi) gives `digitalio` inputs; the box scans
them itself, in the device loop, with no thread: ``ScanKeys(inputs,
value_when_pressed, clock, interval_ms)`` reads every input when
`interval_ms` has passed since its last scan, the moment the loop looks at
``.events`` (poll_keys does, once per step).  As keypad.Keys does, a key's
state is the value read at the last scan and a change between two scans is
one event: a bounce shorter than the interval is never seen, a longer one
is seen as its final state.  The default interval is the Pico's
(code.py SCAN_INTERVAL, 5 ms), so gestures (input.Buttons: long press,
mode chords) time the same on both builds.

``.events`` has what poll_keys uses of keypad's EventQueue: ``get_into``,
``overflowed`` (set when more than `max_events` edges wait, as keypad's
default 64), ``clear`` and ``len``.  `Event` is a preallocated event.
"""

from skelos_device.input import ticks_diff

from skelos_host.sim.virtual import VirtualEvent

SCAN_MS = 5
MAX_EVENTS = 64


Event = VirtualEvent     # keypad's Event: the simulator's serves the box as it is


class EventQueue:
    def __init__(self, max_events=MAX_EVENTS):
        self.items = []
        self.max = max_events
        self.overflowed = False

    def put(self, key, pressed):
        if len(self.items) >= self.max:
            self.overflowed = True
            return
        self.items.append((key, pressed))

    def get_into(self, event):
        if not self.items:
            return False
        event.key_number, event.pressed = self.items.pop(0)
        event.released = not event.pressed
        return True

    def clear(self):
        self.items = []

    def __len__(self):
        return len(self.items)


class ScanKeys:
    def __init__(self, inputs, value_when_pressed=False, clock=None, interval_ms=SCAN_MS,
                 max_events=MAX_EVENTS):
        self.inputs = list(inputs)      # objects with .value (digitalio.DigitalInOut)
        self.key_count = len(self.inputs)
        self.when_pressed = bool(value_when_pressed)
        self.clock = clock
        self.interval = interval_ms
        self.down = [False] * self.key_count
        self.last = None                # tick of the last scan
        self.scans = 0
        self._events = EventQueue(max_events)

    @property
    def events(self):
        self.scan()
        return self._events

    def scan(self, now=None):
        """Read every input if the interval has passed; True when it did."""
        if now is None:
            now = self.clock()
        if self.last is not None and ticks_diff(now, self.last) < self.interval:
            return False
        self.last = now
        self.scans += 1
        down = self.down
        q = self._events
        for i in range(self.key_count):
            p = bool(self.inputs[i].value) == self.when_pressed
            if p != down[i]:
                down[i] = p
                q.put(i, p)
        return True

    def reset(self):
        """Forget the keys' states: the next scan reports every held key again (keypad.Keys.reset)."""
        self.down = [False] * self.key_count
        self._events.clear()

    def deinit(self):
        for io in self.inputs:
            d = getattr(io, "deinit", None)
            if d is not None:
                d()
        self.inputs = []
        self.key_count = 0
