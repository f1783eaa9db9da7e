"""Updates fanned out to the open pages: one bounded queue per page.

A page that reads slower than updates come loses what it has not read and
its stream ends (LAG): its browser reconnects and gets the state anew.
None in a queue ends its stream too (the server closes)."""

import queue
import threading

LAG = object()     # in a page's queue: it fell `size` updates behind; end its stream


def drain(q):
    """Empty a queue without waiting."""
    while True:
        try:
            q.get_nowait()
        except queue.Empty:
            return


class Fanout:
    """The open pages' queues (`queues`, under `lock`), of `size` items each."""

    def __init__(self, size):
        self.size = size
        self.lock = threading.Lock()
        self.queues = []

    def broadcast(self, item):
        with self.lock:
            qs = list(self.queues)
        for q in qs:
            try:
                q.put_nowait(item)
            except queue.Full:
                drain(q)
                q.put_nowait(item if item is None else LAG)

    def open(self):
        q = queue.Queue(self.size)
        with self.lock:
            self.queues.append(q)
        return q

    def leave(self, q):
        with self.lock:
            if q in self.queues:
                self.queues.remove(q)
