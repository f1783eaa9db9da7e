"""Protocol v1 client (docs/protocol.md) over a Transport.

A reader thread splits incoming lines into replies (matched by `id`) and
pushed messages (`push`, no `id`), which go to a queue and an optional
callback.  Error replies raise DeviceError(code, message).  A broken link
fails every waiting request with Disconnected.
"""

import itertools
import json
import queue
import random
import threading

from skelos_host import __version__
from skelos_host.transport import Transport, TransportError

PROTOCOL = 1
FIRMWARE_HINT = ("Install the Skelos firmware that speaks protocol %d (host skelos %s): "
                 "copy the repository's firmware/ folder to the CIRCUITPY drive." % (PROTOCOL, __version__))


class DeviceError(Exception):
    """The device answered with an error reply."""

    def __init__(self, code, message, reply=None):
        self.code = code
        self.message = message
        self.reply = reply or {}
        super().__init__("%s: %s" % (code, message))


class Disconnected(TransportError):
    pass


class RequestTimeout(Exception):
    pass


class VersionMismatch(Exception):
    def __init__(self, device_protocol, info=None):
        self.device_protocol = device_protocol
        self.info = info or {}
        super().__init__("the device speaks protocol %s, this host speaks %d (firmware %s). %s"
                         % (device_protocol, PROTOCOL, self.info.get("firmware", "unknown"), FIRMWARE_HINT))


class Client:
    def __init__(self, transport, on_push=None):
        self.transport = transport
        self.on_push = on_push
        self.pushes = queue.Queue()
        self.garbage = []      # lines that were neither replies nor pushes
        self.info = None       # last hello result
        # a random first id: a reply a previous program left in the port never matches a request of ours
        self._ids = itertools.count(random.randrange(1, 2 ** 30))
        self._pending = {}
        self._lock = threading.Lock()
        self._closing = False
        self.error = None      # TransportError that ended the reader
        self._thread = threading.Thread(target=self._reader, name="skelos-reader", daemon=True)
        self._thread.start()

    @classmethod
    def open(cls, port, on_push=None, hello=True):
        c = cls(Transport(port), on_push=on_push)
        if hello:
            try:
                c.hello()
            except BaseException:
                c.close()
                raise
        return c

    # ------------------------------------------------------------ reader
    def _reader(self):
        t = self.transport
        while not self._closing:
            try:
                line = t.read_line(0.2)
            except TransportError as e:
                self._fail(Disconnected(str(e), kind="closed"))
                return
            if line is None or not line.strip():
                continue
            try:
                msg = json.loads(line.decode("utf-8"))
            except (UnicodeDecodeError, ValueError):
                self._junk(line)
                continue
            if not isinstance(msg, dict):
                self._junk(line)
                continue
            if "push" in msg and msg.get("id") is None:
                self.pushes.put(msg)
                if self.on_push is not None:
                    try:
                        self.on_push(msg)
                    except Exception as e:  # a bad callback must not kill the link
                        self.garbage.append(("callback", repr(e)))
                continue
            rid = msg.get("id")
            with self._lock:
                slot = self._pending.get(rid)
            if slot is None:
                # bad_json replies carry id null: the device saw noise; remember, don't fail.
                self._junk(line)
                continue
            slot[1] = msg
            slot[0].set()

    def _junk(self, line):
        if len(self.garbage) < 1000:
            self.garbage.append(line[:200])

    def _fail(self, err):
        self.error = err
        with self._lock:
            for slot in self._pending.values():
                slot[0].set()

    @property
    def alive(self):
        return self.error is None and not self._closing

    def close(self):
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
    def request(self, cmd, timeout=3.0, **args):
        if self.error is not None:
            raise self.error
        clash = {"v", "id", "cmd"} & set(args)
        if clash:
            raise ValueError("argument %s would overwrite the request envelope" % ", ".join(sorted(clash)))
        rid = next(self._ids) % (2 ** 31)
        msg = {"v": PROTOCOL, "id": rid, "cmd": cmd}
        msg.update(args)
        line = json.dumps(msg, separators=(",", ":")).encode()
        if len(line) + 1 > 1024:
            raise ValueError("request too long for the device (%d bytes > 1024)" % (len(line) + 1))
        slot = [threading.Event(), None]
        with self._lock:
            self._pending[rid] = slot
        try:
            try:
                self.transport.write_line(line)
            except TransportError as e:
                raise Disconnected(str(e), kind="closed") from None
            if not slot[0].wait(timeout):
                raise RequestTimeout("no reply to %s within %.1f s" % (cmd, timeout))
            if slot[1] is None:
                raise self.error or Disconnected("link closed", kind="closed")
        finally:
            with self._lock:
                self._pending.pop(rid, None)
        reply = slot[1]
        if not reply.get("ok"):
            err = reply.get("error") or {}
            code = err.get("code", "unknown")
            if code == "bad_version":
                raise VersionMismatch(reply.get("protocol"), self.info)
            raise DeviceError(code, err.get("message", ""), reply)
        return reply

    def hello(self, timeout=3.0):
        info = self.request("hello", timeout=timeout)
        self.info = info
        if info.get("protocol") != PROTOCOL:
            raise VersionMismatch(info.get("protocol"), info)
        return info

    def events(self, after=0, game=None, limit=200):
        """Every event after `after` (follows `more`); returns (game, events, last)."""
        out = []
        while True:
            args = {"after": after, "limit": limit}
            if game is not None:
                args["game"] = game
            r = self.request("events", **args)
            out.extend(r["events"])
            if r["events"]:
                after = r["events"][-1]["seq"]
            if not r.get("more"):
                return r["game"], out, r.get("last", after)
            if not r["events"]:
                return r["game"], out, r.get("last", after)
