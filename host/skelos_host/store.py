"""Session store: SQLite (WAL), one row per event, each (session, seq) exactly once.

A session is one game on one device: (device serial, game id).  Every write
is a transaction, so an interrupted `skelos log` leaves a consistent file.
"""

import json
import os
import sqlite3
import time

import platformdirs

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
    UNIQUE (device_serial, game)
);
CREATE TABLE IF NOT EXISTS events (
    session INTEGER NOT NULL REFERENCES sessions(id),
    seq INTEGER NOT NULL,
    rec TEXT NOT NULL,
    received_at REAL NOT NULL,
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
"""


def default_path():
    return os.path.join(platformdirs.user_data_dir("skelos"), "sessions.sqlite")


class Store:
    def __init__(self, path=None):
        self.path = path or default_path()
        d = os.path.dirname(os.path.abspath(self.path))
        os.makedirs(d, exist_ok=True)
        self.db = sqlite3.connect(self.path, timeout=10, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute("PRAGMA foreign_keys=ON")
        self.db.executescript(SCHEMA)

    def close(self):
        self.db.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # ------------------------------------------------------------ scenarios known to this host
    def remember_scenario(self, crc, d, blob):
        self.db.execute("INSERT OR REPLACE INTO scenarios VALUES (?, ?, ?, ?, ?)",
                        (crc, d["id"], json.dumps(d, sort_keys=True), blob, time.time()))

    def scenario_by_crc(self, crc):
        row = self.db.execute("SELECT scenario_json, blob FROM scenarios WHERE crc = ?", (crc,)).fetchone()
        return (json.loads(row[0]), row[1]) if row else (None, None)

    # ------------------------------------------------------------ sessions
    def session(self, serial, game, scenario_id=None, scenario=None, blob=None, board=None, firmware=None):
        """Id of the session (serial, game), created if new; fills a missing scenario."""
        row = self.db.execute("SELECT id, scenario_json FROM sessions WHERE device_serial = ? AND game = ?",
                              (serial, game)).fetchone()
        sj = json.dumps(scenario, sort_keys=True) if scenario is not None else None
        if row:
            if row[1] is None and sj is not None:
                self.db.execute("UPDATE sessions SET scenario_json = ?, scenario_blob = ? WHERE id = ?",
                                (sj, blob, row[0]))
            return row[0]
        cur = self.db.execute(
            "INSERT INTO sessions (device_serial, game, scenario_id, scenario_json, scenario_blob, board, firmware,"
            " started) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (serial, game, scenario_id, sj, blob, board, firmware, time.time()))
        return cur.lastrowid

    def sessions(self):
        rows = self.db.execute(
            "SELECT s.id, s.device_serial, s.game, s.scenario_id, s.started, COUNT(e.seq), MAX(e.seq),"
            " s.scenario_json IS NOT NULL FROM sessions s LEFT JOIN events e ON e.session = s.id"
            " GROUP BY s.id ORDER BY s.id").fetchall()
        keys = ("id", "serial", "game", "scenario_id", "started", "events", "last_seq", "has_scenario")
        return [dict(zip(keys, r, strict=True)) for r in rows]

    def session_info(self, sid):
        row = self.db.execute("SELECT id, device_serial, game, scenario_id, scenario_json, board, firmware, started"
                              " FROM sessions WHERE id = ?", (sid,)).fetchone()
        if row is None:
            return None
        keys = ("id", "serial", "game", "scenario_id", "scenario", "board", "firmware", "started")
        info = dict(zip(keys, row, strict=True))
        info["scenario"] = json.loads(info["scenario"]) if info["scenario"] else None
        return info

    def resolve(self, ref):
        """Session id from 'N', 'SERIAL:GAME' or 'latest'; None if unknown."""
        ref = str(ref)
        if ref == "latest":
            row = self.db.execute("SELECT MAX(id) FROM sessions").fetchone()
            return row[0]
        if ":" in ref:
            serial, _, game = ref.rpartition(":")
            try:
                row = self.db.execute("SELECT id FROM sessions WHERE device_serial = ? AND game = ?",
                                      (serial, int(game))).fetchone()
            except ValueError:
                return None
            return row[0] if row else None
        try:
            sid = int(ref)
        except ValueError:
            return None
        return sid if self.db.execute("SELECT 1 FROM sessions WHERE id = ?", (sid,)).fetchone() else None

    # ------------------------------------------------------------ events
    def add_events(self, sid, events, received_at=None):
        """Store [{"seq", "rec"}...] in one transaction; returns how many were new."""
        now = received_at or time.time()
        new = 0
        with self._tx():
            for e in events:
                cur = self.db.execute("INSERT OR IGNORE INTO events (session, seq, rec, received_at) VALUES (?,?,?,?)",
                                      (sid, int(e["seq"]), json.dumps(e["rec"]), now))
                new += cur.rowcount
        return new

    def last_seq(self, sid):
        return self.db.execute("SELECT COALESCE(MAX(seq), 0) FROM events WHERE session = ?", (sid,)).fetchone()[0]

    def missing(self, sid):
        """Seq numbers absent below the last stored one (should always be empty)."""
        seqs = [r[0] for r in self.db.execute("SELECT seq FROM events WHERE session = ? ORDER BY seq", (sid,))]
        have = set(seqs)
        return [s for s in range(1, (seqs[-1] if seqs else 0) + 1) if s not in have]

    def events(self, sid):
        return [{"seq": s, "rec": json.loads(r), "received_at": t} for s, r, t in self.db.execute(
            "SELECT seq, rec, received_at FROM events WHERE session = ? ORDER BY seq", (sid,))]

    # ------------------------------------------------------------ snapshots
    def add_snapshot(self, sid, seq, state):
        with self._tx():
            self.db.execute("INSERT INTO snapshots (session, seq, state, taken_at) VALUES (?, ?, ?, ?)",
                            (sid, seq, json.dumps(state, sort_keys=True), time.time()))

    def snapshots(self, sid):
        return [{"seq": s, "state": json.loads(st)} for s, st in self.db.execute(
            "SELECT seq, state FROM snapshots WHERE session = ? ORDER BY seq, rowid", (sid,))]

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
