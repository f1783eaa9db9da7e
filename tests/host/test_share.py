"""One board, many clients (share.py and its share_* modules): the process that holds a board shares it
through a Unix socket.  Real parts: the simulated board on a real pseudo-terminal,
real Unix sockets, real `skelos` processes killed for real."""

import json
import os
import signal
import socket
import stat
import subprocess
import sys
import threading
import time

import pytest
from click.testing import CliRunner

from simhelp import press_all, wait_until
from skelos_host.device import share, share_folder, share_holder
from skelos_host.cli import cli
from skelos_host.device.client import RESUMED, Client, DeviceError, HolderGone
from skelos_host.sim import SimDevice
from skelos_host.device.transport import Transport, TransportError


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], env={"COLUMNS": "250"})


@pytest.fixture
def served(tmp_path):
    """A simulated board shared by this process, as `skelos sim` shares its own."""
    d = SimDevice(tmp_path / "board", owner="skelos sim")
    d.start()
    d.serve()
    yield d
    d.stop()


class RawClient:
    """A socket to the board's holder with the greeting read: `sendall`, `read` (the next reply), `close`."""

    def __init__(self, port):
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.settimeout(5)
        self.sock.connect(share_folder.socket_path(port))
        self.file = self.sock.makefile("rb")
        self.greeting = json.loads(self.file.readline())

    def sendall(self, data):
        self.sock.sendall(data)

    def read(self):
        while True:
            msg = json.loads(self.file.readline())
            if "push" not in msg:
                return msg

    def close(self):
        self.file.close()        # (the socket stays open while its file is)
        self.sock.close()


def raw_client(port):
    c = RawClient(port)
    return c, c.greeting, c.read


def test_requests_of_several_clients_are_answered_under_their_own_ids(served):
    a, ga, read_a = raw_client(served.port)
    a.sendall(b'{"v": 1, "id": 1, "cmd": "hello"}\n')
    assert read_a()["id"] == 1
    b, gb, read_b = raw_client(served.port)
    assert ga["share"] == "hello" and ga["kind"] == "simulator" and ga["holder"] == "skelos sim"
    assert ga["pid"] == os.getpid() and ga["clients"] == 0
    assert gb["clients"] == 1 and gb["client_pids"] == [os.getpid()]     # a, which asked something
    # the same id from two clients at once: each gets the answer to its own request
    a.sendall(b'{"v": 1, "id": 7, "cmd": "scenarios"}\n')
    b.sendall(b'{"v": 1, "id": 7, "cmd": "hello"}\n')
    ra, rb = read_a(), read_b()
    assert ra["id"] == 7 and "stored" in ra and "protocol" not in ra
    assert rb["id"] == 7 and rb["protocol"] == 1 and "stored" not in rb
    a.close()
    b.close()
    # and many requests from several clients in parallel, none lost, none crossed
    clients = [share.connect(served.port) for _ in range(3)]
    errors = []

    def work(c, k):
        try:
            for i in range(40):
                r = c.request("events", after=0, limit=1 + (i + k) % 5)
                assert r["ok"] and len(r["events"]) <= 1 + (i + k) % 5
        except Exception as e:  # noqa: BLE001 - reported below
            errors.append(e)
    threads = [threading.Thread(target=work, args=(c, k)) for k, c in enumerate(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    for c in clients:
        assert c.garbage == [] and isinstance(c.transport, share.SocketTransport)
        c.close()
    assert errors == []


def test_every_push_reaches_every_client(served):
    clients = [share.connect(served.port) for _ in range(3)]
    try:
        press_all(served, ["turn", "slot1", "slot2"])
        for c in clients:
            wait_until(lambda c=c: c.pushes.qsize() >= 3)
        seen = []
        for c in clients:
            msgs = []
            while not c.pushes.empty():
                msgs.append(c.pushes.get())
            seen.append([(m.get("push"), m.get("seq")) for m in msgs if m.get("push") == "event"])
        assert seen[0] == seen[1] == seen[2] and [s for _k, s in seen[0]] == [1, 2, 3]
    finally:
        for c in clients:
            c.close()


LINES = [b"\xff\xfe not utf-8", b"[1, 2]", b"{not json", b'{"v": 1, "cmd": "hello"}', b'{"v": 2, "cmd": "hello"}',
         b'{"v": 1, "id": -3, "cmd": "hello"}', b'{"v": 1, "id": true, "cmd": "hello"}', b"x" * 2000,
         b'{"v": 2, "id": 5, "cmd": "hello"}', b'{"v": 1, "id": 6, "cmd": "nope"}', b'{"v": 1, "id": 8}']


def test_lines_the_holder_cannot_route_get_the_device_s_own_answers(served, tmp_path):
    """Garbage, lines without a valid id, overlong lines: the holder answers as the device does, and the
    link goes on.  The device's own answers come from a second simulated board, on its port."""
    with SimDevice(tmp_path / "other") as direct:
        t = Transport(direct.port)
        expected = []
        for line in LINES:
            t.write_line(line)
            expected.append(json.loads(t.read_line(3)))
        t.close()
    s, _g, read = raw_client(served.port)
    got = []
    for line in LINES:
        s.sendall(line + b"\n")
        got.append(read())
    assert got == expected
    assert [m["error"]["code"] for m in got] == ["bad_json", "bad_json", "bad_json", "bad_request", "bad_version",
                                                 "bad_request", "bad_request", "line_too_long", "bad_version",
                                                 "unknown_command", "bad_request"]
    s.sendall(b'{"v": 1, "id": 9, "cmd": "state"}\n')
    assert read()["id"] == 9
    s.close()


def test_only_this_user_reaches_the_board(served):
    folder = share_folder.runtime_dir()
    path = share_folder.socket_path(served.port)
    assert stat.S_IMODE(os.stat(folder).st_mode) == 0o700
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600 and os.stat(path).st_uid == os.getuid()
    if os.geteuid() == 0:
        # another user (a forked child that becomes `nobody`) cannot even reach the socket
        import pwd
        nobody = pwd.getpwnam("nobody")
        rd, wr = os.pipe()
        pid = os.fork()
        if pid == 0:  # child: report what connecting says, then leave at once
            out = b"connected"
            try:
                os.setgid(nobody.pw_gid)
                os.setuid(nobody.pw_uid)
                c = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                c.connect(path)
            except PermissionError:
                out = b"refused"
            except BaseException as e:  # noqa: BLE001
                out = repr(e).encode()
            os.write(wr, out)
            os._exit(0)
        os.close(wr)
        said = os.read(rd, 200)
        os.close(rd)
        os.waitpid(pid, 0)
        assert said == b"refused"


def test_a_sharing_folder_others_can_enter_is_refused(tmp_path, monkeypatch):
    run_dir = tmp_path / "run"
    (run_dir / "skelos").mkdir(parents=True)
    os.chmod(run_dir / "skelos", 0o755)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(run_dir))
    with pytest.raises(share_folder.ShareError, match="is not a private folder"):
        share_folder.runtime_dir()
    assert share.boards() == []
    with SimDevice(tmp_path / "b") as d:
        with pytest.raises(share_folder.ShareError, match="is not a private folder"):
            d.serve("skelos sim")
        with Client.open(d.port) as c:       # the board itself still works, unshared
            assert c.request("state")["ok"]


def test_devices_lists_the_shared_board_and_who_holds_it(served):
    other = share.connect(served.port)
    try:
        r = run("devices")
        assert r.exit_code == 0, r.output
        assert served.port in r.output and "simulator" in r.output
        assert "skelos sim (pid %d)" % os.getpid() in r.output and "1 other client" in r.output
        r = run("devices", "--json")
        (entry,) = json.loads(r.output)
        assert entry["port"] == served.port and entry["holder"]["holder"] == "skelos sim"
        assert entry["info"]["serial"] == served.app.board_info["serial"] and entry["error"] is None
    finally:
        other.close()


def _undo_redo_run(c, n, results, stop_at=None):
    """Alternate undo and redo: each accepted one adds exactly one record, so the seq counts them."""
    for i in range(n):
        try:
            r = c.request("undo" if i % 2 == 0 else "redo", timeout=10)
            results.append(r["seq"])
        except Exception as e:  # noqa: BLE001 - reported by the test
            results.append(e)
            return


def test_closing_the_holder_hands_the_board_over_with_nothing_lost_or_done_twice(tmp_path):
    """A board on a port (as a USB board is) held by A; B would hold it too, C only uses it.  A closes in
    the middle of C's requests: B takes the port and shares it, C goes on through B."""
    with SimDevice(tmp_path / "board") as dev:
        a = share.connect(dev.port, serve="holder A")
        b = share.connect(dev.port, serve="holder B")
        c = share.connect(dev.port)
        assert a.holder is not None and isinstance(b.transport, share.SocketTransport)
        first = a.request("act", action="begin_turn")["seq"]
        results = []
        worker = threading.Thread(target=_undo_redo_run, args=(c, 60, results))
        worker.start()
        wait_until(lambda: len(results) >= 10)
        a.close()                                   # the holder leaves mid-run
        worker.join(60)
        assert all(isinstance(r, int) for r in results), results
        assert results == list(range(first + 1, first + 61))      # every one done once, in order
        assert b.holder is not None and not isinstance(b.transport, share.SocketTransport)
        assert isinstance(c.transport, share.SocketTransport) and c.transport.holder["holder"] == "holder B"
        assert [g["holder"] for g in share.boards()] == ["holder B"]
        assert b.request("hello")["seq"] == first + 60
        c.close()
        b.close()
        assert share.boards() == []


def test_a_frozen_then_killed_holder_fails_what_may_have_been_done_and_resends_the_rest(tmp_path):
    """kill -9 of the holder while clients wait: a request that changes nothing is sent again to the board's
    next holder and answered; one that changes the game fails with a message that says it may have been done."""
    env = dict(os.environ, PYTHONUNBUFFERED="1", COLUMNS="200")
    with SimDevice(tmp_path / "board") as dev:
        log = subprocess.Popen([sys.executable, "-m", "skelos_host.cli", "log", "--port", dev.port,
                                "--db", str(tmp_path / "s.sqlite")], stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True, env=env)
        try:
            wait_until(lambda: [g["holder"] for g in share.boards()] == ["skelos log"], timeout=30)
            user = share.connect(dev.port, serve="skelos watch")     # would hold it next
            other = share.connect(dev.port)
            third = share.connect(dev.port)
            assert user.request("state")["ok"] and other.request("state")["ok"]
            log.send_signal(signal.SIGSTOP)        # frozen: what is asked now stays unread in its socket
            answers = {}

            def ask(name, c, cmd, **args):
                try:
                    answers[name] = c.request(cmd, timeout=15, **args)   # a loaded machine slows the take-over
                except Exception as e:  # noqa: BLE001 - checked below
                    answers[name] = e
            threads = [threading.Thread(target=ask, args=("state", third, "state")),
                       threading.Thread(target=ask, args=("act", other, "act"), kwargs={"action": "begin_turn"})]
            for t in threads:
                t.start()
            time.sleep(0.5)
            log.kill()                             # kill -9: no goodbye
            log.wait(10)
            for t in threads:
                t.join(30)
            assert answers["state"]["ok"] and answers["state"]["state"]["phase"] == "heroes"
            assert isinstance(answers["act"], HolderGone)
            assert "skelos log (pid %d) went away while the device was answering `act`" % log.pid in str(answers["act"])
            assert "may or may not have been done" in str(answers["act"])
            # the serving client took the board over and shares it; the other one goes through it
            assert user.holder is not None and [g["holder"] for g in share.boards()] == ["skelos watch"]
            wait_until(lambda: getattr(other.transport, "holder", {}).get("holder") == "skelos watch")
            assert other.request("act", action="begin_turn")["seq"] == 1   # the lost one was never done
            wait_until(lambda: any(m == RESUMED for m in list(other.pushes.queue)))
            other.close()
            third.close()
            user.close()
        finally:
            if log.poll() is None:
                log.kill()
                log.wait(10)
            log.stderr.close()


def test_a_closing_holder_answers_what_it_forwarded_before_it_hangs_up(served):
    """Requests already with the device when the holder closes get their replies, then `bye`."""
    s, _g, read = raw_client(served.port)
    s.sendall(b"".join(b'{"v": 1, "id": %d, "cmd": "state"}\n' % i for i in range(1, 21)))
    time.sleep(0.05)
    served.client.holder.close()
    lines = s.file.read().splitlines()             # everything until the holder hangs up
    msgs = [json.loads(x) for x in lines]
    replies = [m for m in msgs if "id" in m]
    bye = msgs[-1]
    assert bye["share"] == "bye" and bye["unanswered"] == []
    # each request answered at most once; the ones not answered were never forwarded (sent again elsewhere)
    ids = [m["id"] for m in replies]
    assert len(ids) == len(set(ids)) and set(ids) <= set(range(1, 21))
    s.close()


def test_without_its_simulator_a_client_fails_with_a_clear_message(tmp_path):
    dev = SimDevice(tmp_path / "board", owner="skelos play").start()
    dev.serve()
    c = share.connect(dev.port, serve="skelos watch")
    dev.stop()
    wait_until(lambda: c.error is not None, timeout=10)
    with pytest.raises(HolderGone) as e:
        c.request("state")
    assert "skelos play (pid %d) stopped sharing the board on %s" % (os.getpid(), dev.port) in str(e.value)
    assert "the simulator stopped" in str(e.value)
    c.close()


def test_a_refused_request_through_the_holder_is_the_device_s_refusal(served):
    with share.connect(served.port) as c:
        with pytest.raises(DeviceError) as e:
            c.request("act", action="activate", args=[3])
        assert e.value.code == "wrong_phase"


def test_a_holder_with_all_its_clients_refuses_the_next_one_clearly(served):
    socks = []
    try:
        for _ in range(share_holder.MAX_CLIENTS):
            s, g, _read = raw_client(served.port)
            assert g["share"] == "hello"
            socks.append(s)
        with pytest.raises(share_folder.ShareError, match="already shares %s with %d clients"
                           % (served.port, share_holder.MAX_CLIENTS)) as e:
            share.SocketTransport(share_folder.socket_path(served.port), served.port)
        assert e.value.kind == "busy"
    finally:
        for s in socks:
            s.close()
    wait_until(lambda: served.client.holder.clients == 0)
    with share.connect(served.port) as c:           # room again
        assert c.request("state")["ok"]


def test_one_request_at_a_time_and_a_reply_that_never_comes_frees_the_link(monkeypatch):
    """The holder gives the device one request at a time; one that gets no reply gives the link back after
    client.FORWARD_TIMEOUT.  The device here is the test itself, on the other side of a real pty."""
    from skelos_host.device import client as client_mod
    monkeypatch.setattr(client_mod, "FORWARD_TIMEOUT", 0.5)
    master, slave = os.openpty()
    import tty
    tty.setraw(slave)
    port = os.ttyname(slave)
    c = Client(Transport(port))
    c.port, c.serve, c.kind = port, "skelos log", "port"
    share.start_holder(c)
    a = RawClient(port)
    try:
        a.sendall(b'{"v": 1, "id": 123456789, "cmd": "state"}\n{"v": 1, "id": 987654321, "cmd": "hello"}\n')
        got = b""
        os.set_blocking(master, False)
        t0 = time.monotonic()
        seen = []
        while len(seen) < 2 and time.monotonic() - t0 < 5:
            try:
                got += os.read(master, 4096)
            except BlockingIOError:
                pass
            *done, got = got.split(b"\n")
            seen += [(time.monotonic() - t0, json.loads(x)) for x in done if x.strip()]
            time.sleep(0.01)
        assert [m["cmd"] for _t, m in seen] == ["state", "hello"]
        assert seen[1][0] - seen[0][0] >= 0.4                   # the second waited for the first to give up
        assert seen[1][1]["id"] not in (123456789, 987654321)   # the holder's own id
        os.write(master, json.dumps({"v": 1, "id": seen[1][1]["id"], "ok": True, "protocol": 1}).encode() + b"\n")
        assert a.read() == {"v": 1, "id": 987654321, "ok": True, "protocol": 1}
    finally:
        a.close()
        c.close()
        os.close(master)
        os.close(slave)


def _timed_hellos(c, n=4, timeout=3.0):
    """Each of n hellos answered within `timeout` (else RequestTimeout): the slowest round trip."""
    worst = 0.0
    for _ in range(n):
        t0 = time.monotonic()
        c.request("hello", timeout=timeout)
        worst = max(worst, time.monotonic() - t0)
    return worst


def _send_until_shut(client, data):
    try:
        client.sendall(data)
    except OSError:
        pass            # shut by the test


def test_a_client_that_floods_the_holder_is_not_read_and_does_not_starve_the_others(served):
    """20,000 requests written at once by one client that reads nothing: the holder reads its socket only as
    its queue (MAX_QUEUED) drains, so its writes block while the others are answered in turn; none of its
    requests is refused, and what it left queued when it hangs up is dropped, not run for seconds after it
    left."""
    flood, _g, _read = raw_client(served.port)
    other = share.connect(served.port)
    try:
        lines = b"".join(b'{"v":1,"id":%d,"cmd":"hello"}\n' % i for i in range(1, 20001))
        writer = threading.Thread(target=_send_until_shut, args=(flood, lines), daemon=True)
        writer.start()
        time.sleep(0.3)
        _timed_hellos(other)                      # four hellos, 3 s each at most, while it floods
        assert writer.is_alive()                  # its socket is read only as fast as its turns come
        got = [flood.read() for _ in range(50)]   # its replies, in the order asked, none refused
        assert [m["id"] for m in got] == list(range(1, 51)) and all(m["ok"] for m in got), got[:3]
        flood.sock.shutdown(socket.SHUT_RDWR)     # (its writer stops)
        writer.join(5)
        assert not writer.is_alive()
        # another one writes 4,000 `state` requests without reading, then hangs up
        flood.close()
        flood2, _g, _read = raw_client(served.port)
        flood2.sendall(b"".join(b'{"v":1,"id":%d,"cmd":"state"}\n' % i for i in range(1, 4001)))
        _timed_hellos(other, n=2)
        flood2.close()
        assert _timed_hellos(other, n=2, timeout=1.5) < 1.5      # nothing of it left to run
        r = run("status", "--port", served.port)
        assert r.exit_code == 0, r.output
    finally:
        other.close()


def _cut_off(sock):
    """Every line the holder sends `sock` until it hangs up (the socket is read from the start)."""
    sock.settimeout(10)
    data = b""
    while True:
        try:
            chunk = sock.recv(65536)
        except ConnectionResetError:    # (it hung up with requests of this client unread)
            chunk = b""
        if not chunk:
            return [json.loads(x) for x in data.split(b"\n") if x.strip()]
        data += chunk


def test_a_client_that_does_not_read_its_replies_is_cut_off_and_told_why(served, monkeypatch):
    """MAX_BACKLOG bytes of replies waiting for a client that reads nothing: what waits is dropped, its last
    line says why (when it reads again), then the holder hangs up; the others go on."""
    monkeypatch.setattr(share_holder, "MAX_BACKLOG", 40_000)
    slow, _g, _read = raw_client(served.port)
    other = share.connect(served.port)
    try:
        writer = threading.Thread(target=_send_until_shut, daemon=True,
                                  args=(slow, b"".join(b'{"v":1,"id":%d,"cmd":"state"}\n' % i
                                                       for i in range(1, 3001)),))
        writer.start()
        deadline = time.monotonic() + 20
        while served.client.holder.clients > 1 and not any(c.cut_off for c in served.client.holder.conns):
            assert time.monotonic() < deadline, "never cut off"
            time.sleep(0.05)
        _timed_hellos(other, n=2)
        lines = _cut_off(slow.sock)           # it reads again: what was on its way, then the last word
        last = lines[-1]
        assert last["share"] == "dropped" and last["reason"] == "not_reading", last
        assert last["unread"] > 40_000 and last["max_backlog"] == 40_000
        ids = [m["id"] for m in lines[:-1] if "id" in m]
        assert ids == list(range(1, len(ids) + 1)) and len(ids) < 3000     # the rest was dropped, not sent
        writer.join(5)
        assert _timed_hellos(other, n=2) < 3
    finally:
        other.close()


def test_a_shared_link_cut_off_for_not_reading_says_so(served, monkeypatch):
    """The client side: a transport the holder cut off gives what it had, then an error that says why, and its
    Client does not come back by itself (it would only be cut off again)."""
    monkeypatch.setattr(share_holder, "MAX_BACKLOG", 40_000)
    t = share.SocketTransport(share_folder.socket_path(served.port), served.port)
    try:
        # it writes (all at once, before the holder can cut it off) and never reads (yet)
        t.write_line(b"\n".join(b'{"v":1,"id":%d,"cmd":"state"}' % i for i in range(1, 400)))
        deadline = time.monotonic() + 20
        while not any(c.cut_off for c in served.client.holder.conns):
            assert time.monotonic() < deadline, "never cut off"
            time.sleep(0.05)
        with pytest.raises(TransportError, match="cut this program off the board on .*bytes of replies unread"):
            while True:
                t.read_line(2)
        assert t.cut_off["reason"] == "not_reading"
    finally:
        t.close()


@pytest.mark.parametrize("value", [b"NaN", b"Infinity", b"-Infinity", b"1e400", b"-1e39"])
def test_a_number_the_board_cannot_read_is_answered_by_the_holder_at_once(served, value):
    """The board's json reads no NaN, no Infinity and nothing beyond its floats: the holder answers such a
    request itself, under its id, and the board is not held up for anyone."""
    s, _g, read = raw_client(served.port)
    other = share.connect(served.port)
    try:
        t0 = time.monotonic()
        s.sendall(b'{"v":1,"id":5,"cmd":"config","brightness":%s}\n' % value)
        r = read()
        assert r["id"] == 5 and r["error"] == {"code": "bad_json", "args": ["number"]}
        assert time.monotonic() - t0 < 2
        assert _timed_hellos(other, n=1, timeout=2) < 2
        s.sendall(b'{"v":1,"id":6,"cmd":"config","brightness":0.5}\n')     # a number it reads
        assert read()["brightness"] == 0.5
        with pytest.raises(ValueError, match="NaN or Infinity"):
            other.request("config", brightness=float("nan"))          # nor does a client send one
    finally:
        other.close()
        s.close()


def test_a_request_of_1023_bytes_the_board_takes_is_taken_through_the_holder(served, tmp_path):
    head = b'{"v":1,"id":1,"cmd":"hello","pad":"'
    line = head + b"x" * (1023 - len(head) - 2) + b'"}'
    assert len(line) == 1023
    with SimDevice(tmp_path / "other") as direct:             # the board itself takes it
        t = Transport(direct.port)
        t.write_line(line)
        assert json.loads(t.read_line(3))["ok"]
        t.close()
    s, _g, read = raw_client(served.port)
    try:
        s.sendall(line + b"\n")
        r = read()
        assert r["id"] == 1 and r["ok"] and r["protocol"] == 1
        s.sendall(line.replace(b'"id":1', b'"id":0') + b"\n")   # the shortest id there is
        r = read()
        assert r["id"] == 0 and r["ok"]
    finally:
        s.close()


def test_status_says_the_board_is_busy_when_its_holder_has_all_its_clients(served):
    socks = []
    try:
        for _ in range(share_holder.MAX_CLIENTS):
            s, _g, _read = raw_client(served.port)
            socks.append(s)
        r = run("status")
        assert r.exit_code != 0
        text = " ".join(r.output.split())
        assert "busy (%d clients)" % share_holder.MAX_CLIENTS in text and "no Skelos board" not in text, text
    finally:
        for s in socks:
            s.close()


@pytest.mark.parametrize("squat", ["open-dir", "private-dir", "symlink"])
def test_a_folder_another_user_made_first_is_passed_over_for_a_private_one(tmp_path, monkeypatch, squat):
    """Without XDG_RUNTIME_DIR (sudo, cron, ssh), another local user makes $TMPDIR/skelos-UID first: a
    0777 folder, a 0700 folder of theirs, or a symlink.  It is never used, and the simulator still starts
    and shares its board, through a private folder in the user's cache."""
    import shutil
    import tempfile

    if squat != "symlink" and os.geteuid() != 0:
        pytest.skip("making a folder of another user needs root")
    tmp = tempfile.mkdtemp(prefix="skt")           # short: a socket's path has at most 107 bytes
    cache = tempfile.mkdtemp(prefix="skc")
    try:
        monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
        monkeypatch.setenv("XDG_CACHE_HOME", cache)
        monkeypatch.setattr(tempfile, "tempdir", tmp)
        squatted = os.path.join(tmp, "skelos-%d" % os.getuid())
        if squat == "symlink":
            os.mkdir(os.path.join(tmp, "theirs"), 0o700)
            os.symlink(os.path.join(tmp, "theirs"), squatted)
        else:
            os.mkdir(squatted)
            os.chmod(squatted, 0o777 if squat == "open-dir" else 0o700)
            os.chown(squatted, 65534, 65534)       # nobody's
        with SimDevice(tmp_path / "b") as d:
            c = d.serve("skelos sim")
            assert c.holder is not None
            path = share_folder.socket_path(d.port)
            assert path.startswith(os.path.join(cache, "skelos", "sockets") + os.sep)
            assert stat.S_IMODE(os.stat(os.path.dirname(path)).st_mode) == 0o700
            assert os.listdir(squatted if squat != "symlink" else os.path.join(tmp, "theirs")) == []
            with share.connect(d.port) as other:
                assert isinstance(other.transport, share.SocketTransport) and other.request("state")["ok"]
            assert [g["holder"] for g in share.boards()] == ["skelos sim"]
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
        shutil.rmtree(cache, ignore_errors=True)


def test_an_error_the_board_gives_without_id_goes_to_the_request_it_answers(served):
    """A request the holder takes but the board cannot read (the simulated board's json refuses a raw
    control character in a string, which the board's own takes): the board answers without an id.  The
    holder knows the only request on the link is that one: its asker gets the answer at once, and nobody
    waits for the link to be given up."""
    s, _g, read = raw_client(served.port)
    other = share.connect(served.port)
    try:
        t0 = time.monotonic()
        s.sendall(b'{"v":1,"id":5,"cmd":"hello","note":"\x01"}\n')
        r = read()
        assert r["id"] == 5 and r["error"]["code"] == "bad_json"
        assert time.monotonic() - t0 < 2
        assert _timed_hellos(other, n=2, timeout=2) < 2
        assert other.garbage == []
    finally:
        other.close()
        s.close()
