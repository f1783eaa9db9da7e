"""Ties to the players (docs/solo.md, "Ties to the players"; rules 6): when two
events of the pending event tile are worth the same to the board's Overlord,
it does not take the first: the players choose among the tied ones, and the
board carries that one out and spends its points.  A game of rules 5 keeps
the first on a tie, as it was played."""


from skelos.conan import solo
from skelos.games import load, new_game

from fixtures import pict_village

TIED = [{"name": "Reinforcement A", "name_fr": "Renfort A", "reinforcement": 4},
        {"name": "Reinforcement B", "name_fr": "Renfort B", "reinforcement": 4},
        {"name": "Nothing", "name_fr": "Rien", "reinforcement": 0}]


def tie_scenario():
    d = pict_village()
    for t in d["tiles"]:
        if t.get("kind") == "event":
            t["events"] = [dict(e) for e in TIED]
    s, problems = load(d)
    assert not problems, problems
    return s


def at_the_event(rules, deaths=True):
    """A level-2 game of `rules` whose Overlord's turn has the event tile pending, figures to bring back
    (none without `deaths`)."""
    s = tie_scenario()
    g = new_game(s, rules)
    assert g.start_solo(2, 99) is None
    if deaths:
        assert g.kill(2, 3) is None         # the warriors (reinforcement 2) die
        assert g.kill(3, 2) is None         # two blue hunters (1 each)
    assert g.begin_turn() is None
    ev = next(i for i, t in enumerate(s.tiles) if t.is_event)
    assert g.activate(g.river.index(ev) + 1) is None
    return g


def test_rules_6_a_tie_is_the_players_choice_and_the_board_spends_its_points():
    g = at_the_event(6)
    assert g.rules == 6
    assert solo.tied_events(g) == [0, 1]
    assert g.snapshot()["command"] == {"tile": "event", "tie": [0, 1]}
    n = g.count
    assert solo.play(g, solo.do_game(g)) == solo.R_TIE          # no hidden coin: nothing recorded
    assert g.count == n and g.pending >= 0
    assert solo.play(g, solo.do_game(g), 2) == solo.R_TIE       # not among the tied
    assert g.count == n
    assert solo.play(g, solo.do_game(g), 1) is None             # the players chose the second
    rec = g.records.to_list(g.record(g.count - 1), 0)
    assert rec[0] == "event" and rec[1] == 1 and rec[2]         # the board spent its points
    assert sum(g.scenario.tiles[t].reinforcement * k for t, k in rec[2]) == 4
    assert g.pending < 0 and solo.tied_events(g) is None and g.snapshot()["command"] is None


def test_rules_6_the_board_still_decides_when_no_tie():
    g = at_the_event(6, deaths=False)
    # nothing to bring back: both worth 0, no tie; the scenario requires one, the first
    assert solo.tied_events(g) is None
    assert solo.play(g, solo.do_game(g), 1) is None
    assert g.records.to_list(g.record(g.count - 1), 0)[:2] == ["event", 0]


def test_rules_5_keeps_the_first_on_a_tie():
    g = at_the_event(5)
    assert solo.tied_events(g) is None and g.snapshot()["command"] is None
    assert solo.play(g, solo.do_game(g), 1) is None
    assert g.records.to_list(g.record(g.count - 1), 0)[1] == 0


def test_rules_6_a_drawn_event_tile_stops_at_the_tie_after_its_activation():
    s = tie_scenario()
    ev = next(i for i, t in enumerate(s.tiles) if t.is_event)
    for seed in range(400):
        g = new_game(s, 6)
        assert g.start_solo(2, seed) is None
        assert g.kill(2, 3) is None and g.kill(3, 2) is None
        assert g.begin_turn() is None
        n = g.count
        assert solo.play(g, solo.do_game(g)) is None
        if g.pending == ev:
            break
    else:
        raise AssertionError("no seed draws the event tile first")
    assert g.count == n + 1 and g.records.to_list(g.record(n), 0)[0] == "act"     # the activation is made
    assert solo.tied_events(g) == [0, 1]
    assert solo.play(g, solo.do_game(g), 0) is None
    assert g.records.to_list(g.record(g.count - 1), 0)[:2] == ["event", 0]
