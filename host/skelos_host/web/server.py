"""The live table page: a small local web server with server push (SSE).

It shows the book as the device shows it and, unless read-only, sends the
page's button clicks through the device's own input path (protocol `press`).

The server needs a *source* with three methods (see `ClientSource`):
  state() -> dict           the protocol `state` result
  press(button, kind) -> dict   the protocol `press` result
  subscribe(fn)             fn(message) for every pushed message
and, for the story in words (skelos_host.session.story), two more:
  events(after, game) -> [{"seq", "rec"}]   the game's records after `after`
  scenario(scenario_id) -> dict or None     the scenario dict of the current game, when known

Every state the server sends (the stream, /api/state, and the page itself, which
carries the last state so that it draws before the stream opens) is
  {"type": "state", "state": <state>, "view": <game id>, "readonly": bool,
   "story": {"game": id, "first": seq, "entries": [...], "note": phrase or null, "tail": bool},
   "scenario": <the view's page_info of the scenario, or null>}
where `story` holds, in a page's first state (the page itself, the stream's
first message, /api/state: "tail" true), the newest STORY_TAIL entries (from
`first`; first = 1 when that is the whole story), and in the stream's later
messages the entries told since the one before (first > 1).  The earlier
entries come from /api/story?game=G&before=SEQ (the entries before SEQ, from
the first record) when the page opens them, so that the page's weight and
first paint do not grow with the game.

Other web pages and misbehaving clients (docs/host.md, "The page server"):
  - Every request must name this server in its Host header (one of its names,
    or an IP address: a DNS name pointing elsewhere is refused, 421).  A press
    and the API must come from the page's own origin: a foreign Origin or a
    cross-site Sec-Fetch-Site is refused (403), and a press must be JSON (415),
    which a foreign page cannot send without the CORS preflight this server
    never grants.
  - At most `max_connections` connections are served at once, each by one
    thread; the next ones get 503 at once, without a thread.  A live stream
    leaves that count when it starts and counts among at most `max_streams`
    streams of its own: a new stream beyond them ends one of the lowest rank
    (unpaired browsers on the box's Wi-Fi, then paired ones, then the box's
    own screen), the idlest (one that does not read its updates), else the
    oldest; a stream that would have to end one of a higher rank gets 503.
    So open streams never lock plain requests out, and unpaired browsers
    never cut the box's own screen.  A request must
    arrive whole (line, headers, body) within `request_timeout` seconds (and
    a kept-alive connection waits as long for its next one), and every
    socket read or write waits at most `timeout` seconds.
  - The connections are shared between client addresses (an IPv6 client by
    its /64): one address holds at most `max_per_address` of them, and when
    every one is taken, a new client's connection takes the slot of one that
    is still waiting for its request (slow or idle) from the address holding
    the most, when that address holds more than the newcomer's would.  So
    slow or idle connections from one device never lock the others out.
  - A page's queue of updates holds MAX_QUEUE items; a page further behind
    (a reader that never reads) is dropped, and its browser reconnects and
    starts again from the current state.
  - JSON bodies are parsed within a depth limit; a client that goes away is
    not an error, and any other failure is one line on the console.
"""

import gzip
import ipaddress
import json
import os
import queue
import select
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from urllib.parse import parse_qs

from skelos.games import game_of

from skelos_host import views
from skelos_host.session import story
from skelos_host.text import i18n, limits, reasons, typography
from skelos_host.views import sides
from skelos_host.web.fanout import LAG, Fanout, drain
from skelos_host.text.i18n import N_, _

JS = "text/javascript; charset=utf-8"
_STATIC = {
    "/": ("index.html", "text/html; charset=utf-8"),
    "/index.html": ("index.html", "text/html; charset=utf-8"),
    "/app.js": ("app.js", JS),
    "/words.js": ("words.js", JS),    # the words of the table page and of the heroes' sheets
    "/style.css": ("style.css", "text/css; charset=utf-8"),
}
# each game's page view, web/<game>.js, loaded by index.html before app.js
for _game in views.VIEWS:
    _STATIC["/%s.js" % _game] = (_game + ".js", JS)
_VIEWS_MARK = b"<!-- the game views (web/<game>.js, one per game of skelos_host.views) -->"
_VIEW_TAGS = b"".join(b'\n<script src="%s.js"></script>' % g.encode() for g in views.VIEWS)
_BOOT_MARK = b"<!-- the first state and messages, served with the page -->"
# Errors the page shows as "<message>: <detail>"; the page translates the message part.
NOT_ANSWERING = N_("device not answering")
REFUSED = N_("device refused the request")
MAX_BODY = 4096
STORY_TAIL = 30           # the story's newest entries in a page's first state (the page shows as many at once)
GZIP_FROM = 1024          # bytes: a larger answer goes gzipped to a client that takes it
MAX_QUEUE = 16             # updates waiting for one page
MAX_CONNECTIONS = 32       # connections served at once (streams apart)
MAX_STREAMS = 16           # live streams open at once; a new one ends the idlest or oldest
MAX_PER_ADDRESS = 16       # connections of one client address at once (streams apart)
TIMEOUT = 10.0             # seconds for any one read or write
REQUEST_TIMEOUT = 3.0      # seconds for a whole request (line, headers, body) to arrive, or the next one's wait
KEEP_ALIVE = 15            # seconds without an update before a comment keeps a stream open
BUTTONS = ("slot1", "slot2", "slot3", "slot4", "slot5", "slot6", "slot7", "slot8",
           "extra", "defend", "reroll", "spell", "mode", "turn", "undo")


def button_ok(name):
    """A button of the board, or one pressed with mode held ("mode+extra")."""
    if not isinstance(name, str):
        return False
    if name.startswith("mode+"):
        return name[5:] in BUTTONS and name[5:] != "mode"
    return name in BUTTONS


_MESSAGES = {}      # (lang, default, the catalogue file's stamp) -> page_messages


def page_messages(lang, default):
    """The page's messages in `lang` (the server's language is `default`), the languages
    offered, the plural forms and their rule, and the reason texts (message ids) of the
    refusal codes: "" those every game shares, then each game's (skelos_host.text.reasons, the
    views' REFUSALS).  Read from the catalogue once, and again only when its file changes
    (every page carries them: reading the catalogue for each would be most of its serving)."""
    try:
        st = os.stat(i18n.po_path(lang))
        stamp = (st.st_mtime_ns, st.st_size)
    except OSError:
        stamp = None
    key = (lang, default, stamp)
    kept = _MESSAGES.get(key)
    if kept is None:
        kept = _page_messages(lang, default)
        if len(_MESSAGES) >= 8:     # (the languages in use, a catalogue changed on disk)
            _MESSAGES.clear()
        _MESSAGES[key] = kept
    return kept


_CATALOGUES = {}    # (page_messages' dict, page) -> (that dict, version, script, its gzipped bytes)


def catalogue_script(lang, page="table", ids=None):
    """(version, script, gzipped script) of `page`'s catalogue in `lang` ("table", or a side's page whose
    messages are `ids()`, the side's `catalogue_ids`): the
    messages and plural forms of page_messages, apart from the page so that a page's weight grows with
    neither the catalogue nor the game.  The page names it with its version (a hash of its bytes,
    "/catalogue.js?lang=fr&v=..."), which a browser keeps for as long as it likes; made once, again only
    when the catalogue's file changes.  It holds the messages the page may show (_page_ids, or the page's
    own), but those written as their own ids (_unlike_their_id)."""
    full = page_messages(lang, lang)
    key = (id(full), page)
    kept = _CATALOGUES.get(key)
    if kept is None or kept[0] is not full:
        from hashlib import blake2b

        shown = _page_ids(lang) if ids is None else ids()
        words = {"lang": full["lang"],
                 "messages": _unlike_their_id({k: v for k, v in full["messages"].items() if k in shown}, lang),
                 "plurals": {k: v for k, v in full["plurals"].items() if k in shown}}
        script = b"CATALOGUE = " + json.dumps(words, ensure_ascii=False).encode() + b";\n"
        version = blake2b(script, digest_size=12).hexdigest()
        if len(_CATALOGUES) >= 8:
            _CATALOGUES.clear()
        kept = _CATALOGUES[key] = (full, version, script, gzip.compress(script, compresslevel=9, mtime=0))
    return kept[1:]


def catalogue_tag(lang, page="table", ids=None):
    """The page's script element of its catalogue (catalogue_script), named by its version."""
    version = catalogue_script(lang, page, ids)[0]
    query = "lang=%s" % lang + ("&amp;page=%s" % page if page != "table" else "")
    return b'<script src="catalogue.js?%s&amp;v=%s"></script>' % (query.encode(), version.encode())


# Where the messages the table page never shows are written: the command line's own modules, the report's
# charts and exports, and the heroes' sheet (a page of its own, with its own messages: heroes.web.needed).
NOT_ON_THE_PAGE = ("host/skelos_host/commands/", "host/skelos_host/cli/__init__.py", "host/skelos_host/cli/root.py",
                   "host/skelos_host/text/clicktexts.py", "host/skelos_host/toolchain/mpycross.py",
                   "host/skelos_host/session/charts.py", "host/skelos_host/session/analysis.py",
                   "host/skelos_host/session/exports.py", "host/skelos_host/web/hero.html",
                   "host/skelos_host/web/hero.js", "host/skelos_host/web/club.py", "host/skelos_host/web/room.py")


def _page_ids(lang):
    """The message ids the table page may show: those of the catalogue of `lang` written anywhere but in
    NOT_ON_THE_PAGE (by the catalogue's own `#:` references, which host/tools/i18n.py keeps true; a message
    without any is kept)."""
    from skelos_host.text import pofile

    lang = i18n.normalize(lang) or i18n.DEFAULT
    try:
        with open(i18n.po_path(lang), encoding="utf-8") as f:
            entries = pofile.parse_po(f.read(), i18n.po_path(lang))[1]
    except OSError:
        return set()
    return {e.msgid for e in entries
            if not e.refs or any(not ref.rsplit(":", 1)[0].startswith(NOT_ON_THE_PAGE) for ref in e.refs)}


def _unlike_their_id(messages, lang):
    """`messages` without those the page's `_()` gives alike without them, in a language whose typography
    changes nothing: there a message written as its own id (most of the English catalogue) is its own
    translation, alone and before ": " (when "{message}: {detail}" is written as it is too)."""
    joined = "{message}: {detail}"
    if typography.for_language(joined + " ; ! ? « »", lang) != joined + " ; ! ? « »" \
            or messages.get(joined, joined) != joined:
        return messages
    out = {k: v for k, v in messages.items() if v != k}
    out.update((k, v) for k, v in messages.items() if v == k and ": " in k and k.partition(": ")[0] in out)
    return out


def boot_messages(lang, default):
    """page_messages without the catalogue (messages, plural forms): what a page carries inside it, the
    catalogue coming from catalogue_script's file."""
    full = page_messages(lang, default)
    return {k: v for k, v in full.items() if k not in ("messages", "plurals")}


def _page_messages(lang, default):
    refusals = {"": reasons.REFUSALS}
    rules = {"": getattr(reasons, "RULES", {})}       # the rules each code comes from, to read beside it
    for game in views.VIEWS:
        refusals[game] = views.view(game).REFUSALS
        rules[game] = getattr(views.view(game), "RULES", {})
    plurals, rule = i18n.plurals(lang)
    return {"lang": lang, "default": default, "languages": list(i18n.LANGUAGES),
            "messages": i18n.catalogue(lang), "plurals": plurals, "plural": rule, "refusals": refusals,
            "rules": rules, "rule_titles": views.RULE_TITLES}


class Hub(Fanout):
    """Fans pushed updates out to every open page (one queue per page), and keeps the
    story of the current game in words from its first record."""

    def __init__(self, source, readonly=False):
        self.source = source
        self.readonly = readonly
        Fanout.__init__(self, MAX_QUEUE)
        self.story_lock = threading.Lock()   # held while the story catches up with the board
        self.last = None
        self.story = None          # skelos_host.session.story.Story of the current game
        self.story_game = None     # its game id on the board
        self.info = None           # the view's page_info of its scenario
        self.sent = 0              # the last entry the pages were sent
        self.inbox = queue.Queue()
        self.worker = threading.Thread(target=self._work, name="skelos-page-hub", daemon=True)
        self.worker.start()
        # pushes arrive on the link's reader thread: never block it
        source.subscribe(self.inbox.put)

    def _work(self):
        """The pushes, in batches: every push waiting is taken into the story (and a refusal told) before
        one update of the state goes out for them all, so pages get the latest state once, not a queue of
        identical ones while the board plays faster than its state is asked."""
        while True:
            batch = [self.inbox.get()]
            while True:
                try:
                    batch.append(self.inbox.get_nowait())
                except queue.Empty:
                    break
            update = False
            for msg in batch:
                if msg is None:
                    return
                try:
                    if msg.get("push") == "refused":
                        if update:          # (in their order: the state of the pushes before it first)
                            self._send_update()
                            update = False
                        self.broadcast({"type": "refused", "button": msg.get("button"), "code": msg.get("code"),
                                        "args": msg.get("args") or []})
                    else:
                        update = self._on_push(msg) or update
                except Exception:  # noqa: BLE001 - one bad message must not stop the page
                    pass
            if update:
                self._send_update()

    def _send_update(self):
        try:
            item = self._update()
        except Exception as e:  # device gone: tell the pages, keep serving
            item = {"type": "error", "message": NOT_ANSWERING + ": %s" % e}
        self.broadcast(item)

    def close(self):
        self.inbox.put(None)
        self.broadcast(None)

    # ------------------------------------------------------------ the story
    def _catch_up(self, reply):
        """Bring the story up to the state `reply` (a new game: a new story from its first record)."""
        game = reply.get("game")
        st = reply.get("state") or {}
        with self.story_lock:
            if self.story is None or self.story_game != game:
                d = None
                scenario_of = getattr(self.source, "scenario", None)
                if scenario_of is not None:
                    try:
                        d = scenario_of(st.get("scenario"))
                    except Exception:  # noqa: BLE001 - no scenario: the records are shown as sent
                        d = None
                if d is not None and game_of(d) != game_of(st):
                    d = None
                view = views.view(game_of(st))
                fresh = story.Story(view, d)
                info = view.page_info(d) if d is not None else None
                with self.lock:
                    self.story, self.story_game, self.info, self.sent = fresh, game, info, 0
            events = getattr(self.source, "events", None)
            seq = st.get("seq") or 0
            if events is not None and self.story.last < seq:
                for e in events(self.story.last, game):
                    with self.lock:             # a push may have told it meanwhile
                        if e.get("seq") == self.story.last + 1:
                            self.story.add(e["seq"], e.get("rec"))

    def _message(self, reply, first, tail=False):
        """A state message with the story's entries from seq `first` (under self.lock)."""
        st = self.story
        msg = {"type": "state", "state": reply, "view": game_of(reply.get("state") or {}),
               "readonly": self.readonly, "scenario": self.info, "story": None}
        if st is not None:
            if tail:
                first = max(1, len(st.entries) - STORY_TAIL + 1)
            msg["story"] = {"game": self.story_game, "first": first, "note": st.note,
                            "entries": st.entries[first - 1:], "tail": tail}
        return msg

    def snapshot(self):
        """The current state with the story's newest entries (a page's first message, /api/state, the page)."""
        reply = self.source.state()
        self._story_for(reply)
        with self.lock:
            self.last = reply
            return self._message(reply, 1, tail=True)

    def earlier(self, game, before):
        """{"game", "first": 1, "entries"}: the story's entries before seq `before` (None: another game)."""
        with self.lock:
            st = self.story
            if st is None or self.story_game != game:
                return None
            return {"game": game, "first": 1, "entries": st.entries[:max(0, min(before, len(st.entries) + 1) - 1)]}

    def _story_for(self, reply):
        try:
            self._catch_up(reply)
        except Exception:  # noqa: BLE001 - the state goes out without the newest entries; the next push retries
            pass

    def _update(self):
        """The current state with the entries told since the last update (the stream's later messages)."""
        reply = self.source.state()
        self._story_for(reply)
        with self.lock:
            self.last = reply
            first = self.sent + 1
            if self.story is not None:
                self.sent = self.story.last
            return self._message(reply, first)

    def _on_push(self, msg):
        """Take one push into the story; True when the pages need the state anew."""
        kind = msg.get("push")
        if kind == "event":
            with self.lock:
                story_now = self.story
                if (story_now is not None and msg.get("game") == self.story_game
                        and msg.get("seq") == story_now.last + 1):
                    story_now.add(msg["seq"], msg.get("rec"))
        return kind in ("event", "game", "display", "resumed")    # resumed: the board again, its holder left


class Handler(BaseHTTPRequestHandler):
    hub = None  # set per server
    sides = {}  # what each side played beside the board (skelos_host.views.sides) keeps, set per server
    pairing = None  # skelos_host.web.pairing.Pairing: presses from paired browsers only (the Pi box)
    lang = "en"  # the server's language: the page's default
    prefix = ""  # the path the page is served under: "" alone, "/t/<serial>" as one table of a room (room.py)
    protocol_version = "HTTP/1.1"
    timeout = TIMEOUT  # every socket read and write (set per server)
    disable_nagle_algorithm = True   # an answer's body goes out at once after its headers, not after an ACK

    def log_message(self, fmt, *args):  # quiet
        pass

    def handle_one_request(self):
        # the request must arrive whole in time; "idle": a kept-alive connection waiting for its next one
        self.server.phase(self.request, "idle" if getattr(self, "_served", False) else "head")
        self._served = True
        super().handle_one_request()

    # ------------------------------------------------------------ who may ask
    def _host_ok(self):
        """The Host header names this server: one of its names, or an IP address, with its port."""
        host = (self.headers.get("Host") or "").strip().lower()
        if host.startswith("["):                   # [IPv6]:port
            name, _sep, rest = host[1:].partition("]")
            port = rest[1:] if rest.startswith(":") else None
        else:
            name, _sep, port = host.partition(":")
        if port != str(self.server.server_address[1]):
            return False
        name = name.rstrip(".")
        if name in self.server.names:
            return True
        try:
            ipaddress.ip_address(name)     # an address, not a name: nothing to rebind
            return True
        except ValueError:
            return False

    def _same_origin(self):
        """Not sent by a page of another origin (clients without Origin, like curl, pass)."""
        origin = self.headers.get("Origin")
        if origin is not None and origin.strip().lower() != "http://" + self.headers.get("Host", "").strip().lower():
            return False
        site = self.headers.get("Sec-Fetch-Site")
        return site is None or site.strip().lower() in ("same-origin", "none")

    def _allowed(self, api):
        self.server.phase(self.request, "handle")
        if not self._host_ok():
            self._send(421, {"error": N_("this page answers only under its own address")})
            self.close_connection = True
            return False
        if self.pairing is not None and not (self.pairing.cookie(self) or "").isascii():
            from skelos_host.web.pairing import NOT_ASCII      # a token is ASCII (another site's cookies may not be)
            self._send(400, {"error": NOT_ASCII})
            self.close_connection = True
            return False
        if api and not self._same_origin():
            self._send(403, {"error": N_("requests from other web pages are refused")})
            self.close_connection = True
            return False
        return True

    def _gzip_ok(self):
        """The client takes gzip (Accept-Encoding: gzip, not with q=0)."""
        for part in (self.headers.get("Accept-Encoding") or "").lower().split(","):
            name, _sep, params = part.partition(";")
            if name.strip() in ("gzip", "x-gzip"):
                q = params.strip()
                if q.startswith("q="):
                    try:
                        return float(q[2:]) > 0
                    except ValueError:
                        return False
                return True
        return False

    def _send_file(self, data, ctype):
        """A file of the page (a script, a style sheet): the browser keeps it and asks again with its ETag,
        answered 304 when it has not changed."""
        from hashlib import blake2b

        etag = self._etag(blake2b(data, digest_size=12).hexdigest(), len(data) >= GZIP_FROM and self._gzip_ok())
        if self._not_modified(etag, "no-cache"):
            return
        self._send(200, data, ctype, cache="no-cache", etag=etag)

    @staticmethod
    def _etag(version, packed):
        """The ETag of a file's `version` as sent (gzipped or not: each its own)."""
        return '"%s%s"' % (version, "-gz" if packed else "")

    def _not_modified(self, etag, cache):
        """Answer 304 when the client has `etag` already (If-None-Match); whether it did."""
        if etag not in [t.strip() for t in (self.headers.get("If-None-Match") or "").split(",")]:
            return False
        self.send_response(304)
        self.send_header("ETag", etag)
        self.send_header("Cache-Control", cache)
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return True

    def _send(self, code, body, ctype="application/json", cache="no-store", etag=None):
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        packed = len(data) >= GZIP_FROM and self._gzip_ok()
        if packed:
            data = gzip.compress(data, compresslevel=6, mtime=0)
        self.send_response(code)
        self.send_header("Content-Type", ctype)
        if packed:
            self.send_header("Content-Encoding", "gzip")
        if len(data) >= GZIP_FROM or packed:
            self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", cache)
        if etag:
            self.send_header("ETag", etag)
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        path = self.path.split("?", 1)[0]
        side = sides.owner(path)
        if side is not None:
            return side.get(self, path)
        if not self._allowed(path.startswith("/api/")):
            return
        if path == "/pair" and self.pairing is not None:
            return self.pairing.handle_get(self, path)
        if path in _STATIC:
            name, ctype = _STATIC[path]
            data = (resources.files("skelos_host") / "web" / name).read_bytes()
            if name == "index.html":
                data = data.replace(_VIEWS_MARK, _VIEWS_MARK + _VIEW_TAGS)
                data = data.replace(_BOOT_MARK, self._boot())
                if self.pairing is not None:
                    data = self.pairing.banner(self, data)     # the code and QR code, on the box's own screen
                return self._send(200, data, ctype)
            return self._send_file(data, ctype)
        if path == "/api/state":
            try:
                return self._send(200, self._view(self.hub.snapshot()))
            except Exception as e:
                return self._send(503, {"error": NOT_ANSWERING + ": %s" % e})
        if path == "/api/stream":
            return self._stream()
        if path == "/api/story":
            return self._story()
        if path == "/api/i18n":
            return self._i18n()
        if path == "/catalogue.js":
            return self._catalogue()
        return self._send(404, {"error": "not found"})

    def do_POST(self):
        path = self.path.split("?", 1)[0]
        side = sides.owner(path)
        if side is not None:
            return side.post(self, path)
        if not self._allowed(True):
            return
        self.close_connection = True     # a refused or unread body must not be read as the next request
        if path == "/pair" and self.pairing is not None:
            return self._pair()
        if path != "/api/press":
            return self._send(404, {"error": "not found"})
        if self.hub.readonly:
            return self._send(403, {"error": N_("read-only mirror: buttons are disabled")})
        if self.pairing is not None and not self.pairing.allowed(self):
            from skelos_host.web.pairing import NOT_PAIRED
            return self._send(403, {"error": NOT_PAIRED})
        ctype = (self.headers.get("Content-Type") or "").split(";")[0].strip().lower()
        if ctype != "application/json":
            return self._send(415, {"error": N_("body must be JSON")})
        data = self.read_body(MAX_BODY)
        if data is None:
            return None
        self.close_connection = False
        try:
            body = limits.json_loads(data or b"{}", max_depth=4)
        except ValueError:
            return self._send(400, {"error": N_("body must be JSON")})
        button = body.get("button") if isinstance(body, dict) else None
        kind = body.get("kind", "short") if isinstance(body, dict) else None
        if not button_ok(button) or kind not in ("short", "long"):
            return self._send(400, {"error": N_("unknown button or kind")})
        for part in self.sides.values():
            # a rule that needs a side beside the board and the board both (the heroes' visibility for
            # the Overlord's vigilance): the side refuses the press before it reaches the board
            check = getattr(part, "check_press", None)
            refusal = check(button, kind) if check is not None else None
            if refusal is not None:
                return self._send(409, refusal)
        try:
            return self._send(200, self.hub.source.press(button, kind))
        except Exception as e:
            return self._send(502, {"error": REFUSED + ": %s" % e})

    def _pair(self):
        """POST /pair: a pairing code, form-encoded (skelos_host.web.pairing)."""
        data = self.read_body(MAX_BODY, whole=False)
        if data is None:
            return None
        return self.pairing.handle_post(self, data)

    def read_body(self, limit, whole=True):
        """The request's body, or None after answering 413 (over `limit` bytes) or,
        when `whole`, 408 (it did not all arrive in time; else what came)."""
        try:
            n = int(self.headers.get("Content-Length", "0"))
        except ValueError:
            n = -1
        if n < 0 or n > limit:
            self._send(413, {"error": N_("request body too large")})
            return None
        self.server.phase(self.request, "body")
        try:
            data = self.rfile.read(n)
        except TimeoutError:
            data = b""
        self.server.phase(self.request, "handle")
        if whole and len(data) < n:
            self._send(408, {"error": N_("the request did not arrive in time")})
            return None
        return data

    def _view(self, item):
        """A state as this browser may use it: read-only unless it may press (pairing)."""
        if (self.pairing is not None and isinstance(item, dict) and item.get("type") == "state"
                and not self.pairing.allowed(self)):
            return dict(item, readonly=True)
        return item

    def _story(self):
        """GET /api/story?game=G&before=SEQ: the earlier entries of the story (the page asks when it opens them)."""
        query = parse_qs(self.path.partition("?")[2])
        try:
            game = int((query.get("game") or [""])[0])
            before = int((query.get("before") or [""])[0])
        except ValueError:
            return self._send(400, {"error": N_("game and before must be numbers")})
        part = self.hub.earlier(game, before)
        if part is None:
            return self._send(409, {"error": N_("the board plays another game now")})
        return self._send(200, part)

    def _i18n(self):
        query = parse_qs(self.path.partition("?")[2])
        lang = i18n.normalize((query.get("lang") or [""])[0]) or self.lang
        return self._send(200, page_messages(lang, self.lang))

    def catalogue_tag(self, page="table"):
        """The script element of `page`'s catalogue in this server's language (a side's page: the side's
        `catalogue_ids` are its messages)."""
        return catalogue_tag(self.lang, page, None if page == "table" else self.sides[page].catalogue_ids)

    def _catalogue(self):
        """The catalogue's script (catalogue_script): gzipped where the client takes it, kept by the browser
        for a year when asked by its version (its address changes with it), else checked by its ETag."""
        query = parse_qs(self.path.partition("?")[2])
        lang = i18n.normalize((query.get("lang") or [""])[0]) or self.lang
        page = (query.get("page") or ["table"])[0]
        ids = getattr(self.sides.get(page), "catalogue_ids", None)
        if page != "table" and ids is None:
            return self._send(404, {"error": "not found"})
        version, script, packed = catalogue_script(lang, page, ids)
        gz = self._gzip_ok()
        etag = self._etag(version, gz)
        asked = (query.get("v") or [""])[0]
        cache = "public, max-age=31536000, immutable" if asked == version else "no-cache"
        if self._not_modified(etag, cache):
            return
        data = packed if gz else script
        self.send_response(200)
        self.send_header("Content-Type", JS)
        if gz:
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("ETag", etag)
        self.send_header("Cache-Control", cache)
        self.end_headers()
        self.wfile.write(data)

    def _boot(self):
        """What the page draws at once, before it asks anything: the last state and the
        messages of the server's language, as JSON in a script element, after the script of
        the language's catalogue (catalogue_script: kept by the browser, not in the page)."""
        try:
            first = self.hub.snapshot()
        except Exception as e:  # noqa: BLE001 - the page still loads, and says so
            first = {"type": "error", "message": NOT_ANSWERING + ": %s" % e}
        boot = {"state": self._view(first), "i18n": boot_messages(self.lang, self.lang)}
        data = json.dumps(boot, ensure_ascii=False).replace("<", "\\u003c").encode()
        return self.catalogue_tag() + b'\n<script id="boot" type="application/json">' + data + b"</script>"

    def _stream(self):
        def first():
            try:
                return self.hub.snapshot()
            except Exception as e:  # noqa: BLE001 - the page says so, and waits for the board
                return {"type": "error", "message": NOT_ANSWERING + ": %s" % e}
        self.serve_stream(self.hub, first)

    def serve_stream(self, fan, first):
        """An event stream of the updates `fan` (a fanout.Fanout) broadcasts, after
        `first()`; it counts among the server's streams (the oldest or idlest ends
        when too many are open), ends when the page hangs up or falls behind."""
        self.server.phase(self.request, "stream")
        q = fan.open()
        if not self.server.become_stream(self.request, q, self._rank()):
            fan.leave(q)
            self.close_connection = True
            return self._send(503, {"error": TOO_MANY})
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-store")
        self.send_header("Connection", "close")
        self.end_headers()
        try:
            self._event(first())
            quiet = 0
            while True:
                try:
                    item = q.get(timeout=1.0)
                except queue.Empty:
                    if self._hung_up():      # a page closed or reloaded: free its connection now
                        break
                    quiet += 1
                    if quiet >= KEEP_ALIVE:
                        self.wfile.write(b": keep-alive\n\n")
                        self.wfile.flush()
                        quiet = 0
                    continue
                quiet = 0
                if item is None or item is LAG:
                    break
                self._event(item)
        except OSError:   # the page went away, or stopped reading for `timeout` seconds
            pass
        finally:
            fan.leave(q)
        self.close_connection = True

    def _rank(self):
        """Whose stream this is, for the streams' limit: 2 the box's own screen, 1 a browser that may
        press (or any, without pairing), 0 an unpaired browser on the Wi-Fi.  A stream is never
        ended for one of a lower rank."""
        if self.pairing is None:
            return 1
        if self.pairing.local(self):
            return 2
        return 1 if self.pairing.allowed(self) else 0

    def _hung_up(self):
        """The page closed its end of the stream (it sends nothing after its request)."""
        try:
            readable, _w, _x = select.select([self.connection], [], [], 0)
            return bool(readable) and self.connection.recv(1, socket.MSG_PEEK) == b""
        except OSError:
            return True

    def _event(self, item):
        self.wfile.write(b"data: " + json.dumps(self._view(item)).encode() + b"\n\n")
        self.wfile.flush()


class Server(ThreadingHTTPServer):
    """ThreadingHTTPServer with a cap on connections and a deadline on each request."""

    daemon_threads = True
    request_queue_size = 128

    def __init__(self, address, handler, max_connections=MAX_CONNECTIONS, timeout=TIMEOUT,
                 max_streams=MAX_STREAMS, max_per_address=MAX_PER_ADDRESS, request_timeout=REQUEST_TIMEOUT):
        self.slots = threading.BoundedSemaphore(max_connections)
        self.deadline = min(timeout, request_timeout)
        self.conns = {}             # socket -> [phase, since, client key]
        self.conns_lock = threading.Lock()
        self.streams = {}           # socket -> its page's update queue, oldest first
        self.ranks = {}             # socket -> its stream's rank (Handler._rank)
        self.unslotted = set()      # sockets that gave their connection slot back (streams, ended or not, and
                                    # connections cut for another client's)
        self.held = {}              # client key -> the connection slots its sockets hold
        self.max_per_address = max(1, min(max_per_address, max_connections))
        self.max_streams = max_streams
        self.reaper_stop = threading.Event()
        super().__init__(address, handler)
        host = address[0].lower()
        self.names = {"localhost", socket.gethostname().lower(), socket.gethostname().lower() + ".local",
                      (self.server_name or "").lower()}
        if host not in ("", "0.0.0.0", "::"):
            self.names.add(host)
        else:                       # served to the network: also the machine's full name
            self.names.add(socket.getfqdn().lower())
        self.reaper = threading.Thread(target=self._reap, name="skelos-page-reaper", daemon=True)
        self.reaper.start()

    def process_request(self, request, client_address):
        key = client_key(client_address[0])
        victim = None
        with self.conns_lock:
            mine = self.held.get(key, 0)
            if mine >= self.max_per_address:
                # its share full: the newcomer takes the slot of this address's own oldest connection kept
                # alive and idle (its browser's next request goes on the new one), else it is refused
                victim = self._own_waiting(key)
                taken = victim is not None
                if taken:
                    mine -= 1
            elif self.slots.acquire(blocking=False):
                taken = True
            else:
                victim = self._victim(mine)
                taken = victim is not None
            if taken:
                self.conns[request] = ["head", time.monotonic(), key]
                self.held[key] = mine + 1
        if not taken:
            self._refuse(request)
            return
        if victim is not None:          # it gave its slot to this one: its thread ends at once
            try:
                victim.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        t = threading.Thread(target=self.process_request_thread, args=(request, client_address),
                             name="skelos-page-conn", daemon=True)
        try:
            t.start()
        except RuntimeError:        # no thread to be had: like a full server
            self._forget(request)
            self._refuse(request)

    def process_request_thread(self, request, client_address):
        try:
            super().process_request_thread(request, client_address)
        finally:
            self._forget(request)

    def _forget(self, request):
        with self.conns_lock:
            c = self.conns.pop(request, None)
            self.streams.pop(request, None)
            self.ranks.pop(request, None)
            stream = request in self.unslotted
            self.unslotted.discard(request)
            if not stream and c is not None:
                self._unhold(c[2])
        if not stream:
            self.slots.release()       # (a stream gave its slot back when it started, a cut one to another)

    def _unhold(self, key):
        n = self.held.get(key, 0) - 1
        if n > 0:
            self.held[key] = n
        else:
            self.held.pop(key, None)

    def _own_waiting(self, key):
        """(Under conns_lock.)  The oldest connection of client `key` kept alive after a request and waiting
        for the next ("idle"), which gives its slot and its place in the client's share to a newcomer of the
        same client (None: there is none; a client's share of new silent connections is refused as before)."""
        best = None
        for r, (phase, since, k) in self.conns.items():
            if k == key and phase == "idle" and r not in self.unslotted:
                if best is None or since < best[0]:
                    best = (since, r)
        if best is None:
            return None
        victim = best[1]
        self.unslotted.add(victim)
        self.conns[victim][0] = "cut"
        return victim

    def _victim(self, mine):
        """(Under conns_lock, every slot taken.)  A connection still waiting for its request ("head" or
        "body": slow or idle) of the client that holds the most slots, its oldest, when that client
        holds more than mine + 1; it gives its slot to the newcomer (None: there is none)."""
        waiting = {}
        for r, (phase, since, key) in self.conns.items():
            if phase in ("head", "body", "idle") and r not in self.unslotted:
                if key not in waiting or since < waiting[key][0]:
                    waiting[key] = (since, r)
        if not waiting:
            return None
        key = max(waiting, key=lambda k: (self.held.get(k, 0), -waiting[k][0]))
        if self.held.get(key, 0) <= mine + 1:
            return None
        victim = waiting[key][1]
        self.unslotted.add(victim)
        self.conns[victim][0] = "cut"
        self._unhold(key)
        return victim

    def become_stream(self, request, q, rank=1):
        """`request` is a live stream from now on: it leaves the connections' count (plain requests always
        find a slot) for the streams' own; beyond max_streams, a stream of the lowest rank ends, the idlest
        of them (one whose page does not read: updates wait in its queue), else the oldest.  False (the
        new stream is refused) when every stream to end would be of a higher rank than the new one's:
        unpaired browsers on the Wi-Fi never cut the box's own screen nor a paired phone."""
        with self.conns_lock:
            if request not in self.conns or request in self.unslotted:
                return True
            over = len(self.streams) - self.max_streams + 1
            victims = []
            if over > 0:
                order = sorted(self.streams, key=lambda r: (self.ranks.get(r, 1), not self.streams[r].qsize()))
                chosen = order[:over]
                if any(self.ranks.get(r, 1) > rank for r in chosen):
                    return False
                victims = [(r, self.streams.pop(r)) for r in chosen]
                for r in chosen:
                    self.ranks.pop(r, None)
            self.streams[request] = q
            self.ranks[request] = rank
            self.unslotted.add(request)
            self._unhold(self.conns[request][2])
        self.slots.release()
        for victim, vq in victims:
            drain(vq)
            try:
                vq.put_nowait(LAG)     # its loop ends at once...
            except queue.Full:
                pass
            try:
                victim.shutdown(socket.SHUT_RDWR)   # ... even while it waits on a page that does not read
            except OSError:
                pass
        return True

    def _refuse(self, request):
        body = json.dumps({"error": TOO_MANY}).encode()
        try:
            request.settimeout(0.5)
            request.sendall(b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\n"
                            b"Content-Length: %d\r\nRetry-After: 1\r\nConnection: close\r\n\r\n" % len(body) + body)
        except OSError:
            pass
        self.shutdown_request(request)

    def phase(self, request, name):
        """Where a connection is: "head", "idle" and "body" must end within the deadline; "handle", "stream"
        need not."""
        with self.conns_lock:
            c = self.conns.get(request)
            if c is not None and c[0] != "cut":
                c[0], c[1] = name, time.monotonic()

    def _reap(self):
        """Cut the connections whose request has not arrived whole in time (slow or silent clients)."""
        while not self.reaper_stop.wait(min(0.25, self.deadline / 4)):
            now = time.monotonic()
            with self.conns_lock:
                late = [r for r, (phase, since, _key) in self.conns.items()
                        if phase in ("head", "body", "idle") and now - since > self.deadline]
            for r in late:
                try:
                    r.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    def handle_error(self, request, client_address):
        err = sys.exc_info()[1]
        if isinstance(err, OSError):     # the client went away or timed out: not the server's problem
            return
        sys.stderr.write(_("page server: a request from %(client)s failed: %(error)s")
                         % {"client": client_address[0], "error": repr(err)[:200]} + "\n")

    def server_close(self):
        self.reaper_stop.set()
        super().server_close()


TOO_MANY = N_("too many connections to the page server; try again")


def client_key(address):
    """Whose connection this is, for the shares of the connections: the client's IPv4 address (also when
    mapped into IPv6), an IPv6 client's /64 (a device picks its addresses within its network's /64),
    a link-local or loopback IPv6 address whole."""
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])
    except (ValueError, AttributeError):
        return str(address)
    if ip.version == 6:
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        if not (ip.is_link_local or ip.is_loopback):
            return str(ipaddress.ip_network((ip, 64), strict=False))
    return str(ip)


class PageServer:
    """The page server on host:port (port 0 = any free port)."""

    def __init__(self, source, host="127.0.0.1", port=8765, readonly=False, lang=None,
                 max_connections=MAX_CONNECTIONS, timeout=TIMEOUT, store_path=None, pairing=None,
                 max_streams=MAX_STREAMS, max_per_address=MAX_PER_ADDRESS, request_timeout=REQUEST_TIMEOUT,
                 listen=True):
        self.hub = Hub(source, readonly=readonly)
        self.lang = i18n.normalize(lang) or i18n.get_language()
        # the sides played beside the board (the heroes' sheets), logged into the session store when
        # there is one
        self.sides = {s.NAME: s.attach(self.hub, page_messages, store_path) for s in sides.every()}
        self.pairing = pairing
        self.httpd = self.thread = None
        if not listen:      # one table of a room: the room's server routes its requests here (room.py)
            return
        handler = type("Handler", (Handler,), {"hub": self.hub, "lang": self.lang, "timeout": timeout,
                                                "sides": self.sides, "pairing": pairing})
        self.httpd = Server((host, port), handler, max_connections=max_connections, timeout=timeout,
                             max_streams=max_streams, max_per_address=max_per_address,
                             request_timeout=request_timeout)

    @property
    def url(self):
        host, port = self.httpd.server_address[:2]
        return "http://%s:%d/" % (host, port)

    def start(self):
        if self.httpd is not None:
            self.thread = threading.Thread(target=self.httpd.serve_forever, name="skelos-page", daemon=True)
            self.thread.start()
        return self

    def stop(self):
        self.hub.close()
        for part in self.sides.values():
            part.close()
        if self.httpd is not None:
            self.httpd.shutdown()
            self.httpd.server_close()
