"""The readings corrected against the French sources (rules version 2), each
with the version-1 reading that games stored before the correction keep.

Plain functions and plain asserts: they also run under MicroPython."""


from fixtures import pict_village
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
