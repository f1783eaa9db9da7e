"""The table page's turn line in headless Chromium at 390, 800 and 1280 px, in both languages."""

import subprocess
from pathlib import Path

from webhelp import shot, start_play

CHECKS = (Path(__file__).resolve().parent / "layout_checks.js").read_text(encoding="utf-8")


def test_the_table_page_says_what_turn_0_is(browser, tmp_path):
    """The table page's "Turn 0 of 8" says it is the heroes' first turn (the hourglass comes to 1 with the
    Overlord's first turn), at every width and in both languages; from turn 1 on, the number alone."""
    proc, url, _lines = start_play(["--state-dir", str(tmp_path / "sim"), "--http-port", "0", "--no-log",
                                    "--seconds", "120"])
    try:
        said = {"en": "Turn 0 of 8 (the heroes' first turn)", "fr": "Tour 0 sur 8 (le premier tour des Héros)"}
        for width in (390, 800, 1280):
            for lang in ("en", "fr"):
                page = browser.new_page(viewport={"width": width, "height": 900})
                page.add_init_script("localStorage.setItem('skelos.lang', %r)" % lang)
                page.goto(url)
                page.wait_for_function("document.querySelector('#conn').className === 'conn ok'")
                page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)
                page.wait_for_function("document.getElementById('turn').textContent === '0'")
                line = " ".join(page.inner_text(".turnline").split())
                assert line == " ".join(said[lang].split()), (width, lang, line)
                problems = page.evaluate("""(() => { const c = %s;
                    return {"overflow": c.overflow(), "cut words": c.cutWords()}; })()""" % CHECKS)
                assert problems == {"overflow": [], "cut words": []}, (width, lang, problems)
                shot(page, "table-turn-0-%s-%d.png" % (lang, width))
                page.close()
        page = browser.new_page(viewport={"width": 800, "height": 900})
        page.goto(url)
        page.wait_for_function("document.querySelector('#conn').className === 'conn ok'")
        page.keyboard.press("t")                 # the Overlord's turn: the hourglass on 1
        page.wait_for_function("document.getElementById('turn').textContent === '1'")
        assert " ".join(page.inner_text(".turnline").split()) == "Turn 1 of 8"
    finally:
        proc.terminate()
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
