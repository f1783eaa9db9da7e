"""A hero's sheet in headless Chromium at 390, 800 and 1280 px, in both languages: the wounds' "2 of 11" on one
line, the other heroes' lines without a gap beside a short name, and a refusal said again in the language the
sheet is switched to."""

import json
import subprocess
import urllib.request
from pathlib import Path

from webhelp import shot, start_play

CHECKS = (Path(__file__).resolve().parents[1] / "layout_checks.js").read_text(encoding="utf-8")
# the lines a text takes: its boxes, a new line for each box below all the others (a smaller word beside a big
# one shares its line)
LINES = """(sel) => { const r = document.createRange(); r.selectNodeContents(document.querySelector(sel));
    const boxes = [...r.getClientRects()].filter(x => x.width > 0).sort((a, b) => a.top - b.top);
    let lines = 0, bottom = -Infinity;
    for (const b of boxes) { if (b.top >= bottom - 1) lines += 1; bottom = Math.max(bottom, b.bottom); }
    return lines; }"""
OTHERS = """() => [...document.querySelectorAll('#others li[data-seat]')].map(li => {
    const a = li.querySelector('a').getBoundingClientRect(), s = li.querySelector('span').getBoundingClientRect();
    return {below: s.top >= a.bottom - 1, text: li.querySelector('span').textContent}; })"""


def _post(url, body):
    req = urllib.request.Request(url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=5) as r:
        return json.loads(r.read())


def _get(url):
    return json.loads(urllib.request.urlopen(url, timeout=5).read())


def test_the_sheet_s_words_at_every_width_and_in_both_languages(browser, tmp_path):
    proc, url, _lines = start_play(["--state-dir", str(tmp_path / "sim"), "--http-port", "0", "--no-log",
                                    "--seconds", "150"])
    try:
        for hero in ("conan", "belit", "shevatas"):
            _post(url + "heroes/api/seat", {"hero": hero})
        link = _get(url + "heroes/api/pairing?seat=0")["link"]
        ctx = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
        ctx.add_init_script("localStorage.setItem('skelos.lang', 'en')")
        page = ctx.new_page()
        page.goto(link)
        page.wait_for_function("document.getElementById('conn').classList.contains('ok')")
        for width in (390, 800, 1280):
            page.set_viewport_size({"width": width, "height": 900})
            for lang in ("en", "fr"):
                page.select_option("#lang", lang)
                page.wait_for_function("document.documentElement.lang === %r" % lang)
                page.wait_for_timeout(100)
                assert page.evaluate(LINES, "#z-wounds") == 1, (width, lang, page.inner_text("#z-wounds"))
                others = page.evaluate(OTHERS)
                assert len(others) == 2 and all(o["below"] and not o["text"].startswith("·") for o in others), \
                    (width, lang, others)
                problems = page.evaluate("""(() => { const c = %s;
                    return {"overflow": c.overflow(), "cut words": c.cutWords()}; })()""" % CHECKS)
                assert problems == {"overflow": [], "cut words": []}, (width, lang, problems)
                shot(page, "hero-sheet-words-%s-%d.png" % (lang, width))
        # a refusal shown in English is said in French once the sheet is switched to French, and back
        page.select_option("#lang", "en")
        page.wait_for_function("document.documentElement.lang === 'en'")
        page.click("#b-turn")
        page.wait_for_function("!document.getElementById('b-active').disabled")
        page.click("#b-active")
        page.wait_for_timeout(300)
        page.click("[data-box=melee] button")
        page.wait_for_function("!document.getElementById('msg').hidden")
        assert "a companion has not declared" in page.inner_text("#msg")
        page.select_option("#lang", "fr")
        page.wait_for_function("document.documentElement.lang === 'fr'")
        page.wait_for_function("!document.getElementById('msg').textContent.includes('companion')")
        assert "compagnon" in page.inner_text("#msg"), page.inner_text("#msg")
        page.select_option("#lang", "en")
        page.wait_for_function("document.getElementById('msg').textContent.includes('a companion has not declared')")
    finally:
        proc.terminate()
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()

