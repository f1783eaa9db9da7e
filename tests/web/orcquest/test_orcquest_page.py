"""The live page shows an OrcQuest game (headless Chromium, simulated board)."""

import pytest

from skelos_host.sim import SimDevice
from skelos_host.web.session import LivePage
from skelos_host.web.source import segments_of

from webhelp import shot


@pytest.fixture
def orc_board(tmp_path):
    with SimDevice(tmp_path / "sim", scenario="orcquest-warpath") as sim:
        yield sim


def test_page_shows_heroes_action_points_badass_and_combos(orc_board, browser):
    live = LivePage(orc_board.port, http_port=0, segments=segments_of(orc_board.profile), say=lambda m: None).start()
    try:
        page = browser.new_page()
        page.goto(live.url)
        page.wait_for_selector("#orc-heroes .hero")
        page.wait_for_function("document.querySelector('#conn').textContent === 'live'")
        assert page.locator("#orc").is_visible() and page.inner_text("header h1") == "OrcQuest WarPath"
        assert page.locator("#river-sec").is_hidden() and page.locator("#energy").is_hidden()
        assert page.locator("#hourglass").is_hidden()
        names = page.eval_on_selector_all("#orc-heroes .hero .name", "els => els.map(e => e.textContent)")
        assert names[0] == "Orrus · ready" and len(names) == 4
        assert page.inner_text("#buttons button[data-button=slot1]") == "Orrus"
        assert page.inner_text("#buttons button[data-button=extra]") == "1-pt action"
        assert "Heroes' turn" in page.inner_text("#phase")
        page.click("#buttons button[data-button=slot1]")                 # Orrus starts
        page.wait_for_function("document.querySelector('#phase').textContent === 'Orrus is acting'")
        assert page.inner_text("#orc-ap") == "Action points: 2 / 2"
        page.click("#buttons button[data-button=spell]", modifiers=["Shift"])   # the Guard, in one blow
        page.wait_for_function("document.querySelector('#orc-badass').textContent.startsWith('Badass 2')")
        assert "next extra action costs 1" in page.inner_text("#orc-badass")
        assert page.locator("#orc-track .gem.next").count() == 1
        page.keyboard.press("Shift+E")                                   # a wounding 1-point action
        page.keyboard.press("Shift+E")
        page.wait_for_function("document.querySelector('#orc-combo').textContent.startsWith('Combo 1: available')")
        assert page.inner_text("#orc-ap") == "Action points: 0 / 2"
        shot(page, "page-orcquest.png")
        page.click("#buttons button[data-button=turn]")                  # end: the event card
        page.wait_for_selector("#warning:not([hidden])")
        assert page.inner_text("#warning") == "Resolve the event card"
        assert page.get_attribute("#orc-heroes .hero[data-hero=orrus]", "data-status") == "event"
        page.click("#buttons button[data-button=extra]")                 # no extra action during an event
        page.wait_for_selector("#notice:not([hidden])")
        assert page.inner_text("#notice .why") == "No extra action while an event is resolved."
        assert page.inner_text("#notice .rule") == "The book's rule: extra actions"
        assert orc_board.snapshot()["badass"] == 2
    finally:
        live.stop()
