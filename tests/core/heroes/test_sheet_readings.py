"""The heroes' sheet's readings corrected against the French sources (docs/rules.md, "Rules versions"):
each correction tested in the version that makes it and in the version before, which a sheet stored
before it keeps playing.  Plain functions: they run under pytest and under MicroPython."""

from _util import ok, refused
from hero_fixtures import conan, nameless, started
from skelos import games
from skelos.heroes import table


def _sheet(rules, d=None, fatigue=0, mode=0):
    pk = games.side("heroes")
    h, problems = pk.load(d if d is not None else conan(fatigue=fatigue))
    assert not problems, problems
    s = pk.Game(h, rules)
    ok(s.begin_turn())
    ok(s.declare(mode, 0))
    return s


def _zones(s):
    return (s.avail, s.fatigue, s.wounds, list(s.box))


def test_H03_the_current_rules_are_2():
    assert started().rules == 2 and games.side("heroes").Game.RULES == 2


def test_H03_wounds_leave_the_spell_card_for_the_available_gems():
    """« prises en priorité dans la Zone de Fatigue, puis sur les cases Caractéristiques et enfin en Zone
    d'Énergie Disponible »: the spell card is no characteristic box."""
    s = _sheet(2, fatigue=4)            # 10 available, 2 fatigue
    ok(s.spend("melee", 1))
    ok(s.spend("spell", 2))
    ok(s.wound(5))                      # 2 fatigue, 1 melee, then 2 available; the card keeps its 2
    assert _zones(s) == (5, 0, 5, [0, 0, 0, 0, 0, 0, 2])
    assert not s.dead and s.gems() == 12


def test_H03_the_spell_card_goes_last_and_every_gem_a_wound_is_still_death():
    s = _sheet(2, d=nameless())         # 9 gems, all available
    ok(s.spend("spell", 3))
    ok(s.wound(6))                      # the 6 available
    assert _zones(s) == (0, 0, 6, [0, 0, 0, 0, 0, 0, 3]) and not s.dead
    ok(s.wound(2))                      # nothing else left: off the card
    assert _zones(s) == (0, 0, 8, [0, 0, 0, 0, 0, 0, 1]) and not s.dead
    ok(s.wound(4))                      # more wounds than gems left: the last one
    assert s.dead and s.wounds == 9 and sum(s.box) == 0
    ok(s.undo())
    assert _zones(s) == (0, 0, 8, [0, 0, 0, 0, 0, 0, 1]) and not s.dead


def test_H03_rules_1_took_the_spell_card_with_the_boxes():
    s = _sheet(1, fatigue=4)
    ok(s.spend("melee", 1))
    ok(s.spend("spell", 2))
    ok(s.wound(5))                      # 2 fatigue, 1 melee, 2 off the spell card
    assert _zones(s) == (7, 0, 5, [0, 0, 0, 0, 0, 0, 0])


def _two(rules, giver):
    pk = games.side("heroes")
    sheets = []
    for d in (giver, nameless()):
        h, problems = pk.load(d)
        assert not problems, problems
        sheets.append(pk.Game(h, rules))
    for i in range(2):
        ok(table.act(sheets, i, "begin_turn"))
    for i in range(2):
        ok(table.act(sheets, i, "declare", (0,)))
    return sheets


def test_H09_don_de_vie_needs_the_spell_casting_skill():
    """« Le Lanceur de Sort peut transférer 2 gemmes »: the caster is a hero with the skill « Lanceur de
    sorts » (Spell Caster in the hero data)."""
    a, b = sheets = _two(2, conan())    # Conan: Agile, no spell
    before = (a.snapshot(), b.snapshot(), a.count, b.count)
    refused(table.act(sheets, 0, "give_life", (2, 1)), "not_a_caster")
    assert (a.snapshot(), b.snapshot(), a.count, b.count) == before
    for skill in ("Spell Caster", "Lanceur de sorts", "lanceur de sort"):
        a, b = sheets = _two(2, conan(skills=["Agile", skill]))
        ok(table.act(sheets, 0, "give_life", (2, 1)))
        assert a.given == 2 and b.received == 2


def test_H09_rules_1_let_any_hero_cast_don_de_vie():
    a, b = sheets = _two(1, conan())
    ok(table.act(sheets, 0, "give_life", (2, 1)))
    assert a.given == 2 and b.received == 2
