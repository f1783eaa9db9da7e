"""Skelos host package: the laptop side of the electronic Book of Skelos."""

__version__ = "0.1.0"

import os
import sys

try:
    import signal
except ImportError:     # MicroPython: the tests run the simulator's virtual parts (sim/virtual.py) there
    signal = None


def _early_line():
    """The line said for a Ctrl-C before the command starts, in the language asked (read here without the
    catalogue module, which may be half imported at that moment)."""
    english = "Stopped (Ctrl-C) before skelos started the command: nothing changed."
    args = sys.argv[1:3]
    lang = args[1] if args[:1] == ["--lang"] and len(args) > 1 else (args[0][len("--lang="):] if args[:1] and
                                                                      args[0].startswith("--lang=") else None)
    if lang is None:
        lang = next((os.environ[v] for v in ("LC_ALL", "LC_MESSAGES", "LANG") if os.environ.get(v)), "en")
    if not lang.lower().startswith("fr"):
        return english
    try:
        import gettext

        mo = os.path.join(os.path.dirname(os.path.abspath(__file__)), "locale", "fr", "LC_MESSAGES", "skelos.mo")
        with open(mo, "rb") as f:
            text = gettext.GNUTranslations(f).gettext(english)
    except Exception:   # noqa: BLE001 - no compiled catalogue: the English line
        return english
    for mark in ":;!?":     # (French typography, as skelos_host.text.typography sets it)
        text = text.replace(" " + mark, ("\u00a0" if mark == ":" else "\u202f") + mark)
    return text


def stopped_early(signum, frame):
    """Ctrl-C while skelos imports its modules or reads its command line: one line, exit status 130 (as for
    SIGINT), never a traceback from inside an import."""
    try:
        os.write(2, ("\n" + _early_line() + "\n").encode("utf-8", "replace"))
    finally:
        os._exit(130)


def _as_program():
    """True when the `skelos` console script imports this package, not when a program of its own (a test)
    does."""
    main = sys.modules.get("__main__")
    return os.path.basename(getattr(main, "__file__", None) or "").startswith("skelos")


# Installed as the `skelos` program starts, before anything else is imported (click takes most of a start): a
# Ctrl-C from here until the command runs changes nothing, and says so (skelos_host.cli.root puts Python's
# KeyboardInterrupt back when the command runs).  Python leaves SIGINT ignored when a non-interactive shell
# started skelos in the background; this handler makes Ctrl-C (SIGINT) stop it there too.
if signal is not None and _as_program():
    signal.signal(signal.SIGINT, stopped_early)
