"""The live page in a real headless browser (Debian's Chromium via Playwright),
against the simulated board over its pseudo-terminal."""

import pytest

from webhelp import shot

from skelos_host.sim import SimDevice
from skelos_host.web.session import LivePage
from skelos_host.web.source import segments_of

@pytest.fixture
def board(tmp_path):
    with SimDevice(tmp_path / "sim") as sim:
        yield sim


def _page_for(board, readonly=False):
    return LivePage(board.port, http_port=0, readonly=readonly, segments=segments_of(board.profile),
                    say=lambda m: None).start()


def _slot_names(page):
    return page.eval_on_selector_all("#river .slot .name", "els => els.map(e => e.textContent)")


def _available(page):
    return int(page.inner_text("#zone-available .count"))


def test_click_activation_slides_river_and_moves_gems(board, browser):
    live = _page_for(board)
    try:
        page = browser.new_page()
        page.goto(live.url)
        page.wait_for_selector("#river .slot")
        page.wait_for_function("document.querySelector('#conn').textContent === 'live'")
        shot(page, "page-start.png")
        assert _slot_names(page)[0] == "Pict Hunters - Red"
        page.click("#buttons button[data-button=turn]")            # begin the Overlord turn
        page.wait_for_function("document.querySelector('#phase').textContent.includes('Overlord')")
        before = _available(page)
        third = _slot_names(page)[2]
        page.click("#buttons button[data-button=slot3]")           # activate slot 3 (cost 3)
        page.wait_for_function("(t) => document.querySelectorAll('#river .slot .name')[2].textContent !== t",
                               arg=third)
        names = _slot_names(page)
        assert names[6] == third                                    # moved to the end of the river
        assert _available(page) == before - 3
        assert page.locator("#zone-available .gem.available").count() == before - 3
        page.keyboard.press("1")                                     # keyboard shortcut: slot 1
        page.wait_for_function("document.querySelector('#activations').textContent"
                               ".includes('0 activations left of 2')")
        shot(page, "page-after-actions.png")
    finally:
        live.stop()


def test_refused_press_shows_feedback(board, browser):
    live = _page_for(board)
    try:
        page = browser.new_page()
        page.goto(live.url)
        page.wait_for_selector("#river .slot")
        seq = board.snapshot()["seq"]
        page.click("#buttons button[data-button=slot1]")           # heroes' turn: refused
        page.wait_for_selector("#notice:not([hidden])")
        assert page.inner_text("#notice .why") == "Only during the Overlord's turn."   # words, no code
        assert "wrong_phase" not in page.inner_text("body")
        assert board.snapshot()["seq"] == seq                       # nothing changed
        shot(page, "page-refused.png")
    finally:
        live.stop()


def test_mirror_follows_a_scripted_game(board, browser):
    live = _page_for(board, readonly=True)
    try:
        page = browser.new_page()
        page.goto(live.url)
        page.wait_for_selector("#river .slot")
        assert page.locator("#controls").is_hidden()
        client = live.source.client
        client.request("act", action="begin_turn", args=[])
        client.request("act", action="activate", args=[1])
        client.request("act", action="kill", args=[2, 3])
        page.wait_for_function("document.querySelectorAll('#events li[data-seq]').length >= 3")
        assert page.inner_text("#turn") == str(board.snapshot()["turn"])
        names = _slot_names(page)
        assert "Pict Warriors" in names[-2] or "Pict Warriors" in "".join(names[4:])
        assert page.locator("#river .slot.dead").count() == 1
        # the mirror refuses presses
        r = page.evaluate("fetch('/api/press', {method: 'POST', body: JSON.stringify({button: 'turn'})})"
                          ".then(r => r.status)")
        assert r == 403
        shot(page, "page-mirror.png")
    finally:
        live.stop()


def test_the_page_and_the_terminal_show_the_same_led_colours(board, browser):
    """The page's strip and `skelos status`'s LED line both show what the eye sees (skelos_host/device/leds.py)."""
    from skelos_host.device.leds import eye_colors
    live = _page_for(board)
    try:
        page = browser.new_page()
        page.goto(live.url)
        page.wait_for_selector("#strip .px", state="attached")      # in the makers' strip view, closed
        raw = page.evaluate("lastMsg.state.pixels")          # the frame the page drew
        shown = page.eval_on_selector_all("#strip .px", "els => els.map(e => getComputedStyle(e).backgroundColor)")
        frame = [[51, 0, 0], [0, 3, 0], [0, 0, 0], [51, 28, 0], [10, 10, 10]]
        assert page.evaluate("(f) => normalise(f)", frame) == [list(c) for c in eye_colors(frame)]
    finally:
        live.stop()
    assert shown == ["rgb(%d, %d, %d)" % c for c in eye_colors(raw)] and len(shown) == 46
