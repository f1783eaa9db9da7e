"""The heroes' panel gives each seat an address a phone can open: the computer's address on the network when
the page listens there (`--host 0.0.0.0`), and when it listens on this computer only, a sentence saying so and
what to type (headless Chromium at 390, 800 and 1280 px, in both languages)."""

import io
import json
import re
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from webhelp import shot, start_play

from skelos_host.web.pairing import lan_address

CHECKS = (Path(__file__).resolve().parents[1] / "layout_checks.js").read_text(encoding="utf-8")
SAID = {"en": "No phone can open this page: it is served on this computer only.",
        "fr": "Aucun téléphone ne peut ouvrir cette page\u00a0: elle n'est servie que sur cet ordinateur."}


def _get(url):
    return json.loads(urllib.request.urlopen(url, timeout=5).read())


def _stop(proc):
    proc.terminate()
    try:
        proc.wait(20)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def _seat(page, hero):
    page.wait_for_selector("#heroes-panel #hero-seat")
    page.select_option("#hero-preset", hero)
    page.click("#hero-seat")
    page.wait_for_function("document.querySelectorAll('#heroes-panel li').length >= 1")


def test_a_page_on_this_computer_only_says_what_to_do_for_the_phones(browser, tmp_path):
    proc, url, _lines = start_play(["--state-dir", str(tmp_path / "sim"), "--http-port", "0", "--no-log",
                                    "--seconds", "120"])
    try:
        page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
        page.goto(url)
        _seat(page, "conan")
        assert _get(url + "heroes/api/pairing?seat=0")["this_computer_only"] is True
        for lang in ("en", "fr"):
            page.select_option("#lang", lang)
            page.wait_for_function("document.documentElement.lang === %r" % lang)
            page.wait_for_function("(t) => [...document.querySelectorAll('#heroes-panel .local-only')]"
                                   ".some(p => p.textContent.includes(t))", arg=SAID[lang])
            text = page.inner_text("#heroes-panel .local-only")
            assert "--host 0.0.0.0" in text and "skelos play --host 0.0.0.0" in text, text
            # the hero picker names a box in the page's language when its name is words, not a title
            belit = page.inner_text("#hero-preset option[value=belit]").replace("\u00a0", " ")
            assert {"en": "Core Game", "fr": "Boîte de base"}[lang] in belit, belit
            for width in (390, 800, 1280):
                page.set_viewport_size({"width": width, "height": 900})
                page.wait_for_timeout(150)
                problems = page.evaluate("""(() => { const c = %s;
                    return {"overflow": c.overflow(), "cut words": c.cutWords()}; })()""" % CHECKS)
                assert problems == {"overflow": [], "cut words": []}, (lang, width, problems)
                shot(page, "heroes-panel-this-computer-%s-%d.png" % (lang, width))
    finally:
        _stop(proc)


def test_a_page_on_the_network_gives_the_phones_its_network_address(browser, tmp_path):
    addr = lan_address()
    if addr is None:
        pytest.skip("this machine has no address on a network")
    proc = subprocess.Popen([sys.executable, "-m", "skelos_host.cli", "play", "--host", "0.0.0.0", "--http-port",
                             "0", "--state-dir", str(tmp_path / "sim"), "--no-log", "--seconds", "120"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        port = None
        deadline = time.monotonic() + 30
        while port is None and time.monotonic() < deadline:
            m = re.search(r"http://[^/]*:(\d+)/", proc.stdout.readline())
            port = m and int(m.group(1))
        assert port, "no address printed"
        url = "http://127.0.0.1:%d/" % port               # the Overlord's laptop opens it locally
        page = browser.new_context(viewport={"width": 800, "height": 900}).new_page()
        page.goto(url)
        _seat(page, "conan")
        pairing = _get(url + "heroes/api/pairing?seat=0")
        assert pairing["this_computer_only"] is False
        assert pairing["link"].startswith("http://%s:%d/hero?seat=0&pair=" % (addr, port)), pairing
        import segno
        out = io.BytesIO()
        segno.make(pairing["link"], error="m").save(out, kind="svg", scale=4, border=2, xmldecl=False)
        assert urllib.request.urlopen(url + "heroes/qr/0.svg", timeout=5).read() == out.getvalue()
        page.wait_for_selector("#heroes-panel img.qr")
        assert page.locator("#heroes-panel .local-only").count() == 0
        assert ("%s:%d" % (addr, port)) in page.inner_text("#heroes-panel .link")
    finally:
        _stop(proc)
