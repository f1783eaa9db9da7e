"""Scenario presets: TOML files checked by the core's validator."""

import json
import os
import sys

from skelos_host.text import limits
from skelos_host.text.i18n import _, get_language

INDEX_FORMAT = 1    # of the listing kept in the cache (raised when its items change)
KEEP_INDEXES = 4    # listings kept in the cache (one per language and version in use)
FOLDER = os.path.dirname(os.path.abspath(__file__))


def load(d):
    """The core's (scenario, problems) of a scenario dict (the core imported when first needed)."""
    from skelos.games import load as core_load

    return core_load(d)


class PresetError(Exception):
    """A preset or scenario file that cannot be used; `problems` lists why."""

    def __init__(self, source, problems):
        self.source = source
        self.problems = list(problems)
        super().__init__(source + ": " + "; ".join(self.problems))


def builtin_names():
    return sorted(name[:-5] for name in os.listdir(FOLDER) if name.endswith(".toml"))


def read_text(name_or_path):
    """Text and label of a built-in preset name or a TOML file path."""
    if name_or_path in builtin_names():
        with open(os.path.join(FOLDER, name_or_path + ".toml"), encoding="utf-8") as f:
            return f.read(), _("preset %s") % name_or_path
    names = builtin_names()

    def unknown(close):
        hint = (_("did you mean: %s?") % ", ".join(close)) if close else _("skelos scenario list shows them all")
        return _("no such preset or file (%d built-in presets; %s)") % (len(names), hint)

    return read_file(name_or_path, names, unknown, _("larger than %d KB: not a scenario file")), name_or_path


def read_file(path, names, unknown, too_large):
    """The text of the TOML file `path` a user names, at most limits.MAX_SCENARIO_BYTES, else PresetError:
    unknown(the closest of `names`) says there is no such file, `too_large` (with its KB) that it is larger."""
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read(limits.MAX_SCENARIO_BYTES + 1)
    except FileNotFoundError:
        import difflib
        raise PresetError(path, [unknown(difflib.get_close_matches(str(path), names, n=3, cutoff=0.5))]) from None
    except (OSError, UnicodeDecodeError) as e:
        raise PresetError(path, [_("cannot read: %s") % e]) from None
    if len(text) > limits.MAX_SCENARIO_BYTES:
        raise PresetError(path, [too_large % (limits.MAX_SCENARIO_BYTES // 1024)])
    return text


def parse_toml(text):
    """The dict of a scenario's TOML text, or raises ValueError with a one-line reason."""
    import tomllib      # (here: a listing kept in the cache starts without it)

    try:
        return limits.toml_loads(text)
    except (tomllib.TOMLDecodeError, limits.LimitError) as e:
        raise ValueError(_("not valid TOML: %s") % limits.toml_error_text(e)) from None


def checked_dict(text, label, problems_of):
    """The dict of the TOML `text` (read from `label`) when problems_of(it) lists none, else PresetError with
    every problem."""
    try:
        d = parse_toml(text)
    except ValueError as e:
        raise PresetError(label, [str(e)]) from None
    problems = problems_of(d)
    if problems:
        raise PresetError(label, problems)
    return d


def load_dict(name_or_path):
    """The scenario dict of a preset or file; raises PresetError with every problem."""
    return checked_dict(*read_text(name_or_path), lambda d: load(d)[1])


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
        d = parse_toml(text)
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


# ------------------------------------------------------------ the listing of the built-in presets
# A file changed this many seconds ago or less is known by its bytes, not only its stat: two writes within one
# tick of the file system's clock can leave the same size and times (git's "racily clean" entries).
RACY_SECONDS = 3


def _index_key(names, lang):
    """A hash of what the listing is made of: every preset, the code that checks and describes them (the
    rules core, the host's views, this module and the texts of its reasons) and the language's catalogue,
    each known by its stat (size, inode, modification and change times: any write changes the change time,
    which no program sets back) and, when changed in the last RACY_SECONDS, by its bytes.  Any change to
    one of them makes another key: a kept listing is never stale."""
    import time

    import skelos
    import skelos_host
    from skelos_host.text import i18n

    try:
        from _blake2 import blake2b       # (hashlib's own, without loading OpenSSL: a listing starts fast)
    except ImportError:
        from hashlib import blake2b

    h = blake2b(b"skelos preset index %d %s\0" % (INDEX_FORMAT, lang.encode()))
    paths = [os.path.join(FOLDER, name + ".toml") for name in names]
    core = os.path.dirname(skelos.__file__)
    host = os.path.dirname(skelos_host.__file__)
    code = [os.path.join(d, f) for d, _sub, files in sorted(os.walk(core)) for f in sorted(files) if f.endswith(".py")]
    views = os.path.join(host, "views")
    code += [os.path.join(views, f) for f in sorted(os.listdir(views)) if f.endswith(".py")]
    code += [os.path.join(host, f)
             for f in ("presets/__init__.py", "text/limits.py", "text/reasons.py", "text/i18n.py")]
    code.append(os.path.join(os.path.dirname(i18n.po_path(lang)), "skelos.mo"))
    recent = (time.time() - RACY_SECONDS) * 1e9
    for path in paths + code:
        h.update(path.encode("utf-8", "surrogateescape") + b"\0")
        try:
            st = os.stat(path)
        except OSError:
            h.update(b"-")
            continue
        h.update(b"%d %d %d %d %d\0" % (st.st_size, st.st_ino, st.st_dev, st.st_mtime_ns, st.st_ctime_ns))
        if st.st_ctime_ns >= recent or st.st_mtime_ns >= recent:
            try:
                with open(path, "rb") as f:
                    h.update(f.read())
            except OSError:
                h.update(b"-")
    return h.hexdigest()


def _cache_dir():
    """platformdirs.user_cache_dir("skelos"); on Linux worked out as platformdirs does (XDG_CACHE_HOME, else
    ~/.cache), without importing it: a listing kept in the cache is most of a start's time otherwise."""
    if sys.platform.startswith("linux"):
        base = os.environ.get("XDG_CACHE_HOME", "")
        return os.path.join(base if base.strip() else os.path.expanduser("~/.cache"), "skelos")
    import platformdirs

    return platformdirs.user_cache_dir("skelos")


def _index_path(key):
    return os.path.join(_cache_dir(), "presets", key[:32] + ".json")


def _index_items(names):
    """The listing's items, each preset read and checked (what the cache spares)."""
    from skelos.games import game_of

    from skelos_host import views
    from skelos_host.text.reasons import translate_problem

    items = []
    for name in names:
        try:
            d = load_dict(name)
        except PresetError as e:
            items.append({"preset": name, "problems": [translate_problem(p) for p in e.problems]})
            continue
        items.append({"preset": name, "game": game_of(d), "name": d.get("name"), "name_fr": d.get("name_fr"),
                      "setup": views.view_of(d).describe(d), "unsourced": list(d.get("unsourced", [])),
                      "problems": []})
    return items


def index():
    """[{preset, game, name, name_fr, setup, unsourced, problems}] of every built-in preset in name order, in
    the current language (an invalid preset has only `preset` and `problems`).  Kept in the user's cache
    under a hash of the presets and of the code that reads them (_index_key): a listing reads and checks
    the 95 presets only after one of them, the code or the catalogue changed."""
    names = builtin_names()
    key = _index_key(names, get_language())
    path = _index_path(key)
    try:
        with open(path, encoding="utf-8") as f:
            kept = json.load(f)
        if isinstance(kept, dict) and kept.get("key") == key and isinstance(kept.get("items"), list):
            return kept["items"]
    except (OSError, ValueError):
        pass
    items = _index_items(names)
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        tmp = "%s.%d.tmp" % (path, os.getpid())
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump({"key": key, "items": items}, f, ensure_ascii=False)
        os.replace(tmp, path)
        folder = os.path.dirname(path)
        kept = sorted((os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".json")),
                      key=os.path.getmtime)
        for old in kept[:-KEEP_INDEXES]:      # listings of earlier versions and languages
            os.unlink(old)
    except OSError:
        pass        # (a cache that cannot be written costs time, not the listing)
    return items


def print_index(as_json=False):
    """`skelos scenario list [--json]`: the built-in presets on standard output, as a table or as JSON."""
    items = index()
    if as_json:
        sys.stdout.write(json.dumps(items, indent=1, ensure_ascii=False) + "\n")
        return
    from skelos_host.text.listing import Listing

    t = Listing(_("Built-in presets"), [(_("preset"), True, "left"), (_("name"), False, "left"),
                                         (_("setup"), False, "left"), (_("unsourced"), False, "right")])
    for item in items:
        if item["problems"]:
            t.add([item["preset"], _("invalid"), "; ".join(item["problems"][:2]), ""], "red")
        else:
            t.add([item["preset"], display_name(item), item["setup"], str(len(item["unsourced"]))], None)
    t.echo()
