"""`skelos status`: the device's state once (see `skelos watch` for live)."""

import click
from rich.console import Console

from skelos_host import views
from skelos_host.device import faults
from skelos_host.cli.common import connect, device_errors, port_option
from skelos_host.text.i18n import N_, _

# A board whose firmware cannot start answers every request with the error
# cannot_start [why, detail] (firmware/code.py, docs/firmware.md "A board that cannot start")
CANNOT_START = N_("The board cannot start: %s")
WHY = {
    "missing_file": N_("a file of the firmware is missing from its drive (%s)."),
    "circuitpython_version": N_("it runs another version of CircuitPython than the firmware is made for (%s)."),
    "incompatible_mpy": N_("the firmware's compiled files (.mpy) are for another version of CircuitPython (%s)."),
    "memory": N_("it ran out of memory while starting (%s)."),
    "drive": N_("a file of its drive could not be read (%s)."),
    "error": N_("the firmware stopped on an error (%s)."),
}
FIX = N_("Fix: run `skelos deploy` again (it writes the whole drive for the board's CircuitPython), then reset "
         "the board.")
FIX_VERSION = N_("Fix: install CircuitPython 9 on the board, then run `skelos deploy` again.")


def cannot_start_lines(args):
    """The reason a board that cannot start gives (its error's args: [why, detail]), as text lines."""
    why = args[0] if args and isinstance(args[0], str) else "error"
    detail = str(args[1]) if len(args) > 1 else "?"
    what = _(WHY.get(why, WHY["error"])) % detail
    return [_(CANNOT_START) % what, _(FIX_VERSION if why == "circuitpython_version" else FIX)]


def render_state(reply, scenario=None, info=None):
    """A rich renderable of a `state` reply ({"game", "state", ...}), drawn by its game's view;
    `scenario`, the game's scenario dict when the host knows it, gives the names in each language."""
    return views.view_of(reply["state"]).render_state(reply, info, d=scenario)


@click.command()
@port_option
@click.option("--json", "as_json", is_flag=True, help="print the raw state reply")
@device_errors
def status(port, as_json):
    """Show the device's current state once."""
    from skelos_host.device.client import DeviceError

    try:
        c = connect(port)
    except DeviceError as e:
        if e.code != "cannot_start":
            raise
        raise click.ClickException("\n".join(cannot_start_lines(e.values))) from None
    with c:
        for line in faults.lines(c.info):
            click.secho(line, fg="yellow", err=as_json)
        r = c.request("state")
        info = c.info
        d = None
        whys = []
        if not as_json:
            from skelos_host.session.recorder import scenario_for
            from skelos_host.web.source import KnownScenarios

            d = scenario_for(KnownScenarios(), c, r["state"].get("scenario"))[0]
            whys = last_step_why(c, r, d)
    if as_json:
        import json
        click.echo(json.dumps(r, indent=1))
        return
    console = Console()
    console.print(render_state(r, scenario=d, info=info))
    if whys:
        console.print(_("Why the board's Overlord did its last step:"), markup=False)
        for said, why in whys:
            console.print("  " + said, markup=False, highlight=False, soft_wrap=True)
            console.print("    " + why, markup=False, highlight=False, soft_wrap=True)


def last_step_why(client, reply, d):
    """The board's Overlord (docs/solo.md): its last step's records and why, told from the game's
    records (the host rebuilds them, views.conan_explain): [(line, why)]; [] for another game."""
    from skelos_host.session import story as story_mod

    if not reply["state"].get("solo") or d is None or not reply.get("game"):
        return []
    try:
        told = story_mod.Story(views.view_of(reply["state"]), d)
    except views.UnknownGame:
        return []
    _game, events, _last = client.events(game=reply["game"])
    for e in events:
        if e["seq"] == told.last + 1:
            told.add(e["seq"], e["rec"])
    return story_mod.why_lines(told.entries)


command = status
