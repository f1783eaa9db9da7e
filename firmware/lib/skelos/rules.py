"""What the game packs' rules share (skelos.conan.game, skelos.orcquest.game):
a record's own rule and its effect found in a table of the pack's class,
kind -> function, instead of one chain of tests, and the records every
game has (``finish``).

A pack's class sets ``CHECK`` and ``APPLY``: ``table(kinds, {record kind:
function})``, a function of its class body ``f(self, b, o)`` for the record
at ``b[o]``; a check returns None or a refusal ``(code, arguments...)``, an
effect changes the state.  The order of the checks every record passes first
(unknown, game over, phase...) stays the pack's own ``_check``, which ends
with `_rule`.  On the board a table is a tuple indexed by kind and its
functions' names are deleted from the class body after it (``del``): a name
in the class's dict costs heap, a place in a tuple less than a dict's;
looking a kind up and calling its function allocates nothing.
"""

from skelos.journal import Journal

PLAYING = 0
HEROES_WON = 1
TIME_UP = 3     # (2: the other side won; records.WINNERS names them)

R_OVER = ("game_over",)
R_WINNER = ("bad_winner",)


def table(kinds, by_kind):
    """A tuple of `kinds` places, by_kind's function at each kind's (None elsewhere)."""
    return tuple([by_kind.get(k) for k in range(kinds)])


class Rules(Journal):
    """A game of a pack: its checks and effects by table (see the module)."""

    CHECK = ()
    APPLY = ()

    def _rule(self, b, o, missing=None):
        """The record's own rule (its CHECK function; its kind is one of the
        pack's), `missing` when it has none."""
        f = self.CHECK[b[o]]
        return missing if f is None else f(self, b, o)

    def _apply(self, b, o):
        f = self.APPLY[b[o]]
        if f is not None:
            f(self, b, o)

    def _check_finish(self, b, o):
        w = b[o + 1]
        if w != HEROES_WON and w != 2:
            return R_WINNER
        if self.over:
            return R_OVER
        return None

    def _apply_finish(self, b, o):
        self.over = b[o + 1]
