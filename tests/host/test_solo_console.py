"""The console (`skelos status`) says what the board's Overlord does (docs/solo.md),
in English and in French: its level, the command and, for a tile without an
attack, that its figures attack no one; once the game is over, no step to play."""

from rich.console import Console

from skelos.conan import solo
from skelos.games import new_game
from skelos_host import presets
from skelos_host.text import i18n
from skelos_host.commands.status import render_state

SCENARIO = "fortress-of-xapur"


def text_of(game, lang):
    d = presets.load_dict(SCENARIO)
    console = Console(width=200, force_terminal=False, color_system=None)
    i18n.set_language(lang)
    try:
        with console.capture() as cap:
            console.print(render_state({"state": game.snapshot()}, scenario=d))
    finally:
        i18n.set_language("en")
    return " ".join(cap.get().replace("\u00a0", " ").split())


def test_the_console_tells_the_boards_command_and_nothing_once_over():
    scenario, _ = presets.load_scenario(SCENARIO)
    for seed in range(2000):          # a first step that activates the placeholder monster (no attack)
        g = new_game(scenario)
        g.start_solo(2, seed)
        g.begin_turn()
        before = {lang: text_of(g, lang) for lang in ("en", "fr")}
        assert solo.play(g, solo.do_game(g)) is None
        c = solo.command(g)
        if c is not None and g.scenario.tiles[c[0]].id == "unknown_monster":
            break
    else:
        raise AssertionError("no seed activates the unknown monster first")
    assert "Turn: the board plays the Overlord's next step" in before["en"]
    assert "Tour : le plateau joue l'étape suivante de l'Overlord" in before["fr"]
    en, fr = text_of(g, "en"), text_of(g, "fr")
    assert "The board plays the Overlord, level 2" in en and "Le plateau joue l'Overlord, niveau 2" in fr
    assert "The Overlord's command: Unknown Monster, hold an objective" in en
    assert "L'ordre de l'Overlord : Monstre inconnu, tenir un objectif" in fr
    assert "Unknown Monster has no attack: its figures attack no one." in en
    assert "Monstre inconnu n'a pas d'attaque : ses figurines n'attaquent personne." in fr
    assert g.finish(1) is None
    en, fr = text_of(g, "en"), text_of(g, "fr")
    assert "The game is over: the board plays the Overlord no more." in en
    assert "La partie est finie : le plateau ne joue plus l'Overlord." in fr
    assert "The Overlord's command" not in en and "L'ordre de l'Overlord" not in fr
    assert "Turn, when the heroes" not in en and "Tour, quand les Héros" not in fr


def test_the_story_tells_the_boards_order_with_its_activation():
    """Rules 5 keeps no record ``draw``: the activation's line tells the order the board gave."""
    from skelos_host.session import story
    from skelos_host.views import conan
    d = presets.load_dict("pict-village")
    scenario, _ = presets.load_scenario("pict-village")
    g = new_game(scenario)
    assert g.start_solo(2, 77) is None and g.begin_turn() is None
    assert solo.play(g, solo.do_game(g)) is None
    tile, order, _moves = solo.command(g)
    events = [{"seq": i + 1, "rec": g.record_list(i)} for i in range(g.count)]
    st = story.told(conan, d, events)
    act = next(k for k, e in enumerate(events) if e["rec"][0] == "act")
    en = story.line(st.entries[act], "en")
    fr = story.line(st.entries[act], "fr").replace("\u00a0", " ")
    assert en.endswith("; the board's order: " + conan.ORDER_NAMES[order]), en
    i18n.set_language("fr")
    try:
        said = i18n._(conan.ORDER_NAMES[order]).replace("\u00a0", " ")
    finally:
        i18n.set_language("en")
    assert "; l'ordre du plateau : " + said in fr, fr
