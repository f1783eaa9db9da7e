"""Random but legal logged games of both games, for the report's benchmark and its
size tests: each game is played through the rules core, every accepted action
becomes an event as the device would list it.  Seeded: the same seed gives the
same game."""

import random

from skelos.games import load, new_game

from skelos_host import presets

CONAN_PRESETS = ("pict-village", "ambush-in-akanu", "behind-the-barricades", "bloody-burglary")
ORCQUEST_PRESET = "orcquest-warpath"


def _record(g, events):
    events.append({"seq": g.count, "rec": g.record_list(g.count - 1)})


def _try(g, events, fn, *args):
    if fn(*args) is None:
        _record(g, events)
        return True
    return False


def conan_game(scenario, rng, length=200):
    """A Book of Skelos game of about `length` events: Overlord turns of one or two
    activations with extras, heroes' turns with deaths and active defense, a few
    undos and redos, ended by a winner, by time or left in play."""
    g = new_game(scenario)
    events = []
    slots = g.slot_count()
    stop = rng.choice(("heroes", "overlord", "play", "time"))
    while g.count < length and not g.over:
        _try(g, events, g.begin_turn)
        for _ in range(rng.randint(1, 3)):
            if _try(g, events, g.activate, rng.randint(1, slots)):
                if g.pending >= 0:
                    _try(g, events, g.event, None) or _try(g, events, g.event, 0)
                for _ in range(rng.randint(0, 3)):
                    _try(g, events, g.extra_move, rng.randint(0, 2), 1)
        for _ in range(rng.randint(0, 4)):
            _try(g, events, g.defend, rng.randint(1, 2))
        for _ in range(rng.randint(0, 2)):
            _try(g, events, g.reroll, 1)
        if rng.random() < 0.08 and g.depth:
            _try(g, events, g.undo)
            if rng.random() < 0.4:
                _try(g, events, g.redo)
        _try(g, events, g.end_turn)
        for _ in range(rng.randint(0, 2)):
            _try(g, events, g.kill, rng.randrange(len(scenario.tiles)), 1)
        if stop in ("heroes", "overlord") and g.count > length * 0.6 and rng.random() < 0.2:
            _try(g, events, g.finish, 1 if stop == "heroes" else 2)
    return events


def orcquest_game(scenario, rng, length=120):
    """An OrcQuest game: each round every hero is activated (actions, an extra action
    now and then, combos, kills), draws its event card; then the next round."""
    g = new_game(scenario)
    events = []
    heroes = len(scenario.heroes)
    enemies = len(scenario.enemies)
    stop = rng.choice(("heroes", "enemies", "play"))
    while g.count < length and not g.over:
        for h in rng.sample(range(heroes), heroes):
            if not _try(g, events, g.start, h):
                continue
            for _ in range(rng.randint(1, 3)):
                extra = 1 if rng.random() < 0.3 else 0
                _try(g, events, g.action, h, 1, extra, rng.randint(0, 1))
            if rng.random() < 0.3:
                _try(g, events, g.combo, 1, 1)
            if enemies and rng.random() < 0.5:
                _try(g, events, g.kill, rng.randrange(enemies), rng.randint(0, 1))
            if rng.random() < 0.1 and g.depth:
                _try(g, events, g.undo)
            _try(g, events, g.end_activation)
            _try(g, events, g.event_done)
        _try(g, events, g.next_round)
        if stop != "play" and g.count > length * 0.6 and rng.random() < 0.3:
            _try(g, events, g.finish, 1 if stop == "heroes" else 2)
    return events


def sessions(n, seed=1, length=200, orcquest_every=10):
    """n (scenario dict, events) pairs: Conan on a few presets, every
    `orcquest_every`-th an OrcQuest game.  The presets' last turn is moved
    to about length / 5 so that the games reach their length."""
    rng = random.Random(seed)
    loaded = {}
    out = []
    for i in range(n):
        name = ORCQUEST_PRESET if orcquest_every and i % orcquest_every == orcquest_every - 1 else \
            CONAN_PRESETS[i % len(CONAN_PRESETS)]
        if name not in loaded:
            d = presets.load_dict(name)
            turns = d.get("turns") or {}
            if turns.get("last") is not None:
                d["turns"] = dict(turns, last=max(turns["last"], turns.get("start", 0) + length // 5))
            loaded[name] = load(d)[0], d
        scenario, d = loaded[name]
        play = orcquest_game if name == ORCQUEST_PRESET else conan_game
        out.append((d, play(scenario, random.Random(rng.random()), length if play is conan_game else length * 3 // 5)))
    return out
