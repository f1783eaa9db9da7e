"""The page for the players at the table, in headless Chromium at 390, 800 and 1280 px in
English and French: refusals in words (the rule to read named, never a code) shown under
the buttons and never over one; no rule code or internal id anywhere on the page; the
open menu explained beside the button pressed on a phone; the story whole on a phone and
drawn incrementally; the header in players' words, also after the game ends; the tiles
without a colour apart from the event tile; OrcQuest's rounds and buttons; and the names
of each preset in the page's language.  Screenshots of the French page for three presets
go to artifacts/screens/after/."""

import re

from webhelp import ARTIFACTS, live_page, open_page, shot

from skelos_host import presets
from skelos_host.sim import SimDevice
from skelos_host.views import conan as conan_view
from skelos_host.views import orcquest as orc_view

WIDTHS = (390, 800, 1280)
LANGS = ("en", "fr")
PHONE = (390, 844)
CODES = set(conan_view.REFUSALS) | set(orc_view.REFUSALS)




def _overlord(c):
    if c.request("state")["state"]["phase"] != "overlord":
        c.request("act", action="begin_turn", args=[])


def _slot_of(c, tile):
    return next(s["slot"] for s in c.request("state")["state"]["river"] if s["tile"] == tile)


def _put_at_bottom(page, selector):
    """Scroll so that the element's bottom is at the bottom of the screen (where a pop-up used to be)."""
    page.evaluate("""(sel) => { const r = document.querySelector(sel).getBoundingClientRect();
        window.scrollBy(0, r.bottom - window.innerHeight + 4); }""", selector)


# the alerts on screen (what a refusal is shown in) and every button a finger could reach
_ALERTS = """() => [...document.querySelectorAll('[role=alert]')]
    .filter((e) => !e.closest('[hidden]') && e.getClientRects().length && e.textContent.trim())
    .map((e) => { const r = e.getBoundingClientRect();
                  return {text: e.innerText, top: r.top, bottom: r.bottom, left: r.left, right: r.right}; })"""
_BUTTONS = """() => [...document.querySelectorAll('button, select, summary')]
    .filter((e) => !e.closest('[hidden]') && e.getClientRects().length)
    .map((e) => { const r = e.getBoundingClientRect();
                  return {name: e.dataset.button || e.id || e.tagName, top: r.top, bottom: r.bottom,
                          left: r.left, right: r.right}; })"""


def _overlap(a, b):
    return a["left"] < b["right"] - 0.5 and b["left"] < a["right"] - 0.5 and \
        a["top"] < b["bottom"] - 0.5 and b["top"] < a["bottom"] - 0.5


def _developer_words(text, ids):
    """Rule codes in parentheses, refusal codes, internal ids and record numbers found in `text`."""
    found = re.findall(r"\((?:[A-Z]\d\d[ ,]*)+\)", text)
    found += [w for w in re.findall(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b", text)]
    found += [w for w in ids if re.search(r"(?<![\w-])%s(?![\w-])" % re.escape(w), text)]
    found += re.findall(r"\b(?:game \d+|record \d+|partie \d+|enregistrement \d+)\b", text)
    found += [c for c in CODES if re.search(r"\b%s\b" % re.escape(c), text) and "_" in c]
    return found


def _internal_ids(d):
    """Ids of the scenario that are not also a player's word ("hyenas" is one, "event_1" is not)."""
    ids = {t["id"] for t in d.get("tiles", [])} | {d["id"]}
    return {i for i in ids if re.search(r"[_\d]", i) or "-" in i}


def test_refusals_in_words_never_over_a_button(tmp_path, browser):
    """Buttons 5 and 6 at the bottom of the screen, pressed when the activations are spent: the
    reason in words, the rule to read named, no code; the refusal covers no button and is on screen."""
    with SimDevice(tmp_path / "sim", scenario="clutches-of-the-picts-3h") as board:
        live = live_page(board)
        try:
            c = live.source.client
            _overlord(c)
            c.request("act", action="activate", args=[1])
            c.request("act", action="activate", args=[1])
            for lang in LANGS:
                for width in WIDTHS:
                    page = open_page(browser, live.url, lang, width)
                    for button in ("slot6", "slot5"):
                        sel = "#buttons button[data-button=%s]" % button
                        _put_at_bottom(page, sel)
                        box = page.locator(sel).bounding_box()
                        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
                        page.wait_for_function("(%s)().length > 0" % _ALERTS)
                        page.wait_for_timeout(200)      # any scrolling done
                        alerts = page.evaluate(_ALERTS)
                        buttons = page.evaluate(_BUTTONS)
                        where = "%s %d" % (lang, width)
                        assert [(a["text"], b["name"]) for a in alerts for b in buttons if _overlap(a, b)] == [], where
                        (alert,) = alerts
                        assert alert["bottom"] > 0 and alert["top"] < page.viewport_size["height"], where
                        why, rule = {"en": ("The Overlord has no activation left this turn.",
                                            "The book's rule: activation"),
                                     "fr": ("L'Overlord n'a plus d'activation ce tour.",
                                            "Règle du livre\u00a0: activation")}[lang]
                        assert page.inner_text("#notice .why") == why, where
                        assert page.inner_text("#notice .rule") == rule, where
                        assert _developer_words(alert["text"], set()) == [], where
                    if width == 390:
                        shot(page, "players-refusal-%s-%d.png" % (lang, width))
                    page.close()
        finally:
            live.stop()


def test_no_rule_code_or_internal_id_on_the_page(tmp_path, browser):
    """The whole page, with the event's menu open and a refusal on screen, in both languages and
    at three widths: no rule code in parentheses, no refusal code, no tile or scenario id, no
    game or record number."""
    d = presets.load_dict("clutches-of-the-picts-3h")
    ids = _internal_ids(d)
    with SimDevice(tmp_path / "sim", scenario="clutches-of-the-picts-3h") as board:
        live = live_page(board)
        try:
            c = live.source.client
            _overlord(c)
            c.request("act", action="activate", args=[1])
            c.request("act", action="activate", args=[_slot_of(c, "event_1")])      # the event's menu opens
            for lang in LANGS:
                for width in WIDTHS:
                    page = open_page(browser, live.url, lang, width)
                    page.wait_for_selector("#explain .block.event")
                    # its event's 4 reinforcement points said once, not "4 points (4 points)"
                    event = page.inner_text("#explain .block.event li")
                    assert len(re.findall(r"(?<!\d)4(?!\d)", event)) == 1, event
                    page.click("#buttons button[data-button=turn]")      # no event chosen: refused (R19)
                    page.wait_for_selector("#notice:not([hidden])")
                    text = page.inner_text("body")
                    assert _developer_words(text, ids) == [], "%s %d" % (lang, width)
                    assert page.inner_text("#scenario") == d["name_fr" if lang == "fr" else "name"]
                    page.close()
        finally:
            live.stop()


def test_the_menu_explanation_is_beside_the_button_pressed_on_a_phone(tmp_path, browser):
    """On a phone, a button pressed at the bottom or at the top of the screen: the menu it opens is
    explained on the same screen, and the button is still on it."""
    with SimDevice(tmp_path / "sim", scenario="clutches-of-the-picts-3h") as board:
        live = live_page(board)
        try:
            c = live.source.client
            _overlord(c)
            c.request("act", action="activate", args=[1])
            for lang in LANGS:
                page = open_page(browser, live.url, lang, *PHONE)
                height = PHONE[1]
                # the event tile's slot button, pressed at the bottom of the screen
                sel = "#buttons button[data-button=slot%d]" % _slot_of(c, "event_1")
                _put_at_bottom(page, sel)
                page.click(sel)
                page.wait_for_selector("#explain .block.event")
                page.wait_for_timeout(200)
                head = page.locator("#explain .block.event h3").bounding_box()
                key = page.locator(sel).bounding_box()
                assert 0 <= head["y"] and head["y"] + head["height"] <= height, (lang, head)
                assert 0 <= key["y"] and key["y"] + key["height"] <= height, (lang, key)
                shot(page, "players-menu-%s-390.png" % lang)
                page.keyboard.press("u")                               # undo the activation: menu closed
                page.wait_for_function("document.querySelector('#explain').hidden")
                # a tile's menu, by a long press on a slot button at the top of the screen
                sel = "#buttons button[data-button=slot2]"
                page.evaluate("""(sel) => window.scrollBy(0,
                    document.querySelector(sel).getBoundingClientRect().top - 4)""", sel)
                key = page.locator(sel).bounding_box()
                page.mouse.move(key["x"] + key["width"] / 2, key["y"] + key["height"] / 2)
                page.mouse.down()
                page.wait_for_timeout(700)
                page.mouse.up()
                page.wait_for_selector("#explain .block.menu")
                page.wait_for_timeout(200)
                head = page.locator("#explain .block.menu h3").bounding_box()
                key = page.locator(sel).bounding_box()
                assert 0 <= head["y"] and head["y"] + head["height"] <= height, (lang, head)
                assert 0 <= key["y"] and key["y"] + key["height"] <= height, (lang, key)
                page.keyboard.press("u")                               # the menu closed
                page.wait_for_function("document.querySelector('#explain').hidden")
                page.close()
        finally:
            live.stop()


def test_the_story_is_whole_on_a_phone_and_drawn_incrementally(tmp_path, browser):
    """No scroll box cuts the story's last entry on a phone; a new record adds its entry and
    marks what it undoes without drawing the others again; the earlier entries fold under the
    newest and open on request."""
    with SimDevice(tmp_path / "sim") as board:
        live = live_page(board)
        try:
            c = live.source.client
            for _ in range(20):                        # 40 records: more than a screen of story
                c.request("act", action="defend", args=[1])
                c.request("undo")
            page = open_page(browser, live.url, "en", *PHONE)
            page.wait_for_function("document.querySelectorAll('#events > li[data-seq]').length === 30")
            assert page.inner_text("#story-older summary") == "Earlier in the game: 10 entries"
            clipped = page.evaluate("""() => { const out = [];
                for (let e = document.getElementById('events'); e && e !== document.body; e = e.parentElement) {
                  const s = getComputedStyle(e);
                  if (s.overflowY !== 'visible' || s.maxHeight !== 'none') out.push(e.id || e.tagName); }
                return out; }""")
            assert clipped == []
            page.evaluate("document.querySelector('#events li').dataset.drawnOnce = 'yes'")
            newest = page.get_attribute("#events li", "data-seq")
            c.request("act", action="defend", args=[1])                   # one more record
            page.wait_for_function("document.querySelector('#events > li').dataset.seq === '41'")
            assert page.get_attribute("#events li[data-drawn-once]", "data-seq") == newest   # the same element
            c.request("undo")                                              # it undoes the defence
            page.wait_for_function("document.querySelector('#events li[data-seq=\"41\"]').classList"
                                   ".contains('undone')")
            assert page.locator("#events li[data-drawn-once]").count() == 1
            assert page.locator("#events > li").count() == 30              # the newest 30 shown
            assert page.inner_text("#story-older summary") == "Earlier in the game: 12 entries"
            page.click("#story-older summary")             # its `toggle` event comes after the click
            page.wait_for_function("document.querySelectorAll('#events-older > li').length === 12")
            assert page.get_attribute("#events-older > li:last-child", "data-seq") == "1"
            shot(page, "players-story-390.png")
            page.close()
        finally:
            live.stop()


def test_the_header_speaks_to_players_and_knows_the_game_is_over(tmp_path, browser):
    with SimDevice(tmp_path / "sim") as board:
        live = live_page(board)
        try:
            c = live.source.client
            c.request("act", action="finish", args=[1])                    # the heroes won
            for lang, over, name in (("en", "Game over", "Pict village (rulebook example)"),
                                     ("fr", "Partie finie", "Village picte (exemple du Livre de l'Overlord)")):
                for width in WIDTHS:
                    page = open_page(browser, live.url, lang, width)
                    assert page.inner_text("#scenario") == name
                    assert page.inner_text("#phase") == over
                    assert page.get_attribute("#phase", "data-side") == "over"
                    page.close()
        finally:
            live.stop()


def test_tiles_without_a_colour_stand_apart_from_the_event_tile(tmp_path, browser):
    with SimDevice(tmp_path / "sim", scenario="clutches-of-the-picts-3h") as board:
        live = live_page(board)
        try:
            page = open_page(browser, live.url, "fr", 800)
            bands = page.evaluate("""() => Object.fromEntries([...document.querySelectorAll('#river .slot')]
                .map((s) => { const b = s.querySelector('.band'), st = getComputedStyle(b);
                              return [s.dataset.tile, {image: st.backgroundImage, colour: st.backgroundColor,
                                                       cls: b.className, name: s.querySelector('.name').textContent}];
                }))""")
            for tile in ("zogar_sag", "hyenas", "giant_snake"):
                assert "nocolour" in bands[tile]["cls"], tile
                assert "gradient" in bands[tile]["image"], tile             # hatched: no flat white bar
                assert bands[tile]["name"], tile
            assert bands["event_1"]["image"] == "none" and "nocolour" not in bands["event_1"]["cls"]
            assert "nocolour" not in bands["pict_hunters_blue"]["cls"]
            page.close()
        finally:
            live.stop()


def test_activated_tiles_agree_in_number(tmp_path, browser):
    with SimDevice(tmp_path / "sim") as board:
        live = live_page(board)
        try:
            c = live.source.client
            _overlord(c)
            c.request("act", action="activate", args=[1])
            page = open_page(browser, live.url, "fr", 390)
            assert page.inner_text("#activations .chip.activated").startswith("Tuile activée ce tour\u00a0: ")
            c.request("act", action="activate", args=[1])
            page.wait_for_function("document.querySelector('#activations .chip.activated').textContent"
                                   ".startsWith('Tuiles activées ce tour\u00a0: ')")
            assert page.inner_text("#activations .chip.activated").count(",") == 1
            page.close()
        finally:
            live.stop()


def test_orcquest_says_round_and_has_a_button_per_hero(tmp_path, browser):
    with SimDevice(tmp_path / "sim", scenario="orcquest-warpath") as board:
        live = live_page(board)
        try:
            for lang, word in (("en", "Round"), ("fr", "Tour")):
                for width in WIDTHS:
                    page = open_page(browser, live.url, lang, width)
                    page.wait_for_selector("#orc-heroes .hero")
                    assert page.inner_text(".turnline .label") == word
                    labels = page.eval_on_selector_all(
                        "#buttons button", "els => els.filter((e) => e.getClientRects().length)"
                        ".map((e) => e.textContent.trim())")
                    assert "–" not in labels and "" not in labels
                    assert page.locator(".slotkeys button:visible").count() == 4         # its 4 heroes
                    assert "1–4" in page.inner_text("#orc-keys")
                    page.close()
        finally:
            live.stop()


def _names(d, lang):
    """The names a preset gives its tiles and events (OrcQuest: heroes and enemies) in one
    language (None where it has none of its own)."""
    key = "name_fr" if lang == "fr" else "name"
    out = []
    items = [x for k in ("tiles", "heroes", "enemies") if isinstance(d.get(k), list) for x in d[k]]
    for t in items:
        out.append(t.get(key))
        out += [e.get(key) for e in t.get("events", [])]
    return out


def _show_events(c, d):
    """The Overlord's turn, and the event tile activated when its cost can be paid (its menu lists
    its events); nothing for OrcQuest."""
    if d.get("game", "conan") != "conan":
        return
    _overlord(c)
    event = next((t["id"] for t in d["tiles"] if t.get("kind") == "event"), None)
    st = c.request("state")["state"]
    slot = next((s for s in st["river"] if s["tile"] == event), None)
    if slot is not None and slot.get("affordable"):
        c.request("act", action="activate", args=[slot["slot"]])


def test_no_name_of_the_other_language(tmp_path, browser):
    """Every preset flashed in turn on one board: the French page shows no English tile or event
    name (OrcQuest: hero or enemy), and the English page no French one, in the Book's parts (at a
    glance, the river, the buttons and the menus, the story), the event tile's menu open when its
    cost can be paid."""
    from skelos_host.device.flasher import upload

    names = presets.builtin_names()
    shown = {}
    checked = 0
    with SimDevice(tmp_path / "sim") as board:
        live = live_page(board)
        try:
            c = live.source.client
            page = open_page(browser, live.url, "fr", 800)
            for preset in names:
                d = presets.load_dict(preset)
                # a tile or an event without a French name has the same name in both (a proper noun)
                pairs = [(en, fr or en) for en, fr in zip(_names(d, "en"), _names(d, "fr"), strict=True)]
                upload(c, d)
                c.request("select", scenario=d["id"])
                # no logger here: the last preset's records are let go on purpose
                c.request("new_game", discard=c.request("hello")["unfetched"])
                _show_events(c, d)
                seq = c.request("state")["state"]["seq"]
                for lang, other in (("fr", 0), ("en", 1)):
                    page.select_option("#lang", lang)
                    page.wait_for_function("""([l, id, seq]) => document.documentElement.lang === l
                        && lastMsg && lastMsg.state.state.scenario === id && lastMsg.state.state.seq === seq
                        && document.querySelector('#scenario').textContent !== ''""", arg=[lang, d["id"], seq])
                    text = "\n".join(page.inner_text(sel) for sel in ("#glance", "#view-main", "#controls",
                                                                       "#storybox"))
                    found = sorted({p[other] for p in pairs if p[0] != p[1] and p[other] in text})
                    if found:
                        shown["%s %s" % (preset, lang)] = found
                checked += 1
            page.close()
        finally:
            live.stop()
    assert checked == len(names)
    assert shown == {}


def test_french_page_screenshots_of_three_presets(tmp_path, browser):
    """For a person to look at (artifacts/screens/after/): the phone and the laptop, with a menu open."""
    out = ARTIFACTS / "screens" / "after"
    out.mkdir(parents=True, exist_ok=True)
    for preset in ("pict-village", "clutches-of-the-picts-3h", "orcquest-warpath"):
        d = presets.load_dict(preset)
        with SimDevice(tmp_path / preset, scenario=preset) as board:
            live = live_page(board)
            try:
                c = live.source.client
                if d.get("game") == "orcquest":
                    c.request("press", button="slot1", kind="short")
                    c.request("press", button="extra", kind="short")
                else:
                    _overlord(c)
                    c.request("act", action="activate", args=[1])
                    event = next(t["id"] for t in d["tiles"] if t.get("kind") == "event")
                    c.request("act", action="activate", args=[_slot_of(c, event)])
                for width, height in ((390, 844), (1280, 900)):
                    page = open_page(browser, live.url, "fr", width, height)
                    page.wait_for_timeout(200)
                    assert page.inner_text("#scenario") == d["name_fr"]
                    page.screenshot(path=str(out / ("%s-fr-%d.png" % (preset, width))), full_page=True)
                    page.close()
            finally:
                live.stop()
