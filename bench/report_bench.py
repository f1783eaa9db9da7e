"""`skelos report` at the size of a club's logs: the figures and their targets in one table.

    .venv/bin/python bench/report_bench.py [--sessions 1000,4000] [--length 200] [--png 100] [--json FILE] [--quick]

Fills a session store, for each size of `--sessions`, with seeded logged games: every second session
a solo game of the simulator played to its end (bench/solo_heroes.py: the board's Overlord at
levels 1, 2 and 3 in turn against simulated heroes, their sheets logged beside the board, on the
four Conan presets of the random games), the others random games of both games
(tests/host/random_games.py: Conan on the same presets, every tenth OrcQuest).  Then it runs
`skelos report --all` as a user would (a new process each time, interpreter start included, the
modules' bytecode cached as after an install): into an empty folder with no figures kept in the
store yet (the first report: it computes each session's figures and keeps them in the store), into
another empty folder with the figures kept (cold: what a report costs once the games are logged),
again with nothing changed (warm), again after one more session, and the report of one session.
Each line gives wall time, CPU (with children), peak memory (RSS) and the load average of the
machine (1 minute) when it ran.  `--png N` also times `--png` (the raster images) on the first N
sessions.  Prints figures and the targets, and the balance table of the board's Overlord the cold
report built from the solo games (its index page's, docs/solo.md "Balance"); asserts nothing about
time.
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
sys.path[:0] = [os.path.join(ROOT, "firmware", "lib"), os.path.join(ROOT, "host"), os.path.join(ROOT, "tests", "host"),
                os.path.join(ROOT, "bench")]

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


SOLO_EVERY = 2          # every second session of the store a solo game of the simulator


def solo_games(n, seed=1):
    """`n` solo games of the simulator (bench/solo_heroes.py), played to their end: the board's
    Overlord at levels 1, 2 and 3 in turn against simulated heroes playing their sheets, on the
    Conan presets of the random games; [(scenario dict, SoloGame)]."""
    from random_games import CONAN_PRESETS

    from skelos_host import presets
    from solo_heroes import SoloGame
    loaded = {}
    out = []
    for k in range(n):
        name = CONAN_PRESETS[(k // 3) % len(CONAN_PRESETS)]
        d = loaded.setdefault(name, presets.load_dict(name))
        game = SoloGame(d, 1 + k % 3, seed * 100003 + k)
        game.play()
        out.append((d, game))
    return out


def fill_store(db, n, length, seed=1):
    """A store of `n` logged sessions: every SOLO_EVERY-th a solo game of the simulator, its board's
    records and its heroes' sheets logged as a table beside the board logs them (seats and records
    keyed by the game's identity, each record after the board's record it was made after), the others
    the random games of tests/host/random_games.py.  (the random game one more session takes, the
    events stored, the solo games stored)."""
    from random_games import sessions

    from skelos.codec import encode_scenario
    from skelos_host.heroes.log import HeroLog
    from skelos_host.session.store import Store
    n_solo = n // SOLO_EVERY
    games = sessions(n - n_solo + 1, seed=seed, length=length)
    solos = solo_games(n_solo, seed)
    blobs = {}
    nevents = 0
    seats = {}
    with Store(db) as store:
        rnd = iter(games)
        for i in range(n):
            solo = (i % SOLO_EVERY == SOLO_EVERY - 1) and (i // SOLO_EVERY) < n_solo
            if solo:
                d, game = solos[i // SOLO_EVERY]
                events, uid, rules = game.events, "bench%06d" % i, game.g.rules
            else:
                d, events = next(rnd)
                uid = rules = None
            key = json.dumps(d, sort_keys=True)
            blob = blobs.setdefault(key, encode_scenario(d))
            sid = store.session("club%03d" % (i // 50), i + 1, d["id"], d, blob, "bench", "0.1.0", rules=rules,
                                uid=uid)
            store.add_events(sid, events, received_at=1.7e9 + i * 3600)
            nevents += len(events)
            if solo:
                seats[uid] = game
    log = HeroLog(db)
    try:
        for uid, game in seats.items():
            for s in game.seats:
                log.put_seat(uid, s["seat"], s["hero"], None, None, game.sheets[s["seat"]].rules)
            log.add(uid, *[dict(r, h=None, prev=r["n"] - 1, rid=None, answer=None) for r in game.hero_records])
    finally:
        log.close()
    return games[n - n_solo], nevents, [g for _d, g in solos]


def balance_of(index_html):
    """The balance table of a report's index page (its section "balance"), as Markdown lines ([] without
    one): the very table `skelos report` built."""
    from html.parser import HTMLParser

    class Cells(HTMLParser):
        def __init__(self):
            HTMLParser.__init__(self)
            self.on = False
            self.rows = []
            self.cell = None

        def handle_starttag(self, tag, attrs):
            if tag == "section" and ("id", "balance") in attrs:
                self.on = True
            elif self.on and tag == "tr":
                self.rows.append([])
            elif self.on and tag in ("td", "th"):
                self.cell = []

        def handle_endtag(self, tag):
            if tag == "section":
                self.on = False
            elif self.on and tag in ("td", "th") and self.cell is not None:
                self.rows[-1].append("".join(self.cell).strip())
                self.cell = None

        def handle_data(self, data):
            if self.cell is not None:
                self.cell.append(data)

    p = Cells()
    p.feed(index_html)
    if not p.rows:
        return []
    out = ["| " + " | ".join(p.rows[0]) + " |", "|" + "---|" * len(p.rows[0])]
    out += ["| " + " | ".join(r) + " |" for r in p.rows[1:]]
    return out


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

    from skelos.conan.game import HEROES_WON
    tmp = tempfile.mkdtemp(prefix="skelos-report-bench-")
    try:
        db = os.path.join(tmp, "club.sqlite")
        t0 = time.perf_counter()
        (extra_d, extra_events), nevents, solos = fill_store(db, sessions, length)
        say("store: %d sessions, %d events, %.0f MB (%.1f s to generate); %d of them solo games of the simulator "
            "(levels 1, 2, 3: %s games; won by the Overlord %d, by the heroes %d; heroes' sheets logged: %d "
            "heroes, %d records)"
            % (sessions, nevents, os.path.getsize(db) / 1e6, time.perf_counter() - t0, len(solos),
               ", ".join(str(sum(1 for g in solos if g.g.solo == lv)) for lv in (1, 2, 3)),
               sum(1 for g in solos if g.g.over != HEROES_WON), sum(1 for g in solos if g.g.over == HEROES_WON),
               sum(len(g.seats) for g in solos), sum(len(g.hero_records) for g in solos)))
        n = sessions
        out = os.path.join(tmp, "report")
        first = _run("report", "--all", "--out", out, "--db", db)
        row("first-%d" % n, "`report --all`, %d sessions (%d events), first: figures computed and kept" % (n, nevents),
            timed(*first))
        files, size = folder_size(out)
        row("size", "output size, %d sessions" % n, "%.2f MB in %d files" % (size / 1e6, files))
        cold = _run("report", "--all", "--out", os.path.join(tmp, "cold"), "--db", db)
        row("cold-%d" % n, "`report --all`, %d sessions, cold folder, figures kept in the store" % n, timed(*cold))
        with open(os.path.join(tmp, "cold", "index.html"), encoding="utf-8") as fh:
            table = balance_of(fh.read())
        say("the report's balance table of the board's Overlord (%d sessions):" % n)
        say("\n".join(table) if table else "(none: no solo game that ended)")
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
