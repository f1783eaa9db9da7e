"""The sessions of `skelos report` gone through a slice at a time (skelos_host.commands.report): the groups
reported together (a scenario, a level of the board's Overlord in it), their figures read back from the
store, the tables (boards) played at, and the exports written a session at a time (sessions-GAME.csv,
report.json)."""

import csv
import hashlib
import json
import os
import time

from skelos_host import views
from skelos_host.session import exports

BATCH = 256        # sessions read from the store at once (a report holds no more figures than these)


class Group:
    """Sessions reported together (a scenario, a level of the board's Overlord in it): their ids, their rows
    in the index (sid, device serial, game number, start, records, outcome), and the figures of those the
    store does not keep (a store the report cannot write); the others' figures are read from the store
    when the group's overview goes through them (Figures), never all held at once."""

    __slots__ = ("sids", "members", "names", "kept", "digest")

    def __init__(self):
        self.sids, self.members, self.names, self.kept = [], [], {}, {}
        self.digest = hashlib.sha256()      # of its sessions' marks: what its overview's images depend on

    def add(self, sid, e, stored, mark, listed=True):
        """Session `sid` of entry `e` in the group; `listed`: with its row in the index."""
        f = e["figures"]
        self.digest.update(b"%d/%s," % (sid, mark.encode()))
        self.sids.append(sid)
        if listed:
            self.members.append((sid, e["serial"], e["game_number"], e["started"], f["records"], f["over"]))
            self.names = e.get("names") or {}
        if not stored:
            self.kept[sid] = f

    def figures(self, store):
        return Figures(store, self.sids, self.kept)


class Figures:
    """The figures of sessions `sids`, read from the store's figures table slice by slice each time they are
    gone through (an overview goes through them twice): a sequence of the memory of a slice."""

    def __init__(self, store, sids, kept):
        self.store, self.sids, self.kept = store, sids, kept

    def __len__(self):
        return len(self.sids)

    def __iter__(self):
        for i in range(0, len(self.sids), BATCH):
            part = self.sids[i:i + BATCH]
            texts = self.store.stored_figures([s for s in part if s not in self.kept]) if self.store else {}
            for sid in part:
                f = self.kept.get(sid)
                if f is None:
                    f = json.loads(texts[sid])["figures"]     # (read and checked by this report; KeyError: gone)
                yield f


class Table:
    """A table (a board, by its serial): its sessions, outcomes, scenarios and days played."""

    __slots__ = ("serial", "board", "sessions", "outcomes", "scenarios", "first", "last")

    def __init__(self, serial, board):
        self.serial, self.board = serial, board
        self.sessions, self.outcomes, self.scenarios = 0, {}, {}
        self.first = self.last = None

    def add(self, e, scenario_key, name):
        f = e["figures"]
        self.sessions += 1
        over = f["over"] or "playing"
        self.outcomes[over] = self.outcomes.get(over, 0) + 1
        self.scenarios[scenario_key] = name
        t = e["started"]
        self.first = t if self.first is None else min(self.first, t)
        self.last = t if self.last is None else max(self.last, t)

    def doc(self):
        return {"serial": self.serial, "board": self.board, "sessions": self.sessions, "outcomes": self.outcomes,
                "scenarios": sorted("%s:%s" % k for k in self.scenarios),
                "first": exports.iso_time(self.first), "last": exports.iso_time(self.last)}


def level_of(f):
    """The level the board played the Overlord at in a session's figures (0: the players did)."""
    level = f.get("solo") or 0
    return level if isinstance(level, int) and not isinstance(level, bool) else 0



# ------------------------------------------------------------ exports
class Exports:
    """sessions-GAME.csv written a session at a time, in session order, and report.json's rows of the sessions
    into a file beside them (report.json is put together from it at the end: no list of every session)."""

    ROWS = ".report-sessions.part"

    def __init__(self, out):
        self.out, self.files = out, {}
        self.rows = open(os.path.join(out, self.ROWS), "w", encoding="utf-8")
        self.count = 0

    def add(self, sid, e):
        f = e["figures"]
        game = f["game"]
        if game not in self.files:
            fh = open(os.path.join(self.out, "sessions-%s.csv" % game), "w", encoding="utf-8", newline="")
            w = csv.writer(fh)
            w.writerow(exports.SESSION_COLUMNS + tuple(views.view(game).CSV_COLUMNS))
            self.files[game] = (fh, w)
        common = [sid, e["serial"], e["game_number"], game, e["scenario_id"], exports.iso_time(e["started"]),
                  exports.iso_time(e["first"]), exports.iso_time(e["last"]), f["records"], f["in_effect"],
                  f["undos"], f["over"] or "playing"]
        self.files[game][1].writerow(common + views.view(game).csv_row(f))
        self.rows.write(("," if self.count else "") + json.dumps(dict(zip(exports.SESSION_COLUMNS, common,
                                                                          strict=True)),
                                                                 ensure_ascii=False, separators=(",", ":")))
        self.count += 1

    def close(self):
        for fh, _w in self.files.values():
            fh.close()
        if not self.rows.closed:
            self.rows.close()
        try:
            os.unlink(os.path.join(self.out, self.ROWS))
        except FileNotFoundError:
            pass

    def finish(self, groups, overviews, levels, tables, skipped):
        """Close the CSV files, write report.json; the names of the CSV files."""
        import shutil

        self.rows.close()
        doc = {"schema": exports.SCHEMA, "generated": exports.iso_time(time.time()),
               "groups": [{"game": k[0], "scenario_id": k[1], "overview": overviews[k],
                           "levels": [{"level": lv, "overview": levels[(g, sc, lv)][1]}
                                      for (g, sc, lv) in sorted(levels) if (g, sc) == k]} for k in groups],
               "tables": [tables[s].doc() for s in sorted(tables)],
               "sessions": os.urandom(16).hex(),        # (where the rows go: a text no other value holds)
               "not_reported": [{"session": sid, "error": err} for sid, err in skipped]}
        head, _mark, tail = json.dumps(doc, ensure_ascii=False, separators=(",", ":")).partition(
            '"sessions":"%s"' % doc["sessions"])
        with open(os.path.join(self.out, "report.json"), "w", encoding="utf-8") as fh:
            fh.write(head + '"sessions":[')
            with open(os.path.join(self.out, self.ROWS), encoding="utf-8") as rows:
                shutil.copyfileobj(rows, fh)
            fh.write("]" + tail)
        names = ["sessions-%s.csv" % game for game in sorted(self.files)]
        self.close()
        return names
