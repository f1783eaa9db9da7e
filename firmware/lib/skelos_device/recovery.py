"""A damaged journal taken back to its longest intact start (layout.py,
"Why this survives"): imported only when boot or a check of the journal
finds damage, so the board's RAM does not hold this code the rest of the
time."""

import gc

from skelos import codec, games
from skelos.journal import NO
from skelos_device.layout import STRIDE, UNKNOWN


def recover(self, h, at=None):
    """A header for the longest intact start of header h's log (h adopted,
    its log failing its CRC), or None.  The start: the index entry whose
    stretch of log checks, then, when the damage is one changed byte (the
    CRC's difference says which), the records before the one holding it.
    `at`: damage found in the stretch after index entry `at` (Storage.
    stretch_ok), checked against the next whole entry instead of the header.
    Returns (header, records lost, log offset of the damage or -1)."""
    end = h.length
    want = h.log_crc
    k = h.count // STRIDE
    if at is not None:
        k = at
        j = at + 1
        nxt = self._index_entry(j)
        while nxt is None and j < h.count // STRIDE:
            j += 1
            nxt = self._index_entry(j)
        if nxt is not None:
            end = nxt[0]
            want = nxt[2]
    base = None
    while k > 0:
        e = self._index_entry(k)
        if e is not None and e[3] != UNKNOWN:
            j = k - 1
            below = self._index_entry(j)
            while below is None:
                j -= 1
                below = self._index_entry(j)
            if _crc(self, below[0], e[0], below[2]) == e[2]:
                base = e
                break
        k -= 1
    if base is None:
        k = 0
        base = self._index_entry(0)
    off, hist, lcrc, depth, top, rtop = base
    if off > end:
        end = off
    diff = _crc(self, off, end, lcrc) ^ want
    bad = _flipped(self, off, end, diff) if diff else -1
    stop = bad if bad >= 0 else off       # entries wholly before it are kept
    count = k * STRIDE
    recs = self._recs()
    g = h.copy()
    g.length = stop    # entries are read from the kept log only
    g.count = count
    self.head = g
    e = self._ebuf
    while off < stop:
        try:
            size = self._entry(off, e)[0]
        except ValueError:
            break
        if off + size > stop:
            break
        t = e[0]
        if t == recs.UNDO:
            depth -= 1
            top = self.parent(top) if depth else NO
            rtop = off
        elif t == recs.REDO:
            top, rtop = self.undone(rtop)
            depth += 1
        else:
            top = off
            rtop = NO
            depth += 1
        off += size
        count += 1
    self.head = h
    g.depth = depth
    g.top = top
    g.rtop = rtop
    g.length = off
    g.count = count
    g.log_crc = _crc(self, base[0], off, lcrc)
    return g, h.count - count, bad

def rollback(self, which, h, scen, crc, rules, at=None):
    """The device app (self) on a damaged journal: the game again from its
    longest intact start (storage.recover), rebuilt and checked by the rules, then one header
    written; says how many records were lost.  False when nothing can be
    kept.  A MemoryError is not damage: tried again after a collection,
    then raised, nothing written."""
    st = self.storage
    recs = games.records_of(scen)
    guarded = st.guard_below
    st.guard_below = 0          # what recovery reads is checked by its own CRCs and the rules
    free = ""
    if self._mem_free is not None:     # the heap recovery has, said in the warning's words
        gc.collect()
        free = "; " + str(self._mem_free()) + " bytes of heap free"
    for attempt in (0, 1):
        st.adopt(which, h, recs)
        try:
            g2, lost, bad = st.recover(h, at)
            if g2.count == h.count:
                raise ValueError("nothing to cut")
            g2.gen = h.gen
            st.adopt(which, g2, recs)          # rebuilt before anything is written
            g = games.new_game(scen, rules, st)
            g.restore(g2.depth, g2.top, g2.rtop)
            st.commit(g2)                     # the one write: the older header slot
            break
        except MemoryError:
            g = None
            st.adopt(which, None)
            gc.collect()
            if attempt:
                st.guard_below = guarded
                raise
        except Exception as e:  # noqa: BLE001 - not recoverable: a fresh game, said so
            st.adopt(which, None)
            st.guard_below = guarded
            if isinstance(e, RuntimeError) and "pystack" in str(e):
                raise           # CircuitPython's Python stack ran out: the stack, not the journal
            return False
    self.use(g)
    self.game_id = g2.game
    self.scenario_crc = crc
    self.checks.reset()
    where = "at log byte " + str(bad) if bad >= 0 else "after record " + str(g2.count)
    self.warning = None
    self.lost("rolled_back", "journal damaged " + where + "; went back to record " + str(g2.count)
               + ", " + str(lost) + " records after it lost" + free, lost)
    return True


def _crc(self, start, end, crc):
    """CRC-32 of log bytes [start, end) of the adopted game, carried on from crc."""
    base = self._logbase(self.game_head())
    b = self._rbuf
    while start < end:
        n = end - start
        if n > len(b):
            n = len(b)
        self._readinto(base + start, b, n)
        crc = codec.crc32(b if n == len(b) else b[0:n], crc)
        start += n
    return crc

def _flipped(self, start, end, diff):
    """The log offset in [start, end) of the one byte whose change makes
    the CRC of that stretch differ by `diff`, -1 if no one byte does.
    CRC-32 is linear: a change v of the byte k bytes before the end
    changes the CRC by M^(k+1)(v), M the register's step over a zero
    byte (eight steps x -> (x >> 1) ^ (P if x & 1 else 0)).  So M^-1 is
    applied to the difference until it is one byte (1..255): each bit
    step is undone from the top bit (set only when P was XORed in).  No
    table, and the 32-bit register is kept as two 16-bit halves: small
    ints, so the walk allocates nothing (on CircuitPython an int of 2**30
    or more is a long int, allocated)."""
    hi = (diff >> 16) & 0xFFFF
    lo = diff & 0xFFFF
    k = end
    while k > start:
        k -= 1
        i = 8
        while i:          # (no range object: nothing allocated per byte)
            i -= 1
            if hi & 0x8000:
                hi = (((hi ^ 0xEDB8) << 1) & 0xFFFF) | ((lo ^ 0x8320) >> 15)
                lo = (((lo ^ 0x8320) << 1) & 0xFFFF) | 1
            else:
                hi = ((hi << 1) & 0xFFFF) | (lo >> 15)
                lo = (lo << 1) & 0xFFFF
        if not hi and lo < 256:
            return k if lo else -1
    return -1


class Kept:
    """The stored game the board could not read back for want of memory
    (warning storage_unrecovered): its journal as `events` reads it,
    read only (the storage is frozen: not even an index entry is written)."""

    def __init__(self, storage, scenario, rules):
        self.storage = storage
        self.scenario = scenario
        self.rules = rules
        self.records = storage.records

    @property
    def count(self):
        return self.storage.count

    def history(self, n=None):
        return self.storage.hash_at(self.count if n is None else n)

    def records_from(self, i, n):
        return self.storage.read_records(i, n)


def keep(app, which, h, e, scen):
    """The game of header h kept read only (startup._unrecovered): its records
    readable (app.kept), the storage frozen (reading writes nothing, not even an
    index entry); (detail, why) of its storage_unrecovered warning."""
    st = app.storage
    st.adopt(which, h, games.records_of(scen))
    st.frozen = True
    app.kept = Kept(st, scen, h.rules_version())
    if isinstance(e, RuntimeError):      # "pystack exhausted"
        return ("the Python stack is too small to read back the saved game (" + repr(e)[:60]
                + "); its journal is kept unchanged: set CIRCUITPY_PYSTACK_SIZE = 4096 in settings.toml"
                " and reset the board"), "stack"
    return ("not enough free memory to read back the saved game (" + repr(e)[:60]
            + "); its journal is kept unchanged: reset the board to try again"), "memory"
