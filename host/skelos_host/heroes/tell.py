"""The heroes' turn in words, and the heroes' figures.

Entries are language-neutral phrases (skelos_host.session.story's format), so one
story serves every language:
  {"n": n, "seat": i, "when": phrase, "text": phrase}
`replay(seats, records)` rebuilds every sheet of a table from its records
in order and tells each one; the report's figures come from the sheets.
"""

from skelos.games import side
from skelos.heroes import sheet as rules

from skelos_host.text.i18n import N_, Nn_
from skelos_host.session.story import REDONE, UNDONE, say, say_n

WHEN = N_("Turn {turn}, heroes")
WHEN_OVERLORD = N_("Turn {turn}, Overlord")
BEFORE = N_("Before the first turn, heroes")
DIES = N_("{hero} dies: every gem is a wound")

SPEND = {
    "melee": Nn_("{hero} attacks with {n} gem in melee", "{hero} attacks with {n} gems in melee"),
    "ranged": Nn_("{hero} attacks with {n} gem at range", "{hero} attacks with {n} gems at range"),
    "manipulation": Nn_("{hero} manipulates with {n} gem", "{hero} manipulates with {n} gems"),
    "defense": Nn_("{hero} defends with {n} gem (active defense)", "{hero} defends with {n} gems (active defense)"),
    "reroll": Nn_("{hero} pays {n} gem for rerolls", "{hero} pays {n} gems for rerolls"),
    "spell": Nn_("{hero} puts {n} gem on a spell or an ally", "{hero} puts {n} gems on a spell or an ally"),
}
ACTIVE = Nn_("{hero} is active and recovers {n} gem", "{hero} is active and recovers {n} gems")
RECOVERING = Nn_("{hero} is recovering and recovers {n} gem", "{hero} is recovering and recovers {n} gems")
FREE = Nn_("{hero} moves {n} free point", "{hero} moves {n} free points")
PAID = Nn_("{hero} moves {n} point paid with gems", "{hero} moves {n} points paid with gems")
FREE_PAID = N_("{hero} moves {free} free and {n} paid points")
WOUNDS = Nn_("{hero} takes {n} wound", "{hero} takes {n} wounds")
STEALTH = Nn_("{hero} puts {n} gem into stealth", "{hero} puts {n} gems into stealth")
START = N_("{hero}: start upkeep, the gems spent since go to fatigue")
END = N_("{hero}: end upkeep, the gems on the boxes go to fatigue")
SPOTTED = N_("{hero} is spotted: stealth is lost")
BODY = N_("{hero} hides a body (1 gem to fatigue)")
FREE_LOST = Nn_("the rest of the free movement is lost ({n} point)",
                "the rest of the free movement is lost ({n} points)")
POTION = Nn_("{hero} drinks a life potion: {n} gem back to available",
             "{hero} drinks a life potion: {n} gems back to available")
NEAR = {0: N_("{hero}: no enemy with Horror or Bad luck in the zone any more"),
        1: N_("{hero}: an enemy with Horror in the zone (saturation 2)"),
        2: N_("{hero}: an enemy with Bad luck in the zone (no reroll)"),
        3: N_("{hero}: enemies with Horror and Bad luck in the zone (saturation 2, no reroll)")}
ALLY = {
    0: Nn_("{hero} activates {n} ally figure (1 gem to fatigue)",
           "{hero} activates {n} ally figures ({n} gems to fatigue)"),
    1: Nn_("{hero} pays {n} extra move for an ally (to fatigue)",
           "{hero} pays {n} extra moves for an ally (to fatigue)"),
    2: Nn_("{hero} pays {n} reroll for an ally (to fatigue)", "{hero} pays {n} rerolls for an ally (to fatigue)"),
    3: Nn_("{hero} pays {n} defense die for an ally (to fatigue)",
           "{hero} pays {n} defense dice for an ally (to fatigue)"),
}
GIVE = Nn_("{hero} casts Don de Vie (2 gems on the card) and gives {n} gem to {other}",
           "{hero} casts Don de Vie (2 gems on the card) and gives {n} gems to {other}")
GIFT = Nn_("{hero} receives {n} gem from {other} (Don de Vie)", "{hero} receives {n} gems from {other} (Don de Vie)")
ANOTHER = N_("another hero")
BOARD_ENDS = N_("{hero}: end upkeep, the board ended the heroes' turn")


def name_of(hero):
    out = {"en": str(hero.get("name", ""))}
    if hero.get("name_fr"):
        out["fr"] = hero["name_fr"]
    return out


def tell(hero, sh, rec, other=None):
    """What the record `rec` (JSON form) did to sheet `sh` (after it), as a phrase; `other`: the hero
    dict of the seat a record of Don de Vie names."""
    name = name_of(hero)
    kind = rec[0]
    if kind in ("give", "gift"):
        who = name_of(other) if other is not None else say(ANOTHER)
        return say_n(GIVE if kind == "give" else GIFT, rec[1], hero=name, other=who)
    if kind in ("turn", "begin"):
        return say(START, hero=name)
    if kind == "declare":
        return say_n(ACTIVE if rec[1] == rules.ACTIVE else RECOVERING, sh.recovered, hero=name)
    if kind == "spend":
        return say_n(SPEND[rules.ACTIONS[rec[1]]], rec[2], hero=name)
    if kind == "move":
        if rec[1] and rec[2]:
            return say(FREE_PAID, hero=name, free=rec[1], n=rec[2])
        if rec[1]:
            return say_n(FREE, rec[1], hero=name)
        return say_n(PAID, rec[2], hero=name)
    if kind == "wound":
        p = say_n(WOUNDS, rec[1], hero=name)
        return say(N_("{first}; {then}"), first=p, then=say(DIES, hero=name)) if sh.dead else p
    if kind == "end":
        return say(END, hero=name)
    if kind == "stealth":
        return say_n(STEALTH, rec[1], hero=name)
    if kind == "spotted":
        return say(SPOTTED, hero=name)
    if kind == "body":
        return say(BODY, hero=name)
    if kind == "ally":
        return say_n(ALLY[rec[1]], rec[2], hero=name)
    if kind == "near":
        return say(NEAR[rec[1]], hero=name)
    if kind == "potion":
        return say_n(POTION, sh.drunk, hero=name)
    return say(N_("{hero}: {record}"), hero=name, record=str(rec))


def when(sh, rec=None):
    """When a record was made: the board's turn and side when the sheet was told it (H05), else
    the heroes' turns the sheet counted.  An end upkeep is the heroes' turn's."""
    if sh.board_turn >= 0:
        if sh.phase == rules.OVERLORD and (rec is None or rec[0] != "end"):
            return say(WHEN_OVERLORD, turn=sh.board_turn + 1)
        return say(WHEN, turn=sh.board_turn)
    return say(WHEN, turn=sh.turn) if sh.turn else say(BEFORE)


def moment_of(m):
    """A board's moment as a story of its records keeps it (skelos_host.session.story: turn, phase index, over) as
    (phase, turn): ("heroes" or "overlord", turn); None when it says nothing of them."""
    if not isinstance(m, (tuple, list)) or len(m) < 2 or not isinstance(m[0], int) or isinstance(m[0], bool) \
            or m[1] not in (0, 1):
        return None
    return ("heroes", "overlord")[m[1]], m[0]


def when_of(moment, rec=None):
    """When a record was made, from the board's moment then (`moment`: its phase, "heroes" or
    "overlord", and its turn, read from the board's records); an end upkeep is the heroes' turn's."""
    phase, turn = moment
    if phase == "overlord":
        if rec is not None and rec[0] == "end":
            return say(WHEN, turn=turn - 1)
        return say(WHEN_OVERLORD, turn=turn)
    return say(WHEN, turn=turn)


class Teller:
    """Tells each accepted record of a table's sheets, remembering what each told record said
    so that an undo or a redo names what it took back or applied again."""

    def __init__(self):
        self.told = {}          # (seat, log offset) -> phrase
        self._when = None       # the moment an undo or a redo was pressed (before it)

    def before(self, sh, rec, moment=None):
        """The log offset an undo or redo of `rec` will touch (call before submitting it); `moment`: the
        board's (phase, turn) when it is made (None: the board does not tell, the sheet's own count)."""
        self._when = when_of(moment) if moment is not None else when(sh)
        if rec[0] == "undo":
            return sh.undo_target()
        if rec[0] == "redo":
            return sh.redo_target()
        return None

    def after(self, n, seat, hero, sh, rec, target, by=None, other=None, moment=None):
        """The entry of record n of seat `seat`, `rec` just applied to `sh` (`by`: "board" for a
        record made on the board's word; `other`: the hero dict of the seat a record names; `moment`: as
        for before)."""
        name = name_of(hero)
        if rec[0] in ("undo", "redo"):
            # what it takes back names the hero already ("Redone: Conan attacks..."); said at
            # the moment it was pressed, not the one it brings back
            what = self.told.get((seat, target), say(N_("a record of {hero}"), hero=name))
            return {"n": n, "seat": seat, "when": self._when or when(sh, rec),
                    "text": say(UNDONE if rec[0] == "undo" else REDONE, what=what)}
        text = say(BOARD_ENDS, hero=name) if by == "board" and rec[0] == "end" else tell(hero, sh, rec, other)
        if sh.lost:         # H02: an action interrupted the free movement: never lost unsaid
            text = say(N_("{first}; {then}"), first=text, then=say_n(FREE_LOST, sh.lost))
        self.told[(seat, sh.top)] = text
        return {"n": n, "seat": seat, "when": when_of(moment, rec) if moment is not None else when(sh, rec),
                "text": text}


def other_of(seats, rec):
    """The hero dict of the seat a record of Don de Vie names (H09), else None."""
    if rec and rec[0] in ("give", "gift") and len(rec) > 2 and 0 <= rec[2] < len(seats):
        return seats[rec[2]]["hero"]
    return None


def replay(seats, records, teller=None, back=None, moment_at=None):
    """Every sheet rebuilt from `seats` ([{"hero": dict, "rules": its sheet's rules version, None or absent: the
    current}]) and the table's `records` in order
    ([{"n", "seat", "seq", "rec", "after"}]): (sheets, entries, problems as sentences); `teller` (a Teller)
    then tells what follows; `back` makes each sheet's journal backend (None: in RAM); `moment_at(seq)`
    the board's (phase, turn) after its record seq, read from its records (None: it cannot tell)."""
    pk = side("heroes")
    sheets = []
    problems = []
    for s in seats:
        hero, why = pk.load(s["hero"])
        if why:
            raise ValueError("; ".join(why))
        sheets.append(pk.Game(hero, s.get("rules"), back() if back is not None else None))
    teller = Teller() if teller is None else teller
    entries = []
    for r in records:
        i = r["seat"]
        if not 0 <= i < len(sheets):
            problems.append("record %d: no seat %d" % (r["n"], i))
            continue
        sh = sheets[i]
        if r["seq"] != sh.count + 1:
            problems.append("record %d: seat %d expects seq %d, not %d" % (r["n"], i, sh.count + 1, r["seq"]))
            continue
        try:
            blob = pk.records.from_list(r["rec"])
        except ValueError as e:
            problems.append("record %d: %s" % (r["n"], e))
            continue
        moment = moment_at(r.get("after")) if moment_at is not None and isinstance(r.get("after"), int) else None
        target = teller.before(sh, r["rec"], moment)
        why = sh.submit(blob)
        if why is not None:
            problems.append("record %d: the rules refuse it (%s)" % (r["n"], why[0]))
            continue
        by = r["answer"].get("by") if isinstance(r.get("answer"), dict) else None
        entries.append(teller.after(r["n"], i, seats[i]["hero"], sh, r["rec"], target, by,
                                    other_of(seats, r["rec"]), moment))
    return sheets, entries, problems


def figures(seats, sheets):
    """The heroes' figures of a game: per hero, gems spent per characteristic, wounds taken,
    turns recovering, turns played, gems given to companions and received from them by Don de Vie
    (H09), dead or alive."""
    out = []
    for s, sh in zip(seats, sheets, strict=True):
        out.append({"hero": s["hero"].get("id"), "name": s["hero"].get("name"),
                    "spent": {rules.ACTIONS[a]: sh.spent[a] for a in range(len(rules.ACTIONS))},
                    "wounds": sh.taken, "recovering": sh.rests, "turns": sh.turn, "given": sh.given,
                    "received": sh.received, "dead": sh.dead})
    return out
