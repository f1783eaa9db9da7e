"""`skelos play --usb`: boards plugged in over USB join the room as tables, one unplugged keeps its table (away)
and takes it up again when plugged in again, nothing of its game lost.  The boards are simulated devices on
real pseudo-terminals in this process; only the operating system's USB enumeration is faked (a file the
test rewrites, read by tests/fakes/usb_cli.py in the `skelos play` process)."""

import json
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from test_room import get, post, seq, stop
from webhelp import sessions_by_serial, shot, start_printing_url

from skelos_host import presets
from skelos_host.sim import SimDevice

USB_CLI = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "fakes", "usb_cli.py")


class Bus:
    """The boards plugged in, as the `skelos play` process enumerates them."""

    def __init__(self, path):
        self.path = path
        self.boards = {}
        self.write()

    def write(self):
        tmp = str(self.path) + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump([{"port": dev.port, "serial": dev.serial} for dev in self.boards.values()], f)
        os.replace(tmp, self.path)

    def plug(self, dev):
        self.boards[dev.serial] = dev
        self.write()

    def unplug(self, dev):
        self.boards.pop(dev.serial)
        self.write()


def start_usb_room(bus, args, timeout=30):
    proc, room, _lines = start_printing_url([sys.executable, USB_CLI, str(bus.path), "play", "--usb", *args],
                                            r"the room's page is at (http://127\.0\.0\.1:\d+/)", timeout=timeout)
    return proc, room


def wait_for(cond, timeout=20.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        got = cond()
        if got:
            return got
        time.sleep(0.05)
    raise AssertionError("timed out")


def glance_of(room, serial):
    for t in get(room + "api/room")["tables"]:
        if t["serial"] == serial:
            return t
    return None


def press_on_board(dev, times):
    for _i in range(times):
        dev.press("turn")
        assert dev.wait_idle()
        time.sleep(0.05)


def test_boards_plugged_in_over_usb_join_the_room_and_one_unplugged_comes_back(tmp_path, browser):
    db, state = tmp_path / "sessions.sqlite", tmp_path / "room"
    bus = Bus(tmp_path / "bus.json")
    a = SimDevice(tmp_path / "boards" / "a", scenario="pict-village").start()
    b = SimDevice(tmp_path / "boards" / "b", scenario="crawling-shadow").start()
    boards = [a, b]
    bus.plug(a)
    proc, room = start_usb_room(bus, ["--state-dir", str(state), "--http-port", "0", "--db", str(db),
                                      "--tables", "1", "--scenario", "corruption"])
    try:
        # the simulated table and board A at once; board B when it is plugged in, while the others play
        sim = wait_for(lambda: [t for t in get(room + "api/room")["tables"] if not t["usb"]])[0]
        wait_for(lambda: glance_of(room, a.serial))
        bus.plug(b)
        row_b = wait_for(lambda: glance_of(room, b.serial))
        assert row_b | {"serial": None, "path": None} == {
            "serial": None, "folder": "usb-" + b.serial, "path": None, "name": "Board " + b.serial,
            "usb": True, "away": False, "game": "Book of Skelos", "scenario": "crawling-shadow", "turn": "0",
            "whose": "Heroes' turn", "solo": "no"}
        assert [t["serial"] for t in get(room + "api/room")["tables"]] == [sim["serial"], a.serial, b.serial]
        table = {s: room + "t/%s/" % s for s in (a.serial, b.serial, sim["serial"])}

        # each table's page in Chromium shows its own game; a press on board A shows on A's page only
        pages = {}
        for dev, scenario in ((a, "pict-village"), (b, "crawling-shadow")):
            p = browser.new_page()
            p.goto(table[dev.serial])
            p.wait_for_function("document.querySelector('#conn').className === 'conn ok'")
            p.wait_for_function("document.querySelector('#scenario').dataset.seq === '0'")
            assert p.inner_text("#scenario") == presets.display_name(presets.load_dict(scenario), "en")
            pages[dev.serial] = p
        press_on_board(a, 1)
        pages[a.serial].wait_for_function("document.querySelector('#scenario').dataset.seq === '1'")
        assert post(table[b.serial] + "api/press", {"button": "turn"})[0] == 200     # B from its page's API
        pages[b.serial].wait_for_function("document.querySelector('#scenario').dataset.seq === '1'")
        assert [seq(table[s]) for s in (a.serial, b.serial, sim["serial"])] == [1, 1, 0]

        # B's table dropped from the room: the board stays plugged in and is left alone
        assert post(room + "api/room/drop", {"serial": b.serial}) == (200, {"serial": b.serial})
        assert get(room + "api/room")["unplugged"] == ["usb-" + b.serial]
        with pytest.raises(urllib.error.HTTPError) as e:
            get(table[b.serial] + "api/state")
        assert e.value.code == 404

        # A renamed from the room, then unplugged (its pseudo-terminal closed): its table stays, away
        assert post(room + "api/room/name", {"serial": a.serial, "name": "Near the window"}) == (
            200, {"serial": a.serial})
        bus.unplug(a)
        a.stop()
        away = wait_for(lambda: (glance_of(room, a.serial) or {}).get("away") and glance_of(room, a.serial))
        assert (away["name"], away["whose"], away["usb"]) == (
            "Near the window", "unplugged: the table waits for its board", True)
        glance = get(room + "api/room")       # (the room looked at the USB ports since B was dropped: B stays out)
        assert [t["serial"] for t in glance["tables"]] == [sim["serial"], a.serial]
        assert glance["unplugged"] == ["usb-" + b.serial]
        pages[a.serial].wait_for_function("document.querySelector('#conn').className === 'conn bad' && "
                                          "document.querySelector('#conn').textContent.startsWith("
                                          "\"this table's board is unplugged\")")
        with pytest.raises(urllib.error.HTTPError) as e:
            get(table[a.serial] + "api/state")
        assert e.value.code == 503
        assert json.loads(e.value.read())["error"].startswith("this table's board is unplugged")
        assert post(table[sim["serial"]] + "api/press", {"button": "turn"})[0] == 200    # the others play meanwhile

        # A plays two moves away from the room (on its own power), then is plugged in again on another port:
        # its table takes it up, its page comes back by itself, and the logger fetches what it missed
        a = SimDevice(tmp_path / "boards" / "a").start()
        boards.append(a)
        press_on_board(a, 2)
        bus.plug(a)
        wait_for(lambda: not (glance_of(room, a.serial) or {"away": True})["away"])
        pages[a.serial].wait_for_function("document.querySelector('#conn').className === 'conn ok'")
        pages[a.serial].wait_for_function("document.querySelector('#scenario').dataset.seq === '3'")
        assert glance_of(room, a.serial)["name"] == "Near the window"

        # B's table plugged in again from the room: its game where it was
        assert post(room + "api/room/add", {"folder": "usb-" + b.serial}) == (200, {"serial": b.serial})
        assert post(room + "api/room/add", {"folder": "usb-" + b.serial})[0] == 400
        assert seq(table[b.serial]) == 1
        assert post(table[b.serial] + "api/press", {"button": "turn"})[0] == 200
        assert [seq(table[s]) for s in (a.serial, b.serial, sim["serial"])] == [3, 2, 1]
        assert [t["serial"] for t in get(room + "api/room")["tables"]] == [sim["serial"], a.serial, b.serial]
        for p in pages.values():
            p.close()
        said = stop(proc)
    finally:
        if proc.poll() is None:
            stop(proc)
        for dev in boards:
            dev.stop()
    assert "usb-%s (board %s) unplugged: its table waits for it" % (a.serial, a.serial) in said
    assert "usb-%s (board %s) plugged in again on %s: its table goes on" % (a.serial, a.serial, a.port) in said
    assert "usb-%s (board %s) dropped from the room: its game stays on the board" % (b.serial, b.serial) in said

    # the store keeps each board's history apart, one session each, nothing lost across the unplugging
    by_serial = sessions_by_serial(db)
    assert {ser: [n for _sid, n in v] for ser, v in by_serial.items()} == {
        a.serial: [3], b.serial: [2], sim["serial"]: [1]}
    for ser in (a.serial, b.serial, sim["serial"]):
        out = subprocess.run([sys.executable, "-m", "skelos_host.cli", "replay", str(by_serial[ser][0][0]),
                              "--db", str(db)], capture_output=True, text=True, timeout=60)
        assert out.returncode == 0, out.stdout + out.stderr
        assert "replay matches the device" in out.stdout
    for folder, count in (("a", 3), ("b", 2)):
        with SimDevice(tmp_path / "boards" / folder) as dev:      # the boards kept what the store replays
            assert dev.app.game.count == count
    with SimDevice(state / "table-1") as dev:
        assert dev.app.game.count == 1


CHECKS = (Path(__file__).parent / "layout_checks.js").read_text(encoding="utf-8")
WIDTHS = (390, 800, 1280)
AWAY_WORDS = {"en": ("USB", "a board plugged in over USB", "unplugged: the table waits for its board",
                     "Drop from the room", "Unplug"),
              "fr": ("USB", "une carte branchée en USB", "débranchée\u00a0: la table attend sa carte",
                     "Retirer de la salle", "Débrancher")}


def test_the_room_page_marks_usb_boards_and_the_away_ones_at_every_width_in_both_languages(tmp_path, browser):
    """A USB board's row says USB, an away one says it waits for its board, at 390, 800 and 1280 px, in English
    and French: nothing scrolls sideways, no word is cut, the marks keep their contrast."""
    bus = Bus(tmp_path / "bus.json")
    a = SimDevice(tmp_path / "boards" / "a").start()
    b = SimDevice(tmp_path / "boards" / "b").start()
    bus.plug(a)
    bus.plug(b)
    proc, room = start_usb_room(bus, ["--state-dir", str(tmp_path / "room"), "--http-port", "0", "--no-log",
                                      "--tables", "1"])
    try:
        wait_for(lambda: glance_of(room, a.serial) and glance_of(room, b.serial))
        bus.unplug(b)
        b.stop()
        wait_for(lambda: glance_of(room, b.serial)["away"])
        for lang in ("en", "fr"):
            mark, title, away, leave, unplug = AWAY_WORDS[lang]
            for width in WIDTHS:
                page = browser.new_page(viewport={"width": width, "height": 900})
                page.goto(room + "?lang=" + lang)
                page.wait_for_function("document.querySelectorAll('#rows tr').length === 3")
                rows = page.eval_on_selector_all(
                    "#rows tr", "rs => rs.map(r => [r.dataset.serial, r.classList.contains('away'), "
                    "(r.querySelector('.usb') || {}).textContent, (r.querySelector('.usb') || {}).title, "
                    "r.querySelector('.whose').textContent])")
                assert rows[1] == [a.serial, False, mark, title, rows[1][4]] and rows[1][4] != away, (lang, width)
                assert rows[2] == [b.serial, True, mark, title, away], (lang, width)
                assert rows[0][2] is None                       # the simulated table: no USB mark
                assert page.eval_on_selector_all("#rows .drop", "bs => bs.map(b => b.textContent)") == [
                    unplug, leave, leave]
                got = page.evaluate("""(() => { const c = %s;
                    return {"overflow": c.overflow(), "cut words": c.cutWords(), "contrast": c.contrast()}; })()"""
                                    % CHECKS)
                assert got == {"overflow": [], "cut words": [], "contrast": []}, (lang, width, got)
                shot(page, "room-usb-away-%s-%d.png" % (lang, width))
                page.close()
    finally:
        if proc.poll() is None:
            stop(proc)
        a.stop()
        b.stop()
