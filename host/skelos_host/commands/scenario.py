"""`skelos scenario`: list, show, validate and create scenario presets."""


import click

from skelos_host import presets
from skelos_host.text.i18n import _

# (what only some subcommands need is imported in them)


@click.group()
def scenario():
    """Scenario presets: list, show, validate FILE, new FILE."""


@scenario.command("list")
@click.option("--json", "as_json", is_flag=True, help="print the presets as JSON (for scripts)")
def list_(as_json):
    """List the built-in presets."""
    presets.print_index(as_json)     # (`skelos scenario list` itself is answered without click: skelos_host.cli)


@scenario.command()
@click.argument("preset")
def show(preset):
    """Show a preset or scenario file: river, tiles, gems, caveats."""
    from rich.console import Console

    from skelos_host import views
    from skelos_host.cli.common import read_or_fail

    d = read_or_fail(presets.load_dict, preset, _problems)
    console = Console()
    views.view_of(d).show(console, d)
    _caveats(console, d)


def _caveats(console, d):
    # (a scenario file's own texts: printed as text, never as markup or terminal controls)
    from rich.text import Text

    from skelos_host.text import typography, unsourced
    from skelos_host.text.limits import printable

    if d.get("unsourced"):
        console.print(Text(_("Not in the sources (check before playing):"), style="yellow"))
        for said in unsourced.groups(d):
            console.print(Text("  - " + printable(said)))
    if d.get("notes"):
        # the source's own notes, in its words (English), kept apart from ours
        console.print()
        console.print(Text(_("The source's own notes (in its language):"), style="dim"))
        # English as the source wrote it, so in English typography: around the terminal's French filter
        import sys

        from rich.console import Console

        Console(file=typography.data_stream(sys.stdout), width=console.width, color_system=console.color_system,
                force_terminal=console.is_terminal).print(Text("  " + printable(notes_in_words(d["notes"]))))


# The sources a preset's notes name by their repository, named as a player knows them.
SOURCES = {"drabelpdx/ConanApp": "the ConanApp fan database",
           "fabienpiette/conan-book-skelos": "a French Book of Skelos project",
           "fabienpiette": "that French project", "drabelpdx": "ConanApp"}


def notes_in_words(notes):
    """A preset's notes for a player: the sources named in words, no field name (reinforcement_points)."""
    import re

    for repo, words in SOURCES.items():
        notes = notes.replace(repo, words)
    return re.sub(r"\b([a-z]+)_([a-z_]+)\b", lambda m: m.group(0).replace("_", " "), notes)


def _problems(e):
    """Why a scenario cannot be used: on the same line when there is one reason, else one per line."""
    from skelos_host.cli.common import problems_text
    from skelos_host.text.reasons import translate_problem

    return problems_text(_("%s is not a valid scenario:") % e.source, e.problems, translate_problem)


@scenario.command()
@click.argument("file")
def validate(file):
    """Check a preset or TOML file with the rules core; list every problem."""
    from skelos_host import views
    from skelos_host.cli.common import problem_list, read_or_fail
    from skelos_host.text import unsourced
    from skelos_host.text.reasons import translate_problem

    d, problems, label = read_or_fail(presets.load_any, file, _problems)
    if problems:
        raise click.ClickException(problem_list(label, problems, translate_problem))
    click.echo(_("%(label)s: valid (%(summary)s)") % {"label": label, "summary": views.view_of(d).summary_line(d)})
    if d.get("unsourced"):
        click.echo(_("not in the sources: %s") % unsourced.in_words(d))


@scenario.command()
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--from", "base", help="start from this preset instead of the template")
@click.option("--force", is_flag=True, help="overwrite FILE")
def new(file, base, force):
    """Write a new scenario file from the template (or a preset)."""
    from skelos_host.cli.common import write_from_template

    write_from_template(file, force, presets.TEMPLATE, base, lambda name: presets.read_text(name)[0], _problems)
    click.echo(_("wrote %(file)s; edit it, then: skelos scenario validate %(file)s") % {"file": file})


command = scenario
