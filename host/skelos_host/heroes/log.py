"""The heroes' rows in the session store file: each seat of a game (its hero, its pairing code and kept
token, the rules version of its sheet) and each record of the heroes' sheets (heroes/table.py says what
they hold).  The tables are the store's (skelos_host.session.storeschema: their schema, and an earlier file's
brought up to date); their connection is the store's too (store.connect)."""

import hashlib
import json
import threading
import time

from skelos_host.session import store as store_mod
from skelos_host.session.store import kept_token


def kept(token):
    """What is kept of a seat's token: its pairing's number and its SHA-256 (the store's form)."""
    return kept_token(token)


class HeroLog:
    """The heroes' tables in a session store file, through a connection of their own the store hands out
    (the logger writes the Overlord's records through another)."""

    def __init__(self, path=None, db=None, readonly=False):
        """A log on the store file `path` (for writing: its schema made or brought up to date by the
        store), or through an open connection `db` (the store's too)."""
        self.path = path
        self.db = db if db is not None else store_mod.connect(path, readonly=readonly)
        self.lock = threading.Lock()

    def has_tables(self):
        return set(store_mod.HERO_TABLES) <= store_mod.table_names(self.db)

    def seats(self, uid):
        """The seats of game `uid`, each with the rules version its sheet plays (1: stored before versions)."""
        if not self.has_tables():
            return []
        versioned = "rules" in store_mod.columns(self.db, "hero_seats")
        rows = self.db.execute("SELECT seat, hero_json, code, token, " + ("COALESCE(rules, 1)" if versioned else "1")
                               + " FROM hero_seats WHERE uid = ? ORDER BY seat", (uid,)).fetchall()
        return [{"seat": s, "hero": json.loads(h), "code": c, "token": t, "rules": r} for s, h, c, t, r in rows]

    def put_seat(self, uid, seat, hero, code, token, rules=None):
        """Seat `seat` of game `uid`; `rules`, the rules version of its sheet, is kept when None."""
        with self.lock:
            self.db.execute("INSERT INTO hero_seats (uid, seat, hero_json, code, token, added, rules)"
                            " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (uid, seat) DO UPDATE SET"
                            " hero_json = excluded.hero_json, code = excluded.code, token = excluded.token,"
                            " added = excluded.added, rules = COALESCE(excluded.rules, rules)",
                            (uid, seat, json.dumps(hero, sort_keys=True), code, token, time.time(), rules))

    def add(self, uid, *rows):
        """Records ({"n", "seat", "seq", "rec", "after", "h", "prev", "rid", "answer"}) of game `uid`,
        all or none (the two halves of a Don de Vie)."""
        with self.lock:
            self.db.execute("BEGIN IMMEDIATE")
            try:
                for r in rows:
                    self.db.execute("INSERT INTO hero_records (uid, n, seat, seq, rec, after, at, h, prev, rid,"
                                    " answer) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                                    (uid, r["n"], r["seat"], r["seq"], json.dumps(r["rec"]), r["after"], time.time(),
                                     r["h"], r["prev"], r["rid"],
                                     json.dumps(r["answer"]) if r["answer"] is not None else None))
            except BaseException:
                self.db.execute("ROLLBACK")
                raise
            self.db.execute("COMMIT")

    def records(self, uid):
        """Every record of game `uid`, of every history, in the order they were made."""
        if not self.has_tables():
            return []
        tree = "prev" in store_mod.columns(self.db, "hero_records")
        rows = self.db.execute("SELECT n, seat, seq, rec, after, at" + (", h, prev, rid, answer" if tree else "")
                               + " FROM hero_records WHERE uid = ? ORDER BY n", (uid,)).fetchall()
        out = []
        for row in rows:
            n, s, q, r, a, t = row[:6]
            h, prev, rid, answer = row[6:] if tree else (None, n - 1, None, None)
            out.append({"n": n, "seat": s, "seq": q, "rec": json.loads(r), "after": a, "at": t,
                        "h": h, "prev": n - 1 if prev is None else prev, "rid": rid,
                        "answer": json.loads(answer) if answer else None})
        return out

    def marks(self, uids):
        """{uid: a text that changes whenever the heroes' rows of game `uid` do} of the games `uids`: a digest
        of its seats (number, hero, rules version: a seat is stored again in place) and its records' count,
        last number and last time (records are only ever added, each number once)."""
        if not self.has_tables():
            return {}
        rules = "rules" if "rules" in store_mod.columns(self.db, "hero_seats") else "NULL"
        uids = sorted(set(uids))
        seats, records = {}, {}
        for i in range(0, len(uids), 500):
            part = uids[i:i + 500]
            marks = ",".join("?" * len(part))
            for uid, seat, hero, r in self.db.execute("SELECT uid, seat, hero_json, %s FROM hero_seats WHERE uid IN"
                                                      " (%s) ORDER BY uid, seat" % (rules, marks), part):
                seats.setdefault(uid, hashlib.sha256()).update(repr((seat, hero, r)).encode())
            records.update((uid, "%d:%r:%r" % (count, n, at)) for uid, count, n, at in self.db.execute(
                "SELECT uid, COUNT(*), MAX(n), MAX(at) FROM hero_records WHERE uid IN (%s) GROUP BY uid" % marks,
                part))
        return {uid: "%s/%s" % (seats[uid].hexdigest()[:32] if uid in seats else "-", records.get(uid, "0"))
                for uid in uids}

    def close(self):
        self.db.close()
