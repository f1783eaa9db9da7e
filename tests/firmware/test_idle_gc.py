"""The loop collects garbage when it is quiet, not inside a button press.

CircuitPython's heap grows only when a collection cannot free enough: a board
that loads compiled `.mpy` keeps a small heap with about 18 KB free in it, and
its collector ran every few presses, inside them (docs/performance.md,
"Compiled bytecode").  The app now collects GC_IDLE_MS after the last press,
request or frame, once GC_SLACK bytes were taken since the last collection.
`Heap` stands for CircuitPython's `gc` as the loop sees it: `mem_free()` falls
as the program allocates, `collect()` gives the garbage back."""

import pytest
from fakes import FakeClock
from helpers import key, make_app

from skelos_device import app as app_mod


class Heap:
    def __init__(self, clock, free=60000):
        self.clock = clock
        self.free = free
        self.live = free
        self.collections = []

    def mem_free(self):
        return self.free

    def collect(self):
        self.collections.append(self.clock.t)
        self.free = self.live

    def take(self, n):
        """The program allocates n bytes that become garbage."""
        self.free -= n


@pytest.fixture
def board(monkeypatch):
    clock = FakeClock(1000)
    heap = Heap(clock)
    monkeypatch.setattr(app_mod, "gc", heap)
    app = make_app(clock=clock)
    assert heap.collections == [1000]     # once at the end of its boot: hello's mem.low starts there
    heap.collections.clear()
    return app, clock, heap


def press(app, clock, k=0):
    key(app, k, True)
    app.step()
    clock.advance(80)
    key(app, k, False)
    app.step()


def run(app, clock, ms, step=5):
    for _ in range(ms // step):
        clock.advance(step)
        app.step()


def test_a_collection_comes_when_quiet_after_the_slack_is_taken(board):
    app, clock, heap = board
    run(app, clock, 200)                       # boot, first frame: nothing taken yet
    assert heap.collections == []
    heap.take(app_mod.GC_SLACK + 100)          # what a press allocates
    press(app, clock)
    assert heap.collections == []              # never inside the press
    run(app, clock, app_mod.GC_IDLE_MS - 10)
    assert heap.collections == []              # not before the loop has been quiet GC_IDLE_MS
    run(app, clock, 40)
    assert len(heap.collections) == 1
    run(app, clock, 2000)                      # blinks: quiet again, nothing taken
    assert len(heap.collections) == 1


def test_no_collection_below_the_slack_nor_while_busy(board):
    app, clock, heap = board
    run(app, clock, 200)
    for _ in range(3):                         # presses 30 ms apart: never quiet long enough
        heap.take(app_mod.GC_SLACK)
        key(app, 0, True)
        app.step()
        clock.advance(30)
        key(app, 0, False)
        app.step()
        clock.advance(5)
        app.step()
    assert heap.collections == []
    run(app, clock, 100)
    assert len(heap.collections) == 1
    heap.take(app_mod.GC_SLACK // 2)
    press(app, clock)
    run(app, clock, 500)
    assert len(heap.collections) == 1           # half the slack: left for later


def test_a_collection_of_its_own_moves_the_mark(board):
    app, clock, heap = board
    run(app, clock, 200)
    heap.live += 4000                           # the boot's garbage, gone in a collection of the interpreter's own
    heap.collect()
    heap.collections.clear()
    press(app, clock)
    run(app, clock, 200)
    heap.take(app_mod.GC_SLACK - 100)
    press(app, clock)
    run(app, clock, 200)
    assert heap.collections == []               # counted from the new mark: not yet the slack
    heap.take(200)
    press(app, clock)
    run(app, clock, 200)
    assert len(heap.collections) == 1


def test_hello_mem_low_counts_no_garbage(board):
    """mem.low is the fewest bytes free right after a collection: garbage
    taken between collections never lowers it, live data kept does."""
    app, clock, heap = board
    assert app.mem()["low"] == 60000
    heap.take(30000)                           # garbage: the next collection gives it back
    assert app.mem() == {"free": 30000, "low": 60000}
    assert app.collect_if_due()
    assert app.mem() == {"free": 60000, "low": 60000}
    heap.live = 50000                          # 10 KB kept alive
    heap.take(app_mod.GC_SLACK + 10000)
    assert app.collect_if_due()                # what the quiet loop calls
    assert app.mem() == {"free": 50000, "low": 50000}
