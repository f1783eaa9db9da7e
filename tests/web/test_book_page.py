"""The page as a Book of Skelos a player reads at a glance, in headless Chromium: on a
phone, a tablet and a laptop (390, 800 and 1280 px), in English and in French; the
activated tile marked, the board's menus explained, the story in words after a
restart, and the game drawn before the live stream opens.  Screenshots of each go
to artifacts/ (book-*.png)."""

import json
import re
import subprocess
import urllib.request
from pathlib import Path

from webhelp import CHROMIUM, FLAGS, live_page, open_page, shot

from skelos_host.sim import SimDevice

WIDTHS = (390, 800, 1280)
LANGS = ("en", "fr")

CHECKS = (Path(__file__).parent / "layout_checks.js").read_text(encoding="utf-8")


def layout_problems(page):
    """What is wrong with the page's layout: sideways overflow, words cut, small targets, poor contrast."""
    return page.evaluate("""(() => { const c = %s;
        return {"overflow": c.overflow(), "cut words": c.cutWords(), "small targets": c.smallTargets(),
                "contrast": c.contrast()}; })()""" % CHECKS)




def _story(page):
    return page.eval_on_selector_all("#events li[data-seq]", "els => els.map(e => e.textContent)")


def test_the_book_at_three_widths_in_both_languages(tmp_path, browser):
    """No sideways scroll, no word cut, 44 px targets, AA contrast; the activated tile marked."""
    with SimDevice(tmp_path / "sim") as board:
        live = live_page(board)
        try:
            c = live.source.client
            c.request("act", action="begin_turn", args=[])
            c.request("act", action="activate", args=[3])           # the Pict warriors
            c.request("act", action="extra_move", args=[2, 1])
            c.request("act", action="kill", args=[0, 4])           # the red hunters die: a dead tile
            problems = {}
            for lang in LANGS:
                for width in WIDTHS:
                    page = open_page(browser, live.url, lang, width)
                    found = {k: v for k, v in layout_problems(page).items() if v}
                    if found:
                        problems["%s %d" % (lang, width)] = found
                    # the activated tile is marked on its card and named at a glance
                    card = page.locator("#river .slot.activated")
                    assert card.count() == 1
                    assert card.get_attribute("data-tile") == "warriors"
                    mark = {"en": "activated this turn", "fr": "activée ce tour"}[lang]
                    assert card.locator(".mark.act").inner_text().strip() == mark
                    name = {"en": "Pict Warriors - Purple", "fr": "Guerriers pictes (socle violet)"}[lang]
                    assert name in page.inner_text("#activations")
                    assert page.locator("#river .slot.dead").count() == 1
                    shot(page, "book-%s-%d.png" % (lang, width))
                    page.close()
            assert problems == {}
        finally:
            live.stop()


def test_the_checks_catch_a_broken_layout(tmp_path, browser):
    """The layout checks above fail on what they look for (a check that cannot fail is no check)."""
    with SimDevice(tmp_path / "sim") as board:
        live = live_page(board)
        try:
            page = open_page(browser, live.url, "en", 390)
            assert all(v == [] for v in layout_problems(page).values())
            page.add_style_tag(content=".slot .name { overflow-wrap: anywhere; } .river { grid-template-columns: "
                                       "repeat(8, minmax(0, 1fr)) !important; } .key { min-height: 20px; "
                                       "min-width: 20px; } .legend { color: #333 !important; }")
            page.evaluate("document.querySelector('#scenario').textContent = 'W'.repeat(90)")
            found = layout_problems(page)
            assert any(w in ("Hunters", "Warriors", "Purple", "Orange", "Green") or len(w) < 6
                       for w in found["cut words"]), found["cut words"]
            assert any("sideways" in p for p in found["overflow"]), found["overflow"]
            assert any(t.startswith("extra ") for t in found["small targets"]), found["small targets"]
            assert any("legend" in p for p in found["contrast"]), found["contrast"]
        finally:
            live.stop()


def test_menus_modes_and_the_event_are_explained_where_they_are_used(tmp_path, browser):
    with SimDevice(tmp_path / "sim") as board:
        live = live_page(board)
        try:
            page = open_page(browser, live.url, "en", 800)
            assert "Turn: begin the Overlord's turn" in page.inner_text("#now")
            page.click("#buttons button[data-button=turn]")
            page.wait_for_function("document.querySelector('#phase').dataset.side === 'overlord'")
            # the tile menu, opened by a long press: the button held 0.7 s (it shows when it counts as long)
            key = page.locator("#buttons button[data-button=slot1]").bounding_box()
            page.mouse.move(key["x"] + key["width"] / 2, key["y"] + key["height"] / 2)
            page.mouse.down()
            page.wait_for_selector("#buttons button[data-button=slot1].held", timeout=2000)
            page.wait_for_timeout(100)
            page.mouse.up()
            page.wait_for_selector("#explain .block.menu")
            assert page.inner_text("#explain .block.menu h3") == "Tile menu: Pict Hunters - Red"
            assert page.locator("#river .slot.menu .mark.menu").inner_text() == "tile menu open"
            # Mode + a slot button ("Mode +" tapped, then the button): a figure marked to die
            page.click("#latch")
            assert page.get_attribute("#latch", "aria-pressed") == "true"
            page.click("#buttons button[data-button=slot2]")
            page.wait_for_function("document.querySelector('#explain').textContent"
                                   ".includes('Turn: the marked figures die together (1 figure of Zogar Sag)')")
            assert page.get_attribute("#latch", "aria-pressed") == "false"
            shot(page, "book-tile-menu.png")
            page.keyboard.press("u")                                     # clear the marks
            page.keyboard.press("u")                                     # close the menu
            page.wait_for_function("!document.querySelector('#explain .block.menu')")
            # an activation: extra moves for figure 1, then m held with e: the next figure
            page.keyboard.press("3")
            page.wait_for_function("document.querySelector('#now').textContent.includes('figure 1 of Pict Warriors')")
            page.keyboard.down("m")
            page.keyboard.press("e")
            page.keyboard.up("m")
            page.wait_for_function("document.querySelector('#now').textContent.includes('figure 2 of Pict Warriors')")
            # the hit-point display
            page.click("#buttons button[data-button=mode]")
            page.wait_for_selector("#explain .block.mode")
            assert page.inner_text("#explain .block.mode h3") == "The board shows hit points"
            assert page.locator("#river .slot .hp").count() == 6        # every living unit tile has a gauge
            # the event tile: what it allows and the reinforcement points left
            board_state = live.source.client.request("state")["state"]
            ev = next(s["slot"] for s in board_state["river"] if s["tile"] == "event")
            live.source.client.request("act", action="kill", args=[0, 2])
            page.click("#buttons button[data-button=slot%d]" % ev)
            page.wait_for_selector("#explain .block.event")
            assert page.inner_text("#warning") == "Event tile activated: the Overlord carries out one of its events"
            assert "No event chosen yet." in page.inner_text("#explain .block.event")
            page.click("#buttons button[data-button=slot1]")             # event 1: reinforcement, 4 points
            page.wait_for_function("document.querySelector('#explain .budget').textContent"
                                   " === 'Reinforcement points left: 4 of 4'")
            hunters = next(s["slot"] for s in live.source.client.request("state")["state"]["river"]
                           if s["tile"] == "hunters_red")
            page.click("#buttons button[data-button=slot%d]" % hunters, modifiers=["Shift"])   # one hunter back
            page.wait_for_function("document.querySelector('#explain .budget').textContent"
                                   " === 'Reinforcement points left: 3 of 4'")
            assert "Slot button 1: Reinforcement (4 reinforcement points) — chosen" in \
                page.inner_text("#explain .block.event")
            assert page.locator("#river .slot[data-tile=hunters_red] .mark.back").inner_text() == "+1 figure back"
            assert layout_problems(page) == {"overflow": [], "cut words": [], "small targets": [], "contrast": []}
            shot(page, "book-event.png")
            page.click("#buttons button[data-button=turn]")              # carried out
            page.wait_for_function("document.querySelector('#events li').textContent.includes("
                                   "'Event carried out: Reinforcement (4 reinforcement points); reinforcements: "
                                   "1 figure of Pict Hunters - Red')")
        finally:
            live.stop()


def test_a_phone_taps_the_buttons(tmp_path, browser):
    with SimDevice(tmp_path / "sim") as board:
        live = live_page(board)
        try:
            ctx = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
            page = ctx.new_page()
            page.goto(live.url)
            page.wait_for_function("document.querySelector('#conn').className === 'conn ok'")
            page.tap("#buttons button[data-button=turn]")
            page.wait_for_function("document.querySelector('#phase').dataset.side === 'overlord'")
            page.tap("#buttons button[data-button=slot3]")
            page.wait_for_selector("#river .slot.activated[data-tile=warriors]")
            assert layout_problems(page) == {"overflow": [], "cut words": [], "small targets": [], "contrast": []}
            ctx.close()
        finally:
            live.stop()


def test_game_over_and_why(tmp_path, browser):
    with SimDevice(tmp_path / "sim") as board:
        live = live_page(board)
        try:
            c = live.source.client
            for _turn in range(8):
                c.request("act", action="begin_turn", args=[])
                c.request("act", action="end_turn", args=[])
            page = open_page(browser, live.url, "fr", 390)
            assert page.inner_text("#warning") == "Partie finie\u00a0: fin du temps, le tour 8 était le dernier tour"
            assert "La partie est finie." in page.inner_text("#now")
            assert page.locator("#track .cell.now.last").count() == 1
            assert "Fin du temps\u00a0: le dernier tour est fini, la partie s'arrête" in _story(page)[0]
            assert layout_problems(page) == {"overflow": [], "cut words": [], "small targets": [], "contrast": []}
            shot(page, "book-over-fr-390.png")
        finally:
            live.stop()


def test_the_story_in_words_after_a_restart(tmp_path, browser):
    """The board and the page stop and start again (a new page server, nothing kept on the host):
    the story is told from the first record, in the player's language."""
    state = tmp_path / "sim"
    with SimDevice(state) as board:
        live = live_page(board)
        try:
            c = live.source.client
            c.request("act", action="begin_turn", args=[])
            c.request("act", action="activate", args=[3])
            c.request("undo")
            c.request("act", action="activate", args=[1])
        finally:
            live.stop()
    with SimDevice(state) as board:                                  # the same storage: the game resumes
        live = live_page(board)
        try:
            assert live.source.client.request("state")["state"]["seq"] == 4
            page = open_page(browser, live.url, "en", 1280)
            assert _story(page) == [                                  # the newest first
                "Turn 1, Overlord: Pict Hunters - Red activated, slot 1, 1 gem",
                "Turn 1, Overlord: Undone: Pict Warriors - Purple activated, slot 3, 3 gems",
                "Turn 1, Overlord: Pict Warriors - Purple activated, slot 3, 3 gems (undone)",
                "Turn 1, Overlord: The Overlord's turn begins: 3 gems back from fatigue",
            ]
            assert page.locator("#events li[data-seq='2'].undone").count() == 1        # struck out: undone
            shot(page, "book-story-after-restart.png")
            page.select_option("#lang", "fr")
            page.wait_for_function("document.documentElement.lang === 'fr'")
            told = _story(page)
            assert told[-1] == "Tour 1, Overlord\u00a0: Début du tour de l'Overlord\u00a0: " \
                               "3 gemmes reviennent de la zone de fatigue"
            assert told[0] == "Tour 1, Overlord\u00a0: " \
                              "Activation de Chasseurs pictes (socle rouge), position 1, 1 gemme"
            # and the next record joins the story live
            live.source.client.request("act", action="end_turn", args=[])
            page.wait_for_function("document.querySelectorAll('#events li[data-seq]').length === 5")
            assert _story(page)[0] == "Tour 1, Overlord\u00a0: L'Overlord finit son tour"
            shot(page, "book-story-fr.png")
        finally:
            live.stop()


def test_the_first_paint_comes_before_the_stream_opens(tmp_path, browser):
    """The page carries the last state: with the live stream and every API call held back
    (a slow link), the game is drawn already, its story too."""
    with SimDevice(tmp_path / "sim") as board:
        live = live_page(board)
        try:
            c = live.source.client
            c.request("act", action="begin_turn", args=[])
            c.request("act", action="activate", args=[3])
            page = browser.new_page(viewport={"width": 800, "height": 900})
            held = []
            page.route("**/api/**", lambda route: held.append(route.request.url))     # never answered
            page.goto(live.url, wait_until="load")
            assert not [u for u in held if u.endswith("/api/state")]                # drawn from the page itself
            assert page.inner_text("#conn") == "connecting…"                           # no stream yet
            assert page.locator("#river .slot").count() == 8
            assert page.locator("#river .slot.activated").get_attribute("data-tile") == "warriors"
            assert page.inner_text("#phase") == "Overlord's turn"
            assert _story(page)[0] == "Turn 1, Overlord: Pict Warriors - Purple activated, slot 3, 3 gems"
            shot(page, "book-first-paint.png")
        finally:
            live.stop()


def test_a_one_shot_headless_chromium_shows_the_game(tmp_path):
    """`chromium --headless --dump-dom` / `--screenshot`: one load, no waiting for the stream."""
    from webhelp import ARTIFACTS, need_browser
    need_browser()
    with SimDevice(tmp_path / "sim") as board:
        live = live_page(board)
        try:
            live.source.client.request("act", action="begin_turn", args=[])
            base = [CHROMIUM, "--headless", *FLAGS, "--user-data-dir=%s" % (tmp_path / "profile")]
            dom = subprocess.run(base + ["--dump-dom", live.url], capture_output=True, text=True, timeout=60).stdout
            assert "Pict Warriors - Purple" in dom and "Overlord's turn" in dom
            assert "The Overlord's turn begins: 3 gems back from fatigue" in dom
            ARTIFACTS.mkdir(exist_ok=True)
            png = ARTIFACTS / "book-one-shot.png"
            subprocess.run(base + ["--window-size=1280,1400", "--screenshot=%s" % png, live.url],
                           capture_output=True, timeout=60)
            assert png.stat().st_size > 10000
        finally:
            live.stop()


def test_the_page_carries_its_state_safely(tmp_path, browser):
    """The state in the page is JSON that no name can end: a tile named like a script stays text."""
    from skelos_host import presets
    odd = "</script><script>window.pwned=1</script>"
    scen = tmp_path / "odd.toml"
    scen.write_text(presets.read_text("pict-village")[0].replace('name = "Zogar Sag"', 'name = "%s"' % odd),
                    encoding="utf-8")
    with SimDevice(tmp_path / "sim", scenario=str(scen)) as board:
        live = live_page(board)
        try:
            html = urllib.request.urlopen(live.url, timeout=5).read().decode()
            boot = re.search(r'<script id="boot" type="application/json">(.*?)</script>', html, re.S).group(1)
            assert "<" not in boot
            assert json.loads(boot)["state"]["state"]["state"]["tiles"][1]["name"] == odd
            page = open_page(browser, live.url, "en", 800)
            assert page.evaluate("window.pwned") is None
            assert page.locator("#river .slot .name").nth(1).inner_text() == odd
        finally:
            live.stop()
