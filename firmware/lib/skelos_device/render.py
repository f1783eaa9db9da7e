"""Rendering shared by every game: colours, segments, the frame without a
game, and `compose`, which each game's UI module (conan_ui, orcquest_ui)
calls with its painters.  Pure functions, no I/O.

A frame is a list of (r, g, b) tuples, one per pixel of the strip.  A
painter is ``painter(view, out, start, count)``: it colours
``out[start:start + count]``, one segment of the board profile; `view` is
the DeviceApp (game, mode, level, blink, refusal, warning, warnings, and
`ui`, the game's menu state), or any object with those attributes in tests.

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


def scale(c, pct):
    """Colour c at pct percent (an int), rounded down."""
    return (c[0] * pct // 100, c[1] * pct // 100, c[2] * pct // 100)


def _seg(profile, name):
    s = profile["segments"].get(name)
    if not s:
        return 0, 0
    return s["start"], s["count"]


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
        out[start + 1] = (0, 25, 0)     # scale(GREEN, 10), a constant: no tuple made per frame


def blank(profile, view):
    """The strip without a game (no scenario stored yet): only the status
    pixel, blinking orange."""
    out = [OFF] * profile["neopixel"]["count"]
    st, cnt = _seg(profile, "status")
    if cnt:
        out[st] = ORANGE if view.blink else OFF
    if cnt > 1 and view.warnings:
        out[st + 1] = BLUE if view.blink else ORANGE
    return out


def compose(profile, view, order, painters, overlay_mode):
    """A frame painted segment by segment in `order` by `painters[name](view,
    out, start, count)`; on boards whose turn track overlays the others
    (profile `overlay`), the track is left out in `overlay_mode`.  Brightness
    is applied last.  Shared by every game's renderer."""
    n = profile["neopixel"]["count"]
    out = getattr(view, "frame", None)
    if isinstance(out, list) and len(out) == n:
        for i in range(n):      # the view's last frame painted over: no list made per frame
            out[i] = OFF
    else:
        out = [OFF] * n
    for name in order:
        st, cnt = _seg(profile, name)
        if not cnt:
            continue
        if name == "turn" and view.mode == overlay_mode and profile.get("overlay"):
            continue
        painters[name](view, out, st, cnt)
    return scale_all(out, view.level)


# scale_all's colours already scaled at level _memo_lv: colour -> scaled (the
# frame's few distinct colours; a press's frame looks them up instead of
# working each pixel out: a third of a frame's painting).  Emptied when the
# level changes; at most MEMO colours are kept (the rest worked out each time).
MEMO = 32
_memo = {}  # type: dict
_memo_lv = [-1]


def scale_all(out, lv):
    """The frame `out` at brightness level `lv` (percent), in place."""
    if lv < 100:
        memo = _memo
        if _memo_lv[0] != lv:
            memo.clear()
            _memo_lv[0] = lv
        for i in range(len(out)):
            c = out[i]
            if c != OFF:
                s = memo.get(c)
                if s is None:
                    s = (c[0] * lv // 100, c[1] * lv // 100, c[2] * lv // 100)
                    if len(memo) < MEMO:
                        memo[c] = s
                out[i] = s
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
