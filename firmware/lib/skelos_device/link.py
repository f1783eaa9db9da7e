"""Device side of the serial protocol v1 (docs/protocol.md).

The stream is any object with ``readinto(buf)`` (returns the count read, 0
or None when nothing is waiting: usb_cdc.data with timeout=0) and
``write(data)`` (returns the count it took, possibly 0: usb_cdc.data with
write_timeout=0 takes only what fits in the USB buffer).  An optional
``connected`` attribute is the host's DTR.

Input: bytes are read into a fixed buffer and assembled into lines of at
most MAX_LINE bytes; a line with a byte >= 0x80 is ``bad_json`` (requests are
ASCII JSON); the rest are parsed and dispatched through a table of handlers,
``table[cmd](app, req)`` (handlers.TABLE).

Output: every reply and push is serialised whole (ASCII-only JSON: other
characters escaped as \\uXXXX) into an output queue, and the queue is
drained by non-blocking writes at every poll, so a line is delivered whole
or not at all and never glues onto another.  While the host does not read,
replies wait in the queue and no new request is read once HOLD bytes wait
(backpressure); a push that would take the queue past QUEUE_MAX bytes is
dropped whole (the host recovers events with ``events``).  Nothing here
blocks or raises out of `poll`: a handler exception becomes error
``internal``.

An error carries a stable code and, where its text needs them, arguments
(``{"code": "upload_size", "args": ["short", 100, 384]}``; a string quoted
from a request in printable ASCII); the host and the page own the texts
(skelos_host.reasons), so the board keeps none.
"""

import gc
import json


PROTOCOL = 1
MAX_LINE = 1024
_READ = 256
_MAX_ID = 2147483647
# Output queue bounds (bytes).  The chip has ~172 KB of heap; pushes are a
# few dozen bytes, so 4 KB keeps ~50 of them for a host that pauses reading
# (~2 % of the heap), and reading stops while 1 KB waits, so the queue holds
# at most one reply of any size (a `state` is 1.8-2.7 KB) on top of that.
QUEUE_MAX = 4096
HOLD = 1024
# requests that only read, answered again from the start when a button press
# came in while they were built: the press goes first (its frame, its pushes),
# then the reply, built anew and so showing it (the press is the table's clock,
# and encoding a `state` reply alone takes about 9 ms on the board)
YIELDS = ("state", "events", "hello")
_NL = b"\n"


class LinkError(Exception):
    """Raised by handlers: code, arguments and extra fields of the error object."""

    def __init__(self, code, args=(), extra=None):
        super().__init__(code)
        self.code = code
        self.values = args
        self.extra = extra


def ascii_json(s):
    """JSON text `s` with every non-ASCII character escaped as \\uXXXX
    (a surrogate pair above U+FFFF), as CPython's ensure_ascii does."""
    out = []
    for ch in s:
        c = ord(ch)
        if c < 0x80:
            out.append(ch)
        elif c < 0x10000:
            out.append("\\u%04x" % c)
        else:
            c -= 0x10000
            out.append("\\u%04x\\u%04x" % (0xD800 + (c >> 10), 0xDC00 + (c & 0x3FF)))
    return "".join(out)


def encode(obj):
    """One message as ASCII JSON bytes (without the newline)."""
    s = json.dumps(obj)
    b = s.encode()   # MicroPython shares the string's bytes: no copy
    if len(b) != len(s):   # MicroPython's json keeps non-ASCII text as UTF-8
        b = ascii_json(s).encode()
    return b


def printable(text, n=None):
    """Text (at most n characters) with each run of anything but printable
    ASCII shown as one "?" (MicroPython holds a character above U+FFFF sent
    as a \\u surrogate pair as two): what an error message may quote of a
    request."""
    if n is not None:
        text = text[:n]
    for ch in text:
        if not " " <= ch <= "~":
            break
    else:
        return text
    out = []
    odd = False
    for ch in text:
        if " " <= ch <= "~":
            out.append(ch)
            odd = False
        elif not odd:
            out.append("?")
            odd = True
    return "".join(out)


class Link:
    def __init__(self, stream, app, table):
        self.stream = stream
        self.app = app
        self.rbuf = bytearray(_READ)
        self.rpos = 0       # next unread byte of rbuf
        self.rlen = 0       # bytes in rbuf
        self.line = bytearray()
        self.too_long = False
        self.binary = False  # the current line has a byte >= 0x80
        self.table = table     # command name -> handler(app, req)
        self.queue = []     # bytes objects waiting for the stream, in order
        self.qoff = 0       # bytes of queue[0] already written
        self.pending = 0    # bytes waiting in the queue
        self.dropped = 0    # pushes dropped whole because the queue was full
        self.requests = 0
        self.held = None    # pushes made while a button press is handled, sent after its frame
        self.again = None   # a read request put back for a button press that came in (YIELDS)
        self._held = []     # held's list, kind and fields in turn: one list for every press

    # ------------------------------------------------------------ output
    def _queue(self, data):
        q = self.queue
        q.append(data)
        q.append(_NL)
        self.pending += len(data) + 1
        self.flush()

    def flush(self):
        """Write what the stream takes now; never waits."""
        q = self.queue
        s = self.stream
        if not q or s is None or not getattr(s, "connected", True):
            return
        while q:
            b = q[0]
            o = self.qoff
            try:
                n = s.write(b if not o else memoryview(b)[o:])
            except Exception:  # noqa: BLE001 - a broken stream must not stop the loop
                n = 0
            if not n:
                return
            self.pending -= n
            o += n
            if o < len(b):
                self.qoff = o
                return
            q.pop(0)
            self.qoff = 0

    def idle(self):
        """True when nothing waits to be written or parsed."""
        return not self.queue and self.rpos >= self.rlen

    def send(self, obj):
        """Queue a reply: never dropped."""
        if self.stream is None:
            return
        data = encode(obj)
        self._queue(data)

    def hold(self):
        """Keep the pushes made from now until `release` (a button press: its
        frame is drawn before they are encoded and written)."""
        self._held.clear()
        self.held = self._held

    def release(self):
        """Queue the pushes kept since `hold`, in order."""
        held = self.held
        self.held = None
        if held:
            for i in range(0, len(held), 2):
                self.push(held[i], held[i + 1])
            held.clear()

    def push(self, kind, fields):
        """Queue an unsolicited message, or drop it whole when the queue is full
        (kept for later between `hold` and `release`)."""
        if self.stream is None:
            return
        if self.held is not None:
            self.held.append(kind)
            self.held.append(fields)
            return
        msg = {"v": PROTOCOL, "push": kind}
        for k in fields:
            msg[k] = fields[k]
        data = encode(msg)
        if self.pending + len(data) + 1 > QUEUE_MAX:
            self.dropped += 1
            return
        self._queue(data)

    def error(self, rid, code, args=(), extra=None):
        err = {"code": code}
        if args:
            err["args"] = [printable(a) if isinstance(a, str) else a for a in args]
        if extra:
            for k in extra:
                err[k] = extra[k]
        msg = {"v": PROTOCOL, "id": rid, "ok": False, "error": err}
        if code == "bad_version":
            msg["protocol"] = PROTOCOL
        self.send(msg)

    # ------------------------------------------------------------ input
    def poll(self):
        """Drain the output, then read what is waiting (never blocks) and
        answer one complete line if less than HOLD bytes wait to go out (one
        request per call: the loop reads the buttons between two, so a press
        is never answered after a request that came later).  The bytes read,
        or True when a line waiting from an earlier read was answered."""
        s = self.stream
        if s is None:
            return 0
        self.flush()
        if self.pending >= HOLD:
            return 0
        raw = self.again
        if raw is not None:
            self.again = None
            self.handle_line(raw, False)
            return True
        n = 0
        if self.rpos >= self.rlen:
            try:
                n = s.readinto(self.rbuf)
            except Exception:  # noqa: BLE001
                return 0
            if not n:
                return 0
            self.rpos = 0
            self.rlen = n
        buf = self.rbuf
        line = self.line
        i = self.rpos
        end = self.rlen
        while i < end:
            c = buf[i]
            i += 1
            if c == 10:
                if self.too_long:
                    self.error(None, "line_too_long", (MAX_LINE,))
                elif self.binary:
                    self.error(None, "bad_json", ("ascii",))
                else:
                    k = len(line)
                    if k and line[k - 1] == 13:
                        k -= 1  # CRLF: CircuitPython's bytearray has no pop()
                    if k:
                        self.handle_line(bytes(line[:k]))
                self.too_long = False
                self.binary = False
                line[:] = b""
                n = n or True
                break
            elif not self.too_long:
                if c > 127:
                    self.binary = True
                if len(line) >= MAX_LINE - 1:
                    self.too_long = True
                    line[:] = b""
                else:
                    line.append(c)
        self.rpos = i
        return n

    def handle_line(self, raw, first=True):
        """Answer one request line (`first`: not one put back before, which is
        answered whatever comes in)."""
        if first:
            self.requests += 1
        try:
            req = json.loads(raw.decode())
        except Exception:  # noqa: BLE001 - ValueError
            self.error(None, "bad_json")
            return
        if not isinstance(req, dict):
            self.error(None, "bad_json")
            return
        rid = req.get("id")
        if not isinstance(rid, int) or isinstance(rid, bool) or rid < 0 or rid > _MAX_ID:
            rid = None
        if req.get("v") != PROTOCOL or isinstance(req.get("v"), bool):
            self.error(rid, "bad_version", (PROTOCOL,))
            return
        if rid is None:
            self.error(None, "bad_request", ("id",))
            return
        cmd = req.get("cmd")
        if not isinstance(cmd, str):
            self.error(rid, "bad_request", ("cmd",))
            return
        fn = self.table.get(cmd)
        if fn is None:
            self.error(rid, "unknown_command", (cmd[:40],))
            return
        try:
            result = fn(self.app, req)
        except LinkError as e:
            self.error(rid, e.code, e.values, e.extra)
            return
        except Exception as e:  # noqa: BLE001 - never crash the loop
            self.error(rid, "internal", (repr(e)[:120],))
            return
        if first and cmd in YIELDS and self.app.press_waiting():
            self.again = raw     # the press first: this request is answered anew at the next poll
            return
        reply = {"v": PROTOCOL, "id": rid, "ok": True}
        if result:
            for k in result:
                if k not in reply:  # a result never overwrites the envelope
                    reply[k] = result[k]
        try:
            self.send(reply)
        except MemoryError:  # no block big enough for the reply's text: say so, keep the loop
            reply.clear()
            result = None
            gc.collect()
            self.error(rid, "internal", ("MemoryError: the reply does not fit in the free heap",))


def need(req, key, kind, default=None, required=True):
    """A typed field of a request or LinkError bad_request."""
    if key not in req:
        if required:
            raise LinkError("bad_request", ("required", key))
        return default
    v = req[key]
    if kind is int:
        ok = isinstance(v, int) and not isinstance(v, bool)
    elif kind is float:
        ok = isinstance(v, (int, float)) and not isinstance(v, bool)
    else:
        ok = isinstance(v, kind)
    if not ok:
        raise LinkError("bad_request", ("type", key))
    return v
