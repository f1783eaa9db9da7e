"""OrcQuest WarPath: the heroes' turn as a game of the core (docs/rules.md
O01-O04, from the OrcQuest rules; the combat calculator is combat.py).

Same shape as the Conan game (game.py): every action builds a record
(records.py), checks it in a fixed order (unknown action, game over, an
event being resolved or no activation running, the rule itself) and either
returns a refusal ``(code, arguments...)`` leaving the state untouched, or appends
the record to the journal and applies it.  Undo and redo are records too.

Heroes and enemies are 0-based indices into the scenario's lists.

Interpretations (docs/scenario-format.md, "OrcQuest"):
* An action names the hero who acts, the action points of the active hero it
  uses and the extra actions bought with Badass points for it: a 1-point card
  is one point or one extra action, a 2-point card two of them in any mix
  (O02: "half-paid with Badass", or both).  Only the active hero has action
  points; any other hero acts through extra actions only.
* Combos count the active hero's own actions only; another hero's extra
  action neither adds to nor breaks the active hero's chain (O03).  A Combo
  card is turned over once used, so each level is used at most once per
  activation.
"""

from skelos.journal import R_ARG, R_OVER, R_UNKNOWN, Journal, table
from skelos.orcquest import records as orec
from skelos.orcquest.records import (
    START, ACTION, COMBO, KILL, SPEND, END, EVENT, ROUND, FINISH, const,
)
from skelos.orcquest.model import COLOURS, GAME
from skelos.records import is_byte as _byte

ACTION_POINTS = const(2)   # O01

PLAYING = const(0)
HEROES_WON = const(1)
ENEMIES_WON = const(2)
TIME_UP = const(3)

# Refusals (code, arguments...): fixed tuples, so refusing allocates nothing
# on the board; the host and the page own their texts.  A comment names the
# rule that refuses.
R_HERO = ("bad_hero",)
R_BUSY = ("activation_running",)  # O01
R_DONE = ("already_activated",)  # O01
R_IDLE = ("no_activation",)  # O01
R_EVENT_PENDING = ("event_pending",)  # O01
R_EVENT_EXTRA = ("event_pending", "extra")  # O02
R_AFTER_LAST = ("round_over",)  # O02
R_NO_EVENT = ("no_event_pending",)  # O01
R_COST = ("bad_cost",)
R_NOT_ACTIVE = ("not_active_hero",)  # O02
R_AP = ("no_action_points",)  # O01
R_BADASS = ("not_enough_badass",)  # O02
R_COMBO1 = ("combo_locked", 1)  # O03
R_COMBO2 = ("combo_locked", 2)  # O03
R_COMBO_USED = ("combo_used",)  # O03
R_ENEMY = ("bad_enemy",)
R_NOT_ALL = ("heroes_left",)  # O01


def extra_cost(bought, n=1):
    """Badass points for `n` more extra actions after `bought` this activation (O02)."""
    c = 0
    for k in range(n):
        c += bought + 1 + k
    return c


def _flag(a):
    return a == 0 or a == 1


class OrcGame(Journal):
    """The heroes' turn of one OrcQuest WarPath scenario.  State = scenario + journal."""

    kind = GAME
    records = orec
    STATE = ("activated", "current", "pending", "ap", "bought", "streak", "combo1", "combo2",
             "badass", "round", "kills", "over")

    def __init__(self, scenario, rules=None, back=None):
        self.scenario = scenario
        self._journal_init(rules, back)
        self.activated = bytearray(len(scenario.heroes))
        self._reset()

    def _reset(self):
        s = self.scenario
        for i in range(len(self.activated)):
            self.activated[i] = 0
        self.current = -1      # hero being activated
        self.pending = -1      # hero whose event card is being resolved
        self.ap = 0            # action points left to the active hero (O01)
        self.bought = 0        # extra actions bought this activation (O02)
        self.streak = 0        # consecutive wounding actions of the active hero (O03)
        self.combo1 = 0        # 0 unused, 1 used, 2 used and wounded
        self.combo2 = 0
        self.badass = s.badass_start
        self.round = s.round_start
        self.kills = 0
        self.over = PLAYING

    def _idle_reason(self):
        if self.pending >= 0:
            return R_EVENT_EXTRA
        if self.all_activated():
            return R_AFTER_LAST
        return R_IDLE

    # ------------------------------------------------------------ checks
    def _check(self, b, o):
        t = b[o]
        if t < 1 or t >= len(orec.TABLE) or t == orec.UNDO or t == orec.REDO:
            return R_UNKNOWN
        if self.over and t != FINISH:
            return R_OVER
        return self._rule(b, o, R_UNKNOWN)

    def _check_start(self, b, o):  # O01
        if self.pending >= 0:
            return R_EVENT_PENDING
        if self.current >= 0:
            return R_BUSY
        if b[o + 1] >= len(self.scenario.heroes):
            return R_HERO
        if self.activated[b[o + 1]]:
            return R_DONE
        return None

    def _check_action(self, b, o):  # O01 O02 O03
        hero = b[o + 1]
        ap = b[o + 2]
        extra = b[o + 3]
        if self.current < 0:
            return self._idle_reason()
        if hero >= len(self.scenario.heroes):
            return R_HERO
        if not _flag(b[o + 4]):
            return R_ARG
        if ap + extra < 1 or ap + extra > 2:
            return R_COST
        if ap and hero != self.current:
            return R_NOT_ACTIVE
        if ap > self.ap:
            return R_AP
        if extra_cost(self.bought, extra) > self.badass:
            return R_BADASS
        return None

    def _check_combo(self, b, o):  # O03
        level = b[o + 1]
        if self.current < 0:
            return self._idle_reason()
        if (level != 1 and level != 2) or not _flag(b[o + 2]):
            return R_ARG
        if level == 1:
            if self.combo1:
                return R_COMBO_USED
            if self.streak < 2:
                return R_COMBO1
            return None
        if self.combo2:
            return R_COMBO_USED
        if self.combo1 != 2:
            return R_COMBO2
        return None

    def _check_kill(self, b, o):  # O04
        if b[o + 1] >= len(self.scenario.enemies):
            return R_ENEMY
        if not _flag(b[o + 2]):
            return R_ARG
        return None

    def _check_spend(self, b, o):  # O02: a card's own Badass cost
        if self.current < 0:
            return self._idle_reason()
        if b[o + 1] < 1:
            return R_ARG
        if b[o + 1] > self.badass:
            return R_BADASS
        return None

    def _check_end(self, b, o):  # O01
        if self.pending >= 0:
            return R_EVENT_PENDING
        if self.current < 0:
            return R_IDLE
        return None

    def _check_event(self, b, o):  # O01
        if self.pending < 0:
            return R_NO_EVENT
        return None

    def _check_round(self, b, o):  # O01
        if self.pending >= 0:
            return R_EVENT_PENDING
        if self.current >= 0:
            return R_BUSY
        if not self.all_activated():
            return R_NOT_ALL
        return None

    # each record's own rule (skelos.journal.table)
    CHECK = table(len(orec.TABLE), {
        START: _check_start, ACTION: _check_action, COMBO: _check_combo, KILL: _check_kill,
        SPEND: _check_spend, END: _check_end, EVENT: _check_event, ROUND: _check_round,
        FINISH: Journal._check_finish})
    del (_check_start, _check_action, _check_combo, _check_kill, _check_spend, _check_end, _check_event,
         _check_round)

    # ------------------------------------------------------------ effects
    def _gain(self, n):
        v = self.badass + n
        m = self.scenario.badass_max
        if m is not None and v > m:
            v = m
        self.badass = v

    def _activation(self, ap):
        """The counters of an activation: `ap` action points, nothing bought, no streak, no combo."""
        self.ap = ap
        self.bought = 0
        self.streak = 0
        self.combo1 = 0
        self.combo2 = 0

    def _apply_start(self, b, o):  # O01
        self.current = b[o + 1]
        self._activation(ACTION_POINTS)

    def _apply_action(self, b, o):  # O01 O02 O03
        extra = b[o + 3]
        self.badass -= extra_cost(self.bought, extra)
        self.bought += extra
        self.ap -= b[o + 2]
        if b[o + 1] == self.current:
            self.streak = self.streak + 1 if b[o + 4] else 0

    def _apply_combo(self, b, o):  # O03
        if b[o + 1] == 1:
            self.combo1 = 2 if b[o + 2] else 1
        else:
            self.combo2 = 2 if b[o + 2] else 1

    def _apply_kill(self, b, o):  # O04
        self.kills += 1
        self._gain(self.scenario.enemies[b[o + 1]].badass + b[o + 2])

    def _apply_spend(self, b, o):  # O02
        self.badass -= b[o + 1]

    def _apply_end(self, b, o):  # O01
        self.activated[self.current] = 1
        self.pending = self.current
        self.current = -1
        self._activation(0)

    def _apply_event(self, b, o):
        self.pending = -1

    def _apply_round(self, b, o):  # O01
        last = self.scenario.last_round
        if last is not None and self.round >= last:
            self.over = TIME_UP
            return
        self.round += 1
        for i in range(len(self.activated)):
            self.activated[i] = 0

    # each record's effect (skelos.journal.table)
    APPLY = table(len(orec.TABLE), {
        START: _apply_start, ACTION: _apply_action, COMBO: _apply_combo, KILL: _apply_kill,
        SPEND: _apply_spend, END: _apply_end, EVENT: _apply_event, ROUND: _apply_round,
        FINISH: Journal._apply_finish})
    del (_apply_start, _apply_action, _apply_combo, _apply_kill, _apply_spend, _apply_end, _apply_event,
         _apply_round)

    # ------------------------------------------------------------ actions
    def start(self, hero):
        """O01: hero `hero` begins its activation with 2 action points."""
        if not _byte(hero):
            return R_ARG
        return self._do1(START, hero)

    def action(self, hero, ap=1, extra=0, wounded=0):
        """O01 O02 O03: hero `hero` plays a card action paid with `ap` action
        points of the active hero and `extra` extra actions bought with Badass
        points (1, 2, 3... within the activation); `wounded`: it wounded."""
        if wounded is True or wounded is False:
            wounded = 1 if wounded else 0
        if not (_byte(hero) and _byte(ap) and _byte(extra) and _byte(wounded)):
            return R_ARG
        self._fill(ACTION, hero, ap, extra, wounded)
        return self._submit(5)

    def split(self, hero, cost):
        """(ap, extra) paying a `cost`-point action: the active hero's points
        first, the rest as extra actions."""
        ap = 0
        if hero == self.current:
            ap = cost if cost <= self.ap else self.ap
        return ap, cost - ap

    def combo(self, level, wounded=0):
        """O03: the free Combo 1 or Combo 2 action of the active hero."""
        if wounded is True or wounded is False:
            wounded = 1 if wounded else 0
        if not (_byte(level) and _byte(wounded)):
            return R_ARG
        self._fill(COMBO, level, wounded)
        return self._submit(3)

    def kill(self, enemy, one_blow=0):
        """O04: an enemy is defeated: its Badass value, +1 if one blow took all its hit points."""
        if one_blow is True or one_blow is False:
            one_blow = 1 if one_blow else 0
        if not (_byte(enemy) and _byte(one_blow)):
            return R_ARG
        self._fill(KILL, enemy, one_blow)
        return self._submit(3)

    def spend(self, points):
        """Pay a card's own Badass cost during an activation."""
        if not _byte(points):
            return R_ARG
        return self._do1(SPEND, points)

    def end_activation(self):
        """O01: the activation ends (unused points are lost) and the hero draws
        an event card, which marks it as activated this round."""
        return self._do0(END)

    def event_done(self):
        """The drawn event card has been carried out."""
        return self._do0(EVENT)

    def next_round(self):
        """Every hero has played: the next round (ends the game after the last one)."""
        return self._do0(ROUND)

    def finish(self, winner):
        """End the game: 1 heroes won, 2 enemies won."""
        if not _byte(winner):
            return R_ARG
        return self._do1(FINISH, winner)

    # ------------------------------------------------------------ queries
    def all_activated(self):
        for a in self.activated:
            if not a:
                return False
        return True

    def can_buy(self):
        """Can an extra action be bought right now (O02)?"""
        return not self.over and self.current >= 0

    def next_extra_cost(self):
        return self.bought + 1

    def combo_state(self, level):
        """'used', 'available' or 'locked'."""
        if level == 1:
            if self.combo1:
                return "used"
            return "available" if self.current >= 0 and self.streak >= 2 else "locked"
        if self.combo2:
            return "used"
        return "available" if self.combo1 == 2 else "locked"

    def is_last_turn(self):
        lr = self.scenario.last_round
        return lr is not None and self.round >= lr

    def snapshot(self):
        """The whole visible state as a JSON-friendly dict (protocol `state`)."""
        s = self.scenario
        heroes = []
        for i, h in enumerate(s.heroes):
            st = "ready"
            if i == self.current:
                st = "active"
            elif i == self.pending:
                st = "event"
            elif self.activated[i]:
                st = "done"
            heroes.append({"id": h.id, "name": h.name, "color": list(h.color), "status": st,
                           "activated": bool(self.activated[i])})
        enemies = []
        for e in s.enemies:
            enemies.append({"id": e.id, "name": e.name, "badass": e.badass, "hp": e.hp,
                            "hp_color": COLOURS[e.hp_color]})
        cur = s.heroes[self.current].id if self.current >= 0 else None
        return {
            "game": GAME,
            "scenario": s.id,
            "seq": self.count,
            "turn": self.round,
            "last_turn": s.last_round,
            "is_last_turn": self.is_last_turn(),
            "phase": "event" if self.pending >= 0 else ("activation" if self.current >= 0 else "heroes"),
            "heroes": heroes,
            "enemies": enemies,
            "current": cur,
            "action_points": self.ap,
            "extra_actions": self.bought,
            "next_extra_cost": self.next_extra_cost() if self.current >= 0 else None,
            "can_buy": self.can_buy(),
            "badass": self.badass,
            "badass_max": s.badass_max,
            "combo": {"streak": self.streak, "combo1": self.combo_state(1),
                      "combo2": self.combo_state(2)},
            "pending_event": s.heroes[self.pending].id if self.pending >= 0 else None,
            "all_activated": self.all_activated(),
            "kills": self.kills,
            "over": orec.WINNERS[self.over],
            "can_undo": self.can_undo(),
            "can_redo": self.can_redo(),
        }
