"""Power-safe persistence of the scenarios and the current game.

The backend is any byte array: ``len(mem)``, ``mem[a:b]`` (read) and
``mem[a:b] = data`` (write) -- ``microcontroller.nvm``, the FRAM (fram.py,
one I2C transaction per write), a bytearray or a file-backed fake.  A
backend with ``readinto(addr, buf, n)`` is read without allocating.

Layout (``size`` = len(mem), all integers little-endian)::

    [0, 64)                  two game headers H0, H1 (alternating)
    [64, log_end)            the journal log (append-only entries); on the
                             nvm its index grows down from log_end
    [log_end, size)          two scenario slots S0, S1; on a FRAM (16 KB or
                             more) a scenario takes the first half of its
                             slot, the second half of S0 holds the journal's
                             index and that of S1 the checkpoint ring (RING
                             slots of CKS bytes)

(``ck_base`` = log_end: the end of the log's room.)  The index: entry k
(k >= 1) is ``offset u16 | history hash u32 | log crc u32 | depth u16 |
top u16 | rtop u16 | check u32``: the log offset of record k * STRIDE, the
history hash (skelos.journal.chain) and log CRC of the records before it,
the chain after them as in a header (depth 0xFFFF: not known, an entry
made again from the log), and CRC-32 of those 16 bytes seeded with uid + k.
It is written after record k * STRIDE's entry, before the header that
counts it; one that fails its check is written again from the
entry below when needed (a journal stored before the index gets its index
the first time).

Game header (32 bytes)::

    magic "S2" | rules u8 | slots u8 | gen u16 | game u16 | count u16 |
    length u16 | depth u16 | top u16 | rtop u16 | scen u16 | uid u32 |
    log_crc u32 | hdr_crc u32

``slots`` is the game's scenario slot (bit 0), the selected slot (bit 1)
and the log's base in 512-byte units (bits 2-7: 0, except for a game
converted from the earlier layout, written after that layout's log).
``count`` entries of ``length`` bytes are in the log from its base,
``log_crc`` their CRC-32.  The journal's chain (skelos.journal) has
``depth`` records in effect, the top one at log offset ``top``; ``rtop`` is
the undo a redo would take back (0xFFFF: none).  ``scen`` is the low half of
the scenario blob's CRC (the slot has the whole).  ``uid`` is the game's
identity: 32 random bits drawn when it starts.  ``gen`` counts header
writes (compared modulo 2**16).  ``rules`` is the rules version the game
plays (0 for a game converted from a board written before rules versions:
rules 1).

Log entries, one per record (a record's type byte is below 0x80)::

    a record of the game   type | args | back u8         its parent is the entry
                                                         `back` bytes before it
                           type|0x80 | args | parent u16 (any parent, 0xFFFF none)
    undo                   type | undone u16 | previous undo u16
    redo                   type

Checkpoint slot (CKS bytes)::

    depth u16 | tag u16 | length u16 | uid u32 | count u16 | history u32 |
    crc u32 | the game's state bytes (skelos.journal)

the state after the record at log offset ``tag`` (the record at depth
``depth`` - 1) of game ``uid``, written when the log held ``count``
records of history hash ``history``.  A checkpoint takes the slot
skelos.journal.give_up chooses (a directory of the slots in RAM); one whose
log is not the current log's first ``count`` records (a rollback took them
away) is not used.

Scenario slot: header (16 bytes) ``magic "SKC1" | len u16 | pad u16 |
blob_crc u32 | hdr_crc u32`` then the blob (skelos.codec scenario blob); or
``magic "SKR1"`` with the same fields then a path on the drive (a preset
deployed as a file, ``presets/<id>.bin``, or ``default_scenario.bin``)
whose bytes are the blob of that CRC: a scenario too large for the slot (the
4 KB nvm) is played from the drive, only the game is in storage.

A board written by an earlier firmware (headers "SKG1": a plain record
sequence at the same place, no chain) is read by `legacy()` (its code in
skelos_device.legacy, loaded only for the call and dropped after it, as the scenario slots' in
skelos_device.scenario_slots and the recovery's in skelos_device.recovery); the device
writes that game again after its log, in this layout, then one header
(`convert`); the old header stays valid until then.

Why this survives a power cut at any instant (each write may be torn, i.e.
a prefix written and the rest old):

* An action appends its entry at ``log[length:]`` -- beyond the length of
  *both* headers' view of the log, so no valid header covers those bytes --
  then writes a new header (gen + 1) over the *older* header.  A torn header
  fails its CRC and boot picks the other header: the state before the action.
* A checkpoint is written after its header, in a ring slot; a torn one
  fails its CRC and the one below it is used (or none: a longer replay).
  An index entry is written before the header that counts its record; a
  torn one fails its check and is made again from the log.
* A new game writes only a header (length 0, game + 1, a new uid).  Its
  first append overwrites the old game's log, which only invalidates
  headers older than the newest valid one.
* Boot takes the valid header with the highest gen whose log checks (the
  CRC of the bytes after the second index entry below its last record) and whose state rebuilds
  (the nearest checkpoint, then the records after it, each checked by the
  rules); otherwise the other one; otherwise the longest intact start of
  the newest one's log (recover: the last index entry whose stretch of log
  checks, then, for one changed byte, which the CRC's difference locates,
  the records before the one holding it), written as a new header, saying
  how many records were lost; otherwise a fresh game of the stored
  scenario, saying so.  Nothing here raises on bad bytes.
* A scenario upload writes the slot *not* used by the current game, blob first,
  header last; a torn write leaves that slot invalid and the game untouched.

Bytes per action: the entry (2..~10 bytes) and 32 header bytes, two
writes; every EVERY records in effect one more write of the state
(about 190 bytes); every STRIDE records one more of an index entry.
"""

import sys
from struct import pack_into

from skelos import codec
from skelos.journal import NO, StorageFull, chain, give_up

_HDR = 32
_SHDR = 16
_CHDR = 20
_GMAGIC = b"S2"
_V1MAGIC = b"SKG1"
_SMAGIC = b"SKC1"
_RMAGIC = b"SKR1"   # a scenario slot naming a file on the drive
MAX_RECORD = 72
_MAX_ENTRY = MAX_RECORD + 2
_FIRST = 16        # bytes of an entry read first (storage._entry)
_WIN = 128         # bytes of the log kept in RAM from the last entry read (storage._entry)
LOG_START = 2 * _HDR
BASE_UNIT = 512
EVERY = 4          # checkpoints are kept at depths that are multiples of EVERY
STRIDE = 40        # records between two entries of the journal's index
_IDX = 20          # bytes of an index entry
_KW = 128          # bytes of the log read at a time (storage._walk)
_UNKNOWN = 0xFFFF  # an index entry's depth when it was made again from the log (chain not known)
EXPLICIT = 0x80     # type-byte flag: the entry names its parent


def _u16(b, o, v):
    b[o] = v & 0xFF
    b[o + 1] = (v >> 8) & 0xFF


def _u32(b, o, v):
    # struct writes a long int's bytes straight: shifting and masking one (a CRC, a
    # uid above 2**30) makes a long int per operation (about 500 bytes a header)
    pack_into("<I", b, o, v)


def _g16(b, o):
    return b[o] | (b[o + 1] << 8)


def _g32(b, o):
    return b[o] | (b[o + 1] << 8) | (b[o + 2] << 16) | (b[o + 3] << 24)


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


def newer(a, b):
    """Is generation a after b (16-bit counters that wrap)?"""
    return 0 < ((a - b) & 0xFFFF) < 0x8000


def layout(size):
    """(log_start, log_end, scenario_slot_size) for a backend of `size` bytes."""
    if size >= 16384:
        sslot = 6144
    else:
        sslot = (size * 3 // 8) & ~15
    log_end = size - 2 * sslot
    return LOG_START, log_end, sslot


def ring(size):
    """(slots, slot size) of the checkpoint ring: none on the 4 KB nvm, whose
    small journal replays quickly and whose every write erases a flash sector."""
    if size >= 16384:
        return 12, 256
    return 0, 0


def tails(size):
    """Where the index and the checkpoint ring live: (scenario capacity, index
    address, index entries, ring address).  On a FRAM (16 KB or more) a
    scenario takes the first half of its 6 KB slot (3,056 bytes: every preset
    fits with room to spare); the second halves hold the index (slot 0's) and
    the ring (slot 1's), so neither takes the log's room and no scenario or
    log byte moves.  Elsewhere (the 4 KB nvm) the index shares the log's room
    (index None) and there is no ring."""
    log_start, log_end, sslot = layout(size)
    if size >= 16384:
        half = sslot // 2
        return half - _SHDR, log_end + half, half // _IDX, log_end + sslot + half
    return sslot - _SHDR, None, 0, log_end


class Header:
    """One decoded game header."""

    def __init__(self, gen=0, game=0, slot=0, selected=0, scen_crc=0, count=0, length=0,
                 depth=0, top=NO, rtop=NO, rules=0, uid=0, log_crc=0, base=0):
        self.gen = gen
        self.game = game
        self.slot = slot
        self.selected = selected
        self.scen_crc = scen_crc & 0xFFFF
        self.count = count
        self.length = length
        self.depth = depth
        self.top = top
        self.rtop = rtop
        self.rules = rules  # 0 = a game stored before rules versions (rules 1)
        self.uid = uid
        self.log_crc = log_crc
        self.base = base    # the log's base, in BASE_UNIT bytes

    def rules_version(self):
        """The rules version of the stored game (1 for a game stored before rules versions)."""
        return self.rules or 1

    def scenario_is(self, crc):
        """Is this the game of the scenario blob whose CRC is crc?"""
        return (crc & 0xFFFF) == self.scen_crc

    def pack(self, b=None):
        """The header's 32 bytes, in b[0:32] when b (a bytearray) is given."""
        if b is None:
            b = bytearray(_HDR)
        b[0:2] = _GMAGIC
        b[2] = self.rules
        b[3] = self.slot | (self.selected << 1) | (self.base << 2)
        _u16(b, 4, self.gen)
        _u16(b, 6, self.game)
        _u16(b, 8, self.count)
        _u16(b, 10, self.length)
        _u16(b, 12, self.depth)
        _u16(b, 14, self.top)
        _u16(b, 16, self.rtop)
        _u16(b, 18, self.scen_crc)
        _u32(b, 20, self.uid)
        _u32(b, 24, self.log_crc)
        _u32(b, 28, codec.crc32(memoryview(b)[0:28]))
        return b

    def copy(self):
        return Header(self.gen, self.game, self.slot, self.selected, self.scen_crc, self.count,
                      self.length, self.depth, self.top, self.rtop, self.rules, self.uid,
                      self.log_crc, self.base)


def unpack_header(b):
    if len(b) < _HDR or bytes(b[0:2]) != _GMAGIC:
        return None
    if codec.crc32(bytes(b[0:28])) != _g32(b, 28):
        return None
    h = Header(_g16(b, 4), _g16(b, 6), b[3] & 1, (b[3] >> 1) & 1, _g16(b, 18), _g16(b, 8), _g16(b, 10),
               _g16(b, 12), _g16(b, 14), _g16(b, 16), b[2], _g32(b, 20), _g32(b, 24), b[3] >> 2)
    if h.depth > h.count or (h.depth and h.top >= h.length) or (not h.depth and h.top != NO):
        return None
    if h.rtop != NO and h.rtop >= h.length:
        return None
    return h


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
        self._conv = 0
        self._rbuf = bytearray(_MAX_ENTRY + 2)
        self._ebuf = bytearray(_MAX_ENTRY + 2)
        # a checkpoint's header read (its first _CHDR bytes), or a header packed to be
        # written (_commit): 32 bytes take the heap's two blocks that 20 took
        self._cbuf = bytearray(_HDR)
        # the log read in chunks of _KW (storage._walk); a checkpoint read and written whole
        # (CKS bytes, 128 more than a chunk: no state's bytes made per undo)
        self._kbuf = bytearray(self.cks if self.cks > _KW else _KW)
        self._hist = None      # history hash of the whole log (None: not read yet)
        self._pend = 0         # put's history hash of the record it writes
        self._dir = None       # the checkpoint ring's directory (None: not read yet), _dl when read
        # its two ints per slot (depth, tag; depth 0: none), made once here: a directory read
        # again or a checkpoint kept allocates nothing that lives on (docs/performance.md, heap)
        self._dl = [0] * (2 * self.ring)
        self._ibuf = bytearray(_IDX)
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

    # ------------------------------------------------------------ raw
    def _write(self, off, data):
        if off < self._wa + self._wn and off + len(data) > self._wa:
            self._wn = 0       # the log's bytes kept in RAM are no longer those
        self.writes += 1
        self.bytes_written += len(data)
        self.mem[off:off + len(data)] = data

    def _read(self, off, n):
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
    def _sbase(self, i):
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
        return [unpack_header(self._read(0, _HDR)), unpack_header(self._read(_HDR, _HDR))]

    def blank_headers(self):
        """True when the header area was never written (all 0x00 or all 0xFF)."""
        b = self._read(0, 2 * _HDR)
        return b == bytes(2 * _HDR) or b == b"\xff" * (2 * _HDR)

    def log_blank(self):
        """True when the log area starts blank (0x00 or 0xFF): no journal was written there."""
        b = self._read(self.log_start, 16)
        return b == bytes(16) or b == b"\xff" * 16

    def blank_header(self, i):
        b = self._read(i * _HDR, _HDR)
        return b == bytes(_HDR) or b == b"\xff" * _HDR

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
        if self._read(0, 4) != _V1MAGIC and self._read(_HDR, 4) != _V1MAGIC:
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

    def _commit(self, h):
        """Write header h over the older header slot; it becomes current."""
        h.gen = ((self.head.gen + 1) if self.head is not None else (h.gen + 1)) & 0xFFFF
        target = 1 - self.which if self.head is not None else 0
        if not self.batch:
            self._write(target * _HDR, h.pack(self._cbuf))
        self.which = target
        self.head = h

    def room(self):
        """Bytes left for the log."""
        h = self.head
        if h is None:
            return 0
        room = self.ck_base - self._logbase(h) - h.length
        if self.idx_at is None:
            room -= (h.count // STRIDE + 1) * _IDX
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
        self._commit(h)
        self.adopt(self.which, h, records)

    def set_selected(self, sel):
        head = self.head
        if head is None:
            raise StorageFull("no game")
        h = head.copy()
        h.selected = sel
        self._commit(h)

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
        h = self._game()
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
        return recovery.recover(self, h, STRIDE, _UNKNOWN, k)

    # ------------------------------------------------------------ the journal's backend
    def _game(self):
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
        h = self._game()
        if off < 0 or off >= h.length:
            raise ValueError("no record at " + str(off))
        n = h.length - off
        if n > _MAX_ENTRY:
            n = _MAX_ENTRY
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
                ln = recs.length_at(b if n == _MAX_ENTRY else b[0:n], 0)
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
            p = _g16(b, ln)
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
        node = _g16(b, 1)
        link = _g16(b, 3)
        if node >= off or (link != NO and link >= off):
            raise ValueError("damaged record at " + str(off))
        return node, link

    def put(self, buf, ln, a, b, depth, top, rtop):
        head = self._game()
        recs = self._recs()
        e = self._ebuf
        t = buf[0]
        for i in range(ln):
            e[i] = buf[i]
        n = ln
        if t == recs.UNDO:
            _u16(e, 1, a)
            _u16(e, 3, b)
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
                _u16(e, ln, a)
                n = ln + 2
        if n > self.room():
            raise StorageFull("journal area full")
        self._pend = chain(self.hash_at(head.count), memoryview(buf)[0:ln])
        off = head.length
        data = memoryview(e)[0:n]
        self._write(self._logbase(head) + off, data)
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
        self._commit(h)
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
        h = self._game()
        b = self._cbuf
        for i in range(self.ring):
            d[2 * i] = 0
            self._readinto(self.ring_at + i * self.cks, b, _CHDR)
            depth = _g16(b, 0)
            tag = _g16(b, 2)
            n = _g16(b, 4)
            cnt = _g16(b, 10)
            if (_g32(b, 6) != h.uid or n > self.cks - _CHDR or not 0 < depth <= h.count or tag >= h.length
                    or cnt > h.count):
                continue
            try:
                if self.hash_at(cnt) != _g32(b, 12):
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
        self.ram = undo_ram.Slots(n, self.cks - _CHDR)
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
        if not self.ring or len(state) + _CHDR > self.cks:
            return
        # (in RAM through a call of its own: keep's frame is on an action's deepest path)
        if self.ram is not None:
            self.ram.keep(depth, tag, state, top)
            if depth % EVERY:
                return      # the ring keeps multiples of EVERY only
        i = self._slot_for(depth, top)
        if i < 0:
            return
        h = self._game()
        d = self._directory()
        n = _CHDR + len(state)
        # made in the scratch (the log's chunks), the history hash first: reading the
        # log for it may use the scratch, nothing else reads the log until the write
        b = memoryview(self._kbuf)
        _u32(b, 12, self.hash_at(h.count))
        _u16(b, 0, depth)
        _u16(b, 2, tag)
        _u16(b, 4, len(state))
        _u32(b, 6, h.uid)
        _u16(b, 10, h.count)
        b[_CHDR:n] = state
        _u32(b, 16, codec.crc32(b[_CHDR:n], codec.crc32(b[0:16])))
        d[2 * i] = 0
        self._write(self.ring_at + i * self.cks, b[0:n])
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
                self._readinto(base, b, _CHDR)
                n = _g16(b, 4)
                if _g16(b, 0) == depth and _g16(b, 2) == tag and 0 < n <= self.cks - _CHDR:
                    # read into the scratch: the state is loaded before the log is read again
                    k = self._kbuf
                    self._readinto(base + _CHDR, k, n)
                    state = memoryview(k)[0:n]
                    if codec.crc32(state, codec.crc32(memoryview(b)[0:16])) == _g32(b, 16):
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
    # at ck_base - k * _IDX, below the log's room (nvm): the log offset of
    # record k * STRIDE, the history hash and the log CRC after the
    # k * STRIDE records before it, and a check (CRC-32 of those ten
    # bytes, seeded with the game's uid + k).  It is written with record
    # k * STRIDE, before the header that counts that record, so an entry a
    # header counts is whole; one that fails its check (a torn write, a
    # flipped byte, a game stored before the index) is made again from the
    # entry below when it is next needed.

    def hash_at(self, n):
        """The history hash after the first n records (skelos.journal.chain)."""
        h = self._game()
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
            return self.ck_base - k * _IDX
        if k > self.idx_max:
            return None
        return self.idx_at + (k - 1) * _IDX

    def _index_read(self, k):
        """(offset, history hash, log CRC) of index entry k, None if not whole."""
        if k == 0:
            return 0, 0, 0
        e = self._index_entry(k)
        return None if e is None else e[0:3]

    def _index_entry(self, k):
        """(offset, history hash, log CRC, depth, top, rtop) of index entry k
        (depth _UNKNOWN: the chain there is not known), None if not whole."""
        if k == 0:
            return 0, 0, 0, 0, NO, NO
        h = self._game()
        addr = self._index_addr(k)
        if addr is None or addr < self._logbase(h) + h.length:
            return None
        b = self._ibuf
        self._readinto(addr, b, _IDX)
        if codec.crc32(b[0:16], (h.uid + k) & 0xFFFFFFFF) != _g32(b, 16):
            return None
        off = _g16(b, 0)
        if off > h.length:
            return None
        return off, _g32(b, 2), _g32(b, 6), _g16(b, 10), _g16(b, 12), _g16(b, 14)

    def _index_write(self, k, off, hist, lcrc, end, depth=_UNKNOWN, top=NO, rtop=NO):
        """Write index entry k, unless it would cover the log (up to end)."""
        addr = self._index_addr(k)
        if k <= 0 or addr is None or addr < self._logbase(self._game()) + end or self.frozen:
            return
        b = bytearray(_IDX)
        _u16(b, 0, off)
        _u32(b, 2, hist)
        _u32(b, 6, lcrc)
        _u16(b, 10, depth)
        _u16(b, 12, top)
        _u16(b, 14, rtop)
        _u32(b, 16, codec.crc32(b[0:16], (self._game().uid + k) & 0xFFFFFFFF))
        self._write(addr, b)

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
        h = self._game()
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
        h = self._game()
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
        h = self._game()
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
