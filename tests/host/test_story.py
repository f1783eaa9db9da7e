"""The story of a game in words (skelos_host.session.story and each game's view), in English and French."""

import re

from skelos.games import load, new_game

from skelos_host import presets
from skelos_host.session import story
from skelos_host.views import conan, orcquest


def play(d, script):
    """Play (action, args) pairs through the core; the records as the board lists them."""
    s, problems = load(d)
    assert not problems, problems
    g = new_game(s)
    events = []
    for name, args in script:
        r = getattr(g, name)(*args)
        assert r is None, (name, args, r)
        events.append({"seq": g.count, "rec": g.record_list(g.count - 1)})
    return events


def lines(st, lang):
    return [story.line(e, lang) for e in st.entries]


def village(**extra):
    d = presets.load_dict("pict-village")
    d.update(extra)
    return d


SPELLS = [{"name": "Dark Pact", "cost": 2, "caster": "zogar"},
          {"name": "Mist", "reaction": True}]


def test_the_worked_turn_reads_as_the_rulebook_tells_it():
    events = play(village(), [("begin_turn", []), ("activate", [3]), ("extra_move", [2, 1]), ("activate", [1]),
                              ("end_turn", [])])
    st = story.told(conan, village(), events)
    assert lines(st, "en") == [
        "Turn 1, Overlord: The Overlord's turn begins: 3 gems back from fatigue",
        "Turn 1, Overlord: Pict Warriors - Purple activated, slot 3, 3 gems",
        "Turn 1, Overlord: Pict Warriors - Purple, figure 3: 1 extra move, 1 gem",
        "Turn 1, Overlord: Pict Hunters - Red activated, slot 1, 1 gem",
        "Turn 1, Overlord: The Overlord ends the turn: 1 spent gem goes to fatigue",
    ]
    assert lines(st, "fr") == [
        "Tour 1, Overlord\u00a0: Début du tour de l'Overlord\u00a0: 3 gemmes reviennent de la zone de fatigue",
        "Tour 1, Overlord\u00a0: Activation de Guerriers pictes (socle violet), position 3, 3 gemmes",
        "Tour 1, Overlord\u00a0: Guerriers pictes (socle violet), figurine 3\u00a0: "
        "1 mouvement supplémentaire, 1 gemme",
        "Tour 1, Overlord\u00a0: Activation de Chasseurs pictes (socle rouge), position 1, 1 gemme",
        "Tour 1, Overlord\u00a0: L'Overlord finit son tour\u00a0: 1 gemme dépensée va dans la zone de fatigue",
    ]


def _every_conan_record():
    d = village(stealth=True, spells=SPELLS)
    script = [
        ("defend", [2]),                                               # heroes' turn: an active defense
        ("reroll", [1]),
        ("cast", [1, 1]),                                              # a reaction spell, any time
        ("damage", [0, 1, 0, 0]),                                      # a hunter: all stopped (defense 1)
        ("begin_turn", []),
        ("vigilance_up", [1]),                                         # spotted at the start of the turn
        ("guard_round", []),
        ("vigilance_up", [2]),                                         # spotted during the guard round
        ("vigilance_up", [0]),                                         # a body found
        ("activate", [2]),                                             # Zogar Sag
        ("cast", [0, 2]),
        ("damage", [1, 5, 0, 0]),                                      # Zogar: 2 wounds, 3 hit points left
        ("damage", [0, 3, 0, 1]),                                      # a hunter dies
        ("kill", [0, 3]),                                              # the last three: the tile is dead
        ("undo", []),
        ("redo", []),
        ("end_turn", []),
        ("begin_turn", []),
        ("activate", [7]),                                             # the dead red hunters, slot 7
        ("clean", [0]),
        ("deaths", [[[3, 1], [2, 1]]]),                                # blue hunters and warriors at once
        ("finish", [2]),
    ]
    return d, play(d, script)


def test_every_conan_record_is_told_in_both_languages():
    d, events = _every_conan_record()
    st = story.told(conan, d, events)
    kinds = {e["rec"][0] for e in events}
    assert kinds >= {"turn", "act", "defend", "reroll", "cast", "end", "damage", "deaths", "clean", "vigil", "guard",
                     "finish", "undo", "redo"}
    for lang in ("en", "fr"):
        told = lines(st, lang)
        assert len(told) == len(events)
        for line in told:
            assert "{" not in line and "record" not in line and "enregistrement" not in line, line
    en = lines(st, "en")
    assert en[3] == "Turn 0, Heroes: Pict Hunters - Red, figure 1: 1 hit; all stopped by its defense"
    assert en[6] == "Turn 1, Overlord: Guard round: the activations of this turn form a guard round"
    assert en[7] == "Turn 1, Overlord: Vigilance rises to 2: a hero was spotted during the guard round"
    assert en[10] == "Turn 1, Overlord: Spell Dark Pact cast: 2 gems on its card"
    assert en[11] == "Turn 1, Overlord: Zogar Sag, figure 1: 5 hits; 2 wounds, 3 hit points left"
    assert en[12] == "Turn 1, Overlord: Pict Hunters - Red, figure 2: 3 hits; 2 wounds: the figure dies"
    assert en[13] == ("Turn 1, Overlord: Deaths: 3 figures of Pict Hunters - Red; the dead tile goes to the end of "
                      "the river: Pict Hunters - Red")
    assert en[14] == "Turn 1, Overlord: Undone: " + en[13].split(": ", 1)[1]
    assert st.entries[14]["undoes"] == 14 and st.entries[15]["redoes"] == 14
    assert en[18] == ("Turn 2, Overlord: Pict Hunters - Red activated, slot 7, 7 gems: a dead tile, it only goes to "
                      "the end of the river")
    assert en[19] == ("Turn 2, Overlord: Cleaning the river: the dead tile Pict Hunters - Red is removed from the "
                      "game, with 2 gems")
    assert en[20] == "Turn 2, Overlord: Deaths: 1 figure of Pict Hunters - Blue, 1 figure of Pict Warriors - Purple"
    assert en[21] == "Turn 2, Overlord: Game over: the Overlord won"
    fr = lines(st, "fr")
    # spells have no French name
    assert fr[10] == "Tour 1, Overlord\u00a0: Sort Dark Pact lancé\u00a0: 2 gemmes sur sa carte"
    assert fr[2] == "Tour 0, Héros\u00a0: Sort Mist lancé\u00a0: 1 gemme sur sa carte"
    assert fr[21] == "Tour 2, Overlord\u00a0: Partie finie\u00a0: l'Overlord a gagné"


def test_an_event_its_reinforcements_and_the_end_of_time():
    d = village(gems={"available": 20, "fatigue": 3}, turns={"start": 0, "last": 1})
    events = play(d, [("begin_turn", []), ("kill", [0, 2]), ("activate", [7]),
                      ("event", [0, [[0, 2]]]), ("end_turn", [])])
    en = lines(story.told(conan, d, events), "en")
    assert en[2] == "Turn 1, Overlord: Event tile activated, slot 7, 7 gems: the Overlord carries out one of its events"
    assert en[3] == ("Turn 1, Overlord: Event carried out: Reinforcement (4 reinforcement points); reinforcements: "
                     "2 figures of Pict Hunters - Red")
    assert en[4] == "Turn 1, Overlord: The Overlord ends the turn; End of time: the last turn is over, the game ends"
    fr = lines(story.told(conan, d, events), "fr")
    assert fr[3] == ("Tour 1, Overlord\u00a0: Événement réalisé\u00a0: Renfort (4 points de Renfort)\u202f; "
                     "renforts\u00a0: 2 figurines de "
                     "Chasseurs pictes (socle rouge)")


def test_every_orcquest_record_is_told():
    d = presets.load_dict("orcquest-warpath")
    d["badass"] = {"start": 6}
    events = play(d, [("start", [0]), ("action", [0, 1, 0, 1]), ("action", [0, 1, 0, 1]), ("combo", [1, 1]),
                      ("combo", [2, 0]), ("action", [1, 0, 1, 0]), ("kill", [0, 1]), ("spend", [1]),
                      ("end_activation", []), ("event_done", []), ("undo", []), ("redo", []),
                      ("finish", [1])])
    st = story.told(orcquest, d, events)
    en = lines(st, "en")
    assert en[0] == "Round 1, Orrus: Orrus starts an activation with 2 action points"
    assert en[1] == "Round 1, Orrus: Orrus acts and wounds: 1 action point"
    assert en[3] == "Round 1, Orrus: Orrus plays Combo 1 and wounds"
    assert en[5] == "Round 1, Orrus: Hero 2 acts: 1 extra action for 1 Badass"
    assert en[8] == "Round 1, Orrus: Orrus's activation ends: the event card is drawn"
    assert en[9] == "Round 1: Event card of Orrus resolved"
    assert en[12] == "Round 1: Game over: the heroes won"
    fr = lines(st, "fr")
    assert fr[5] == "Tour 1, Orrus\u00a0: Héros 2 agit\u00a0: 1 Action supplémentaire pour 1 Badass"
    for line in en + fr:
        assert "{" not in line and "record" not in line and "enregistrement" not in line, line


def test_rounds_roll_over_in_the_story():
    d = presets.load_dict("orcquest-warpath")
    heroes = len(d["heroes"])
    script = []
    for i in range(heroes):
        script += [("start", [i]), ("end_activation", []), ("event_done", [])]
    events = play(d, script + [("next_round", [])])
    en = lines(story.told(orcquest, d, events), "en")
    assert en[-1] == "Round 2: Round 2 begins: every hero can act again"


def test_without_the_scenario_the_records_are_shown_as_sent():
    events = play(village(), [("begin_turn", []), ("activate", [3])])
    st = story.told(conan, None, events)
    assert st.note is not None and "does not know the scenario" in story.text(st.note, "en")
    assert lines(st, "en") == ['record 1 as the board sent it: ["turn"]', 'record 2 as the board sent it: ["act", 3]']
    assert lines(st, "fr")[1] == "enregistrement 2 tel que la carte l'a envoyé\u00a0: [\"act\", 3]"


def test_a_record_the_host_refuses_stops_the_replay_honestly():
    d = village()
    st = story.Story(conan, d)
    st.add(1, ["turn"])
    st.add(2, ["act", 9])                        # no slot 9: this host's core refuses it
    st.add(3, ["act", 1])                        # and everything after is shown as sent
    st.add(4, "garbage")
    assert lines(st, "en")[1:] == ['record 2 as the board sent it: ["act", 9]',
                                   'record 3 as the board sent it: ["act", 1]',
                                   'record 4 as the board sent it: "garbage"']


def test_records_come_in_order():
    st = story.Story(conan, village())
    st.add(1, ["turn"])
    try:
        st.add(3, ["act", 1])
    except ValueError as e:
        assert "after 1" in str(e)
    else:
        raise AssertionError("a gap was accepted")
    assert st.last == 1


def test_phrases_are_json_and_every_message_is_in_the_catalogues():
    import json

    from skelos_host.text import i18n
    d, events = _every_conan_record()
    st = story.told(conan, d, events)
    assert json.loads(json.dumps(st.entries)) == st.entries
    messages = set()

    def walk(v):
        if isinstance(v, list) and v:
            messages.add(tuple(v[0]) if isinstance(v[0], list) else v[0])
            for a in v[1].values():
                walk(a)
        elif isinstance(v, dict) and "list" in v:
            for a in v["list"]:
                walk(a)
    for e in st.entries:
        walk(e["text"])
        walk(e["when"])
    for lang in ("en", "fr"):
        t = i18n.translations(lang)
        for m in messages:
            got = t.ngettext(m[0], m[1], 2) if isinstance(m, tuple) else t.gettext(m)
            assert got and (lang == "en" or got != m or re.fullmatch(r"[{}\w ,;]*", m)), (lang, m)


def test_the_overlords_upkeep_counts_the_spent_gems_moved_to_fatigue():
    # `t 2 e t d t` on the board: before the last turn record, available 9, fatigue 3,
    # active defense 1; the spent gem goes to fatigue, then 4 gems (recovery 5) come back
    d = presets.load_dict("clutches-of-the-picts-3h")
    events = play(d, [("begin_turn", []), ("activate", [2]), ("extra_move", [0, 1]), ("end_turn", []),
                      ("defend", [1]), ("begin_turn", [])])
    st = story.told(conan, d, events)
    en, fr = lines(st, "en"), lines(st, "fr")
    assert en[3] == "Turn 1, Overlord: The Overlord ends the turn: 1 spent gem goes to fatigue"
    assert en[5] == ("Turn 2, Overlord: The Overlord's turn begins: 1 spent gem goes to fatigue, then 4 gems back "
                     "from fatigue")
    assert fr[5] == ("Tour 2, Overlord\u00a0: Début du tour de l'Overlord\u00a0: "
                     "1 gemme dépensée va dans la zone de fatigue, "
                     "puis 4 gemmes reviennent de la zone de fatigue")


# ------------------------------------------------------------ every number is the game's own
from hypothesis import HealthCheck, given, settings, strategies as hs  # noqa: E402

from skelos.conan.game import Game  # noqa: E402

_small = hs.integers(min_value=0, max_value=8)
_ACTIONS = hs.one_of(
    hs.tuples(hs.just("begin_turn")), hs.tuples(hs.just("end_turn")), hs.tuples(hs.just("begin_turn")),
    hs.tuples(hs.just("end_turn")),
    hs.tuples(hs.just("activate"), hs.integers(min_value=1, max_value=8)),
    hs.tuples(hs.just("extra_move"), _small, hs.integers(min_value=1, max_value=3)),
    hs.tuples(hs.just("defend"), hs.integers(min_value=1, max_value=4)),
    hs.tuples(hs.just("reroll"), hs.integers(min_value=1, max_value=3)),
    hs.tuples(hs.just("cast"), hs.integers(min_value=0, max_value=1), hs.integers(min_value=1, max_value=3)),
    hs.tuples(hs.just("damage"), _small, hs.integers(min_value=0, max_value=9), hs.integers(min_value=0, max_value=2),
              hs.integers(min_value=0, max_value=3)),
    hs.tuples(hs.just("kill"), _small, hs.integers(min_value=1, max_value=4)),
    hs.tuples(hs.just("deaths"), hs.lists(hs.tuples(_small, hs.integers(min_value=1, max_value=2)), max_size=2)),
    hs.tuples(hs.just("clean"), _small),
    hs.tuples(hs.just("event"), hs.sampled_from([None, 0]),
              hs.lists(hs.tuples(_small, hs.integers(min_value=1, max_value=3)), max_size=2)),
    hs.tuples(hs.just("vigilance_up"), hs.integers(min_value=0, max_value=2)),
    hs.tuples(hs.just("guard_round")), hs.tuples(hs.just("undo")), hs.tuples(hs.just("redo")),
    hs.tuples(hs.just("finish"), hs.integers(min_value=1, max_value=2)),
)


def _state(g):
    a, f, spent, spells, removed = g.gems()
    return {"available": a, "fatigue": f, "spent": spent, "spells": spells, "removed": removed,
            "hp": [list(h) for h in g.hp], "vigilance": g.vigilance, "turn": g.turn}


def _numbers(phrase, chain=()):
    """Every number a phrase shows: [(names of the arguments leading to it, value, the arguments beside it)]
    (a count that only chooses a plural form without showing it is not shown)."""
    out = []
    if isinstance(phrase, list) and phrase:
        message = " ".join(phrase[0]) if isinstance(phrase[0], list) else phrase[0]
        for k, v in phrase[1].items():
            if isinstance(v, int):
                if "{%s}" % k not in message:
                    continue
                out.append((chain + (k,), v, phrase[1]))
            else:
                out += _numbers(v, chain + (k,))
    elif isinstance(phrase, dict) and "list" in phrase:
        for v in phrase["list"]:
            out += _numbers(v, chain)
    return out


def _expected(rec, before, after):
    """What each number of the story of `rec` must be, by the argument it fills, from the state before and
    after it (and from the record for what the players said: slot, figure, hits)."""
    kind = rec[0]
    gone = before["available"] - after["available"]
    figs = [len(b) - len(a) for b, a in zip(before["hp"], after["hp"], strict=True)]
    if kind == "turn":
        return {"spent": before["spent"] + before["spells"], "back": after["available"] - before["available"],
                "n": after["available"] - before["available"]}
    if kind == "end":
        return {"spent": after["fatigue"] - before["fatigue"]}
    if kind == "act":
        return {"slot": rec[1], "gems": gone}
    if kind in ("move", "defend", "reroll"):
        return {"figure": rec[1] + 1, "moves": gone, "dice": gone, "gems": gone}
    if kind == "cast":
        return {"gems": after["spells"] - before["spells"]}
    if kind == "damage":
        tile, fig = rec[1], rec[2]
        if figs[tile]:               # the figure died: its wounds are at least the hit points it had
            return {"figure": fig + 1, "hits": rec[3], "wounds": (">=", before["hp"][tile][fig])}
        return {"figure": fig + 1, "hits": rec[3], "wounds": before["hp"][tile][fig] - after["hp"][tile][fig],
                "hit_points": after["hp"][tile][fig]}
    if kind in ("deaths", "event"):
        return {"figures": {t: abs(n) for t, n in enumerate(figs) if n}}
    if kind == "clean":
        return {"gems": after["removed"] - before["removed"]}
    if kind == "vigil":
        return {"level": after["vigilance"]}
    return {}


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hs.sampled_from(["pict-village", "clutches-of-the-picts-3h"]), hs.lists(_ACTIONS, max_size=80))
def test_every_number_in_the_story_is_the_state_difference_it_tells(preset, actions):
    d = presets.load_dict(preset)
    d["stealth"] = True
    d["spells"] = [{"name": "Mist", "reaction": True}, {"name": "Curse", "saturation": 4}]
    scenario, problems = load(d)
    assert not problems, problems
    names = [t["name"] for t in d["tiles"]]
    g = Game(scenario)
    events, states = [], []
    for name, *args in actions:
        before = _state(g)
        if getattr(g, name)(*args) is None:
            events.append({"seq": g.count, "rec": g.record_list(g.count - 1)})
            states.append((before, _state(g)))
    st = story.told(conan, d, events)
    assert len(st.entries) == len(events)
    checked = 0
    for e, entry, (before, after) in zip(events, st.entries, states, strict=True):
        rec = e["rec"]
        assert entry["when"] is not None, entry                  # every record was replayed and told
        if rec[0] in ("undo", "redo"):
            continue                                             # the numbers of the record undone, told before
        want = _expected(rec, before, after)
        told = story.line(entry, "en")
        for chain, value, beside in _numbers(entry["text"]):
            key = ([k for k in chain if k not in ("n", "first", "then")] or ["n"])[-1]
            if rec[0] == "event" and key == "points":            # the event's own budget, a fact of the scenario
                assert value in {e.get("reinforcement") for e in d.get("events", [])}, (rec, told)
                checked += 1
                continue
            assert key in want, (rec, told, chain, want)
            if key == "figures":
                tile = names.index(beside["tile"]["en"])
                assert want["figures"].get(tile) == value, (rec, told, want)
            elif isinstance(want[key], tuple):
                assert value >= want[key][1], (rec, told, key, want)
            else:
                assert want[key] == value, (rec, told, key, want)
            checked += 1
        for chain, value, _beside in _numbers(entry["when"]):
            assert chain == ("turn",) and value == after["turn"], (rec, told)
            checked += 1
        if rec[0] == "deaths":                                   # every tile that lost figures is told
            assert len(want["figures"]) == len({n["tile"]["en"] for _c, _v, n in _numbers(entry["text"])
                                                if "tile" in n}), (rec, told)
    assert checked or not events or all(e["rec"][0] in ("undo", "redo", "guard", "finish") for e in events)


def test_an_undo_and_a_redo_are_told_at_the_moment_they_were_pressed():
    """The end of a turn undone in the next heroes' turn, then redone in the Overlord's turn it
    brought back: each says the turn and phase it was pressed in, not the one it led to."""
    events = play(village(), [("begin_turn", []), ("activate", [1]), ("end_turn", []), ("undo", []),
                              ("redo", [])])
    st = story.told(conan, village(), events)
    en = lines(st, "en")
    assert en[2] == "Turn 1, Overlord: The Overlord ends the turn"
    assert en[3] == "Turn 1, Heroes: Undone: The Overlord ends the turn"       # pressed in the heroes' turn
    assert en[4] == "Turn 1, Overlord: Redone: The Overlord ends the turn"     # pressed in the Overlord's turn
    assert lines(st, "fr")[4].startswith("Tour 1, Overlord\u00a0: Rétabli\u00a0: L'Overlord finit son tour")


def test_the_story_keeps_the_board_s_moment_after_each_record():
    """Story.moments: the game's (turn, phase, over) after each record (0: before the first), undo records
    included, as the replayed game has it: what is played beside the board reads its moments there."""
    d = village()
    events = play(d, [("begin_turn", []), ("activate", [1]), ("undo", []), ("end_turn", []), ("finish", [2])])
    st = story.told(conan, d, events)
    g = new_game(load(d)[0])
    want = {0: (g.turn, g.phase, g.over)}
    for e in events:
        g.submit(g.records.from_list(e["rec"]))
        want[e["seq"]] = (g.turn, g.phase, g.over)
    assert st.moments == want
    assert st.moments[1][1] == 1 and st.moments[4][1] == 0 and st.moments[5][2]    # Overlord, heroes, over
    raw = story.told(conan, None, events)       # no scenario: the story cannot tell
    assert raw.moments == {}
