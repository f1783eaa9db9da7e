"""One board, many clients, one of them hostile: how long the others wait, while it floods.

    .venv/bin/python bench/share_fairness_bench.py [--hellos 200] [--quick]

Three processes, as on a user's machine: the holder (a simulated board shared by its own process, as
`skelos sim` shares it), a flooder, and a well-behaved client (this process).  The flooder writes `hello`
requests without end and reads nothing; it writes all through the measurement (the bench checks that it
was still writing when the last hello came back, and counts the requests the holder took from it
meanwhile).  The well-behaved client asks `hello` `--hellos` times before the flood and as many during it:
median, p90 and max of its round trips, and the holder's CPU during the flood (share of one core).  Then
the flooder hangs up and the client asks again at once: how long its first reply takes (what the flooder
left queued is dropped, not run).  Prints figures; asserts nothing about time.
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
    from skelos_host import share

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


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hellos", type=int, default=200)
    ap.add_argument("--quick", action="store_true", help="20 hellos (a smoke run)")
    a = ap.parse_args(argv)
    if a.quick:
        a.hellos = 20
    print("machine: %s, %d CPUs, Python %s" % (platform.platform(), os.cpu_count(), platform.python_version()))
    ctx = multiprocessing.get_context("spawn")
    runtime = tempfile.mkdtemp(prefix="skb")
    os.environ["XDG_RUNTIME_DIR"] = runtime
    from skelos_host import share

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
    print("load average at the end: %s" % " ".join("%.2f" % x for x in os.getloadavg()))


if __name__ == "__main__":
    main()
