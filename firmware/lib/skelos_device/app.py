"""The device application: boot and resume, the loop, the mode button, and
the current game's UI; buttons and link in, rules core, pixels and storage out.

``DeviceApp(profile, pixels, keys, link_stream, storage, clock, board_info)``
  profile      board profile dict (profile.py)
  pixels       object with __setitem__, fill, show (NeoPixel, virtual strip)
  keys         keypad.Keys-like object (``.events``), or None
  link_stream  byte stream with readinto/write (usb_cdc.data), or None
  storage      storage.Storage
  clock        callable returning milliseconds (supervisor.ticks_ms)
  board_info   dict: board, serial, firmware
  default_scenario  scenario blob stored when storage holds none (at boot; not kept after)
  event        a preallocated keypad.Event (None: made lazily by the caller)
  new_uid      the function drawing a new game's identity (draw_uid below)
  reader       reader(path) -> bytes or None: the drive's files (presets
               deployed as presets/<id>.bin, default_scenario.bin), played
               from the drive when storage has no room for them
  warnings     what the board found wrong at start-up, reported in hello and
               state: [{"code": "no_fram", "detail": "..."}]; the app adds
               {"code": "old_rules", ...} while its game plays an earlier
               rules version than new games (a game stored before a rules
               correction keeps the rules it started with)

``step()`` is one loop iteration: poll keys (a press: its frame drawn, then
its pushes sent), poll the link (one request), run tick deadlines, render if
something changed.  It never sleeps.

The game's own buttons and pixels live in its UI module (UIS: game id ->
module, imported when a game of it starts, so a board playing one game never
loads another's); ``self.ui`` is that module's ``UI(app)``, holding its menu
state.  The link's request handlers are in handlers.py.
"""

import gc

from skelos import codec, games
from skelos.journal import R_STORAGE_ERROR, R_STORAGE_FULL, R_UNKNOWN, hexh

from skelos_device import UIS, render
from skelos_device.handlers import R_NO_GAME, TABLE, percent
from skelos_device.input import Buttons, poll_keys, ticks_diff
from skelos_device.link import Link
from skelos_device.storage import MAX_RECORD, STRIDE, newer as gen_after

# game id -> its UI module: MODES, ACTIONS and UI(app) (gesture, after_act, frame)

BLINK_MS = 500
# Idle collection.  CircuitPython grows its heap only when a collection cannot
# free enough, so a board whose heap starts small keeps only a few KB free in
# it and its collector ran every few button presses, inside them (about 20 ms
# each; docs/firmware.md, "Garbage collection").  `skelos deploy` starts the
# heap as one area with room for many presses, and the loop collects when it
# is quiet: GC_IDLE_MS
# after the last press, request or frame, if GC_SLACK bytes were taken since
# the last collection.  gc.mem_free() counts the heap's free blocks plus the
# RAM it could still grow into; only its fall matters here.
GC_IDLE_MS = 40
GC_SLACK = 4096
SCRUB_MS = 100      # a stretch of the journal checked every SCRUB_MS while the loop is quiet
PREP_QUIET_MS = 40  # quiet this long, the loop prepares the next undos (Journal.prepare), one step
PREP_MS = 10        # at a time, PREP_MS apart while there is more to do and nothing else happens,
PREP_STEPS = 2      # at most PREP_STEPS in one quiet moment (about 30 ms each on the board: the next
                    # press is not kept waiting behind a long catch-up)
# Checkpoints in RAM (storage.ram_slots): after the boot's collection, a board with
# more than UNDO_RESERVE bytes free keeps one state per UNDO_SLOT bytes of the rest
# (at most UNDO_SLOTS_MAX), so the undos of a long run each restore a state kept
# in RAM; the stock firmware, whose code leaves about 43 KB free, keeps none
# (its heap as before), and the Skelos build (about 158 KB free) keeps about 190,
# 100 KB staying free for the replies and the game.  UNDO_SLOT is what a slot
# takes on the board (its state and its share of the table, measured in the rig).
# The loop then prepares them whenever it is quiet, with no bound on the steps,
# and one step after an undo when no request or press waits (after_undo).
UNDO_RESERVE = 102400
UNDO_SLOT = 296
UNDO_SLOTS_MAX = 256
LOW_ROOM = 10        # storage_low below a tenth of the journal's room
REFUSAL_MS = 600
CONFIRM_MS = 5000    # a second new-game gesture within this confirms losing unfetched records
R_UNFETCHED = ("unfetched",)   # a new game over records no logger confirmed (args: how many)
BRIGHTNESS_STEPS = (5, 10, 20, 35, 50, 75, 100)   # percent: colours are integer maths (render.scale)
NO_GAME_MODES = ("river",)



# CircuitPython runs every call in a Python stack of its own (1,536 bytes by default,
# CIRCUITPY_PYSTACK_SIZE in settings.toml; docs/firmware.md, "Python stack").  STACK_NEED:
# the bytes the deepest button or link action takes below the loop's `run`, measured on
# the stock firmware (bench/rig_stack.py, 64 bytes above the loop: with 1,224 bytes of
# stack, 1,160 under the loop, events and kills record by the buttons and the link; with
# 1,216 the link's event confirm is refused).  It is a whole number of the probe's frames
# below the probe's own, so the probe asks exactly this.  tests/rig/test_rig_default_stack.py
# holds it on the board, bench/stack_bench.py's model of every path keeps it.  With less,
# the board says so as it starts (warning stack_small), before any action is refused.
STACK_NEED = 1160
_PROBE = 40          # bytes of one frame of _deeper on the board (tests/firmware/test_stack.py)
_SELF = 120          # bytes of the frames of check_stack and stack_room (the same)
_depth = [0]


def _deeper(n, stop):
    _depth[0] = n
    if n >= stop:
        return n
    return _deeper(n + 1, stop)


def stack_room(need=STACK_NEED):
    """None when `need` bytes of Python stack are free below the frame of the
    caller of check_stack (the loop's run); else the bytes that are, at least.  It calls _deeper as deep as
    `need` asks: CircuitPython raises RuntimeError ("pystack exhausted") where
    its Python stack ends.  (None on CPython, whose calls are not counted in
    bytes.)"""
    import sys
    if sys.implementation.name != "circuitpython":
        return None
    _depth[0] = 0
    try:
        _deeper(1, (need - _SELF + _PROBE - 1) // _PROBE)
    except RuntimeError:
        return _SELF + _depth[0] * _PROBE
    return None


def undo_slots_for(free):
    """How many checkpoints a board with `free` bytes of heap after its boot's
    collection keeps in RAM: none up to UNDO_RESERVE."""
    if free <= UNDO_RESERVE:
        return 0
    return min((free - UNDO_RESERVE) // UNDO_SLOT, UNDO_SLOTS_MAX)


def draw_uid(board_info, game_id):
    """A game's identity: 32 random bits, or where the port has no
    os.urandom the board's serial, the game number and the clock mixed."""
    try:
        import os
        b = os.urandom(4)
        return b[0] | (b[1] << 8) | (b[2] << 16) | (b[3] << 24)
    except (ImportError, AttributeError, NotImplementedError, OSError):
        seed = str(board_info.get("serial", "")) + ":" + str(game_id) + ":" + str(_ticks())
        return codec.crc32(seed.encode())


def _ticks():
    try:
        import time
        return time.monotonic_ns()
    except (ImportError, AttributeError):
        return 0


class DeviceApp:
    def __init__(self, profile, pixels, keys, link_stream, storage, clock, board_info,
                 default_scenario=None, event=None, warnings=None, new_uid=None, reader=None,
                 undo_slots=None):
        self.profile = profile
        self.pixels = pixels
        self.keys = keys
        self.event = event
        self.storage = storage
        self.clock = clock
        self.board_info = board_info
        self.default_scenario = default_scenario
        self.new_uid = new_uid or draw_uid
        storage.reader = reader
        names = [b["name"] for b in profile["buttons"]]
        self.buttons = Buttons(names, profile.get("chords"), profile.get("shutdown_hold_ms", 0))
        self.shutdown = False       # Mode held shutdown_hold_ms: the host stops (the Pi box powers off)
        self.link = Link(link_stream, self, TABLE)
        self._mem_free = getattr(gc, "mem_free", None)    # None on CPython: no idle collection
        self._quiet_at = None
        self._gc_base = 0
        npx = profile["neopixel"]
        self.max_level = percent(npx.get("max_brightness", 1.0))
        self.level = min(percent(npx.get("default_brightness", 0.2)), self.max_level)
        self.strip = render.Strip(pixels, npx["count"])
        self.frame = [render.OFF] * npx["count"]
        self.mode = "river"
        self.blink = True
        self.refusal = False
        self.warning = None
        self.warnings = list(warnings or ())
        self.game = None
        self.ui = None     # the current game's UI (its pack's UI module), None without a game
        self.kept = None   # Kept: the stored game the board could not read back for memory (read only)
        self.game_id = 0
        self.scenario_crc = 0
        self.scen_cache = [None, None]
        self.upload = None  # the scenario upload in progress (handlers.py)
        self.acked = 0      # the last seq of the current game a logger said it stored (`ack`)
        self.confirm_until = None   # a new game over unfetched records armed until then (buttons)
        self._gest = []
        now = clock()
        self.blink_at = now
        self.refusal_until = now
        self.dirty = True
        self._scrub_at = now
        self._prep_at = now
        self._prep_n = 0
        self._seen_depth = 0   # the game's depth the loop saw last (after_undo)
        # the boot reads and writes the slots several times: their code loaded once
        # for it (each load takes about 20 ms on the board), dropped after it
        storage.hold = True
        self.boot()
        storage.release()
        # stored or referenced in a slot by now, read again from there: the drive's
        # scenario (3,880 bytes for the largest preset) is not held in the heap
        self.default_scenario = None
        self._checked_reset()
        self.mem_low = None   # the fewest bytes free right after a collection (hello's mem.low)
        if self._mem_free is not None:
            self.draw()     # the first frame before the boot's garbage is collected (about 18 ms)
            gc.collect()
            self._gc_base = self.mem_low = self._mem_free()
        self.undo_slots = self._undo_ram(undo_slots)

    def _undo_ram(self, n):
        """Size the checkpoints kept in RAM (n: that many; None: from the heap
        free after the boot's collection, none off the board) and hand them to
        the game; the number kept."""
        if n is None:
            n = undo_slots_for(self._gc_base if self._mem_free is not None else 0)
        try:
            n = self.storage.ram_slots(n)
        except MemoryError:
            self.storage.ram = None   # none after all: the heap is the presses'
            n = 0
        if n and self.game is not None:
            self.game.tune()
        if n and self._mem_free is not None:
            self._gc_base = self.mem_low = self._mem_free()    # the slots live: no garbage made
        return n

    @property
    def brightness(self):
        return self.level / 100

    def mem(self):
        """Heap figures where the interpreter has them: free now, and the fewest
        free right after a collection since boot (the one at boot, the loop's idle
        ones): garbage not counted."""
        free = getattr(gc, "mem_free", None)
        if free is None:
            return None
        return {"free": free(), "low": self.mem_low}

    # ------------------------------------------------------------ boot
    def _scenario_of_slot(self, slot):
        blob = self.storage.scenario_blob(slot)
        if blob is None:
            return None, None
        scen, err = codec.decode_scenario(blob)
        if err:
            return None, None
        return scen, blob

    def boot(self):
        st = self.storage
        self.game = None
        headers = st.read_headers()
        seen = headers[0] is not None or headers[1] is not None or not st.blank_headers()
        newer = 0
        failed = []
        for k, (which, h) in enumerate(st.candidates()):
            scen, blob = self._scenario_of_slot(h.slot)
            if scen is None or not h.scenario_is(codec.scenario_crc(blob)):
                continue
            rules = h.rules_version()
            if rules > games.rules_of(scen.game):
                newer = rules     # a game of a later firmware: this one cannot play it
                continue
            try:
                g = self._resume(which, h, scen, rules)
            except (MemoryError, RuntimeError) as e:    # RuntimeError: only the Python stack's (_resume)
                self._unrecovered(which, h, e, scen)
                return
            if g is None:     # damaged journal or checkpoint: try the other header
                failed.append((which, h, scen, blob, rules, self._damage_k))
                continue
            self._use(g)
            self.game_id = h.game
            self.scenario_crc = codec.scenario_crc(blob)
            if headers[1 - which] is None and not st.blank_header(1 - which) and not st.legacy():
                self._lost("last_change", "the last change before power loss was not saved")
            newer = False
            for x in headers:
                if x is not None and gen_after(x.gen, h.gen):
                    newer = True   # a newer header whose journal or scenario is damaged
            if k or newer:
                self._lost("previous", "newest saved state was damaged; resumed the previous one")
            return
        for which, h, scen, blob, rules, at in failed:
            try:
                if self._recover(which, h, scen, codec.scenario_crc(blob), rules, at if at >= 0 else None):
                    return
            except (MemoryError, RuntimeError) as e:    # RuntimeError: only the Python stack's (_resume)
                self._unrecovered(which, h, e, scen)
                return
        self.newer = 0
        if self._migrate():
            return
        newer = newer or self.newer
        # nothing resumable
        if newer:
            self._lost("newer_rules", "saved game plays rules version " + str(newer)
                       + ", newer than this firmware; started a fresh game")
        elif self.warning is None and (seen or st.candidates()):
            self._lost("fresh", "saved game was damaged; started a fresh game")
        elif self.warning is None and not st.log_blank():
            self._lost("fresh", "the game headers are blank but a journal is stored; started a fresh game")
        self._first_game(headers)

    def _first_game(self, headers):
        """A new game at boot, none resumable: the first stored scenario's, or
        the drive's default scenario stored first (its own frame: boot's stays
        small, its deepest path is the resume's)."""
        st = self.storage
        slot = -1
        known = None
        for i in (0, 1):
            known = self._scenario_of_slot(i)
            if known[0] is not None:
                slot = i
                break
        if slot < 0 and self.default_scenario is not None:
            # a scenario larger than a storage slot (4 KB nvm) is played from the drive's file;
            # without a drive to read it, no game (no_game), not a crash
            blob = self.default_scenario
            scen, err = codec.decode_scenario(blob)
            known = None
            if err is None:
                if len(blob) <= st.scenario_capacity():
                    st.store_scenario(blob, 0)
                    slot = 0
                    # read back (its CRC checked): the blob decoded above, not decoded again
                    if st.scenario_blob(0) == blob:
                        known = (scen, blob)
                elif st.reader is not None:
                    st.store_ref("default_scenario.bin", blob, 0)
                    known = self._scenario_of_slot(0)
                    slot = 0 if known[0] is not None else -1
        if slot < 0:
            return
        last = 0
        hs = [h for h in headers if h is not None] + [h for _, h in st.legacy()]
        for h in hs:
            if h.game > last:
                last = h.game
        if st.head is None:
            # keep generations increasing past any damaged header
            for i in (0, 1):
                h = headers[i]
                if h is not None and (st.head is None or gen_after(h.gen, st.head.gen)):
                    st.adopt(i, h)
        self._start(slot, last + 1, known)

    def _resume(self, which, h, scen, rules):
        """The game of header h rebuilt (h adopted), or None when its journal or
        a checkpoint is damaged.  A MemoryError is not damage: tried again
        after a collection, then raised (boot says so, and writes nothing)."""
        st = self.storage
        for attempt in (0, 1):
            st.adopt(which, h, games.records_of(scen))
            self._checked_reset()    # a record the rebuild reads below the log's check: its stretch first
            try:
                g = games.new_game(scen, rules, st)
                if not st.log_ok(h):
                    return self._unadopt(which)
                # Journal.restore's work without its frame: on CircuitPython's default
                # Python stack every frame of the boot's deepest path counts (docs/firmware.md)
                g._rebuild(h.top, h.depth)
                g.depth, g.top, g.rtop = h.depth, h.top, h.rtop
                return g
            except MemoryError:
                g = None
                st.adopt(which, None)
                gc.collect()
                if attempt:
                    raise
            except Exception as e:  # noqa: BLE001 - a record or checkpoint the rules or the storage refuse
                self._unadopt(which)
                if isinstance(e, RuntimeError) and "pystack" in str(e):
                    raise       # CircuitPython's Python stack ran out: the stack, not the journal
                return None
        return None

    def _unadopt(self, which):
        self.storage.adopt(which, None)
        return None

    def _recover(self, which, h, scen, crc, rules, at=None):
        """See skelos_device.recovery.rollback (imported only when a journal is damaged)."""
        from skelos_device import recovery
        return recovery.rollback(self, which, h, scen, crc, rules, at)

    # ------------------------------------------------------------ checks and scrub
    # Boot checks the log from the second index entry below its last record
    # (storage.log_ok); the stretches below, STRIDE records between two index
    # entries, are checked against their entries (CRC and history hash) before
    # a record of theirs is served, and by the idle scrub, one stretch a step
    # when the loop is quiet.  A damaged one: back to the record before the
    # damage, as recovery at boot does, said the same way.
    def _checked_reset(self):
        st = self.storage
        self._ok = bytearray(256)      # a bit per stretch checked since boot (65,535 records at most)
        self._ok_top = st.count // STRIDE - 1   # stretches from here on: checked by boot or written here
        if self.kept is not None:
            self._ok_top = st.count // STRIDE + 1   # a kept journal: boot checked none of it
        self._scrub_k = 0
        self._damage_k = -1            # a stretch a guarded read found damaged: handled by the next step
        self._seen = [0, 0, 0, 0]      # the log offsets [lo, hi) of the last two stretches _guard passed
        st.guard = self._guard
        st.guard_below = 0
        if self._ok_top > 0 and st.head is not None:
            e = st._index_read(self._ok_top)
            st.guard_below = e[0] if e is not None else st.head.length

    def _guard(self, off):
        """Storage's check of a record read below boot's check (undo, redo, a
        rebuild): its stretch checked once; ValueError when damaged (the
        action is refused storage_error, nothing altered is used), and the
        next loop step goes back before the damage."""
        seen = self._seen
        if seen[0] <= off < seen[1] or seen[2] <= off < seen[3]:
            return       # a stretch checked just before: no search over the index for each record of a rebuild
        st = self.storage
        k = st.stretch_of(off, self._ok_top)
        if not self._ok[k >> 3] & (1 << (k & 7)):
            if not st.stretch_ok(k):
                self._damage_k = k
                raise ValueError("damaged record at " + str(off))
            self._ok[k >> 3] |= 1 << (k & 7)
        lo = st._index_read(k)
        hi = st._index_read(k + 1)
        if lo is not None and hi is not None:
            seen[2] = seen[0]
            seen[3] = seen[1]
            seen[0] = lo[0]
            seen[1] = hi[0]

    def check_records(self, first, end):
        """Check the stretches holding records first .. end - 1 (0-based) that
        are not yet checked: None when intact, else what was done about the
        damage: ("rolled_back", records lost), or ("found", seq) when the
        board could not go back, ("unchecked", seq) when the stretch could not
        be read (no memory, the bus): nothing is served past it either way."""
        k = first // STRIDE
        last = (end - 1) // STRIDE
        while k <= last and k < self._ok_top:
            if not self._ok[k >> 3] & (1 << (k & 7)):
                r = self._check_stretch(k)
                if r is not None:
                    return r
                if not self._ok[k >> 3] & (1 << (k & 7)):
                    return ("unchecked", k * STRIDE + 1)     # could not be read: not served either
            k += 1
        return None

    def _check_stretch(self, k):
        st = self.storage
        try:
            ok = st.stretch_ok(k)
        except MemoryError:
            gc.collect()
            return None          # not checked: tried again later
        except Exception:  # noqa: BLE001 - a read the backend refused (the bus): tried again later
            return None
        if ok:
            self._ok[k >> 3] |= 1 << (k & 7)
            return None
        g = self.game
        if g is None:        # a kept journal: read only, nothing served past the damage
            return ("found", k * STRIDE + 1)
        before = g.count
        which, h, recs = st.which, st.head, st.records
        try:
            done = self._recover(which, h, g.scenario, self.scenario_crc, g.rules, k)
        except MemoryError:
            done = False
        if not done:
            st.adopt(which, h, recs)
            self.game = g
            return ("found", k * STRIDE + 1)
        self.dirty = True
        self.link.push("warnings", {"warnings": self.warnings})
        return ("rolled_back", before - st.count)

    def prepare_step(self):
        """One step of making the undos of a run from the top cheap ahead of
        time (skelos.journal's prepare), before the scrub while the loop is
        quiet: True if it did some work (a checkpoint kept), so more may follow."""
        g = self.game
        if g is None or self._damage_k >= 0:
            return False
        try:
            return g.prepare()
        except Exception:  # noqa: BLE001 - no memory, the bus, damage (the guard's next step): an undo pays
            return False

    def after_undo(self):
        """With checkpoints in RAM, the loop's step after an undo (undo_ram.after_undo,
        in the module only such a board loads): True if it prepared or collected."""
        if self.storage.ram is None:
            return False
        from skelos_device import undo_ram
        return undo_ram.after_undo(self)

    def scrub_step(self):
        """One stretch of the journal checked (the loop calls it when quiet);
        the walk starts again from the first when it reaches the top."""
        if self.game is None or self._ok_top <= 0:
            return
        k = self._scrub_k
        while k < self._ok_top and self._ok[k >> 3] & (1 << (k & 7)):
            k += 1
        if k >= self._ok_top:        # a whole pass done: the next one reads it all again
            ok = self._ok
            for i in range(len(ok)):
                ok[i] = 0
            seen = self._seen
            for i in range(4):
                seen[i] = 0
            self._scrub_k = 0
            return
        self._scrub_k = k + 1
        self._check_stretch(k)

    def _unrecovered(self, which, h, e, scen):
        """The saved game could not be read back for want of memory, or of
        CircuitPython's Python stack (its RuntimeError "pystack exhausted"; not
        for damage): no game, nothing written (its journal stays as it is, and
        the next reset tries again), warning `storage_unrecovered` (args:
        ["memory"] or ["stack"]) in hello and state, on the status pixel and the
        console.  Its records stay
        readable (`kept`): `events` serves them, each stretch checked as it
        is read, so a logger can save them; a new game over them needs a
        confirmation until a logger acknowledged them (`unfetched`)."""
        self.game = None
        self.ui = None
        self.game_id = h.game
        self.storage.adopt(which, h)      # a new game (a deliberate one) still counts its generation on
        try:     # rarely needed: in recovery.py, loaded only now
            from skelos_device import recovery
            detail, why = recovery.keep(self, which, h, e, scen)
        except MemoryError:
            detail = "the saved game could not be read back; its journal is kept unchanged: reset the board"
            why = "stack" if isinstance(e, RuntimeError) else "memory"
        self.warning = detail
        self.warnings.append({"code": "storage_unrecovered", "detail": detail, "args": [why]})
        print("Skelos storage_unrecovered: " + detail)

    def _lost(self, kind, detail, *more):
        """Storage damage found at start-up, never silent: warning
        `storage_damaged` (args: its kind) in hello and state, the status
        pixel, one line on the console."""
        self.warning = detail
        self.warnings.append({"code": "storage_damaged", "detail": detail, "args": [kind] + list(more)})
        print("Skelos storage_damaged: " + detail)

    def _migrate(self):
        """A game stored by an earlier firmware (a plain record log): play it
        again into this layout after its log, then write one header."""
        st = self.storage
        for which, h in st.legacy():
            scen, blob = self._scenario_of_slot(h.slot)
            if scen is None or not h.scenario_is(codec.scenario_crc(blob)):
                continue
            rules = h.rules_version()
            if rules > games.rules_of(scen.game):
                self.newer = rules
                continue
            log = st.log_bytes(h)
            recs = games.records_of(scen)
            st.adopt(which, h)
            try:
                st.begin_convert(h, self.new_uid(self.board_info, h.game), recs)
                g = games.new_game(scen, rules, st)
                o = 0
                while o < len(log):
                    ln = recs.length_at(log, o)
                    if ln < 0 or g.submit(log[o:o + ln]) is not None:
                        raise ValueError("a record the rules refuse")
                    o += ln
                if g.count != h.count:
                    raise ValueError("record count")
                st.end_convert()
            except Exception as e:  # noqa: BLE001
                st.batch = False
                st.adopt(which, None)
                self._lost("not_converted", "the saved game could not be converted to this firmware's storage: "
                           + str(e))
                continue
            self._use(g)
            self.game_id = h.game
            self.scenario_crc = codec.scenario_crc(blob)
            return True
        return False

    def uid(self):
        """The current game's identity: 8 lowercase hex digits (storage header), None without a game
        (that of a kept game: its records are served)."""
        h = self.storage.head
        if (self.game is None and self.kept is None) or h is None:
            return None
        return "%08x" % h.uid

    def history(self):
        """The history hash of the current game's last record (8 lowercase hex
        digits, skelos.journal.chain), None without a game."""
        if self.game is None:
            return None
        return hexh(self.game.history())

    def _use(self, game):
        """Make `game` current with a fresh UI of its pack (menus closed); say so
        in `warnings` while it plays earlier rules than a new game would."""
        self.game = game
        ws = self.warnings
        for i in range(len(ws) - 1, -1, -1):
            if ws[i].get("code") == "old_rules":
                ws.pop(i)
        if game.rules < game.RULES:
            ws.append({"code": "old_rules",
                       "detail": "rules version " + str(game.rules) + ", new games play " + str(game.RULES),
                       "args": [game.rules, game.RULES]})
        self._room_warning(False)
        self.ui = __import__(UIS[game.kind], None, None, ("UI",)).UI(self)
        modes = self.modes()
        if self.mode not in modes:
            self.mode = modes[0]

    def _room_warning(self, push=True):
        """Warning `storage_low` while the game's journal has less than a tenth
        of its room left (args: bytes left, about as many actions as a third of
        them), pushed when it comes or goes: the player hears of it long
        before an action is refused with `storage_full`."""
        st = self.storage
        room = st.room()
        low = st.head is not None and room < st.capacity() // LOW_ROOM
        ws = self.warnings
        at = -1
        for i in range(len(ws)):
            if ws[i].get("code") == "storage_low":
                at = i
        if low:
            w = {"code": "storage_low", "detail": str(room) + " bytes left for this game's journal",
                 "args": [room, room // 3]}
            if at >= 0:
                if ws[at]["args"][1] // 10 == w["args"][1] // 10:
                    return
                ws[at] = w
            else:
                ws.append(w)
        elif at >= 0:
            ws.pop(at)
        else:
            return
        self.dirty = True
        if push:
            self.link.push("warnings", {"warnings": ws})

    def modes(self):
        return self.ui.MODES if self.ui is not None else NO_GAME_MODES

    def actions(self):
        """The current game's link actions: name -> (method, min args, max args)."""
        return self.ui.ACTIONS if self.ui is not None else {}

    def _start(self, slot, game_id, known=None):
        """A new game of the scenario in `slot` (`known`: its (scenario, blob)
        when the caller has just read and decoded it)."""
        scen, blob = known if known is not None and known[0] is not None else self._scenario_of_slot(slot)
        if scen is None:
            return False
        self.kept = None
        self.storage.frozen = False
        crc = codec.scenario_crc(blob)
        sel = self.storage.head.selected if self.storage.head is not None else slot
        if sel != slot and self._scenario_of_slot(sel)[0] is None:
            sel = slot
        g = games.new_game(scen, None, self.storage)
        self.storage.start_game(slot, crc, game_id, sel, g.rules, self.new_uid(self.board_info, game_id),
                                g.records)
        if self.storage.ram is not None:
            g.tune()       # its spare state objects (skelos.journal) made now, not in a run of undos
        self._use(g)
        self.game_id = game_id
        self.scenario_crc = crc
        self.acked = 0
        self.confirm_until = None
        self._checked_reset()
        self.dirty = True
        self.link.push("game", {"game": game_id, "uid": self.uid(), "scenario": scen.id, "rules": g.rules})
        return True

    # ------------------------------------------------------------ actions
    def act(self, name, args=()):
        """Run a core action, persist it, push it.  None or a refusal (code, arguments...)."""
        g = self.game
        ui = self.ui
        if g is None or ui is None:
            return R_NO_GAME
        spec = ui.ACTIONS.get(name)
        if spec is None:
            return R_UNKNOWN
        if self.storage.room() < MAX_RECORD:
            return R_STORAGE_FULL
        r = getattr(g, spec[0])(*args)    # stored before the game applies it (skelos.journal)
        if r is not None:
            if r is R_STORAGE_ERROR:
                self.warning = "could not save: " + str(g.store_error)
                self.dirty = True
            return r
        record = g.last_record()
        self.dirty = True
        self._room_warning()
        ui.after_act()
        self.link.push("event", {"game": self.game_id, "seq": g.count, "rec": g.records.to_list(record, 0),
                                 "h": hexh(g.history())})
        return None

    def check(self, name, args=()):
        """Would the action be accepted now?  None or its refusal; nothing is
        recorded, stored or pushed (the link's `act` with `dry_run`)."""
        if self.game is None or self.ui is None:
            return R_NO_GAME
        spec = self.ui.ACTIONS.get(name)
        if spec is None:
            return R_UNKNOWN
        return self.game.dry_run(spec[0], args)

    # ------------------------------------------------------------ buttons
    def refuse(self, button, r):
        self.refusal = True
        self.refusal_until = self.clock() + REFUSAL_MS
        self.dirty = True
        msg = {"button": button, "code": r[0]}
        if len(r) > 1:
            msg["args"] = list(r[1:])
        self.link.push("refused", msg)

    def press(self, name, kind):
        """One gesture from a button (or the link's `press`): the mode button's
        here (display mode / brightness), every other to the current game's UI,
        straight from here (CircuitPython's Python stack: every frame between
        the loop and the storage counts, docs/firmware.md).  None or refusal."""
        if name == "mode":
            r = self._mode(kind)
        elif self.game is None or self.ui is None:
            r = R_NO_GAME
        else:
            r = self.ui.gesture(name, kind)
        if r is not None:
            self.refuse(name, r)
        return r

    def set_mode(self, mode):
        self.mode = mode
        self.dirty = True
        self.link.push("display", {"mode": mode, "brightness": self.brightness})

    def menu_changed(self):
        """A gesture changed the game UI's menus (no record): redraw, and tell the host."""
        self.dirty = True
        self.link.push("display", {"mode": self.mode, "brightness": self.brightness})

    def _mode(self, kind):
        """The mode button: short, the next display mode; long, the next brightness;
        held for the profile's shutdown_hold_ms, the hosted board's shutdown."""
        if kind == "hold":
            self.shutdown = True
        elif kind == "short":
            modes = self.modes()
            i = modes.index(self.mode) + 1 if self.mode in modes else 0
            self.set_mode(modes[i % len(modes)])
        else:
            nxt = BRIGHTNESS_STEPS[0]
            for s in BRIGHTNESS_STEPS:
                if s > self.level:
                    nxt = s
                    break
            if nxt > self.max_level:
                nxt = BRIGHTNESS_STEPS[0]
            self.level = nxt
            self.set_mode(self.mode)
        return None

    # ------------------------------------------------------------ loop
    def press_waiting(self):
        """Has a button gesture come in since the loop last read the buttons?
        (read into the loop's list, which its next step answers first: the
        link asks before it sends a reply it can build again, link.YIELDS)"""
        poll_keys(self.keys, self.event, self.buttons, self.clock(), self._gest)
        return len(self._gest) > 0

    def step(self):
        now = self.clock()
        out = self._gest
        poll_keys(self.keys, self.event, self.buttons, now, out)
        self.buttons.tick(now, out)
        busy = False
        # (few local names: this frame is under every action's; docs/firmware.md, "Python stack")
        if out:
            # the press is the table's clock: its frame first, then its pushes
            # go out, then the link's next request (one per step)
            self.link.hold()
            for g in out:
                self.press(g[0], g[1])
            out.clear()
            busy = True
            self.draw()
            self.link.release()
        if self.link.poll():
            busy = True
        if ticks_diff(now, self.blink_at) >= 0:
            self.blink = not self.blink
            self.blink_at = now + BLINK_MS
            self.dirty = True
        if self.refusal and ticks_diff(now, self.refusal_until) >= 0:
            self.refusal = False
            self.dirty = True
        if self.draw():
            busy = True
        if self._damage_k >= 0:
            k = self._damage_k
            self._damage_k = -1
            self._check_stretch(k)
        if busy:
            self._scrub_at = now + SCRUB_MS
            self._prep_at = now + PREP_QUIET_MS
            self._prep_n = 0
            if self.undo_slots:
                self.after_undo()
        elif ticks_diff(now, self._prep_at) >= 0:
            # undos prepared first (a press may come any moment), then the scrub
            if (self._prep_n < PREP_STEPS or self.undo_slots) and self.prepare_step():
                self._prep_n += 1
                self._prep_at = now + PREP_MS
                self._quiet_at = now + GC_IDLE_MS    # its garbage collected once it is done
            else:
                self._prep_at = now + SCRUB_MS
                if ticks_diff(now, self._scrub_at) >= 0:
                    self._scrub_at = now + SCRUB_MS
                    self.scrub_step()
        elif ticks_diff(now, self._scrub_at) >= 0:
            self._scrub_at = now + SCRUB_MS
            self.scrub_step()
        if self._mem_free is None:
            return
        if busy:
            self._quiet_at = now + GC_IDLE_MS
        elif self._quiet_at is not None and ticks_diff(now, self._quiet_at) >= 0:
            self._quiet_at = None
            self.collect_if_due()

    def draw(self):
        """The frame, if something changed since the last one: True if drawn."""
        if not self.dirty:
            return False
        self.dirty = False
        if self.ui is not None:
            self.frame = self.ui.frame(self.profile)
        else:
            self.frame = render.blank(self.profile, self)
        self.strip.write(self.frame)
        return True

    def collect_if_due(self):
        """Collect if GC_SLACK bytes were taken since the last collection (the loop
        calls it when quiet); True if it collected."""
        mem_free = self._mem_free
        if mem_free is None:
            return False
        free = mem_free()
        if self._gc_base - free >= GC_SLACK:
            gc.collect()
            free = self._gc_base = mem_free()
            if self.mem_low is None or free < self.mem_low:
                self.mem_low = free
            return True
        if free > self._gc_base:     # a collection of its own since (or the heap grew)
            self._gc_base = free
        return False

    def run(self):
        self.check_stack()
        while True:
            self.step()

    def check_stack(self):
        """Warning stack_small (args: the bytes free, those actions need) when the
        Python stack under the loop is smaller than the deepest action needs:
        said as the loop starts, before any action is refused."""
        room = stack_room()
        if room is None:
            return
        detail = ("Python stack: " + str(room) + " bytes free under the loop, actions need " + str(STACK_NEED)
                  + "; set CIRCUITPY_PYSTACK_SIZE = 4096 in settings.toml")
        self.warnings.append({"code": "stack_small", "detail": detail, "args": [room, STACK_NEED]})
        print("Skelos stack_small: " + detail)
        self.dirty = True

    # ------------------------------------------------------------ scenarios
    def scenario_info(self, slot):
        c = self.scen_cache[slot]
        if c is None:
            blob = self.storage.scenario_blob(slot)
            if blob is None:
                return None
            d, err = codec.decode_scenario_dict(blob)
            if err:
                return None
            c = {"id": d.get("id"), "name": d.get("name"), "crc": codec.scenario_crc(blob), "size": len(blob)}
            self.scen_cache[slot] = c
        return c

    def unfetched(self):
        """Records of the current game no logger confirmed it stored (`ack`)."""
        g = self.game if self.game is not None else self.kept
        if g is None:
            return 0
        return max(0, g.count - self.acked)

    def ack(self, seq):
        """A logger stored the current game's records up to seq."""
        if seq > self.acked:
            self.acked = seq

    def new_game_from_selected(self, discard=None):
        """A new game of the selected scenario.  Over records no logger
        confirmed: refused with `unfetched` (args: how many) unless `discard`
        (the link's) is at least that many, or (discard None: the buttons) the
        same gesture was refused that way less than CONFIRM_MS ago."""
        n = self.unfetched()
        if n:
            if discard is None:
                now = self.clock()
                if self.confirm_until is None or ticks_diff(now, self.confirm_until) > 0:
                    self.confirm_until = now + CONFIRM_MS
                    return R_UNFETCHED + (n,)
            elif discard < n:
                return R_UNFETCHED + (n,)
        self.confirm_until = None
        h = self.storage.head
        slot = h.selected if h is not None else 0
        if not self._start(slot, self.game_id + 1):
            return R_NO_GAME
        return None
