"""What the games' device UIs share (skelos_device.conan_ui, orcquest_ui):
menus kept for one state of one game, a gesture's name read, and the pixels
of a game that ended and of its hourglass.

Menus never outlive the state they were built for: a UI keeps them in one
`Menus` stamped with the game and its seq, read and written only through
`GameUI.menus()`, which closes them (in place) when the game or its
seq changed, whoever changed it (the link's `act`, `undo`, `redo`, a new
game, a resume).  The UI's own actions carry them to the state they make
(`_carried`); an undo or a redo from the buttons closes them.
"""

from skelos_device.render import AMBER, GREEN, HOURGLASS, OFF, RED

# refusals of the grammar (code, arguments...), the host owns their texts
R_NOTHING = ("no_action",)


def actions(*specs):
    """A UI's ACTIONS: action name -> (the game's method of that name, min args,
    max args), from name, min, max, name, min, max..."""
    out = {}
    for i in range(0, len(specs), 3):
        out[specs[i]] = (specs[i], specs[i + 1], specs[i + 2])
    return out


class Menus:
    """What the buttons' menus hold, built for one state of one game: `game`
    and its `seq` (record count) when they were built; closed when made.  A
    game's UI adds its own (skelos_device.<game>_ui.Menus, closing them in `close`)."""

    def __init__(self, game):
        self.close(game)

    def close(self, game):
        """Closed, built for the current state of `game`: in place (the board's menus
        are not made again at every action, in the middle of its free heap)."""
        self.game = game
        self.seq = game.count if game is not None else -1


def menu_attr(name):
    """A UI attribute kept in the current state's Menus (read and written
    through UI.menus, so no menu of an earlier state is ever seen)."""
    def get(self):
        return getattr(self.menus(), name)

    def put(self, v):
        setattr(self.menus(), name, v)
    return property(get, put)


class GameUI:
    """A game's menus on one board: `app` is the DeviceApp; MENUS its Menus class."""

    MENUS = Menus

    def __init__(self, app):
        self.app = app
        self._m = None

    def menus(self):
        """The menus of the game's current state: those built for it, or closed
        ones when the game or its seq changed since (a menu never outlives
        the state it was built for)."""
        g = self.app.game
        m = self._m
        if m is None:
            m = self._m = self.MENUS(g)
        elif m.game is not g or m.seq != g.count:
            m.close(g)
        return m

    def after_act(self):
        """An action was accepted (buttons or link): the menus follow in menus()."""

    def _carried(self, name, r, m, g):
        """Did the buttons' action `name` (its result r) make the state after
        that of menus m?  Then they carry to it (their seq follows); undo and
        redo carry nothing."""
        if r is not None or name == "undo" or name == "redo" or m.game is not g or g.count != m.seq + 1:
            return False
        m.seq = g.count
        return True


def slot_of(base):
    """The number of slot button `base` (a gesture's name without "mode+"), 0
    for another button, -1 for a slot with no number."""
    if not base.startswith("slot"):
        return 0
    try:
        return int(base[4:])
    except ValueError:
        return -1


# ------------------------------------------------------------ pixels
def game_over(view, out, start, count):
    """The winner's colour blinking on every other pixel when the game is
    over (heroes, the other side, time); False when it is not."""
    over = view.game.over
    if not over:
        return False
    c = (GREEN, RED, AMBER)[over - 1]
    for i in range(count):
        out[start + i] = c if view.blink or i % 2 == 0 else OFF
    return True


def hourglass(view, out, start, count, first, now, last):
    """The turns (rounds) from `first` on, one a pixel: those played dim, the
    current one (blinking red in the last), the last one dim red."""
    for i in range(count):
        turn = first + i
        if last is not None and turn > last:
            break
        if turn < now:
            out[start + i] = (51, 36, 8)     # scale(HOURGLASS, 20), a constant
        elif turn == now:
            out[start + i] = RED if (view.game.is_last_turn() and view.blink) else HOURGLASS
        elif last is not None and turn == last:
            out[start + i] = (76, 0, 0)      # scale(RED, 30)
