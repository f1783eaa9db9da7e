"""`skelos watch`: the device's state, live (refreshed on pushed events)."""

import queue

import click
from rich.console import Console, Group
from rich.live import Live
from rich.text import Text

from skelos.games import game_of

from skelos_host.commands.status import render_state
from skelos_host.client import RESUMED
from skelos_host.common import connect, device_errors, port_option
from skelos_host.i18n import _
from skelos_host.views import refusal_text


@click.command()
@port_option
@click.option("--count", type=int, default=0, help="stop after this many pushed messages (0: until Ctrl-C)")
@device_errors
def watch(port, count):
    """Mirror the device live; refreshes on every pushed event."""
    console = Console()
    seen = 0
    with connect(port, serve="skelos watch") as c:
        last = Text("")
        game = [None]   # the game of the last state: whose texts a refusal takes

        def view():
            reply = c.request("state")
            game[0] = game_of(reply["state"])
            return Group(render_state(reply, info=c.info), last)
        try:
            with Live(view(), console=console, auto_refresh=False) as live:
                while count == 0 or seen < count:
                    try:
                        msg = c.pushes.get(timeout=0.5)
                    except queue.Empty:
                        if c.error is not None:
                            raise c.error from None
                        continue
                    if msg.get("push") == RESUMED["push"]:       # the board again, after its holder left
                        live.update(view(), refresh=True)
                        continue
                    seen += 1
                    if msg.get("push") == "refused":
                        last = Text(_("refused %(button)s: %(reason)s")
                                    % {"button": msg.get("button"),
                                       "reason": refusal_text(msg.get("code"), msg.get("args") or (), game[0])},
                                    style="red")
                    elif msg.get("push") == "event":
                        last = Text(_("seq %(seq)s: %(record)s") % {"seq": msg.get("seq"), "record": msg.get("rec")})
                    elif msg.get("push") == "game":
                        last = Text(_("new game %(game)s (%(scenario)s)")
                                    % {"game": msg.get("game"), "scenario": msg.get("scenario")}, style="bold")
                    live.update(view(), refresh=True)
        except KeyboardInterrupt:
            pass


command = watch
