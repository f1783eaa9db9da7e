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

The parts, each a module of its own: catalogues.py (the pages' messages and catalogues), hub.py (the
story and the updates of one board's pages), request.py (one request: the guards, answers, bodies and
streams every route uses, the sides' too), routes.py (the table page's routes), connections.py (the
connections' limits and shares); this module puts them together.
"""

import threading

from skelos_host.text import i18n
from skelos_host.views import sides
from skelos_host.web.catalogues import page_messages
from skelos_host.web.connections import (MAX_CONNECTIONS, MAX_PER_ADDRESS, MAX_STREAMS,  # noqa: F401
                                         REQUEST_TIMEOUT, TIMEOUT, TOO_MANY, LimitedServer, client_key)
from skelos_host.web.hub import MAX_QUEUE, NOT_ANSWERING, STORY_TAIL, Hub  # noqa: F401
from skelos_host.web.routes import MAX_BODY, REFUSED, TableRequest, button_ok  # noqa: F401


class Served:
    """A page server's socket served by a thread of its own: `httpd` (a LimitedServer, or None) is set by
    the subclass."""

    httpd = None
    thread = None
    name = "skelos-page"

    @property
    def url(self):
        host, port = self.httpd.server_address[:2]
        return "http://%s:%d/" % (host, port)

    def start(self):
        if self.httpd is not None:
            self.thread = threading.Thread(target=self.httpd.serve_forever, name=self.name, daemon=True)
            self.thread.start()
        return self

    def stop(self):
        if self.httpd is not None:
            self.httpd.shutdown()
            self.httpd.server_close()


class PageServer(Served):
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
        if not listen:      # one table of a room: the room's server routes its requests here (room.py)
            return
        handler = type("Handler", (TableRequest,), {"hub": self.hub, "lang": self.lang, "timeout": timeout,
                                                    "sides": self.sides, "pairing": pairing})
        self.httpd = LimitedServer((host, port), handler, max_connections=max_connections, timeout=timeout,
                                   max_streams=max_streams, max_per_address=max_per_address,
                                   request_timeout=request_timeout)

    def stop(self):
        self.hub.close()
        for part in self.sides.values():
            part.close()
        Served.stop(self)
