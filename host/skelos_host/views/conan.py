"""Conan's Book of Skelos on the host: scenario listings, state rendering,
the story in words (the host's registry: views/__init__); its report (session
figures, charts, the overview of many sessions) in views/conan_report, the
replay's check of the board's Overlord in views/conan_explain."""

import re

from skelos.conan import records, solo
from skelos.conan.game import Game
from skelos.conan.scenario import GAME

from skelos_host.text.i18n import N_, Nn_, _, ngettext
from skelos_host.device.leds import LedLine
from skelos_host.presets import display_name
from skelos_host.session.story import both, listing, name_of, say, say_n
from skelos_host.views import conan_explain, refusal_line
from skelos_host.views.conan_explain import replay_checks  # noqa: F401 - the view's (views/__init__)
from skelos_host.views.conan_explain import HERO_STATES, ORDER_HOW, ORDER_NAMES
from skelos_host.views.conan_report import (  # noqa: F401 - the view's report (views/__init__)
    CSV_COLUMNS, charts, csv_row, figure_names, figures, overview, overview_charts, overview_rows, summary,
)

TITLE = N_("Book of Skelos")      # the game, as the commands name its page

# The reason texts of the Book of Skelos's refusal codes (skelos.conan.game and
# the board's conan_ui): code -> text, or -> {first argument: text} ("" when
# there is none).  The codes every game shares are in skelos_host.text.reasons.
REFUSALS = {
    "wrong_phase": {"overlord": N_("only during the Overlord's turn"), "heroes": N_("only during the heroes' turn")},
    "event_pending": N_("resolve the event first"),
    "no_event_pending": N_("no event tile was activated"),
    "no_activations_left": N_("the Overlord has no activation left this turn"),
    "empty_slot": N_("no tile in that slot"),
    "not_enough_gems": N_("not enough available gems"),
    "not_activated": N_("activate a unit tile with figures first"),
    "bad_figure": N_("no such figure on that tile"),
    "move_cap": N_("a figure can at most double its free move in one activation"),
    "not_a_unit": N_("that tile is not a unit tile"),
    "not_in_river": N_("that tile is not in the river"),
    "tile_dead": N_("that tile has no figure left"),
    "not_dead": N_("only a dead tile can be removed"),
    "not_enough_to_clean": N_("cleaning the river needs 2 gems, from fatigue or available"),
    "over_budget": N_("the reinforcements cost more points than the event gives"),
    "no_reinforcement": N_("that tile cannot be reinforced"),
    "figure_cap": N_("a tile never exceeds its starting number of figures"),
    "bad_event": N_("no such event on this event tile"),
    "event_required": N_("the Overlord must carry out one event"),
    "duplicate_tile": N_("a tile is chosen twice"),
    "bad_count": N_("that number of figures is not possible here"),
    "bad_spell": {"": N_("no such spell"), "none": N_("this scenario has no spells")},
    "spell_cost": N_("the gems paid must match the spell's fixed cost"),
    "spell_saturated": N_("the spell card would exceed its saturation cap"),
    "caster_not_activated": {"": N_("the caster's tile must be activated first"),
                             "now": N_("only during the activation of the caster's tile")},
    "caster_dead": N_("the caster has no figure left: a dead caster casts no reaction spell"),
    "stealth_off": N_("the stealth module is not enabled in this scenario"),
    "vigilance_max": N_("vigilance is already at its maximum"),
    "vigilance_timing": {"": N_("this vigilance trigger does not apply now"),
                         "once": N_("a hero seen at the start of the turn raises vigilance once per turn")},
    "guard_not_allowed": N_("a guard round starts before any activation, once per turn"),
    "guard_unit_only": N_("a guard round activates living unit tiles only"),
    "bad_winner": N_("the winner is either the heroes or the Overlord"),
    "no_figure": N_("every figure of that tile is already marked"),
    "choose_event": N_("choose the event first (a slot button), then its reinforcements"),
    "solo_rules": N_("this game started before the board could play the Overlord (rules version 4): start a new game"),
    "solo_on": N_("the board already plays the Overlord in this game"),
    "solo_level": N_("the board plays the Overlord at level 1, 2 or 3"),
    "not_solo": N_("the board does not play the Overlord in this game"),
    "bad_draw": N_("a draw is the next value of the game's own seeded source, never another"),
    "board_draws": N_("the board draws for its own Overlord: no one else can"),
    "event_tie": N_("the events worth the most are tied: the players choose one (its slot button, or the page), "
                    "then Turn"),
    "sheets_rules": N_("this game started before the board could read the heroes' sheets (rules version 7): "
                       "start a new game"),
    "no_reaction": N_("the board's Overlord casts no reaction spell for that tile now (levels 2 and 3: its "
                      "caster's, within the saturation and the available gems)"),
}

# The rules (docs/rules.md) a refusal code comes from, to read beside its sentence: code ->
# rule ids separated by spaces (skelos_host.views.refusal_rules).
RULES = {
    "event_pending": "R19",
    "no_event_pending": "R19",
    "no_activations_left": "R06",
    "empty_slot": "R01",
    "not_activated": "R09",
    "move_cap": "R09",
    "tile_dead": "R16",
    "not_dead": "R18",
    "not_enough_to_clean": "R18",
    "over_budget": "R20",
    "no_reinforcement": "R20",
    "figure_cap": "R20",
    "bad_event": "R19",
    "event_required": "R19",
    "spell_cost": "R13",
    "spell_saturated": "R13",
    "caster_not_activated": "R13",
    "caster_dead": "R13",
    "vigilance_max": "S01",
    "vigilance_timing": "S01",
    "guard_not_allowed": "S03",
    "guard_unit_only": "S03",
    "choose_event": "R19 R20",
    "event_tie": "R19",
    "no_reaction": "R13",
}


# ------------------------------------------------------------ scenarios
def describe(d):
    """One-line summary of a scenario dict for listings."""
    setup = _("%(available)d+%(fatigue)d gems, recovery %(recovery)d") % {
        "available": d.get("gems", {}).get("available", 0), "fatigue": d.get("gems", {}).get("fatigue", 0),
        "recovery": d.get("recovery", 0)}
    if d.get("heroes"):
        setup = ngettext("%d hero", "%d heroes", d["heroes"]) % d["heroes"] + ", " + setup
    return setup


def summary_line(d):
    return _("%(id)s, %(slots)d slots, %(tiles)d tiles") % {"id": d["id"], "slots": len(d["river"]),
                                                           "tiles": len(d["tiles"])}


# The dice of a unit tile as the data writes them ("2 yellow (reroll), 1 orange"), in words of each language.
_DIE = re.compile(r"(\d+) (yellow|orange|red)( \(reroll\))?\Z")
DICE_WORDS = {"yellow": Nn_("{n} yellow die", "{n} yellow dice"), "orange": Nn_("{n} orange die", "{n} orange dice"),
              "red": Nn_("{n} red die", "{n} red dice")}
REROLL_DICE = N_("{dice} (reroll)")
REINFORCEMENT_POINTS = Nn_("({n} reinforcement point)", "({n} reinforcement points)")
EVENT_WITH_POINTS = N_("{event} {points}")


def dice_phrase(dice):
    """The phrase of a tile's dice ("2 yellow (reroll), 1 orange"; skelos_host.session.story), or the
    text as it is when it is not written that way."""
    parts = []
    for part in str(dice or "").split(", "):
        m = _DIE.match(part)
        if not m:
            return str(dice or "")
        p = say_n(DICE_WORDS[m.group(2)], int(m.group(1)))
        parts.append(say(REROLL_DICE, dice=p) if m.group(3) else p)
    return listing(parts)


def event_phrase(e):
    """An event of a scenario dict: its name in each language, and its reinforcement points when it gives some."""
    name = name_of(e)
    n = e.get("reinforcement") or 0
    return say(EVENT_WITH_POINTS, event=name, points=say_n(REINFORCEMENT_POINTS, n)) if n else name


def show(console, d):
    """The river, its unit tiles and its events, named in the current language, in tables that fit the
    terminal and wrap between words (skelos_host.text.listing)."""
    # (rich only where a terminal is drawn: a report does without)
    from rich.text import Text
    from skelos_host.text.listing import Listing
    from skelos_host.session.story import text
    tiles = {t["id"]: t for t in d["tiles"]}

    def named(tile):
        r, g, b = tile.get("color", [255, 255, 255])
        return Text("■ ", style="rgb(%d,%d,%d)" % (r, g, b)) + Text(text(name_of(tile)))

    river = Listing("%s (%s)" % (display_name(d), d["id"]), [(_("slot"), True, "right"), (_("cost"), True, "right"),
                                                            (_("tile"), False, "left"), (_("role"), False, "left")])
    units = Listing(_("Unit tiles"), [(_("tile"), False, "left"), (_("move"), False, "right"),
                                      (_("def"), False, "right"), (_("dice"), False, "left"),
                                      (_("figures"), False, "right"), (_("hp"), False, "right"),
                                      (_("reinf."), False, "right")])
    events, seen = [], set()
    for i, slot in enumerate(d["river"]):
        tile = tiles.get(slot.get("tile"))
        cost = str(slot.get("cost", i + 1))
        if tile is None:
            river.add([str(i + 1), cost, "-", ""])
            continue
        river.add([str(i + 1), cost, named(tile), _("event") if tile.get("kind") == "event"
                   else _(tile.get("role", "minion"))])
        if tile["id"] in seen:
            continue
        seen.add(tile["id"])
        if tile.get("kind") == "event":
            events.append((tile, [text(event_phrase(e)) for e in tile.get("events", [])]))
            continue
        units.add([named(tile), tile.get("move", ""), tile.get("defense", ""), text(dice_phrase(tile.get("dice", ""))),
                   tile.get("figures", ""), tile.get("hp", 1), tile.get("reinforcement", "-")])
    for t in d["tiles"]:          # the reserve: tiles an event brings into the river
        if t["id"] not in seen and t.get("kind") != "event":
            units.add([named(t), t.get("move", ""), t.get("defense", ""), text(dice_phrase(t.get("dice", ""))),
                       t.get("figures", ""), t.get("hp", 1), t.get("reinforcement", "-")])
    river.print(console)
    last = d.get("turns", {}).get("last")
    console.print(_("%(setup)s; turns %(start)s..%(last)s; %(first)s first") % {
        "setup": describe(d), "start": d.get("turns", {}).get("start", 0),
        "last": last if last is not None else _("no limit"), "first": _(d.get("first", "heroes"))})
    console.print()
    units.print(console)
    for tile, names in events:
        console.print()
        console.print(Text(_("Events (%s):") % text(name_of(tile)), style="bold"))
        for name in names:
            console.print(Text("- " + name))


# ------------------------------------------------------------ state
PHASE_NAMES = {"heroes": N_("Heroes' turn"), "overlord": N_("Overlord's turn")}
# the turn and the phase in one line (status): (with a last turn, without)
PHASE_LINES = {
    "heroes": (N_("turn %(turn)s of %(last)s, the Heroes' turn"), N_("turn %(turn)s (no last turn), the Heroes' turn")),
    "overlord": (N_("turn %(turn)s of %(last)s, the Overlord's turn"),
                 N_("turn %(turn)s (no last turn), the Overlord's turn")),
}


def local_names(d):
    """{tile id: its name in the current language} of a scenario dict (None: none known)."""
    from skelos_host.session.story import text
    return {t.get("id"): text(name_of(t)) for t in (d or {}).get("tiles") or [] if isinstance(t, dict)}


def render_state(reply, info=None, d=None):
    """A rich renderable of a Book of Skelos `state` reply ({"game", "state", ...}); `d`, the
    scenario dict when the host knows it, names the scenario and its tiles in the current language."""
    # (rich only where a terminal is drawn: a report does without)
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text
    st = reply["state"]
    tiles = {t["id"]: t for t in st.get("tiles", [])}
    names = local_names(d)

    def tile_name(tid):
        return names.get(tid) or (tiles.get(tid) or {}).get("name") or str(tid)

    title = "%s (%s)" % (display_name(d), st.get("scenario")) if d else st.get("scenario")
    board = (_("board %(board)s (%(serial)s)") % {"board": info.get("board"), "serial": info.get("serial")}
             if info else None)
    river = Table(title=title, expand=False, caption=board)
    river.add_column(_("slot"), justify="right")
    river.add_column(_("cost"), justify="right")
    river.add_column(_("tile"))
    river.add_column(_("status"))
    river.add_column(_("hit points"))
    for slot in st.get("river", []):
        t = tiles.get(slot.get("tile"))
        if t is None:
            river.add_row(str(slot["slot"]), str(slot["cost"]), Text("·", style="dim"), "", "")
            continue
        r, g, b = t.get("color", (255, 255, 255))
        name = Text("██ ", style="rgb(%d,%d,%d)" % (r, g, b)) + Text(tile_name(t["id"]))
        status = _(slot.get("status", t.get("status", "")))
        if st.get("current") == t["id"]:
            status += " ◀ " + _("active")
        cost = Text(str(slot["cost"]), style="bold green" if slot.get("affordable") else "dim")
        hp = " ".join(str(h) for h in t.get("hp", [])) or "-"
        river.add_row(str(slot["slot"]), cost, name, status, hp)
    gems = st.get("gems", {})
    spent = gems.get("spent", {})
    g = Table(title=_("gems"), show_header=True)
    for c in (_("available"), _("fatigue"), _("move"), _("defense"), _("reroll"), _("spells"), _("removed from play")):
        g.add_column(c, justify="right")
    g.add_row(Text(str(gems.get("available", "")), style="bold cyan"), str(gems.get("fatigue", "")),
              str(spent.get("move", "")), str(spent.get("defense", "")), str(spent.get("reroll", "")),
              str(sum(gems.get("spells", []) or [])), str(gems.get("removed", "")))
    last = st.get("last_turn")
    phase = st.get("phase") or ""
    if phase in PHASE_LINES:
        said = PHASE_LINES[phase][last is None]
        line = _(said) % {"turn": st.get("turn"), "last": last}
    else:
        turn = (_("turn %(turn)s of %(last)s") % {"turn": st.get("turn"), "last": last} if last is not None
                else _("turn %s (no last turn)") % st.get("turn"))
        line = "%s, %s" % (turn, phase)
    if phase == "overlord":      # the words of the page's chip
        left = st.get("activations_left") or 0
        line += "; " + ngettext("{n} activation left of {total}", "{n} activations left of {total}", left).format(
            n=left, total=(st.get("activations") or 0) + left)
    if st.get("is_last_turn"):
        line += "  [%s]" % _("last turn")
    if st.get("vigilance") is not None:
        line += "  " + _("vigilance %s") % st["vigilance"]
        if st.get("acuity_bonus"):
            line += " (%s)" % (_("acuity %s") % st["acuity_bonus"])
    if st.get("pending_event"):
        line += "  " + _("%s activated: choose the event to carry out") % tile_name(st["pending_event"])
        menu = (reply.get("display") or {}).get("menu") or {}
        if menu.get("budget") and menu.get("remaining") is not None:
            line += " (%s)" % (_("reinforcement points left: %(left)d of %(budget)d")
                               % {"left": menu["remaining"], "budget": menu["budget"]})
    over = st.get("over")
    if over and over != "playing":
        line = _(WINNERS.get(over, TIME_UP if over == "time" else N_("Game over")))
    parts = [river, g, Text(line, style="bold")]
    parts += _solo_lines(st, tile_name, Text, d)
    if reply.get("pixels"):
        parts.append(LedLine(reply["pixels"], _("LEDs")))
    return Group(*parts)


def _name(obj):
    """A scenario dict object's name in the player's language."""
    from skelos_host.session.story import text
    return text(name_of(obj))


def _solo_lines(st, tile_name, Text, d=None):
    """The board's Overlord under the state: its level, and the command the players carry out
    now (none once the game is over), as the page says them."""
    if not st.get("solo"):
        return []
    out = [Text(_("The board plays the Overlord, level {level}").format(level=st["solo"]))]
    over = st.get("over")
    c = st.get("command")
    if over and over != "playing":
        out.append(Text(_("The game is over: the board plays the Overlord no more.")))
    elif c and c.get("tie"):        # rules 6: the players choose between the events worth the same
        events = {t.get("id"): t.get("events") or [] for t in ((d or {}).get("tiles") or [])}.get(c.get("tile"), [])
        out.append(Text(_("A tie: the players choose the event"), style="bold"))
        out.append(Text(", ".join(_("Slot button {n}: {event}").format(
            n=e + 1, event=_name(events[e]) if e < len(events) else e + 1) for e in c["tie"])))
        out.append(Text(_("Its slot button, then Turn: the board carries out that event and spends its points.")))
    elif c and c.get("order") in solo.ORDERS:
        k = solo.ORDERS.index(c["order"])
        out.append(Text(_("The Overlord's command: {tile}, {order}").format(
            tile=tile_name(c.get("tile")), order=_(ORDER_NAMES[k])), style="bold"))
        out.append(Text(_(ORDER_HOW[k])))
        if c.get("attacks") is False:
            out.append(Text(_("{tile} has no attack: its figures attack no one.").format(
                tile=tile_name(c.get("tile")))))
    elif st.get("phase") == "overlord":
        out.append(Text(_("Turn: the board plays the Overlord's next step (an activation, its event, or the end of "
                          "its turn).")))
    else:
        out.append(Text(_("Turn, when the heroes are done: the board plays the Overlord's turn, one step per press.")))
    return out


def strip_text(snap):
    return _("turn %(turn)s %(phase)s  gems %(gems)s") % {"turn": snap["turn"], "phase": _(snap["phase"]),
                                                         "gems": snap["gems"]["available"]}


# ------------------------------------------------------------ demo
def _table(game, title, d=None):
    # (rich only where a terminal is drawn: a report does without)
    from rich.table import Table
    s = game.scenario
    names = local_names(d)
    t = Table(title=title)
    for col in (_("slot"), _("cost"), _("tile"), _("status"), _("figures")):
        t.add_column(col)
    for i in range(len(s.costs)):
        tile = game.slot_tile(i + 1)
        if tile < 0:
            t.add_row(str(i + 1), str(s.costs[i]), "-", "", "")
            continue
        r, g, b = s.tiles[tile].color
        name = names.get(s.tiles[tile].id) or s.tiles[tile].name
        t.add_row(str(i + 1), str(s.costs[i]), "[rgb(%d,%d,%d)]■[/] %s" % (r, g, b, name),
                  _(game.tile_status(tile)), str(game.figures(tile)))
    a, f, sp, spl, rem = game.gems()
    t.caption = (_("turn %(turn)d  phase %(phase)s  gems: available %(available)d, fatigue %(fatigue)d, "
                   "spent %(spent)d, on spells %(spells)d, removed %(removed)d")
                 % {"turn": game.turn, "phase": (_("heroes"), _("overlord"))[game.phase], "available": a,
                    "fatigue": f, "spent": sp, "spells": spl, "removed": rem})
    return t


def demo(console, scenario, d):
    """`skelos demo`: the worked Overlord turn of the rulebook through the rules core."""
    game = Game(scenario)
    console.print(_table(game, _("Start: %s") % display_name(d), d))
    steps = ((_("Begin the Overlord turn (recovery, hourglass)"), game.begin_turn, ()),
             (_("Activate slot 3"), game.activate, (3,)),
             (_("Buy 1 extra move for figure 3"), game.extra_move, (2, 1)),
             (_("Activate slot 1"), game.activate, (1,)),
             (_("Try a third activation (refused)"), game.activate, (1,)),
             (_("End the Overlord turn"), game.end_turn, ()))
    for label, fn, args in steps:
        r = fn(*args)
        if r is None:
            console.print("[green]✔[/] " + label)
        else:
            console.print("[red]✘[/] %s: %s" % (label, refusal_line(r[0], r[1:], GAME)))
    console.print(_table(game, _("After the turn"), d))


# ------------------------------------------------------------ the story in words (skelos_host.session.story)
SIDES = (N_("Heroes"), N_("Overlord"))
VIGIL_WHY = (N_("Vigilance rises to {level}: a body was found"),
             N_("Vigilance rises to {level}: a hero was spotted at the start of the turn"),
             N_("Vigilance rises to {level}: a hero was spotted during the guard round"))
WINNERS = {"heroes": N_("Game over: the heroes won"), "overlord": N_("Game over: the Overlord won")}
GEMS = Nn_("{n} gem", "{n} gems")
FIGURES_OF = Nn_("{n} figure of {tile}", "{n} figures of {tile}")
HITS = Nn_("{n} hit", "{n} hits")
WOUNDS = Nn_("{n} wound", "{n} wounds")
HIT_POINTS_LEFT = Nn_("{n} hit point left", "{n} hit points left")
SPENT_TO_FATIGUE = Nn_("{n} spent gem goes to fatigue", "{n} spent gems go to fatigue")
BACK_FROM_FATIGUE = Nn_("{n} gem back from fatigue", "{n} gems back from fatigue")
TIME_UP = N_("End of time: the last turn is over, the game ends")



def _tile_names(d):
    return {t.get("id"): name_of(t) for t in (d.get("tiles") or []) if isinstance(t, dict)}


def _in_each_language(phrase):
    from skelos_host.text import i18n
    from skelos_host.session.story import text
    return {lang: text(phrase, lang) for lang in i18n.LANGUAGES}


def page_info(d):
    """What the page shows of a scenario dict beyond the state: names in each language
    (scenario, tiles, events, spells, a unit tile's dice), the events each event tile offers and their
    reinforcement points, the tiles' reinforcement costs, hit points and starting
    figures, whether the sources give each tile a colour, the spells' costs, and the first
    turn of the turn track."""
    tiles = {}
    for t in d.get("tiles") or []:
        info = {"name": name_of(t), "role": t.get("role", "minion"), "reinforcement": t.get("reinforcement"),
                "hp": t.get("hp", 1), "figures": t.get("figures")}
        # a colour of its own, or none the sources give (the board shows such a tile white)
        info["colour"] = "color" in t and "tiles.%s.color" % t.get("id") not in (d.get("unsourced") or [])
        if t.get("dice"):
            info["dice"] = _in_each_language(dice_phrase(t["dice"]))
        if t.get("kind") == "event":
            info["events"] = [{"name": name_of(e), "reinforcement": e.get("reinforcement", 0)}
                              for e in t.get("events") or []]
        tiles[t.get("id")] = info
    spells = [{"name": name_of(sp), "cost": sp.get("cost"), "saturation": sp.get("saturation"),
               "reaction": bool(sp.get("reaction"))} for sp in d.get("spells") or []]
    return {"name": name_of(d), "tiles": tiles, "spells": spells,
            "turn_start": (d.get("turns") or {}).get("start", 0)}


def when(game, d):
    """The moment of the story: "Turn 3, Overlord"."""
    return say(N_("Turn {turn}, {side}"), turn=game.turn, side=say(SIDES[game.phase]))


def tell(game, d, rec, submit):
    """(moment, phrase): when and what record `rec` did; `submit()` applies it to
    `game` (None when accepted).  None when the core refuses it."""
    s = game.scenario
    names = _tile_names(d)
    kind = rec[0]
    before = {"current": game.current, "pending": game.pending,
              "dead": [t for t in range(len(s.tiles)) if game.tile_status(t) == "dead"]}
    if kind == "damage" and isinstance(rec[1], int) and 0 <= rec[1] < len(s.tiles):
        before["figures"] = len(game.hp[rec[1]])
    if kind == "act":
        before["tile"] = tile = game.slot_tile(rec[1])
        before["status"] = game.tile_status(tile) if tile >= 0 else None
        before["cost"] = s.costs[rec[1] - 1] if 1 <= rec[1] <= len(s.costs) else 0
    moment = when(game, d)
    weighed = conan_explain.facts(game, rec)     # the board's Overlord: what it weighed (docs/solo.md)
    if submit() is not None:
        return None
    if kind == "turn":
        moment = when(game, d)   # the new turn, the Overlord's
    tname = lambda t: names.get(s.tiles[t].id) or {"en": s.tiles[t].name}  # noqa: E731
    text = _told(game, d, rec, before, tname)
    if text is None:
        return None
    why = conan_explain.why(game, rec, weighed, tname, lambda e: _event_name(d, s.tiles[before["pending"]], e),
                            ORDER_NAMES)
    if why is None:
        return moment, text
    return (moment, text, why, True) if weighed["kind"] in conan_explain.STEP_STARTS else (moment, text, why)


def _event_name(d, ev_tile, e):
    """Event `e` of the scenario tile `ev_tile`, named in each language the scenario dict `d` has."""
    d_events = next((t.get("events") or [] for t in d.get("tiles") or [] if t.get("id") == ev_tile.id), [])
    return event_phrase(d_events[e]) if e < len(d_events) else {"en": ev_tile.events[e].name}


def _told(game, d, rec, before, tname):
    """What an accepted record did (the game after it, `before` what it was)."""
    s = game.scenario
    kind = rec[0]
    if kind == "turn":
        if game.over:
            return say(TIME_UP)
        flushed, back = game.upkeep
        if flushed:
            return say(N_("The Overlord's turn begins: {spent}, then {back}"), spent=say_n(SPENT_TO_FATIGUE, flushed),
                       back=say_n(BACK_FROM_FATIGUE, back))
        return say_n(Nn_("The Overlord's turn begins: {n} gem back from fatigue",
                         "The Overlord's turn begins: {n} gems back from fatigue"), back)
    if kind == "act":
        slot, tile, gems = rec[1], before["tile"], say_n(GEMS, before["cost"])
        if before["status"] == "event":
            return say(N_("Event tile activated, slot {slot}, {gems}: the Overlord carries out one of its events"),
                       slot=slot, gems=gems)
        if before["status"] == "dead":
            return say(N_("{tile} activated, slot {slot}, {gems}: a dead tile, it only goes to the end of the river"),
                       tile=tname(tile), slot=slot, gems=gems)
        c = solo.command(game) if game.rules >= 5 else None    # rules 5: no record ``draw`` tells the order
        if c is not None:
            return say(N_("{tile} activated, slot {slot}, {gems}; the board's order: {order}"), tile=tname(tile),
                       slot=slot, gems=gems, order=say(ORDER_NAMES[c[1]]))
        return say(N_("{tile} activated, slot {slot}, {gems}"), tile=tname(tile), slot=slot, gems=gems)
    if kind == "move":
        return say(N_("{tile}, figure {figure}: {moves}, {gems}"), tile=tname(before["current"]), figure=rec[1] + 1,
                   moves=say_n(Nn_("{n} extra move", "{n} extra moves"), rec[2]), gems=say_n(GEMS, rec[2]))
    if kind == "defend":
        return say(N_("Active defense: {dice}, {gems}"), dice=say_n(Nn_("{n} die", "{n} dice"), rec[1]),
                   gems=say_n(GEMS, rec[1]))
    if kind == "reroll":
        return say(N_("Reroll: {dice}, {gems}"), dice=say_n(Nn_("{n} die", "{n} dice"), rec[1]),
                   gems=say_n(GEMS, rec[1]))
    if kind == "cast":
        spells = d.get("spells") or []
        spell = name_of(spells[rec[1]]) if rec[1] < len(spells) else {"en": s.spells[rec[1]].name}
        return say(N_("Spell {spell} cast: {gems} on its card"), spell=spell, gems=say_n(GEMS, rec[2]))
    if kind == "end":
        flushed = game.upkeep[0]
        if flushed:
            text = say(N_("The Overlord ends the turn: {spent}"), spent=say_n(SPENT_TO_FATIGUE, flushed))
        else:
            text = say(N_("The Overlord ends the turn"))
        return both(text, say(TIME_UP)) if game.over else text
    if kind == "damage":
        tile, figure, hits = rec[1], rec[2], rec[3]
        wounds = max(0, hits - s.tiles[tile].defense - rec[4])
        head = say(N_("{tile}, figure {figure}: {hits}"), tile=tname(tile), figure=figure + 1,
                   hits=say_n(HITS, hits))
        if wounds == 0:
            return both(head, say(N_("all stopped by its defense")))
        hurt = say_n(WOUNDS, wounds)
        if game.tile_status(tile) == "dead":
            return both(head, say(N_("{wounds}: the last figure dies, the dead tile goes to the end of the river"),
                                  wounds=hurt))
        if len(game.hp[tile]) < before["figures"]:
            return both(head, say(N_("{wounds}: the figure dies"), wounds=hurt))
        return both(head, say(N_("{wounds}, {hit_points}"), wounds=hurt,
                              hit_points=say_n(HIT_POINTS_LEFT, game.hp[tile][figure])))
    if kind == "deaths":
        items = listing(say_n(FIGURES_OF, n, tile=tname(t)) for t, n in rec[1])
        dead = [t for t in range(len(s.tiles)) if game.tile_status(t) == "dead" and t not in before["dead"]]
        if dead:
            return both(say(N_("Deaths: {figures}"), figures=items),
                        say_n(Nn_("the dead tile goes to the end of the river: {tiles}",
                                  "the dead tiles go to the end of the river: {tiles}"), len(dead),
                              tiles=listing(tname(t) for t in dead)))
        return say(N_("Deaths: {figures}"), figures=items)
    if kind == "clean":
        return say(N_("Cleaning the river: the dead tile {tile} is removed from the game, with 2 gems"),
                   tile=tname(rec[1]))
    if kind == "event":
        if rec[1] is None:
            return say(N_("No event carried out"))
        ev_tile = s.tiles[before["pending"]]
        d_events = next((t.get("events") or [] for t in d.get("tiles") or [] if t.get("id") == ev_tile.id), [])
        event = event_phrase(d_events[rec[1]]) if rec[1] < len(d_events) else {"en": ev_tile.events[rec[1]].name}
        text = say(N_("Event carried out: {event}"), event=event)
        if rec[2]:
            text = both(text, say(N_("reinforcements: {figures}"),
                                  figures=listing(say_n(FIGURES_OF, n, tile=tname(t)) for t, n in rec[2])))
        return text
    if kind == "vigil":
        return say(VIGIL_WHY[rec[1]], level=game.vigilance)
    if kind == "guard":
        return say(N_("Guard round: the activations of this turn form a guard round"))
    if kind == "heroes":
        if not rec[1]:
            return say(N_("The heroes' sheets reach the board: no hero seated"))
        return say(N_("The heroes' sheets reach the board: {heroes}"), heroes=listing(
            say(N_("hero {n}: {state}, {wounds}"), n=i + 1, state=say(HERO_STATES[st]), wounds=say_n(WOUNDS, w))
            for i, (w, st) in enumerate(rec[1])))
    if kind == "finish":
        return say(WINNERS.get(records.WINNERS[rec[1]], N_("Game over")))
    if kind == "solo":
        return say(N_("The board plays the Overlord from now on, level {level}"), level=rec[1])
    if kind == "draw":
        c = solo.command(game)
        if c is not None:
            return say(N_("The board's order for {tile}: {order}"), tile=tname(c[0]), order=say(ORDER_NAMES[c[1]]))
        return say(N_("The board draws the tile the Overlord activates"))
    return None


# ------------------------------------------------------------ the board's Overlord
# the heroes' sheets as a solo game of rules 7 records them, and whom the command (the snapshot's
# ``command``) points at by them, a story phrase or None (docs/solo.md, "Targets by the heroes' sheets")
sheet_facts, target_phrase = conan_explain.sheet_facts, conan_explain.target_phrase
