"""Skelos rules core: board games' control boards as event-sourced engines.

Pure and portable: runs unchanged under CircuitPython/MicroPython on the board
and under CPython on the laptop.  No I/O, no clock, no randomness.

The kernel holds no game:
  records   the journal's record byte format (a type byte, one byte per argument)
  journal   the append-only journal with undo and redo every game shares
  checkpoints  the journal's checkpoints and the rebuilds of undo, resume and prepare
  ramlog    the journal's backend in RAM (the host's; the board keeps its journals in storage)
  fields    the field-validation toolkit of every game's scenario loader
  codec     compact versioned binary encoding of scenarios and journals
  games     the registry: game id -> pack (scenario loader, game class, records)
One folder per game (a pack: scenario, game, records):
  conan/     the Overlord's Book of Skelos (R01-R20, S01-S03), the default
  orcquest/  OrcQuest WarPath's heroes' turn (O01-O04); combat.py: O05
"""

__version__ = "0.1.0"
CORE_VERSION = __version__
