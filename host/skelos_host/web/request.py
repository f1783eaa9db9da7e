"""One request to a page server, as every route answers it: the table's (routes.py), a side's
(skelos_host.views.sides: the heroes' sheets) and the room's (room.py).  `Request` is the handler class
each server makes its own (its hub, sides, pairing and language set on it); its public methods are
what a route uses:

  allowed(api)                   the guards (its Host, no foreign cookie, same origin for the API):
                                 False after answering the refusal
  send(code, body, ctype, ...)   an answer (JSON of a dict or list, or bytes), gzipped where taken
  send_file(data, ctype)         a file of the page, checked by its ETag (304)
  serve_static(files, path, ...) one of `files` (path -> (name, content type)), from web/
  refuse(code, message)          an error answer that closes the connection
  read_body(limit), read_json(limit, depth)
                                 the body, or a JSON object, or None after answering the error
  query(name), asked_lang()      a query parameter; the language asked (?lang=) or the server's
  may_press(), view(item)        whether this browser may press (pairing); a state as it may use it
  serve_stream(fan, first)       an event stream of a fanout's updates
  catalogue_tag(page)            the script element of a page's catalogue
"""

import gzip
import ipaddress
import json
import queue
import select
import socket
from http.server import BaseHTTPRequestHandler
from importlib import resources
from urllib.parse import parse_qs

from skelos_host.text import i18n, limits
from skelos_host.text.i18n import N_
from skelos_host.web.catalogues import catalogue_tag
from skelos_host.web.connections import TIMEOUT, TOO_MANY
from skelos_host.web.fanout import LAG

GZIP_FROM = 1024          # bytes: a larger answer goes gzipped to a client that takes it
KEEP_ALIVE = 15            # seconds without an update before a comment keeps a stream open
NOT_JSON = N_("body must be JSON")
NOT_FOUND = N_("not found")


class Request(BaseHTTPRequestHandler):
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

    def allowed(self, api):
        """The guards of every route (`api`: an API route, same origin only): False after answering."""
        self.server.phase(self.request, "handle")
        if not self._host_ok():
            self.refuse(421, N_("this page answers only under its own address"))
            return False
        if self.pairing is not None and not (self.pairing.cookie(self) or "").isascii():
            from skelos_host.web.pairing import NOT_ASCII      # a token is ASCII (another site's cookies may not be)
            self.refuse(400, NOT_ASCII)
            return False
        if api and not self._same_origin():
            self.refuse(403, N_("requests from other web pages are refused"))
            return False
        return True

    def gzip_ok(self):
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

    def send_file(self, data, ctype):
        """A file of the page (a script, a style sheet): the browser keeps it and asks again with its ETag,
        answered 304 when it has not changed."""
        from hashlib import blake2b

        etag = self.etag(blake2b(data, digest_size=12).hexdigest(), len(data) >= GZIP_FROM and self.gzip_ok())
        if self.not_modified(etag, "no-cache"):
            return
        self.send(200, data, ctype, cache="no-cache", etag=etag)

    @staticmethod
    def etag(version, packed):
        """The ETag of a file's `version` as sent (gzipped or not: each its own)."""
        return '"%s%s"' % (version, "-gz" if packed else "")

    def not_modified(self, etag, cache):
        """Answer 304 when the client has `etag` already (If-None-Match); whether it did."""
        if etag not in [t.strip() for t in (self.headers.get("If-None-Match") or "").split(",")]:
            return False
        self.send_response(304)
        self.send_header("ETag", etag)
        self.send_header("Cache-Control", cache)
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return True

    def send(self, code, body, ctype="application/json", cache="no-store", etag=None):
        """Answer `code` with `body` (bytes, or JSON of anything else), gzipped when large and taken."""
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        packed = len(data) >= GZIP_FROM and self.gzip_ok()
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


    def refuse(self, code, message):
        """Answer `code` with the error `message` and close the connection."""
        self.close_connection = True
        return self.send(code, {"error": message})

    def serve_static(self, files, path, fill=None):
        """`path`, one of `files` (path -> (file name in web/, content type)): a page (text/html) as it is,
        after `fill(data)` when given; any other file checked by its ETag (send_file)."""
        name, ctype = files[path]
        data = (resources.files("skelos_host") / "web" / name).read_bytes()
        if ctype.startswith("text/html"):
            return self.send(200, fill(data) if fill is not None else data, ctype)
        return self.send_file(data, ctype)

    def query(self, name, default=""):
        """The first value of the query parameter `name` (`default` without one)."""
        return (parse_qs(self.path.partition("?")[2]).get(name) or [default])[0]

    def asked_lang(self):
        """The language the request asks for (?lang=), else the server's."""
        return i18n.normalize(self.query("lang")) or self.lang

    def read_json(self, limit, max_depth, said=None, only_object=True):
        """The request's JSON body (an object unless not `only_object`), or None after answering the error:
        415 not sent as JSON, 413 or 408 (read_body), 400 not JSON.  `said(message)` gives an error's
        text (its message id when not given)."""
        said = said or (lambda m: m)
        ctype = (self.headers.get("Content-Type") or "").split(";")[0].strip().lower()
        if ctype != "application/json":
            self.send(415, {"error": said(NOT_JSON)})
            return None
        data = self.read_body(limit)
        if data is None:
            return None
        self.close_connection = False         # the body was read whole: the connection may serve the next
        try:
            body = limits.json_loads(data or b"{}", max_depth=max_depth)
        except ValueError:
            parsed = False
        else:
            parsed = isinstance(body, dict) or not only_object
        if not parsed:
            self.send(400, {"error": said(NOT_JSON)})
            return None
        return body

    def may_press(self):
        """May this browser press and act (without pairing: whoever reaches the page; with it, on the box:
        its own screen and paired browsers)?"""
        return self.pairing is None or self.pairing.allowed(self)

    def catalogue_tag(self, page="table"):
        """The script element of `page`'s catalogue in this server's language (a side's page: the side's
        `catalogue_ids` are its messages)."""
        return catalogue_tag(self.lang, page, None if page == "table" else self.sides[page].catalogue_ids)

    def read_body(self, limit, whole=True):
        """The request's body, or None after answering 413 (over `limit` bytes) or,
        when `whole`, 408 (it did not all arrive in time; else what came)."""
        try:
            n = int(self.headers.get("Content-Length", "0"))
        except ValueError:
            n = -1
        if n < 0 or n > limit:
            self.send(413, {"error": N_("request body too large")})
            return None
        self.server.phase(self.request, "body")
        try:
            data = self.rfile.read(n)
        except TimeoutError:
            data = b""
        self.server.phase(self.request, "handle")
        if whole and len(data) < n:
            self.send(408, {"error": N_("the request did not arrive in time")})
            return None
        return data

    def view(self, item):
        """A state as this browser may use it: read-only unless it may press (pairing)."""
        if (self.pairing is not None and isinstance(item, dict) and item.get("type") == "state"
                and not self.may_press()):
            return dict(item, readonly=True)
        return item


    def serve_stream(self, fan, first):
        """An event stream of the updates `fan` (a fanout.Fanout) broadcasts, after
        `first()`; it counts among the server's streams (the oldest or idlest ends
        when too many are open), ends when the page hangs up or falls behind."""
        self.server.phase(self.request, "stream")
        q = fan.open()
        if not self.server.become_stream(self.request, q, self.rank()):
            fan.leave(q)
            self.close_connection = True
            return self.send(503, {"error": TOO_MANY})
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-store")
        self.send_header("Connection", "close")
        self.end_headers()
        try:
            self.event(first())
            quiet = 0
            while True:
                try:
                    item = q.get(timeout=1.0)
                except queue.Empty:
                    if self.hung_up():      # a page closed or reloaded: free its connection now
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
                self.event(item)
        except OSError:   # the page went away, or stopped reading for `timeout` seconds
            pass
        finally:
            fan.leave(q)
        self.close_connection = True

    def rank(self):
        """Whose stream this is, for the streams' limit: 2 the box's own screen, 1 a browser that may
        press (or any, without pairing), 0 an unpaired browser on the Wi-Fi.  A stream is never
        ended for one of a lower rank."""
        if self.pairing is None:
            return 1
        if self.pairing.local(self):
            return 2
        return 1 if self.pairing.allowed(self) else 0

    def hung_up(self):
        """The page closed its end of the stream (it sends nothing after its request)."""
        try:
            readable, _w, _x = select.select([self.connection], [], [], 0)
            return bool(readable) and self.connection.recv(1, socket.MSG_PEEK) == b""
        except OSError:
            return True

    def event(self, item):
        """One message of an event stream."""
        self.wfile.write(b"data: " + json.dumps(self.view(item)).encode() + b"\n\n")
        self.wfile.flush()

