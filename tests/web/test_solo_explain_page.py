"""Why the board's Overlord did what it did, on the page (docs/solo.md, "Why, in
words"), in English and in French, in headless Chromium on a phone (390 px):
under the command, the last step's records and why (an activation: the tiles it
could pay for, their weights, the draw, the tile, the order and its tie-break;
an event: the events' worths and the one carried out), and the same words
under each record in the story.  Screenshots go to artifacts/ (solo-why-*.png)."""

from test_book_page import layout_problems
from webhelp import live_page, open_page, shot

from skelos.conan import solo
from skelos.games import new_game
from skelos_host import presets, views
from skelos_host.session import story
from skelos_host.sim import SimDevice

SCENARIO = "pict-village"
ACT = {"en": "Why: the tiles the Overlord can pay for weigh ",
       "fr": "Pourquoi\u00a0: les tuiles que l'Overlord peut payer pèsent "}
ORDER = {"en": "its order, with the weights ", "fr": "son ordre, avec les poids "}
EVENT = {"en": "Why: each event is worth the reinforcement points it can spend, plus 3 for each tile it brings into "
               "the river: ",
         "fr": "Pourquoi\u00a0: chaque événement vaut les points de renfort qu'il peut dépenser, plus 3 par tuile "
               "qu'il fait entrer dans la rivière\u00a0: "}
HEAD = {"en": "Why the board's Overlord did its last step",
        "fr": "Pourquoi l'Overlord du plateau a fait sa dernière étape"}


def _kills(scenario):
    """One figure of each reinforceable tile with more than one, so that the event has something to bring back."""
    g = new_game(scenario)
    return [t for t in range(len(g.hp)) if not scenario.tiles[t].is_event and scenario.tiles[t].reinforcement
            and len(g.hp[t]) > 1]


def first_steps():
    """A seed whose first step at level 2 activates a unit tile, and one (after the kills) whose first
    step carries out an event (the core decides)."""
    scenario, _ = presets.load_scenario(SCENARIO)
    unit = event = None
    for seed in range(400):
        for killing in (False, True):
            g = new_game(scenario)
            g.start_solo(2, seed)
            if killing:
                for t in _kills(scenario):
                    assert g.kill(t, 1) is None
            g.begin_turn()
            assert solo.play(g, solo.do_game(g)) is None
            if not killing and unit is None and solo.command(g) is not None:
                unit = seed
            if killing and event is None and g.records.to_list(g.record(g.count - 1), 0)[0] == "event":
                event = seed
        if unit is not None and event is not None:
            return unit, event
    raise AssertionError("no seed found")


def story_run(entries):
    """The newest run of entries with a why, from the last that begins a step: the board's last step."""
    run = []
    for e in reversed(entries):
        if "why" in e:
            run.insert(0, e)
            if e.get("step"):
                break
        elif run:
            break
    return run


def _flat(text):
    """Text with its spaces made one (the French typography's no-break spaces too)."""
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").split())


def _text(page, sel):
    return _flat(page.inner_text(sel))


def test_the_page_says_why_an_activation_and_an_event_in_both_languages(tmp_path, browser):
    scenario, _ = presets.load_scenario(SCENARIO)
    d = presets.load_dict(SCENARIO)
    unit, event = first_steps()
    with SimDevice(tmp_path / "sim") as board:
        live = live_page(board)
        try:
            c = live.source.client
            problems = {}
            for what, seed in (("activation", unit), ("event", event)):
                while c.request("state")["state"]["can_undo"]:
                    c.request("undo")
                c.request("act", action="start_solo", args=[2, seed])
                if what == "event":
                    for t in _kills(scenario):
                        c.request("act", action="kill", args=[t, 1])
                c.request("act", action="begin_turn", args=[])
                r = c.request("press", button="turn", kind="short")      # the board's first step
                assert r["accepted"], r
                # what the host's explanation says of this game's records (the yardstick)
                _g, events, _last = c.events(game=c.request("state")["game"])
                told = story.told(views.view_of(scenario), d, events)
                assert story.why_lines(told.entries)
                for lang in ("en", "fr"):
                    page = open_page(browser, live.url, lang, 390)
                    page.wait_for_selector("#command-why")
                    box = _text(page, "#command-why")
                    assert _flat(HEAD[lang]) in box
                    whys = [_flat(story.text(e["why"], lang)) for e in story_run(told.entries)]
                    for w in whys:
                        assert w in box, (w, box)
                        assert w in _text(page, "#events")      # and under its record in the story
                    if what == "activation":
                        assert _flat(ACT[lang]) in box and _flat(ORDER[lang]) in box
                        assert page.inner_text("#command h3").strip()
                    else:
                        assert _flat(EVENT[lang]) in box
                    right = page.eval_on_selector("#command", "e => e.getBoundingClientRect().right")
                    assert right <= 390
                    found = {k: v for k, v in layout_problems(page).items() if v}
                    if found:
                        problems["%s %s" % (what, lang)] = found
                    shot(page, "solo-why-%s-%s-390.png" % (what, lang))
                    page.close()
            assert problems == {}
        finally:
            live.stop()
