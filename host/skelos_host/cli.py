"""The `skelos` command line.

Each module in skelos_host.commands defines one command (a click command or
group) named `command`; the click tree that holds them is skelos_host.root.
A module is imported only when its command runs (or its own help is asked):
`skelos --help` lists the commands from `COMMANDS` below without importing
any of them, so a command that needs nothing heavy starts fast.  The listings
in `FAST` are answered without click at all (importing it took longer than
the rest of `skelos scenario list`): their click commands call the same
functions, so both ways print the same.
"""

import contextlib
import signal
import sys

from skelos_host import i18n
from skelos_host.i18n import N_

# name -> the one-line help `skelos --help` shows (the command's own docstring is its full help).
# tests/host/test_cli.py checks this table against skelos_host/commands/.
COMMANDS = {
    "box": N_("The Book of Skelos on a Raspberry Pi: the board, its page and the logger in one process."),
    "demo": N_("Play the rulebook's worked Overlord turn through the rules core."),
    "deploy": N_("Build the CIRCUITPY contents, or copy them onto the mounted drive."),
    "devices": N_("List Skelos boards and simulators, and who shares each one."),
    "export": N_("Write a session's events as JSON or CSV."),
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


# The command lines answered without click: their words after the root's `--lang LANG` (if any) -> (module,
# function, keyword arguments).  Any other form (a --help, a misspelt option) goes through click.
FAST = {
    ("scenario", "list"): ("skelos_host.presets", "print_index", {"as_json": False}),
    ("scenario", "list", "--json"): ("skelos_host.presets", "print_index", {"as_json": True}),
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


def fast_command(args):
    """(language or None, (module, function, kwargs)) of a command line FAST answers, else None."""
    lang = None
    if args[:1] == ["--lang"] and len(args) > 1:
        lang, args = args[1], args[2:]
    elif args[:1] and args[0].startswith("--lang="):
        lang, args = args[0][len("--lang="):], args[1:]
    if lang is not None and lang not in i18n.LANGUAGES:
        return None             # (click says why)
    found = FAST.get(tuple(args))
    return (lang, found) if found else None


def run_fast(lang, found):
    """Answer a FAST command line as the click tree would: the exit status."""
    import importlib

    module, function, kwargs = found
    i18n.set_language(lang or i18n.from_environment())
    try:
        with french_streams():
            getattr(importlib.import_module(module), function)(**kwargs)
            sys.stdout.flush()
    except BrokenPipeError:      # (`skelos scenario list | head`: what click does, quietly)
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except KeyboardInterrupt:
        sys.stderr.write("\n" + i18n._("Aborted!") + "\n")
        return 1
    return 0


def __getattr__(name):
    """`cli` (the click tree) and the rest of skelos_host.root, imported when first asked for."""
    if name.startswith("__"):
        raise AttributeError(name)
    from skelos_host import root

    try:
        return getattr(root, name)
    except AttributeError:
        raise AttributeError("module %r has no attribute %r" % (__name__, name)) from None


def main():
    # Ctrl-C (SIGINT) stops the long-running commands even when a non-interactive shell started
    # them in the background: such a shell makes its children ignore SIGINT, and Python then
    # leaves it ignored.
    if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    fast = fast_command(sys.argv[1:])
    if fast is not None:
        sys.exit(run_fast(*fast))
    from skelos_host.root import cli

    cli()


if __name__ == "__main__":
    main()
