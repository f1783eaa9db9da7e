"""Conan: the Book of Skelos rules as actions in, events out (R01-R20, S01-S03).

Every action builds a record (see records.py), checks it in a fixed order
(unknown action, game over, wrong phase, pending event, the rule itself) and
either returns a refusal ``(code, arguments...)`` leaving the state untouched, or
appends the record to the journal and applies it, returning None.

The journal is append-only and is the truth: state = scenario + journal.
Undo and redo are records too, so the journal index is a stable sequence
number for the host (``seq`` = index + 1).

Arguments: slots are 1-based (the number printed above the slot in the book),
tiles, figures, spells and events are 0-based indices into the scenario.
"""

from skelos.conan import records as rec
from skelos.conan.records import (
    TURN, ACT, MOVE, DEFEND, REROLL, CAST, END, DAMAGE, DEATHS, CLEAN, EVENT,
    VIGIL, GUARD, FINISH, SOLO, DRAW, HEROES as SHEETS, NONE, const,
)
from skelos.conan.scenario import GAME
from skelos.journal import R_ARG, R_UNKNOWN, Journal

HEROES = const(0)
OVERLORD = const(1)
PHASES = ("heroes", "overlord")

# where a tile is
IN_RIVER = const(0)
IN_RESERVE = const(1)
REMOVED = const(2)

# game over values (records.WINNERS)
PLAYING = const(0)
HEROES_WON = const(1)
OVERLORD_WON = const(2)
TIME_UP = const(3)

# S02 acuity bonus by vigilance level: (die colour, with reroll)
ACUITY = (None, ("yellow", False), ("yellow", True), ("orange", False),
          ("orange", True), ("red", False), ("red", True))
MAX_VIGILANCE = const(6)

# Refusals (code, arguments...): fixed tuples, so refusing allocates nothing
# on the board; the host and the page own their texts.  A comment names the
# rule that refuses.
R_OVER = ("game_over",)
R_PHASE_OL = ("wrong_phase", "overlord")
R_PHASE_HE = ("wrong_phase", "heroes")
R_PENDING = ("event_pending",)  # R19
R_NO_EVENT = ("no_event_pending",)  # R19
R_ACTS = ("no_activations_left",)  # R06
R_SLOT = ("empty_slot",)  # R01
R_GEMS = ("not_enough_gems",)
R_NOT_ACTIVE = ("not_activated",)  # R09
R_FIGURE = ("bad_figure",)
R_MOVE_CAP = ("move_cap",)  # R09
R_NOT_UNIT = ("not_a_unit",)
R_NOT_IN_RIVER = ("not_in_river",)
R_DEAD = ("tile_dead",)  # R16
R_NOT_DEAD = ("not_dead",)  # R18
R_CLEAN_GEMS = ("not_enough_to_clean",)  # R18
R_BUDGET = ("over_budget",)  # R20
R_NO_REINF = ("no_reinforcement",)  # R20
R_FIG_CAP = ("figure_cap",)  # R20
R_BAD_EVENT = ("bad_event",)  # R19
R_EVENT_REQ = ("event_required",)  # R19
R_DUP = ("duplicate_tile",)
R_COUNT = ("bad_count",)
R_SPELL = ("bad_spell",)
R_SPELL_COST = ("spell_cost",)  # R13
R_SATURATED = ("spell_saturated",)  # R13
R_CASTER = ("caster_not_activated",)  # R13
R_CASTER_NOW = ("caster_not_activated", "now")  # R13: during the caster's activation only
R_CASTER_DEAD = ("caster_dead",)  # R13: a reaction spell's caster has no figure left (rules 3)
R_STEALTH = ("stealth_off",)
R_VIGIL_MAX = ("vigilance_max",)  # S01
R_VIGIL_WHEN = ("vigilance_timing",)  # S01
R_VIGIL_ONCE = ("vigilance_timing", "once")  # S01: the start-of-turn trigger, once per turn
R_GUARD = ("guard_not_allowed",)  # S03
R_GUARD_UNIT = ("guard_unit_only",)  # S03
R_WINNER = ("bad_winner",)
R_SOLO_RULES = ("solo_rules",)  # rules 4: a game started before solo games existed
R_SOLO_ON = ("solo_on",)  # the board already plays the Overlord
R_SOLO_LEVEL = ("solo_level",)
R_NOT_SOLO = ("not_solo",)
R_BAD_DRAW = ("bad_draw",)  # a draw is the seeded source's next value, never another
R_BOARD_DRAWS = ("board_draws",)  # rules 5: the board's draws are its own, no record makes one
R_EVENT_TIE = ("event_tie",)  # rules 6: the players choose between tied events (skelos.conan.solo.R_TIE)
R_SHEETS_RULES = ("sheets_rules",)  # rules 7: the heroes' sheets reach the board as records
R_NO_REACTION = ("no_reaction",)  # R13: the attacked tile's caster has no reaction spell the level casts now

SOLO_SEATS = const(6)    # the heroes a ``heroes`` record holds at most (a table's seats)

SOLO_LEVELS = const(3)   # levels 1..3 (skelos.conan.solo)


def next_draw(x):
    """The solo Overlord's random source: a 16-bit xorshift (7, 9, 8), period
    65535 over its non-zero states; returns the state after x."""
    x ^= (x << 7) & 0xFFFF
    x ^= x >> 9
    x ^= (x << 8) & 0xFFFF
    return x


def _byte(a):
    return isinstance(a, int) and 0 <= a <= 254


class Game(Journal):
    """One game of one scenario.  State = scenario + journal.

    Rules versions (docs/rules.md, "Rules versions"): 7 lets the heroes'
    sheets reach a solo game as records (``heroes``: wounds, hidden,
    fallen), which the solo Overlord reads: its targets, its guard rounds
    (S03) and the vigilance of a hero they spot (S01; skelos.conan.solo);
    6 lets the players
    choose between the events the solo Overlord finds worth the same (no
    first on a tie; skelos.conan.solo); 5 derives the solo
    Overlord's draws from the game (no record ``draw``), resumes a step cut
    after its activation and gives no attack order to a tile without an
    attack (skelos.conan.solo); 4 adds the solo
    game, the board playing the Overlord (records ``solo`` and ``draw``;
    docs/solo.md), and nothing else; 3 adds to 2 a living
    caster for reaction spells, a spell without a named caster only during an
    activation, and the extra moves a figure bought staying with that figure
    when another of its tile dies; 2 reads the French sources as corrected
    (the first side's upkeep, cleaning after spending, vigilance's
    start-of-turn trigger once per turn, spells during their caster's
    activation); 1 is the first reading.  A game keeps the version it started
    with, so games stored before a correction replay as they were played.
    ``self.rules`` chooses."""

    kind = GAME
    records = rec
    RULES = 7
    STATE = ("river", "where", "hp", "available", "fatigue", "box_move", "box_defense", "box_reroll",
             "removed", "on_spell", "turn", "phase", "acts", "current", "activated", "pending",
             "vigilance", "seen", "guard", "over", "_flag", "_bought", "solo", "rng", "drawn", "since",
             "sheets", "spots", "patrol")

    def __init__(self, scenario, rules=None, back=None):
        self.scenario = scenario
        self._journal_init(rules, back)
        n = len(scenario.tiles)
        self._flag = bytearray(n)
        self._bought = bytearray(32)
        self.activated = bytearray(n)
        self.on_spell = bytearray(len(scenario.spells))
        self.where = bytearray(n)
        self.hp = [None] * n
        # what the last END or TURN record applied moved, the rules' own figures
        # (the story tells them): (gems from the spend boxes and spell cards to
        # fatigue, gems from fatigue back to available)
        self.upkeep = (0, 0)
        self._reset()

    # ------------------------------------------------------------ state
    def _reset(self):
        s = self.scenario
        self.river = list(s.river)
        for i, t in enumerate(s.tiles):
            self.where[i] = IN_RESERVE
            self.hp[i] = [t.hp] * t.figures if not t.is_event else []
        for t in self.river:
            self.where[t] = IN_RIVER
        self.available = s.available
        self.fatigue = s.fatigue
        self.box_move = 0
        self.box_defense = 0
        self.box_reroll = 0
        self.removed = 0
        for i in range(len(self.on_spell)):
            self.on_spell[i] = 0
        self.turn = s.turn_start
        self.phase = HEROES
        if s.first == "overlord":
            # R04 R05: the side playing first starts with its upkeep: recovery,
            # then the hourglass (rules 1: the hourglass only)
            self.phase = OVERLORD
            if self.rules >= 2:
                self._recover()
            self.turn = s.turn_start + 1
        self.acts = 0
        self.current = -1
        for i in range(len(self.activated)):
            self.activated[i] = 0
        for i in range(len(self._bought)):
            self._bought[i] = 0     # moves bought (an undo back to the start rebuilds from here)
        for i in range(len(self._flag)):
            self._flag[i] = 0
        self.pending = -1
        self.vigilance = 0
        self.seen = False   # S01: the start-of-turn trigger counted this turn
        self.guard = False
        self.over = PLAYING
        self.solo = 0       # 0: the players play the Overlord; else the board does, at that level
        self.rng = 0        # the seeded source's state (solo games)
        self.drawn = -1     # the last value drawn from it
        self.since = 0      # draws since the last activation (or turn's start, or end)
        self.sheets = None  # rules 7: the last ``heroes`` record's bytes (wounds, state) * seats, or None
        self.spots = 0      # rules 7: heroes a guard round spotted (the sheets) whose vigilance is not raised yet
        self.patrol = False  # rules 7: the tile being activated patrols (a guard round, no hero to see)

    # ------------------------------------------------------------ checks
    def _check(self, b, o):
        t = b[o]
        if t < 1 or t >= len(rec.TABLE):
            return R_UNKNOWN
        if t == SOLO or t == DRAW:  # rules 4: the board plays the Overlord
            return self._check_solo(b, o)
        if t == SHEETS:  # rules 7: the heroes' sheets, at any moment of a solo game
            if self.rules < 7:
                return R_SHEETS_RULES
            if self.over:
                return R_OVER
            if not self.solo:
                return R_NOT_SOLO
            n = b[o + 1]
            if n > SOLO_SEATS:
                return R_COUNT
            for k in range(n):
                if b[o + 3 + 2 * k] > 2:
                    return R_ARG
            return None
        if self.over and t != FINISH:
            return R_OVER
        s = self.scenario
        if (t == VIGIL or t == GUARD) and not s.stealth:  # S01 S03: the stealth module
            return R_STEALTH
        ol = self.phase == OVERLORD
        # R06 R09 R14 R18 S01 S03: only in the Overlord's turn
        if t == ACT or t == MOVE or t == END or t == CLEAN or t == GUARD or t == VIGIL:
            if not ol:
                return R_PHASE_OL
        elif t == TURN:  # R04 R05
            if ol:
                return R_PHASE_HE
        if self.pending >= 0:  # R19: the event first
            if t != EVENT and t != FINISH:
                return R_PENDING
        elif t == EVENT:
            return R_NO_EVENT
        if t == ACT:  # R01 R06 R07 R17 R19 S03
            slot = b[o + 1]
            if self.acts >= s.activations:
                return R_ACTS
            if slot < 1 or slot > len(self.river):
                return R_SLOT
            if self.available < s.costs[slot - 1]:
                return R_GEMS
            if self.guard:
                tile = self.river[slot - 1]
                if s.tiles[tile].is_event or not self.hp[tile]:
                    return R_GUARD_UNIT
            return None
        if t == MOVE:  # R08 R09
            cur = self.current
            if cur < 0 or not self.hp[cur]:
                return R_NOT_ACTIVE
            fig = b[o + 1]
            pts = b[o + 2]
            if fig >= len(self.hp[cur]):
                return R_FIGURE
            if pts < 1:
                return R_ARG
            if self._bought[fig] + pts > s.tiles[cur].move:
                return R_MOVE_CAP
            if self.available < pts:
                return R_GEMS
            return None
        if t == DEFEND or t == REROLL:  # R10 R11
            n = b[o + 1]
            if n < 1:
                return R_ARG
            if self.available < n:
                return R_GEMS
            return None
        if t == CAST:  # R13
            i = b[o + 1]
            g = b[o + 2]
            if i >= len(s.spells):
                return R_SPELL
            sp = s.spells[i]
            if g < 1:
                return R_ARG
            if sp.cost is not None and g != sp.cost:
                return R_SPELL_COST
            if sp.saturation is not None and self.on_spell[i] + g > sp.saturation:
                return R_SATURATED
            c = sp.caster
            if not sp.reaction:
                if not ol:
                    return R_PHASE_OL
                if c is not None:
                    if not self.activated[c] or not self.hp[c]:
                        return R_CASTER
                    if self.rules >= 2 and self.current != c:
                        return R_CASTER_NOW
                elif self.rules >= 3 and self.current < 0:
                    # rules 3: « pendant l'activation du personnage », whoever he is
                    return R_CASTER_NOW if self.acts else R_CASTER
            elif c is not None and self.rules >= 3:
                # rules 3: cast after the damage is allotted, before any defense roll:
                # the caster is alive when he casts (a dead one casts nothing)
                if self.where[c] != IN_RIVER or not self.hp[c]:
                    return R_CASTER_DEAD
            if self.available < g:
                return R_GEMS
            return None
        if t == DAMAGE:  # R15 R16
            tile = b[o + 1]
            r = self._unit_in_river(tile)
            if r is not None:
                return r
            if not self.hp[tile]:
                return R_DEAD
            if b[o + 2] >= len(self.hp[tile]):
                return R_FIGURE
            return None
        if t == DEATHS:  # R16
            return self._check_pairs(b, o + 1, 0)
        if t == CLEAN:  # R18
            tile = b[o + 1]
            r = self._unit_in_river(tile)
            if r is not None:
                return r
            if self.hp[tile]:
                return R_NOT_DEAD
            have = self.fatigue + self.available
            if self.rules >= 2:
                have += self.spent()  # R12: this turn's spending is fatigue too
            if have < 2:
                return R_CLEAN_GEMS
            return None
        if t == EVENT:  # R19 R20
            choice = b[o + 1]
            evs = s.tiles[self.pending].events
            if choice == NONE:
                if s.event_required:
                    return R_EVENT_REQ
                if b[o + 2]:
                    return R_BUDGET
                return None
            if choice >= len(evs):
                return R_BAD_EVENT
            return self._check_pairs(b, o + 2, evs[choice].reinforcement + 1)
        if t == VIGIL:  # S01
            reason = b[o + 1]
            if reason > 2:
                return R_ARG
            if self.vigilance >= MAX_VIGILANCE:
                return R_VIGIL_MAX
            if reason == 1 and (self.acts or self.guard):
                return R_VIGIL_WHEN
            if reason == 1 and self.seen and self.rules >= 2:
                return R_VIGIL_ONCE
            if reason == 2 and not self.guard:
                return R_VIGIL_WHEN
            return None
        if t == GUARD:  # S03
            if self.acts or self.guard:
                return R_GUARD
            return None
        if t == FINISH:
            w = b[o + 1]
            if w != HEROES_WON and w != OVERLORD_WON:
                return R_WINNER
            if self.over:
                return R_OVER
            return None
        # TURN, END: phase checks above are the whole rule
        return None

    def _check_solo(self, b, o):
        if self.rules < 4:
            return R_SOLO_RULES
        if self.over:
            return R_OVER
        if b[o] == SOLO:
            if self.solo:
                return R_SOLO_ON
            if b[o + 1] < 1 or b[o + 1] > SOLO_LEVELS:
                return R_SOLO_LEVEL
            return None
        if not self.solo:
            return R_NOT_SOLO
        if self.rules >= 5:
            return R_BOARD_DRAWS
        if b[o + 1] != next_draw(self.rng) % 255:
            return R_BAD_DRAW
        return None

    def _unit_in_river(self, tile):
        if tile >= len(self.scenario.tiles):
            return R_ARG
        if self.scenario.tiles[tile].is_event:
            return R_NOT_UNIT
        if self.where[tile] != IN_RIVER:
            return R_NOT_IN_RIVER
        return None

    def _check_pairs(self, b, o, budget):
        """(tile, count) pairs: deaths when budget == 0, else reinforcements
        with budget - 1 points."""
        n = b[o]
        if budget == 0 and n == 0:
            return R_COUNT
        flag = self._flag
        r = None
        spent = 0
        for k in range(n):
            tile = b[o + 1 + 2 * k]
            cnt = b[o + 2 + 2 * k]
            r = self._unit_in_river(tile)
            if r is not None:
                break
            if flag[tile]:
                r = R_DUP
                break
            flag[tile] = 1
            if cnt < 1:
                r = R_COUNT
                break
            alive = len(self.hp[tile])
            if budget == 0:
                if cnt > alive:
                    r = R_COUNT
                    break
            else:
                cost = self.scenario.tiles[tile].reinforcement
                if cost is None:
                    r = R_NO_REINF
                    break
                if alive + cnt > self.scenario.tiles[tile].max_figures:
                    r = R_FIG_CAP
                    break
                spent += cost * cnt
        for k in range(n):
            tile = b[o + 1 + 2 * k]
            if tile < len(flag):
                flag[tile] = 0
        if r is None and budget and spent > budget - 1:
            r = R_BUDGET
        return r

    # ------------------------------------------------------------ effects
    def _pay(self, n, box):
        """Move n available gems to a spend box (0 move, 1 defense, 2 reroll),
        or straight to fatigue under the 'immediate' option (R12)."""
        self.available -= n
        if self.scenario.flush == "immediate":
            self.fatigue += n
        elif box == 0:
            self.box_move += n
        elif box == 1:
            self.box_defense += n
        else:
            self.box_reroll += n

    def _flush(self):
        """End of a side's turn: spend boxes and spell cards go to fatigue;
        returns how many gems moved."""
        n = self.box_move + self.box_defense + self.box_reroll
        self.box_move = self.box_defense = self.box_reroll = 0
        sp = self.on_spell
        for i in range(len(sp)):
            n += sp[i]
            sp[i] = 0
        self.fatigue += n
        return n

    def _take_fatigue(self, n):
        """R18 R12: take up to n gems out of fatigue, the zone first, then (rules
        2) this turn's spend boxes, which the Overlord's rulebook puts in fatigue
        at once; returns how many are still to take (from available)."""
        f = n if n < self.fatigue else self.fatigue
        self.fatigue -= f
        n -= f
        if self.rules >= 2:
            f = n if n < self.box_move else self.box_move
            self.box_move -= f
            n -= f
            f = n if n < self.box_defense else self.box_defense
            self.box_defense -= f
            n -= f
            f = n if n < self.box_reroll else self.box_reroll
            self.box_reroll -= f
            n -= f
        return n

    def _recover(self):
        """R04: min(recovery, fatigue) gems from fatigue to available."""
        r = self.scenario.recovery
        n = r if r < self.fatigue else self.fatigue
        self.fatigue -= n
        self.available += n
        return n

    def _forget(self, fig, left):
        """R09, rules 3: figure `fig` of the tile being activated died; the
        figures after it move down one place and keep what they bought (the
        cap follows the figure, not its place); `left` figures remain."""
        bought = self._bought
        for i in range(fig, left):
            bought[i] = bought[i + 1]
        bought[left] = 0

    def _bury(self):
        """Tiles flagged as newly dead go to the end of the river, keeping
        their previous relative order (R16)."""
        flag = self._flag
        river = self.river
        i = 0
        n = len(river)
        moved = 0
        while i < n - moved:
            t = river[i]
            if flag[t]:
                flag[t] = 0
                river.pop(i)
                river.append(t)
                moved += 1
            else:
                i += 1
        if self.current >= 0 and not self.hp[self.current]:
            self.current = -1

    def _apply(self, b, o):
        t = b[o]
        s = self.scenario
        if t == ACT:  # R06 R07 R17 R19
            slot = b[o + 1]
            cost = s.costs[slot - 1]
            self.available -= cost
            self.fatigue += cost
            tile = self.river.pop(slot - 1)
            self.river.append(tile)
            self.acts += 1
            self.since = 0
            self.activated[tile] = 1
            bought = self._bought
            for i in range(len(bought)):
                bought[i] = 0
            if s.tiles[tile].is_event:
                self.pending = tile
                self.current = -1
            else:
                self.current = tile if self.hp[tile] else -1
            self.patrol = self.guard and self.rules >= 7 and self.sheets is not None and not self.in_sight()
        elif t == MOVE:  # R09 R12
            self._bought[b[o + 1]] += b[o + 2]
            self._pay(b[o + 2], 0)
        elif t == DEFEND:  # R10 R12
            self._pay(b[o + 1], 1)
        elif t == REROLL:  # R11 R12
            self._pay(b[o + 1], 2)
        elif t == CAST:  # R13
            g = b[o + 2]
            self.available -= g
            self.on_spell[b[o + 1]] += g
        elif t == END:  # R12 R13 R14, R05: the end of time
            self.upkeep = (self._flush(), 0)
            self.acts = 0
            self.current = -1
            for i in range(len(self.activated)):
                self.activated[i] = 0
            self.guard = False
            self.since = 0
            self.spots = 0
            self.patrol = False
            self.phase = HEROES
            if (s.first == "heroes" and s.last_turn is not None
                    and self.turn >= s.last_turn):
                self.over = TIME_UP
        elif t == TURN:  # R04 R05 R12
            self.upkeep = (self._flush(), 0)
            if (s.first == "overlord" and s.last_turn is not None
                    and self.turn >= s.last_turn):
                self.over = TIME_UP
                return
            self.upkeep = (self.upkeep[0], self._recover())
            self.turn += 1
            self.since = 0
            self.phase = OVERLORD
            self.seen = False
        elif t == DAMAGE:  # R15 R16
            tile = b[o + 1]
            fig = b[o + 2]
            wounds = b[o + 3] - s.tiles[tile].defense - b[o + 4]
            if wounds > 0:
                hp = self.hp[tile]
                if hp[fig] > wounds:
                    hp[fig] -= wounds
                else:
                    hp.pop(fig)
                    if tile == self.current and self.rules >= 3:
                        self._forget(fig, len(hp))
                    if not hp:
                        self._flag[tile] = 1
                        self._bury()
        elif t == DEATHS:  # R16
            n = b[o + 1]
            for k in range(n):
                tile = b[o + 2 + 2 * k]
                hp = self.hp[tile]
                for _ in range(b[o + 3 + 2 * k]):
                    hp.pop()
                    if tile == self.current and self.rules >= 3:
                        self._forget(len(hp), len(hp))
                if not hp:
                    self._flag[tile] = 1
            self._bury()
        elif t == CLEAN:  # R18 R12
            tile = b[o + 1]
            self.available -= self._take_fatigue(2)
            self.removed += 2
            self.river.remove(tile)
            self.where[tile] = REMOVED
        elif t == EVENT:  # R19 R20
            choice = b[o + 1]
            ev_tile = self.pending
            self.pending = -1
            if choice == NONE:
                return
            n = b[o + 2]
            for k in range(n):
                tile = b[o + 3 + 2 * k]
                hp = self.hp[tile]
                full = s.tiles[tile].hp
                for _ in range(b[o + 4 + 2 * k]):
                    hp.append(full)
            pos = self.river.index(ev_tile) + 1
            for tile in s.tiles[ev_tile].events[choice].adds:
                if self.where[tile] == IN_RESERVE:
                    self.river.insert(pos, tile)
                    self.where[tile] = IN_RIVER
                    pos += 1
        elif t == VIGIL:  # S01
            self.vigilance += 1
            if b[o + 1] == 1:
                self.seen = True
            elif b[o + 1] == 2 and self.spots:
                self.spots -= 1
        elif t == GUARD:  # S03
            self.guard = True
        elif t == FINISH:
            self.over = b[o + 1]
        elif t == SOLO:
            self.solo = b[o + 1]
            self.rng = b[o + 2] * 255 + b[o + 3] + 1    # never 0: xorshift's fixed point
        elif t == DRAW:
            self.rng = next_draw(self.rng)
            self.drawn = b[o + 1]
            self.since += 1
        elif t == SHEETS:  # rules 7: S01 S03, a hero hidden before and seen now in a guard round was spotted
            n = 2 * b[o + 1]
            old = self.sheets
            if self.guard and self.phase == OVERLORD and old is not None:
                for k in range(1, n, 2):
                    if k < len(old) and old[k] == 1 and b[o + 2 + k] == 0:
                        self.spots += 1
            self.sheets = bytearray(b[o + 2:o + 2 + n])

    # ------------------------------------------------------------ actions
    def _byte_ok(self, a, b=0, c=0, d=0):
        return _byte(a) and _byte(b) and _byte(c) and _byte(d)

    def begin_turn(self):
        """R04 R05: the heroes' turn ends (boxes and spells flushed), recovery,
        then the hourglass advances.  Ends the game by time when due."""
        return self._do0(TURN)

    def activate(self, slot):
        """R06 R07 R17 R19: pay slot `slot` (1-based), move its tile to the end."""
        if not self._byte_ok(slot):
            return R_ARG
        return self._do1(ACT, slot)

    def extra_move(self, figure=0, points=1):
        """R09: buy move points for a figure of the tile being activated."""
        if not self._byte_ok(figure, points):
            return R_ARG
        b = self._buf
        b[0] = MOVE
        b[1] = figure
        b[2] = points
        return self._submit(3)

    def defend(self, dice=1):
        """R10: active defense, 1 gem per orange die, at any time."""
        if not self._byte_ok(dice):
            return R_ARG
        return self._do1(DEFEND, dice)

    def reroll(self, dice=1):
        """R11: 1 gem per die rerolled, at any time."""
        if not self._byte_ok(dice):
            return R_ARG
        return self._do1(REROLL, dice)

    def cast(self, spell, gems=None):
        """R13: pay gems onto spell card `spell`; fixed-cost spells take their cost."""
        if gems is None:
            if not self._byte_ok(spell) or spell >= len(self.scenario.spells):
                return R_SPELL
            gems = self.scenario.spells[spell].cost
            if gems is None:
                return R_ARG
        if not self._byte_ok(spell, gems):
            return R_ARG
        b = self._buf
        b[0] = CAST
        b[1] = spell
        b[2] = gems
        return self._submit(3)

    def end_turn(self):
        """R14: end the Overlord turn."""
        return self._do0(END)

    def damage(self, tile, hits, roll=0, figure=0):
        """R15 R16: hits minus (passive defense + active defense roll) wound a figure."""
        if not self._byte_ok(tile, hits, roll, figure):
            return R_ARG
        b = self._buf
        b[0] = DAMAGE
        b[1] = tile
        b[2] = figure
        b[3] = hits
        b[4] = roll
        return self._submit(5)

    def kill(self, tile, count=1):
        """R15 R16: `count` figures of `tile` die (also to mark a tile dead by hand)."""
        return self._pairs_record(DEATHS, None, ((tile, count),))   # not through deaths: the board's Python stack

    def deaths(self, pairs):
        """R16: several figures, of several tiles, die at the same moment."""
        return self._pairs_record(DEATHS, None, pairs)

    def clean(self, tile):
        """R18: remove a dead tile from the game for 2 gems."""
        if not self._byte_ok(tile):
            return R_ARG
        return self._do1(CLEAN, tile)

    def event(self, choice, reinforcements=()):
        """R19 R20: carry out event `choice` (None: none, when allowed) and
        bring back figures: reinforcements = [(tile, count), ...]."""
        return self._pairs_record(EVENT, choice, reinforcements)

    def _pairs_record(self, t, choice, pairs):
        b = self._buf
        o = 1
        b[0] = t
        if t == EVENT:
            if choice is None:
                choice = NONE
            elif not self._byte_ok(choice):
                return R_ARG
            b[1] = choice
            o = 2
        try:
            n = len(pairs)
        except TypeError:
            return R_ARG
        if 2 * n + o + 1 > len(b):
            return R_ARG
        b[o] = n
        for k in range(n):
            pr = pairs[k]
            if not isinstance(pr, (tuple, list)) or len(pr) != 2 or not self._byte_ok(pr[0], pr[1]):
                return R_ARG
            b[o + 1 + 2 * k] = pr[0]
            b[o + 2 + 2 * k] = pr[1]
        return self._submit(o + 1 + 2 * n)

    def vigilance_up(self, reason):
        """S01: vigilance +1; reason 0 body found, 1 hero seen at turn start, 2 guard spot."""
        if not self._byte_ok(reason):
            return R_ARG
        return self._do1(VIGIL, reason)

    def guard_round(self):
        """S03: this Overlord turn's activations form a guard round."""
        return self._do0(GUARD)

    def finish(self, winner):
        """End the game: 1 heroes won, 2 Overlord won."""
        if not self._byte_ok(winner):
            return R_ARG
        return self._do1(FINISH, winner)

    def start_solo(self, level, seed):
        """The board plays the Overlord from now on, at `level` (1..3), its
        random source seeded with `seed` (0..65024); docs/solo.md."""
        if not self._byte_ok(level) or not isinstance(seed, int) or not 0 <= seed < 255 * 255:
            return R_ARG
        b = self._buf
        b[0] = SOLO
        b[1] = level
        b[2] = seed // 255
        b[3] = seed % 255
        return self._submit(4)

    def draw(self):
        """The solo Overlord's next random draw (0..254), kept as a record: undo,
        redo, resume and replay give the same values."""
        return self._do1(DRAW, next_draw(self.rng) % 255)

    def heroes(self, seats):
        """Rules 7: the heroes' sheets as the table reads them, seat by seat in
        the heroes' order: [(wounds, state)], state 0 visible, 1 hidden
        (S04), 2 fallen (H03); a solo game's board reads them (docs/solo.md)."""
        return self._pairs_record(SHEETS, None, seats)

    def in_sight(self):
        """Rules 7: is a living hero visible on the sheets last recorded?"""
        sh = self.sheets
        if sh is not None:
            for k in range(1, len(sh), 2):
                if sh[k] == 0:
                    return True
        return False

    def _solo_caps(self):
        """The dice the solo Overlord's level pays at most: {defense, reroll}, or None."""
        if not self.solo:
            return None
        from skelos.conan import solo
        lv = solo.level(self)
        return {"defense": lv[solo.DEFEND], "reroll": lv[solo.REROLL]}

    def _command(self):
        """The solo Overlord's command being carried out (docs/solo.md), as
        the snapshot gives it, or None (the policy is loaded only then)."""
        if not self.solo:
            return None
        from skelos.conan import solo
        c = solo.command(self)
        if c is None:
            tie = solo.tied_events(self)
            return {"tile": self.scenario.tiles[self.pending].id, "tie": tie} if tie else None
        t = self.scenario.tiles[c[0]]
        out = {"tile": t.id, "order": solo.ORDERS[c[1]], "moves": c[2], "attacks": solo.armed(t)}
        if self.sheets is not None and c[1] != solo.PATROL:
            out["targets"] = solo.targets(self.sheets, c[1])    # rules 7: read off the sheets recorded
        return out

    # ------------------------------------------------------------ queries
    def slot_count(self):
        return len(self.scenario.costs)

    def slot_cost(self, slot):
        """R01: the activation cost printed above the slot."""
        return self.scenario.costs[slot - 1]

    def slot_tile(self, slot):
        """R01: tile index in slot (1-based), or -1 for an empty slot."""
        if 1 <= slot <= len(self.river):
            return self.river[slot - 1]
        return -1

    def affordable(self, slot):
        """Could the Overlord activate this slot right now?"""
        if self.over or self.phase != OVERLORD or self.pending >= 0:
            return False
        if self.acts >= self.scenario.activations:
            return False
        if slot < 1 or slot > len(self.river):
            return False
        return self.available >= self.scenario.costs[slot - 1]

    def activations_left(self):
        if self.phase != OVERLORD:
            return 0
        return self.scenario.activations - self.acts

    def spent(self):
        return self.box_move + self.box_defense + self.box_reroll

    def on_spells(self):
        n = 0
        for v in self.on_spell:
            n += v
        return n

    def gems(self):
        """R03: (available, fatigue, spent this turn, on spells, removed)."""
        return (self.available, self.fatigue, self.spent(), self.on_spells(), self.removed)

    def total_gems(self):
        """R03: never changes."""
        return self.available + self.fatigue + self.spent() + self.on_spells() + self.removed

    def is_last_turn(self):
        lt = self.scenario.last_turn
        return lt is not None and self.turn >= lt

    def tile_status(self, tile):
        """'event', 'alive', 'dead', 'reserve' or 'removed'."""
        w = self.where[tile]
        if w == REMOVED:
            return "removed"
        if w == IN_RESERVE:
            return "reserve"
        if self.scenario.tiles[tile].is_event:
            return "event"
        return "alive" if self.hp[tile] else "dead"

    def figures(self, tile):
        return len(self.hp[tile])

    def hit_points(self, tile):
        """Hit points left of each living figure of the tile."""
        return list(self.hp[tile])

    def acuity_bonus(self):
        """S02: (die colour, reroll) for the current vigilance, or None."""
        return ACUITY[self.vigilance]

    def reinforcement_left(self, choice, pairs):
        """R20: the points event `choice` of the pending event tile still gives
        after the (tile, count) pairs chosen so far, at their tiles' costs
        (negative when over); None when no event is pending or chosen."""
        if self.pending < 0 or choice is None:
            return None
        evs = self.scenario.tiles[self.pending].events
        if not isinstance(choice, int) or choice < 0 or choice >= len(evs):
            return None
        left = evs[choice].reinforcement
        tiles = self.scenario.tiles
        for pr in pairs:
            t = pr[0]
            if 0 <= t < len(tiles) and tiles[t].reinforcement is not None:
                left -= tiles[t].reinforcement * pr[1]
        return left

    def moves_bought(self, figure):
        return self._bought[figure]

    def snapshot(self):
        """The whole visible state as a JSON-friendly dict (protocol `state`)."""
        s = self.scenario
        river = []
        for i in range(len(s.costs)):
            slot = {"slot": i + 1, "cost": s.costs[i], "tile": None}
            if i < len(self.river):
                t = self.river[i]
                slot["tile"] = s.tiles[t].id
                slot["status"] = self.tile_status(t)
                slot["affordable"] = self.affordable(i + 1)
            river.append(slot)
        tiles = []
        for i, t in enumerate(s.tiles):
            tiles.append({"id": t.id, "name": t.name, "status": self.tile_status(i),
                          "figures": len(self.hp[i]), "hp": list(self.hp[i]),
                          "color": list(t.color)})
        bonus = ACUITY[self.vigilance]
        sh = self.sheets
        activated = []
        for i in range(len(self.activated)):
            if self.activated[i]:
                activated.append(s.tiles[i].id)
        return {
            "scenario": s.id,
            "seq": self.count,
            "river": river,
            "tiles": tiles,
            "gems": {"available": self.available, "fatigue": self.fatigue,
                     "spent": {"move": self.box_move, "defense": self.box_defense,
                               "reroll": self.box_reroll},
                     "spells": list(self.on_spell), "removed": self.removed},
            "turn": self.turn,
            "last_turn": s.last_turn,
            "is_last_turn": self.is_last_turn(),
            "phase": PHASES[self.phase],
            "activations": self.acts,
            "activations_left": self.activations_left(),
            "activated": activated,
            "recovery": s.recovery,
            "current": s.tiles[self.current].id if self.current >= 0 else None,
            "pending_event": s.tiles[self.pending].id if self.pending >= 0 else None,
            "guard": self.guard,
            "vigilance": self.vigilance if s.stealth else None,
            "acuity_bonus": list(bonus) if (s.stealth and bonus) else None,
            "over": rec.WINNERS[self.over],
            "solo": self.solo or None,
            "heroes": ([[sh[k], sh[k + 1]] for k in range(0, len(sh), 2)] if sh is not None else None),
            "command": self._command(),
            "solo_caps": self._solo_caps(),
            "can_undo": self.can_undo(),
            "can_redo": self.can_redo(),
        }

