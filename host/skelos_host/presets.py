"""Scenario presets: TOML files checked by the core's validator."""

import tomllib
from importlib import resources

from skelos.scenario import load


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
        return path.read_text(encoding="utf-8"), "preset " + name_or_path
    try:
        with open(name_or_path, encoding="utf-8") as f:
            return f.read(), name_or_path
    except FileNotFoundError:
        raise PresetError(name_or_path, ["no such preset or file (built-in presets: "
                                         + ", ".join(builtin_names()) + ")"]) from None
    except (OSError, UnicodeDecodeError) as e:
        raise PresetError(name_or_path, ["cannot read: " + str(e)]) from None


def load_dict(name_or_path):
    """The scenario dict of a preset or file; raises PresetError with every problem."""
    text, label = read_text(name_or_path)
    try:
        d = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise PresetError(label, ["not valid TOML: " + str(e)]) from None
    _, problems = load(d)
    if problems:
        raise PresetError(label, problems)
    return d


def load_scenario(name_or_path):
    d = load_dict(name_or_path)
    return load(d)[0], d
