"""Checkpoints kept in RAM, beside the storage's ring: loaded only by a board
with heap to spare (Storage.ram_slots, sized by the app after boot), so the
stock firmware's heap holds none of this code.

The state every EVERY records in effect, for the last 2 x slots depths below
the top: slot (depth // EVERY) % slots holds the state at that depth, so a
look-up is one comparison (a rebuild asks at every record it walks past),
those depths never share a slot, and a slot holding a state nearer the top
(at or below it) is never given up for one further down.  The slots are
made once: keeping a state copies it into its slot, nothing new lives on in
the heap (docs/firmware.md, "Storage").
"""

EVERY = 2


class Slots:
    def __init__(self, n, size):
        self.bufs = [bytearray(size) for _ in range(n)]
        self.meta = [0] * (3 * n)      # per slot: depth (0: none), tag, length

    def clear(self, depth):
        """Forget the states at `depth` and above (0: all of them)."""
        m = self.meta
        for i in range(0, len(m), 3):
            if m[i] >= depth:
                m[i] = 0

    def at(self, depth, tag):
        """The index in meta of the slot holding (depth, tag), -1: none."""
        if depth % EVERY:
            return -1
        i = 3 * ((depth // EVERY) % len(self.bufs))
        m = self.meta
        return i if m[i] == depth and m[i + 1] == tag else -1

    def slot_for(self, depth, top):
        """The index in meta of the slot a state at `depth` would take, the top
        at depth `top`; -1: none (its slot holds one nearer the top, at or below it)."""
        if depth % EVERY or depth > top:
            return -1
        i = 3 * ((depth // EVERY) % len(self.bufs))
        x = self.meta[i]
        return -1 if depth < x <= top else i

    def keep(self, depth, tag, state, top):
        """Keep a state if its slot wants it."""
        j = self.slot_for(depth, top)
        if j >= 0:
            m = self.meta
            n = len(state)
            m[j] = 0
            self.bufs[j // 3][0:n] = state
            m[j] = depth
            m[j + 1] = tag
            m[j + 2] = n

    def get(self, depth, tag):
        """The state kept for (depth, tag) (a view of its slot), None: none."""
        j = self.at(depth, tag)
        if j < 0:
            return None
        return memoryview(self.bufs[j // 3])[0:self.meta[j + 2]]
