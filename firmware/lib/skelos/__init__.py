"""Skelos rules core: the Overlord's Book of Skelos as an event-sourced engine.

Pure and portable: runs unchanged under CircuitPython/MicroPython on the board
and under CPython on the laptop.  No I/O, no clock, no randomness.

Modules:
  scenario  scenario model and the shared validator
  game      the game object: actions in, events out, undo/redo, queries
  codec     compact versioned binary encoding of scenarios and journals
  records   the event record table shared by game, codec and the link
"""

__version__ = "0.1.0"
CORE_VERSION = __version__
