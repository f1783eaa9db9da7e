"""Session store: SQLite (WAL), one row per event, each (session, seq) exactly once.

A session is one game on one device: (device serial, game id), played under
one rules version (the board's `hello`; NULL in stores written before
versions existed, and for their sessions: rules 1; a store of that schema
gets the column when it is opened for writing).  Every write is a
transaction, so an interrupted `skelos log` leaves a consistent file.

The commands that only read (`sessions`, `replay`, `report`, `export`) open
the store read-only (`Store(path, readonly=True)`): they create no file and no
folder, and work on a store nobody may write.  Whatever is wrong with the file
(missing, not a database, another program's database, damaged pages) or with
a row (a record that is not JSON or not a record, a field of the wrong type)
raises StoreError, whose text is one line naming the file and the row.
"""

import functools
import json
import numbers
import operator
import os
import sqlite3
import time
import urllib.parse

import platformdirs

from skelos_host.text import limits
from skelos_host.text.i18n import _
from skelos_host.session.storeschema import (FIGURES_TABLE, HERO_TABLES, OWNERS, SCHEMA, STORE_VERSION,  # noqa: F401
                                     TABLES, columns, kept_token, migrate, table_names)

# a session as the report reads it: sessions()'s columns, its uid and board, and its stored figures
_ROW_KEYS = ("id", "serial", "game", "scenario_id", "started", "events", "last_seq", "has_scenario", "rules",
             "uid", "board", "figures_version", "figures_mark", "figures", "figures_stamp")


def default_path():
    return os.path.join(platformdirs.user_data_dir("skelos"), "sessions.sqlite")


MAX_ID = 2 ** 63 - 1          # SQLite's largest integer


class StoreError(Exception):
    """The session store cannot be used as asked; the text is one line for the user."""


class StoreMissing(StoreError):
    pass


def _guarded(method):
    """SQLite's errors (a damaged page, a locked or read-only file) become a StoreError naming the file."""
    @functools.wraps(method)
    def wrapper(self, *a, **kw):
        try:
            return method(self, *a, **kw)
        except sqlite3.Error as e:
            raise self._error(e) from None
    return wrapper


def _damaged(path, where, why):
    return StoreError(_("damaged session store %(path)s: %(where)s: %(error)s")
                      % {"path": path, "where": where, "error": why})


def _where(sid, seq=None):
    if seq is None:
        return _("session %s") % sid
    return _("session %(session)s, seq %(seq)s") % {"session": sid, "seq": seq if _is_int(seq) else repr(seq)}


# a record's text as SQLite reads it (Store._records_at_once): 2 a JSON array with at most MAX_DEPTH brackets
# (ltrim takes spaces only: other leading blanks give 1, and Python looks again), 1 other valid JSON, 0 not
_VALID = ("CASE WHEN json_valid(rec) THEN (CASE WHEN typeof(rec) = 'text' AND substr(ltrim(rec), 1, 1) = '['"
          " AND length(rec) - length(replace(replace(rec, '[', ''), '{', '')) <= %d THEN 2 ELSE 1 END) ELSE 0 END"
          % limits.MAX_DEPTH)
_LAST = operator.itemgetter(4)
_TEXT = operator.itemgetter(1)


def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def _json(text, path, where, kind=None, sid=None, seq=None):
    """The value of a JSON column, checked to be `kind` (list or dict) when given.  `where` names it in an
    error (None: session `sid`, seq `seq`, put in words only then)."""
    if where is None:
        try:
            v = limits.json_loads(text) if isinstance(text, str) else None
        except ValueError:
            v = None
        if kind is not None and isinstance(v, kind):
            return v
        where = _where(sid, seq)
    if not isinstance(text, str):
        raise _damaged(path, where, _("not JSON"))
    try:
        v = limits.json_loads(text)
    except limits.LimitError as e:
        raise _damaged(path, where, str(e)) from None
    except ValueError:
        raise _damaged(path, where, _("not JSON")) from None
    if kind is not None and not isinstance(v, kind):
        raise _damaged(path, where, _("not a record") if kind is list else _("not an object"))
    return v


def check_record(rec):
    """None when `rec` has the shape of a record ([name, args...]), else why not."""
    if not isinstance(rec, list) or not rec or not isinstance(rec[0], str):
        return _("not a record")
    try:
        limits.value_depth(rec)
    except limits.LimitError as e:
        return str(e)
    return None


ZERO_HASH = "00000000"       # the history hash before the first record


def is_hash(h):
    """A history hash as the board sends it: 8 lowercase hex digits."""
    return isinstance(h, str) and len(h) == 8 and all(c in "0123456789abcdef" for c in h)


def connect(path, readonly=False):
    """A connection to the store file `path` for a part that keeps its own tables in it (storeschema.OWNERS:
    the heroes' sheets, heroes/log.py), so that the file has one owner: for writing, once the store made
    its schema or brought an earlier file's up to date, as Store(path) does; read-only, as
    Store(path, readonly=True) reads (nothing made or written; StoreMissing without a file).  Raises
    StoreError as Store does."""
    store = Store(path, readonly=readonly, tables=())
    db, store.db = store.db, None
    return db


class Store:
    def __init__(self, path=None, readonly=False, tables=TABLES[:3]):
        """The store at `path` (the user's by default); read-only, it must hold `tables`."""
        self.path = path or default_path()
        self.readonly = readonly
        try:
            if readonly:
                self.db = self._connect_readonly(tables)
            else:
                d = os.path.dirname(os.path.abspath(self.path))
                os.makedirs(d, exist_ok=True)
                self.db = sqlite3.connect(self.path, timeout=10, isolation_level=None, check_same_thread=False)
                self._check_ours()
                self.db.execute("PRAGMA journal_mode=WAL")
                self.db.execute("PRAGMA synchronous=NORMAL")
                self.db.execute("PRAGMA foreign_keys=ON")
                self.db.executescript(SCHEMA)
                migrate(self.db)
            have = columns(self.db, "sessions")
            self._rules, self._parent, self._uid = "rules" in have, "parent" in have, "uid" in have
            self._hashes = "h" in columns(self.db, "events")
        except sqlite3.Error as e:
            self._close_quietly()
            raise self._error(e) from None
        except OSError as e:
            self._close_quietly()
            raise StoreError(_("cannot use the session store %(path)s: %(error)s")
                             % {"path": self.path, "error": e.strerror or e}) from None
        except StoreError:
            self._close_quietly()
            raise

    def _connect_readonly(self, required=TABLES[:3]):
        if not os.path.isfile(self.path):
            raise StoreMissing(_("no session store at %s (record a game with `skelos log` or `skelos play`)")
                               % self.path)
        # Without a write-ahead log beside it the file holds everything: read it as immutable, so
        # that SQLite creates no -wal/-shm file (and works in a folder nobody may write).  With one,
        # a logger may be writing: read through SQLite's locks, which use the files already there.
        mode = "mode=ro" if os.path.exists(self.path + "-wal") else "immutable=1"
        uri = "file:%s?%s" % (urllib.parse.quote(os.path.abspath(self.path)), mode)
        self.db = sqlite3.connect(uri, uri=True, timeout=10, isolation_level=None, check_same_thread=False)
        self._check_ours(required=required)
        return self.db

    def _rules_sql(self, prefix=""):
        """The rules version column (NULL: 1), or 1 in a store of the earlier schema opened read-only."""
        return "COALESCE(%srules, 1)" % prefix if self._rules else "1"

    def _check_ours(self, required=()):
        names = table_names(self.db)
        if (names and not set(TABLES) & names) or not set(required) <= names:
            raise StoreError(_("%(path)s is not a readable session store (%(error)s)")
                             % {"path": self.path, "error": _("it holds no Skelos sessions")})

    def _error(self, e):
        return StoreError(_("%(path)s is not a readable session store (%(error)s)")
                          % {"path": self.path, "error": str(e).splitlines()[0] if str(e) else type(e).__name__})

    def _close_quietly(self):
        db = getattr(self, "db", None)
        if db is not None:
            try:
                db.close()
            except sqlite3.Error:
                pass
            self.db = None

    def close(self):
        self._close_quietly()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # ------------------------------------------------------------ scenarios known to this host
    @_guarded
    def remember_scenario(self, crc, d, blob):
        self.db.execute("INSERT OR REPLACE INTO scenarios VALUES (?, ?, ?, ?, ?)",
                        (crc, d["id"], json.dumps(d, sort_keys=True), blob, time.time()))

    @_guarded
    def scenario_by_crc(self, crc):
        """(dict, blob) of a scenario this host flashed, or (None, None) when unknown or damaged."""
        row = self.db.execute("SELECT scenario_json, blob FROM scenarios WHERE crc = ?", (crc,)).fetchone()
        if row is None:
            return None, None
        try:
            return _json(row[0], self.path, "", dict), row[1]
        except StoreError:
            return None, None

    # ------------------------------------------------------------ sessions
    @_guarded
    def game_sessions(self, serial, game):
        """[(id, uid)] of the sessions of game number `game` of a device, oldest first."""
        return self.db.execute("SELECT id, uid FROM sessions WHERE device_serial = ? AND game = ? ORDER BY id",
                               (serial, game)).fetchall()

    def session(self, serial, game, scenario_id=None, scenario=None, blob=None, board=None, firmware=None,
                rules=None, uid=None, new=False):
        """Id of the session of game (serial, game, uid) -- the newest one of a
        device that sends no uid -- created if new or when `new` is set (a game
        whose number was seen before); fills a missing scenario or rules version."""
        row = None
        if not new:
            row = self.db.execute(
                "SELECT id, scenario_json, rules FROM sessions WHERE device_serial = ? AND game = ? AND uid IS ?"
                " ORDER BY id DESC", (serial, game, uid)).fetchone()
        sj = json.dumps(scenario, sort_keys=True) if scenario is not None else None
        if row:
            if row[1] is None and sj is not None:
                self.db.execute("UPDATE sessions SET scenario_json = ?, scenario_blob = ? WHERE id = ?",
                                (sj, blob, row[0]))
            if row[2] is None and rules is not None:
                self.db.execute("UPDATE sessions SET rules = ? WHERE id = ?", (rules, row[0]))
            return row[0]
        cur = self.db.execute(
            "INSERT INTO sessions (device_serial, game, scenario_id, scenario_json, scenario_blob, board, firmware,"
            " started, rules, uid) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (serial, game, scenario_id, sj, blob, board, firmware, time.time(), rules, uid))
        return cur.lastrowid

    @_guarded
    def sessions(self):
        # (each session's count and last seq from the events' (session, seq) index, one session at a time: a
        # fifth of the time of a join grouped by session over a club's 166,000 events)
        rows = self.db.execute(
            "SELECT s.id, s.device_serial, s.game, s.scenario_id, s.started,"
            " (SELECT COUNT(*) FROM events e WHERE e.session = s.id),"
            " (SELECT MAX(e.seq) FROM events e WHERE e.session = s.id),"
            " s.scenario_json IS NOT NULL, " + self._rules_sql("s.") + ", "
            + ("s.parent, s.fork_seq" if self._parent else "0, NULL") + " FROM sessions s ORDER BY s.id").fetchall()
        keys = ("id", "serial", "game", "scenario_id", "started", "events", "last_seq", "has_scenario", "rules",
                "parent", "fork_seq")
        out = [dict(zip(keys, r, strict=True)) for r in rows]
        for r in out:
            self._check_session(r)
            if not r["parent"]:           # an original history
                r["parent"] = r["fork_seq"] = None
            elif not (_is_int(r["parent"]) and _is_int(r["fork_seq"]) and 0 < r["fork_seq"] <= MAX_ID):
                raise _damaged(self.path, _where(r["id"]), _("the session it branches from is not a session"))
        return out

    @_guarded
    def session_rows(self, after=0, limit=256, only=None):
        """The next `limit` sessions after id `after` (or the session `only`), oldest first, as the report
        reads them: sessions()'s keys, "uid", "board" and their stored figures ("figures_version",
        "figures_mark", "figures": the JSON text, "figures_stamp"; None when none is stored).  A report reads a store
        of any size in such slices, never all of it at once."""
        has_figures = self.db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'figures'"
                                      ).fetchone() is not None
        where, args = ("s.id = ?", (only,)) if only is not None else ("s.id > ?", (after,))
        rows = self.db.execute(
            "SELECT s.id, s.device_serial, s.game, s.scenario_id, s.started,"
            " (SELECT COUNT(*) FROM events e WHERE e.session = s.id),"
            " (SELECT MAX(e.seq) FROM events e WHERE e.session = s.id),"
            " s.scenario_json IS NOT NULL, " + self._rules_sql("s.") + ", "
            + ("s.uid" if self._uid else "NULL") + ", s.board, "
            + ("f.version, f.mark, f.figures, f.stamp FROM sessions s LEFT JOIN figures f ON f.session = s.id"
               if has_figures else "NULL, NULL, NULL, NULL FROM sessions s")
            + " WHERE " + where + " ORDER BY s.id LIMIT ?", args + (limit,)).fetchall()
        out = [dict(zip(_ROW_KEYS, r, strict=True)) for r in rows]
        for r in out:
            self._check_session(r)
        return out

    @_guarded
    def count_sessions(self):
        return self.db.execute("SELECT COUNT(*) FROM sessions").fetchone()[0]

    @_guarded
    def put_figures(self, rows):
        """Keep sessions' figures, in one transaction: rows of (session, version, mark, figures, stamp), the
        figures a JSON text computed by code of `version` from what `mark` says of the session, `stamp`
        the user's mark that this host computed them (or None)."""
        self._put_computed("figures", ("session", "version", "mark", "figures", "stamp"), rows)

    @_guarded
    def stored_figures(self, sids):
        """{session: its stored figures' JSON text} of the sessions `sids` (those with figures)."""
        out = {}
        sids = list(sids)
        for i in range(0, len(sids), 500):
            part = sids[i:i + 500]
            out.update(self.db.execute("SELECT session, figures FROM figures WHERE session IN (%s)"
                                       % ",".join("?" * len(part)), part).fetchall())
        return out

    @_guarded
    def put_side_figures(self, rows):
        """Keep the figures of the sides played beside sessions' boards, in one transaction: rows of
        (session, side, version, mark, figures, stamp), as put_figures keeps a session's."""
        self._put_computed("side_figures", ("session", "side", "version", "mark", "figures", "stamp"), rows)

    def _put_computed(self, table, columns, rows):
        """Rows of `columns` into `table` (figures, side_figures) in one transaction, replacing those of
        the same key, each stamped with the time they were computed (now)."""
        now = time.time()
        columns = columns + ("computed",)
        with self._tx():
            self.db.executemany("INSERT OR REPLACE INTO %s (%s) VALUES (%s)"
                                % (table, ", ".join(columns), ", ".join("?" * len(columns))),
                                [tuple(r) + (now,) for r in rows])

    @_guarded
    def stored_side_figures(self, sids):
        """{(session, side): (version, mark, figures JSON text, stamp)} kept for the sessions `sids` ({} in a
        store of the schema before them, read as it is)."""
        out = {}
        if "side_figures" not in table_names(self.db):
            return out
        sids = list(sids)
        for i in range(0, len(sids), 500):
            part = sids[i:i + 500]
            for sid, side, version, mark, figures, stamp in self.db.execute(
                    "SELECT session, side, version, mark, figures, stamp FROM side_figures WHERE session IN (%s)"
                    % ",".join("?" * len(part)), part):
                out[(sid, side)] = (version, mark, figures, stamp)
        return out

    @_guarded
    def side_uids(self):
        """The identities (uid) of the games that have anything in the tables of the sides played beside
        the board (HERO_TABLES): the only ones whose sides have figures."""
        names = table_names(self.db)
        uids = set()
        for t in HERO_TABLES:
            if t in names:
                uids.update(r[0] for r in self.db.execute("SELECT DISTINCT uid FROM %s" % t))
        return uids

    def _check_session(self, r):
        where = _where(r["id"])
        if not isinstance(r["serial"], str):
            raise _damaged(self.path, where, _("the device serial is not text"))
        if not _is_int(r["game"]):
            raise _damaged(self.path, where, _("the game number is not an integer"))
        if not isinstance(r["started"], numbers.Real) or isinstance(r["started"], bool) or not (
                0 <= r["started"] < 1e11):
            raise _damaged(self.path, where, _("the start time is not a time"))
        if r.get("scenario_id") is not None and not isinstance(r["scenario_id"], str):
            raise _damaged(self.path, where, _("the scenario id is not text"))
        if not _is_int(r.get("rules", 1)) or not 0 < r.get("rules", 1) < 256:
            raise _damaged(self.path, where, _("the rules version is not an integer 1..255"))

    @_guarded
    def session_info(self, sid):
        row = self.db.execute("SELECT id, device_serial, game, scenario_id, scenario_json, board, firmware, started, "
                              + self._rules_sql() + " FROM sessions WHERE id = ?", (sid,)).fetchone()
        if row is None:
            return None
        keys = ("id", "serial", "game", "scenario_id", "scenario", "board", "firmware", "started", "rules")
        info = dict(zip(keys, row, strict=True))
        self._check_session(info)
        info["scenario"] = _json(info["scenario"], self.path, _where(sid), dict) if info["scenario"] else None
        return info

    @_guarded
    def resolve(self, ref):
        """Session id from 'N', 'SERIAL:GAME' or 'latest'; None if unknown."""
        ref = str(ref)
        if ref == "latest":
            row = self.db.execute("SELECT MAX(id) FROM sessions").fetchone()
            return row[0]
        if ":" in ref:
            serial, _sep, game = ref.rpartition(":")
            try:
                game = int(game)
            except ValueError:
                return None
            if not -MAX_ID <= game <= MAX_ID:
                return None
            row = self.db.execute("SELECT id FROM sessions WHERE device_serial = ? AND game = ?",
                                  (serial, game)).fetchone()
            return row[0] if row else None
        try:
            sid = int(ref)
        except ValueError:
            return None
        if not 0 < sid <= MAX_ID:
            return None
        return sid if self.db.execute("SELECT 1 FROM sessions WHERE id = ?", (sid,)).fetchone() else None

    # ------------------------------------------------------------ events
    @_guarded
    def add_events(self, sid, events, received_at=None):
        """Store [{"seq", "rec"}...] in one transaction; returns how many were new.
        Raises ValueError, storing nothing, when one is not an event."""
        now = received_at or time.time()
        rows = []
        for e in events:
            seq = e["seq"]
            if not _is_int(seq) or not 0 < seq <= MAX_ID:
                raise ValueError("seq %r is not a positive integer" % (seq,))
            why = check_record(e["rec"])
            if why:
                raise ValueError("seq %d: %s" % (seq, why))
            h = e.get("h")
            rows.append((sid, seq, json.dumps(e["rec"]), now, h if is_hash(h) else None))
        new = 0
        with self._tx():
            for row in rows:
                cur = self.db.execute("INSERT OR IGNORE INTO events (session, seq, rec, received_at, h)"
                                      " VALUES (?,?,?,?,?)", row)
                new += cur.rowcount
        return new

    @_guarded
    def hash_at(self, sid, seq):
        """The history hash stored with event `seq` ("00000000" at seq 0), None when it has none
        (stored before hashes existed, or from a board that sends none)."""
        if seq == 0:
            return ZERO_HASH
        if not self._hashes:
            return None
        row = self.db.execute("SELECT h FROM events WHERE session = ? AND seq = ?", (sid, seq)).fetchone()
        return row[0] if row and is_hash(row[0]) else None

    @_guarded
    def fork(self, sid, seq):
        """A new session for the history of session `sid`'s game that differs from it at `seq`: the
        events before `seq` copied from `sid` (so that it replays alone), linked to `sid` (`parent`,
        `fork_seq`).  `sid` keeps everything it holds.  Returns the new session's id."""
        with self._tx():
            cur = self.db.execute(
                "INSERT INTO sessions (device_serial, game, scenario_id, scenario_json, scenario_blob, board,"
                " firmware, started, rules, uid, parent, fork_seq) SELECT device_serial, game, scenario_id,"
                " scenario_json, scenario_blob, board, firmware, ?, rules, uid, id, ? FROM sessions WHERE id = ?",
                (time.time(), seq, sid))
            new = cur.lastrowid
            self.db.execute("INSERT INTO events (session, seq, rec, received_at, h) SELECT ?, seq, rec,"
                            " received_at, h FROM events WHERE session = ? AND seq < ?", (new, sid, seq))
        return new

    @_guarded
    def last_seq(self, sid):
        last = self.db.execute("SELECT COALESCE(MAX(seq), 0) FROM events WHERE session = ?", (sid,)).fetchone()[0]
        if not _is_int(last):
            raise _damaged(self.path, _where(sid, last), _("the seq is not an integer"))
        return last

    @_guarded
    def missing(self, sid):
        """Seq numbers absent below the last stored one (should always be empty)."""
        seqs = [e["seq"] for e in self.events(sid)]
        have = set(seqs)
        return [s for s in range(1, (seqs[-1] if seqs else 0) + 1) if s not in have]

    def _records_at_once(self, rows):
        """The records of `rows` (seq, rec text, ...) decoded in one go, when every text is one well-formed JSON
        array by SQLite's own reading (json_valid, then a leading "["): joined with commas they are exactly
        those arrays, nested one level deeper.  None when any is not (each is then read alone, and the first
        bad one named).  The last item of a row is _VALID's: 2 when SQLite found all of it so (a text, with
        at most MAX_DEPTH brackets), 1 valid JSON only (then read here), 0 not."""
        if not rows:
            return None
        if min(map(_LAST, rows)) == 2:
            texts = list(map(_TEXT, rows))
            shallow = True
        else:
            texts = []
            shallow = True          # each text nests at most MAX_DEPTH levels, so the whole at most one more
            for _s, r, _t, _h, v in rows:
                if not v or not isinstance(r, str) or r.lstrip()[:1] != "[":
                    return None
                if shallow and r.count("[") + r.count("{") > limits.MAX_DEPTH:
                    shallow = False
                texts.append(r)
        text = "[" + ",".join(texts) + "]"
        try:
            recs = json.loads(text) if shallow else limits.json_loads(text, max_depth=limits.MAX_DEPTH + 1)
        except (ValueError, RecursionError):
            return None
        if len(recs) != len(rows):
            return None
        return recs

    @_guarded
    def events(self, sid):
        out = []
        query = ("SELECT seq, rec, received_at, " + ("h" if self._hashes else "NULL") + ", %s"
                 " FROM events WHERE session = ? ORDER BY seq")
        try:
            rows = self.db.execute(query % _VALID, (sid,)).fetchall()
        except sqlite3.OperationalError:     # an SQLite without its JSON functions: each record read alone
            rows = self.db.execute(query % "0", (sid,)).fetchall()
        recs = self._records_at_once(rows)
        for i, (s, r, t, h, _valid) in enumerate(rows):
            if type(s) is not int and not _is_int(s):
                raise _damaged(self.path, _where(sid, s), _("the seq is not an integer"))
            if recs is not None:       # (within the depth limit already: json_loads above)
                rec = recs[i]
                why = None if type(rec) is list and rec and type(rec[0]) is str else _("not a record")
            else:
                rec = _json(r, self.path, None, list, sid, s)
                why = check_record(rec)
            if why:
                raise _damaged(self.path, _where(sid, s), why)
            if type(t) is not float and (not isinstance(t, numbers.Real) or isinstance(t, bool)):
                raise _damaged(self.path, _where(sid, s), _("the time received is not a time"))
            out.append({"seq": s, "rec": rec, "received_at": t, "h": h if h is not None and is_hash(h) else None})
        return out

    # ------------------------------------------------------------ snapshots
    @_guarded
    def add_snapshot(self, sid, seq, state):
        with self._tx():
            self.db.execute("INSERT INTO snapshots (session, seq, state, taken_at) VALUES (?, ?, ?, ?)",
                            (sid, seq, json.dumps(state, sort_keys=True), time.time()))

    @_guarded
    def snapshots(self, sid):
        out = []
        for s, st in self.db.execute("SELECT seq, state FROM snapshots WHERE session = ? ORDER BY seq, rowid",
                                     (sid,)):
            where = _("session %(session)s, snapshot at seq %(seq)s") % {"session": sid, "seq": s}
            if not _is_int(s):
                raise _damaged(self.path, where, _("the seq is not an integer"))
            out.append({"seq": s, "state": _json(st, self.path, where, dict)})
        return out

    def _tx(self):
        return _Tx(self.db)


class _Tx:
    def __init__(self, db):
        self.db = db

    def __enter__(self):
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, exc_type, exc, tb):
        self.db.execute("ROLLBACK" if exc_type else "COMMIT")
        return False
