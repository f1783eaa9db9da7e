"""Texts of what the rules core and the device say: validation reasons and
refusal codes.

Validation: the scenario loaders (skelos.fields, each pack's scenario.py)
give problems as "path: reason" in stable English.  Each reason template
they can build is listed here as a message id with `{name}` placeholders;
the host matches a reason against the templates, translates the template and
puts the values back.  The path before ": " (a field of the scenario file) is
never translated.

Refusals and errors: the core and the device send a stable code and, where a
text needs them, arguments (docs/protocol.md); the texts live on the host.
REFUSALS below holds the codes every game shares (the kernel's journal, the
device app, the link); each game's view holds its own (skelos_host.views,
which puts them together in refusal_text).  An entry is a text whose `{0}`,
`{1}`... take the arguments, or a dict choosing the text by the first
argument ("" when there is none; the rest of the arguments fill it).
tests/host/test_i18n.py checks both lists against the core and the device.
"""

import re

from skelos_host.text.i18n import N_, _

# Validation reasons of the loaders: skelos.fields, the registry and each pack's scenario.py (one per template).
PROBLEMS = (
    N_("is required"),
    N_("must be an integer"),
    N_("must be a positive integer (1..{max})"),
    N_("must be between {min} and {max}"),
    N_("must be a string"),
    N_("must not be empty"),
    N_("is too long (at most {max} characters)"),
    N_("must be true or false"),
    N_("must be one of {choices}"),
    N_("unknown field"),
    N_("must be an object"),
    N_("must be 1..{max} characters of a-z, 0-9, _ or -"),
    N_("duplicate tile id '{id}'"),
    N_("not allowed on the event tile"),
    N_("only the event tile has events"),
    N_("must be at least figures ({figures})"),
    N_("minions have 1 hit point (R15)"),
    N_("is required ([r, g, b], 0..255 each)"),
    N_("must be [r, g, b]"),
    N_("must be an integer 0..255"),
    N_("the event tile needs a list of 1..{max} events"),
    N_("at most {max} events"),
    N_("must be a list of tile ids"),
    N_("unknown tile id {id}"),
    N_("tile '{id}' must be a reserve unit tile (not placed in the river)"),
    N_("tile '{id}' listed twice"),
    N_("unsupported format {format} (this core reads {supported})"),
    N_("must be a list of field names"),
    N_("must be a field name (a string)"),
    N_("must be a non-empty list of tiles"),
    N_("at most {max} tiles"),
    N_("must be a non-empty list of slots"),
    N_("at most {max} slots"),
    N_("must be an object with a cost and a tile"),
    N_("tiles must fill the river from the left (an earlier slot is empty)"),
    N_("tile '{id}' is already in slot {slot} (a second copy needs its own tile entry)"),
    N_("needs at least one tile"),
    N_("the event tile '{id}' must be placed in the river"),
    N_("must be an object with available and fatigue"),
    N_("at most {max} gems in all"),
    N_("the Overlord needs at least one gem"),
    N_("must be an object with start and last"),
    N_("must be after turns.start ({start})"),
    N_("must be a list"),
    N_("at most {max} spells"),
    N_("is above the saturation cap ({saturation}), the spell could never be cast"),
    N_("must be the id of a unit tile"),
    N_("more tiles than slots"),
    N_("events could bring more tiles than the river has slots ({tiles} > {slots})"),
    # skelos.orcquest.scenario (the rest of its reasons are the ones above)
    N_("must be a list of {min}..{max} entries"),
    N_("at most {max} entries"),
    N_("duplicate id '{id}'"),
    N_("must be an object with start and max"),
    N_("must be at least badass.start ({start})"),
    N_("must be at least turns.start ({start})"),
    N_("must be {game}"),    # last: it would match any "must be ..."
)

# Codes every game shares: the kernel's journal (skelos.journal), the device
# app and the link (skelos_device: app, handlers, link).
REFUSALS = {
    "unknown_action": N_("no such action"),
    "board_draws": N_("the board draws for its own Overlord: no one else can"),
    "bad_argument": N_("argument out of range"),
    "nothing_to_undo": N_("nothing to undo"),
    "nothing_to_redo": N_("nothing to redo"),
    "game_over": N_("the game is over: Undo takes back its end"),
    "bad_winner": N_("the winner is either the heroes or the other side"),   # a game's view names the side
    "not_last": N_("the board's last record is no longer the one to take back (now seq {0}): nothing changed"),
    "no_action": N_("this button does nothing here"),
    "no_game": N_("no scenario stored yet"),
    "storage_full": {"": N_("the journal area is full: start a new game"),
                     "scenario": N_("the scenario does not fit in the board's storage")},
    "storage_error": N_("the action could not be saved"),
    "storage_damaged": N_("the board's journal is damaged there and was not served ({0} {1}): ask again"),
    "line_too_long": N_("request line longer than {0} bytes"),
    "bad_json": {"": N_("not a JSON object"),
                 "ascii": N_("a request is ASCII JSON (escape other characters as \\uXXXX)"),
                 "number": N_("a number the board cannot read (NaN, Infinity, or beyond its range)")},
    "bad_version": N_("this device speaks protocol {0}"),
    "bad_request": {
        "id": N_("id: must be an integer 0..2^31-1"),
        "cmd": N_("cmd: must be a string"),
        "required": N_("{0}: is required"),
        "type": N_("{0}: wrong type"),
        "button": N_("button: no such button"),
        "edges": N_("button: raw edges need a profile button"),
        "kind": N_("kind: short, long, down or up"),
        "arity": N_("args: {0} takes {1}..{2}"),
        "args": N_("args: integers, null or lists of [tile, count]"),
        "range": N_("after >= 0, limit 1..200"),
        "brightness": N_("brightness: 0.0..1.0"),
        "base64": N_("data: not base64"),
        "seq": N_("seq: 0..the last seq of the game"),
        "discard": N_("discard: a number of records, 0 or more"),
    },
    "unfetched": N_("{0} records of this game were not fetched by a logger: "
                    "do it again within 5 seconds to start a new game and lose them"),
    "unknown_command": N_("no such command: {0}"),
    "internal": N_("handler failed: {0}"),
    "unknown_game": N_("the device holds game {0}"),
    "unknown_scenario": N_("no stored scenario {0}"),
    "upload_none": N_("no upload in progress"),
    "upload_offset": N_("expected offset {0}"),
    "upload_size": {"range": N_("size must be 10..{0}"), "chunk": N_("chunk too large"),
                    "short": N_("received {0} of {1} bytes")},
    "upload_crc": N_("CRC-32 mismatch"),
    "upload_invalid": N_("the scenario does not decode: {0}"),
}

# The rules each shared code comes from (none: they are the link's and the journal's, not the game's).
RULES = {}


def entry_text(entry, args):
    """The text of a REFUSALS entry for these arguments, in the current language; None if it has none."""
    args = list(args or ())
    if isinstance(entry, dict):
        key = str(args[0]) if args else ""
        if key in entry:
            entry = entry[key]
            args = args[1:]
        else:
            entry = entry.get("")
    if entry is None:
        return None
    text = _(entry)
    for i, a in enumerate(args):
        text = text.replace("{%d}" % i, str(a))
    return text


_FIELD = re.compile(r"\{(\w+)\}")
# a value that is one word (the rest match anything)
_WORD = ("game",)


def _pattern(template):
    out = ""
    pos = 0
    for m in _FIELD.finditer(template):
        value = r"\w+" if m.group(1) in _WORD else ".+?"
        out += re.escape(template[pos:m.start()]) + "(?P<%s>%s)" % (m.group(1), value)
        pos = m.end()
    return re.compile(out + re.escape(template[pos:]) + r"\Z")


_PATTERNS = []      # [(template, its pattern)], made at the first reason told (not at every command's start)


def translate_reason(reason):
    """One validation reason in the current language (unchanged if it is not the core's)."""
    if not _PATTERNS:
        _PATTERNS.extend((t, _pattern(t)) for t in PROBLEMS)
    for template, pattern in _PATTERNS:
        m = pattern.match(reason)
        if m:
            text = _(template)
            for name, value in m.groupdict().items():
                text = text.replace("{" + name + "}", value)
            return text
    return reason


def counted_from_1(path):
    """A field path with its list positions counted from 1, as the board and the page count slots
    ("river[2]", the core's third entry, is said "river[3]")."""
    return re.sub(r"\[(\d+)\]", lambda m: "[%d]" % (int(m.group(1)) + 1), path)


def translate_problem(problem):
    """'path: reason' with the reason translated and the path's positions counted from 1."""
    path, sep, reason = problem.partition(": ")
    if not sep:
        return translate_reason(problem)
    path = counted_from_1(path)
    said = translate_reason(reason)
    return path + sep + said if said == reason else _("%(path)s: %(problem)s") % {"path": path, "problem": said}
