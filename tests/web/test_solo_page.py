"""The board plays the Overlord (docs/solo.md): the page shows each of its four
commands on a phone (390 px), in English and in French, in headless Chromium,
laid out as the rest of the book (no sideways scroll, no word cut, 44 px
targets, AA contrast).  Screenshots go to artifacts/ (solo-*.png)."""

from test_book_page import layout_problems
from webhelp import live_page, open_page, shot

from skelos.conan import solo
from skelos_host import presets
from skelos_host.sim import SimDevice

TITLE = {"en": "The Overlord's command: {tile}, {order}", "fr": "L'ordre de l'Overlord\u00a0: {tile}, {order}"}
ORDER = {"en": {"attack_nearest": "attack the nearest hero", "attack_fewest_wounds": "attack the hero with the "
                "fewest wounds", "advance": "advance to an objective", "hold": "hold an objective"},
         "fr": {"attack_nearest": "attaquer le Héros le plus proche", "attack_fewest_wounds": "attaquer le Héros qui a "
                "le moins de blessures", "advance": "avancer vers un objectif", "hold": "tenir un objectif"}}
TIE = {"en": "Tie: ", "fr": "Égalité\u00a0: "}
ANSWERS = {"en": "one orange die per hit beyond the passive defense, at most 2 (for a minion, only its tile's last "
                  "figure). Rerolls: at most 1 missed die.",
           "fr": "un dé orange par touche au-delà de la défense passive, au plus 2 (pour un sbire, seulement la "
                 "dernière figurine de sa tuile). Relances\u00a0: au plus 1 dé raté."}
LEVEL = {"en": "The board plays the Overlord, level 2", "fr": "Le plateau joue l'Overlord, niveau 2"}


def seeds_of_each_order():
    """For each order, a seed whose first activation at level 2 gives it (the core decides)."""
    scenario, _ = presets.load_scenario("pict-village")
    from skelos.games import new_game
    found = {}
    for seed in range(400):
        g = new_game(scenario)
        g.start_solo(2, seed)
        g.begin_turn()
        assert solo.play(g, solo.do_game(g)) is None
        c = solo.command(g)
        if c is not None:
            found.setdefault(solo.ORDERS[c[1]], (seed, g.scenario.tiles[c[0]].id))
        if len(found) == len(solo.ORDERS):
            return found
    raise AssertionError("some order never drawn: %s" % sorted(found))


def test_each_command_at_390_px_in_both_languages(tmp_path, browser):
    seeds = seeds_of_each_order()
    names = {t["id"]: t for t in presets.load_dict("pict-village")["tiles"]}
    with SimDevice(tmp_path / "sim") as board:
        live = live_page(board)
        try:
            c = live.source.client
            problems = {}
            for order, (seed, tile) in sorted(seeds.items()):
                while c.request("state")["state"]["can_undo"]:
                    c.request("undo")
                c.request("act", action="start_solo", args=[2, seed])
                c.request("act", action="begin_turn", args=[])
                r = c.request("press", button="turn", kind="short")      # the board's first step
                assert r["accepted"], r
                st = c.request("state")["state"]
                assert st["command"]["order"] == order and st["command"]["tile"] == tile
                for lang in ("en", "fr"):
                    page = open_page(browser, live.url, lang, 390)
                    page.wait_for_selector("#command h3")
                    name = names[tile]["name_fr" if lang == "fr" else "name"]
                    title = TITLE[lang].format(tile=name, order=ORDER[lang][order])
                    assert page.inner_text("#command h3").strip() == title
                    text = page.inner_text("#command")
                    assert TIE[lang] in text
                    assert ANSWERS[lang] in text
                    assert LEVEL[lang] in page.inner_text("#activations")
                    box = page.eval_on_selector("#command", "e => e.getBoundingClientRect().right")
                    assert box <= 390
                    found = {k: v for k, v in layout_problems(page).items() if v}
                    if found:
                        problems["%s %s" % (order, lang)] = found
                    shot(page, "solo-%s-%s-390.png" % (order, lang))
                    page.close()
            assert problems == {}
        finally:
            live.stop()
