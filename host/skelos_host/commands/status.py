"""`skelos status`: the device's state once (see `skelos watch` for live)."""

import click
from rich.console import Console

from skelos_host import faults, views
from skelos_host.common import connect, device_errors, port_option


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
    with connect(port) as c:
        for line in faults.lines(c.info):
            click.secho(line, fg="yellow", err=as_json)
        r = c.request("state")
        info = c.info
        d = None
        if not as_json:
            from skelos_host.recorder import scenario_for
            from skelos_host.web.source import KnownScenarios

            d = scenario_for(KnownScenarios(), c, r["state"].get("scenario"))[0]
    if as_json:
        import json
        click.echo(json.dumps(r, indent=1))
        return
    Console().print(render_state(r, scenario=d, info=info))


command = status
