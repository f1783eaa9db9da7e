"""Skelos rules core: the Overlord's Book of Skelos as an event-sourced engine.

Pure and portable: runs unchanged under CircuitPython/MicroPython on the board
and under CPython on the laptop.  No I/O, no clock, no randomness.

Modules:
  scenario  scenario model and the shared validator (the `game` field
            chooses the game: "conan" by default, or "orcquest")
  games     scenario -> game object and record table (the one switch)
  journal   the append-only journal with undo/redo shared by both games
  game      Conan: the Book of Skelos, actions in, events out, queries
  records   Conan's event record table shared by game, codec and the link
  orcquest  OrcQuest WarPath's heroes' turn (O01-O05) and combat resolver
  orcrecords  OrcQuest's event record table
  codec     compact versioned binary encoding of scenarios and journals
"""

__version__ = "0.1.0"
CORE_VERSION = __version__
