"""The hero sheet pages' routes on the page server (a side of skelos_host.views.sides, side.py).

  GET  /hero?seat=N[&pair=CODE]   a hero's sheet (web/hero.html, hero.js, hero.css)
  GET  /heroes-panel.js           the heroes' panel of the main page (seats, QR codes, adding a hero)
  GET  /heroes/api/state          every sheet (no code, no token)
  GET  /heroes/api/stream         the same, pushed (server-sent events) after every change
  GET  /heroes/api/i18n?lang=xx   the page's messages and the refusal texts
  GET  /heroes/api/presets        the hero presets (id, name, box, gems)
  GET  /heroes/qr/N.svg           the QR code of seat N's pairing link (while it waits for its phone)
  GET  /heroes/api/pairing?seat=N the same link as text
  POST /heroes/api/seat   {"hero": preset id or hero dict} or {"toml": a hero file's text}
                                                                seat a hero (the main page)
  POST /heroes/api/repair {"seat": N}                           a new pairing code (the main page)
  POST /heroes/api/pair   {"seat": N, "code": C}                -> {"token"} (the phone, once)
  POST /heroes/api/act    {"seat", "token", "action", "args", "rid"}   an action on the sheet
The API keeps the page server's rules (its own Host, same origin, JSON bodies, size limits).
On the box (a page with pairing), a seat's code (pairing, qr), seat and repair are for its own
screen and paired browsers (403 otherwise: `may_pair`); a code or token not ASCII gets 400.
"""

import json
import queue
import re
import threading
from importlib import resources

from skelos_host.text import i18n, limits, reasons
from skelos_host.device.client import NO_EXPECT, DeviceError
from skelos_host.heroes import presets, texts
from skelos_host.heroes.log import HeroLog
from skelos_host.heroes.table import HeroTable
from skelos_host.text.i18n import N_, _
from skelos_host.session.story import say
from skelos_host.web.fanout import LAG, Fanout, drain
from skelos_host.web.request import NOT_FOUND

_JS = "text/javascript; charset=utf-8"
STATIC = {
    "/hero": ("hero.html", "text/html; charset=utf-8"),
    "/hero.js": ("hero.js", _JS),
    "/hero.css": ("hero.css", "text/css; charset=utf-8"),
    "/heroes-panel.js": ("heroes-panel.js", _JS),
}
_BOOT_MARK = b"<!-- the sheets and messages, served with the page -->"
_HERO_JS = b'<script src="hero.js"></script>'
_QR = re.compile(r"^/heroes/qr/(\d)\.svg$")
MAX_BODY = 8192
MAX_QUEUE = 32


VIGILANCE_REFUSED = N_("vigilance taken back: no hero to see, every hero is hidden (stealth)")
VIGILANCE_LATE = N_("the vigilance stays: the board recorded something after it before the sheets could take it "
                    "back (every hero is hidden: take it back on the board if no hero was seen)")
VIGILANCE_OLD_BOARD = N_("the vigilance stays: this board's firmware cannot take back a named record (update it); "
                         "every hero is hidden: take it back on the board")
VIGILANCE_KEPT_OUT = N_("the heroes' sheets refused the Overlord's vigilance: no hero to see, every hero is "
                        "hidden (stealth)")
# the board's press that raises vigilance for a hero seen at the start of the Overlord's turn (S01): turn
# held long with mode (in a guard round the same press is the guard round's trigger)
VIGIL_PRESS = ("mode+turn", "long")


def owns(path):
    return path in STATIC or path.startswith("/heroes/")


_MARKED = re.compile(r"""(?<![\w.$])(?:_|N_|fmt|fmtn)\(\s*("(?:[^"\\\n]|\\.)*")""")
_TAGGED = re.compile(r"<(\w+)[^>]*\bdata-i18n\b[^>]*>([^<]*)</\1>")
_NEEDED = None


def _strings(v, out):
    if isinstance(v, str):
        out.add(v)
    elif isinstance(v, (tuple, list)):
        for x in v:
            _strings(x, out)
    elif isinstance(v, dict):
        for x in v.values():
            _strings(x, out)


def needed():
    """The message ids the hero page shows: those its script and page mark, the refusal texts
    (the heroes' and the shared ones), the story's phrases (tell.py, story.py) and this module's
    errors and those of every request (web/request.py).  The page carries these only, not the whole
    catalogue (a phone loads less)."""
    global _NEEDED
    if _NEEDED is None:
        from skelos_host.session import story
        from skelos_host.heroes import tell
        out = set()
        web = resources.files("skelos_host") / "web"
        for m in _MARKED.finditer((web / "hero.js").read_text(encoding="utf-8")
                                  + (web / "words.js").read_text(encoding="utf-8")):
            out.add(json.loads(m.group(1)))
        for m in _TAGGED.finditer((web / "hero.html").read_text(encoding="utf-8")):
            out.add(" ".join(m.group(2).split()))
        for mod in (tell, story):
            for k, v in vars(mod).items():
                if k.isupper():
                    _strings(v, out)
        _strings(texts.REFUSALS, out)
        _strings(reasons.REFUSALS, out)
        for mod in (("heroes", "web.py"), ("web", "request.py")):       # (the errors of every request's too)
            text = resources.files("skelos_host").joinpath(*mod).read_text(encoding="utf-8")
            for m in re.finditer(r'N_\(("(?:[^"\\\n]|\\.)*")', text):
                out.add(json.loads(m.group(1)))
        _NEEDED = out
    return _NEEDED


def messages(heroes, lang, default):
    """The hero page's messages: the page server's (catalogue, plural rule, shared refusal texts)
    cut to what the page shows, and the heroes' refusal texts: a dict of its own (the page server's is
    kept for every page that asks, the board's pages with their whole catalogue)."""
    out = dict(heroes.page_messages(lang, default))
    keep = needed()
    out["messages"] = {k: v for k, v in out["messages"].items() if k in keep}
    out["plurals"] = {k: v for k, v in out["plurals"].items() if k in keep}
    out["refusals"] = {"": out["refusals"][""], "heroes": texts.REFUSALS}
    return out


class Heroes(Fanout):
    """The heroes' table of a page server and the pages that watch it."""

    catalogue_ids = staticmethod(needed)      # the sheet's messages (its catalogue's script: /catalogue.js?page=)

    def __init__(self, hub, page_messages, store_path=None):
        self.hub = hub
        self.page_messages = page_messages     # the page server's messages (skelos_host.web.server)
        log = HeroLog(store_path) if store_path else None
        self.table = HeroTable(self._board, log, self._hash_at, None if hub.readonly else self._open_overlord,
                               None if hub.readonly else self._take_back_turn, self._moment_at)
        Fanout.__init__(self, MAX_QUEUE)
        self.table.listen(self.broadcast)
        self.sending = threading.Lock()
        self.sent = None                   # (board uid, sheets) last sent to the board (rules 7)
        self.table.listen(lambda _st: self._sheets_to_board())
        # the board's updates (its turn, its history) reach the sheets as they reach the board's pages
        self.vigilance = (None, None)      # the board's game and vigilance level last seen
        self.watching = hub.open()
        threading.Thread(target=self._watch, name="skelos-heroes-board", daemon=True).start()

    def _watch(self):
        while True:
            item = self.watching.get()
            if item is None:
                return
            if item is LAG:         # fell behind: a fresh queue, and the board looked at anew
                self.hub.leave(self.watching)
                self.watching = self.hub.open()
            try:
                self.table.refresh()
                self._vigilance()
                self._sheets_to_board()
            except Exception:  # noqa: BLE001, S110 - the next update tries again
                pass

    def _vigilance(self):
        """S01 beside the sheets (H05): the board's vigilance for a hero seen at the start of the
        Overlord's turn, recorded while every seated hero is hidden, is taken back on the board (its
        own undo, while it is still the board's last record) and the heroes' story says why."""
        last = self.hub.last or {}
        st = last.get("state") or {}
        level, seq = st.get("vigilance"), last.get("seq")
        before, self.vigilance = self.vigilance, (last.get("uid"), level)
        if not isinstance(level, int) or before[0] != last.get("uid") or not isinstance(before[1], int) \
                or level <= before[1] or not isinstance(seq, int) or not self.table.all_hidden():
            return
        client = getattr(self.hub.source, "client", None)
        if client is None or self.hub.readonly:
            return
        r = client.request("events", after=seq - 1, limit=1, game=last.get("game"))
        evs = r.get("events") or []
        if r.get("last") == seq and evs and evs[0].get("seq") == seq and evs[0].get("rec") == ["vigil", 1]:
            # the undo names the record read: another record that landed since is never the one undone
            try:
                client.take_back(seq, evs[0].get("h"))
            except DeviceError as e:
                if e.code == NO_EXPECT:
                    self.table.note(say(VIGILANCE_OLD_BOARD))
                elif e.code == "not_last":
                    self.table.note(say(VIGILANCE_LATE))
                else:
                    raise
                return
            self.table.note(say(VIGILANCE_REFUSED))

    def _sheets_to_board(self):
        """Rules 7 (docs/solo.md, "The board reads the heroes' sheets"): the sheets' wounds, stealth and
        deaths reach the board's solo game as its record ``heroes`` (the board cannot see the phones: a
        record, so a replay decides the same), each time they change; at the first look at a game, when
        they differ from the ones it holds.  A record of them the board's undo took back stays taken
        back until the sheets change again."""
        client = getattr(self.hub.source, "client", None)
        if client is None or self.hub.readonly:
            return
        with self.sending:
            got = self.table.sheets_for_board()
            uid = (self.hub.last or {}).get("uid")
            if got is None or not isinstance(uid, str):
                return
            facts, held = got
            if self.sent is not None and self.sent[0] == uid:
                if self.sent[1] == facts:
                    return          # sent already (or taken back by the board's undo since)
            elif facts == held:
                self.sent = (uid, facts)
                return
            try:
                client.request("act", action="heroes", args=[facts])
            except Exception:  # noqa: BLE001 - the board refuses or does not answer: the next change tries again
                return
            self.sent = (uid, facts)

    def check_press(self, button, kind):
        """S01 beside the sheets (H05), for a press of the board's page before it reaches the board:
        the vigilance for a hero seen at the start of the Overlord's turn, while every seated living
        hero is hidden, is refused here (the refusal says the sheets refused it, and so does the heroes'
        story); None lets the press go to the board, whose rules then judge it."""
        if (button, kind) != VIGIL_PRESS or self.hub.readonly:
            return None
        st = (self.hub.last or {}).get("state") or {}
        if not isinstance(st.get("vigilance"), int) or st.get("guard") is not False or st.get("over") is not None \
                or st.get("activations") != 0:
            return None         # no stealth module, a guard round's trigger, too late, a game over: the board's
        if not self.table.all_hidden():
            return None
        self.table.note(say(VIGILANCE_KEPT_OUT))
        return {"error": VIGILANCE_KEPT_OUT, "code": "no_hero_seen", "by": "heroes"}

    def _open_overlord(self):
        """Every hero ended the heroes' turn: the board's end of the heroes' turn (its `begin_turn`); the
        board's state after it."""
        client = getattr(self.hub.source, "client", None)
        if client is not None:
            client.request("act", action="begin_turn", args=[])
            return self.hub.source.state()
        return None

    def _moment_at(self, seq):
        """The board's (turn, phase, over) after its record `seq`, from the story of its records the page
        server keeps (skelos_host.session.story), caught up first; None when it cannot tell."""
        last = self.hub.last or {}
        if not isinstance(last.get("game"), int):
            return None
        self.hub.story_for(last)
        st = self.hub.story
        if st is None or self.hub.story_game != last.get("game"):
            return None
        return st.moments.get(seq)

    def _take_back_turn(self, seq, h):
        """A hero takes back the end of the heroes' turn that opened the Overlord's turn: the board's turn
        record, seq `seq` (history hash `h`), taken back naming it, while it is the board's last record
        and a turn record: (None, the board's state after it) or (the heroes' refusal code, None)."""
        client = getattr(self.hub.source, "client", None)
        last = self.hub.last or {}
        if client is None or not isinstance(last.get("game"), int):
            return "board_cannot_take_back", None
        try:
            r = client.request("events", after=seq - 1, limit=1, game=last["game"])
            evs = r.get("events") or []
            if r.get("last") != seq or not evs or evs[0].get("seq") != seq or evs[0].get("rec") != ["turn"] \
                    or (h is not None and evs[0].get("h") != h):
                return "overlord_played", None
            client.take_back(seq, evs[0].get("h"))
            return None, self.hub.source.state()
        except DeviceError as e:
            return ("overlord_played" if e.code == "not_last" else "board_cannot_take_back"), None
        except Exception:  # noqa: BLE001 - the board does not answer: nothing taken back
            return "board_cannot_take_back", None

    def _board(self):
        last = self.hub.last
        if last is None:
            try:
                self.hub.snapshot()
            except Exception:  # noqa: BLE001 - no board: the heroes play on
                return {}
            last = self.hub.last
        return last or {}

    def _hash_at(self, seq):
        """The board's history hash at `seq` (None when it cannot tell): one `events` record."""
        client = getattr(self.hub.source, "client", None)
        last = self.hub.last or {}
        if client is None or not isinstance(last.get("game"), int):
            return None
        r = client.request("events", after=seq - 1, limit=1, game=last["game"])
        evs = r.get("events")
        if isinstance(evs, list) and evs and isinstance(evs[0], dict) and evs[0].get("seq") == seq:
            return evs[0].get("h")
        return None

    def close(self):
        self.hub.leave(self.watching)
        try:
            self.watching.put_nowait(None)
        except queue.Full:
            drain(self.watching)
            self.watching.put_nowait(None)
        self.broadcast(None)
        if self.table.log is not None:
            self.table.log.close()


def _box_fr(box):
    """A box's name in French (skelos_host.commands.heroes.box_name)."""
    from skelos_host.commands.heroes import box_name
    return box_name(box, i18n.translations("fr").gettext)


def _int(v, lo, hi):
    return isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi


def may_pair(h):
    """May this browser see and renew the seats' pairing codes, and seat heroes?  On the box
    (a page with pairing, skelos_host.web.pairing): its own screen and paired browsers only.  Without
    pairing (`skelos play`, `skelos live`): whoever reaches the page, as for its buttons.  A hero's
    phone needs no more than its seat's link to take its seat (pair, act)."""
    return h.may_press()


def _not_paired(h):
    from skelos_host.web.pairing import NOT_PAIRED
    return h.refuse(403, NOT_PAIRED)


def _this_computer(name):
    """True for an address only this computer opens (a phone cannot): loopback, "localhost", or the
    wildcard a page listens on everywhere with (0.0.0.0)."""
    import ipaddress

    name = name.strip("[]").lower()
    if name in ("localhost", "", "0.0.0.0", "::"):
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return name.endswith(".localhost")


def phone_address(h):
    """The page's host:port a phone on the network can open: the address the asking page was opened
    with, or when that one only works on this computer, the computer's address on the network if the
    page listens there; None when the page listens on this computer only (started without --host)."""
    from skelos_host.web.pairing import bracket, lan_address

    host = h.headers.get("Host", "")
    name = host[1:host.find("]")] if host.startswith("[") else host.partition(":")[0]
    if host and not _this_computer(name):
        return host
    listen, port = h.server.server_address[:2]
    if listen in ("", "0.0.0.0", "::"):
        addr = lan_address()
        return "%s:%d" % (bracket(addr), port) if addr else None
    return None if _this_computer(listen) else "%s:%d" % (bracket(listen), port)


def _link(h, seat, code):
    """The pairing link of a seat, under an address a phone can open (phone_address), else under the
    address the asking page was opened with."""
    return "http://%s%s/hero?seat=%s&pair=%s" % (phone_address(h) or h.headers.get("Host", ""), h.prefix, seat, code)


def _sheet_page(h, heroes, data):
    """hero.html with its sheets and messages: the messages from the catalogue's script (kept by the
    browser: the page server's catalogue_script, of catalogue_ids below), after words.js, which declares
    what it fills."""
    said = {k: v for k, v in messages(heroes, h.lang, h.lang).items() if k not in ("messages", "plurals")}
    boot = {"state": heroes.table.state(), "i18n": said}
    js = json.dumps(boot, ensure_ascii=False).replace("<", "\\u003c").encode()
    data = data.replace(_BOOT_MARK, b'<script id="boot" type="application/json">' + js + b"</script>")
    return data.replace(_HERO_JS, h.catalogue_tag("heroes") + b"\n" + _HERO_JS)


def get(h, path):
    """Serve a GET of the heroes' routes on handler `h` (the page server's)."""
    heroes = h.sides["heroes"]
    if not h.allowed(path.startswith("/heroes/api/")):
        return None
    if path in STATIC:
        return h.serve_static(STATIC, path, lambda data: _sheet_page(h, heroes, data))
    if path == "/heroes/api/state":
        return h.send(200, heroes.table.state())
    if path == "/heroes/api/stream":
        return _stream(h, heroes)
    if path == "/heroes/api/i18n":
        return h.send(200, messages(heroes, h.asked_lang(), h.lang))
    if path == "/heroes/api/presets":
        out = []
        for name in presets.builtin_names():
            d = presets.load_dict(name)
            out.append({"id": name, "name": d["name"], "name_fr": d.get("name_fr"), "box": d.get("box"),
                        "box_fr": _box_fr(d.get("box")), "gems": d["gems"]})
        return h.send(200, out)
    if (path == "/heroes/api/pairing" or _QR.match(path)) and not may_pair(h):
        return _not_paired(h)
    if path == "/heroes/api/pairing":
        seat = h.query("seat")
        code = heroes.table.code(int(seat)) if seat.isdigit() and len(seat) == 1 else None
        if code is None:
            return h.send(404, {"error": N_("this sheet is paired: no pairing code to show")})
        return h.send(200, {"link": _link(h, seat, code), "this_computer_only": phone_address(h) is None})
    m = _QR.match(path)
    if m:
        code = heroes.table.code(int(m.group(1)))
        if code is None:
            return h.send(404, {"error": N_("this sheet is paired: no pairing code to show")})
        import segno
        import io
        out = io.BytesIO()
        segno.make(_link(h, m.group(1), code), error="m").save(out, kind="svg", scale=4, border=2, xmldecl=False)
        return h.send(200, out.getvalue(), "image/svg+xml")
    return h.send(404, {"error": NOT_FOUND})


def post(h, path):
    """Serve a POST of the heroes' routes on handler `h`."""
    heroes = h.sides["heroes"]
    if not h.allowed(True):
        return None
    h.close_connection = True          # a refused or unread body must not be read as the next request
    if path not in ("/heroes/api/seat", "/heroes/api/repair", "/heroes/api/pair", "/heroes/api/act"):
        return h.send(404, {"error": NOT_FOUND})
    if path in ("/heroes/api/seat", "/heroes/api/repair") and not may_pair(h):
        return _not_paired(h)         # the main page's own actions (a new code shows it)
    body = h.read_json(MAX_BODY, 8)
    if body is None:
        return None
    t = heroes.table
    if path == "/heroes/api/seat":
        hero = body.get("hero")
        if isinstance(body.get("toml"), str):      # a hero entered by hand, as a file of `skelos heroes new`
            import tomllib
            try:
                hero = limits.toml_loads(body["toml"])
            except (tomllib.TOMLDecodeError, limits.LimitError) as e:
                return h.send(400, {"error": N_("not a valid hero"),
                                     "problems": [_("not valid TOML: %s") % limits.toml_error_text(e)]})
        if isinstance(hero, str):
            try:
                hero = presets.load_dict(hero) if hero in presets.builtin_names() else None
            except presets.PresetError:
                hero = None
            if hero is None:
                return h.send(400, {"error": N_("no such hero preset"), "problems": []})
        seat, problems = t.add(hero)
        if seat is None:
            return h.send(400, {"error": N_("not a valid hero"),
                                 "problems": [reasons.translate_problem(p) for p in problems]})
        return h.send(200, {"seat": seat})
    seat = body.get("seat")
    if not _int(seat, 0, 5):
        return h.send(400, {"error": N_("seat: must be 0..5")})
    if path == "/heroes/api/repair":
        code = t.repair(seat)
        return h.send(200 if code else 404, {"ok": code is not None})
    secret = body.get("code" if path == "/heroes/api/pair" else "token")
    if isinstance(secret, str) and not secret.isascii():
        from skelos_host.web.pairing import NOT_ASCII
        return h.send(400, {"error": NOT_ASCII})
    if path == "/heroes/api/pair":
        token = t.pair(seat, body.get("code"))
        if token is None:
            return h.send(403, {"error": N_("this pairing link was already used or is not this sheet's: "
                                             "ask for a new one on the main page")})
        return h.send(200, {"token": token})
    action = body.get("action")
    args = body.get("args") or []
    rid = body.get("rid")
    if not isinstance(action, str) or not isinstance(args, list) or len(args) > 4 \
            or not all(_int(a, 0, 254) or isinstance(a, str) and len(a) < 20 for a in args) \
            or not (rid is None or isinstance(rid, str) and 0 < len(rid) <= 64):
        return h.send(400, {"error": N_("bad action request")})
    answer = t.act(seat, body.get("token"), action, args, rid)
    code = 200 if answer["ok"] else (403 if answer["code"] == "not_your_sheet" else 200)
    return h.send(code, dict(answer, state=t.state()))


def _stream(h, heroes):
    h.serve_stream(heroes, heroes.table.state)
