"""The board's page keeps its whole catalogue whatever the heroes' sheets asked before: a sheet carries
only its own messages, cut from the same catalogue, and the cut never reaches the board's page.  Through
a real `skelos play` (English or French), the heroes' messages asked in both languages, before and after a
board's page is drawn in headless Chromium, in French and in English."""

import json
import signal
import subprocess
import urllib.request

import pytest
from webhelp import open_page, start_play

from skelos_host.text import i18n
from skelos_host.web import catalogues

# what the board's page shows in French, and in English, when its catalogue is whole
FRENCH = {"#river-h": "Rivière", "#phase": "Tour des Héros",
          "#buttons button[data-button=extra]": "Mouvement supplémentaire",
          "#buttons button[data-button=turn]": "Tour"}
ENGLISH = {"#river-h": "River", "#phase": "Heroes' turn",
           "#buttons button[data-button=extra]": "Extra move",
           "#buttons button[data-button=turn]": "Turn"}


def _get(url):
    return json.loads(urllib.request.urlopen(url, timeout=5).read())


def _expected(lang, server_lang):
    """(messages, plural forms) a page in `lang` holds, read from the catalogue in this process: the catalogue's
    script of the server's language (what the page comes with), or the whole catalogue the page asks for
    another language (/api/i18n)."""
    if lang == server_lang:
        words = json.loads(catalogues.catalogue_script(lang)[1].decode().partition("=")[2].strip().rstrip(";"))
        return words["messages"], words["plurals"]
    return i18n.catalogue(lang), i18n.plurals(lang)[0]


def _ask_the_sheets(url):
    """The heroes' messages in both languages, and a hero's sheet in the server's language."""
    said = {lang: _get(url + "heroes/api/i18n?lang=" + lang) for lang in ("fr", "en")}
    assert urllib.request.urlopen(url + "hero?seat=1", timeout=5).status == 200
    return said


def _board(browser, url, lang, server_lang):
    page = open_page(browser, url, lang, 1200)
    try:
        page.wait_for_selector("#river .slot")
        shown = {sel: page.inner_text(sel).strip() for sel in (FRENCH if lang == "fr" else ENGLISH)}
        assert shown == (FRENCH if lang == "fr" else ENGLISH)
        messages, plurals = _expected(lang, server_lang)
        held = page.evaluate("[MESSAGES, PLURALS]")
        assert (len(held[0]), len(held[1])) == (len(messages), len(plurals))
        assert held == [messages, plurals]
        if lang == "fr":
            assert page.evaluate("ngettext('{n} gem available', '{n} gems available', 10)") \
                == "{n} gemmes disponibles"
    finally:
        page.close()


@pytest.mark.parametrize("server_lang", ["fr", "en"])
@pytest.mark.parametrize("order", ["sheets first", "board first"])
def test_the_board_page_keeps_its_language_after_the_heroes_sheets(tmp_path, browser, server_lang, order):
    env = {"LANG": "fr_FR.UTF-8" if server_lang == "fr" else "en_GB.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""}
    proc, url, _lines = start_play(["--state-dir", str(tmp_path / "sim"), "--http-port", "0", "--no-log",
                                    "--seconds", "120"], env=env)
    try:
        if order == "board first":
            for lang in ("fr", "en"):
                _board(browser, url, lang, server_lang)
        before = _ask_the_sheets(url)
        for lang in ("fr", "en"):
            assert before[lang]["lang"] == lang
            keep = catalogues.page_messages(lang, server_lang)["messages"]
            assert before[lang]["messages"] and all(keep[k] == v for k, v in before[lang]["messages"].items())
        for lang in ("fr", "en", "fr"):
            _board(browser, url, lang, server_lang)
        assert _ask_the_sheets(url) == before        # and the sheets' messages are still their own
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGINT)
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
