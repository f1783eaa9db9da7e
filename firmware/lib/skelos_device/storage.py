"""Power-safe persistence of the scenarios and the current game.

The backend is any byte array: ``len(mem)``, ``mem[a:b]`` (read) and
``mem[a:b] = data`` (write) -- ``microcontroller.nvm``, an ``adafruit_fram``
object, a bytearray or a file-backed fake.

Layout (``size`` = len(mem), all integers little-endian)::

    [0, 2*HDR)            two game headers H0, H1 (alternating)
    [2*HDR, log_end)      the journal log of the current game (append-only)
    [log_end, size)       two scenario slots S0, S1

Game header (HDR = 32 bytes)::

    magic "SKG1" | gen u32 | game u32 | slot u8 | selected u8 | rules u8 | pad u8 |
    scen_crc u32 | count u16 | length u16 | log_crc u32 | hdr_crc u32

``rules`` is the rules version the game plays (skelos.journal); boards
written before games carried one left that byte 0, which means rules 1
(``Header.rules_version()``).

Scenario slot: header (16 bytes) ``magic "SKC1" | len u16 | pad u16 |
blob_crc u32 | hdr_crc u32`` then the blob (skelos.codec scenario blob).

Why this survives a power cut at any instant (each write may be torn, i.e.
a prefix written and the rest old):

* An action appends its record at ``log[length:]`` -- beyond the length of
  *both* headers' view of the log, so no valid header covers those bytes --
  then writes a new header (gen + 1) over the *older* header.  A torn header
  fails its CRC and boot picks the other header: the state before the action.
* A new game writes only a header (length 0, game + 1).  Its first append
  overwrites the old game's log, which only invalidates headers older than
  the newest valid one.
* Boot takes the valid header with the highest gen whose log CRC matches and
  whose records all replay; otherwise the other one; otherwise a fresh game of
  the stored scenario, with ``warning`` set.  Nothing here raises on bad bytes.
* A scenario upload writes the slot *not* used by the current game, blob first,
  header last; a torn write leaves that slot invalid and the game untouched.

Bytes per action: the record (1..~9 bytes) + 32 header bytes, two writes.
"""

from skelos import codec

_HDR = 32
_SHDR = 16
_GMAGIC = b"SKG1"
_SMAGIC = b"SKC1"
MAX_RECORD = 72


def _u16(b, o, v):
    b[o] = v & 0xFF
    b[o + 1] = (v >> 8) & 0xFF


def _u32(b, o, v):
    for k in range(4):
        b[o + k] = (v >> (8 * k)) & 0xFF


def _g16(b, o):
    return b[o] | (b[o + 1] << 8)


def _g32(b, o):
    return b[o] | (b[o + 1] << 8) | (b[o + 2] << 16) | (b[o + 3] << 24)


def layout(size):
    """(log_start, log_end, scenario_slot_size) for a backend of `size` bytes."""
    if size >= 16384:
        sslot = 6144
    else:
        sslot = (size * 3 // 8) & ~15
    log_end = size - 2 * sslot
    return 2 * _HDR, log_end, sslot


class Header:
    """One decoded game header."""

    def __init__(self, gen=0, game=0, slot=0, selected=0, scen_crc=0, count=0, length=0, log_crc=0, rules=0):
        self.gen = gen
        self.game = game
        self.slot = slot
        self.selected = selected
        self.scen_crc = scen_crc
        self.count = count
        self.length = length
        self.log_crc = log_crc
        self.rules = rules  # the stored byte: 0 = written before rules versions

    def rules_version(self):
        """The rules version of the stored game (1 for a game stored before rules versions)."""
        return self.rules or 1

    def pack(self):
        b = bytearray(_HDR)
        b[0:4] = _GMAGIC
        _u32(b, 4, self.gen)
        _u32(b, 8, self.game)
        b[12] = self.slot
        b[13] = self.selected
        b[14] = self.rules
        _u32(b, 16, self.scen_crc)
        _u16(b, 20, self.count)
        _u16(b, 22, self.length)
        _u32(b, 24, self.log_crc)
        _u32(b, 28, codec.crc32(b[0:28]))
        return b

    def copy(self):
        return Header(self.gen, self.game, self.slot, self.selected, self.scen_crc,
                      self.count, self.length, self.log_crc, self.rules)


def unpack_header(b):
    if len(b) < _HDR or bytes(b[0:4]) != _GMAGIC:
        return None
    if codec.crc32(bytes(b[0:28])) != _g32(b, 28):
        return None
    if b[12] > 1 or b[13] > 1:
        return None
    return Header(_g32(b, 4), _g32(b, 8), b[12], b[13], _g32(b, 16), _g16(b, 20), _g16(b, 22), _g32(b, 24),
                  b[14])


class StorageFull(Exception):
    pass


class Storage:
    """The device's persistent state on a byte-array backend."""

    def __init__(self, mem):
        self.mem = mem
        self.size = len(mem)
        self.log_start, self.log_end, self.sslot = layout(self.size)
        self.head = None       # the header in effect (Header) or None
        self.which = 0         # index (0/1) of the header slot holding `head`
        self.warning = None    # text when boot had to drop or repair state
        self.writes = 0        # write calls
        self.bytes_written = 0

    # ------------------------------------------------------------ raw
    def _write(self, off, data):
        self.writes += 1
        self.bytes_written += len(data)
        self.mem[off:off + len(data)] = data

    def _read(self, off, n):
        if n <= 0:
            return b""  # adafruit_fram refuses an empty slice (IndexError)
        return bytes(self.mem[off:off + n])

    # ------------------------------------------------------------ scenarios
    def _sbase(self, i):
        return self.log_end + i * self.sslot

    def scenario_capacity(self):
        return self.sslot - _SHDR

    def scenario_blob(self, i):
        """The blob in scenario slot i if it is intact, else None."""
        base = self._sbase(i)
        h = self._read(base, _SHDR)
        if h[0:4] != _SMAGIC or codec.crc32(h[0:12]) != _g32(h, 12):
            return None
        n = _g16(h, 4)
        if n > self.scenario_capacity() or n < 10:
            return None
        blob = self._read(base + _SHDR, n)
        if codec.crc32(blob) != _g32(h, 8):
            return None
        return blob

    def store_scenario(self, blob, slot):
        """Write blob into slot (blob first, header last).  The caller makes
        sure the slot is not the current game's."""
        if len(blob) > self.scenario_capacity():
            raise StorageFull("scenario larger than a storage slot")
        base = self._sbase(slot)
        h = bytearray(_SHDR)
        h[0:4] = _SMAGIC
        _u16(h, 4, len(blob))
        _u32(h, 8, codec.crc32(blob))
        _u32(h, 12, codec.crc32(h[0:12]))
        # invalidate first so a slot never pairs an old header with new bytes
        self._write(base, b"\x00\x00\x00\x00")
        self._write(base + _SHDR, blob)
        self._write(base, bytes(h))

    # ------------------------------------------------------------ game
    def _log_crc(self, n):
        return codec.crc32(self._read(self.log_start, n)) if n else 0

    def read_headers(self):
        return [unpack_header(self._read(0, _HDR)), unpack_header(self._read(_HDR, _HDR))]

    def blank_headers(self):
        """True when the header area was never written (all 0x00 or all 0xFF)."""
        b = self._read(0, 2 * _HDR)
        return b == bytes(2 * _HDR) or b == b"\xff" * (2 * _HDR)

    def blank_header(self, i):
        b = self._read(i * _HDR, _HDR)
        return b == bytes(_HDR) or b == b"\xff" * _HDR

    def candidates(self):
        """Valid headers, newest first, as (index, Header)."""
        hs = self.read_headers()
        out = []
        for i in (0, 1):
            h = hs[i]
            if h is None or h.length > self.log_end - self.log_start:
                continue
            if self._log_crc(h.length) != h.log_crc:
                continue
            out.append((i, h))
        if len(out) == 2 and out[1][1].gen > out[0][1].gen:
            out = [out[1], out[0]]
        return out

    def log_bytes(self, h):
        return self._read(self.log_start, h.length)

    def adopt(self, which, h):
        self.which = which
        self.head = h

    def _commit(self, h):
        """Write header h over the older header slot; it becomes current."""
        h.gen = (self.head.gen + 1) if self.head is not None else (h.gen + 1)
        h.gen &= 0xFFFFFFFF
        target = 1 - self.which if self.head is not None else 0
        self._write(target * _HDR, bytes(h.pack()))
        self.which = target
        self.head = h

    def room(self):
        if self.head is None:
            return 0
        return self.log_end - self.log_start - self.head.length

    def append(self, record):
        """Persist one journal record (bytes).  Raises StorageFull."""
        head = self.head
        if head is None:
            raise StorageFull("no game")
        h = head.copy()
        if len(record) > self.room():
            raise StorageFull("journal area full")
        self._write(self.log_start + h.length, record)
        h.log_crc = codec.crc32(record, h.log_crc) if h.length else codec.crc32(record)
        h.length += len(record)
        h.count += 1
        self._commit(h)

    def start_game(self, slot, scen_crc, game_id, selected=None, rules=0):
        """A new game (header only, an empty log) playing rules version `rules`."""
        h = Header(game=game_id & 0xFFFFFFFF, slot=slot, scen_crc=scen_crc,
                   selected=slot if selected is None else selected, rules=rules)
        if self.head is not None:
            h.gen = self.head.gen
        self._commit(h)

    def set_selected(self, sel):
        head = self.head
        if head is None:
            raise StorageFull("no game")
        h = head.copy()
        h.selected = sel
        self._commit(h)

    def wear(self):
        return {"writes": self.writes, "bytes": self.bytes_written}
