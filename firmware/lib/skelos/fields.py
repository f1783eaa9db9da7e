"""The field-validation toolkit of every game's scenario loader.

A scenario is a plain JSON-compatible dict (docs/scenario-format.md).  A
loader collects every problem at once in a `Problems` as ``"path: reason"``
strings and never raises for bad data; each check below adds the problem of
one field and returns its value, or `default` when the field is missing or
bad.  `path` is the field's parent path with its trailing dot
(``"tiles[2]."``), ``""`` at the top level.

The reasons are the templates the host translates (skelos_host.text.reasons).
"""

FORMAT = 1

MAX_NAME = 60
MAX_TEXT = 200
MAX_ID = 24
MAX_TURN = 250

ID_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789_-"
GREY = (128, 128, 128)


class Problems:
    """Every problem of one scenario, in the order found."""

    def __init__(self):
        self.items = []

    def add(self, path, reason):
        self.items.append(path + ": " + reason)


def is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def valid_id(s):
    """1..MAX_ID characters of a-z, 0-9, _ or -."""
    if not isinstance(s, str) or not s or len(s) > MAX_ID:
        return False
    for ch in s:
        if ch not in ID_CHARS:
            return False
    return True


def int_field(p, d, key, path, lo, hi, default=None, required=False):
    """An integer field in lo..hi."""
    if key not in d:
        if required:
            p.add(path + key, "is required")
        return default
    v = d[key]
    if not isinstance(v, int) or isinstance(v, bool):    # is_int, without its frame (the boot's Python stack)
        p.add(path + key, "must be an integer")
        return default
    if v < lo or v > hi:
        if lo == 1 and hi >= 255:
            p.add(path + key, "must be a positive integer (1.." + str(hi) + ")")
        else:
            p.add(path + key, "must be between " + str(lo) + " and " + str(hi))
        return default
    return v


def str_field(p, d, key, path, maxlen, default=None, required=False):
    """A string of at most `maxlen` characters (not empty when required)."""
    if key not in d:
        if required:
            p.add(path + key, "is required")
        return default
    v = d[key]
    if not isinstance(v, str):
        p.add(path + key, "must be a string")
        return default
    if required and not v:
        p.add(path + key, "must not be empty")
        return default
    if len(v) > maxlen:
        p.add(path + key, "is too long (at most " + str(maxlen) + " characters)")
        return default
    return v


def bool_field(p, d, key, path, default):
    if key not in d:
        return default
    v = d[key]
    if not isinstance(v, bool):
        p.add(path + key, "must be true or false")
        return default
    return v


def choice_field(p, d, key, path, choices, default):
    """One of the strings in `choices`."""
    if key not in d:
        return default
    v = d[key]
    if v not in choices:
        p.add(path + key, "must be one of " + ", ".join(choices))
        return default
    return v


def names_field(p, d, key, path):
    """An optional list of at most 64 short strings (information only, but encoded)."""
    v = d.get(key)
    if key in d and (not isinstance(v, list) or len(v) > 64):
        p.add(path + key, "must be a list of field names")
        return
    for i in range(len(v or ())):
        if not isinstance(v[i], str) or len(v[i]) > MAX_NAME:
            p.add(path + key + "[" + str(i) + "]", "must be a field name (a string)")


def unknown_fields(p, d, path, known):
    """A problem for each key of `d` not in `known`."""
    for k in d:
        if k not in known:
            p.add(path + str(k), "unknown field")


def color_field(p, d, path, default):
    """The `color` field, [r, g, b] with 0..255 each; required when `default` is None."""
    if "color" not in d:
        if default is None:
            p.add(path + "color", "is required ([r, g, b], 0..255 each)")
            return GREY
        return default
    c = d["color"]
    if not isinstance(c, (list, tuple)) or len(c) != 3:
        p.add(path + "color", "must be [r, g, b]")
        return GREY
    for i, v in enumerate(c):
        if not is_int(v) or v < 0 or v > 255:
            p.add(path + "color[" + str(i) + "]", "must be an integer 0..255")
            return GREY
    return (c[0], c[1], c[2])


def header(p, d, top_keys, s):
    """The fields every game's scenario shares: format, id, names, source,
    notes, unsourced; unknown top-level keys.  Sets s.id and s.name."""
    unknown_fields(p, d, "", top_keys)
    fmt = d.get("format", FORMAT)
    if fmt != FORMAT:
        p.add("format", "unsupported format " + repr(fmt) + " (this core reads " + str(FORMAT) + ")")
    sid = d.get("id")
    if not valid_id(sid):
        p.add("id", "must be 1.." + str(MAX_ID) + " characters of a-z, 0-9, _ or -")
    else:
        s.id = sid
    s.name = str_field(p, d, "name", "", MAX_NAME, "", required=True) or ""
    str_field(p, d, "name_fr", "", MAX_NAME)
    str_field(p, d, "source", "", MAX_TEXT)
    str_field(p, d, "notes", "", 2000)
    names_field(p, d, "unsourced", "")


def begin(d, p, cls, top_keys):
    """The start of a pack's load(d, p): (the Problems to fill: p, or a new
    one when None; a `cls()` with the header's fields read from `d`, or None
    when `d` is no object, said in the Problems)."""
    if p is None:
        p = Problems()
    if not isinstance(d, dict):
        p.add("scenario", "must be an object")
        return p, None
    s = cls()
    header(p, d, top_keys, s)
    return p, s


def two_fields(p, d, key, a, b, why):
    """The object d[key] of fields `a` and `b` ({} when absent; when it is no
    object, {} and `why` said in p, the pack's words; an unknown field said)."""
    v = d.get(key, {})
    if not isinstance(v, dict):
        p.add(key, why)
        return {}
    unknown_fields(p, v, key + ".", (a, b))
    return v
