"""One or more tests per rule of docs/rules.md (R01-R20, S01-S03).

Plain functions and plain asserts: they also run under MicroPython."""

from _util import game_of, ok, refused
from fixtures import (pict_village, unit, HUNTERS_RED, ZOGAR, WARRIORS,
                      HUNTERS_BLUE, SNAKE, EVENT)


def overlord_game(**kw):
    g = game_of(pict_village(**kw))
    ok(g.begin_turn())
    return g


def ids(g):
    return [g.scenario.tiles[t].id for t in g.river]


# ---------------------------------------------------------------- R01 river
def test_R01_default_costs_are_one_to_eight():
    g = game_of(pict_village())
    assert [g.slot_cost(i) for i in range(1, 9)] == [1, 2, 3, 4, 5, 6, 7, 8]
    assert g.slot_count() == 8


def test_R01_scenario_sets_other_costs_and_length():
    d = pict_village()
    d["river"] = [{"cost": c} for c in (2, 2, 3, 5, 5, 6, 7)]
    order = ["hunters_red", "zogar", "warriors", "hunters_blue", "hunters_green", "snake", "event"]
    for i, tid in enumerate(order):
        d["river"][i]["tile"] = tid
    g = game_of(d)
    assert g.slot_count() == 7
    assert g.slot_cost(1) == 2 and g.slot_cost(4) == 5
    ok(g.begin_turn())
    before = g.available
    ok(g.activate(4))
    assert g.available == before - 5


def test_R01_empty_slot_cannot_be_activated():
    g = overlord_game()
    refused(g.activate(8), "empty_slot")
    refused(g.activate(0), "empty_slot")
    assert g.slot_tile(8) == -1


# ---------------------------------------------------------------- R02 tiles
def test_R02_two_copies_of_the_same_unit_tile():
    d = pict_village()
    copy = dict(d["tiles"][0])
    copy["id"] = "hunters_red_2"
    d["tiles"].append(copy)
    d["river"][7]["tile"] = "hunters_red_2"
    g = game_of(d)
    assert g.slot_tile(8) == 7
    assert g.tile_status(7) == "alive" and g.tile_status(EVENT) == "event"


# ---------------------------------------------------------------- R03 gems
def test_R03_gem_total_never_changes():
    g = overlord_game(available=12, fatigue=6)
    total = g.total_gems()
    ok(g.activate(3))
    ok(g.extra_move(0, 1))
    ok(g.defend(2))
    ok(g.reroll(1))
    ok(g.kill(HUNTERS_RED, 4))
    ok(g.clean(HUNTERS_RED))
    assert g.total_gems() == total
    a, f, s, sp, r = g.gems()
    assert (s, r) == (4, 2)
    ok(g.end_turn())
    assert g.total_gems() == total
    assert g.gems()[2] == 0


# ---------------------------------------------------------------- R04 recovery
def test_R04_recovery_moves_gems_from_fatigue():
    g = game_of(pict_village(available=2, fatigue=9, recovery=5))
    ok(g.begin_turn())
    assert (g.available, g.fatigue) == (7, 4)


def test_R04_recovery_limited_by_fatigue():
    g = game_of(pict_village(available=10, fatigue=3, recovery=5))
    ok(g.begin_turn())
    assert (g.available, g.fatigue) == (13, 0)


# ---------------------------------------------------------------- R05 hourglass
def test_R05_hourglass_advances_after_recovery():
    g = game_of(pict_village(start=0, last=2))
    assert g.turn == 0
    ok(g.begin_turn())
    assert g.turn == 1 and not g.is_last_turn()
    ok(g.end_turn())
    ok(g.begin_turn())
    assert g.turn == 2 and g.is_last_turn()
    assert g.snapshot()["is_last_turn"] is True


def test_R05_end_of_time_ends_the_game():
    g = game_of(pict_village(start=0, last=1))
    ok(g.begin_turn())
    ok(g.end_turn())
    assert g.snapshot()["over"] == "time"
    refused(g.begin_turn(), "game_over")
    refused(g.defend(1), "game_over")
    ok(g.undo())
    assert g.snapshot()["over"] is None


def test_R05_overlord_first_ends_after_heroes_last_turn():
    d = pict_village(start=0, last=2)
    d["first"] = "overlord"
    g = game_of(d)
    assert g.phase == 1 and g.turn == 1
    ok(g.end_turn())
    ok(g.begin_turn())
    assert g.turn == 2
    ok(g.end_turn())
    ok(g.begin_turn())
    assert g.snapshot()["over"] == "time"


def test_R05_turn_only_from_heroes_phase():
    g = overlord_game()
    refused(g.begin_turn(), "wrong_phase")


# ---------------------------------------------------------------- R06 activation
def test_R06_activation_pays_and_moves_tile_to_the_end():
    g = overlord_game(available=10, fatigue=3)
    a, f = g.available, g.fatigue
    ok(g.activate(3))
    assert (g.available, g.fatigue) == (a - 3, f + 3)
    assert ids(g) == ["hunters_red", "zogar", "hunters_blue", "hunters_green",
                      "snake", "event", "warriors"]
    assert g.activations_left() == 1


def test_R06_snapshot_names_the_tiles_activated_this_turn():
    g = overlord_game(available=20, recovery=5)
    snap = g.snapshot()
    assert snap["activated"] == [] and snap["recovery"] == 5
    ok(g.activate(3))                      # the warriors
    assert g.snapshot()["activated"] == ["warriors"]
    ok(g.activate(1))                      # the red hunters
    assert g.snapshot()["activated"] == ["hunters_red", "warriors"]   # in the scenario's tile order
    ok(g.undo())
    assert g.snapshot()["activated"] == ["warriors"]
    ok(g.end_turn())                       # a new turn starts with none
    assert g.snapshot()["activated"] == []
    ok(g.undo())
    assert g.snapshot()["activated"] == ["warriors"]


def test_R06_refused_when_not_enough_gems():
    g = overlord_game(available=0, fatigue=2)
    assert g.available == 2
    before = g.snapshot()
    refused(g.activate(3), "not_enough_gems")
    assert g.snapshot() == before
    assert not g.affordable(3) and g.affordable(2)


def test_R06_at_most_two_activations():
    g = overlord_game(available=20)
    ok(g.activate(1))
    ok(g.activate(1))
    refused(g.activate(1), "no_activations_left")
    assert g.activations_left() == 0
    assert not g.affordable(1)


def test_R06_only_in_overlord_turn():
    g = game_of(pict_village())
    refused(g.activate(1), "wrong_phase")
    assert g.activations_left() == 0


def test_R06_activation_count_option():
    d = pict_village(available=20)
    d["options"] = {"activations": 3}
    g = game_of(d)
    ok(g.begin_turn())
    ok(g.activate(1))
    ok(g.activate(1))
    ok(g.activate(1))
    refused(g.activate(1), "no_activations_left")


# ---------------------------------------------------------------- R07 same tile twice
def test_R07_same_tile_twice_at_its_new_cost():
    g = overlord_game(available=20, fatigue=0)
    a = g.available
    ok(g.activate(3))          # warriors, 3 gems, now in slot 7
    assert g.slot_tile(7) == WARRIORS
    ok(g.activate(7))          # the same tile at its new cost, 7
    assert g.available == a - 3 - 7
    assert g.slot_tile(7) == WARRIORS


# ---------------------------------------------------------------- R08 order
def test_R08_extra_moves_belong_to_the_tile_being_activated():
    g = overlord_game()
    refused(g.extra_move(0, 1), "not_activated")
    ok(g.activate(3))
    ok(g.extra_move(0, 1))
    ok(g.activate(1))
    # the warriors' activation is over: extra moves now go to the hunters
    assert g.current == HUNTERS_RED
    assert g.moves_bought(0) == 0


# ---------------------------------------------------------------- R09 extra move
def test_R09_extra_move_costs_one_gem_per_point():
    g = overlord_game(available=10, fatigue=0)
    ok(g.activate(3))
    a = g.available
    ok(g.extra_move(1, 2))
    assert g.available == a - 2
    assert g.box_move == 2


def test_R09_extra_move_capped_at_free_move():
    g = overlord_game(available=20, fatigue=0)
    ok(g.activate(3))               # warriors: move 2
    ok(g.extra_move(0, 1))
    ok(g.extra_move(0, 1))
    refused(g.extra_move(0, 1), "move_cap")
    ok(g.extra_move(1, 2))          # another figure has its own cap
    refused(g.extra_move(2, 3), "move_cap")
    refused(g.extra_move(3, 1), "bad_figure")  # only 3 warriors


def test_R09_cap_resets_on_next_activation():
    g = overlord_game(available=20, fatigue=0)
    ok(g.activate(3))
    ok(g.extra_move(0, 2))
    ok(g.activate(7))               # warriors again
    ok(g.extra_move(0, 2))


def test_R09_not_for_dead_or_event_tile():
    g = overlord_game(available=20)
    ok(g.kill(HUNTERS_RED, 4))
    ok(g.activate(7))               # dead hunters, now at the end
    refused(g.extra_move(0, 1), "not_activated")


# ---------------------------------------------------------------- R10 active defense
def test_R10_active_defense_any_time():
    g = game_of(pict_village(available=5, fatigue=0))
    ok(g.defend(2))                 # heroes' turn
    assert g.available == 3 and g.box_defense == 2
    refused(g.defend(4), "not_enough_gems")
    refused(g.defend(0), "bad_argument")


def test_R10_defense_roll_adds_to_passive_defense():
    g = overlord_game()
    ok(g.damage(ZOGAR, 6, 2))       # 6 hits - (3 passive + 2 rolled) = 1
    assert g.hit_points(ZOGAR) == [4]


# ---------------------------------------------------------------- R11 reroll
def test_R11_reroll_one_gem_per_die_unlimited():
    g = game_of(pict_village(available=4, fatigue=0))
    for _ in range(4):
        ok(g.reroll(1))
    refused(g.reroll(1), "not_enough_gems")
    assert g.box_reroll == 4


# ---------------------------------------------------------------- R12 spend boxes
def test_R12_boxes_flush_at_end_of_each_side_turn():
    g = game_of(pict_village(available=6, fatigue=0, recovery=0))
    ok(g.defend(1))                 # heroes' turn spend
    ok(g.begin_turn())              # heroes' turn ends: box to fatigue
    assert g.box_defense == 0 and g.fatigue == 1
    ok(g.activate(1))
    ok(g.extra_move(0, 1))
    ok(g.reroll(1))
    assert g.spent() == 2
    ok(g.end_turn())
    assert g.spent() == 0 and g.fatigue == 1 + 1 + 2


def test_R12_immediate_option_moves_to_fatigue_at_once():
    d = pict_village(available=6, fatigue=0)
    d["options"] = {"flush": "immediate"}
    g = game_of(d)
    ok(g.defend(2))
    assert g.spent() == 0 and g.fatigue == 2


# ---------------------------------------------------------------- R13 spells
def test_R13_fixed_cost_spell_needs_caster_activated():
    g = overlord_game(available=10, fatigue=0)
    refused(g.cast(0), "caster_not_activated")
    ok(g.activate(2))               # Zogar Sag
    a = g.available
    ok(g.cast(0))
    assert g.available == a - 2 and g.on_spells() == 2
    refused(g.cast(0, 1), "spell_cost")
    refused(g.cast(0), "spell_saturated")   # 2 + 2 > 3


def test_R13_reaction_spell_any_time_variable_cost_saturation():
    g = game_of(pict_village(available=10, fatigue=0))
    ok(g.cast(1, 3))                # heroes' turn: reaction
    refused(g.cast(1, 2), "spell_saturated")
    ok(g.cast(1, 1))
    refused(g.cast(1), "bad_argument")      # variable cost needs the gems
    refused(g.cast(5, 1), "bad_spell")


def test_R13_non_reaction_spell_not_in_heroes_turn():
    g = game_of(pict_village())
    refused(g.cast(0), "wrong_phase")


def test_R13_spell_gems_go_to_fatigue_at_end_of_turn():
    g = game_of(pict_village(available=10, fatigue=0, recovery=0))
    ok(g.cast(1, 2))
    ok(g.begin_turn())
    assert g.on_spells() == 0 and g.fatigue == 2


# ---------------------------------------------------------------- R14 end of turn
def test_R14_end_of_turn_resets_and_passes_to_heroes():
    g = overlord_game()
    ok(g.activate(1))
    ok(g.end_turn())
    assert g.phase == 0 and g.acts == 0 and g.current == -1
    refused(g.end_turn(), "wrong_phase")
    ok(g.begin_turn())
    assert g.activations_left() == 2


# ---------------------------------------------------------------- R15 hit points
def test_R15_minion_one_hit_point():
    g = overlord_game()
    ok(g.damage(HUNTERS_BLUE, 1))   # 1 - defense 1 = 0: absorbed
    assert g.figures(HUNTERS_BLUE) == 3
    ok(g.damage(HUNTERS_BLUE, 5))   # the rulebook's 5 - 2 style example
    assert g.figures(HUNTERS_BLUE) == 2


def test_R15_lieutenant_hit_points_tracked():
    g = overlord_game()
    ok(g.damage(ZOGAR, 5))          # 5 - 3 = 2
    assert g.hit_points(ZOGAR) == [3]
    ok(g.damage(ZOGAR, 6))          # 3 more: dies
    assert g.figures(ZOGAR) == 0 and g.tile_status(ZOGAR) == "dead"


def test_R15_damage_refused_on_dead_tile_or_missing_figure():
    g = overlord_game()
    refused(g.damage(ZOGAR, 5, 0, 1), "bad_figure")
    ok(g.kill(ZOGAR))
    refused(g.damage(ZOGAR, 5), "tile_dead")
    refused(g.damage(EVENT, 5), "not_a_unit")


# ---------------------------------------------------------------- R16 dead tile
def test_R16_dead_tile_moves_to_the_end():
    g = overlord_game()
    ok(g.kill(WARRIORS, 3))
    assert ids(g)[-1] == "warriors"
    assert g.tile_status(WARRIORS) == "dead"


def test_R16_simultaneous_deaths_keep_their_order():
    g = overlord_game()
    # snake (slot 6) listed first, hunters red (slot 1) second: river order wins
    ok(g.deaths([(SNAKE, 1), (HUNTERS_RED, 4), (WARRIORS, 1)]))
    assert ids(g) == ["zogar", "warriors", "hunters_blue", "hunters_green", "event",
                      "hunters_red", "snake"]
    assert g.figures(WARRIORS) == 2


def test_R16_deaths_refused_whole_when_one_entry_is_bad():
    g = overlord_game()
    before = g.snapshot()
    refused(g.deaths([(SNAKE, 1), (HUNTERS_RED, 5)]), "bad_count")
    refused(g.deaths([(SNAKE, 1), (SNAKE, 1)]), "duplicate_tile")
    refused(g.deaths([]), "bad_count")
    assert g.snapshot() == before


# ---------------------------------------------------------------- R17 dead tile activation
def test_R17_dead_tile_activation_counts_and_moves_it():
    g = overlord_game(available=20)
    ok(g.kill(HUNTERS_RED, 4))
    assert g.slot_tile(7) == HUNTERS_RED
    a = g.available
    ok(g.activate(7))
    assert g.available == a - 7 and g.activations_left() == 1
    assert g.slot_tile(7) == HUNTERS_RED


# ---------------------------------------------------------------- R18 cleaning
def test_R18_cleaning_takes_fatigue_first():
    g = overlord_game(available=10, fatigue=3, recovery=0)
    ok(g.kill(SNAKE, 1))
    ok(g.clean(SNAKE))
    assert (g.available, g.fatigue, g.removed) == (10, 1, 2)
    assert g.tile_status(SNAKE) == "removed" and SNAKE not in g.river
    assert g.activations_left() == 2


def test_R18_cleaning_then_available_when_fatigue_short():
    g = overlord_game(available=10, fatigue=1, recovery=0)
    ok(g.kill(SNAKE, 1))
    ok(g.clean(SNAKE))
    assert (g.available, g.fatigue, g.removed) == (9, 0, 2)


def test_R18_cleaning_refused():
    g = overlord_game(available=1, fatigue=0, recovery=0)
    refused(g.clean(SNAKE), "not_dead")
    ok(g.kill(SNAKE, 1))
    refused(g.clean(SNAKE), "not_enough_to_clean")
    ok(g.end_turn())
    refused(g.clean(SNAKE), "wrong_phase")


def test_R18_removed_tile_cannot_be_reinforced():
    g = overlord_game(available=20, fatigue=4)
    ok(g.kill(HUNTERS_RED, 4))
    ok(g.clean(HUNTERS_RED))
    slot = g.river.index(EVENT) + 1
    ok(g.activate(slot))
    refused(g.event(0, [(HUNTERS_RED, 1)]), "not_in_river")


# ---------------------------------------------------------------- R19 event tile
def test_R19_event_tile_pays_and_requires_one_event():
    g = overlord_game(available=20)
    ok(g.activate(7))
    assert g.snapshot()["pending_event"] == "event"
    refused(g.activate(1), "event_pending")
    refused(g.end_turn(), "event_pending")
    refused(g.event(None), "event_required")
    refused(g.event(5), "bad_event")
    ok(g.event(1))
    assert g.snapshot()["pending_event"] is None
    refused(g.event(1), "no_event_pending")


def test_R19_event_optional_when_scenario_says_so():
    d = pict_village(available=20)
    d["options"] = {"event_required": False}
    g = game_of(d)
    ok(g.begin_turn())
    ok(g.activate(7))
    ok(g.event(None))


def test_R19_tiles_brought_by_event_go_after_the_event_tile():
    d = pict_village(available=20)
    d["tiles"].append(unit("hyenas", "Hyenas", (90, 90, 90), 3, 1, 2))
    d["tiles"][EVENT]["events"].append({"name": "Hyenas arrive", "adds": ["hyenas"]})
    g = game_of(d)
    assert g.tile_status(7) == "reserve"
    ok(g.begin_turn())
    ok(g.activate(3))               # warriors to the end
    ok(g.activate(6))               # the event tile (slot 6 now), goes after warriors
    ok(g.event(2))
    assert ids(g)[-2:] == ["event", "hyenas"]
    assert g.figures(7) == 2


# ---------------------------------------------------------------- R20 reinforcements
def test_R20_reinforcement_budget_and_costs():
    g = overlord_game(available=20)
    ok(g.kill(HUNTERS_RED, 4))
    ok(g.kill(WARRIORS, 2))
    ok(g.activate(g.river.index(EVENT) + 1))
    refused(g.event(0, [(HUNTERS_RED, 3), (WARRIORS, 1)]), "over_budget")  # 3 + 2 > 4
    refused(g.event(0, [(ZOGAR, 1)]), "no_reinforcement")
    ok(g.event(0, [(HUNTERS_RED, 2), (WARRIORS, 1)]))                    # 2 + 2 = 4
    assert g.figures(HUNTERS_RED) == 2 and g.figures(WARRIORS) == 2


def test_R20_never_exceeds_starting_figures():
    g = overlord_game(available=20)
    ok(g.kill(HUNTERS_BLUE, 1))
    ok(g.activate(7))
    refused(g.event(0, [(HUNTERS_BLUE, 2)]), "figure_cap")
    ok(g.event(0, [(HUNTERS_BLUE, 1)]))
    assert g.figures(HUNTERS_BLUE) == 3


def test_R20_scenario_may_raise_the_cap():
    d = pict_village(available=20)
    d["tiles"][HUNTERS_BLUE]["max_figures"] = 5
    g = game_of(d)
    ok(g.begin_turn())
    ok(g.activate(7))
    ok(g.event(0, [(HUNTERS_BLUE, 2)]))
    assert g.figures(HUNTERS_BLUE) == 5


def test_R20_dead_tile_revived_in_place():
    g = overlord_game(available=20)
    ok(g.kill(HUNTERS_RED, 4))      # goes to the end (slot 7)
    ok(g.activate(6))               # event tile now in slot 6 -> end
    pos = g.river.index(HUNTERS_RED)
    ok(g.event(0, [(HUNTERS_RED, 4)]))
    assert g.tile_status(HUNTERS_RED) == "alive"
    assert g.river.index(HUNTERS_RED) == pos


def test_R20_the_rulebook_reinforcement_example():
    # The Overlord's rulebook: four Pict figures died earlier; the event tile in slot 7 costs
    # 7 gems; "Reinforcement: 4 points" brings the four back at 1 point each.
    g = overlord_game(available=12, fatigue=0)
    ok(g.deaths([(HUNTERS_RED, 2), (HUNTERS_BLUE, 2)]))
    assert g.slot_tile(7) == EVENT and g.slot_cost(7) == 7
    a = g.available
    ok(g.activate(7))
    assert g.available == a - 7
    ok(g.event(0, [(HUNTERS_RED, 2), (HUNTERS_BLUE, 2)]))
    assert g.figures(HUNTERS_RED) == 4 and g.figures(HUNTERS_BLUE) == 3 - 2 + 2


# ---------------------------------------------------------------- stealth S01-S03
def stealth_game(**kw):
    d = pict_village(**kw)
    d["stealth"] = True
    g = game_of(d)
    ok(g.begin_turn())
    return g


def test_S01_vigilance_rises_never_falls_caps_at_six():
    g = stealth_game()
    assert g.vigilance == 0
    ok(g.vigilance_up(1))           # hero seen at turn start
    ok(g.activate(1))
    refused(g.vigilance_up(1), "vigilance_timing")
    for _ in range(5):
        ok(g.vigilance_up(0))       # bodies found
    assert g.vigilance == 6
    refused(g.vigilance_up(0), "vigilance_max")
    ok(g.end_turn())
    ok(g.begin_turn())
    assert g.vigilance == 6


def test_S01_vigilance_only_in_stealth_scenarios_and_overlord_turn():
    g = overlord_game()
    refused(g.vigilance_up(0), "stealth_off")
    h = game_of(dict(pict_village(), stealth=True))
    refused(h.vigilance_up(0), "wrong_phase")


def test_S02_acuity_bonus_by_level():
    g = stealth_game()
    assert g.acuity_bonus() is None
    expected = [("yellow", False), ("yellow", True), ("orange", False),
                ("orange", True), ("red", False), ("red", True)]
    for want in expected:
        ok(g.vigilance_up(0))
        assert g.acuity_bonus() == want
    assert g.snapshot()["acuity_bonus"] == ["red", True]


def test_S03_guard_round_activates_living_units_at_slot_cost():
    g = stealth_game(available=20)
    ok(g.kill(HUNTERS_RED, 4))
    ok(g.guard_round())
    refused(g.guard_round(), "guard_not_allowed")
    refused(g.activate(g.river.index(EVENT) + 1), "guard_unit_only")
    refused(g.activate(g.river.index(HUNTERS_RED) + 1), "guard_unit_only")
    a = g.available
    ok(g.activate(1))
    assert g.available == a - 1
    ok(g.extra_move(0, 1))          # extra moves as usual
    ok(g.vigilance_up(2))           # a guard spots a hero
    ok(g.activate(1))
    refused(g.activate(1), "no_activations_left")


def test_S03_guard_round_only_before_activations():
    g = stealth_game()
    ok(g.activate(1))
    refused(g.guard_round(), "guard_not_allowed")
    refused(g.vigilance_up(2), "vigilance_timing")


def test_R20_each_reinforcement_step_is_checked_as_it_is_chosen():
    """A partial choice is checked without recording anything (a dry run): the
    step that goes over the cap per tile or the event's points is refused at once,
    and the points left are known at every step."""
    g = overlord_game(available=20)
    ok(g.kill(HUNTERS_RED, 4))
    ok(g.kill(HUNTERS_BLUE, 1))
    ok(g.activate(g.river.index(EVENT) + 1))
    count, before = g.count, g.snapshot()
    assert g.reinforcement_left(0, []) == 4 and g.reinforcement_left(1, []) == 0
    assert g.reinforcement_left(None, []) is None and g.reinforcement_left(7, []) is None
    steps = []
    for tile in (HUNTERS_BLUE, HUNTERS_BLUE):          # the second blue hunter is over the cap
        steps.append(tile)
        pairs = [[t, steps.count(t)] for t in (HUNTERS_BLUE,)]
        r = g.dry_run("event", (0, pairs))
        if len(steps) == 1:
            ok(r)
            assert g.reinforcement_left(0, pairs) == 3
        else:
            refused(r, "figure_cap")
    pairs = [[HUNTERS_BLUE, 1]]
    for n in (1, 2, 3):
        ok(g.dry_run("event", (0, pairs + [[HUNTERS_RED, n]])))
        assert g.reinforcement_left(0, pairs + [[HUNTERS_RED, n]]) == 3 - n
    refused(g.dry_run("event", (0, pairs + [[HUNTERS_RED, 4]])), "over_budget")
    refused(g.dry_run("event", (1, [[HUNTERS_RED, 1]])), "over_budget")   # the other event gives none
    refused(g.dry_run("event", (0, [[ZOGAR, 1]])), "no_reinforcement")
    refused(g.dry_run("event", (0, [[EVENT, 1]])), "not_a_unit")
    assert g.count == count and g.snapshot() == before and g.pending == EVENT
    ok(g.event(0, pairs + [[HUNTERS_RED, 3]]))     # what the steps built is accepted whole
    assert g.figures(HUNTERS_RED) == 3 and g.reinforcement_left(0, []) is None
