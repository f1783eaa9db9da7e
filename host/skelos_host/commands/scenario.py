"""`skelos scenario`: list, show, validate and create scenario presets."""

import os

import click
from rich.console import Console
from rich.table import Table

from skelos_host import orcquest_view, presets
from skelos_host.orcquest_view import is_orcquest
from skelos_host.presets import PresetError
from skelos_host.i18n import _, ngettext
from skelos_host.reasons import translate_problem


@click.group()
def scenario():
    """Scenario presets: list, show, validate FILE, new FILE."""


@scenario.command("list")
@click.option("--json", "as_json", is_flag=True, help="print the presets as JSON (for scripts)")
def list_(as_json):
    """List the built-in presets."""
    from skelos_host.listing import Listing

    rows, out = [], []
    for name in presets.builtin_names():
        try:
            d = presets.load_dict(name)
        except PresetError as e:
            problems = [translate_problem(p) for p in e.problems]
            rows.append(([name, _("invalid"), "; ".join(problems[:2]), ""], "red"))
            out.append({"preset": name, "problems": problems})
            continue
        rows.append(([name, presets.display_name(d), presets.describe(d), str(len(d.get("unsourced", [])))], None))
        out.append({"preset": name, "game": d.get("game", "conan"), "name": d.get("name"), "name_fr": d.get("name_fr"),
                    "setup": presets.describe(d), "unsourced": list(d.get("unsourced", [])), "problems": []})
    if as_json:
        import json

        click.echo(json.dumps(out, indent=1, ensure_ascii=False))
        return
    t = Listing(_("Built-in presets"), [(_("preset"), True, "left"), (_("name"), False, "left"),
                                         (_("setup"), False, "left"), (_("unsourced"), False, "right")])
    for cells, style in rows:
        t.add(cells, style)
    t.print(Console())


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
    t = Table(title="%s (%s)" % (presets.display_name(d), d["id"]))
    for col in (_("slot"), _("cost"), _("tile"), _("role"), _("move"), _("def"), _("dice"), _("figures"), _("hp"),
                _("reinf.")):
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
            t.add_row(str(i + 1), cost, name, _("event"), "", "", "", "", "",
                      "; ".join(e["name"] for e in tile.get("events", [])))
            continue
        t.add_row(str(i + 1), cost, name, _(tile.get("role", "minion")), str(tile.get("move", "")),
                  str(tile.get("defense", "")), tile.get("dice", ""), str(tile.get("figures", "")),
                  str(tile.get("hp", 1)), str(tile.get("reinforcement", "-")))
    last = d.get("turns", {}).get("last")
    t.caption = _("%(setup)s; turns %(start)s..%(last)s; %(first)s first") % {
        "setup": presets.describe(d), "start": d.get("turns", {}).get("start", 0),
        "last": last if last is not None else _("no limit"), "first": _(d.get("first", "heroes"))}
    console.print(t)
    _caveats(console, d)


def _caveats(console, d):
    if d.get("unsourced"):
        console.print("[yellow]%s[/] " % _("Not in the sources (check before playing):") + ", ".join(d["unsourced"]))
    if d.get("notes"):
        console.print("[dim]%s[/] " % _("Notes:") + d["notes"])


def _problems(e):
    return (_("%s is not a valid scenario:") % e.source + "\n"
            + "\n".join("  " + translate_problem(p) for p in e.problems))


@scenario.command()
@click.argument("file")
def validate(file):
    """Check a preset or TOML file with the rules core; list every problem."""
    try:
        d, problems, label = presets.load_any(file)
    except PresetError as e:
        raise click.ClickException(_problems(e)) from None
    if problems:
        raise click.ClickException(label + ": " + ngettext("%d problem", "%d problems", len(problems)) % len(problems)
                                   + "\n" + "\n".join("  " + translate_problem(p) for p in problems))
    if is_orcquest(d):
        click.echo(_("%(label)s: valid (%(summary)s)") % {"label": label, "summary": orcquest_view.summary_line(d)})
    else:
        click.echo(_("%(label)s: valid (%(id)s, %(slots)d slots, %(tiles)d tiles)")
                   % {"label": label, "id": d["id"], "slots": len(d["river"]), "tiles": len(d["tiles"])})
    if d.get("unsourced"):
        click.echo(_("not in the sources: %s") % ", ".join(d["unsourced"]))


@scenario.command()
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--from", "base", help="start from this preset instead of the template")
@click.option("--force", is_flag=True, help="overwrite FILE")
def new(file, base, force):
    """Write a new scenario file from the template (or a preset)."""
    if os.path.exists(file) and not force:
        raise click.ClickException(_("%s exists (use --force to overwrite)") % file)
    if base:
        try:
            text = presets.read_text(base)[0]
        except PresetError as e:
            raise click.ClickException(_problems(e)) from None
    else:
        text = presets.TEMPLATE
    with open(file, "w", encoding="utf-8") as f:
        f.write(text)
    click.echo(_("wrote %(file)s; edit it, then: skelos scenario validate %(file)s") % {"file": file})


command = scenario
