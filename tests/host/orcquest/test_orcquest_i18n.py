"""OrcQuest WarPath in French: the combat calculator, scenario listings, the
device's state, the core's validator reasons and refusals."""

import itertools
import os
import re
import subprocess
import sys

import pytest
from click.testing import CliRunner

from orc_fixtures import BAD_ORC
from simhelp import wait_until
from skelos.games import new_game
from skelos.orcquest.combat import combat
from skelos.orcquest.scenario import load
from skelos_host import presets, views
from skelos_host.text import i18n, reasons
from skelos_host.cli import cli
from skelos_host.views.orcquest import hp_text, summary, translate_step

sim = pytest.importorskip("skelos_host.sim")

PRESET = "orcquest-warpath"
FRENCH = {"LANG": "fr_FR.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "COLUMNS": "250"}


def run(*args, env=FRENCH):
    return CliRunner().invoke(cli, [str(a) for a in args], env=env)


@pytest.fixture
def french():
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


def _skelos(*args, lang="fr_FR.UTF-8"):
    env = dict(os.environ, LANG=lang, LC_ALL="", LC_MESSAGES="", COLUMNS="250")
    return subprocess.run([sys.executable, "-m", "skelos_host.cli", *[str(a) for a in args]],
                          capture_output=True, text=True, env=env, timeout=60)


# ------------------------------------------------------------ combat calculator
def test_combat_explains_each_step_in_french():
    r = _skelos("orcquest", "combat", "--hits", "1o1r", "--shields", "o", "--hp", "orange")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == [
        "touches\u00a0: 1 rouge, 1 orange\u202f; boucliers\u00a0: 1 orange\u202f; "
        "défenseur\u00a0: points de vie orange",
        " 1. 1 touche rouge non annulée (plus de bouclier rouge ou plus fort)",
        " 2. un bouclier orange annule une touche orange",
        " 3. 1 touche rouge x 2 = 2 points de vie orange",
        " 4. dégâts\u00a0: 2 points de vie orange",
    ]
    r = _skelos("orcquest", "combat", "--hits", "red, 2 yellow, 2 orange", "--shields", "red,yellow,yellow,yellow",
                "--hp", "orange", "--hit-points", "4")
    assert r.returncode == 0, r.stderr
    out = r.stdout.splitlines()
    assert out[0] == ("touches\u00a0: 1 rouge, 2 orange, 2 jaunes\u202f; boucliers\u00a0: 1 rouge, 3 jaunes\u202f; "
                      "défenseur\u00a0: points de vie orange")
    assert " 1. un bouclier rouge annule une touche rouge" in out
    assert " 2. 2 touches orange non annulées (plus de bouclier orange ou plus fort)" in out
    assert " 5. 1 bouclier jaune inutilisé" in out
    assert " 6. 2 touches orange x 1 = 2 points de vie orange" in out
    assert out[-2:] == [" 7. dégâts\u00a0: 2 points de vie orange", "toujours debout\u00a0: 2 points de vie restants"]
    r = _skelos("orcquest", "combat", "--hits", "3y", "--hp", "orange", "--hit-points", "1")
    assert " 1. 3 touches jaunes non annulées (plus de bouclier jaune ou plus fort)" in r.stdout
    assert " 2. 3 touches jaunes supprimées\u00a0: trop faibles pour des points de vie orange" in r.stdout
    assert "boucliers\u00a0: aucun bouclier" in r.stdout and "dégâts\u00a0: 0 point de vie orange" in r.stdout
    r = _skelos("orcquest", "combat", "--hits", "2r", "--shields", "2o", "--hp", "yellow", "--hit-points", "8")
    assert ". 2 boucliers orange inutilisés\n" in r.stdout
    assert " 3. 2 touches rouges x 4 = 8 points de vie jaunes" in r.stdout
    assert "vaincu\u00a0: dégâts 8 >= points de vie restants 8\u202f; " \
           "s'il tombe ainsi d'un seul coup, les Héros gagnent " \
           "sa valeur Badass +1" in r.stdout and "O04" not in r.stdout
    # and English stays English
    r = _skelos("orcquest", "combat", "--hits", "1o1r", "--shields", "o", "--hp", "orange", lang="en_US.UTF-8")
    assert r.stdout.splitlines()[1] == " 1. 1 red hit not cancelled (no shield left of red or stronger)"


def test_bad_dice_are_explained_in_french():
    r = _skelos("orcquest", "combat", "--hits", "2x")
    assert r.returncode == 2
    assert "Erreur\u00a0: Valeur invalide\u00a0: --hits '2x'\u00a0: impossible de lire '2x'\u202f; " \
           "écrivez des nombres et des couleurs " \
           "comme 2r1o ou red,orange,yellow (r = rouge, o = orange, y = jaune)" in r.stderr
    r = run("orcquest", "combat", "--hits", "100r")
    assert r.exit_code == 2 and "--hits '100r'\u00a0: 99 dés au plus" in r.output


def test_every_step_the_core_can_explain_has_its_french(french):
    english = re.compile(r"\b(hits?|shields?|cancels?|dropped|unused|damage|stronger|weak)\b")
    seen = set()
    for counts in itertools.product(range(3), repeat=6):
        for hp in range(3):
            for step in combat(counts[:3], counts[3:], hp)["steps"]:
                fr = translate_step(step)
                assert fr != step and not english.search(fr), (step, fr)
                seen.add(re.sub(r"\d+|yellow|orange|red|an? ", "", step))
    assert len(seen) >= 9   # each kind of step, singular and plural


# ------------------------------------------------------------ scenarios
def test_scenario_show_list_and_validate_in_french():
    r = run("scenario", "show", PRESET)
    assert r.exit_code == 0, r.output
    for text in ("OrcQuest WarPath\u00a0: le", "tour des Héros", "bouton", "Héros", "Héros 2", "ennemis", "ennemi",
                 "points de vie", "Garde", "Chien de Guerre", "2 orange", "1 jaune",
                 "la piste Badass part de 0\u202f; tours 1..sans limite",
                 "Absent des sources (à vérifier avant de jouer)\u00a0:"):
        assert text in r.output, text
    shown = r.output.split("Absent des sources")[0]   # the preset's own notes are data, in English
    assert "Badass track" not in shown and "button" not in shown and "enemies" not in shown
    r = run("scenario", "list")
    assert "OrcQuest\u00a0: 4 Héros, 2 types d'ennemis, Badass 0" in r.output
    r = run("scenario", "validate", PRESET)
    assert r.exit_code == 0 and "orcquest-warpath, 4 Héros, 2 types d'ennemis" in r.output, r.output


# every reason the OrcQuest validator gives (its own and the ones it shares with the Book of Skelos)
BROKEN = [
    {"format": 3, "game": "conan", "id": "Bad Id!", "name": "", "name_fr": 3, "extra": 1, "unsourced": "x",
     "heroes": [{"id": "a", "name": "A" * 61, "color": [1, 2], "x": 1}, {"id": "a", "name": "B"}, "hero",
                {"id": "Bad!", "name": "C", "color": [300, 0, 0]}],
     "enemies": [{"id": "e", "name": "E", "badass": "2", "hp": 0, "hp_color": "blue"}, 7],
     "badass": {"start": 5, "max": 2, "x": 1}, "turns": {"start": 4, "last": 2, "y": 0}},
    {"game": "orcquest", "id": "x", "name": "X", "heroes": [], "enemies": "e", "badass": 3, "turns": []},
    {"game": "orcquest", "id": "x", "name": "X", "heroes": [{"id": "h", "name": "H"}] * 7,
     "enemies": [{"id": "e%d" % i, "name": "E", "badass": 1} for i in range(17)]},
    "not a dict",
]


def test_validation_errors_in_french_keep_the_field_path(french):
    seen = 0
    for d in BROKEN:
        for problem in load(d)[1]:
            path, _, reason = problem.partition(": ")
            fr = reasons.translate_problem(problem)
            assert fr.startswith(reasons.counted_from_1(path) + "\u00a0: "), (problem, fr)
            assert fr != problem, "no French for: " + problem
            seen += 1
    assert seen > 25
    assert reasons.translate_problem("heroes[1].id: duplicate id 'orrus'") == \
        "heroes[2].id\u00a0: identifiant 'orrus' en double"
    assert reasons.translate_problem("game: must be orcquest") == "game\u00a0: doit être orcquest"
    assert reasons.translate_problem("heroes: must be a list of 1..6 entries") == \
        "heroes\u00a0: doit être une liste de 1..6 entrées"
    assert reasons.translate_problem("badass.max: must be at least badass.start (5)") == \
        "badass.max\u00a0: doit valoir au moins badass.start (5)"
    assert reasons.translate_problem("game: must be a sandwich") == "game: must be a sandwich"   # not the core's


def test_malformed_orcquest_scenario_is_refused_in_french(tmp_path):
    f = tmp_path / "bad.toml"
    f.write_text(BAD_ORC, encoding="utf-8")
    r = _skelos("scenario", "validate", f)
    assert r.returncode == 1
    assert "Erreur\u00a0: %s\u00a0: 4 problèmes" % f in r.stderr
    for line in ("  heroes[2].id\u00a0: identifiant 'orrus' en double", "  enemies[1].badass\u00a0: est obligatoire",
                 "  enemies[1].hp_color\u00a0: doit être l'une des valeurs yellow, orange, red",
                 "  badass.start\u00a0: doit être entre 0 et 250"):
        assert line in r.stderr.splitlines(), r.stderr


def test_refusals_of_the_orcquest_core_in_french(french):
    scenario, _ = presets.load_scenario(PRESET)
    game = new_game(scenario)
    def text(r):
        return views.refusal_text(r[0], r[1:], scenario.game)

    assert text(game.action(0)) == "aucune activation de héros en cours\u00a0: commencez-en une"
    assert views.refusal_rules(*game.action(0), game=scenario.game) == ["O01"]
    assert game.start(0) is None and game.action(0, 1, 0, 1) is None
    assert text(game.combo(1)) == \
        "le Combo 1 demande deux actions consécutives du héros activé ayant chacune infligé une blessure"
    assert text(game.action(1, 0, 1)) == "pas assez de points Badass"
    assert text(game.start(1)) == "terminez d'abord l'activation du héros en cours"
    assert views.refusal_line(*game.start(1), game=scenario.game) == \
        "terminez d'abord l'activation du héros en cours (règle du livre\u00a0: les points d'Action)"
    i18n.set_language("en")
    assert text(game.start(1)) == "finish the current hero's activation first"


def test_hit_points_agree_with_their_colour(french):
    assert [hp_text(2, c) for c in ("yellow", "orange", "red")] == ["2 jaunes", "2 orange", "2 rouges"]
    assert hp_text(1, "red") == "1 rouge"
    i18n.set_language("en")
    assert hp_text(2, "yellow") == "2 yellow"


def test_session_summary_in_french(french):
    info = {"serial": "abc", "game": 2, "scenario_id": PRESET}
    f = {"records": 14, "in_effect": 12, "round": 1, "over": None, "badass": 1, "gained": 2, "spent_extra": 1,
         "spent_cards": 0, "actions": {"Orrus": 2}, "kills": {"Guard": 1}, "combos": {"combo 1": 1}}
    assert summary(1, info, f) == (
        "session 1 (abc partie 2, orcquest-warpath, OrcQuest)\u00a0: "
        "14 enregistrements, 12 en vigueur, tour 1 atteint, "
        "en cours\u202f; Badass 1 maintenant, +2 pour les ennemis vaincus, -1 pour les Actions supplémentaires, "
        "-0 pour les cartes\u202f; actions\u00a0: Orrus 2\u202f; ennemis vaincus 1\u202f; combos 1")


# ------------------------------------------------------------ against the simulator
def test_status_of_an_orcquest_board_in_french(tmp_path):
    with sim.SimDevice(tmp_path / "board", scenario=PRESET) as dev:
        r = run("status", "--port", dev.port)
        assert r.exit_code == 0, r.output
        for text in ("bouton", "Héros", "état", "prêt", "ennemis", "points de vie", "1 jaune", "LED",
                     "tour 1 (sans dernier tour), Tour des Héros  Badass 0  combo 1 verrouillé, combo 2 verrouillé  "
                     "ennemis vaincus 0"):
            assert text in r.output, text
        dev.press("slot1")
        dev.wait_idle()
        wait_until(lambda: dev.snapshot()["current"] == "orrus")
        r = run("status", "--port", dev.port)
        assert "◀ en action" in r.output
        assert ("tour 1 (sans dernier tour), un Héros agit  points d'Action 2/2  Badass 0  "
                "coût de la prochaine Action supplémentaire\u00a0: 1") in r.output
        dev.press("turn")
        dev.wait_idle()
        wait_until(lambda: dev.snapshot()["pending_event"] == "orrus")
        r = run("status", "--port", dev.port)
        assert "carte Événement" in r.output and "carte Événement de Orrus en cours de résolution" in r.output
        assert "une carte Événement à résoudre" in r.output and "∞" not in r.output
        r = run("--lang", "en", "status", "--port", dev.port)
        assert "round 1 (no last round), an event card to resolve" in r.output
        assert "event card of Orrus being resolved" in r.output
