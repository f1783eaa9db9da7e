"""`skelos watch`: the device's state, live (refreshed on pushed events), and the game's
story in words.  On a terminal the state is redrawn in place; piped to a file or a
program, the state is printed once at the start, then one line per record of the story
(and per refusal, per new game), each written out at once."""

import queue
import sys

import click
from rich.console import Console, Group
from rich.live import Live
from rich.text import Text

from skelos.games import game_of

from skelos_host import views
from skelos_host.session import story as story_mod
from skelos_host.device.client import RESUMED
from skelos_host.commands.status import render_state
from skelos_host.cli.common import connect, device_errors, port_option
from skelos_host.text.i18n import N_, _
from skelos_host.presets import display_name
from skelos_host.views import refusal_line


# The board's buttons as the face plate names them (the profile's names are ids).
BUTTONS = {"extra": N_("Extra move"), "defend": N_("Defend"), "reroll": N_("Reroll"), "spell": N_("Spell"),
           "mode": N_("Mode"), "turn": N_("Turn"), "undo": N_("Undo")}


def button_name(button):
    """A button of a `refused` push in the player's words: "slot3" is "Slot button 3"."""
    b = str(button or "")
    if b.startswith("slot") and b[4:].isdigit():
        return _("Slot button %s") % b[4:]
    return _(BUTTONS[b]) if b in BUTTONS else (_("a button") if not b else b)


class _Teller:
    """The current game's story, told as its records come (fetched in order after the last told)."""

    def __init__(self, client):
        self.client = client
        self.game = None
        self.d = None
        self.story = None
        self.state = None
        self.shown = 0          # the last record of this game's story shown

    def scenario_id(self):
        return (self.state or {}).get("state", {}).get("scenario")

    def unshown(self):
        """The entries of the story not shown yet (each shown once, in order), and marks them shown."""
        if self.story is None:
            return []
        out = self.story.entries[self.shown:]
        self.shown = len(self.story.entries)
        return out

    def look(self):
        """Read the board's state; a new game starts a new story (its records so far told, not shown).
        True when the game is a new one."""
        from skelos_host.session.recorder import scenario_for
        from skelos_host.web.source import KnownScenarios

        reply = self.client.request("state")
        self.state = reply
        game = reply.get("game")
        if game != self.game or self.story is None:
            self.game = game
            self.d = scenario_for(KnownScenarios(), self.client, reply["state"].get("scenario"))[0]
            try:
                self.story = story_mod.Story(views.view_of(reply["state"]), self.d)
            except views.UnknownGame:
                self.story = None
            self.tell()
            self.shown = 0          # a new game: its records are new to the reader
            return True
        return False

    def tell(self):
        """The story's entries of the records since the last told."""
        if self.story is None or self.game is None:
            return []
        _game, events, _last = self.client.events(after=self.story.last, game=self.game)
        return [self.story.add(e["seq"], e["rec"]) for e in events if e["seq"] == self.story.last + 1]


@click.command()
@port_option
@click.option("--count", type=int, default=0, help="stop after this many pushed messages (0: until Ctrl-C)")
@device_errors
def watch(port, count):
    """Mirror the device live; refreshes on every pushed event."""
    console = Console()
    piped = not console.is_terminal
    if piped and hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(line_buffering=True)       # each line reaches the file or the program at once
    seen = 0
    with connect(port, serve="skelos watch") as c:
        teller = _Teller(c)
        last = Text("")

        def show_state():
            return render_state(teller.state, scenario=teller.d, info=c.info)

        def view():
            return Group(show_state(), last)

        def say(text, style=None):
            console.print(text if isinstance(text, Text) else Text(text, style=style))
            sys.stdout.flush()

        try:
            teller.look()
            teller.shown = len(teller.story.entries) if teller.story else 0     # the game so far: not retold
            if piped:
                console.print(show_state())
                sys.stdout.flush()
            live = None if piped else Live(view(), console=console, auto_refresh=False)
            if live is not None:
                live.start()
            try:
                while count == 0 or seen < count:
                    try:
                        msg = c.pushes.get(timeout=0.5)
                    except queue.Empty:
                        if c.error is not None:
                            raise c.error from None
                        continue
                    if msg.get("push") == RESUMED["push"]:       # the board again, after its holder left
                        teller.look()
                        if live is not None:
                            live.update(view(), refresh=True)
                        continue
                    seen += 1
                    lines = []
                    new = False
                    if msg.get("push") == "refused":
                        lines.append(Text(_("%(button)s refused: %(reason)s")
                                          % {"button": button_name(msg.get("button")),
                                             "reason": refusal_line(msg.get("code"), msg.get("args") or (),
                                                                    game_of(teller.state["state"]))},
                                          style="red"))
                    elif msg.get("push") == "event":
                        new = teller.look()          # a new game whose push this client missed
                        if new:
                            lines.append(Text(_("new game (%(scenario)s)") % {
                                "scenario": display_name(teller.d) if teller.d else teller.scenario_id()},
                                style="bold"))
                        teller.tell()
                        told = teller.unshown()
                        for e in told:
                            lines.append(Text(story_mod.line(e)))
                            if "why" in e:      # the board's Overlord: why (docs/solo.md)
                                lines.append(Text("    " + story_mod.text(e["why"]), style="dim"))
                        if not told and (teller.story is None or teller.story.last < (msg.get("seq") or 0)):
                            lines.append(Text(_("record %(seq)s: %(record)s") % {"seq": msg.get("seq"),
                                                                                  "record": msg.get("rec")}))
                    elif msg.get("push") == "game":
                        new = teller.look()              # False when an event of it came first and said so
                        if new:
                            name = display_name(teller.d) if teller.d else msg.get("scenario")
                            lines.append(Text(_("new game (%(scenario)s)") % {"scenario": name}, style="bold"))
                    if piped:
                        for line in lines[:1] if new else lines:
                            say(line)
                        if new:
                            console.print(show_state())
                            sys.stdout.flush()
                            for line in lines[1:]:
                                say(line)
                    else:
                        if lines:
                            last = Text("\n").join(lines)
                        live.update(view(), refresh=True)
            finally:
                if live is not None:
                    live.stop()
        except KeyboardInterrupt:
            from skelos_host.commands import interrupted_line

            click.echo(interrupted_line("watch"), err=True)


command = watch
