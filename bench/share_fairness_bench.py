"""One board, many clients, one of them hostile: how long the others wait, while it floods.

    .venv/bin/python bench/share_fairness_bench.py [--hellos 200] [--quick]

Three processes, as on a user's machine: the holder (a simulated board shared by its own process, as
`skelos sim` shares it), a flooder, and a well-behaved client (this process).  The flooder writes `hello`
requests without end and reads nothing; it writes all through the measurement (the bench checks that it
was still writing when the last hello came back, and counts the requests the holder took from it
meanwhile).  The well-behaved client asks `hello` `--hellos` times before the flood and as many during it:
median, p90 and max of its round trips, and the holder's CPU during the flood (share of one core).  Then
the flooder hangs up and the client asks again at once: how long its first reply takes (what the flooder
left queued is dropped, not run).

Then the page server (`--no-page` leaves it out): a page load (the page, then each script, style sheet and
the state it names, over one kept-alive connection) from 127.0.0.1, with nobody else, then while 127.0.0.2
holds `--slow` connections that send their request a byte at a time (renewed as soon as the server cuts or
refuses one), then while four addresses (127.0.0.2-5) do as much each: median, p90 and max of the loads,
how many failed, and how many slow connections the server held from one address.
Prints figures; asserts nothing about time.
"""

import argparse
import multiprocessing
import os
import platform
import socket
import statistics
import tempfile
import time

CHUNK = 64          # requests per write of the flooder


def _holder(tmp, runtime, ports, stop):
    os.environ["XDG_RUNTIME_DIR"] = runtime
    from skelos_host.sim import SimDevice

    dev = SimDevice(os.path.join(tmp, "board"), owner="bench").start()
    try:
        dev.serve()
        ports.put(dev.port)
        stop.wait()
    finally:
        dev.stop()


def _flooder(runtime, port, written, cutoffs, waiting, stop):
    """Write `hello` requests until told to stop (cut off: connect again, and count it); read nothing."""
    os.environ["XDG_RUNTIME_DIR"] = runtime
    from skelos_host.device import share

    n = 0
    while not stop.is_set():
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.connect(share.socket_path(port))
        s.settimeout(0.2)
        try:
            while not stop.is_set():
                data = b"".join(b'{"v":1,"id":%d,"cmd":"hello"}\n' % (n + i + 1) for i in range(CHUNK))
                pos = 0
                while pos < len(data) and not stop.is_set():
                    try:
                        sent = s.send(data[pos:])
                    except TimeoutError:
                        waiting.value = 1   # not read: the holder takes its requests as its turns come
                        continue
                    waiting.value = 0
                    written.value += data.count(b"\n", pos, pos + sent)
                    pos += sent
                n += CHUNK
        except OSError:
            cutoffs.value += 1
        finally:
            s.close()


def _cpu(pid):
    """User + system CPU seconds of process `pid` (Linux), or None."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def _hello(c):
    t0 = time.perf_counter()
    c.request("hello", timeout=30)
    return (time.perf_counter() - t0) * 1000


def _figures(xs):
    p90 = statistics.quantiles(xs, n=10, method="inclusive")[-1] if len(xs) > 1 else xs[0]
    return "median %.2f ms, p90 %.2f ms, max %.2f ms (n=%d)" % (statistics.median(xs), p90, max(xs), len(xs))


SLOW_HEADER = b"GET /api/state HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + b"a" * 4000


def _slow_client(port, address, count, stop, every=0.3):
    """Keep `count` connections from `address` sending their request a byte every `every` s until `stop`."""
    socks = []
    try:
        while not stop.is_set():
            while len(socks) < count:
                s = socket.socket()
                s.bind((address, 0))
                s.setblocking(False)
                try:
                    s.connect(("127.0.0.1", port))
                except BlockingIOError:
                    pass
                socks.append([s, 0])
            kept = []
            for s, sent in socks:
                alive = True
                try:
                    s.recv(4096, socket.MSG_PEEK)      # an answer (503) or the end: cut
                    alive = False
                except BlockingIOError:
                    try:
                        s.send(SLOW_HEADER[sent:sent + 1])
                        sent += 1
                    except BlockingIOError:
                        pass
                    except OSError:
                        alive = False
                except OSError:
                    alive = False
                if alive and sent < len(SLOW_HEADER):
                    kept.append([s, sent])
                else:
                    s.close()
            socks = kept
            stop.wait(every)
    finally:
        for s, _sent in socks:
            s.close()


def _page_load(port):
    """Milliseconds to load the page and what it names, over one kept-alive connection (None: refused)."""
    import http.client
    import re

    t0 = time.perf_counter()
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        c.request("GET", "/")
        r = c.getresponse()
        page = r.read()
        if r.status != 200:
            return None
        for path in ["/api/state"] + re.findall(rb'(?:src|href)="(/[^"]+)"', page):
            c.request("GET", path if isinstance(path, str) else path.decode())
            r = c.getresponse()
            r.read()
            if r.status != 200:
                return None
    except OSError:
        return None
    finally:
        c.close()
    return (time.perf_counter() - t0) * 1000


def page_part(tmp, loads, slow):
    from skelos_host.sim import SimDevice
    from skelos_host.web import server as server_mod
    from skelos_host.web.server import PageServer
    from skelos_host.web.source import ClientSource

    print("page server: %d connections, at most %d per address, a request in %.0f s"
          % (server_mod.MAX_CONNECTIONS, server_mod.MAX_PER_ADDRESS, server_mod.REQUEST_TIMEOUT))
    with SimDevice(os.path.join(tmp, "page-board")) as sim:
        source = ClientSource(sim.port)
        srv = PageServer(source, port=0).start()
        port = srv.httpd.server_address[1]
        try:
            for label, addresses in (("nobody else", []), ("127.0.0.2 holding %d slow connections" % slow,
                                                          ["127.0.0.2"]),
                                     ("127.0.0.2-5 holding %d slow connections each" % slow,
                                      ["127.0.0.%d" % i for i in (2, 3, 4, 5)])):
                import threading

                stop = threading.Event()
                threads = [threading.Thread(target=_slow_client, args=(port, a, slow, stop), daemon=True)
                           for a in addresses]
                for t in threads:
                    t.start()
                time.sleep(1.0 if threads else 0)
                times, failed, most = [], 0, 0
                for _ in range(loads):
                    with srv.httpd.conns_lock:
                        most = max([most] + [n for k, n in srv.httpd.held.items() if k != "127.0.0.1"])
                    ms = _page_load(port)
                    if ms is None:
                        failed += 1
                    else:
                        times.append(ms)
                stop.set()
                for t in threads:
                    t.join(5)
                print("page load from 127.0.0.1, %s: %s; %d of %d failed%s"
                      % (label, _figures(times) if times else "none loaded", failed, loads,
                         "; the server held at most %d slow connections of one address" % most if threads else ""))
                time.sleep(server_mod.REQUEST_TIMEOUT + 0.5)     # the last slow ones cut before the next part
        finally:
            srv.stop()
            source.close()


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hellos", type=int, default=200)
    ap.add_argument("--loads", type=int, default=30, help="page loads in each case of the page server's part")
    ap.add_argument("--slow", type=int, default=48, help="slow connections of each slow address")
    ap.add_argument("--page", action="store_true", help="the page server's part only")
    ap.add_argument("--no-page", action="store_true", help="leave the page server's part out")
    ap.add_argument("--quick", action="store_true", help="20 hellos, 5 page loads (a smoke run)")
    a = ap.parse_args(argv)
    if a.quick:
        a.hellos, a.loads = 20, 5
    print("machine: %s, %d CPUs, Python %s" % (platform.platform(), os.cpu_count(), platform.python_version()))
    if a.page:
        with tempfile.TemporaryDirectory() as tmp:
            page_part(tmp, a.loads, a.slow)
        print("load average at the end: %s" % " ".join("%.2f" % x for x in os.getloadavg()))
        return
    ctx = multiprocessing.get_context("spawn")
    runtime = tempfile.mkdtemp(prefix="skb")
    os.environ["XDG_RUNTIME_DIR"] = runtime
    from skelos_host.device import share

    with tempfile.TemporaryDirectory() as tmp:
        ports, stop_holder = ctx.Queue(), ctx.Event()
        holder = ctx.Process(target=_holder, args=(tmp, runtime, ports, stop_holder), daemon=True)
        holder.start()
        flooder = None
        try:
            port = ports.get(timeout=60)
            other = share.connect(port)
            quiet = [_hello(other) for _ in range(a.hellos)]
            written, cutoffs, waiting, stop_flood = ctx.Value("q", 0), ctx.Value("q", 0), ctx.Value("q", 0), ctx.Event()
            flooder = ctx.Process(target=_flooder, args=(runtime, port, written, cutoffs, waiting, stop_flood),
                                  daemon=True)
            flooder.start()
            deadline = time.monotonic() + 30
            while written.value < 1000 and time.monotonic() < deadline:
                time.sleep(0.05)
            time.sleep(0.5)         # its writes fill the socket
            w0, cpu0, t0 = written.value, _cpu(holder.pid), time.monotonic()
            loud = [_hello(other) for _ in range(a.hellos)]
            w1, cpu1, t1 = written.value, _cpu(holder.pid), time.monotonic()
            still = flooder.is_alive() and (waiting.value or w1 > w0)
            stop_flood.set()
            flooder.join(5)
            if flooder.is_alive():
                flooder.terminate()
            after = _hello(other)
            other.close()
        finally:
            stop_holder.set()
            holder.join(10)
            if holder.is_alive():
                holder.terminate()
            if flooder is not None and flooder.is_alive():
                flooder.terminate()
    print("hello round trip, nobody else asking: %s" % _figures(quiet))
    print("hello round trip, while another process floods the holder with `hello` and reads nothing: %s"
          % _figures(loud))
    print("the flood through the measurement (%.2f s): %d requests written before it, %d during it; at its end the "
          "flooder was %s; cut off %d times"
          % (t1 - t0, w0, w1 - w0, "still writing (its next write waiting for the holder to read)" if still
             else "NOT writing", cutoffs.value))
    if cpu0 is not None and cpu1 is not None:
        print("the holder's CPU during the flood: %.0f %% of one core" % (100 * (cpu1 - cpu0) / (t1 - t0)))
    print("first hello after the flooder hung up: %.2f ms" % after)
    if not a.no_page:
        with tempfile.TemporaryDirectory() as tmp:
            page_part(tmp, a.loads, a.slow)
    print("load average at the end: %s" % " ".join("%.2f" % x for x in os.getloadavg()))


if __name__ == "__main__":
    main()
