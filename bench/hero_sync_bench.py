"""The heroes' sheets on phones: time from a tap on one phone to the update on the others, for
1 to 6 connected phones, and the sheet page's size and first paint on a phone profile (headless
Chromium through Playwright, against `skelos play` with its session logging on).

    .venv/bin/python bench/hero_sync_bench.py [--taps 30] [--quick]

Each phone is a browser context of its own, paired with its own hero (6 heroes seated).  Phone 1
taps (active defense 1 gem, then undo, in turns: each tap is one record logged in the session
store); every phone watches the tapper's sheet and notes the wall-clock time it drew the change
(a MutationObserver; the clock is the machine's, shared by the contexts).  With 1 phone the
time is from the tap to the tapper's own sheet showing the answer.  Figures: median and 95th
percentile over --taps taps, of the slowest phone per tap.  Page size: the bytes of the sheet's
page (with its first state and messages), script and style, as served; first paint and first
contentful paint from the browser's paint timing, on a 390 px phone with the CPU slowed 4 times
(Chrome DevTools' mid-range phone setting).  Prints figures; asserts nothing.
"""

import argparse
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests", "web"))


def _play(folder):
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    proc = subprocess.Popen([sys.executable, "-m", "skelos_host.cli", "play", "--http-port", "0", "--db",
                             os.path.join(folder, "s.sqlite"), "--state-dir", os.path.join(folder, "sim")],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    end = time.monotonic() + 30
    while time.monotonic() < end:
        m = re.search(r"(http://127\.0\.0\.1:\d+/)", proc.stdout.readline())
        if m:
            return proc, m.group(1)
    proc.kill()
    raise SystemExit("skelos play printed no page address")


def _post(url, body):
    req = urllib.request.Request(url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as r:
        return json.loads(r.read())


def _get(url):
    with urllib.request.urlopen(url, timeout=10) as r:
        return r.read()


# the tapper: its sheet drawn with the server's answer (hero.js counts the answers on <body>);
# the others: their list of the other heroes redrawn from the stream
WATCH = """(tapper) => {
  window.__seen = [];
  const note = () => window.__seen.push(Date.now());
  if (tapper) new MutationObserver(note).observe(document.body, {attributes: true, attributeFilter: ["data-answers"]});
  else new MutationObserver(note).observe(document.getElementById('others'), {subtree: true, childList: true,
    characterData: true});
}"""


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--taps", type=int, default=30)
    ap.add_argument("--quick", action="store_true", help="5 taps per count")
    a = ap.parse_args(argv)
    taps = 5 if a.quick else a.taps
    from playwright.sync_api import sync_playwright
    from webhelp import CHROMIUM, FLAGS

    folder = tempfile.mkdtemp(prefix="skelos-hero-bench-")
    proc, url = _play(folder)
    try:
        heroes = ("conan", "belit", "shevatas", "valeria", "hadrathus", "zelata")
        for h in heroes:
            _post(url + "heroes/api/seat", {"hero": h})
        links = [json.loads(_get(url + "heroes/api/pairing?seat=%d" % i))["link"] for i in range(len(heroes))]
        print("machine: %s, %d CPUs, Python %s, %s" % (platform.machine(), os.cpu_count(),
                                                        platform.python_version(), CHROMIUM))
        with sync_playwright() as p:
            b = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
            phones = []
            for link in links:
                ctx = b.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
                page = ctx.new_page()
                page.goto(link)
                page.wait_for_function("document.getElementById('conn').classList.contains('ok')")
                phones.append(page)
            tapper = phones[0]
            # every hero starts the turn and declares, so that the tapper may act
            for page in phones:
                page.click("#b-turn")
                page.wait_for_timeout(100)
            for page in phones:
                page.click("#b-active")
                page.wait_for_timeout(100)
            time.sleep(0.5)
            for i, page in enumerate(phones):
                page.evaluate(WATCH, i == 0)
            rows = {}
            # 6 phones connected, then one leaves (its stream closes) after each count, down to the tapper alone
            for n in range(len(phones), 0, -1):
                live = phones[:n]
                worst = []
                for k in range(taps):
                    for page in live:
                        page.evaluate("window.__seen = []")
                    sel = "[data-box=defense] button" if k % 2 == 0 else "#b-undo"
                    t0 = tapper.evaluate("(sel) => { const t = Date.now(); document.querySelector(sel).click();"
                                         " return t; }", sel)
                    seen = []
                    for page in (live[1:] if n > 1 else live):
                        page.wait_for_function("window.__seen.length > 0", timeout=10000)
                        seen.append(page.evaluate("window.__seen[0]") - t0)
                    worst.append(max(seen))
                    tapper.wait_for_function("!document.getElementById('conn').textContent.includes('waiting')")
                    time.sleep(0.05)
                worst.sort()
                rows[n] = (statistics.median(worst), worst[int(0.95 * (len(worst) - 1))], worst[-1])
                if n > 1:
                    phones[n - 1].context.close()
            print("\ntap on one phone -> the update drawn on the others (ms; slowest phone of each tap, %d taps)"
                  % taps)
            print("%8s %8s %8s %8s" % ("phones", "median", "p95", "max"))
            for n in sorted(rows):
                print("%8d %8.0f %8.0f %8.0f" % ((n,) + rows[n]))
            tapper.context.close()
            # the page's size and first paint
            sheet = _get(url + "hero?seat=0")
            sizes = {"/hero?seat=0": len(sheet), "/hero.js": len(_get(url + "hero.js")),
                     "/hero.css": len(_get(url + "hero.css"))}
            words = re.search(rb'<script src="/(catalogue\.js\?[^"]+)"', sheet)
            if words:       # (its messages: kept by the browser, once for every sheet it opens)
                sizes["/catalogue.js"] = len(_get(url + words.group(1).decode().replace("&amp;", "&")))
            print("\nthe sheet page as served (bytes): " + ", ".join("%s %d" % kv for kv in sizes.items())
                  + ", total %d" % sum(sizes.values()))
            paints = []
            for _ in range(3 if a.quick else 7):
                ctx = b.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
                page = ctx.new_page()
                cdp = ctx.new_cdp_session(page)
                cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
                page.goto(url + "hero?seat=0", wait_until="load")
                page.wait_for_function("performance.getEntriesByType('paint').length >= 2")
                paints.append(page.evaluate("Object.fromEntries(performance.getEntriesByType('paint')"
                                            ".map((e) => [e.name, e.startTime]))"))
                ctx.close()
            for name in ("first-paint", "first-contentful-paint"):
                v = sorted(x[name] for x in paints)
                print("%s on a 390 px phone, CPU slowed 4x: median %.0f ms (min %.0f, max %.0f, %d loads)"
                      % (name, statistics.median(v), v[0], v[-1], len(v)))
            b.close()
    finally:
        proc.terminate()
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            proc.kill()
    return 0


if __name__ == "__main__":
    sys.exit(main())
