"""One board, many clients, one of them hostile: how long the others wait.

    .venv/bin/python bench/share_fairness_bench.py [--flood 20000] [--hellos 20] [--quick]

A simulated board shared by this process (as `skelos sim` shares its own).  One raw client writes
`--flood` `hello` requests at once and reads nothing; meanwhile a well-behaved client asks `hello`
`--hellos` times: the median and slowest of its round trips.  Then the flooder hangs up and the
well-behaved client asks again at once: how long its first reply takes (what the flooder left queued
is dropped, not run).  Prints figures; asserts nothing about time.
"""

import argparse
import os
import platform
import socket
import statistics
import tempfile
import threading
import time

from skelos_host import share
from skelos_host.sim import SimDevice


def _hello(c):
    t0 = time.perf_counter()
    c.request("hello", timeout=30)
    return (time.perf_counter() - t0) * 1000


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--flood", type=int, default=20000)
    ap.add_argument("--hellos", type=int, default=20)
    ap.add_argument("--quick", action="store_true", help="2,000 flooding requests, 5 hellos (a smoke run)")
    a = ap.parse_args(argv)
    if a.quick:
        a.flood, a.hellos = 2000, 5
    print("machine: %s, %d CPUs, Python %s" % (platform.platform(), os.cpu_count(), platform.python_version()))
    os.environ.setdefault("XDG_RUNTIME_DIR", tempfile.mkdtemp(prefix="skb"))
    with tempfile.TemporaryDirectory() as tmp:
        dev = SimDevice(os.path.join(tmp, "board"), owner="bench").start()
        try:
            dev.serve()
            other = share.connect(dev.port)
            quiet = [_hello(other) for _ in range(a.hellos)]
            flood = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            flood.connect(share.socket_path(dev.port))
            lines = b"".join(b'{"v":1,"id":%d,"cmd":"hello"}\n' % i for i in range(1, a.flood + 1))
            writer = threading.Thread(target=flood.sendall, args=(lines,), daemon=True)
            writer.start()
            time.sleep(0.2)
            loud = [_hello(other) for _ in range(a.hellos)]
            writer.join(60)
            flood.close()
            after = _hello(other)
            other.close()
        finally:
            dev.stop()
    print("hello round trip, nobody else asking: median %.2f ms, slowest %.2f ms (%d)"
          % (statistics.median(quiet), max(quiet), len(quiet)))
    print("hello round trip, while a client writes %d requests at once: median %.2f ms, slowest %.2f ms (%d)"
          % (a.flood, statistics.median(loud), max(loud), len(loud)))
    print("first hello after the flooder hung up: %.2f ms" % after)
    print("load average at the end: %s" % " ".join("%.2f" % x for x in os.getloadavg()))


if __name__ == "__main__":
    main()
