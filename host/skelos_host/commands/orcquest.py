"""`skelos orcquest`: OrcQuest WarPath helpers (the combat calculator)."""

import json

import click

from skelos.orcquest.combat import combat as resolve
from skelos.orcquest.scenario import COLOURS
from skelos_host.text.i18n import N_, _, ngettext
from skelos_host.views.orcquest import DiceError, dice_text, hp_colour, parse_dice, translate_step

# "none" said of shields (the English catalogue says "none")
NO_SHIELD = N_("none (no shield)")


@click.group()
def orcquest():
    """OrcQuest WarPath helpers."""


@orcquest.command()
@click.option("--hits", required=True, help="hit dice results, e.g. 2r1o or red,orange,yellow (r/o/y)")
@click.option("--shields", default="", show_default=False, help="shield results, same form (default: none)")
@click.option("--hp", "hp_color", type=click.Choice(COLOURS), default="yellow", show_default=True,
              help="colour of the defender's hit points")
@click.option("--hit-points", type=click.IntRange(1, 99), default=None,
              help="hit points the defender has left: says whether it falls, and if in one blow")
@click.option("--json", "as_json", is_flag=True, help="print the result as JSON")
def combat(hits, shields, hp_color, hit_points, as_json):
    """Resolve hit and shield dice and explain each step.

    Shields cancel hits red first, then orange, then yellow, each hit taking
    the weakest shield that can stop it; hits weaker than the defender's
    hit points are dropped; a red hit removes 1 red, 2 orange or 4 yellow
    hit points, an orange hit 1 orange or 2 yellow."""
    try:
        h = parse_dice(hits, "--hits")
        s = parse_dice(shields, "--shields")
    except DiceError as e:
        raise click.BadParameter(str(e)) from None
    r = resolve(h, s, COLOURS.index(hp_color))
    if hit_points is not None:
        r["defeated"] = r["damage"] >= hit_points
    if as_json:
        r["hits"] = list(h)
        r["shields"] = list(s)
        click.echo(json.dumps(r, indent=1))
        return
    click.echo(_("hits: %(hits)s; shields: %(shields)s; defender: %(hp)s") % {
        "hits": dice_text(h), "shields": dice_text(s, NO_SHIELD), "hp": hp_colour(hp_color)})
    for i, step in enumerate(r["steps"], 1):
        click.echo("%2d. %s" % (i, translate_step(step)))
    if hit_points is not None:
        if r["defeated"]:
            click.echo(_("defeated: %(damage)d damage >= %(left)d hit points left; if this was its first blow, "
                         "the heroes get its Badass value +1") % {"damage": r["damage"], "left": hit_points})
        else:
            left = hit_points - r["damage"]
            click.echo(ngettext("still standing: %d hit point left", "still standing: %d hit points left", left)
                       % left)


command = orcquest
