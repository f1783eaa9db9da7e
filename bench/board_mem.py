"""RAM of a booted board, per game: builds the CIRCUITPY tree `skelos deploy`
writes for each game's default scenario, boots it under a real MicroPython
(bench/mpy/board_mem.mjs) and prints one line per game.

    .venv/bin/python bench/board_mem.py            # every game
    .venv/bin/python bench/board_mem.py orcquest   # one game
    .venv/bin/python bench/board_mem.py --quick    # the same (it takes a second)

Needs the MicroPython interpreter of tests/mpy (scripts/setup.sh --test).
"""

import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# game -> the preset a board of that game is deployed with
BOARDS = {"conan": "pict-village", "orcquest": "orcquest-warpath"}


def measure(game, preset, tmp):
    from skelos_host.commands.deploy import build

    out = os.path.join(tmp, game)
    build(out, scenario=preset)
    doc = os.path.join(tmp, game + ".json")
    r = subprocess.run(["node", os.path.join(ROOT, "bench", "mpy", "board_mem.mjs"), "--json", doc, out],
                       capture_output=True, text=True, cwd=ROOT)
    if r.returncode:
        sys.exit("board_mem: %s failed:\n%s%s" % (game, r.stdout, r.stderr))
    with open(doc, encoding="utf-8") as f:
        return json.load(f)


def main(argv):
    argv = [a for a in argv if a != "--quick"]   # already quick: one boot per game
    games = argv or list(BOARDS)
    for g in games:
        if g not in BOARDS:
            sys.exit("board_mem: unknown game %r (one of %s)" % (g, ", ".join(BOARDS)))
    print("%-9s %-18s %9s %9s %9s  %s" % ("game", "scenario", "code.py", "loop", "board", "firmware modules loaded"))
    with tempfile.TemporaryDirectory() as tmp:
        for g in games:
            d = measure(g, BOARDS[g], tmp)
            p = {x["name"]: x["retained"] for x in d["phases"]}
            print("%-9s %-18s %9d %9d %9d  %s" % (g, d["scenario"], p["code.py"], p["loop"], d["board"],
                                                 " ".join(d["modules"])))


if __name__ == "__main__":
    main(sys.argv[1:])
