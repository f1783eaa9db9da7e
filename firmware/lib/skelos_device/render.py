"""State -> pixel frame: a pure function, no I/O.

`frame(view)` returns a list of (r, g, b) tuples, one per pixel of the strip.
`view` is a small object with the attributes the DeviceApp keeps (game,
mode, level, blink, refusal, warning, warnings, menu) so tests can build one.

Colour maths is integer only: dim factors and the brightness `level` are
whole percents (`scale`), hit-point gauges use integer division, so a frame
is the same on CircuitPython (30-bit floats) and CPython, and what `state`
reports is what the strip shows.
`Strip` writes a frame to any object with __setitem__ and show(), only the
pixels that changed and one show() per frame.
"""

OFF = (0, 0, 0)
GREEN = (0, 255, 0)
RED = (255, 0, 0)
AMBER = (255, 140, 0)
BLUE = (0, 60, 255)
WHITE = (255, 255, 255)
PURPLE = (160, 0, 255)
CYAN = (0, 200, 200)
ORANGE = (255, 80, 0)
YELLOW = (255, 220, 0)
HOURGLASS = (255, 180, 40)
DIE = {"yellow": YELLOW, "orange": ORANGE, "red": RED}

MODES = ("river", "hp", "vigilance")


def scale(c, pct):
    """Colour c at pct percent (an int), rounded down."""
    return (c[0] * pct // 100, c[1] * pct // 100, c[2] * pct // 100)


def _seg(profile, name):
    s = profile["segments"].get(name)
    if not s:
        return 0, 0
    return s["start"], s["count"]


def _river(view, out, start, count):
    g = view.game
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
            if view.menu_tile == t and view.blink:
                c = WHITE if st != "event" else CYAN
            elif t in view.batch and view.blink:
                c = RED
            if g.pending >= 0 and view.event_choice is not None and slot == view.event_choice + 1:
                c = CYAN if view.blink else WHITE
        out[start + i] = c


def _gems(view, out, start, count):
    g = view.game
    avail, fatigue, spent, spells, _removed = g.gems()
    i = 0
    for n, c in ((avail, GREEN), (spent, AMBER), (spells, BLUE), (fatigue, RED)):
        for _ in range(n):
            if i < count:
                out[start + i] = c
            i += 1


def _turn(view, out, start, count):
    g = view.game
    s = g.scenario
    if view.mode == "vigilance":
        bonus = g.acuity_bonus()
        c = DIE[bonus[0]] if bonus else OFF
        for i in range(count):
            if i < g.vigilance:
                out[start + i] = c if (bonus and (not bonus[1] or i % 2 == 0 or view.blink)) else PURPLE
        return
    if g.over:
        c = (GREEN, RED, AMBER)[g.over - 1]
        for i in range(count):
            out[start + i] = c if view.blink or i % 2 == 0 else OFF
        return
    first = s.turn_start
    last = s.last_turn
    for i in range(count):
        turn = first + 1 + i
        if last is not None and turn > last:
            break
        if turn < g.turn:
            out[start + i] = scale(HOURGLASS, 20)
        elif turn == g.turn:
            out[start + i] = RED if (g.is_last_turn() and view.blink) else HOURGLASS
        elif last is not None and turn == last:
            out[start + i] = scale(RED, 30)


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
    status_pixels(view, out, start, count, c, CYAN if view.menu_tile >= 0 else None)


def status_pixels(view, out, start, count, phase, busy):
    """The status segment of every game: `phase` on the first pixel; on the
    second a refusal (red), a board fault found at start-up (`warnings`, e.g.
    no FRAM: orange and blue in turn), a storage warning (blinking orange),
    `busy` (a menu open, another hero acting...) or idle (dim green).  A
    one-pixel segment shows the phase, or red during a refusal."""
    out[start] = phase
    if count < 2:
        if view.refusal:
            out[start] = RED
        return
    if view.refusal:
        out[start + 1] = RED
    elif view.warnings:
        out[start + 1] = ORANGE if view.blink else BLUE
    elif view.warning:
        out[start + 1] = ORANGE if view.blink else OFF
    elif busy is not None:
        out[start + 1] = busy
    else:
        out[start + 1] = scale(GREEN, 10)


def frame(profile, view):
    """The whole strip's colours for `view` (brightness applied)."""
    if view.game is None:
        out = [OFF] * profile["neopixel"]["count"]
        st, cnt = _seg(profile, "status")
        if cnt:
            out[st] = ORANGE if view.blink else OFF
        if cnt > 1 and view.warnings:
            out[st + 1] = BLUE if view.blink else ORANGE
        return out
    # order matters where segments overlap (small boards): later wins
    if view.mode == "vigilance":
        order = ("river", "gems", "status", "turn")
    else:
        order = ("turn", "river", "gems", "status")
    return compose(profile, view, order, {"river": _river, "gems": _gems, "turn": _turn, "status": _status},
                   "river")


def compose(profile, view, order, painters, overlay_mode):
    """A frame painted segment by segment in `order` by `painters[name](view,
    out, start, count)`; on boards whose turn track overlays the others
    (profile `overlay`), the track is left out in `overlay_mode`.  Brightness
    is applied last.  Shared by every game's renderer."""
    n = profile["neopixel"]["count"]
    out = [OFF] * n
    for name in order:
        st, cnt = _seg(profile, name)
        if not cnt:
            continue
        if name == "turn" and view.mode == overlay_mode and profile.get("overlay"):
            continue
        painters[name](view, out, st, cnt)
    return scale_all(out, view.level)


def scale_all(out, lv):
    """The frame `out` at brightness level `lv` (percent), in place."""
    if lv < 100:
        for i in range(len(out)):
            if out[i] != OFF:
                out[i] = scale(out[i], lv)
    return out


class Strip:
    """Writes frames to a pixel object; counts shows."""

    def __init__(self, pixels, n):
        self.pixels = pixels
        self.last = [None] * n
        self.shows = 0

    def write(self, fr):
        changed = False
        last = self.last
        px = self.pixels
        for i in range(len(fr)):
            if last[i] != fr[i]:
                px[i] = fr[i]
                last[i] = fr[i]
                changed = True
        if changed:
            px.show()
            self.shows += 1
        return changed
