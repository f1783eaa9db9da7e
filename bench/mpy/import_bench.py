"""Heap each firmware module holds: import them one by one, in the order a
board loads them (measure.mjs reports each step's retained bytes).

    node bench/mpy/measure.mjs --device bench/mpy/import_bench.py            # a Conan board's modules
    node bench/mpy/measure.mjs --device bench/mpy/import_bench.py orcquest   # an OrcQuest board's
    node bench/mpy/measure.mjs --device bench/mpy/import_bench.py skelos.codec,skelos_device.link

A module imported by an earlier step is not counted again.
"""

import sys

KERNEL = ("skelos,skelos.records,skelos.checkpoints,skelos.codec,skelos.ramlog,skelos.journal,skelos.fields,"
          "skelos.games")
DEVICE = ("skelos_device,skelos_device.render,skelos_device.input,skelos_device.link,skelos_device.storage,"
          "skelos_device.handlers,{game}_ui,skelos_device.app,skelos_device.profile")
PACK = "skelos.{game},skelos.{game}.records,skelos.{game}.scenario,skelos.{game}.game,skelos.{game}.pack"


def modules(arg):
    if "." in arg or "," in arg:
        return arg.split(",")
    return (KERNEL + "," + PACK + "," + DEVICE.replace("{game}_ui", "skelos_device.{game}_ui")).format(
        game=arg).split(",")


def _step(name):
    def step():
        __import__(name)
    return (name, step)


STEPS = [_step(m) for m in modules(sys.argv[1] if len(sys.argv) > 1 else "conan")]

if __name__ == "__main__" and not globals().get("__mpbench__"):
    for name, fn in STEPS:
        fn()
        print("imported", name)
