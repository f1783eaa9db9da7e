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

This module is the client's side (and the finding of boards); where holders
listen is share_folder.py, the socket's lines share_wire.py, the holder's side
share_holder.py.
"""

import json
import os
import random
import select
import socket
import stat
import threading
import time

from skelos_host.device.client import PROTOCOL, Client, HolderGone
from skelos_host.device.share_folder import (ShareError, holder_label, peer, runtime_dir, shareable,
                                             socket_name, socket_path, sockets_folder)
from skelos_host.device.share_holder import Holder
from skelos_host.device.share_wire import MAX_ID, MAX_LINE, SHARE
from skelos_host.device.transport import Transport, TransportError, take_line
from skelos_host.text.i18n import _

RECOVER_WAIT = 10.0        # a client whose holder went away looks for the board this long
FIRST_DIBS = 1.0           # ... and leaves the port this long to a command that will share it
GREETING_WAIT = 2.0


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
            cred = peer(s)
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
            line = take_line(self._buf)
            if line is not None:
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
            line = take_line(self._buf)
            if line is not None:
                if line.startswith(SHARE):
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
        if not direct or os.path.lexists(os.path.join(sockets_folder(), socket_name(port))):   # (most often: no holder)
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
    rid = random.randrange(1, MAX_ID)
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



# ------------------------------------------------------------ discovery
def boards():
    """The greeting of every live holder of this user (sockets left by a holder that died are skipped)."""
    if not os.path.isdir(sockets_folder()):
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


__all__ = ["SocketTransport", "boards", "connect", "open_link", "reopen", "start_holder"]
