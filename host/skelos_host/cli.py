"""The `skelos` command line.

Each module in skelos_host.commands defines one command (a click command or
group) named `command`; they are registered here in alphabetical order.
"""

import importlib
import pkgutil

import click

from skelos_host import __version__, commands, i18n
from skelos_host.i18n import N_


def _set_lang(ctx, param, value):
    if value:
        i18n.set_language(value)
        i18n.translate_help(cli)
    return value


class _Root(click.Group):
    """The root group: picks the language from the environment at every start."""

    def main(self, *args, **kwargs):
        i18n.set_language(i18n.from_environment())
        i18n.translate_help(self)
        return super().main(*args, **kwargs)


@click.group(cls=_Root)
@click.option("--lang", type=click.Choice(i18n.LANGUAGES), is_eager=True, expose_value=False,
              callback=_set_lang, help=N_("language of the messages (default: from LC_ALL, LC_MESSAGES or LANG)"))
@click.version_option(__version__, prog_name="skelos")
def cli():
    """Skelos: the electronic Book of Skelos, from the laptop side."""


def _register():
    for info in sorted(pkgutil.iter_modules(commands.__path__), key=lambda m: m.name):
        if info.name.startswith("_"):
            continue
        mod = importlib.import_module("skelos_host.commands." + info.name)
        cmd = getattr(mod, "command", None)
        if cmd is not None:
            cli.add_command(cmd)


_register()


def main():
    cli()


if __name__ == "__main__":
    main()
