"""The page says what the board reports wrong with itself (its state's
`warnings`): storage damage found at start-up, in a real headless browser."""

from skelos_host.device.client import Client
from skelos_host.sim import SimDevice
from skelos_host.web.session import LivePage
from skelos_host.web.source import segments_of


def test_the_page_shows_storage_damage(tmp_path, browser):
    board = tmp_path / "sim"
    with SimDevice(board) as sim:
        with Client.open(sim.port) as c:
            assert c.request("act", action="begin_turn")["ok"]
    (path,) = board.glob("storage-*.bin")
    data = path.read_bytes()
    path.write_bytes(bytes(64) + data[64:])       # the game headers zeroed
    with SimDevice(board) as sim:
        live = LivePage(sim.port, http_port=0, segments=segments_of(sim.profile), say=lambda m: None).start()
        try:
            page = browser.new_page()
            page.goto(live.url)
            page.wait_for_selector("#board-warnings:not([hidden])")
            text = page.inner_text("#board-warnings")
            assert "storage was damaged" in text and "new game started" in text, text
        finally:
            live.stop()


def test_no_warning_no_banner(tmp_path, browser):
    with SimDevice(tmp_path / "sim") as sim:
        live = LivePage(sim.port, http_port=0, segments=segments_of(sim.profile), say=lambda m: None).start()
        try:
            page = browser.new_page()
            page.goto(live.url)
            page.wait_for_function("document.querySelector('#conn').textContent === 'live'")
            assert page.locator("#board-warnings").is_hidden()
        finally:
            live.stop()
