"""The board plays the Overlord (docs/solo.md): the solo and draw records
(rules 4, as games stored before rules 5 keep playing), the seeded source,
and the policy through the game's own actions."""

from _util import game_of, ok, refused, raises
from fixtures import pict_village
from skelos.conan import solo
from skelos.conan.game import Game, next_draw
from skelos.games import load, new_game, replay


def solo_game(level=2, seed=1234, rules=4, **kw):
    """A solo game of rules 4 unless told (the records ``draw``: games stored
    before rules 5 keep them; tests/core/conan/test_solo_draws.py tests 5)."""
    s, problems = load(pict_village(**kw))
    assert not problems, problems
    g = new_game(s, rules)
    ok(g.start_solo(level, seed))
    return g


def recording(game):
    """A `do` that runs the game's action and keeps what it did."""
    done = []

    def do(name, args):
        r = getattr(game, name)(*args)
        done.append((name, args, r))
        return r
    return do, done


def test_the_source_has_the_full_period_of_its_16_bits():
    x = 1
    seen = 0
    while True:
        x = next_draw(x)
        seen += 1
        if x == 1:
            break
    assert seen == 65535


def test_a_draw_is_the_seeded_sources_next_value_and_nothing_else():
    g = solo_game(seed=77)
    x = 77 + 1
    values = []
    for _ in range(5):
        x = next_draw(x)
        ok(g.draw())
        values.append(g.drawn)
        assert g.drawn == x % 255
    other = solo_game(seed=78)
    for _ in range(5):
        ok(other.draw())
    assert [other.record(i) for i in range(1, 6)] != [g.record(i) for i in range(1, 6)]
    # a forged draw is refused and changes nothing
    before = (g.count, g.rng, g.drawn)
    refused(g.submit(bytes((18, (next_draw(g.rng) + 1) % 255))), "bad_draw")
    assert (g.count, g.rng, g.drawn) == before


def test_undo_redo_and_replay_give_the_same_draws():
    g = solo_game(seed=5)
    ok(g.draw())
    ok(g.draw())
    second = g.drawn
    ok(g.undo())
    ok(g.draw())       # drawn again after an undo: the same value, not a new chance
    assert g.drawn == second
    ok(g.undo())
    ok(g.redo())
    assert g.drawn == second
    again, bad = replay(g.scenario, [g.record(i) for i in range(g.count)], g.rules)
    assert bad == -1 and again.drawn == g.drawn and again.rng == g.rng and again.solo == 2


def test_solo_refusals_change_nothing():
    g = game_of(pict_village())
    refused(g.draw(), "not_solo")
    refused(g.start_solo(0, 1), "solo_level")
    refused(g.start_solo(4, 1), "solo_level")
    refused(g.start_solo(2, 255 * 255), "bad_argument")
    refused(g.start_solo(2, -1), "bad_argument")
    refused(g.start_solo("2", 1), "bad_argument")
    assert g.count == 0 and g.solo == 0
    ok(g.start_solo(3, 0))
    refused(g.start_solo(2, 9), "solo_on")
    assert g.solo == 3 and g.count == 1
    ok(g.finish(1))
    refused(g.draw(), "game_over")


def test_rules_before_4_know_no_solo_game():
    s, _ = load(pict_village())
    for v in range(1, 4):
        g = new_game(s, v)
        refused(g.start_solo(2, 1), "solo_rules")
        refused(g.draw(), "solo_rules")
        assert g.count == 0
    assert Game.RULES >= 4


def test_play_refuses_outside_the_overlords_turn_of_a_solo_game():
    g = game_of(pict_village())
    refused(solo.play(g, solo.do_game(g)), "not_solo")
    g = solo_game()
    refused(solo.play(g, solo.do_game(g)), "wrong_phase", "overlord")
    assert g.count == 1


def test_one_play_is_one_activation_with_its_order_then_the_end_of_the_turn():
    g = solo_game(level=2)
    ok(g.begin_turn())
    do, done = recording(g)
    ok(solo.play(g, do))
    names = [n for n, _a, _r in done]
    assert names[:3] == ["draw", "activate", "draw"], names
    assert all(r is None for _n, _a, r in done)
    tile, order, moves = solo.command(g)
    assert tile == g.current and 0 <= order < len(solo.ORDERS)
    assert moves == (1 if order != solo.HOLD else 0)       # level 2 buys one point to attack or advance
    ok(solo.play(g, do))
    assert g.acts == 2
    ok(solo.play(g, do))
    assert g.phase == 0 and done[-1][0] == "end_turn" and solo.command(g) is None


def test_level_1_activates_once_and_spends_nothing_else():
    g = solo_game(level=1)
    ok(g.begin_turn())
    do, done = recording(g)
    ok(solo.play(g, do))
    ok(solo.play(g, do))
    assert [n for n, _a, _r in done] == ["draw", "activate", "draw", "end_turn"]
    assert g.spent() == 0 and g.on_spells() == 0


def test_candidates_leave_out_dead_tiles_and_what_cannot_be_paid_for():
    g = solo_game(level=3, available=4, fatigue=0)
    ok(g.begin_turn())
    ok(g.kill(0, 4))                        # the red hunters die: the tile goes to the end
    weighted = solo.candidates(g)
    assert [s for s, _w in weighted] == [1, 2, 3, 4]
    for s, w in weighted:
        assert g.river[s - 1] != 0 and g.scenario.costs[s - 1] <= g.available and w >= 1
    # Zogar (slot 1): 2 + 1 figure + 2 a leader (+ no dice named), halved against its cost 1
    assert weighted[0] == (1, 2 * 5 - 1)


def test_the_event_is_carried_out_with_reinforcements_within_its_points():
    g = solo_game(level=2, available=20)
    ok(g.begin_turn())
    ok(g.kill(2, 3))        # the warriors (reinforcement 2) die
    ok(g.kill(3, 2))        # two blue hunters (1 each)
    do, done = recording(g)
    ev_slot = g.river.index(6) + 1
    ok(g.activate(ev_slot))
    ok(solo.play(g, do))
    assert g.pending < 0
    (name, args, r) = done[-1]
    assert name == "event" and args[0] == 0 and r is None
    assert sum(g.scenario.tiles[t].reinforcement * n for t, n in args[1]) <= 4


def test_defense_and_reroll_answers_follow_the_level():
    g = solo_game(level=1)
    assert solo.defense_dice(g, 0, 5) == 0               # a minion, level 1
    assert solo.defense_dice(g, 1, 3) == 0               # Zogar's passive defense 3 stops 3 hits
    assert solo.defense_dice(g, 1, 6) == 1               # level 1: one die at most
    g = solo_game(level=3)
    assert solo.defense_dice(g, 1, 6) == 3
    assert solo.defense_dice(g, 0, 5) == 0               # a minion with others left on its tile
    ok(g.kill(0, 3))
    assert solo.defense_dice(g, 0, 5) == 3               # the tile's last figure
    assert solo.reroll_dice(g, 3) == 0                   # not during the heroes' turn
    ok(g.begin_turn())
    assert solo.reroll_dice(g, 3) == 2
    assert solo.reroll_dice(g, 0) == 0


def test_a_stored_solo_game_goes_on_with_the_same_decisions():
    """Two games given the same records make the same next decision."""
    g = solo_game(level=3, seed=4242)
    ok(g.begin_turn())
    do = solo.do_game(g)
    ok(solo.play(g, do))
    ok(solo.play(g, do))
    copy, bad = replay(g.scenario, [g.record(i) for i in range(g.count)], g.rules)
    assert bad == -1
    ok(solo.play(g, do))
    ok(solo.play(copy, solo.do_game(copy)))
    assert [g.record(i) for i in range(g.count)] == [copy.record(i) for i in range(copy.count)]
    raises(IndexError, g.record, g.count)


def test_the_policys_copies_of_the_games_values_are_the_games():
    from skelos.conan import game
    assert (solo.OVERLORD, solo.IN_RIVER) == (game.OVERLORD, game.IN_RIVER)
    assert (solo.R_NOT_SOLO, solo.R_PHASE_OL, solo.R_OVER) == (game.R_NOT_SOLO, game.R_PHASE_OL, game.R_OVER)
    import sys
    from skelos.conan import records
    if sys.implementation.name == "cpython":     # the constants MicroPython compiles in, leaving no name
        assert (solo._R_ACT, solo._R_MOVE, solo._R_CAST, solo._R_CLEAN) == (
            records.ACT, records.MOVE, records.CAST, records.CLEAN)


def test_the_snapshot_gives_the_command_being_carried_out():
    g = solo_game(level=1)
    assert g.snapshot()["solo"] == 1 and g.snapshot()["command"] is None
    ok(g.begin_turn())
    ok(solo.play(g, solo.do_game(g)))
    c = g.snapshot()["command"]
    assert c["tile"] == g.scenario.tiles[g.current].id and c["order"] in solo.ORDERS and c["moves"] == 0
    assert g.snapshot()["solo_caps"] == {"defense": 1, "reroll": 0}
    assert solo_game(level=3).snapshot()["solo_caps"] == {"defense": 3, "reroll": 2}
    plain = game_of(pict_village()).snapshot()
    assert plain["command"] is None and plain["solo_caps"] is None and plain["solo"] is None
