"""Power-safe persistence of the scenarios and the current game: the
journal's backend on the board (skelos.journal), its bytes laid out as
skelos_device.layout says (why it survives a power cut at any instant: there).

The backend is any byte array: ``len(mem)``, ``mem[a:b]`` (read) and
``mem[a:b] = data`` (write) -- ``microcontroller.nvm``, the FRAM (fram.py,
one I2C transaction per write), a bytearray or a file-backed fake.  A
backend with ``readinto(addr, buf, n)`` is read without allocating.

Its rarely used sections (skelos_device.scenario_slots, legacy, recovery)
are modules loaded for the call and dropped after it; they use the layout's
names and this class's public ones (read_at, write_at, slot_base, commit,
game_head, adopt...), never its private members.
"""

import sys

from skelos import codec
from skelos.journal import NO, StorageFull, chain, give_up
from skelos_device.layout import (  # noqa: F401 - MAX_RECORD, LOG_START, STRIDE, newer, tails: the app's and tests'
    BASE_UNIT, CHDR, EVERY, EXPLICIT, HDR, IDX, LOG_START, MAX_ENTRY, MAX_RECORD, STRIDE, UNKNOWN, V1MAGIC, Header,
    g16, g32, layout, newer, ring, tails, u16, u32, unpack_header,
)

_FIRST = 16        # bytes of an entry read first (storage._entry)
_WIN = 128         # bytes of the log kept in RAM from the last entry read (storage._entry)
_KW = 128          # bytes of the log read at a time (storage._walk)


def _unguarded(off):
    """Storage.guard until the app sets its own (guard_below 0: never called)."""


def _forget(name):
    """Drop the section module `name` loaded for one call (scenario_slots, legacy):
    once the call returns nothing holds its code, which the next collection frees
    (about 1.5 KB of heap each, kept otherwise from boot on)."""
    sys.modules.pop("skelos_device." + name, None)
    pkg = sys.modules.get("skelos_device")
    if pkg is not None and hasattr(pkg, name):
        delattr(pkg, name)


class Storage:
    """The device's persistent state on a byte-array backend, and the
    journal's backend for the current game (skelos.journal)."""

    every = EVERY

    def __init__(self, mem):
        self.mem = mem
        self.size = len(mem)
        self.log_start, self.log_end, self.sslot = layout(self.size)
        self.ring, self.cks = ring(self.size)
        self.ck_base = self.log_end   # the end of the log's room
        self.scap, self.idx_at, self.idx_max, self.ring_at = tails(self.size)
        self.head = None       # the header in effect (Header) or None
        self.which = 0         # index (0/1) of the header slot holding `head`
        self.writes = 0        # write calls
        self.bytes_written = 0
        self.records = None    # the current game's record module (length_at, UNDO, REDO)
        self.batch = False     # writing a converted game: headers stay in RAM until end_convert()
        self.conv = 0
        self._rbuf = bytearray(MAX_ENTRY + 2)
        self._ebuf = bytearray(MAX_ENTRY + 2)
        # a checkpoint's header read (its first CHDR bytes), or a header packed to be
        # written (_commit): 32 bytes take the heap's two blocks that 20 took
        self._cbuf = bytearray(HDR)
        # the log read in chunks of _KW (storage._walk); a checkpoint read and written whole
        # (CKS bytes, 128 more than a chunk: no state's bytes made per undo)
        self._kbuf = bytearray(self.cks if self.cks > _KW else _KW)
        self._hist = None      # history hash of the whole log (None: not read yet)
        self._pend = 0         # put's history hash of the record it writes
        self._dir = None       # the checkpoint ring's directory (None: not read yet), _dl when read
        # its two ints per slot (depth, tag; depth 0: none), made once here: a directory read
        # again or a checkpoint kept allocates nothing that lives on (docs/performance.md, heap)
        self._dl = [0] * (2 * self.ring)
        self._ibuf = bytearray(IDX)
        self._skip_h = 0       # the history hash and log CRC _walk carried on
        self._skip_c = 0
        self._last = -1        # the record offset_of found last, and its offset
        self._last_off = 0
        self._eoff = -1        # the entry read last, and its length
        self._esize = 0
        self._win = bytearray(_WIN)   # the log's bytes at [_wa, _wa + _wn) (addresses), as read last
        self._wa = 0
        self._wn = 0
        into = getattr(mem, "readinto", None)
        if into is not None:
            # the backend's own readinto(addr, buf, n) is called straight: no frame of ours
            # between a read and the driver (CircuitPython's Python stack)
            self._readinto = into  # type: ignore[method-assign]
        self.reader = None     # reader(path) -> bytes or None: the drive's files (scenario references)
        self.guard = _unguarded   # guard(off): the app's check of the stretch holding a record read below
        self.guard_below = 0   # this log offset (undo, redo, a rebuild); ValueError when it is damaged
        self.frozen = False    # a game kept read only (the app's storage_unrecovered): no index entry written
        self.hold = False      # the scenario slots' code kept loaded between calls (the boot's several: release())
        self.ram = None        # the checkpoints kept in RAM (ram_slots: undo_ram.Slots), None: none
        self.horizon = 0       # depths below the top they cover (skelos.journal's prepare)

    # ------------------------------------------------------------ raw
    def write_at(self, off, data):
        if off < self._wa + self._wn and off + len(data) > self._wa:
            self._wn = 0       # the log's bytes kept in RAM are no longer those
        self.writes += 1
        self.bytes_written += len(data)
        self.mem[off:off + len(data)] = data

    def read_at(self, off, n):
        if n <= 0:
            return b""  # adafruit_fram refuses an empty slice (IndexError)
        return bytes(self.mem[off:off + n])

    def _readinto(self, off, buf, n):
        """Read n bytes at off into buf[0:n] (a backend with readinto has its own
        method in its place: no allocation)."""
        data = self.mem[off:off + n]
        for i in range(n):
            buf[i] = data[i]

    # ------------------------------------------------------------ scenarios
    def slot_base(self, i):
        return self.log_end + i * self.sslot

    def scenario_capacity(self):
        return self.scap

    # the slots' reads and writes: skelos_device.scenario_slots, loaded for the call and dropped after
    def scenario_blob(self, i):
        from skelos_device import scenario_slots
        try:
            return scenario_slots.scenario_blob(self, i)
        finally:
            if not self.hold:
                _forget("scenario_slots")

    def scenario_ref(self, i):
        from skelos_device import scenario_slots
        try:
            return scenario_slots.scenario_ref(self, i)
        finally:
            if not self.hold:
                _forget("scenario_slots")

    def store_ref(self, path, blob, slot):
        from skelos_device import scenario_slots
        try:
            return scenario_slots.store_ref(self, path, blob, slot)
        finally:
            if not self.hold:
                _forget("scenario_slots")

    def store_scenario(self, blob, slot):
        from skelos_device import scenario_slots
        try:
            return scenario_slots.store_scenario(self, blob, slot)
        finally:
            if not self.hold:
                _forget("scenario_slots")

    def release(self):
        """The end of a run of slot calls (the boot's): their code dropped now."""
        self.hold = False
        _forget("scenario_slots")

    # ------------------------------------------------------------ headers
    def read_headers(self):
        return [unpack_header(self.read_at(0, HDR)), unpack_header(self.read_at(HDR, HDR))]

    def blank_headers(self):
        """True when the header area was never written (all 0x00 or all 0xFF)."""
        b = self.read_at(0, 2 * HDR)
        return b == bytes(2 * HDR) or b == b"\xff" * (2 * HDR)

    def log_blank(self):
        """True when the log area starts blank (0x00 or 0xFF): no journal was written there."""
        b = self.read_at(self.log_start, 16)
        return b == bytes(16) or b == b"\xff" * 16

    def blank_header(self, i):
        b = self.read_at(i * HDR, HDR)
        return b == bytes(HDR) or b == b"\xff" * HDR

    def _logbase(self, h):
        return self.log_start + h.base * BASE_UNIT

    def candidates(self):
        """Valid headers, newest first, as (index, Header)."""
        hs = self.read_headers()
        out = []
        for i in (0, 1):
            h = hs[i]
            if h is not None and self._logbase(h) + h.length <= self.ck_base:
                out.append((i, h))
        if len(out) == 2 and newer(out[1][1].gen, out[0][1].gen):
            out = [out[1], out[0]]
        return out

    # a board of the earlier layout: skelos_device.legacy, loaded for the call and dropped after
    def legacy(self):
        if self.read_at(0, 4) != V1MAGIC and self.read_at(HDR, 4) != V1MAGIC:
            return []      # no header of the earlier layout: its code not loaded (every boot asks)
        from skelos_device import legacy
        try:
            return legacy.legacy(self)
        finally:
            _forget("legacy")

    def log_bytes(self, h):
        from skelos_device import legacy
        try:
            return legacy.log_bytes(self, h)
        finally:
            _forget("legacy")

    def adopt(self, which, h, records=None):
        self.which = which
        self.head = h
        self.records = records
        self._hist = None
        self._dir = None
        if self.ram is not None:
            self.ram.clear(0)
        self._last = -1
        self._eoff = -1
        self._wn = 0

    def commit(self, h):
        """Write header h over the older header slot; it becomes current."""
        h.gen = ((self.head.gen + 1) if self.head is not None else (h.gen + 1)) & 0xFFFF
        target = 1 - self.which if self.head is not None else 0
        if not self.batch:
            self.write_at(target * HDR, h.pack(self._cbuf))
        self.which = target
        self.head = h

    def room(self):
        """Bytes left for the log."""
        h = self.head
        if h is None:
            return 0
        room = self.ck_base - self._logbase(h) - h.length
        if self.idx_at is None:
            room -= (h.count // STRIDE + 1) * IDX
        return room

    def capacity(self):
        """Bytes of the log area (the log and its index)."""
        return self.ck_base - self.log_start

    def start_game(self, slot, scen_crc, game_id, selected=None, rules=0, uid=0, records=None):
        """A new game (header only, an empty log) playing rules version `rules`."""
        h = Header(game=game_id & 0xFFFF, slot=slot, scen_crc=scen_crc,
                   selected=slot if selected is None else selected, rules=rules, uid=uid & 0xFFFFFFFF)
        if self.head is not None:
            h.gen = self.head.gen
        self.commit(h)
        self.adopt(self.which, h, records)

    def set_selected(self, sel):
        head = self.head
        if head is None:
            raise StorageFull("no game")
        h = head.copy()
        h.selected = sel
        self.commit(h)

    def begin_convert(self, old, uid, records):
        from skelos_device import legacy
        try:
            return legacy.begin_convert(self, old, uid, records)
        finally:
            _forget("legacy")

    def end_convert(self):
        from skelos_device import legacy
        try:
            return legacy.end_convert(self)
        finally:
            _forget("legacy")

    def wear(self):
        return {"writes": self.writes, "bytes": self.bytes_written}

    # ------------------------------------------------------------ log integrity
    def log_ok(self, h):
        """Does the log of header h match its CRC, from the second index entry
        below its last record on (STRIDE to 2 * STRIDE records)?  (h is adopted.)"""
        k = h.count // STRIDE
        e = self._index_read(k)
        while e is None:
            k -= 1
            e = self._index_read(k)
        if k:
            k -= 1
            e = self._index_read(k)
            while e is None:
                k -= 1
                e = self._index_read(k)
        off, _, crc = e
        end = self._logbase(h) + h.length
        off += self._logbase(h)
        b = self._rbuf
        while off < end:
            n = end - off
            if n > len(b):
                n = len(b)
            self._readinto(off, b, n)
            crc = codec.crc32(b if n == len(b) else b[0:n], crc)
            off += n
        return crc == h.log_crc

    def stretch_of(self, off, top):
        """The stretch (index entry k < top, its records from entry k to the
        next whole one) that holds log offset off: a binary search over the
        entries, one by one where an entry is not whole."""
        lo, hi = 0, top
        while hi - lo > 1:
            mid = (lo + hi) // 2
            e = self._index_read(mid)
            if e is None:
                for m in range(lo + 1, hi):
                    e = self._index_read(m)
                    if e is not None:
                        if e[0] > off:
                            break
                        lo = m
                return lo
            if e[0] > off:
                hi = mid
            else:
                lo = mid
        return lo

    def stretch_ok(self, k):
        """Do the records from index entry k to the next whole entry (the
        header's end when none is) match that entry's log CRC and history
        hash?  Read in chunks (storage._walk); an entry that fails its own
        check is passed over, never made again from the log here.  True for
        k beyond the index (nothing to check there)."""
        h = self.game_head()
        e = self._index_read(k)
        if e is None:
            return True      # checked with the stretch below, which runs past it
        j = k + 1
        top = h.count // STRIDE
        nxt = self._index_read(j) if j <= top else None
        while nxt is None and j < top:
            j += 1
            nxt = self._index_read(j)
        n = (j * STRIDE if nxt is not None else h.count) - k * STRIDE
        if n <= 0:
            return True
        try:
            off = self._walk(e[0], n, e[1], e[2])
        except ValueError:
            return False
        if nxt is None:
            return off == h.length and self._skip_c == h.log_crc
        return off == nxt[0] and self._skip_c == nxt[2] and self._skip_h == nxt[1]

    # ------------------------------------------------------------ damage
    def recover(self, h, k=None):
        """See skelos_device.recovery.recover (imported only when a journal is damaged)."""
        from skelos_device import recovery
        return recovery.recover(self, h, k)

    # ------------------------------------------------------------ the journal's backend
    def game_head(self):
        h = self.head
        if h is None:
            raise StorageFull("no game")
        return h

    def _recs(self):
        r = self.records
        if r is None:
            raise ValueError("no game's records")
        return r

    @property
    def length(self):
        return self.head.length if self.head is not None else 0

    @property
    def count(self):
        return self.head.count if self.head is not None else 0

    def _entry(self, off, b, down=True):
        """Read the entry at log offset off into b, its type byte's flag taken
        off: (entry length, record length, explicit parent).  Its first bytes
        come from the log's bytes kept in RAM (_win) when they are there, else
        _WIN bytes are read in one transaction: those below the entry and its
        first _FIRST (`down`: a walk down the chain, parent after parent), or
        those from the entry on (a rebuild applying records upwards)."""
        h = self.game_head()
        if off < 0 or off >= h.length:
            raise ValueError("no record at " + str(off))
        n = h.length - off
        if n > MAX_ENTRY:
            n = MAX_ENTRY
        # most entries are a few bytes: read the first _FIRST, and the whole room
        # only for a longer one (each byte read costs 10 us of I2C at 1 MHz)
        k = n if n < _FIRST else _FIRST
        addr = self._logbase(h) + off
        # (t and flag serve first as the window's start and length, then as
        # the copy's offset and index: each local name is a slot of this
        # frame, which is under the deepest calls of an action; docs/firmware.md,
        # "Python stack")
        if not (self._wa <= addr and addr + k <= self._wa + self._wn):
            self._wn = 0
            t = addr - (_WIN - _FIRST) if down else addr
            if t < addr - off:              # never below the log's first byte
                t = addr - off
            flag = addr - off + h.length - t
            if flag > _WIN:
                flag = _WIN
            self._readinto(t, self._win, flag)
            self._wa = t
            self._wn = flag
        t = addr - self._wa
        for flag in range(k):
            b[flag] = self._win[t + flag]
        recs = self._recs()
        t = b[0]
        flag = t & EXPLICIT
        t = t & 0x7F
        b[0] = t
        if t == recs.UNDO:
            if n < 5:
                raise ValueError("damaged record at " + str(off))
            size, ln = 5, 1
        elif t == recs.REDO:
            size, ln = 1, 1
        else:
            extra = 2 if flag else 1
            ln = -1
            if k < n:
                # the bytes after k are an older read's: a record whose length
                # depends on them comes out longer than k, and is read whole
                ln = recs.length_at(b, 0)
                if ln < 0 or ln + extra > k:
                    ln = -1
                    self._readinto(addr, b, n)
                    b[0] = t
            if ln < 0:
                ln = recs.length_at(b if n == MAX_ENTRY else b[0:n], 0)
            size = ln + extra
            if ln < 0 or size > n:
                raise ValueError("damaged record at " + str(off))
        self._eoff = off
        self._esize = size
        return size, ln, bool(flag)

    def read(self, off):
        """(buffer, 0): the record at log offset off, read from storage."""
        if off < self.guard_below:
            self.guard(off)
        b = self._rbuf
        self._entry(off, b, False)
        return b, 0

    def parent(self, off):
        if off < self.guard_below:
            self.guard(off)
        b = self._ebuf
        size, ln, explicit = self._entry(off, b)
        if explicit:
            p = g16(b, ln)
            if p != NO and p >= off:
                raise ValueError("damaged record at " + str(off))
            return p
        back = b[ln]
        if back == 0 or back > off:
            raise ValueError("damaged record at " + str(off))
        return off - back

    def undone(self, off):
        if off < self.guard_below:
            self.guard(off)
        b = self._ebuf
        self._entry(off, b)
        if b[0] != self._recs().UNDO:
            raise ValueError("not an undo at " + str(off))
        node = g16(b, 1)
        link = g16(b, 3)
        if node >= off or (link != NO and link >= off):
            raise ValueError("damaged record at " + str(off))
        return node, link

    def put(self, buf, ln, a, b, depth, top, rtop):
        head = self.game_head()
        recs = self._recs()
        e = self._ebuf
        t = buf[0]
        for i in range(ln):
            e[i] = buf[i]
        n = ln
        if t == recs.UNDO:
            u16(e, 1, a)
            u16(e, 3, b)
            n = 5
        elif t != recs.REDO:
            back = 0
            if a != NO:
                size = self._entry(a, self._rbuf)[0]
                if a + size == head.length:
                    back = size
            if back:
                e[ln] = back
                n = ln + 1
            else:
                e[0] = t | EXPLICIT
                u16(e, ln, a)
                n = ln + 2
        if n > self.room():
            raise StorageFull("journal area full")
        self._pend = chain(self.hash_at(head.count), memoryview(buf)[0:ln])
        off = head.length
        data = memoryview(e)[0:n]
        self.write_at(self._logbase(head) + off, data)
        h = head.copy()
        h.log_crc = codec.crc32(data, h.log_crc)
        h.length += n
        h.count += 1
        h.depth = depth
        h.top = off if top is None else top
        h.rtop = off if rtop is None else rtop
        if h.count % STRIDE == 0:
            self._index_write(h.count // STRIDE, h.length, self._pend, h.log_crc, h.length, h.depth, h.top, h.rtop)
        self.commit(h)
        self._hist = self._pend
        if b is None:
            if self._dir is not None:
                self._drop(depth)
            if self.ram is not None:
                self.ram.clear(depth)
        return off

    # put calls no more frames deep than it must (CircuitPython's Python stack, 1.5 KB by
    # default, holds every frame from the loop down to the FRAM's driver: docs/firmware.md)

    def _drop(self, depth):
        """A new action at `depth`: the checkpoints there and above are of an undone branch."""
        d = self._directory()
        for i in range(0, len(d), 2):
            if d[i] >= depth:
                d[i] = 0

    # ------------------------------------------------------------ checkpoints
    # The ring's slots are found through a directory in RAM: depth, tag per
    # slot (depth 0: none), read from the slots' headers the first time it is needed and
    # checked then against the log (the history hash of the records the log
    # held when the checkpoint was written), so a checkpoint of records a
    # rollback took away is never used.  Which slot a new checkpoint takes:
    # skelos.journal.give_up.

    def _directory(self):
        d = self._dir
        if d is not None:
            return d
        d = self._dl
        h = self.game_head()
        b = self._cbuf
        for i in range(self.ring):
            d[2 * i] = 0
            self._readinto(self.ring_at + i * self.cks, b, CHDR)
            depth = g16(b, 0)
            tag = g16(b, 2)
            n = g16(b, 4)
            cnt = g16(b, 10)
            if (g32(b, 6) != h.uid or n > self.cks - CHDR or not 0 < depth <= h.count or tag >= h.length
                    or cnt > h.count):
                continue
            try:
                if self.hash_at(cnt) != g32(b, 12):
                    continue
            except (ValueError, IndexError):
                continue
            d[2 * i] = depth
            d[2 * i + 1] = tag
        self._dir = d
        return d

    # ------------------------------------------------------------ checkpoints in RAM
    # (skelos_device.undo_ram, loaded only by a board with heap to spare: self.ram)

    def ram_slots(self, n):
        """Keep up to n checkpoints in RAM (0: none, as on a board with no heap
        to spare); a rebuild and prepare keep one every undo_ram.EVERY records.  Returns n."""
        if n <= 0 or not self.ring:
            return 0
        from skelos_device import undo_ram
        self.ram = undo_ram.Slots(n, self.cks - CHDR)
        self.fine = undo_ram.EVERY
        self.horizon = undo_ram.EVERY * n - 2 * EVERY
        return n

    def has(self, depth, tag):
        if not depth:
            return False
        if self.ram is not None and self.ram.at(depth, tag) >= 0:
            return True
        if not self.ring:
            return False
        d = self._directory()
        for i in range(0, len(d), 2):
            if d[i] == depth and d[i + 1] == tag:
                return True
        return False

    def _slot_for(self, depth, top):
        """The slot a checkpoint at `depth` would take, -1: none worth it."""
        ds = self._directory()[0::2]     # the slots' depths, 0 a free one
        ds.append(depth)
        i = give_up(ds, top)
        return -1 if i == len(ds) - 1 else i

    def wants(self, depth, top):
        if self.ram is not None and self.ram.slot_for(depth, top) >= 0:
            return True
        return bool(self.ring) and depth % EVERY == 0 and self._slot_for(depth, top) >= 0

    def keep(self, depth, tag, state, top):
        if not self.ring or len(state) + CHDR > self.cks:
            return
        # (in RAM through a call of its own: keep's frame is on an action's deepest path)
        if self.ram is not None:
            self.ram.keep(depth, tag, state, top)
            if depth % EVERY:
                return      # the ring keeps multiples of EVERY only
        i = self._slot_for(depth, top)
        if i < 0:
            return
        h = self.game_head()
        d = self._directory()
        n = CHDR + len(state)
        # made in the scratch (the log's chunks), the history hash first: reading the
        # log for it may use the scratch, nothing else reads the log until the write
        b = memoryview(self._kbuf)
        u32(b, 12, self.hash_at(h.count))
        u16(b, 0, depth)
        u16(b, 2, tag)
        u16(b, 4, len(state))
        u32(b, 6, h.uid)
        u16(b, 10, h.count)
        b[CHDR:n] = state
        u32(b, 16, codec.crc32(b[CHDR:n], codec.crc32(b[0:16])))
        d[2 * i] = 0
        self.write_at(self.ring_at + i * self.cks, b[0:n])
        d[2 * i] = depth
        d[2 * i + 1] = tag

    def checkpoint(self, depth, tag):
        if not self.ring or not depth:
            return None
        if self.ram is not None:
            st = self.ram.get(depth, tag)
            if st is not None:
                return st
        d = self._directory()
        for i in range(self.ring):
            if d[2 * i] == depth and d[2 * i + 1] == tag:
                base = self.ring_at + i * self.cks
                b = self._cbuf
                self._readinto(base, b, CHDR)
                n = g16(b, 4)
                if g16(b, 0) == depth and g16(b, 2) == tag and 0 < n <= self.cks - CHDR:
                    # read into the scratch: the state is loaded before the log is read again
                    k = self._kbuf
                    self._readinto(base + CHDR, k, n)
                    state = memoryview(k)[0:n]
                    if codec.crc32(state, codec.crc32(memoryview(b)[0:16])) == g32(b, 16):
                        return state
                d[2 * i] = 0
        return None

    def offset_of(self, i):
        """Log offset of record i (0-based), -1 if none: found from the last
        one asked (`events` walks forward) or the index."""
        h = self.head
        if h is None or i < 0 or i >= h.count:
            return -1
        if i == self._last:
            return self._last_off
        if i == self._last + 1 and self._last >= 0:
            if self._last_off == self._eoff:
                off = self._last_off + self._esize
            else:
                off = self._walk(self._last_off, 1, 0, 0)
        else:
            off = self._locate(i)[0]
        self._last = i
        self._last_off = off
        return off

    # ------------------------------------------------------------ the index
    # Entry k (k >= 1) sits in the second half of scenario slot 0 (FRAM), or
    # at ck_base - k * IDX, below the log's room (nvm): the log offset of
    # record k * STRIDE, the history hash and the log CRC after the
    # k * STRIDE records before it, and a check (CRC-32 of those ten
    # bytes, seeded with the game's uid + k).  It is written with record
    # k * STRIDE, before the header that counts that record, so an entry a
    # header counts is whole; one that fails its check (a torn write, a
    # flipped byte, a game stored before the index) is made again from the
    # entry below when it is next needed.

    def hash_at(self, n):
        """The history hash after the first n records (skelos.journal.chain)."""
        h = self.game_head()
        if n == h.count:
            if self._hist is None:
                self._hist = self._locate(n)[1]
            return self._hist
        if n < 0 or n > h.count:
            raise ValueError("no record " + str(n))
        h = self._locate(n)
        self._last = n         # `events` asks for the hash before its first record, then that record
        self._last_off = h[0]
        return h[1]

    def _index_addr(self, k):
        """Address of index entry k (k >= 1), None beyond the index's room."""
        if self.idx_at is None:
            return self.ck_base - k * IDX
        if k > self.idx_max:
            return None
        return self.idx_at + (k - 1) * IDX

    def _index_read(self, k):
        """(offset, history hash, log CRC) of index entry k, None if not whole."""
        if k == 0:
            return 0, 0, 0
        e = self._index_entry(k)
        return None if e is None else e[0:3]

    def _index_entry(self, k):
        """(offset, history hash, log CRC, depth, top, rtop) of index entry k
        (depth UNKNOWN: the chain there is not known), None if not whole."""
        if k == 0:
            return 0, 0, 0, 0, NO, NO
        h = self.game_head()
        addr = self._index_addr(k)
        if addr is None or addr < self._logbase(h) + h.length:
            return None
        b = self._ibuf
        self._readinto(addr, b, IDX)
        if codec.crc32(b[0:16], (h.uid + k) & 0xFFFFFFFF) != g32(b, 16):
            return None
        off = g16(b, 0)
        if off > h.length:
            return None
        return off, g32(b, 2), g32(b, 6), g16(b, 10), g16(b, 12), g16(b, 14)

    def _index_write(self, k, off, hist, lcrc, end, depth=UNKNOWN, top=NO, rtop=NO):
        """Write index entry k, unless it would cover the log (up to end)."""
        addr = self._index_addr(k)
        if k <= 0 or addr is None or addr < self._logbase(self.game_head()) + end or self.frozen:
            return
        b = bytearray(IDX)
        u16(b, 0, off)
        u32(b, 2, hist)
        u32(b, 6, lcrc)
        u16(b, 10, depth)
        u16(b, 12, top)
        u16(b, 14, rtop)
        u32(b, 16, codec.crc32(b[0:16], (self.game_head().uid + k) & 0xFFFFFFFF))
        self.write_at(addr, b)

    def _locate(self, n):
        """(log offset, history hash, log CRC) at record n (0 <= n <= count):
        the index entry at or below it, then fewer than STRIDE records; an
        entry found missing on the way is written again."""
        k = n // STRIDE
        e = self._index_read(k)
        while e is None:
            k -= 1
            e = self._index_read(k)
        off, hist, lcrc = e
        i = k * STRIDE
        h = self.game_head()
        while i < n:
            step = n - i
            if step > STRIDE:
                step = STRIDE
            off = self._walk(off, step, hist, lcrc)
            hist = self._skip_h
            lcrc = self._skip_c
            i += step
            if step == STRIDE:
                try:
                    self._index_write(i // STRIDE, off, hist, lcrc, h.length)
                except Exception:  # noqa: BLE001, S110 - an index entry lost costs time, not the game
                    pass
        return off, hist, lcrc

    def read_records(self, i, n):
        """The bytes of records i .. i + n - 1 (fewer past the last): the log read
        in chunks, several records a transaction (`events` pages)."""
        h = self.game_head()
        if i < 0 or i >= h.count or n <= 0:
            return []
        if n > h.count - i:
            n = h.count - i
        out = []  # type: list
        off = self._walk(self.offset_of(i), n, 0, 0, out)
        if i + n < h.count:
            self._last = i + n
            self._last_off = off
        return out

    def _walk(self, off, n, hist, lcrc, out=None):
        """The log offset n entries after the entry at off (read in chunks),
        carrying on the history hash and the log CRC (in _skip_h, _skip_c);
        each record's bytes appended to `out` when given (then the history
        hash is not carried: the caller has the records)."""
        h = self.game_head()
        recs = self._recs()
        undo = recs.UNDO
        redo = recs.REDO
        length_at = recs.length_at
        b = self._kbuf
        end = h.length
        base = self._logbase(h)
        while n > 0:
            m = end - off
            if m <= 0:
                raise ValueError("record index beyond the log")
            if m > _KW:
                m = _KW
            self._readinto(base + off, b, m)
            view = memoryview(b)[0:m]
            o = 0
            while n > 0 and o < m:
                t = b[o]
                if t == undo:
                    size = 5
                    ln = 1
                elif t == redo:
                    size = ln = 1
                else:
                    b[o] = t & 0x7F
                    ln = length_at(view, o)
                    if ln < 0:
                        b[o] = t
                        break
                    size = ln + (2 if t & EXPLICIT else 1)
                if o + size > m:
                    b[o] = t
                    break
                if out is None:
                    hist = chain(hist, view[o:o + ln])
                else:
                    out.append(bytes(view[o:o + ln]))   # the caller chains them (`events`)
                b[o] = t
                o += size
                n -= 1
            if o == 0:
                raise ValueError("damaged record at " + str(off))
            lcrc = codec.crc32(view[0:o], lcrc)
            off += o
        self._skip_h = hist
        self._skip_c = lcrc
        return off
