"""The `skelos` command line.

Each module in skelos_host.commands defines one command (a click command or
group) named `command`; they are registered here in alphabetical order.
"""

import importlib
import pkgutil

import click

from skelos_host import __version__, commands


@click.group()
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
