"""Conan's Book of Skelos on the board: its button grammar, its menu state and
its pixels (docs/firmware.md, "Buttons" and "LEDs").

The device app holds one `UI` of the current game's pack; it hands it every
gesture but the mode button's, and asks it for the frame.

Buttons (short / long; "mode+" = with mode held; mode's own short / long
come on its release, only when pressed alone, skelos_device.input):
  slot n     activate the tile in slot n / long: open its tile menu
  extra      buy 1 extra move for the selected figure; mode+extra: next figure
  defend     1 gem of active defense;  reroll: 1 gem for a reroll
  spell      cast the selected spell;  mode+spell: next spell
  turn       begin / end the Overlord turn / long: guard round;
             mode+turn: vigilance +1 (long: the guard round's trigger)
  undo       undo / long: redo;  mode+undo long: new game
  mode+slot1 long: heroes won, mode+slot2 long: the Overlord won
  mode+slot3/4/5 long: the board plays the Overlord from now on, level 1/2/3
In a game where the board plays the Overlord (docs/solo.md), turn in the
Overlord's turn is its next step: an activation and its command, the event,
or the end of its turn (while its event tile waits with no event chosen too:
the rest of a step a power cut or an undo left).
In the tile menu: the tile's slot kills a figure, extra wounds one, mode+slot
marks figures dying at the same moment, turn removes the dead tile (or kills
the marked figures), undo closes it; in a game the board plays the
Overlord, spell says a hero's attack lands on it: the board casts its
reaction spells (rules 7).  While an event tile is being resolved:
slot n chooses event n (long: one reinforcement figure for the tile in slot
n), turn carries it out, undo clears the choice.  Each step of that choice is
checked as it is made (R20: the cap per tile, the event's points; a dry run
of the whole choice so far): the press that goes over is refused at once,
and the turn track shows the points left.

Menus never outlive the state they were built for (R19: « l'Overlord doit
réaliser l'un des événements proposés », one event, the one chosen for this
activation).  They are kept in one `Menus` stamped with the game and its
seq (the journal's record count, which every record, undo and redo raises);
the UI reads and writes them only through `UI.menus()`, which closes them
(in place) when the game or its seq differs, whoever changed it (the
link's `act`, `undo`, `redo`, a new game, a resume).  The UI's own actions
carry the menus to the state they make, what still holds in it (the figure
while the same tile is activated with the same figures, the spell, the tile
menu while its tile is in the river, the event choice while the same event
tile waits); an undo or a redo from the buttons closes them all.
"""

from skelos.conan.checks import R_BAD_EVENT, R_NOT_UNIT, R_SLOT
from skelos.conan.records import HEROES as _HEROES

from skelos_device import game_ui, render
from skelos_device.game_ui import R_NOTHING, GameUI, actions, game_over, hourglass, menu_attr, slot_of
from skelos_device.render import (
    AMBER, BLUE, CYAN, GREEN, OFF, ORANGE, PURPLE, RED, WHITE, YELLOW, scale,
)

MODES = ("river", "hp", "vigilance")
DIE = {"yellow": YELLOW, "orange": ORANGE, "red": RED}   # S02: the acuity bonus die

# action name -> (Game method of that name, min args, max args)
ACTIONS = actions(
    "begin_turn", 0, 0, "activate", 1, 1, "extra_move", 0, 2, "defend", 0, 1, "reroll", 0, 1,
    "cast", 1, 2, "end_turn", 0, 0, "damage", 2, 4, "kill", 1, 2, "deaths", 1, 1, "clean", 1, 1,
    "event", 1, 2, "vigilance_up", 1, 1, "guard_round", 0, 0, "finish", 1, 1, "start_solo", 2, 2,
    "draw", 0, 0, "heroes", 1, 1, "undo", 0, 0, "redo", 0, 0)

# refusals of the grammar (code, arguments...), the host owns their texts; R_NOTHING: skelos_device.game_ui
R_MARKED = ("no_figure",)           # R16: every figure of that tile is already marked
R_NO_SPELLS = ("bad_spell", "none")  # the scenario has no spells
R_CHOOSE = ("choose_event",)        # R19 R20: reinforcements come from the event chosen first


class Menus(game_ui.Menus):
    """What the Book of Skelos's menus hold (skelos_device.game_ui.Menus)."""

    def __init__(self, game):
        self.reinf = {}           # tile -> reinforcement figures chosen for it (R20)
        self.batch = {}           # tile -> figures that die at the same moment (R16)
        super().__init__(game)

    def close(self, game):
        super().close(game)
        self.menu_tile = -1       # the tile whose menu is open (long slot press)
        self.figure = 0           # the figure extra moves go to
        self.spell = 0            # the spell the spell button casts
        self.event_choice = None  # the event chosen while an event tile is resolved
        self.reinf.clear()
        self.batch.clear()


class UI(GameUI):
    """The Book of Skelos's menus on one board: `app` is the DeviceApp."""

    MODES = MODES
    ACTIONS = ACTIONS
    MENUS = Menus

    menu_tile = menu_attr("menu_tile")
    figure = menu_attr("figure")
    spell = menu_attr("spell")
    event_choice = menu_attr("event_choice")
    reinf = menu_attr("reinf")
    batch = menu_attr("batch")

    def after_act(self):
        """An action was accepted (buttons or link): the menus follow in menus().
        The heroes' sheets (rules 7, sent by the host) change nothing a menu
        holds: the menus open carry over them."""
        g = self.app.game
        m = self._m
        if m is not None and m.game is g and m.seq == g.count - 1 and g.last_record()[0] == _HEROES:
            m.seq = g.count

    def _act(self, name, args=()):
        """One of the buttons' own actions: the menus carry to the state it
        makes, what still holds there (undo and redo carry nothing)."""
        app = self.app
        g = app.game
        m = self.menus()
        cur = g.current
        figs = len(g.hp[cur]) if cur >= 0 else 0
        pending = g.pending
        r = app.act(name, args)
        if not self._carried(name, r, m, g):
            return r
        if g.current != cur or cur < 0 or len(g.hp[cur]) != figs:
            m.figure = 0
        t = m.menu_tile
        if t >= 0 and g.tile_status(t) in ("removed", "reserve"):
            m.menu_tile = -1
        if m.batch:
            batch = {}
            for t in m.batch:
                n = m.batch[t]
                have = len(g.hp[t]) if g.tile_status(t) == "alive" else 0
                if have:
                    batch[t] = n if n < have else have
            m.batch = batch
        if g.pending < 0 or g.pending != pending:
            m.event_choice = None
            m.reinf = {}
        return r

    def frame(self, profile):
        return frame(profile, self.app)

    def menu(self):
        """The menus as the host shows them (`state`'s display): ids, not indices."""
        g = self.app.game
        tiles = g.scenario.tiles
        reinf = {}
        for t in self.reinf:
            reinf[tiles[t].id] = self.reinf[t]
        marked = {}
        for t in self.batch:
            marked[tiles[t].id] = self.batch[t]
        spells = g.scenario.spells
        pts = self.points() if g.pending >= 0 else None     # R20: the chosen event's points, those left
        return {"tile": tiles[self.menu_tile].id if self.menu_tile >= 0 else None,
                "figure": self.figure, "spell": self.spell if spells else None,
                "event": self.event_choice, "reinforcements": reinf, "marked": marked,
                "budget": pts[0] if pts else None, "remaining": pts[1] if pts else None}

    def pairs(self, plus=-1):
        """The reinforcements chosen so far as [tile, count] pairs in tile order,
        with one more figure of tile `plus` (R20)."""
        out = []
        for t in range(len(self.app.game.scenario.tiles)):
            n = self.reinf.get(t, 0) + (1 if t == plus else 0)
            if n:
                out.append([t, n])
        return out

    def points(self):
        """R20: (the chosen event's points, the points left), or None before an
        event is chosen or when it gives none."""
        g = self.app.game
        left = g.reinforcement_left(self.event_choice, self.pairs())
        if left is None:
            return None
        return g.scenario.tiles[g.pending].events[self.event_choice].reinforcement, left

    def dry_info(self, name, args):
        """What a dry run of `name` adds to its reply: an event's points left (R20)."""
        if name == "event" and args:
            pairs = args[1] if len(args) > 1 and isinstance(args[1], list) else []
            return {"remaining": self.app.game.reinforcement_left(args[0], pairs)}
        return None

    def gesture(self, name, kind):
        """One gesture (not the mode button's): None or a refusal."""
        app = self.app
        g = app.game
        chord = name.startswith("mode+")
        base = name[5:] if chord else name
        slot = slot_of(base)
        if slot < 0:
            return R_NOTHING
        short = kind == "short"
        s = g.scenario
        # event menu: choose the event and the reinforcements, each step checked; turn confirms
        if g.pending >= 0 and not chord:
            if slot:
                if short:
                    if slot - 1 >= len(s.tiles[g.pending].events):
                        return R_BAD_EVENT
                    r = g.dry_run("event", (slot - 1, self.pairs()))   # R20: the choice so far fits it
                    if r is not None:
                        return r
                    self.event_choice = slot - 1
                else:
                    t = g.slot_tile(slot)
                    if t < 0:
                        return R_SLOT
                    if self.event_choice is None:
                        return R_CHOOSE
                    r = g.dry_run("event", (self.event_choice, self.pairs(t)))   # R20: this step
                    if r is not None:
                        return r
                    self.reinf[t] = self.reinf.get(t, 0) + 1
                app.menu_changed()
                return None
            if base == "turn" and short:
                if g.solo and not self.reinf and (self.event_choice is None or g.rules >= 6):
                    # the board's Overlord: its step cut before its event carries it out (docs/solo.md);
                    # rules 6: the event the players chose among those tied
                    from skelos.conan import solo
                    r = solo.play(g, self._act, self.event_choice)
                    if r is None:
                        self.event_choice = None
                    return r
                r = self._act("event", (self.event_choice, self.pairs()))
                if r is None:
                    self.event_choice = None
                    self.reinf = {}
                return r
            if base == "undo" and short and (self.event_choice is not None or self.reinf):
                self.event_choice = None
                self.reinf = {}
                app.menu_changed()
                return None
        # tile menu: the tile selected by a long slot press
        if self.menu_tile >= 0 and chord and short and slot:
            # R16: mark one figure of the tile in that slot for a death at the same moment
            t = g.slot_tile(slot)
            if t < 0:
                return R_SLOT
            if s.tiles[t].is_event:
                return R_NOT_UNIT
            if self.batch.get(t, 0) >= len(g.hp[t]):
                return R_MARKED
            self.batch[t] = self.batch.get(t, 0) + 1
            app.menu_changed()
            return None
        if self.menu_tile >= 0 and not chord and short:
            t = self.menu_tile
            if slot and g.slot_tile(slot) == t:
                return self._act("kill", (t, 1))
            if base == "extra":
                return self._act("damage", (t, s.tiles[t].defense + 1, 0, 0))
            if base == "spell" and g.solo:
                # a hero's attack lands on the tile: the board's Overlord's reaction spells (R13)
                from skelos.conan import solo
                return solo.react(g, self._act, t)
            if base == "turn":
                if self.batch:
                    pairs = [[k, self.batch[k]] for k in self.batch]
                    r = self._act("deaths", (pairs,))
                else:
                    r = self._act("clean", (t,))
                if r is None:
                    self.menu_tile = -1
                    self.batch = {}
                return r
            if base == "undo":
                if self.batch:
                    self.batch = {}
                else:
                    self.menu_tile = -1
                app.menu_changed()
                return None
        if slot:
            if chord:
                if not short and slot in (1, 2):
                    return self._act("finish", (slot,))
                if not short and 3 <= slot <= 5:
                    # the board plays the Overlord, its source seeded from the clock
                    return self._act("start_solo", (slot - 2, app.clock() % 65025))
                return R_NOTHING
            if not short:
                t = g.slot_tile(slot)
                if t < 0:
                    return R_SLOT
                if s.tiles[t].is_event:
                    return R_NOT_UNIT
                self.menu_tile = t
                app.menu_changed()
                return None
            return self._act("activate", (slot,))
        if base == "extra":
            if chord:
                n = len(g.hp[g.current]) if g.current >= 0 else 1
                self.figure = (self.figure + 1) % (n or 1)
                app.menu_changed()
                return None
            return self._act("extra_move", (self.figure, 1)) if short else R_NOTHING
        if base == "defend":
            return self._act("defend", (1,)) if short else R_NOTHING
        if base == "reroll":
            return self._act("reroll", (1,)) if short else R_NOTHING
        if base == "spell":
            if not s.spells:
                return R_NO_SPELLS
            if chord:
                self.spell = (self.spell + 1) % len(s.spells)
                app.menu_changed()
                return None
            sp = s.spells[self.spell]
            return self._act("cast", (self.spell, sp.cost if sp.cost is not None else 1)) if short else R_NOTHING
        if base == "turn":
            if chord:
                if short:
                    return self._act("vigilance_up", (0,))
                return self._act("vigilance_up", (2 if g.guard else 1,))
            if not short:
                return self._act("guard_round")
            if g.solo and g.phase != 0:
                from skelos.conan import solo
                return solo.play(g, self._act)
            return self._act("begin_turn" if g.phase == 0 else "end_turn")
        if base == "undo":
            if chord:
                if not short:
                    return app.new_game_from_selected()
                return R_NOTHING
            return self._act("undo" if short else "redo")
        return R_NOTHING


# ------------------------------------------------------------ pixels
# Painters: (view, out, start, count) with `view` the DeviceApp (game, mode,
# blink, brightness, refusal, warning) and `view.ui` this game's menus.
def _river(view, out, start, count):
    g = view.game
    ui = view.ui.menus()
    s = g.scenario
    for i in range(count):
        slot = i + 1
        t = g.slot_tile(slot) if slot <= len(s.costs) else -1
        if t < 0:
            c = OFF
        else:
            st = g.tile_status(t)
            tile = s.tiles[t]
            if view.mode == "hp" and st == "alive":
                hp = g.hit_points(t)
                full = tile.hp * tile.max_figures
                have = 0
                for v in hp:
                    have += v
                gr = 255 * have // full if full else 0
                c = (255 - gr, gr, 0)
            elif st == "event":
                c = WHITE
            elif st == "dead":
                c = scale(tile.color, 25 if view.blink else 5)
            else:
                c = tuple(tile.color)
            if st != "dead" and g.phase == 1 and not g.affordable(slot) and g.pending < 0:
                c = scale(c, 15)
            if ui.menu_tile == t and view.blink:
                c = WHITE if st != "event" else CYAN
            elif t in ui.batch and view.blink:
                c = RED
            if g.pending >= 0 and ui.event_choice is not None and slot == ui.event_choice + 1:
                c = CYAN if view.blink else WHITE
        out[start + i] = c


def _gems(view, out, start, count):
    g = view.game
    avail, fatigue, spent, spells, _removed = g.gems()
    # the runs in turn, without a tuple of (count, colour) pairs made per frame
    i = 0
    for k in range(4):
        n = avail if k == 0 else spent if k == 1 else spells if k == 2 else fatigue
        c = GREEN if k == 0 else AMBER if k == 1 else BLUE if k == 2 else RED
        for _ in range(n):
            if i < count:
                out[start + i] = c
            i += 1


def _turn(view, out, start, count):
    g = view.game
    s = g.scenario
    pts = view.ui.points() if g.pending >= 0 and view.mode != "vigilance" else None
    if pts is not None and pts[0] > 0:
        # R20: the chosen event's points: those left green, those spent dim amber
        left = pts[1] if pts[1] > 0 else 0
        for i in range(count):
            if i < left:
                out[start + i] = GREEN
            elif i < pts[0]:
                out[start + i] = (63, 35, 0)     # scale(AMBER, 25)
        return
    if view.mode == "vigilance":
        bonus = g.acuity_bonus()
        c = DIE[bonus[0]] if bonus else OFF
        for i in range(count):
            if i < g.vigilance:
                out[start + i] = c if (bonus and (not bonus[1] or i % 2 == 0 or view.blink)) else PURPLE
        return
    if not game_over(view, out, start, count):
        hourglass(view, out, start, count, s.turn_start + 1, g.turn, s.last_turn)


# the board's Overlord (docs/solo.md): the order being carried out, on the second status pixel
ORDER_COLOURS = (RED, ORANGE, YELLOW, WHITE, BLUE)   # attack the nearest, the fewest wounds, advance, hold, patrol


def _status(view, out, start, count):
    g = view.game
    if count < 1:
        return
    if g.pending >= 0:
        c = WHITE if view.blink else OFF
    elif g.phase == 1:
        c = PURPLE
    else:
        c = BLUE
    busy = CYAN if view.ui.menus().menu_tile >= 0 else None
    if busy is None and g.solo:
        from skelos.conan import solo
        cmd = solo.command(g)
        if cmd is not None:
            busy = ORDER_COLOURS[cmd[1]]
    render.status_pixels(view, out, start, count, c, busy)


PAINTERS = {"river": _river, "gems": _gems, "turn": _turn, "status": _status}


def frame(profile, view):
    """The strip's colours for a Book of Skelos game (brightness applied)."""
    # order matters where segments overlap (small boards): later wins
    if view.mode == "vigilance":
        order = ("river", "gems", "status", "turn")
    else:
        order = ("turn", "river", "gems", "status")
    return render.compose(profile, view, order, PAINTERS, "river")
