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
"""

from rich import box
from rich.table import Table
from rich.text import Text

from skelos_host.limits import printable


def _longest_word(text):
    return max((len(w) for w in str(text).split()), default=0)


def _plain(cell):
    return cell.plain if isinstance(cell, Text) else ("" if cell is None else str(cell))


def _clean(text):
    """A rich Text without terminal controls or bidirectional overrides (its styles kept where they fall)."""
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
        self.rows.append(([_clean(c) if isinstance(c, Text) else printable(_plain(c)) for c in cells], style))

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
                t.add_row(*[c if isinstance(c, Text) else Text(c, no_wrap=kept[i]) for i, c in enumerate(cells)],
                          style=style)
            return t
        return _Blocks(self)

    def print(self, console):
        console.print(self.renderable(console.width))


class _Blocks:
    """One block per row: its identifiers on the first line (never cut), then `header  value` lines."""

    def __init__(self, listing):
        self.listing = listing

    def __rich_console__(self, console, options):
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
