"""One history for the board and the heroes' sheets, through a real `skelos play` (the simulated board, its
storage in a state folder, the page server, the logger, a real store): a storage image restored from an
earlier copy takes the board back, the logger opens a branch, and the heroes' records made on each history
stay with it (the live table follows the board back; `skelos heroes replay` of either session shows its
own); a request sent again after `skelos play` restarts is applied once."""

import json
import re
import shutil
import subprocess
import time
import urllib.error
import urllib.request


from click.testing import CliRunner
from webhelp import start_play

from skelos_host.device import share
from skelos_host.cli import cli
from skelos_host.heroes import session as hsession


def wait_until(cond, timeout):
    deadline = time.monotonic() + timeout
    while not cond():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.1)


def _get(url):
    return json.loads(urllib.request.urlopen(url, timeout=5).read())


def _post(url, body):
    req = urllib.request.Request(url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=5) as r:
            return json.loads(r.read())
    except urllib.error.HTTPError as e:
        return json.loads(e.read())


class Play:
    """`skelos play` on a state folder and a store, stopped as Ctrl-C stops it."""

    def __init__(self, tmp_path):
        self.args = ["--state-dir", str(tmp_path / "sim"), "--http-port", "0", "--db", str(tmp_path / "s.sqlite"),
                     "--seconds", "120"]
        self.proc = None

    def __enter__(self):
        self.proc, self.url, lines = start_play(self.args)
        (self.port,) = [m.group(1) for m in (re.search(r"simulated board on (\S+)", x) for x in lines) if m]
        return self

    def board(self, *actions):
        with share.connect(self.port) as c:
            for name, args in actions:
                r = c.request(name) if name == "undo" else c.request("act", action=name, args=args)
                assert r["ok"], (name, r)
            return c.hello()

    def seat(self, hero):
        seat = _post(self.url + "heroes/api/seat", {"hero": hero})["seat"]
        code = _get(self.url + "heroes/api/pairing?seat=%d" % seat)["link"].split("pair=")[1]
        return seat, _post(self.url + "heroes/api/pair", {"seat": seat, "code": code})["token"]

    def act(self, seat, token, action, args, rid):
        return _post(self.url + "heroes/api/act", {"seat": seat, "token": token, "action": action, "args": args,
                                                   "rid": rid})

    def wounds(self, seat=0):
        return _get(self.url + "heroes/api/state")["heroes"][seat]["sheet"]["wounds"]

    def __exit__(self, *exc):
        self.proc.send_signal(subprocess.signal.SIGINT)
        try:
            self.proc.wait(20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        assert self.proc.returncode == 0 or exc[0] is not None, self.proc.stderr.read()


def _replayed(db, sid):
    r = CliRunner().invoke(cli, ["heroes", "replay", str(sid), "--db", str(db)], env={"COLUMNS": "200"})
    assert r.exit_code == 0, r.output
    return r.output


def test_a_restored_image_keeps_each_history_s_heroes_records(tmp_path):
    sim = tmp_path / "sim"
    with Play(tmp_path) as p:
        p.board(("begin_turn", []), ("activate", [1]), ("activate", [2]), ("end_turn", []))     # seq 4
        seat, tok = p.seat("conan")
        assert p.act(seat, tok, "wound", [1], "a")["ok"]                   # hero record 1, at the board's seq 4
    (path,) = sim.glob("storage-*.bin")
    saved = tmp_path / "copy.bin"
    shutil.copy(path, saved)                                                # the image at seq 4
    with Play(tmp_path) as p:
        hello = p.board(("begin_turn", []), ("activate", [1]))               # seq 6
        assert p.act(seat, tok, "wound", [2], "b")["ok"] and p.wounds() == 3   # record 2, on this history only
    shutil.copy(saved, path)                                                # back to seq 4: the same game
    with Play(tmp_path) as p:
        again = p.board()
        assert again["uid"] == hello["uid"] and again["seq"] == 4
        assert p.wounds() == 1                          # the live table follows the board back
        p.board(("undo", []))                                                 # seq 5: another history
        assert p.wounds() == 1
        assert p.act(seat, tok, "wound", [4], "c")["ok"] and p.wounds() == 5    # record 3, on the branch
        assert p.act(seat, tok, "wound", [2], "b")["ok"]    # the lost history's request id is not this one's
        assert p.wounds() == 7
    db = tmp_path / "s.sqlite"
    import sqlite3
    rows = sqlite3.connect(str(db)).execute("SELECT id, parent, fork_seq FROM sessions ORDER BY id").fetchall()
    assert rows == [(1, 0, None), (2, 1, 5)], rows
    assert [r["n"] for r in hsession.load(str(db), 1)[1]] == [1, 2]
    assert [r["n"] for r in hsession.load(str(db), 2)[1]] == [1, 3, 4]
    assert "Conan: available 8, fatigue 0, wounds 3" in _replayed(db, 1)
    assert "Conan: available 4, fatigue 0, wounds 7" in _replayed(db, 2)


def test_a_request_sent_again_after_play_restarts_is_applied_once(tmp_path):
    with Play(tmp_path) as p:
        p.board(("begin_turn", []))
        seat, tok = p.seat("conan")
        first = p.act(seat, tok, "wound", [1], "r-38")
        assert first["ok"] and p.wounds() == 1
    with Play(tmp_path) as p:                    # a real restart: the answer was lost, the phone sends again
        again = p.act(seat, tok, "wound", [1], "r-38")
        assert again["ok"] and again["again"] and again["n"] == first["n"] and p.wounds() == 1
        assert p.act(seat, tok, "wound", [1], "r-39")["ok"] and p.wounds() == 2


def _board_state(p):
    with share.connect(p.port) as c:
        return c.request("state")


class _stealth_play:
    """`skelos play` of a stealth scenario with Conan seated, hidden, at the start of the Overlord's turn."""

    def __init__(self, tmp_path):
        from importlib import resources

        text = (resources.files("skelos_host") / "presets" / "pict-village.toml").read_text(encoding="utf-8")
        scenario = tmp_path / "pict-village-stealth.toml"
        scenario.write_text(text.replace('id = "pict-village"', 'id = "pict-village-stealth"\nstealth = true'),
                            encoding="utf-8")
        self.p = Play(tmp_path)
        self.p.args += ["--scenario", str(scenario)]

    def __enter__(self):
        p = self.p.__enter__()
        seat, tok = p.seat("conan")
        for i, (action, args) in enumerate((("begin_turn", []), ("declare", [0]), ("enter_stealth", [1]),
                                            ("end_turn", []))):
            r = p.act(seat, tok, action, args, "s%d" % i)
            assert r["ok"], (action, r)
        wait_until(lambda: _board_state(p)["state"]["phase"] == "overlord", timeout=10)   # the heroes finished
        assert _get(p.url + "heroes/api/state")["heroes"][0]["sheet"]["hidden"]
        return p, seat, tok

    def __exit__(self, *exc):
        return self.p.__exit__(*exc)


def test_the_board_s_page_says_in_its_language_that_the_sheets_refused_the_vigilance(browser, tmp_path):
    """The Overlord's page pressing the vigilance for a hero seen (mode + turn, long) while the only seated
    hero is hidden: the page says why, in its language, and the board records nothing."""
    with _stealth_play(tmp_path) as (p, _seat, _tok):
        seq = _board_state(p)["seq"]
        page = browser.new_page(viewport={"width": 390, "height": 844})
        page.goto(p.url)
        page.wait_for_function("typeof press === 'function' && document.querySelector('[data-button=turn]')")
        for lang, words in (("en", "the heroes' sheets refused the Overlord's vigilance"),
                            ("fr", "les fiches des Héros ont refusé la vigilance de l'Overlord")):
            page.select_option("#lang", lang)
            page.wait_for_function("document.documentElement.lang === %r" % lang)
            page.evaluate("press('mode+turn', 'long')")
            page.wait_for_function("!document.getElementById('notice').hidden && "
                                   "document.getElementById('notice').textContent.includes(%r)" % words)
        assert _board_state(p)["seq"] == seq and _board_state(p)["state"]["vigilance"] == 0
        page.close()


def test_vigilance_for_a_hero_seen_is_refused_or_taken_back_while_every_hero_is_hidden(tmp_path):
    """S01 and S04 beside the sheets (a stealth scenario on the simulated board): the Overlord's
    vigilance for a hero seen at the start of his turn, while the only seated hero is hidden, pressed on
    the board's page, is refused before it reaches the board (the sheets said so); recorded on the board
    itself, it is taken back there; once the hero is spotted, the same vigilance stays."""
    with _stealth_play(tmp_path) as (p, seat, tok):
        # the board's page: the press never reaches the board
        before = _board_state(p)
        r = _post(p.url + "api/press", {"button": "mode+turn", "kind": "long"})
        assert r["code"] == "no_hero_seen" and r["by"] == "heroes"
        assert r["error"].startswith("the heroes' sheets refused")
        time.sleep(1.0)
        after = _board_state(p)
        assert after["seq"] == before["seq"] and after["state"]["vigilance"] == 0
        story = _get(p.url + "heroes/api/state")["story"]
        assert story[-1]["text"][0] == ("the heroes' sheets refused the Overlord's vigilance: no hero to see, every "
                                        "hero is hidden (stealth)")
        # the board's own press (here its link, as its buttons record it): taken back on the board
        seq = p.board(("vigilance_up", [1]))["seq"]
        wait_until(lambda: _board_state(p)["state"]["vigilance"] == 0 and _board_state(p)["seq"] == seq + 1,
                   timeout=10)
        story = _get(p.url + "heroes/api/state")["story"]
        assert story[-1]["text"][0] == "vigilance taken back: no hero to see, every hero is hidden (stealth)"
        assert p.act(seat, tok, "spot", [], "s9")["ok"]           # the hero seen: the vigilance stays
        r = _post(p.url + "api/press", {"button": "mode+turn", "kind": "long"})
        assert "error" not in r and r.get("accepted") is not False, r
        wait_until(lambda: _board_state(p)["state"]["vigilance"] == 1, timeout=10)
        time.sleep(1.5)
        assert _board_state(p)["state"]["vigilance"] == 1
