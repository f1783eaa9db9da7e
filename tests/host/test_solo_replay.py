"""A logged solo game (docs/solo.md): the host's replay decides each of the
board's Overlord steps again with the core's policy and finds the very
records the board logged; a changed decision is a divergence."""

import threading

from click.testing import CliRunner

from simhelp import press_all, wait_until
from skelos_host import presets
from skelos_host.session.analysis import replay
from skelos_host.cli import cli
from skelos_host.device.client import Client
from skelos_host.session.recorder import Recorder
from skelos_host.session.store import Store
from skelos_host.views.conan import replay_checks


def test_replay_of_a_logged_solo_game_decides_every_step_again(dev, tmp_path):
    db = str(tmp_path / "s.sqlite")
    with Client.open(dev.port) as c:
        assert c.request("act", action="start_solo", args=[3, 4321])["seq"] == 1
    store = Store(db)
    rec = Recorder(store, port=dev.port, say=lambda m: None)
    t = threading.Thread(target=rec.run, daemon=True)
    t.start()
    wait_until(lambda: rec.session is not None)
    for _turn in range(3):
        press_all(dev, ["turn", "turn", "turn", "turn"])     # the heroes' turn ends, then the Overlord's steps
        if dev.snapshot()["phase"] == "overlord":
            press_all(dev, ["turn"])
        # the heroes strike: a figure of the tile in slot 1 dies (its tile menu), if it has one
        slot1 = dev.snapshot()["river"][0]
        if slot1.get("status") == "alive":
            press_all(dev, [("slot1", True), "slot1", "undo"])
    count = dev.app.game.count
    wait_until(lambda: store.last_seq(rec.session) == count, timeout=10)
    rec.stop.set()
    t.join(5)
    events = store.events(rec.session)
    kinds = [e["rec"][0] for e in events]
    assert kinds.count("act") >= 6 and kinds.count("end") >= 2 and "draw" not in kinds    # rules 5

    scenario, _ = presets.load_scenario("pict-village")
    game, problems = replay(scenario, events, [])
    assert problems == [] and game.snapshot() == dev.snapshot()
    steps, problems = replay_checks(scenario, events)
    assert problems == [] and steps >= 6

    r = CliRunner().invoke(cli, ["replay", str(rec.session), "--db", db], env={"COLUMNS": "250"})
    assert r.exit_code == 0 and "replay matches the device" in r.output, r.output
    assert "%d steps of the board's Overlord decided again by its policy" % steps in r.output

    # another slot than the policy's: the rules core accepts it, the check does not
    i = next(k for k, e in enumerate(events) if e["rec"][0] == "act")
    slot = events[i]["rec"][1]
    changed = [dict(e) for e in events]
    changed[i] = dict(events[i], rec=["act", 1 if slot != 1 else 2])
    steps2, problems2 = replay_checks(scenario, changed)
    assert problems2 and "seq %d" % events[i]["seq"] in problems2[0]


def test_replay_of_a_rules_4_solo_game_checks_its_draws():
    """A solo game stored before rules 5 is decided again by the policy of its rules, draws and all."""
    from skelos.conan import solo
    from skelos.games import new_game
    scenario, _ = presets.load_scenario("pict-village")
    g = new_game(scenario, 4)
    assert g.start_solo(3, 4321) is None
    for _turn in range(3):
        assert g.begin_turn() is None
        while g.phase == 1 and not g.over:
            assert solo.play(g, solo.do_game(g)) is None
    events = [{"seq": i + 1, "rec": g.records.to_list(g.record(i), 0)} for i in range(g.count)]
    assert [e["rec"][0] for e in events].count("draw") >= 6
    steps, problems = replay_checks(scenario, events, 4)
    assert problems == [] and steps >= 6
    i = next(k for k, e in enumerate(events) if e["rec"][0] == "act" and events[k - 1]["rec"][0] == "draw")
    changed = [dict(e) for e in events]
    changed[i] = dict(events[i], rec=["act", 1 if events[i]["rec"][1] != 1 else 2])
    _steps, problems2 = replay_checks(scenario, changed, 4)
    assert problems2 and "seq %d" % events[i - 1]["seq"] in problems2[0]


def test_a_game_the_players_play_has_no_step_to_check(dev):
    scenario, _ = presets.load_scenario("pict-village")
    events = [{"seq": 1, "rec": ["turn"]}, {"seq": 2, "rec": ["act", 1]}, {"seq": 3, "rec": ["end"]}]
    assert replay_checks(scenario, events) == (0, [])
