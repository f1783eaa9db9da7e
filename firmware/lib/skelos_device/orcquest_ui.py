"""OrcQuest WarPath on the Skelos board: its button grammar and its pixels.

Same reference hardware and profile segments as the Book of Skelos; the
device app holds one `UI` of the current game's pack, hands it every gesture
but the mode button's and asks it for the frame (docs/firmware.md,
"OrcQuest WarPath").

Buttons (short / long; "mode+" = with mode held; mode's own short / long
come on its release, only when pressed alone, skelos_device.input):
  slot n     no activation running: hero n starts its activation;
             during one: hero n acts next (an extra action bought with Badass)
  extra      a 1-point action of the acting hero / long: one that wounded
  defend     a 2-point action / long: one that wounded
  reroll     the next free Combo (1, then 2) / long: one that wounded
  spell      the selected enemy is defeated / long: in one blow (+1 Badass)
  mode+spell select the next enemy type;  mode+extra: pay 1 Badass (card cost)
  turn       end the activation (draw the event card) / event resolved /
             next round, whichever applies
  undo       undo / long: redo;  mode+undo long: new game;
  mode+slot1 long: heroes won, mode+slot2 long: enemies won
Action points are used first; what they do not cover is bought as extra
actions at the next Badass cost.  A hero other than the active one has no
action points, so all its actions are extra actions.

Pixels (pico reference segments): river = one pixel per hero (or per enemy
type in the "enemies" view); gems = the Badass track, the points the next
extra action would cost blinking; turn = 2 action points, Combo 1, Combo 2,
then the rounds; status = phase and refusal/warning.

Menus never outlive the state they were built for: as on the Book of Skelos
(conan_ui), they are kept in one `Menus` stamped with the game and its seq,
read and written only through `UI.menus()`, which replaces them with closed
ones when the game or its seq changed, whoever changed it (the link's `act`,
`undo`, `redo`, a new game, a resume).  The UI's own actions carry them to
the state they make, what still holds there (the hero acting next while the
same activation runs and no action was taken; the enemy type); an undo or a
redo from the buttons closes them.
"""

from skelos_device import game_ui, render
from skelos_device.game_ui import R_NOTHING, GameUI, actions, game_over, hourglass, menu_attr, slot_of
from skelos_device.render import (
    AMBER, BLUE, CYAN, GREEN, OFF, ORANGE, PURPLE, RED, WHITE, YELLOW, scale,
)

MODES = ("heroes", "enemies")

# action name -> (OrcGame method of that name, min args, max args)
ACTIONS = actions(
    "start", 1, 1, "action", 1, 4, "combo", 1, 2, "kill", 1, 2, "spend", 1, 1, "end_activation", 0, 0,
    "event_done", 0, 0, "next_round", 0, 0, "finish", 1, 1, "undo", 0, 0, "redo", 0, 0)

# refusals of the grammar (code, arguments...), the host owns their texts; R_NOTHING: skelos_device.game_ui
R_NO_ENEMY = ("bad_enemy", "none")   # the scenario lists no enemies
R_HERO = ("bad_hero", "button")      # no hero on that button


class Menus(game_ui.Menus):
    """What OrcQuest's menus hold (skelos_device.game_ui.Menus)."""

    def close(self, game):
        super().close(game)
        self.actor = -1    # hero acting next (an extra action), -1 the active hero
        self.enemy = 0     # enemy type the spell button records


class UI(GameUI):
    """OrcQuest's menu state on one board: `app` is the DeviceApp (O02: the hero
    chosen to act next is the choice of one state of one activation)."""

    MODES = MODES
    ACTIONS = ACTIONS
    MENUS = Menus

    actor = menu_attr("actor")
    enemy = menu_attr("enemy")

    def frame(self, profile):
        return frame(profile, self.app)

    def _act(self, name, args=()):
        """One of the buttons' own actions; the menus carry to the state it
        makes what still holds there: the hero acting next while the same
        activation runs."""
        m = self.menus()
        app = self.app
        g = app.game
        cur = g.current
        r = app.act(name, args)
        if not self._carried(name, r, m, g):
            return r
        if g.current != cur or cur < 0:
            m.actor = -1
        return r

    def menu(self):
        """The menus as the host shows them (`state`'s display): ids, not indices."""
        s = self.app.game.scenario
        actor = self.actor
        return {"actor": s.heroes[actor].id if 0 <= actor < len(s.heroes) else None,
                "enemy": s.enemies[self.enemy % len(s.enemies)].id if s.enemies else None}

    def _actor(self):
        g = self.app.game
        a = self.actor
        if a < 0 or a >= len(g.scenario.heroes):
            return g.current
        return a

    def _action(self, cost, wounded):
        app = self.app
        g = app.game
        hero = self._actor()
        if hero < 0:
            return g.action(0, 1, 0, 0)   # the core gives the reason (no activation, event, round over)
        ap, extra = g.split(hero, cost)
        r = self._act("action", (hero, ap, extra, 1 if wounded else 0))
        if r is None:
            self.actor = -1
        return r

    def gesture(self, name, kind):
        """One gesture (not the mode button's) for an OrcQuest game: None or a refusal."""
        short = kind == "short"
        chord = name.startswith("mode+")
        base = name[5:] if chord else name
        slot = slot_of(base)
        if slot < 0:
            return R_NOTHING
        app = self.app
        g = app.game
        if slot:
            if chord:
                if not short and slot in (1, 2):
                    return self._act("finish", (slot,))
                return R_NOTHING
            if not short:
                return R_NOTHING
            if slot > len(g.scenario.heroes):
                return R_HERO
            if g.current >= 0:
                self.actor = -1 if slot - 1 == g.current or slot - 1 == self.actor else slot - 1
                app.menu_changed()
                return None
            return self._act("start", (slot - 1,))
        if base == "extra":
            if chord:
                return self._act("spend", (1,)) if short else R_NOTHING
            return self._action(1, not short)
        if base == "defend":
            return R_NOTHING if chord else self._action(2, not short)
        if base == "reroll":
            if chord:
                return R_NOTHING
            level = 2 if g.combo1 else 1
            return self._act("combo", (level, 0 if short else 1))
        if base == "spell":
            n = len(g.scenario.enemies)
            if not n:
                return R_NO_ENEMY
            if chord:
                if not short:
                    return R_NOTHING
                self.enemy = (self.enemy + 1) % n
                app.menu_changed()
                return None
            return self._act("kill", (self.enemy % n, 0 if short else 1))
        if base == "turn":
            if chord or not short:
                return R_NOTHING
            if g.pending >= 0:
                return self._act("event_done")
            if g.current >= 0:
                r = self._act("end_activation")
                if r is None:
                    self.actor = -1
                return r
            return self._act("next_round")
        if base == "undo":
            if chord:
                return app.new_game_from_selected() if not short else R_NOTHING
            r = self._act("undo" if short else "redo")
            if r is None:
                self.actor = -1
            return r
        return R_NOTHING


# ------------------------------------------------------------ pixels
# Painters: (view, out, start, count) with `view` the DeviceApp (game, mode,
# blink, brightness, refusal, warning) and `view.ui` this game's menus.
def _heroes(view, out, start, count):
    g = view.game
    heroes = g.scenario.heroes
    actor = view.ui.menus().actor
    for i in range(count):
        if i >= len(heroes):
            out[start + i] = OFF
            continue
        c = tuple(heroes[i].color)
        if i == g.current:
            c = c if view.blink else WHITE
        elif i == g.pending:
            c = CYAN if view.blink else OFF
        elif g.activated[i]:
            c = scale(c, 6)
        else:
            c = scale(c, 35)
        if i == actor and g.current >= 0 and i != g.current:
            c = AMBER if view.blink else c
        out[start + i] = c


def _enemies(view, out, start, count):
    g = view.game
    es = g.scenario.enemies
    sel = view.ui.menus().enemy % len(es) if es else -1
    for i in range(count):
        if i >= len(es):
            out[start + i] = OFF
            continue
        c = tuple(es[i].color)
        if i == sel:
            c = c if view.blink else WHITE
        else:
            c = scale(c, 30)
        out[start + i] = c


def _badass(view, out, start, count):
    """The Badass track: gold points; the ones the next extra action would
    take blink orange; points missing for it show dim red."""
    g = view.game
    have = g.badass
    cost = g.next_extra_cost() if g.can_buy() else 0
    for i in range(count):
        c = OFF
        if i < have:
            c = YELLOW
            if cost and cost <= have and i >= have - cost and view.blink:
                c = ORANGE
        elif cost > have and i < cost:
            c = scale(RED, 25)
        out[start + i] = c


def _track(view, out, start, count):
    g = view.game
    if game_over(view, out, start, count):
        return
    for i in range(2):
        if i < count:
            out[start + i] = GREEN if (g.current >= 0 and i < g.ap) else OFF
    for lvl in (1, 2):
        i = 1 + lvl
        if i >= count:
            continue
        st = g.combo_state(lvl)
        if st == "available":
            out[start + i] = PURPLE if view.blink else WHITE
        elif st == "used":
            out[start + i] = scale(PURPLE, 15)
    s = g.scenario
    if count > 4:
        hourglass(view, out, start + 4, count - 4, s.round_start, g.round, s.last_round)


def _status(view, out, start, count):
    if count < 1:
        return
    g = view.game
    if g.pending >= 0:
        c = WHITE if view.blink else OFF
    elif g.current >= 0:
        c = GREEN
    else:
        c = BLUE
    render.status_pixels(view, out, start, count, c, AMBER if view.ui.menus().actor >= 0 and g.current >= 0 else None)


def _river(view, out, start, count):
    if view.mode == "enemies":
        _enemies(view, out, start, count)
    else:
        _heroes(view, out, start, count)


PAINTERS = {"river": _river, "gems": _badass, "turn": _track, "status": _status}


def frame(profile, view):
    """The strip's colours for an OrcQuest game (brightness applied)."""
    return render.compose(profile, view, ("turn", "river", "gems", "status"), PAINTERS, "heroes")
