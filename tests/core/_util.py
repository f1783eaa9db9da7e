"""Helpers for the core tests; they run under pytest and under MicroPython."""

from skelos.games import load, new_game


def raises(exc_type, fn, *args, **kw):
    """Assert that fn(*args, **kw) raises exc_type; return the exception."""
    try:
        fn(*args, **kw)
    except exc_type as e:
        return e
    raise AssertionError("expected " + exc_type.__name__)


def game_of(d):
    """A new game of scenario dict `d` (of the game its `game` field names)."""
    s, problems = load(d)
    assert not problems, problems
    return new_game(s)


def ok(result):
    """Assert an action was accepted."""
    assert result is None, result


def refused(result, code, *args):
    """Assert an action was refused with this code (and these arguments, when given)."""
    assert result is not None, "expected refusal " + code
    assert isinstance(result, tuple) and result[0] == code, result
    if args:
        assert result[1:] == args, result


def state_of(game):
    """Everything observable, for comparisons."""
    snap = game.snapshot()
    snap["river_ids"] = list(game.river)
    snap["moves"] = [game.moves_bought(i) for i in range(8)]
    snap["activated_flags"] = list(game.activated)
    return snap
