"""`skelos demo`: a scripted Overlord turn through the rules core, no hardware."""

import click
from rich.console import Console
from rich.table import Table

from skelos.game import Game
from skelos_host.presets import load_scenario, PresetError


def _table(game, title):
    s = game.scenario
    t = Table(title=title)
    t.add_column("slot")
    t.add_column("cost")
    t.add_column("tile")
    t.add_column("status")
    t.add_column("figures")
    for i in range(len(s.costs)):
        tile = game.slot_tile(i + 1)
        if tile < 0:
            t.add_row(str(i + 1), str(s.costs[i]), "-", "", "")
            continue
        r, g, b = s.tiles[tile].color
        t.add_row(str(i + 1), str(s.costs[i]), "[rgb(%d,%d,%d)]■[/] %s" % (r, g, b, s.tiles[tile].name),
                  game.tile_status(tile), str(game.figures(tile)))
    a, f, sp, spl, rem = game.gems()
    t.caption = ("turn %d  phase %s  gems: available %d, fatigue %d, spent %d, on spells %d, removed %d"
                 % (game.turn, ("heroes", "overlord")[game.phase], a, f, sp, spl, rem))
    return t


@click.command()
@click.option("--preset", default="pict-village", show_default=True, help="built-in preset or TOML file")
def demo(preset):
    """Play the worked Overlord turn of the rulebook through the rules core."""
    console = Console()
    try:
        scenario, _ = load_scenario(preset)
    except PresetError as e:
        raise click.ClickException(str(e)) from None
    game = Game(scenario)
    console.print(_table(game, "Start: " + scenario.name))
    steps = (("Begin the Overlord turn (recovery, hourglass)", game.begin_turn, ()),
             ("Activate slot 3", game.activate, (3,)),
             ("Buy 1 extra move for figure 3", game.extra_move, (2, 1)),
             ("Activate slot 1", game.activate, (1,)),
             ("Try a third activation (refused)", game.activate, (1,)),
             ("End the Overlord turn", game.end_turn, ()))
    for label, fn, args in steps:
        r = fn(*args)
        if r is None:
            console.print("[green]✔[/] " + label)
        else:
            console.print("[red]✘[/] %s: [bold]%s[/] (%s)" % (label, r[0], r[1]))
    console.print(_table(game, "After the turn"))


command = demo
