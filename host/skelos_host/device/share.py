"""One board, many clients: the first `skelos` process that opens a board shares it.

A board's port can be open in one program only.  The `skelos` process that
opens it for long (`play`, `sim`, `log`, `live`, `watch`) becomes its
*holder*: it listens on a Unix socket in the user's runtime folder
(`$XDG_RUNTIME_DIR/skelos/`, else `/tmp/skelos-UID/`, else, when another user
made that one first, `skelos/sockets` in the user's cache folder; the folder is
private to the user and the holder checks every peer's uid), one socket per port.
Every other `skelos` command finds the socket and talks protocol v1 through
it as if it were the port (docs/protocol.md, "Sharing a board"):

- the holder forwards each request with an id of its own and gives the reply
  back under the client's id, so ids of different clients never collide;
- each client's requests wait in a queue of their own (MAX_QUEUED at most:
  a client whose queue is full is not read until its queue has room, so it
  writes into its own socket and costs the others nothing), taken one client
  after the other; a client that hangs up takes its queue with it;
- a client that does not read its replies (MAX_BACKLOG bytes of them
  waiting) is cut off and told why: the replies it left are dropped, its
  last line is `{"share": "dropped", ...}` (sent when it reads again, within
  DROP_WAIT seconds), then the holder hangs up;
- requests are read with the board's own grammar first (no NaN, Infinity or
  out-of-range number: the board would answer without the id);
- every line the device pushes goes to every client;
- lines it cannot route (no valid id, not JSON, too long) are answered by the
  holder itself exactly as the device would answer them.

The holder's own lines start with `{"share":` and never reach the client's
protocol layer: a greeting when a client connects (port, kind, holder,
pid, clients), and `bye` before a holder that closes cleanly hangs up: by
then every request it forwarded has its reply, and `bye` lists any it could
not get (`unanswered`).  A client sends again what the holder never
forwarded; a request that may have reached the device is sent again only if
it changes nothing (`client.REPEATABLE`), else it fails with a message that
says so.  The client then finds the board again: through its next holder, or
on the port itself (and a holding command shares it in turn).  A
simulator's port is never opened again after its holder went away (the
pseudo-terminal's number may now be another program's terminal).
"""

import collections
import json
import math
import os
import random
import re
import select
import socket
import stat
import struct
import tempfile
import threading
import time
import zlib

from skelos_host.device.client import NOT_SENT, PROTOCOL, TIMED_OUT, Client, HolderGone
from skelos_host.text.i18n import _
from skelos_host.device.transport import Transport, TransportError

VERSION = 1                # of the holder's own lines
MAX_REQUEST = 1024         # the device's request line limit, newline included
MAX_LINE = 256 * 1024      # lines from the holder (as transport.MAX_LINE)
MAX_CLIENTS = 32
MAX_QUEUED = 16            # requests of one client waiting for the board; beyond, its socket is not read
FLOAT_MAX = 3.4028234663852886e38   # the board's floats are single precision: a larger number is out of range
MAX_BACKLOG = 8 * 1024 * 1024   # bytes waiting for a client that does not read: then it is cut off, told why
DROP_WAIT = 10.0           # a client cut off gets its last line if it reads within this time, else only the hang-up
ANSWER_WAIT = 3.0          # a closing holder waits this long for the replies it still expects
RECOVER_WAIT = 10.0        # a client whose holder went away looks for the board this long
FIRST_DIBS = 1.0           # ... and leaves the port this long to a command that will share it
GREETING_WAIT = 2.0
_SHARE = b'{"share":'
_MAX_ID = 2 ** 31 - 1


class ShareError(TransportError):
    """The sharing folder or a socket in it cannot be used (kind "share"), or no holder answers (kind "none")."""

    def __init__(self, message, hint=None, kind="share"):
        super().__init__(message, hint, kind)


# ------------------------------------------------------------ where holders listen
def _candidates():
    """The folders a holder's socket may be in, in order: the runtime folder, the temporary folder's
    skelos-UID, and the user's own cache (when another user made skelos-UID first: it is skipped)."""
    out = []
    base = os.environ.get("XDG_RUNTIME_DIR")
    if base and os.path.isabs(base) and os.path.isdir(base):
        out.append(os.path.join(base, "skelos"))
    out.append(os.path.join(tempfile.gettempdir(), "skelos-%d" % os.getuid()))
    import platformdirs

    out.append(os.path.join(platformdirs.user_cache_dir("skelos"), "sockets"))
    return out


def _status(path):
    """"private" (a folder of this user only), "missing", "squatted" (not this user's folder: a symlink,
    a file, or another user's folder, which this user must not trust and cannot take back) or "open"
    (this user's folder, but others may enter it)."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return "missing"
    except OSError:
        return "squatted"
    if not stat.S_ISDIR(st.st_mode) or st.st_uid != os.getuid():
        return "squatted"
    return "open" if st.st_mode & 0o077 else "private"


def _folder():
    """The folder where a holder of this user listens (the first candidate not squatted)."""
    cands = _candidates()
    for path in cands:
        if _status(path) != "squatted":
            return path
    return cands[-1]


def _name(port):
    real = os.path.realpath(port)
    readable = "".join(c if c.isalnum() else "-" for c in real.strip("/"))[:40]
    return "%s-%08x.sock" % (readable, zlib.crc32(real.encode("utf-8", "surrogateescape")))


def runtime_dir(create=False):
    """The user's private folder of holder sockets (created 0700 when `create`).  A candidate another
    user made first (squatted) is passed over for the next one: refused, never trusted, never fatal."""
    for path in _candidates():
        status = _status(path)
        if status == "missing" and create:
            try:
                os.makedirs(os.path.dirname(path), 0o700, exist_ok=True)
                os.mkdir(path, 0o700)
            except FileExistsError:
                pass
            except OSError:
                continue
            status = _status(path)
        if status == "squatted":
            continue
        if status == "missing":
            raise ShareError(_("no board is shared yet"), kind="none")
        if status == "open":
            raise ShareError(_("%s is not a private folder of this user: no board is shared through it") % path)
        return path
    raise ShareError(_("no private folder for the sockets of shared boards: %s are not this user's")
                     % ", ".join(_candidates()))


def shareable(port):
    return bool(port) and "://" not in port and hasattr(socket, "AF_UNIX")


def socket_path(port, create=False):
    """The socket of the holder of `port` (the same for every name of the port: its real path),
    named after it: /dev/pts/3 -> dev-pts-3-<crc32 of the path>.sock."""
    return os.path.join(runtime_dir(create), _name(port))


def _peer(sock):
    """(pid, uid) of the other end of a Unix socket, or None where the system does not tell."""
    if not hasattr(socket, "SO_PEERCRED"):
        return None
    pid, uid, _gid = struct.unpack("3i", sock.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED,
                                                         struct.calcsize("3i")))
    return pid, uid


def holder_label(greeting):
    """'skelos play (pid 1234)'."""
    return _("%(command)s (pid %(pid)s)") % {"command": greeting.get("holder") or "?", "pid": greeting.get("pid")}


# ------------------------------------------------------------ client side
class SocketTransport:
    """A Transport (write_line, read_line, cancel, close) on a holder's socket."""

    shared = True

    def __init__(self, path, port=None, timeout=GREETING_WAIT):
        self.path = path
        self.bye = None
        self.cut_off = None     # the holder's last line to a client it cut off for not reading
        self._buf = bytearray()
        self._cancelled = False
        self._wlock = threading.Lock()
        try:
            st = os.lstat(path)
        except FileNotFoundError:
            raise ShareError(_("nobody shares %s") % (port or path), kind="none") from None
        if not stat.S_ISSOCK(st.st_mode) or st.st_uid != os.getuid():
            raise ShareError(_("%s is not a socket of this user") % path)
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock = s
        try:
            s.settimeout(timeout)
            s.connect(path)
            cred = _peer(s)
            if cred is not None and cred[1] != os.getuid():
                raise ShareError(_("%s is held by another user") % path)
            line = self._read_raw(time.monotonic() + timeout)
            s.settimeout(None)
        except (ConnectionRefusedError, FileNotFoundError):
            s.close()     # a holder that died without a word left its socket: nobody holds the port
            raise ShareError(_("nobody shares %s") % (port or path), kind="none") from None
        except (OSError, ValueError) as e:
            s.close()
            raise ShareError(_("the holder of %(port)s does not answer: %(error)s")
                             % {"port": port or path, "error": e}, kind="none") from None
        except BaseException:
            s.close()
            raise
        try:
            greeting = json.loads(line.decode("utf-8")) if line else None
        except ValueError:
            greeting = None
        if not isinstance(greeting, dict) or greeting.get("share") not in ("hello", "refused"):
            s.close()
            raise ShareError(_("%s is not a Skelos board's holder") % path, kind="none")
        if greeting["share"] == "refused":
            s.close()
            err = ShareError(str(greeting.get("reason", "")), kind="busy")
            err.greeting = greeting
            raise err
        if cred is not None:
            greeting["pid"] = cred[0]        # the kernel's word, not the holder's
        self.holder = greeting
        self.url = greeting.get("port") or port or path

    # the holder's lines, read before the protocol starts
    def _read_raw(self, deadline):
        while True:
            i = self._buf.find(b"\n")
            if i >= 0:
                line = bytes(self._buf[:i])
                del self._buf[:i + 1]
                return line
            if len(self._buf) > MAX_LINE:
                raise ValueError("line too long")
            left = deadline - time.monotonic()
            if left <= 0:
                raise ValueError("no greeting")
            self.sock.settimeout(left)
            chunk = self.sock.recv(65536)
            if not chunk:
                return b""
            self._buf.extend(chunk)

    def write_line(self, data):
        try:
            with self._wlock:
                self.sock.sendall(data + b"\n")
        except OSError as e:
            raise TransportError(_("link to %(port)s lost while writing: %(error)s")
                                 % {"port": self.url, "error": e}, kind="closed") from None

    def read_line(self, timeout=0.1):
        deadline = time.monotonic() + timeout
        while not self._cancelled:
            i = self._buf.find(b"\n")
            if i >= 0:
                line = bytes(self._buf[:i])
                del self._buf[:i + 1]
                if line.startswith(_SHARE):
                    self._control(line)
                    continue
                return line.rstrip(b"\r")
            if len(self._buf) > MAX_LINE:
                self._buf.clear()
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            try:
                ready = select.select([self.sock], [], [], left)[0]
                if not ready:
                    return None
                chunk = self.sock.recv(65536)
            except (OSError, ValueError) as e:
                if self._cancelled:
                    return None
                raise TransportError(self.gone_message() + ": %s" % e, kind="closed") from None
            if not chunk:
                if self._cancelled:
                    return None
                raise TransportError(self.gone_message(), kind="closed")
            self._buf.extend(chunk)
        return None

    def _control(self, line):
        try:
            msg = json.loads(line.decode("utf-8"))
        except ValueError:
            return
        if isinstance(msg, dict) and msg.get("share") == "bye":
            self.bye = msg
        elif isinstance(msg, dict) and msg.get("share") == "dropped":
            self.cut_off = msg

    def gone_message(self):
        values = {"holder": holder_label(self.holder), "port": self.url}
        if self.cut_off is not None:
            unread = self.cut_off.get("unread")
            return _("%(holder)s cut this program off the board on %(port)s: it left %(unread)s bytes of replies "
                     "unread") % dict(values, unread=unread if isinstance(unread, int) else "?")
        if self.bye is not None:
            return _("%(holder)s stopped sharing the board on %(port)s") % values
        return _("%(holder)s, which shared the board on %(port)s, went away") % values

    def lost_request_message(self, cmd):
        return (_("%(holder)s went away while the device was answering `%(cmd)s`: it may or may not have been "
                  "done (skelos status shows the board)") % {"holder": holder_label(self.holder), "cmd": cmd})

    def cancel(self):
        self._cancelled = True
        try:
            self.sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass


def open_link(port, direct=True, wait=3.0):
    """The board at `port`: through its holder if one answers, else (if `direct`) the port itself.
    A busy port is tried again for `wait` seconds: a holder that has just opened the port shares it
    only after its own `hello` round trip, which a loaded machine can stretch well past half a second."""
    if not shareable(port):
        return Transport(port)
    deadline = time.monotonic() + wait
    while True:
        if not direct or os.path.lexists(os.path.join(_folder(), _name(port))):   # (most often: no holder)
            try:
                return SocketTransport(socket_path(port), port)
            except ShareError as e:
                if e.kind == "busy" or not direct:
                    raise
                # "none": nobody shares it; "share": the folder is unusable, so nobody shares it through it
        try:
            return Transport(port)
        except TransportError as e:
            if e.kind != "busy" or time.monotonic() > deadline:
                raise
        time.sleep(0.05)


def connect(port, on_push=None, serve=None, kind=None, extra=None, hello=True):
    """A protocol Client to the board at `port` (discovery.choose_port finds the only one), through the
    process that shares it, else on the port itself.  `serve` ("skelos log"...) makes this process share the
    board when it opens the port itself, and take the board over when its holder goes away; `kind`
    and `extra` describe the board to the others (`kind` "simulator": see the module's doc)."""
    transport = open_link(port)
    c = Client(transport, on_push=on_push)
    c.port = port
    c.serve = serve
    c.kind = kind
    c.extra = extra or {}
    if shareable(port):
        c.reopen = reopen
        c.after_reopen = _after_reopen
    try:
        if hello:
            c.hello()
        if serve and not getattr(transport, "shared", False):
            start_holder(c)
    except BaseException:
        c.close()
        raise
    return c


def _kind_of(port):
    from skelos_host.device.usbports import data_ports

    real = os.path.realpath(port)
    return "usb" if any(os.path.realpath(dev) == real for dev, _d, _s in data_ports()) else "port"


def start_holder(client):
    """Share the board `client` holds with every other skelos command (client.serve names this process)."""
    if client.holder is None and shareable(client.port):
        kind = client.kind or _kind_of(client.port)
        client.holder = Holder(client, client.port, client.serve, kind, client.extra)
    return client.holder


def _after_reopen(client):
    """A serving client that took the port itself after its holder went away shares it in turn."""
    if client.serve and not getattr(client.transport, "shared", False):
        start_holder(client)


def _handshake(t, timeout=3.0):
    """`hello` on a raw transport: the info, or TransportError."""
    rid = random.randrange(1, _MAX_ID)
    t.write_line(json.dumps({"v": PROTOCOL, "id": rid, "cmd": "hello"}, separators=(",", ":")).encode())
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        line = t.read_line(max(0.01, deadline - time.monotonic()))
        if not line:
            continue
        try:
            msg = json.loads(line.decode("utf-8"))
        except ValueError:
            continue
        if isinstance(msg, dict) and msg.get("id") == rid:
            if msg.get("ok") and msg.get("protocol") == PROTOCOL:
                return msg
            break
    raise TransportError(_("no answer to hello on %s") % getattr(t, "url", "?"), kind="io")


def reopen(client):
    """The transport to `client`'s board after its holder went away (called on the client's reader thread):
    the board's next holder, or the port itself if the board is not a simulator.  The board must be the
    same (its serial).  A client that serves takes the port at once and shares it; the others leave it
    to such a client for FIRST_DIBS seconds."""
    old = client.transport.holder
    port = client.port
    simulator = old.get("kind") == "simulator"
    start = time.monotonic()
    last = None
    while True:
        t = None
        try:
            t = SocketTransport(socket_path(port), port)
        except TransportError as e:
            last = e
            direct = not simulator and (client.serve or time.monotonic() - start >= FIRST_DIBS)
            if direct:
                try:
                    t = Transport(port)
                except TransportError as e2:
                    last = e2
        if t is not None:
            try:
                info = _handshake(t)
                if client.info and info.get("serial") != client.info.get("serial"):
                    raise TransportError(_("another board answers on %s now") % port, kind="io")
            except TransportError as e:
                t.close()
                last = e
                t = None
        if t is not None:
            client.info = info
            if not client.kind:
                client.kind = old.get("kind")
            return t
        if simulator or time.monotonic() - start > RECOVER_WAIT:
            what = _("the simulator stopped") if simulator else str(last).splitlines()[0]
            raise HolderGone(_("%(holder)s stopped sharing the board on %(port)s and the board cannot be "
                               "reached: %(reason)s") % {"holder": holder_label(old), "port": port, "reason": what},
                             kind="closed")
        time.sleep(0.1)


# ------------------------------------------------------------ holder side
def _error_reply(rid, code, args=()):
    """The error reply the device gives: a code and the arguments its text needs (docs/protocol.md)."""
    err = {"code": code}
    if args:
        err["args"] = list(args)
    msg = {"v": PROTOCOL, "id": rid, "ok": False, "error": err}
    if code == "bad_version":
        msg["protocol"] = PROTOCOL
    return msg


class _BadNumber(ValueError):
    pass


def _constant(name):
    raise _BadNumber(name)          # NaN, Infinity, -Infinity: not JSON, and not the board's json


def _float(text):
    v = float(text)
    if not math.isfinite(v) or abs(v) > FLOAT_MAX:
        raise _BadNumber(text)      # 1e400: out of the board's range
    return v


_STRICT = json.JSONDecoder(parse_constant=_constant, parse_float=_float, strict=False)
_LENIENT = json.JSONDecoder(strict=False)
_WS = re.compile(r"[ \t\n\r]*")


def _valid_id(rid):
    return isinstance(rid, int) and not isinstance(rid, bool) and 0 <= rid <= _MAX_ID


def parse_request(raw):
    """(request dict, None) when it can be forwarded, or (None, the reply to give).  A request is read with
    the board's own grammar: ASCII JSON, no NaN or Infinity, no number beyond the board's floats (CPython's
    json takes them, the board's does not: it would answer without the request's id, and the asker would
    wait in vain).  Such a request is answered here, under its id when it has one."""
    if not raw.isascii():
        return None, _error_reply(None, "bad_json", ("ascii",))
    text = raw.decode("ascii")
    try:
        req = _STRICT.decode(text)
    except _BadNumber:
        try:
            rid = _LENIENT.decode(text).get("id")
        except (ValueError, AttributeError):
            rid = None
        return None, _error_reply(rid if _valid_id(rid) else None, "bad_json", ("number",))
    except (ValueError, RecursionError):
        return None, _error_reply(None, "bad_json")
    if not isinstance(req, dict):
        return None, _error_reply(None, "bad_json")
    rid = req.get("id")
    if _valid_id(rid):
        return req, None
    if req.get("v") != PROTOCOL or isinstance(req.get("v"), bool):
        return None, _error_reply(None, "bad_version", (PROTOCOL,))
    return None, _error_reply(None, "bad_request", ("id",))


def id_spans(text):
    """[(start, end)] of the value of every top-level "id" member of the JSON object `text` (a request
    parse_request took), or None when it is not one."""
    spans = []
    try:
        i = _WS.match(text, 0).end()
        if text[i:i + 1] != "{":
            return None
        i = _WS.match(text, i + 1).end()
        if text[i:i + 1] == "}":
            return spans
        while True:
            if text[i:i + 1] != '"':
                return None
            key, i = json.decoder.scanstring(text, i + 1, False)
            i = _WS.match(text, i).end()
            if text[i:i + 1] != ":":
                return None
            i = _WS.match(text, i + 1).end()
            _v, end = _LENIENT.raw_decode(text, i)
            if key == "id":
                spans.append((i, end))
            i = _WS.match(text, end).end()
            c = text[i:i + 1]
            if c == "}":
                return spans
            if c != ",":
                return None
            i = _WS.match(text, i + 1).end()
    except (ValueError, RecursionError):
        return None


def _line(msg):
    return (json.dumps(msg) + "\n").encode("utf-8")


class _Conn:
    """One client of a holder: a reader thread (requests in) and a writer thread (replies and pushes out)."""

    def __init__(self, holder, sock, pid):
        self.holder = holder
        self.sock = sock
        self.pid = pid
        self.inflight = {}      # our id -> the client's id (guarded by the holder's lock)
        self.queue = collections.deque()    # (the client's id, request, its text) not yet given to the board
        self.cv = threading.Condition()
        self.out = collections.deque()
        self.queued = 0
        self.finishing = False
        self.dead = False
        self.cut_off = False    # cut off for not reading its replies
        self.active = False     # it has asked something
        self.writer = threading.Thread(target=self._write, name="skelos-share-out", daemon=True)
        self.reader = threading.Thread(target=self._read, name="skelos-share-in", daemon=True)

    def start(self, greeting):
        self.send(_line(greeting))
        self.writer.start()
        self.reader.start()

    def send(self, data):
        with self.cv:
            if self.dead or self.finishing:
                return
            if self.queued + len(data) > MAX_BACKLOG:   # it does not read: cut it off, and say why
                self._drop(self.queued + len(data))
                return
            self.out.append(data)
            self.queued += len(data)
            self.cv.notify()

    def _drop(self, unread):
        """Called with `cv` held: what waits for it is dropped, its last line says why, then the holder hangs up
        (at once if it does not read again within DROP_WAIT)."""
        self.cut_off = True
        self.out.clear()
        self.queued = 0
        self.out.append(_line({"share": "dropped", "v": VERSION, "reason": "not_reading", "unread": unread,
                               "max_backlog": MAX_BACKLOG}))
        self.finishing = True
        self.cv.notify()
        timer = threading.Timer(DROP_WAIT, self._shut)
        timer.daemon = True
        timer.start()

    @property
    def closed(self):
        """Gone, or going: nothing more of it is forwarded."""
        return self.dead or self.finishing

    def finish(self, last):
        """Send `last` after what is queued, then hang up."""
        with self.cv:
            if not self.dead and not self.finishing:
                self.out.append(last)
            self.finishing = True
            self.cv.notify()

    def _shut(self):
        try:
            self.sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    def _write(self):
        while True:
            with self.cv:
                while not self.out and not self.finishing and not self.dead:
                    self.cv.wait()
                if self.dead:
                    break
                if not self.out:
                    break           # finishing, all sent
                data = self.out.popleft()
                self.queued -= len(data)
            try:
                self.sock.sendall(data)
            except OSError:
                with self.cv:
                    self.dead = True
                break
        self._shut()
        self.holder._gone(self)
        try:
            self.sock.close()
        except OSError:
            pass

    def _read(self):
        buf = bytearray()
        discarding = False
        while True:
            try:
                chunk = self.sock.recv(4 * MAX_REQUEST)     # (little at a time: its queue is read as it drains)
            except OSError:
                chunk = b""
            if not chunk:
                break
            buf.extend(chunk)
            while True:
                i = buf.find(b"\n")
                if i < 0:
                    if len(buf) >= MAX_REQUEST:
                        buf.clear()
                        discarding = True
                    break
                line = bytes(buf[:i])
                del buf[:i + 1]
                if discarding or len(line) + 1 > MAX_REQUEST:
                    discarding = False
                    self.send(_line(_error_reply(None, "line_too_long", (MAX_REQUEST,))))
                    continue
                line = line.rstrip(b"\r")
                if line.strip():
                    if not self.holder._room(self):
                        return      # going: its writer says the last word and hangs up
                    self.holder._request(self, line)
        self.holder._gone(self)


class Holder:
    """Shares the board `client` holds (on `port`) through a Unix socket until closed."""

    def __init__(self, client, port, command, kind, extra=None):
        self.client = client
        self.port = port
        self.command = command
        self.kind = kind
        self.extra = dict(extra or {})
        self.lock = threading.Condition()
        self.conns = []
        self.closing = False
        self.served = 0
        self.turns = collections.deque()     # clients with requests waiting, in turn (round robin)
        self.forwarding = 0                  # requests given to the board and not yet answered (at most 1)
        self.path = socket_path(port, create=True)
        tmp = "%s.%d.tmp" % (self.path[:-len(".sock")], os.getpid())
        if os.path.lexists(tmp):
            os.unlink(tmp)
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            self.sock.bind(tmp)
            os.chmod(tmp, 0o600)
            self.sock.listen(MAX_CLIENTS)
            os.replace(tmp, self.path)   # whoever finds the socket finds it listening
            self._ino = os.stat(self.path).st_ino
        except OSError:
            self.sock.close()
            if os.path.lexists(tmp):
                os.unlink(tmp)
            raise
        client.taps.append(self._push)
        client.on_fail.append(self._link_lost)
        self.thread = threading.Thread(target=self._accept, name="skelos-share", daemon=True)
        self.thread.start()

    def greeting(self):
        users = [c for c in self.conns if c.active]     # (not the ones that only look, as `devices` does)
        g = {"share": "hello", "v": VERSION, "port": self.port, "kind": self.kind, "holder": self.command,
             "pid": os.getpid(), "clients": len(users), "client_pids": [c.pid for c in users]}
        for k, v in self.extra.items():
            g.setdefault(k, v)
        return g

    def _accept(self):
        while True:
            try:
                sock, _addr = self.sock.accept()
            except OSError:
                return
            cred = _peer(sock)
            if cred is not None and cred[1] != os.getuid():
                sock.close()            # only this user reaches the board
                continue
            with self.lock:
                if self.closing:
                    sock.close()
                    return
                if len(self.conns) >= MAX_CLIENTS:
                    full = {"share": "refused", "v": VERSION, "busy": True, "port": self.port, "kind": self.kind,
                            "holder": self.command, "pid": os.getpid(), "clients": len(self.conns),
                            "reason": _("the board is busy (%(n)d clients): %(holder)s already shares %(port)s "
                                        "with %(n)d clients; try again when one of them has finished")
                            % {"holder": self.command, "port": self.port, "n": MAX_CLIENTS}}
                    try:
                        sock.sendall(_line(full))
                    except OSError:
                        pass
                    sock.close()
                    continue
                conn = _Conn(self, sock, cred[0] if cred else None)
                greeting = self.greeting()      # `clients`: the others that use the board
                self.conns.append(conn)
                self.served += 1
                conn.start(greeting)

    def _room(self, conn):
        """Wait (on conn's reader) until conn's queue has room: a client whose queue is full is not read, so
        one that writes without end fills its own socket and takes no more of the holder's time than its turns.
        False when the client or the holder is going."""
        with self.lock:
            self.lock.wait_for(lambda: len(conn.queue) < MAX_QUEUED or conn.closed or self.closing)
            return not (conn.closed or self.closing)

    def _request(self, conn, raw):
        conn.active = True
        req, refusal = parse_request(raw)
        if refusal is not None:
            conn.send(_line(refusal))
            return
        theirs = req["id"]
        with self.lock:
            if self.closing or conn.closed:
                return      # never forwarded: the client sends it to the board's next holder
            conn.queue.append((theirs, req, raw.decode("ascii")))
            if conn not in self.turns:
                self.turns.append(conn)
            self._pump()

    def _pump(self):
        """Give the board the next request, one client after the other (called with the lock held)."""
        while self.forwarding < 1 and self.turns and not self.closing:
            conn = self.turns.popleft()
            if conn.closed or not conn.queue:
                continue
            theirs, req, text = conn.queue.popleft()
            self.lock.notify_all()              # its reader may read again
            if conn.queue:
                self.turns.append(conn)         # its next one after the others' turns
            try:
                # the line as the client wrote it, our id in place of its own: never longer than it was
                ours = self.client.forward(req, lambda o, reply, c=conn, t=theirs: self._answer(c, t, o, reply),
                                           text=text, spans=id_spans(text))
            except ValueError:
                conn.send(_line(_error_reply(theirs, "line_too_long", (MAX_REQUEST,))))
                continue
            except TransportError:
                return      # the link is down: not forwarded, the holder closes and says so
            conn.inflight[ours] = theirs
            self.forwarding += 1

    def _answer(self, conn, theirs, ours, reply):
        with self.lock:
            self.forwarding = max(0, self.forwarding - 1)
            if reply is not None:               # None: link lost: stays in flight, listed in `bye`
                conn.inflight.pop(ours, None)   # NOT_SENT: the client sends it to the next holder
                if reply is not TIMED_OUT and reply is not NOT_SENT:   # (no reply: the client's own wait ends)
                    reply["id"] = theirs
                    conn.send(_line(reply))
            self._pump()
            self.lock.notify_all()

    def _push(self, raw):
        data = raw + b"\n"
        with self.lock:
            conns = list(self.conns)
        for c in conns:
            c.send(data)

    def _gone(self, conn):
        with self.lock:
            conn.queue.clear()                  # what it asked and the board did not see yet: dropped
            if conn in self.turns:
                self.turns.remove(conn)
            if conn in self.conns:
                self.conns.remove(conn)
            with conn.cv:
                conn.dead = True
                conn.cv.notify()
            self.lock.notify_all()              # (its reader, waiting for room, stops)

    def _link_lost(self, err):
        threading.Thread(target=self.close, kwargs={"wait": False, "reason": str(err).splitlines()[0]},
                         name="skelos-share-close", daemon=True).start()

    @property
    def clients(self):
        with self.lock:
            return len(self.conns)

    def close(self, wait=True, reason=None):
        """Stop sharing: answer what was forwarded (up to ANSWER_WAIT), tell every client `bye`, hang up."""
        with self.lock:
            if self.closing:
                return
            self.closing = True
            self.lock.notify_all()            # readers waiting for room stop
        try:
            if os.stat(self.path).st_ino == self._ino:
                os.unlink(self.path)          # new clients look for the next holder
        except OSError:
            pass
        try:
            self.sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.sock.close()
        with self.lock:
            if wait and self.client.error is None:
                self.lock.wait_for(lambda: not any(c.inflight for c in self.conns), ANSWER_WAIT)
            conns = list(self.conns)
            byes = [(c, {"share": "bye", "v": VERSION, "reason": reason or "closing",
                         "unanswered": sorted(set(c.inflight.values()))}) for c in conns]
        for c, bye in byes:
            c.finish(_line(bye))
        for c, _bye in byes:
            c.writer.join(2)
        for hooks, fn in ((self.client.taps, self._push), (self.client.on_fail, self._link_lost)):
            if fn in hooks:
                hooks.remove(fn)


# ------------------------------------------------------------ discovery
def boards():
    """The greeting of every live holder of this user (sockets left by a holder that died are skipped)."""
    if not os.path.isdir(_folder()):
        return []                       # (no board was ever shared here: no need to say why in words)
    try:
        folder = runtime_dir()
    except ShareError:
        return []
    out = []
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".sock"):
            continue
        try:
            t = SocketTransport(os.path.join(folder, name), timeout=1.0)
        except ShareError as e:
            g = getattr(e, "greeting", None)
            if e.kind == "busy" and isinstance(g, dict) and isinstance(g.get("port"), str):
                out.append(dict(g, busy=True))      # it is there, and busy: said so when it is used
            continue
        except TransportError:
            continue
        t.close()
        out.append(t.holder)
    return out


__all__ = ["Holder", "SocketTransport", "ShareError", "boards", "connect", "open_link", "reopen", "runtime_dir",
           "socket_path", "holder_label"]
