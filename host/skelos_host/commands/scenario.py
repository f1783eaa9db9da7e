"""`skelos scenario`: list, show, validate and create scenario presets."""

import os

import click
from rich.console import Console
from rich.table import Table

from skelos_host import orcquest_view, presets
from skelos_host.orcquest_view import is_orcquest
from skelos_host.presets import PresetError


@click.group()
def scenario():
    """Scenario presets: list, show, validate FILE, new FILE."""


@scenario.command("list")
def list_():
    """List the built-in presets."""
    t = Table(title="Built-in presets")
    for col in ("preset", "name", "setup", "unsourced"):
        t.add_column(col)
    for name in presets.builtin_names():
        try:
            d = presets.load_dict(name)
        except PresetError as e:
            t.add_row(name, "[red]invalid[/]", "; ".join(e.problems[:2]), "")
            continue
        t.add_row(name, d.get("name", ""), presets.describe(d), str(len(d.get("unsourced", []))))
    Console().print(t)


@scenario.command()
@click.argument("preset")
def show(preset):
    """Show a preset or scenario file: river, tiles, gems, caveats."""
    try:
        d = presets.load_dict(preset)
    except PresetError as e:
        raise click.ClickException(_problems(e)) from None
    console = Console()
    if is_orcquest(d):
        orcquest_view.show(console, d)
        _caveats(console, d)
        return
    tiles = {t["id"]: t for t in d["tiles"]}
    t = Table(title="%s (%s)" % (d["name"], d["id"]))
    for col in ("slot", "cost", "tile", "role", "move", "def", "dice", "figures", "hp", "reinf."):
        t.add_column(col)
    for i, slot in enumerate(d["river"]):
        tile = tiles.get(slot.get("tile"))
        cost = str(slot.get("cost", i + 1))
        if tile is None:
            t.add_row(str(i + 1), cost, "-", *[""] * 7)
            continue
        r, g, b = tile.get("color", [255, 255, 255])
        name = "[rgb(%d,%d,%d)]■[/] %s" % (r, g, b, tile["name"])
        if tile.get("kind") == "event":
            t.add_row(str(i + 1), cost, name, "event", "", "", "", "", "",
                      "; ".join(e["name"] for e in tile.get("events", [])))
            continue
        t.add_row(str(i + 1), cost, name, tile.get("role", "minion"), str(tile.get("move", "")),
                  str(tile.get("defense", "")), tile.get("dice", ""), str(tile.get("figures", "")),
                  str(tile.get("hp", 1)), str(tile.get("reinforcement", "-")))
    last = d.get("turns", {}).get("last")
    t.caption = "%s; turns %s..%s; %s first" % (presets.describe(d), d.get("turns", {}).get("start", 0),
                                               last if last is not None else "no limit", d.get("first", "heroes"))
    console.print(t)
    _caveats(console, d)


def _caveats(console, d):
    if d.get("unsourced"):
        console.print("[yellow]Not in the sources (check before playing):[/] " + ", ".join(d["unsourced"]))
    if d.get("notes"):
        console.print("[dim]Notes:[/] " + d["notes"])


def _problems(e):
    return "%s is not a valid scenario:\n" % e.source + "\n".join("  " + p for p in e.problems)


@scenario.command()
@click.argument("file")
def validate(file):
    """Check a preset or TOML file with the rules core; list every problem."""
    try:
        d, problems, label = presets.load_any(file)
    except PresetError as e:
        raise click.ClickException(_problems(e)) from None
    if problems:
        raise click.ClickException("%s: %d problem%s\n" % (label, len(problems), "s" if len(problems) > 1 else "")
                                   + "\n".join("  " + p for p in problems))
    if is_orcquest(d):
        click.echo("%s: valid (%s)" % (label, orcquest_view.summary_line(d)))
    else:
        click.echo("%s: valid (%s, %d slots, %d tiles)" % (label, d["id"], len(d["river"]), len(d["tiles"])))
    if d.get("unsourced"):
        click.echo("not in the sources: " + ", ".join(d["unsourced"]))


@scenario.command()
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--from", "base", help="start from this preset instead of the template")
@click.option("--force", is_flag=True, help="overwrite FILE")
def new(file, base, force):
    """Write a new scenario file from the template (or a preset)."""
    if os.path.exists(file) and not force:
        raise click.ClickException("%s exists (use --force to overwrite)" % file)
    if base:
        try:
            text, _ = presets.read_text(base)
        except PresetError as e:
            raise click.ClickException(_problems(e)) from None
    else:
        text = presets.TEMPLATE
    with open(file, "w", encoding="utf-8") as f:
        f.write(text)
    click.echo("wrote %s; edit it, then: skelos scenario validate %s" % (file, file))


command = scenario
