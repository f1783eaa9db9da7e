"""The room's page server: one address for the tables of a club (skelos_host.web.club.Club).

  GET  /                         the room: each table's glance (name, scenario, turn, whose turn,
                                 solo or not) with a link to its page, in ?lang= or the server's language
  GET  /room.js                  its script
  GET  /api/room?lang=xx         the glances as JSON, and the folders of tables unplugged
  POST /api/room/name   {"serial", "name"}       rename a table
  POST /api/room/drop   {"serial"}               unplug a table (its board stops, its game stays)
  POST /api/room/add    {"scenario"} or {"folder"}   plug in a new table, or one unplugged earlier
  *    /t/<serial>/...              the table's own page, heroes' sheets, story and API, as a single
                                 table's server serves them at / (web/server.py): the pages ask by
                                 relative paths, so the same page works under either.  A USB board's
                                 table while the board is unplugged (room.UsbTable, away): its stream
                                 says so and lasts until the board is back, the rest answers 503.

On the box (`skelos box --usb`) the room has the box's pairing: only a paired phone (or the box's own screen)
changes the room or presses at a table, and /pair pairs a phone for every table.

The room's server is web/server.py's (the same guards: its Host, same-origin API, connection and
stream limits, shared by every table).  Bad input is answered 400 with a sentence and changes nothing.
"""

import html
import json
import re

from skelos_host.text import i18n
from skelos_host.text.i18n import N_
from skelos_host.web.club import RoomError, said_in
from skelos_host.web.connections import MAX_STREAMS, LimitedServer
from skelos_host.web.routes import JS, MAX_BODY, TableRequest
from skelos_host.web.server import Served

_TABLE = re.compile(r"^/t/([0-9A-Za-z_-]{1,64})(/.*)?$")

# the room page's words (the script's too, sent with the page in its language)
WORDS = {
    "title": N_("Skelos: the room"),
    "tables": N_("Tables"),
    "name": N_("Name"),
    "game": N_("Game"),
    "scenario": N_("Scenario"),
    "turn": N_("Turn"),
    "whose": N_("Whose turn"),
    "solo": N_("The board plays the Overlord"),
    "open": N_("open the table"),
    "rename": N_("Rename"),
    "drop": N_("Unplug"),
    "add": N_("Add a table"),
    "plug": N_("Plug in again"),
    "unplugged": N_("Tables unplugged (their games wait in their folders)"),
    "none": N_("No table plays now."),
    "language": N_("Language"),
    "usb": N_("USB"),
    "usb_title": N_("a board plugged in over USB"),
    "leave": N_("Drop from the room"),
}
UNKNOWN = N_("not found")
_FILES = {"/room.js": ("room.js", JS)}


class _RoomHandler(TableRequest):
    club = None      # set per server

    def _lang(self):
        query = self.path.partition("?")[2]
        asked = (re.search(r"(?:^|&)lang=([A-Za-z_-]{2,10})", query) or [None, ""])[1]
        return i18n.normalize(asked) or self.lang

    def _routed(self, path, serve):
        """Is `path` a table's (/t/...)?  Then it is served (by `serve`, TableRequest.do_GET or do_POST,
        as its table's server would) or answered here (no such table, unplugged)."""
        routed = self._table(path)
        if routed:
            serve(self)
        return routed is not None

    def _table(self, path):
        """Route a table's request: True (self now serves it as its table's server would), False (answered)
        or None (the room's own)."""
        m = _TABLE.match(path)
        if m is None:
            if path == "/t" or path.startswith("/t/"):
                if self.allowed(False):
                    self.send(404, {"error": said_in(self._lang(), UNKNOWN)})
                return False
            return None
        serial, rest = m.group(1), m.group(2)
        table = self.club.tables.get(serial)
        if table is not None and getattr(table, "away", False) and rest is not None:
            if self.allowed(rest.startswith("/api/")):
                self._away(table, rest)
            return False
        page = table.page if table is not None else None      # (a USB board's may go meanwhile)
        if page is None:
            if self.allowed(False):
                from skelos_host.web.club import NOT_PLUGGED
                self.send(404, {"error": said_in(self._lang(), NOT_PLUGGED)})
            return False
        if rest is None:                 # /t/<serial>: its page is /t/<serial>/ (its relative paths need it)
            if self.allowed(False):
                self.send_response(308)
                self.send_header("Location", "/t/%s/" % serial)
                self.send_header("Content-Length", "0")
                self.end_headers()
            return False
        server = page.server
        self.hub, self.sides, self.prefix = server.hub, server.sides, "/t/" + serial
        if server.pairing is not None or self.pairing is None:       # (the room's pairing, the box's: every table's)
            self.pairing = server.pairing
        query = self.path.partition("?")[2]
        self.path = rest + ("?" + query if query else "")
        return True

    def _away(self, table, rest):
        """A table whose board is unplugged: its page's stream says so and lasts until the board is back (the page
        then asks again and gets its table's), anything else is answered 503 with the same sentence."""
        from skelos_host.web.club import AWAY

        said = said_in(self._lang(), AWAY)
        if rest.split("?", 1)[0] != "/api/stream":
            self.close_connection = True
            return self.send(503, {"error": said})
        return self.serve_stream(table, lambda: {"type": "error", "message": said})

    def do_GET(self):
        path = self.path.split("?", 1)[0]
        if self._routed(path, TableRequest.do_GET):
            return None
        if not self.allowed(path.startswith("/api/")):
            return None
        lang = self._lang()
        if path == "/pair" and self.pairing is not None:
            return self.pairing.handle_get(self, path)
        if path in ("/", "/index.html"):
            return self.send(200, self._page(lang), "text/html; charset=utf-8")
        if path == "/room.js":
            return self.serve_static(_FILES, path)
        if path == "/api/room":
            return self.send(200, self.club.glance(lang))
        return self.send(404, {"error": said_in(lang, UNKNOWN)})

    def do_POST(self):
        path = self.path.split("?", 1)[0]
        if self._routed(path, TableRequest.do_POST):
            return None
        if not self.allowed(True):
            return None
        self.close_connection = True      # a refused or unread body must not be read as the next request
        lang = self._lang()
        if path == "/pair" and self.pairing is not None:
            return self._pair()
        if path not in ("/api/room/name", "/api/room/drop", "/api/room/add"):
            return self.send(404, {"error": said_in(lang, UNKNOWN)})
        if self.pairing is not None and not self.pairing.allowed(self):
            from skelos_host.web.pairing import NOT_PAIRED  # the box on the Wi-Fi: a paired phone only
            return self.send(403, {"error": said_in(lang, NOT_PAIRED)})
        body = self.read_json(MAX_BODY, 4, said=lambda m: said_in(lang, m))
        if body is None:
            return None
        try:
            if path == "/api/room/name":
                self.club.rename(body.get("serial"), body.get("name"))
                answer = {"serial": body.get("serial")}
            elif path == "/api/room/drop":
                self.club.drop(body.get("serial"))
                answer = {"serial": body.get("serial")}
            else:
                folder, scenario = body.get("folder"), body.get("scenario")
                if folder is None and scenario is not None and not isinstance(scenario, str):
                    scenario = repr(scenario)
                answer = {"serial": self.club.add(scenario=scenario, folder=folder)}
        except RoomError as e:
            return self.send(400, {"error": e.text(lang)})
        return self.send(200, answer)

    def _page(self, lang):
        words = {k: said_in(lang, v) for k, v in WORDS.items()}
        esc = html.escape
        langs = "".join('<option value="%s"%s>%s</option>' % (code, " selected" if code == lang else "",
                                                             {"en": "English", "fr": "Français"}.get(code, code))
                        for code in i18n.LANGUAGES)
        boot = json.dumps({"lang": lang, "words": words, "glance": self.club.glance(lang)},
                          ensure_ascii=False).replace("<", "\\u003c")
        return ("""<!doctype html>
<html lang="%(lang)s"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>%(title)s</title>
<style>
body{font-family:system-ui,sans-serif;margin:1rem;background:#1b1712;color:#f1e6d0}
a{color:#f0c46c}table{border-collapse:collapse;width:100%%}
th,td{padding:.4rem .6rem;border-bottom:1px solid #4a3f30;text-align:left;vertical-align:top}
input,button,select{font:inherit}.error{color:#ff9c8a}
tr.away td{color:#a89880}tr.away .whose{color:#ffcf80}
.usb{font-size:.8em;border:1px solid #a89880;border-radius:.3em;padding:0 .3em;margin-left:.4em}
@media (max-width:900px){#room thead{display:none}#room,#room tbody,#room tr,#room td{display:block}
#room tr{border-bottom:1px solid #4a3f30;padding:.3rem 0}#room td{border:0;padding:.15rem .2rem}
#room td[data-label]::before{content:attr(data-label);color:#c8b89a}#room td:empty{display:none}}
</style></head>
<body>
<header><h1>%(title)s</h1>
<label>%(language)s <select id="lang">%(langs)s</select></label></header>
<p id="error" class="error" role="alert" hidden></p>
<section aria-labelledby="tables-h"><h2 id="tables-h">%(tables)s</h2>
<table id="room"><thead><tr><th>%(name)s</th><th>%(game)s</th><th>%(scenario)s</th><th>%(turn)s</th>
<th>%(whose)s</th><th>%(solo)s</th><th></th></tr></thead><tbody id="rows"></tbody></table>
<p id="none" hidden>%(none)s</p>
<form id="add"><button type="submit">%(add)s</button> <input id="add-scenario" aria-label="%(scenario)s"
 placeholder="pict-village"></form></section>
<section id="unplugged-box" hidden><h2>%(unplugged)s</h2><ul id="unplugged"></ul></section>
<script id="boot" type="application/json">%(boot)s</script>
<script src="room.js"></script>
</body></html>
""" % dict({k: esc(v) for k, v in words.items()}, lang=esc(lang), langs=langs, boot=boot)).encode()


class RoomServer(Served):
    """The room's page server on host:port (port 0: any free port) for `club`'s tables."""

    name = "skelos-room"

    def __init__(self, club, host="127.0.0.1", port=8765, lang=None, pairing=None):
        self.club = club
        self.lang = i18n.normalize(lang) or i18n.get_language()
        # pairing: the box's (pairing.py), for the room and every table: a phone paired once presses at each
        handler = type("RoomHandler", (_RoomHandler,), {"club": club, "lang": self.lang, "sides": {},
                                                         "pairing": pairing})
        # each table's page holds two streams (its board's, its heroes')
        self.httpd = LimitedServer((host, port), handler, max_streams=4 * MAX_STREAMS)
        self.server = self            # (common.serve_page reads page.server.httpd)

    def table_url(self, serial):
        return self.url + "t/%s/" % serial
