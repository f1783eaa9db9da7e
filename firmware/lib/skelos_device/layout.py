"""The storage's byte layout (skelos_device.storage reads and writes it;
its sections skelos_device.scenario_slots, legacy and recovery too): the
places, the sizes, the headers' and entries' bytes, through these names
only.

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
skelos.checkpoints.give_up chooses (a directory of the slots in RAM); one whose
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

from struct import pack_into

from skelos import codec
from skelos.journal import NO

HDR = 32
SHDR = 16
CHDR = 20
GMAGIC = b"S2"
V1MAGIC = b"SKG1"
SMAGIC = b"SKC1"
RMAGIC = b"SKR1"   # a scenario slot naming a file on the drive
MAX_RECORD = 72
MAX_ENTRY = MAX_RECORD + 2
LOG_START = 2 * HDR
BASE_UNIT = 512
EVERY = 4          # checkpoints are kept at depths that are multiples of EVERY
STRIDE = 40        # records between two entries of the journal's index
IDX = 20          # bytes of an index entry
UNKNOWN = 0xFFFF  # an index entry's depth when it was made again from the log (chain not known)
EXPLICIT = 0x80     # type-byte flag: the entry names its parent


def u16(b, o, v):
    b[o] = v & 0xFF
    b[o + 1] = (v >> 8) & 0xFF


def u32(b, o, v):
    # struct writes a long int's bytes straight: shifting and masking one (a CRC, a
    # uid above 2**30) makes a long int per operation (about 500 bytes a header)
    pack_into("<I", b, o, v)


def g16(b, o):
    return b[o] | (b[o + 1] << 8)


def g32(b, o):
    return b[o] | (b[o + 1] << 8) | (b[o + 2] << 16) | (b[o + 3] << 24)




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
        return half - SHDR, log_end + half, half // IDX, log_end + sslot + half
    return sslot - SHDR, None, 0, log_end


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
            b = bytearray(HDR)
        b[0:2] = GMAGIC
        b[2] = self.rules
        b[3] = self.slot | (self.selected << 1) | (self.base << 2)
        u16(b, 4, self.gen)
        u16(b, 6, self.game)
        u16(b, 8, self.count)
        u16(b, 10, self.length)
        u16(b, 12, self.depth)
        u16(b, 14, self.top)
        u16(b, 16, self.rtop)
        u16(b, 18, self.scen_crc)
        u32(b, 20, self.uid)
        u32(b, 24, self.log_crc)
        u32(b, 28, codec.crc32(memoryview(b)[0:28]))
        return b

    def copy(self):
        return Header(self.gen, self.game, self.slot, self.selected, self.scen_crc, self.count,
                      self.length, self.depth, self.top, self.rtop, self.rules, self.uid,
                      self.log_crc, self.base)


def unpack_header(b):
    if len(b) < HDR or bytes(b[0:2]) != GMAGIC:
        return None
    if codec.crc32(bytes(b[0:28])) != g32(b, 28):
        return None
    h = Header(g16(b, 4), g16(b, 6), b[3] & 1, (b[3] >> 1) & 1, g16(b, 18), g16(b, 8), g16(b, 10),
               g16(b, 12), g16(b, 14), g16(b, 16), b[2], g32(b, 20), g32(b, 24), b[3] >> 2)
    if h.depth > h.count or (h.depth and h.top >= h.length) or (not h.depth and h.top != NO):
        return None
    if h.rtop != NO and h.rtop >= h.length:
        return None
    return h
