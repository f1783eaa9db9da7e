"""The heroes at the table beside the Overlord's board, and their log.

The table belongs to the game the board plays (its identity, the `uid` of
the protocol's state): a new game on the board is a new table.  Each seat is
a hero (a preset or a hero entered by hand) with its own sheet, a journal of
the core (skelos.heroes.sheet), so undo on one sheet never touches another.

Trust: a seat is paired with one phone.  The seat's pairing code (in the QR
link the main page shows) is good once: the phone that opens it gets the
seat's token, and from then on only requests carrying that token change the
sheet.  Pairing again (from the main page) makes a new code and revokes the
old token, which the old phone sees.  The table and its log keep only the
token's pairing number and SHA-256 (`kept`), so the store is no key; a store
of an earlier version, which kept the token itself, is brought to that form
when it is opened.

Once: every request names a request id chosen by the phone; a request the
table has already answered (a phone that resends after losing its
connection) gets the same answer again and changes nothing.

The log: with a session store, every seat and every accepted record is
written to the same SQLite file as the Overlord's records (tables
hero_seats and hero_records, keyed by the game's identity, which the
sessions table holds too): `n` orders the heroes' records of the game,
`after` is the Overlord's last record when it was accepted, so the two
journals interleave in the order they were played.  A table whose store
already holds the game's heroes (a restarted `skelos play`) takes them up
again by replaying each sheet.
"""

import hashlib
import json
import secrets
import sqlite3
import threading
import time

from skelos.games import DEFAULT, SIDE_OF, side
from skelos.heroes import table as rules

from skelos_host.heroes import tell

SIDE = "heroes"
MAX_SEATS = 6
MAX_RIDS = 256          # request ids remembered per seat
SCHEMA = """
CREATE TABLE IF NOT EXISTS hero_seats (
    uid TEXT NOT NULL,
    seat INTEGER NOT NULL,
    hero_json TEXT NOT NULL,
    code TEXT,
    token TEXT,
    added REAL NOT NULL,
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
    UNIQUE (uid, n),
    UNIQUE (uid, seat, seq)
);
"""


def kept(token):
    """What is kept of a seat's token: its pairing's number and its SHA-256."""
    return "%d.%s" % (pairing(token), hashlib.sha256(token.encode()).hexdigest())


def _kept_form(t):
    """A stored token in the kept form (a store of an earlier version kept the token itself)."""
    if not isinstance(t, str) or t.endswith("."):
        return t                # none, or the number of a pairing revoked
    tail = t.split(".", 1)[1] if "." in t else ""
    return t if len(tail) == 64 and all(c in "0123456789abcdef" for c in tail) else kept(t)


class HeroLog:
    """The heroes' tables in a session store file (its own connection: the logger writes the
    Overlord's records through another)."""

    def __init__(self, path=None, db=None):
        """A log on the store file `path` (its tables created when missing), or reading through an
        open connection `db`."""
        self.path = path
        if db is not None:
            self.db = db
        else:
            self.db = sqlite3.connect(path, timeout=10, isolation_level=None, check_same_thread=False)
            self.db.executescript(SCHEMA)
            self._hash_tokens()
        self.lock = threading.Lock()

    def _hash_tokens(self):
        """Tokens kept in clear by an earlier version: their kept form instead."""
        rows = self.db.execute("SELECT rowid, token FROM hero_seats WHERE token IS NOT NULL").fetchall()
        for rowid, t in rows:
            if _kept_form(t) != t:
                self.db.execute("UPDATE hero_seats SET token = ? WHERE rowid = ? AND token = ?",
                                (_kept_form(t), rowid, t))

    def has_tables(self):
        names = {r[0] for r in self.db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        return "hero_seats" in names and "hero_records" in names

    def seats(self, uid):
        if not self.has_tables():
            return []
        rows = self.db.execute("SELECT seat, hero_json, code, token FROM hero_seats WHERE uid = ? ORDER BY seat",
                               (uid,)).fetchall()
        return [{"seat": s, "hero": json.loads(h), "code": c, "token": _kept_form(t)} for s, h, c, t in rows]

    def put_seat(self, uid, seat, hero, code, token):
        with self.lock:
            self.db.execute("INSERT OR REPLACE INTO hero_seats (uid, seat, hero_json, code, token, added)"
                            " VALUES (?, ?, ?, ?, ?, ?)", (uid, seat, json.dumps(hero, sort_keys=True), code,
                                                           token, time.time()))

    def add(self, uid, n, seat, seq, rec, after):
        with self.lock:
            self.db.execute("INSERT INTO hero_records (uid, n, seat, seq, rec, after, at) VALUES (?,?,?,?,?,?,?)",
                            (uid, n, seat, seq, json.dumps(rec), after, time.time()))

    def records(self, uid):
        if not self.has_tables():
            return []
        rows = self.db.execute("SELECT n, seat, seq, rec, after, at FROM hero_records WHERE uid = ? ORDER BY n",
                               (uid,)).fetchall()
        return [{"n": n, "seat": s, "seq": q, "rec": json.loads(r), "after": a, "at": t}
                for n, s, q, r, a, t in rows]

    def close(self):
        self.db.close()


def new_sheet(hero_dict):
    """A fresh sheet of a hero dict; raises ValueError with the problems of an invalid one."""
    pk = side(SIDE)
    hero, problems = pk.load(hero_dict)
    if problems:
        raise ValueError("; ".join(problems))
    return pk.Game(hero)


def pairing(token):
    """The number of the pairing a token was given at (0: none)."""
    head = token.split(".", 1)[0] if isinstance(token, str) else ""
    return int(head) if head.isdigit() else 0


class Seat:
    def __init__(self, hero, sheet, code=None, token=None):
        self.hero = hero            # the hero dict
        self.sheet = sheet
        self.code = code            # the pairing code while the seat waits for its phone
        self.token = token          # the paired phone's token, as kept (kept(): its number and hash)
        self.answers = {}           # request id -> the answer given
        self.order = []


class HeroTable:
    """The heroes' sheets of the game the board plays; thread-safe.

    `board()` gives the board's last state reply (its `uid` and `seq`); `log`
    a HeroLog or None (nothing kept past the process)."""

    def __init__(self, board, log=None):
        self.board = board
        self.log = log
        self.lock = threading.RLock()
        self.uid = None
        self.board_game = None      # the game id the board plays (its state's `game`)
        self.seats = []
        self.records = []           # [{"n", "seat", "seq", "rec", "after"}] of this game
        self.listeners = []
        self.problems = []
        self.entries = []           # the story of this game's heroes (tell.py)
        self.teller = tell.Teller()

    # ------------------------------------------------------------ the game
    def _board(self):
        try:
            st = self.board() or {}
        except Exception:  # noqa: BLE001 - no board state: the last game known
            st = {}
        uid = st.get("uid")
        seq = st.get("seq") if isinstance(st.get("seq"), int) else 0
        snap = st.get("state")
        self.board_game = snap.get("game") if isinstance(snap, dict) else None
        return (uid if isinstance(uid, str) and uid else "-"), seq

    def _follow(self):
        """Take up the table of the board's current game (under self.lock); the Overlord's seq."""
        uid, seq = self._board()
        if uid == "-" and self.uid is not None:
            return seq          # the board says nothing of its game (not answering): the table stays
        if uid != self.uid:
            self.uid = uid
            self.seats = []
            self.records = []
            self.problems = []
            self.entries = []
            self.teller = tell.Teller()
            if self.log is not None:
                stored = self.log.seats(uid)
                recs = self.log.records(uid)
                sheets, self.entries, self.problems = tell.replay(stored, recs)
                for s, sh in zip(stored, sheets, strict=True):
                    self.seats.append(Seat(s["hero"], sh, s["code"], s["token"]))
                self.records = recs
        return seq

    def listen(self, fn):
        self.listeners.append(fn)

    def _changed(self):
        st = self.state()
        for fn in list(self.listeners):
            try:
                fn(st)
            except Exception:  # noqa: BLE001, S110 - one listener must not stop the others
                pass

    # ------------------------------------------------------------ setup (the main page)
    def add(self, hero_dict):
        """Seat a hero; (seat, None) or (None, problems)."""
        pk = side(SIDE)
        hero, problems = pk.load(hero_dict)
        if problems:
            return None, problems
        with self.lock:
            self._follow()
            if len(self.seats) >= MAX_SEATS:
                return None, ["heroes: at most %d" % MAX_SEATS]
            seat = Seat(hero_dict, pk.Game(hero), secrets.token_urlsafe(6), None)
            self.seats.append(seat)
            i = len(self.seats) - 1
            if self.log is not None:
                self.log.put_seat(self.uid, i, hero_dict, seat.code, None)
        self._changed()
        return i, None

    def repair(self, i):
        """A new pairing code for seat i; the phone paired before loses the seat."""
        with self.lock:
            self._follow()
            if not 0 <= i < len(self.seats):
                return None
            s = self.seats[i]
            s.code = secrets.token_urlsafe(6)
            s.token = "%d." % pairing(s.token) if s.token else None      # the number kept, no token
            if self.log is not None:
                self.log.put_seat(self.uid, i, s.hero, s.code, None)
            code = s.code
        self._changed()
        return code

    def code(self, i):
        with self.lock:
            self._follow()
            return self.seats[i].code if 0 <= i < len(self.seats) else None

    def pair(self, i, code):
        """The token of seat i for the phone that shows its pairing code; None when the code is not
        (or no longer) the seat's."""
        with self.lock:
            self._follow()
            if not 0 <= i < len(self.seats) or not isinstance(code, str) or not code.isascii():
                return None
            s = self.seats[i]
            if s.code is None or not secrets.compare_digest(s.code, code):
                return None
            s.code = None
            # the token starts with its pairing's number, which every page sees: a phone whose token
            # is of an earlier pairing knows the sheet went to another phone
            token = "%d.%s" % (pairing(s.token) + 1, secrets.token_urlsafe(18))
            s.token = kept(token)
            if self.log is not None:
                self.log.put_seat(self.uid, i, s.hero, None, s.token)
        self._changed()
        return token

    # ------------------------------------------------------------ play (the phones)
    def act(self, i, token, method, args=(), rid=None):
        """Seat i's action from the phone holding `token`: {"ok": True} or {"ok": False, "code", "args"}."""
        with self.lock:
            seq = self._follow()
            if not 0 <= i < len(self.seats):
                return {"ok": False, "code": "no_seat", "args": []}
            s = self.seats[i]
            if s.code is not None or s.token is None or not isinstance(token, str) \
                    or not secrets.compare_digest(s.token, kept(token)):
                return {"ok": False, "code": "not_your_sheet", "args": []}
            if rid is not None and rid in s.answers:
                return dict(s.answers[rid], again=True)
            if not isinstance(args, (list, tuple)):
                return {"ok": False, "code": "bad_argument", "args": []}
            sheets = [x.sheet for x in self.seats]
            target = self.teller.before(s.sheet, (method,))      # (and the moment, for an undo or a redo)
            args, r = rules.prepare(sheets, i, method, tuple(args))
            if r is None:
                # stored first: the record the dry run built goes to the log before the sheet changes
                sh = s.sheet
                blob = bytes(sh._buf[0:sh.records.length_at(sh._buf, 0)])
                rec = sh.records.to_list(blob, 0)
                n = len(self.records) + 1
                try:
                    if self.log is not None:
                        self.log.add(self.uid, n, i, sh.count + 1, rec, seq)
                except Exception:  # noqa: BLE001 - a record not stored is an action refused
                    r = ("storage_error",)
            if r is None:
                r = getattr(sh, method)(*args)
                assert r is None, r
                self.records.append({"n": n, "seat": i, "seq": sh.count, "rec": rec, "after": seq})
                self.entries.append(self.teller.after(n, i, s.hero, sh, rec, target))
                answer = {"ok": True, "n": n}
            else:
                answer = {"ok": False, "code": r[0], "args": list(r[1:])}
            if rid is not None and answer.get("code") != "storage_error":    # a failed write may be tried again
                s.answers[rid] = answer
                s.order.append(rid)
                if len(s.order) > MAX_RIDS:
                    s.answers.pop(s.order.pop(0), None)
        if answer["ok"]:
            self._changed()
        return answer

    # ------------------------------------------------------------ what every phone sees
    def state(self):
        """Every sheet (no code, no token: what any page may see)."""
        with self.lock:
            self._follow()
            heroes = []
            sheets = [x.sheet for x in self.seats]
            for i, s in enumerate(self.seats):
                h = s.hero
                heroes.append({"seat": i, "hero": {k: h.get(k) for k in ("id", "name", "name_fr", "title", "gems",
                                                                          "melee", "ranged", "movement",
                                                                          "manipulation", "defense", "skills")},
                               "paired": s.code is None and s.token is not None, "pairing": pairing(s.token),
                               "sheet": s.sheet.snapshot(),
                               "waiting": rules.waiting(sheets, i),
                               "dead_companions": rules.dead_companions(sheets, i)})
            return {"type": "heroes", "game": self.uid, "n": len(self.records), "heroes": heroes,
                    "beside": SIDE_OF.get(self.board_game or DEFAULT) == SIDE,
                    "logged": self.log is not None, "problems": list(self.problems),
                    "story": self.entries[-60:]}
