"""Hero presets (presets/heroes/*.toml, made by host/tools/make_hero_presets.py)
and heroes entered by hand (a TOML file), checked by the core's validator
(skelos.heroes.hero)."""

from importlib import resources

from skelos.games import side

from skelos_host import presets as scenarios
from skelos_host.text.i18n import _
from skelos_host.presets import checked_dict, read_file

SIDE = "heroes"
PresetError = scenarios.PresetError     # a hero that cannot be used, as a scenario that cannot


def _folder():
    return resources.files("skelos_host") / "presets" / "heroes"


def builtin_names():
    return sorted(p.name[:-5] for p in _folder().iterdir() if p.name.endswith(".toml"))


def read(name_or_path):
    if name_or_path in builtin_names():
        return (_folder() / (name_or_path + ".toml")).read_text(encoding="utf-8"), _("hero %s") % name_or_path
    names = builtin_names()

    def unknown(close):
        hint = (_("did you mean: %s?") % ", ".join(close)) if close else _("`skelos heroes list` shows them all")
        return _("no such hero or file (%(count)d built-in heroes; %(hint)s)") % {"count": len(names), "hint": hint}

    return read_file(name_or_path, names, unknown, _("larger than %d KB: not a hero file")), name_or_path


def check(d):
    """(Hero, []) or (None, problems as "path: reason") for a hero dict."""
    return side(SIDE).load(d)


def load_dict(name_or_path):
    """The hero dict of a preset or a TOML file; raises PresetError with every problem."""
    return checked_dict(*read(name_or_path), lambda d: check(d)[1])


def load_hero(name_or_path):
    d = load_dict(name_or_path)
    return check(d)[0], d


display_name = scenarios.display_name     # a hero's name in a language, as a scenario's


TEMPLATE = '''# A hero entered by hand.  Check it with `skelos heroes validate FILE`.
# Caps are the saturation of each action (the most gems on its box per
# heroes' turn); 0: the hero cannot take that action.
game = "heroes"
id = "my-hero"
name = "My hero"
gems = 10
fatigue = 0          # gems the scenario puts in the fatigue zone at the start
skills = []

[melee]
dice = "orange"
reroll = false
cap = 4

[ranged]
dice = "yellow"
reroll = false
cap = 2

[movement]
free = 2
cap = 3

[manipulation]
dice = "yellow"
reroll = false
cap = 3

[defense]
dice = "orange"
reroll = false
'''


def encumbrance(d):
    """A hero's encumbrance list as docs/rules.md (H02) reads it, to be shown, never enforced: None
    without one; else {"max": the first value (the most the hero may carry), "chart": the free-movement
    chart, the second and third values, each a point of free movement lost when the encumbrance is at
    least that value ([{"at", "lost"}], "lost" counting the points lost in all, at most the hero's free
    movement), "skills": the values after them (the skills' surcharges, in the order of the source)}."""
    enc = d.get("encumbrance") if isinstance(d, dict) else None
    if not isinstance(enc, list) or not enc:
        return None
    free = (d.get("movement") or {}).get("free", 0) if isinstance(d.get("movement"), dict) else 0
    chart = [{"at": v, "lost": min(k, free)} for k, v in enumerate(enc[1:3], 1)]
    return {"max": enc[0], "chart": chart, "skills": list(enc[3:])}
