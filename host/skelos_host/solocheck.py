"""Replay checks the board's Overlord (docs/solo.md): in a logged solo game,
each step the board played is decided again by the core's policy from the
replayed state, and must give the very records the board logged."""

from skelos.conan import solo
from skelos.games import new_game


def _step(scenario, rules, game):
    """The records (JSON form) the policy makes from the state of `game`, on a copy."""
    copy = new_game(scenario, rules)
    copy.load_state(game.state_bytes())
    out = []

    def do(name, args):
        r = getattr(copy, name)(*args)
        if r is None:
            out.append(copy.records.to_list(copy.last_record(), 0))
        return r
    solo.play(copy, do)
    return out


def check(scenario, events, rules=None):
    """(steps of the board decided again and found the same, problems) for a
    session's records; (0, []) for a game the board did not play."""
    if getattr(scenario, "game", None) != "conan":
        return 0, []
    game = new_game(scenario, rules)
    recs = [e["rec"] for e in events]
    problems = []
    steps = 0
    i = 0
    while i < len(recs):
        if game.solo and game.phase == 1 and not game.over and recs[i][0] in ("draw", "end", "clean", "event"):
            made = _step(scenario, rules, game)
            if made and made[0] == recs[i]:
                steps += 1
                logged = recs[i:i + len(made)]
                if logged != made:
                    problems.append("seq %d: the board's Overlord logged %r, its policy decides %r"
                                    % (events[i]["seq"], logged, made))
                for r in logged:
                    if game.submit(game.records.from_list(r)) is not None:
                        return steps, problems   # the replay says which record the core refuses
                i += len(logged)
                continue
            if recs[i][0] == "draw":
                problems.append("seq %d: a draw the board's Overlord policy does not make here" % events[i]["seq"])
        try:
            if game.submit(game.records.from_list(recs[i])) is not None:
                return steps, problems
        except ValueError:
            return steps, problems
        i += 1
    return steps, problems
