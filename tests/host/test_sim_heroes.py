"""The simulated heroes of the solo bench (bench/solo_heroes.py) keep the heroes' rules
(docs/rules.md H01-H04, seed 003's hindrance): their records, replayed through fresh sheets, never
place more gems than a box's saturation or than the hero has available; a recovering hero only
defends; an Overlord attack's hits beyond the defense roll are wounds, taken from fatigue first; a
dead hero acts no more and is no target; the objective is made only in its zone."""

import os
import random
import sys

import pytest

from skelos.conan import solo
from skelos.games import side
from skelos.heroes.sheet import ACTIONS, MANIPULATION, N_CAPPED, RECOVERING

from skelos_host import presets
from skelos_host.heroes import tell

# the bench's own simulator (a solo game of Conan with the heroes' sheets: it belongs to no one game's pack)
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "bench"))
import solo_heroes as sim  # noqa: E402

PRESETS = ("pict-village", "ambush-in-akanu", "bloody-burglary", "lost-king-4h")


def _games():
    for k, name in enumerate(PRESETS):
        for level in (1, 2, 3):
            game = sim.SoloGame(presets.load_dict(name), level, 7 + 31 * k + level)
            yield name, level, game, game.play()


@pytest.fixture(scope="module")
def played():
    return list(_games())


def test_H02_no_box_past_its_saturation_nor_past_the_gems_available(played):
    pk = side("heroes")
    for name, level, game, result in played:
        assert result["side_refused"] == 0 and result["refused"] == 0, (name, level)
        sheets = [pk.Game(pk.load(s["hero"])[0]) for s in game.seats]
        for r in game.hero_records:
            sh = sheets[r["seat"]]
            kind = r["rec"][0]
            if kind == "spend":
                box = ACTIONS.index(r["rec"][1]) if isinstance(r["rec"][1], str) else r["rec"][1]
                gems = r["rec"][2]
                assert 1 <= gems <= sh.avail, (name, level, r)
                if box < N_CAPPED:
                    assert sh.used[box] + gems <= sh.hero.caps[box], (name, level, r)
            assert sh.submit(pk.records.from_list(r["rec"])) is None, (name, level, r)
            assert sh.avail >= 0 and all(sh.used[a] <= sh.hero.caps[a] for a in range(N_CAPPED))
        # the log as the table stores it replays with no problem, and ends where the game ended
        again, _entries, problems = tell.replay(game.seats, game.hero_records)
        assert problems == [], (name, level, problems[:3])
        assert [s.snapshot() for s in again] == [s.snapshot() for s in game.sheets]


def test_H01_every_living_hero_declares_and_a_recovering_hero_only_defends(played):
    spent = 0
    for name, level, game, _result in played:
        mode = {}
        for r in game.hero_records:
            kind = r["rec"][0]
            if kind == "declare":
                mode[r["seat"]] = r["rec"][1]
            elif kind in ("begin", "turn"):
                mode[r["seat"]] = None
            elif kind in ("move",) or (kind == "spend" and r["rec"][1] not in ("defense", ACTIONS.index("defense"))):
                assert mode.get(r["seat"]) not in (None, RECOVERING, "recovering"), (name, level, r)
                spent += 1
    assert spent > 100     # (the heroes did act)


def test_a_game_ends_without_refusal_and_the_heroes_win_only_by_the_objective(played):
    for name, level, game, result in played:
        assert result["winner"] in ("heroes", "overlord"), (name, level)
        if result["winner"] == "heroes":
            assert game.left == 0 and any(s.mode is not None for s in game.sheets)
            assert result["lost"] < result["heroes"]
        else:
            assert game.left > 0 or result["lost"] == result["heroes"]
        assert result["lost"] == sum(1 for s in game.sheets if s.dead)


class Dice(random.Random):
    """A source whose dice show the faces given, in order (index into the die's faces)."""

    def __init__(self, faces):
        random.Random.__init__(self, 1)
        self.faces = list(faces)

    def choice(self, seq):
        if len(seq) == 6 and self.faces:
            return seq[self.faces.pop(0)]
        return random.Random.choice(self, seq)


def _table(level=2):
    hero = presets.load_dict("pict-village")
    party = [{"id": "a", "name": "A", "gems": 8, "melee": {"dice": "red", "cap": 4},
              "ranged": {"dice": "yellow", "cap": 0}, "movement": {"free": 2, "cap": 2},
              "manipulation": {"dice": "orange", "cap": 3}, "defense": {"dice": "yellow"}, "fatigue": 3},
             {"id": "b", "name": "B", "gems": 8, "melee": {"dice": "orange", "cap": 3},
              "ranged": {"dice": "yellow", "cap": 0}, "movement": {"free": 2, "cap": 2},
              "manipulation": {"dice": "yellow", "cap": 2}, "defense": {"dice": "orange"}}]
    return sim.SoloGame(hero, level, 5, heroes=party)


def test_H03_the_hits_beyond_the_defense_roll_are_wounds_taken_from_fatigue_first():
    game = _table()
    a = game.sheets[0]
    assert (a.avail, a.fatigue, a.wounds) == (5, 3, 0)
    # two red dice: faces 5 and 4 (3 + 2 hits) in the heroes' turn (no reroll); the hero defends with
    # a gem a hit at most, as many as it has: 5 yellow dice showing 1, 1, 0, 0, 0 (faces 2, 3, 0, 0, 1)
    game.rng = Dice([5, 4, 2, 3, 0, 0, 1])
    game.attack_hero(0, ["red", "red"])
    assert a.wounds == 5 - 2
    # the 5 defense gems went to the defense box (avail 0), the 3 wounds from fatigue first (3 -> 0)
    assert (a.avail, a.fatigue) == (0, 0)
    assert a.box[ACTIONS.index("defense")] == 5
    assert [r["rec"][0] for r in game.hero_records[-2:]] == ["spend", "wound"]
    # with nothing left to defend with, every hit is a wound, from the boxes once fatigue is empty:
    # a red die's 3 hits
    game.rng = Dice([5])
    game.attack_hero(0, ["red"])
    assert a.wounds == 6 and a.box[ACTIONS.index("defense")] == 2 and not a.dead
    assert game.hero_records[-1]["rec"] == ["wound", 3]


def test_H03_a_dead_hero_acts_no_more_and_is_no_target():
    game = _table()
    a = game.sheets[0]
    assert game.hero(0, "wound", a.gems()) is None and a.dead
    assert game.alive() == [1]
    n = len(game.hero_records)
    game.heroes_turn()
    assert all(r["seat"] == 1 for r in game.hero_records[n:]) and len(game.hero_records) > n
    # an Overlord command: every attack goes to the living hero
    game.zone = [0, 0]
    game.fig_zone = [[0] * len(z) for z in game.fig_zone]
    tile = next(t for t, hp in enumerate(game.g.hp) if hp and sim.tile_dice(game.g.scenario.tiles[t]))
    taken = game.sheets[1].taken
    game.rng = Dice([5] * 40)
    game.carry_out(tile, solo.ATTACK_NEAREST, 0)
    assert game.sheets[1].taken > taken and a.wounds == a.gems()
    assert game.hero(0, "spend", "defense", 1) == ("hero_dead",)


def test_H02_the_move_takes_the_free_movement_first_and_the_hindrance_costs_more():
    game = _table()
    game.fig_zone = [[] for _ in game.fig_zone]
    game.heroes_turn()          # (start upkeep, declarations, the moves: no figure on the way)
    moves = [r["rec"] for r in game.hero_records if r["rec"][0] == "move"]
    # 4 zones to the objective: the 2 free points, then 2 paid (the movement box's saturation; the
    # hero has 7 gems available after its recovery, 2 kept for the Overlord's turn)
    assert game.sheets[0].recovered == 2 and moves[0][1:] == [2, 2] and game.zone[0] == 0
    # hindered: 2 guards in the hero's zone, alone: leaving it costs 1 + 2 points
    game = _table()
    tiles = [t for t, hp in enumerate(game.g.hp) if len(hp) >= 2]
    game.fig_zone = [[] for _ in game.fig_zone]
    game.fig_zone[tiles[0]] = [sim.OBJECTIVE_ZONES, sim.OBJECTIVE_ZONES]
    game.zone = [sim.OBJECTIVE_ZONES, 2]
    game.sheets[0].avail = 0        # (no gem to fight, none to pay a move)
    game.hero(0, "begin_turn", game.g.turn)
    game.hero(1, "begin_turn", game.g.turn)
    game.hero(0, "declare", 0)
    game.hero(1, "declare", 0)
    assert game.penalty(0) == 2
    game.walk(0, 0)
    # 2 free points and 2 gems recovered (avail 2): 4 points, 3 to leave the zone, 1 more zone
    assert game.hero_records[-1]["rec"] == ["move", 2, 2] and game.zone[0] == sim.OBJECTIVE_ZONES - 2


def test_the_seed_s_hindrance():
    assert sim.hindrance(3, 1) == 2     # Conan and Shevatas with 3 guards (seed 003)
    assert sim.hindrance(1, 1) == 0     # as many enemies as friends: hindered, by 0
    assert sim.hindrance(1, 0) == 1
    assert sim.hindrance(1, 2) == 0


def test_the_objective_is_made_only_in_its_zone_and_its_roll_is_hindered():
    game = _table()
    game.fig_zone = [[] for _ in game.fig_zone]
    for i in (0, 1):
        game.hero(i, "begin_turn", game.g.turn)
        game.hero(i, "declare", 0)
    game.act(0, game.sheets[0].avail)          # every gem kept: the free movement only, 2 zones short
    assert game.zone[0] == 2 and game.left == 2
    assert not any(r["rec"][0] == "spend" and r["rec"][1] == MANIPULATION for r in game.hero_records)
    game.zone = [0, 0]
    game.rng = Dice([5] * 10)       # orange dice, 2 symbols each
    game.act(1, 0)
    spends = [r["rec"] for r in game.hero_records if r["seat"] == 1 and r["rec"][0] == "spend"]
    assert spends and game.left == 1
    # two enemies in the zone with the two heroes: 2 >= 1 friend, the roll loses 1 symbol
    tile = next(t for t, hp in enumerate(game.g.hp) if len(hp) >= 2)
    game.fig_zone[tile] = [0, 0]
    assert game.penalty(0) == 1


def test_a_seed_plays_the_same_game_again():
    d = presets.load_dict("ambush-in-akanu")
    first, again = sim.SoloGame(d, 3, 99), sim.SoloGame(d, 3, 99)
    assert first.play() == again.play()
    assert first.events == again.events and first.hero_records == again.hero_records
    assert len(first.events) > 20 and len(first.hero_records) > 20


def test_bad_input_is_refused_with_a_clear_error():
    d = presets.load_dict("pict-village")
    with pytest.raises(ValueError, match="refuses the solo game"):
        sim.SoloGame(d, 9, 1)
    with pytest.raises(ValueError, match="gems"):
        sim.SoloGame(d, 1, 1, heroes=[{"id": "x", "name": "X"}])


def test_H02_a_short_roll_takes_the_dice_s_free_reroll_then_paid_rerolls_a_gem_each():
    game = _table()
    game.free_reroll[0]["melee"] = True           # (as a sheet whose melee dice say "reroll")
    for i in (0, 1):
        game.hero(i, "begin_turn", game.g.turn)
        game.hero(i, "declare", 0)
    a = game.sheets[0]
    n, avail = len(game.hero_records), a.avail
    # 2 red dice: blank, blank; the free reroll: 3; short of 4: 1 gem, the other blank again: 3
    game.rng = Dice([0, 0, 5, 5])
    assert game.pot(0, "melee", 2, 4, 0) == 6
    assert [r["rec"] for r in game.hero_records[n:]] == [["spend", ACTIONS.index("reroll"), 1]]
    assert a.avail == avail - 1 and a.box[ACTIONS.index("reroll")] == 1
    # no free reroll for hero B's dice, and no gem above what it keeps: the roll stands
    n = len(game.hero_records)
    game.rng = Dice([0, 0])
    assert game.pot(1, "melee", 2, 4, game.sheets[1].avail) == 0
    assert len(game.hero_records) == n


def test_R19_only_the_figures_of_the_tiles_in_the_river_are_on_the_map():
    d = presets.load_dict("pict-village")
    tiles = [r["tile"] for r in d["river"] if r.get("tile") and r["tile"] != "hunters_orange"]
    d["river"] = [dict({"cost": r["cost"]}, **({"tile": tiles[k]} if k < len(tiles) else {}))
                  for k, r in enumerate(d["river"])]          # the orange hunters left in reserve
    game = sim.SoloGame(d, 2, 3)
    orange = [t.id for t in game.scenario.tiles].index("hunters_orange")
    assert game.g.hp[orange] and game.fig_zone[orange] == []
    assert all(len(game.fig_zone[t]) == len(game.g.hp[t]) for t in game.g.river)
    assert not any(f[0] == orange for z in range(sim.OBJECTIVE_ZONES + 1) for f in game.enemies_in(z))
