"""Protocol v1 client (docs/protocol.md) over a Transport.

A reader thread splits incoming lines into replies (matched by `id`) and
pushed messages (`push`, no `id`), which go to a queue and to listeners.
Error replies raise DeviceError(code, args): the device sends a stable code
and the arguments its text needs (the host owns the texts,
skelos_host.views.refusal_text).  A broken link fails every waiting request
with Disconnected.

The transport is a port of the board's own, or the Unix socket of the
`skelos` process that holds the board and shares it (`share.py`).  A client
that holds its board forwards the requests of the others (`forward`: their
ids replaced by its own, so no two clients' ids collide) and gives every
pushed line to its taps.  A client through a holder that goes away asks
`reopen` for the board's next holder (or the board itself) and sends again
what the device never saw; then it puts RESUMED in its pushes, so that what
follows the board catches up with what it may have missed.
"""

import collections
import itertools
import json
import queue
import random
import threading
import time

from skelos_host import __version__
from skelos_host.text import limits
from skelos_host.device.transport import Transport, TransportError

PROTOCOL = 1
MAX_PUSHES = 1000          # unread pushes kept; beyond, the oldest are dropped (they are hints)
FIRMWARE_HINT = ("Install the Skelos firmware that speaks protocol %d (host skelos %s): "
                 "copy the repository's firmware/ folder to the CIRCUITPY drive." % (PROTOCOL, __version__))


NO_EXPECT = "no_expect"     # (the host's own code) the board cannot take back a named record


class DeviceError(Exception):
    """The device answered with an error reply: its code and arguments (`values`)."""

    def __init__(self, code, values=(), reply=None):
        self.code = code
        self.values = list(values or ())
        self.reply = reply or {}
        super().__init__(" ".join([str(code)] + [str(v) for v in self.values]))


class Disconnected(TransportError):
    pass


class RequestTimeout(Exception):
    pass


class HolderGone(Disconnected):
    """The process that shared the board went away; the message says what became of the request."""


class BadReply(Exception):
    """A reply that does not have the shape the protocol gives it (a garbled or foreign device)."""


class VersionMismatch(Exception):
    def __init__(self, device_protocol, info=None):
        self.device_protocol = device_protocol
        self.info = info or {}
        super().__init__("the device speaks protocol %s, this host speaks %d (firmware %s). %s"
                         % (device_protocol, PROTOCOL, self.info.get("firmware", "unknown"), FIRMWARE_HINT))


# Not from the device: put in `pushes` (and given to the listeners) once a client
# reaches its board again after its holder went away.  Consumers catch up with `events`/`state`.
RESUMED = {"push": "resumed"}

# Requests that change nothing on the device: sent again after a holder went away,
# even when it may have forwarded them already.
REPEATABLE = frozenset(("hello", "state", "events", "scenarios"))


# Requests on the link at once.  The device answers one line at a time and writes without waiting:
# given many requests together it may drop replies it has no room to write.  The others wait their
# turn in the client (so many clients of one board never flood it: they all go through its holder).
WINDOW = 1
FORWARD_TIMEOUT = 12.0     # a forwarded request without reply frees the link after this long (more than
                           # any client waits: `upload_end` waits 10 s)
TIMED_OUT = object()       # given to a forwarding callback whose request got no reply in time
NOT_SENT = object()        # ... whose request never reached the link before it was lost


class _Pending:
    __slots__ = ("event", "reply", "line", "cmd", "callback", "error", "written", "released", "deadline")

    def __init__(self, line, cmd, callback=None):
        self.event = threading.Event()
        self.reply = None
        self.line = line
        self.cmd = cmd
        self.callback = callback   # forwarded for another program: see Client.forward
        self.error = None
        self.written = False       # on the link (it holds a place of the window)
        self.released = False      # ... and has given it back
        self.deadline = None


class Client:
    def __init__(self, transport, on_push=None):
        self.transport = transport
        self.on_push = on_push
        self.listeners = []    # fn(message) for every pushed message (after on_push)
        self.taps = []         # fn(raw line) for every line the device pushed (a holder's fan-out)
        self.on_fail = []      # fn(error) when the link is lost for good
        self.reopen = None     # fn(client) -> transport, after the holder went away (share.py)
        self.after_reopen = None   # fn(client), once the client uses the transport `reopen` gave
        self.holder = None     # the Holder sharing this client's board with other programs
        self.serve = None      # who shares the board when this client holds it ("skelos log"), see share.py
        self.kind = None       # ... and what the board is, for the others: "usb", "port", "simulator"
        self.extra = {}        # ... and more about it (a simulator's storage folder)
        self.port = getattr(transport, "url", None)
        self.pushes = queue.Queue(MAX_PUSHES)
        self.garbage = []      # lines that were neither replies nor pushes (the first 1000)
        self.junk = 0          # how many such lines
        self.info = None       # last hello result
        # a random first id: a reply a previous program left in the port never matches a request of ours
        self._ids = itertools.count(random.randrange(1, 2 ** 30))
        self._short = 0        # the last short id given (forward: a request whose own id is short)
        self._pending = {}
        self._waiting = collections.deque()  # ids of requests waiting for a place in the window
        self._busy = 0                       # places of the window taken
        self._lock = threading.Lock()
        self._send_lock = threading.Lock()   # writes, and the change of link after a holder went away
        self._closing = False
        self.recovering = False
        self.error = None      # TransportError that ended the reader
        self._thread = threading.Thread(target=self._reader, name="skelos-reader", daemon=True)
        self._thread.start()

    @classmethod
    def open(cls, port, on_push=None, hello=True):
        """A client on the port itself (no sharing: see share.connect)."""
        c = cls(Transport(port), on_push=on_push)
        if hello:
            try:
                c.hello()
            except BaseException:
                c.close()
                raise
        return c

    def listen(self, fn):
        self.listeners.append(fn)

    # ------------------------------------------------------------ reader
    def _reader(self):
        while not self._closing:
            t = self.transport
            try:
                line = t.read_line(0.2)
            except TransportError as lost:
                if self._closing:
                    return
                err = lost
                # (a client its holder cut off for not reading is told why, and does not come back by itself)
                if self.reopen is not None and getattr(t, "shared", False) and getattr(t, "cut_off", None) is None:
                    err = self._recover(t)
                    if err is None:
                        continue
                self._fail(err if isinstance(err, Disconnected) else Disconnected(str(err), kind="closed"))
                return
            if line is None or not line.strip():
                self._expire()
                continue
            try:
                self._dispatch(line)
            except Exception as e:  # noqa: BLE001 - a line must never stop the reader
                self._junk(("reader", repr(e)[:200]))

    def _dispatch(self, line):
        try:
            msg = limits.json_loads(line)     # nesting capped: a deep line is junk, not a RecursionError
        except ValueError:                    # (UnicodeDecodeError is one)
            self._junk(line)
            return
        if not isinstance(msg, dict):
            self._junk(line)
            return
        if "push" in msg and msg.get("id") is None:
            for tap in self.taps:
                tap(line)
            self._deliver(msg)
            return
        rid = msg.get("id")
        with self._lock:
            slot = self._pending.get(rid) if isinstance(rid, int) else None
            if rid is None and msg.get("ok") is False:
                rid, slot = self._unroutable()
            if slot is not None and slot.callback is not None:
                del self._pending[rid]
        if slot is None or not slot.written:
            # bad_json replies carry id null: the device saw noise; remember, don't fail.
            self._junk(line)
            return
        self._release(slot)
        if slot.callback is not None:
            self._call(lambda m, cb=slot.callback, r=rid: cb(r, m), msg)
            return
        slot.reply = msg
        slot.event.set()

    def _unroutable(self):
        """(id, slot) of the forwarded request an error reply without id answers, or (None, None) (called with
        the lock held).  The device answers a line it cannot read without an id; when a request the holder
        forwarded is the only one on the link, the reply is its own (its asker gets it now, not a timeout).
        A line the transport wrote to resynchronise after a torn write gets such a reply too: that one is
        noise."""
        t = self.transport
        if getattr(t, "resyncs", 0):
            t.resyncs -= 1
            return None, None
        on_link = [(r, s) for r, s in self._pending.items() if s.written and not s.released]
        if len(on_link) == 1 and on_link[0][1].callback is not None:
            return on_link[0]
        return None, None

    # ------------------------------------------------------------ the window
    def _submit(self, rid, slot):
        """Register a request; write it now if the window has room (called with _send_lock held)."""
        with self._lock:
            self._pending[rid] = slot
            if self._busy >= WINDOW:
                self._waiting.append(rid)
                return
            self._busy += 1
            slot.written = True
            slot.deadline = time.monotonic() + FORWARD_TIMEOUT
        self.transport.write_line(slot.line)

    def _release(self, slot):
        """`slot` leaves the link (answered, given up): write the next request waiting for the window."""
        with self._lock:
            if not slot.written or slot.released:
                return          # one still waiting is skipped once it is no longer pending
            slot.released = True
            self._busy -= 1
            nxt = None
            while self._waiting and self._busy < WINDOW:
                cand = self._pending.get(self._waiting.popleft())
                if cand is not None and not cand.written:
                    cand.written = True
                    cand.deadline = time.monotonic() + FORWARD_TIMEOUT
                    self._busy += 1
                    nxt = cand
                    break
        if nxt is not None:
            try:
                with self._send_lock:
                    self.transport.write_line(nxt.line)
            except TransportError:
                pass     # the reader sees the link fail (and finds the board again, or fails every request)

    def _expire(self):
        """Forwarded requests that got no reply in time give their place back (their asker times out)."""
        now = time.monotonic()
        with self._lock:
            late = [(rid, s) for rid, s in self._pending.items()
                    if s.callback is not None and s.written and s.deadline < now]
            for rid, _s in late:
                del self._pending[rid]
        for rid, slot in late:
            self._release(slot)
            self._call(lambda m, cb=slot.callback, r=rid: cb(r, m), TIMED_OUT)

    def _deliver(self, msg):
        while True:
            try:
                self.pushes.put_nowait(msg)
                break
            except queue.Full:
                try:
                    self.pushes.get_nowait()
                except queue.Empty:
                    pass
        for fn in ([self.on_push] if self.on_push is not None else []) + list(self.listeners):
            self._call(fn, msg)

    def _call(self, fn, arg):
        try:
            fn(arg)
        except Exception as e:  # a bad callback must not kill the link
            self.garbage.append(("callback", repr(e)))

    def _junk(self, line):
        self.junk += 1
        if len(self.garbage) < 1000:
            self.garbage.append(line[:200])

    def _fail(self, err):
        self.error = err
        with self._lock:
            slots = list(self._pending.values())
            forwarded = [(r, s) for r, s in self._pending.items() if s.callback is not None]
            self._pending = {k: v for k, v in self._pending.items() if v.callback is None}
            self._waiting.clear()
        for slot in slots:
            if slot.callback is None:
                slot.event.set()
        for rid, slot in forwarded:
            self._call(lambda m, cb=slot.callback, r=rid: cb(r, m), None if slot.written else NOT_SENT)
        for fn in list(self.on_fail):
            self._call(fn, err)

    def _recover(self, old):
        """The holder went away: reach the board again and send what the device did not see.
        None when done, else the error that ends the link."""
        self.recovering = True
        try:
            with self._send_lock:         # no request is written while the link changes
                bye = getattr(old, "bye", None)
                with self._lock:
                    pending = list(self._pending.items())
                resend = []
                for rid, slot in pending:
                    # sent, and the holder did not say it never forwarded it: the device may have seen it
                    forwarded = slot.written and (bye is None or rid in bye.get("unanswered", ()))
                    if forwarded and slot.cmd not in REPEATABLE:
                        slot.error = HolderGone(old.lost_request_message(slot.cmd), kind="closed")
                        with self._lock:
                            self._pending.pop(rid, None)
                            slot.released = True
                        slot.event.set()
                    else:
                        resend.append(slot)
                try:
                    new = self.reopen(self)
                except TransportError as e:
                    return e
                old.close()
                self.transport = new
                with self._lock:         # the window starts afresh on the new link, in the order asked
                    self._busy = 0
                    self._waiting.clear()
                    for slot in resend:
                        slot.written = slot.released = False
                for rid, slot in sorted((r, s) for r, s in pending if s in resend):
                    try:
                        self._submit(rid, slot)
                    except TransportError:
                        break          # the reader sees the new link fail and tries again
                if self.after_reopen is not None:
                    self._call(self.after_reopen, self)
            self._deliver(dict(RESUMED))
            return None
        finally:
            self.recovering = False

    @property
    def alive(self):
        return self.error is None and not self._closing

    def close(self):
        if self.holder is not None:
            self.holder.close()     # its clients are answered and told first
            self.holder = None
        self._closing = True
        cancel = getattr(self.transport, "cancel", None)
        if cancel is not None:
            cancel()          # the reader returns now instead of at the end of its poll
        if self._thread is not threading.current_thread():
            self._thread.join(1)
        self.transport.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # ------------------------------------------------------------ requests
    def _line(self, msg):
        try:
            line = json.dumps(msg, separators=(",", ":"), allow_nan=False).encode()
        except ValueError:
            raise ValueError("a request holds NaN or Infinity, which the device does not read") from None
        if len(line) + 1 > 1024:
            raise ValueError("request too long for the device (%d bytes > 1024)" % (len(line) + 1))
        return line

    def request(self, cmd, timeout=3.0, **args):
        if self.error is not None:
            raise self.error
        clash = {"v", "id", "cmd"} & set(args)
        if clash:
            raise ValueError("argument %s would overwrite the request envelope" % ", ".join(sorted(clash)))
        rid = next(self._ids) % (2 ** 31)
        msg = {"v": PROTOCOL, "id": rid, "cmd": cmd}
        msg.update(args)
        slot = _Pending(self._line(msg), cmd)
        try:
            with self._send_lock:
                try:
                    self._submit(rid, slot)
                except TransportError as e:
                    if not getattr(self.transport, "shared", False):
                        raise Disconnected(str(e), kind="closed") from None
                    # the holder is going away: the reader finds the board again and sends it
            while not slot.event.wait(timeout):
                if not self.recovering:
                    raise RequestTimeout("no reply to %s within %.1f s" % (cmd, timeout))
            if slot.error is not None:
                raise slot.error
            if slot.reply is None:
                raise self.error or Disconnected("link closed", kind="closed")
        finally:
            self._release(slot)
            with self._lock:
                self._pending.pop(rid, None)
        reply = slot.reply
        if not reply.get("ok"):
            err = reply.get("error")
            err = err if isinstance(err, dict) else {}
            code = err.get("code", "unknown")
            if code == "bad_version":
                raise VersionMismatch(reply.get("protocol"), self.info)
            values = err.get("args")
            raise DeviceError(code, values if isinstance(values, list) else (), reply)
        return reply

    def _fit_id(self, width):
        """An id of ours of at most `width` digits, not in use."""
        rid = next(self._ids) % (2 ** 31)
        if len(str(rid)) <= width:
            return rid
        top = 10 ** width
        with self._lock:
            for _ in range(top):
                self._short = (self._short + 1) % top
                if self._short not in self._pending:
                    return self._short
        raise ValueError("no free request id of %d digits" % width)

    def forward(self, msg, on_reply, text=None, spans=None):
        """Send another program's request `msg` (a dict) with an id of ours in place of its own.
        Given its `text` and the `spans` of its "id" values there, the line sent is that text with
        each span replaced by our id (padded with spaces): byte for byte what it asked, never longer.
        `on_reply(our id, reply)` is called on the reader thread with the device's reply (None if the
        link is lost after it was sent, NOT_SENT if before, TIMED_OUT if no reply came in time).
        Returns our id.  Raises ValueError when it does not fit a request line, Disconnected when
        the link is down."""
        if self.error is not None:
            raise self.error
        if text is not None and spans:
            rid = self._fit_id(min(b - a for a, b in spans))
            parts, at = [], 0
            for a, b in spans:
                parts += [text[at:a], str(rid).ljust(b - a)]
                at = b
            line = ("".join(parts) + text[at:]).encode("ascii")
            if len(line) + 1 > 1024:
                raise ValueError("request too long for the device (%d bytes > 1024)" % (len(line) + 1))
        else:
            rid = next(self._ids) % (2 ** 31)
            out = dict(msg)
            out["id"] = rid
            line = self._line(out)
        slot = _Pending(line, msg.get("cmd"), on_reply)
        with self._send_lock:
            try:
                self._submit(rid, slot)
            except TransportError as e:
                self._release(slot)
                with self._lock:
                    self._pending.pop(rid, None)
                raise Disconnected(str(e), kind="closed") from None
        return rid

    def hello(self, timeout=3.0):
        info = self.request("hello", timeout=timeout)
        self.info = info
        if info.get("protocol") != PROTOCOL:
            raise VersionMismatch(info.get("protocol"), info)
        return info

    def take_back(self, expect, h=None, cmd="undo", timeout=3.0):
        """`undo` (or `redo`) that names its target: done only while the board's last record is seq
        `expect` (and, given `h`, has that history hash); the reply.  Another record last: DeviceError
        `not_last` [last seq, its hash], nothing changed (docs/protocol.md).  A board whose `hello` does
        not say `expect` (earlier firmware ignores the argument and would undo whatever is last) is sent
        no undo at all: DeviceError `no_expect` [its firmware]."""
        info = self.hello(timeout=timeout)        # asked anew: the board may have been flashed since
        if info.get("expect") is not True:
            raise DeviceError(NO_EXPECT, (str(info.get("firmware")),))
        args = {"expect": expect}
        if h is not None:
            args["h"] = h
        return self.request(cmd, timeout=timeout, **args)

    def events(self, after=0, game=None, limit=200, timeout=3.0):
        """Every event after `after` (follows `more`); returns (game, events, last).  `timeout`: each
        page's, as `request`'s."""
        out = []
        while True:
            args = {"after": after, "limit": limit}
            if game is not None:
                args["game"] = game
            r = self.request("events", timeout=timeout, **args)
            events = r.get("events")
            if not isinstance(events, list) or not all(
                    isinstance(e, dict) and _positive(e.get("seq")) for e in events) or not _positive(
                    r.get("game")) or (events and events[-1]["seq"] <= after):
                raise BadReply("malformed `events` reply: %s" % json.dumps(r)[:120])
            out.extend(events)
            if events:
                after = events[-1]["seq"]
            if not r.get("more") or not events:
                return r["game"], out, r.get("last", after)


def _positive(v):
    return isinstance(v, int) and not isinstance(v, bool) and 0 < v < 2 ** 63
