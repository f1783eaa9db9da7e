"""The journal's checks while the board plays: boot checks the log from the
second index entry below its last record (storage.log_ok); the stretches
below, STRIDE records between two index entries, are checked against their
entries (CRC and history hash) before a record of theirs is served, and by
the idle scrub, one stretch a step when the loop is quiet.  A damaged one:
back to the record before the damage (skelos_device.recovery), as recovery
at boot does, said the same way.

``Checks(app)`` is the app's ``checks``: ``reset()`` when a game (or a kept
journal) becomes current, ``guard`` (Storage.guard), ``records(first, end)``
(the link's `events`), ``stretch(k)`` (the loop's check of a stretch a guarded
read found damaged: ``damage_k``), ``scrub_step()``.
"""

import gc

from skelos_device.storage import STRIDE


class Checks:
    def __init__(self, app):
        self.app = app
        self.storage = app.storage
        self.damage_k = -1

    def reset(self):
        st = self.storage
        self.ok = bytearray(256)      # a bit per stretch checked since boot (65,535 records at most)
        self.ok_top = st.count // STRIDE - 1   # stretches from here on: checked by boot or written here
        if self.app.kept is not None:
            self.ok_top = st.count // STRIDE + 1   # a kept journal: boot checked none of it
        self.scrub_k = 0
        self.damage_k = -1            # a stretch a guarded read found damaged: handled by the next step
        self.seen = [0, 0, 0, 0]      # the log offsets [lo, hi) of the last two stretches _guard passed
        st.guard = self.guard
        st.guard_below = 0
        if self.ok_top > 0 and st.head is not None:
            e = st._index_read(self.ok_top)
            st.guard_below = e[0] if e is not None else st.head.length

    def guard(self, off):
        """Storage's check of a record read below boot's check (undo, redo, a
        rebuild): its stretch checked once; ValueError when damaged (the
        action is refused storage_error, nothing altered is used), and the
        next loop step goes back before the damage."""
        seen = self.seen
        if seen[0] <= off < seen[1] or seen[2] <= off < seen[3]:
            return       # a stretch checked just before: no search over the index for each record of a rebuild
        st = self.storage
        k = st.stretch_of(off, self.ok_top)
        if not self.ok[k >> 3] & (1 << (k & 7)):
            if not st.stretch_ok(k):
                self.damage_k = k
                raise ValueError("damaged record at " + str(off))
            self.ok[k >> 3] |= 1 << (k & 7)
        lo = st._index_read(k)
        hi = st._index_read(k + 1)
        if lo is not None and hi is not None:
            seen[2] = seen[0]
            seen[3] = seen[1]
            seen[0] = lo[0]
            seen[1] = hi[0]

    def records(self, first, end):
        """Check the stretches holding records first .. end - 1 (0-based) that
        are not yet checked: None when intact, else what was done about the
        damage: ("rolled_back", records lost), or ("found", seq) when the
        board could not go back, ("unchecked", seq) when the stretch could not
        be read (no memory, the bus): nothing is served past it either way."""
        k = first // STRIDE
        last = (end - 1) // STRIDE
        while k <= last and k < self.ok_top:
            if not self.ok[k >> 3] & (1 << (k & 7)):
                r = self.stretch(k)
                if r is not None:
                    return r
                if not self.ok[k >> 3] & (1 << (k & 7)):
                    return ("unchecked", k * STRIDE + 1)     # could not be read: not served either
            k += 1
        return None

    def stretch(self, k):
        st = self.storage
        try:
            ok = st.stretch_ok(k)
        except MemoryError:
            gc.collect()
            return None          # not checked: tried again later
        except Exception:  # noqa: BLE001 - a read the backend refused (the bus): tried again later
            return None
        if ok:
            self.ok[k >> 3] |= 1 << (k & 7)
            return None
        app = self.app
        g = app.game
        if g is None:        # a kept journal: read only, nothing served past the damage
            return ("found", k * STRIDE + 1)
        before = g.count
        which, h, recs = st.which, st.head, st.records
        from skelos_device import recovery     # loaded only when a journal is damaged
        try:
            done = recovery.rollback(app, which, h, g.scenario, app.scenario_crc, g.rules, k)
        except MemoryError:
            done = False
        if not done:
            st.adopt(which, h, recs)
            app.game = g
            return ("found", k * STRIDE + 1)
        app.dirty = True
        app.link.push("warnings", {"warnings": app.warnings})
        return ("rolled_back", before - st.count)


    def scrub_step(self):
        """One stretch of the journal checked (the loop calls it when quiet);
        the walk starts again from the first when it reaches the top."""
        if self.app.game is None or self.ok_top <= 0:
            return
        k = self.scrub_k
        while k < self.ok_top and self.ok[k >> 3] & (1 << (k & 7)):
            k += 1
        if k >= self.ok_top:        # a whole pass done: the next one reads it all again
            ok = self.ok
            for i in range(len(ok)):
                ok[i] = 0
            seen = self.seen
            for i in range(4):
                seen[i] = 0
            self.scrub_k = 0
            return
        self.scrub_k = k + 1
        self.stretch(k)
