"""The game registry: the one place that maps a game id to its pack.

A scenario dict's `game` field chooses the game ("conan" when absent).  A
pack is a folder of the core (skelos/<game>/) whose pack.py gives:
  GAME     its id
  load(d, p=None)  the scenario validator: (scenario, []) or (None, problems)
  VALIDATOR  (a game's) the module of `load`, which `load` below loads for the call
  Game     the rules: actions in, records out (a skelos.journal.Journal)
  records  its record table (skelos.records format)
Packs are imported when first asked for, so a board playing one game never
loads another's modules.  A new game is a pack folder and a line in GAMES.
A game pack's validator (its VALIDATOR module, `skelos.<game>.scenario`) is
loaded for a load and, on the board, dropped after it (`load`): the game
keeps only the objects it made (the pack's model module).
"""

import sys

from skelos.fields import Problems

DEFAULT = "conan"
GAMES = {
    "conan": "skelos.conan.pack",
    "orcquest": "skelos.orcquest.pack",
}
# The sides of a game played on the host beside the board (no device UI):
# the same pack shape, `load` validating what the side plays with.
SIDES = {
    "heroes": "skelos.heroes.pack",
}
# the side played beside each game that has one
SIDE_OF = {
    "conan": "heroes",
}


def game_of(d):
    """The game id of a scenario dict or a state snapshot (the default when it names none)."""
    if isinstance(d, dict):
        return d.get("game", DEFAULT)
    return getattr(d, "game", DEFAULT)


def pack(game):
    """The pack module of a game id; None for a game the core does not know."""
    name = GAMES.get(game) if isinstance(game, str) else None
    if name is None:
        return None
    return __import__(name, None, None, ("GAME",))


def side(name):
    """The pack module of a side played on the host (SIDES); None for an unknown one."""
    mod = SIDES.get(name) if isinstance(name, str) else None
    if mod is None:
        return None
    return __import__(mod, None, None, ("GAME",))


def _validator(name):
    return __import__(name, None, None, ("load",))


def forget(name):
    """Unload the project's module `name` (a validator, a storage section loaded
    for one call): out of sys.modules and out of its package, so that once the
    caller lets go nothing holds its code and the next collection frees it.
    The one place the project reaches its modules through sys.modules
    (host/tools/import_graph.py knows it)."""
    sys.modules.pop(name, None)
    dot = name.rfind(".")
    pkg = sys.modules.get(name[:dot]) if dot > 0 else None
    leaf = name[dot + 1:]
    if pkg is not None and hasattr(pkg, leaf):
        delattr(pkg, leaf)


def _drop(name):
    """Drop validator module `name` on the board (any Python but CPython)."""
    if sys.implementation.name != "cpython":
        forget(name)


def load(d):
    """Validate a scenario dict; (scenario, []) or (None, problems as "path: reason").
    The pack's validator module (its VALIDATOR) is loaded for the call; on the
    board (any Python but CPython) it is dropped after it: between two loads
    (the boot's, an upload's) its code holds no heap, and the scenario's
    objects are the pack's model module's, which stays.  (Its load called
    here, in a frame no larger than before: the boot's deepest path; a
    validator never raises for bad data.)"""
    if not isinstance(d, dict):
        return None, ["scenario: must be an object"]
    pk = pack(game_of(d))
    if pk is None:
        return _unknown(d)
    d = _validator(pk.VALIDATOR).load(d, None)     # (d: the result, one slot of this frame less)
    _drop(pk.VALIDATOR)
    return d


def _unknown(d):
    """A scenario of a game the core does not know: that problem, and the default game's view of the rest."""
    p = Problems()
    p.add("game", "must be one of " + ", ".join(sorted(GAMES)))
    pk = pack(DEFAULT)
    r = _validator(pk.VALIDATOR).load(d, p)
    _drop(pk.VALIDATOR)
    return r


def validate(d):
    """Every problem of scenario dict `d` as a list of 'path: reason' strings."""
    return load(d)[1]


def new_game(scenario, rules=None, back=None):
    """A fresh game of a loaded scenario, playing rules version `rules` (None:
    the current one).  Raises ValueError for a version its pack does not know."""
    return pack(scenario.game).Game(scenario, rules, back)


def rules_of(game):
    """The current rules version of a game id; None for a game the core does not know."""
    pk = pack(game)
    return pk.Game.RULES if pk is not None else None


def records_of(scenario):
    """The record module (type table, length_at, to_list, from_list) of a scenario's game."""
    return pack(scenario.game).records


def replay(scenario, blobs, rules=None):
    """A game rebuilt from record blobs under rules version `rules` (None: the
    current one); (game, index of the first bad record or -1)."""
    g = new_game(scenario, rules)
    for i, r in enumerate(blobs):
        if g.submit(r) is not None:
            return g, i
    return g, -1
