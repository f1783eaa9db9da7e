"""The readings corrected against the French sources (rules version 2), each
with the version-1 reading that games stored before the correction keep.

Plain functions and plain asserts: they also run under MicroPython."""

from _util import ok, refused
from fixtures import pict_village, SNAKE, ZOGAR
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
    assert g.rules == 2
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
