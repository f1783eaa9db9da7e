"""The board's Overlord's target by the heroes' sheets on the page (docs/solo.md, "Targets by the
heroes' sheets"), through a real `skelos play` (the simulated board, the page server, the heroes'
table) and headless Chromium on a phone (390 px), in English and in French: three heroes seated, Conan
wounded twice, Bêlit once, Shevatas hidden (the stealth rules: « Les unités de l'Overlord ne peuvent
attaquer le héros au corps à corps. »); the board's order "attack the hero with the fewest wounds"
names Bêlit under the command (on a page open before the board's step too), and says Shevatas
is no target.  Screenshots: artifacts/solo-target-*.png."""

import json
import re
import subprocess
import urllib.error
import urllib.request

from click.testing import CliRunner
from test_book_page import layout_problems
from webhelp import open_page, shot, start_play

from skelos.conan import solo
from skelos.games import load, new_game
from skelos_host import presets
from skelos_host.device import share
from skelos_host.session import story
from skelos_host.cli import cli

TARGET = {"en": "By the heroes' sheets, the target: Bêlit (1 wound); not Shevatas: hidden, and the Overlord's "
                "units cannot attack a hidden hero (the stealth rules)",
          "fr": "D'après les fiches de Héros, la cible : Bêlit (1 blessure) ; pas Shevatas : furtif, et les "
                "unités de l'Overlord ne peuvent pas attaquer un Héros furtif (les règles de furtivité)"}


def _get(url):
    return json.loads(urllib.request.urlopen(url, timeout=5).read())


def _post(url, body):
    req = urllib.request.Request(url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=5) as r:
            return json.loads(r.read())
    except urllib.error.HTTPError as e:
        return json.loads(e.read())


def _flat(text):
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").split())


def fewest_seed(scenario_id):
    """A seed whose board's first step at level 2 gives an armed tile the order to attack the fewest wounds."""
    scenario, problems = load(presets.load_dict(scenario_id))
    assert not problems
    for seed in range(600):
        g = new_game(scenario)
        g.start_solo(2, seed)
        g.begin_turn()
        assert solo.play(g, solo.do_game(g)) is None
        c = solo.command(g)
        if c and c[1] == solo.ATTACK_FEWEST and solo.armed(scenario.tiles[c[0]]):
            return seed
    raise AssertionError("no seed gives that order first")


def test_the_page_names_the_target_by_the_heroes_sheets_in_both_languages(tmp_path, browser):
    proc, url, lines = start_play(["--state-dir", str(tmp_path / "sim"), "--http-port", "0",
                                   "--db", str(tmp_path / "s.sqlite"), "--seconds", "150"])
    try:
        (port,) = [m.group(1) for m in (re.search(r"simulated board on (\S+)", x) for x in lines) if m]
        with share.connect(port) as c:
            st = c.request("state")["state"]
            assert st["phase"] == "heroes" and not st["can_undo"]
            assert c.request("act", action="start_solo", args=[2, fewest_seed(st["scenario"])])["ok"]
            tokens = []
            for hero in ("conan", "belit", "shevatas"):
                seat = _post(url + "heroes/api/seat", {"hero": hero})["seat"]
                code = _get(url + "heroes/api/pairing?seat=%d" % seat)["link"].split("pair=")[1]
                tokens.append(_post(url + "heroes/api/pair", {"seat": seat, "code": code})["token"])

            def act(seat, action, args=()):
                r = _post(url + "heroes/api/act", {"seat": seat, "token": tokens[seat], "action": action,
                                                   "args": list(args), "rid": "%d-%s-%d" % (seat, action, len(args))})
                assert r.get("ok"), (action, r)
            for seat in range(3):
                act(seat, "begin_turn")
                act(seat, "declare", [0])
            act(2, "enter_stealth", [1])
            act(0, "wound", [2])
            act(1, "wound", [1])
            for seat in range(3):
                act(seat, "end_turn")           # the last one opens the Overlord's turn on the board
            assert c.request("state")["state"]["phase"] == "overlord"
            live = open_page(browser, url, "en", 390)               # a page open before the board's step
            live.wait_for_selector("#heroes-panel li")
            assert live.locator("#command-target").count() == 0     # no command yet, no target
            r = c.request("press", button="turn", kind="short")      # the board's Overlord activates
            assert r["accepted"], r
            assert c.request("state")["state"]["command"]["order"] == "attack_fewest_wounds"
        for lang in ("en", "fr"):
            page = live if lang == "en" else open_page(browser, url, lang, 390)
            page.wait_for_function("() => { const p = document.querySelector('#command-target');"
                                   " return p && !p.hidden && p.textContent.length > 0; }")
            assert _flat(page.inner_text("#command-target")) == _flat(TARGET[lang])
            assert {k: v for k, v in layout_problems(page).items() if v} == {}
            shot(page, "solo-target-%s-390.png" % lang)
            page.close()
        live_story = [_flat(story.line(e, "en")) for e in _get(url + "heroes/api/state")["story"]]
    finally:
        proc.send_signal(subprocess.signal.SIGINT)
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    told = "Turn 1, Overlord: " + _flat(TARGET["en"])
    assert live_story[-1] == told                   # the heroes' story tells it after the board's step
    replayed = CliRunner().invoke(cli, ["heroes", "replay", "1", "--db", str(tmp_path / "s.sqlite")],
                                  env={"COLUMNS": "400"})
    assert replayed.exit_code == 0, replayed.output
    lines = [_flat(x) for x in replayed.output.splitlines() if x.strip()]
    assert lines[-1] == told, lines                 # the logged records of both tell the same line
