"""The heroes' side (docs/rules.md H01-H04, S04): the heroes pack of the core (a hero's
values, one hero's sheet, the table).  Plain functions: they run under pytest and under
MicroPython."""

from _util import ok, refused
from hero_fixtures import conan, nameless, sheet, started
from skelos import games
from skelos.heroes import table
from skelos.heroes.sheet import recovery


def unchanged(s, fn, *args):
    """Call a refused action and check it changed nothing; returns the refusal."""
    before = s.snapshot()
    n = len(s.log)
    r = fn(*args)
    assert r is not None, "expected a refusal"
    assert s.snapshot() == before and len(s.log) == n
    return r


def zones(s):
    return (s.avail, s.fatigue, s.wounds, sum(s.box))


def test_the_registry_names_the_heroes_side():
    pk = games.side("heroes")
    assert pk.GAME == "heroes" and pk.Game.records is pk.records
    assert games.side("nobody") is None and games.side(3) is None
    assert games.pack("heroes") is None     # not a game the board plays


# ------------------------------------------------------------ a hero's values
def test_a_hero_is_validated_with_every_problem_and_its_path():
    pk = games.side("heroes")
    h, problems = pk.load(conan())
    assert problems == [] and h.gems == 12 and h.caps == (5, 2, 3, 3) and h.free == 2
    bad = conan(gems=0, id="Bad Id", fatigue=40, colour=1)
    bad["melee"] = {"dice": "green", "cap": -1}
    bad["movement"] = {"cap": 3}
    del bad["ranged"]
    h, problems = pk.load(bad)
    assert h is None
    for want in ("colour: unknown field", "id: must be 1..48 characters of a-z, 0-9, _ or -",
                 "gems: must be between 1 and 30", "melee.dice: must be one of yellow, orange, red",
                 "melee.cap: must be between 0 and 12", "ranged: is required",
                 "movement.free: is required", "fatigue: must be between 0 and 30"):
        assert want in problems, (want, problems)
    h, problems = pk.load(conan(fatigue=13))
    assert problems == ["fatigue: must be between 0 and 12"]
    h, problems = pk.load(conan(skills=["Agile", "", 3], encumbrance="heavy"))
    assert problems == ["encumbrance: must be a list", "skills[1]: must not be empty", "skills[2]: must be a string"]
    assert pk.load([1])[1] == ["hero: must be an object"]


def test_a_hero_starts_with_the_scenario_fatigue():
    s = sheet(fatigue=4)
    assert zones(s) == (8, 4, 0, 0)


# ------------------------------------------------------------ H01 turn order and recovery
def test_H01_recovery_two_three_four_active_five_six_seven_recovering():
    assert [recovery(0, d) for d in range(5)] == [2, 3, 4, 4, 4]
    assert [recovery(1, d) for d in range(5)] == [5, 6, 7, 7, 7]
    for mode, dead, want in ((0, 0, 2), (0, 1, 3), (0, 2, 4), (0, 3, 4), (1, 0, 5), (1, 1, 6), (1, 2, 7)):
        s = sheet(fatigue=10)
        ok(s.begin_turn())
        ok(s.declare(mode, dead))
        assert zones(s) == (2 + want, 10 - want, 0, 0), (mode, dead)
        assert s.recovered == want


def test_H01_recovery_moves_from_fatigue_only_never_creates_gems():
    s = sheet(fatigue=1)
    ok(s.begin_turn())
    ok(s.declare(1, 2))
    assert zones(s) == (12, 0, 0, 0) and s.recovered == 1
    s = sheet(fatigue=6)
    ok(s.wound(2))           # from fatigue first
    ok(s.begin_turn())
    ok(s.declare(1))
    assert zones(s) == (10, 0, 2, 0)     # wounds never recover


def test_H01_start_upkeep_sends_the_overlord_turn_spending_to_fatigue():
    s = started()
    ok(s.end_turn())
    ok(s.spend("defense", 2))    # during the Overlord's turn
    ok(s.spend("reroll", 1))
    assert s.box[4] == 2 and s.box[5] == 1 and s.avail == 9
    ok(s.begin_turn())
    assert zones(s) == (9, 3, 0, 0) and s.phase == 1


def test_H01_declare_before_acting_and_once_per_turn():
    s = sheet()
    refused(unchanged(s, s.spend, "melee", 1), "wrong_phase", "overlord")
    refused(unchanged(s, s.declare, 0), "wrong_phase", "overlord")
    ok(s.begin_turn())
    refused(unchanged(s, s.spend, "melee", 1), "wrong_phase", "declare")
    refused(unchanged(s, s.spend, "defense", 1), "wrong_phase", "declare")
    refused(unchanged(s, s.begin_turn), "wrong_phase", "declare")
    refused(unchanged(s, s.declare, 2), "bad_argument")
    ok(s.declare(0))
    refused(unchanged(s, s.declare, 1), "wrong_phase", "act")
    ok(s.spend("melee", 1))


def test_H01_a_recovering_hero_only_defends_and_rerolls():
    s = started(mode=1)
    for action in ("melee", "ranged", "manipulation", "spell"):
        refused(unchanged(s, s.spend, action, 1), "recovering")
    refused(unchanged(s, s.move, 1, 0), "recovering")
    refused(unchanged(s, s.enter_stealth, 1), "recovering")
    refused(unchanged(s, s.hide_body), "recovering")
    ok(s.spend("defense", 3))
    ok(s.spend("reroll", 1))
    assert s.rests == 1


def test_H01_the_table_counts_dead_companions_and_waits_for_every_declaration():
    sheets = [sheet(fatigue=8), sheet(d=nameless(fatigue=8)), sheet(fatigue=8)]
    ok(sheets[1].wound(9))
    assert sheets[1].dead
    for i in (0, 2):
        ok(table.act(sheets, i, "begin_turn"))
    ok(table.act(sheets, 0, "declare", (0,)))
    assert sheets[0].recovered == 3          # one companion dead: 3
    refused(table.act(sheets, 0, "spend", ("melee", 1)), "companions_declaring", 1)
    ok(table.act(sheets, 0, "spend", ("defense", 1)))    # defense is no action of the phase
    ok(table.act(sheets, 2, "declare", (1,)))
    assert sheets[2].recovered == 6
    ok(table.act(sheets, 0, "spend", ("melee", 1)))
    ok(table.act(sheets, 0, "end_turn"))
    refused(table.act(sheets, 0, "begin_turn"), "companions_acting", 1)
    ok(table.act(sheets, 2, "end_turn"))
    ok(table.act(sheets, 0, "begin_turn"))
    refused(table.act(sheets, 0, "fly"), "unknown_action")
    refused(table.act(sheets, 0, "spend", ("melee",)), "wrong_phase", "declare")   # the sheet's checks first
    refused(table.act(sheets, 1, "begin_turn"), "hero_dead")
    assert table.dead_companions(sheets, 0) == 1 and table.dead_companions(sheets, 1) == 0


# ------------------------------------------------------------ H02 spending
def test_H02_each_action_within_its_cap_over_the_whole_turn():
    s = started(fatigue=0)
    ok(s.spend("melee", 3))
    ok(s.spend("melee", 2))
    r = unchanged(s, s.spend, "melee", 1)
    refused(r, "over_cap", "melee", 5, 5)
    ok(s.spend("ranged", 2))
    refused(unchanged(s, s.spend, "ranged", 1), "over_cap", "ranged", 2, 2)
    assert s.avail == 5 and s.room(0) == 0 and s.room(3) == 3
    ok(s.end_turn())
    ok(s.begin_turn())
    ok(s.declare(0))
    ok(s.spend("melee", 1))          # caps start again next turn (H04)


def test_H02_any_use_costs_a_gem_and_no_more_than_available():
    s = started(fatigue=9)          # 3 available + 2 recovered
    refused(unchanged(s, s.spend, "melee", 0), "nothing_to_spend")
    refused(unchanged(s, s.move, 0, 0), "nothing_to_spend")
    ok(s.spend("defense", 4))
    refused(unchanged(s, s.spend, "melee", 2), "not_enough_gems", 2, 1)
    refused(unchanged(s, s.spend, "movement", 1), "bad_argument")
    refused(unchanged(s, s.spend, "dance", 1), "bad_argument")


def test_H02_a_cap_of_zero_means_the_hero_cannot():
    s = started(d=nameless())
    refused(unchanged(s, s.spend, "ranged", 1), "cannot", "ranged")


def test_H02_defense_and_rerolls_have_no_cap():
    s = started(fatigue=0)
    ok(s.spend("defense", 6))
    ok(s.spend("reroll", 4))
    ok(s.spend("reroll", 1))
    assert s.box[4] == 6 and s.box[5] == 5 and s.avail == 1


def test_H02_free_movement_first_in_one_block_then_gems_up_to_the_cap():
    s = started(fatigue=0)
    refused(unchanged(s, s.move, 0, 1), "free_move_first", 2)
    refused(unchanged(s, s.move, 3, 0), "no_free_move", 2)
    ok(s.move(2, 1))                 # the whole free block, then a paid point
    assert s.free_left == 0 and s.box[2] == 1 and s.avail == 11
    ok(s.move(0, 2))
    refused(unchanged(s, s.move, 0, 1), "over_cap", "movement", 3, 3)
    s = started(fatigue=0)
    ok(s.move(1, 0))                 # a zone at a time: the rest of the free movement stays
    assert s.free_left == 1 and s.lost == 0
    refused(unchanged(s, s.move, 0, 1), "free_move_first", 1)
    ok(s.move(1, 0))
    ok(s.move(0, 1))
    assert s.free_left == 0 and s.box[2] == 1


def test_H02_an_action_that_interrupts_the_free_movement_loses_the_rest_and_says_so():
    s = started(fatigue=0)
    ok(s.spend("melee", 1))          # before any free point: nothing interrupted, nothing lost
    assert s.free_left == 2 and s.lost == 0
    ok(s.move(1, 0))
    ok(s.spend("defense", 1))        # a defence is no interruption
    assert s.free_left == 1 and s.lost == 0
    ok(s.spend("melee", 1))          # an attack is: the rest of the free movement is lost
    assert s.free_left == 0 and s.lost == 1 and s.snapshot()["free_lost"] == 1
    refused(unchanged(s, s.move, 1, 0), "no_free_move", 0)
    ok(s.move(0, 1))
    assert s.lost == 0
    ok(s.undo())
    ok(s.undo())
    assert s.free_left == 1
    for fn, args in ((s.enter_stealth, (1,)), (s.hide_body, ())):
        ok(fn(*args))
        assert s.free_left == 0 and s.lost == 1
        ok(s.undo())


# ------------------------------------------------------------ H03 wounds and death
def test_H03_wounds_from_fatigue_then_boxes_then_available():
    s = started(fatigue=4)           # 8 + 2 = 10 available, 2 fatigue
    ok(s.spend("melee", 3))
    ok(s.spend("manipulation", 1))
    assert zones(s) == (6, 2, 0, 4)
    ok(s.wound(1))
    assert zones(s) == (6, 1, 1, 4)
    ok(s.wound(2))                   # 1 from fatigue, 1 from the melee box
    assert zones(s) == (6, 0, 3, 3) and s.box[0] == 2
    ok(s.wound(4))                   # 2 melee, 1 manipulation, then 1 available
    assert zones(s) == (5, 0, 7, 0)


def test_H03_a_gem_taken_from_a_box_leaves_the_box_saturated():
    s = started(fatigue=0)
    ok(s.spend("melee", 5))
    ok(s.wound(2))
    assert s.box[0] == 3
    refused(unchanged(s, s.spend, "melee", 1), "over_cap", "melee", 5, 5)


def test_H03_death_when_every_gem_is_a_wound():
    s = started(d=nameless(fatigue=2))
    ok(s.wound(8))
    assert not s.dead and s.avail == 1
    ok(s.wound(3))                   # more wounds than gems left: the last one
    assert s.dead and zones(s) == (0, 0, 9, 0) and s.taken == 9
    for fn, args in ((s.spend, ("defense", 1)), (s.wound, (1,)), (s.end_turn, ()), (s.begin_turn, ())):
        refused(unchanged(s, fn, *args), "hero_dead")
    ok(s.undo())
    assert not s.dead and s.wounds == 8
    refused(unchanged(s, s.wound, 0), "bad_argument")


# ------------------------------------------------------------ H04 end upkeep
def test_H04_end_upkeep_sends_boxes_to_fatigue_and_resets_caps_and_free_movement():
    s = started(fatigue=0)
    ok(s.spend("melee", 2))
    ok(s.spend("spell", 2))
    ok(s.move(2, 1))
    ok(s.spend("defense", 1))
    ok(s.end_turn())
    assert zones(s) == (6, 6, 0, 0) and s.phase == 0 and s.free_left == 0
    refused(unchanged(s, s.end_turn), "wrong_phase", "overlord")
    ok(s.begin_turn())
    ok(s.declare(0))
    assert s.free_left == 2 and list(s.used) == [0, 0, 0, 0]


# ------------------------------------------------------------ S04 stealth
def test_S04_stealth_costs_manipulation_within_the_cap_and_stays_through_the_overlord_turn():
    s = started(fatigue=0)
    ok(s.enter_stealth(2))
    assert s.hidden and s.stealth == 2
    ok(s.enter_stealth(1))            # more gems within the cap
    refused(unchanged(s, s.enter_stealth, 1), "over_cap", "manipulation", 3, 3)
    ok(s.end_turn())
    assert s.hidden and s.box[3] == 3 and s.fatigue == 0
    ok(s.begin_turn())                # next start upkeep: to fatigue, visible
    assert not s.hidden and s.box[3] == 0 and s.fatigue == 3


def test_S04_in_the_overlord_turn_a_hidden_hero_adds_gems_within_the_cap():
    s = started(fatigue=0)
    ok(s.enter_stealth(1))
    ok(s.end_turn())
    ok(s.enter_stealth(2))
    refused(unchanged(s, s.enter_stealth, 1), "over_cap", "manipulation", 3, 3)
    ok(s.spot())
    refused(unchanged(s, s.enter_stealth, 1), "not_hidden")


def test_S04_spotted_loses_stealth_for_the_turn():
    s = started(fatigue=0)
    refused(unchanged(s, s.spot), "not_hidden")
    ok(s.enter_stealth(1))
    ok(s.spot())
    assert not s.hidden and s.spotted
    refused(unchanged(s, s.enter_stealth, 1), "spotted")
    ok(s.end_turn())
    assert s.box[3] == 0 and s.fatigue == 1    # no longer stealth gems: the end upkeep takes them
    ok(s.begin_turn())
    ok(s.declare(0))
    ok(s.enter_stealth(1))                      # visible again, may hide again


def test_S04_hiding_a_body_costs_one_gem_straight_to_fatigue_outside_the_cap():
    s = started(fatigue=0)
    ok(s.spend("manipulation", 3))
    ok(s.hide_body())
    ok(s.hide_body())
    assert s.fatigue == 2 and s.used[3] == 3 and s.avail == 7


# ------------------------------------------------------------ the journal
def test_undo_redo_and_replay_rebuild_the_sheet():
    s = started(fatigue=4)
    ok(s.spend("melee", 2))
    ok(s.move(2, 1))
    ok(s.wound(3))
    after = s.snapshot()
    ok(s.undo())
    ok(s.undo())
    assert s.box[0] == 2 and s.wounds == 0 and s.free_left == 2
    ok(s.redo())
    ok(s.redo())
    assert s.snapshot()["available"] == after["available"] and s.wounds == 3
    pk = games.side("heroes")
    h = pk.load(conan(fatigue=4))[0]
    again = pk.Game(h)
    for i in range(s.count):
        ok(again.submit(s.record(i)))
    assert again.snapshot() == s.snapshot()
    assert [s.record_list(i)[0] for i in range(3)] == ["turn", "declare", "spend"]
    assert pk.records.from_list(["wound", 3]) == bytes([5, 3])


def test_a_record_the_rules_refuse_is_refused_on_replay():
    s = sheet()
    refused(s.submit(bytes([3, 0, 1])), "wrong_phase", "overlord")
    refused(s.submit(bytes([99])), "unknown_action")
    refused(s.submit(bytes([3, 0])), "unknown_action")
    assert s.count == 0


# ------------------------------------------------------------ H05 beside the Overlord's board
def test_H05_the_start_upkeep_records_the_board_s_turn():
    s = sheet()
    refused(unchanged(s, s.begin_turn, 300), "bad_argument")
    ok(s.begin_turn(3))
    assert s.board_turn == 3 and s.turn == 1 and s.record_list(0) == ["begin", 3]
    assert s.snapshot()["board_turn"] == 3
    refused(unchanged(s, s.begin_turn, 3), "wrong_phase", "declare")
    ok(s.undo())
    assert s.board_turn == -1 and s.snapshot()["board_turn"] is None


def test_H05_a_reaction_spell_in_the_overlord_s_turn_and_its_flush():
    s = started(fatigue=0)
    ok(s.spend("spell", 2))
    ok(s.end_turn())                           # the end of the heroes' turn: the spell cards' gems go
    assert s.box[6] == 0 and s.fatigue == 2
    ok(s.spend("spell", 1))                    # cast in reaction in the Overlord's turn
    assert zones(s) == (9, 2, 0, 1) and s.spent[6] == 3
    refused(unchanged(s, s.spend, "melee", 1), "wrong_phase", "overlord")
    ok(s.begin_turn(1))                         # the end of the Overlord's turn: its spell's gem goes too
    assert s.box[6] == 0 and s.fatigue == 3
    refused(unchanged(s, s.spend, "spell", 1), "wrong_phase", "declare")
    rec = started(mode=1)
    ok(rec.end_turn())
    refused(unchanged(rec, rec.spend, "spell", 1), "recovering")      # the choice of H01 holds


def test_H05_a_hero_who_has_not_declared_when_the_heroes_turn_ends_recovers_nothing():
    s = sheet(fatigue=4)
    ok(s.begin_turn(0))
    ok(s.end_turn())
    assert s.phase == 0 and s.recovered == 0 and zones(s) == (8, 4, 0, 0)


def test_H05_the_table_follows_the_board_s_turn():
    sheets = [sheet(), sheet(d=nameless())]
    heroes, overlord = table.BOARD_HEROES, table.BOARD_OVERLORD
    for method, args in (("begin_turn", ()), ("declare", (0,)), ("move", (1, 0)), ("hide_body", ()),
                         ("end_turn", ()), ("spend", ("melee", 1)), ("spend", (2, 1))):
        assert table.board_check(sheets, 0, method, args, overlord, 1) == ("wrong_phase", "heroes"), method
    for method, args in (("spend", ("defense", 1)), ("spend", ("reroll", 1)), ("spend", ("spell", 1)),
                         ("wound", (1,)), ("undo", ()), ("spot", ())):
        assert table.board_check(sheets, 0, method, args, overlord, 1) is None, method
    assert table.board_check(sheets, 0, "begin_turn", (0,), heroes, 0) is None
    for s in sheets:
        ok(s.begin_turn(0))
        ok(s.declare(0))
    assert table.unfinished(sheets) == [0, 1] and not table.finished(sheets, 0)
    ok(sheets[0].end_turn())
    assert table.board_check(sheets, 0, "begin_turn", (0,), heroes, 0) == ("turn_ended",)
    assert table.unfinished(sheets) == [1] and not table.finished(sheets, 0)
    ok(sheets[1].end_turn())
    assert table.finished(sheets, 0) and not table.finished(sheets, 1) and table.unfinished(sheets) == []
    ok(sheets[1].begin_turn(1))
    ok(sheets[1].wound(12))                    # a dead hero does not hold the turn
    assert sheets[1].dead and table.finished(sheets, 0) and table.unfinished(sheets) == []
    assert not table.finished([], 0)


def test_H05_no_heroes_turn_goes_on_once_the_board_s_game_is_over():
    sheets = [sheet()]
    for phase in (table.BOARD_HEROES, table.BOARD_OVERLORD):
        for method, args in (("begin_turn", (3,)), ("declare", (0,)), ("move", (1, 0)), ("end_turn", ())):
            assert table.board_check(sheets, 0, method, args, phase, 3, True) == ("game_over",), method
        for method, args in (("wound", (1,)), ("undo", ()), ("spend", ("defense", 1))):
            assert table.board_check(sheets, 0, method, args, phase, 3, True) != ("game_over",), method
    assert table.board_check(sheets, 0, "begin_turn", (3,), table.BOARD_HEROES, 3) is None


def test_H05_S04_every_living_hero_hidden_leaves_no_hero_to_see():
    a, b = started(), started(d=nameless())
    assert not table.all_hidden([a, b]) and not table.all_hidden([])
    ok(a.enter_stealth(1))
    assert table.all_hidden([a]) and not table.all_hidden([a, b])
    ok(b.wound(9))                             # the dead are not seen
    assert b.dead and table.all_hidden([a, b])
    ok(a.spot())
    assert not table.all_hidden([a, b])


# ------------------------------------------------------------ H06 life potion
def test_H06_a_life_potion_brings_two_gems_back_from_wounds_then_fatigue():
    s = started(fatigue=3)            # 9 + 2 available, 1 in fatigue
    ok(s.wound(2))                    # the fatigue's gem, then 1 from available
    assert zones(s) == (10, 0, 2, 0)
    ok(s.drink_potion())
    assert zones(s) == (12, 0, 0, 0) and s.drunk == 2 and s.potions == 1
    refused(unchanged(s, s.drink_potion), "potion_no_use")
    ok(s.spend("melee", 3))
    ok(s.end_turn())                  # 3 in fatigue
    ok(s.begin_turn())
    ok(s.declare(0))                  # active: 2 back, 1 left in fatigue
    ok(s.wound(2))                    # the fatigue's gem, then 1 from available
    ok(s.spend("melee", 1))
    ok(s.end_turn())                  # 1 in fatigue, 2 wounds
    ok(s.begin_turn())
    ok(s.declare(0))                  # 1 back from fatigue
    ok(s.wound(1))                    # from available: 3 wounds in all
    assert zones(s) == (9, 0, 3, 0)
    ok(s.drink_potion())              # 2 of the 3 wounds back
    assert zones(s) == (11, 0, 1, 0) and s.potions == 2


def test_H06_the_potion_is_an_active_hero_s_action_of_the_actions_phase():
    s = sheet(fatigue=4)
    refused(unchanged(s, s.drink_potion), "wrong_phase", "overlord")
    ok(s.begin_turn())
    refused(unchanged(s, s.drink_potion), "wrong_phase", "declare")
    r = started(mode=1, fatigue=8)
    refused(unchanged(r, r.drink_potion), "recovering")
    a = started(fatigue=1)            # the declaration brings the fatigue's gem back
    assert a.fatigue == 0 and a.wounds == 0
    refused(unchanged(a, a.drink_potion), "potion_no_use")
    ok(a.wound(1))
    ok(a.move(1, 0))
    ok(a.drink_potion())              # only 1 wound to bring back, nothing in fatigue: 1 gem
    assert a.drunk == 1 and a.wounds == 0 and a.free_left == 0 and a.lost == 1
    ok(a.wound(12))
    refused(unchanged(a, a.drink_potion), "hero_dead")
    sheets = [started(fatigue=2), sheet(d=nameless())]
    ok(sheets[1].begin_turn())
    assert table.check(sheets, 0, "drink_potion") == ("companions_declaring", 1)


# ------------------------------------------------------------ H07 Horror and Bad luck
def test_H07_an_enemy_with_horror_limits_the_saturation_to_two():
    s = started(fatigue=0)
    ok(s.spend("melee", 1))
    ok(s.enemies_near(1))             # the player's word: an enemy with Horror in the zone
    assert s.cap(0) == 2 and s.snapshot()["caps"]["melee"] == 2 and s.snapshot()["horror"]
    ok(s.spend("melee", 1))
    refused(unchanged(s, s.spend, "melee", 1), "over_cap", "melee", 2, 2)
    ok(s.move(2, 0))
    ok(s.move(0, 2))
    refused(unchanged(s, s.move, 0, 1), "over_cap", "movement", 2, 2)
    ok(s.spend("defense", 2))         # defense and rerolls stay without a cap
    ok(s.spend("reroll", 1))
    ok(s.enter_stealth(2))
    refused(unchanged(s, s.enter_stealth, 1), "over_cap", "manipulation", 2, 2)
    ok(s.enemies_near(0))             # the enemy gone: the hero's own caps again
    ok(s.spend("melee", 3))
    refused(unchanged(s, s.spend, "melee", 1), "over_cap", "melee", 5, 5)
    refused(unchanged(s, s.enemies_near, 4), "bad_argument")


def test_H07_an_enemy_with_bad_luck_forbids_rerolls_in_either_turn():
    s = started(fatigue=0)
    ok(s.enemies_near(2))
    refused(unchanged(s, s.spend, "reroll", 1), "bad_luck")
    ok(s.spend("defense", 1))
    ok(s.spend("melee", 5))           # no Horror: the hero's own cap
    ok(s.end_turn())
    refused(unchanged(s, s.spend, "reroll", 1), "bad_luck")     # the Overlord's turn too
    ok(s.enemies_near(3))
    assert s.snapshot()["horror"] and s.snapshot()["bad_luck"]
    ok(s.enemies_near(0))
    ok(s.spend("reroll", 1))
    ok(s.undo())
    ok(s.undo())
    assert s.near == 3


# ------------------------------------------------------------ H08 allies
def test_H08_gems_for_allies_go_straight_to_fatigue():
    s = started(fatigue=0)
    ok(s.ally("activate", 2))         # two ally figures, a gem each
    assert zones(s) == (10, 2, 0, 0) and s.ally_acts == 2 and s.snapshot()["ally_acts"] == 2
    ok(s.ally("move", 1))
    ok(s.ally(2, 1))                  # a reroll
    ok(s.ally("defense", 2))
    assert zones(s) == (6, 6, 0, 0) and s.ally_gems == 6 and sum(s.box) == 0
    refused(unchanged(s, s.ally, "activate", 7), "not_enough_gems", 7, 6)
    refused(unchanged(s, s.ally, "wave", 1), "bad_argument")
    refused(unchanged(s, s.ally, "move", 0), "nothing_to_spend")
    ok(s.end_turn())
    ok(s.ally("defense", 1))          # the Overlord's turn: their defense
    refused(unchanged(s, s.ally, "activate", 1), "wrong_phase", "overlord")
    ok(s.begin_turn())
    assert s.ally_acts == 0           # each figure once a turn: counted again
    refused(unchanged(s, s.ally, "reroll", 1), "wrong_phase", "declare")


def test_H08_a_recovering_hero_pays_only_his_allies_defense_and_rerolls():
    s = started(mode=1, fatigue=0)
    refused(unchanged(s, s.ally, "activate", 1), "recovering")
    refused(unchanged(s, s.ally, "move", 1), "recovering")
    ok(s.ally("reroll", 1))
    ok(s.ally("defense", 1))
    sheets = [started(fatigue=2), sheet(d=nameless())]
    ok(sheets[1].begin_turn())
    assert table.check(sheets, 0, "ally", ("activate", 1)) == ("companions_declaring", 1)
    assert table.check(sheets, 0, "ally", ("defense", 1)) is None
    assert table.board_check(sheets, 0, "ally", (0, 1), "overlord", 1) == ("wrong_phase", "heroes")
    assert table.board_check(sheets, 0, "ally", (3, 1), "overlord", 1) is None


# ------------------------------------------------------------ H09 Don de Vie
def _two_declared(fatigue=0):
    """Conan with the spell-casting skill (Don de Vie is a spell, H09) and a companion, both declared."""
    sheets = [sheet(fatigue=fatigue, skills=["Spell Caster"]), sheet(d=nameless(fatigue=fatigue))]
    for i in range(2):
        ok(table.act(sheets, i, "begin_turn"))
    for i in range(2):
        ok(table.act(sheets, i, "declare", (0,)))
    return sheets


def test_H09_don_de_vie_moves_two_gems_of_available_energy_to_another_hero_for_good():
    a, b = sheets = _two_declared()
    ok(table.act(sheets, 0, "give_life", (2, 1)))
    # the cost on the spell card, the gift gone from the giver, in the receiver's available energy
    assert zones(a) == (8, 0, 0, 2) and a.box[6] == 2 and a.given == 2 and a.gems() == 10
    assert zones(b) == (11, 0, 0, 0) and b.received == 2 and b.gems() == 11
    assert a.snapshot()["gems"] == 10 and b.snapshot()["gems"] == 11 and a.snapshot()["gave"]
    assert a.record_list(a.count - 1) == ["give", 2, 1] and b.record_list(b.count - 1) == ["gift", 2, 0]
    # the card's saturation is its cost: one cast a turn
    refused(unchanged(a, table.act, sheets, 0, "give_life", (2, 1)), "give_once")
    ok(table.act(sheets, 0, "end_turn"))
    ok(table.act(sheets, 1, "end_turn"))
    assert a.fatigue == 2                         # the card's gems flushed at the end upkeep (H04)
    ok(table.act(sheets, 0, "begin_turn"))
    ok(table.act(sheets, 1, "begin_turn"))
    ok(table.act(sheets, 1, "declare", (0,)))
    ok(table.act(sheets, 0, "declare", (0,)))
    ok(table.act(sheets, 0, "give_life", (2, 1)))  # again in the next turn
    assert a.gems() == 8 and b.gems() == 13 and b.avail == 13
    # the receiver may hold more gems than at the start; his wounds count against them all (H03)
    ok(b.wound(12))
    assert not b.dead and b.wounds == 12
    ok(b.wound(1))
    assert b.dead
    # the giver's gems are lost for good: 8 wounds kill him
    ok(a.wound(8))
    assert a.dead and a.wounds == 8


def test_H09_two_gems_are_given_one_only_when_one_is_left_after_the_cost():
    a, b = sheets = _two_declared()
    ok(a.spend("melee", 5))
    ok(a.move(2, 2))
    ok(a.spend("ranged", 1))
    assert a.avail == 4
    refused(unchanged(a, table.act, sheets, 0, "give_life", (1, 1)), "give_two")
    ok(a.spend("ranged", 1))
    refused(unchanged(a, table.act, sheets, 0, "give_life", (2, 1)), "not_enough_gems", 4, 3)
    ok(table.act(sheets, 0, "give_life", (1, 1)))     # 3 left: 2 for the cost, the last one given
    assert a.avail == 0 and a.gems() == 11 and b.gems() == 10 and b.avail == 10
    c, d = sheets = _two_declared()
    ok(c.spend("melee", 5))
    ok(c.move(2, 3))
    ok(c.spend("ranged", 2))
    assert c.avail == 2                           # the cost, nothing left to give
    refused(unchanged(c, table.act, sheets, 0, "give_life", (1, 1)), "not_enough_gems", 3, 2)


def test_H09_don_de_vie_is_an_active_hero_s_spell_to_a_living_companion():
    sheets = [sheet(skills=["Spell Caster"]), sheet(d=nameless())]
    refused(table.act(sheets, 0, "give_life", (2, 1)), "wrong_phase", "overlord")
    ok(table.act(sheets, 0, "begin_turn"))
    refused(table.act(sheets, 0, "give_life", (2, 1)), "wrong_phase", "declare")
    ok(table.act(sheets, 0, "declare", (0,)))
    refused(table.act(sheets, 0, "give_life", (2, 1)), "companions_declaring", 1)
    ok(table.act(sheets, 1, "begin_turn"))
    ok(table.act(sheets, 1, "declare", (1,)))
    a, b = sheets
    for args, code in (((2, 0), "give_to_self"), ((2, 2), "no_seat"), ((2, -1), "no_seat"), ((2,), "no_seat"),
                       ((2, True), "no_seat"), ((3, 1), "bad_argument"), ((0, 1), "bad_argument"),
                       (("2", 1), "bad_argument")):
        before = (a.snapshot(), b.snapshot(), a.count, b.count)
        refused(table.act(sheets, 0, "give_life", args), code)
        assert (a.snapshot(), b.snapshot(), a.count, b.count) == before
    refused(table.act(sheets, 1, "give_life", (2, 0)), "recovering")
    assert table.board_check(sheets, 0, "give_life", (2, 1), "overlord", 1) == ("wrong_phase", "heroes")
    ok(b.wound(9))
    refused(table.act(sheets, 0, "give_life", (2, 1)), "receiver_dead")
    assert a.given == 0 and "receive_life" not in table.METHODS     # the gift is the table's, never a phone's


def test_H09_an_undo_or_a_redo_of_either_half_takes_both_or_neither():
    a, b = sheets = _two_declared()
    ok(table.act(sheets, 0, "give_life", (2, 1)))
    total = a.gems() + b.gems()
    ok(table.act(sheets, 1, "undo"))              # the receiver's undo takes the gift back from both
    assert a.given == 0 and b.received == 0 and a.avail == 12 and b.avail == 9 and not a.gave
    ok(table.act(sheets, 0, "redo"))              # the giver's redo applies both again
    assert a.given == 2 and b.received == 2 and a.gems() + b.gems() == total
    ok(table.act(sheets, 1, "spend", ("melee", 1)))
    # the receiver acted since: the gift is not his last record, so neither half is taken back
    refused(table.act(sheets, 0, "undo"), "gift_linked", 1)
    assert a.given == 2 and b.received == 2
    ok(table.act(sheets, 1, "undo"))              # his melee
    ok(table.act(sheets, 0, "undo"))              # now both
    assert a.gems() == 12 and b.gems() == 9 and a.can_redo() and b.can_redo()
    ok(table.act(sheets, 1, "spend", ("melee", 1)))   # a new record: the receiver's redo is gone
    refused(table.act(sheets, 0, "redo"), "gift_linked", 1)
    assert a.gems() == 12 and b.gems() == 9
