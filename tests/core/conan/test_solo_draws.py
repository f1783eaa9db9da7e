"""The board's Overlord decides alone and the same (docs/solo.md, rules 5): its
draws are derived from the game (no record ``draw``, none accepted), a step
cut or undone at any of its records goes on with the very same decisions,
the order reads the tile's attack, and a finished game carries no order."""

from _util import ok, refused
from fixtures import pict_village, unit
from skelos.conan import solo
from skelos.conan.game import Game
from skelos.games import load, new_game, replay


def game5(level=2, seed=1234, d=None):
    s, problems = load(d if d is not None else pict_village())
    assert not problems, problems
    g = new_game(s)
    assert g.rules == Game.RULES >= 5
    ok(g.start_solo(level, seed))
    return g


def recs(g, start=0):
    return [g.record(i) for i in range(start, g.count)]


def clone(g):
    """The game a board boots on after a power cut: its records read back."""
    c, bad = replay(g.scenario, recs(g), g.rules)
    assert bad == -1
    return c


def step(g):
    """One Turn press of the board's Overlord: the records it made."""
    n = g.count
    ok(solo.play(g, solo.do_game(g)))
    return recs(g, n)


def test_no_record_draws_and_a_draw_sent_is_refused():
    g = game5()
    before = g.count
    refused(g.draw(), "board_draws")
    refused(g.submit(bytes((18, 0))), "board_draws")
    assert g.count == before
    ok(g.begin_turn())
    refused(g.draw(), "board_draws")
    made = step(g)
    assert made and all(r[0] != 18 for r in made)        # no record ``draw``
    assert made[0][0] == 2                               # an activation first
    refused(g.draw(), "board_draws")


def test_asking_again_decides_the_same():
    g = game5(level=3, seed=99)
    ok(g.begin_turn())
    values = [solo.value(g, 0) for _ in range(5)]
    assert len(set(values)) == 1
    a = step(clone(g))
    b = step(clone(g))
    assert a == b


def _each_step_cut_and_undone(level, seed, d=None, turns=4):
    """Play `turns` Overlord turns; at every step, for every record inside it:
    undo back to there then Turn, and boot from the records up to there then
    Turn: the same records as the step uncut.  Returns how many cuts were tried."""
    g = game5(level, seed, d)
    tried = 0
    for _ in range(turns):
        if g.over:
            break
        ok(g.begin_turn())
        while g.phase == 1 and not g.over:
            base = recs(g)
            made = step(g)
            for j in range(len(made)):
                # a power cut after record j of the step: the board boots on what was stored
                cut = clone(g)
                for _ in range(len(made) - j):
                    ok(cut.undo())
                cut_board, bad = replay(g.scenario, base + made[:j], g.rules)
                assert bad == -1
                for c in (cut, cut_board):
                    ok(solo.play(c, solo.do_game(c)))
                    after = recs(c)[-(len(made) - j):] if len(made) > j else []
                    assert after == made[j:], (level, seed, j, after, made)
                    assert c.snapshot()["command"] == g.snapshot()["command"]
                    tried += 1
            if g.phase == 1 and not g.over:
                # the players report a death, as they do between two steps
                t = g.current
                if t >= 0 and g.hp[t] and len(g.hp[t]) > 1:
                    ok(g.kill(t, 1))
    return tried


def test_a_step_cut_or_undone_anywhere_goes_on_with_the_same_decisions():
    tried = 0
    for level in (1, 2, 3):
        for seed in (0, 7, 1234, 40000):
            tried += _each_step_cut_and_undone(level, seed)
    assert tried > 100


def test_the_same_with_spells_without_a_caster_and_cleaning():
    d = pict_village(available=14, fatigue=6)
    d["spells"].append({"name": "Open", "saturation": 6})
    d["spells"].append({"name": "Other", "cost": 1, "caster": "snake"})
    d["river"][7]["tile"] = "dead"
    d["tiles"].append(unit("dead", "No Return", (9, 9, 9), figures=1))
    tried = 0
    for seed in (3, 500, 60000):
        tried += _each_step_cut_and_undone(3, seed, d)
    assert tried > 30


def test_a_tile_without_an_attack_gets_no_attack_order():
    d = pict_village()
    d["tiles"][5]["dice"] = "3 red"        # the snake attacks
    d["tiles"][5]["attack"] = "melee"
    d["tiles"][0]["attack"] = "none"       # the red hunters do not
    d["tiles"][0]["dice"] = "2 orange"
    # the warriors have no dice at all (the fixture's units name none)
    s, _ = load(d)
    seen = {}
    for level in (1, 2, 3):
        g = game5(level, 1, d)
        ok(g.begin_turn())
        for tile in (0, 2, 5):
            seen.setdefault(tile, set())
            for v in range(255):
                seen[tile].add(solo.order_of(g, tile, v))
    assert seen[0] == {solo.ADVANCE, solo.HOLD}
    assert seen[2] == {solo.ADVANCE, solo.HOLD}
    assert solo.ATTACK_NEAREST in seen[5] and solo.ATTACK_FEWEST in seen[5]
    assert solo.armed(s.tiles[5]) and not solo.armed(s.tiles[0]) and not solo.armed(s.tiles[2])


def test_a_tile_that_neither_attacks_nor_moves_holds():
    d = pict_village()
    d["tiles"][5]["move"] = 0              # the snake: no dice, no move (a placeholder monster)
    for level in (1, 2, 3):
        g = game5(level, 5, d)
        ok(g.begin_turn())
        assert {solo.order_of(g, 5, v) for v in range(255)} == {solo.HOLD}


def test_the_policy_plays_orders_by_the_tiles_attack():
    """Whole games: every command given to an unarmed tile is to advance or hold."""
    d = pict_village()
    for t in d["tiles"][:6]:
        t["dice"] = "2 orange"
        t["attack"] = "melee"
    d["tiles"][1]["attack"] = "none"       # Zogar, unarmed here
    d["tiles"][2]["dice"] = ""             # the warriors, no dice
    orders = {1: set(), 2: set()}
    for seed in range(40):
        g = game5(2, seed * 997, d)
        for _ in range(3):
            ok(g.begin_turn())
            while g.phase == 1 and not g.over:
                step(g)
                c = solo.command(g)
                if c is not None and c[0] in orders:
                    orders[c[0]].add(c[1])
    assert orders[1] | orders[2]
    assert (orders[1] | orders[2]) <= {solo.ADVANCE, solo.HOLD}


def test_a_finished_game_carries_no_order():
    g = game5(level=2, seed=8)
    ok(g.begin_turn())
    step(g)
    assert g.snapshot()["command"] is not None
    ok(g.finish(1))
    assert g.snapshot()["command"] is None and solo.command(g) is None


def test_rules_4_games_keep_their_draws_and_decisions():
    s, _ = load(pict_village())
    g = new_game(s, 4)
    ok(g.start_solo(2, 1234))
    ok(g.begin_turn())
    made = step(g)
    assert made[0][0] == 18 and made[2][0] == 18       # draw, activate, draw as they were
