"""The readings corrected against the French sources (rules versions 2 and 3),
each with the earlier reading that games stored before the correction keep
(its name says `rules_1` or `rules_2`).

Plain functions and plain asserts: they also run under MicroPython."""

from _util import ok, refused
from fixtures import pict_village, SNAKE, WARRIORS, ZOGAR
from skelos.games import load, new_game


def game(d, rules=None):
    s, problems = load(d)
    assert not problems, problems
    return new_game(s, rules)


def overlord_first(**kw):
    d = pict_village(**kw)
    d["first"] = "overlord"
    return d


# ------------------------------------------------- R04 R05: the first side's upkeep
def test_R04_R05_the_overlord_playing_first_starts_with_his_upkeep():
    # 003: « ... vous pouvez alors lancer la partie en commençant par ce camp, en
    # effectuant sa première phase d'entretien. »  The Overlord's upkeep is recovery,
    # then the hourglass (000, 003).
    g = game(overlord_first(available=5, fatigue=8, recovery=5, start=0))
    assert g.rules >= 2
    assert (g.phase, g.turn) == (1, 1)
    assert (g.available, g.fatigue) == (10, 3)
    assert g.total_gems() == 13


def test_R04_the_first_upkeep_recovers_at_most_the_fatigue():
    g = game(overlord_first(available=5, fatigue=2, recovery=5))
    assert (g.available, g.fatigue) == (7, 0)


def test_R04_R05_heroes_first_leave_the_overlords_gems_alone():
    g = game(pict_village(available=5, fatigue=8, recovery=5))
    assert (g.phase, g.turn, g.available, g.fatigue) == (0, 0, 5, 8)


def test_R04_rules_1_opened_the_overlords_first_turn_without_recovery():
    g = game(overlord_first(available=5, fatigue=8, recovery=5), rules=1)
    assert (g.phase, g.turn, g.available, g.fatigue) == (1, 1, 5, 8)


# ------------------------------------------------- R12 R18: cleaning after spending
def spend_then_clean(flush, rules=None):
    """Available 6, fatigue 0: activate slot 1, buy 2 extra moves, a tile dies, clean it."""
    d = pict_village(available=6, fatigue=0, recovery=0)
    d["options"] = {"flush": flush}
    g = game(d, rules)
    ok(g.begin_turn())
    ok(g.activate(1))
    ok(g.extra_move(0, 2))
    ok(g.kill(SNAKE, 1))
    ok(g.clean(SNAKE))
    return g


def test_R12_R18_cleaning_after_spending_gives_the_same_totals_under_either_reading():
    # 000: « Chaque Point de mouvement supplémentaire coûte une gemme d'énergie, qui doit
    # être déplacée depuis la Zone d'énergie disponible vers la Zone de fatigue. »
    # Cleaning takes its gems « en les extrayant en priorité de sa Zone de fatigue »:
    # under the spend boxes' reading (003) this turn's spending is fatigue too.
    boxes = spend_then_clean("end_of_turn")
    at_once = spend_then_clean("immediate")
    assert (boxes.available, boxes.fatigue, boxes.spent(), boxes.removed) == (3, 0, 1, 2)
    assert (at_once.available, at_once.fatigue, at_once.spent(), at_once.removed) == (3, 1, 0, 2)
    for g in (boxes, at_once):
        ok(g.end_turn())
        assert (g.available, g.fatigue, g.spent(), g.removed) == (3, 1, 0, 2)
        assert g.total_gems() == 6


def test_R12_R18_rules_1_cleaned_from_fatigue_and_available_only():
    g = spend_then_clean("end_of_turn", rules=1)
    ok(g.end_turn())
    assert (g.available, g.fatigue, g.removed) == (2, 2, 2)


def test_R12_the_boxes_empty_when_the_heroes_turn_ends_before_recovery():
    # the sources empty the boxes at the end of the Overlord's turn only; the project
    # empties them at the end of the heroes' turn too, before recovery, which keeps
    # the totals of the rulebook's reading (the gems in fatigue at once)
    for flush in ("end_of_turn", "immediate"):
        d = pict_village(available=2, fatigue=0, recovery=5)
        d["options"] = {"flush": flush}
        g = game(d)
        ok(g.defend(2))                 # the heroes' turn
        ok(g.begin_turn())
        assert (g.available, g.fatigue, g.spent()) == (2, 0, 0), flush


# ------------------------------------------------- R18: cleaning after a reroll
def reroll_then_clean(rules=None):
    g = game(pict_village(available=2, fatigue=0, recovery=0), rules)
    ok(g.begin_turn())
    ok(g.reroll(1))
    ok(g.kill(SNAKE, 1))
    return g


def test_R18_cleaning_after_a_reroll_takes_the_reroll_gem_from_fatigue():
    # 002: « Remarque : La gemme est payée en zone de Fatigue pour l'Overlord, en zone
    # de Relance pour les Héros. »  Fatigue holds 1 (the reroll's), available 1.
    g = reroll_then_clean()
    ok(g.clean(SNAKE))
    assert (g.available, g.fatigue, g.spent(), g.removed) == (0, 0, 0, 2)
    assert g.tile_status(SNAKE) == "removed"


def test_R18_cleaning_still_needs_two_gems():
    g = reroll_then_clean()
    ok(g.undo())                    # the death
    ok(g.undo())                    # the reroll: 2 available, nothing spent
    ok(g.defend(1))                 # 1 spent
    ok(g.kill(SNAKE, 1))
    ok(g.clean(SNAKE))              # 1 spent + 1 available
    assert g.removed == 2
    h = game(pict_village(available=1, fatigue=0, recovery=0))
    ok(h.begin_turn())
    ok(h.kill(SNAKE, 1))
    refused(h.clean(SNAKE), "not_enough_to_clean")
    ok(h.cast(1, 1))                # spell cards are not fatigue until the turn ends
    refused(h.clean(SNAKE), "not_enough_to_clean")


def test_R18_rules_1_refused_cleaning_after_a_reroll():
    g = reroll_then_clean(rules=1)
    refused(g.clean(SNAKE), "not_enough_to_clean")


# ------------------------------------------------- S01: the start-of-turn trigger
def stealth(rules=None, **kw):
    d = pict_village(**kw)
    d["stealth"] = True
    g = game(d, rules)
    ok(g.begin_turn())
    return g


def test_S01_a_hero_seen_at_the_start_of_the_turn_counts_once_per_turn():
    # 004: « Au début du tour de l'Overlord, après la phase de récupération, une ou
    # plusieurs unités se trouvent dans la même zone qu'un héros visible. »
    g = stealth()
    ok(g.vigilance_up(1))
    assert g.vigilance == 1
    refused(g.vigilance_up(1), "vigilance_timing", "once")
    assert g.vigilance == 1
    ok(g.vigilance_up(0))           # a body found: as often as it happens
    ok(g.vigilance_up(0))
    assert g.vigilance == 3
    ok(g.end_turn())
    ok(g.begin_turn())              # the next turn has its own start
    ok(g.vigilance_up(1))
    assert g.vigilance == 4


def test_S01_undoing_the_start_of_turn_trigger_frees_it():
    g = stealth()
    ok(g.vigilance_up(1))
    ok(g.undo())
    ok(g.vigilance_up(1))
    assert g.vigilance == 1


def test_S01_the_overlord_playing_first_has_a_start_of_turn_too():
    d = overlord_first()
    d["stealth"] = True
    g = game(d)
    ok(g.vigilance_up(1))
    refused(g.vigilance_up(1), "vigilance_timing", "once")


def test_S01_rules_1_counted_the_start_of_turn_trigger_twice():
    g = stealth(rules=1)
    ok(g.vigilance_up(1))
    ok(g.vigilance_up(1))
    assert g.vigilance == 2


# ------------------------------------------------- R13: when a spell may be cast
def test_R13_a_spell_is_cast_during_its_casters_activation_only():
    # 002 and 003: « Par défaut un sort ne peut être lancé que pendant l'activation du
    # personnage. »  (000: « ... que par un personnage dont la tuile a été activée »,
    # which fits either reading.)
    g = game(pict_village(available=20, fatigue=0))
    ok(g.begin_turn())
    refused(g.cast(0), "caster_not_activated")
    ok(g.activate(2))               # Zogar Sag, the caster
    ok(g.activate(1))               # another tile: Zogar's activation is over
    refused(g.cast(0), "caster_not_activated", "now")
    assert g.on_spells() == 0
    ok(g.cast(1, 1))                # a reaction spell: at any time
    ok(g.undo())
    ok(g.undo())                    # back in Zogar's activation
    ok(g.cast(0))
    assert g.on_spells() == 2


def test_R13_a_caster_killed_during_his_activation_casts_no_more():
    g = game(pict_village(available=20, fatigue=0))
    ok(g.begin_turn())
    ok(g.activate(2))
    ok(g.kill(ZOGAR, 1))
    refused(g.cast(0), "caster_not_activated")


def test_R13_rules_1_let_the_caster_cast_after_another_activation():
    g = game(pict_village(available=20, fatigue=0), rules=1)
    ok(g.begin_turn())
    ok(g.activate(2))
    ok(g.activate(1))
    ok(g.cast(0))


# ------------------------------------------------- R13 (rules 3): a reaction's caster
def reaction_of_zogar(rules=None):
    """The Pict village with the reaction spell cast by Zogar Sag (5 hit points,
    passive defense 3), in the heroes' turn."""
    d = pict_village(available=20, fatigue=0)
    d["spells"][1]["caster"] = "zogar"
    return game(d, rules)


def test_R13_a_dead_casters_reaction_spell_is_refused():
    # 002: « après que l'adversaire ai attribué ses dégâts au personnage possédant ce
    # sort, celui ci peut le lancer immédiatement, mais avant tout jet de défense »:
    # the reaction comes before the damage is resolved, so its caster is alive.
    g = reaction_of_zogar()
    ok(g.cast(1, 1))                    # the heroes' turn: a reaction, Zogar alive
    ok(g.damage(ZOGAR, 3 + 5))          # hits 8 - defense 3: Zogar dies
    assert g.tile_status(ZOGAR) == "dead"
    refused(g.cast(1, 1), "caster_dead")
    assert g.on_spells() == 1 and g.available == 19
    ok(g.begin_turn())
    refused(g.cast(1, 1), "caster_dead")
    ok(g.undo())
    ok(g.undo())                        # Zogar alive again
    ok(g.cast(1, 1))


def test_R13_the_reaction_to_the_killing_blow_comes_before_the_damage():
    # the edge case: the damage that would kill the caster.  Its reaction is cast once
    # the damage is allotted and before the defense roll, so it is recorded first
    # (accepted), and the damage after it; cast after the damage, it is refused.
    g = reaction_of_zogar()
    ok(g.cast(1, 2))
    ok(g.damage(ZOGAR, 8))
    assert g.figures(ZOGAR) == 0 and g.on_spells() == 2
    h = reaction_of_zogar()
    ok(h.damage(ZOGAR, 8))
    refused(h.cast(1, 2), "caster_dead")


def test_R13_a_removed_casters_reaction_spell_is_refused():
    g = reaction_of_zogar()
    ok(g.begin_turn())
    ok(g.kill(ZOGAR, 1))
    ok(g.clean(ZOGAR))
    assert g.tile_status(ZOGAR) == "removed"
    refused(g.cast(1, 1), "caster_dead")


def test_R13_rules_2_let_a_dead_caster_cast_his_reaction_spell():
    g = reaction_of_zogar(rules=2)
    ok(g.kill(ZOGAR, 1))
    ok(g.cast(1, 1))
    assert g.on_spells() == 1


# ------------------------------------------------- R13 (rules 3): a spell without a caster
def no_caster(rules=None):
    d = pict_village(available=20, fatigue=0)
    del d["spells"][0]["caster"]
    g = game(d, rules)
    ok(g.begin_turn())
    return g


def test_R13_a_spell_without_a_caster_is_cast_during_an_activation_only():
    # 002 and 003: « Par défaut un sort ne peut être lancé que pendant l'activation du
    # personnage. »  000: « ne peuvent être déclenchés que par un personnage dont la
    # tuile a été activée »: before any activation no character can cast.
    g = no_caster()
    refused(g.cast(0), "caster_not_activated")
    ok(g.activate(1))                   # a unit tile: its activation
    ok(g.cast(0))
    assert g.on_spells() == 2
    ok(g.undo())                        # (the card's saturation is 3)
    ok(g.activate(7 - 1))               # slot 6: the event tile (the river moved left)
    assert g.pending >= 0
    ok(g.event(1))
    refused(g.cast(0), "caster_not_activated", "now")   # no character is being activated
    ok(g.cast(1, 1))                    # a reaction: at any time


def test_R13_a_spell_without_a_caster_not_after_its_tile_died():
    g = no_caster()
    ok(g.activate(6))                   # the snake (one figure)
    ok(g.kill(SNAKE, 1))
    refused(g.cast(0), "caster_not_activated", "now")


def test_R13_rules_2_cast_a_spell_without_a_caster_before_any_activation():
    g = no_caster(rules=2)
    ok(g.cast(0))
    assert g.on_spells() == 2


# ------------------------------------------------- R09 (rules 3): the cap follows the figure
def three_figures(rules=None):
    """A tile of move 2 with three figures (Pict warriors, slot 3), being activated."""
    g = game(pict_village(available=20, fatigue=0), rules)
    ok(g.begin_turn())
    ok(g.activate(3))
    assert g.current == WARRIORS and g.figures(WARRIORS) == 3
    return g


def test_R09_what_a_dead_figure_bought_does_not_cap_a_survivor():
    # 000: « Un personnage ne peut jamais faire plus que doubler sa base de points de
    # mouvement »: the cap is each figure's own.  Figure 1 buys 2, then dies.
    g = three_figures()
    ok(g.extra_move(0, 2))
    ok(g.damage(WARRIORS, 2 + 1, 0, 0))     # hits 3 - defense 2: figure 1 dies
    assert g.figures(WARRIORS) == 2
    ok(g.extra_move(0, 2))                  # the survivor in its place bought nothing
    ok(g.extra_move(1, 2))
    refused(g.extra_move(1, 1), "move_cap")


def test_R09_a_figure_keeps_what_it_bought_when_another_dies():
    # 002: « ne peuvent jamais dépasser son nombre de point de Mouvement de base ».
    # Figure 3 buys 2, then figure 1 dies: figure 3, now second, has bought its 2.
    g = three_figures()
    ok(g.extra_move(2, 2))
    ok(g.damage(WARRIORS, 3, 0, 0))
    refused(g.extra_move(1, 1), "move_cap")
    ok(g.extra_move(0, 2))
    assert [g.moves_bought(i) for i in range(3)] == [2, 2, 0]


def test_R09_the_figures_of_a_death_at_the_same_moment_take_theirs_along():
    g = three_figures()
    ok(g.extra_move(2, 1))
    ok(g.extra_move(0, 2))
    ok(g.kill(WARRIORS, 1))                 # the last figure dies
    assert [g.moves_bought(i) for i in range(3)] == [2, 0, 0]
    ok(g.extra_move(1, 2))


def test_R09_what_a_figure_bought_stays_with_it_through_undo_and_redo():
    g = three_figures()
    ok(g.extra_move(2, 2))
    ok(g.damage(WARRIORS, 3, 0, 0))
    ok(g.undo())
    assert [g.moves_bought(i) for i in range(3)] == [0, 0, 2]
    ok(g.redo())
    assert [g.moves_bought(i) for i in range(3)] == [0, 2, 0]
    refused(g.extra_move(1, 1), "move_cap")
    # and through a replay of the journal, as a resume does
    h = game(pict_village(available=20, fatigue=0))
    for i in range(g.count):
        ok(h.submit(g.record(i)))
    assert [h.moves_bought(i) for i in range(3)] == [0, 2, 0]
    refused(h.extra_move(1, 1), "move_cap")


def test_R09_a_wounded_figure_that_survives_keeps_its_place():
    g = three_figures()
    ok(g.extra_move(1, 2))
    ok(g.damage(WARRIORS, 2, 0, 0))         # no wound
    refused(g.extra_move(1, 1), "move_cap")


def test_R09_rules_2_let_the_cap_follow_the_place():
    g = three_figures(rules=2)
    ok(g.extra_move(0, 2))
    ok(g.damage(WARRIORS, 3, 0, 0))
    refused(g.extra_move(0, 1), "move_cap")     # (a) the survivor refused
    h = three_figures(rules=2)
    ok(h.extra_move(2, 2))
    ok(h.damage(WARRIORS, 3, 0, 0))
    ok(h.extra_move(1, 1))                      # (b) a third point on a base of 2
