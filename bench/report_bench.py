"""`skelos report` at the size of a club's logs: the figures and their targets in one table.

    .venv/bin/python bench/report_bench.py [--sessions 1000,4000] [--length 200] [--png 100] [--json FILE] [--quick]

Fills a session store with seeded random games of both games (tests/host/random_games.py:
Conan on four presets, every tenth session OrcQuest), for each size of `--sessions`, then runs
`skelos report --all` as a user would (a new process each time, interpreter start included, the
modules' bytecode cached as after an install): into an empty folder with no figures kept in the
store yet (the first report: it computes each session's figures and keeps them in the store), into
another empty folder with the figures kept (cold: what a report costs once the games are logged),
again with nothing changed (warm), again after one more session, and the report of one session.
Each line gives wall time, CPU (with children), peak memory (RSS) and the load average of the
machine (1 minute) when it ran.  `--png N` also times `--png` (the raster images) on the first N
sessions.  Prints figures and the targets; asserts nothing about time.
"""

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "firmware", "lib"), os.path.join(ROOT, "host"), os.path.join(ROOT, "tests", "host")]

# The figures of the report this one replaced (four matplotlib PNGs per session), measured on this
# machine on 1,000 sessions of 200 events (bench/reliability_bench.py of the time); docs/performance.md.
# Then, before the figures were kept in the store (each report replayed every session it had not in its
# folder), a cold report of 1,000 sessions took 7.5 s of CPU and of 4,000 (a 109 MB store) 24.5 s, with its
# memory growing with the sessions.
BEFORE = {"cold": "394 s", "again": "3.2 s", "size": "107 MB", "one": "1.3 s",
          "cold-1000": "7.5 s CPU", "cold-4000": "24.5 s CPU"}
TARGET = {"cold": "<= 10 s", "again": "<= 1 s", "size": "<= 10 MB", "one": "<= 0.5 s",
          "cold-1000": "<= 3 s CPU", "cold-4000": "<= 10 s CPU", "first-1000": "<= 3 s CPU",
          "first-4000": "<= 10 s CPU", "rss": "not growing with the sessions"}


# the child's own peak (VmHWM of /proc/self/status, at its exit): its rusage's ru_maxrss would also count the
# pages of this process it was forked from before it ran `skelos`
_PEAK = ("import atexit, sys\n"
         "def _peak(path=sys.argv.pop(1)):\n"
         "    try:\n"
         "        text = open('/proc/self/status').read()\n"
         "    except OSError:\n"
         "        return\n"
         "    open(path, 'w').write(text)\n"
         "atexit.register(_peak)\n"
         "from skelos_host.cli import main; main()\n")


def skelos(*args, cwd=None):
    """Run `skelos ARGS` in a new interpreter; (wall s, CPU s with its children, peak RSS MB, output)."""
    log = tempfile.TemporaryFile()
    fd, status_file = tempfile.mkstemp(prefix="skelos-bench-status-")
    os.close(fd)
    t0 = time.perf_counter()
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)     # (the modules' bytecode cached, as after an install)
    p = subprocess.Popen([sys.executable, "-c", _PEAK, status_file, *args],
                         stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, cwd=cwd or ROOT, env=env)
    _, status, usage = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    p.returncode = os.waitstatus_to_exitcode(status)
    log.seek(0)
    out = log.read().decode("utf-8", "replace")
    if p.returncode:
        raise RuntimeError("skelos %s failed (%d):\n%s" % (" ".join(args), p.returncode, out[-3000:]))
    rss = usage.ru_maxrss / 1024
    try:
        with open(status_file) as fh:
            for line in fh:
                if line.startswith("VmHWM:"):
                    rss = int(line.split()[1]) / 1024
    except (OSError, ValueError, IndexError):
        pass
    finally:
        os.unlink(status_file)
    return wall, usage.ru_utime + usage.ru_stime, rss, out


def folder_size(path):
    files = total = 0
    for root, _dirs, names in os.walk(path):
        for n in names:
            files += 1
            total += os.path.getsize(os.path.join(root, n))
    return files, total


def fill_store(db, n, length, seed=1):
    from random_games import sessions

    from skelos.codec import encode_scenario
    from skelos_host.session.store import Store
    games = sessions(n + 1, seed=seed, length=length)
    blobs = {}
    with Store(db) as store:
        for i, (d, events) in enumerate(games[:n]):
            key = json.dumps(d, sort_keys=True)
            blob = blobs.setdefault(key, encode_scenario(d))
            sid = store.session("club%03d" % (i // 50), i + 1, d["id"], d, blob, "bench", "0.1.0")
            store.add_events(sid, events, received_at=1.7e9 + i * 3600)
    return games[n], sum(len(e) for _, e in games[:n])


def _run(*args):
    """skelos(ARGS) and the load average (1 minute) just before it: (wall, cpu, rss, output, load)."""
    load = os.getloadavg()[0]
    return skelos(*args) + (load,)


def measure(sessions, length=200, png=0, say=print):
    """Time `skelos report` on a store of `sessions` random games; [(key, figure, value)]."""
    rows = []

    def row(key, figure, value):
        rows.append((key, figure, value))
        say("  %-70s %s" % (figure, value))

    def timed(wall, cpu, rss, _out, load):
        return "%.2f s wall, %.2f s CPU, %.0f MB peak RSS (load %.1f)" % (wall, cpu, rss, load)

    tmp = tempfile.mkdtemp(prefix="skelos-report-bench-")
    try:
        db = os.path.join(tmp, "club.sqlite")
        t0 = time.perf_counter()
        (extra_d, extra_events), nevents = fill_store(db, sessions, length)
        say("store: %d sessions, %d events, %.0f MB (%.1f s to generate)"
            % (sessions, nevents, os.path.getsize(db) / 1e6, time.perf_counter() - t0))
        n = sessions
        out = os.path.join(tmp, "report")
        first = _run("report", "--all", "--out", out, "--db", db)
        row("first-%d" % n, "`report --all`, %d sessions (%d events), first: figures computed and kept" % (n, nevents),
            timed(*first))
        files, size = folder_size(out)
        row("size", "output size, %d sessions" % n, "%.2f MB in %d files" % (size / 1e6, files))
        cold = _run("report", "--all", "--out", os.path.join(tmp, "cold"), "--db", db)
        row("cold-%d" % n, "`report --all`, %d sessions, cold folder, figures kept in the store" % n, timed(*cold))
        row("rss", "peak memory, %d sessions (first, cold)" % n, "%.0f MB, %.0f MB" % (first[2], cold[2]))
        again = _run("report", "--all", "--out", out, "--db", db)
        row("again", "the same, re-run with nothing changed (warm)", timed(*again))
        from skelos.codec import encode_scenario
        from skelos_host.session.store import Store
        with Store(db) as store:
            sid = store.session("club999", 1, extra_d["id"], extra_d, encode_scenario(extra_d), "bench", "0.1.0")
            store.add_events(sid, extra_events)
        new = _run("report", "--all", "--out", out, "--db", db)
        row("new", "the same after one new session (warm)", timed(*new))
        one = os.path.join(tmp, "one")
        single = _run("report", str(sid), "--out", one, "--db", db)
        row("one", "report of one session (%d events), cold" % len(extra_events), timed(*single))
        if png:
            small = os.path.join(tmp, "small.sqlite")
            fill_store(small, png, length)
            out = os.path.join(tmp, "png")
            wall, cpu, rss, _, load = _run("report", "--all", "--png", "--out", out, "--db", small)
            files, size = folder_size(out)
            row("png", "`report --all --png` (every chart also as PNG), %d sessions, cold" % png,
                "%.1f s wall, %.1f s CPU, %.2f MB in %d files (load %.1f)" % (wall, cpu, size / 1e6, files, load))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sessions", default="1000,4000", help="the sizes of the stores, a comma list")
    ap.add_argument("--length", type=int, default=200, help="events of a Conan game, about (default 200)")
    ap.add_argument("--png", type=int, default=0, metavar="N", help="also time --png on N sessions")
    ap.add_argument("--json", default=None, help="also write the rows to this file")
    ap.add_argument("--quick", action="store_true", help="6 sessions of about 60 events (a smoke run)")
    a = ap.parse_args()
    if a.quick:
        a.sessions, a.length, a.png = "6", 60, min(a.png, 1)
    sizes = [int(x) for x in str(a.sessions).split(",") if x.strip()]
    print("machine: %s, %d cores, %s, Python %s, load average %.1f" % (
        platform.machine(), os.cpu_count(), platform.platform(), platform.python_version(), os.getloadavg()[0]),
        flush=True)
    rows = []
    for i, n in enumerate(sizes):
        rows += [(figure, BEFORE.get(key, "") if n == 1000 or "-" in key else "",
                  TARGET.get(key, "") if n == 1000 or "-" in key or key == "rss" else "", value)
                 for key, figure, value in measure(n, a.length, a.png if i == 0 else 0,
                                                   lambda m: print(m, flush=True))]
    print("\n| figure | before | target | measured |\n|---|---|---|---|")
    for r in rows:
        print("| %s | %s | %s | %s |" % r)
    print("\ncommand: python bench/report_bench.py %s" % " ".join(sys.argv[1:]))
    if a.json:
        with open(a.json, "w") as f:
            json.dump([dict(zip(("figure", "before", "target", "measured"), r, strict=True)) for r in rows], f,
                      indent=1)


if __name__ == "__main__":
    main()
