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
    """For each order drawn, a seed whose first activation at level 2 gives it (the core decides; the patrol
    is a guard round's, never drawn)."""
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
        if len(found) == solo.PATROL:
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


def test_a_guard_round_s_patrol_at_390_px_in_both_languages(tmp_path, browser):
    """Rules 7 (docs/solo.md, "The board reads the heroes' sheets"): the sheets say every living hero hidden,
    the board's first step is a guard round, and the page says the patrol and what the players do for it."""
    from importlib import resources
    text = (resources.files("skelos_host") / "presets" / "pict-village.toml").read_text(encoding="utf-8")
    path = tmp_path / "pict-village-stealth.toml"
    path.write_text(text.replace('id = "pict-village"', 'id = "pict-village-stealth"\nstealth = true'),
                    encoding="utf-8")
    how = {"en": "A guard round: the figures move through the zones where a hidden hero may be",
           "fr": "Un tour de garde\u00a0: les figurines traversent les zones où un Héros furtif peut se trouver"}
    with SimDevice(tmp_path / "sim", scenario=str(path)) as board:
        live = live_page(board)
        try:
            c = live.source.client
            c.request("act", action="start_solo", args=[2, 4])
            c.request("act", action="heroes", args=[[[0, 1], [2, 1]]])
            c.request("act", action="begin_turn", args=[])
            assert c.request("press", button="turn", kind="short")["accepted"]
            st = c.request("state")["state"]
            assert st["guard"] and st["command"]["order"] == "patrol"
            problems = {}
            for lang, order in (("en", "patrol"), ("fr", "faire une ronde")):
                page = open_page(browser, live.url, lang, 390)
                page.wait_for_selector("#command h3")
                assert page.inner_text("#command h3").strip().endswith(", " + order)
                assert how[lang] in " ".join(page.inner_text("#command").split()).replace(" :", "\u00a0:")
                assert page.eval_on_selector("#command", "e => e.getBoundingClientRect().right") <= 390
                found = {k: v for k, v in layout_problems(page).items() if v}
                if found:
                    problems[lang] = found
                shot(page, "solo-patrol-%s-390.png" % lang)
                page.close()
            assert problems == {}
        finally:
            live.stop()
