"""Translations of what the rules core says: validation reasons and refusals.

The core (firmware/lib/skelos, the Book of Skelos and OrcQuest WarPath) runs
on the board too, so it keeps emitting stable English: validation problems as
"path: reason" and refusals as (code, reason).  Each reason template the core
can build is listed here as a message id with `{name}` placeholders; the host
matches a reason against the templates, translates the template and puts the
values back.  The path before ": " (a field of the scenario file) is never
translated.
tests/host/test_i18n.py checks that this list matches the core's templates.
"""

import re

from skelos_host.i18n import N_, _

# Validation reasons of skelos.scenario and skelos.orcquest (one per template the core builds).
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
    # skelos.orcquest (the rest of its reasons are the ones above)
    N_("must be a list of {min}..{max} entries"),
    N_("at most {max} entries"),
    N_("duplicate id '{id}'"),
    N_("must be an object with start and max"),
    N_("must be at least badass.start ({start})"),
    N_("must be at least turns.start ({start})"),
    N_("must be {game}"),    # last: it would match any "must be ..."
)

# Refusal reasons of skelos.game and skelos.orcquest (the second item of each R_* pair).
REFUSALS = (
    N_("no such action"),
    N_("the game is over (undo to go back)"),
    N_("only during the Overlord's turn"),
    N_("only during the heroes' turn"),
    N_("resolve the event first (R19)"),
    N_("no event tile was activated (R19)"),
    N_("argument out of range"),
    N_("already activated the maximum number of tiles this turn (R06)"),
    N_("no tile in that slot (R01)"),
    N_("not enough available gems"),
    N_("no living unit tile is being activated (R09)"),
    N_("no such figure on that tile"),
    N_("a figure can at most double its free move in one activation (R09)"),
    N_("that tile is not a unit tile"),
    N_("that tile is not in the river"),
    N_("that tile has no figure left (R16)"),
    N_("only a dead tile can be removed (R18)"),
    N_("cleaning needs 2 gems from fatigue or available (R18)"),
    N_("the reinforcements cost more points than the event gives (R20)"),
    N_("that tile has no reinforcement cost (R20)"),
    N_("a tile never exceeds its starting number of figures (R20)"),
    N_("no such event on this event tile (R19)"),
    N_("the Overlord must carry out one event (R19)"),
    N_("a tile is listed twice"),
    N_("count out of range"),
    N_("no such spell"),
    N_("the gems paid must match the spell's fixed cost (R13)"),
    N_("the spell card would exceed its saturation cap (R13)"),
    N_("the caster's tile must be activated first (R13)"),
    N_("the stealth module is not enabled in this scenario"),
    N_("vigilance is already at its maximum (S01)"),
    N_("this vigilance trigger does not apply now (S01)"),
    N_("a guard round starts before any activation, once per turn (S03)"),
    N_("a guard round activates living unit tiles only (S03)"),
    N_("nothing to undo"),
    N_("nothing to redo"),
    N_("winner must be heroes (1) or overlord (2)"),
    # skelos.orcquest
    N_("no such hero"),
    N_("finish the current hero's activation first (O01)"),
    N_("that hero has already been activated this round (O01)"),
    N_("no hero activation is running: start one first (O01)"),
    N_("resolve the event card first (O01)"),
    N_("no extra action while an event is resolved (O02)"),
    N_("every hero has been activated: no extra action after the last event (O02)"),
    N_("no event card was drawn (O01)"),
    N_("an action costs 1 or 2 points, paid with action points or extra actions"),
    N_("only the active hero has action points; others buy extra actions (O02)"),
    N_("not enough action points left in this activation (O01)"),
    N_("not enough Badass points (O02)"),
    N_("Combo 1 needs two consecutive wounding actions of the active hero (O03)"),
    N_("Combo 2 needs a Combo 1 that wounded (O03)"),
    N_("that Combo card is already turned over this activation (O03)"),
    N_("no such enemy in this scenario"),
    N_("every hero is activated once before the round ends (O01)"),
    N_("winner must be heroes (1) or enemies (2)"),
)

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


_PATTERNS = [(t, _pattern(t)) for t in PROBLEMS]


def translate_reason(reason):
    """One validation reason in the current language (unchanged if it is not the core's)."""
    for template, pattern in _PATTERNS:
        m = pattern.match(reason)
        if m:
            text = _(template)
            for name, value in m.groupdict().items():
                text = text.replace("{" + name + "}", value)
            return text
    return reason


def translate_problem(problem):
    """'path: reason' with the reason translated and the path kept as it is."""
    path, sep, reason = problem.partition(": ")
    if not sep:
        return translate_reason(problem)
    return path + sep + translate_reason(reason)


def translate_refusal(reason):
    """A refusal reason of the core (or the device) in the current language."""
    return _(reason) if reason else reason
