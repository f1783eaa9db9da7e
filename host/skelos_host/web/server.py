"""The live table page: a small local web server with server push (SSE).

It shows the book as the device shows it and, unless read-only, sends the
page's button clicks through the device's own input path (protocol `press`).

The server needs a *source* with three methods (see `ClientSource`):
  state() -> dict           the protocol `state` result
  press(button, kind) -> dict   the protocol `press` result
  subscribe(fn)             fn(message) for every pushed message
"""

import json
import queue
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from urllib.parse import parse_qs

from skelos.games import game_of

from skelos_host import i18n, reasons, views
from skelos_host.i18n import N_

_JS = "text/javascript; charset=utf-8"
_STATIC = {
    "/": ("index.html", "text/html; charset=utf-8"),
    "/index.html": ("index.html", "text/html; charset=utf-8"),
    "/app.js": ("app.js", _JS),
    "/style.css": ("style.css", "text/css; charset=utf-8"),
}
# each game's page view, web/<game>.js, loaded by index.html before app.js
for _game in views.VIEWS:
    _STATIC["/%s.js" % _game] = (_game + ".js", _JS)
_VIEWS_MARK = b"<!-- the game views (web/<game>.js, one per game of skelos_host.views) -->"
_VIEW_TAGS = b"".join(b'\n<script src="/%s.js"></script>' % g.encode() for g in views.VIEWS)
# Errors the page shows as "<message>: <detail>"; the page translates the message part.
NOT_ANSWERING = N_("device not answering")
REFUSED = N_("device refused the request")
MAX_BODY = 4096
BUTTONS = ("slot1", "slot2", "slot3", "slot4", "slot5", "slot6", "slot7", "slot8",
           "extra", "defend", "reroll", "spell", "mode", "turn", "undo")


class Hub:
    """Fans pushed updates out to every open page (one queue per page)."""

    def __init__(self, source, readonly=False, recent=20):
        self.source = source
        self.readonly = readonly
        self.lock = threading.Lock()
        self.queues = []
        self.recent = []
        self.recent_max = recent
        self.last = None
        self.inbox = queue.Queue()
        self.worker = threading.Thread(target=self._work, name="skelos-page-hub", daemon=True)
        self.worker.start()
        # pushes arrive on the link's reader thread: never block it
        source.subscribe(self.inbox.put)

    def _work(self):
        while True:
            msg = self.inbox.get()
            if msg is None:
                return
            try:
                self._on_push(msg)
            except Exception:  # noqa: BLE001 - one bad message must not stop the page
                pass

    def close(self):
        self.inbox.put(None)
        self.broadcast(None)

    def snapshot(self):
        st = self.source.state()
        with self.lock:
            self.last = st
            return {"type": "state", "state": st, "view": game_of(st.get("state") or {}),
                    "recent": list(self.recent), "readonly": self.readonly}

    def _on_push(self, msg):
        kind = msg.get("push")
        out = []
        if kind == "event":
            with self.lock:
                self.recent.append({"seq": msg.get("seq"), "rec": msg.get("rec")})
                del self.recent[:-self.recent_max]
        if kind == "refused":
            out.append({"type": "refused", "button": msg.get("button"), "code": msg.get("code"),
                        "args": msg.get("args") or []})
        if kind in ("event", "game", "display", "resumed"):    # resumed: the board again, its holder left
            try:
                out.append(self.snapshot())
            except Exception as e:  # device gone: tell the pages, keep serving
                out.append({"type": "error", "message": NOT_ANSWERING + ": %s" % e})
        for item in out:
            self.broadcast(item)

    def broadcast(self, item):
        with self.lock:
            qs = list(self.queues)
        for q in qs:
            q.put(item)

    def open(self):
        q = queue.Queue()
        with self.lock:
            self.queues.append(q)
        return q

    def leave(self, q):
        with self.lock:
            if q in self.queues:
                self.queues.remove(q)


class _Handler(BaseHTTPRequestHandler):
    hub = None  # set per server
    lang = "en"  # the server's language: the page's default
    protocol_version = "HTTP/1.1"

    def log_message(self, fmt, *args):  # quiet
        pass

    def _send(self, code, body, ctype="application/json"):
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        self.send_response(code)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        path = self.path.split("?", 1)[0]
        if path in _STATIC:
            name, ctype = _STATIC[path]
            data = (resources.files("skelos_host") / "web" / name).read_bytes()
            if name == "index.html":
                data = data.replace(_VIEWS_MARK, _VIEWS_MARK + _VIEW_TAGS)
            return self._send(200, data, ctype)
        if path == "/api/state":
            try:
                return self._send(200, self.hub.snapshot())
            except Exception as e:
                return self._send(503, {"error": NOT_ANSWERING + ": %s" % e})
        if path == "/api/stream":
            return self._stream()
        if path == "/api/i18n":
            return self._i18n()
        return self._send(404, {"error": "not found"})

    def do_POST(self):
        path = self.path.split("?", 1)[0]
        if path != "/api/press":
            return self._send(404, {"error": "not found"})
        if self.hub.readonly:
            return self._send(403, {"error": N_("read-only mirror: buttons are disabled")})
        try:
            n = int(self.headers.get("Content-Length", "0"))
        except ValueError:
            n = -1
        if n < 0 or n > MAX_BODY:
            return self._send(413, {"error": N_("request body too large")})
        try:
            body = json.loads(self.rfile.read(n) or b"{}")
        except ValueError:
            return self._send(400, {"error": N_("body must be JSON")})
        button = body.get("button") if isinstance(body, dict) else None
        kind = body.get("kind", "short") if isinstance(body, dict) else None
        if button not in BUTTONS or kind not in ("short", "long"):
            return self._send(400, {"error": N_("unknown button or kind")})
        try:
            return self._send(200, self.hub.source.press(button, kind))
        except Exception as e:
            return self._send(502, {"error": REFUSED + ": %s" % e})

    def _i18n(self):
        """The page's messages in ?lang= (default: the server's language), the languages offered,
        and the reason texts (message ids) of the refusal codes: "" those every game shares,
        then each game's (skelos_host.reasons, the views' REFUSALS)."""
        query = parse_qs(self.path.partition("?")[2])
        lang = i18n.normalize((query.get("lang") or [""])[0]) or self.lang
        refusals = {"": reasons.REFUSALS}
        for game in views.VIEWS:
            refusals[game] = views.view(game).REFUSALS
        return self._send(200, {"lang": lang, "default": self.lang, "languages": list(i18n.LANGUAGES),
                                "messages": i18n.catalogue(lang), "refusals": refusals})

    def _stream(self):
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-store")
        self.send_header("Connection", "close")
        self.end_headers()
        q = self.hub.open()
        try:
            try:
                first = self.hub.snapshot()
            except Exception as e:
                first = {"type": "error", "message": NOT_ANSWERING + ": %s" % e}
            self._event(first)
            while True:
                try:
                    item = q.get(timeout=15)
                except queue.Empty:
                    self.wfile.write(b": keep-alive\n\n")
                    self.wfile.flush()
                    continue
                if item is None:
                    break
                self._event(item)
        except (BrokenPipeError, ConnectionResetError):
            pass
        finally:
            self.hub.leave(q)
        self.close_connection = True

    def _event(self, item):
        self.wfile.write(b"data: " + json.dumps(item).encode() + b"\n\n")
        self.wfile.flush()


class PageServer:
    """The page server on host:port (port 0 = any free port)."""

    def __init__(self, source, host="127.0.0.1", port=8765, readonly=False, lang=None):
        self.hub = Hub(source, readonly=readonly)
        self.lang = i18n.normalize(lang) or i18n.get_language()
        handler = type("Handler", (_Handler,), {"hub": self.hub, "lang": self.lang})
        self.httpd = ThreadingHTTPServer((host, port), handler)
        self.httpd.daemon_threads = True
        self.thread = None

    @property
    def url(self):
        host, port = self.httpd.server_address[:2]
        return "http://%s:%d/" % (host, port)

    def start(self):
        self.thread = threading.Thread(target=self.httpd.serve_forever, name="skelos-page", daemon=True)
        self.thread.start()
        return self

    def stop(self):
        self.hub.close()
        self.httpd.shutdown()
        self.httpd.server_close()
