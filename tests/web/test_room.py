"""`skelos play --tables N`: one room, several simulated boards, each table's page, store and history its own."""

import json
import os
import re
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request

import pytest
from webhelp import sessions_by_serial

from skelos_host import presets
from skelos_host.sim import SimDevice

SCENARIOS = ("pict-village", "corruption", "crawling-shadow")


def start_room(args, timeout=30):
    """Start `skelos play ARGS` with several tables: (process, room URL, {folder: table URL})."""
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    proc = subprocess.Popen([sys.executable, "-m", "skelos_host.cli", "play", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env)
    tables, room, lines = {}, None, []
    deadline = time.monotonic() + timeout
    while room is None and time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        lines.append(line)
        m = re.match(r"(table-\d+) \(board [0-9a-f]+, storage in .*\): (http://127\.0\.0\.1:\d+/t/[0-9a-f]+/)$",
                     line.strip())
        if m:
            tables[m.group(1)] = m.group(2)
        m = re.search(r"the room's page is at (http://127\.0\.0\.1:\d+/)", line)
        if m:
            room = m.group(1)
    if room is None:
        proc.kill()
        proc.wait()
        raise AssertionError("no room URL printed: %r" % lines)
    return proc, room, tables


def get(url):
    return json.loads(urllib.request.urlopen(url, timeout=10).read())


def post(url, body):
    req = urllib.request.Request(url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def seq(table_url):
    return get(table_url + "api/state")["state"]["state"]["seq"]


def stop(proc):
    proc.send_signal(signal.SIGTERM)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err
    return err


def test_three_tables_in_one_room(tmp_path, browser):
    """Three boards under one `skelos play`: the room lists them; each table's page in Chromium shows its own
    game; a press on one changes only that one; a table renamed keeps its name; a board unplugged and plugged
    again resumes its game and its session; the store replays each table exactly."""
    db, state = tmp_path / "sessions.sqlite", tmp_path / "sim"
    args = ["--state-dir", str(state), "--http-port", "0", "--db", str(db), "--tables", "3"]
    for s in SCENARIOS:
        args += ["--scenario", s]
    proc, room, tables = start_room(args)
    try:
        assert sorted(tables) == ["table-1", "table-2", "table-3"]
        serial = {f: u.rstrip("/").rsplit("/", 1)[1] for f, u in tables.items()}
        assert len(set(serial.values())) == 3

        # the room's page lists each table's glance, with a link to its page
        page = browser.new_page()
        page.goto(room)
        page.wait_for_function("document.querySelectorAll('#rows tr').length === 3")
        rows = page.eval_on_selector_all("#rows tr", "rs => rs.map(r => [r.dataset.serial, "
                                         "r.querySelector('.scenario').textContent, r.querySelector('.turn')"
                                         ".textContent, r.querySelector('.whose').textContent, "
                                         "r.querySelector('.solo').textContent, r.querySelector('a').href])")
        assert [(r[0], r[1], r[2], r[3], r[4]) for r in rows] == [
            (serial["table-%d" % (i + 1)], s, "0", "Heroes' turn", "no") for i, s in enumerate(SCENARIOS)]
        assert [r[5] for r in rows] == [tables["table-%d" % (i + 1)] for i in range(3)]

        # each table's page shows its own game
        pages = {}
        for i, s in enumerate(SCENARIOS):
            folder = "table-%d" % (i + 1)
            p = browser.new_page()
            p.goto(tables[folder])
            p.wait_for_function("document.querySelector('#conn').className === 'conn ok'")
            p.wait_for_function("document.querySelector('#scenario').dataset.seq === '0'")
            assert p.inner_text("#scenario") == presets.display_name(presets.load_dict(s), "en")
            pages[folder] = p

        # a press on table 2's page changes table 2 only
        pages["table-2"].click("#buttons button[data-button='turn']")
        pages["table-2"].wait_for_function("document.querySelector('#scenario').dataset.seq === '1'")
        assert [seq(tables[f]) for f in ("table-1", "table-2", "table-3")] == [0, 1, 0]
        for f in ("table-1", "table-3"):
            assert pages[f].eval_on_selector("#scenario", "e => e.dataset.seq") == "0"
        for p in pages.values():        # (a browser holds 6 connections to one address: 3 pages' streams)
            p.close()

        # the heroes' sheets are each table's own: a hero seated at table 1 is not at table 2, and its sheet
        # opens under table 1's path
        assert post(tables["table-1"] + "heroes/api/seat", {"hero": "conan"}) == (200, {"seat": 0})
        assert [h["hero"]["id"] for h in get(tables["table-1"] + "heroes/api/state")["heroes"]] == ["conan"]
        assert get(tables["table-2"] + "heroes/api/state")["heroes"] == []
        link = get(tables["table-1"] + "heroes/api/pairing?seat=0")["link"]
        assert link.startswith(tables["table-1"] + "hero?seat=0&pair="), link
        sheet = browser.new_page()
        sheet.goto(link)
        sheet.wait_for_function("document.getElementById('conn').classList.contains('ok')")
        assert "Conan" in sheet.inner_text("body")
        sheet.close()

        # renamed from the room's page: the link says the new name, kept in the table's folder
        row = "#rows tr[data-serial='%s']" % serial["table-3"]
        page.fill(row + " form.rename input", "Hyborian corner")
        page.click(row + " form.rename button")
        page.wait_for_function("(r) => document.querySelector(r + ' a').textContent === 'Hyborian corner'",
                               arg=row)
        assert json.loads((state / "table-3" / "table.json").read_text(encoding="utf-8")) == {
            "name": "Hyborian corner"}

        # table 2 unplugged while the others play, then plugged in again: its game goes on
        # (from the room's page: its Unplug button, then its Plug in again)
        page.click("#rows tr[data-serial='%s'] button.drop" % serial["table-2"])
        page.wait_for_function("document.querySelectorAll('#rows tr').length === 2 && "
                               "!document.getElementById('unplugged-box').hidden")
        assert page.inner_text("#unplugged li").startswith("table-2")
        glance = get(room + "api/room")
        assert [t["serial"] for t in glance["tables"]] == [serial["table-1"], serial["table-3"]]
        assert glance["unplugged"] == ["table-2"]
        with pytest.raises(urllib.error.HTTPError) as gone:
            get(tables["table-2"] + "api/state")
        assert gone.value.code == 404
        post(tables["table-1"] + "api/press", {"button": "turn"})          # the others play meanwhile
        page.click("#unplugged li button.plug")
        page.wait_for_function("document.querySelectorAll('#rows tr').length === 3")
        assert page.is_hidden("#unplugged-box") and page.is_hidden("#error")
        assert seq(tables["table-2"]) == 1
        assert post(tables["table-2"] + "api/press", {"button": "turn"})[0] == 200
        assert [seq(tables[f]) for f in ("table-1", "table-2", "table-3")] == [1, 2, 0]
        assert get(room + "api/room")["tables"][2]["serial"] == serial["table-2"]
        page.close()
        said = stop(proc)
    finally:
        if proc.poll() is None:
            stop(proc)
    assert "table-2 (board %s) unplugged: its game stays in its folder" % serial["table-2"] in said
    assert said.count("table-2 (board %s) plugged in" % serial["table-2"]) == 2

    # the store keeps each board's history apart, one session each, nothing lost across the unplugging
    by_serial = sessions_by_serial(db)
    assert {f: [n for _sid, n in by_serial[serial[f]]] for f in serial} == {
        "table-1": [1], "table-2": [2], "table-3": [0]}
    for f, ser in serial.items():
        sid = by_serial[ser][0][0]
        out = subprocess.run([sys.executable, "-m", "skelos_host.cli", "replay", str(sid), "--db", str(db)],
                             capture_output=True, text=True, timeout=60)
        assert out.returncode == 0, out.stdout + out.stderr
        assert "replay matches the device" in out.stdout
        with SimDevice(state / f) as dev:       # the board kept what the store replays
            assert dev.app.game.count == {"table-1": 1, "table-2": 2, "table-3": 0}[f]


def test_room_refuses_bad_input_and_changes_nothing(tmp_path):
    """A name too long or empty, an unknown serial, folder or preset, a body that is not JSON: a clear
    error, and the room as it was; a table's path that is not a table: 404."""
    state = tmp_path / "sim"
    proc, room, tables = start_room(["--state-dir", str(state), "--http-port", "0", "--no-log", "--tables", "2"])
    try:
        before = get(room + "api/room")
        serial = before["tables"][0]["serial"]
        for what, body, said in (
                ("name", {"serial": serial, "name": ""}, "a table's name is 1 to 40 characters"),
                ("name", {"serial": serial, "name": "x" * 41}, "a table's name is 1 to 40 characters"),
                ("name", {"serial": serial, "name": "a\nb"}, "a table's name is 1 to 40 characters"),
                ("name", {"serial": "0" * 16, "name": "ok"}, "no table with this serial plays here"),
                ("drop", {"serial": "0" * 16}, "no table with this serial plays here"),
                ("add", {"folder": "../table-1"}, "no unplugged table in a folder named ../table-1"),
                ("add", {"folder": "table-1"}, "no unplugged table in a folder named table-1"),
                ("add", {"scenario": "/etc/passwd"}, "no preset scenario named /etc/passwd"),
                ("add", {"scenario": "no-such-scenario"}, "no preset scenario named no-such-scenario")):
            code, answer = post(room + "api/room/" + what, body)
            assert code == 400 and answer["error"].startswith(said), (what, body, answer)
        code, answer = post(room + "api/room/name?lang=fr", {"serial": "0" * 16, "name": "ok"})
        assert (code, answer["error"]) == (400, "aucune table avec ce numéro de série ne joue ici")
        req = urllib.request.Request(room + "api/room/drop", data=b"serial", headers={"Content-Type": "text/plain"})
        with pytest.raises(urllib.error.HTTPError) as e:
            urllib.request.urlopen(req, timeout=10)
        assert e.value.code == 415
        assert get(room + "api/room") == before
        assert sorted(os.listdir(state)) == ["table-1", "table-2"]
        assert not (state / "table-1" / "table.json").exists()
        for path in ("t/" + "0" * 16 + "/api/state", "t/", "t/x/y/../api/state"):
            with pytest.raises(urllib.error.HTTPError) as e:
                urllib.request.urlopen(room + path, timeout=10)
            assert e.value.code == 404, path
        # a new table from the room, then the one folder more
        code, answer = post(room + "api/room/add", {"scenario": "corruption"})
        assert code == 200
        assert get(room + "api/room")["tables"][2] | {"name": None} == {
            "serial": answer["serial"], "folder": "table-3", "path": "t/%s/" % answer["serial"], "name": None,
            "usb": False, "away": False,
            "game": "Book of Skelos", "scenario": "corruption", "turn": "0", "whose": "Heroes' turn", "solo": "no"}
    finally:
        if proc.poll() is None:
            stop(proc)


def test_one_table_plays_at_the_root_as_before(tmp_path):
    """Without --tables, `skelos play` serves its one table at / (no room), its page asking by relative paths."""
    from webhelp import start_play

    proc, url, _lines = start_play(["--state-dir", str(tmp_path / "sim"), "--http-port", "0", "--no-log"])
    try:
        html = urllib.request.urlopen(url, timeout=10).read().decode()
        assert '<script src="app.js">' in html and 'src="/' not in html
        assert get(url + "api/state")["state"]["state"]["scenario"] == "pict-village"
        with pytest.raises(urllib.error.HTTPError) as e:
            urllib.request.urlopen(url + "api/room", timeout=10)
        assert e.value.code == 404
    finally:
        if proc.poll() is None:
            stop(proc)
    assert not (tmp_path / "sim" / "table-1").exists()


def test_the_room_speaks_english_and_french(tmp_path, browser):
    """The room's page in Chromium, switched to French from its language menu: its headings, buttons and each
    table's glance in French; the English page in English."""
    proc, room, _tables = start_room(["--state-dir", str(tmp_path / "sim"), "--http-port", "0", "--no-log",
                                      "--tables", "2"])
    try:
        page = browser.new_page()
        page.goto(room)
        page.wait_for_function("document.querySelectorAll('#rows tr').length === 2")
        heads = ["Name", "Game", "Scenario", "Turn", "Whose turn", "The board plays the Overlord", ""]
        assert page.eval_on_selector_all("thead th", "ts => ts.map(t => t.textContent)") == heads
        assert page.inner_text("#rows tr .whose") == "Heroes' turn"
        page.select_option("#lang", "fr")
        page.wait_for_function("document.documentElement.lang === 'fr'")
        page.wait_for_function("document.querySelectorAll('#rows tr').length === 2")
        assert page.eval_on_selector_all("thead th", "ts => ts.map(t => t.textContent)") == [
            "Nom", "Jeu", "Scénario", "Tour", "À qui le tour", "La carte joue l'Overlord", ""]
        assert page.title() == "Skelos\u00a0: la salle"       # (French typography: a no-break space)
        row = page.eval_on_selector("#rows tr", "r => [r.querySelector('a').textContent, "
                                    "r.querySelector('.game').textContent, r.querySelector('.whose').textContent,"
                                    " r.querySelector('.solo').textContent, r.querySelector('.drop').textContent,"
                                    " r.querySelector('form button').textContent]")
        assert row == ["Table 1", "Livre de Skelos", "Tour des Héros", "non", "Débrancher", "Renommer"]
        assert page.inner_text("#add button") == "Ajouter une table"
        page.fill("#rows tr form.rename input", "   ")        # a bad name: said in French, nothing changed
        page.click("#rows tr form.rename button")
        page.wait_for_function("!document.getElementById('error').hidden")
        assert page.inner_text("#error") == ("le nom d'une table compte de 1 à 40 caractères, sans caractère de "
                                             "contrôle")
        assert page.inner_text("#rows tr a") == "Table 1"
        assert not (tmp_path / "sim" / "table-1" / "table.json").exists()
        page.close()
    finally:
        if proc.poll() is None:
            stop(proc)


@pytest.mark.parametrize("args, said", [
    (["--scenario", "pict-village"] * 17, "at most 16 tables play in one room"),
    (["--tables", "3", "--scenario", "pict-village", "--scenario", "no-such-scenario"], "no-such-scenario"),
])
def test_a_room_that_cannot_start_says_why_and_starts_no_board(tmp_path, args, said):
    state = tmp_path / "sim"
    out = subprocess.run([sys.executable, "-m", "skelos_host.cli", "play", "--state-dir", str(state), "--no-log",
                          "--http-port", "0", *args], capture_output=True, text=True, timeout=60)
    assert out.returncode != 0 and said in out.stderr, out.stderr
    assert not state.exists()


def skelos(*args, lang="en"):
    return subprocess.run([sys.executable, "-m", "skelos_host.cli", "--lang", lang, *args], capture_output=True,
                          text=True, timeout=60, env=dict(os.environ, COLUMNS="200"))


def test_tables_renamed_and_dropped_from_the_command_line(tmp_path):
    """`skelos room` lists a running room's tables, renames one and drops one (named by folder, name or serial)
    while the others play; an unknown table or a bad name is said in English and French and changes nothing."""
    state = tmp_path / "sim"
    proc, room, _tables = start_room(["--state-dir", str(state), "--http-port", "0", "--no-log", "--tables", "3"])
    try:
        before = get(room + "api/room")
        s1, s2, s3 = (t["serial"] for t in before["tables"])
        out = skelos("room", "list", "--url", room)
        assert out.returncode == 0, out.stderr
        for folder, serial in (("table-1", s1), ("table-2", s2), ("table-3", s3)):
            assert re.search(r"Table %s\s+│ %s\s+│ %s\s+│ pict-village" % (folder[-1], folder, serial), out.stdout), \
                out.stdout

        # bad input: said, and the room as it was
        for args, lang, said in (
                (["rename", "table-9", "Corner"], "en",
                 "no table table-9 plays in this room; its tables: Table 1 (table-1, %s)" % s1),
                (["rename", "table-9", "Corner"], "fr",
                 "aucune table table-9 ne joue dans cette salle\u202f; ses tables\u00a0: Table 1 (table-1, %s)" % s1),
                (["drop", "0" * 16], "en", "no table %s plays in this room" % ("0" * 16)),
                (["rename", "table-1", "x" * 41], "en", "a table's name is 1 to 40 characters, without control "
                                                       "characters"),
                (["rename", "table-1", "a\tb"], "fr", "le nom d'une table compte de 1 à 40 caractères, sans "
                                                     "caractère de contrôle")):
            out = skelos("room", *args, "--url", room, lang=lang)
            assert out.returncode == 1 and said in out.stderr, (args, out.stderr)
        out = skelos("room", "list", "--url", room + "t/%s/" % s1)       # a table's page is no room
        assert out.returncode == 1 and "no room answers at" in out.stderr, out.stderr
        assert get(room + "api/room") == before
        assert not (state / "table-1" / "table.json").exists()

        # renamed by folder, then by its name; dropped by its name: its board stops, its game stays
        out = skelos("room", "rename", "table-2", "Window", "--url", room)
        assert out.returncode == 0 and "table %s is now named Window" % s2 in out.stdout, out.stderr
        out = skelos("room", "rename", "Window", "By the window", "--url", room, lang="fr")
        assert out.returncode == 0 and "la table %s s'appelle maintenant By the window" % s2 in out.stdout, \
            out.stdout + out.stderr
        assert json.loads((state / "table-2" / "table.json").read_text(encoding="utf-8")) == {"name": "By the window"}
        post(room + "t/%s/api/press" % s3, {"button": "turn"})
        out = skelos("room", "drop", "By the window", "--url", room)
        assert out.returncode == 0 and "table %s dropped from the room" % s2 in out.stdout, out.stderr
        glance = get(room + "api/room")
        assert [t["serial"] for t in glance["tables"]] == [s1, s3] and glance["unplugged"] == ["table-2"]
        assert seq(room + "t/%s/" % s3) == 1                                # the others played on
        out = skelos("room", "drop", s3, "--url", room)                     # by its serial
        assert out.returncode == 0, out.stderr
        assert [t["serial"] for t in get(room + "api/room")["tables"]] == [s1]
    finally:
        if proc.poll() is None:
            stop(proc)


def test_no_room_at_the_address_is_said(tmp_path):
    out = skelos("room", "list", "--url", "http://127.0.0.1:9/")
    assert out.returncode == 1 and "no room answers at http://127.0.0.1:9/" in out.stderr, out.stderr
