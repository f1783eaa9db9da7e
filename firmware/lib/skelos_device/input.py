"""Buttons: keypad edges -> gestures (short, long, mode chords).

`Buttons` turns raw edges (key number, pressed, time) into gestures
``(name, kind)``: kind is "short" (released before LONG_MS) or "long"
(fired as soon as the button has been held LONG_MS).  A button pressed
while `mode` is down, or down when `mode` is pressed, is in a chord: its
gesture is ``("mode+" + name, kind)`` whenever it comes (even after `mode`
went up first).  Profile `chords` (e.g. reroll = mode + defend) rename a
chord to a button.

`mode` is a chord's modifier, so its own gestures come on its release, and
only when no other button was down at any moment of its press: "short"
released before LONG_MS, "long" (the brightness step) released after.
Held with another button it gives nothing of its own: a chord pressed
mode-first (mode held, then undo held: a new game) never steps the
brightness on the way.  With `hold_ms` (the profile's `shutdown_hold_ms`),
`mode` held alone that long gives ``("mode", "hold")`` once per press, the
host's shutdown gesture, at once (another button down starts the count
again); its release then gives nothing.

`poll_keys(keys, event, buttons, now)` drains a keypad.Keys with one
preallocated keypad.Event (no allocation per event).
"""

LONG_MS = 600


def ticks_diff(a, b):
    """a - b for tick counters that wrap at 2**29 (supervisor.ticks_ms)."""
    d = (a - b) & 0x1FFFFFFF
    if d >= 0x10000000:
        d -= 0x20000000
    return d


class Buttons:
    def __init__(self, names, chords=None, hold_ms=0):
        self.names = list(names)
        self.hold_ms = hold_ms or 0
        self.hold_from = None       # tick mode has been down alone since; None once reported
        n = len(self.names)
        self.down_at = [None] * n   # tick of the press, None when up
        self.fired = [False] * n    # long (mode: the hold) already reported for this press
        self.with_mode = [False] * n    # this press is in a chord with mode
        self.mode = self.names.index("mode") if "mode" in self.names else -1
        self.mode_used = False      # another button was down during this press of mode
        self.chords = {}
        if chords:
            for target, pair in chords.items():
                if len(pair) == 2 and pair[0] == "mode":
                    self.chords["mode+" + pair[1]] = target
        self.overflows = 0

    def index(self, name):
        return self.names.index(name)

    def _name(self, i):
        name = self.names[i]
        if self.with_mode[i] or (self.mode >= 0 and self.down_at[self.mode] is not None):
            name = "mode+" + name
            name = self.chords.get(name, name)
        return name

    def edge(self, i, pressed, now, out):
        """Feed one edge; gestures are appended to `out`."""
        if i < 0 or i >= len(self.names):
            return
        m = self.mode
        if i != m and self.hold_from is not None:
            self.hold_from = now        # another button moved: the shutdown hold counts again
        if pressed:
            if self.down_at[i] is None:
                self.down_at[i] = now
                self.fired[i] = False
                if i == m:
                    self.mode_used = False
                    self.hold_from = now
                    for j in range(len(self.names)):
                        if j != m and self.down_at[j] is not None:
                            self.with_mode[j] = True    # mode joined a button already down
                            self.mode_used = True
                else:
                    self.with_mode[i] = m >= 0 and self.down_at[m] is not None
                    if self.with_mode[i]:
                        self.mode_used = True
            return
        t0 = self.down_at[i]
        if t0 is None:
            return
        if i == m:
            if not self.fired[i] and not self.mode_used:
                out.append(("mode", "long" if ticks_diff(now, t0) >= LONG_MS else "short"))
            self.mode_used = False
        elif not self.fired[i]:
            out.append((self._name(i), "short"))
        self.down_at[i] = None
        self.with_mode[i] = False

    def tick(self, now, out):
        """Report long presses (and the shutdown hold) whose time has come;
        mode's own long press comes on its release (edge)."""
        m = self.mode
        if self.hold_ms and m >= 0 and self.down_at[m] is not None and self.hold_from is not None:
            for i in range(len(self.names)):
                if i != m and self.down_at[i] is not None:
                    self.hold_from = now        # not alone: the count starts again
                    break
            if ticks_diff(now, self.hold_from) >= self.hold_ms:
                self.hold_from = None
                self.fired[m] = True            # its release gives nothing more
                out.append(("mode", "hold"))
        for i in range(len(self.names)):
            t0 = self.down_at[i]
            if i != m and t0 is not None and not self.fired[i] and ticks_diff(now, t0) >= LONG_MS:
                self.fired[i] = True
                out.append((self._name(i), "long"))

    def any_down(self):
        for t in self.down_at:
            if t is not None:
                return True
        return False


def poll_keys(keys, event, buttons, now, out):
    """Drain keypad events into gestures."""
    if keys is None:
        return
    ev = keys.events
    if ev.overflowed:
        ev.overflowed = False
        buttons.overflows += 1
        # a lost edge could leave a button stuck 'down': forget them all
        for i in range(len(buttons.down_at)):
            buttons.down_at[i] = None
            buttons.with_mode[i] = False
        buttons.mode_used = False
        ev.clear()
        return
    while ev.get_into(event):
        buttons.edge(event.key_number, event.pressed, now, out)
