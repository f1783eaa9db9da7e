"""The device application: buttons and link in, rules core, pixels and storage out.

``DeviceApp(profile, pixels, keys, link_stream, storage, clock, board_info)``
  profile      board profile dict (profile.py)
  pixels       object with __setitem__, fill, show (NeoPixel, virtual strip)
  keys         keypad.Keys-like object (``.events``), or None
  link_stream  byte stream with readinto/write (usb_cdc.data), or None
  storage      storage.Storage
  clock        callable returning milliseconds (supervisor.ticks_ms)
  board_info   dict: board, serial, firmware
  default_scenario  scenario blob stored when storage holds none
  event        a preallocated keypad.Event (None: made lazily by the caller)
  warnings     what the board found wrong at start-up, reported in hello and
               state: [{"code": "no_fram", "detail": "..."}]

``step()`` is one loop iteration: poll keys, poll the link, run tick
deadlines, render if something changed.  It never sleeps.
"""

import gc

import skelos
from skelos import codec
from skelos.games import new_game

from skelos_device import render
from skelos_device.input import Buttons, poll_keys, ticks_diff
from skelos_device.link import Link, LinkError, need
from skelos_device.storage import MAX_RECORD, Storage, StorageFull  # noqa: F401

FIRMWARE_VERSION = "0.1.0"

BLINK_MS = 500
REFUSAL_MS = 600
BRIGHTNESS_STEPS = (5, 10, 20, 35, 50, 75, 100)   # percent: colours are integer maths (render.scale)

R_NO_GAME = ("no_game", "no scenario stored yet")
R_STORAGE_FULL = ("storage_full", "the journal area is full: start a new game")
R_NOTHING = ("no_action", "this button does nothing here")
R_SLOT = ("empty_slot", "no tile in that slot (R01)")
R_EVENT_TILE = ("not_a_unit", "that tile is not a unit tile")
R_BAD_EVENT = ("bad_event", "no such event on this event tile (R19)")

# action name -> (Game method, min args, max args)
ACTIONS = {
    "begin_turn": ("begin_turn", 0, 0),
    "activate": ("activate", 1, 1),
    "extra_move": ("extra_move", 0, 2),
    "defend": ("defend", 0, 1),
    "reroll": ("reroll", 0, 1),
    "cast": ("cast", 1, 2),
    "end_turn": ("end_turn", 0, 0),
    "damage": ("damage", 2, 4),
    "kill": ("kill", 1, 2),
    "deaths": ("deaths", 1, 1),
    "clean": ("clean", 1, 1),
    "event": ("event", 1, 2),
    "vigilance_up": ("vigilance_up", 1, 1),
    "guard_round": ("guard_round", 0, 0),
    "finish": ("finish", 1, 1),
    "undo": ("undo", 0, 0),
    "redo": ("redo", 0, 0),
}


def percent(b):
    """A brightness 0.0..1.0 as the nearest whole percent."""
    return int(b * 100 + 0.5)


def _arg_ok(a, depth=0):
    if a is None or (isinstance(a, int) and not isinstance(a, bool)):
        return True
    if isinstance(a, list) and depth < 2 and len(a) <= 32:
        for x in a:
            if not _arg_ok(x, depth + 1):
                return False
        return True
    return False


class DeviceApp:
    def __init__(self, profile, pixels, keys, link_stream, storage, clock, board_info,
                 default_scenario=None, event=None, warnings=None):
        self.profile = profile
        self.pixels = pixels
        self.keys = keys
        self.event = event
        self.storage = storage
        self.clock = clock
        self.board_info = board_info
        self.default_scenario = default_scenario
        names = [b["name"] for b in profile["buttons"]]
        self.buttons = Buttons(names, profile.get("chords"))
        self.link = Link(link_stream, self)
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
        self.ui = None     # None: the Book of Skelos; else the game's module (orcquest_ui)
        self.game_id = 0
        self.scenario_crc = 0
        self.scen_cache = [None, None]
        self.upload = None
        self._gest = []
        self._reset_menus()
        now = clock()
        self.blink_at = now
        self.refusal_until = now
        self.dirty = True
        self.boot()

    @property
    def brightness(self):
        return self.level / 100

    # ------------------------------------------------------------ boot
    def _reset_menus(self):
        self.menu_tile = -1
        self.figure = 0
        self.spell = 0
        self.event_choice = None
        self.reinf = {}
        self.batch = {}    # tile -> figures that die at the same moment (R16)
        self.actor = -1    # OrcQuest: hero acting next, -1 the active hero
        self.enemy = 0     # OrcQuest: enemy type the spell button records

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
        for k, (which, h) in enumerate(st.candidates()):
            scen, blob = self._scenario_of_slot(h.slot)
            if scen is None or codec.scenario_crc(blob) != h.scen_crc:
                continue
            g = self._replay(scen, st.log_bytes(h), h.count)
            if g is None:
                continue
            st.adopt(which, h)
            self._use(g)
            self.game_id = h.game
            self.scenario_crc = h.scen_crc
            if headers[1 - which] is None and not st.blank_header(1 - which):
                self.warning = "the last change before power loss was not saved"
            newer = False
            for x in headers:
                if x is not None and x.gen > h.gen:
                    newer = True   # a newer header whose journal or scenario is damaged
            if k or newer:
                self.warning = "newest saved state was damaged; resumed the previous one"
            return
        # nothing resumable
        if seen or st.candidates():
            self.warning = "saved game was damaged; started a fresh game"
        slot = -1
        for i in (0, 1):
            if self._scenario_of_slot(i)[0] is not None:
                slot = i
                break
        if slot < 0 and self.default_scenario is not None:
            # a scenario larger than a storage slot (4 KB nvm) leaves no game: no_game, not a crash
            if (len(self.default_scenario) <= st.scenario_capacity()
                    and codec.decode_scenario(self.default_scenario)[1] is None):
                st.store_scenario(self.default_scenario, 0)
                slot = 0
        if slot < 0:
            return
        last = 0
        for h in headers:
            if h is not None and h.game > last:
                last = h.game
        if st.head is None:
            # keep generations increasing past any damaged header
            for h in headers:
                if h is not None and (st.head is None or h.gen > st.head.gen):
                    st.adopt(1 if h is headers[1] else 0, h)
        self._start(slot, last + 1)

    def _use(self, game):
        """Make `game` current and pick its buttons and pixels."""
        self.game = game
        self.ui = None
        if game.kind == "orcquest":
            from skelos_device import orcquest_ui  # only boards playing OrcQuest load it
            self.ui = orcquest_ui
        modes = self.modes()
        if self.mode not in modes:
            self.mode = modes[0]

    def modes(self):
        return self.ui.MODES if self.ui is not None else render.MODES

    def actions(self):
        return self.ui.ACTIONS if self.ui is not None else ACTIONS

    def _replay(self, scen, log, count):
        g = new_game(scen)
        o = 0
        n = 0
        while o < len(log):
            ln = g.records.length_at(log, o)
            if ln < 0:
                return None
            if g.submit(log[o:o + ln]) is not None:
                return None
            o += ln
            n += 1
        if n != count:
            return None
        return g

    def _start(self, slot, game_id):
        scen, blob = self._scenario_of_slot(slot)
        if scen is None:
            return False
        crc = codec.scenario_crc(blob)
        sel = self.storage.head.selected if self.storage.head is not None else slot
        if self._scenario_of_slot(sel)[0] is None:
            sel = slot
        self.storage.start_game(slot, crc, game_id, sel)
        self._use(new_game(scen))
        self.game_id = game_id
        self.scenario_crc = crc
        self._reset_menus()
        self.dirty = True
        self.link.push("game", {"game": game_id, "scenario": scen.id})
        return True

    # ------------------------------------------------------------ actions
    def act(self, name, args=()):
        """Run a core action, persist it, push it.  None or (code, reason)."""
        g = self.game
        if g is None:
            return R_NO_GAME
        spec = self.actions().get(name)
        if spec is None:
            return ("unknown_action", "no such action: " + str(name)[:40])
        if self.storage.room() < MAX_RECORD:
            return R_STORAGE_FULL
        fn = getattr(g, spec[0])
        r = fn(*args)
        if r is not None:
            return r
        record = g.record(g.count - 1)
        try:
            self.storage.append(record)
        except Exception as e:  # noqa: BLE001
            self.warning = "could not save: " + str(e)
            self.dirty = True
            return ("storage_error", "the action could not be saved")
        self.dirty = True
        if self.ui is None:
            if g.current < 0 or self.figure >= len(g.hp[g.current]):
                self.figure = 0
            if self.menu_tile >= 0 and g.tile_status(self.menu_tile) in ("removed", "reserve"):
                self.menu_tile = -1
        self.link.push("event", {"game": self.game_id, "seq": g.count, "rec": g.records.to_list(record, 0)})
        return None

    # ------------------------------------------------------------ buttons
    def refuse(self, button, r):
        self.refusal = True
        self.refusal_until = self.clock() + REFUSAL_MS
        self.dirty = True
        self.link.push("refused", {"button": button, "code": r[0], "message": r[1]})

    def press(self, name, kind):
        """One gesture from a button (or the link's `press`).  None or refusal."""
        r = self.gesture(name, kind)
        if r is not None:
            self.refuse(name, r)
        return r

    def set_mode(self, mode):
        self.mode = mode
        self.dirty = True
        self.link.push("display", {"mode": mode, "brightness": self.brightness})

    def gesture(self, name, kind):
        g = self.game
        if name == "mode":
            if kind == "short":
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
        if g is None:
            return R_NO_GAME
        if self.ui is not None:
            return self.ui.gesture(self, name, kind)
        chord = name.startswith("mode+")
        base = name[5:] if chord else name
        slot = 0
        if base.startswith("slot"):
            try:
                slot = int(base[4:])
            except ValueError:
                return R_NOTHING
        short = kind == "short"
        s = g.scenario
        # event menu: choose the event and the reinforcements, turn confirms
        if g.pending >= 0 and not chord:
            if slot:
                if short:
                    if slot - 1 >= len(s.tiles[g.pending].events):
                        return R_BAD_EVENT
                    self.event_choice = slot - 1
                else:
                    t = g.slot_tile(slot)
                    if t < 0:
                        return R_SLOT
                    self.reinf[t] = self.reinf.get(t, 0) + 1
                self.dirty = True
                return None
            if base == "turn" and short:
                pairs = [[t, self.reinf[t]] for t in self.reinf]
                r = self.act("event", (self.event_choice, pairs))
                if r is None:
                    self.event_choice = None
                    self.reinf = {}
                return r
            if base == "undo" and short and (self.event_choice is not None or self.reinf):
                self.event_choice = None
                self.reinf = {}
                self.dirty = True
                return None
        # tile menu: the tile selected by a long slot press
        if self.menu_tile >= 0 and chord and short and slot:
            # R16: mark one figure of the tile in that slot for a death at the same moment
            t = g.slot_tile(slot)
            if t < 0:
                return R_SLOT
            if s.tiles[t].is_event:
                return R_EVENT_TILE
            if self.batch.get(t, 0) >= len(g.hp[t]):
                return ("no_figure", "every figure of that tile is already marked")
            self.batch[t] = self.batch.get(t, 0) + 1
            self.dirty = True
            return None
        if self.menu_tile >= 0 and not chord and short:
            t = self.menu_tile
            if slot and g.slot_tile(slot) == t:
                return self.act("kill", (t, 1))
            if base == "extra":
                return self.act("damage", (t, s.tiles[t].defense + 1, 0, 0))
            if base == "turn":
                if self.batch:
                    pairs = [[k, self.batch[k]] for k in self.batch]
                    r = self.act("deaths", (pairs,))
                else:
                    r = self.act("clean", (t,))
                if r is None:
                    self.menu_tile = -1
                    self.batch = {}
                return r
            if base == "undo":
                if self.batch:
                    self.batch = {}
                else:
                    self.menu_tile = -1
                self.dirty = True
                return None
        if slot:
            if chord:
                if not short and slot in (1, 2):
                    return self.act("finish", (slot,))
                return R_NOTHING
            if not short:
                t = g.slot_tile(slot)
                if t < 0:
                    return R_SLOT
                if s.tiles[t].is_event:
                    return R_EVENT_TILE
                self.menu_tile = t
                self.dirty = True
                return None
            return self.act("activate", (slot,))
        if base == "extra":
            if chord:
                n = len(g.hp[g.current]) if g.current >= 0 else 1
                self.figure = (self.figure + 1) % (n or 1)
                self.dirty = True
                return None
            return self.act("extra_move", (self.figure, 1)) if short else R_NOTHING
        if base == "defend":
            return self.act("defend", (1,)) if short else R_NOTHING
        if base == "reroll":
            return self.act("reroll", (1,)) if short else R_NOTHING
        if base == "spell":
            if not s.spells:
                return ("bad_spell", "this scenario has no spells")
            if chord:
                self.spell = (self.spell + 1) % len(s.spells)
                self.dirty = True
                return None
            sp = s.spells[self.spell]
            return self.act("cast", (self.spell, sp.cost if sp.cost is not None else 1)) if short else R_NOTHING
        if base == "turn":
            if chord:
                if short:
                    return self.act("vigilance_up", (0,))
                return self.act("vigilance_up", (2 if g.guard else 1,))
            if not short:
                return self.act("guard_round")
            return self.act("begin_turn" if g.phase == 0 else "end_turn")
        if base == "undo":
            if chord:
                if not short:
                    return self.new_game_from_selected()
                return R_NOTHING
            return self.act("undo" if short else "redo")
        return R_NOTHING

    # ------------------------------------------------------------ loop
    def step(self):
        now = self.clock()
        out = self._gest
        poll_keys(self.keys, self.event, self.buttons, now, out)
        self.buttons.tick(now, out)
        if out:
            for name, kind in out:
                self.press(name, kind)
            out.clear()
        self.link.poll()
        if ticks_diff(now, self.blink_at) >= 0:
            self.blink = not self.blink
            self.blink_at = now + BLINK_MS
            self.dirty = True
        if self.refusal and ticks_diff(now, self.refusal_until) >= 0:
            self.refusal = False
            self.dirty = True
        if self.dirty:
            self.dirty = False
            self.frame = (self.ui or render).frame(self.profile, self)
            self.strip.write(self.frame)

    def run(self):
        while True:
            self.step()

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

    def new_game_from_selected(self):
        h = self.storage.head
        slot = h.selected if h is not None else 0
        if not self._start(slot, self.game_id + 1):
            return R_NO_GAME
        return None

    # ------------------------------------------------------------ link commands
    def cmd_hello(self, req):
        bi = self.board_info
        return {"protocol": 1, "firmware": FIRMWARE_VERSION, "core": skelos.CORE_VERSION,
                "board": bi.get("board", self.profile.get("board_id")), "serial": bi.get("serial", "0"),
                "game": self.game_id if self.game else None,
                "seq": self.game.count if self.game else 0,
                "scenario": self.game.scenario.id if self.game else None, "max_line": 1024,
                "warnings": self.warnings, "mem": self.mem()}

    def mem(self):
        """Heap figures where the interpreter has them: free now, lowest right after a reply."""
        free = getattr(gc, "mem_free", None)
        if free is None:
            return None
        return {"free": free(), "low": self.link.mem_low}

    def _need_game(self):
        if self.game is None:
            raise LinkError(R_NO_GAME[0], R_NO_GAME[1])
        return self.game

    def cmd_state(self, req):
        g = self._need_game()
        return {"game": self.game_id, "state": g.snapshot(),
                "display": {"mode": self.mode, "brightness": self.brightness},
                "pixels": [list(c) for c in self.frame], "warnings": self.warnings}

    def cmd_press(self, req):
        button = need(req, "button", str)
        kind = need(req, "kind", str, "short", False)
        if button not in self.buttons.names and button != "mode" and not button.startswith("mode+"):
            raise LinkError("bad_request", "button: no such button")
        if kind in ("short", "long"):
            r = self.press(button, kind)
        elif kind in ("down", "up"):
            if button not in self.buttons.names:
                raise LinkError("bad_request", "button: raw edges need a profile button")
            out = []  # type: list
            self.buttons.edge(self.buttons.index(button), kind == "down", self.clock(), out)
            r = None
            for name, k in out:
                r = self.press(name, k) or r
        else:
            raise LinkError("bad_request", "kind: short, long, down or up")
        res = {"accepted": r is None}  # type: dict
        if r is not None:
            res["refusal"] = {"code": r[0], "message": r[1]}
        return res

    def _run(self, name, args):
        r = self.act(name, args)
        if r is not None:
            raise LinkError(r[0], r[1])
        return {"seq": self._need_game().count}

    def cmd_act(self, req):
        self._need_game()
        name = need(req, "action", str)
        args = need(req, "args", list, [], False)
        spec = self.actions().get(name)
        if spec is None or name in ("undo", "redo"):
            raise LinkError("unknown_action", "no such action: " + name[:40])
        if len(args) < spec[1] or len(args) > spec[2]:
            raise LinkError("bad_request", "args: " + name + " takes " + str(spec[1]) + ".." + str(spec[2]))
        for a in args:
            if not _arg_ok(a):
                raise LinkError("bad_request", "args: integers, null or lists of [tile, count]")
        return self._run(name, tuple(args))

    def cmd_undo(self, req):
        self._need_game()
        return self._run("undo", ())

    def cmd_redo(self, req):
        self._need_game()
        return self._run("redo", ())

    def cmd_events(self, req):
        g = self._need_game()
        after = need(req, "after", int, 0, False)
        limit = need(req, "limit", int, 100, False)
        game = need(req, "game", int, None, False)
        if game is not None and game != self.game_id:
            raise LinkError("unknown_game", "the device holds game " + str(self.game_id))
        if after < 0 or limit < 1 or limit > 200:
            raise LinkError("bad_request", "after >= 0, limit 1..200")
        end = min(g.count, after + limit)
        evs = []
        for i in range(after, end):
            evs.append({"seq": i + 1, "rec": g.record_list(i)})
        return {"game": self.game_id, "events": evs, "last": g.count, "more": end < g.count}

    def cmd_scenarios(self, req):
        out = []
        h = self.storage.head
        for i in (0, 1):
            c = self.scenario_info(i)
            if c is not None:
                d = {"id": c["id"], "name": c["name"], "crc": c["crc"], "size": c["size"],
                     "selected": h is not None and h.selected == i}
                out.append(d)
        return {"stored": out, "capacity": self.storage.scenario_capacity()}

    def cmd_upload_begin(self, req):
        size = need(req, "size", int)
        crc = need(req, "crc", int)
        if size < 10 or size > self.storage.scenario_capacity():
            self.upload = None
            raise LinkError("upload_size", "size must be 10.." + str(self.storage.scenario_capacity()))
        self.upload = {"size": size, "crc": crc & 0xFFFFFFFF, "buf": bytearray()}
        return {"chunk": 384}

    def cmd_upload_chunk(self, req):
        up = self.upload
        if up is None:
            raise LinkError("upload_none", "no upload in progress")
        off = need(req, "offset", int)
        data = need(req, "data", str)
        if off != len(up["buf"]):
            raise LinkError("upload_offset", "expected offset " + str(len(up["buf"])),
                            {"expected": len(up["buf"])})
        try:
            import binascii
            raw = binascii.a2b_base64(data)
        except Exception:  # noqa: BLE001
            raise LinkError("bad_request", "data: not base64") from None
        if len(raw) > 384 or len(up["buf"]) + len(raw) > up["size"]:
            raise LinkError("upload_size", "chunk too large")
        up["buf"].extend(raw)
        return {"received": len(up["buf"])}

    def cmd_upload_end(self, req):
        up = self.upload
        if up is None:
            raise LinkError("upload_none", "no upload in progress")
        self.upload = None
        blob = bytes(up["buf"])
        if len(blob) != up["size"]:
            raise LinkError("upload_size", "received " + str(len(blob)) + " of " + str(up["size"]) + " bytes")
        if codec.crc32(blob) != up["crc"]:
            raise LinkError("upload_crc", "CRC-32 mismatch")
        scen, err = codec.decode_scenario(blob)
        if err:
            raise LinkError("upload_invalid", err)
        h = self.storage.head
        if h is not None:
            slot = 1 - h.slot
        else:
            slot = 0 if self.storage.scenario_blob(0) is None else 1
        try:
            self.storage.store_scenario(blob, slot)
        except StorageFull as e:
            raise LinkError("storage_full", str(e)) from None
        self.scen_cache[slot] = None
        if self.game is None:
            self._start(slot, self.game_id + 1)
        return {"scenario": scen.id, "crc": codec.scenario_crc(blob)}

    def cmd_upload_abort(self, req):
        self.upload = None
        return {}

    def cmd_select(self, req):
        sid = need(req, "scenario", str)
        h = self.storage.head
        match = -1
        for i in (0, 1):
            c = self.scenario_info(i)
            if c is not None and c["id"] == sid:
                if match < 0 or (h is not None and i != h.slot):
                    match = i
        if match < 0:
            raise LinkError("unknown_scenario", "no stored scenario " + sid[:40])
        if h is None:
            self._start(match, self.game_id + 1)
        else:
            self.storage.set_selected(match)
        return {"scenario": sid}

    def cmd_new_game(self, req):
        r = self.new_game_from_selected()
        if r is not None:
            raise LinkError(r[0], r[1])
        return {"game": self.game_id, "scenario": self._need_game().scenario.id}

    def cmd_config(self, req):
        b = need(req, "brightness", float)
        if not 0 <= b <= 1:  # NaN too
            raise LinkError("bad_request", "brightness: 0.0..1.0")
        self.level = min(percent(b), self.max_level)
        self.set_mode(self.mode)
        return {"brightness": self.brightness}
