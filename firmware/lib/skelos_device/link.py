"""Device side of the serial protocol v1 (docs/protocol.md).

The stream is any object with ``readinto(buf)`` (returns the count read, 0
or None when nothing is waiting: usb_cdc.data with timeout=0) and
``write(data)``.  Requests are read into a fixed buffer, assembled into lines
of at most MAX_LINE bytes, parsed as JSON and dispatched through a table of
handlers on the app (``cmd_<name>``).  Nothing here blocks or raises out of
`poll`: a handler exception becomes error ``internal``.
"""

import json

PROTOCOL = 1
MAX_LINE = 1024
_READ = 256
_MAX_ID = 2147483647


class LinkError(Exception):
    """Raised by handlers: code, message and extra fields of the error object."""

    def __init__(self, code, message, extra=None):
        super().__init__(code)
        self.code = code
        self.message = message
        self.extra = extra


COMMANDS = ("hello", "state", "press", "act", "undo", "redo", "events", "scenarios",
            "upload_begin", "upload_chunk", "upload_end", "upload_abort", "select",
            "new_game", "config")


class Link:
    def __init__(self, stream, handler):
        self.stream = stream
        self.handler = handler
        self.rbuf = bytearray(_READ)
        self.line = bytearray()
        self.too_long = False
        self.table = {}
        for name in COMMANDS:
            self.table[name] = getattr(handler, "cmd_" + name)
        self.lost = 0       # replies the stream refused
        self.requests = 0

    # ------------------------------------------------------------ output
    def send(self, obj):
        if self.stream is None:
            return
        try:
            data = (json.dumps(obj) + "\n").encode("utf-8")
            n = self.stream.write(data)
            if n is not None and n < len(data):
                self.lost += 1
        except Exception:  # noqa: BLE001 - a host that does not read must not stop the loop
            self.lost += 1

    def push(self, kind, fields):
        msg = {"v": PROTOCOL, "push": kind}
        for k in fields:
            msg[k] = fields[k]
        self.send(msg)

    def error(self, rid, code, message, extra=None):
        err = {"code": code, "message": message}
        if extra:
            for k in extra:
                err[k] = extra[k]
        msg = {"v": PROTOCOL, "id": rid, "ok": False, "error": err}
        if code == "bad_version":
            msg["protocol"] = PROTOCOL
        self.send(msg)

    # ------------------------------------------------------------ input
    def poll(self):
        """Read what is waiting (never blocks) and answer complete lines."""
        if self.stream is None:
            return 0
        try:
            n = self.stream.readinto(self.rbuf)
        except Exception:  # noqa: BLE001
            return 0
        if not n:
            return 0
        buf = self.rbuf
        line = self.line
        for i in range(n):
            c = buf[i]
            if c == 10:
                if self.too_long:
                    self.too_long = False
                    self.error(None, "line_too_long", "request line longer than " + str(MAX_LINE) + " bytes")
                else:
                    if line and line[-1] == 13:
                        line.pop()
                    if line:
                        self.handle_line(bytes(line))
                line[:] = b""
            elif not self.too_long:
                if len(line) >= MAX_LINE - 1:
                    self.too_long = True
                    line[:] = b""
                else:
                    line.append(c)
        return n

    def handle_line(self, raw):
        self.requests += 1
        try:
            text = raw.decode("utf-8")
            req = json.loads(text)
        except Exception:  # noqa: BLE001 - UnicodeError, ValueError
            self.error(None, "bad_json", "not a UTF-8 JSON object")
            return
        if not isinstance(req, dict):
            self.error(None, "bad_json", "not a JSON object")
            return
        rid = req.get("id")
        if not isinstance(rid, int) or isinstance(rid, bool) or rid < 0 or rid > _MAX_ID:
            rid = None
        if req.get("v") != PROTOCOL or isinstance(req.get("v"), bool):
            self.error(rid, "bad_version", "this device speaks protocol " + str(PROTOCOL))
            return
        if rid is None:
            self.error(None, "bad_request", "id: must be an integer 0..2^31-1")
            return
        cmd = req.get("cmd")
        if not isinstance(cmd, str):
            self.error(rid, "bad_request", "cmd: must be a string")
            return
        fn = self.table.get(cmd)
        if fn is None:
            self.error(rid, "unknown_command", "no such command: " + cmd[:40])
            return
        try:
            result = fn(req)
        except LinkError as e:
            self.error(rid, e.code, e.message, e.extra)
            return
        except Exception as e:  # noqa: BLE001 - never crash the loop
            self.error(rid, "internal", "handler failed: " + repr(e)[:120])
            return
        reply = {"v": PROTOCOL, "id": rid, "ok": True}
        if result:
            for k in result:
                if k not in reply:  # a result never overwrites the envelope
                    reply[k] = result[k]
        self.send(reply)


def need(req, key, kind, default=None, required=True):
    """A typed field of a request or LinkError bad_request."""
    if key not in req:
        if required:
            raise LinkError("bad_request", key + ": is required")
        return default
    v = req[key]
    if kind is int:
        ok = isinstance(v, int) and not isinstance(v, bool)
    elif kind is float:
        ok = isinstance(v, (int, float)) and not isinstance(v, bool)
    else:
        ok = isinstance(v, kind)
    if not ok:
        raise LinkError("bad_request", key + ": wrong type")
    return v
