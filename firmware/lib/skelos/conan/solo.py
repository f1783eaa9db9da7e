"""The board plays the Overlord: the policy of a solo or co-operative game of
Conan (docs/solo.md).  Rules versions 4 to 7.

A solo game is a game whose journal holds a ``solo`` record (level, seed).
The policy decides, one activation at a time, what the Overlord does; every
decision goes through the game's own actions (the same checks as a player's
press), through `do(name, args)`: the board's app.act (stored, pushed to the
host) or, off the board, a game method.  What is random is drawn with the
game's ``draw`` action, so each draw is a record: undo, redo, resume, replay
and the host's log give the same decisions, and a stored game goes on with
the same source.  The policy itself keeps nothing: it reads the game.

Rules 5 (docs/rules.md, "Rules versions"): nothing is drawn by a record.
Each value is the board's alone, a pure function of the game's seed, the
turn and the activations made this turn (`value`), so no one can send one,
and a step decides the same whoever asks and however often.  A step is
resumable: cut (a power cut, an undo) after any of its records, the next
`play` carries out the rest of the very same step (the event pending, the
spending of the activation, read from the records in effect since it) and
stops there.  A tile without an attack gets no attack order.  Rules 4 (games
stored before) keep their records ``draw`` and their decisions.

One `play` is one step of the Overlord's turn: an activation (the tile drawn
among those the level lets it pay for, its order drawn, its spending), an
event carried out, or the end of the turn.  Between two steps the players
carry out the command (`command`): move the figures, roll the Overlord's
dice, and report deaths and wounds as in any game.  When a hero attacks, or
the Overlord rolls, the level answers with a number of dice (`defense_dice`,
`reroll_dice`; the page says the level's caps), which the players pay with
the same actions as ever (``defend``, ``reroll``).

Rules 7: the heroes' sheets reach the game as records (``heroes``: each
hero's wounds, hidden or fallen).  The command names the heroes its order
points at (`targets`: never a hidden hero, S04, nor a fallen one, H03);
when every living hero is hidden the Overlord's turn is a guard round (S03)
whose activations patrol, and a hero the sheets then show seen was spotted:
vigilance +1 (S01).  A hero's attack on a caster's tile gets its reaction
spells (`react`, R13).

No I/O, clock or randomness of its own; portable (CircuitPython, MicroPython).
"""

from skelos.records import const

# the game's own values (skelos.conan.game, which loads this module for its
# snapshot: this one does not load it back)
OVERLORD = 1        # game.OVERLORD, the phase
IN_RIVER = 0        # game.IN_RIVER, where a tile is
R_NOT_SOLO = ("not_solo",)
R_PHASE_OL = ("wrong_phase", "overlord")
R_OVER = ("game_over",)
R_TIE = ("event_tie",)     # rules 6: the players choose between the events worth the same
# records.ACT, MOVE, CAST, CLEAN: the records a step makes (compile-time constants
# on the board: no room taken in this module)
_R_ACT = const(2)
_R_MOVE = const(3)
_R_CAST = const(6)
_R_CLEAN = const(10)
_R_HEROES = const(19)
R_NO_REACTION = ("no_reaction",)   # game.R_NO_REACTION

# The orders a unit tile's figures follow (docs/solo.md, "Commands").
ATTACK_NEAREST = 0
ATTACK_FEWEST = 1
ADVANCE = 2
HOLD = 3
PATROL = 4      # rules 7: a guard round's activation while no hero is in sight (S03)
ORDERS = ("attack_nearest", "attack_fewest_wounds", "advance", "hold", "patrol")

# What a level changes (docs/solo.md, "Levels"), index = level:
# (activations a turn, defense dice at most, reroll dice at most, extra move
#  points at most, casts spells, cleans the river, weight of each order in ORDERS)
# The weights and caps were chosen with bench/solo_bench.py (docs/solo.md, "Balance").
LEVELS = (
    None,
    (1, 1, 0, 0, False, False, (3, 1, 3, 3)),
    (2, 2, 1, 1, True, True, (4, 2, 3, 1)),
    (2, 3, 2, 1, True, True, (3, 2, 4, 1)),
)
ACTS = _ACTS = 0        # (these three and event_worth, since, spend: the host's explanation reads them)
DEFEND = _DEFEND = 1     # (the snapshot gives these two caps to the page)
REROLL = _REROLL = 2
MOVES = _MOVES = 3
SPELLS = _SPELLS = 4
CLEAN = _CLEAN = 5
_WEIGHTS = 6


def level(game):
    """The row of LEVELS of a solo game (None when the players play the Overlord)."""
    lv = game.solo
    return LEVELS[lv] if 0 < lv < len(LEVELS) else None


def _cheaper(v, cost):
    """A weight lowered by the slot's cost, never below 1."""
    w = v * 2 - cost
    return w if w > 1 else 1


def _event_worth(game, tile):
    """(points worth, event index) of the best event of an event tile: the
    reinforcement points it can spend on figures back, plus 3 for each tile it
    brings into the river; (0, -1) when no event does anything."""
    best = 0
    choice = -1
    evs = game.scenario.tiles[tile].events
    for e in range(len(evs)):
        w = worth(game, evs[e])
        if w > best:
            best = w
            choice = e
    return best, choice


def worth(game, ev):
    """What an event is worth to the policy: the reinforcement points it can
    spend on figures back, plus 3 for each tile it brings into the river."""
    w = _spendable(game, ev.reinforcement)
    for t in ev.adds:
        if game.where[t] != IN_RIVER:
            w += 3
    return w


def _spendable(game, points):
    """How many of `points` reinforcement points figures back would take."""
    s = game.scenario
    used = 0
    for t in game.river:
        tile = s.tiles[t]
        c = tile.reinforcement
        if tile.is_event or c is None or c < 1:
            continue
        for _ in range(tile.max_figures - len(game.hp[t])):
            if used + c > points:
                break
            used += c
    return used


def _dice(text):
    """How many dice a tile's dice text names ("2 yellow (reroll), 1 orange": 3)."""
    n = 0
    num = 0
    for c in text or "":
        if "0" <= c <= "9":
            num = num * 10 + ord(c) - 48
        else:
            n += num
            num = 0
    return n + num


def candidates(game):
    """The slots the policy may activate now, with their weights: [(slot, weight)].
    A living unit tile weighs 2 + its figures (+2 a leader or a monster, +1
    a die of its attack at level 3), an
    event tile what its best event is worth, halved as the slot costs more;
    dead tiles, events that would do nothing and slots the Overlord cannot
    pay for are left out."""
    out = []
    for i in range(len(game.river)):
        cost = game.scenario.costs[i]
        if game.available < cost:
            continue
        t = game.river[i]
        tile = game.scenario.tiles[t]
        if tile.is_event:
            if game.guard and game.rules >= 7:
                continue        # S03: a guard round activates unit tiles
            v = _event_worth(game, t)[0]
            if v == 0:
                continue
        elif not game.hp[t]:
            continue
        else:
            v = 2 + len(game.hp[t]) + (2 if tile.role != "minion" else 0)
            if game.solo >= 3:
                v += _dice(tile.dice)
        out.append((i + 1, _cheaper(v, cost)))
    return out


def pick(weighted, value):
    """The entry of [(x, weight)] a draw `value` names: value modulo the total
    weight, counted along the list."""
    total = 0
    for _x, w in weighted:
        total += w
    r = value % total
    for x, w in weighted:
        if r < w:
            return x
        r -= w
    return weighted[-1][0]


def armed(tile):
    """Can the figures of a scenario tile attack: dice, and an attack that is not "none"?"""
    return tile.attack != "none" and _dice(tile.dice) > 0


def order_weights(game, tile):
    """The orders the figures of `tile` may be given, with the level's
    weights: [(index of ORDERS, weight)].  Rules 5: a tile without an attack
    (`armed`) gets no attack order, and one that cannot move is not told to
    advance."""
    weights = level(game)[_WEIGHTS]
    first = 0
    t = game.scenario.tiles[tile]
    if game.rules >= 5 and not armed(t):
        first = ADVANCE
    return [(k, weights[k]) for k in range(first, len(weights))
            if weights[k] and not (k == ADVANCE and first and t.move < 1)]


def order_of(game, tile, value):
    """The order (index of ORDERS) a draw `value` gives the figures of `tile`
    (`order_weights`)."""
    return pick(order_weights(game, tile), value)


def value(game, k):
    """Rules 5: the board's draw (0 to 254): k 0 names the tile of the
    activation to make, k 1 the order of the one made.  A pure function of the
    game's seed (its ``solo`` record), its turn and the activations made this
    turn: the same whoever asks, however often, after an undo or a power cut."""
    n = ((game.turn * 16 + game.acts) * 2 + k) * 40503    # odd: distinct keys, distinct states
    x = (game.rng ^ n) & 0xFFFF
    if not x:
        x = 1
    for _ in range(3):          # the source's xorshift (7, 9, 8), as game.next_draw
        x ^= (x << 7) & 0xFFFF
        x ^= x >> 9
        x ^= (x << 8) & 0xFFFF
    return x % 255


def command(game):
    """What the players carry out now for the Overlord: (tile, order, extra move
    points bought) for an activated unit tile, or None (and None once the game
    is over).  Rules 4: the order is the last draw's, the one that follows the
    activation of a unit tile; rules 5: `value` 1 of the activation."""
    if not game.solo or game.over or game.phase != OVERLORD or game.current < 0:
        return None
    if game.rules < 5 and game.since != 1:
        return None
    t = game.current
    if game.patrol:
        return (t, PATROL, game.moves_bought(0))
    return (t, order_of(game, t, value(game, 1) if game.rules >= 5 else game.drawn), game.moves_bought(0))


def targets(sheets, order):
    """Rules 7: the seats the order (an index of ORDERS) points at, read off
    the sheets recorded (bytes: wounds, state, seat by seat): the living
    visible heroes; to attack the fewest wounds, those with the fewest; to
    attack the nearest, every one by its tie-break (fewest wounds, then the
    heroes' order); to advance or hold, every one, in the heroes' order.  A
    hidden hero (S04) and a fallen one (H03) are never named."""
    out = []
    for i in range(len(sheets) // 2):
        if sheets[2 * i + 1] == 0:
            out.append(i)
    if order == ATTACK_FEWEST or order == ATTACK_NEAREST:
        out.sort(key=lambda i: sheets[2 * i] * 8 + i)     # seats < 8: the heroes' order on a tie
        if order == ATTACK_FEWEST and out:
            low = sheets[2 * out[0]]
            out = [i for i in out if sheets[2 * i] == low]
    return out


def guard_due(game):
    """Rules 7 (S03): is the Overlord's turn a guard round: the stealth
    module on, and every living hero hidden on the sheets recorded (one at
    least)?  Its units can attack none of them."""
    sh = game.sheets
    if game.rules < 7 or sh is None or not game.scenario.stealth:
        return False
    hidden = False
    for k in range(1, len(sh), 2):
        if sh[k] == 0:
            return False
        if sh[k] == 1:
            hidden = True
    return hidden


def tied_events(game):
    """Rules 6: the events of the pending event tile worth the most when
    more than one is (the players choose among them: `play`'s `choice`), else
    None.  A solo game of the Overlord's turn only."""
    if not game.solo or game.rules < 6 or game.pending < 0 or game.over or game.phase != OVERLORD:
        return None
    best = _event_worth(game, game.pending)[0]
    if not best:
        return None
    out = []
    evs = game.scenario.tiles[game.pending].events
    for e in range(len(evs)):
        if worth(game, evs[e]) == best:
            out.append(e)
    return out if len(out) > 1 else None


def _event(game, do, choice=None):
    """Carry out the pending event: the one worth most (rules 6: on a tie,
    the players' `choice` among the tied, refused without one; before, the
    first on a tie), its points spent on figures back, leaders and monsters
    first, then the tiles that lost the most figures, each as far as the
    points go."""
    s = game.scenario
    ev_tile = game.pending
    tie = tied_events(game)
    if tie:
        if choice not in tie:
            return R_TIE
    else:
        choice = _event_worth(game, ev_tile)[1]
    if choice < 0:
        if not s.event_required:
            return do("event", (None,))
        choice = 0
    points = s.tiles[ev_tile].events[choice].reinforcement
    pairs = []
    for lead in (True, False):
        for t in game.river:
            tile = s.tiles[t]
            c = tile.reinforcement
            if tile.is_event or c is None or c < 1 or (tile.role != "minion") != lead:
                continue
            n = 0
            missing = tile.max_figures - len(game.hp[t])
            while n < missing and points >= c:
                points -= c
                n += 1
            if n:
                pairs.append((t, n))
    return do("event", (choice, pairs))


def _clean(game, do):
    """Levels 2 and 3: a dead tile in slot 1 or 2 that can never come back
    (no reinforcement cost) is removed from the game, when 8 gems or more
    are in fatigue and available (the 2 it costs leave the Overlord 6)."""
    s = game.scenario
    for i in range(min(2, len(game.river))):
        t = game.river[i]
        tile = s.tiles[t]
        if tile.is_event or game.hp[t] or tile.reinforcement is not None:
            continue
        if game.fatigue + game.available + game.spent() < 8:
            return None
        return do("clean", (t,))
    return None


def _since(game):
    """Rules 5: where the spending of the tile being activated stands, read
    from the records in effect since its activation: -1 when anything else
    came after it (the step is over: the players' reports, a turn), else
    0 (nothing yet), 1 (the extra move bought, no spell) or 2 + the last
    spell cast."""
    back = game.back
    off = game.top
    k = 0
    low = 255       # the spell of the cast seen last, walking down: the ones below are lower
    moved = False
    for _ in range(len(game.scenario.spells) + 8):
        if off == 0xFFFF:       # journal.NO: the bottom of the chain
            return -1
        b, o = back.read(off)
        t = b[o]
        if t == _R_ACT:
            return k
        if t == _R_HEROES:      # the sheets, between two records of the step
            off = back.parent(off)
            continue
        if t == _R_CAST and not moved and b[o + 1] < low:
            low = b[o + 1]
            if not k:
                k = low + 2
        elif t == _R_MOVE and not moved and b[o + 1] == 0:
            moved = True
            if not k:
                k = 1
        else:
            return -1
        off = back.parent(off)
    return -1


def _spend(game, do, lv, k):
    """The activation's spending after `k` (`_since`; 0: all of it): extra
    move points for the first figure (to attack or advance), then the spells
    of the activated tile (and, at level 3, the spells without a caster), 2
    gems or the fixed cost, within the saturation and the available gems."""
    t = game.current
    s = game.scenario
    if k == 0:
        pts = lv[_MOVES]
        if pts and command(game)[1] != HOLD:
            if pts > s.tiles[t].move:
                pts = s.tiles[t].move
            if pts > game.available:
                pts = game.available
            if pts > 0:
                r = do("extra_move", (0, pts))
                if r is not None:
                    return r
        k = 1
    if not lv[_SPELLS] or game.patrol:      # rules 7: no spell at heroes all hidden (S04)
        return None
    for i in range(k - 1, len(s.spells)):
        sp = s.spells[i]
        if sp.reaction or not (sp.caster == t or (sp.caster is None and game.solo >= 3)):
            continue
        g = gems(game, i)
        if g:
            r = do("cast", (i, g))
            if r is not None:
                return r
    return None


def gems(game, i):
    """What the policy pays for spell `i`: 2 gems or its fixed cost, within
    its saturation and the available gems (0: it casts none)."""
    sp = game.scenario.spells[i]
    g = sp.cost
    if g is None:
        g = 2
        if sp.saturation is not None and game.on_spell[i] + g > sp.saturation:
            g = sp.saturation - game.on_spell[i]
    if g < 1 or game.available < g:
        return 0
    if sp.saturation is not None and game.on_spell[i] + g > sp.saturation:
        return 0
    return g


def reacts(game, sp, tile):
    """Rules 7, R13: does the policy cast the reaction spell `sp` when a
    hero's attack lands on `tile`: its caster's (level 3: or one without a
    caster), at a level that casts spells."""
    return sp.reaction and (sp.caster == tile or (sp.caster is None and game.solo >= 3))


def react(game, do, tile):
    """Rules 7, R13: a hero's attack lands on a figure of `tile` (the players
    say so, before any defense roll): the reaction spells the level casts
    (`reacts`, `gems`), each through `do`.  None, R_NO_REACTION when none
    is cast, or the first refusal."""
    if not game.solo:
        return R_NOT_SOLO
    if game.over:
        return R_OVER
    lv = level(game)
    s = game.scenario
    if game.rules < 7 or not lv[_SPELLS] or not 0 <= tile < len(game.hp) or not game.hp[tile]:
        return R_NO_REACTION
    n = 0
    for i in range(len(s.spells)):
        if reacts(game, s.spells[i], tile):
            g = gems(game, i)
            if g:
                r = do("cast", (i, g))
                if r is not None:
                    return r
                n += 1
    return None if n else R_NO_REACTION


# the steps the host's explanation of a step re-asks (skelos_host.views.conan_explain)
event_worth, since, spend = _event_worth, _since, _spend


def play(game, do, choice=None):
    """One step of the Overlord's turn, every decision through `do(name,
    args)` (None or the engine's refusal): the pending event, or an
    activation (tile drawn, order drawn, spending), or, when the level's
    activations are done or nothing is worth paying for, the end of the turn.
    Rules 5: a step cut after its activation (or its clean) is carried on,
    and only that.  Rules 6: an event tied with another (`tied_events`) is
    the players' `choice`, refused without one (the activation stays, the
    next `play` with a choice carries it out).  None, or the first refusal
    (the step stops there)."""
    if not game.solo:
        return R_NOT_SOLO
    if game.over:
        return R_OVER
    if game.phase != OVERLORD:
        return R_PHASE_OL
    if game.pending >= 0:
        return _event(game, do, choice)
    lv = level(game)
    five = game.rules >= 5
    if five and game.current >= 0:
        k = _since(game)        # a step cut after its activation: its spending goes on, and only it
        if k >= 0:
            n = game.count
            r = _spend(game, do, lv, k)
            if r is not None or game.count != n:
                return r
    if game.spots and game.vigilance < 6:
        return do("vigilance_up", (2,))     # rules 7, S01: a hero the guard round spotted
    if game.acts == 0 and not game.guard and guard_due(game):
        r = do("guard_round", ())           # rules 7, S03: every living hero hidden
        if r is not None:
            return r
    if game.acts == 0 and lv[_CLEAN]:
        r = None
        off = game.top
        while five and off != 0xFFFF:       # rules 5: not twice (a step cut after its clean)
            b, o = game.back.read(off)
            r = b[o]
            if r != _R_HEROES:              # (rules 7: the sheets that came since are not the step's)
                break
            off = game.back.parent(off)
        if r != _R_CLEAN:
            r = _clean(game, do)
            if r is not None:
                return r
    acts = lv[_ACTS]
    if acts > game.scenario.activations:
        acts = game.scenario.activations
    if game.acts >= acts:
        return do("end_turn", ())
    cands = candidates(game)
    if not cands:
        return do("end_turn", ())
    if not five:
        r = do("draw", ())      # rules 4: each draw a record
        if r is not None:
            return r
    r = do("activate", (pick(cands, value(game, 0) if five else game.drawn),))
    if r is not None:
        return r
    if game.pending >= 0:
        r = _event(game, do)
        return None if r is R_TIE else r    # rules 6: the activation made, the players choose its event
    if game.current < 0:
        return None
    if not five:
        r = do("draw", ())
        if r is not None:
            return r
    return _spend(game, do, lv, 0)


def defense_dice(game, tile, hits):
    """How many orange dice the Overlord rolls in active defense (R10) when a
    hero's attack scores `hits` on a figure of `tile`: none when its passive
    defense stops them all; for a minion, none at level 1, at levels 2 and 3
    only for a tile's last figure; else the hits beyond the passive defense, at
    most the level's cap and the available gems."""
    lv = level(game)
    if lv is None or not 0 <= tile < len(game.hp) or not game.hp[tile]:
        return 0
    t = game.scenario.tiles[tile]
    n = hits - t.defense
    if n <= 0:
        return 0
    if t.role == "minion" and t.hp <= 1:
        if game.solo == 1 or len(game.hp[tile]) > 1:
            return 0
    if n > lv[_DEFEND]:
        n = lv[_DEFEND]
    if n > game.available:
        n = game.available
    return n


def reroll_dice(game, missed):
    """How many of `missed` dice of the Overlord's roll are rolled again (R11):
    during its turn, at most the level's cap and the available gems."""
    lv = level(game)
    if lv is None or game.phase != OVERLORD or missed < 1:
        return 0
    n = missed if missed < lv[_REROLL] else lv[_REROLL]
    return n if n < game.available else game.available


def do_game(game):
    """The `do` of a game on its own (the host's core, the tests, the bench):
    the game's method of that name."""
    def do(name, args):
        return getattr(game, name)(*args)
    return do
