"""OrcQuest WarPath's combat calculator (docs/rules.md O05), skelos.orcquest.combat: apart from
the game, used by the host.  Plain functions: they run under pytest and under MicroPython."""

from _util import raises
from skelos.orcquest.combat import combat


def test_O05_seed_example_orange_shield_blocks_orange_hit():
    r = combat((0, 1, 0), (0, 1, 0), 1)          # Orrus hits the Guard; orange shield
    assert r["cancelled"] == [("orange", "orange")] and r["damage"] == 0


def test_O05_seed_example_red_hit_takes_two_orange_points():
    r = combat((0, 1, 1), (0, 1, 0), 1)          # the Guard hits Orrus: orange + red, orange shield
    assert r["cancelled"] == [("orange", "orange")]
    assert r["left"] == [0, 0, 1] and r["damage"] == 2


def test_O05_shields_cancel_red_then_orange_then_yellow():
    r = combat((1, 1, 1), (0, 0, 1), 0)          # one red shield: it stops the red hit
    assert r["cancelled"] == [("red", "red")]
    assert r["damage"] == 2 + 1
    r = combat((1, 1, 0), (0, 0, 1), 0)          # no red hit: the red shield takes the orange one
    assert r["cancelled"] == [("orange", "red")] and r["damage"] == 1


def test_O05_a_shield_cancels_its_colour_or_weaker_only():
    r = combat((0, 0, 2), (2, 1, 0), 2)          # yellow and orange shields cannot stop red hits
    assert r["cancelled"] == [] and r["damage"] == 2
    r = combat((2, 1, 0), (0, 2, 0), 0)          # orange shields: the orange hit, then a yellow one
    assert r["cancelled"] == [("orange", "orange"), ("yellow", "orange")] and r["damage"] == 1


def test_O05_weakest_able_shield_is_used():
    r = combat((0, 1, 1), (0, 1, 1), 0)          # red shield on the red hit, orange on the orange
    assert r["cancelled"] == [("red", "red"), ("orange", "orange")] and r["damage"] == 0


def test_O05_too_weak_hits_are_dropped():
    r = combat((3, 2, 0), (0, 0, 0), 1)          # orange hit points: yellow hits do nothing
    assert r["dropped"] == [3, 0, 0] and r["damage"] == 2
    r = combat((3, 2, 1), (0, 0, 0), 2)          # red hit points: only red hits count
    assert r["dropped"] == [3, 2, 0] and r["damage"] == 1


def test_O05_damage_conversion():
    assert combat((0, 0, 1), (0, 0, 0), 2)["damage"] == 1    # red: 1 red
    assert combat((0, 0, 1), (0, 0, 0), 1)["damage"] == 2    # or 2 orange
    assert combat((0, 0, 1), (0, 0, 0), 0)["damage"] == 4    # or 4 yellow
    assert combat((0, 1, 0), (0, 0, 0), 1)["damage"] == 1    # orange: 1 orange
    assert combat((0, 1, 0), (0, 0, 0), 0)["damage"] == 2    # or 2 yellow
    assert combat((1, 0, 0), (0, 0, 0), 0)["damage"] == 1    # yellow: 1 yellow


def test_O05_steps_explain_each_cancellation():
    r = combat((1, 1, 1), (1, 0, 0), 0)
    assert r["steps"][0] == "1 red hit not cancelled (no shield left of red or stronger)"
    assert "a yellow shield cancels a yellow hit" in r["steps"]
    assert r["steps"][-1] == "damage: 6 yellow hit points"


def test_O05_bad_dice_raise():
    raises(ValueError, combat, (1, 0), (0, 0, 0), 0)
    raises(ValueError, combat, (1, 0, -1), (0, 0, 0), 0)
    raises(ValueError, combat, (1, 0, 0), (0, 0, 0), 3)
    raises(ValueError, combat, (True, 0, 0), (0, 0, 0), 0)
