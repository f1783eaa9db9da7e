"""Pairing: which browsers may press the box's buttons from the page.

The box serves its page to the table's Wi-Fi (`skelos box --host 0.0.0.0`).
Anyone on that network can open it and watch; pressing a button needs a
paired browser.  The security model (docs/pi.md, "Pairing and security"):

- The box's own screen (a request from 127.0.0.1 or ::1) is trusted.
- At each start the box draws a pairing code, 8 characters of an alphabet
  without look-alikes (31 symbols: about 8.5e11 codes), shown in the
  terminal (text and QR code) and on /pair opened on the box itself.  The QR
  code holds the page's address with the code, so a phone scans it once.
- A browser that sends the right code (POST /pair, from the page's own
  origin) gets a token: 128 random bits in a cookie (HttpOnly,
  SameSite=Strict, one year).  The box keeps only the tokens' SHA-256, in
  `paired.json` of its state folder, so a phone stays paired across restarts
  and the file is no key; `skelos box forget` unpairs every browser.
- Wrong codes: at most MAX_TRIES per minute are checked from each client
  address, the rest answered 429 (a guess a second would take thousands of
  years on average); one client's tries never hold another back, and the
  box's own screen and paired browsers are never throttled.  At most
  MAX_CLIENTS addresses are tracked (the least recent goes first): a client
  holding many addresses guesses MAX_TRIES a minute with each, and even a
  thousand addresses would take about 80 years on average.
- Seats' codes (the heroes' sheets, skelos_host.heroes.web) are for the
  box's own screen and paired browsers only, like this code.
- The file is the truth: the box reads it again whenever it changes
  (`skelos box forget` unpairs at once) and adds a pairing to what the file
  holds at that moment, under a lock, never writing back what was forgotten.
- Codes and tokens are ASCII: any other character gets a 400.
- The address shown and put in the QR code is the one a phone can reach,
  computed at each request (the network may come up after the box): the
  box's address on its network, else `<hostname>.local`.
- Not covered: the page is plain HTTP, so someone who can read the Wi-Fi's
  traffic (anyone on an open network) can copy a token; the table's Wi-Fi is
  trusted for that much, never the internet.  Without pairing a browser
  still reads the whole game (the page is a mirror for the heroes).
"""

import hashlib
import html
import json
import os
import secrets
import socket
import threading
import time
from urllib.parse import parse_qs, quote

try:
    import fcntl
except ImportError:        # not on Windows: the box runs on Linux, elsewhere one process writes the file
    fcntl = None

from skelos_host.text.i18n import N_, _

ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
COOKIE = "skelos_pair"
MAX_TRIES = 10           # wrong codes checked per minute
MAX_TOKENS = 64          # paired browsers remembered
MAX_CLIENTS = 256        # client addresses whose wrong codes are counted
LOCAL = ("127.0.0.1", "::1", "::ffff:127.0.0.1")
NOT_PAIRED = N_("this device is not paired with the box: open /pair and enter the code the box shows")
NOT_ASCII = N_("codes and tokens have only letters, digits and signs of ASCII")
WILDCARD = ("", "0.0.0.0", "::")


def new_code():
    s = "".join(secrets.choice(ALPHABET) for _ in range(8))
    return s[:4] + "-" + s[4:]


def normal(code):
    return "".join(c for c in str(code).upper() if c.isascii() and c.isalnum())


def ascii_text(v):
    """Is `v` a str of ASCII only (what codes and tokens are)?"""
    return isinstance(v, str) and v.isascii()


def bracket(host):
    return "[" + host + "]" if ":" in host else host


def lan_address():
    """The box's address on its network (no packet sent), or None."""
    for probe in ("10.255.255.255", "192.168.255.255", "172.31.255.255"):
        s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            s.connect((probe, 1))
            addr = s.getsockname()[0]
            if not addr.startswith("127."):
                return addr
        except OSError:
            pass
        finally:
            s.close()
    return None


class Pairing:
    def __init__(self, folder, code=None, clock=time.monotonic, trusted=LOCAL, host=None, port=None):
        self.path = os.path.join(str(folder), "paired.json")
        self.trusted = tuple(trusted)     # addresses trusted without pairing: the box's own screen
        self.code = code or new_code()
        self.clock = clock
        self.lock = threading.Lock()
        self.tries = {}          # client address -> times of its wrong codes of the last minute, least recent first
        self.host = host         # where the page listens, and its port (for the address shown to phones)
        self.port = port
        self._url = None
        self._seen = None        # the file's signature when last read
        self._stop = None        # ends the address watch (announce)
        self.tokens = {}
        self._reload()

    # ------------------------------------------------------------ the page's address
    @property
    def url(self):
        """The page's address a phone can open (computed now: the network may have come up since)."""
        if self._url is not None or self.port is None:
            return self._url
        if self.host not in WILDCARD and self.host is not None:
            return "http://%s:%d/" % (bracket(self.host), self.port)
        addr = lan_address()
        return "http://%s:%d/" % (bracket(addr), self.port) if addr else self.local_name_url()

    @url.setter
    def url(self, value):
        self._url = value

    def local_name_url(self):
        """The page under the box's name on the network (mDNS: what Raspberry Pi OS announces)."""
        return "http://%s.local:%d/" % (socket.gethostname().split(".")[0], self.port) if self.port else None

    def where(self):
        """The addresses to tell the owner, one line."""
        url, name = self.url, self.local_name_url()
        return url if not name or name == url else "%s  %s  %s" % (url, _("or"), name)

    def announce(self, say, every=5.0):
        """Say the address and the code now (the terminal and the journal), and again whenever the
        address changes (the Wi-Fi came up after the box); until close()."""
        self._stop = threading.Event()

        def tell(where):
            say(_("Phones on this network: %(url)s   pairing code %(code)s")
                % {"url": where, "code": self.code})

        last = self.where()
        tell(last)

        def watch():
            nonlocal last
            while not self._stop.wait(every):
                now = self.where()
                if now != last:
                    last = now
                    tell(now)

        threading.Thread(target=watch, name="skelos-pair-address", daemon=True).start()

    def close(self):
        if self._stop is not None:
            self._stop.set()

    # ------------------------------------------------------------ tokens
    def _signature(self):
        try:
            st = os.stat(self.path)
        except OSError:
            return None
        return (st.st_ino, st.st_mtime_ns, st.st_size)

    def _reload(self):
        """Read the file again if it changed since (under self.lock, or before the box serves)."""
        sig = self._signature()
        if sig == self._seen and sig is not None:
            return
        self._seen = sig
        try:
            with open(self.path, encoding="utf-8") as f:
                d = json.load(f)
            self.tokens = {h: v for h, v in d.get("tokens", {}).items()
                           if isinstance(h, str) and len(h) == 64 and isinstance(v, dict)}
        except (OSError, ValueError, AttributeError):
            self.tokens = {}

    def _save(self):
        tmp = self.path + ".new"
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump({"tokens": self.tokens}, f, indent=1)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, self.path)
        self._seen = self._signature()

    def _file_lock(self):
        """A lock on the file between processes (the box and `skelos box forget`)."""
        return _FileLock(self.path + ".lock")

    @staticmethod
    def _hash(token):
        return hashlib.sha256(token.encode()).hexdigest()

    def forget(self):
        """Unpair every browser; the number forgotten."""
        with self.lock, self._file_lock():
            self._seen = None
            self._reload()
            n = len(self.tokens)
            self.tokens = {}
            self._save()
            return n

    def pair(self, code, who="", client=""):
        """A token for a browser that gives the right code; None for a wrong one; raises TooMany
        when the minute's wrong codes of `client` (its address) are spent.  client=None: a browser
        trusted already (the box's screen, a paired one), never throttled."""
        now = self.clock()
        with self.lock:
            if client is not None:
                times = [t for t in self.tries.pop(client, ()) if now - t < 60]
                if times:
                    self.tries[client] = times     # the most recent last
                if len(times) >= MAX_TRIES:
                    raise TooMany()
            if not ascii_text(code) or not secrets.compare_digest(normal(code), normal(self.code)):
                if client is not None:
                    self.tries.setdefault(client, []).append(now)
                    self._bound(now)
                return None
            token = secrets.token_urlsafe(16)
            with self._file_lock():
                self._reload()                    # what the file holds now: a forget stays forgotten
                self.tokens[self._hash(token)] = {"who": str(who)[:80], "at": int(time.time())}
                while len(self.tokens) > MAX_TOKENS:      # the oldest pairing goes
                    oldest = min(self.tokens, key=lambda h: self.tokens[h].get("at", 0))
                    del self.tokens[oldest]
                self._save()
            return token

    def _bound(self, now):
        for k in [k for k, times in self.tries.items() if now - times[-1] >= 60]:
            del self.tries[k]
        while len(self.tries) > MAX_CLIENTS:
            del self.tries[next(iter(self.tries))]

    def paired(self, token):
        if not token or not ascii_text(token):
            return False
        with self.lock:
            self._reload()
            return self._hash(token) in self.tokens

    # ------------------------------------------------------------ requests
    def local(self, handler):
        return handler.client_address[0] in self.trusted

    @staticmethod
    def cookie(handler):
        """The pairing cookie's value in the request, or None."""
        for part in (handler.headers.get("Cookie") or "").split(";"):
            k, _sep, v = part.strip().partition("=")
            if k == COOKIE:
                return v
        return None

    def allowed(self, handler):
        """May this request press buttons?"""
        return self.local(handler) or self.paired(self.cookie(handler))

    def pair_url(self):
        return (self.url or "") + "pair?code=" + quote(self.code)

    def qr(self):
        import segno

        return segno.make(self.pair_url(), error="m")

    def terminal(self):
        """The QR code as text for the terminal."""
        import io

        out = io.StringIO()
        self.qr().terminal(out=out, compact=True)
        return out.getvalue()

    def banner(self, handler, page):
        """The book's page with, on the box's own screen, the pairing code and its QR code in a corner."""
        if not self.local(handler) or not self.url:
            return page
        import io

        svg = io.BytesIO()
        self.qr().save(svg, kind="svg", scale=3, border=1, xmldecl=False, svgns=True)
        aside = ('<aside id="skelos-pairing" style="position:fixed;right:8px;bottom:8px;background:#fff;'
                 'color:#000;padding:6px;border:1px solid #888;text-align:center;font:14px sans-serif;z-index:9">'
                 '<a href="/pair" style="color:#000">%s</a><br><b style="font:20px monospace">%s</b><br>%s</aside>'
                 % (html.escape(_("Pair a phone with the box")), html.escape(self.code), svg.getvalue().decode()))
        return page.replace(b"</body>", aside.encode() + b"</body>", 1)

    def handle_get(self, handler, path):
        """GET /pair: the code and QR code on the box's own screen; the form elsewhere
        (a scanned QR code fills it in)."""
        query = parse_qs(handler.path.partition("?")[2])
        given = (query.get("code") or [""])[0]
        if self.local(handler):
            import io

            svg = io.BytesIO()
            self.qr().save(svg, kind="svg", scale=8, border=2, xmldecl=False, svgns=True)
            how = _("Scan the code with the phone's camera, or open %(url)s and enter the code.") % {
                "url": self.url or "?"}
            body = ("<h1>%s</h1><p class=code>%s</p><div>%s</div><p>%s</p>"
                    % (html.escape(_("Pair a phone with the box")), html.escape(self.code),
                       svg.getvalue().decode(), html.escape(how)))
        elif self.paired(self.cookie(handler)):
            body = "<h1>%s</h1><p><a href=/>%s</a></p>" % (html.escape(_("This device is paired with the box.")),
                                                           html.escape(_("Back to the book")))
        else:
            body = self._form(given)
        return self._page(handler, 200, body)

    def _form(self, given="", error=None):
        return ("<h1>%s</h1>%s<form method=post action=/pair><input name=code autocomplete=off "
                "autocapitalize=characters value=\"%s\" aria-label=\"%s\"><button>%s</button></form>"
                % (html.escape(_("Pair this device with the box")),
                   "<p class=error>%s</p>" % html.escape(error) if error else "",
                   html.escape(given), html.escape(_("pairing code")), html.escape(_("Pair"))))

    def handle_post(self, handler, body):
        """POST /pair with code=...: the cookie and back to the book, or the form again saying why."""
        code = (parse_qs(body.decode("utf-8", "replace")).get("code") or [""])[0]
        if not ascii_text(code):
            return self._page(handler, 400, self._form("", _(NOT_ASCII)))
        client = None if self.allowed(handler) else handler.client_address[0]   # the owner is never throttled
        try:
            token = self.pair(code, handler.headers.get("User-Agent", ""), client)
        except TooMany:
            return self._page(handler, 429, self._form(code, _("too many wrong codes: wait a minute")))
        if token is None:
            return self._page(handler, 403, self._form(code, _("wrong code: enter the code the box shows")))
        handler.send_response(303)
        handler.send_header("Location", "/")
        handler.send_header("Set-Cookie", "%s=%s; Path=/; Max-Age=31536000; HttpOnly; SameSite=Strict"
                            % (COOKIE, token))
        handler.send_header("Content-Length", "0")
        handler.send_header("Cache-Control", "no-store")
        handler.end_headers()
        return None

    @staticmethod
    def _page(handler, code, body):
        doc = ("<!doctype html><html><head><meta charset=utf-8><meta name=viewport "
               "content=\"width=device-width,initial-scale=1\"><title>Skelos</title><style>"
               "body{font-family:sans-serif;margin:2em;text-align:center}.code{font-size:3em;"
               "letter-spacing:.1em;font-family:monospace}.error{color:#b00}input{font-size:2em;width:8em;"
               "text-transform:uppercase}button{font-size:1.5em}</style></head><body>%s</body></html>" % body)
        handler.send(code, doc.encode(), "text/html; charset=utf-8")


class TooMany(Exception):
    pass


class _FileLock:
    def __init__(self, path):
        self.path = path
        self.fd = None

    def __enter__(self):
        if fcntl is not None:
            try:
                self.fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
                fcntl.flock(self.fd, fcntl.LOCK_EX)
            except OSError:
                self.__exit__()
        return self

    def __exit__(self, *exc):
        if self.fd is not None:
            os.close(self.fd)         # (closing releases the lock)
            self.fd = None
