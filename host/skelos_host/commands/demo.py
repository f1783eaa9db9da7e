"""`skelos demo`: a scripted Overlord turn through the rules core, no hardware."""

import click
from rich.console import Console
from rich.table import Table

from skelos.conan.game import Game
from skelos_host.presets import load_scenario, PresetError
from skelos_host.presets import display_name
from skelos_host.i18n import _
from skelos_host.reasons import translate_problem, translate_refusal


def _table(game, title):
    s = game.scenario
    t = Table(title=title)
    for col in (_("slot"), _("cost"), _("tile"), _("status"), _("figures")):
        t.add_column(col)
    for i in range(len(s.costs)):
        tile = game.slot_tile(i + 1)
        if tile < 0:
            t.add_row(str(i + 1), str(s.costs[i]), "-", "", "")
            continue
        r, g, b = s.tiles[tile].color
        t.add_row(str(i + 1), str(s.costs[i]), "[rgb(%d,%d,%d)]■[/] %s" % (r, g, b, s.tiles[tile].name),
                  _(game.tile_status(tile)), str(game.figures(tile)))
    a, f, sp, spl, rem = game.gems()
    t.caption = (_("turn %(turn)d  phase %(phase)s  gems: available %(available)d, fatigue %(fatigue)d, "
                   "spent %(spent)d, on spells %(spells)d, removed %(removed)d")
                 % {"turn": game.turn, "phase": (_("heroes"), _("overlord"))[game.phase], "available": a,
                    "fatigue": f, "spent": sp, "spells": spl, "removed": rem})
    return t


@click.command()
@click.option("--preset", default="pict-village", show_default=True, help="built-in preset or TOML file")
def demo(preset):
    """Play the worked Overlord turn of the rulebook through the rules core."""
    console = Console()
    try:
        scenario, d = load_scenario(preset)
    except PresetError as e:
        raise click.ClickException(e.source + ": " + "; ".join(translate_problem(p) for p in e.problems)) from None
    game = Game(scenario)
    console.print(_table(game, _("Start: %s") % display_name(d)))
    steps = ((_("Begin the Overlord turn (recovery, hourglass)"), game.begin_turn, ()),
             (_("Activate slot 3"), game.activate, (3,)),
             (_("Buy 1 extra move for figure 3"), game.extra_move, (2, 1)),
             (_("Activate slot 1"), game.activate, (1,)),
             (_("Try a third activation (refused)"), game.activate, (1,)),
             (_("End the Overlord turn"), game.end_turn, ()))
    for label, fn, args in steps:
        r = fn(*args)
        if r is None:
            console.print("[green]✔[/] " + label)
        else:
            console.print("[red]✘[/] %s: [bold]%s[/] (%s)" % (label, r[0], translate_refusal(r[1])))
    console.print(_table(game, _("After the turn")))


command = demo
