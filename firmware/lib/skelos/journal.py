"""The append-only journal shared by every game of the core.

A game keeps every record it accepted in one bytearray; undo and redo are
records too, so the journal index is a stable sequence number for the host
(``seq`` = index + 1) and state is always a fold of the scenario and the
records in effect.  A game subclass provides:

  records    its record module (type table, length_at, to_list, from_list,
             UNDO and REDO type numbers)
  _reset()   the state before any record
  _check(b, o)  None or a refusal (code, arguments...) for the record at b[o]
  _apply(b, o)  change the state for an accepted record
  RULES      its current rules version (see below)

Stored first: ``store``, when set (the device sets it to its storage), is
called as ``store(buf, ln)`` with an accepted record before anything changes;
a refusal it returns (storage full, a failed write) refuses the action and
the game stays exactly as it was.

Rules versions: when a pack corrects how it reads its rules, it raises its
RULES and keeps the earlier readings behind ``self.rules``.  A game carries
the version it started with for its whole life (the device's storage and the
codec's journal blob keep it), so a stored game replays and goes on exactly
as it was played; a new game takes the current version.
"""

# Refusals are tuples (code, arguments...): fixed tuples, so refusing
# allocates nothing on the board.  The code is the stable identifier; the host
# and the page own the texts (skelos_host.reasons and each game's view).
R_UNKNOWN = ("unknown_action",)
R_ARG = ("bad_argument",)
R_UNDO = ("nothing_to_undo",)
R_REDO = ("nothing_to_redo",)


def rules_ok(v, current):
    """Is `v` a rules version a game whose current version is `current` plays?"""
    return isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= current


class Journal:
    records = None
    RULES = 1

    def _journal_init(self, rules=None):
        if rules is None:
            rules = self.RULES
        if not rules_ok(rules, self.RULES):
            raise ValueError("unknown rules version " + repr(rules) + " (this core plays 1.." + str(self.RULES) + ")")
        self.rules = rules         # the rules version this game plays (fixed for its life)
        self.log = bytearray()     # every record, append-only
        self.offs = []             # offset of each record in log
        self.eff = []              # offsets of the records in effect
        self.redos = []            # offsets that redo would re-apply
        self._buf = bytearray(72)  # scratch for building a record
        self._dry = False          # dry_run: check, record nothing
        self.store = None          # store(buf, ln): None or a refusal, before the record is applied

    @property
    def count(self):
        """Number of records in the journal (the last sequence number)."""
        return len(self.offs)

    def record(self, i):
        """Bytes of record i (0-based)."""
        off = self.offs[i]
        return bytes(self.log[off:off + self.records.length_at(self.log, off)])

    def record_list(self, i):
        return self.records.to_list(self.log, self.offs[i])

    def submit(self, record):
        """Check and apply one record (bytes).  None, or a refusal tuple."""
        ln = self.records.length_at(record, 0)
        if ln != len(record):
            return R_UNKNOWN if ln < 0 or not len(record) else R_ARG
        b = self._buf
        if ln > len(b):
            return R_ARG
        for i in range(ln):
            b[i] = record[i]
        return self._submit(ln)

    def _submit(self, ln):
        b = self._buf
        t = b[0]
        dry = self._dry
        if t == self.records.UNDO:
            if not self.eff:
                return R_UNDO
            if dry:
                return None
            r = self._keep(ln)
            if r is not None:
                return r
            self._append(ln)
            self.redos.append(self.eff.pop())
            self._rebuild()
            return None
        if t == self.records.REDO:
            if not self.redos:
                return R_REDO
            off = self.redos[-1]
            r = self._check(self.log, off)
            if r is not None or dry:
                return r
            r = self._keep(ln)
            if r is not None:
                return r
            self._append(ln)
            self.redos.pop()
            self.eff.append(off)
            self._apply(self.log, off)
            return None
        r = self._check(b, 0)
        if r is not None or dry:
            return r
        r = self._keep(ln)
        if r is not None:
            return r
        off = self._append(ln)
        self.eff.append(off)
        if self.redos:
            self.redos.clear()
        self._apply(self.log, off)
        return None

    def _keep(self, ln):
        store = self.store
        return None if store is None else store(self._buf, ln)

    def _append(self, ln):
        off = len(self.log)
        b = self._buf
        for i in range(ln):
            self.log.append(b[i])
        self.offs.append(off)
        return off

    def _rebuild(self):
        self._reset()
        for off in self.eff:
            self._apply(self.log, off)

    def _do0(self, t):
        self._buf[0] = t
        return self._submit(1)

    def _do1(self, t, a):
        b = self._buf
        b[0] = t
        b[1] = a
        return self._submit(2)

    def dry_run(self, method, args=()):
        """Would the action `method`(*args) be accepted now?  None or its refusal,
        checked in the same order as the action itself; nothing is recorded and
        the state does not change (a step of a choice made one part at a time)."""
        fn = getattr(self, method, None) if isinstance(method, str) and method[:1] != "_" else None
        if fn is None:
            return R_UNKNOWN
        self._dry = True
        try:
            r = fn(*args)
        except TypeError:
            r = R_ARG
        finally:
            self._dry = False
        if r is not None and not isinstance(r, tuple):
            return R_UNKNOWN     # a query, not an action
        return r

    def undo(self):
        return self._do0(self.records.UNDO)

    def redo(self):
        return self._do0(self.records.REDO)

    def can_undo(self):
        return bool(self.eff)

    def can_redo(self):
        return bool(self.redos)
