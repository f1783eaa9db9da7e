"""The table page's routes: the page and its files, its state, stream, story, messages and catalogue,
and the board's buttons (POST /api/press); a side's routes (skelos_host.views.sides) go to the side, /pair
to the pairing (the box).  What each answers is described in web/server.py."""

import json

from skelos_host import views
from skelos_host.views import sides
from skelos_host.text.i18n import N_
from skelos_host.web.catalogues import boot_messages, catalogue_script, page_messages
from skelos_host.web.hub import NOT_ANSWERING
from skelos_host.web.request import NOT_FOUND, Request

JS = "text/javascript; charset=utf-8"
STATIC = {
    "/": ("index.html", "text/html; charset=utf-8"),
    "/index.html": ("index.html", "text/html; charset=utf-8"),
    "/app.js": ("app.js", JS),
    "/words.js": ("words.js", JS),    # the words of the table page and of the heroes' sheets
    "/style.css": ("style.css", "text/css; charset=utf-8"),
    "/top.css": ("top.css", "text/css; charset=utf-8"),   # the header of the table page and of the heroes' sheets
}
# each game's page view, web/<game>.js, loaded by index.html before app.js
for _game in views.VIEWS:
    STATIC["/%s.js" % _game] = (_game + ".js", JS)
_VIEWS_MARK = b"<!-- the game views (web/<game>.js, one per game of skelos_host.views) -->"
_VIEW_TAGS = b"".join(b'\n<script src="%s.js"></script>' % g.encode() for g in views.VIEWS)
_BOOT_MARK = b"<!-- the first state and messages, served with the page -->"
# Errors the page shows as "<message>: <detail>"; the page translates the message part.
REFUSED = N_("device refused the request")
MAX_BODY = 4096
BUTTONS = ("slot1", "slot2", "slot3", "slot4", "slot5", "slot6", "slot7", "slot8",
           "extra", "defend", "reroll", "spell", "mode", "turn", "undo")


def button_ok(name):
    """A button of the board, or one pressed with mode held ("mode+extra")."""
    if not isinstance(name, str):
        return False
    if name.startswith("mode+"):
        return name[5:] in BUTTONS and name[5:] != "mode"
    return name in BUTTONS


class TableRequest(Request):
    """A request to a board's page server (or to one table of a room's, room.py)."""

    def do_GET(self):
        path = self.path.split("?", 1)[0]
        side = sides.owner(path)
        if side is not None:
            return side.get(self, path)
        if not self.allowed(path.startswith("/api/")):
            return
        if path == "/pair" and self.pairing is not None:
            return self.pairing.handle_get(self, path)
        if path in STATIC:
            return self.serve_static(STATIC, path, self._index)
        if path == "/api/state":
            try:
                return self.send(200, self.view(self.hub.snapshot()))
            except Exception as e:
                return self.send(503, {"error": NOT_ANSWERING + ": %s" % e})
        if path == "/api/stream":
            return self._stream()
        if path == "/api/story":
            return self._story()
        if path == "/api/i18n":
            return self._i18n()
        if path == "/catalogue.js":
            return self._catalogue()
        return self.send(404, {"error": NOT_FOUND})

    def do_POST(self):
        path = self.path.split("?", 1)[0]
        side = sides.owner(path)
        if side is not None:
            return side.post(self, path)
        if not self.allowed(True):
            return
        self.close_connection = True     # a refused or unread body must not be read as the next request
        if path == "/pair" and self.pairing is not None:
            return self._pair()
        if path != "/api/press":
            return self.send(404, {"error": NOT_FOUND})
        if self.hub.readonly:
            return self.send(403, {"error": N_("read-only mirror: buttons are disabled")})
        if not self.may_press():
            from skelos_host.web.pairing import NOT_PAIRED
            return self.send(403, {"error": NOT_PAIRED})
        body = self.read_json(MAX_BODY, 4, only_object=False)
        if body is None:
            return None
        button = body.get("button") if isinstance(body, dict) else None
        kind = body.get("kind", "short") if isinstance(body, dict) else None
        if not button_ok(button) or kind not in ("short", "long"):
            return self.send(400, {"error": N_("unknown button or kind")})
        for part in self.sides.values():
            # a rule that needs a side beside the board and the board both (the heroes' visibility for
            # the Overlord's vigilance): the side refuses the press before it reaches the board
            check = getattr(part, "check_press", None)
            refusal = check(button, kind) if check is not None else None
            if refusal is not None:
                return self.send(409, refusal)
        try:
            return self.send(200, self.hub.source.press(button, kind))
        except Exception as e:
            return self.send(502, {"error": REFUSED + ": %s" % e})

    def _pair(self):
        """POST /pair: a pairing code, form-encoded (skelos_host.web.pairing)."""
        data = self.read_body(MAX_BODY, whole=False)
        if data is None:
            return None
        return self.pairing.handle_post(self, data)

    def _story(self):
        """GET /api/story?game=G&before=SEQ: the earlier entries of the story (the page asks when it opens them)."""
        try:
            game, before = int(self.query("game")), int(self.query("before"))
        except ValueError:
            return self.send(400, {"error": N_("game and before must be numbers")})
        part = self.hub.earlier(game, before)
        if part is None:
            return self.send(409, {"error": N_("the board plays another game now")})
        return self.send(200, part)

    def _i18n(self):
        return self.send(200, page_messages(self.asked_lang(), self.lang))

    def _catalogue(self):
        """The catalogue's script (catalogue_script): gzipped where the client takes it, kept by the browser
        for a year when asked by its version (its address changes with it), else checked by its ETag."""
        lang = self.asked_lang()
        page = self.query("page", "table")
        ids = getattr(self.sides.get(page), "catalogue_ids", None)
        if page != "table" and ids is None:
            return self.send(404, {"error": NOT_FOUND})
        version, script, packed = catalogue_script(lang, page, ids)
        gz = self.gzip_ok()
        etag = self.etag(version, gz)
        cache = "public, max-age=31536000, immutable" if self.query("v") == version else "no-cache"
        if self.not_modified(etag, cache):
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

    def _index(self, data):
        """index.html with its game views, its first state and messages, and on the box's own screen the
        pairing code and its QR code."""
        data = data.replace(_VIEWS_MARK, _VIEWS_MARK + _VIEW_TAGS)
        data = data.replace(_BOOT_MARK, self._boot())
        if self.pairing is not None:
            data = self.pairing.banner(self, data)
        return data

    def _boot(self):
        """What the page draws at once, before it asks anything: the last state and the
        messages of the server's language, as JSON in a script element, after the script of
        the language's catalogue (catalogue_script: kept by the browser, not in the page)."""
        try:
            first = self.hub.snapshot()
        except Exception as e:  # noqa: BLE001 - the page still loads, and says so
            first = {"type": "error", "message": NOT_ANSWERING + ": %s" % e}
        boot = {"state": self.view(first), "i18n": boot_messages(self.lang, self.lang)}
        data = json.dumps(boot, ensure_ascii=False).replace("<", "\\u003c").encode()
        return self.catalogue_tag() + b'\n<script id="boot" type="application/json">' + data + b"</script>"

    def _stream(self):
        def first():
            try:
                return self.hub.snapshot()
            except Exception as e:  # noqa: BLE001 - the page says so, and waits for the board
                return {"type": "error", "message": NOT_ANSWERING + ": %s" % e}
        self.serve_stream(self.hub, first)

