"""The journal's backend in RAM (skelos.journal): the host's, the tests' and
the codec's; the board keeps its games' journals in its storage, and this
module is loaded only for a game made without a backend."""

from skelos.checkpoints import NO
from skelos.codec import crc32


class RamLog:
    """The journal's backend in RAM: the whole log, the chain, every checkpoint
    (one every `every` records in effect: RAM is plenty where it is used), and
    nothing that can fail (`sure`: an undo keeps no copy of the state to go
    back to)."""

    every = 4
    sure = True

    def __init__(self):
        self.log = bytearray()
        self.offs = []
        self.par = {}
        self.und = {}
        self.cks = {}
        self.hs = [0]     # history hash after each number of records (skelos.journal.history)

    @property
    def length(self):
        return len(self.log)

    def hash_at(self, n):
        return self.hs[n]

    @property
    def count(self):
        return len(self.offs)

    def read(self, off):
        return self.log, off

    def parent(self, off):
        return self.par[off]

    def undone(self, off):
        return self.und[off]

    def put(self, buf, ln, a, b, depth, top, rtop):
        off = len(self.log)
        rec = bytes(buf[0:ln])
        self.log.extend(rec)
        self.offs.append(off)
        self.hs.append(crc32(rec, self.hs[-1]))     # skelos.journal.chain
        if b is None:
            self.par[off] = a
        elif a != NO:
            self.und[off] = (a, b)
        return off

    def has(self, depth, tag):
        return tag in self.cks

    def wants(self, depth, top):
        return depth % self.every == 0

    def keep(self, depth, tag, state, top):
        self.cks[tag] = state

    def checkpoint(self, depth, tag):
        return self.cks.get(tag)

    def offset_of(self, i):
        return self.offs[i] if 0 <= i < len(self.offs) else -1
