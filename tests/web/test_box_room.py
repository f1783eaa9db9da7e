"""`skelos box --usb` on its fakes: the box's own board (the real Blinka on the Pi's fake back ends) and a board
plugged into its USB ports (a simulated device on a real pseudo-terminal, the USB enumeration faked) in one
room: each its own table, page, story and session; the USB board unplugged and plugged in again; one pairing
for the whole room."""

import json
import subprocess
import sys
import time
import urllib.error
import urllib.request

import pytest
from click.testing import CliRunner
from fakes.usb import FakeUSBBus

from skelos_host import presets
from skelos_host.box.boxservice import BoxRoom
from skelos_host.cli import cli
from skelos_host.web.pairing import Pairing
from skelos_host.sim import SimDevice
from skelos_host.session.store import Store
from skelos_host.web.source import KnownScenarios

TURN = 26          # D26 of hardware/profiles/raspberry_pi.json


def req(url, body=None, headers=None):
    data = None if body is None else json.dumps(body).encode()
    r = urllib.request.Request(url, data=data, headers=dict({"Content-Type": "application/json"}, **(headers or {})))
    try:
        with urllib.request.urlopen(r, timeout=10) as got:
            return got.status, json.loads(got.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def wait_for(cond, timeout=20.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        got = cond()
        if got:
            return got
        time.sleep(0.05)
    raise AssertionError("timed out")


def unplug(bus, dev):
    bus.ports[:] = [p for p in bus.ports if p.serial_number != dev.serial]


def tables(room):
    return req(room.room.url + "api/room")[1]["tables"]


def seq(url):
    return req(url + "api/state")[1]["state"]["state"]["seq"]


def test_the_box_and_a_usb_board_play_in_one_room(pi, tmp_path, monkeypatch, browser):
    bus = FakeUSBBus().install(monkeypatch)
    db = str(tmp_path / "sessions.sqlite")
    usb = SimDevice(tmp_path / "boards" / "u", scenario="crawling-shadow").start()
    boards = [usb]
    bus.board(usb.port, usb.serial)
    said = []
    room = BoxRoom(tmp_path / "box", http_port=0, open_store=lambda: Store(db), scenarios=KnownScenarios(None),
                   scenario="pict-village", say=said.append, poll_s=0.2).start()
    try:
        got = wait_for(lambda: len(tables(room)) == 2 and tables(room))
        own = room.box.device.serial
        assert [(t["serial"], t["name"], t["usb"], t["scenario"]) for t in got] == [
            (own, "The box", False, "pict-village"), (usb.serial, "Board " + usb.serial, True, "crawling-shadow")]
        url = {s: room.room.url + "t/%s/" % s for s in (own, usb.serial)}

        # each table's page in Chromium shows its own game and its own story
        pages = {}
        for serial, scenario in ((own, "pict-village"), (usb.serial, "crawling-shadow")):
            p = browser.new_page()
            p.goto(url[serial])
            p.wait_for_function("document.querySelector('#conn').className === 'conn ok'")
            assert p.inner_text("#scenario") == presets.display_name(presets.load_dict(scenario), "en")
            pages[serial] = p
        story = {s: p.inner_text("#events") for s, p in pages.items()}
        pi.gpio.close_to_ground(TURN)            # the box's own turn button
        time.sleep(0.08)
        pi.gpio.release(TURN)
        pages[own].wait_for_function("document.querySelector('#scenario').dataset.seq === '1'")
        pages[own].wait_for_function("(before) => document.querySelector('#events').innerText !== before",
                                     arg=story[own])
        assert pages[usb.serial].inner_text("#events") == story[usb.serial]
        assert req(url[usb.serial] + "api/press", {"button": "turn"})[0] == 200
        assert req(url[usb.serial] + "api/press", {"button": "turn"})[0] == 200
        pages[usb.serial].wait_for_function("document.querySelector('#scenario').dataset.seq === '2'")
        assert [seq(url[s]) for s in (own, usb.serial)] == [1, 2]

        # the box's own board stays in the room
        code, answer = req(room.room.url + "api/room/drop", {"serial": own})
        assert (code, answer["error"]) == (400, "the box's own board stays in the room: hold Mode 10 seconds to "
                                                "stop the box")

        # the USB board unplugged: its table waits, away; it plays once on its own power and comes back
        unplug(bus, usb)
        usb.stop()
        wait_for(lambda: [t for t in tables(room) if t["serial"] == usb.serial and t["away"]])
        assert req(url[usb.serial] + "api/state")[0] == 503
        usb = SimDevice(tmp_path / "boards" / "u").start()
        boards.append(usb)
        usb.press("turn")
        assert usb.wait_idle()
        bus.board(usb.port, usb.serial)
        wait_for(lambda: [t for t in tables(room) if t["serial"] == usb.serial and not t["away"]])
        pages[usb.serial].wait_for_function("document.querySelector('#scenario').dataset.seq === '3'")
        assert [seq(url[s]) for s in (own, usb.serial)] == [1, 3]

        # on the Wi-Fi one pairing is the room's: unpaired, no press at any table and no change to the room;
        # paired once at the room's /pair, a press at the USB board's table
        room.room.httpd.RequestHandlerClass.pairing = Pairing(tmp_path / "box", code="ABCD-EFGH", trusted=())
        assert req(url[usb.serial] + "api/press", {"button": "turn"})[0] == 403
        assert req(url[own] + "api/press", {"button": "turn"})[0] == 403
        code, answer = req(room.room.url + "api/room/name", {"serial": own, "name": "Front"})
        assert code == 403 and "not paired" in answer["error"]

        class NoRedirect(urllib.request.HTTPRedirectHandler):
            def redirect_request(self, *a, **k):
                return None

        form = urllib.request.Request(room.room.url + "pair", data=b"code=ABCD-EFGH",
                                      headers={"Content-Type": "application/x-www-form-urlencoded"})
        with pytest.raises(urllib.error.HTTPError) as e:
            urllib.request.build_opener(NoRedirect).open(form, timeout=10)
        assert e.value.code == 303
        cookie = {"Cookie": e.value.headers["Set-Cookie"].split(";")[0]}
        assert req(url[usb.serial] + "api/press", {"button": "turn"}, cookie)[0] == 200
        assert req(room.room.url + "api/room/name", {"serial": own, "name": "Front"}, cookie)[0] == 200
        assert [seq(url[s]) for s in (own, usb.serial)] == [1, 4]
        assert tables(room)[0]["name"] == "Front"
        for p in pages.values():
            p.close()
    finally:
        room.stop()
        for dev in boards:
            dev.stop()
    assert "usb-%s (board %s) unplugged: its table waits for it" % (usb.serial, usb.serial) in said
    assert set(pi.wire.frames[-1]) == {0}            # the box's strip went dark

    # each board's history its own in the store, nothing lost, each replayed exactly
    with Store(db, readonly=True) as store:
        rows = store.sessions()
    assert sorted((r["serial"], r["events"]) for r in rows) == sorted([(own, 1), (usb.serial, 4)])
    for r in rows:
        out = subprocess.run([sys.executable, "-m", "skelos_host.cli", "replay", str(r["id"]), "--db", db],
                             capture_output=True, text=True, timeout=60)
        assert out.returncode == 0 and "replay matches the device" in out.stdout, out.stdout + out.stderr


def test_box_usb_without_a_pi_says_so_and_starts_nothing(tmp_path):
    r = CliRunner().invoke(cli, ["box", "--usb", "--state-dir", str(tmp_path / "box"), "--no-log",
                                 "--http-port", "0"])
    assert r.exit_code == 1 and "Blinka found no Raspberry Pi here" in r.output, r.output
