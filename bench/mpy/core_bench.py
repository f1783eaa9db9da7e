"""Rules-core benchmark: memory under MicroPython, time under either interpreter.

    node bench/mpy/measure.mjs bench/mpy/core_bench.py     # MicroPython (heap figures)
    python bench/mpy/core_bench.py                         # CPython (time per action)

Figures (targets from the core issue):
  heap retained by importing the core, and by a loaded 8-tile game (<= 16 KB)
  bytes allocated per action in steady state (<= 256 B)
  encoded scenario size, 200-event journal size (<= 8 B per event)

Under measure.mjs each STEPS entry is measured separately from the host
("retained" = live-heap growth after a real collection).
"""

import gc
import sys
import time

from scenarios import eight_tile_scenario

# (not `import micropython`: circuitpython-stubs makes that import succeed on CPython)
MPY = sys.implementation.name == "micropython"

mem_alloc = getattr(gc, "mem_alloc", None) or (lambda: 0)
ticks = getattr(time, "ticks_us", None)


def now_us():
    if ticks is not None:
        return ticks()
    return int(time.perf_counter() * 1000000)


G = {}


def turn_actions(g):
    """One Overlord round: 10 accepted actions, every common kind."""
    g.begin_turn()
    g.activate(1)
    g.extra_move(0, 1)
    g.defend(1)
    g.reroll(1)
    g.activate(2)
    g.end_turn()
    g.defend(1)          # heroes' turn
    g.reroll(1)
    g.undo()
    return 10


def step_import():
    import skelos.codec  # noqa: F401
    import skelos.conan.pack  # noqa: F401
    print("  imported the kernel (records, journal, fields, codec, games) and the conan pack")


def step_load():
    from skelos.games import load
    G["dict"] = eight_tile_scenario()
    G["scenario"], problems = load(G["dict"])
    assert not problems, problems


def step_game():
    from skelos.conan.game import Game
    G["game"] = Game(G["scenario"])


def step_warm():
    # grow the journal's buffers once, like a game in progress
    g = G["game"]
    for _ in range(4):
        turn_actions(g)


def step_per_action():
    g = G["game"]
    rounds = 10
    gc.collect()
    gc.disable()
    a = mem_alloc()
    t0 = now_us()
    n = 0
    for _ in range(rounds):
        n += turn_actions(g)
    t1 = now_us()
    b = mem_alloc()
    gc.enable()
    if MPY:
        print("  steady state: %d actions, %d B allocated, %.1f B/action"
              % (n, b - a, (b - a) / n))
    print("  time: %.1f us/action" % ((t1 - t0) / n))
    G["per_action"] = (b - a) / n
    if not MPY:
        # CPython has no allocation counter: tracemalloc gives what stays (the
        # journal) and the largest transient allocation of one action
        import tracemalloc
        tracemalloc.start()
        c0 = tracemalloc.get_traced_memory()[0]
        peak = 0
        k = 0
        for _ in range(rounds):
            for name, args in (("begin_turn", ()), ("activate", (1,)), ("extra_move", (0, 1)), ("defend", (1,)),
                               ("reroll", (1,)), ("activate", (2,)), ("end_turn", ()), ("defend", (1,)),
                               ("reroll", (1,)), ("undo", ())):
                cur = tracemalloc.get_traced_memory()[0]
                tracemalloc.reset_peak()
                getattr(g, name)(*args)
                peak = max(peak, tracemalloc.get_traced_memory()[1] - cur)
                k += 1
        c1 = tracemalloc.get_traced_memory()[0]
        tracemalloc.stop()
        print("  CPython (tracemalloc): %.1f B/action retained (the journal), largest transient %d B"
              % ((c1 - c0) / k, peak))


def step_refused():
    g = G["game"]
    gc.collect()
    gc.disable()
    a = mem_alloc()
    for _ in range(100):
        g.activate(9)   # refused: no such slot / wrong phase
    b = mem_alloc()
    gc.enable()
    if MPY:
        print("  refused action: %.1f B allocated each" % ((b - a) / 100))


def step_sizes():
    from skelos import codec
    from skelos.conan.game import Game
    blob = codec.encode_scenario(G["dict"])
    g = Game(G["scenario"])
    while g.count < 200:
        turn_actions(g)
    j = codec.encode_journal(g, codec.scenario_crc(blob))
    frame = codec.JOURNAL_HEADER + 4     # header (magic, version, rules, CRC, count, length) + CRC
    per = (len(j) - frame) / g.count
    print("  encoded 8-tile scenario: %d B" % len(blob))
    print("  journal of %d events: %d B (%.2f B/event + %d B frame)" % (g.count, len(j), per, frame))
    t0 = now_us()
    g2, err = codec.decode_journal(j, G["scenario"], codec.scenario_crc(blob))
    t1 = now_us()
    assert err is None
    print("  decode + replay of that journal: %.1f ms" % ((t1 - t0) / 1000))


STEPS = [("import core", step_import), ("load 8-tile scenario", step_load),
         ("new game", step_game), ("warm-up", step_warm),
         ("per action", step_per_action), ("refused", step_refused),
         ("sizes", step_sizes)]

print("core_bench: %s" % sys.version)
if not globals().get("__mpbench__"):
    for name, fn in STEPS:
        print(name)
        fn()
