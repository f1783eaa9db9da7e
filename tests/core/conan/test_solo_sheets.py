"""The board's Overlord reads the heroes' sheets (docs/solo.md, "The board reads the heroes' sheets";
rules 7): the sheets reach the game as its record ``heroes`` (each hero's wounds, hidden or fallen), the
command names its targets from them, every living hero hidden makes its turn a guard round whose
activations patrol (S03), a hero the sheets then show seen was spotted (S01), and a hero's attack on a
caster gets the reaction spells (R13).  Every case quotes the French sources it reads.  Without sheets, a
solo game plays as before; a game of rules 6 keeps its records and decisions."""

from _util import ok, refused
from fixtures import EVENT, HUNTERS_RED, WARRIORS, ZOGAR, pict_village
from skelos.conan import solo
from skelos.games import load, new_game

VISIBLE, HIDDEN, FALLEN = 0, 1, 2


def scenario(stealth=True, **kw):
    """The Pict village with dice on every unit tile (they can attack), its reaction spell cast by Zogar Sag."""
    d = pict_village(stealth=stealth, available=14, **kw)
    for t in d["tiles"]:
        if t.get("kind") != "event":
            t["dice"] = "2 yellow"
    d["spells"][1]["caster"] = "zogar"
    s, problems = load(d)
    assert not problems, problems
    return s


def solo_game(level=2, seed=4, rules=None, **kw):
    g = new_game(scenario(**kw), rules)
    ok(g.start_solo(level, seed))
    return g


def recs(g, since):
    return [g.records.to_list(g.record(i), 0) for i in range(since, g.count)]


def test_rules_7_the_sheets_are_a_checked_record_undo_takes_back():
    g = solo_game()
    assert g.rules == 7 and g.sheets is None and g.snapshot()["heroes"] is None
    n = g.count
    refused(g.heroes([(0, 3)]), "bad_argument")                 # a state is visible, hidden or fallen
    refused(g.heroes([(0, 0)] * 7), "bad_count")                # a table seats 6 heroes at most
    refused(g.heroes([(255, 0)]), "bad_argument")
    assert g.count == n and g.sheets is None                    # refused: nothing changed
    ok(g.heroes([(2, VISIBLE), (0, HIDDEN), (5, FALLEN)]))
    assert g.records.to_list(g.last_record(), 0) == ["heroes", [[2, 0], [0, 1], [5, 2]]]
    assert g.snapshot()["heroes"] == [[2, 0], [0, 1], [5, 2]]
    ok(g.undo())
    assert g.sheets is None and g.snapshot()["heroes"] is None
    players = new_game(scenario())                              # the players play the Overlord
    refused(players.heroes([(0, 0)]), "not_solo")
    old = solo_game(rules=6)                                    # rules 6: the board reads no sheet
    refused(old.heroes([(0, 0)]), "sheets_rules")


def test_H03_S04_the_command_targets_the_fewest_wounds_read_off_the_recorded_sheets():
    """Attack the hero with the fewest wounds (docs/solo.md): the wounds are the sheets' (« Si il subit des
    dégâts, le Héros transfère autant de gemmes que de dégâts subits dans sa zone de blessure »)."""
    g = solo_game(seed=4)
    ok(g.heroes([(2, VISIBLE), (1, VISIBLE), (3, VISIBLE)]))
    ok(g.begin_turn())
    ok(solo.play(g, solo.do_game(g)))
    c = g.snapshot()["command"]
    assert c["order"] == "attack_fewest_wounds" and c["targets"] == [1]       # Bêlit's 1 wound
    ok(g.heroes([(2, VISIBLE), (4, VISIBLE), (3, VISIBLE)]))                   # she takes 3 more
    assert g.snapshot()["command"]["targets"] == [0]
    ok(g.heroes([(2, VISIBLE), (2, VISIBLE), (3, VISIBLE)]))                   # a tie: the nearest of both
    assert g.snapshot()["command"]["targets"] == [0, 1]
    sheets = bytes([2, 0, 1, 0, 3, 0])
    assert solo.targets(sheets, solo.ATTACK_NEAREST) == [1, 0, 2]    # its tie-break: fewest wounds, then order
    assert solo.targets(sheets, solo.ADVANCE) == [0, 1, 2] == solo.targets(sheets, solo.HOLD)


def test_S04_a_hidden_hero_is_never_a_target():
    """« Les unités de l'Overlord ne peuvent attaquer le héros à distance.  Les unités de l'Overlord ne
    peuvent attaquer le héros au corps à corps. »: the hidden hero with the fewest wounds is not named."""
    sheets = bytes([2, VISIBLE, 0, HIDDEN, 3, VISIBLE])
    assert solo.targets(sheets, solo.ATTACK_FEWEST) == [0]
    assert solo.targets(sheets, solo.ATTACK_NEAREST) == [0, 2]
    assert 1 not in solo.targets(sheets, solo.ADVANCE)
    g = solo_game(seed=4)
    ok(g.heroes([(2, VISIBLE), (0, HIDDEN), (3, VISIBLE)]))
    ok(g.begin_turn())
    ok(solo.play(g, solo.do_game(g)))
    assert not g.guard                                          # a hero in sight: no guard round
    assert g.snapshot()["command"]["targets"] == [0]


def test_H03_a_fallen_hero_is_never_a_target():
    """« Si un Héros à toutes ses gemmes en Zone de Blessure, il meurt. » and « Lorsqu'un personnage n'a
    plus de points de vie il meurt et sa figurine est retirée du plateau. »"""
    sheets = bytes([0, FALLEN, 2, VISIBLE])
    for order in (solo.ATTACK_FEWEST, solo.ATTACK_NEAREST, solo.ADVANCE, solo.HOLD):
        assert solo.targets(sheets, order) == [1]
    assert solo.targets(bytes([0, FALLEN, 1, FALLEN]), solo.ATTACK_FEWEST) == []


def guard_round(seed=4, level=2):
    g = solo_game(level, seed)
    ok(g.heroes([(2, HIDDEN), (1, HIDDEN), (9, FALLEN)]))
    ok(g.begin_turn())
    n = g.count
    ok(solo.play(g, solo.do_game(g)))
    return g, recs(g, n)


def test_S03_every_living_hero_hidden_the_board_runs_a_guard_round_its_tiles_patrol():
    """« Lorsqu'un héros ou un groupe de héros est invisible aux yeux des sbires, l'Overlord peut choisir
    d'effectuer un tour de garde.  Il active jusqu'à 2 tuiles d'unité pour le coût correspondant à leur
    place dans la rivière. » « L'Overlord peut acheter des points de mouvement supplémentaires »."""
    g, made = guard_round()
    assert made[0] == ["guard"] and made[1][0] == "act"
    assert g.guard and g.patrol
    c = g.snapshot()["command"]
    assert c["order"] == "patrol" and "targets" not in c
    assert made[2:] == [["move", 0, 1]]                         # its extra move, bought as usual
    assert solo.command(g)[1] == solo.PATROL
    ok(solo.play(g, solo.do_game(g)))                           # the level's second activation patrols too
    assert g.patrol and g.acts == 2
    for seed in range(12):                                      # never the event tile in a guard round
        g2, made2 = guard_round(seed)
        slot = made2[1][1]
        assert g2.river[-1] != EVENT and made2[1] == ["act", slot]


def test_S03_a_guard_round_casts_no_spell_on_heroes_all_hidden():
    """« Aucun sort d'attaque directe ne peut être utilisé par l'Overlord. »: Zogar Sag patrolling casts
    nothing (in the open, its activation casts its spell)."""
    g, made = guard_round(seed=24)
    assert made[1][0] == "act" and g.current == ZOGAR and g.patrol
    assert not [r for r in made if r[0] == "cast"]
    g = solo_game(seed=24)
    ok(g.heroes([(2, VISIBLE), (1, HIDDEN)]))
    ok(g.begin_turn())
    n = g.count
    ok(solo.play(g, solo.do_game(g)))
    assert g.current == ZOGAR and ["cast", 0, 2] in recs(g, n)


def test_S03_no_guard_round_without_the_stealth_module_or_without_sheets():
    """The guard round is the stealth module's (seed 004); without sheets the board plays as before."""
    g = solo_game(stealth=False)
    ok(g.heroes([(0, HIDDEN)]))
    ok(g.begin_turn())
    ok(solo.play(g, solo.do_game(g)))
    assert not g.guard and not g.patrol
    a, b = solo_game(seed=7), solo_game(seed=7, rules=6)
    for g in (a, b):
        ok(g.begin_turn())
        for _ in range(12):
            if g.over:
                break
            ok(solo.play(g, solo.do_game(g)))
            if g.phase == 0:
                ok(g.begin_turn())
    assert recs(a, 0) == recs(b, 0)                             # rules 7 without sheets: rules 6's records


def test_S01_a_hero_the_guard_round_spots_raises_vigilance_and_is_attackable():
    """« Si un héros est repéré, le sbire (ou le groupe de sbires) qui l'a débusqué ne peut l'attaquer
    immédiatement.  Par contre, il donne l'alerte.  Le héros repéré redevient visible (il perd son jeton
    furtivité) et se révèle attaquable par tout autre sbire activé par l'Overlord pendant ce tour.  Le
    niveau de vigilance des sbires augmente de 1. »"""
    g, _made = guard_round()
    assert g.vigilance == 0
    ok(g.heroes([(2, VISIBLE), (1, HIDDEN), (9, FALLEN)]))      # Conan's sheet: spotted
    assert g.spots == 1
    assert solo.command(g)[1] == solo.PATROL                   # the unit that found him does not attack
    n = g.count
    ok(solo.play(g, solo.do_game(g)))
    assert recs(g, n) == [["vigil", 2]] and g.vigilance == 1 and g.spots == 0
    ok(solo.play(g, solo.do_game(g)))                           # the next unit: he is in sight
    c = g.snapshot()["command"]
    assert not g.patrol and c["order"] != "patrol" and c["targets"] == [0]
    ok(g.heroes([(2, VISIBLE), (1, HIDDEN), (9, FALLEN)]))      # the same sheets again: no second spot
    assert g.spots == 0


def test_S03_a_guard_round_cut_after_its_record_goes_on_with_the_same_step():
    """A power cut or an undo after the guard round's record: the next Turn makes the rest of the step."""
    g, made = guard_round()
    for _ in made[1:]:
        ok(g.undo())
    assert g.guard and g.acts == 0
    n = g.count
    ok(solo.play(g, solo.do_game(g)))
    assert recs(g, n) == made[1:]


def test_R13_a_hero_s_attack_on_the_caster_gets_its_reaction_spell():
    """« Les sorts possédant un éclair sur leur cartes peuvent être utilisés « en réaction », c'est à dire
    que après que l'adversaire ai attribué ses dégâts au personnage possédant ce sort, celui ci peut le
    lancer immédiatement, mais avant tout jet de défense »: in the heroes' turn too."""
    g = solo_game()
    assert g.phase == 0
    n = g.count
    ok(solo.react(g, solo.do_game(g), ZOGAR))
    assert recs(g, n) == [["cast", 1, 2]]                       # 2 gems, its saturation 4
    ok(solo.react(g, solo.do_game(g), ZOGAR))
    assert g.on_spell[1] == 4
    n = g.count
    refused(solo.react(g, solo.do_game(g), ZOGAR), "no_reaction")   # saturated
    refused(solo.react(g, solo.do_game(g), WARRIORS), "no_reaction")  # not its caster
    assert g.count == n
    refused(solo.react(solo_game(level=1), None, ZOGAR), "no_reaction")   # level 1 casts no spell
    refused(solo.react(solo_game(rules=6), None, ZOGAR), "no_reaction")   # rules 6: the players did
    dead = solo_game()
    ok(dead.kill(ZOGAR, 1))
    refused(solo.react(dead, None, ZOGAR), "no_reaction")       # a dead caster casts nothing
    refused(solo.react(new_game(scenario()), None, HUNTERS_RED), "not_solo")


def test_a_step_cut_after_its_clean_is_not_cleaned_twice_when_the_sheets_came_since():
    """Rules 5's resumed step (docs/solo.md, "The random source"): the clean made, a power cut, then the
    sheets arrive (the host sends them when they change): the next Turn makes the rest of the step, no
    second clean (R18: the Overlord cleans a dead tile that can never come back)."""
    d = pict_village(stealth=True, available=20)
    for t in d["tiles"]:
        if t.get("kind") != "event":
            t["dice"] = "2 yellow"
    for t in (HUNTERS_RED, WARRIORS):
        del d["tiles"][t]["reinforcement"]                  # dead for good once their figures die
    s, problems = load(d)
    assert not problems, problems
    g = new_game(s)
    ok(g.kill(HUNTERS_RED, 4))
    ok(g.kill(WARRIORS, 3))
    while g.river[0] != HUNTERS_RED:                        # the players' turns bring them to slots 1 and 2
        if g.phase == 0:
            ok(g.begin_turn())
        elif g.acts >= 2:
            ok(g.end_turn())
        else:
            ok(g.activate(1))
            if g.pending >= 0:
                ok(g.event(1, []))
    if g.phase == 1:
        ok(g.end_turn())
    ok(g.start_solo(2, 4))
    ok(g.begin_turn())
    n = g.count
    ok(solo.play(g, solo.do_game(g)))
    made = recs(g, n)
    assert g.river.index(WARRIORS) == 0 and made[0] == ["clean", HUNTERS_RED] and made[1][0] == "act"
    for _ in made[1:]:
        ok(g.undo())                                        # cut after the clean
    ok(g.heroes([(0, VISIBLE)]))
    m = g.count
    ok(solo.play(g, solo.do_game(g)))
    assert recs(g, m) == made[1:]                           # the rest of the very step, no second clean


def test_S01_a_spot_after_a_patrol_cut_before_its_extra_move_comes_after_the_rest_of_the_step():
    """A power cut or an undo inside the patrol's step (its activation stored, its extra move not), then the
    sheets show the hero spotted: the next Turn finishes that step, the one after raises vigilance."""
    g, made = guard_round()
    assert made[2:] == [["move", 0, 1]]
    ok(g.undo())                                                # cut before the extra move
    ok(g.heroes([(2, VISIBLE), (1, HIDDEN), (9, FALLEN)]))
    n = g.count
    ok(solo.play(g, solo.do_game(g)))
    assert recs(g, n) == [["move", 0, 1]]
    ok(solo.play(g, solo.do_game(g)))
    assert recs(g, n)[1:] == [["vigil", 2]] and g.vigilance == 1
