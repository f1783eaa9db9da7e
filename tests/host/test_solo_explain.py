"""Why the board's Overlord did what it did (docs/solo.md, "Why, in words"): the
explanation is rebuilt from the game's state before each record and the record
(views.conan_explain), with the policy's own functions, so it names the very
candidates, weights, draws, tile and order the policy used, over many seeded
games; every record of the board's steps is explained, no player's record is."""

import random

from skelos.conan import solo
from skelos.conan.game import OVERLORD
from skelos.games import new_game
from skelos_host import presets, views
from skelos_host.session import story
from skelos_host.text import i18n
from skelos_host.views import conan_explain

PRESETS = ("pict-village", "approached-by-the-vandal", "crooks-hideout")


def play_logged(scenario, level, seed, turns=4):
    """A solo game played by the policy with the players killing figures between its steps:
    (game, seqs of the policy's records, [(facts before the activation, the tile pick the policy made)],
    [(order facts after the activation, the order pick the policy's command made)], events facts)."""
    g = new_game(scenario)
    assert g.start_solo(level, seed) is None
    rnd = random.Random(seed * 7 + level)
    picks = []
    real_pick = solo.pick

    def logging_pick(weighted, value):
        x = real_pick(weighted, value)
        picks.append((list(weighted), value, x))
        return x
    board, acts, orders, events = set(), [], [], []

    def do(name, args):
        before = conan_explain.facts(g, g.records.to_list(_record_of(g, name, args), 0)) if name in (
            "activate", "event") else None
        if name == "activate":
            acts.append((before, picks[-1]))
        r = getattr(g, name)(*args)
        if r is None:
            board.add(g.count)
            if name == "activate" and g.current >= 0:
                del picks[:]
                c = solo.command(g)
                orders.append((conan_explain.order_facts(g, g.current, solo.value(g, 1)), picks[-1], c))
            if name == "event":
                events.append((before, args[0]))
        return r
    solo.pick = logging_pick
    try:
        for _turn in range(turns):
            if g.over:
                break
            assert g.begin_turn() is None
            for _step in range(8):
                if g.over or g.phase != OVERLORD:
                    break
                assert solo.play(g, do) is None
                living = [t for t in range(len(g.hp)) if g.hp[t] and not g.scenario.tiles[t].is_event]
                if living and rnd.random() < 0.5 and not g.over and g.pending < 0:
                    assert g.kill(rnd.choice(living), 1) is None        # the heroes' strike, a player's record
    finally:
        solo.pick = real_pick
    return g, board, acts, orders, events


def _record_of(g, name, args):
    """The record the game's action `name` would make (to ask `facts` before it is applied)."""
    if name == "activate":
        return g.records.from_list(["act", args[0]])
    return g.records.from_list(["event", args[0], [list(p) for p in args[1]]] if args[0] is not None
                               else ["event", None, []])


def events_of(g):
    return [{"seq": i + 1, "rec": g.records.to_list(g.record(i), 0)} for i in range(g.count)]


def test_the_explanation_names_what_the_policy_weighed_and_drew_over_many_games():
    n_acts = n_orders = n_events = 0
    for name in PRESETS:
        scenario, _ = presets.load_scenario(name)
        d = presets.load_dict(name)
        for level in (1, 2, 3):
            for seed in range(12):
                g, board, acts, orders, events = play_logged(scenario, level, seed)
                for before, (weighted, value, slot) in acts:
                    assert before is not None
                    assert [(s, w) for s, _t, w in before["candidates"]] == weighted
                    assert before["value"] == value and before["slot"] == slot
                    assert before["rest"] == value % sum(w for _s, w in weighted)
                    n_acts += 1
                for facts, (weighted, value, order), command in orders:
                    assert facts["weights"] == weighted and facts["value"] == value
                    assert facts["order"] == order == command[1]
                    n_orders += 1
                for facts, choice in events:
                    assert facts["kind"] == "event"
                    assert (facts["choice"] if facts["choice"] >= 0 else (None if not facts["required"] else 0)) \
                        == choice
                    n_events += 1
                # the story explains each record of the board's steps, and no player's record
                told = story.told(views.view_of(scenario), d, events_of(g))
                assert told.note is None
                assert {e["seq"] for e in told.entries if "why" in e} == board, (name, level, seed)
                kinds = {e["seq"]: e["rec"][0] for e in events_of(g)}
                assert {e["seq"] for e in told.entries if e.get("step")} == {
                    s for s in board if kinds[s] in ("act", "end", "clean")}
                # the console's last step: from the last record that begins one
                last = story.why_lines(told.entries, "en")
                if last:
                    firsts = [e for e in told.entries if e.get("step")]
                    assert last[0][0] == story.line(firsts[-1], "en")
                for e in told.entries:
                    if "why" in e:
                        for lang in i18n.LANGUAGES:
                            said = story.text(e["why"], lang)
                            assert said and "{" not in said
    assert n_acts > 300 and n_orders > 200 and n_events > 5, (n_acts, n_orders, n_events)


def test_the_words_of_an_activation_name_the_weights_the_draw_the_tile_and_the_order():
    scenario, _ = presets.load_scenario("pict-village")
    d = presets.load_dict("pict-village")
    g, board, acts, orders, _events = play_logged(scenario, 3, 77, turns=1)
    told = story.told(views.view_of(scenario), d, events_of(g))
    first = next(e for e in told.entries if e["seq"] in board)
    before, _pick = acts[0]
    facts = orders[0][0]
    names = {t["id"]: t for t in d["tiles"]}
    for lang, tie in (("en", "tie: "), ("fr", "égalité\u00a0: ")):
        said = story.text(first["why"], lang)
        for s, t, w in before["candidates"]:
            tile = names[scenario.tiles[t].id]["name_fr" if lang == "fr" else "name"]
            assert ("%s (%s %d)\u00a0: %d" if lang == "fr" else "%s (%s %d): %d") % (
                tile, "position" if lang == "fr" else "slot", s, w) in said
        assert " %d, modulo %d " % (before["value"], before["total"]) in said
        assert " %d, modulo %d " % (facts["value"], facts["total"]) in said
        assert tie in said


def test_a_logged_solo_game_is_explained_the_same_live_in_its_replay_and_on_the_console(dev, tmp_path):
    import threading

    from click.testing import CliRunner
    from simhelp import press_all, wait_until

    from skelos_host.cli import cli
    from skelos_host.device.client import Client
    from skelos_host.session.recorder import Recorder
    from skelos_host.session.store import Store

    db = str(tmp_path / "s.sqlite")
    with Client.open(dev.port) as c:
        assert c.request("act", action="start_solo", args=[3, 4321])["seq"] == 1
    store = Store(db)
    rec = Recorder(store, port=dev.port, say=lambda m: None)
    t = threading.Thread(target=rec.run, daemon=True)
    t.start()
    wait_until(lambda: rec.session is not None)
    scenario, _ = presets.load_scenario("pict-village")
    d = presets.load_dict("pict-village")
    live = story.Story(views.view_of(scenario), d)

    def catch_up():             # the live story: each record told as it comes
        count = dev.app.game.count
        wait_until(lambda: store.last_seq(rec.session) == count, timeout=10)
        for e in store.events(rec.session):
            if e["seq"] == live.last + 1:
                live.add(e["seq"], e["rec"])
    for _turn in range(3):
        for _press in range(4):
            press_all(dev, ["turn"])     # the heroes' turn ends, then the Overlord's steps
            catch_up()
        slot1 = dev.snapshot()["river"][0]
        if slot1.get("status") == "alive":
            press_all(dev, [("slot1", True), "slot1", "undo"])       # the heroes strike, then undo it
            catch_up()
    catch_up()
    rec.stop.set()
    t.join(5)
    events = store.events(rec.session)
    whys = [(e["seq"], story.text(e["why"], "en")) for e in live.entries if "why" in e]
    assert len(whys) >= 8 and any(w.startswith("Why: the tiles the Overlord can pay for weigh ") for _s, w in whys)
    # a host that joins late tells the same
    late = story.told(views.view_of(scenario), d, events)
    assert [(e["seq"], story.text(e["why"], "en")) for e in late.entries if "why" in e] == whys

    # the replay's story: each why under its record's line, the same words
    r = CliRunner().invoke(cli, ["replay", str(rec.session), "--db", db, "--story"], env={"COLUMNS": "400"})
    assert r.exit_code == 0, r.output
    said = [ln.strip() for ln in r.output.splitlines() if ln.strip().startswith("Why: ")]
    assert said == [w for _s, w in whys]

    # the console: the last step and why, in both languages
    last = story.why_lines(live.entries, "en")
    assert last
    for lang, head in (("en", "Why the board's Overlord did its last step:"),
                       ("fr", "Pourquoi l'Overlord du plateau a fait sa dernière étape\u00a0:")):
        r = CliRunner().invoke(cli, ["--lang", lang, "status", "--port", dev.port], env={"COLUMNS": "400"})
        assert r.exit_code == 0, r.output
        assert head in r.output
        for line, why in story.why_lines(live.entries, lang):
            assert why in r.output and line in r.output


def test_a_rules_4_game_is_explained_with_its_recorded_draws():
    """A solo game stored before rules 5: the activation is explained with the draw recorded before it,
    its order with the draw recorded after it; the draws themselves are the source's, not a decision."""
    scenario, _ = presets.load_scenario("pict-village")
    d = presets.load_dict("pict-village")
    g = new_game(scenario, 4)
    assert g.start_solo(3, 4321) is None
    made = set()
    for _turn in range(3):
        assert g.begin_turn() is None
        while g.phase == OVERLORD and not g.over:
            n = g.count
            assert solo.play(g, solo.do_game(g)) is None
            made.update(range(n + 1, g.count + 1))
    events = events_of(g)
    told = story.Story(views.view_of(scenario), d)
    told.game = new_game(scenario, 4)       # (a Story replays with the current rules: this one, rules 4)
    for e in events:
        told.add(e["seq"], e["rec"])
    kinds = {e["seq"]: e["rec"][0] for e in events}
    whys = {e["seq"]: story.text(e["why"], "en") for e in told.entries if "why" in e}
    acts = [s for s in made if kinds[s] == "act"]
    assert len(acts) >= 4
    for s in acts:
        assert whys[s].startswith("Why: the tiles the Overlord can pay for weigh ")
        assert kinds[s - 1] == "draw" and " draw %d, " % events[s - 2]["rec"][1] in whys[s]
        if kinds.get(s + 1) == "draw":
            assert whys[s + 1].startswith("Why: its order, with the weights ")
    assert all(kinds[s] != "draw" or kinds.get(s - 1) == "act" for s in whys)
    assert set(whys) <= made


TIED = [{"name": "Reinforcement A", "name_fr": "Renfort A", "reinforcement": 4},
        {"name": "Reinforcement B", "name_fr": "Renfort B", "reinforcement": 4},
        {"name": "Nothing", "name_fr": "Rien", "reinforcement": 0}]


def tie_dict():
    """The Pict village with two events worth the same to the board's Overlord (and one worth nothing)."""
    d = presets.load_dict("pict-village")
    d["id"] = "pict-village-tie"
    for t in d["tiles"]:
        if t.get("kind") == "event":
            t["events"] = [dict(e) for e in TIED]
    return d


def at_a_tie(scenario):
    """A level-2 game whose board's first step draws the event tile and stops at the tie."""
    ev = next(i for i, t in enumerate(scenario.tiles) if t.is_event)
    for seed in range(400):
        g = new_game(scenario)
        assert g.rules >= 6 and g.start_solo(2, seed) is None
        assert g.kill(2, 3) is None and g.kill(3, 2) is None      # figures for the events to bring back
        assert g.begin_turn() is None
        assert solo.play(g, solo.do_game(g)) is None
        if g.pending == ev:
            assert solo.tied_events(g) == [0, 1]
            return g
    raise AssertionError("no seed draws the event tile first")


def test_a_tie_is_the_players_choice_told_checked_by_the_replay_and_said_by_the_console():
    from rich.console import Console

    from skelos.games import load
    from skelos_host.commands.status import render_state
    from skelos_host.views.conan import replay_checks

    d = tie_dict()
    scenario, problems = load(d)
    assert not problems
    g = at_a_tie(scenario)
    said = {}
    for lang in ("en", "fr"):
        console = Console(width=300, force_terminal=False, color_system=None)
        i18n.set_language(lang)
        try:
            with console.capture() as cap:
                console.print(render_state({"state": g.snapshot()}, scenario=d))
        finally:
            i18n.set_language("en")
        said[lang] = " ".join(cap.get().replace("\u00a0", " ").split())
    assert "A tie: the players choose the event" in said["en"]
    assert "Slot button 1: Reinforcement A, Slot button 2: Reinforcement B" in said["en"]
    assert "Égalité : les joueurs choisissent l'événement" in said["fr"]
    assert "Bouton de position 1 : Renfort A, Bouton de position 2 : Renfort B" in said["fr"]
    assert "Rien" not in said["fr"]
    assert solo.play(g, solo.do_game(g), 1) is None          # the players chose the second
    events = events_of(g)
    told = story.told(views.view_of(scenario), d, events)
    last = told.entries[-1]
    why = {lang: " ".join(story.text(last["why"], lang).replace("\u00a0", " ").split()) for lang in ("en", "fr")}
    assert ("a tie between Reinforcement A (4 reinforcement points), Reinforcement B (4 reinforcement points): "
            "the players chose Reinforcement B (4 reinforcement points); its points bring back") in why["en"], why
    assert ("égalité entre Renfort A (4 points de Renfort), Renfort B (4 points de Renfort) : les joueurs ont "
            "choisi Renfort B (4 points de Renfort)") in why["fr"], why
    # the replay: the players' choice among the tied is accepted, the board's spending checked
    steps, problems = replay_checks(scenario, events)
    assert problems == [] and steps >= 1
    changed = [dict(e) for e in events]
    changed[-1] = dict(events[-1], rec=["event", 2, []])        # an event the tie did not offer
    _steps, problems = replay_checks(scenario, changed)
    assert problems and "seq %d" % events[-1]["seq"] in problems[0]
