"""The heroes of a logged session: their seats and records read from the session store file
(the tables of skelos_host.heroes.table, joined to the session by the game's identity), every
sheet rebuilt, the story told and the figures counted, for `skelos replay`, `skelos report` and
`skelos heroes replay`."""

import html
import os
import sqlite3

from skelos_host.heroes import tell
from skelos_host.session import store as store_mod
from skelos_host.heroes.log import HeroLog
from skelos_host.heroes.table import ZERO_HASH, command_key, line_of
from skelos_host.text.i18n import _, ngettext
from skelos_host.text.limits import printable
from skelos_host.session.store import is_hash
from skelos_host.session.story import line, name_of


def load(path, sid):
    """(seats, records) of session `sid`'s heroes ([], [] when it has none, or a store without them), read
    through the store's read-only connection (store.connect: nothing made or written)."""
    if not path or not os.path.isfile(path):
        return [], []
    try:
        db = store_mod.connect(path, readonly=True)
    except store_mod.StoreMissing:
        return [], []
    try:
        if not {"hero_seats", "hero_records", "sessions"} <= store_mod.table_names(db) \
                or "uid" not in store_mod.columns(db, "sessions"):
            return [], []
        row = db.execute("SELECT uid FROM sessions WHERE id = ?", (sid,)).fetchone()
        if row is None or row[0] is None:
            return [], []
        if not db.execute("SELECT EXISTS (SELECT 1 FROM hero_seats WHERE uid = ?)"
                          " OR EXISTS (SELECT 1 FROM hero_records WHERE uid = ?)", (row[0], row[0])).fetchone()[0]:
            return [], []       # (a game without heroes: nothing more read)
        log = HeroLog(db=db)
        seats = log.seats(row[0])
        records = log.records(row[0])
        # the line of this session's history: a branch (a board that went back) keeps its own records
        hashed = "h" in store_mod.columns(db, "events")
        hashes = dict(db.execute("SELECT seq, " + ("h" if hashed else "NULL") + " FROM events WHERE session = ?",
                                 (sid,)).fetchall())
        last = max(hashes or [0])

        def at(seq):
            if seq == 0:
                return ZERO_HASH
            if seq > last:
                return False
            h = hashes.get(seq)
            return h if is_hash(h) else None
        return seats, line_of(records, at)
    finally:
        db.close()


def board_moments(path, sid, commands=None):
    """seq -> (turn, phase, over) of the board after each record of session `sid`, read from its records
    replayed (skelos_host.session.story); {} when they cannot be (no scenario kept, no store).  `commands` (a
    dict): filled with seq -> the board's Overlord's command (its snapshot's) after each record of a
    solo game that gives a new one."""
    from skelos.games import SIDE_OF, game_of

    from skelos_host import views
    from skelos_host.session import story
    from skelos_host.session.analysis import ReplayError, scenario_of
    from skelos_host.session.store import Store, StoreError
    try:
        with Store(path, readonly=True) as store:
            info = store.session_info(sid)
            events = store.events(sid)
        scenario = scenario_of(info)
    except (ReplayError, StoreError, sqlite3.Error, OSError):
        return {}
    if SIDE_OF.get(game_of(info["scenario"])) != "heroes":
        return {}
    told = story.Story(views.view_of(scenario), info["scenario"])
    last = None
    for e in events:
        if e["seq"] != told.last + 1:
            break           # (a session that does not start at its game's first record: what came before)
        told.add(e["seq"], e["rec"])
        g = told.game
        if commands is not None and getattr(g, "solo", 0):
            snap = g.snapshot()
            key = command_key(snap)
            if key is not None and key != last:
                commands[e["seq"]] = snap["command"]
            last = key
    return told.moments


def replay(path, sid):
    """(seats, sheets, entries, problems) of session `sid`'s heroes; each record's moment is the board's
    after the record it was made after, read from the board's records (the sheet's own count when the
    session's records cannot be replayed)."""
    seats, records = load(path, sid)
    commands = {}
    moments = board_moments(path, sid, commands) if records else {}
    moment_at = lambda seq: tell.moment_of(moments.get(seq))      # noqa: E731
    sheets, entries, problems = tell.replay(seats, records, moment_at=moment_at)
    if commands and not problems:
        entries = _with_targets(seats, records, entries, commands, moment_at)
    return seats, sheets, entries, problems


def _with_targets(seats, records, entries, commands, moment_at):
    """`entries` with, after each new command of the board's Overlord, whom it points at by the sheets as
    they were when the board made it (the heroes' records made before that board's record, as the live
    table tells it): docs/solo.md, "Targets by the heroes' sheets".  The same records give the same lines."""
    from skelos.games import DEFAULT

    from skelos_host import views
    named = getattr(views.view(DEFAULT), "target_phrase", None)
    if named is None:
        return entries
    after = {r["n"]: r.get("after") if isinstance(r.get("after"), int) else -1 for r in records}
    names = [name_of(s["hero"]) for s in seats]
    out = list(entries)
    for seq in sorted(commands, reverse=True):
        sheets = tell.replay(seats, [r for r in records if after[r["n"]] < seq])[0]
        phrase = named(commands[seq], [sh.snapshot() for sh in sheets], names)
        moment = moment_at(seq)
        if phrase is None or moment is None:
            continue
        at = 0
        for k, e in enumerate(out):
            if e.get("n") is not None and after.get(e["n"], -1) < seq:
                at = k + 1
        out.insert(at, {"n": None, "seat": None, "when": tell.when_of(moment), "text": phrase})
    return out


# The heroes' figures of a session are kept in the session store beside its own (Store.put_side_figures),
# with this version and what they were computed from: raise it when tell.figures changes.
FIGURES_VERSION = 1


def figures_marks(db, uids):
    """{uid: what the heroes' figures of game `uid` are computed from, besides the board's history} of the
    games `uids`, read through the store's connection `db` (HeroLog.marks)."""
    return HeroLog(db=db).marks(uids)


def figures_of(path, sid):
    """The heroes' figures of session `sid` (tell.figures), or None when it has no heroes.  Only the
    sheets are replayed: the figures need neither the board's moments nor the story's targets."""
    seats, records = load(path, sid)
    return tell.figures(seats, tell.replay(seats, records)[0]) if seats else None


def html_block(figs):
    """The heroes' figures as a section of a session's report page ("" without heroes)."""
    if not figs:
        return ""
    e = lambda t: html.escape(str(t), quote=True)  # noqa: E731
    head = [_("hero"), _("melee"), _("ranged"), _("movement"), _("manipulation"), _("active defense"),
            _("reroll"), _("spells and allies"), _("wounds taken"), _("turns recovering"), _("heroes' turns"),
            _("gems given (Don de Vie)"), _("gems received (Don de Vie)"), _("fallen")]
    rows = []
    for f in figs:
        s = f["spent"]
        cells = [s["melee"], s["ranged"], s["movement"], s["manipulation"], s["defense"], s["reroll"], s["spell"],
                 f["wounds"], f["recovering"], f["turns"], f["given"], f["received"]]
        rows.append("<tr><td class=\"name\">%s</td>%s<td>%s</td></tr>" % (
            e(f["name"]), "".join('<td class="n">%s</td>' % e(c) for c in cells), e(_("yes") if f["dead"] else "")))
    return ('<h2>%s</h2><p>%s</p><div class="wide"><table><tr>%s</tr>%s</table></div>'
            % (e(_("The heroes")), e(_("Gems spent per characteristic over the game, wounds taken, turns "
                                        "declared recovering, gems given to companions and received from "
                                        "them by Don de Vie.")),
               "".join("<th>%s</th>" % e(h) for h in head), "".join(rows)))


def print_replay(console, path, sid, story=True):
    """Print the heroes of session `sid` (nothing without heroes); the number of problems."""
    seats, sheets, entries, problems = replay(path, sid)
    if not seats:
        return 0
    records = sum(sh.count for sh in sheets)
    console.print(_("heroes: %(sheets)s, %(records)s") % {
        "sheets": ngettext("%d sheet", "%d sheets", len(seats)) % len(seats),
        "records": ngettext("%d record replayed", "%d records replayed", records) % records})
    for s, sh in zip(seats, sheets, strict=True):
        st = sh.snapshot()
        figures = _("available %(a)d, fatigue %(f)d, wounds %(w)d%(dead)s") % {
            "a": st["available"], "f": st["fatigue"], "w": st["wounds"],
            "dead": (", " + _("fallen")) if st["dead"] else ""}
        console.print("  %s: %s" % (printable(s["hero"].get("name")), figures), markup=False, highlight=False)
    if story:
        for entry in entries:
            console.print("  " + printable(line(entry)), markup=False, highlight=False)
    for p in problems:
        console.print(printable(p), style="red", markup=False, highlight=False)
    return len(problems)
