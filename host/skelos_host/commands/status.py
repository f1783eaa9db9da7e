"""`skelos status`: the device's state once (see `skelos watch` for live)."""

import click
from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from skelos_host import faults, orcquest_view
from skelos_host.common import connect, device_errors, port_option
from skelos_host.i18n import _
from skelos_host.leds import LedLine
from skelos_host.orcquest_view import is_orcquest


def render_state(reply, scenario=None, info=None):
    """A rich renderable of a `state` reply ({"game", "state", ...})."""
    st = reply["state"]
    if is_orcquest(st):
        return orcquest_view.render_state(reply, info)
    tiles = {t["id"]: t for t in st.get("tiles", [])}
    title = _("game %(game)s  %(scenario)s  seq %(seq)s") % {"game": reply.get("game"), "scenario": st.get("scenario"),
                                                             "seq": st.get("seq")}
    if info:
        title = "%s (%s)  " % (info.get("board"), info.get("serial")) + title
    river = Table(title=title, expand=False)
    river.add_column(_("slot"), justify="right")
    river.add_column(_("cost"), justify="right")
    river.add_column(_("tile"))
    river.add_column(_("status"))
    river.add_column(_("hit points"))
    for slot in st.get("river", []):
        t = tiles.get(slot.get("tile"))
        if t is None:
            river.add_row(str(slot["slot"]), str(slot["cost"]), Text("·", style="dim"), "", "")
            continue
        r, g, b = t.get("color", (255, 255, 255))
        name = Text("██ ", style="rgb(%d,%d,%d)" % (r, g, b)) + Text(t["name"])
        status = _(slot.get("status", t.get("status", "")))
        if st.get("current") == t["id"]:
            status += " ◀ " + _("active")
        cost = Text(str(slot["cost"]), style="bold green" if slot.get("affordable") else "dim")
        hp = " ".join(str(h) for h in t.get("hp", [])) or "-"
        river.add_row(str(slot["slot"]), cost, name, status, hp)
    gems = st.get("gems", {})
    spent = gems.get("spent", {})
    g = Table(title=_("gems"), show_header=True)
    for c in (_("available"), _("fatigue"), _("move"), _("defense"), _("reroll"), _("spells"), _("removed")):
        g.add_column(c, justify="right")
    g.add_row(Text(str(gems.get("available", "")), style="bold cyan"), str(gems.get("fatigue", "")),
              str(spent.get("move", "")), str(spent.get("defense", "")), str(spent.get("reroll", "")),
              str(sum(gems.get("spells", []) or [])), str(gems.get("removed", "")))
    last = st.get("last_turn")
    line = _("turn %(turn)s/%(last)s  phase %(phase)s  activations %(activations)s (left %(left)s)") % {
        "turn": st.get("turn"), "last": last if last is not None else "∞", "phase": _(st.get("phase") or ""),
        "activations": st.get("activations"), "left": st.get("activations_left")}
    if st.get("is_last_turn"):
        line += "  [%s]" % _("last turn")
    if st.get("vigilance") is not None:
        line += "  " + _("vigilance %s") % st["vigilance"]
        if st.get("acuity_bonus"):
            line += " (%s)" % (_("acuity %s") % st["acuity_bonus"])
    if st.get("pending_event"):
        line += "  " + _("event pending: %s") % st["pending_event"]
    if st.get("over") and st["over"] != "playing":
        line += "  " + _("GAME OVER: %s") % _(st["over"])
    parts = [river, g, Text(line, style="bold")]
    if reply.get("pixels"):
        parts.append(LedLine(reply["pixels"], _("LEDs")))
    return Group(*parts)


@click.command()
@port_option
@click.option("--json", "as_json", is_flag=True, help="print the raw state reply")
@device_errors
def status(port, as_json):
    """Show the device's current state once."""
    with connect(port) as c:
        for line in faults.lines(c.info):
            click.secho(line, fg="yellow", err=as_json)
        r = c.request("state")
        info = c.info
    if as_json:
        import json
        click.echo(json.dumps(r, indent=1))
        return
    Console().print(render_state(r, info=info))


command = status
