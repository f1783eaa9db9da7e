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
its pushes sent), poll the link (one request), then the periodic tasks
(tasks.py: blink, refusal, the frame if something changed, a damaged
stretch, the undos prepared ahead and the scrub, the idle collection).  It
never sleeps.

The game's own buttons and pixels live in its UI module (UIS: game id ->
module, imported when a game of it starts, so a board playing one game never
loads another's); ``self.ui`` is that module's ``UI(app)``, holding its menu
state.  The link's request handlers are in handlers.py (the scenario upload's
in upload.py).  The boot (resume, recovery, conversion, first game) is in
startup.py, loaded for it and dropped after it; the journal's checks and
scrub in checks.py (``self.checks``).
"""

import gc

from skelos import codec, games
from skelos.journal import R_STORAGE_ERROR, R_STORAGE_FULL, R_UNKNOWN, hexh

from skelos_device import UIS, render
from skelos_device.checks import Checks
from skelos_device.handlers import R_NO_GAME, TABLE, percent
from skelos_device.input import Buttons, poll_keys, ticks_diff
from skelos_device.link import Link
from skelos_device.storage import MAX_RECORD
from skelos_device.tasks import GC_IDLE_MS, PREP_STEPS, TASKS  # noqa: F401 - GC_IDLE_MS, PREP_STEPS: the tests'

# game id -> its UI module: MODES, ACTIONS and UI(app) (gesture, after_act, frame)

# the idle collection (tasks.collect): when GC_SLACK bytes were taken since the last one
GC_SLACK = 4096
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
        self.quiet_at = None
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
        self.scrub_at = now
        self.prep_at = now
        self.prep_n = 0
        self._seen_depth = 0   # the game's depth the loop saw last (after_undo)
        self.checks = Checks(self)
        # the boot reads and writes the slots several times: their code loaded once
        # for it (each load takes about 20 ms on the board), dropped after it, as is
        # the boot's own (startup.py)
        storage.hold = True
        from skelos_device import startup
        startup.boot(self)
        del startup
        games.forget("skelos_device.startup")
        storage.release()
        # stored or referenced in a slot by now, read again from there: the drive's
        # scenario (3,880 bytes for the largest preset) is not held in the heap
        self.default_scenario = None
        self.checks.reset()
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

    def scenario_of_slot(self, slot):
        """(scenario, blob) of the scenario stored in `slot`, (None, None) if none or unreadable."""
        blob = self.storage.scenario_blob(slot)
        if blob is None:
            return None, None
        scen, err = codec.decode_scenario(blob)
        if err:
            return None, None
        return scen, blob


    def prepare_step(self):
        """One step of making the undos of a run from the top cheap ahead of
        time (skelos.journal's prepare), before the scrub while the loop is
        quiet: True if it did some work (a checkpoint kept), so more may follow."""
        g = self.game
        if g is None or self.checks.damage_k >= 0:
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

    def lost(self, kind, detail, *more):
        """Storage damage found at start-up, never silent: warning
        `storage_damaged` (args: its kind) in hello and state, the status
        pixel, one line on the console."""
        self.warning = detail
        self.warnings.append({"code": "storage_damaged", "detail": detail, "args": [kind] + list(more)})
        print("Skelos storage_damaged: " + detail)


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

    def use(self, game):
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

    def start(self, slot, game_id, known=None):
        """A new game of the scenario in `slot` (`known`: its (scenario, blob)
        when the caller has just read and decoded it)."""
        scen, blob = known if known is not None and known[0] is not None else self.scenario_of_slot(slot)
        if scen is None:
            return False
        self.kept = None
        self.storage.frozen = False
        crc = codec.scenario_crc(blob)
        sel = self.storage.head.selected if self.storage.head is not None else slot
        if sel != slot and self.scenario_of_slot(sel)[0] is None:
            sel = slot
        g = games.new_game(scen, None, self.storage)
        self.storage.start_game(slot, crc, game_id, sel, g.rules, self.new_uid(self.board_info, game_id),
                                g.records)
        if self.storage.ram is not None:
            g.tune()       # its spare state objects (skelos.journal) made now, not in a run of undos
        self.use(g)
        self.game_id = game_id
        self.scenario_crc = crc
        self.acked = 0
        self.confirm_until = None
        self.checks.reset()
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
        for g in TASKS:
            busy = g(self, now, busy)

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
        if not self.start(slot, self.game_id + 1):
            return R_NO_GAME
        return None
