"""Listings that fit the terminal without cutting what the user must type.

A listing has identifier columns (a preset name, a session id, a
`SERIAL:GAME`: the user types them into the next command) and description
columns.  Identifier columns get their longest value's width and never wrap;
the description columns share what is left, each at least as wide as its
longest word (a scenario id in a description is a word too), and wrap
between words, never inside one.  When even that does not fit,
the table loses its side borders; when that does not fit either, the listing
is printed as one block per row: the row's identifiers on its first line,
then one described value a line.

`Listing.echo()` writes the listing on standard output.  A table of plain
cells is drawn here, character for character as rich draws it (the tests
compare both), without importing rich: drawing 95 rows through rich's table
machinery took longer than all the rest of `skelos scenario list`.  Styled
cells, the block layout, and text whose characters are not each one cell
wide go through rich.
"""

import os
import sys

from skelos_host.text.limits import printable


def _is_text(cell):
    """Whether `cell` is a rich Text (rich is not imported for the question: whoever made one imported it)."""
    m = sys.modules.get("rich.text")
    return m is not None and isinstance(cell, m.Text)


def _longest_word(text):
    return max((len(w) for w in str(text).split()), default=0)


def _plain(cell):
    return cell.plain if _is_text(cell) else ("" if cell is None else str(cell))


def _clean(text):
    """A rich Text without terminal controls or bidirectional overrides (its styles kept where they fall)."""
    from rich.text import Text

    if printable(text.plain) == text.plain:
        return text
    out = Text()
    for span_text in text.divide(s.start for s in text.spans) if text.spans else [text]:
        style = span_text.spans[0].style if span_text.spans else text.style
        out.append(printable(span_text.plain), style=style)
    return out


class Listing:
    def __init__(self, title, columns):
        """`columns`: [(header, is_identifier, justify)] (justify: "left" or "right"), or
        (header, False, justify, True) for a description column whose values never wrap (its
        header may)."""
        self.title = printable(title)      # (text, not rich markup: it may name a scenario file's title)
        self.columns = columns
        self.rows = []     # [(cells, style)]

    def add(self, cells, style=None):
        """A row: strings, or rich Text for a styled cell (measured by its plain text).  A string cell may come
        from a file anyone may write: nothing a terminal takes for a command is kept."""
        self.rows.append(([_clean(c) if _is_text(c) else printable(_plain(c)) for c in cells], style))

    def _natural(self, i):
        return max([len(self.columns[i][0])] + [len(_plain(cells[i])) for cells, _s in self.rows])

    def widths(self, width, edge=True):
        """{column: content width} for a table of `width` characters, or None when it cannot fit."""
        n = len(self.columns)
        left = width - 2 * n - (n + 1 if edge else n - 1)
        out, desc = {}, []
        for i, (_h, ident, _j, *keep) in enumerate(self.columns):
            if ident:
                out[i] = max(1, self._natural(i))
                left -= out[i]
            elif keep and keep[0]:
                out[i] = max([_longest_word(self.columns[i][0])] + [len(_plain(cells[i])) for cells, _s in self.rows])
                left -= out[i]
            else:
                words = [_longest_word(self.columns[i][0])] + [_longest_word(_plain(cells[i]))
                                                                for cells, _s in self.rows]
                out[i] = min(self._natural(i), max(1, max(words)))
                left -= out[i]
                desc.append(i)
        if left < 0:
            return None
        while left > 0:          # the room left goes to the description columns that want more, evenly
            grow = [i for i in desc if out[i] < self._natural(i)]
            if not grow:
                break
            step = max(1, left // len(grow))
            for i in grow:
                d = min(step, self._natural(i) - out[i], left)
                out[i] += d
                left -= d
        return out

    def renderable(self, width):
        from rich import box
        from rich.table import Table
        from rich.text import Text

        for edge in (True, False):
            widths = self.widths(width, edge)
            if widths is None:
                continue
            t = Table(title=Text(self.title), box=box.HEAVY_HEAD if edge else box.SIMPLE_HEAD, show_edge=edge,
                      title_justify="left")
            for i, (header, ident, justify, *_keep) in enumerate(self.columns):
                t.add_column(header, width=widths[i], justify=justify, no_wrap=ident,
                             overflow="ellipsis" if ident else "fold")
            kept = [bool(c[3:4] and c[3]) for c in self.columns]
            for cells, style in self.rows:
                t.add_row(*[c if _is_text(c) else Text(c, no_wrap=kept[i]) for i, c in enumerate(cells)],
                          style=style)
            return t
        return _Blocks(self)

    def print(self, console):
        console.print(self.renderable(console.width))

    def echo(self):
        """Write the listing on standard output as `print(rich.console.Console())` would, drawn here when it
        is a table of plain cells."""
        out = sys.stdout
        term = _terminal(out)
        text = self.draw(_width(term), _styles(term)) if os.name != "nt" else None     # (rich's Windows consoles)
        if text is None:
            from rich.console import Console

            self.print(Console())
            return
        out.write(text)

    def draw(self, width, styles=None):
        """The table as rich draws it at `width` (`styles`: rich style name -> SGR parameters, None for no
        styles), or None when it is not a table of plain cells drawn alike here (rich draws it)."""
        if any(_is_text(c) for cells, _s in self.rows for c in cells) or not _narrow(self.title):
            return None
        if any(not _narrow(c) for cells, _s in self.rows for c in cells) or not all(
                _narrow(c[0]) for c in self.columns):
            return None
        if styles is not None and any(s is not None and s not in styles for _c, s in self.rows):
            return None
        for edge in (True, False):
            widths = self.widths(width, edge)
            if widths is not None:
                return _draw(self, [widths[i] for i in range(len(self.columns))], edge, styles)
        return None


# rich's HEAVY_HEAD box (with its edges) and SIMPLE_HEAD (without)
_HEAVY = {"top": "┏━┳┓", "head": "┃ ┃┃", "rule": "┡━╇┩", "row": "│ ││", "bottom": "└─┴┘"}
_SIMPLE = {"top": None, "head": "    ", "rule": " ── ", "row": "    ", "bottom": None}


def _narrow(text):
    """Whether every character of `text` is one cell wide and breaks lines only where rich would break them
    too (single spaces between words)."""
    if not text:
        return True
    if text != " ".join(text.split(" ")) or "  " in text or text[0] == " " or text[-1] == " ":
        return False
    for ch in text:
        o = ord(ch)
        if not (0x21 <= o < 0x7F or ch == " " or 0xA1 <= o < 0x300 or 0x370 <= o < 0x1100 or 0x2010 <= o <= 0x2027
                or 0x2030 <= o <= 0x205E):
            return False
    return True


def _wrap(text, width):
    """rich's word wrap with overflow "fold" (rich/_wrap.py's divide_line, then Text.rstrip_end), for text of
    one-cell characters and single spaces."""
    breaks, offset, start, n = [], 0, 0, len(text)
    while start < n:
        end = text.find(" ", start)
        end = n if end < 0 else end + 1
        word = text[start:end]
        length = len(word.rstrip(" "))
        if width - offset >= length:
            offset += len(word)
        elif length > width:
            chunks = [word[i:i + width] for i in range(0, len(word), width)]
            at = start
            for i, chunk in enumerate(chunks):
                if at:
                    breaks.append(at)
                if i == len(chunks) - 1:
                    offset = len(chunk)
                else:
                    at += len(chunk)
        elif offset and start:
            breaks.append(start)
            offset = len(word)
        start = end
    lines = [text[i:j] for i, j in zip([0] + breaks, breaks + [n], strict=True)]
    out = []
    for line in lines:
        if len(line) > width:           # (trailing spaces are cropped as far as they pass the width)
            excess = len(line) - width
            spaces = len(line) - len(line.rstrip(" "))
            line = line[:len(line) - min(spaces, excess)]
        out.append(line)
    return out


def _justify(line, width, justify):
    if justify == "right":
        line = line.rstrip(" ")[:width]
        return " " * (width - len(line)) + line
    return line[:width].ljust(width)


def _draw(listing, widths, edge, styles):
    box = _HEAVY if edge else _SIMPLE

    def sgr(text, style):
        code = styles and styles.get(style)
        return "\x1b[%sm%s\x1b[0m" % (code, text) if code and text else text

    def rule(kind):
        left, fill, mid, right = box[kind]
        body = mid.join(fill * (w + 2) for w in widths)
        return (left + body + right if edge else body) + "\n"

    def line_of(kind, cells, style):
        """The lines of one row: `cells` are [(lines, width)] (the headers are aligned on their last line)."""
        left, _m, mid, right = box[kind]
        height = max(len(lines) for lines, _w in cells)
        if kind == "head":
            cells = [([None] * (height - len(lines)) + lines, w) for lines, w in cells]
        out = []
        for k in range(height):
            parts = []
            for lines, w in cells:
                if k < len(lines) and lines[k] is not None:
                    parts.append(sgr(" ", style) + sgr(lines[k], style) + sgr(" ", style))
                else:
                    parts.append(sgr(" " * (w + 2), style))
            out.append(((left if edge else "") + mid.join(parts) + (right if edge else "")) + "\n")
        return "".join(out)

    total = sum(w + 2 for w in widths) + (len(widths) + 1 if edge else len(widths) - 1)
    text = "".join(_justify(ln, total, "left") + "\n" for ln in _wrap(listing.title, total)) if listing.title \
        else ""
    if edge:
        text += rule("top")
    heads = [([_justify(ln, w, c[2]) for ln in _wrap(c[0], w)], w)
             for c, w in zip(listing.columns, widths, strict=True)]
    text += line_of("head", heads, "bold")
    text += rule("rule")
    for cells, style in listing.rows:
        text += line_of("row", [([_justify(ln, w, c[2]) for ln in _wrap(cell, w)], w)
                                for cell, c, w in zip(cells, listing.columns, widths, strict=True)], style)
    if edge:
        text += rule("bottom")
    return text


def _terminal(stream):
    """rich's Console's view of `stream`: "dumb" (a terminal without styles), True (a terminal), False (not one)."""
    env = os.environ
    if env.get("TTY_COMPATIBLE") in ("0", "1"):
        term = env["TTY_COMPATIBLE"] == "1"
    elif env.get("FORCE_COLOR") is not None:
        term = env["FORCE_COLOR"] != ""
    else:
        try:
            term = bool(stream.isatty())
        except (AttributeError, ValueError):
            term = False
    if term and env.get("TERM", "").strip().lower() in ("dumb", "unknown"):
        return "dumb"
    return term


def _width(term):
    """The width rich's Console takes: 80 on a dumb terminal, else the first standard stream that is a
    terminal's, COLUMNS over it, else 80."""
    if term == "dumb":
        return 80
    width = None
    for fd in (0, 1, 2):
        try:
            width = os.get_terminal_size(fd)[0]
            break
        except (AttributeError, ValueError, OSError):
            pass
    columns = os.environ.get("COLUMNS")
    if columns is not None and columns.isdigit():
        width = int(columns)
    return width or 80


def _styles(term):
    """rich's default styles as SGR parameters on a terminal that shows them (NO_COLOR keeps bold, drops
    colours), None where nothing is styled."""
    if term is not True:
        return None
    if os.environ.get("NO_COLOR", "") != "":
        return {None: "", "bold": "1", "red": "", "dim": "2"}
    return {None: "", "bold": "1", "red": "31", "dim": "2"}


class _Blocks:
    """One block per row: its identifiers on the first line (never cut), then `header  value` lines."""

    def __init__(self, listing):
        self.listing = listing

    def __rich_console__(self, console, options):
        from rich.table import Table
        from rich.text import Text

        lst = self.listing
        yield Text(lst.title, style="bold")
        idents = [i for i, (_h, ident, _j, *_k) in enumerate(lst.columns) if ident]
        for cells, style in lst.rows:
            yield Text("")
            yield Text("  ".join(_plain(cells[i]) for i in idents if _plain(cells[i])), style="bold", no_wrap=True,
                       overflow="ignore")
            grid = Table.grid(padding=(0, 2))
            grid.add_column(no_wrap=True, style="dim")
            grid.add_column(overflow="fold")
            for i, (header, ident, _j, *_k) in enumerate(lst.columns):
                if not ident and _plain(cells[i]):
                    grid.add_row(header, cells[i] if isinstance(cells[i], Text) else Text(cells[i], style=style or ""))
            yield grid
