"""OrcQuest WarPath hero turn (docs/rules.md O01-O04, from the OrcQuest rules): the orcquest
pack of the core (its scenario, game and records; the combat calculator's tests, O05, are in
test_combat.py).  Plain functions: they run under pytest and under MicroPython."""

from _util import ok, raises, refused
from orc_fixtures import GUARD, ORRUS, SECOND, THIRD, WAR_DOG, warband
from skelos import codec, games
from skelos.orcquest.game import OrcGame, extra_cost
from skelos.orcquest.scenario import OrcScenario
from skelos.games import load, validate


def orc(**kw):
    s, problems = load(warband(**kw))
    assert not problems, problems
    g = games.new_game(s)
    assert isinstance(g, OrcGame)
    return g


def unchanged(g, fn, *args):
    """Call a refused action and check it changed nothing; returns the refusal."""
    before = g.snapshot()
    n = len(g.log)
    r = fn(*args)
    assert r is not None, "expected a refusal"
    assert g.snapshot() == before and len(g.log) == n
    return r


def records(g):
    return [g.record_list(i) for i in range(g.count)]


# ------------------------------------------------------------ O01 activations
def test_O01_activation_has_two_action_points():
    g = orc()
    ok(g.start(ORRUS))
    snap = g.snapshot()
    assert snap["current"] == "hero1" and snap["action_points"] == 2 and snap["phase"] == "activation"
    ok(g.action(ORRUS, 1))
    assert g.ap == 1
    ok(g.action(ORRUS, 1))
    assert g.ap == 0
    refused(unchanged(g, g.action, ORRUS, 1), "no_action_points")


def test_O01_two_point_card_uses_both_points():
    g = orc()
    ok(g.start(SECOND))
    ok(g.action(SECOND, 2))
    assert g.ap == 0
    refused(unchanged(g, g.action, SECOND, 1), "no_action_points")


def test_O01_unused_points_are_lost_at_the_end():
    g = orc()
    ok(g.start(ORRUS))
    ok(g.action(ORRUS, 1))
    ok(g.end_activation())
    assert g.ap == 0 and g.current == -1
    ok(g.event_done())
    ok(g.start(SECOND))
    assert g.ap == 2        # a fresh activation, nothing carried over


def test_O01_any_order_but_one_activation_at_a_time():
    g = orc()
    ok(g.start(THIRD))                               # heroes choose their order
    refused(unchanged(g, g.start, ORRUS), "activation_running")
    ok(g.end_activation())
    refused(unchanged(g, g.start, ORRUS), "event_pending")   # the event card first
    ok(g.event_done())
    ok(g.start(ORRUS))
    assert g.snapshot()["current"] == "hero1"


def test_O01_event_card_marks_the_hero_activated():
    g = orc()
    ok(g.start(ORRUS))
    ok(g.end_activation())
    snap = g.snapshot()
    assert snap["pending_event"] == "hero1" and snap["phase"] == "event"
    assert snap["heroes"][0]["activated"] and snap["heroes"][0]["status"] == "event"
    ok(g.event_done())
    assert g.snapshot()["heroes"][0]["status"] == "done"
    refused(unchanged(g, g.start, ORRUS), "already_activated")
    refused(unchanged(g, g.event_done), "no_event_pending")


def test_O01_round_ends_only_when_every_hero_played():
    g = orc(heroes=2)
    refused(unchanged(g, g.next_round), "heroes_left")
    for h in (ORRUS, SECOND):
        ok(g.start(h))
        refused(unchanged(g, g.next_round), "activation_running")
        ok(g.end_activation())
        refused(unchanged(g, g.next_round), "event_pending")
        ok(g.event_done())
    assert g.all_activated()
    ok(g.next_round())
    assert g.round == 2 and not g.all_activated()
    ok(g.start(ORRUS))


def test_O01_actions_need_a_running_activation():
    g = orc(badass=5)
    refused(unchanged(g, g.action, ORRUS, 1), "no_activation")
    refused(unchanged(g, g.end_activation), "no_activation")
    refused(unchanged(g, g.start, 9), "bad_hero")
    refused(unchanged(g, g.start, -1), "bad_argument")
    refused(unchanged(g, g.start, "1"), "bad_argument")


def test_O01_last_round_ends_the_game_by_time():
    g = orc(heroes=1, last=2)
    for _ in range(2):
        ok(g.start(ORRUS))
        ok(g.end_activation())
        ok(g.event_done())
        ok(g.next_round())
    assert g.snapshot()["over"] == "time"
    refused(unchanged(g, g.start, ORRUS), "game_over")
    ok(g.undo())
    assert g.snapshot()["over"] is None


# ------------------------------------------------------------ O02 Badass extra actions
def test_O02_extra_actions_cost_1_then_2_then_3():
    assert (extra_cost(0), extra_cost(1), extra_cost(2), extra_cost(0, 2), extra_cost(1, 2)) == (1, 2, 3, 3, 5)
    g = orc(badass=10)
    ok(g.start(ORRUS))
    assert g.snapshot()["next_extra_cost"] == 1
    ok(g.action(ORRUS, 0, 1))
    assert g.badass == 9 and g.snapshot()["next_extra_cost"] == 2
    ok(g.action(ORRUS, 0, 1))
    assert g.badass == 7 and g.snapshot()["next_extra_cost"] == 3
    ok(g.action(ORRUS, 0, 1))
    assert g.badass == 4 and g.ap == 2     # the hero's own points are untouched


def test_O02_cost_restarts_at_1_in_the_next_activation():
    g = orc(badass=10)
    ok(g.start(ORRUS))
    ok(g.action(ORRUS, 0, 1))
    ok(g.action(ORRUS, 0, 1))
    ok(g.end_activation())
    ok(g.event_done())
    ok(g.start(SECOND))
    assert g.snapshot()["next_extra_cost"] == 1
    ok(g.action(SECOND, 0, 1))
    assert g.badass == 10 - 1 - 2 - 1


def test_O02_any_hero_buys_during_another_heros_activation():
    g = orc(badass=6)
    ok(g.start(ORRUS))
    ok(g.action(SECOND, 0, 1))          # the second hero acts during Orrus' activation
    ok(g.action(THIRD, 0, 1))           # and the third: the price keeps rising
    assert g.badass == 3 and g.bought == 2 and g.ap == 2
    refused(unchanged(g, g.action, SECOND, 1, 0), "not_active_hero")   # no action points of its own


def test_O02_not_enough_badass_is_refused():
    g = orc(badass=2)
    ok(g.start(ORRUS))
    ok(g.action(ORRUS, 0, 1))           # 1 point
    refused(unchanged(g, g.action, ORRUS, 0, 1), "not_enough_badass")   # the next costs 2, 1 left


def test_O02_no_extra_action_during_an_event():
    g = orc(badass=10)
    ok(g.start(ORRUS))
    ok(g.end_activation())
    r = unchanged(g, g.action, SECOND, 0, 1)
    refused(r, "event_pending", "extra")   # O02's refusal, not O01's "resolve the event card first"


def test_O02_no_extra_action_after_the_last_heros_event():
    g = orc(heroes=2, badass=10)
    for h in (ORRUS, SECOND):
        ok(g.start(h))
        ok(g.end_activation())
        ok(g.event_done())
    refused(unchanged(g, g.action, ORRUS, 0, 1), "round_over")
    assert not g.snapshot()["can_buy"]


def test_O02_two_point_card_half_paid_with_badass():
    g = orc(badass=10)
    ok(g.start(ORRUS))
    ok(g.action(ORRUS, 1))              # one point left
    assert g.split(ORRUS, 2) == (1, 1)
    ok(g.action(ORRUS, 1, 1))           # the 2-point card: last point + 1 extra action
    assert g.ap == 0 and g.badass == 9 and g.bought == 1


def test_O02_two_point_card_fully_paid_with_badass():
    g = orc(badass=10)
    ok(g.start(ORRUS))
    assert g.split(SECOND, 2) == (0, 2)
    ok(g.action(SECOND, 0, 2))          # two extra actions: 1 + 2
    assert g.badass == 7 and g.bought == 2
    ok(g.action(ORRUS, 0, 2))           # then 3 + 4
    assert g.badass == 0


def test_O02_an_action_costs_one_or_two_points():
    g = orc(badass=10)
    ok(g.start(ORRUS))
    refused(unchanged(g, g.action, ORRUS, 0, 0), "bad_cost")
    refused(unchanged(g, g.action, ORRUS, 2, 1), "bad_cost")
    refused(unchanged(g, g.action, ORRUS, 1, 0, 2), "bad_argument")


def test_O02_card_badass_cost_is_spent_on_top():
    g = orc(badass=3)
    refused(unchanged(g, g.spend, 1), "no_activation")
    ok(g.start(ORRUS))
    ok(g.spend(2))
    assert g.badass == 1
    refused(unchanged(g, g.spend, 2), "not_enough_badass")
    refused(unchanged(g, g.spend, 0), "bad_argument")


# ------------------------------------------------------------ O03 combos
def test_O03_combo1_after_two_consecutive_wounding_actions():
    g = orc()
    ok(g.start(ORRUS))
    refused(unchanged(g, g.combo, 1), "combo_locked")
    ok(g.action(ORRUS, 1, 0, 1))
    assert g.combo_state(1) == "locked"
    refused(unchanged(g, g.combo, 1), "combo_locked")
    ok(g.action(ORRUS, 1, 0, 1))
    assert g.snapshot()["combo"] == {"streak": 2, "combo1": "available", "combo2": "locked"}
    ok(g.combo(1, 0))                   # free: no point, no Badass
    assert g.ap == 0 and g.badass == 0 and g.combo_state(1) == "used"
    refused(unchanged(g, g.combo, 1), "combo_used")
    refused(unchanged(g, g.combo, 2), "combo_locked")   # Combo 1 did not wound


def test_O03_a_non_wounding_action_breaks_the_chain():
    g = orc(badass=5)
    ok(g.start(ORRUS))
    ok(g.action(ORRUS, 1, 0, 1))
    ok(g.action(ORRUS, 1, 0, 0))
    ok(g.action(ORRUS, 0, 1, 1))        # an extra action of its own counts
    assert g.streak == 1
    refused(unchanged(g, g.combo, 1), "combo_locked")
    ok(g.action(ORRUS, 0, 1, 1))
    ok(g.combo(1))


def test_O03_combo2_if_combo1_wounded():
    g = orc()
    ok(g.start(ORRUS))
    ok(g.action(ORRUS, 1, 0, 1))
    ok(g.action(ORRUS, 1, 0, 1))
    ok(g.combo(1, 1))
    assert g.combo_state(2) == "available"
    ok(g.combo(2, 1))
    assert g.combo_state(2) == "used"
    refused(unchanged(g, g.combo, 2), "combo_used")
    refused(unchanged(g, g.combo, 3), "bad_argument")


def test_O03_only_the_current_heros_actions_count():
    g = orc(badass=10)
    ok(g.start(ORRUS))
    ok(g.action(SECOND, 0, 1, 1))       # another hero wounds: not Orrus' chain
    ok(g.action(THIRD, 0, 1, 1))
    assert g.streak == 0
    refused(unchanged(g, g.combo, 1), "combo_locked")
    ok(g.action(ORRUS, 1, 0, 1))
    ok(g.action(SECOND, 0, 1, 0))       # nor does it break it
    ok(g.action(ORRUS, 1, 0, 1))
    ok(g.combo(1))


def test_O03_chain_does_not_carry_into_the_next_activation():
    g = orc()
    ok(g.start(ORRUS))
    ok(g.action(ORRUS, 1, 0, 1))
    ok(g.action(ORRUS, 1, 0, 1))
    ok(g.end_activation())
    ok(g.event_done())
    ok(g.start(SECOND))
    assert g.combo_state(1) == "locked"
    refused(unchanged(g, g.combo, 1), "combo_locked")


def test_O03_combo_cards_reset_when_the_activation_ends():
    g = orc()
    ok(g.start(ORRUS))
    ok(g.action(ORRUS, 1, 0, 1))
    ok(g.action(ORRUS, 1, 0, 1))
    ok(g.combo(1, 1))
    assert g.snapshot()["combo"]["combo2"] == "available"
    ok(g.end_activation())
    assert g.snapshot()["combo"] == {"streak": 0, "combo1": "locked", "combo2": "locked"}
    refused(unchanged(g, g.combo, 2), "event_pending")


def test_O01_checks_run_in_a_fixed_order():
    g = orc()
    refused(unchanged(g, g.action, 9, 1, 0, 1), "no_activation")   # phase before arguments
    refused(unchanged(g, g.combo, 7), "no_activation")
    ok(g.start(ORRUS))
    refused(unchanged(g, g.start, 9), "activation_running")
    refused(unchanged(g, g.action, 9, 1), "bad_hero")
    ok(g.finish(2))
    refused(unchanged(g, g.start, 1), "game_over")
    refused(unchanged(g, g.finish, 1), "game_over")
    assert g.snapshot()["over"] == "enemies"
    refused(unchanged(g, g.finish, 3), "bad_winner")


# ------------------------------------------------------------ O04 rewards
def test_O04_defeating_an_enemy_gives_its_badass_value():
    g = orc()
    ok(g.kill(GUARD, 0))
    assert g.badass == 2
    ok(g.kill(WAR_DOG))
    assert g.badass == 3 and g.snapshot()["kills"] == 2


def test_O04_one_blow_kill_gives_one_more():
    g = orc()
    ok(g.kill(GUARD, 1))
    assert g.badass == 3
    ok(g.kill(WAR_DOG, True))
    assert g.badass == 5


def test_O04_rewards_pay_for_extra_actions_and_undo_returns_them():
    g = orc(badass_max=4)
    ok(g.start(ORRUS))
    refused(unchanged(g, g.action, ORRUS, 0, 1), "not_enough_badass")
    ok(g.kill(GUARD, 1))
    ok(g.kill(GUARD, 1))
    assert g.badass == 4                 # the track's end caps it
    ok(g.action(ORRUS, 0, 1))
    assert g.badass == 3
    ok(g.undo())
    ok(g.undo())
    assert g.badass == 3 and g.kills == 1
    ok(g.redo())
    assert g.badass == 4
    refused(unchanged(g, g.kill, 7), "bad_enemy")
    refused(unchanged(g, g.kill, GUARD, 2), "bad_argument")


# ------------------------------------------------------------ journal, scenario, codec
def test_O01_journal_records_and_replay():
    g = orc(badass=3)
    ok(g.start(ORRUS))
    ok(g.action(ORRUS, 1, 0, 1))
    ok(g.action(ORRUS, 1, 1, 1))
    ok(g.combo(1, 1))
    ok(g.kill(GUARD, 1))
    ok(g.end_activation())
    ok(g.event_done())
    ok(g.undo())
    assert records(g) == [["start", 0], ["action", 0, 1, 0, 1], ["action", 0, 1, 1, 1], ["combo", 1, 1],
                          ["kill", 0, 1], ["end"], ["event"], ["undo"]]
    blobs = [g.record(i) for i in range(g.count)]
    g2, bad = games.replay(g.scenario, blobs)
    assert bad == -1 and g2.snapshot() == g.snapshot()
    rec = games.records_of(g.scenario)
    assert rec.from_list(["action", 0, 1, 1, 1]) == blobs[2]
    raises(ValueError, rec.from_list, ["act", 1])      # a Conan record is not an OrcQuest one
    assert g.submit(bytes([99])) == ("unknown_action",)


def test_O01_journal_codec_round_trip():
    d = warband(badass=2)
    blob = codec.encode_scenario(d)
    s, err = codec.decode_scenario(blob)
    assert err is None and isinstance(s, OrcScenario) and s.heroes[0].name == "Orrus"
    g = games.new_game(s)
    ok(g.start(ORRUS))
    ok(g.action(SECOND, 0, 1))
    jb = codec.encode_journal(g, codec.scenario_crc(blob))
    g2, err = codec.decode_journal(jb, s, codec.scenario_crc(blob))
    assert err is None and g2.snapshot() == g.snapshot()


def test_orcquest_scenario_problems_are_all_reported():
    d = warband()
    d["heroes"][1]["id"] = "hero1"
    d["enemies"][0]["hp_color"] = "green"
    d["enemies"][1]["badass"] = -1
    d["badass"] = {"start": 5, "max": 3}
    d["river"] = []
    probs = validate(d)
    for want in ("heroes[1].id: duplicate id 'hero1'", "enemies[0].hp_color: must be one of yellow, orange, red",
                 "enemies[1].badass: must be between 0 and 99", "badass.max: must be at least badass.start (5)",
                 "river: unknown field"):
        assert want in probs, probs
    assert validate(warband(heroes=0)) == ["heroes: must be a list of 1..6 entries"]
    d = warband()
    del d["heroes"]
    assert "heroes: must be a list of 1..6 entries" in validate(d)
