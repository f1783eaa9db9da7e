"""OrcQuest on the host: the combat calculator, and flash / status / log /
replay / report against the simulated board over its pseudo-terminal."""

import json
import os
import threading

import pytest
from click.testing import CliRunner

from orc_fixtures import BAD_ORC
from simhelp import press_all, wait_until
from skelos_host import presets
from skelos_host.session.analysis import replay
from skelos_host.cli import cli
from skelos_host.device.client import Client
from skelos_host.views import view_of
from skelos_host.views.orcquest import DiceError, parse_dice
from skelos_host.session.recorder import Recorder
from skelos_host.session.store import Store

sim = pytest.importorskip("skelos_host.sim")

PRESET = "orcquest-warpath"


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], env={"COLUMNS": "250"})


# ------------------------------------------------------------ combat calculator
def test_combat_seed_example_explains_each_step():
    r = run("orcquest", "combat", "--hits", "1o1r", "--shields", "o", "--hp", "orange")
    assert r.exit_code == 0, r.output
    lines = r.output.splitlines()
    assert lines[0] == "hits: 1 red, 1 orange; shields: 1 orange; defender: orange hit points"
    assert lines[1:] == [
        " 1. 1 red hit not cancelled (no shield left of red or stronger)",
        " 2. an orange shield cancels an orange hit",
        " 3. 1 red hit x 2 = 2 orange hit points",
        " 4. damage: 2 orange hit points",
    ]


def test_combat_drops_weak_hits_and_says_who_falls():
    r = run("orcquest", "combat", "--hits", "red, 2 yellow, orange", "--shields", "red", "--hp", "orange",
            "--hit-points", "1")
    assert r.exit_code == 0, r.output
    assert "a red shield cancels a red hit" in r.output
    assert "2 yellow hits dropped: too weak for orange hit points" in r.output
    assert "damage: 1 orange hit point\n" in r.output and "defeated" in r.output
    r = run("orcquest", "combat", "--hits", "y", "--hit-points", "3", "--json")
    d = json.loads(r.output)
    assert d["damage"] == 1 and d["defeated"] is False and d["hits"] == [1, 0, 0] and d["shields"] == [0, 0, 0]


@pytest.mark.parametrize("args, message", [
    (["--hits", "2x"], "cannot read '2x'"),
    (["--hits", "reddish"], "cannot read 'dish'"),
    (["--hits", "r", "--shields", "blue"], "--shields 'blue'"),
    (["--hits", "100r"], "at most 99 dice"),
    (["--hits", "r", "--hp", "green"], "'green' is not one of"),
    (["--hits", "r", "--hit-points", "0"], "0 is not in the range"),
    ([], "Missing option '--hits'"),
])
def test_combat_bad_input_is_a_clear_error(args, message):
    r = run("orcquest", "combat", *args)
    assert r.exit_code == 2 and message in r.output, r.output
    assert "Traceback" not in r.output


def test_parse_dice_forms():
    assert parse_dice("2r1o3y") == (3, 1, 2)
    assert parse_dice("r r o") == (0, 1, 2)
    assert parse_dice("Red,Orange+yellow") == (1, 1, 1)
    assert parse_dice("") == parse_dice("none") == (0, 0, 0)
    with pytest.raises(DiceError):
        parse_dice("3")


# ------------------------------------------------------------ against the simulator
@pytest.fixture
def orc_dev(tmp_path):
    d = sim.SimDevice(tmp_path / "board", scenario=PRESET)
    d.start()
    yield d
    d.stop()


# a hero turn on the buttons: Orrus fells the Guard in one blow, wounds twice,
# Combo 1 and 2, hero 2 buys an extra action, Orrus' activation ends, its event
# is resolved, then hero 2 acts, undo and redo, and ends
HERO_TURN = [("slot1", False), ("spell", True), ("extra", True), ("extra", True), ("reroll", True),
             ("reroll", False), ("slot2", False), ("extra", False), ("turn", False), ("turn", False),
             ("slot2", False), ("extra", False), ("undo", False), ("undo", True), ("turn", False)]


def test_flash_an_orcquest_preset_then_status(tmp_path):
    with sim.SimDevice(tmp_path / "board") as dev:          # a Conan board
        db = tmp_path / "s.sqlite"
        r = run("flash", PRESET, "--new-game", "--port", dev.port, "--db", db)
        assert r.exit_code == 0, r.output
        assert "new game 2" in r.output and "check before playing" in r.output
        r = run("status", "--port", dev.port)
        assert r.exit_code == 0, r.output
        assert "OrcQuest" in r.output and "Orrus" in r.output and "Badass 0" in r.output
        assert "Heroes' turn" in r.output and "OrcQuest WarPath" in r.output
        assert "seq " not in r.output and "slot1" not in r.output and "∞" not in r.output
        dev.press("slot1")
        dev.wait_idle()
        wait_until(lambda: dev.snapshot()["current"] == "orrus")
        r = run("status", "--port", dev.port, "--json")
        st = json.loads(r.output)["state"]
        assert st["game"] == "orcquest" and st["action_points"] == 2 and st["next_extra_cost"] == 1
        r = run("status", "--port", dev.port)
        assert "◀ active" in r.output and "action points 2/2" in r.output and "next extra action costs 1" in r.output


def test_hero_turn_logged_replayed_and_reported(orc_dev, tmp_path):
    db = str(tmp_path / "s.sqlite")
    store = Store(db)
    rec = Recorder(store, port=orc_dev.port, say=lambda m: None)
    t = threading.Thread(target=rec.run, daemon=True)
    t.start()
    wait_until(lambda: rec.session is not None)
    press_all(orc_dev, HERO_TURN)
    wait_until(lambda: store.last_seq(rec.session) == 14)
    rec.stop.set()
    t.join(5)
    snap = orc_dev.snapshot()
    assert snap["heroes"][0]["status"] == "done"
    assert snap["current"] is None and snap["pending_event"] == "hero2"
    assert snap["badass"] == 1 + 1 - 1                      # the Guard, +1 for one blow, one extra action
    names = [e["rec"][0] for e in store.events(rec.session)]
    assert names == ["start", "kill", "action", "action", "combo", "combo", "action", "end", "event", "start",
                     "action", "undo", "redo", "end"]
    assert len(store.snapshots(rec.session)) >= 1             # taken after "end"
    r = run("replay", str(rec.session), "--db", db)
    assert r.exit_code == 0 and "replay matches the device" in r.output, r.output
    assert "OrcQuest" in r.output and "Orrus" in r.output
    scenario, _ = presets.load_scenario(PRESET)
    game, problems = replay(scenario, store.events(rec.session), store.snapshots(rec.session))
    assert problems == [] and game.snapshot() == orc_dev.snapshot()
    f = view_of(scenario).figures(scenario, store.events(rec.session))
    assert f["kills"] == {"Guard": 1} and f["combos"] == {"combo 1": 1, "combo 2": 1}
    assert f["actions"] == {"Orrus": 2, "Hero 2": 2} and f["extras"]["Hero 2"] == 1
    out = tmp_path / "report"
    r = run("report", str(rec.session), "--db", db, "--out", out)
    assert r.exit_code == 0, r.output
    assert "OrcQuest" in r.output and "+2 from kills" in r.output and "kills 1; combos 2" in r.output
    assert sorted(os.listdir(out)) == [".skelos-report.json.gz", ".skelos-report.stamp", "index.html", "report.css",
                                       "report.json", "session-1.html", "sessions-orcquest.csv"]
    page = (out / "session-1.html").read_text()
    assert 'data-chart="badass"' in page and 'data-chart="actions"' in page and 'data-chart="kills"' in page


def test_replay_detects_a_tampered_orcquest_log(orc_dev, tmp_path):
    db = str(tmp_path / "s.sqlite")
    with Client.open(orc_dev.port) as c:
        c.request("act", action="start", args=[0])
        c.request("act", action="action", args=[0, 2, 0, 1])
    store = Store(db)
    rec = Recorder(store, port=orc_dev.port, say=lambda m: None)
    t = threading.Thread(target=rec.run, daemon=True)
    t.start()
    wait_until(lambda: rec.session is not None and store.last_seq(rec.session) == 2)
    rec.stop.set()
    t.join(5)
    store.db.execute("UPDATE events SET rec = ? WHERE session = ? AND seq = 2",
                     (json.dumps(["action", 0, 3, 0, 1]), rec.session))
    r = run("replay", str(rec.session), "--db", db)
    assert r.exit_code == 1 and "refused by the rules core: bad_cost" in r.output, r.output


def test_malformed_orcquest_scenario_is_refused_with_every_problem(tmp_path):
    f = tmp_path / "bad.toml"
    f.write_text(BAD_ORC)
    r = run("scenario", "validate", f)
    assert r.exit_code == 1, r.output
    for want in ("heroes[2].id: duplicate id 'orrus'", "enemies[1].badass: is required",
                 "enemies[1].hp_color: must be one of yellow, orange, red", "badass.start: must be between 0 and 250"):
        assert want in r.output, r.output
    with sim.SimDevice(tmp_path / "board") as dev:
        r = run("flash", f, "--new-game", "--port", dev.port, "--db", tmp_path / "s.sqlite")
        assert r.exit_code == 1 and "nothing sent" in r.output and "duplicate id 'orrus'" in r.output
        assert dev.snapshot()["scenario"] == "pict-village"


def test_device_refuses_a_malformed_orcquest_upload(orc_dev):
    from skelos_host.device.client import DeviceError
    from skelos_host.device.flasher import upload
    d = presets.load_dict(PRESET)
    d["enemies"][0]["hp_color"] = "blue"                     # bypass the host's validation
    with Client.open(orc_dev.port) as c:
        with pytest.raises(DeviceError) as e:
            upload(c, d)
        assert e.value.code == "upload_invalid" and "hp_color" in e.value.values[0]
        assert [s["id"] for s in c.request("scenarios")["stored"]] == [PRESET]
        assert c.request("state")["state"]["game"] == "orcquest"


def test_demo_of_a_game_without_one_is_a_clear_error():
    r = CliRunner().invoke(cli, ["demo", "--preset", PRESET])
    assert r.exit_code == 1 and "Traceback" not in r.output
    assert r.output.strip() == "Error: orcquest-warpath: its game (orcquest) has no scripted demo; try pict-village"


@pytest.mark.parametrize("preset, title", [("orcquest-warpath", "OrcQuest WarPath: the page is at http"),
                                           ("pict-village", "Book of Skelos: the page is at http")])
def test_play_names_the_page_of_the_game_it_plays(tmp_path, preset, title):
    r = CliRunner().invoke(cli, ["play", "--scenario", preset, "--state-dir", str(tmp_path / "sim"), "--no-log",
                                 "--http-port", "0", "--seconds", "0.3"])
    assert r.exit_code == 0, r.output
    assert title in r.output, r.output
    if preset.startswith("orcquest"):
        assert "Book of Skelos" not in r.output
