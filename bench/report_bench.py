"""`skelos report` at the size of a club's logs: the figures and their targets in one table.

    .venv/bin/python bench/report_bench.py [--sessions 1000] [--length 200] [--png 100] [--json FILE] [--quick]

Fills a session store with seeded random games of both games (tests/host/random_games.py:
Conan on four presets, every tenth session OrcQuest), then runs `skelos report --all`
as a user would (a new process each time, interpreter start included, the modules'
bytecode cached as after an install): into an empty
folder (cold), again with nothing changed, again after one more session, and the report
of one session.  `--png N` also times `--png` (the raster images) on the first N
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
BEFORE = {"cold": "394 s", "again": "3.2 s", "size": "107 MB", "one": "1.3 s"}
TARGET = {"cold": "<= 10 s", "again": "<= 1 s", "size": "<= 10 MB", "one": "<= 0.5 s"}


def skelos(*args, cwd=None):
    """Run `skelos ARGS` in a new interpreter; (wall s, CPU s with its children, peak RSS MB, output)."""
    log = tempfile.TemporaryFile()
    t0 = time.perf_counter()
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)     # (the modules' bytecode cached, as after an install)
    p = subprocess.Popen([sys.executable, "-c", "from skelos_host.cli import main; main()", *args],
                         stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, cwd=cwd or ROOT, env=env)
    _, status, usage = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    p.returncode = os.waitstatus_to_exitcode(status)
    log.seek(0)
    out = log.read().decode("utf-8", "replace")
    if p.returncode:
        raise RuntimeError("skelos %s failed (%d):\n%s" % (" ".join(args), p.returncode, out[-3000:]))
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, out


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
    from skelos_host.store import Store
    games = sessions(n + 1, seed=seed, length=length)
    blobs = {}
    with Store(db) as store:
        for i, (d, events) in enumerate(games[:n]):
            key = json.dumps(d, sort_keys=True)
            blob = blobs.setdefault(key, encode_scenario(d))
            sid = store.session("club%03d" % (i // 50), i + 1, d["id"], d, blob, "bench", "0.1.0")
            store.add_events(sid, events, received_at=1.7e9 + i * 3600)
    return games[n], sum(len(e) for _, e in games[:n])


def measure(sessions, length=200, png=0, say=print):
    """Time `skelos report` on a store of `sessions` random games; [(key, figure, value)]."""
    rows = []

    def row(key, figure, value):
        rows.append((key, figure, value))
        say("  %-60s %s" % (figure, value))

    tmp = tempfile.mkdtemp(prefix="skelos-report-bench-")
    try:
        db = os.path.join(tmp, "club.sqlite")
        t0 = time.perf_counter()
        (extra_d, extra_events), nevents = fill_store(db, sessions, length)
        say("store: %d sessions, %d events (%.1f s to generate)" % (sessions, nevents, time.perf_counter() - t0))
        out = os.path.join(tmp, "report")
        n = sessions
        wall, cpu, rss, text = skelos("report", "--all", "--out", out, "--db", db)
        row("cold", "`report --all`, %d sessions (%d events), cold" % (n, nevents),
            "%.2f s wall, %.2f s CPU, %.0f MB peak RSS" % (wall, cpu, rss))
        files, size = folder_size(out)
        row("size", "output size, %d sessions" % n, "%.2f MB in %d files" % (size / 1e6, files))
        wall, cpu, rss, _ = skelos("report", "--all", "--out", out, "--db", db)
        row("again", "the same, re-run with nothing changed", "%.2f s wall, %.2f s CPU" % (wall, cpu))
        from skelos.codec import encode_scenario
        from skelos_host.store import Store
        with Store(db) as store:
            sid = store.session("club999", 1, extra_d["id"], extra_d, encode_scenario(extra_d), "bench", "0.1.0")
            store.add_events(sid, extra_events)
        wall, cpu, rss, _ = skelos("report", "--all", "--out", out, "--db", db)
        row("new", "the same after one new session", "%.2f s wall, %.2f s CPU" % (wall, cpu))
        one = os.path.join(tmp, "one")
        wall, cpu, rss, _ = skelos("report", str(sid), "--out", one, "--db", db)
        row("one", "report of one session (%d events), cold" % len(extra_events),
            "%.2f s wall, %.2f s CPU" % (wall, cpu))
        if png:
            small = os.path.join(tmp, "small.sqlite")
            fill_store(small, png, length)
            out = os.path.join(tmp, "png")
            wall, cpu, rss, _ = skelos("report", "--all", "--png", "--out", out, "--db", small)
            files, size = folder_size(out)
            row("png", "`report --all --png` (every chart also as PNG), %d sessions, cold" % png,
                "%.1f s wall, %.1f s CPU, %.2f MB in %d files" % (wall, cpu, size / 1e6, files))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sessions", type=int, default=1000)
    ap.add_argument("--length", type=int, default=200, help="events of a Conan game, about (default 200)")
    ap.add_argument("--png", type=int, default=0, metavar="N", help="also time --png on N sessions")
    ap.add_argument("--json", default=None, help="also write the rows to this file")
    ap.add_argument("--quick", action="store_true", help="6 sessions of about 60 events (a smoke run)")
    a = ap.parse_args()
    if a.quick:
        a.sessions, a.length, a.png = 6, 60, min(a.png, 1)
    print("machine: %s, %d cores, %s, Python %s, load average %.1f" % (
        platform.machine(), os.cpu_count(), platform.platform(), platform.python_version(), os.getloadavg()[0]),
        flush=True)
    rows = [(figure, BEFORE.get(key, ""), TARGET.get(key, ""), value)
            for key, figure, value in measure(a.sessions, a.length, a.png, lambda m: print(m, flush=True))]
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
