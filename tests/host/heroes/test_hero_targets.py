"""The heroes' sheets as the board's Overlord's eyes (docs/solo.md, "Targets by the heroes' sheets"): the
host names whom the board's order points at, a pure function of the board's command and the sheets
(views.conan_explain.targets), in both languages; the fewest wounds are read off the sheets, a hidden
hero is no target (the stealth rules: « Les unités de l'Overlord ne peuvent attaquer le héros à distance.
Les unités de l'Overlord ne peuvent attaquer le héros au corps à corps. »), a fallen one neither (H03);
a table read again from its store names the same targets."""

import pytest

from skelos.conan import solo
from skelos_host.session import story
from skelos_host.heroes import presets
from skelos_host.heroes.table import HeroLog, HeroTable
from skelos_host.views import conan_explain


class Board:
    """The board's last state as the page server keeps it, with its solo command."""

    def __init__(self, order="attack_fewest_wounds", phase="overlord", attacks=True):
        self.st = {"uid": "0a1b2c3d", "seq": 7,
                   "state": {"phase": phase, "turn": 2, "game": None,
                             "command": {"tile": "pict-warriors", "order": order, "moves": 1, "attacks": attacks}
                             if order else None}}

    def __call__(self):
        return self.st


def seated(table, *names):
    tokens = []
    for name in names:
        seat, problems = table.add(presets.load_dict(name))
        assert problems is None
        tokens.append(table.pair(seat, table.code(seat)))
    return tokens


def _flat(text):
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").split())


def told(table):
    t = table.state()["target"]
    return None if t is None else {lang: _flat(story.text(t, lang)) for lang in ("en", "fr")}


def test_S04_H03_the_order_names_the_hero_with_the_fewest_wounds_by_the_sheets(tmp_path):
    t = HeroTable(Board(), HeroLog(str(tmp_path / "s.sqlite")))
    conan, belit, shev = seated(t, "conan", "belit", "shevatas")
    for seat, tok, n in ((0, conan, 2), (1, belit, 1), (2, shev, 3)):
        assert t.act(seat, tok, "wound", [n])["ok"]                 # wounds are taken in the Overlord's turn
    assert told(t) == {"en": "By the heroes' sheets, the target: Bêlit (1 wound)",
                       "fr": "D'après les fiches de Héros, la cible : Bêlit (1 blessure)"}
    assert t.act(1, belit, "wound", [2])["ok"]                      # Bêlit 3, Conan 2: Conan now
    assert told(t)["en"] == "By the heroes' sheets, the target: Conan (2 wounds)"
    assert t.act(0, conan, "wound", [1])["ok"]                      # all three at 3: the nearest of them
    assert told(t)["en"] == "By the heroes' sheets, the target: the nearest of Conan, Bêlit, Shevatas (3 wounds each)"
    assert told(t)["fr"] == ("D'après les fiches de Héros, la cible : le plus proche de Conan, Bêlit, Shevatas "
                             "(3 blessures chacun)")
    again = HeroTable(Board(), HeroLog(str(tmp_path / "s.sqlite")))   # the sheets replayed from the store
    assert told(again) == told(t)


def test_S04_a_hidden_hero_is_not_a_target_of_the_board_s_order():
    """The stealth rules: « Les unités de l'Overlord ne peuvent attaquer le héros au corps à corps. »"""
    board = Board(phase="heroes")
    t = HeroTable(board)
    conan, shev = seated(t, "conan", "shevatas")
    for seat, tok in ((0, conan), (1, shev)):
        assert t.act(seat, tok, "begin_turn")["ok"] and t.act(seat, tok, "declare", [0])["ok"]
    assert t.act(1, shev, "enter_stealth", [1])["ok"]
    assert t.act(0, conan, "wound", [2])["ok"]                      # Shevatas has the fewest, but is hidden
    assert t.state()["target"] is None                              # no command in the heroes' turn
    board.st["state"]["phase"] = "overlord"
    assert told(t) == {
        "en": "By the heroes' sheets, the target: Conan (2 wounds); not Shevatas: hidden, and the Overlord's "
              "units cannot attack a hidden hero (the stealth rules)",
        "fr": "D'après les fiches de Héros, la cible : Conan (2 blessures) ; pas Shevatas : furtif, et les unités "
              "de l'Overlord ne peuvent pas attaquer un Héros furtif (les règles de furtivité)"}
    assert t.act(1, shev, "spot")["ok"]                             # spotted: a target again
    assert told(t)["en"] == "By the heroes' sheets, the target: Shevatas (0 wounds)"


def test_H03_a_fallen_hero_is_no_target_and_every_hero_hidden_or_fallen_leaves_none():
    board = Board(order="attack_nearest")
    t = HeroTable(board)
    conan, belit = seated(t, "conan", "belit")
    assert t.act(1, belit, "wound", [1])["ok"]
    assert told(t)["en"] == "By the heroes' sheets, the target: the nearest of Conan, Bêlit (on a tie, in this order)"
    assert t.act(0, conan, "wound", [2])["ok"]                      # the tie-break: fewest wounds first
    assert told(t)["en"] == "By the heroes' sheets, the target: the nearest of Bêlit, Conan (on a tie, in this order)"
    assert t.act(1, belit, "wound", [40])["ok"] and t.seats[1].sheet.dead
    assert told(t)["en"] == "By the heroes' sheets, the target: the nearest of Conan (on a tie, in this order); " \
                            "not Bêlit: fallen"
    board.st["state"]["command"]["order"] = "hold"
    # a dead hero's objective (rules 7): its figure is off the board, and the Overlord's troops never take up
    # what it carried (« les troupes de l'Overlord ne peuvent jamais interagir avec les Cartes Equipement »)
    assert told(t)["en"] == ("By the heroes' sheets, the heroes its figures may attack: Conan; not Bêlit: fallen, "
                             "off the board; what they carried is no objective of its figures, which never take up "
                             "the heroes' equipment: they go for the objectives the living heroes have not taken")
    board.st["state"]["command"]["order"] = "attack_nearest"
    assert t.act(0, conan, "wound", [40])["ok"]
    assert told(t) == {"en": "By the heroes' sheets, no hero can be attacked: its figures attack no one; "
                             "not Conan, Bêlit: fallen",
                       "fr": "D'après les fiches de Héros, aucun Héros ne peut être attaqué : ses figurines "
                             "n'attaquent personne ; pas Conan, Bêlit : hors de combat"}


def test_no_command_no_attack_or_no_hero_names_no_target():
    assert HeroTable(Board()).state()["target"] is None                       # no hero seated
    t = HeroTable(Board(order=None))                                          # not a solo game: as before
    seated(t, "conan")
    assert t.state()["target"] is None
    t = HeroTable(Board(attacks=False))                                        # a tile without an attack
    seated(t, "conan")
    assert t.state()["target"] is None


def test_the_targets_are_a_pure_function_of_the_order_and_the_sheets():
    heroes = [{"wounds": 2}, {"wounds": 1, "hidden": True}, {"wounds": 1}, {"wounds": 0, "dead": True}]
    before = [dict(h) for h in heroes]
    f = conan_explain.targets(solo.ATTACK_FEWEST, heroes)
    assert f == {"order": solo.ATTACK_FEWEST, "named": [2], "wounds": 1, "hidden": [1], "dead": [3]}
    assert conan_explain.targets(solo.ATTACK_FEWEST, heroes) == f and heroes == before
    assert conan_explain.targets(solo.ATTACK_NEAREST, heroes)["named"] == [2, 0]
    assert conan_explain.targets(solo.ADVANCE, heroes)["named"] == [0, 2]
    for bad in (-1, len(solo.ORDERS), "attack_nearest", None):
        with pytest.raises(ValueError):
            conan_explain.targets(bad, heroes)


def test_the_replay_of_the_logged_records_of_both_tells_the_targets_the_live_table_told(tmp_path):
    """The heroes' story tells, after each new command of the board, whom it points at by the sheets as
    they were when the board made it; `skelos heroes replay` rebuilds the same lines from the store (a
    wound taken after a command counts for the next one only)."""
    from skelos.codec import encode_scenario
    from skelos.conan.game import Game
    from skelos.games import new_game
    from skelos_host import presets as scenario_presets
    from skelos_host.heroes import session as hsession
    from skelos_host.session.store import Store

    scenario, d = scenario_presets.load_scenario("pict-village")
    g = new_game(scenario)
    assert g.start_solo(2, 5) is None and g.begin_turn() is None
    db = str(tmp_path / "s.sqlite")
    store = Store(db)
    sid = store.session("board1", 1, d["id"], d, encode_scenario(d), "raspberry_pi_pico", "0.1.0",
                        rules=Game.RULES, uid="0a1b2c3d")
    logged = [0]
    board = {"uid": "0a1b2c3d", "seq": 0, "state": None}

    def sync():
        for i in range(logged[0], g.count):
            store.add_events(sid, [{"seq": i + 1, "rec": g.record_list(i)}], received_at=1_700_000_000 + i)
        logged[0] = g.count
        board.update(seq=g.count, state=dict(g.snapshot(), game="conan"))
    sync()
    t = HeroTable(lambda: board, HeroLog(db))
    conan, belit = seated(t, "conan", "belit")
    assert t.act(0, conan, "wound", [1])["ok"]
    commands = 0
    wounds = iter([(1, belit, 2), (0, conan, 3), (1, belit, 1)])
    while commands < 3 and g.turn < 8:
        assert solo.play(g, solo.do_game(g)) is None
        if g.phase != solo.OVERLORD:
            assert g.begin_turn() is None
        sync()
        t.refresh()
        if solo.command(g) and solo.armed(scenario.tiles[g.current]):
            commands += 1
            seat, tok, n = next(wounds)
            assert t.act(seat, tok, "wound", [n])["ok"]                # after the command: the next one's
    assert commands == 3
    store.close()
    live = [story.line(e, "en") for e in t.state()["story"] if e["n"] is None]
    assert live == ["Turn 1, Overlord: By the heroes' sheets, the heroes its figures may attack: Conan, Bêlit",
                    # Bêlit's 2 wounds came after the first command: they count from this one on
                    "Turn 1, Overlord: By the heroes' sheets, the target: the nearest of Conan, Bêlit (on a tie, "
                    "in this order)",
                    # Conan's 3 came after the second: 4 against Bêlit's 2
                    "Turn 2, Overlord: By the heroes' sheets, the target: the nearest of Bêlit, Conan (on a tie, "
                    "in this order)"]
    _seats, _sheets, entries, problems = hsession.replay(db, sid)
    assert problems == []
    assert [story.line(e, "en") for e in entries if e["n"] is None] == live
    assert [story.line(e, "en") for e in entries] == [story.line(e, "en") for e in t.state()["story"]]
