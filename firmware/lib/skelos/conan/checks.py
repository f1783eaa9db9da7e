"""Conan's rules that read the state (R01-R20, S01-S03; skelos.conan.game
applies the records): the queries, and the checks: each record's own rule
in the table CHECK (skelos.journal.table), after the checks every record passes
first in a fixed order (unknown action, game over, wrong phase, pending
event) in `Checks._check`.  A refusal is ``(code, arguments...)``; the
state is not touched.
"""

from skelos.conan import records as rec
from skelos.conan.records import (
    TURN, ACT, MOVE, DEFEND, REROLL, CAST, END, DAMAGE, DEATHS, CLEAN, EVENT,
    VIGIL, GUARD, FINISH, SOLO, DRAW, HEROES as SHEETS, NONE, const,
)
from skelos.journal import R_ARG, R_OVER, R_UNKNOWN, Journal, table

HEROES = const(0)
OVERLORD = const(1)

# where a tile is
IN_RIVER = const(0)
IN_RESERVE = const(1)
REMOVED = const(2)

# S02 acuity bonus by vigilance level: (die colour, with reroll)
ACUITY = (None, ("yellow", False), ("yellow", True), ("orange", False),
          ("orange", True), ("red", False), ("red", True))
MAX_VIGILANCE = const(6)


# Refusals (code, arguments...): fixed tuples, so refusing allocates nothing
# on the board; the host and the page own their texts.  A comment names the
# rule that refuses.
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


class Checks(Journal):
    """The rules of a game of Conan that read its state (skelos.conan.game.Game
    changes it): the checks that refuse records, and the queries."""

    # ------------------------------------------------------------ checks
    def _check(self, b, o):
        t = b[o]
        if t < 1 or t >= len(rec.TABLE):
            return R_UNKNOWN
        if t == SOLO or t == DRAW:  # rules 4: the board plays the Overlord
            return self._check_solo(b, o)
        if t == SHEETS:  # rules 7: the heroes' sheets, at any moment of a solo game
            return self._check_sheets(b, o)
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
        # TURN, END: the phase checks above are the whole rule
        return self._rule(b, o)

    def _check_act(self, b, o):  # R01 R06 R07 R17 R19 S03
        s = self.scenario
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

    def _check_move(self, b, o):  # R08 R09
        cur = self.current
        if cur < 0 or not self.hp[cur]:
            return R_NOT_ACTIVE
        fig = b[o + 1]
        pts = b[o + 2]
        if fig >= len(self.hp[cur]):
            return R_FIGURE
        if pts < 1:
            return R_ARG
        if self._bought[fig] + pts > self.scenario.tiles[cur].move:
            return R_MOVE_CAP
        if self.available < pts:
            return R_GEMS
        return None

    def _check_dice(self, b, o):  # R10 R11: DEFEND, REROLL
        n = b[o + 1]
        if n < 1:
            return R_ARG
        if self.available < n:
            return R_GEMS
        return None

    def _check_cast(self, b, o):  # R13
        s = self.scenario
        ol = self.phase == OVERLORD
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

    def _check_damage(self, b, o):  # R15 R16
        tile = b[o + 1]
        r = self._unit_in_river(tile)
        if r is not None:
            return r
        if not self.hp[tile]:
            return R_DEAD
        if b[o + 2] >= len(self.hp[tile]):
            return R_FIGURE
        return None

    def _check_deaths(self, b, o):  # R16
        return self._check_pairs(b, o + 1, 0)

    def _check_clean(self, b, o):  # R18
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

    def _check_event(self, b, o):  # R19 R20
        s = self.scenario
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

    def _check_vigil(self, b, o):  # S01
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

    def _check_guard(self, b, o):  # S03
        if self.acts or self.guard:
            return R_GUARD
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

    def _check_sheets(self, b, o):
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

    def in_sight(self):
        """Rules 7: is a living hero visible on the sheets last recorded?"""
        sh = self.sheets
        if sh is not None:
            for k in range(1, len(sh), 2):
                if sh[k] == 0:
                    return True
        return False

    def moves_bought(self, figure):
        return self._bought[figure]

    # each record's own rule (skelos.journal.table); TURN and END: the phase checks are the whole rule
    CHECK = table(len(rec.TABLE), {
        ACT: _check_act, MOVE: _check_move, DEFEND: _check_dice, REROLL: _check_dice, CAST: _check_cast,
        DAMAGE: _check_damage, DEATHS: _check_deaths, CLEAN: _check_clean, EVENT: _check_event,
        VIGIL: _check_vigil, GUARD: _check_guard, FINISH: Journal._check_finish})
    del (_check_act, _check_move, _check_dice, _check_cast, _check_damage, _check_deaths, _check_clean,
         _check_event, _check_vigil, _check_guard)
