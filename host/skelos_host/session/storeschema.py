"""The session store's file: its tables, who writes each, and how a file of an earlier version is brought
up to this one (store.py opens it; every part that keeps rows in it gets its connection from there).

The tables, by owner:
  sessions, events, snapshots, scenarios, figures,
  side_figures                                      the sessions' (store.Store)
  hero_seats, hero_records                          the heroes' sheets played beside a board
                                                    (skelos_host.heroes.log, through store.connect)
"""

import hashlib
import sqlite3

SCHEMA = """
CREATE TABLE IF NOT EXISTS sessions (
    id INTEGER PRIMARY KEY,
    device_serial TEXT NOT NULL,
    game INTEGER NOT NULL,
    scenario_id TEXT,
    scenario_json TEXT,
    scenario_blob BLOB,
    board TEXT,
    firmware TEXT,
    started REAL NOT NULL,
    rules INTEGER,
    uid TEXT,
    parent INTEGER NOT NULL DEFAULT 0,
    fork_seq INTEGER,
    UNIQUE (device_serial, game, uid, parent)
);
CREATE TABLE IF NOT EXISTS events (
    session INTEGER NOT NULL REFERENCES sessions(id),
    seq INTEGER NOT NULL,
    rec TEXT NOT NULL,
    received_at REAL NOT NULL,
    h TEXT,
    UNIQUE (session, seq)
);
CREATE TABLE IF NOT EXISTS snapshots (
    session INTEGER NOT NULL REFERENCES sessions(id),
    seq INTEGER NOT NULL,
    state TEXT NOT NULL,
    taken_at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS scenarios (
    crc INTEGER PRIMARY KEY,
    scenario_id TEXT NOT NULL,
    scenario_json TEXT NOT NULL,
    blob BLOB NOT NULL,
    added REAL NOT NULL
);
""" + """
CREATE TABLE IF NOT EXISTS hero_seats (
    uid TEXT NOT NULL,
    seat INTEGER NOT NULL,
    hero_json TEXT NOT NULL,
    code TEXT,
    token TEXT,
    added REAL NOT NULL,
    rules INTEGER,
    UNIQUE (uid, seat)
);
CREATE TABLE IF NOT EXISTS hero_records (
    uid TEXT NOT NULL,
    n INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    rec TEXT NOT NULL,
    after INTEGER NOT NULL,
    at REAL NOT NULL,
    h TEXT,
    prev INTEGER,
    rid TEXT,
    answer TEXT,
    UNIQUE (uid, n)
);
"""
# The heroes' sheets played beside a board (skelos_host.heroes.table) keep their seats and records in
# the same file, keyed by the game's identity (sessions.uid).  A hero record belongs to the board's
# history it was made in: `after` and `h` are the board's seq and history hash when it was accepted,
# `prev` the record before it in that history (0: the first), so the records of a game are a tree
# whose branches follow the board's (a board that went back); `rid` and `answer` are the phone's
# request id and the answer it got, so that a request sent again is answered again across restarts.
# A seat's token is kept as its pairing's number and its SHA-256 (kept_token), so the file is no key;
# a file of an earlier version, which kept the token itself, is brought to that form when it is opened.
# A seat's `rules` is the rules version its sheet plays (skelos.heroes.sheet; NULL: 1, a seat stored
# before the sheets had versions).
HERO_TABLES = ("hero_seats", "hero_records")

# The store's schema version (PRAGMA user_version), raised by each migration of _migrate:
#   1  the figures table: each session's report figures, computed once (skelos_host.session.analysis,
#      session_figures) and kept with the version of the code that computed them (`version`) and
#      what of the session they were computed from (`mark`: its events, last seq, scenario and
#      rules); figures of another version or mark are computed again.
#   2  the side_figures table: the figures of the sides played beside a session's board (the heroes'
#      sheets: skelos_host.views.sides, `figures`), computed once and kept as the session's are, one
#      row per session and side, with what they were computed from (`mark`: the session's mark and
#      the side's rows of the game, so that more records or another seat compute them again).
STORE_VERSION = 2
FIGURES_TABLE = """
CREATE TABLE IF NOT EXISTS figures (
    session INTEGER PRIMARY KEY REFERENCES sessions(id),
    version TEXT NOT NULL,
    mark TEXT NOT NULL,
    figures TEXT NOT NULL,
    stamp TEXT,
    computed REAL NOT NULL
)"""
SIDE_FIGURES_TABLE = """
CREATE TABLE IF NOT EXISTS side_figures (
    session INTEGER NOT NULL REFERENCES sessions(id),
    side TEXT NOT NULL,
    version TEXT NOT NULL,
    mark TEXT NOT NULL,
    figures TEXT NOT NULL,
    stamp TEXT,
    computed REAL NOT NULL,
    PRIMARY KEY (session, side)
)"""


def kept_token(token):
    """A seat's token as the store keeps it: "N.<SHA-256 hex>", N the number of the pairing that gave it
    (the digits before its first dot; 0 without)."""
    head = token.split(".", 1)[0]
    return "%d.%s" % (int(head) if head.isdigit() else 0, hashlib.sha256(token.encode()).hexdigest())


def _is_kept(t):
    """Is a stored seat token in the kept form (or none: NULL, or "N." for a pairing revoked)?"""
    if not isinstance(t, str) or t.endswith("."):
        return True
    tail = t.split(".", 1)[1] if "." in t else ""
    return len(tail) == 64 and all(c in "0123456789abcdef" for c in tail)


# Every table of a store file and the part that writes it (store.connect hands each part its connection).
OWNERS = {"sessions": "sessions", "events": "sessions", "snapshots": "sessions", "scenarios": "sessions",
          "figures": "sessions", "side_figures": "sessions", "hero_seats": "heroes", "hero_records": "heroes"}
TABLES = ("sessions", "events", "snapshots", "scenarios")     # a store holds at least one of these


def table_names(db):
    """The tables of the file `db` is connected to."""
    return {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def columns(db, table):
    """The columns of `table` (empty when there is no such table): what a reader asks of a file of an
    earlier version, whose tables may lack the columns added since."""
    return {r[1] for r in db.execute("PRAGMA table_info(%s)" % table)}


def _add_column(db, table, column, kind):
    if column not in columns(db, table):
        try:
            db.execute("ALTER TABLE %s ADD COLUMN %s %s" % (table, column, kind))
        except sqlite3.OperationalError:   # another process added it meanwhile
            if column not in columns(db, table):
                raise


def _made_again(db, table, copy):
    """Make `table` again from SCHEMA, in one transaction, with the rows `copy()` gives (SQL from the old
    table into "<table>_new"; None: another process made it again meanwhile).  SQLite cannot drop a
    constraint."""
    made = SCHEMA.split("CREATE TABLE IF NOT EXISTS " + table, 1)[1].split(";", 1)[0]
    try:
        db.execute("BEGIN IMMEDIATE")
        sql = copy()
        if sql is not None:
            db.execute("CREATE TABLE %s_new" % table + made)
            db.execute(sql)
            db.execute("DROP TABLE %s" % table)
            db.execute("ALTER TABLE %s_new RENAME TO %s" % (table, table))
        db.execute("COMMIT")
    except sqlite3.Error:
        db.execute("ROLLBACK")
        raise


def migrate(db):
    """Bring a store of an earlier schema up to this one (columns added since; sessions keyed by the
    game's identity too, hero records in branches: those tables made again, the same rows and ids)."""
    _add_column(db, "sessions", "rules", "INTEGER")
    _add_column(db, "events", "h", "TEXT")
    if "prev" not in columns(db, "hero_records"):
        # hero records of the schema before branches (one line per game, unique per sheet and seq): each
        # after the one before it (`prev` = n - 1)
        _made_again(db, "hero_records", lambda: None if "prev" in columns(db, "hero_records") else
                    "INSERT INTO hero_records_new (uid, n, seat, seq, rec, after, at, prev)"
                    " SELECT uid, n, seat, seq, rec, after, at, n - 1 FROM hero_records")
    # seat tokens an earlier version kept in clear: their kept form instead (kept_token)
    for rowid, t in db.execute("SELECT rowid, token FROM hero_seats WHERE token IS NOT NULL").fetchall():
        if not _is_kept(t):
            db.execute("UPDATE hero_seats SET token = ? WHERE rowid = ? AND token = ?", (kept_token(t), rowid, t))
    _add_column(db, "hero_seats", "rules", "INTEGER")
    if not {"uid", "parent"} <= columns(db, "sessions"):
        db.execute("PRAGMA foreign_keys=OFF")
        try:
            _made_again(db, "sessions", lambda: None if {"uid", "parent"} <= columns(db, "sessions") else
                        "INSERT INTO sessions_new (%s) SELECT %s FROM sessions" % ((_SESSION_COLUMNS + (
                            ", uid" if "uid" in columns(db, "sessions") else ""),) * 2))
        finally:
            db.execute("PRAGMA foreign_keys=ON")
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if version < 1:             # 1: the figures of each session
        db.execute(FIGURES_TABLE)
    if version < 2:             # 2: the figures of the sides beside each session's board
        db.execute(SIDE_FIGURES_TABLE)
    if version < STORE_VERSION:
        db.execute("PRAGMA user_version = %d" % STORE_VERSION)


_SESSION_COLUMNS = "id, device_serial, game, scenario_id, scenario_json, scenario_blob, board, firmware, started, rules"
