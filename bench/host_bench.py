"""Start-up and board sharing figures of the `skelos` command (docs/performance.md).

    .venv/bin/python bench/host_bench.py [--runs 10] [--requests 500] [--quick]

- `skelos --help`: wall time of the installed command, median of --runs.
- CPU time (user + system, of the process and its children) of `python -c pass`,
  `skelos --help` and `skelos scenario list` (table and --json): the listing's
  first run (no listing kept: every preset read and checked) and the next ones
  (the listing kept in the user's cache), median, p90 and max of --runs.
- A round trip (`hello`, `state`) to the simulated board on its pseudo-terminal,
  directly and through a `skelos log` process that holds the port and shares it:
  median over --requests each; the difference is what the sharing adds.
- `skelos status --port`: wall time of the whole command on a free board and on a
  board a `skelos log` holds, taken in turns, median of --runs each; then
  `skelos status` finding the held board by itself.
The simulated board runs in a process of its own (as a board is a device of its
own); the holder is a real `skelos log`.  Round trips are measured back to back
and at a random phase of the device loop (a pause of 0-2 ms before each
request): the simulated device reads its port once a loop (about 1 ms), which
hides a delay smaller than that in back-to-back requests.  The commands run
with their bytecode cached, as after an install (a warm-up run writes it even
where PYTHONDONTWRITEBYTECODE is set).  Prints figures; asserts nothing about time.
"""

import argparse
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "firmware", "lib"), os.path.join(ROOT, "host")]

SKELOS = os.path.join(os.path.dirname(sys.executable), "skelos")
BOARD = ("import sys\nfrom skelos_host.sim import SimDevice\n"
         "d = SimDevice(sys.argv[1], owner='bench board').start()\nprint(d.port, flush=True)\n"
         "sys.stdin.read()\nd.stop()\n")


def ms(seconds):
    return "%.2f ms" % (seconds * 1000)


def wall(cmd, runs, env):
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        r = subprocess.run(cmd, capture_output=True, text=True, env=env)
        times.append(time.perf_counter() - t)
        if r.returncode:
            raise RuntimeError("%s failed:\n%s%s" % (" ".join(cmd), r.stdout[-2000:], r.stderr[-2000:]))
    return statistics.median(times), min(times), max(times)


def cpu(cmd, runs, env):
    """CPU seconds (user + system) of each of `runs` runs of `cmd`."""
    out = []
    for _ in range(runs):
        p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
        err = p.stderr.read()
        _pid, status, usage = os.wait4(p.pid, 0)
        p.returncode = os.waitstatus_to_exitcode(status)
        if p.returncode:
            raise RuntimeError("%s failed:\n%s" % (" ".join(cmd), err.decode(errors="replace")[-2000:]))
        out.append(usage.ru_utime + usage.ru_stime)
    return out


def spread(xs):
    p90 = statistics.quantiles(xs, n=10, method="inclusive")[-1] if len(xs) > 1 else xs[0]
    return "median %s, p90 %s, max %s (%d runs)" % (ms(statistics.median(xs)), ms(p90), ms(max(xs)), len(xs))


def start_up(runs, env):
    """CPU of the commands that only start, list and stop."""
    bare = cpu([sys.executable, "-c", "pass"], runs, env)
    print("CPU of `python -c pass`              %s" % spread(bare))
    print("CPU of `skelos --help`                %s" % spread(cpu([SKELOS, "--help"], runs, env)))
    first = cpu([SKELOS, "scenario", "list"], 1, env)       # (the cache folder is new: the listing is made)
    print("CPU of `skelos scenario list`, first run (every preset read and checked, the listing kept): %s"
          % ms(first[0]))
    warm = cpu([SKELOS, "scenario", "list"], runs, env)
    print("CPU of `skelos scenario list` (the listing kept)           %s; %.1fx `python -c pass`"
          % (spread(warm), statistics.median(warm) / statistics.median(bare)))
    print("CPU of `skelos scenario list --json` (the listing kept)    %s"
          % spread(cpu([SKELOS, "scenario", "list", "--json"], runs, env)))


def round_trips(client, cmd, n, phase=False):
    times = []
    rng = random.Random(1)
    for _ in range(n):
        if phase:
            time.sleep(rng.uniform(0, 0.002))
        t = time.perf_counter()
        client.request(cmd)
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--requests", type=int, default=500)
    ap.add_argument("--quick", action="store_true", help="2 runs, 20 requests (a smoke run)")
    a = ap.parse_args()
    if a.quick:
        a.runs, a.requests = 2, 20
    tmp = tempfile.mkdtemp(prefix="skb")
    env = dict(os.environ, XDG_RUNTIME_DIR=tmp, XDG_DATA_HOME=os.path.join(tmp, "data"),
               XDG_STATE_HOME=os.path.join(tmp, "state"), XDG_CACHE_HOME=os.path.join(tmp, "cache"), COLUMNS="100",
               PYTHONUNBUFFERED="1")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ.update({k: env[k] for k in ("XDG_RUNTIME_DIR", "XDG_DATA_HOME", "XDG_STATE_HOME")})
    print("machine: %s, %d CPUs, Python %s, load average %.2f %.2f %.2f at the start"
          % ((platform.platform(), os.cpu_count(), platform.python_version()) + os.getloadavg()))

    wall([SKELOS, "--help"], 1, env)           # warm-up: writes the bytecode
    med, lo, hi = wall([SKELOS, "--help"], a.runs, env)
    print("skelos --help                       median %s (min %s, max %s) of %d runs"
          % (ms(med), ms(lo), ms(hi), a.runs))
    start_up(a.runs, env)

    from skelos_host.device import share
    from skelos_host.device.client import Client

    boards = [subprocess.Popen([sys.executable, "-c", BOARD, os.path.join(tmp, "board%d" % i)], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, text=True, env=env) for i in range(2)]
    holder = None
    try:
        free, held = [b.stdout.readline().strip() for b in boards]
        kinds = [(cmd, phase) for cmd in ("hello", "state") for phase in (False, True)]
        with Client.open(held) as c:
            direct = {k: round_trips(c, k[0], a.requests, k[1]) for k in kinds}
        holder = subprocess.Popen([SKELOS, "log", "--port", held, "--db", os.path.join(tmp, "s.sqlite")],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
        end = time.monotonic() + 30
        while not share.boards() and time.monotonic() < end:
            time.sleep(0.05)
        with share.connect(held) as c:
            assert isinstance(c.transport, share.SocketTransport)
            shared = {k: round_trips(c, k[0], a.requests, k[1]) for k in kinds}
        # the whole command, on the free board (direct) and on the held one (through `skelos log`), taken in
        # turns so that the machine's load weighs on both alike
        runs = {"direct": [], "shared": [], "found": []}
        cmds = {"direct": [SKELOS, "status", "--port", free], "shared": [SKELOS, "status", "--port", held]}
        for cmd in cmds.values():
            wall(cmd, 1, env)                       # warm-up
        for _ in range(a.runs):
            for name, cmd in cmds.items():
                runs[name].append(wall(cmd, 1, env)[0])
        boards[0].stdin.close()                      # alone: `skelos status` finds the held board by itself
        boards[0].wait(10)
        for _ in range(a.runs):
            runs["found"].append(wall([SKELOS, "status"], 1, env)[0])
    finally:
        if holder is not None:
            holder.terminate()
            holder.wait(10)
        for b in boards:
            if b.poll() is None:
                b.stdin.close()
                b.wait(10)
        shutil.rmtree(tmp, ignore_errors=True)
    st = {k: statistics.median(v) for k, v in runs.items()}
    for k in kinds:
        print("%-6s round trip, %-13s direct %s, through the holder %s: sharing adds %s (median of %d)"
              % (k[0], "random phase:" if k[1] else "back to back:", ms(direct[k]), ms(shared[k]),
                 ms(shared[k] - direct[k]), a.requests))
    print("skelos status --port: direct median %s, through the holder median %s: sharing adds %+.1f ms (%d runs "
          "each, taken in turns)" % (ms(st["direct"]), ms(st["shared"]), (st["shared"] - st["direct"]) * 1000, a.runs))
    print("skelos status finding the held board by itself: median %s (%d runs)" % (ms(st["found"]), a.runs))
    print("load average at the end: %.2f %.2f %.2f" % os.getloadavg())


if __name__ == "__main__":
    main()
