"""Names printed to a terminal by the heroes' commands are text, never terminal commands: a hero entered by
hand (its name, title, skills, notes) and a seated one (the replay of its sheet and its story) reach the
terminal without C0/C1 controls or escape sequences' introducers."""

import tomli_w
from click.testing import CliRunner

from skelos_host import presets as scenario_presets
from skelos_host.cli import cli
from skelos_host.heroes import presets
from skelos_host.heroes.table import HeroLog, HeroTable
from skelos_host.session.store import Store

EVIL = "Co\x1b[2Jn\x07an\x9b31m\x1b]0;pwned\x07"


def _no_controls(text):
    bad = [c for c in text if (ord(c) < 0x20 and c not in "\n\t") or 0x7f <= ord(c) <= 0x9f]
    assert bad == [], repr(text)


def test_heroes_show_strips_the_controls_of_a_hero_entered_by_hand(tmp_path):
    f = tmp_path / "evil.toml"
    d = presets.load_dict("conan")
    d.update(name=EVIL, title="t\x1bitle", skills=["Ag\x1b[5mile"], notes="n\x07otes")
    f.write_text(tomli_w.dumps(d), encoding="utf-8")
    r = CliRunner().invoke(cli, ["heroes", "show", str(f)])
    assert r.exit_code == 0, r.output
    _no_controls(r.output)
    assert "Co[2Jnan31m]0;pwned" in r.output and "Agile" not in r.output and "Ag[5mile" in r.output


def _seated_session(tmp_path):
    path = str(tmp_path / "s.sqlite")
    with Store(path) as store:
        sid = store.session("ser", 1, "pict-village", scenario_presets.load_dict("pict-village"), uid="0a1b2c3d")
        store.add_events(sid, [{"seq": 1, "rec": ["turn"]}])
    t = HeroTable(lambda: {"uid": "0a1b2c3d", "seq": 1}, HeroLog(path))
    d = presets.load_dict("conan")
    d["name"] = EVIL
    seat, problems = t.add(d)
    assert problems is None
    tok = t.pair(seat, t.code(seat))
    assert t.act(seat, tok, "begin_turn")["ok"] and t.act(seat, tok, "declare", [0])["ok"]
    assert t.act(seat, tok, "wound", [2])["ok"]
    t.log.close()
    return path, sid


def test_heroes_replay_and_replay_story_strip_the_controls_of_a_seated_hero(tmp_path):
    path, sid = _seated_session(tmp_path)
    r = CliRunner().invoke(cli, ["heroes", "replay", str(sid), "--db", path], env={"COLUMNS": "200"})
    assert r.exit_code == 0, r.output
    _no_controls(r.output)
    assert "Co[2Jnan31m]0;pwned: available" in r.output and "takes 2 wounds" in r.output
    r = CliRunner().invoke(cli, ["replay", str(sid), "--db", path, "--story"], env={"COLUMNS": "200"})
    _no_controls(r.output)
    assert "Co[2Jnan31m]0;pwned takes 2 wounds" in r.output, r.output
