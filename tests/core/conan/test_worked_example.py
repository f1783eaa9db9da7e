"""The worked Overlord turn at the end of the Overlord's rulebook ("Le Livre de l'Overlord"),
number by number."""

from _util import game_of, ok
from fixtures import pict_village, HUNTERS_RED, WARRIORS


def test_R04_R05_R06_R07_R09_R12_R14_worked_overlord_turn_of_the_rulebook():
    # Before the turn: 5 gems available, recovery 5, the hourglass on turn 2.
    g = game_of(pict_village(available=5, fatigue=9, recovery=5, start=2, last=8))
    total = g.total_gems()

    # 1) Recovery: 5 gems from fatigue to available -> 10 available;
    #    the time marker moves one space: turn 3.
    assert g.begin_turn() is None
    assert g.available == 10
    assert g.fatigue == 4
    assert g.turn == 3

    # 2) The Pict warriors sit in slot 3: activating them costs 3 gems,
    #    moved from available to fatigue; the tile goes to the end.
    assert g.slot_tile(3) == WARRIORS
    assert g.slot_cost(3) == 3
    ok(g.activate(3))
    assert g.available == 7
    assert g.fatigue == 7
    assert g.slot_tile(7) == WARRIORS
    assert g.slot_tile(3) != WARRIORS

    # 3) The third warrior buys one extra move point: 1 gem.
    ok(g.extra_move(2, 1))
    assert g.available == 6
    assert g.spent() == 1

    # (Conan's armour and active defense are the heroes' gems, not the Overlord's.)
    # "He has already spent 4 gems": 3 for the activation + 1 extra move.
    assert (10 - g.available) == 4

    # 4) Second activation: the first tile of the river, the red-based Pict
    #    hunters, for a single gem; it goes to the end as well.
    assert g.slot_tile(1) == HUNTERS_RED
    ok(g.activate(1))
    assert g.available == 5
    assert g.slot_tile(7) == HUNTERS_RED
    assert g.slot_tile(6) == WARRIORS
    assert g.activations_left() == 0

    # 5) End of the turn: the spend box goes to fatigue; play passes to the heroes.
    ok(g.end_turn())
    assert g.available == 5
    assert g.fatigue == 4 + 3 + 1 + 1
    assert g.spent() == 0
    assert g.phase == 0
    assert g.total_gems() == total
    # Five gems spent in all for the turn, five left for the heroes' turn.
    assert 10 - g.available == 5
