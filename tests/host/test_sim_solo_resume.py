"""The simulator stopped in the middle of a step of the board's Overlord
(docs/solo.md): its storage file holds the step's activation and not its
spending, as a kill would leave it.  Started again on that file, one press
of Turn stores the rest of the very step the uncut game makes."""

from simhelp import press_all, wait_until
from skelos.conan import solo
from skelos.games import new_game
from skelos_host import presets
from skelos_host.device.client import Client
from skelos_host.sim import SimDevice


def _records(c):
    return [e["rec"] for e in c.request("events", after=0, limit=200)["events"]]


def _next_step(scenario, rules, recs):
    """The records the policy makes from the game of `recs` (the core, on a copy)."""
    g = new_game(scenario, rules)
    for r in recs:
        assert g.submit(g.records.from_list(r)) is None, r
    n = g.count
    assert solo.play(g, solo.do_game(g)) is None
    return [g.records.to_list(g.record(i), 0) for i in range(n, g.count)]


def test_a_simulator_stopped_after_a_steps_activation_finishes_that_step(tmp_path):
    folder = tmp_path / "board"
    scenario, _ = presets.load_scenario("pict-village")
    with SimDevice(folder) as dev:
        with Client.open(dev.port) as c:
            assert c.request("act", action="start_solo", args=[3, 4321])["ok"]
            assert c.request("act", action="begin_turn", args=[])["ok"]
            rules = c.request("hello")["rules"]
            assert rules >= 5
            for _ in range(12):
                recs = _records(c)
                step = _next_step(scenario, rules, recs)
                if len(step) >= 2 and step[0][0] == "act":
                    break
                n = len(recs)
                press_all(dev, ["turn"])
                wait_until(lambda n=n: len(_records(c)) > n)
            else:
                raise AssertionError("no step of several records")
            # the step's activation stored, then the simulator goes away
            assert c.request("act", action="activate", args=[step[0][1]])["ok"]
            stored = len(_records(c))
    with SimDevice(folder) as dev:
        with Client.open(dev.port) as c:
            assert len(_records(c)) == stored
            press_all(dev, ["turn"])
            wait_until(lambda: len(_records(c)) >= stored + len(step) - 1)
            recs = _records(c)
    assert recs[stored - 1:] == step, (recs[stored - 1:], step)
