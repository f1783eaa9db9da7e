"""One module per `skelos` command; the table of the commands and what every command's output goes
through (skelos_host.cli answers some command lines without click, skelos_host.root runs the others)."""

import contextlib
import sys

from skelos_host import i18n
from skelos_host.i18n import N_

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
    "scenario": N_("Scenario presets: list, show, validate FILE, new FILE."),
    "sessions": N_("List the sessions in the store."),
    "sim": N_("Run the device app on the desktop (a simulated board)."),
    "status": N_("Show the device's current state once."),
    "watch": N_("Mirror the device live; refreshes on every pushed event."),
}


@contextlib.contextmanager
def french_streams():
    """What a command writes in French comes out in French typography, whoever put it together (click's
    headings, a file name before its problems, a table's cells)."""
    from skelos_host.typography import FrenchStream

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
