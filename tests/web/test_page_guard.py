"""The page server against other origins and misbehaving clients, with real
HTTP requests to the real server over a simulated board (and a real headless
Chromium for a foreign page): presses only from the page's own origin and host;
connections capped; slow or silent clients timed out; memory bounded with
readers that never read; no traceback on the console."""

import http.client
import http.server
import json
import os
import signal
import socket
import threading
import time

import pytest
from webhelp import start_play

from skelos_host.sim import SimDevice
from skelos_host.web.server import PageServer
from skelos_host.web.source import ClientSource


def wait_until(cond, timeout=5.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if cond():
            return
        time.sleep(0.02)
    raise AssertionError("timed out")


@pytest.fixture
def board(tmp_path):
    with SimDevice(tmp_path / "sim") as sim:
        yield sim


@pytest.fixture
def server(board):
    source = ClientSource(board.port)
    srv = PageServer(source, port=0, max_connections=8, timeout=1.0).start()
    yield srv
    srv.stop()
    source.close()


def _port(srv):
    return srv.httpd.server_address[1]


def request(srv, method, path, headers=None, body=b"", host=None, timeout=5):
    """(status, parsed JSON or raw bytes) of one request with exactly these headers."""
    port = _port(srv)
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        c.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
        c.putheader("Host", host if host is not None else "127.0.0.1:%d" % port)
        for k, v in (headers or {}).items():
            c.putheader(k, v)
        if body or method == "POST":
            c.putheader("Content-Length", str(len(body)))
        c.endheaders(body or None)
        r = c.getresponse()
        data = r.read()
        try:
            return r.status, json.loads(data)
        except ValueError:
            return r.status, data
    finally:
        c.close()


def press(srv, headers=None, host=None, body=b'{"button": "turn"}'):
    h = {"Content-Type": "application/json"}
    h.update(headers or {})
    return request(srv, "POST", "/api/press", h, body, host=host)


# ---------------------------------------------------------------- case: other origins

def test_presses_from_another_origin_or_host_are_refused(board, server):
    port = _port(server)
    own = "http://127.0.0.1:%d" % port
    seq = board.snapshot()["seq"]
    refusals = [
        press(server, {"Origin": "http://evil.example", "Content-Type": "text/plain"}),
        press(server, {"Origin": "http://evil.example"}),
        press(server, {"Origin": "http://127.0.0.1:%d" % (port + 1)}),
        press(server, {"Origin": "null"}),
        press(server, {"Sec-Fetch-Site": "cross-site"}),
        press(server, {"Origin": own, "Content-Type": "text/plain"}),          # a form or a no-cors fetch
        press(server, {"Origin": own, "Content-Type": "application/x-www-form-urlencoded"}),
        press(server, {"Origin": "http://evil.example:%d" % port}, host="evil.example:%d" % port),  # rebinding
        press(server, host="127.0.0.1:1"),
        press(server, host=""),
    ]
    for status, body in refusals:
        assert status in (403, 415, 421), (status, body)
        assert isinstance(body, dict) and body.get("error"), body
    assert board.snapshot()["seq"] == seq
    # a foreign Host gets nothing at all (DNS rebinding reads the state otherwise)
    for path in ("/", "/api/state", "/api/i18n", "/app.js"):
        status, _ = request(server, "GET", path, host="evil.example:%d" % port)
        assert status == 421, path
    status, _ = request(server, "GET", "/api/stream", {"Origin": "http://evil.example"})
    assert status == 403
    # the page's own origin, under each of its names, and a client that sends no Origin (curl)
    for host, origin in (("127.0.0.1:%d" % port, own), ("localhost:%d" % port, "http://localhost:%d" % port),
                         ("127.0.0.1:%d" % port, None)):
        status, body = press(server, {"Origin": origin, "Sec-Fetch-Site": "same-origin"} if origin else {},
                             host=host)
        assert status == 200 and "accepted" in body, body
    assert board.snapshot()["seq"] > seq


EVIL = """<!doctype html><title>start</title>
<form id=f method=post enctype=text/plain action="http://127.0.0.1:{port}/api/press" target=sink>
<input name='{{"button":"turn","x":"' value='"}}'></form><iframe name=sink></iframe>
<script>
const url = "http://127.0.0.1:{port}/api/press";
(async () => {{
  const results = [];
  for (const opts of [
    {{method: "POST", mode: "no-cors", headers: {{"Content-Type": "text/plain"}}, body: '{{"button": "turn"}}'}},
    {{method: "POST", mode: "cors", headers: {{"Content-Type": "application/json"}}, body: '{{"button": "turn"}}'}},
  ]) {{
    try {{ await fetch(url, opts); results.push("sent"); }} catch (e) {{ results.push("blocked"); }}
  }}
  document.getElementById("f").submit();
  setTimeout(() => {{ document.title = "done " + results.join(","); }}, 1500);
}})();
</script>"""


def test_a_page_of_another_origin_in_a_real_browser_cannot_press(board, server, browser, tmp_path):
    (tmp_path / "evil.html").write_text(EVIL.format(port=_port(server)))
    handler = type("Quiet", (http.server.SimpleHTTPRequestHandler,), {"log_message": lambda *a: None})
    evil = http.server.ThreadingHTTPServer(("127.0.0.1", 0), lambda *a: handler(*a, directory=str(tmp_path)))
    threading.Thread(target=evil.serve_forever, daemon=True).start()
    try:
        seq = board.snapshot()["seq"]
        page = browser.new_page()
        page.goto("http://127.0.0.1:%d/evil.html" % evil.server_address[1])
        page.wait_for_function("document.title.startsWith('done')", timeout=15000)
        time.sleep(0.5)
        assert board.snapshot()["seq"] == seq, page.title()
        # the page itself, from its own origin, still presses
        own = browser.new_page()
        own.goto(server.url)
        own.wait_for_function("document.querySelector('#conn').textContent === 'live'")
        own.click("#buttons button[data-button=turn]")
        wait_until(lambda: board.snapshot()["seq"] == seq + 1)
    finally:
        evil.shutdown()
        evil.server_close()


# ---------------------------------------------------------------- case: misbehaving clients

def _page_queues(server):
    """The hub's queues of pages' streams (a side of the table, the heroes', follows the hub with one of its own)."""
    own = {id(getattr(side, "watching", None)) for side in server.sides.values()}
    with server.hub.lock:
        return [q for q in server.hub.queues if id(q) not in own]


def _server_threads():
    """The page server's connection threads (named by the server; socketserver's own name otherwise)."""
    return sum(1 for t in threading.enumerate()
               if t.name == "skelos-page-conn" or "process_request_thread" in t.name)


def test_connections_are_capped_and_silent_ones_timed_out(board):
    source = ClientSource(board.port)
    server = PageServer(source, port=0, max_connections=8, timeout=3.0).start()   # time to open 40 sockets
    try:
        _capped_and_timed_out(server)
    finally:
        server.stop()
        source.close()


def _capped_and_timed_out(server):
    silent = []
    for _ in range(40):                          # connect, send nothing (or half a request line)
        s = socket.create_connection(("127.0.0.1", _port(server)))
        s.sendall(b"GET /api/sta")
        silent.append(s)
    time.sleep(0.3)
    assert _server_threads() <= 8, _server_threads()         # no thread per socket beyond the cap
    refused = 0
    for s in silent:
        s.settimeout(5)
        try:
            data = s.recv(4096)
        except (TimeoutError, ConnectionResetError):
            data = b""
        refused += data.startswith(b"HTTP/1.1 503")
    assert refused >= 40 - 8
    # the ones served are closed after the timeout; then the server answers again
    for s in silent:
        s.settimeout(5)
        try:
            while s.recv(4096):
                pass
        except (TimeoutError, ConnectionResetError):
            pytest.fail("a silent connection was kept open")
        s.close()
    wait_until(lambda: _server_threads() == 0, timeout=5)
    assert request(server, "GET", "/api/state")[0] == 200


def test_a_trickled_request_is_timed_out_as_a_whole(server):
    """One header byte every 0.1 s: each read is quick, the request never ends; it is cut."""
    s = socket.create_connection(("127.0.0.1", _port(server)))
    s.settimeout(0.1)
    t0 = time.monotonic()
    cut = None
    for ch in b"GET /api/state HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + b"a" * 300:
        try:
            s.sendall(bytes([ch]))
            s.recv(4096)                 # an answer (408) or the end of the connection
            cut = time.monotonic() - t0
            break
        except TimeoutError:
            continue
        except OSError:
            cut = time.monotonic() - t0
            break
    s.close()
    assert cut is not None and cut < 5, cut
    wait_until(lambda: _server_threads() == 0, timeout=5)


def test_a_body_shorter_than_its_length_does_not_hang_a_handler(server):
    s = socket.create_connection(("127.0.0.1", _port(server)))
    s.sendall(b"POST /api/press HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nContent-Type: application/json\r\n"
              b"Content-Length: 100\r\n\r\n{\"button\": " % _port(server))
    s.settimeout(5)
    data = s.recv(4096)
    assert data == b"" or data.startswith(b"HTTP/1.1 408"), data
    s.close()
    wait_until(lambda: _server_threads() == 0, timeout=5)


def test_a_deeply_nested_body_gets_a_json_error(server):
    for body in (b"[" * 3000 + b"]" * 3000, b'{"button": ' + b"[" * 1000 + b"]" * 1000 + b"}"):
        status, reply = press(server, body=body[:4096])
        assert status == 400 and "error" in reply, reply
    status, reply = press(server, body=b"x" * 5000)
    assert status == 413


def test_readers_that_never_read_keep_memory_bounded(server, board):
    clients = []
    for _ in range(6):
        s = socket.socket()
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        s.connect(("127.0.0.1", _port(server)))
        s.sendall(b"GET /api/stream HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % _port(server))
        clients.append(s)
    wait_until(lambda: len(_page_queues(server)) == 6)
    big = {"type": "state", "state": {"pad": "x" * 20000}, "recent": [], "readonly": False}
    peak = 0
    for _ in range(1500):
        server.hub.broadcast(big)
        peak = max([peak] + [q.qsize() for q in _page_queues(server)])
    from skelos_host.web.server import MAX_QUEUE
    assert peak <= MAX_QUEUE
    wait_until(lambda: len(_page_queues(server)) == 0, timeout=10)     # the stuck readers were let go
    for s in clients:
        s.close()
    assert request(server, "GET", "/api/state")[0] == 200


def test_the_console_stays_quiet_when_clients_misbehave(tmp_path):
    proc, url, _ = start_play(["--state-dir", str(tmp_path / "sim"), "--http-port", "0", "--no-log"])
    try:
        port = int(url.rstrip("/").rsplit(":", 1)[1])
        for path in (b"/api/stream", b"/", b"/api/state"):        # hang up in the middle of the answer
            s = socket.create_connection(("127.0.0.1", port))
            s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
            s.sendall(b"GET " + path + b" HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % port)
            time.sleep(0.2)
            s.close()                                               # RST
        s = socket.create_connection(("127.0.0.1", port))
        body = b"[" * 4000
        s.sendall(b"POST /api/press HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nContent-Type: application/json\r\n"
                  b"Content-Length: %d\r\n\r\n" % (port, len(body)) + body)
        assert s.recv(4096).startswith(b"HTTP/1.1 400")
        s.close()
        s = socket.create_connection(("127.0.0.1", port))
        s.sendall(b"\x16\x03\x01 not http at all\r\n\r\n")
        s.recv(4096)
        s.close()
        time.sleep(0.5)
    finally:
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=20)
    for word in ("Traceback", "Exception", "BrokenPipe", "ConnectionReset", "Error"):
        assert word not in err, err


def test_the_server_thread_count_is_bounded_in_skelos_play(tmp_path):
    """200 stream clients and 400 silent connections against `skelos play` itself."""
    proc, url, _ = start_play(["--state-dir", str(tmp_path / "sim"), "--http-port", "0", "--no-log"])
    socks = []
    try:
        port = int(url.rstrip("/").rsplit(":", 1)[1])
        for i in range(600):
            try:
                s = socket.create_connection(("127.0.0.1", port), timeout=5)
            except OSError:
                continue
            if i < 200:
                s.sendall(b"GET /api/stream HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % port)
            socks.append(s)
        time.sleep(1.0)
        threads = len(os.listdir("/proc/%d/task" % proc.pid))
        assert threads < 80, threads
    finally:
        for s in socks:
            s.close()
        proc.send_signal(signal.SIGINT)
        proc.communicate(timeout=20)



def test_a_page_served_to_the_network_answers_to_the_machines_names_and_addresses(board):
    source = ClientSource(board.port)
    srv = PageServer(source, host="0.0.0.0", port=0, timeout=1.0).start()
    try:
        port = _port(srv)
        for host in ("192.168.1.20", "[fe80::1]", socket.gethostname(), socket.gethostname() + ".local",
                     "localhost"):
            status, _ = request(srv, "GET", "/api/state", host="%s:%d" % (host, port))
            assert status == 200, host
        for host in ("evil.example:%d" % port, "192.168.1.20", "192.168.1.20:%d" % (port + 1)):
            assert request(srv, "GET", "/api/state", host=host)[0] == 421, host
    finally:
        srv.stop()
        source.close()


def test_a_page_that_hangs_up_frees_its_connection_at_once(server):
    """Reloading pages must not fill the server with the streams of pages gone."""
    port = _port(server)
    for _ in range(3):
        pages = [socket.create_connection(("127.0.0.1", port)) for _ in range(8)]
        for s in pages:
            s.sendall(b"GET /api/stream HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % port)
        wait_until(lambda: len(_page_queues(server)) == 8)
        for s in pages:
            s.close()
        wait_until(lambda: _server_threads() == 0, timeout=3)
    assert request(server, "GET", "/api/state")[0] == 200


def _open_stream(srv):
    s = socket.create_connection(("127.0.0.1", _port(srv)))
    s.sendall(b"GET /api/stream HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % _port(srv))
    return s


def _ended(s, timeout=5.0):
    """Did the server end this stream (its end of the socket closed) within `timeout`?"""
    s.settimeout(timeout)
    try:
        while s.recv(65536):
            pass
        return True
    except TimeoutError:
        return False
    except OSError:
        return True


def test_open_live_streams_never_lock_plain_requests_out(board):
    """200 live streams that never read (any local process can open them): plain requests are still
    served, the streams beyond MAX_STREAMS end the oldest, and the page's own stream opens."""
    from skelos_host.web import server as server_mod
    source = ClientSource(board.port)
    srv = PageServer(source, port=0, max_connections=8, timeout=3.0).start()
    streams = []
    try:
        for _ in range(200):
            streams.append(_open_stream(srv))
        time.sleep(0.5)
        t0 = time.monotonic()
        status, body = request(srv, "GET", "/api/state")
        assert status == 200 and body["type"] == "state"
        assert time.monotonic() - t0 < 3
        assert _server_threads() <= server_mod.MAX_STREAMS + 8
        assert _ended(streams[0]) and not _ended(streams[-1], timeout=0.5)   # the oldest went first
        newest = _open_stream(srv)
        newest.settimeout(5)
        head = newest.recv(4096)
        assert head.split(b"\r\n")[0].endswith(b" 200 OK") and b"text/event-stream" in head, head[:200]
        newest.close()
    finally:
        for s in streams:
            s.close()
        srv.stop()
        source.close()
