"""A seeded random player of the device's button grammar (docs/firmware.md).

`Player(app, rng).gesture()` picks a plausible gesture for the app's current
state -- mostly legal, sometimes refused -- and `press` plays it either as
raw key edges through the device loop (`KeyDriver`: keypad events, then
`DeviceApp.step()`) or straight into `DeviceApp.press` (the simulator tests,
which already own the loop).  Nothing here knows the rules' answers: the
device decides, the tests check what it stored.
"""

import os

LONG_HOLD_MS = 650
SHORT_HOLD_MS = 40


def full_run():
    """True for the full campaign (SKELOS_FULL=1), False for the CI size."""
    return os.environ.get("SKELOS_FULL", "") not in ("", "0")


def sized(ci, full):
    return full if full_run() else ci


class Player:
    """Chooses gestures (name, kind) for a DeviceApp.

    new_games: allow `mode`+`undo` long (a new game) when the game is over.
    solo: now and then hand the Overlord to the board (`mode`+slot 3-5 long, docs/solo.md).
    """

    def __init__(self, app, rng, new_games=False, undos=True, solo=False):
        self.app = app
        self.solo = solo
        self.rng = rng
        self.new_games = new_games
        self.undos = undos          # False: no undo, redo or game end (a game without takebacks)
        names = set(app.buttons.names)
        # a profile without a reroll/spell key reaches them through its chord
        self.alias = {}
        for target, pair in (app.profile.get("chords") or {}).items():
            if target not in names:
                self.alias[target] = "mode+" + pair[1]

    def _b(self, name):
        return self.alias.get(name, name)

    def gesture(self):
        app = self.app
        if not self.undos and app.game.pending >= 0:
            # without takebacks, carry the event out plainly (a wrong choice could not be undone)
            if app.ui.reinf:
                return ("undo", "short")
            return self.rng.choice([("slot1", "short"), ("slot2", "short"), ("turn", "short")])
        g = self._gesture()
        if self.undos or g[0] not in ("undo", "mode+undo", "mode+slot1", "mode+slot2"):
            return g
        if g == ("undo", "short") and (app.ui.menu_tile >= 0 or app.ui.event_choice is not None or app.ui.reinf):
            return g                # leaves a menu or clears an event choice: not a takeback
        return ("mode", "short")

    def _gesture(self):
        app, rng = self.app, self.rng
        g = app.game
        r = rng.random()
        n_slots = len(g.river)
        slot = "slot%d" % rng.randint(1, max(1, min(8, n_slots)))
        if g.over:
            if self.new_games and r < 0.15:
                return ("mode+undo", "long")
            if r < 0.75:
                return ("undo", "short")
            return rng.choice([("turn", "short"), (slot, "short"), ("undo", "long")])
        if g.pending >= 0:
            if r < 0.35:
                return ("slot%d" % rng.randint(1, 3), "short")      # event choice (3 is refused)
            if r < 0.55:
                return (slot, "long")                               # +1 reinforcement
            if r < 0.9:
                return ("turn", "short")                            # carry out
            return ("undo", "short")
        if app.ui.menu_tile >= 0:
            t = app.ui.menu_tile
            where = g.river.index(t) + 1 if t in g.river else 1
            if r < 0.35:
                return ("slot%d" % where, "short")                  # kill one figure
            if r < 0.6:
                return ("extra", "short")                           # one wound
            if r < 0.85:
                return ("turn", "short")                            # clean (R18)
            return ("undo", "short")
        if r < 0.04:
            return ("undo", "short")
        if r < 0.07 or (0.07 <= r < 0.09 and g.can_redo()):
            return ("undo", "long")                                 # redo (more likely right after an undo)
        if r < 0.075:
            return (rng.choice(["mode+slot1", "mode+slot2"]), "long")   # finish
        if self.solo and r < 0.08 and not g.solo:
            return (rng.choice(["mode+slot3", "mode+slot4", "mode+slot5"]), "long")   # the board plays the Overlord
        if r < 0.09:
            return (self._b("reroll"), "short")
        if r < 0.11:
            return ("defend", "short")
        if r < 0.13:
            return (self._b("spell"), "short")
        if r < 0.14:
            # next spell where the profile has a spell key; else the display mode
            return ("mode+spell" if "spell" in self.app.buttons.names else "mode", "short")
        if g.phase == 0:
            if r < 0.2:
                return ("mode+turn", rng.choice(["short", "long"]))  # refused (Overlord only)
            if r < 0.23:
                return (slot, "short")                               # refused (wrong phase)
            return ("turn", "short")                                 # begin the Overlord turn
        if g.current >= 0 and 0.14 <= r < 0.24:
            # a spell during an activation (R13), or the next spell first
            if r < 0.19 or "spell" not in self.app.buttons.names:
                return (self._b("spell"), "short")
            return ("mode+spell", "short")
        if r < 0.17:
            return ("mode+turn", rng.choice(["short", "long"]))      # vigilance
        if r < 0.2:
            return ("turn", "long")                                  # guard round
        if r < 0.24:
            return ("mode+extra", "short")                           # next figure
        if r < 0.34:
            return ("extra", "short")                                # extra move
        if r < 0.42:
            return (slot, "long")                                    # tile menu
        if r < 0.47 or g.acts >= g.scenario.activations:
            return ("turn", "short")                                 # end the turn
        return (slot, "short")                                       # activate


class KeyDriver:
    """Plays gestures as keypad edges through the real loop (FakeKeys, FakeClock)."""

    def __init__(self, app, clock):
        self.app = app
        self.clock = clock
        self.names = app.buttons.names

    def _edge(self, name, pressed):
        self.app.keys.events.put(self.names.index(name), pressed)

    def _step(self, ms):
        self.app.step()
        self.clock.advance(ms)

    def press(self, name, kind):
        chord = name.startswith("mode+")
        base = name[5:] if chord else name
        if chord:
            self._edge("mode", True)
            self._step(5)
        self._edge(base, True)
        self._step(LONG_HOLD_MS if kind == "long" else SHORT_HOLD_MS)
        self._step(1)                    # a long press fires here, while held
        self._edge(base, False)
        self._step(5)
        if chord:
            self._edge("mode", False)
            self._step(5)
        self._step(1)
