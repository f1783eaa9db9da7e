"""The LED strip in a terminal, as the eye sees it on the board.

The device reports what it writes to the strip: colours scaled down by the
brightness (20 % by default) and by the renderer's own dimming (a tile that
cannot be afforded at 5 %).  On a screen those values are near black.  Like
the page (web/app.js `normalise`), a frame is scaled so its brightest channel
is full; then each channel goes from the LED's light (linear) to a screen
value (the sRGB curve), since a LED at 5 % of its light still looks clearly
lit to the eye.  A terminal with 16 colours gets each lit LED as the named
colour of its hue (never black or grey, which read as "off"); an LED that is
off is a dim dot.
"""

import colorsys

DOT = "●"
OFF = "·"


def _srgb(x):
    """Linear light 0..1 -> sRGB 0..1."""
    return 12.92 * x if x <= 0.0031308 else 1.055 * x ** (1 / 2.4) - 0.055


def eye_colors(pixels):
    """[(r, g, b)] as the eye sees the strip: scaled to the frame's brightest channel, then sRGB-encoded."""
    peak = max((max(p) for p in pixels), default=0)
    if not peak:
        return [tuple(p) for p in pixels]
    return [tuple(round(255 * _srgb(v / peak)) for v in p) for p in pixels]


_HUES = ((30, "red"), (90, "yellow"), (150, "green"), (210, "cyan"), (270, "blue"), (330, "magenta"), (360, "red"))


def named_color(rgb):
    """The 16-colour name of an eye colour (None when off): hue picks the colour, lightness bright or not."""
    r, g, b = (c / 255 for c in rgb)
    h, s, v = colorsys.rgb_to_hsv(r, g, b)
    if v == 0:
        return None
    if s < 0.25:
        name = "white"
    else:
        deg = h * 360
        name = next(n for limit, n in _HUES if deg < limit)
    return ("bright_" + name) if v >= 0.7 else name


class LedLine:
    """A rich renderable: `label` then one dot per LED, coloured for the console's colour system."""

    def __init__(self, pixels, label=""):
        self.pixels = [tuple(p) for p in pixels]
        self.label = label

    def text(self, color_system):
        from rich.text import Text

        t = Text(self.label + " " if self.label else "")
        sixteen = color_system in ("standard", "windows")
        for c in eye_colors(self.pixels):
            if not any(c):
                t.append(OFF, style="dim")
            elif sixteen:
                t.append(DOT, style=named_color(c))
            else:
                t.append(DOT, style="rgb(%d,%d,%d)" % c)
        return t

    def __rich_console__(self, console, options):
        yield self.text(console.color_system)
