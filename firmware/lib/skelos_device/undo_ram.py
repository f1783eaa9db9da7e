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

The same board keeps nothing long-lived made per action or undo, late, in the
middle of its free heap (where it would split the heap's largest free block):
a spare set of the game's state objects that undos and prepare rebuild into
(the journal's `spares`: take, give, put), and the header before the current
one, written over by the next record (header).  With them here, the stock
firmware's heap holds none of this code either.
"""

import gc

EVERY = 2
# In a run of requests with no quiet moment between them the idle collection never
# comes, and the heap's own collection (about 15 ms on the board) fell inside a
# request; the step after an undo collects instead of preparing once GC_RUN bytes
# were taken since the last collection: between two requests rather than inside one.
GC_RUN = 24576
# The step waits for a request or a press only while at least AHEAD depths below the
# top are known prepared: prepare fills a gap from its bottom up, so what it knows
# served lags, and a run with no quiet moment and a smaller margin went past what was
# prepared and paid a long rebuild (hundreds of ms; tests/firmware/test_undo_ram.py)
AHEAD = 64
_HEADER = ("gen", "game", "slot", "selected", "scen_crc", "count", "length", "depth", "top", "rtop", "rules",
           "uid", "log_crc", "base")


class Slots:
    def __init__(self, n, size):
        self.bufs = [bytearray(size) for _ in range(n)]
        self.meta = [0] * (3 * n)      # per slot: depth (0: none), tag, length
        self.objs = None  # type: list | None   # the spare set of the game's state objects (None: not made)
        self.hh = None                 # the header before the current one (written over next)

    def clear(self, depth):
        """Forget the states at `depth` and above (0: all of them, the spare
        objects and header too: another game, or the same read back)."""
        if not depth:
            self.objs = None
            self.hh = None
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

    # ------------------------------------------------------------ the spare set (skelos.journal)
    def take(self, g):
        """The game's state objects (returned, to go back to), the spare set in
        their place to be rebuilt in place (made the first time: a copy)."""
        was = g._refs()
        if self.objs is None or len(self.objs) != len(was):
            g.load_state(g.state_bytes(), True)
            self.objs = g._refs()
        else:
            g._set_refs(self.objs)
        return was

    def give(self, g, was):
        """The objects in place become the spare set again, `was` the state's."""
        o = self.objs
        assert o is not None     # (take made it)
        i = 0
        for name in g.STATE:
            o[i] = getattr(g, name)
            i += 1
        g._set_refs(was)

    def put(self, objs):
        """`objs` (the state before an undo) are the spare set now."""
        o = self.objs
        assert o is not None
        for i in range(len(o)):
            o[i] = objs[i]

    def header(self, head):
        """A copy of `head` to write the next record's header in: the header
        before it, written over (a new one the first time)."""
        h = self.hh
        self.hh = head
        if h is None or h is head:
            return head.copy()
        for k in _HEADER:
            setattr(h, k, getattr(head, k))
        return h


def after_undo(app):
    """The loop's step after an undo went out (its reply and frame first): one
    step of prepare while fewer than half the slots' reach below the top are
    known served, so a run of undos with no quiet moment between them finds
    the next gap filled before it gets there.  While at least AHEAD depths
    below the top are known prepared: never while a request or a press waits
    (it goes first; the step is still owed to the next undo or a quiet
    moment), and a collection instead once GC_RUN bytes were taken since the
    last one.  True if it did either."""
    g = app.game
    d = g.depth if g is not None else 0
    seen = app._seen_depth
    app._seen_depth = d
    if g is None or d >= seen:
        return False
    ln = app.link
    try:
        waiting = (ln.again is not None or ln.rpos < ln.rlen or len(ln.line)
                   or getattr(ln.stream, "in_waiting", 0))
    except Exception:  # noqa: BLE001 - a broken stream: nothing waits
        waiting = False
    ahead = g.prepared() >= AHEAD
    if ahead and (waiting or app.press_waiting()):
        app._seen_depth = seen
        return False
    mem_free = app._mem_free
    if ahead and mem_free is not None and app._gc_base - mem_free() >= GC_RUN:
        gc.collect()
        free = app._gc_base = mem_free()
        if app.mem_low is None or free < app.mem_low:
            app.mem_low = free
        return True
    if g.prepared() < app.storage.horizon // 2:
        return app.prepare_step()
    return False
