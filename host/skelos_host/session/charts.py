"""The report's charts: a chart is data (a dict the game views build), drawn
here as inline SVG for the pages (vector, no script, no image files) or, for a
user who asks for images, as PNG with matplotlib.

A chart:
  {"name": "gems",                       file-safe, unique within its page
   "title": "...",                       in the current language
   "kind": "line" | "bar" | "hbar",      hbar: one row per category
   "x": ["1", "2", ...],                 category labels (line: the points along x)
   "series": [{"label": "...", "values": [numbers, one per category],
               "key": "move"}, ...],      optional: a kind with a fixed colour (KEY_COLOURS)
   "integer": True,                      the values are counts: whole-number ticks
   "stacked": False,                     bars of the series on top of each other
   "x_title": "...", "y_title": "..."}   optional axis titles
   "empty": "..."}                        optional: what to say when there is nothing to draw

What readers get from both renderers: whole-number axes for counts, the legend
in its own band above the plot (never over the data), numbers written in the
current language (1 234,5 in French), and the Okabe-Ito colours, which stay
distinct for colour-blind readers, with a dash pattern and a marker shape per
line as well.  A kind of spend has one colour in every chart (KEY_COLOURS: extra moves are
orange wherever they are drawn); a chart with nothing to draw says so ("No events to show")
instead of empty axes; and the texts are large enough to read on a phone (390 px), where the
chart is drawn about 360 px wide: 16 units in a 480-unit-wide chart, 12 px on the screen.
"""

import html
import math

from skelos_host.text.i18n import N_, _, number  # noqa: F401 - number: the charts' readers use it here

# Okabe & Ito (2008), "Color Universal Design": distinct under the common colour-vision deficiencies.
# Yellow (#F0E442) is left out: too pale on white.
PALETTE = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#000000")
DASHES = ("", "6 3", "2 3", "8 3 2 3", "4 4", "1 2", "10 4")
# A kind (a series' "key") -> its place in PALETTE, the same in every chart: the kinds of spend
# of the Book of Skelos, and OrcQuest's Badass.  Series without a key take the palette in order.
KEY_COLOURS = {"activation": 0, "move": 1, "defense": 2, "reroll": 3, "spell": 4,
               "gained": 2, "extra": 1, "cards": 3}
NO_EVENTS = N_("No events to show")
MARKERS = ("o", "s", "^", "D", "v", "P", "X")

W = 480                  # SVG width (user units; the page scales it to its column)
ROW = 28                 # an hbar category's height
PLOT_H = 180             # a vertical chart's plot height
FONT = 16                # the texts' size in user units (12 px on a phone, where 480 units are about 360 px)
CHAR = 9.0               # mean width of a FONT-unit sans-serif character, for the layout
TITLE_CHAR = 10.4        # the same for the 18-unit bold titles
LINE = 22                # a line of text (legend rows, the title's lines)
TIPS = 30                # bars drawn one by one with their value as a tooltip up to this many; else one path


# ------------------------------------------------------------ numbers
def ticks(vmax, integer):
    """Tick values from 0 to at least vmax: about five steps of 1, 2, 2.5 or 5 times a power of ten
    (whole numbers only when `integer`)."""
    if not vmax or vmax <= 0:
        vmax = 1
    raw = vmax / 5
    mag = 10 ** math.floor(math.log10(raw))
    steps = (1, 2, 5, 10) if integer else (1, 2, 2.5, 5, 10)
    step = next(m * mag for m in steps if m * mag >= raw)
    if integer:
        step = max(1, int(round(step)))
    n = int(math.ceil(vmax / step - 1e-9))
    return [round(i * step, 10) for i in range(n + 1)]


def _tick_decimals(values):
    return max((len(("%.10g" % v).partition(".")[2]) for v in values), default=0)


# ------------------------------------------------------------ SVG
def _e(text):
    return html.escape(str(text), quote=True)


def _f(v):
    """A coordinate, to the nearest unit (a page draws the chart at most W pixels wide); the busiest
    places write "%d" % round(v), the same text."""
    return str(round(v))          # (round gives an int for an int or a float)


def colour_of(series, j):
    """The PALETTE index of the j-th series: its kind's fixed colour, else its place."""
    key = series.get("key") if isinstance(series, dict) else None
    return KEY_COLOURS[key] if key in KEY_COLOURS else j % len(PALETTE)


def is_empty(chart):
    """Nothing to draw: no category, no series, or nothing but zeros."""
    return not chart["x"] or not chart["series"] or not any(v for s in chart["series"] for v in s["values"])


def svg_defs(chart_list):
    """The line markers the charts of a page use (put once in the page, before them); '' when none."""
    n = max((len(c["series"]) for c in chart_list if c["kind"] == "line"), default=0)
    n = max([n] + [colour_of(sr, 0) + 1 for c in chart_list if c["kind"] == "line" for sr in c["series"]])
    if not n:
        return ""
    shapes = {"o": '<circle cx="4" cy="4" r="3"/>', "s": '<rect x="1" y="1" width="6" height="6"/>',
              "^": '<path d="M4 0.5 7.5 7H0.5Z"/>', "D": '<path d="M4 0 8 4 4 8 0 4Z"/>',
              "v": '<path d="M0.5 1H7.5L4 7.5Z"/>', "P": '<path d="M3 0H5V3H8V5H5V8H3V5H0V3H3Z"/>',
              "X": '<path d="M1 0 4 3 7 0 8 1 5 4 8 7 7 8 4 5 1 8 0 7 3 4 0 1Z"/>'}
    out = ['<svg width="0" height="0" style="position:absolute" aria-hidden="true"><defs>']
    for i, (colour, m) in enumerate(zip(PALETTE[:n], MARKERS[:n], strict=True)):
        out.append('<marker id="m%d" viewBox="0 0 8 8" refX="4" refY="4" markerWidth="7" markerHeight="7" '
                   'fill="%s">%s</marker>' % (i, colour, shapes[m]))
    out.append("</defs></svg>")
    return "".join(out)


def _legend(series, kind, top):
    """The legend's items laid out in rows above the plot: (svg, height)."""
    if len(series) < 2:
        return "", 0
    out = []
    x, y = 10, top
    for i, s in enumerate(series):
        label = str(s["label"])
        width = 26 + len(label) * CHAR + 14
        if x + width > W - 10 and x > 10:
            x, y = 10, y + LINE
        k = colour_of(s, i)
        if kind == "line":
            dash = ' stroke-dasharray="%s"' % DASHES[k] if DASHES[k] else ""
            out.append('<path d="M%s %sh20" class="l%d"%s marker-mid="url(#m%d)" marker-start="url(#m%d)"/>'
                       % (_f(x), _f(y), k, dash, k, k))
        else:
            out.append('<rect x="%s" y="%s" width="14" height="12" class="c%d"/>' % (_f(x + 3), _f(y - 6), k))
        out.append('<text x="%s" y="%s">%s</text>' % (_f(x + 26), _f(y + 5), _e(label)))
        x += width
    return "".join(out), y - top + LINE


def _text(x, y, text, title=None):
    return '<text x="%d" y="%d">%s%s</text>' % (round(x), round(y), _e(text),
                                               "<title>%s</title>" % _e(title) if title else "")


def _wrap(text, width):
    """`text` in lines of at most `width` characters, cut between words."""
    lines = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]


def svg(chart):
    """A chart as an inline <svg> element (no script; the page's stylesheet gives its classes)."""
    kind = chart["kind"]
    series = chart["series"]
    cats = [str(c) for c in chart["x"]]
    integer = chart.get("integer", False)
    stacked = chart.get("stacked", False) and kind != "line"
    if stacked:
        vmax = max((sum(s["values"][i] for s in series) for i in range(len(cats))), default=0)
    else:
        vmax = max((v for s in series for v in s["values"]), default=0)
    tv = ticks(vmax, integer)
    top_v = tv[-1]
    dec = _tick_decimals(tv)
    tick_labels = [number(t, dec) for t in tv]
    parts = []
    title_id = "t-" + chart["name"]
    mid, end, val, midval = [], [], [], []     # texts by class, each put in one group
    lines = _wrap(str(chart["title"]), int((W - 20) / TITLE_CHAR))
    parts.append('<text x="10" y="20" class="h" id="%s">%s</text>' % (_e(title_id), "".join(
        '<tspan x="10" dy="%d">%s</tspan>' % (0 if i == 0 else LINE, _e(line)) for i, line in enumerate(lines))))
    head = 44 + LINE * (len(lines) - 1)
    if is_empty(chart):
        # nothing to draw: say so, in place of empty axes
        parts.append('<text x="%d" y="%s" class="m n">%s</text>'
                     % (W // 2, _f(head + 30), _e(chart.get("empty") or _(NO_EVENTS))))
        height = head + 52
        return ('<svg class="chart empty" viewBox="0 0 %d %s" role="img" aria-labelledby="%s" data-chart="%s">%s'
                '</svg>' % (W, _f(height), _e(title_id), _e(chart["name"]), "".join(parts)))
    legend, lh = _legend(series, kind, head)
    parts.append(legend)
    top = head + lh + (6 if lh else -4)
    if kind == "hbar":
        left = 16 + min(24, max((len(c) for c in cats), default=1)) * CHAR
        right = W - 36
        row_h = ROW if stacked or len(series) < 2 else 16 * len(series) + 8
        bottom = top + row_h * max(1, len(cats))
        scale = (right - left) / top_v
        parts.append('<path d="%s" class="g"/>' % "".join("M%s %sV%s" % (_f(left + t * scale), _f(top), _f(bottom))
                                                          for t in tv))
        for t, lab in zip(tv, tick_labels, strict=True):
            mid.append(_text(left + t * scale, bottom + 18, lab))
        parts.append('<path d="M%s %sV%s" class="a"/>' % (_f(left), _f(top), _f(bottom)))
        for i, c in enumerate(cats):
            y0 = top + i * row_h
            short = c if len(c) <= 24 else c[:23] + "…"
            end.append(_text(left - 6, y0 + row_h / 2 + 5, short, c if short != c else None))
            acc = 0
            n = 1 if stacked else len(series)
            bh = (row_h - 6) / n
            for j, s in enumerate(series):
                v = s["values"][i]
                y = y0 + 3 + (0 if stacked else j * bh)
                x = left + (acc if stacked else 0) * scale
                parts.append('<rect x="%s" y="%s" width="%s" height="%s" class="c%d"><title>%s: %s</title></rect>'
                             % (_f(x), _f(y), _f(v * scale), _f(bh), colour_of(s, j), _e(s["label"]),
                                _e(number(v))))
                if not stacked:
                    val.append(_text(x + v * scale + 3, y + bh / 2 + 5, number(v)))
                acc += v
        height = bottom + 26 + (LINE if chart.get("x_title") else 0)
        if chart.get("x_title"):
            mid.append(_text((left + right) / 2, height - 6, chart["x_title"]))
    else:
        left = 18 + max(len(t) for t in tick_labels) * CHAR + (LINE if chart.get("y_title") else 0)
        right = W - 14
        bottom = top + PLOT_H
        scale = PLOT_H / top_v
        parts.append('<path d="%s" class="g"/>' % "".join("M%s %sH%s" % (_f(left), _f(bottom - t * scale), _f(right))
                                                          for t in tv))
        for t, lab in zip(tv, tick_labels, strict=True):
            end.append(_text(left - 6, bottom - t * scale + 5, lab))
        if chart.get("y_title"):
            cy = (top + bottom) / 2
            parts.append('<text transform="translate(16 %s) rotate(-90)" class="m">%s</text>'
                         % (_f(cy), _e(chart["y_title"])))
        parts.append('<path d="M%s %sH%s" class="a"/>' % (_f(left), _f(bottom), _f(right)))
        n = max(1, len(cats))
        band = (right - left) / n
        widest = max((len(c) for c in cats), default=1) * CHAR + 6
        every = max(1, int(math.ceil(widest / band)))
        for i, c in enumerate(cats):
            if i % every == 0:
                mid.append(_text(left + (i + 0.5) * band, bottom + 19, c))
        if kind == "line":
            for j, s in enumerate(series):
                k = colour_of(s, j)
                pts = " ".join(["%d %d" % (round(left + (i + 0.5) * band), round(bottom - v * scale))
                                for i, v in enumerate(s["values"])])
                if not pts:
                    continue
                dash = ' stroke-dasharray="%s"' % DASHES[k] if DASHES[k] else ""
                mark = ' marker-start="url(#m%d)" marker-mid="url(#m%d)" marker-end="url(#m%d)"' % (k, k, k) \
                    if len(cats) <= 40 else ""
                parts.append('<path d="M%s" class="l%d"%s%s><title>%s</title></path>'
                             % (pts, k, dash, mark, _e(s["label"])))
        else:
            acc = [0] * len(cats)
            m = 1 if stacked else len(series)
            bw = band * 0.8 / m
            few = len(cats) * len(series) <= TIPS
            labels = not stacked and few
            for j, s in enumerate(series):
                k = colour_of(s, j)
                bars = []
                for i, v in enumerate(s["values"]):
                    x = left + i * band + band * 0.1 + (0 if stacked else j * bw)
                    y1 = bottom - (acc[i] + v) * scale
                    if few:
                        bars.append('<rect x="%d" y="%d" width="%d" height="%d" class="c%d"><title>%s%s: %s</title>'
                                    '</rect>' % (round(x), round(y1), round(bw), round(v * scale), k, _e(cats[i]),
                                                 (" " + _e(s["label"])) if len(series) > 1 else "", _e(number(v))))
                    elif v:
                        bars.append("M%d %dh%dv%dh-%dZ" % (round(x), round(y1), round(bw), round(v * scale), round(bw)))
                    if labels and v:
                        midval.append(_text(x + bw / 2, y1 - 3, number(v)))
                    if stacked:
                        acc[i] += v
                if few:
                    parts.extend(bars)
                elif bars:
                    parts.append('<path d="%s" class="c%d"><title>%s</title></path>' % ("".join(bars), k,
                                                                                      _e(s["label"])))
        height = bottom + 28 + (LINE if chart.get("x_title") else 0)
        if chart.get("x_title"):
            mid.append(_text((left + right) / 2, height - 6, chart["x_title"]))
    for cls, texts in (("m", mid), ("e", end), ("v", val), ("m v", midval)):
        if texts:
            parts.append('<g class="%s">%s</g>' % (cls, "".join(texts)))
    return ('<svg class="chart" viewBox="0 0 %d %s" role="img" aria-labelledby="%s" data-chart="%s">%s</svg>'
            % (W, _f(height), _e(title_id), _e(chart["name"]), "".join(parts)))


CSS = (".chart{width:100%;max-width:480px;height:auto;font:16px sans-serif;fill:#222}"
       ".chart .h{font-size:18px;font-weight:bold}.chart .m{text-anchor:middle}.chart .e{text-anchor:end}"
       ".chart .g{stroke:#ddd}.chart .a{stroke:#555}.chart .v{font-size:16px;fill:#333}"
       ".chart .n{fill:#444;font-style:italic}"
       ".chart path[class^=l]{fill:none;stroke-width:2}"
       + "".join(".c%d{fill:%s}.l%d{stroke:%s}" % (i, c, i, c) for i, c in enumerate(PALETTE)))


# ------------------------------------------------------------ PNG (matplotlib, on request)
def png(chart, path, plt):
    """Draw `chart` into the PNG file `path` with matplotlib's pyplot `plt` (Agg)."""
    from matplotlib.ticker import FuncFormatter, MaxNLocator

    kind = chart["kind"]
    series = chart["series"]
    cats = [str(c) for c in chart["x"]]
    rows = len(cats) if kind == "hbar" else 0
    fig, ax = plt.subplots(figsize=(6.4, max(3.4, 1.2 + 0.3 * rows)), layout="constrained")
    if is_empty(chart):
        # nothing to draw: say so, in place of empty axes
        ax.set_title(chart["title"], loc="left", fontsize=11)
        ax.text(0.5, 0.5, chart.get("empty") or _(NO_EVENTS), ha="center", va="center", fontsize=12,
                style="italic", transform=ax.transAxes)
        ax.set_axis_off()
        fig.savefig(path, dpi=80)
        plt.close(fig)
        return
    fmt = FuncFormatter(lambda v, _pos: number(v))
    value_axis = ax.xaxis if kind == "hbar" else ax.yaxis
    value_axis.set_major_locator(MaxNLocator(integer=bool(chart.get("integer")), nbins=6))
    value_axis.set_major_formatter(fmt)
    idx = list(range(len(cats)))
    stacked = chart.get("stacked", False)
    n = 1 if stacked else max(1, len(series))
    acc = [0] * len(cats)
    for j, s in enumerate(series):
        k = colour_of(s, j)
        vals = s["values"]
        if kind == "line":
            ax.plot(idx, vals, color=PALETTE[k], marker=MARKERS[k], markersize=4,
                    linestyle=(0, tuple(float(d) for d in DASHES[k].split())) if DASHES[k] else "-",
                    label=s["label"])
        elif kind == "hbar":
            h = 0.8 / n
            pos = [i - 0.4 + h / 2 + (0 if stacked else j * h) for i in idx]
            ax.barh(pos, vals, height=h, left=acc if stacked else None, color=PALETTE[k], label=s["label"])
        else:
            w = 0.8 / n
            pos = [i - 0.4 + w / 2 + (0 if stacked else j * w) for i in idx]
            ax.bar(pos, vals, width=w, bottom=acc if stacked else None, color=PALETTE[k], label=s["label"])
        if stacked:
            acc = [a + v for a, v in zip(acc, vals, strict=True)]
    if kind == "hbar":
        ax.set_yticks(idx, cats)
        ax.invert_yaxis()
    else:
        every = max(1, len(cats) // 16)
        ax.set_xticks(idx[::every], cats[::every])
    ax.set_title(chart["title"], loc="left", fontsize=11)
    if chart.get("x_title"):
        ax.set_xlabel(chart["x_title"])
    if chart.get("y_title"):
        ax.set_ylabel(chart["y_title"])
    if len(series) > 1:
        # above the plot, in its own band: never over the data
        ax.legend(loc="lower left", bbox_to_anchor=(0, 1.08), ncols=min(4, len(series)), fontsize=8, frameon=False)
    ax.spines[["top", "right"]].set_visible(False)
    fig.savefig(path, dpi=80)
    plt.close(fig)
