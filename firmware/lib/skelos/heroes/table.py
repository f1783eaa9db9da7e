"""The heroes at one table: what no single sheet can see (H01).

  - the recovery counts the dead companions, so the table fills in the
    declaration's count from the other sheets;
  - every hero declares before anyone acts: an action of the actions phase
    is refused while a living companion has not declared for this turn;
  - the heroes end their turn together: a sheet does not begin the next
    heroes' turn while a living companion still acts in the last one.

Beside the Overlord's board (H05) the table also follows the board's turn:
`board_check` refuses a hero's turn actions in the Overlord's turn,
`finished` says when every living hero has ended the board's heroes' turn
(the Overlord's turn opens), `unfinished` which heroes a board that opened
the Overlord's turn on its own leaves in the heroes' turn.

Don de Vie (H09) moves gems from one sheet to another: the giver's record
(`give`) and the receiver's (`gift`) are made together, and an undo or a
redo of either takes both back or applies both again, or neither (`linked`):
the heroes' gems are never made or lost by an undo.

`sheets` is a list of Sheet; `i` the index of the one that acts.
"""

from skelos.heroes.sheet import ACTING, DECLARING, DEFENSE, OVERLORD, REROLL, SPELL

# actions of the actions phase (H01); defense, rerolls and wounds are not
_ACTS = ("move", "enter_stealth", "hide_body", "drink_potion", "give_life")


def dead_companions(sheets, i):
    """H01: the dead companions of hero `i` (heroes who left the board are not dead)."""
    n = 0
    for j in range(len(sheets)):
        if j != i and sheets[j].dead:
            n += 1
    return n


def waiting(sheets, i):
    """H01: the living companions of hero `i` who have not declared for its turn."""
    me = sheets[i]
    out = []
    for j in range(len(sheets)):
        s = sheets[j]
        if j == i or s.dead:
            continue
        if s.turn < me.turn or (s.turn == me.turn and s.phase == DECLARING):
            out.append(j)
    return out


def acting(sheets, i):
    """H01: the living companions still acting in a turn hero `i` has ended."""
    me = sheets[i]
    out = []
    for j in range(len(sheets)):
        s = sheets[j]
        if j != i and not s.dead and s.phase == ACTING and s.turn <= me.turn:
            out.append(j)
    return out


def _is_act(method, args):
    if method in _ACTS:
        return True
    if method == "spend":
        a = args[0] if args else None
        return a not in (DEFENSE, REROLL, "defense", "reroll")
    if method == "ally":        # H08: activations and moves are actions; rerolls and defense are not
        return (args[0] if args else None) in (0, 1, "activate", "move")
    return False


def check(sheets, i, method, args=()):
    """H01: None, or the table's refusal of hero `i`'s `method`(*args)."""
    if _is_act(method, args):
        w = waiting(sheets, i)
        if w:
            return ("companions_declaring", len(w))
    elif method == "begin_turn":
        w = acting(sheets, i)
        if w:
            return ("companions_acting", len(w))
    return None


# the board's phases (a Conan snapshot's "phase")
BOARD_HEROES = "heroes"
BOARD_OVERLORD = "overlord"
# a hero's actions of the heroes' turn (H01): refused while the board is in the Overlord's turn
_TURN_ONLY = ("begin_turn", "declare", "move", "hide_body", "end_turn", "drink_potion", "give_life")
# what a hero may spend in the Overlord's turn: defense, rerolls, spells cast in reaction (H05)
_ANY_TURN = (DEFENSE, REROLL, SPELL, "defense", "reroll", "spell")


def board_check(sheets, i, method, args, phase, turn, over=False):
    """H05: None, or the refusal of hero `i`'s `method`(*args) while the board is in `phase` (its
    snapshot's "phase": "heroes" or "overlord") of its turn `turn`; `over`: the board's game is over
    (no heroes' turn begins, goes on or ends any more)."""
    s = sheets[i]
    if over and method in _TURN_ONLY:
        return ("game_over",)
    if phase == BOARD_OVERLORD:
        if method in _TURN_ONLY:
            return ("wrong_phase", "heroes")
        if method == "spend" and (not args or args[0] not in _ANY_TURN):
            return ("wrong_phase", "heroes")
        if method == "enter_stealth" and s.phase != OVERLORD:
            return ("wrong_phase", "heroes")
        if method == "ally" and (not args or args[0] in (0, 1, "activate", "move")):
            return ("wrong_phase", "heroes")
    elif phase == BOARD_HEROES:
        if method == "begin_turn" and s.phase == OVERLORD and s.turn and s.board_turn == turn:
            return ("turn_ended",)
    return None


def finished(sheets, turn):
    """H05: has every living hero begun and ended the heroes' turn of the board's turn `turn`?"""
    alive = 0
    for s in sheets:
        if s.dead:
            continue
        alive += 1
        if s.phase != OVERLORD or s.board_turn != turn:
            return False
    return alive > 0


def unfinished(sheets):
    """H05: the living heroes still in a heroes' turn (declaring or acting)."""
    out = []
    for j in range(len(sheets)):
        if not sheets[j].dead and sheets[j].phase != OVERLORD:
            out.append(j)
    return out


def all_hidden(sheets):
    """H05 S04: is every living hero hidden (stealth)?  Then no unit can share a zone with a
    visible hero, and the board's vigilance for a hero seen at the start of the Overlord's turn
    (S01) has no hero to see."""
    alive = 0
    for s in sheets:
        if s.dead:
            continue
        alive += 1
        if not s.hidden:
            return False
    return alive > 0


_PAIR = ("give", "gift")


def _rec_at(sh, off):
    return sh.records.to_list(sh.record_at(off), 0) if off is not None else None


def linked(sheets, i, method):
    """H09: for hero `i`'s "undo" or "redo": (None, None) when the record it touches is not of Don de
    Vie, (j, None) when it is and hero j's own undo (redo) touches its other half, else (j, refusal
    ``("gift_linked", j)``): hero j has made records since, which must be taken back first."""
    if method not in ("undo", "redo"):
        return None, None
    sh = sheets[i]
    rec = _rec_at(sh, sh.undo_target() if method == "undo" else sh.redo_target())
    if rec is None or rec[0] not in _PAIR:
        return None, None
    j = rec[2]
    if not 0 <= j < len(sheets) or j == i:
        return None, None        # a record the table could not have paired: the sheet's own undo
    o = sheets[j]
    other = _rec_at(o, o.undo_target() if method == "undo" else o.redo_target())
    want = [_PAIR[1 - _PAIR.index(rec[0])], rec[1], i]
    if other != want:
        return j, ("gift_linked", j)
    return j, o.dry_run(method)         # a redo is checked again: the other half's too


def _give(sheets, i, args):
    """H09: hero i's Don de Vie to the hero of seat args[1]: None or the refusal of the receiver."""
    j = args[1] if len(args) > 1 else None
    if not isinstance(j, int) or isinstance(j, bool) or not 0 <= j < len(sheets):
        return ("no_seat",)
    if j == i:
        return ("give_to_self",)
    if sheets[j].dead:
        return ("receiver_dead",)
    return None


def prepare(sheets, i, method, args=()):
    """Hero `i`'s action `method`(*args) at the table, checked and not done: (args, None) with the
    declaration's dead companions filled in, or (args, refusal).  The sheet's own checks come
    first (unknown action, dead hero, wrong phase, the rule), then the table's."""
    if not isinstance(method, str) or method not in METHODS:
        return args, ("unknown_action",)
    if method == "declare":
        args = (args[0] if args else 0, dead_companions(sheets, i))
    if method == "give_life":
        r = _give(sheets, i, args)
        if r is not None:
            return args, r
    r = sheets[i].dry_run(method, args)
    if r is None:
        r = check(sheets, i, method, args)
    if r is None and method == "give_life":
        r = sheets[args[1]].dry_run("receive_life", (args[0], i))
    if r is None:
        r = linked(sheets, i, method)[1]
    return args, r


def act(sheets, i, method, args=()):
    """Hero `i`'s action `method`(*args) at the table: None, or the refusal (see prepare)."""
    args, r = prepare(sheets, i, method, args)
    if r is not None:
        return r
    j = linked(sheets, i, method)[0]
    r = getattr(sheets[i], method)(*args)
    if r is None and method == "give_life":
        r = sheets[args[1]].receive_life(args[0], i)
    elif r is None and j is not None:
        r = getattr(sheets[j], method)()
    return r

# the sheet's actions a player may take (the page's requests)
METHODS = ("begin_turn", "declare", "spend", "move", "wound", "end_turn", "enter_stealth", "spot",
           "hide_body", "drink_potion", "enemies_near", "ally", "give_life", "undo", "redo")
