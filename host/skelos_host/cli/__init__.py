"""The `skelos` command line.

Each module in skelos_host.commands defines one command (a click command or
group) named `command`; the click tree that holds them is skelos_host.cli.root.
A module is imported only when its command runs (or its own help is asked):
`skelos --help` lists the commands from `COMMANDS` below without importing
any of them, so a command that needs nothing heavy starts fast.  The listings
in `FAST` are answered without click at all (importing it took longer than
the rest of `skelos scenario list`): their click commands call the same
functions, so both ways print the same.
"""

import signal
import sys


# (a Ctrl-C from the program's start until the command runs: skelos_host/__init__.py, the first module of the
# program, installs the handler that says so; `python -m skelos_host.cli` installs it here)
if __name__ == "__main__":
    from skelos_host import stopped_early

    signal.signal(signal.SIGINT, stopped_early)

from skelos_host.text import i18n
from skelos_host.commands import COMMANDS, french_streams  # noqa: F401  (COMMANDS: the commands' table)



# The command lines answered without click: their words after the root's `--lang LANG` (if any) -> (module,
# function, keyword arguments).  Any other form (a --help, a misspelt option) goes through click.
FAST = {
    ("scenario", "list"): ("skelos_host.presets", "print_index", {"as_json": False}),
    ("scenario", "list", "--json"): ("skelos_host.presets", "print_index", {"as_json": True}),
}


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
        from skelos_host.commands import interrupted_line

        sys.stderr.write("\n" + interrupted_line(args_command(found)) + "\n")
        return 130
    return 0


def args_command(found):
    """The command a FAST entry answers ("scenario")."""
    return next(k[0] for k, v in FAST.items() if v is found)


def __getattr__(name):
    """`cli` (the click tree) and the rest of skelos_host.cli.root, imported when first asked for."""
    if name.startswith("__"):
        raise AttributeError(name)
    import importlib

    if name in ("root", "common"):      # this package's own modules
        return importlib.import_module(__name__ + "." + name)
    root = importlib.import_module(__name__ + ".root")

    try:
        return getattr(root, name)
    except AttributeError:
        raise AttributeError("module %r has no attribute %r" % (__name__, name)) from None


def main():
    # (SIGINT is this module's early handler until the command runs: skelos_host.cli.root then puts Python's
    # KeyboardInterrupt back, and says what a Ctrl-C stopped)
    fast = fast_command(sys.argv[1:])
    if fast is not None:
        signal.signal(signal.SIGINT, signal.default_int_handler)
        sys.exit(run_fast(*fast))
    from skelos_host.cli.root import cli

    cli()


if __name__ == "__main__":
    main()
