"""Ties to the players (docs/solo.md, "Ties to the players"; rules 6): when two
events are worth the same to the board's Overlord, the page lists the tied
events with a button each, in English and in French, in headless Chromium on a
phone (390 px); Turn alone is refused, a button (its slot button, then Turn,
on the real device app) has the board carry out the chosen event, recorded as
the players' choice and explained so.  Screenshots: artifacts/solo-tie-*.png."""

from test_book_page import layout_problems
from webhelp import live_page, open_page, shot

from skelos.conan import solo
from skelos.games import load, new_game
from skelos_host import presets
from skelos_host.device.flasher import upload
from skelos_host.session.recorder import blob_crcs
from skelos_host.sim import SimDevice
from skelos_host.session.store import Store
from skelos_host.web.source import KnownScenarios

TIED = [{"name": "Reinforcement A", "name_fr": "Renfort A", "reinforcement": 4},
        {"name": "Reinforcement B", "name_fr": "Renfort B", "reinforcement": 4},
        {"name": "Nothing", "name_fr": "Rien", "reinforcement": 0}]
HEAD = {"en": "A tie: the players choose the event", "fr": "Égalité : les joueurs choisissent l'événement"}
BUTTON = {"en": "Slot button {n}: {event}", "fr": "Bouton de position {n} : {event}"}
NAMES = {"en": ("Reinforcement A", "Reinforcement B", "Nothing"), "fr": ("Renfort A", "Renfort B", "Rien")}
CHOSE = {"en": "the players chose {event}", "fr": "les joueurs ont choisi {event}"}
HELP = {"en": "Turn, with one of the tied events chosen: the board carries it out and spends its points.",
        "fr": "Tour, avec l'un des événements à égalité choisi : le plateau le réalise et dépense ses points."}
KILLS = ((2, 3), (3, 2))        # the warriors and two blue hunters die: figures for the events to bring back


def tie_dict():
    d = presets.load_dict("pict-village")
    d["id"] = "pict-village-tie"
    for t in d["tiles"]:
        if t.get("kind") == "event":
            t["events"] = [dict(e) for e in TIED]
    return d


def tie_seed(d):
    """A seed whose board's first step at level 2 draws the event tile (the core decides)."""
    scenario, problems = load(d)
    assert not problems
    ev = next(i for i, t in enumerate(scenario.tiles) if t.is_event)
    for seed in range(400):
        g = new_game(scenario)
        g.start_solo(2, seed)
        for t, n in KILLS:
            g.kill(t, n)
        g.begin_turn()
        assert solo.play(g, solo.do_game(g)) is None
        if g.pending == ev:
            return seed
    raise AssertionError("no seed draws the event tile first")


def _flat(text):
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").split())


def test_the_players_choose_a_tied_event_on_the_page_in_both_languages(tmp_path, browser):
    d = tie_dict()
    seed = tie_seed(d)
    db = str(tmp_path / "store.sqlite")
    with SimDevice(tmp_path / "sim") as board:
        live = live_page(board, scenarios=KnownScenarios(db))      # the page knows the scenario this host sent
        try:
            c = live.source.client
            blob, end = upload(c, d)
            with Store(db) as store:                # as `skelos flash` remembers it
                for crc in set(blob_crcs(blob)) | {end.get("crc")}:
                    if crc is not None:
                        store.remember_scenario(crc, d, blob)
            c.request("select", scenario=d["id"])
            c.request("new_game", discard=c.request("hello")["unfetched"])
            problems = {}
            for lang, choice in (("en", 1), ("fr", 0)):
                while c.request("state")["state"]["can_undo"]:
                    c.request("undo")
                c.request("act", action="start_solo", args=[2, seed])
                for t, n in KILLS:
                    c.request("act", action="kill", args=[t, n])
                c.request("act", action="begin_turn", args=[])
                r = c.request("press", button="turn", kind="short")      # the board draws the event tile
                assert r["accepted"], r
                st = c.request("state")["state"]
                assert st["command"] == {"tile": "event", "tie": [0, 1]}
                seq = st["seq"]
                r = c.request("press", button="turn", kind="short")      # no hidden coin: Turn alone is refused
                assert not r["accepted"] and r["refusal"]["code"] == "event_tie", r
                assert c.request("state")["state"]["seq"] == seq

                page = open_page(browser, live.url, lang, 390)
                page.wait_for_selector("#command-tie")
                box = _flat(page.inner_text("#command-tie"))
                assert _flat(HEAD[lang]) in box
                buttons = [_flat(b) for b in page.locator("#command-tie button").all_inner_texts()]
                assert buttons == [_flat(BUTTON[lang].format(n=i + 1, event=NAMES[lang][i])) for i in (0, 1)]
                assert _flat(HELP[lang]) in _flat(page.inner_text("#controls"))      # what Turn does now
                found = {k: v for k, v in layout_problems(page).items() if v}
                if found:
                    problems["tie " + lang] = found
                shot(page, "solo-tie-%s-390.png" % lang)

                page.click("#command-tie button[data-event='%d']" % choice)     # the players choose
                page.wait_for_function("() => !document.querySelector('#command-tie')")
                st = c.request("state")["state"]
                assert st["pending_event"] is None and st["command"] is None
                _g, events, _last = c.events(game=c.request("state")["game"])
                rec = events[-1]["rec"]
                assert rec[0] == "event" and rec[1] == choice and rec[2]      # the choice, the board's spending
                page.wait_for_selector("#command-why")
                why = _flat(page.inner_text("#command-why"))
                assert _flat(CHOSE[lang].format(event=NAMES[lang][choice])) in why, why
                shot(page, "solo-tie-chosen-%s-390.png" % lang)
                page.close()
            assert problems == {}
        finally:
            live.stop()
