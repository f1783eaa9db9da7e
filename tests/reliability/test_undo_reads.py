"""A run of undos reads the journal in a few transactions per undo, whatever
the depth: the records a rebuild applies again come from the log's bytes
read together (storage._entry's window), the chain is walked once, and a
stretch checked against the index is then known by its offsets (no search
over the index for each record read).  Counted on the FRAM fake: each read
is one I2C transaction on the chip."""

import random

from fakes import FakeClock, FakeFRAM
from helpers import make_app
from player import Player
from test_undo_bound import BLOB, state_is_the_replay

DEPTH = 400
RUN = 150          # deeper than boot's check (40 to 80 records): guarded reads below it included


class CountingFRAM(FakeFRAM):
    """The FRAM fake, counting its reads."""

    def __init__(self, size=32768):
        super().__init__(size)
        self.reads = 0

    def __getitem__(self, s):
        self.reads += 1
        return super().__getitem__(s)


_IMAGE = []


def _boot():
    if not _IMAGE:
        mem = FakeFRAM(32768)
        app = make_app(mem, clock=FakeClock(1000), blob=BLOB)
        p = Player(app, random.Random(1), undos=False)
        while app.game.count < DEPTH:
            app.press(*p.gesture())
        _IMAGE.append(bytes(mem.data))
    mem = CountingFRAM()
    mem.data[:] = _IMAGE[0]
    return mem, make_app(mem, clock=FakeClock(1000), blob=BLOB)



def test_a_run_of_undos_reads_a_few_transactions_each():
    mem, app = _boot()
    g = app.game
    assert app.storage.guard_below > 0          # the run goes below boot's check
    counts = []
    for _ in range(RUN):
        before = mem.reads
        assert app.act("undo") is None
        counts.append(mem.reads - before)
    assert g.depth == DEPTH - RUN
    # an undo: the checkpoint (its header and state) and, when the window does not hold
    # them, the log's bytes: two reads for nine undos in ten; one entering a gap between
    # checkpoints, the gap's log (about 20 records a read) and the stretches' checks.
    # The same run, reading the log a record at a time and searching the index for each one
    # read below boot's check: up to 52 reads for an undo applying 3 records, 886 for a gap
    # (5,855 in all)
    assert sorted(counts)[RUN * 9 // 10] <= 2, counts
    assert max(counts) <= 32, counts
    assert sum(counts) <= 3 * RUN, sum(counts)
    state_is_the_replay(g)


def test_a_run_of_redos_after_it_and_undos_again_keep_the_state():
    mem, app = _boot()
    g = app.game
    for name in ("undo", "redo", "undo"):
        for _ in range(60):
            assert app.act(name) is None
    assert g.depth == DEPTH - 60
    state_is_the_replay(g)
