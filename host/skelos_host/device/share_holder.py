"""The holder's side of a shared board (share.py): the socket it listens on, its clients, and the board's
requests taken from each client's queue in turn."""

import collections
import os
import socket
import threading

from skelos_host.device.client import NOT_SENT, TIMED_OUT
from skelos_host.device.share_folder import peer, socket_path
from skelos_host.device.share_wire import MAX_REQUEST, VERSION, encode, error_reply, id_spans, parse_request
from skelos_host.device.transport import TransportError, take_line
from skelos_host.text.i18n import _

MAX_CLIENTS = 32
MAX_QUEUED = 16            # requests of one client waiting for the board; beyond, its socket is not read
MAX_BACKLOG = 8 * 1024 * 1024   # bytes waiting for a client that does not read: then it is cut off, told why
DROP_WAIT = 10.0           # a client cut off gets its last line if it reads within this time, else only the hang-up
ANSWER_WAIT = 3.0          # a closing holder waits this long for the replies it still expects


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
        self.send(encode(greeting))
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
        self.out.append(encode({"share": "dropped", "v": VERSION, "reason": "not_reading", "unread": unread,
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
                line = take_line(buf)
                if line is None:
                    if len(buf) >= MAX_REQUEST:
                        buf.clear()
                        discarding = True
                    break
                if discarding or len(line) + 1 > MAX_REQUEST:
                    discarding = False
                    self.send(encode(error_reply(None, "line_too_long", (MAX_REQUEST,))))
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
            cred = peer(sock)
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
                        sock.sendall(encode(full))
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
            conn.send(encode(refusal))
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
                conn.send(encode(error_reply(theirs, "line_too_long", (MAX_REQUEST,))))
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
                    conn.send(encode(reply))
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
            c.finish(encode(bye))
        for c, _bye in byes:
            c.writer.join(2)
        for hooks, fn in ((self.client.taps, self._push), (self.client.on_fail, self._link_lost)):
            if fn in hooks:
                hooks.remove(fn)


