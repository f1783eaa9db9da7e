"""What the page says of the board's Overlord (docs/solo.md) is what it does, in
English and in French, in headless Chromium: in its turn the button help
gives Turn as its next step and leaves the slots' activations to it; a tile
without an attack is told so beside its order; once the game is over, no
step and no answers are offered."""

from click.testing import CliRunner
from webhelp import live_page, open_page

from skelos.conan import solo
from skelos_host import presets
from skelos_host.cli import cli
from skelos_host.sim import SimDevice

SCENARIO = "fortress-of-xapur"      # its "Unknown Monster" placeholder: no dice, no attack, no move
NEXT_STEP = {"en": "Turn: the board plays the Overlord's next step (an activation, its event, or the end of its turn).",
             "fr": "Tour : le plateau joue l'étape suivante de l'Overlord (une activation, son événement, ou la fin "
                   "de son tour)."}
ITSELF = {"en": "The board activates the tiles, buys their extra moves and casts their spells itself.",
          "fr": "Le plateau active lui-même les tuiles, achète leurs mouvements supplémentaires et lance leurs sorts."}
END_TURN = {"en": "Turn: end the Overlord's turn", "fr": "Tour : finir le tour de l'Overlord"}
SLOTS = {"en": "Slot buttons: activate", "fr": "Boutons de position : activer"}
NO_ATTACK = {"en": "{tile} has no attack: its figures attack no one.",
             "fr": "{tile} n'a pas d'attaque : ses figurines n'attaquent personne."}
OVER = {"en": "The game is over: the board plays the Overlord no more.",
        "fr": "La partie est finie : le plateau ne joue plus l'Overlord."}
HEROES_DONE = {"en": "Turn, when the heroes are done", "fr": "Tour, quand les Héros ont fini"}
ANSWERS = {"en": "Active defense asked of the Overlord", "fr": "Défense active demandée à l'Overlord"}


def plain(text):
    return " ".join(text.replace("\u00a0", " ").split())


def seed_activating_first(tile_id, level=2):
    """A seed whose first step at `level` activates `tile_id` (the core decides)."""
    from skelos.games import new_game
    scenario, _ = presets.load_scenario(SCENARIO)
    for seed in range(2000):
        g = new_game(scenario)
        g.start_solo(level, seed)
        g.begin_turn()
        assert solo.play(g, solo.do_game(g)) is None
        c = solo.command(g)
        if c is not None and g.scenario.tiles[c[0]].id == tile_id:
            return seed
    raise AssertionError("no seed activates %s first" % tile_id)


def test_the_page_says_what_the_boards_overlord_does_in_both_languages(tmp_path, browser):
    seed = seed_activating_first("unknown_monster")
    names = {t["id"]: t for t in presets.load_dict(SCENARIO)["tiles"]}
    db = str(tmp_path / "store.sqlite")
    with SimDevice(tmp_path / "sim") as board:
        r = CliRunner().invoke(cli, ["flash", SCENARIO, "--new-game", "--port", board.port, "--db", db])
        assert r.exit_code == 0, r.output
        live = live_page(board)
        try:
            c = live.source.client
            c.request("act", action="start_solo", args=[2, seed])
            c.request("act", action="begin_turn", args=[])

            def each_language(check):
                for lang in ("en", "fr"):
                    page = open_page(browser, live.url, lang, 390)
                    try:
                        page.wait_for_selector("#command")
                        check(lang, page)
                    finally:
                        page.close()

            def overlords_turn(lang, page):
                now = plain(page.inner_text("#now"))
                assert NEXT_STEP[lang] in now and ITSELF[lang] in now
                assert END_TURN[lang] not in now and SLOTS[lang] not in now
            each_language(overlords_turn)

            assert c.request("press", button="turn", kind="short")["accepted"]       # the board's first step
            st = c.request("state")["state"]
            assert st["command"]["tile"] == "unknown_monster" and st["command"]["order"] == "hold"
            assert st["command"]["attacks"] is False

            def unarmed(lang, page):
                page.wait_for_selector("#command h3")
                name = names["unknown_monster"]["name_fr" if lang == "fr" else "name"]
                assert NO_ATTACK[lang].format(tile=name) in plain(page.inner_text("#command"))
            each_language(unarmed)

            c.request("act", action="finish", args=[1])

            def over(lang, page):
                page.wait_for_function("(t) => document.querySelector('#command').innerText.replace(/\\u00a0/g, ' ')"
                                       ".includes(t)", arg=OVER[lang])
                text = plain(page.inner_text("#command"))
                assert HEROES_DONE[lang] not in text and ANSWERS[lang] not in text
                assert not page.query_selector("#command h3")
            each_language(over)
        finally:
            live.stop()
