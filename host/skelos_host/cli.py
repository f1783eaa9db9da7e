"""The `skelos` command line.

Each module in skelos_host.commands defines one command (a click command or
group) named `command`.  A module is imported only when its command runs (or
its own help is asked): `skelos --help` lists the commands from `COMMANDS`
below without importing any of them, so a command that needs nothing heavy
starts fast.
"""

import signal
import sys

import click

from skelos_host import __version__, i18n
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


def _set_lang(ctx, param, value):
    if value:
        i18n.set_language(value)
        i18n.translate_help(cli)
    return value


class _Root(click.Group):
    """The root group: picks the language from the environment at every start and
    imports a command's module only when that command is wanted."""

    def main(self, *args, **kwargs):
        i18n.set_language(i18n.from_environment())
        i18n.translate_help(self)
        # what the command writes in French comes out in French typography, whoever put it together
        # (click's headings, a file name before its problems, a table's cells)
        from skelos_host.typography import FrenchStream

        streams = sys.stdout, sys.stderr
        french = lambda: i18n.get_language() == "fr"    # noqa: E731  (--lang is read after this)
        sys.stdout, sys.stderr = FrenchStream(sys.stdout, french), FrenchStream(sys.stderr, french)
        try:
            return super().main(*args, **kwargs)
        finally:
            for stream in (sys.stdout, sys.stderr):
                try:
                    stream.flush()
                except (OSError, ValueError):
                    pass
            sys.stdout, sys.stderr = streams

    def list_commands(self, ctx):
        return sorted(COMMANDS)

    def get_command(self, ctx, name):
        if name not in COMMANDS:
            return None
        if name not in self.commands:
            import importlib

            cmd = importlib.import_module("skelos_host.commands." + name).command
            cmd.short_help = COMMANDS[name]
            self.add_command(cmd, name)
        cmd = self.commands[name]
        i18n.translate_help(cmd)
        return cmd

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except Exception as e:   # a store found damaged while a command reads it: one line
            store = sys.modules.get("skelos_host.store")    # (not imported here: commands start fast)
            if store is not None and isinstance(e, store.StoreError):
                raise click.ClickException(str(e)) from None
            raise

    def format_commands(self, ctx, formatter):
        """The command list from COMMANDS (no module imported); a long line wraps, never cut."""
        rows = [(name, i18n._(COMMANDS[name])) for name in sorted(COMMANDS)]
        with formatter.section(i18n._("Commands")):
            formatter.write_dl(rows)


@click.group(cls=_Root)
@click.option("--lang", type=click.Choice(i18n.LANGUAGES), is_eager=True, expose_value=False,
              callback=_set_lang, help=N_("language of the messages (default: from LC_ALL, LC_MESSAGES or LANG)"))
@click.version_option(__version__, prog_name="skelos")
def cli():
    """Skelos: the electronic Book of Skelos, from the laptop side."""


def main():
    # Ctrl-C (SIGINT) stops the long-running commands even when a non-interactive shell started
    # them in the background: such a shell makes its children ignore SIGINT, and Python then
    # leaves it ignored.
    if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    cli()


if __name__ == "__main__":
    main()
