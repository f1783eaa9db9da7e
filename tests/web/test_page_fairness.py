"""The page server shares its connections between client addresses: slow or idle
connections from one address (127.0.0.2 and its neighbours: loopback addresses
standing for other devices on the Wi-Fi) never take the slots of the others, and a
slow request, or an idle kept-alive connection, is cut after the request's own
deadline, well before the socket's timeout.  Real sockets against the real server
(`skelos play` itself for the browser's case), and a real headless Chromium."""

import signal
import socket
import threading
import time

import pytest
from webhelp import start_play

from skelos_host.sim import SimDevice
from skelos_host.web import server as server_mod
from skelos_host.web.server import PageServer
from skelos_host.web.source import ClientSource

SLOW_HEADER = b"GET /api/state HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + b"a" * 4000


class SlowClient:
    """Holds up to `count` connections open from `address`, each sending its request one byte every
    `every` seconds, and opens a new one for each the server cuts or refuses; bounded: it stops when told,
    after `limit` seconds, or after `most` connections in all."""

    def __init__(self, port, address, count, every=0.3, limit=40.0, most=3000):
        self.port, self.address, self.count, self.every = port, address, count, every
        self.limit, self.most = limit, most
        self.stop = threading.Event()
        self.opened = 0
        self.open_now = 0          # its connections the server has neither cut nor refused
        self.thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.stop.set()
        self.thread.join(10)

    def _connect(self):
        s = socket.socket()
        s.bind((self.address, 0))
        s.setblocking(False)
        try:
            s.connect(("127.0.0.1", self.port))
        except BlockingIOError:
            pass
        self.opened += 1
        return [s, 0]

    def _run(self):
        end = time.monotonic() + self.limit
        socks = []
        try:
            while not self.stop.is_set() and time.monotonic() < end:
                while len(socks) < self.count and self.opened < self.most:
                    socks.append(self._connect())
                kept = []
                for s, sent in socks:
                    alive = True
                    try:
                        if s.recv(4096, socket.MSG_PEEK) is not None:    # an answer (503) or the end: cut
                            alive = False
                    except BlockingIOError:
                        pass
                    except OSError:
                        alive = False
                    if alive and sent < len(SLOW_HEADER):
                        try:
                            s.send(SLOW_HEADER[sent:sent + 1])
                            sent += 1
                        except BlockingIOError:
                            pass
                        except OSError:
                            alive = False
                    if alive:
                        kept.append([s, sent])
                    else:
                        s.close()
                socks = kept
                self.open_now = len(socks)
                self.stop.wait(self.every)
        finally:
            for s, _sent in socks:
                s.close()


def _wait(cond, timeout=10.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if cond():
            return True
        time.sleep(0.05)
    return False


def _get(port, path="/api/state", source="127.0.0.1", timeout=5):
    """The status line and body of one GET from `source`."""
    s = socket.socket()
    s.bind((source, 0))
    s.settimeout(timeout)
    s.connect(("127.0.0.1", port))
    try:
        s.sendall(b"GET %s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nConnection: close\r\n\r\n" % (path.encode(), port))
        data = b""
        while True:
            part = s.recv(65536)
            if not part:
                break
            data += part
    finally:
        s.close()
    return data.split(b"\r\n", 1)[0], data.partition(b"\r\n\r\n")[2]


def test_a_page_loads_in_chromium_while_another_address_holds_slow_connections(tmp_path, browser):
    """`skelos play`: 48 slow connections from 127.0.0.2, renewed as soon as they are cut or refused,
    more than the server's 32 slots; the page from 127.0.0.1 still loads whole, and goes live."""
    proc, url, _ = start_play(["--state-dir", str(tmp_path / "sim"), "--http-port", "0", "--no-log"])
    try:
        port = int(url.rstrip("/").rsplit(":", 1)[1])
        with SlowClient(port, "127.0.0.2", 48) as slow:
            assert _wait(lambda: slow.open_now >= server_mod.MAX_PER_ADDRESS), slow.open_now
            opened = slow.opened
            page = browser.new_page()
            page.goto(url)
            page.wait_for_function("document.querySelector('#conn').textContent === 'live'", timeout=20000)
            assert page.locator("#turn").inner_text().strip()      # the state drawn, not an error's JSON
            assert slow.open_now >= server_mod.MAX_PER_ADDRESS - 1 and slow.thread.is_alive()
            assert slow.opened > opened        # it kept trying through the load
    finally:
        proc.send_signal(signal.SIGINT)
        _out, err = proc.communicate(timeout=20)
    assert "Traceback" not in err, err


@pytest.fixture
def served(tmp_path):
    with SimDevice(tmp_path / "sim") as sim:
        source = ClientSource(sim.port)
        srv = PageServer(source, port=0).start()
        try:
            yield srv
        finally:
            srv.stop()
            source.close()


def test_slow_addresses_take_at_most_their_share_and_a_new_address_still_gets_in(served):
    """Four addresses with 16 slow connections each, twice the server's slots: each holds at most
    MAX_PER_ADDRESS; a fifth address, then 127.0.0.1, are answered at once (each takes the slot of a
    waiting connection of the address holding the most)."""
    port = served.httpd.server_address[1]
    clients = [SlowClient(port, "127.0.0.%d" % i, 16, limit=30.0, most=400) for i in (2, 3, 4, 5)]
    for c in clients:
        c.__enter__()
    try:
        assert _wait(lambda: sum(c.open_now for c in clients) >= server_mod.MAX_CONNECTIONS)
        for source in ("127.0.0.6", "127.0.0.1"):
            status, body = _get(port, source=source)
            assert status.endswith(b"200 OK"), (source, status, body[:200])
            assert b'"type": "state"' in body
        with served.httpd.conns_lock:
            held = dict(served.httpd.held)
        assert max(held.values()) <= server_mod.MAX_PER_ADDRESS, held
    finally:
        for c in clients:
            c.__exit__()


def test_one_address_cannot_hold_more_than_its_share(served):
    """48 slow connections from one address: at most MAX_PER_ADDRESS are served, the others get 503 at
    once, and the free slots answer another address."""
    port = served.httpd.server_address[1]
    with SlowClient(port, "127.0.0.2", 48, limit=30.0, most=600) as slow:
        assert _wait(lambda: slow.open_now >= server_mod.MAX_PER_ADDRESS)
        time.sleep(0.5)
        with served.httpd.conns_lock:
            assert served.httpd.held.get("127.0.0.2", 0) <= server_mod.MAX_PER_ADDRESS
        s = socket.socket()
        s.bind(("127.0.0.2", 0))
        s.settimeout(5)
        s.connect(("127.0.0.1", port))
        assert s.recv(4096).startswith(b"HTTP/1.1 503"), "one more from the same address is served"
        s.close()
        status, _body = _get(port, source="127.0.0.3")
        assert status.endswith(b"200 OK"), status



def test_a_browser_s_idle_kept_alive_connections_give_way_to_its_next_request(served):
    """A browser keeps its connections alive after their answers: with its whole share held that way (as
    six phones' pages from one computer do), its next connection takes the place of its oldest idle one
    instead of a 503, and it still holds at most MAX_PER_ADDRESS."""
    import http.client
    port = served.httpd.server_address[1]
    kept = []
    try:
        for _ in range(server_mod.MAX_PER_ADDRESS):
            c = http.client.HTTPConnection("127.0.0.1", port, timeout=5, source_address=("127.0.0.2", 0))
            c.request("GET", "/api/state")
            r = c.getresponse()
            r.read()
            assert r.status == 200
            kept.append(c)                       # kept alive: idle, waiting for its next request
        with served.httpd.conns_lock:
            assert served.httpd.held.get("127.0.0.2", 0) == server_mod.MAX_PER_ADDRESS
        status, body = _get(port, source="127.0.0.2")
        assert status.endswith(b"200 OK"), (status, body[:200])
        with served.httpd.conns_lock:
            assert served.httpd.held.get("127.0.0.2", 0) <= server_mod.MAX_PER_ADDRESS
    finally:
        for c in kept:
            c.close()

def test_a_slow_header_and_an_idle_connection_are_cut_before_the_socket_timeout(served):
    """With the server's own settings: a request trickled a byte at a time, and a kept-alive connection
    that asks nothing more, are both cut after REQUEST_TIMEOUT, long before TIMEOUT (which bounds one
    read or write)."""
    port = served.httpd.server_address[1]
    assert server_mod.REQUEST_TIMEOUT < server_mod.TIMEOUT
    s = socket.create_connection(("127.0.0.1", port))
    s.settimeout(0.2)
    t0 = time.monotonic()
    cut = None
    for ch in SLOW_HEADER:
        try:
            s.sendall(bytes([ch]))
            s.recv(4096)
            cut = time.monotonic() - t0
            break
        except TimeoutError:
            continue
        except OSError:
            cut = time.monotonic() - t0
            break
    s.close()
    assert cut is not None and cut < server_mod.TIMEOUT, cut
    s = socket.create_connection(("127.0.0.1", port))
    s.sendall(b"GET /api/state HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % port)
    s.settimeout(server_mod.TIMEOUT + 5)
    t0 = time.monotonic()
    data = b""
    try:
        while True:
            part = s.recv(65536)
            if not part:
                break
            data += part
    except ConnectionResetError:
        pass
    idle = time.monotonic() - t0
    s.close()
    assert data.startswith(b"HTTP/1.1 200")
    assert idle < server_mod.TIMEOUT, idle


def test_a_client_is_its_ipv4_address_or_its_ipv6_network():
    """One device, one share: an IPv6 client by its /64 (a device picks its temporary addresses there), an
    IPv4 client mapped into IPv6 as itself, link-local and loopback IPv6 addresses whole (every device's
    link-local address is in the same fe80::/64)."""
    key = server_mod.client_key
    assert key("192.168.1.20") == "192.168.1.20" and key("::ffff:192.168.1.20") == "192.168.1.20"
    assert key("2001:db8:1:2:aaaa::1") == key("2001:db8:1:2:bbbb::7") == "2001:db8:1:2::/64"
    assert key("2001:db8:1:3::1") != key("2001:db8:1:2::1")
    assert key("fe80::1%wlan0") == "fe80::1" and key("fe80::1") != key("fe80::2")
    assert key("::1") == "::1" and key("not an address") == "not an address"
