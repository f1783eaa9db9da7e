"""The board as the Overlord against a simulated heroes' side, on every Conan
preset (docs/solo.md, "Balance").

    .venv/bin/python bench/solo_bench.py [--games 40] [--level 2] [--seed 1] [--quick] [--table]

Each game: a new game of the preset, the ``solo`` record (the level, a seed
from the bench's seed, the preset and the game's number), then turns until
the game ends.  The Overlord's turns are the core's policy
(skelos.conan.solo.play, one step at a time, every decision through the
game's own actions); the heroes' side is this file's simulation, seeded:
heroes with 12 gems of life and 2 armour who, each turn, attack a figure of
a living tile (hits from 3 yellow dice, the Overlord asked for its active
defense) or work at the scenario's objective; the Overlord's figures carry
out their commands (attack with the tile's dice, rerolling the misses the
policy pays for; advance, which takes back objective work; hold, which
keeps a hero from working at it next turn).  The heroes win at 3 points of
objective work per hero; the Overlord when every hero is dead, or when the
hourglass runs out (scenarios without a last turn end at turn 40: counted
as not ended).

Printed per preset: games, the Overlord's actions the rules engine refused
(must be 0), games that did not end (must be 0), the Overlord's wins, the
heroes' wins, the mean number of turns.  The simulation is a yardstick of
the policy and of the levels, not of the scenarios: positions, line of sight
and objectives are not modelled.
"""

import argparse
import os
import random
import re
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "firmware", "lib"), os.path.join(ROOT, "host")]

from skelos.conan import solo  # noqa: E402
from skelos.conan.game import HEROES_WON, OVERLORD, OVERLORD_WON, TIME_UP  # noqa: E402
from skelos.games import load, new_game  # noqa: E402

# hits of each face of the dice (six faces each; a rough model of the game's dice)
FACES = {"yellow": (0, 0, 1, 1, 1, 2), "orange": (0, 1, 1, 1, 2, 2), "red": (0, 1, 2, 2, 2, 3)}
_DIE = re.compile(r"(\d+) (yellow|orange|red)")
HERO_LIFE = 12
HERO_ARMOUR = 2
WORK_PER_HERO = 3
NO_LAST_TURN = 40


def presets():
    """(name, scenario dict) of every built-in Conan preset."""
    from skelos_host import presets as p
    out = []
    for name in p.builtin_names():
        d = p.load_dict(name)
        if d.get("game", "conan") == "conan":
            out.append((name, d))
    return out


def dice_of(tile):
    out = []
    for n, colour in _DIE.findall(tile.dice or ""):
        out.extend([colour] * int(n))
    return out or ["yellow"]


def roll(rng, colours):
    return [rng.choice(FACES[c]) for c in colours]


class Table:
    """The simulated heroes' side of one game, and its counters."""

    def __init__(self, game, heroes, rng):
        self.g = game
        self.rng = rng
        self.life = [HERO_LIFE] * heroes
        self.work = 0
        self.goal = WORK_PER_HERO * heroes
        self.held = 0
        self.refused = 0        # the Overlord's actions the engine refused
        self.side_refused = 0   # the simulation's own reports refused (a fault of the simulation)
        self.steps = 0

    def alive(self):
        return [i for i, v in enumerate(self.life) if v > 0]

    def overlord_do(self, name, args):
        r = getattr(self.g, name)(*args)
        if r is not None:
            self.refused += 1
        return r

    def report(self, r):
        if r is not None:
            self.side_refused += 1
        return r

    # ------------------------------------------------------------ heroes
    def heroes_turn(self):
        g = self.g
        held = self.held
        self.held = 0
        for _hero in self.alive():
            if g.over:
                return
            living = [t for t in g.river if not g.scenario.tiles[t].is_event and g.hp[t]]
            if living and (self.rng.random() < 0.55 or held > 0):
                held -= 1
                self.attack(self.rng.choice(living))
            else:
                self.work += 1
                if self.work >= self.goal:
                    self.report(g.finish(HEROES_WON))
                    return

    def attack(self, tile):
        g = self.g
        hits = sum(roll(self.rng, ["yellow"] * 3))
        fig = self.rng.randrange(len(g.hp[tile]))
        n = solo.defense_dice(g, tile, hits)
        rolled = 0
        if n:
            if self.overlord_do("defend", (n,)) is None:
                rolled = sum(roll(self.rng, ["orange"] * n))
        self.report(g.damage(tile, min(hits, 254), min(rolled, 254), fig))

    # ------------------------------------------------------------ the Overlord
    def overlord_turn(self):
        g = self.g
        do = self.overlord_do
        for _ in range(12):
            if g.over or g.phase != OVERLORD:
                return
            before = self.refused
            r = solo.play(g, do)
            self.steps += 1
            if r is not None and self.refused == before:
                self.refused += 1       # refused before reaching the engine
            if r is not None:
                if g.pending >= 0:
                    return              # nothing more the policy can do: counted above
                self.overlord_do("end_turn", ())
                return
            cmd = solo.command(g)
            if cmd is not None:
                self.carry_out(*cmd)
        self.refused += 1   # a turn that never ended
        g.end_turn()

    def carry_out(self, tile, order, moves):
        g = self.g
        if order == solo.HOLD:
            self.held += 1
        if order == solo.ADVANCE and self.work > 0 and self.rng.random() < 0.5:
            self.work -= 1
        for fig in range(len(g.hp[tile])):
            targets = self.alive()
            if not targets:
                self.report(g.finish(OVERLORD_WON))
                return
            if order == solo.ADVANCE and self.rng.random() < 0.5:
                continue
            if order == solo.HOLD and self.rng.random() < 0.5:
                continue
            # attacks: a figure reaches a hero 2 times in 3, 9 in 10 with the extra moves bought (the first figure)
            if order in (solo.ATTACK_NEAREST, solo.ATTACK_FEWEST) and self.rng.random() > (
                    0.9 if fig == 0 and moves else 0.67):
                continue
            colours = dice_of(g.scenario.tiles[tile])
            faces = roll(self.rng, colours)
            missed = sum(1 for f in faces if f == 0)
            n = solo.reroll_dice(g, missed)
            if n and self.overlord_do("reroll", (n,)) is None:
                again = [c for c, f in zip(colours, faces, strict=True) if f == 0][:n]
                faces = [f for f in faces if f] + roll(self.rng, again) + [0] * (missed - n)
            if order == solo.ATTACK_FEWEST:
                h = min(targets, key=lambda i: (HERO_LIFE - self.life[i], i))
            else:
                h = self.rng.choice(targets)
            self.life[h] -= max(0, sum(faces) - HERO_ARMOUR)
        if not self.alive():
            self.report(g.finish(OVERLORD_WON))


def play_game(d, level, seed, heroes=None):
    """One game: (winner or None, turns played, the table)."""
    scen, problems = load(d)
    assert not problems, problems
    g = new_game(scen)
    rng = random.Random(seed)
    assert g.start_solo(level, seed % (255 * 255)) is None
    t = Table(g, heroes or d.get("heroes") or 3, rng)
    last = scen.last_turn if scen.last_turn is not None else NO_LAST_TURN
    for _ in range(2 * last + 4):
        if g.over:
            break
        if g.phase == OVERLORD:
            t.overlord_turn()
        else:
            t.heroes_turn()
            if not g.over:
                t.report(g.begin_turn())
        if scen.last_turn is None and g.turn > NO_LAST_TURN:
            break
    winner = {HEROES_WON: "heroes", OVERLORD_WON: "overlord", TIME_UP: "overlord"}.get(g.over)
    return winner, g.turn, t


def run(games, level, seed, only=None):
    rows = []
    for k, (name, d) in enumerate(presets()):
        if only and name not in only:
            continue
        row = {"preset": name, "games": 0, "refused": 0, "side_refused": 0, "unfinished": 0,
               "overlord": 0, "heroes": 0, "turns": 0}
        for i in range(games):
            winner, turns, t = play_game(d, level, seed * 100003 + k * 1009 + i)
            row["games"] += 1
            row["refused"] += t.refused
            row["side_refused"] += t.side_refused
            row["turns"] += turns
            if winner is None:
                row["unfinished"] += 1
            else:
                row[winner] += 1
        rows.append(row)
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=40, help="games per preset and level")
    ap.add_argument("--level", type=int, action="append", help="level(s) to play (default: every level)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--quick", action="store_true", help="3 games per preset at each level")
    ap.add_argument("--table", action="store_true", help="print the balance table as Markdown (docs/solo.md)")
    a = ap.parse_args()
    games = 3 if a.quick else a.games
    levels = a.level or list(range(1, len(solo.LEVELS)))
    t0 = time.perf_counter()
    total = {}
    per = {}
    for lv in levels:
        rows = run(games, lv, a.seed)
        per[lv] = rows
        total[lv] = {k: sum(r[k] for r in rows) for k in ("games", "refused", "side_refused", "unfinished",
                                                          "overlord", "heroes")}
    took = time.perf_counter() - t0
    if a.table:
        print("| level | games | refused | not ended | Overlord won | heroes won |")
        print("|---|---|---|---|---|---|")
        for lv in levels:
            tt = total[lv]
            print("| %d | %d | %d | %d | %d (%.0f%%) | %d |" % (lv, tt["games"], tt["refused"], tt["unfinished"],
                                                           tt["overlord"], 100.0 * tt["overlord"] / max(1, tt["games"]),
                                                           tt["heroes"]))
        print()
        print("| preset | " + " | ".join("level %d" % lv for lv in levels) + " |")
        print("|---|" + "---|" * len(levels))
        for i, r in enumerate(per[levels[0]]):
            cells = ["%d / %d" % (per[lv][i]["overlord"], per[lv][i]["heroes"]) for lv in levels]
            print("| %s | %s |" % (r["preset"], " | ".join(cells)))
    else:
        for lv in levels:
            print("level %d" % lv)
            print("%-36s %5s %7s %10s %8s %6s %6s" % ("preset", "games", "refused", "unfinished", "overlord",
                                                    "heroes", "turns"))
            for r in per[lv]:
                print("%-36s %5d %7d %10d %8d %6d %6.1f" % (r["preset"], r["games"], r["refused"], r["unfinished"],
                                                          r["overlord"], r["heroes"], r["turns"] / r["games"]))
    for lv in levels:
        tt = total[lv]
        print("level %d, all presets: %d games, %d refused, %d not ended, Overlord %d (%.0f%%), heroes %d; "
              "simulation's own reports refused: %d"
              % (lv, tt["games"], tt["refused"], tt["unfinished"], tt["overlord"],
                 100.0 * tt["overlord"] / max(1, tt["games"]), tt["heroes"], tt["side_refused"]))
    print("%.1f s for %d games" % (took, sum(total[lv]["games"] for lv in levels)))
    bad = sum(total[lv]["refused"] + total[lv]["unfinished"] + total[lv]["side_refused"] for lv in levels)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
