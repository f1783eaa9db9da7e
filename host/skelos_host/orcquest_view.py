"""OrcQuest WarPath on the host: state rendering, scenario listings, session
figures and the combat calculator's dice strings.  The Conan views stay in
their modules; they hand an OrcQuest state or scenario over to this one."""

import re

from rich.console import Group
from rich.table import Table
from rich.text import Text

from skelos.games import new_game
from skelos.orcquest import COLOURS

GAME = "orcquest"


def is_orcquest(d):
    """True for an OrcQuest scenario dict or state snapshot."""
    return isinstance(d, dict) and d.get("game") == GAME


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
            raise DiceError("%s %r: cannot read %r; write counts and colours like 2r1o or red,orange,yellow "
                            "(r = red, o = orange, y = yellow)" % (what, text, t[pos:]))
        n = int(m.group(1)) if m.group(1) else 1
        colour = m.group(2)[0]
        counts["yor".index(colour)] += n
        pos = m.end()
    if sum(counts) > 99:
        raise DiceError("%s %r: at most 99 dice" % (what, text))
    return tuple(counts)


def dice_text(counts):
    parts = ["%d %s" % (n, COLOURS[i]) for i, n in reversed(list(enumerate(counts))) if n]
    return ", ".join(parts) or "none"


# ------------------------------------------------------------ scenarios
def describe(d):
    heroes = d.get("heroes") or []
    return "OrcQuest: %d heroes, %d enemy types, Badass %s" % (
        len(heroes), len(d.get("enemies") or []), (d.get("badass") or {}).get("start", 0))


def show(console, d):
    t = Table(title="%s (%s) - OrcQuest WarPath" % (d["name"], d["id"]))
    for col in ("button", "hero"):
        t.add_column(col)
    for i, h in enumerate(d["heroes"]):
        r, g, b = h.get("color", [0, 160, 0])
        t.add_row("slot%d" % (i + 1), "[rgb(%d,%d,%d)]■[/] %s" % (r, g, b, h["name"]))
    console.print(t)
    if d.get("enemies"):
        e = Table(title="enemies")
        for col in ("enemy", "Badass", "hit points"):
            e.add_column(col)
        for en in d["enemies"]:
            e.add_row(en["name"], str(en.get("badass", 0)), "%s %s" % (en.get("hp", 1), en.get("hp_color", "yellow")))
        console.print(e)
    b = d.get("badass") or {}
    last = (d.get("turns") or {}).get("last")
    console.print("Badass track starts at %s%s; rounds %s..%s" % (
        b.get("start", 0), ", ends at %s" % b["max"] if b.get("max") else "",
        (d.get("turns") or {}).get("start", 1), last if last is not None else "no limit"))


def summary_line(d):
    return "%s, %d heroes, %d enemy types" % (d["id"], len(d["heroes"]), len(d.get("enemies") or []))


# ------------------------------------------------------------ state
def render_state(reply, info=None):
    """A rich renderable of an OrcQuest `state` reply."""
    st = reply["state"]
    title = "game %s  %s  seq %s  OrcQuest" % (reply.get("game"), st.get("scenario"), st.get("seq"))
    if info:
        title = "%s (%s)  " % (info.get("board"), info.get("serial")) + title
    t = Table(title=title)
    for col in ("button", "hero", "status"):
        t.add_column(col)
    for i, h in enumerate(st.get("heroes", [])):
        r, g, b = h.get("color", (255, 255, 255))
        name = Text("██ ", style="rgb(%d,%d,%d)" % (r, g, b)) + Text(h["name"])
        status = {"active": "◀ active", "event": "event card", "done": "activated",
                  "ready": "ready"}.get(h["status"], h["status"])
        t.add_row("slot%d" % (i + 1), name, status)
    parts = [t]
    if st.get("enemies"):
        e = Table(title="enemies")
        for col in ("enemy", "Badass", "hit points"):
            e.add_column(col)
        for en in st["enemies"]:
            e.add_row(en["name"], str(en["badass"]), "%s %s" % (en["hp"], en["hp_color"]))
        parts.append(e)
    last = st.get("last_turn")
    line = "round %s/%s  phase %s" % (st.get("turn"), last if last is not None else "∞", st.get("phase"))
    if st.get("current"):
        line += "  action points %s/2" % st.get("action_points")
    line += "  Badass %s" % st.get("badass")
    if st.get("badass_max") is not None:
        line += "/%s" % st["badass_max"]
    if st.get("can_buy"):
        line += "  next extra action costs %s" % st.get("next_extra_cost")
    elif st.get("all_activated") and not st.get("pending_event"):
        line += "  every hero played (no extra action now)"
    combo = st.get("combo", {})
    line += "  combo 1 %s, combo 2 %s" % (combo.get("combo1"), combo.get("combo2"))
    if st.get("pending_event"):
        line += "  event card of %s being resolved" % st["pending_event"]
    line += "  kills %s" % st.get("kills", 0)
    if st.get("is_last_turn"):
        line += "  [last round]"
    if st.get("over"):
        line += "  GAME OVER: %s" % st["over"]
    parts.append(Text(line, style="bold"))
    if reply.get("pixels"):
        strip = Text()
        for r, gg, b in reply["pixels"]:
            strip += Text("●", style="rgb(%d,%d,%d)" % (r, gg, b))
        parts.append(Text("LEDs ") + strip)
    return Group(*parts)


# ------------------------------------------------------------ session figures
def figures(scenario, events):
    """Report figures of an OrcQuest session (undone records do not count):
    actions and extra actions per hero, Badass gained and spent, combos,
    kills per enemy, the Badass track after each record."""
    game = new_game(scenario)
    rec = game.records
    applied = []     # (kind, hero name or enemy name, amount)
    redo = []
    track = []
    heroes = scenario.heroes
    for e in events:
        item = e["rec"]
        name = item[0]
        before = game.badass
        cur = game.current
        try:
            blob = rec.from_list(item)
        except ValueError:
            continue
        if game.submit(blob) is not None:
            continue
        track.append(game.badass)
        if name == "undo":
            if applied:
                redo.append(applied.pop())
            continue
        if name == "redo":
            if redo:
                applied.append(redo.pop())
            continue
        redo.clear()
        if name == "action":
            applied.append(("action", heroes[item[1]].name, item[3], before - game.badass))
        elif name == "combo":
            applied.append(("combo", heroes[cur].name if cur >= 0 else "?", item[1], 0))
        elif name == "kill":
            applied.append(("kill", scenario.enemies[item[1]].name, item[2], game.badass - before))
        elif name == "spend":
            applied.append(("spend", None, 0, before - game.badass))
        else:
            applied.append((name, None, 0, 0))
    actions, extras, kills, combos = {}, {}, {}, {}
    gained = spent_extra = spent_cards = 0
    for kind, who, n, pts in applied:
        if kind == "action":
            actions[who] = actions.get(who, 0) + 1
            extras[who] = extras.get(who, 0) + n
            spent_extra += pts
        elif kind == "kill":
            kills[who] = kills.get(who, 0) + 1
            gained += pts
        elif kind == "combo":
            combos["combo %d" % n] = combos.get("combo %d" % n, 0) + 1
        elif kind == "spend":
            spent_cards += pts
    snap = game.snapshot()
    return {"game": GAME, "records": len(events), "in_effect": len(applied), "round": snap["turn"],
            "over": snap["over"],
            "badass": snap["badass"], "gained": gained, "spent_extra": spent_extra, "spent_cards": spent_cards,
            "actions": actions, "extras": extras, "kills": kills, "combos": combos, "track": track}


def summary(sid, info, f):
    acts = ", ".join("%s %d" % kv for kv in sorted(f["actions"].items())) or "none"
    return ("session %d (%s game %s, %s, OrcQuest): %d records, %d in effect, reached round %s, %s; "
            "Badass %d now, +%d from kills, -%d for extra actions, -%d for cards; actions: %s; kills %d; combos %d"
            % (sid, info["serial"], info["game"], info["scenario_id"], f["records"], f["in_effect"], f["round"],
               f["over"] or "in play", f["badass"], f["gained"], f["spent_extra"], f["spent_cards"], acts,
               sum(f["kills"].values()), sum(f["combos"].values())))


def plots(f, save, plt):
    """The report's PNGs through `save(fig, name)`."""
    fig, ax = plt.subplots(figsize=(6, 3.5))
    track = f["track"]
    if track:
        ax.step(range(1, len(track) + 1), track, where="post")
    ax.set_xlabel("record")
    ax.set_title("Badass track after each record")
    save(fig, "badass.png")
    fig, ax = plt.subplots(figsize=(6, 3.5))
    names = sorted(set(f["actions"]) | set(f["extras"]))
    ax.barh(names, [f["actions"].get(n, 0) for n in names], label="actions")
    ax.barh(names, [f["extras"].get(n, 0) for n in names], label="extra actions bought (Badass)")
    ax.legend(fontsize=7)
    ax.set_title("Actions per hero")
    save(fig, "actions.png")
