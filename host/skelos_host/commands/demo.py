"""`skelos demo`: a scripted turn through the rules core, no hardware (the
preset's game view plays it: the Book of Skelos's is the worked Overlord
turn of the rulebook)."""

import click
from rich.console import Console

from skelos_host import views
from skelos_host.text.i18n import _
from skelos_host.presets import PresetError, load_scenario
from skelos_host.text.reasons import translate_problem


@click.command()
@click.option("--preset", default="pict-village", show_default=True, help="built-in preset or TOML file")
def demo(preset):
    """Play the worked Overlord turn of the rulebook through the rules core."""
    console = Console()
    try:
        scenario, d = load_scenario(preset)
    except PresetError as e:
        raise click.ClickException(e.source + ": " + "; ".join(translate_problem(p) for p in e.problems)) from None
    play = getattr(views.view_of(scenario), "demo", None)
    if play is None:
        raise click.ClickException(_("%(preset)s: its game (%(game)s) has no scripted demo; try pict-village")
                                   % {"preset": preset, "game": scenario.game})
    play(console, scenario, d)


command = demo
