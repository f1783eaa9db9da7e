"""Scenario presets: TOML files checked by the core's validator."""

import tomllib
from importlib import resources

from skelos.games import load

from skelos_host import limits
from skelos_host.i18n import _, get_language


class PresetError(Exception):
    """A preset or scenario file that cannot be used; `problems` lists why."""

    def __init__(self, source, problems):
        self.source = source
        self.problems = list(problems)
        super().__init__(source + ": " + "; ".join(self.problems))


def builtin_names():
    folder = resources.files("skelos_host") / "presets"
    return sorted(p.name[:-5] for p in folder.iterdir() if p.name.endswith(".toml"))


def read_text(name_or_path):
    """Text and label of a built-in preset name or a TOML file path."""
    if name_or_path in builtin_names():
        path = resources.files("skelos_host") / "presets" / (name_or_path + ".toml")
        return path.read_text(encoding="utf-8"), _("preset %s") % name_or_path
    try:
        with open(name_or_path, encoding="utf-8") as f:
            text = f.read(limits.MAX_SCENARIO_BYTES + 1)
    except FileNotFoundError:
        import difflib
        close = difflib.get_close_matches(str(name_or_path), builtin_names(), n=3, cutoff=0.5)
        hint = (_("did you mean: %s?") % ", ".join(close)) if close else _("skelos scenario list shows them all")
        raise PresetError(name_or_path, [_("no such preset or file (%d built-in presets; %s)")
                                         % (len(builtin_names()), hint)]) from None
    except (OSError, UnicodeDecodeError) as e:
        raise PresetError(name_or_path, [_("cannot read: %s") % e]) from None
    if len(text) > limits.MAX_SCENARIO_BYTES:
        raise PresetError(name_or_path, [_("larger than %d KB: not a scenario file")
                                         % (limits.MAX_SCENARIO_BYTES // 1024)])
    return text, name_or_path


def _parse(text):
    """The dict of a scenario's TOML text, or raises ValueError with a one-line reason."""
    try:
        return limits.toml_loads(text)
    except (tomllib.TOMLDecodeError, limits.LimitError) as e:
        raise ValueError(_("not valid TOML: %s") % limits.toml_error_text(e)) from None


def load_dict(name_or_path):
    """The scenario dict of a preset or file; raises PresetError with every problem."""
    text, label = read_text(name_or_path)
    try:
        d = _parse(text)
    except ValueError as e:
        raise PresetError(label, [str(e)]) from None
    problems = load(d)[1]
    if problems:
        raise PresetError(label, problems)
    return d


def load_scenario(name_or_path):
    d = load_dict(name_or_path)
    return load(d)[0], d


# What only the host reads of a scenario: the board shows no text, and the largest presets fit
# its scenario slot (docs/firmware.md, "Storage") only without their notes and French names.
HOST_ONLY = ("notes", "source", "unsourced", "name_fr")


def board_dict(d):
    """The copy of scenario dict `d` a board stores: `d` without HOST_ONLY at any level
    (the host keeps the whole dict, found again by the CRC of this copy's blob)."""
    if isinstance(d, dict):
        return {k: board_dict(v) for k, v in d.items() if k not in HOST_ONLY}
    if isinstance(d, list):
        return [board_dict(v) for v in d]
    return d


def board_blob(d):
    """The scenario blob a board stores for scenario dict `d` (skelos.codec)."""
    from skelos.codec import encode_scenario

    return encode_scenario(board_dict(d))


def display_name(d, lang=None):
    """The scenario's name in `lang` (default: the current language): `name_fr` in French when it has one."""
    lang = lang or get_language()
    if lang != "en" and d.get("name_" + lang):
        return d["name_" + lang]
    return d.get("name", "")


def load_any(name_or_path):
    """(dict, problems, label) without raising for an invalid scenario (for `validate`)."""
    text, label = read_text(name_or_path)
    try:
        d = _parse(text)
    except ValueError as e:
        return None, [str(e)], label
    return d, load(d)[1], label


TEMPLATE = '''# A Skelos scenario (docs/scenario-format.md).  Check it with
#   skelos scenario validate FILE
# and put it on the board with
#   skelos flash FILE --new-game
format = 1
id = "my-scenario"
name = "My scenario"
heroes = 3
recovery = 5
first = "heroes"
# Values you made up or could not check: list them here.
unsourced = ["tiles.pict_hunters.figures"]
notes = ""

[gems]
available = 10
fatigue = 3

[turns]
start = 0
last = 8

# Slots left to right; cost defaults to the slot number.  Empty slots have no tile.
[[river]]
cost = 1
tile = "pict_hunters"
[[river]]
cost = 2
tile = "chief"
[[river]]
cost = 3
tile = "event"
[[river]]
cost = 4

[[tiles]]
id = "pict_hunters"
name = "Pict Hunters - Red"
role = "minion"
color = [255, 0, 0]
move = 2
defense = 1
dice = "2 yellow (reroll)"
attack = "melee"
figures = 4
reinforcement = 1

[[tiles]]
id = "chief"
name = "Pict chief"
role = "leader"
color = [255, 255, 255]
move = 3
defense = 3
attack = "melee"
figures = 1
hp = 5

[[tiles]]
id = "event"
name = "Event"
kind = "event"

[[tiles.events]]
name = "Reinforcement: 4 points"
reinforcement = 4
'''
