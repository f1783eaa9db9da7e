"""The append-only journal shared by every game of the core.

Every accepted record is appended to a log; undo and redo are records too,
so the journal index is a stable sequence number for the host (``seq`` =
index + 1) and state is always a fold of the scenario and the records in
effect.  A game subclass provides:

  records    its record module (type table, length_at, to_list, from_list,
             UNDO and REDO type numbers)
  _reset()   the state before any record
  _check(b, o)  None or a refusal (code, arguments...) for the record at b[o]
  _apply(b, o)  change the state for an accepted record
  STATE      the names of its state attributes (ints, bools, None,
             bytearrays, lists of those): what a checkpoint holds
  RULES      its current rules version (see below)

Bounded cost.  The records in effect form a chain: ``depth`` records, the
top one at log offset ``top``, each knowing the record below it (its
parent); undo steps down the chain and is itself a record naming what it
undid and the undo before it, so redo follows those (``rtop``, the undo
redo would take back) until a new action starts a new branch.  The state
after a record is kept as a checkpoint, tagged with the record's log
offset, at depths that are multiples of the backend's ``every`` when an
action or a redo reaches them, and whichever of them the backend wants when
a rebuild passes them.  Undo rebuilds the state from the nearest checkpoint
below (each record applied again is checked by the rules; ``replayed``
counts them).  A backend that keeps every checkpoint (RamLog) makes every
undo cost fewer than ``every`` records; one with a few places (the board's
ring) keeps them thinned out geometrically down from the top (give_up): the
two highest always, so an undo after anything but an undo, and a resume,
re-apply fewer than ``every`` records, and a run of undos re-applies about
``every`` per undo plus, now and then, a gap about as long as the run so
far, where the rebuild leaves new checkpoints for the undos that follow.
The chain is walked in segments of WALK records: time grows with the gap,
RAM does not.

Where the log, the chain and the checkpoints live is the journal's backend
(``self.back``).  `RamLog` (skelos.ramlog) keeps them in RAM (the host, the tests, the
codec); the device's storage keeps them on its FRAM or nvm, reading
records back only when needed, so the board's RAM does not grow with the
game.  A backend provides::

  length, count           bytes and records in the log
  read(off)               (buffer, offset) of the record at log offset off
  parent(off)             log offset of the record below the record at off
                          in the chain (NO: none)
  undone(off)             (undone, previous undo) of the undo record at off
  put(buf, ln, a, b, depth, top, rtop)
                          append the record buf[0:ln] -- a record of the game
                          with parent a, an undo of a with previous undo b, or
                          a redo -- and commit the new chain (top None: this
                          record); its offset, or raises when it cannot (then
                          nothing changed)
  has(depth, tag)         is a checkpoint kept for that depth and tag (a
                          look-up in RAM)
  wants(depth, top)       would a checkpoint at that depth be kept, the top
                          of the chain at depth `top`
  keep(depth, tag, state, top)
                          keep a checkpoint (may give up another one)
  checkpoint(depth, tag)  the state kept for that depth and tag, or None
  offset_of(i)            log offset of record i (0-based), -1 if none
  hash_at(n)              the history hash after the first n records
                          (chain below; n = count: the top's, kept in RAM)
  every, fine, horizon    (optional) the depths checkpoints are kept at
                          (multiples of every, CHECKPOINT by default; a
                          rebuild and prepare at multiples of fine, every by
                          default) and how far below the top prepare works
                          (PREP_HORIZON at least); a backend that changes them
                          (the board's checkpoints in RAM, sized after boot)
                          has the game call tune()

Stored first: a record reaches the backend before the game changes, and a
backend that raises leaves the game as it was (the action is refused with
``storage_error``, or ``storage_full`` for StorageFull).

Rules versions: when a pack corrects how it reads its rules, it raises its
RULES and keeps the earlier readings behind ``self.rules``.  A game carries
the version it started with for its whole life (the device's storage and the
codec's journal blob keep it), so a stored game replays and goes on exactly
as it was played; a new game takes the current version.
"""

from skelos.checkpoints import CHECKPOINT, NO, PREP_HORIZON, WALK, Checkpoints
from skelos.codec import crc32

# Refusals are tuples (code, arguments...): fixed tuples, so refusing
# allocates nothing on the board.  The code is the stable identifier; the host
# and the page own the texts (skelos_host.text.reasons and each game's view).
R_UNKNOWN = ("unknown_action",)
R_ARG = ("bad_argument",)
R_UNDO = ("nothing_to_undo",)
R_REDO = ("nothing_to_redo",)
R_STORAGE_FULL = ("storage_full",)
R_STORAGE_ERROR = ("storage_error",)
R_OVER = ("game_over",)
R_WINNER = ("bad_winner",)

class StorageFull(Exception):
    pass


def table(kinds, by_kind):
    """A pack's table of record functions (Journal.CHECK, APPLY): a tuple of
    `kinds` places, by_kind's function at each record kind's, None elsewhere."""
    return tuple([by_kind.get(k) for k in range(kinds)])


def rules_ok(v, current):
    """Is `v` a rules version a game whose current version is `current` plays?"""
    return isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= current


# ------------------------------------------------------------ history hash
# Anything that copies a journal (the logger, a replay) tells whether it holds
# the same history as the board from one number per record: the history hash
# h_n = chain(h_(n-1), record n), h_0 = 0, over every record of the game's
# journal in seq order (undo and redo records too), each in its canonical
# bytes: the record as the core stores it (`records.from_list(rec)` of the
# JSON form the link sends: type byte then arguments).  chain is CRC-32 (the
# zlib polynomial) carried on, so h_n is zlib.crc32 of the n records' bytes
# one after the other (records are self-delimiting).  On the link it is 8
# lowercase hex digits (hexh).

def chain(h, record):
    """The history hash after `record` (bytes) on top of history hash h."""
    return crc32(record, h)


def history(records):
    """The history hash of a sequence of records (bytes each), from h_0 = 0."""
    h = 0
    for r in records:
        h = chain(h, r)
    return h


def hexh(h):
    """A history hash as the link sends it: 8 lowercase hex digits."""
    return "%08x" % h


class Journal(Checkpoints):
    records = None
    RULES = 1
    STATE = ()
    # A pack's rules by table: CHECK and APPLY (table()) hold, at a record kind's place,
    # a function of the pack's class body f(self, b, o) for the record at b[o]: its own
    # rule (None or a refusal; `_rule`, after the checks every record passes first in the
    # pack's _check) and its effect (`_apply`).  Its names are deleted from the class body
    # after the table (del): a name in a class's dict costs heap on the board, and a
    # module of its own for these few lines cost more.  A lookup and a call allocate nothing.
    CHECK = ()
    APPLY = ()

    def _rule(self, b, o, missing=None):
        f = self.CHECK[b[o]]
        return missing if f is None else f(self, b, o)

    def _apply(self, b, o):
        f = self.APPLY[b[o]]
        if f is not None:
            f(self, b, o)

    def _check_finish(self, b, o):
        """The record ``finish``'s rule, every game's: 1 (the heroes) or 2 (the other side) won."""
        w = b[o + 1]
        if w != 1 and w != 2:
            return R_WINNER
        if self.over:
            return R_OVER
        return None

    def _apply_finish(self, b, o):
        self.over = b[o + 1]

    def _journal_init(self, rules=None, back=None):
        if rules is None:
            rules = self.RULES
        if not rules_ok(rules, self.RULES):
            raise ValueError("unknown rules version " + repr(rules) + " (this core plays 1.." + str(self.RULES) + ")")
        self.rules = rules         # the rules version this game plays (fixed for its life)
        if back is None:
            from skelos.ramlog import RamLog    # (here: the board's games keep theirs in its storage)
            back = RamLog()
        self.back = back
        self._every = getattr(self.back, "every", CHECKPOINT)   # records in effect between checkpoints
        self._sure = getattr(self.back, "sure", False)
        self.depth = 0             # records in effect
        self.top = NO              # log offset of the record on top of the chain (NO: none)
        self.rtop = NO             # log offset of the undo redo would take back (NO: none)
        self._buf = bytearray(72)  # scratch for building a record
        self._dry = False          # dry_run: check, record nothing
        self.store_error = None    # what the backend raised when it could not store a record
        self._walk = None          # the chain walked by _rebuild (WALK offsets, made when needed)
        self._last_ln = 0          # length of the record in _buf the last action stored
        self.replayed = 0          # records applied again to rebuild a state (undo, resume), in all
        self._ktop = 0             # the chain's depth while prepare rebuilds below it (0: not preparing)
        self._held = False         # an undo holds the state's objects to go back to (_refs)
        # a backend with heap to spare (the board's checkpoints in RAM) keeps a spare set of
        # the state's objects (its `spares`: take, give, put; skelos_device.undo_ram): an undo
        # or prepare rebuilds into it and the two sets take turns, so neither makes new objects
        self._sp = None
        self._done_top = NO        # the top and depth prepare found nothing left to do for
        self._done_d = -1
        # the chain prepare walked last, offsets from depth _pwd down: made with the game
        # (a small object made late, in the middle of the board's heap, would split its free room)
        self._pw = None
        self._pwd = 0
        self._pwn = 0              # how many of them are known
        self._pcov = -1            # every depth from there to the top served (prepare), -1: not known
        self.tune()

    def tune(self):
        """Take up the backend's checkpoint interval and how far below the top
        prepare works (`horizon`): the board sizes its checkpoints in RAM once
        its boot is done, the game it resumed already made."""
        back = self.back
        self._every = getattr(back, "every", CHECKPOINT)
        # a rebuild and prepare keep checkpoints this often where the backend can (in RAM);
        # an action and a redo every _every records only (the state's encoding, ~3 ms on
        # the board, not on every other press)
        self._fine = getattr(back, "fine", self._every)
        self._horizon = max(getattr(back, "horizon", 0), PREP_HORIZON)
        n = max(WALK, 2 * self._horizon) + 1     # room to walk below the horizon: shifted back now and then
        if not self._sure and (self._pw is None or len(self._pw) < n):
            self._pw = [NO] * n
            self._pwn = 0
            self._pcov = -1
        self._sp = None if self._sure else getattr(back, "spares", None)
        if self._sp is not None and getattr(self, self.STATE[0], None) is not None:
            self._sp.give(self, self._sp.take(self))    # made now (the board: as a game starts), not in a run

    @property
    def log(self):
        """The whole log as bytes (a RAM backend only; the codec's journal blob)."""
        return self.back.log

    @property
    def count(self):
        """Number of records in the journal (the last sequence number)."""
        return self.back.count

    def record_at(self, off):
        b, o = self.back.read(off)
        return bytes(b[o:o + self.records.length_at(b, o)])

    def record(self, i):
        """Bytes of record i (0-based)."""
        off = self.back.offset_of(i)
        if off < 0:
            raise IndexError("no record " + str(i))
        return self.record_at(off)

    def records_from(self, i, n):
        """Bytes of records i .. i + n - 1 (fewer past the last one): read
        together where the backend can (the board's storage), else one by one."""
        read = getattr(self.back, "read_records", None)
        if read is not None:
            return read(i, n)
        return [self.record(k) for k in range(i, min(self.count, i + n))]

    def history(self, n=None):
        """The history hash after the first n records (None: all of them)."""
        return self.back.hash_at(self.count if n is None else n)

    def last_record(self):
        """Bytes of the record the last accepted action stored."""
        return bytes(self._buf[0:self._last_ln])

    def record_list(self, i):
        return self.records.to_list(self.record(i), 0)

    def undo_target(self):
        """Log offset of the record undo would take back, or None."""
        return self.top if self.depth else None

    def redo_target(self):
        """Log offset of the record redo would apply again, or None."""
        return self.back.undone(self.rtop)[0] if self.rtop != NO else None

    # ------------------------------------------------------------ records
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

    def _put(self, ln, a, b, depth, top, rtop):
        """Store a record with its new chain: its offset, or the refusal of a
        backend that could not (nothing changed then)."""
        try:
            return self.back.put(self._buf, ln, a, b, depth, top, rtop)
        except StorageFull:
            return R_STORAGE_FULL
        except Exception as e:  # noqa: BLE001 - a failed write refuses the action
            self.store_error = e
            return R_STORAGE_ERROR

    def _submit(self, ln):
        b = self._buf
        t = b[0]
        dry = self._dry
        d = self.depth
        back = self.back
        if t == self.records.UNDO:
            if not d:
                return R_UNDO
            if dry:
                return None
            # the state to go back to held as its objects, the rebuild made in new ones:
            # about 1.8 KB of garbage per undo, and no time (keeping it as its bytes
            # instead cost an undo press 3 to 4 ms on the board: state_bytes); with a
            # spare set (_sp), made in it instead, the held objects the spare after
            # (no new local names here: this frame is on every action's path, the Python stack)
            old = None if self._sure else self._refs() if self._sp is None else self._sp.take(self)
            self._held = old is not None and self._sp is None
            try:
                below = back.parent(self.top)
                self._rebuild(below, d - 1)
            except Exception as e:  # noqa: BLE001 - storage unreadable or damaged: as it was
                self._held = False
                self.store_error = e
                self._back_to(old, d)
                return R_STORAGE_ERROR
            self._held = False
            off = self._put(ln, self.top, self.rtop, d - 1, below, None)
            if isinstance(off, tuple):
                self._back_to(old, d)
                return off
            if self._sp is not None:
                self._sp.put(old)     # the two sets swapped: the state before is the spare
            self.depth = d - 1
            self.top = below
            self.rtop = off
            self._last_ln = ln
            return None
        if t == self.records.REDO:
            if self.rtop == NO:
                return R_REDO
            try:
                node, link = back.undone(self.rtop)
                rb, ro = back.read(node)
            except Exception as e:  # noqa: BLE001
                self.store_error = e
                return R_STORAGE_ERROR
            r = self._check(rb, ro)
            if r is not None or dry:
                return r
            off = self._put(ln, NO, NO, d + 1, node, link)
            if isinstance(off, tuple):
                return off
            rb, ro = back.read(node)
            self.depth = d + 1
            self.top = node
            self.rtop = link
            self._apply(rb, ro)
            self._last_ln = ln
            if (d + 1) % self._every == 0:
                self._keep_at(d + 1, node)
            return None
        r = self._check(b, 0)
        if r is not None or dry:
            return r
        # stored here rather than through _put: one frame fewer on the path every
        # action takes (CircuitPython's Python stack is 1.5 KB by default)
        try:
            off = back.put(b, ln, self.top, None, d + 1, None, NO)
        except StorageFull:
            return R_STORAGE_FULL
        except Exception as e:  # noqa: BLE001 - a failed write refuses the action
            self.store_error = e
            return R_STORAGE_ERROR
        self.depth = d + 1
        self.top = off
        self.rtop = NO
        self._last_ln = ln
        self._apply(b, 0)
        if (d + 1) % self._every == 0:
            self._keep(off)     # the state after the record
        return None

    def _keep(self, off):
        """Keep the state after the new top record (at log offset off) as a checkpoint."""
        try:
            self.back.keep(self.depth, off, self.state_bytes(), self.depth)
        except Exception:  # noqa: BLE001, S110 - a checkpoint lost costs time, not the game
            pass

    def _keep_at(self, d, node):
        """Keep the state as a checkpoint of the record at `node`, depth d, the
        top (a redo), if the backend wants it (its own frame: _submit's stays
        small, CircuitPython's Python stack is tight on a button's deepest path)."""
        back = self.back
        if not back.has(d, node) and back.wants(d, d):
            try:
                back.keep(d, node, self.state_bytes(), d)
            except Exception:  # noqa: BLE001, S110 - a checkpoint lost costs time, not the game
                pass

    def _back_to(self, old, d):
        """The state before an undo that could not be stored: its objects (the
        ones rebuilt into the spare set again), or (a backend that keeps none) rebuilt."""
        if old is not None and self._sp is not None:
            self._sp.give(self, old)
        elif old is not None:
            self._set_refs(old)
        else:
            self._rebuild(self.top, d)

    def _do0(self, t):
        self._buf[0] = t
        return self._submit(1)

    def _do1(self, t, a):
        b = self._buf
        b[0] = t
        b[1] = a
        return self._submit(2)

    def _fill(self, t, a, b, c=0, d=0):
        """Write a record of type t with arguments a, b, c, d (its first 5 bytes) in the
        scratch; the caller submits it (_submit(n)): no frame of this one under _submit,
        on the deepest path of the board's actions (CircuitPython's Python stack)."""
        buf = self._buf
        buf[0] = t
        buf[1] = a
        buf[2] = b
        buf[3] = c
        buf[4] = d

    def _do(self, n, t, a, b, c=0, d=0):
        """_fill, then submit its n bytes (3 to 5): a frame more under _submit."""
        self._fill(t, a, b, c, d)
        return self._submit(n)

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
        self._buf[0] = self.records.UNDO     # not through _do0: one frame fewer (the board's Python stack)
        return self._submit(1)

    def redo(self):
        self._buf[0] = self.records.REDO
        return self._submit(1)

    def can_undo(self):
        return self.depth > 0

    def can_redo(self):
        return self.rtop != NO
