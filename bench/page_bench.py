"""Page server figures against `skelos play` (not a timed test): threads and memory
with clients that misbehave.

    .venv/bin/python bench/page_bench.py [--readers 20] [--presses 1500] [--quick]

Starts `skelos play` (simulated board, page, no logging) in a temporary
folder, then measures from /proc (Linux):
  - threads of the process with 200 stream clients and 400 connections that
    send nothing;
  - resident memory before and after --presses presses of `mode` (each one
    pushes a new state to every open page) while --readers stream clients
    never read.
Prints figures; asserts nothing.
"""

import argparse
import http.client
import json
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _play(folder):
    env = dict(os.environ, PYTHONUNBUFFERED="1", XDG_DATA_HOME=os.path.join(folder, "data"),
               XDG_STATE_HOME=os.path.join(folder, "state"))
    proc = subprocess.Popen([sys.executable, "-m", "skelos_host.cli", "play", "--no-log", "--http-port", "0",
                             "--state-dir", os.path.join(folder, "sim")], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env)
    end = time.monotonic() + 30
    while time.monotonic() < end:
        m = re.search(r"http://127\.0\.0\.1:(\d+)/", proc.stdout.readline())
        if m:
            return proc, int(m.group(1))
    proc.kill()
    raise SystemExit("skelos play printed no page address")


def _threads(pid):
    return len(os.listdir("/proc/%d/task" % pid))


def _rss_kb(pid):
    with open("/proc/%d/status" % pid) as f:
        return int(re.search(r"VmRSS:\s+(\d+)", f.read()).group(1))


def _connect(port, request=None, rcvbuf=None):
    s = socket.socket()
    if rcvbuf:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
    s.settimeout(5)
    s.connect(("127.0.0.1", port))
    if request:
        s.sendall(request)
    return s


def _press(conn, port, button):
    body = json.dumps({"button": button}).encode()
    conn.request("POST", "/api/press", body, {"Content-Type": "application/json",
                                               "Origin": "http://127.0.0.1:%d" % port})
    r = conn.getresponse()
    r.read()
    return r.status


def threads_figure(folder):
    proc, port = _play(os.path.join(folder, "a"))
    try:
        stream = b"GET /api/stream HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % port
        base = _threads(proc.pid)
        socks = []
        for i in range(600):
            try:
                socks.append(_connect(port, stream if i < 200 else b"GET / HT"))
            except OSError:
                pass
        time.sleep(1.0)
        print("threads of skelos play: %d idle, %d with 200 stream clients and 400 silent connections"
              % (base, _threads(proc.pid)))
        for s in socks:
            s.close()
    finally:
        _stop(proc)


def memory_figure(folder, readers, presses):
    proc, port = _play(os.path.join(folder, "b"))
    try:
        stream = b"GET /api/stream HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % port
        socks = [_connect(port, stream, rcvbuf=4096) for _ in range(readers)]
        time.sleep(0.5)
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        rss0 = _rss_kb(proc.pid)
        t0 = time.perf_counter()
        codes = {}
        for _ in range(presses):
            code = _press(conn, port, "mode")
            codes[code] = codes.get(code, 0) + 1
        dt = time.perf_counter() - t0
        time.sleep(1.0)
        rss1 = _rss_kb(proc.pid)
        print("%d presses of `mode` in %.1f s (%.1f ms each; answers %s) with %d stream clients that never read"
              % (presses, dt, dt / presses * 1000, codes, readers))
        print("resident memory of skelos play: %.1f MB before the presses, %.1f MB after (%+.1f MB)"
              % (rss0 / 1024, rss1 / 1024, (rss1 - rss0) / 1024))
        for s in socks:
            s.close()
    finally:
        _stop(proc)


def _stop(proc):
    proc.send_signal(signal.SIGINT)
    try:
        proc.communicate(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--readers", type=int, default=20)
    ap.add_argument("--presses", type=int, default=1500)
    ap.add_argument("--quick", action="store_true", help="3 readers, 60 presses (a smoke run)")
    args = ap.parse_args()
    if args.quick:
        args.readers, args.presses = 3, 60
    with tempfile.TemporaryDirectory() as folder:
        threads_figure(folder)
        memory_figure(folder, args.readers, args.presses)


if __name__ == "__main__":
    main()
