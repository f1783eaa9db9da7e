"""The board's Overlord reading the heroes' sheets, in words (docs/solo.md, "The board reads the heroes'
sheets"; rules 7): the record ``heroes`` told, the guard round, the patrol, the spotted hero's vigilance
and the reaction spell each explained in English and in French, the same live, late and in `skelos
replay --story`, and the replay decides every step of the board again with the same records."""

from click.testing import CliRunner

from skelos.codec import encode_scenario
from skelos.conan import solo
from skelos.conan.game import Game
from skelos.games import load, new_game
from skelos_host import presets, views
from skelos_host.session import story
from skelos_host.cli import cli
from skelos_host.session.store import Store
from skelos_host.views import conan as conan_view

ZOGAR = 1


def stealth_dict():
    """The Pict village with the stealth module and Zogar Sag's reaction spell."""
    d = presets.load_dict("pict-village")
    d["id"] = "pict-village-stealth"
    d["stealth"] = True
    d["spells"] = [{"name": "Bone Shield", "saturation": 4, "reaction": True,
                    "caster": "zogar"}]
    return d


def played():
    """A level-2 game: the sheets say both living heroes hidden (a third fallen), a guard round, a hero
    spotted, the next activation, the end of the turn, then a hero's attack on Zogar Sag."""
    d = stealth_dict()
    scenario, problems = load(d)
    assert not problems, problems
    g = new_game(scenario)
    do = solo.do_game(g)
    assert g.rules == Game.RULES == 7
    assert g.start_solo(2, 4) is None
    assert g.heroes([(2, 1), (1, 1), (9, 2)]) is None
    assert g.begin_turn() is None
    assert solo.play(g, do) is None                       # guard, patrol activation (its extra move)
    assert g.patrol
    assert g.heroes([(2, 0), (1, 1), (9, 2)]) is None     # Conan's sheet: spotted
    assert solo.play(g, do) is None                       # vigilance
    assert solo.play(g, do) is None                       # the second activation
    while g.phase == 1 and not g.over:
        assert solo.play(g, do) is None
    assert solo.react(g, do, ZOGAR) is None               # the heroes' turn: an attack on Zogar Sag
    events = [{"seq": i + 1, "rec": g.records.to_list(g.record(i), 0)} for i in range(g.count)]
    return scenario, d, events


def whys(scenario, d, events, lang):
    told = story.told(views.view_of(scenario), d, events)
    recs = {e["seq"]: e["rec"] for e in events}
    return [(recs[e["seq"]][0], story.text(e["text"], lang), story.text(e["why"], lang) if "why" in e else None)
            for e in told.entries]


def test_the_sheets_the_guard_round_the_spot_and_the_reaction_are_explained_in_both_languages():
    scenario, d, events = played()
    kinds = [e["rec"][0] for e in events]
    assert kinds[:6] == ["solo", "heroes", "turn", "guard", "act", "move"]
    en, fr = whys(scenario, d, events, "en"), whys(scenario, d, events, "fr")
    assert en[1][1] == "The heroes' sheets reach the board: hero 1: hidden, 2 wounds, hero 2: hidden, 1 wound, " \
                       "hero 3: fallen, 9 wounds"
    assert fr[1][1].startswith("Les fiches de Héros parviennent au plateau\u00a0: Héros 1\u00a0: furtif, 2 blessures")
    assert en[1][2] is None                               # the host's word, not the board's decision
    guard = [(t, w) for k, t, w in en if k == "guard"]
    assert guard == [("Guard round: the activations of this turn form a guard round",
                      "Why: by the heroes' sheets all 2 living heroes are hidden, and the Overlord's units cannot "
                      "attack a hidden hero: the board runs a guard round (S03), its unit tiles patrol and roll "
                      "acuity")]
    assert [w for k, _t, w in fr if k == "guard"] == [
        "Pourquoi\u00a0: d'après les fiches de Héros, les 2 Héros vivants sont furtifs, et les unités de l'Overlord "
        "ne peuvent pas attaquer un Héros furtif\u00a0: le plateau fait un tour de garde (S03), ses tuiles Unité font "
        "une ronde et des jets d'acuité"]
    patrol = next(w for k, t, w in en if k == "act")
    assert patrol.endswith("its order: patrol, a guard round with no hero in sight on the heroes' sheets (the "
                           "stealth rules)")
    assert next(t for k, t, w in en if k == "act").endswith("the board's order: patrol")
    assert next(t for k, t, w in fr if k == "act").endswith("l'ordre du plateau\u00a0: faire une ronde")
    spot = [(t, w) for k, t, w in en if k == "vigil"]
    assert spot == [("Vigilance rises to 1: a hero was spotted during the guard round",
                     "Why: the heroes' sheets show a hero seen who was hidden in this guard round: the guard round "
                     "spotted them, and vigilance rises by 1 (S01)")]
    assert [w for k, _t, w in fr if k == "vigil"][0].startswith("Pourquoi\u00a0: les fiches de Héros montrent visible")
    second = [w for k, t, w in en if k == "act"][1]
    assert "its order, with the weights " in second       # a hero in sight: the order drawn as ever
    react = [w for k, _t, w in en if k == "cast"][-1]
    assert react == ("Why: a hero's attack lands on Zogar Sag: at level 2 the board casts its reaction spells at once, "
                     "before any defense roll: 2 gems, or the fixed cost, within the saturation and the available gems")
    assert [w for k, _t, w in fr if k == "cast"][-1].startswith("Pourquoi\u00a0: l'attaque d'un Héros touche Zogar Sag")


def test_the_replay_decides_every_step_again_and_tells_the_same_words(tmp_path):
    scenario, d, events = played()
    steps, problems = conan_view.replay_checks(scenario, events)
    assert problems == []
    assert steps >= 4                                     # the guard round's step and the spot's among them
    bad = [dict(e) for e in events]
    k = next(i for i, e in enumerate(bad) if e["rec"] == ["vigil", 2])
    bad[k + 1] = dict(bad[k + 1], rec=["act", 1 if bad[k + 1]["rec"][1] != 1 else 2])
    assert conan_view.replay_checks(scenario, bad)[1]      # an activation the policy does not make: said
    live = whys(scenario, d, events, "en")
    assert whys(scenario, d, events, "en") == live        # nothing stored: the same words every time
    db = str(tmp_path / "s.sqlite")
    with Store(db) as store:
        sid = store.session("board1", 1, d["id"], d, encode_scenario(d), "raspberry_pi_pico", "0.1.0",
                            rules=Game.RULES, uid="0a1b2c3d")
        store.add_events(sid, events, received_at=1_700_000_000)
    r = CliRunner().invoke(cli, ["replay", str(sid), "--db", db, "--story"], env={"COLUMNS": "400"})
    assert r.exit_code == 0, r.output
    said = [ln.strip() for ln in r.output.splitlines() if ln.strip().startswith("Why: ")]
    assert said == [w for _k, _t, w in live if w]


def test_the_activation_names_its_target_by_the_wounds_on_the_recorded_sheets_never_a_hidden_hero():
    """Rules 7: the board's own story says whom its order points at on the sheets it recorded (heroes by
    their seats, the board knows no names): the fewest wounds (« Si il subit des dégâts, le Héros transfère
    autant de gemmes que de dégâts subits dans sa zone de blessure »), never the hidden hero with none
    (« Les unités de l'Overlord ne peuvent attaquer le héros au corps à corps. »)."""
    d = stealth_dict()
    scenario, _problems = load(d)
    g = new_game(scenario)
    assert g.start_solo(2, 4) is None and g.heroes([(2, 0), (1, 0), (0, 1)]) is None and g.begin_turn() is None
    assert solo.play(g, solo.do_game(g)) is None
    assert solo.command(g)[1] == solo.ATTACK_FEWEST and g.snapshot()["command"]["targets"] == [1]
    events = [{"seq": i + 1, "rec": g.records.to_list(g.record(i), 0)} for i in range(g.count)]
    en = next(w for k, _t, w in whys(scenario, d, events, "en") if k == "act")
    fr = next(w for k, _t, w in whys(scenario, d, events, "fr") if k == "act")
    assert en.endswith("; on the heroes' sheets it recorded, its target: hero 2 (1 wound); not hero 3: hidden, and "
                       "the Overlord's units cannot attack a hidden hero (the stealth rules)")
    assert fr.endswith("\u202f; sur les fiches de Héros qu'il a enregistrées, sa cible\u00a0: Héros 2 (1 blessure)"
                       "\u202f; pas Héros 3\u00a0: furtif, et les unités de l'Overlord ne peuvent pas attaquer un "
                       "Héros furtif (les règles de furtivité)")
    assert conan_view.replay_checks(scenario, events) == (1, [])


def test_H03_a_dead_hero_s_objective_is_read_by_the_order_to_advance():
    """A fallen hero is no target (« Si un Héros à toutes ses gemmes en Zone de Blessure, il meurt. »), and
    what they carried is no objective of the Overlord's figures: « Lorsqu'un personnage n'a plus de points de
    vie il meurt et sa figurine est retirée du plateau », « les troupes de l'Overlord ne peuvent jamais
    interagir avec les Cartes Equipement (utiliser les armes ou objets, ou même simplement les prendre ou les
    ramasser) »: to advance, they go for the objectives the living heroes have not taken."""
    d = stealth_dict()
    scenario, _problems = load(d)
    g = new_game(scenario)
    assert g.start_solo(2, 1) is None and g.heroes([(0, 0), (12, 2)]) is None and g.begin_turn() is None
    assert solo.play(g, solo.do_game(g)) is None
    assert solo.command(g)[1] == solo.ADVANCE and g.snapshot()["command"]["targets"] == [0]
    events = [{"seq": i + 1, "rec": g.records.to_list(g.record(i), 0)} for i in range(g.count)]
    en = next(w for k, _t, w in whys(scenario, d, events, "en") if k == "act")
    fr = next(w for k, _t, w in whys(scenario, d, events, "fr") if k == "act")
    assert en.endswith("; on the heroes' sheets it recorded, the heroes its figures may attack: hero 1; not hero 2: "
                       "fallen, off the board; what they carried is no objective of its figures, which never take "
                       "up the heroes' equipment: they go for the objectives the living heroes have not taken")
    assert fr.endswith("pas Héros 2\u00a0: hors de combat, hors du plateau\u202f; ce qu'ils portaient n'est pas un "
                       "objectif de ses figurines, qui ne ramassent jamais l'équipement des Héros\u00a0: elles vont "
                       "vers les objectifs que les Héros vivants n'ont pas pris")
