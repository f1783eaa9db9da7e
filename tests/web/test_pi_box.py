"""`skelos box` on a Raspberry Pi without the Pi: the real Blinka on the Pi's
fake back ends (tests/fakes/pi), the box started as the service starts it
(device, sharing socket, page, logger), a button pressed on the fake GPIO,
the page in headless Chromium, the session store; pairing over HTTP."""

import json
import sqlite3
import time
import urllib.error
import urllib.request

import pytest
from click.testing import CliRunner
from fakes import pi as pifakes
from webhelp import shot

from skelos_host.box.boxservice import Box
from skelos_host.cli import cli
from skelos_host.web.pairing import MAX_TRIES, Pairing
from skelos_host.session.store import Store
from skelos_host.web.source import KnownScenarios

TURN, MODE = 26, 16          # D26 and D16 of hardware/profiles/raspberry_pi.json


def start_box(tmp_path, **kw):
    store = Store(str(tmp_path / "sessions.sqlite"))
    b = Box(tmp_path / "box", http_port=0, store=store, scenarios=KnownScenarios(None),
            scenario="pict-village", say=lambda m: None, **kw).start()
    return b, store


def count_events(db):
    con = sqlite3.connect(db)
    try:
        return con.execute("select count(*) from events").fetchone()[0]
    except sqlite3.OperationalError:
        return 0
    finally:
        con.close()


def wait_for(cond, timeout=10.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if cond():
            return True
        time.sleep(0.02)
    return False


def test_a_press_on_the_gpio_reaches_the_page_and_the_log_once(pi, tmp_path, browser):
    b, store = start_box(tmp_path)
    db = str(tmp_path / "sessions.sqlite")
    try:
        assert b.first_frame_s is not None and pi.wire.renders >= 1
        page = browser.new_page()
        page.goto(b.url)
        page.wait_for_function("document.querySelector('#conn').textContent === 'live'")
        assert "Overlord" not in page.text_content("#phase")
        t0 = time.monotonic()
        pi.gpio.close_to_ground(TURN)           # the turn button, held 80 ms
        time.sleep(0.08)
        pi.gpio.release(TURN)
        page.wait_for_function("document.querySelector('#phase').textContent.includes('Overlord')",
                               timeout=10000, polling=10)
        latency = time.monotonic() - t0
        print("\nbox: release to page update %.0f ms (press held 80 ms)" % ((latency - 0.08) * 1000))
        shot(page, "pi_box_page.png")
        assert wait_for(lambda: count_events(db) >= 1)
        # the strip shows the same state (the Overlord's phase on the status pixel)
        assert pi.wire.shown() == b.device.app.ui.frame(b.device.app.profile)
        # every skelos command reaches the box through its sharing socket
        r = CliRunner().invoke(cli, ["status", "--port", b.device.port], env={"COLUMNS": "100"})
        assert r.exit_code == 0, r.output
        assert "pict" in r.output.lower()
    finally:
        b.stop()
        store.close()
    assert count_events(db) == 1         # the one press became exactly one logged event


def test_holding_mode_ten_seconds_stops_the_box_cleanly(pi, tmp_path):
    b, store = start_box(tmp_path, hold_s=0.5)
    try:
        pi.gpio.close_to_ground(MODE)
        why = b.run(seconds=10)
        assert why == "gesture" and b.gesture
    finally:
        pi.gpio.release(MODE)
        b.stop()
        store.close()
    assert b.device is None and b.page is None
    assert set(pi.wire.frames[-1]) == {0}            # the strip went dark
    assert count_events(str(tmp_path / "sessions.sqlite")) == 0   # nothing recorded: Mode held only
    # the next start resumes the same storage (the file is unlocked)
    again, store = start_box(tmp_path)
    try:
        assert again.device.app.game.count == 0
    finally:
        again.stop()
        store.close()


def test_a_box_whose_logger_fails_says_so_and_stops_with_its_strip_dark(pi, tmp_path):
    """The box logs nothing while a game is played: it stops, saying why (its service then exits with the
    error and systemd starts it again; the board keeps what no logger fetched), never plays on unlogged."""
    from skelos_host.box.table import LoggerFailed

    said = []
    store = Store(str(tmp_path / "sessions.sqlite"))
    b = Box(tmp_path / "box", http_port=0, store=store, scenarios=KnownScenarios(None), scenario="pict-village",
            say=said.append).start()
    try:
        assert wait_for(lambda: b.log.recorder.session is not None)
        store.db.close()                           # the store takes nothing more
        pi.gpio.close_to_ground(TURN)              # a record the logger cannot store
        time.sleep(0.08)
        pi.gpio.release(TURN)
        with pytest.raises(LoggerFailed, match="session logging stopped"):
            b.run(seconds=30)
    finally:
        b.stop()
    assert b.device is None and b.page is None
    assert set(pi.wire.frames[-1]) == {0}            # the strip went dark


def _req(url, data=None, headers=None, method=None):
    req = urllib.request.Request(url, data=data, headers=headers or {}, method=method)
    try:
        with urllib.request.urlopen(req, timeout=5) as r:
            return r.status, r.headers, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.headers, e.read()


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *a, **k):
        return None


def test_presses_from_other_devices_need_pairing(pi, tmp_path):
    b, store = start_box(tmp_path)
    # a pairing that trusts no address: this test's requests come as a phone's would
    pairing = Pairing(tmp_path / "box", code="ABCD-EFGH", trusted=())
    b.page.server.httpd.RequestHandlerClass.pairing = pairing
    url = b.url
    press = json.dumps({"button": "turn"}).encode()
    js = {"Content-Type": "application/json"}
    try:
        code, _h, body = _req(url + "api/press", press, js)
        assert code == 403 and b"not paired" in body
        seat = json.dumps({"hero": "conan"}).encode()
        assert _req(url + "heroes/api/seat", seat, js)[0] == 403     # the main page's hero actions too
        state = json.loads(_req(url + "api/state")[2])
        assert state["readonly"] is True
        assert b'name=code' in _req(url + "pair")[2]                     # the form
        form = {"Content-Type": "application/x-www-form-urlencoded"}
        assert _req(url + "pair", b"code=WRONG-CODE", form)[0] == 403
        # another web page cannot pair the browser behind the user's back
        assert _req(url + "pair", b"code=ABCD-EFGH", dict(form, Origin="http://evil.example"))[0] == 403
        opener = urllib.request.build_opener(NoRedirect)
        req = urllib.request.Request(url + "pair", data=b"code=abcd efgh", headers=form)
        try:
            opener.open(req, timeout=5)
            raise AssertionError("no redirect")
        except urllib.error.HTTPError as e:
            assert e.code == 303 and e.headers["Location"] == "/"
            cookie = e.headers["Set-Cookie"]
        assert "HttpOnly" in cookie and "SameSite=Strict" in cookie
        token = cookie.split(";")[0]
        code, _h, body = _req(url + "api/press", press, dict(js, Cookie=token))
        assert code == 200 and json.loads(body)["accepted"] is True
        assert json.loads(_req(url + "api/state", headers={"Cookie": token})[2])["readonly"] is False
        # the box keeps only the token's hash, and the pairing survives a restart
        saved = (tmp_path / "box" / "paired.json").read_text()
        assert token.split("=", 1)[1] not in saved
        assert Pairing(tmp_path / "box").paired(token.split("=", 1)[1])
        # `skelos box forget` unpairs every browser
        r = CliRunner().invoke(cli, ["box", "forget", "--state-dir", str(tmp_path / "box")])
        assert r.exit_code == 0 and "1 paired" in r.output
        assert not Pairing(tmp_path / "box").paired(token.split("=", 1)[1])
    finally:
        b.stop()
        store.close()


def test_wrong_codes_are_limited():
    import tempfile

    t = [0.0]
    p = Pairing(tempfile.mkdtemp(), code="ABCD-EFGH", clock=lambda: t[0])
    for _ in range(MAX_TRIES):
        assert p.pair("AAAA-AAAA") is None
    from skelos_host.web.pairing import TooMany
    with pytest.raises(TooMany):
        p.pair("ABCD-EFGH")              # even the right code waits: no oracle while throttled
    t[0] += 61
    assert p.pair("abcd-efgh")


def test_the_pairing_code_is_8_unambiguous_characters():
    from skelos_host.web.pairing import ALPHABET, new_code
    codes = {new_code() for _ in range(200)}
    assert len(codes) == 200
    for c in codes:
        assert len(c) == 9 and c[4] == "-" and all(ch in ALPHABET for ch in c.replace("-", ""))
    assert not set("01IOL") & set(ALPHABET)


def test_box_on_the_lan_shows_a_code_and_a_qr_code_on_its_own_screen(pi, tmp_path):
    store = Store(str(tmp_path / "s.sqlite"))
    b = Box(tmp_path / "box", host="0.0.0.0", http_port=0, store=store, scenarios=KnownScenarios(None),
            say=lambda m: None).start()
    try:
        assert b.pairing is not None and b.pairing.url.endswith(":%d/" % b.page.server.httpd.server_address[1])
        port = b.page.server.httpd.server_address[1]
        body = _req("http://127.0.0.1:%d/pair" % port)[2].decode()
        assert b.pairing.code in body and "<svg" in body
        book = _req("http://127.0.0.1:%d/" % port)[2].decode()          # the book, on the box's own screen
        assert 'id="skelos-pairing"' in book and b.pairing.code in book and "<svg" in book
        b.pairing.trusted = ()                                             # the same page on a phone
        book = _req("http://127.0.0.1:%d/" % port)[2].decode()
        assert "skelos-pairing" not in book and b.pairing.code not in book
        assert b.pairing.code not in _req("http://127.0.0.1:%d/pair" % port)[2].decode()
        text = b.pairing.terminal()
        assert len(text.splitlines()) > 10
    finally:
        b.stop()
        store.close()


def test_selftest_lights_each_pixel_finds_the_fram_and_echoes_each_button(pi):
    import threading

    lines = [4, 17, 27, 22, 23, 24, 25, 5, 6, 12, 13, 19, 16, 26, 20]

    def hand():
        wait_for(lambda: pi.gpio.reads > 0, timeout=30)  # the pixels and the FRAM done: it scans the buttons
        for n in lines:
            pi.gpio.close_to_ground(n)
            time.sleep(0.06)
            pi.gpio.release(n)
            time.sleep(0.06)

    t = threading.Thread(target=hand)
    t.start()
    r = CliRunner().invoke(cli, ["box", "selftest", "--seconds", "20", "--step", "0"])
    t.join()
    assert r.exit_code == 0, r.output
    lit = [f for f in pi.wire.frames if sum(1 for i in range(0, len(f), 3) if any(f[i:i + 3])) == 1]
    assert len(lit) >= 46                                # each pixel alone, in turn
    assert "FRAM: found at 0x50" in r.output
    assert "slot3 (D27) pressed" in r.output and "undo (D20) released" in r.output
    assert "every button works" in r.output
    assert set(pi.wire.frames[-1]) == {0}                # dark at the end


def test_selftest_names_the_buttons_never_pressed(pi):
    del pi.i2c.buses[1][0x50]
    r = CliRunner().invoke(cli, ["box", "selftest", "--seconds", "0.2", "--step", "0"])
    assert r.exit_code == 1
    assert "FRAM: not found (No I2C device at address: 0x50)" in r.output
    assert "never pressed: slot1, slot2" in r.output


def test_a_phone_scans_the_code_pairs_once_and_presses(pi, tmp_path, browser):
    b, store = start_box(tmp_path)
    pairing = Pairing(tmp_path / "box", trusted=())          # the browser plays a phone on the Wi-Fi
    pairing.url = b.url
    b.page.server.httpd.RequestHandlerClass.pairing = pairing
    try:
        ctx = browser.new_context()
        page = ctx.new_page()
        page.goto(b.url)
        page.wait_for_function("document.querySelector('#conn').textContent === 'live'")
        r = page.evaluate("fetch('/api/press', {method: 'POST', headers: {'Content-Type': 'application/json'},"
                          " body: JSON.stringify({button: 'turn'})}).then(r => r.status)")
        assert r == 403 and b.device.app.game.count == 0      # read-only before pairing
        page.goto(pairing.pair_url())                          # what the QR code holds
        assert page.input_value("input[name=code]") == pairing.code
        page.click("form button")
        page.wait_for_url(b.url)
        page.wait_for_function("document.querySelector('#conn').textContent === 'live'")
        shot(page, "pi_box_paired_phone.png")
        r = page.evaluate("fetch('/api/press', {method: 'POST', headers: {'Content-Type': 'application/json'},"
                          " body: JSON.stringify({button: 'turn'})}).then(r => r.status)")
        assert r == 200
        page.wait_for_function("document.querySelector('#phase').textContent.includes('Overlord')")
        # the same phone, later: paired still, without the code
        again = ctx.new_page()
        again.goto(b.url + "pair")
        assert "paired" in again.text_content("h1")
    finally:
        b.stop()
        store.close()


def test_without_a_pi_the_box_says_so_and_changes_nothing(tmp_path):
    """No forced detection: Blinka finds no Pi on this machine."""
    import os
    if os.path.exists("/proc/device-tree/model") and b"Raspberry Pi" in open("/proc/device-tree/model", "rb").read():
        pytest.skip("this machine is a Raspberry Pi")
    r = CliRunner().invoke(cli, ["box", "--state-dir", str(tmp_path / "box"), "--no-log", "--http-port", "0"])
    assert r.exit_code == 1
    assert "Blinka found no Raspberry Pi here" in r.output and "skelos play" in r.output
    assert not (tmp_path / "box" / "storage-raspberry_pi_40pin.bin").exists()


def test_a_missing_back_end_names_the_requirements_file(tmp_path):
    pi = pifakes.install()
    import sys
    sys.modules["gpiod"] = None                        # not installed on this Pi
    for name in [n for n in sys.modules if n.startswith("adafruit_blinka.microcontroller") or n == "board"]:
        del sys.modules[name]                          # Blinka's pins imported anew, without it
    try:
        r = CliRunner().invoke(cli, ["box", "selftest", "--seconds", "0", "--step", "0"])
    finally:
        pifakes.uninstall(pi)
    assert r.exit_code == 1 and "requirements-pi.txt" in r.output, r.output
