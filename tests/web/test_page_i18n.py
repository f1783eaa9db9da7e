"""The live page in French: `skelos play` under a French locale, in a real headless browser."""

import json
import signal
import subprocess
import urllib.request

import pytest

from webhelp import shot, start_play

from skelos_host.text import i18n
from skelos_host.sim import SimDevice
from skelos_host.web.session import LivePage
from skelos_host.web.source import segments_of

@pytest.fixture
def french_play(tmp_path):
    """`skelos play` started under LANG=fr_FR.UTF-8; yields the page URL and the process."""
    proc, url, lines = start_play(["--state-dir", str(tmp_path / "sim"), "--http-port", "0", "--no-log",
                                   "--seconds", "120"], env={"LANG": "fr_FR.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""})
    try:
        assert any(line.startswith("Livre de Skelos\u00a0: la page est à l'adresse ") for line in lines), lines   # CLI
        yield url, proc
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGINT)
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def _text(page, selector):
    return page.inner_text(selector).strip()


def test_page_speaks_french_under_a_french_locale(french_play, browser):
    url, proc = french_play
    page = browser.new_page()
    failed = []          # every request the page makes is answered (a favicon too: no 404 in the console)
    page.on("response", lambda r: failed.append((r.status, r.url)) if r.status >= 400 else None)
    page.goto(url)
    page.wait_for_selector("#river .slot")
    page.wait_for_function("document.querySelector('#conn').textContent === 'en direct'")
    assert not failed, failed
    assert page.evaluate("document.documentElement.lang") == "fr"
    assert page.title() == "Livre de Skelos"
    assert _text(page, "h1") == "Livre de Skelos"
    headings = _visible(page, "h2")
    # (the heroes' sheets panel, when the server offers it, comes after these)
    assert headings[:5] == ["Rivière", "Boutons", "Gemmes d'énergie", "Sablier\u00a0: le compte-tours",
                            "Le récit de la partie"]
    assert _visible(page, "#energy h3")[:3] == ["Zone d'énergie disponible", "Zone de fatigue",
                                                "Indice de récupération"]
    assert _text(page, "#phase") == "Tour des Héros"
    assert (_text(page, "#zone-available .count"), _text(page, "#zone-fatigue .count")) == ("10", "3")
    assert _text(page, "#zone-recovery .count") == "5"
    assert _text(page, "#buttons button[data-button=extra]") == "Mouvement supplémentaire"
    assert _text(page, "#buttons button[data-button=turn]") == "Tour"
    assert page.get_attribute("#buttons button[data-button=turn]", "title") == "touche t"
    assert page.eval_on_selector_all("#river .slot .name", "els => els.map(e => e.textContent)")[0] \
        == "Chasseurs pictes (socle rouge)"                       # the scenario's French name
    assert page.eval_on_selector_all("#river .slot .figs", "els => els.map(e => e.textContent)")[0] \
        == "4 figurines"
    assert page.input_value("#lang") == "fr"
    # a refusal of the rules core, in French, in words (its stable code is not for players)
    page.click("#buttons button[data-button=slot1]")
    page.wait_for_selector("#notice:not([hidden])")
    assert _text(page, "#notice") == "Seulement pendant le tour de l'Overlord."
    page.click("#buttons button[data-button=turn]")
    page.wait_for_function("document.querySelector('#phase').textContent === \"Tour de l'Overlord\"")
    assert _text(page, "#activations").startswith("2 activations restantes sur 2")
    shot(page, "page-fr.png")

    # the page's own setting: English, kept across a reload although the server speaks French
    page.select_option("#lang", "en")
    page.wait_for_function("document.querySelector('#river-h').textContent === 'River'")
    assert _text(page, "#phase") == "Overlord's turn"
    assert page.evaluate("document.documentElement.lang") == "en"
    page.reload()
    page.wait_for_selector("#river .slot")
    page.wait_for_function("document.querySelector('#phase').textContent === \"Overlord's turn\"")
    assert page.text_content("#river-h") == "River"
    assert page.evaluate("localStorage.getItem('skelos.lang')") == "en"
    page.select_option("#lang", "fr")
    page.wait_for_function("document.querySelector('#river-h').textContent === 'Rivière'")
    # a server error keeps its detail and gets its message translated
    assert page.evaluate("_('device not answering: no reply to state')") == \
        "l'appareil ne répond pas\u00a0: no reply to state"


def test_catalogue_endpoint_serves_the_chosen_language(tmp_path):
    with SimDevice(tmp_path / "sim") as sim:
        i18n.set_language("fr")
        try:
            live = LivePage(sim.port, http_port=0, segments=segments_of(sim.profile), say=lambda m: None).start()
        finally:
            i18n.set_language("en")
        try:
            body = json.loads(urllib.request.urlopen(live.url + "api/i18n", timeout=5).read())
            assert body["lang"] == body["default"] == "fr" and body["languages"] == ["en", "fr"]
            assert body["messages"]["River"] == "Rivière"
            assert body["messages"]["not enough available gems"] == "pas assez de gemmes disponibles"
            body = json.loads(urllib.request.urlopen(live.url + "api/i18n?lang=en", timeout=5).read())
            assert body["lang"] == "en" and body["default"] == "fr"
            assert body["messages"]["River"] == "River"
            body = json.loads(urllib.request.urlopen(live.url + "api/i18n?lang=xx", timeout=5).read())
            assert body["lang"] == "fr"   # an unknown language falls back to the server's
        finally:
            live.stop()


def _visible(page, selector):
    return page.eval_on_selector_all(selector,
                                     "els => els.filter(e => e.offsetParent !== null).map(e => e.textContent)")


def test_orcquest_page_speaks_french(tmp_path, browser):
    with SimDevice(tmp_path / "sim", scenario="orcquest-warpath") as sim:
        i18n.set_language("fr")
        try:
            live = LivePage(sim.port, http_port=0, segments=segments_of(sim.profile), say=lambda m: None).start()
        finally:
            i18n.set_language("en")
        try:
            page = browser.new_page()
            page.goto(live.url)
            page.wait_for_selector("#orc-heroes .hero")
            page.wait_for_function("document.querySelector('#conn').textContent === 'en direct'")
            assert _text(page, "h1") == "OrcQuest WarPath"
            assert _visible(page, "h2")[:4] == ["Héros", "Badass", "Boutons", "Le récit de la partie"]
            assert _visible(page, "#orc-enemies th") == ["ennemi", "Badass", "points de vie"]
            assert page.eval_on_selector_all("#orc-enemies td:nth-child(3)", "els => els.map(e => e.textContent)") \
                == ["2 orange", "1 jaune"]
            assert _text(page, "#phase") == "Tour des Héros"
            assert _text(page, "#orc-ap") == "Aucune activation en cours"
            names = page.eval_on_selector_all("#orc-heroes .hero .name", "els => els.map(e => e.textContent)")
            assert names[0] == "Orrus · prêt" and names[1] == "Héros 2 · prêt"     # the scenario's French name
            assert _text(page, "#buttons button[data-button=slot1]") == "Orrus"
            assert _text(page, "#buttons button[data-button=extra]") == "Action à 1 pt"
            assert _text(page, "#buttons button[data-button=spell]") == "Ennemi vaincu"
            assert _text(page, "#buttons button[data-button=turn]") == "Fin / suivant"
            # its 4 heroes
            assert _visible(page, "p.hint")[0].startswith("Touches d'OrcQuest\u00a0: 1–4 lance un Héros")
            assert _text(page, "#orc-combo") == "Combo 1\u00a0: verrouillé · Combo 2\u00a0: verrouillé · " \
                                                "actions blessantes d'affilée 0"
            page.click("#buttons button[data-button=slot1]")                     # Orrus starts
            page.wait_for_function("document.querySelector('#phase').textContent === 'Orrus est en action'")
            assert _text(page, "#orc-ap") == "Points d'Action\u00a0: 2 / 2"
            assert _text(page, "#orc-badass") == \
                "Badass 0 · coût de la prochaine Action supplémentaire\u00a0: 1 · ennemis vaincus 0"
            assert page.eval_on_selector_all("#orc-heroes .hero .name", "els => els.map(e => e.textContent)")[0] \
                == "Orrus · en action"
            page.click("#buttons button[data-button=turn]")                      # end: the event card
            page.wait_for_selector("#warning:not([hidden])")
            assert _text(page, "#warning") == "Résolvez la carte Événement"
            assert _text(page, "#phase") == "Carte Événement de Orrus"
            page.click("#buttons button[data-button=extra]")                     # refused during an event
            page.wait_for_selector("#notice:not([hidden])")
            assert _text(page, "#notice .why") == \
                "Pas d'Action supplémentaire pendant la résolution d'un événement."
            assert _text(page, "#notice .rule") == "Règle du livre\u00a0: les Actions supplémentaires"
            shot(page, "page-orcquest-fr.png")
            # the page's own setting switches it all back to English, the OrcQuest labels included
            page.select_option("#lang", "en")
            page.wait_for_function("document.querySelector('#warning').textContent === 'Resolve the event card'")
            assert _text(page, "#buttons button[data-button=extra]") == "1-pt action"
            assert _text(page, "h1") == "OrcQuest WarPath"
            assert _visible(page, "h2")[0] == "Heroes"
            assert _text(page, "#phase") == "Event card of Orrus"
        finally:
            live.stop()


def _french_live(sim):
    i18n.set_language("fr")
    try:
        return LivePage(sim.port, http_port=0, segments=segments_of(sim.profile), say=lambda m: None).start()
    finally:
        i18n.set_language("en")


def test_the_page_carries_no_catalogue_and_its_script_is_kept_by_version(tmp_path):
    """The page names its language's catalogue script by version; the script holds the whole catalogue,
    gzipped where the client takes it, kept a year when asked by its version, else checked by its ETag."""
    import gzip
    import re
    import urllib.error

    from skelos_host.web import catalogues

    with SimDevice(tmp_path / "sim") as sim:
        live = _french_live(sim)
        try:
            page = urllib.request.urlopen(live.url, timeout=5).read().decode()
            m = re.search(r'<script src="catalogue\.js\?lang=fr&amp;v=([0-9a-f]{24})"></script>', page)
            assert m, page[-3000:]
            boot = json.loads(re.search(r'<script id="boot" type="application/json">(.*?)</script>', page,
                                        re.S).group(1))
            assert boot["i18n"]["lang"] == "fr" and "messages" not in boot["i18n"] and "plurals" not in boot["i18n"]
            assert boot["i18n"]["refusals"] and "Rivière" not in page     # (the page's own words are in the script)
            assert len(page.encode()) < 40_000
            url = live.url + "catalogue.js?lang=fr&v=" + m.group(1)
            with urllib.request.urlopen(url, timeout=5) as r:
                script = r.read()
                assert r.headers["Cache-Control"] == "public, max-age=31536000, immutable"
                assert r.headers["ETag"] == '"%s"' % m.group(1) and r.headers.get("Content-Encoding") is None
                assert r.headers["Content-Type"].startswith("text/javascript")
            assert script.startswith(b"CATALOGUE = ") and script.endswith(b";\n")
            words = json.loads(script[len(b"CATALOGUE = "):-2])
            full = i18n.catalogue("fr")
            assert words["lang"] == "fr" and all(full[k] == v for k, v in words["messages"].items())
            shown = catalogues.page_ids("fr")
            # (French typography: its messages written as their ids are kept)
            assert words["messages"] == {k: v for k, v in full.items() if k in shown}
            cli_only = "List the sessions in the store."
            assert cli_only in full and cli_only not in words["messages"]
            assert len(words["messages"]) > len(full) / 2
            plurals = i18n.plurals("fr")[0]
            assert words["plurals"] == {k: v for k, v in plurals.items() if k in shown}
            assert words["messages"]["River"] == "Rivière"
            req = urllib.request.Request(url, headers={"Accept-Encoding": "gzip"})
            with urllib.request.urlopen(req, timeout=5) as r:
                packed = r.read()
                assert r.headers["Content-Encoding"] == "gzip" and r.headers["Vary"] == "Accept-Encoding"
                assert r.headers["ETag"] == '"%s-gz"' % m.group(1)       # (each encoding its own)
            assert gzip.decompress(packed) == script and len(packed) < len(script) / 2
            req = urllib.request.Request(url, headers={"If-None-Match": '"%s"' % m.group(1)})
            try:
                urllib.request.urlopen(req, timeout=5)
                raise AssertionError("not 304")
            except urllib.error.HTTPError as e:
                assert e.code == 304 and e.read() == b""
            # another version asked (a page of an earlier catalogue): the current one, checked each time
            with urllib.request.urlopen(live.url + "catalogue.js?lang=fr&v=0", timeout=5) as r:
                assert r.headers["Cache-Control"] == "no-cache" and r.read() == script
            with urllib.request.urlopen(live.url + "catalogue.js?lang=en", timeout=5) as r:
                en = json.loads(r.read()[len(b"CATALOGUE = "):-2])
            assert en["lang"] == "en" and "River" not in en["messages"] and len(en["messages"]) < 20
            with urllib.request.urlopen(live.url + "catalogue.js?lang=xx", timeout=5) as r:
                assert r.read() == script         # an unknown language: the server's
            assert catalogues.catalogue_script("fr")[0] == m.group(1)
        finally:
            live.stop()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_page_draws_with_its_catalogue_script_and_keeps_it(tmp_path, browser, monkeypatch, lang):
    """A page draws in its server's language from its catalogue script, never asking /api/i18n, and gives
    every message the page may show as the whole catalogue would; opened again, the browser has the script
    already and asks the server for it no more."""
    from skelos_host.web import catalogues, routes

    served = []
    serve = routes.TableRequest._catalogue
    monkeypatch.setattr(routes.TableRequest, "_catalogue", lambda self: (served.append(self.path), serve(self))[1])
    shown = catalogues.page_ids(lang)
    full = {k: v for k, v in i18n.catalogue(lang).items() if k in shown}
    forms = i18n.plurals(lang)[0]["Earlier in the game: {n} entry"]
    heads = {"fr": ["Rivière", "Boutons"], "en": ["River", "Buttons"]}[lang]
    with SimDevice(tmp_path / "sim") as sim:
        i18n.set_language(lang)
        try:
            live = LivePage(sim.port, http_port=0, segments=segments_of(sim.profile), say=lambda m: None).start()
        finally:
            i18n.set_language("en")
        try:
            context = browser.new_context()
            page = context.new_page()
            asked = []
            page.on("request", lambda r: asked.append(r.url.replace(live.url, "/")))
            for _visit in range(2):
                page.goto(live.url)
                page.wait_for_function("document.querySelector('#conn').className === 'conn ok'")
                assert _visible(page, "h2")[:2] == heads
                assert page.evaluate("ngettext('Earlier in the game: {n} entry', '', 2)") == forms[1]
                differ = page.evaluate(
                    "(full) => { const keys = Object.keys(full);"
                    " const said = () => keys.map((k) => JSON.stringify([_(k), _(k + ': a detail'), say([k])]));"
                    " const mine = said(), kept = MESSAGES; MESSAGES = full; const whole = said(); MESSAGES = kept;"
                    " return keys.filter((k, i) => mine[i] !== whole[i]).map((k, i) => [k, mine[i], whole[i]]); }",
                    full)
                assert differ == []
            assert not [u for u in asked if u.startswith("/api/i18n")], asked
            assert len([u for u in asked if u.startswith("/catalogue.js")]) == 2, asked
            assert len(served) == 1, served        # (the second visit took it from the browser's cache)
            context.close()
        finally:
            live.stop()


def test_the_catalogue_script_holds_every_message_the_table_page_writes():
    """Read apart from the catalogue's references: every message the table page's scripts and page mark, and
    every text of the story, the views and the refusals that the catalogue has, is in the page's script."""
    import re
    from importlib import resources

    from skelos_host import views
    from skelos_host.session import story
    from skelos_host.text import reasons
    from skelos_host.heroes.web import _MARKED, _TAGGED, _strings
    from skelos_host.web import catalogues, connections, hub, request, routes, server

    shown = catalogues.page_ids("fr")
    full = i18n.catalogue("fr")
    web = resources.files("skelos_host") / "web"
    wanted = set()
    for name in ["app.js", "words.js", "heroes-panel.js"] + ["%s.js" % g for g in views.VIEWS]:
        wanted.update(json.loads(m.group(1)) for m in _MARKED.finditer((web / name).read_text(encoding="utf-8")))
    wanted.update(" ".join(m.group(2).split()) for m in _TAGGED.finditer((web / "index.html").read_text("utf-8")))
    texts = set()
    for mod in [story, reasons, server, hub, routes, request, connections] + [views.view(g) for g in views.VIEWS]:
        for k, v in vars(mod).items():
            if k.isupper() and not k.startswith("_"):      # (a module's own constants are not texts)
                _strings(v, texts)
    wanted |= {t for t in texts if t in full}
    assert len(wanted) > 300
    assert sorted(wanted & set(full) - shown) == []
    assert not re.search(r"[<>]", " ".join(sorted(shown - set(full))))       # (sanity: ids, not markup)
