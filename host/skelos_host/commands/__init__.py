"""One module per `skelos` command; the table of the commands and what every command's output goes
through (skelos_host.cli answers some command lines without click, skelos_host.cli.root runs the others)."""

import contextlib
import sys

from skelos_host.text import i18n
from skelos_host.text.i18n import N_

# name -> the one-line help `skelos --help` shows (the command's own docstring is its full help).
# tests/host/test_cli.py checks this table against this package's modules.
COMMANDS = {
    "box": N_("The Book of Skelos on a Raspberry Pi: the board, its page and the logger in one process."),
    "demo": N_("Play the rulebook's worked Overlord turn through the rules core."),
    "deploy": N_("Build the CIRCUITPY contents, or copy them onto the mounted drive."),
    "devices": N_("List Skelos boards and simulators, and who shares each one."),
    "export": N_("Write a session's events as JSON or CSV."),
    "firmware": N_("The board's firmware: what a UF2 file holds, or copy one onto a board in its boot loader."),
    "flash": N_("Put a preset or scenario FILE on the device and select it."),
    "heroes": N_("Heroes for the heroes' sheets: list, show NAME, validate FILE, new FILE."),
    "live": N_("Mirror a board's river, gems and turn on a web page, live."),
    "log": N_("Record the device's games losslessly (Ctrl-C to stop)."),
    "orcquest": N_("OrcQuest WarPath helpers."),
    "play": N_("Play without hardware: start the simulated board and its page."),
    "replay": N_("Rebuild a session from its records and check it."),
    "report": N_("Report sessions: an overview, a page per session with charts, CSV and JSON."),
    "room": N_("The tables of a running room: list, rename TABLE NAME, drop TABLE."),
    "scenario": N_("Scenario presets: list, show, validate FILE, new FILE."),
    "sessions": N_("List the sessions in the store."),
    "sim": N_("Run the device app on the desktop (a simulated board)."),
    "status": N_("Show the device's current state once."),
    "watch": N_("Mirror the device live; refreshes on every pushed event."),
}


# What a Ctrl-C that reaches the click tree (outside a command's own handling of it) leaves on the board, by
# command; the others only read the board.
EARLY = N_("Stopped (Ctrl-C) before skelos started the command: nothing changed.")   # (skelos_host.cli says it too)
UNCHANGED = N_("Stopped (Ctrl-C): skelos %s does not change the board; nothing changed on it.")
INTERRUPTED = {
    "box": N_("Stopped (Ctrl-C): the board's game is saved up to its last step and resumes at the next start."),
    "deploy": N_("Stopped (Ctrl-C) while deploy wrote: the folder may hold some of the new files (each one whole); "
                 "run the same command again (with --force on a drive) before playing."),
    "flash": N_("Stopped (Ctrl-C) outside the exchange with the board: skelos status tells which game and scenario "
                "the board plays."),
    "live": N_("Stopped (Ctrl-C): the page is closed; the board keeps its game (only presses on a --buttons page "
               "change it)."),
    "play": N_("Stopped (Ctrl-C): the simulated board's game is saved up to its last step and resumes at the next "
               "start."),
    "sim": N_("Stopped (Ctrl-C): the simulated board's game is saved up to its last step and resumes at the next "
              "start."),
}


def interrupted_line(name):
    """The line a Ctrl-C says after skelos started command `name` (None: before any command)."""
    if name in INTERRUPTED:
        return i18n._(INTERRUPTED[name])
    if name in COMMANDS:
        return i18n._(UNCHANGED) % name
    return i18n._(EARLY)


@contextlib.contextmanager
def french_streams():
    """What a command writes in French comes out in French typography, whoever put it together (click's
    headings, a file name before its problems, a table's cells)."""
    from skelos_host.text.typography import FrenchStream, terminal_keeps_no_break_spaces

    terminal_keeps_no_break_spaces()
    streams = sys.stdout, sys.stderr
    french = lambda: i18n.get_language() == "fr"    # noqa: E731  (--lang is read after this)
    sys.stdout, sys.stderr = FrenchStream(sys.stdout, french), FrenchStream(sys.stderr, french)
    try:
        yield
    finally:
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except (OSError, ValueError):
                pass
        sys.stdout, sys.stderr = streams
