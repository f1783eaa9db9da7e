"""The live page's figures: the story in words and the first paint (docs/performance.md).

    .venv/bin/python bench/book_page_bench.py [--records 2000] [--page-records 300] [--runs 5]
        [--update-records 300,1000,2000,4000] [--updates 20] [--parts story,page,updates] [--langs en,fr]
        [--quick]

- The story: a seeded game of --records records (every Book of Skelos record
  kind, undo and redo among them) told through the host's view
  (skelos_host.session.story), in records per second, and the size of the story as JSON.
- The page, against the simulated board holding a game of --page-records
  records: the bytes of the page (with its state and the story's newest
  entries inside), plain and gzipped, the time the page server takes to serve
  it the first time (it reads every record from the board and tells them) and
  later (median of --runs), the size of its language's catalogue script, and,
  in headless Chromium at 800 px and on a phone (390 px, the CPU 4x slower),
  the bytes transferred, the first contentful paint and the moment the river
  is drawn, with the live stream held back (never answered) and with it open,
  and the moment the stream is live (median of --runs each), each page in a
  browser of its own (nothing cached); then on the phone, the page opened a
  second time in the same browser.  For each language of --langs (the page
  server's).
- One update of the page as the game goes on: the simulated board holding a
  game of 300, 1,000, 2,000 and 4,000 records (--update-records), the page
  opened on it at 390 px, then the next --updates records of the same seeded
  game played one at a time; for each, the time the page takes to handle the
  stream's message (parse it, draw the state and the story, and the layout
  that follows, forced at once), median and maximum, after the first
  paint's own work has settled.  A page whose cost grows with the story's
  length shows it here.
Prints figures; asserts nothing about time.
"""

import argparse
import json
import os
import platform
import random
import statistics
import sys
import tempfile
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "firmware", "lib"), os.path.join(ROOT, "host"), os.path.join(ROOT, "tests", "web")]

from skelos.games import load, new_game  # noqa: E402

from skelos_host import presets  # noqa: E402
from skelos_host.session import story  # noqa: E402
from skelos_host.views import conan  # noqa: E402


def endless_village():
    d = presets.load_dict("pict-village")
    d["turns"] = {"start": 0}          # no last turn: a game as long as asked
    return d


def seeded_game(d, n, seed=7):
    """(action, args) pairs of a game of `n` records, every one accepted by the core."""
    rnd = random.Random(seed)
    s, problems = load(d)
    assert not problems, problems
    g = new_game(s)
    out = []
    while g.count < n:
        if g.pending >= 0:
            tries = [("event", (0, []))]
        elif g.phase == 0:
            tries = [("begin_turn", ()), ("defend", (1,)), ("reroll", (1,))]
        else:
            tries = [("activate", (rnd.randint(1, 7),)), ("extra_move", (0, 1)), ("defend", (1,)),
                     ("reroll", (1,)), ("damage", (rnd.randint(0, 5), rnd.randint(1, 5), 0, 0)),
                     ("kill", (rnd.randint(0, 5), 1)), ("undo", ()), ("redo", ()), ("end_turn", ())]
        name, args = rnd.choice(tries)
        if getattr(g, name)(*args) is None:
            out.append((name, args))
    return out


def bench_story(n):
    d = endless_village()
    s, _ = load(d)
    g = new_game(s)
    for name, args in seeded_game(d, n):
        getattr(g, name)(*args)
    events = [{"seq": i + 1, "rec": g.record_list(i)} for i in range(g.count)]
    t0 = time.perf_counter()
    st = story.told(conan, d, events)
    dt = time.perf_counter() - t0
    raw = sum(1 for e in st.entries if e["when"] is None)
    size = len(json.dumps(st.entries))
    print("story: %d records told in %.3f s (%.0f records/s), %d shown as sent; %d bytes of JSON (%.0f per record)"
          % (len(events), dt, len(events) / dt, raw, size, size / len(events)))


def bench_page(n, runs, lang="en"):
    import re

    import tomli_w
    from playwright.sync_api import sync_playwright
    from webhelp import CHROMIUM, FLAGS

    from skelos_host.text import i18n
    from skelos_host.sim import SimDevice
    from skelos_host.web.session import LivePage
    from skelos_host.web.source import segments_of

    d = endless_village()
    i18n.set_language(lang)        # (the page server's language)
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "pict-village.toml")
        with open(path, "wb") as f:
            f.write(tomli_w.dumps(d).encode())
        with SimDevice(os.path.join(tmp, "sim"), scenario=path) as board:
            live = LivePage(board.port, http_port=0, segments=segments_of(board.profile), say=lambda m: None)
            # the scenario of a file is not a preset: give the page its dict as a flashed one would be known
            live.source.scenario = lambda scenario_id: d
            live.start()
            try:
                c = live.source.client
                for name, args in seeded_game(d, n):
                    if name in ("undo", "redo"):
                        c.request(name)
                    else:
                        c.request("act", action=name, args=[list(a) if isinstance(a, tuple) else a for a in args])
                t0 = time.perf_counter()
                html = urllib.request.urlopen(live.url, timeout=60).read()
                cold = time.perf_counter() - t0
                warm = []
                for _ in range(runs):
                    t0 = time.perf_counter()
                    urllib.request.urlopen(live.url, timeout=60).read()
                    warm.append(time.perf_counter() - t0)
                req = urllib.request.Request(live.url, headers={"Accept-Encoding": "gzip"})
                with urllib.request.urlopen(req, timeout=60) as r:
                    packed = len(r.read()) if r.headers.get("Content-Encoding") == "gzip" else None
                print("page (%s): %d bytes (%s gzipped, as a browser gets it) with %d records told; served in %.0f ms "
                      "the first time (every record read and told), then %.0f ms (median of %d)"
                      % (lang, len(html), "%d bytes" % packed if packed else "not", n, cold * 1000,
                         statistics.median(warm) * 1000, runs))
                words = re.search(rb'<script src="/(catalogue\.js\?[^"]+)"', html)
                if words:
                    url = live.url + words.group(1).decode().replace("&amp;", "&")
                    plain = len(urllib.request.urlopen(url, timeout=60).read())
                    req = urllib.request.Request(url, headers={"Accept-Encoding": "gzip"})
                    with urllib.request.urlopen(req, timeout=60) as r:
                        print("its catalogue's script: %d bytes (%d gzipped), kept by the browser (%s)"
                              % (plain, len(r.read()), r.headers.get("Cache-Control")))
                with sync_playwright() as p:
                    b = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
                    warm_up = b.new_page()
                    warm_up.goto(live.url, wait_until="load")
                    warm_up.close()
                    # (each page in a browser context of its own, its cache empty; `again`: the page opened a
                    # second time in one context, as a player opens it again)
                    for (width, height, slow), held, again in [(screen, hold, False) for screen in
                                                               ((800, 900, 1), (390, 844, 4)) for hold in (True, False)
                                                               ] + [((390, 844, 4), False, True)]:
                        fcp, river, live_at, weight = [], [], [], []
                        for _ in range(runs):
                            context = b.new_context(viewport={"width": width, "height": height})
                            if again:
                                first = context.new_page()
                                first.goto(live.url, wait_until="load")
                                first.close()
                            page = context.new_page()
                            if slow > 1:
                                cdp = page.context.new_cdp_session(page)
                                cdp.send("Emulation.setCPUThrottlingRate", {"rate": slow})
                            page.add_init_script(
                                "new MutationObserver(() => { const r = document.getElementById('river');"
                                " const c = document.getElementById('conn');"
                                " if (r && r.children.length && !window.riverAt) window.riverAt = performance.now();"
                                " if (c && c.className === 'conn ok' && !window.liveAt)"
                                " window.liveAt = performance.now();"
                                " }).observe(document, {childList: true, subtree: true, attributes: true});")
                            if held:
                                page.route("**/api/stream", lambda route: route.abort())
                            page.goto(live.url, wait_until="load")
                            page.wait_for_function("window.riverAt !== undefined")
                            if not held:
                                page.wait_for_function("window.liveAt !== undefined")
                                live_at.append(page.evaluate("window.liveAt"))
                            fcp.append(page.evaluate(
                                "performance.getEntriesByName('first-contentful-paint')[0].startTime"))
                            river.append(page.evaluate("window.riverAt"))
                            weight.append(page.evaluate(
                                "performance.getEntriesByType('navigation')[0].transferSize + performance"
                                ".getEntriesByType('resource').reduce((n, e) => n + e.transferSize, 0)"))
                            context.close()
                        line = ("chromium, %d px%s, stream %s%s: %d bytes transferred, first contentful paint %.0f ms, "
                                "river drawn %.0f ms"
                                % (width, ", CPU %dx slower" % slow if slow > 1 else "",
                                   "held back" if held else "open", ", opened again" if again else "",
                                   statistics.median(weight),
                                   statistics.median(fcp), statistics.median(river)))
                        if live_at:
                            line += ", the stream live %.0f ms" % statistics.median(live_at)
                        print(line + " (median of %d, from navigation start)" % runs)
                    b.close()
            finally:
                live.stop()


# Times each message of the live stream in the page: the page's own handler, then the layout it causes.
_TIME_UPDATES = """(() => {
  const ES = window.EventSource;
  window.updateTimes = [];
  window.scriptTimes = [];
  window.sizes = [];
  window.EventSource = function (url, opts) {
    const es = new ES(url, opts);
    let handler = null;
    Object.defineProperty(es, "onmessage", {
      get() { return handler; },
      set(fn) {
        handler = fn;
        es.addEventListener("message", (e) => {
          const t0 = performance.now();
          fn.call(es, e);
          const t1 = performance.now();
          void document.body.offsetHeight;          // the layout the update causes, now
          const t2 = performance.now();
          window.updateTimes.push(t2 - t0);
          window.scriptTimes.push(t1 - t0);
          window.sizes.push(e.data.length);
        });
      },
    });
    return es;
  };
  window.EventSource.prototype = ES.prototype;
})();"""


def bench_updates(checkpoints, per):
    import tomli_w
    from playwright.sync_api import sync_playwright
    from webhelp import CHROMIUM, FLAGS

    from skelos_host.sim import SimDevice
    from skelos_host.web.session import LivePage
    from skelos_host.web.source import segments_of

    d = endless_village()
    plan = seeded_game(d, max(checkpoints) + per)
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "pict-village.toml")
        with open(path, "wb") as f:
            f.write(tomli_w.dumps(d).encode())
        with SimDevice(os.path.join(tmp, "sim"), scenario=path) as board:
            live = LivePage(board.port, http_port=0, segments=segments_of(board.profile), say=lambda m: None)
            live.source.scenario = lambda scenario_id: d
            live.start()
            c = live.source.client

            def play(name, args):
                if name in ("undo", "redo"):
                    c.request(name)
                else:
                    c.request("act", action=name, args=[list(a) if isinstance(a, tuple) else a for a in args])

            try:
                done = 0
                with sync_playwright() as p:
                    b = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
                    for n in checkpoints:
                        while done < n:
                            play(*plan[done])
                            done += 1
                        hub = live.server.hub
                        while not hub.inbox.empty():      # the pushes of those records told, before the page opens
                            time.sleep(0.05)
                        time.sleep(0.5)
                        page = b.new_page(viewport={"width": 390, "height": 844})
                        page.add_init_script(_TIME_UPDATES)
                        page.goto(live.url, wait_until="load")
                        page.wait_for_function("document.querySelector('#conn').className === 'conn ok'")
                        page.wait_for_function("window.updateTimes.length >= 1")   # the stream's first state
                        page.wait_for_timeout(3000)     # the first paint's own work (its garbage collected) done
                        for _ in range(per):
                            seen = page.evaluate("window.updateTimes.length")
                            play(*plan[done])
                            done += 1
                            page.wait_for_function("(n) => window.updateTimes.length > n", arg=seen)
                        times = page.evaluate("window.updateTimes.slice(1)")
                        script = page.evaluate("window.scriptTimes.slice(1)")
                        size = page.evaluate("window.sizes.slice(1)")
                        shown, held = page.evaluate("[STORY.base - 1 + STORY.entries.length, STORY.entries.length]")
                        page.close()
                        print("update at %5d records (%5d entries in the story, %d of them in the page): "
                              "%.1f ms median, %.1f ms max "
                              "(%d updates, 390 px; of the median, the page's script %.1f ms, the rest layout; "
                              "messages of %d bytes)"
                              % (n, shown, held, statistics.median(times), max(times), len(times),
                                 statistics.median(script), statistics.median(size)))
                    b.close()
            finally:
                live.stop()


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--records", type=int, default=2000)
    ap.add_argument("--page-records", type=int, default=300)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--update-records", default="300,1000,2000,4000")
    ap.add_argument("--updates", type=int, default=20)
    ap.add_argument("--parts", default="story,page,updates")
    ap.add_argument("--langs", default="en,fr", help="the page server's languages, each measured (the page part)")
    ap.add_argument("--quick", action="store_true",
                    help="200 records, a page of 50, one run, updates at 50 and 100 records (a smoke run)")
    a = ap.parse_args()
    if a.quick:
        a.records, a.page_records, a.runs = 200, 50, 1
        a.update_records, a.updates, a.langs = "50,100", 3, "fr"
    parts = a.parts.split(",")
    print("machine: %s, %s, Python %s, %d CPUs, load average %.2f %.2f %.2f at the start"
          % ((platform.machine(), platform.system(), platform.python_version(), os.cpu_count() or 0)
             + os.getloadavg()))
    if "story" in parts:
        bench_story(a.records)
    if "page" in parts:
        for lang in a.langs.split(","):
            bench_page(a.page_records, a.runs, lang)
    if "updates" in parts:
        bench_updates([int(x) for x in a.update_records.split(",")], a.updates)


if __name__ == "__main__":
    main()
