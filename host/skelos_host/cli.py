"""The `skelos` command line: one module per command in skelos_host.commands."""

import click

from skelos_host import __version__
from skelos_host.commands.demo import demo


@click.group()
@click.version_option(__version__, prog_name="skelos")
def cli():
    """Skelos: the electronic Book of Skelos, from the laptop side."""


cli.add_command(demo)


def main():
    cli()


if __name__ == "__main__":
    main()
