"""Why the board's Overlord did what it did (docs/solo.md, "Why, in words").

Each record of a step of the board's Overlord is explained from the game's
state just before it and the record itself, with the policy's own functions
(`skelos.conan.solo`): the tiles it could pay for and their weights, the draw
and the tile it names, the order's weights, draw and tie-break, what the
level buys and casts, the events' worths, why the turn ends.  Nothing is
stored: a replay, or a host that joined late, rebuilds the same explanation
from the same records.

  facts(game, rec)          -> what the policy weighed before `rec` (None: not the board's decision)
  why(game, rec, before)    -> the explanation (a story phrase) once `rec` is applied, or None
  act_facts(game, value)    -> the candidates, their weights and the tile a draw names (the tests' yardstick)
  replay_checks(scenario, events, rules)  -> what `replay` checks of the board's Overlord (views/conan's)
"""

from skelos.conan import solo
from skelos.conan.game import OVERLORD
from skelos.games import new_game

from skelos_host.text.i18n import N_, Nn_
from skelos_host.session.story import both, listing, say, say_n

GEMS = Nn_("{n} gem", "{n} gems")
STEP_STARTS = ("act", "end", "clean", "guard", "spot", "react")    # the kinds that begin a step of the board's Overlord

# The solo Overlord's orders (skelos.conan.solo.ORDERS; docs/solo.md, "Commands"): their short
# names, and what the players do for each one, with the tie-break.
ORDER_NAMES = (N_("attack the nearest hero"), N_("attack the hero with the fewest wounds"),
               N_("advance to an objective"), N_("hold an objective"), N_("patrol"))
ORDER_HOW = (
    N_("Each figure moves toward the nearest hero and attacks them. Tie: the hero with the fewest wounds, "
       "then the first in the heroes' order."),
    N_("Each figure attacks, among the heroes it can reach this activation, the one with the fewest wounds; "
       "if it reaches none, it moves toward the nearest hero. Tie: the nearest, then the first in the heroes' "
       "order."),
    N_("Each figure moves toward the nearest objective the heroes have not taken (none: toward the nearest "
       "hero) and attacks a hero it reaches at the end. Tie: the objective nearest a hero."),
    N_("Each figure stays on the nearest objective, or goes back to it, and attacks a hero it reaches without "
       "leaving it. Tie: the objective nearest a hero."),
    N_("A guard round: the figures move through the zones where a hidden hero may be and roll acuity in each zone "
       "they cross (their acuity dice, one set per figure there, and the vigilance bonus). A hero spotted is seen "
       "again, but these figures do not attack: they may go on without rolling again. Finding no one, they go back "
       "to where they started."),
)
HERO_STATES = (N_("visible"), N_("hidden"), N_("fallen"))      # records.HERO_STATES

# each order's tie-break (docs/solo.md, "Commands"), as ORDER_NAMES says the order
TIE_BREAKS = (N_("the hero with the fewest wounds, then the first in the heroes' order"),
              N_("the nearest, then the first in the heroes' order"),
              N_("the objective nearest a hero"),
              N_("the objective nearest a hero"),
              N_("none: it attacks no one"))


def _solo_turn(game):
    """Is the board's Overlord deciding now: a solo game, its turn, not over."""
    return bool(game.solo) and game.phase == OVERLORD and not game.over and solo.level(game) is not None


def act_facts(game, value):
    """The activation the policy draws in `game` with the draw `value`: {"candidates":
    [(slot, tile, weight)], "value", "total", "rest" (value modulo total), "slot"}; None when no
    tile can be paid for."""
    cands = solo.candidates(game)
    if not cands:
        return None
    total = sum(w for _s, w in cands)
    return {"candidates": [(s, game.river[s - 1], w) for s, w in cands], "value": value, "total": total,
            "rest": value % total, "slot": solo.pick(cands, value)}


def order_facts(game, tile, value):
    """The order the policy draws for `tile` with the draw `value`: {"weights": [(order, weight)],
    "value", "total", "rest", "order", "armed"}."""
    weighted = solo.order_weights(game, tile)
    total = sum(w for _k, w in weighted)
    return {"weights": weighted, "value": value, "total": total, "rest": value % total,
            "order": solo.pick(weighted, value), "armed": solo.armed(game.scenario.tiles[tile])}


def _activations(game):
    acts = solo.level(game)[solo.ACTS]
    return min(acts, game.scenario.activations)


def event_facts(game):
    """The pending event as the policy weighs it: {"worths": [(event, worth)], "choice", "tied":
    [events worth the most] (more than one: a tie, the first taken)}."""
    ev = game.pending
    tile = game.scenario.tiles[ev]
    worths = [(e, solo.worth(game, tile.events[e])) for e in range(len(tile.events))]
    best, choice = solo.event_worth(game, ev)
    tied = [e for e, w in worths if best and w == best]
    return {"worths": worths, "choice": choice, "best": best, "tied": tied,
            "players": bool(solo.tied_events(game))}     # rules 6: a tie, the players' choice


def facts(game, rec):
    """What the board's Overlord weighed before the record `rec` (list form) it made in `game`:
    a dict with "kind", or None when `rec` is not the policy's decision here (a player's press,
    a game the players play)."""
    if not isinstance(rec, list) or not rec:
        return None
    kind = rec[0]
    if kind == "cast" and game.solo and game.rules >= 7 and not game.over and solo.level(game)[solo.SPELLS] \
            and isinstance(rec[1], int) and 0 <= rec[1] < len(game.scenario.spells):
        sp = game.scenario.spells[rec[1]]
        if sp.reaction:     # rules 7, R13: the board's answer to a hero's attack (solo.react), in any turn
            if rec[2] != solo.gems(game, rec[1]) or not (sp.caster is None and game.solo >= 3 or sp.caster is not None
                                                          and game.hp[sp.caster]):
                return None
            return {"kind": "react", "level": game.solo, "caster": sp.caster}
    if not _solo_turn(game):
        return None
    five = game.rules >= 5
    lv = solo.level(game)
    if kind == "act" and game.pending < 0:
        if game.acts >= _activations(game):
            return None
        f = act_facts(game, solo.value(game, 0) if five else game.drawn)
        if f is None or f["slot"] != rec[1]:
            return None
        f["kind"] = "act"
        f["cost"] = game.scenario.costs[rec[1] - 1]
        return f
    if kind == "draw" and not five and game.current >= 0 and game.since == 0:
        return {"kind": "draw_order"}       # rules 4: the draw after an activation gives its order
    if kind == "event" and game.pending >= 0:
        f = event_facts(game)
        choice = f["choice"]
        if f["players"]:
            if rec[1] not in f["tied"]:
                return None
        elif choice < 0 and not game.scenario.event_required:
            if rec[1] is not None:
                return None
        elif rec[1] != max(choice, 0):
            return None
        f["kind"] = "event"
        f["required"] = choice < 0
        return f
    if kind == "end" and game.pending < 0:
        if game.acts >= _activations(game):
            return {"kind": "end", "done": _activations(game)}
        if not solo.candidates(game):
            return {"kind": "end", "done": None, "available": game.available}
        return None
    if kind == "guard" and game.acts == 0 and not game.guard and solo.guard_due(game):
        return {"kind": "guard", "hidden": _seats(game, 1), "fallen": _seats(game, 2)}
    if kind == "vigil" and rec[1:] == [2] and game.spots and game.rules >= 7:
        return {"kind": "spot", "spots": game.spots}
    if kind == "clean" and game.acts == 0 and lv[solo.CLEAN]:
        return {"kind": "clean", "gems": game.fatigue + game.available + game.spent()}
    if kind in ("move", "cast") and game.current >= 0:
        if five:
            k = solo.since(game)
            nx = _next_spend(game, lv, k) if k >= 0 else None
            if nx is None or [kind] + list(nx[1]) != rec:
                return None
        elif kind == "cast":
            nx = _next_spend(game, lv, rec[1] + 1)     # the policy's spells from this one on
            if nx is None or list(nx[1]) != rec[1:3]:
                return None
        return {"kind": kind, "level": game.solo, "tile": game.current}
    return None


def _seats(game, state):
    """The seats the sheets recorded say are in `state` (1 hidden, 2 fallen)."""
    sh = game.sheets or b""
    return [i for i in range(len(sh) // 2) if sh[2 * i + 1] == state]


def _next_spend(game, lv, k):
    """What the policy would spend next in the activation, from `k` (solo.since): (action, args), or None.
    The policy's own spending (solo.spend) is asked, its first decision kept and none carried out."""
    seen = []

    def first(name, args):
        seen.append((name, args))
        return ("stop",)
    solo.spend(game, first, lv, k)
    return seen[0] if seen else None


def _sheet_targets(sheets, order):
    """Rules 7: whom the order points at on the heroes' sheets the game recorded (solo.targets), heroes
    named by their seats, with those left out and why."""
    seat = lambda i: say(N_("hero {n}"), n=i + 1)      # noqa: E731
    named = solo.targets(sheets, order)
    hidden = [i for i in range(len(sheets) // 2) if sheets[2 * i + 1] == 1]
    fallen = [i for i in range(len(sheets) // 2) if sheets[2 * i + 1] == 2]
    if not named:
        said = say(N_("on the heroes' sheets it recorded, no hero can be attacked"))
    elif order == solo.ATTACK_FEWEST or order == solo.ATTACK_NEAREST and len(named) == 1:
        said = say(N_("on the heroes' sheets it recorded, its target: {heroes} ({wounds})"),
                   heroes=listing(seat(i) for i in named), wounds=say_n(HERO_WOUNDS, sheets[2 * named[0]]))
    elif order == solo.ATTACK_NEAREST:
        said = say(N_("on the heroes' sheets it recorded, its target: the nearest of {heroes} (on a tie, in this "
                      "order)"), heroes=listing(seat(i) for i in named))
    else:
        said = say(N_("on the heroes' sheets it recorded, the heroes its figures may attack: {heroes}"),
                   heroes=listing(seat(i) for i in named))
    if hidden:
        said = both(said, say(N_("not {heroes}: hidden, and the Overlord's units cannot attack a hidden hero (the "
                                 "stealth rules)"), heroes=listing(seat(i) for i in hidden)))
    if fallen:
        said = both(said, _fallen(order, listing(seat(i) for i in fallen)))
    return said


def _fallen(order, heroes):
    """The fallen heroes left out of an order's targets (H03); to advance or hold, a dead hero's objective:
    its figure is off the board, and the Overlord's troops never take up what it carried."""
    if order in (solo.ADVANCE, solo.HOLD):
        return say(N_("not {heroes}: fallen, off the board; what they carried is no objective of its figures, "
                      "which never take up the heroes' equipment: they go for the objectives the living heroes "
                      "have not taken"), heroes=heroes)
    return say(N_("not {heroes}: fallen"), heroes=heroes)


def _weights(items, tname):
    return listing(say(N_("{tile} (slot {slot}): {weight}"), tile=tname(t), slot=s, weight=w) for s, t, w in items)


def _orders(weighted, order_names):
    return listing(say(N_("{order}: {weight}"), order=say(order_names[k]), weight=w) for k, w in weighted)


def _order_phrase(game, tile, value, tname, order_names):
    o = order_facts(game, tile, value)
    said = say(N_("its order, with the weights {orders}: draw {value}, modulo {total} is {rest}: {order} (tie: {tie})"),
               orders=_orders(o["weights"], order_names), value=o["value"], total=o["total"], rest=o["rest"],
               order=say(order_names[o["order"]]), tie=say(TIE_BREAKS[o["order"]]))
    if not o["armed"]:
        said = both(said, say(N_("{tile} has no attack, so it is never told to attack"), tile=tname(tile)))
    return said


def why(game, rec, before, tname, event_name=None, order_names=()):
    """The explanation (a story phrase) of the record `rec` of the board's Overlord, `game` being the game
    after it and `before` the `facts` of the game before it; None when there is nothing to explain.
    `tname(tile index)` names a tile, `event_name(event index)` an event of the pending tile,
    `order_names` each order of solo.ORDERS (views.conan.ORDER_NAMES)."""
    if before is None:
        return None
    kind = before["kind"]
    if kind == "act":
        drawn = say(N_("Why: the tiles the Overlord can pay for weigh {weights}; draw {value}, modulo {total} "
                       "is {rest}, counted from slot 1: {tile}"),
                    weights=_weights(before["candidates"], tname), value=before["value"], total=before["total"],
                    rest=before["rest"], tile=tname(next(t for s, t, _w in before["candidates"]
                                                         if s == before["slot"])))
        if game.current >= 0 and game.patrol:
            return both(drawn, say(N_("its order: {order}, a guard round with no hero in sight on the heroes' "
                                      "sheets (the stealth rules)"), order=say(order_names[solo.PATROL])))
        if game.current >= 0 and game.rules >= 5:
            said = both(drawn, _order_phrase(game, game.current, solo.value(game, 1), tname, order_names))
            c = solo.command(game)
            if game.sheets is not None and c is not None and solo.armed(game.scenario.tiles[c[0]]):
                said = both(said, _sheet_targets(game.sheets, c[1]))    # rules 7: the sheets it recorded
            return said
        return drawn
    if kind == "draw_order":
        return say(N_("Why: {order}"), order=_order_phrase(game, game.current, game.drawn, tname, order_names))
    if kind == "event":
        names = event_name or (lambda e: str(e))
        worths = listing(say(N_("{event}: {worth}"), event=names(e), worth=w) for e, w in before["worths"])
        if before["required"]:
            return say(N_("Why: no event does anything here ({events}), and the scenario requires one: the first"),
                       events=worths)
        if rec[1] is None:
            return say(N_("Why: no event does anything here ({events})"), events=worths)
        head = say(N_("Why: each event is worth the reinforcement points it can spend, plus 3 for each tile it "
                      "brings into the river: {events}"), events=worths)
        if before["players"]:
            chosen = say(N_("a tie between {events}: the players chose {event}"),
                         events=listing(names(e) for e in before["tied"]), event=names(rec[1]))
        elif len(before["tied"]) > 1:
            chosen = say(N_("a tie between {events}: the first, {event}"),
                         events=listing(names(e) for e in before["tied"]), event=names(rec[1]))
        else:
            chosen = say(N_("the one worth most: {event}"), event=names(rec[1]))
        said = both(head, chosen)
        if rec[2]:
            said = both(said, say(N_("its points bring back leaders and monsters first, then each tile as far as "
                                     "they go")))
        return said
    if kind == "end":
        if before["done"] is not None:
            return say_n(Nn_("Why: the level's {n} activation is made", "Why: the level's {n} activations are made"),
                         before["done"])
        return say(N_("Why: no tile is worth paying for with {gems} available"), gems=say_n(GEMS, before["available"]))
    if kind == "guard":
        return say_n(Nn_("Why: by the heroes' sheets the only living hero is hidden, and the Overlord's units "
                         "cannot attack a hidden hero: the board runs a guard round (S03), its unit tiles patrol "
                         "and roll acuity",
                         "Why: by the heroes' sheets all {n} living heroes are hidden, and the Overlord's units "
                         "cannot attack a hidden hero: the board runs a guard round (S03), its unit tiles patrol "
                         "and roll acuity"), len(before["hidden"]))
    if kind == "spot":
        return say(N_("Why: the heroes' sheets show a hero seen who was hidden in this guard round: the guard "
                      "round spotted them, and vigilance rises by 1 (S01)"))
    if kind == "react":
        if before["caster"] is None:
            return say(N_("Why: a hero's attack lands on a figure of the Overlord's: at level 3 the board casts "
                          "the reaction spells without a caster at once, before any defense roll: 2 gems, or the "
                          "fixed cost, within the saturation and the available gems"))
        return say(N_("Why: a hero's attack lands on {tile}: at level {level} the board casts its reaction spells "
                      "at once, before any defense roll: 2 gems, or the fixed cost, within the saturation and the "
                      "available gems"), tile=tname(before["caster"]), level=before["level"])
    if kind == "clean":
        return say(N_("Why: at levels 2 and 3 the board removes a dead tile in slot 1 or 2 that can never come "
                      "back, when 8 gems or more are in fatigue and available ({gems})"),
                   gems=say_n(GEMS, before["gems"]))
    if kind == "move":
        return say_n(Nn_("Why: at level {level} the board buys figure 1 up to {n} extra move point when its order "
                         "is not to hold, within its move and the available gems",
                         "Why: at level {level} the board buys figure 1 up to {n} extra move points when its order "
                         "is not to hold, within its move and the available gems"),
                     solo.level(game)[solo.MOVES], level=before["level"])
    if kind == "cast":
        if before["level"] >= 3:
            return say(N_("Why: at level 3 the board casts the activated caster's spells and those without a "
                          "caster: 2 gems, or the fixed cost, within the saturation and the available gems"))
        return say(N_("Why: at level {level} the board casts the activated caster's spells: 2 gems, or the fixed "
                      "cost, within the saturation and the available gems"), level=before["level"])
    return None


# ------------------------------------------------------------ the targets, read off the heroes' sheets
# (docs/solo.md, "Targets by the heroes' sheets").  The board decides the order; the host, where the
# sheets are, names the heroes it points at: a pure function of the board's command and the sheets.
HERO_WOUNDS = Nn_("{n} wound", "{n} wounds")


def targets(order, heroes):
    """The heroes the board's order `order` (an index of solo.ORDERS) points at, read off the heroes'
    sheets `heroes` ([{"wounds", "hidden", "dead"}], the heroes' order): {"order", "named": [seats, in
    the order's tie-break order], "wounds": the fewest wounds (attack the fewest: the named have them),
    "hidden": [seats], "dead": [seats]}.  A fallen hero (H03) is no target; a hidden one neither (the
    stealth rules: « Les unités de l'Overlord ne peuvent attaquer le héros à distance. Les unités de
    l'Overlord ne peuvent attaquer le héros au corps à corps. »).  Nothing but its arguments is read."""
    if not isinstance(order, int) or not 0 <= order < len(solo.ORDERS):
        raise ValueError("order: an index of solo.ORDERS")
    facts = sheet_facts(heroes)
    dead = [i for i, f in enumerate(facts) if f[1] == 2]
    hidden = [i for i, f in enumerate(facts) if f[1] == 1]
    seen = [i for i, f in enumerate(facts) if f[1] == 0]
    fewest = min((facts[i][0] for i in seen), default=None)
    # the board's own reading (rules 7: the same function on the sheets it recorded)
    named = [] if order == solo.PATROL else solo.targets(bytes(x for f in facts for x in f), order)
    return {"order": order, "named": named, "wounds": fewest, "hidden": hidden, "dead": dead}


def sheet_facts(heroes):
    """The heroes' sheets ([{"wounds", "hidden", "dead"}], the heroes' order) as the board's record
    ``heroes`` holds them (rules 7): [[wounds (at most 254), state]], state 0 visible, 1 hidden (S04),
    2 fallen (H03)."""
    return [[min(max(int(h.get("wounds") or 0), 0), 254), 2 if h.get("dead") else 1 if h.get("hidden") else 0]
            for h in heroes]


def target_phrase(command, heroes, names):
    """What the board's command (the snapshot's ``command``: {"order", "attacks"}) points at, by the
    heroes' sheets (`targets`), as a story phrase; `names[seat]` names a hero.  None when there is no
    order, its tile has no attack, or no hero is seated."""
    if not isinstance(command, dict) or command.get("order") not in solo.ORDERS or not heroes \
            or command.get("attacks") is False:
        return None
    f = targets(solo.ORDERS.index(command["order"]), heroes)
    named = listing(names[i] for i in f["named"])
    if f["order"] == solo.PATROL:
        said = say(N_("By the heroes' sheets, no hero is in sight: a guard round, its figures look for {heroes} "
                      "and attack no one"), heroes=listing(names[i] for i in f["hidden"]))
    elif not f["named"]:
        said = say(N_("By the heroes' sheets, no hero can be attacked: its figures attack no one"))
    elif f["order"] == solo.ATTACK_FEWEST and len(f["named"]) == 1:
        said = say(N_("By the heroes' sheets, the target: {hero} ({wounds})"), hero=named,
                   wounds=say_n(HERO_WOUNDS, f["wounds"]))
    elif f["order"] == solo.ATTACK_FEWEST:
        said = say(N_("By the heroes' sheets, the target: the nearest of {heroes} ({wounds} each)"), heroes=named,
                   wounds=say_n(HERO_WOUNDS, f["wounds"]))
    elif f["order"] == solo.ATTACK_NEAREST:
        said = say(N_("By the heroes' sheets, the target: the nearest of {heroes} (on a tie, in this order)"),
                   heroes=named)
    else:
        said = say(N_("By the heroes' sheets, the heroes its figures may attack: {heroes}"), heroes=named)
    if f["hidden"] and f["order"] != solo.PATROL:
        said = both(said, say(N_("not {heroes}: hidden, and the Overlord's units cannot attack a "
                                 "hidden hero (the stealth rules)"), heroes=listing(names[i] for i in f["hidden"])))
    if f["dead"]:
        said = both(said, _fallen(f["order"], listing(names[i] for i in f["dead"])))
    return said


# ------------------------------------------------------------ the replay's check of the board's Overlord
def _solo_step(scenario, rules, game, choice=None):
    """The records (JSON form) the policy makes from the state of `game`, on a copy
    (rules 5: the copy has the game's records, which say where a step cut stands;
    rules 6: `choice`, the event the players chose among those tied)."""
    copy = new_game(scenario, rules)
    if copy.rules >= 5:
        for i in range(game.count):
            copy.submit(game.record(i))
    else:
        copy.load_state(game.state_bytes())
    out = []

    def do(name, args):
        r = getattr(copy, name)(*args)
        if r is None:
            out.append(copy.records.to_list(copy.last_record(), 0))
        return r
    solo.play(copy, do, choice)
    return out


def replay_checks(scenario, events, rules=None):
    """The replay's check of a solo game (docs/solo.md): each step the board's
    Overlord logged is decided again by the core's policy from the replayed
    state and must give the very records logged.  (steps decided again,
    problems); (0, []) for a game the board did not play."""
    game = new_game(scenario, rules)
    recs = [e["rec"] for e in events]
    problems = []
    steps = 0
    i = 0
    while i < len(recs):
        # rules 5: a step can also start where a cut one goes on (its spending)
        firsts = ("draw", "end", "clean", "event") if game.rules < 5 else (
            "act", "end", "clean", "event", "move", "cast") + (("guard", "vigil") if game.rules >= 7 else ())
        if game.solo and game.phase == OVERLORD and not game.over and recs[i][0] in firsts:
            made = _solo_step(scenario, rules, game)
            if not made and recs[i][0] == "event" and solo.tied_events(game):
                made = _solo_step(scenario, rules, game, recs[i][1])     # rules 6: the players' choice
                if not made:
                    problems.append("seq %d: an event the board's Overlord's tie does not offer" % events[i]["seq"])
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
            elif recs[i][0] == "act" and game.rules >= 5:
                problems.append("seq %d: an activation the board's Overlord policy does not make here"
                                % events[i]["seq"])
        try:
            if game.submit(game.records.from_list(recs[i])) is not None:
                return steps, problems
        except ValueError:
            return steps, problems
        i += 1
    return steps, problems
