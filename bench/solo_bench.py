"""The board as the Overlord against simulated heroes, on every Conan preset, at each level
(docs/solo.md, "The policy's bench").

    .venv/bin/python bench/solo_bench.py [--games 20] [--level 2] [--seed 1] [--quick] [--table] [--presets]

Each game is bench/solo_heroes.py.SoloGame: a new game of the preset, the ``solo`` record (the
level, a seed from the bench's seed, the preset and the game's number), then turns until the game
ends.  The Overlord's turns are the core's policy (skelos.conan.solo.play, one step at a time,
every decision through the game's own actions); the heroes are a seeded party of the hero presets
(as many as the preset's heroes, 3 when it does not say), each playing its own sheet by the
heroes' rules (skelos.heroes: gems and saturation, recovery, wounds, death), on an abstract map:
a line of zones with the objective at one end (see the module for what is and is not modelled).

Printed: the level table (per level, the games, the Overlord's wins with a 95% confidence interval
(Wilson), the heroes lost and the turns used, each a mean per game, and the games that did not
end), and whether the levels come out distinct and ordered (each level's interval above the one
below it); `--presets` adds the wins per preset.  Also printed, and each must be 0: the
Overlord's actions the rules core refused, the heroes' actions the sheets refused (the exit status
is 1 when one is not).  A game "not ended" is one of a scenario without a last turn stopped at
turn 40 with a hero alive and the objective not made (heroes too wounded to act: the wounds never
come back without the potions and skills the simulation leaves out); it is counted in the games,
and is no win of either side.  It asserts nothing about the levels: when they do not come out
ordered, it says so.
"""

import argparse
import math
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "firmware", "lib"), os.path.join(ROOT, "host"), os.path.join(ROOT, "bench")]

from skelos.conan import solo  # noqa: E402

from solo_heroes import SoloGame  # noqa: E402

Z95 = 1.959964


def presets():
    """(name, scenario dict) of every built-in Conan preset."""
    from skelos_host import presets as p
    out = []
    for name in p.builtin_names():
        d = p.load_dict(name)
        if d.get("game", "conan") == "conan":
            out.append((name, d))
    return out


def wilson(k, n, z=Z95):
    """The Wilson interval of a proportion of `k` in `n` (0 to 1): (low, high)."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, mid - half), min(1.0, mid + half)


def game_seed(seed, k, i):
    return seed * 100003 + k * 1009 + i


def run(games, level, seed, only=None):
    """Per preset: {"preset", "games", "overlord", "heroes", "unfinished", "lost", "turns", "refused",
    "side_refused"} of `games` games at `level`."""
    rows = []
    for k, (name, d) in enumerate(presets()):
        if only and name not in only:
            continue
        row = {"preset": name, "games": 0, "overlord": 0, "heroes": 0, "unfinished": 0, "lost": 0, "turns": 0,
               "refused": 0, "side_refused": 0}
        for i in range(games):
            r = SoloGame(d, level, game_seed(seed, k, i)).play()
            row["games"] += 1
            row["turns"] += r["turns"]
            row["lost"] += r["lost"]
            row["refused"] += r["refused"]
            row["side_refused"] += r["side_refused"]
            if r["winner"] is None:
                row["unfinished"] += 1
            else:
                row[r["winner"]] += 1
        rows.append(row)
    return rows


def totals(rows):
    keys = ("games", "overlord", "heroes", "unfinished", "lost", "turns", "refused", "side_refused")
    return {k: sum(r[k] for r in rows) for k in keys}


def level_table(total, levels):
    """The level table as Markdown lines."""
    out = ["| level | games | Overlord won (95% interval) | heroes lost, a game | turns used, a game | not ended |",
           "|---|---|---|---|---|---|"]
    for lv in levels:
        t = total[lv]
        lo, hi = wilson(t["overlord"], t["games"])
        out.append("| %d | %d | %d (%.1f%%, %.1f-%.1f%%) | %.2f | %.1f | %d |"
                   % (lv, t["games"], t["overlord"], 100.0 * t["overlord"] / max(1, t["games"]), 100 * lo, 100 * hi,
                      t["lost"] / max(1, t["games"]), t["turns"] / max(1, t["games"]), t["unfinished"]))
    return out


def ordered(total, levels):
    """(distinct and ordered?, the sentence): each level's interval of the Overlord's wins above the
    one of the level below it."""
    bad = []
    for a, b in zip(levels[:-1], levels[1:], strict=True):
        lo_b = wilson(total[b]["overlord"], total[b]["games"])[0]
        hi_a = wilson(total[a]["overlord"], total[a]["games"])[1]
        if not lo_b > hi_a:
            bad.append("level %d is not above level %d" % (b, a))
    if len(levels) < 2:
        return True, "one level only"
    if not bad:
        return True, "the levels are distinct and ordered: each level's interval is above the one below it"
    return False, "the levels are NOT distinct and ordered: " + "; ".join(bad)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=20, help="games per preset and level (default 20)")
    ap.add_argument("--level", type=int, action="append", help="level(s) to play (default: every level)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--quick", action="store_true", help="1 game per preset at each level (a smoke run)")
    ap.add_argument("--table", action="store_true", help="print the tables as Markdown only (docs/solo.md)")
    ap.add_argument("--presets", action="store_true", help="also print the wins per preset")
    a = ap.parse_args()
    games = 1 if a.quick else a.games
    if games < 1:
        ap.error("--games must be at least 1")
    levels = sorted(set(a.level or range(1, len(solo.LEVELS))))
    for lv in levels:
        if not 1 <= lv < len(solo.LEVELS):
            ap.error("--level must be 1 to %d" % (len(solo.LEVELS) - 1))
    t0 = time.perf_counter()
    per = {lv: run(games, lv, a.seed) for lv in levels}
    total = {lv: totals(per[lv]) for lv in levels}
    took = time.perf_counter() - t0
    ok, sentence = ordered(total, levels)
    n_presets = len(per[levels[0]])
    print("%d games per preset and level, %d presets, seed %d (the decisions of rules version 6)"
          % (games, n_presets, a.seed))
    print()
    print("\n".join(level_table(total, levels)))
    print()
    print(sentence + ".")
    if a.presets:
        print()
        print("Games won by the Overlord / by the heroes, per preset, %d games each:" % games)
        print()
        print("| preset | " + " | ".join("level %d" % lv for lv in levels) + " |")
        print("|---|" + "---|" * len(levels))
        for i, r in enumerate(per[levels[0]]):
            cells = ["%d / %d" % (per[lv][i]["overlord"], per[lv][i]["heroes"]) for lv in levels]
            print("| %s | %s |" % (r["preset"], " | ".join(cells)))
    if not a.table:
        print()
        for lv in levels:
            t = total[lv]
            print("level %d: the Overlord's actions refused %d, the heroes' actions refused %d"
                  % (lv, t["refused"], t["side_refused"]))
        print("%.1f s for %d games" % (took, sum(total[lv]["games"] for lv in levels)))
    bad = sum(total[lv]["refused"] + total[lv]["side_refused"] for lv in levels)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
