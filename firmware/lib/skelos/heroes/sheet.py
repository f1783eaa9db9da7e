"""One hero's sheet as a game of the core (docs/rules.md H01-H09, S04).

Same shape as the other games (skelos.journal): an action's record checked
(unknown action, dead hero, wrong phase, the rule itself) and refused, the
state untouched, or kept and applied.  A sheet is its hero plus its journal.

Zones: available energy, fatigue, wounds, and the boxes the gems are placed
on (ACTIONS, in the sheet's order).  Phases of the sheet: the Overlord's
turn (defense, rerolls and spells cast in reaction only), the declaration
(after the start upkeep) and the actions (after the declaration, until the
end upkeep).

What the sheet cannot see (a companion dead, everyone declared) is the
table's (table.py): a declaration carries the dead companions, so a sheet
replays on its own.
"""

from skelos.journal import Journal, R_ARG, R_UNKNOWN
from skelos.heroes import records as hrec
from skelos.heroes.hero import GAME
from skelos.heroes.records import (
    ALLY, BEGIN, BODY, DECLARE, END, GIFT, GIVE, MOVE, NEAR, POTION, SPEND, SPOTTED, STEALTH, TURN, WOUND, const,
)
from skelos.records import is_byte as _byte

# the boxes of the sheet; the first four have a cap (hero.CAPPED)
ACTIONS = ("melee", "ranged", "movement", "manipulation", "defense", "reroll", "spell")
MELEE = const(0)
RANGED = const(1)
MOVEMENT = const(2)
MANIPULATION = const(3)
DEFENSE = const(4)
REROLL = const(5)
SPELL = const(6)      # spell cards and ally tiles (H04): no cap kept by the sheet
N_CAPPED = const(4)

PHASES = ("overlord", "declare", "act")
OVERLORD = const(0)
DECLARING = const(1)
ACTING = const(2)

MODES = ("active", "recovering")
ACTIVE = const(0)
RECOVERING = const(1)
RECOVERY = (2, 5)      # H01: active 2, recovering 5; +1 per dead companion, up to +2
MAX_DEAD = const(5)

R_DEAD = ("hero_dead",)  # H03
R_PHASE = (("wrong_phase", "overlord"), ("wrong_phase", "declare"), ("wrong_phase", "act"))  # H01
R_RECOVERING = ("recovering",)  # H01
R_SPOTTED = ("spotted",)  # S04
R_NOT_HIDDEN = ("not_hidden",)  # S04
R_NOTHING = ("nothing_to_spend",)  # H02: any use costs at least 1 gem
R_NO_USE = ("potion_no_use",)  # H06: no gem in wounds or fatigue for the potion to bring back
POTION_GEMS = const(2)  # H06
HORROR = const(1)       # H07: an enemy with Horror in the zone: saturation at most 2
BAD_LUCK = const(2)     # H07: an enemy with Bad luck in the zone: no reroll
HORROR_CAP = const(2)
R_BAD_LUCK = ("bad_luck",)  # H07
# H08: what a hero pays for his allies, 1 gem each, straight to fatigue
ALLY_USES = ("activate", "move", "reroll", "defense")
ALLY_ACTIVATE = const(0)
ALLY_MOVE = const(1)
# H09: Don de Vie costs 2 gems (saturation 2: one cast a heroes' turn) and gives 2 gems of available
# energy to another hero, or 1 when only 1 is left after the cost
GIVE_COST = const(2)
GIVE_GEMS = const(2)
R_GIVE_ONCE = ("give_once",)  # H09: the card's saturation (2) is its cost: one cast a turn
R_GIVE_TWO = ("give_two",)    # H09: 2 gems are given, 1 only when 1 is left after the cost
R_NOT_CASTER = ("not_a_caster",)  # H09, rules 2: Don de Vie is a spell: the hero needs the spell-casting skill


def recovery(mode, dead):
    """H01: the gems a hero recovers declaring `mode` with `dead` dead companions."""
    return RECOVERY[mode] + (dead if dead < 2 else 2)


class Sheet(Journal):
    """One hero's sheet.  State = hero + journal."""

    kind = GAME
    records = hrec
    RULES = 2       # 2: wounds spare the spell card until the rest is gone (H03); Don de Vie needs a caster (H09)
    STATE = ("avail", "fatigue", "wounds", "box", "used", "phase", "mode", "turn", "free_left",
             "hidden", "stealth", "spotted", "dead", "spent", "taken", "rests", "recovered", "board_turn",
             "lost", "potions", "drunk", "near", "ally_acts", "ally_gems", "given", "received", "gave")

    def __init__(self, hero, rules=None, back=None):
        self.scenario = hero
        self.hero = hero
        self._journal_init(rules, back)
        self.box = bytearray(len(ACTIONS))
        self.used = bytearray(N_CAPPED)
        self._reset()

    def _reset(self):
        h = self.hero
        self.avail = h.gems - h.fatigue
        self.fatigue = h.fatigue
        self.wounds = 0
        for i in range(len(ACTIONS)):
            self.box[i] = 0
        for i in range(N_CAPPED):
            self.used[i] = 0
        self.phase = OVERLORD   # before the first heroes' turn
        self.mode = -1          # not declared this turn
        self.turn = 0           # heroes' turns begun
        self.board_turn = -1    # the board's turn the last heroes' turn began in (-1: not told)
        self.free_left = 0      # free movement points left this turn (H02)
        self.lost = 0           # free movement points the last record ended (H02: interrupted)
        self.potions = 0        # life potions drunk over the game (H06)
        self.drunk = 0          # gems the last potion brought back
        self.near = 0           # H07: the enemies in the hero's zone, as the player says (HORROR, BAD_LUCK)
        self.ally_acts = 0      # H08: ally figures activated this heroes' turn
        self.ally_gems = 0      # H08: gems paid for allies over the game
        self.given = 0          # H09: gems given to other heroes by Don de Vie, lost for good
        self.received = 0       # H09: gems received by Don de Vie, the hero's for good
        self.gave = False       # H09: Don de Vie cast this heroes' turn
        self.hidden = False     # S04
        self.stealth = 0        # gems of the manipulation box that keep the hero hidden (S04)
        self.spotted = False    # spotted this turn: no stealth until the next start upkeep (S04)
        self.dead = False       # H03
        self.spent = [0] * len(ACTIONS)   # gems placed on each box over the game (report)
        self.taken = 0          # wounds taken over the game
        self.rests = 0          # turns declared recovering
        self.recovered = 0      # gems the last declaration recovered

    def gems(self):
        """H03, H09: the hero's gems now: the sheet's, less those given, plus those received."""
        return self.hero.gems - self.given + self.received

    def cap(self, a):
        """H02, H07: the saturation of box `a` now (at most 2 beside an enemy with Horror)."""
        c = self.hero.caps[a]
        if self.near & HORROR and c > HORROR_CAP:
            return HORROR_CAP
        return c

    # ------------------------------------------------------------ checks
    def _acting(self):
        """The checks of an action only an active hero takes during the actions (H01)."""
        if self.phase != ACTING:
            return R_PHASE[self.phase]
        if self.mode == RECOVERING:
            return R_RECOVERING
        return None

    def _pay(self, a, g):
        """H02: `g` gems on box `a`, within its cap and the gems available."""
        if g < 1:
            return R_NOTHING
        if a < N_CAPPED:
            if self.hero.caps[a] == 0:
                return ("cannot", ACTIONS[a])
            cap = self.cap(a)
            if self.used[a] + g > cap:
                return ("over_cap", ACTIONS[a], cap, self.used[a])
        if g > self.avail:
            return ("not_enough_gems", g, self.avail)
        return None

    def _check(self, b, o):
        t = b[o]
        if t < 1 or t >= len(hrec.TABLE) or t == hrec.UNDO or t == hrec.REDO:
            return R_UNKNOWN
        if self.dead:
            return R_DEAD
        if t == TURN or t == BEGIN:  # H01 start upkeep
            if self.phase == ACTING:
                return R_PHASE[ACTING]
            if self.phase == DECLARING:
                return R_PHASE[DECLARING]
            return None
        if t == DECLARE:  # H01
            if self.phase != DECLARING:
                return R_PHASE[self.phase]
            if b[o + 1] > RECOVERING or b[o + 2] > MAX_DEAD:
                return R_ARG
            return None
        if t == SPEND:  # H01 H02
            a = b[o + 1]
            if a >= len(ACTIONS) or a == MOVEMENT:
                return R_ARG
            if a == DEFENSE or a == REROLL:
                # no cap; a recovering hero may defend and reroll, in either side's turn
                if self.phase == DECLARING:
                    return R_PHASE[DECLARING]
                if a == REROLL and self.near & BAD_LUCK:
                    return R_BAD_LUCK
            elif a == SPELL and self.phase == OVERLORD:
                # a spell with the lightning on its card, cast in reaction in the Overlord's turn (H05):
                # the sheet cannot see the card, the player's word stands
                if self.mode == RECOVERING:
                    return R_RECOVERING
            else:
                r = self._acting()
                if r is not None:
                    return r
            return self._pay(a, b[o + 2])
        if t == MOVE:  # H02
            r = self._acting()
            if r is not None:
                return r
            free = b[o + 1]
            g = b[o + 2]
            if free + g < 1:
                return R_NOTHING
            if free > self.free_left:
                return ("no_free_move", self.free_left)
            if g and free < self.free_left:
                return ("free_move_first", self.free_left)
            if g:
                return self._pay(MOVEMENT, g)
            return None
        if t == WOUND:  # H03
            if b[o + 1] < 1:
                return R_ARG
            return None
        if t == END:  # H04; a hero who has not declared when the heroes' turn ends recovers nothing (H05)
            if self.phase == OVERLORD:
                return R_PHASE[OVERLORD]
            return None
        if t == STEALTH:  # S04
            g = b[o + 1]
            if self.phase == OVERLORD:
                # hidden through the Overlord's turn: more gems within the cap
                if not self.hidden:
                    return R_NOT_HIDDEN
                if g < 1:
                    return R_NOTHING
                cap = self.cap(MANIPULATION)
                if self.box[MANIPULATION] + g > cap:
                    return ("over_cap", "manipulation", cap, self.box[MANIPULATION])
                if g > self.avail:
                    return ("not_enough_gems", g, self.avail)
                return None
            r = self._acting()
            if r is not None:
                return r
            if self.spotted:
                return R_SPOTTED
            return self._pay(MANIPULATION, g)
        if t == SPOTTED:  # S04
            if not self.hidden:
                return R_NOT_HIDDEN
            return None
        if t == ALLY:  # H08
            use = b[o + 1]
            g = b[o + 2]
            if use >= len(ALLY_USES):
                return R_ARG
            if use == ALLY_ACTIVATE or use == ALLY_MOVE:
                r = self._acting()           # an active hero, in the actions phase
                if r is not None:
                    return r
            elif self.phase == DECLARING:    # rerolls and defense: active or recovering, either turn
                return R_PHASE[DECLARING]
            if g < 1:
                return R_NOTHING
            if g > self.avail:
                return ("not_enough_gems", g, self.avail)
            return None
        if t == NEAR:  # H07: the player's word, in either side's turn
            if b[o + 1] > (HORROR | BAD_LUCK):
                return R_ARG
            return None
        if t == GIVE:  # H09: Don de Vie, an active hero's spell in the actions phase
            r = self._acting()
            if r is not None:
                return r
            g = b[o + 1]
            if g < 1 or g > GIVE_GEMS:
                return R_ARG
            if self.rules >= 2 and not self.hero.caster:
                return R_NOT_CASTER
            if self.gave:
                return R_GIVE_ONCE
            if self.avail < GIVE_COST + g:
                return ("not_enough_gems", GIVE_COST + g, self.avail)
            if g < GIVE_GEMS and self.avail > GIVE_COST + g:
                return R_GIVE_TWO
            return None
        if t == GIFT:  # H09: received in either side's turn, active or recovering
            if b[o + 1] < 1 or b[o + 1] > GIVE_GEMS:
                return R_ARG
            return None
        if t == POTION:  # H06: an active hero, in the actions phase, with a gem to bring back
            r = self._acting()
            if r is not None:
                return r
            if self.wounds + self.fatigue < 1:
                return R_NO_USE
            return None
        if t == BODY:  # S04: 1 gem straight to fatigue, outside the cap
            r = self._acting()
            if r is not None:
                return r
            if self.avail < 1:
                return ("not_enough_gems", 1, self.avail)
            return None
        return R_UNKNOWN

    # ------------------------------------------------------------ effects
    def _flush(self, keep_stealth):
        """Gems of the boxes to fatigue (H01 start upkeep, H04 end upkeep);
        stealth gems stay on the manipulation box at the end upkeep (S04)."""
        for a in range(len(ACTIONS)):
            n = self.box[a]
            if a == MANIPULATION and keep_stealth and self.hidden:
                n -= self.stealth
            self.fatigue += n
            self.box[a] -= n
        for a in range(N_CAPPED):
            self.used[a] = 0

    def _place(self, a, g):
        self.avail -= g
        self.box[a] += g
        if a < N_CAPPED:
            self.used[a] += g
        self.spent[a] += g

    def _wound(self, n):
        """H03: fatigue first, then the boxes (their caps stay used), then available.  Rules 1 take the
        spell card with the boxes; rules 2 take the characteristic boxes only, then available, and the
        spell card last (the sources list the spell cards apart from the action boxes)."""
        total = self.gems()
        take = total - self.wounds
        if n > take:
            n = take
        self.taken += n
        self.wounds += n
        k = n if n < self.fatigue else self.fatigue
        self.fatigue -= k
        n -= k
        boxes = SPELL if self.rules >= 2 else len(ACTIONS)
        for a in range(boxes):
            if not n:
                break
            k = n if n < self.box[a] else self.box[a]
            self.box[a] -= k
            n -= k
        if self.stealth > self.box[MANIPULATION]:
            self.stealth = self.box[MANIPULATION]
            if not self.stealth:
                self.hidden = False
        k = n if n < self.avail else self.avail
        self.avail -= k
        self.box[SPELL] -= n - k        # rules 2: what is left comes off the spell card (rules 1: nothing)
        if self.wounds >= total:
            self.dead = True

    def _interrupt(self):
        """H02: an action that interrupts a free movement begun ends it; the rest is lost (and said)."""
        if 0 < self.free_left < self.hero.free:
            self.lost = self.free_left
            self.free_left = 0

    def _apply(self, b, o):
        t = b[o]
        self.lost = 0
        if t == TURN or t == BEGIN:  # H01 start upkeep: every gem spent since goes to fatigue
            if t == BEGIN:
                self.board_turn = b[o + 1]
            self._flush(False)
            self.hidden = False
            self.stealth = 0
            self.spotted = False
            self.phase = DECLARING
            self.mode = -1
            self.ally_acts = 0
            self.gave = False
            self.turn += 1
            self.free_left = self.hero.free
        elif t == DECLARE:  # H01
            m = b[o + 1]
            n = recovery(m, b[o + 2])
            if n > self.fatigue:
                n = self.fatigue
            self.fatigue -= n
            self.avail += n
            self.recovered = n
            self.mode = m
            self.phase = ACTING
            if m == RECOVERING:
                self.rests += 1
        elif t == SPEND:  # H02
            if b[o + 1] != DEFENSE and b[o + 1] != REROLL and self.phase == ACTING:
                self._interrupt()
            self._place(b[o + 1], b[o + 2])
        elif t == MOVE:  # H02: the free points used; paid points come after the whole free movement
            self.free_left -= b[o + 1]
            if b[o + 2]:
                self._place(MOVEMENT, b[o + 2])
        elif t == WOUND:  # H03
            self._wound(b[o + 1])
        elif t == END:  # H04
            self._flush(True)
            self.phase = OVERLORD
            self.free_left = 0
        elif t == STEALTH:  # S04
            g = b[o + 1]
            self._interrupt()
            if self.phase == OVERLORD:
                self.avail -= g
                self.box[MANIPULATION] += g
                self.spent[MANIPULATION] += g
            else:
                self._place(MANIPULATION, g)
            self.stealth += g
            self.hidden = True
        elif t == SPOTTED:  # S04
            self.hidden = False
            self.stealth = 0
            self.spotted = True
        elif t == NEAR:  # H07
            self.near = b[o + 1]
        elif t == ALLY:  # H08: straight to fatigue
            g = b[o + 2]
            if b[o + 1] == ALLY_ACTIVATE or b[o + 1] == ALLY_MOVE:
                self._interrupt()
            if b[o + 1] == ALLY_ACTIVATE:
                self.ally_acts += g
            self.avail -= g
            self.fatigue += g
            self.ally_gems += g
        elif t == GIVE:  # H09: the cost on the spell card, the gift out of the hero for good
            self._interrupt()
            self._place(SPELL, GIVE_COST)
            self.avail -= b[o + 1]
            self.given += b[o + 1]
            self.gave = True
        elif t == GIFT:  # H09: the gift into available energy
            self.avail += b[o + 1]
            self.received += b[o + 1]
        elif t == POTION:  # H06: 2 gems from wounds to available, then from fatigue
            self._interrupt()
            k = POTION_GEMS if self.wounds > POTION_GEMS else self.wounds
            self.wounds -= k
            f = POTION_GEMS - k
            if f > self.fatigue:
                f = self.fatigue
            self.fatigue -= f
            self.avail += k + f
            self.drunk = k + f
            self.potions += 1
        elif t == BODY:  # S04
            self._interrupt()
            self.avail -= 1
            self.fatigue += 1

    # ------------------------------------------------------------ actions
    def begin_turn(self, turn=None):
        """H01: the heroes' turn begins with the start upkeep; `turn`: the board's turn it belongs to
        (H05), None when the sheet is played without a board."""
        if turn is None:
            return self._do0(TURN)
        return self._byte1(BEGIN, turn)

    def declare(self, mode, dead=0):
        """H01: declare active (0) or recovering (1) with `dead` dead companions: recovery."""
        if not (_byte(mode) and _byte(dead)):
            return R_ARG
        return self._do(3, DECLARE, mode, dead)

    def _byte1(self, t, a):
        """The record t of one argument `a`, a byte (else the refusal R_ARG)."""
        if not _byte(a):
            return R_ARG
        return self._do1(t, a)

    def _gems_on(self, t, names, x, gems):
        """The record t of `gems` gems on `x`, an index of `names` or its name."""
        if isinstance(x, str):
            x = names.index(x) if x in names else 255
        if not (_byte(x) and _byte(gems)):
            return R_ARG
        return self._do(3, t, x, gems)

    def spend(self, action, gems=1):
        """H02: `gems` gems on the box of `action` (an index of ACTIONS, or its name)."""
        return self._gems_on(SPEND, ACTIONS, action, gems)

    def move(self, free=0, gems=0):
        """H02: a move of `free` free points and `gems` paid points (after the whole free movement);
        the free movement may be taken a zone at a time, until another action interrupts it."""
        if not (_byte(free) and _byte(gems)):
            return R_ARG
        return self._do(3, MOVE, free, gems)

    def wound(self, n=1):
        """H03: `n` wounds."""
        return self._byte1(WOUND, n)

    def end_turn(self):
        """H04: the end upkeep."""
        return self._do0(END)

    def enter_stealth(self, gems=1):
        """S04: enter stealth, or add gems to it, from the manipulation box."""
        return self._byte1(STEALTH, gems)

    def spot(self):
        """S04: the Overlord spotted the hidden hero."""
        return self._do0(SPOTTED)

    def ally(self, use, gems=1):
        """H08: `gems` gems for allies, straight to fatigue: `use` an index of ALLY_USES (or its name):
        figures activated (1 gem each), extra moves, rerolls, defense dice."""
        return self._gems_on(ALLY, ALLY_USES, use, gems)

    def enemies_near(self, near=0):
        """H07: the enemies in the hero's zone now: HORROR (1), BAD_LUCK (2), both (3) or none (0)."""
        return self._byte1(NEAR, near)

    def give_life(self, gems, seat):
        """H09: cast Don de Vie: its cost on the spell card and `gems` gems (2, or 1 when only 1 is left
        after the cost) given to the hero of seat `seat`; the table makes that hero's gift with it."""
        if not (_byte(gems) and _byte(seat)):
            return R_ARG
        return self._do(3, GIVE, gems, seat)

    def receive_life(self, gems, seat):
        """H09: `gems` gems of Don de Vie received from the hero of seat `seat` (the table's, with the
        giver's record)."""
        if not (_byte(gems) and _byte(seat)):
            return R_ARG
        return self._do(3, GIFT, gems, seat)

    def drink_potion(self):
        """H06: a life potion: 2 gems back to available, from wounds first, then from fatigue."""
        return self._do0(POTION)

    def hide_body(self):
        """S04: hide a body, 1 gem straight to fatigue."""
        return self._do0(BODY)

    # ------------------------------------------------------------ queries
    def room(self, a):
        """Gems box `a` still takes this turn (None: no cap)."""
        if a >= N_CAPPED:
            return None
        n = self.cap(a) - self.used[a]
        return n if n > 0 else 0

    def snapshot(self):
        """The whole visible state as a JSON-friendly dict."""
        h = self.hero
        boxes = {}
        used = {}
        caps = {}
        spent = {}
        for a in range(len(ACTIONS)):
            boxes[ACTIONS[a]] = self.box[a]
            spent[ACTIONS[a]] = self.spent[a]
            if a < N_CAPPED:
                used[ACTIONS[a]] = self.used[a]
                caps[ACTIONS[a]] = self.cap(a)
        return {
            "game": GAME,
            "hero": h.id,
            "name": h.name,
            "seq": self.count,
            "gems": self.gems(),
            "available": self.avail,
            "fatigue": self.fatigue,
            "wounds": self.wounds,
            "boxes": boxes,
            "used": used,
            "caps": caps,
            "free": h.free,
            "free_left": self.free_left,
            "free_lost": self.lost,
            "turn": self.turn,
            "board_turn": self.board_turn if self.board_turn >= 0 else None,
            "phase": PHASES[self.phase],
            "mode": MODES[self.mode] if self.mode >= 0 else None,
            "recovered": self.recovered,
            "hidden": self.hidden,
            "stealth": self.stealth,
            "spotted": self.spotted,
            "dead": self.dead,
            "spent": spent,
            "taken": self.taken,
            "rests": self.rests,
            "potions": self.potions,
            "ally_acts": self.ally_acts,
            "ally_gems": self.ally_gems,
            "given": self.given,
            "received": self.received,
            "gave": self.gave,
            "horror": bool(self.near & HORROR),
            "bad_luck": bool(self.near & BAD_LUCK),
            "can_undo": self.can_undo(),
            "can_redo": self.can_redo(),
        }
