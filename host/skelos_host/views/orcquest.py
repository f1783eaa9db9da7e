"""OrcQuest WarPath on the host: scenario listings, state rendering, session
figures, charts and overview (the host's registry: views/__init__), and the combat
calculator's dice strings and steps (`skelos orcquest combat`)."""

import re


from skelos.orcquest import records as orec
from skelos.orcquest.game import extra_cost
from skelos.orcquest.scenario import COLOURS, GAME

from skelos_host.session.analysis import before_undos, by_count, encoder, follow_undo, host_game
from skelos_host.text.i18n import N_, Nn_, _, ngettext
from skelos_host.device.leds import LedLine
from skelos_host.presets import display_name
from skelos_host.session.story import name_of, say, say_n
from skelos_host.views import base

TITLE = N_("OrcQuest WarPath")    # the game, as the commands name its page

# The reason texts of OrcQuest's refusal codes (skelos.orcquest.game and the
# board's orcquest_ui): code -> text, or -> {first argument: text} ("" when
# there is none).  The codes every game shares are in skelos_host.text.reasons.
REFUSALS = {
    "bad_hero": {"": N_("no such hero"), "button": N_("no hero on that button")},
    "activation_running": N_("finish the current hero's activation first"),
    "already_activated": N_("that hero has already been activated this round"),
    "no_activation": N_("no hero activation is running: start one first"),
    "event_pending": {"": N_("resolve the event card first"),
                      "extra": N_("no extra action while an event is resolved")},
    "round_over": N_("every hero has been activated: no extra action after the last event"),
    "no_event_pending": N_("no event card was drawn"),
    "bad_cost": N_("an action costs 1 or 2 points, paid with action points or extra actions"),
    "not_active_hero": N_("only the active hero has action points; others buy extra actions"),
    "no_action_points": N_("not enough action points left in this activation"),
    "not_enough_badass": N_("not enough Badass points"),
    "combo_locked": {"1": N_("Combo 1 needs two consecutive wounding actions of the active hero"),
                     "2": N_("Combo 2 needs a Combo 1 that wounded")},
    "combo_used": N_("that Combo card is already turned over this activation"),
    "bad_enemy": {"": N_("no such enemy in this scenario"), "none": N_("this scenario lists no enemies")},
    "heroes_left": N_("every hero is activated once before the round ends"),
    "bad_winner": N_("the winner is either the heroes or the enemies"),
}

# The rules (docs/rules.md) a refusal code comes from, to read beside its sentence: code ->
# rule ids separated by spaces (skelos_host.views.refusal_rules).
RULES = {
    "activation_running": "O01",
    "already_activated": "O01",
    "no_activation": "O01",
    "event_pending": {"": "O01", "extra": "O02"},
    "round_over": "O02",
    "no_event_pending": "O01",
    "not_active_hero": "O02",
    "no_action_points": "O01",
    "not_enough_badass": "O02",
    "combo_locked": "O03",
    "combo_used": "O03",
    "heroes_left": "O01",
}


# ------------------------------------------------------------ dice strings
_TOKEN = re.compile(r"(\d*)\s*(red|orange|yellow|r|o|y)", re.I)
_SEP = re.compile(r"[\s,+]*")


class DiceError(ValueError):
    pass


def parse_dice(text, what="dice"):
    """(yellow, orange, red) counts from '2r1o', 'r r o', 'red,2yellow', '' or 'none'.

    Raises DiceError naming the bad part."""
    t = (text or "").strip().lower()
    if t in ("", "none", "-", "0"):
        return (0, 0, 0)
    counts = [0, 0, 0]
    pos = 0
    while pos < len(t):
        m = _SEP.match(t, pos)
        pos = m.end()
        if pos >= len(t):
            break
        m = _TOKEN.match(t, pos)
        if m is None:
            raise DiceError(_("%(what)s %(text)r: cannot read %(part)r; write counts and colours like 2r1o or "
                              "red,orange,yellow (r = red, o = orange, y = yellow)")
                            % {"what": what, "text": text, "part": t[pos:]})
        n = int(m.group(1)) if m.group(1) else 1
        colour = m.group(2)[0]
        counts["yor".index(colour)] += n
        pos = m.end()
    if sum(counts) > 99:
        raise DiceError(_("%(what)s %(text)r: at most 99 dice") % {"what": what, "text": text})
    return tuple(counts)


NO_DICE = N_("none")


def dice_text(counts, none=NO_DICE):
    """'1 red, 2 yellow' in the current language; `none` (a message id) when there are no dice."""
    parts = [_n(COUNTS[i], n) for i, n in reversed(list(enumerate(counts))) if n]
    return ", ".join(parts) or _(none)


# The combat calculator's steps (skelos.orcquest.combat builds them in English
# on the board too): the host reads each step and says it again in the current
# language.  Colours are indices into COLOURS (weakest first).
COUNTS = (Nn_("%d yellow", "%d yellow"), Nn_("%d orange", "%d orange"), Nn_("%d red", "%d red"))   # dice
A_SHIELD = (N_("a yellow shield"), N_("an orange shield"), N_("a red shield"))
A_HIT = (N_("a yellow hit"), N_("an orange hit"), N_("a red hit"))
HITS = (Nn_("%d yellow hit", "%d yellow hits"), Nn_("%d orange hit", "%d orange hits"),
        Nn_("%d red hit", "%d red hits"))
SHIELDS = (Nn_("%d yellow shield", "%d yellow shields"), Nn_("%d orange shield", "%d orange shields"),
           Nn_("%d red shield", "%d red shields"))
HIT_POINTS = (Nn_("%d yellow hit point", "%d yellow hit points"),
              Nn_("%d orange hit point", "%d orange hit points"),
              Nn_("%d red hit point", "%d red hit points"))
HP_COLOUR = (N_("yellow hit points"), N_("orange hit points"), N_("red hit points"))
STEP_LEFT = Nn_("{hits} not cancelled (no shield left of {colour} or stronger)",
                "{hits} not cancelled (no shield left of {colour} or stronger)")
STEP_UNUSED = Nn_("{shields} unused", "{shields} unused")
STEP_DROPPED = Nn_("{hits} dropped: too weak for {hp}", "{hits} dropped: too weak for {hp}")

_C = "(yellow|orange|red)"
_STEPS = (
    ("cancel", re.compile(r"an? %s shield cancels an? %s hit\Z" % (_C, _C))),
    ("left", re.compile(r"(\d+) %s hits? not cancelled \(no shield left of %s or stronger\)\Z" % (_C, _C))),
    ("unused", re.compile(r"(\d+) %s shields? unused\Z" % _C)),
    ("dropped", re.compile(r"(\d+) %s hits? dropped: too weak for %s hit points\Z" % (_C, _C))),
    ("damage", re.compile(r"(\d+) %s hits? x (\d+) = (\d+) %s hit points?\Z" % (_C, _C))),
    ("total", re.compile(r"damage: (\d+) %s hit points?\Z" % _C)),
)


def _n(pair, n):
    return ngettext(pair[0], pair[1], n) % n


def hp_colour(colour):
    """'orange hit points' in the current language, from a colour name or index."""
    return _(HP_COLOUR[colour if isinstance(colour, int) else COLOURS.index(colour)])


def hp_text(n, colour):
    """'2 orange', '2 jaunes': an enemy's hit points and their colour."""
    if colour in COLOURS and isinstance(n, int):
        return _n(COUNTS[COLOURS.index(colour)], n)
    return "%s %s" % (n, colour)


def translate_step(step):
    """One step of the core's combat explanation in the current language (unchanged if unknown)."""
    for kind, pattern in _STEPS:
        m = pattern.match(step)
        if m is None:
            continue
        g = m.groups()
        if kind == "cancel":
            return _("{shield} cancels {hit}").format(shield=_(A_SHIELD[COLOURS.index(g[0])]),
                                                      hit=_(A_HIT[COLOURS.index(g[1])]))
        n = int(g[0])
        c = COLOURS.index(g[1])
        if kind == "left":
            return ngettext(*STEP_LEFT, n).format(hits=_n(HITS[c], n), colour=_(g[2]))
        if kind == "unused":
            return ngettext(*STEP_UNUSED, n).format(shields=_n(SHIELDS[c], n))
        if kind == "dropped":
            return ngettext(*STEP_DROPPED, n).format(hits=_n(HITS[c], n), hp=hp_colour(g[2]))
        if kind == "damage":
            return _("{hits} x {per} = {damage}").format(hits=_n(HITS[c], n), per=g[2],
                                                         damage=_n(HIT_POINTS[COLOURS.index(g[4])], int(g[3])))
        return _("damage: {damage}").format(damage=_n(HIT_POINTS[c], n))
    return step


# ------------------------------------------------------------ scenarios
def describe(d):
    heroes = len(d.get("heroes") or [])
    enemies = len(d.get("enemies") or [])
    return _("OrcQuest: %(heroes)s, %(enemies)s, Badass %(badass)s") % {
        "heroes": ngettext("%d hero", "%d heroes", heroes) % heroes,
        "enemies": ngettext("%d enemy type", "%d enemy types", enemies) % enemies,
        "badass": (d.get("badass") or {}).get("start", 0)}


def show(console, d):
    # (rich only where a terminal is drawn: a report does without)
    from rich.table import Table
    t = Table(title="%s (%s) - OrcQuest WarPath" % (display_name(d), d["id"]))
    for col in (_("button"), _("hero")):
        t.add_column(col)
    for i, h in enumerate(d["heroes"]):
        r, g, b = h.get("color", [0, 160, 0])
        t.add_row("slot%d" % (i + 1), "[rgb(%d,%d,%d)]■[/] %s" % (r, g, b, display_name(h)))
    console.print(t)
    if d.get("enemies"):
        e = Table(title=_("enemies"))
        for col in (_("enemy"), _("Badass"), _("hit points")):
            e.add_column(col)
        for en in d["enemies"]:
            e.add_row(display_name(en), str(en.get("badass", 0)),
                      hp_text(en.get("hp", 1), en.get("hp_color", "yellow")))
        console.print(e)
    b = d.get("badass") or {}
    turns = d.get("turns") or {}
    last = turns.get("last")
    values = {"start": b.get("start", 0), "max": b.get("max"), "first": turns.get("start", 1),
              "last": last if last is not None else _("no limit")}
    if b.get("max"):
        line = _("Badass track starts at %(start)s, ends at %(max)s; rounds %(first)s..%(last)s") % values
    else:
        line = _("Badass track starts at %(start)s; rounds %(first)s..%(last)s") % values
    console.print(line)


def summary_line(d):
    heroes = len(d["heroes"])
    enemies = len(d.get("enemies") or [])
    return "%s, %s, %s" % (d["id"], ngettext("%d hero", "%d heroes", heroes) % heroes,
                           ngettext("%d enemy type", "%d enemy types", enemies) % enemies)


# ------------------------------------------------------------ state
HERO_STATUS = {"active": N_("◀ active"), "event": N_("event card"), "done": N_("activated"), "ready": N_("ready")}
# a Combo card's state (the core says "available", "used" or "locked"), with its level
COMBO = {"available": N_("combo {level} available"), "used": N_("combo {level} used"),
         "locked": N_("combo {level} locked")}


def combo_text(level, state):
    msg = COMBO.get(state)
    return _(msg).format(level=level) if msg else "combo %d %s" % (level, state)


ORC_PHASE_NAMES = {"heroes": N_("Heroes' turn"), "activation": N_("a hero is acting"),
                   "event": N_("an event card to resolve")}
ORC_WINNERS = {"heroes": N_("Game over: the heroes won"), "enemies": N_("Game over: the enemies won"),
               "time": N_("End of time: the last round is over, the game ends")}


def render_state(reply, info=None, d=None):
    """A rich renderable of an OrcQuest `state` reply."""
    # (rich only where a terminal is drawn: a report does without)
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text
    from skelos_host.session.story import text
    st = reply["state"]
    names = {x.get("id"): text(name_of(x)) for x in (d or {}).get("heroes", []) + (d or {}).get("enemies", [])
             if isinstance(x, dict)}
    title = "%s (%s)" % (display_name(d), st.get("scenario")) if d else "OrcQuest (%s)" % st.get("scenario")
    board = (_("board %(board)s (%(serial)s)") % {"board": info.get("board"), "serial": info.get("serial")}
             if info else None)
    t = Table(title=title, caption=board)
    for col in (_("button"), _("hero"), _("status")):
        t.add_column(col)
    for i, h in enumerate(st.get("heroes", [])):
        r, g, b = h.get("color", (255, 255, 255))
        name = Text("██ ", style="rgb(%d,%d,%d)" % (r, g, b)) + Text(names.get(h.get("id")) or h["name"])
        status = HERO_STATUS.get(h["status"])
        status = _(status) if status else h["status"]
        t.add_row(str(i + 1), name, status)
    parts = [t]
    if st.get("enemies"):
        e = Table(title=_("enemies"))
        for col in (_("enemy"), _("Badass"), _("hit points")):
            e.add_column(col)
        for en in st["enemies"]:
            e.add_row(names.get(en.get("id")) or en["name"], str(en["badass"]), hp_text(en["hp"], en["hp_color"]))
        parts.append(e)
    last = st.get("last_turn")
    line = (_("round %(turn)s of %(last)s") % {"turn": st.get("turn"), "last": last} if last is not None
            else _("round %s (no last round)") % st.get("turn"))
    line += ", " + _(ORC_PHASE_NAMES.get(st.get("phase"), st.get("phase") or ""))
    if st.get("current"):
        line += "  " + _("action points %(n)s/2") % {"n": st.get("action_points")}
    line += "  " + _("Badass %(n)s") % {"n": st.get("badass")}
    if st.get("badass_max") is not None:
        line += "/%s" % st["badass_max"]
    if st.get("can_buy"):
        line += "  " + _("next extra action costs %(n)s") % {"n": st.get("next_extra_cost")}
    elif st.get("all_activated") and not st.get("pending_event"):
        line += "  " + _("every hero played (no extra action now)")
    combo = st.get("combo", {})
    line += "  %s, %s" % (combo_text(1, combo.get("combo1")), combo_text(2, combo.get("combo2")))
    if st.get("pending_event"):
        hero = names.get(st["pending_event"]) or next(
            (h["name"] for h in st.get("heroes", []) if h.get("id") == st["pending_event"]), st["pending_event"])
        line += "  " + _("event card of %(hero)s being resolved") % {"hero": hero}
    line += "  " + _("kills %(n)s") % {"n": st.get("kills", 0)}
    if st.get("is_last_turn"):
        line += "  [%s]" % _("last round")
    if st.get("over"):
        line = _(ORC_WINNERS.get(st["over"], N_("Game over")))
    parts.append(Text(line, style="bold"))
    if reply.get("pixels"):
        parts.append(LedLine(reply["pixels"], _("LEDs")))
    return Group(*parts)


def strip_text(snap):
    return _("round %(turn)s %(phase)s  Badass %(badass)s") % {"turn": snap["turn"], "phase": _(snap["phase"]),
                                                              "badass": snap["badass"]}


# ------------------------------------------------------------ session figures
OUTCOMES = ("heroes", "enemies", "time", "playing")
OUTCOME_LABELS = {"heroes": N_("heroes won"), "enemies": N_("enemies won"), "time": N_("time ran out"),
                  "playing": N_("in play")}
BADASS = ("gained", "extra", "cards")
BADASS_LABELS = {"gained": N_("gained from kills"), "extra": N_("spent on extra actions"),
                 "cards": N_("spent on cards")}


def figures(scenario, events, rules=None):
    """Report figures of an OrcQuest session (undone records do not count):
    actions and extra actions per hero, Badass gained and spent (in all and per
    round), combos, kills per enemy, the Badass track after each record, undos,
    under the session's rules version.  Plain JSON (the report keeps them between
    runs)."""
    game = host_game(scenario, rules)
    applied = []     # (kind, hero name or enemy name, amount, Badass points, round)
    redo = []
    track = []
    undos = 0
    heroes = scenario.heroes
    encode = encoder(game)
    for e in before_undos(game, events):
        item = e["rec"]
        name = item[0]
        before = game.badass
        cur = game.current
        rnd = game.round
        try:
            blob = encode(item)
        except ValueError:
            continue
        if game.submit(blob) is not None:
            continue
        track.append(game.badass)
        if name == "undo":
            undos += 1
        if follow_undo(name, applied, redo):
            continue
        if name == "action":
            applied.append(("action", heroes[item[1]].name, item[3], before - game.badass, rnd))
        elif name == "combo":
            applied.append(("combo", heroes[cur].name if cur >= 0 else "?", item[1], 0, rnd))
        elif name == "kill":
            applied.append(("kill", scenario.enemies[item[1]].name, item[2], game.badass - before, rnd))
        elif name == "spend":
            applied.append(("spend", None, 0, before - game.badass, rnd))
        else:
            applied.append((name, None, 0, 0, rnd))
    actions, extras, kills, combos, by_round = {}, {}, {}, {}, {}
    gained = spent_extra = spent_cards = 0
    for kind, who, n, pts, rnd in applied:
        r = by_round.setdefault(str(rnd), {"gained": 0, "extra": 0, "cards": 0})
        if kind == "action":
            actions[who] = actions.get(who, 0) + 1
            extras[who] = extras.get(who, 0) + n
            spent_extra += pts
            r["extra"] += pts
        elif kind == "kill":
            kills[who] = kills.get(who, 0) + 1
            gained += pts
            r["gained"] += pts
        elif kind == "combo":
            combos["combo %d" % n] = combos.get("combo %d" % n, 0) + 1
        elif kind == "spend":
            spent_cards += pts
            r["cards"] += pts
    snap = game.snapshot()
    return {"game": GAME, "records": len(events), "in_effect": len(applied), "round": snap["turn"],
            "over": snap["over"],
            "badass": snap["badass"], "gained": gained, "spent_extra": spent_extra, "spent_cards": spent_cards,
            "actions": actions, "extras": extras, "kills": kills, "combos": combos, "track": track,
            "by_round": by_round, "undos": undos}


def summary(sid, info, f):
    acts = ", ".join("%s %d" % kv for kv in sorted(f["actions"].items())) or _("none")
    return _("session %(sid)d (%(serial)s game %(game)s, %(scenario)s, OrcQuest): %(records)s, "
             "%(in_effect)d in effect, reached round %(round)s, %(over)s; Badass %(badass)d now, +%(gained)d from "
             "kills, -%(extra)d for extra actions, -%(cards)d for cards; actions: %(actions)s; kills %(kills)d; "
             "combos %(combos)d") % {
        "sid": sid, "serial": info["serial"], "game": info["game"], "scenario": info["scenario_id"],
        "records": ngettext("%d record", "%d records", f["records"]) % f["records"],
        "in_effect": f["in_effect"], "round": f["round"],
        "over": _(f["over"]) if f["over"] else _("in play"), "badass": f["badass"], "gained": f["gained"],
        "extra": f["spent_extra"], "cards": f["spent_cards"], "actions": acts,
        "kills": sum(f["kills"].values()), "combos": sum(f["combos"].values())}


def charts(f):
    """A session's charts (skelos_host.session.charts)."""
    track = f["track"]
    names = sorted(set(f["actions"]) | set(f["extras"]))
    out = [{"name": "badass", "title": _("Badass track after each record"), "kind": "line", "integer": True,
            "x": list(range(1, len(track) + 1)), "x_title": _("record"),
            "series": [{"label": _("Badass"), "values": track}]},
           {"name": "actions", "title": _("Actions per hero"), "kind": "hbar", "integer": True, "x": names,
            "series": [{"label": _("actions"), "values": [f["actions"].get(n, 0) for n in names]},
                       {"label": _("extra actions bought (Badass)"),
                        "values": [f["extras"].get(n, 0) for n in names]}]}]
    if f["kills"]:
        kills = by_count(f["kills"])
        out.append({"name": "kills", "title": _("Kills per enemy"), "kind": "hbar", "integer": True,
                    "x": [k for k, _n in kills], "series": [{"label": _("kills"), "values": [n for _k, n in kills]}]})
    return out


# ------------------------------------------------------------ overview of many sessions
def overview(figs):
    """What sessions of one scenario add up to (plain JSON): sessions, outcomes,
    round reached, Badass gained and spent in all and per round, actions per
    hero, kills per enemy, combos, undos."""
    n = len(figs)
    tl = base.tally(figs, OUTCOMES, "round", 1)
    badass = {k: 0 for k in BADASS}
    per_round = {}
    sessions_at = tl["sessions_at"]
    actions, extras, kills, combos = {}, {}, {}, {}
    for f in figs:
        badass["gained"] += f["gained"]
        badass["extra"] += f["spent_extra"]
        badass["cards"] += f["spent_cards"]
        for r, pts in f["by_round"].items():
            row = per_round.setdefault(int(r), {k: 0 for k in BADASS})
            for k, v in pts.items():
                row[k] += v
        for d, total in ((f["actions"], actions), (f["extras"], extras), (f["kills"], kills), (f["combos"], combos)):
            for k, v in d.items():
                total[k] = total.get(k, 0) + v
    return {
        "game": GAME, "sessions": n, "records": tl["records"], "outcomes": tl["outcomes"],
        "round": base.reached(figs, tl, "round"),
        "badass": badass, "badass_per_session": {k: round(v / n, 2) for k, v in badass.items()},
        "badass_per_round": {str(r): {k: round(v / sessions_at.get(r, 1), 2) for k, v in per_round[r].items()}
                             for r in sorted(per_round)},
        "actions": dict(by_count(actions)), "extras": dict(by_count(extras)), "kills": dict(by_count(kills)),
        "combos": dict(sorted(combos.items())),
        "undos": base.undos(tl, n),
    }


def overview_rows(o):
    """The overview's figures as (label, text) rows in the current language."""
    from skelos_host.text.i18n import number
    return base.outcome_rows(o, OUTCOME_LABELS, "round", _("round reached")) + [
        (_("Badass"), ", ".join("%s %s" % (_(BADASS_LABELS[k]), number(o["badass"][k])) for k in BADASS)),
        (_("most active heroes"), ", ".join("%s %s" % (k, number(v)) for k, v in list(o["actions"].items())[:3])
         or _("none")),
        (_("kills"), ", ".join("%s %s" % (k, number(v)) for k, v in o["kills"].items()) or _("none")),
        base.undo_row(o),
    ]


def overview_charts(o):
    """The overview's charts (skelos_host.session.charts)."""
    rounds = list(o["badass_per_round"])
    heroes = list(o["actions"])
    out = base.outcome_charts(o, OUTCOME_LABELS, "round", "round-reached", _("Round reached"), _("round")) + [
        {"name": "badass-per-round", "title": _("Badass per round, mean of the sessions that reached it"),
         "kind": "line", "x_title": _("round"), "x": rounds,
         "series": [{"label": _(BADASS_LABELS[k]), "key": k,
                     "values": [o["badass_per_round"][r][k] for r in rounds]} for k in BADASS]},
        {"name": "actions", "title": _("Actions per hero"), "kind": "hbar", "integer": True, "x": heroes,
         "series": [{"label": _("actions"), "values": [o["actions"][h] for h in heroes]},
                    {"label": _("extra actions bought (Badass)"), "key": "extra",
                     "values": [o["extras"].get(h, 0) for h in heroes]}]},
    ]
    if o["kills"]:
        out.append({"name": "kills", "title": _("Kills per enemy"), "kind": "hbar", "integer": True,
                    "x": list(o["kills"]), "series": [{"label": _("kills"), "values": list(o["kills"].values())}]})
    return out


# the columns this game adds to a session's row (sessions-orcquest.csv); docs/export.md
CSV_COLUMNS = ("round_reached", "badass", "badass_gained", "badass_spent_extra", "badass_spent_cards", "actions",
               "extra_actions", "kills", "combos")


def csv_row(f):
    return [f["round"], f["badass"], f["gained"], f["spent_extra"], f["spent_cards"], sum(f["actions"].values()),
            sum(f["extras"].values()), sum(f["kills"].values()), sum(f["combos"].values())]


# ------------------------------------------------------------ the story in words (skelos_host.session.story)
ACTION_POINTS = Nn_("{n} action point", "{n} action points")
EXTRA_ACTIONS = Nn_("{n} extra action for {badass} Badass", "{n} extra actions for {badass} Badass")
WINNERS = {"heroes": N_("Game over: the heroes won"), "enemies": N_("Game over: the enemies won")}
TIME_UP = N_("End of time: the last round is over, the game ends")


def page_info(d):
    """What the page shows of a scenario dict beyond the state: names in each language."""
    return {"name": name_of(d),
            "heroes": {h.get("id"): {"name": name_of(h)} for h in d.get("heroes") or []},
            "enemies": {e.get("id"): {"name": name_of(e)} for e in d.get("enemies") or []}}


def when(game, d):
    """The moment of the story: "Round 2" (and the acting hero: "Round 2, Orrus")."""
    heroes = d.get("heroes") or []
    if game.current >= 0:
        return say(N_("Round {turn}, {hero}"), turn=game.round, hero=_name(heroes, game.current, game.scenario.heroes))
    return say(N_("Round {turn}"), turn=game.round)


def _name(items, i, core_items):
    return name_of(items[i]) if i < len(items) else {"en": core_items[i].name}


def tell(game, d, rec, submit):
    """(moment, phrase): when and what record `rec` did; `submit()` applies it to
    `game` (None when accepted).  None when the core refuses it."""
    s = game.scenario
    kind = rec[0]
    heroes = d.get("heroes") or []
    hero = lambda i: _name(heroes, i, s.heroes)  # noqa: E731
    before = {"current": game.current, "pending": game.pending, "badass": game.badass, "bought": game.bought}
    moment = when(game, d)
    if submit() is not None:
        return None
    if kind == "start":
        moment = when(game, d)
        text = say(N_("{hero} starts an activation with 2 action points"), hero=hero(rec[1]))
    elif kind == "action":
        paid = []
        if rec[2]:
            paid.append(say_n(ACTION_POINTS, rec[2]))
        if rec[3]:
            paid.append(say_n(EXTRA_ACTIONS, rec[3], badass=extra_cost(before["bought"], rec[3])))
        paid = paid[0] if len(paid) == 1 else say(N_("{first} and {then}"), first=paid[0], then=paid[1])
        msg = N_("{hero} acts and wounds: {paid}") if rec[4] else N_("{hero} acts: {paid}")
        text = say(msg, hero=hero(rec[1]), paid=paid)
    elif kind == "combo":
        msg = N_("{hero} plays Combo {level} and wounds") if rec[2] else N_("{hero} plays Combo {level}")
        text = say(msg, hero=hero(before["current"]), level=rec[1])
    elif kind == "kill":
        enemies = d.get("enemies") or []
        msg = N_("{enemy} defeated in one blow: +{n} Badass") if rec[2] else N_("{enemy} defeated: +{n} Badass")
        text = say(msg, enemy=_name(enemies, rec[1], s.enemies), n=game.badass - before["badass"])
    elif kind == "spend":
        text = say_n(Nn_("{hero} pays {n} Badass point for a card", "{hero} pays {n} Badass points for a card"),
                     rec[1], hero=hero(before["current"]))
    elif kind == "end":
        text = say(N_("{hero}'s activation ends: the event card is drawn"), hero=hero(before["current"]))
    elif kind == "event":
        text = say(N_("Event card of {hero} resolved"), hero=hero(before["pending"]))
    elif kind == "round":
        if game.over:
            text = say(TIME_UP)
        else:
            moment = when(game, d)
            text = say(N_("Round {turn} begins: every hero can act again"), turn=game.round)
    elif kind == "finish":
        text = say(WINNERS.get(orec.WINNERS[rec[1]], N_("Game over")))
    else:
        return None
    return moment, text
