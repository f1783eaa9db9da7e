"""The page server's connections: how many are served at once, each client address's share of them,
the live streams' own count and who gives way to whom, and the deadline of a request (the rules
listed in web/server.py's notes and docs/host.md, "The page server")."""

import ipaddress
import json
import queue
import socket
import sys
import threading
import time
from http.server import ThreadingHTTPServer

from skelos_host.text.i18n import N_, _
from skelos_host.web.fanout import LAG, drain

MAX_CONNECTIONS = 32       # connections served at once (streams apart)
MAX_STREAMS = 16           # live streams open at once; a new one ends the idlest or oldest
MAX_PER_ADDRESS = 16       # connections of one client address at once (streams apart)
TIMEOUT = 10.0             # seconds for any one read or write
REQUEST_TIMEOUT = 3.0      # seconds for a whole request (line, headers, body) to arrive, or the next one's wait
TOO_MANY = N_("too many connections to the page server; try again")


class LimitedServer(ThreadingHTTPServer):
    """ThreadingHTTPServer with a cap on connections and a deadline on each request."""

    daemon_threads = True
    request_queue_size = 128

    def __init__(self, address, handler, max_connections=MAX_CONNECTIONS, timeout=TIMEOUT,
                 max_streams=MAX_STREAMS, max_per_address=MAX_PER_ADDRESS, request_timeout=REQUEST_TIMEOUT):
        self.slots = threading.BoundedSemaphore(max_connections)
        self.deadline = min(timeout, request_timeout)
        self.conns = {}             # socket -> [phase, since, client key]
        self.conns_lock = threading.Lock()
        self.streams = {}           # socket -> its page's update queue, oldest first
        self.ranks = {}             # socket -> its stream's rank (Request.rank)
        self.unslotted = set()      # sockets that gave their connection slot back (streams, ended or not, and
                                    # connections cut for another client's)
        self.held = {}              # client key -> the connection slots its sockets hold
        self.max_per_address = max(1, min(max_per_address, max_connections))
        self.max_streams = max_streams
        self.reaper_stop = threading.Event()
        super().__init__(address, handler)
        host = address[0].lower()
        self.names = {"localhost", socket.gethostname().lower(), socket.gethostname().lower() + ".local",
                      (self.server_name or "").lower()}
        if host not in ("", "0.0.0.0", "::"):
            self.names.add(host)
        else:                       # served to the network: also the machine's full name
            self.names.add(socket.getfqdn().lower())
        self.reaper = threading.Thread(target=self._reap, name="skelos-page-reaper", daemon=True)
        self.reaper.start()

    def process_request(self, request, client_address):
        key = client_key(client_address[0])
        victim = None
        with self.conns_lock:
            mine = self.held.get(key, 0)
            if mine >= self.max_per_address:
                # its share full: the newcomer takes the slot of this address's own oldest connection kept
                # alive and idle (its browser's next request goes on the new one), else it is refused
                victim = self._own_waiting(key)
                taken = victim is not None
                if taken:
                    mine -= 1
            elif self.slots.acquire(blocking=False):
                taken = True
            else:
                victim = self._victim(mine)
                taken = victim is not None
            if taken:
                self.conns[request] = ["head", time.monotonic(), key]
                self.held[key] = mine + 1
        if not taken:
            self._refuse(request)
            return
        if victim is not None:          # it gave its slot to this one: its thread ends at once
            try:
                victim.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        t = threading.Thread(target=self.process_request_thread, args=(request, client_address),
                             name="skelos-page-conn", daemon=True)
        try:
            t.start()
        except RuntimeError:        # no thread to be had: like a full server
            self._forget(request)
            self._refuse(request)

    def process_request_thread(self, request, client_address):
        try:
            super().process_request_thread(request, client_address)
        finally:
            self._forget(request)

    def _forget(self, request):
        with self.conns_lock:
            c = self.conns.pop(request, None)
            self.streams.pop(request, None)
            self.ranks.pop(request, None)
            stream = request in self.unslotted
            self.unslotted.discard(request)
            if not stream and c is not None:
                self._unhold(c[2])
        if not stream:
            self.slots.release()       # (a stream gave its slot back when it started, a cut one to another)

    def _unhold(self, key):
        n = self.held.get(key, 0) - 1
        if n > 0:
            self.held[key] = n
        else:
            self.held.pop(key, None)

    def _own_waiting(self, key):
        """(Under conns_lock.)  The oldest connection of client `key` kept alive after a request and waiting
        for the next ("idle"), which gives its slot and its place in the client's share to a newcomer of the
        same client (None: there is none; a client's share of new silent connections is refused as before)."""
        best = None
        for r, (phase, since, k) in self.conns.items():
            if k == key and phase == "idle" and r not in self.unslotted:
                if best is None or since < best[0]:
                    best = (since, r)
        if best is None:
            return None
        victim = best[1]
        self.unslotted.add(victim)
        self.conns[victim][0] = "cut"
        return victim

    def _victim(self, mine):
        """(Under conns_lock, every slot taken.)  A connection still waiting for its request ("head" or
        "body": slow or idle) of the client that holds the most slots, its oldest, when that client
        holds more than mine + 1; it gives its slot to the newcomer (None: there is none)."""
        waiting = {}
        for r, (phase, since, key) in self.conns.items():
            if phase in ("head", "body", "idle") and r not in self.unslotted:
                if key not in waiting or since < waiting[key][0]:
                    waiting[key] = (since, r)
        if not waiting:
            return None
        key = max(waiting, key=lambda k: (self.held.get(k, 0), -waiting[k][0]))
        if self.held.get(key, 0) <= mine + 1:
            return None
        victim = waiting[key][1]
        self.unslotted.add(victim)
        self.conns[victim][0] = "cut"
        self._unhold(key)
        return victim

    def become_stream(self, request, q, rank=1):
        """`request` is a live stream from now on: it leaves the connections' count (plain requests always
        find a slot) for the streams' own; beyond max_streams, a stream of the lowest rank ends, the idlest
        of them (one whose page does not read: updates wait in its queue), else the oldest.  False (the
        new stream is refused) when every stream to end would be of a higher rank than the new one's:
        unpaired browsers on the Wi-Fi never cut the box's own screen nor a paired phone."""
        with self.conns_lock:
            if request not in self.conns or request in self.unslotted:
                return True
            over = len(self.streams) - self.max_streams + 1
            victims = []
            if over > 0:
                order = sorted(self.streams, key=lambda r: (self.ranks.get(r, 1), not self.streams[r].qsize()))
                chosen = order[:over]
                if any(self.ranks.get(r, 1) > rank for r in chosen):
                    return False
                victims = [(r, self.streams.pop(r)) for r in chosen]
                for r in chosen:
                    self.ranks.pop(r, None)
            self.streams[request] = q
            self.ranks[request] = rank
            self.unslotted.add(request)
            self._unhold(self.conns[request][2])
        self.slots.release()
        for victim, vq in victims:
            drain(vq)
            try:
                vq.put_nowait(LAG)     # its loop ends at once...
            except queue.Full:
                pass
            try:
                victim.shutdown(socket.SHUT_RDWR)   # ... even while it waits on a page that does not read
            except OSError:
                pass
        return True

    def _refuse(self, request):
        body = json.dumps({"error": TOO_MANY}).encode()
        try:
            request.settimeout(0.5)
            request.sendall(b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\n"
                            b"Content-Length: %d\r\nRetry-After: 1\r\nConnection: close\r\n\r\n" % len(body) + body)
        except OSError:
            pass
        self.shutdown_request(request)

    def phase(self, request, name):
        """Where a connection is: "head", "idle" and "body" must end within the deadline; "handle", "stream"
        need not."""
        with self.conns_lock:
            c = self.conns.get(request)
            if c is not None and c[0] != "cut":
                c[0], c[1] = name, time.monotonic()

    def _reap(self):
        """Cut the connections whose request has not arrived whole in time (slow or silent clients)."""
        while not self.reaper_stop.wait(min(0.25, self.deadline / 4)):
            now = time.monotonic()
            with self.conns_lock:
                late = [r for r, (phase, since, _key) in self.conns.items()
                        if phase in ("head", "body", "idle") and now - since > self.deadline]
            for r in late:
                try:
                    r.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    def handle_error(self, request, client_address):
        err = sys.exc_info()[1]
        if isinstance(err, OSError):     # the client went away or timed out: not the server's problem
            return
        sys.stderr.write(_("page server: a request from %(client)s failed: %(error)s")
                         % {"client": client_address[0], "error": repr(err)[:200]} + "\n")

    def server_close(self):
        self.reaper_stop.set()
        super().server_close()



def client_key(address):
    """Whose connection this is, for the shares of the connections: the client's IPv4 address (also when
    mapped into IPv6), an IPv6 client's /64 (a device picks its addresses within its network's /64),
    a link-local or loopback IPv6 address whole."""
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])
    except (ValueError, AttributeError):
        return str(address)
    if ip.version == 6:
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        if not (ip.is_link_local or ip.is_loopback):
            return str(ipaddress.ip_network((ip, 64), strict=False))
    return str(ip)

