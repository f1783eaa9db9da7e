"""`skelos live` (a read-only mirror of the board) serves the heroes' sheets too, and the main
page seats a hero entered by hand from a file, saying why a bad one is refused."""

import json
import urllib.error
import urllib.request

from skelos_host.heroes import presets
from skelos_host.sim import SimDevice
from skelos_host.web.session import LivePage
from skelos_host.web.source import segments_of


def _post(url, body):
    req = urllib.request.Request(url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=5) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def test_the_mirror_serves_the_sheets_and_seats_a_hero_by_hand(browser, tmp_path):
    board = SimDevice(tmp_path / "board")
    board.start()
    live = LivePage(board.port, http_port=0, readonly=True, segments=segments_of(board.profile),
                    say=lambda m: None).start()
    try:
        url = live.url
        page = browser.new_page(viewport={"width": 390, "height": 844})
        page.goto(url)
        page.wait_for_selector("#hero-file")
        bad = tmp_path / "bad.toml"
        bad.write_text(presets.TEMPLATE.replace("gems = 10", "gems = 99").replace("cap = 4", "cap = -1"))
        page.set_input_files("#hero-file", str(bad))
        page.wait_for_selector("#heroes-panel .problems")
        why = page.text_content("#heroes-panel .problems")
        assert "not a valid hero" in why and "gems: must be between 1 and 30" in why
        assert "melee.cap: must be between 0 and 12" in why
        broken = tmp_path / "broken.toml"
        broken.write_text("gems = [")
        page.set_input_files("#hero-file", str(broken))
        page.wait_for_function("document.querySelector('#heroes-panel .problems').textContent"
                               ".includes('not valid TOML')")
        good = tmp_path / "mine.toml"
        good.write_text(presets.TEMPLATE.replace('name = "My hero"', 'name = "Kerim by hand"'))
        page.set_input_files("#hero-file", str(good))
        page.wait_for_function("document.querySelector('#heroes-panel li h3') &&"
                               " document.querySelector('#heroes-panel li h3').textContent === 'Kerim by hand'")
        page.wait_for_selector("#heroes-panel .problems", state="hidden")
        # the board's buttons are read-only here; the hero's sheet is the hero's own
        assert _post(url + "api/press", {"button": "turn"})[0] == 403
        link = json.loads(urllib.request.urlopen(url + "heroes/api/pairing?seat=0", timeout=5).read())["link"]
        code = link.split("pair=")[1]
        token = _post(url + "heroes/api/pair", {"seat": 0, "code": code})[1]["token"]
        status, body = _post(url + "heroes/api/act", {"seat": 0, "token": token, "action": "begin_turn", "args": []})
        assert status == 200 and body["ok"] and body["state"]["heroes"][0]["sheet"]["turn"] == 1
        assert body["state"]["logged"] is False          # no store given: kept for this run only
    finally:
        live.stop()
        board.stop()
