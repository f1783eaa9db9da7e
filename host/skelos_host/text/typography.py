"""French typography, applied where words are put together, never by hand in a string.

French puts a no-break space before `:` and inside « », and a narrow no-break space
before `;`, `!` and `?` (the Imprimerie nationale's rules); a short quotation (a
button's name, « Mode + ») is kept on one line.  `french(text)` places
them, replacing an ordinary space there or adding the missing one; it is idempotent.
The catalogue applies it to every French message (`i18n._`, `i18n.ngettext`, the
page's catalogue), the command line applies it to what it writes in French (the
filter stream below), the report to its pages, and the pages' words.js carries the
same rules as `typo()`.

Only punctuation that ends a word is touched: a colon followed by a space or the end
of a line ("Tour 1 : Héros"), never one inside a word, a time or an address
("12:30", "http://…", "?lang=fr").  `slips(text)` lists what a French text still gets
wrong (the tests' check).
"""

import re

NBSP = "\u00a0"           # before ":" and inside « »
NNBSP = "\u202f"          # before ";", "!" and "?"
_SPACES = " " + NBSP + NNBSP
# what may follow the punctuation: a space, the end, a closing mark, or a terminal's colour codes first
_END = r"(?=(?:\x1b\[[0-9;]*m)*(?:[\s»)\]\"'’]|$))"
# what may precede it: a word's last character (not a space, nor an opening mark)
_AFTER_WORD = r"(?<=[^\s«(\[{])"

_COLON = _AFTER_WORD + "[" + _SPACES + "]?:" + _END
_HIGH = _AFTER_WORD + "[" + _SPACES + "]?(;|[!?]+)" + _END
_OPEN = "«[" + _SPACES + "]*"
_CLOSE = "[" + _SPACES + "]*»"
# a short quotation (a button's name, « Mode + ») is kept on one line
_SHORT = "«([^«»\n]{1,24})»"
# (the patterns are compiled by re's own cache at their first use: a command in English never compiles them)


def french(text):
    """`text` with French spaces before `: ; ! ?` and inside « » (idempotent)."""
    if not text or not isinstance(text, str):
        return text
    if ":" not in text and ";" not in text and "!" not in text and "?" not in text and "«" not in text \
            and "»" not in text:
        return text
    text = re.sub(_COLON, NBSP + ":", text)
    text = re.sub(_HIGH, lambda m: NNBSP + m.group(1), text)
    text = re.sub(_OPEN, "«" + NBSP, text)
    text = re.sub(_CLOSE, NBSP + "»", text)
    return re.sub(_SHORT, lambda m: "«" + m.group(1).replace(" ", NBSP) + "»", text)


def for_language(text, lang):
    """`text` set in the typography of `lang` (French rules for "fr", unchanged otherwise)."""
    return french(text) if lang == "fr" else text


# The check (written apart from the rules above, so that one can catch the other).
_SLIPS = (
    (r"[^\s«(\[{][:;!?](?=[\s»)\]]|$)", "no space before the punctuation"),
    (r"(?<=\S) [:;!?](?=[\s»)\]]|$)", "a breakable space before the punctuation"),
    ("«(?![" + NBSP + NNBSP + "])", "no no-break space after «"),
    ("(?<![" + NBSP + NNBSP + "])»", "no no-break space before »"),
    (r"^[\s│┃|]*[:;!?»](?=[\s»)\]]|$)", "a line that starts with the punctuation (a wrap at a no-break space)"),
)


def slips(text):
    """[(what, excerpt)] of the French typography slips in `text` ([] for a clean text)."""
    found = []
    for line in text.splitlines():
        plain = re.sub(r"\x1b\[[0-9;]*m", "", line)
        for rx, what in _SLIPS:
            for m in re.finditer(rx, plain):
                if what == "no space before the punctuation" and m.group(0)[0] in "!?" and m.group(0)[1] in "!?":
                    continue        # "?!": one space before the run
                found.append((what, plain[max(0, m.start() - 20):m.end() + 10]))
    return found


# What breaks a line in a terminal: any white space but the no-break ones (rich's own pattern takes every \s,
# U+00A0 and U+202F included, and so put "activée :" on two lines, the second starting with ":").
_KEEP = NBSP + NNBSP + "\u2007"
_RICH_WORD = "[^\\S" + _KEEP + "]*[\\S" + _KEEP + "]+[^\\S" + _KEEP + "]*"


def _keep_in_rich(module):
    import re as _re
    module.re_word = _re.compile(_RICH_WORD)


class _RichWrap:
    """Sets rich's word pattern (rich._wrap.re_word) as soon as rich imports it, without importing rich."""

    def find_spec(self, name, path=None, target=None):
        if name != "rich._wrap":
            return None
        import importlib.machinery
        import sys

        if self in sys.meta_path:
            sys.meta_path.remove(self)
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        if spec is None or spec.loader is None:
            return spec
        run = spec.loader.exec_module

        def exec_module(module):
            run(module)
            _keep_in_rich(module)

        spec.loader.exec_module = exec_module
        return spec


def terminal_keeps_no_break_spaces():
    """Rich, when it wraps a terminal's text, breaks lines only at breakable spaces (now or when imported)."""
    import sys

    wrap = sys.modules.get("rich._wrap")
    if wrap is not None:
        _keep_in_rich(wrap)
    elif not any(isinstance(f, _RichWrap) for f in sys.meta_path):
        sys.meta_path.insert(0, _RichWrap())


def _is_data(text):
    """A JSON document written whole (a command's --json output): data for programs, left as it is."""
    s = text.strip()
    if s[:1] not in ("{", "[") or s[-1:] not in ("}", "]"):
        return False
    import json
    try:
        json.loads(s)
    except ValueError:
        return False
    return True


def data_stream(stream):
    """The stream under a FrenchStream (what was written before it sent first), for data a command
    writes in parts (JSON, CSV): its bytes are the program's, not prose to set."""
    if isinstance(stream, FrenchStream):
        stream.flush()
        return stream._stream
    return stream


class FrenchStream:
    """A text stream that sets what is written to it in French typography, line by line
    (a line is set once whole, so a colon written apart from its word is still seen).  A JSON
    document written whole passes as it is."""

    def __init__(self, stream, active):
        self._stream = stream
        self._active = active        # () -> bool: French now?
        self._pending = ""

    def write(self, text):
        if not isinstance(text, str) or not self._active() or _is_data(text):
            if self._pending:
                self._stream.write(self._pending)
                self._pending = ""
            return self._stream.write(text)
        data = self._pending + text
        cut = data.rfind("\n") + 1
        self._pending = data[cut:]
        if cut:
            self._stream.write(french(data[:cut]))
        return len(text)

    def flush(self):
        if self._pending:
            pending, self._pending = self._pending, ""
            self._stream.write(french(pending) if self._active() else pending)
        return self._stream.flush()

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def __getattr__(self, name):       # encoding, errors, isatty, fileno, buffer...
        return getattr(self._stream, name)
