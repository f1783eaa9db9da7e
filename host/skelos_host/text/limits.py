"""Size and depth limits for what the host parses: scenario files (TOML), the
JSON of the device's lines, of the page's requests and of the session store.

Python's parsers recurse once per nesting level, so a few kilobytes of
brackets end in a RecursionError (or, for TOML's dotted keys, minutes of
work).  Text is measured before it is parsed: its nesting depth, counted on a
skeleton without strings and comments, and for TOML its longest dotted key;
the parsed value is measured again (without recursion).  Anything over a
limit raises LimitError, a ValueError with a one-line reason.
"""

import json
import re

from skelos_host.text.i18n import N_, _

MAX_DEPTH = 32            # scenarios nest 4 levels, protocol messages 5
MAX_SCENARIO_BYTES = 64 * 1024   # the largest preset is about 4 KB; a board stores less


class LimitError(ValueError):
    pass


_JSON_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.S)
# TOML: multi-line strings first, then one-line strings, comments, brackets, dots and bare keys
_TOML_TOKENS = re.compile(r"'''.*?'''|\"\"\"(?:[^\\]|\\.)*?\"\"\"|'[^'\n]*'|\"(?:[^\"\\\n]|\\.)*\"|#[^\n]*"
                          r"|[\[\]{}.]|[A-Za-z0-9_-]+|\s+|.", re.S)


def _too_deep(limit):
    return LimitError(_("nested more than %d levels deep") % limit)


def _nesting(token, depth, max_depth):
    """The depth after `token` (one more after an opening bracket, one less after a closing one);
    LimitError beyond `max_depth`."""
    if token in "[{":
        depth += 1
        if depth > max_depth:
            raise _too_deep(max_depth)
    elif token in "]}":
        depth -= 1
    return depth


def json_loads(data, max_depth=MAX_DEPTH):
    """json.loads of str or bytes, refusing text nested deeper than `max_depth`."""
    text = data.decode("utf-8") if isinstance(data, (bytes, bytearray)) else data
    if text.count("[") + text.count("{") > max_depth:
        depth = 0
        for m in _JSON_TOKENS.finditer(text):
            depth = _nesting(m.group(), depth, max_depth)
    return json.loads(text)


def _toml_skeleton_check(text, max_depth):
    depth = 0
    dots = 0           # dots of the dotted key being read
    last = None        # "part" or "dot" while reading a key
    for m in _TOML_TOKENS.finditer(text):
        tok = m.group()
        c = tok[0]
        if c.isspace() and "\n" not in tok:
            continue
        if c == ".":
            if last == "part":
                dots += 1
                if dots >= max_depth:
                    raise LimitError(_("a dotted key has more than %d parts") % max_depth)
                last = "dot"
            else:
                dots, last = 0, None
            continue
        if c.isalnum() or c in "_-\"'":
            if last != "dot":
                dots = 0
            last = "part"
            continue
        dots, last = 0, None
        depth = _nesting(c, depth, max_depth)


def value_depth(value, max_depth=MAX_DEPTH):
    """Raise LimitError when lists and dicts nest more than `max_depth` levels under `value` (no recursion)."""
    stack = [(value, 0)]
    while stack:
        v, d = stack.pop()
        if isinstance(v, dict):
            v = list(v.values())
        elif not isinstance(v, list):
            continue
        if d > max_depth:
            raise _too_deep(max_depth)
        stack.extend((x, d + 1) for x in v if isinstance(x, (list, dict)))


# tomllib's reasons (English, fixed texts) in the catalogue's words: (pattern, message); a
# pattern's group, when it has one, is the key or the character it names.  (Compiled when an error is
# told, not at every start: tomllib itself is imported only to parse.)
_TOML_REASONS = [(p, m) for p, m in (
    (r"^Cannot declare (.+) twice$", N_("the table %s is declared twice")),
    (r"^Cannot mutate immutable namespace (.+)$", N_("the table %s cannot be changed any more")),
    (r"^Cannot overwrite a value$", N_("this key already has a value")),
    (r"^Cannot redefine namespace (.+)$", N_("the table %s is already defined")),
    (r"^Duplicate inline table key (.+)$", N_("the key %s appears twice in the inline table")),
    (r"^Escaped character is not a Unicode scalar value$", N_("an escaped character is no Unicode character")),
    (r"^Expected '=' after a key in a key/value pair$", N_("'=' is missing after a key")),
    (r"^Expected '\]' at the end of a table declaration$", N_("']' is missing at the end of a table's header")),
    (r"^Expected '\]\]' at the end of an array declaration$", N_("']]' is missing at the end of an array's header")),
    (r"^Expected newline or end of document after a statement$", N_("a line break is missing after a statement")),
    (r"^Found invalid character (.+)$", N_("invalid character %s")),
    (r"^Illegal character (.+)$", N_("character %s not allowed here")),
    (r"^Invalid date or datetime$", N_("invalid date or time")),
    (r"^Invalid hex value$", N_("invalid hexadecimal value")),
    (r"^Invalid initial character for a key part$", N_("a key starts with a character keys cannot start with")),
    (r"^Invalid statement$", N_("this line is neither a key = value nor a [table] header")),
    (r"^Invalid value$", N_("invalid value")),
    (r"^Unclosed array$", N_("an array is not closed (']' missing)")),
    (r"^Unclosed inline table$", N_("an inline table is not closed ('}' missing)")),
    (r"^Unescaped '\\' in a string$", N_("a backslash in a string that escapes nothing")),
    (r"^Unterminated string$", N_("a string is not closed (its quote is missing)")),
)]
_TOML_WHERE = r"^(.*) \((?:at line (\d+), column (\d+)|at end of document)\)$"


def toml_error_text(e):
    """A TOML file's syntax error in the player's language, with its line and column:
    "line 3, column 5: character '\\n' not allowed here" (another error: its own text)."""
    import tomllib

    text = str(e)
    if not isinstance(e, tomllib.TOMLDecodeError):
        return text
    m = re.match(_TOML_WHERE, text, re.S)
    reason, line, column = (m.group(1), m.group(2), m.group(3)) if m else (text, None, None)
    for rx, message in _TOML_REASONS:
        r = re.match(rx, reason)
        if r:
            reason = _(message) % r.group(1) if r.groups() else _(message)
            break
    if line:
        return _("line %(line)s, column %(column)s: %(reason)s") % {"line": line, "column": column, "reason": reason}
    if m:
        return _("at the end of the file: %s") % reason
    return reason


def toml_loads(text, max_depth=MAX_DEPTH, max_bytes=MAX_SCENARIO_BYTES):
    """tomllib.loads within the limits (raises LimitError or tomllib.TOMLDecodeError)."""
    import tomllib

    if len(text) > max_bytes:
        raise LimitError(_("larger than %d KB") % (max_bytes // 1024))
    _toml_skeleton_check(text, max_depth)
    d = tomllib.loads(text)
    value_depth(d, max_depth)
    return d


# What a terminal takes for a command, never printed from data: C0 and C1 controls (escape sequences,
# bells, backspaces), DEL, and the bidirectional formatting characters (RLO and the others, which
# show a text in another order than it is).
_UNPRINTABLE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def printable(text):
    """`text` without what a terminal would take for a command (controls, bidirectional overrides)."""
    return _UNPRINTABLE.sub("", str(text))
