"""The journal's checkpoints: a game's state as bytes, which checkpoint a
backend with few places gives up for a new one, and the rebuilds that use
them (skelos.journal: undo, resume, and prepare in a quiet moment).

`Checkpoints` is a base of `skelos.journal.Journal`: its methods work on the
journal's chain (``depth``, ``top``, ``back``) and on the game's ``STATE``,
``_reset``, ``_check`` and ``_apply``.
"""

CHECKPOINT = 16   # records in effect between two checkpoints
NO = 0xFFFF       # no record (an offset)
WALK = 64   # records of the chain walked at once when no checkpoint is near
PREP = 4            # records an undo re-applies at most where prepare has been (from a checkpoint)
PREP_HORIZON = 16   # depths below the top prepare covers


# ------------------------------------------------------------ state bytes
# A checkpoint is the game's STATE attributes, each a tagged value:
# 0 int (zigzag varint), 1 bytearray (varint length, bytes), 2 list (varint
# length, values), 3 False, 4 True, 5 None.

def _varint(out, v):
    while v >= 0x80:
        out.append((v & 0x7F) | 0x80)
        v >>= 7
    out.append(v)


def _put(out, v):
    if v is None:
        out.append(5)
    elif v is True:
        out.append(4)
    elif v is False:
        out.append(3)
    elif isinstance(v, int):
        out.append(0)
        _varint(out, (v << 1) if v >= 0 else ((-v << 1) - 1))
    elif isinstance(v, bytearray):
        out.append(1)
        _varint(out, len(v))
        out.extend(v)
    elif isinstance(v, list):
        out.append(2)
        _varint(out, len(v))
        for x in v:
            _put(out, x)
    else:
        raise ValueError("state value of type " + str(type(v)))


_at = [0]   # _get's place in the bytes it reads (a list: no tuple made per value read)


def _get(b, into=None):
    # the value at _at[0] in b; _at[0] moves past it.  The varints read inline, not
    # through a helper: a nested list is read by nested calls, on the path of an undo
    # (CircuitPython's Python stack is small).
    # A bytearray or list read over `into`, one of the same type and length, is
    # read into it (load_state: the state's objects stay where they are in the
    # heap, not made again in the middle of an undo's garbage, which would split
    # the board's free heap into small runs)
    o = _at[0]
    t = b[o]
    o += 1
    if t == 0 or t == 1 or t == 2:
        v = 0
        s = 0
        while True:
            c = b[o]
            o += 1
            v |= (c & 0x7F) << s
            s += 7
            if c < 0x80:
                break
        if t == 0:
            _at[0] = o
            return (v >> 1) if not v & 1 else -((v + 1) >> 1)
        if t == 1:
            _at[0] = o + v
            if isinstance(into, bytearray) and len(into) == v and o + v <= len(b):
                into[:] = memoryview(b)[o:o + v]     # one copy, no bytes made of the slice
                return into
            return bytearray(b[o:o + v])
        _at[0] = o
        if isinstance(into, list) and len(into) == v:
            for s in range(v):
                into[s] = _get(b, into[s])
            return into
        out = []
        for _ in range(v):
            out.append(_get(b))
        return out
    _at[0] = o
    if t == 3:
        return False
    if t == 4:
        return True
    if t == 5:
        return None
    raise ValueError("bad state byte")


def give_up(ds, top):
    """Which of the checkpoints at depths `ds` (None or 0: a free place) to give
    up for a new one, the chain's top being at depth `top`: the index of a
    free place, else of one above the top (kept for redo only), else, the
    two highest at or below the top kept always, of the one whose loss
    leaves the smallest gap for its distance from the top (the gap from the
    checkpoint above it, or the top, down to the one below it, or the start,
    over that one's distance from the top).  Kept this way the checkpoints
    thin out geometrically down from the top: near the top every few
    records, deep down a gap shorter than its distance from the top."""
    first = second = -1
    for i in range(len(ds)):
        x = ds[i]
        if not x or x > top:
            return i
        if first < 0 or x > ds[first]:
            first, second = i, first
        elif second < 0 or x > ds[second]:
            second = i
    best = -1
    bs = 0
    for i in range(len(ds)):
        if i == first or i == second:
            continue
        x = ds[i]
        hi = top
        lo = 0
        for y in ds:
            if x < y < hi:
                hi = y
            if lo < y < x:
                lo = y
        score = (hi - lo) * 4096 // (top - lo + 1)
        if best < 0 or score < bs:
            best = i
            bs = score
    return best if best >= 0 else first


class Checkpoints:
    """A journal's checkpoints and rebuilds (a base of skelos.journal.Journal)."""

    def state_bytes(self):
        out = bytearray()
        for name in self.STATE:
            _put(out, getattr(self, name))
        return out

    def load_state(self, b, fresh=False):
        """The state read from bytes `b`, into the state's own objects, or into
        new ones when `fresh` (an undo or prepare holds the old ones)."""
        _at[0] = 0
        for name in self.STATE:
            setattr(self, name, _get(b, None if fresh else getattr(self, name, None)))

    def _rebuild(self, node, d):
        """Make the state that of the chain whose top is `node` at depth d:
        the nearest checkpoint below, then the records above it, each checked,
        WALK at a time, keeping on the way the checkpoints the backend wants
        (so the next undo of a run finds one near).  Raises ValueError for a
        record the rules refuse (damage)."""
        back = self.back
        has = back.has
        tops = None            # every WALK-th record walked past: (offset, depth), from the top
        walk = self._walk
        if walk is None:
            walk = self._walk = [NO] * (WALK + 1)
        cur = node
        dd = d
        k = 0
        while dd > 0:
            if tops is None:
                walk[k] = cur  # the first WALK records below node, kept: not walked again below
            if has(dd, cur):
                st = back.checkpoint(dd, cur)
                if st is not None:
                    try:
                        self.load_state(st, self._held)
                        break
                    except (ValueError, IndexError):
                        pass
            if k == WALK:
                if tops is None:
                    tops = []
                tops.append((cur, dd))
                k = 0
            cur = back.parent(cur)
            dd -= 1
            k += 1
        else:
            if self._held:
                self.load_state(self.state_bytes(), True)    # new objects: the held ones stay as they were
            self._reset()
        base = dd
        i = len(tops) if tops is not None else 0
        while True:
            if i:
                i -= 1
                top, td = tops[i]
            else:
                top, td = node, d
            n = td - base
            if tops is not None:
                cur = top
                for j in range(n):
                    walk[j] = cur
                    cur = back.parent(cur)
            while n > 0:
                n -= 1
                b, o = back.read(walk[n])
                if self._check(b, o) is not None:
                    raise ValueError("a stored record the rules refuse")
                self._apply(b, o)
                self.replayed += 1
                base += 1
                if base % self._fine == 0 and back.wants(base, self._ktop or d) and not has(base, walk[n]):
                    try:
                        back.keep(base, walk[n], self.state_bytes(), self._ktop or d)
                    except Exception:  # noqa: BLE001, S110 - a checkpoint lost costs time, not the game
                        pass
            if td == d:
                return

    def prepare(self, horizon=0):
        """Work for a quiet moment (the board's loop between presses): make the
        undos of a run from the top cheap ahead of time.  Each depth down to
        `horizon` records below the top gets a checkpoint at most PREP records
        below it, the lowest gap first; one call re-applies at most PREP
        records (keeping on the way the checkpoints the backend wants) and
        leaves the game's state as it was.  True if it did some of that work
        (call again when still quiet), False when there is none left for this
        top, or none it can do within its bound (then an undo pays as before).
        The chain it walks is kept (WALK + 1 offsets), so the next call after
        an undo reads no record again."""
        d = self.depth
        top = self.top
        # the gap left below each depth: PREP, or the backend's interval when shorter (RAM)
        p = self._fine if self._fine < PREP else PREP
        if self._sure or d <= p or (self._done_top == top and self._done_d == d):
            return False
        horizon = horizon or self._horizon
        e = self._fine
        back = self.back
        w = self._pw
        # the chain walked by the last calls: w[0] at depth _pwd, _pwn offsets known; the
        # top at w[o] when it is still on it (undos since), and every depth from _pcov up
        # to the top known served then (so a call after an undo looks again at few depths)
        o = self._pwd - d
        n = self._pwn
        if o >= 0 and n > o and w[o] == top:
            # the top back to w[0]: always on the ring alone (the walk's whole reach below
            # it), now and then with checkpoints in RAM (their reach is the horizon)
            if o and (e == self._every or o + horizon + p + 2 > len(w)):
                for i in range(n - o):
                    w[i] = w[i + o]
                n -= o
                o = 0
                self._pwd = d
        else:
            w[0] = top
            n = 1
            o = 0
            self._pwd = d
            self._pcov = -1
        self._pwn = n
        # (known only where checkpoints are not given up for others: in RAM, the finer ones)
        c = self._pcov if e < self._every else -1
        k = d - c if 0 <= c < d else 1       # records below the top
        need = k              # the highest depth below the top (as k) no checkpoint serves yet
        while True:
            if o + k >= n:
                if n >= len(w):
                    self._done(top, d)     # the gap's bottom too far down for one call
                    return False
                w[n] = back.parent(w[n - 1])
                n += 1
                self._pwn = n
            # (checkpoints are kept at multiples of the interval only: no look-up between)
            if k == d or (not (d - k) % e and back.has(d - k, w[o + k])):
                if k - need > p:
                    break     # a gap: depths need .. k - p - 1 have no checkpoint near enough
                need = k + 1
                if need > horizon or k == d:
                    self._pcov = d - need + 1
                    self._done(top, d)
                    return False
            k += 1
        self._pcov = d - need + 1
        # a checkpoint at most p records above the one at k, at a depth the backend keeps
        at = d - k + p
        at -= at % e
        if at <= d - k or not back.wants(at, d):
            self._done(top, d)
            return False
        sp = self._sp
        was = self._refs() if sp is None else sp.take(self)
        self._ktop = d
        self._held = sp is None     # (a spare set is rebuilt in place, the state's own objects held)
        try:
            self._rebuild(w[o + d - at], at)
        except Exception:  # noqa: BLE001 - damage or no room: the undo that needs it finds it (or not)
            self._done(top, d)
        finally:
            self._ktop = 0
            self._held = False
            if sp is None:
                self._set_refs(was)
            else:
                sp.give(self, was)
        return True

    def prepared(self):
        """How many depths below the top prepare last found served (each with a
        checkpoint near below it) where that is known (checkpoints in RAM); 0 else."""
        c = self._pcov
        return self.depth - c if self._fine < self._every and 0 <= c <= self.depth else 0

    def _done(self, top, d):
        self._done_top = top
        self._done_d = d

    def _refs(self):
        """The state's objects (not copies): a rebuild makes new ones
        (load_state, fresh while they are held), and one that starts from the beginning (_reset, which
        changes them in place) first copies them while _held says
        they are held."""
        return [getattr(self, name) for name in self.STATE]

    def _set_refs(self, refs):
        i = 0
        for name in self.STATE:
            setattr(self, name, refs[i])
            i += 1

    def restore(self, depth, top, rtop):
        """Take up a stored chain (resume): the state of its `depth` records."""
        self._rebuild(top, depth)
        self.depth = depth
        self.top = top
        self.rtop = rtop
