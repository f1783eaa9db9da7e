"""The click tree of the `skelos` command (skelos_host.cli starts it; a command answered without click never
imports this module)."""

import sys

import click

from skelos_host import __version__
from skelos_host.text import i18n
from skelos_host.commands import COMMANDS, french_streams
from skelos_host.text.i18n import N_

i18n.patch_click()      # (click's own messages in the player's language, click now imported)


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
        with french_streams():
            return super().main(*args, **kwargs)

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
        import signal

        name = (getattr(ctx, "_protected_args", None) or getattr(ctx, "protected_args", None) or [None])[0]
        try:
            signal.signal(signal.SIGINT, signal.default_int_handler)   # (the start's handler until now: skelos_host)
        except ValueError:        # not the main thread (a test's runner): Ctrl-C is not ours
            pass
        try:
            return super().invoke(ctx)
        except KeyboardInterrupt:   # one line saying what the board has, never click's bare "Aborted!"
            from skelos_host.commands import interrupted_line

            click.echo("\n" + interrupted_line(name), err=True)
            sys.exit(130)
        except Exception as e:   # a store found damaged while a command reads it: one line
            # a StoreError told by its class: the store is not imported here (commands start fast)
            if any(c.__name__ == "StoreError" and c.__module__ == "skelos_host.session.store"
                   for c in type(e).__mro__):
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
