"""Hero presets (presets/heroes/*.toml, made by host/tools/make_hero_presets.py)
and heroes entered by hand (a TOML file), checked by the core's validator
(skelos.heroes.hero)."""

import tomllib
from importlib import resources

from skelos.games import side

from skelos_host.text import limits
from skelos_host.text.i18n import _, get_language
from skelos_host.presets import PresetError

SIDE = "heroes"


def _folder():
    return resources.files("skelos_host") / "presets" / "heroes"


def builtin_names():
    return sorted(p.name[:-5] for p in _folder().iterdir() if p.name.endswith(".toml"))


def read(name_or_path):
    if name_or_path in builtin_names():
        return (_folder() / (name_or_path + ".toml")).read_text(encoding="utf-8"), _("hero %s") % name_or_path
    try:
        with open(name_or_path, encoding="utf-8") as f:
            text = f.read(limits.MAX_SCENARIO_BYTES + 1)
    except FileNotFoundError:
        import difflib
        close = difflib.get_close_matches(str(name_or_path), builtin_names(), n=3, cutoff=0.5)
        hint = (_("did you mean: %s?") % ", ".join(close)) if close else _("`skelos heroes list` shows them all")
        raise PresetError(name_or_path, [_("no such hero or file (%(count)d built-in heroes; %(hint)s)")
                                         % {"count": len(builtin_names()), "hint": hint}]) from None
    except (OSError, UnicodeDecodeError) as e:
        raise PresetError(name_or_path, [_("cannot read: %s") % e]) from None
    if len(text) > limits.MAX_SCENARIO_BYTES:
        raise PresetError(name_or_path, [_("larger than %d KB: not a hero file")
                                         % (limits.MAX_SCENARIO_BYTES // 1024)])
    return text, name_or_path


def check(d):
    """(Hero, []) or (None, problems as "path: reason") for a hero dict."""
    return side(SIDE).load(d)


def load_dict(name_or_path):
    """The hero dict of a preset or a TOML file; raises PresetError with every problem."""
    text, label = read(name_or_path)
    try:
        d = limits.toml_loads(text)
    except (tomllib.TOMLDecodeError, limits.LimitError) as e:
        raise PresetError(label, [_("not valid TOML: %s") % limits.toml_error_text(e)]) from None
    problems = check(d)[1]
    if problems:
        raise PresetError(label, problems)
    return d


def load_hero(name_or_path):
    d = load_dict(name_or_path)
    return check(d)[0], d


def display_name(d, lang=None):
    lang = lang or get_language()
    if lang != "en" and d.get("name_" + lang):
        return d["name_" + lang]
    return d.get("name", "")


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
