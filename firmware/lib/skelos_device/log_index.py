"""The journal's log on the storage read by its index (layout: skelos_device.layout):
where record i is, the history hash after n records, a page of records, and
whether a stretch of the log is intact.  A part of skelos_device.storage's
Storage (its base class: the same object, its buffers and its reads).
"""

from skelos import codec
from skelos.journal import NO, StorageFull, chain
from skelos_device.layout import BASE_UNIT, EXPLICIT, IDX, STRIDE, UNKNOWN, Header, g16, g32, u16, u32  # noqa: F401 - Header: annotations

KW = 128           # bytes of the log read at a time (_walk)


class LogIndex:
    """The storage's raw reads and writes, and its reads of the log by its index
    (Storage sets the attributes below in its __init__: annotations only, which
    take no room on the board)."""

    mem: "bytearray"
    head: "Header | None"
    records: "object"
    log_start: int
    ck_base: int
    idx_at: "int | None"
    idx_max: int
    frozen: bool
    writes: int
    bytes_written: int
    _rbuf: bytearray
    _kbuf: bytearray
    _ibuf: bytearray
    _hist: "int | None"
    _last: int
    _last_off: int
    _eoff: int
    _esize: int
    _skip_h: int
    _skip_c: int
    _wa: int
    _wn: int

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

    def _logbase(self, h):
        return self.log_start + h.base * BASE_UNIT

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
            if m > KW:
                m = KW
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
