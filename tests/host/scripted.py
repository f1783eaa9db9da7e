"""A scripted game used by the host tests: (action, args) pairs, all accepted by the rules."""

from skelos.conan.game import Game

SCRIPT = [
    ("begin_turn", []), ("activate", [3]), ("extra_move", [2, 1]), ("activate", [1]), ("end_turn", []),
    ("begin_turn", []), ("activate", [2]), ("undo", []), ("activate", [1]), ("defend", [1]), ("end_turn", []),
    ("begin_turn", []), ("activate", [2]), ("reroll", [1]), ("end_turn", []),
    ("begin_turn", []), ("activate", [1]), ("undo", []), ("redo", []), ("end_turn", []),
]


def play(scenario, script=SCRIPT):
    """Play the script through the core; returns (game, events as the device would list them)."""
    g = Game(scenario)
    events = []
    for name, args in script:
        r = getattr(g, name)(*args)
        assert r is None, (name, args, r)
        events.append({"seq": g.count, "rec": g.record_list(g.count - 1)})
    return g, events
