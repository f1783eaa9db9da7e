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


from skelos import codec
from skelos.games import forget
from skelos.checkpoints import give_up
from skelos.journal import NO, StorageFull, chain
from skelos_device.layout import (  # noqa: F401 - MAX_RECORD, LOG_START: the app's and tests'
    CHDR, EVERY, EXPLICIT, HDR, IDX, LOG_START, MAX_ENTRY, MAX_RECORD, STRIDE, V1MAGIC, Header,
    g16, g32, layout, newer, ring, tails, u16, u32, unpack_header,
)
from skelos_device.log_index import KW as _KW, LogIndex

_FIRST = 16        # bytes of an entry read first (storage._entry)
_WIN = 128         # bytes of the log kept in RAM from the last entry read (storage._entry)


def _unguarded(off):
    """Storage.guard until the app sets its own (guard_below 0: never called)."""


def _forget(name):
    """Drop the section module `name` loaded for one call (scenario_slots, legacy):
    once the call returns nothing holds its code, which the next collection frees
    (about 1.5 KB of heap each, kept otherwise from boot on)."""
    forget("skelos_device." + name)


class Storage(LogIndex):
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
        self.spares = None     # the game's spare state objects (skelos.journal; the same Slots as ram)

    # ------------------------------------------------------------ scenarios
    def slot_base(self, i):
        return self.log_end + i * self.sslot

    def scenario_capacity(self):
        return self.scap

    def _section(self, name, fn, *args):
        """fn(self, *args) of section module skelos_device.<name>, loaded for the call and
        dropped after it (the scenario slots' kept while `hold`: the boot's several calls)."""
        mod = __import__("skelos_device." + name, None, None, (fn,))
        try:
            return getattr(mod, fn)(self, *args)
        finally:
            if name != "scenario_slots" or not self.hold:
                _forget(name)

    # the slots' reads and writes: skelos_device.scenario_slots
    def scenario_blob(self, i):
        return self._section("scenario_slots", "scenario_blob", i)

    def scenario_ref(self, i):
        return self._section("scenario_slots", "scenario_ref", i)

    def store_ref(self, path, blob, slot):
        return self._section("scenario_slots", "store_ref", path, blob, slot)

    def store_scenario(self, blob, slot):
        return self._section("scenario_slots", "store_scenario", blob, slot)

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

    # a board of the earlier layout: skelos_device.legacy
    def legacy(self):
        if self.read_at(0, 4) != V1MAGIC and self.read_at(HDR, 4) != V1MAGIC:
            return []      # no header of the earlier layout: its code not loaded (every boot asks)
        return self._section("legacy", "legacy")

    def log_bytes(self, h):
        return self._section("legacy", "log_bytes", h)

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
        return self._section("legacy", "begin_convert", old, uid, records)

    def end_convert(self):
        return self._section("legacy", "end_convert")

    def wear(self):
        return {"writes": self.writes, "bytes": self.bytes_written}

    # ------------------------------------------------------------ damage
    def recover(self, h, k=None):
        """See skelos_device.recovery.recover (imported only when a journal is damaged)."""
        from skelos_device import recovery
        return recovery.recover(self, h, k)

    # ------------------------------------------------------------ the journal's backend
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
        # with checkpoints in RAM the header before the head is written over (none made
        # per action, late, in the middle of the board's free heap); else a new one
        h = head.copy() if self.ram is None else self.ram.header(head)
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
    # skelos.checkpoints.give_up.

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
        self.spares = self.ram
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
