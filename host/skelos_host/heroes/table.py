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
token's pairing number and SHA-256 (`kept`, the store's form: the store owns
the file's schema and brings a file of an earlier version, which kept the
token itself, to that form when it is opened).

Once: every request names a request id chosen by the phone; a request the
table has already answered (a phone that resends after losing its
connection) gets the same answer again and changes nothing.  The request id
and its answer are stored with the record, so this holds across a restart.

The log: with a session store, every seat and every accepted record is
written to the same SQLite file as the Overlord's records (tables
hero_seats and hero_records of skelos_host.session.store, keyed by the game's
identity, which the sessions table holds too): `n` numbers the heroes'
records of the game, `after` and `h` are the Overlord's last record and the
board's history hash when it was accepted, so the two journals interleave
in the order they were played and each hero record belongs to the board's
history it was made in (line_of).  A table whose store already holds the
game's heroes (a restarted `skelos play`) takes them up again by replaying
each sheet.
"""

import secrets
import threading

from skelos.games import DEFAULT, SIDE_OF, side
from skelos.ramlog import RamLog
from skelos.heroes import table as rules
from skelos.heroes.sheet import OVERLORD

from skelos_host.heroes import presets, tell
from skelos_host.heroes.log import HeroLog, kept  # noqa: F401
from skelos_host import views
from skelos_host.session.story import name_of, say

SIDE = "heroes"
MAX_SEATS = 6
MAX_RIDS = 256          # request ids remembered per seat
ZERO_HASH = "00000000"  # the board's history hash before its first record


def _fits(r, hash_at):
    """Was record `r` made in the board history `hash_at` describes?  `hash_at(seq)`: that history's
    hash at seq, False when it has no such seq, None when it cannot tell (no hashes).  A record
    without a hash cannot tell: it is in every history."""
    if r.get("h") is None:
        return True             # made beside a board that sends no hash (or before hashes were kept)
    b = hash_at(r["after"])
    return b is not False and (b is None or b == r["h"])


def line_of(records, hash_at):
    """The heroes' records of one board history: of the records of a game (a tree, `prev` linking each
    to the one before it in its history), the line whose every record was made in the history `hash_at`
    describes (see _fits), ending at the record made furthest in it (the newest of those made at the
    same seq).  A board that went back and went on elsewhere leaves a branch; its records are not in
    the line of the other history."""
    by_n = {r["n"]: r for r in records}
    ok = {}
    for r in records:                 # in the order made: a record's `prev` is judged before it
        p = by_n.get(r["prev"]) if r["prev"] else None
        ok[r["n"]] = (ok.get(p["n"], False) if p is not None else True) and _fits(r, hash_at)
    parents = {r["prev"] for r in records if ok[r["n"]]}
    tips = [r for r in records if ok[r["n"]] and r["n"] not in parents]
    if not tips:
        return []
    r = max(tips, key=lambda x: (x["after"], x["n"]))
    line = []
    while r is not None:
        line.append(r)
        r = by_n.get(r["prev"]) if r["prev"] else None
    line.reverse()
    return line


class LoggedLog(RamLog):
    """A sheet's journal backend at the table: while `write` is set (the one record the table is
    making), the record's bytes go to it before the journal keeps them -- stored first; when the
    store cannot take the record the journal refuses the action (`storage_error`) and nothing
    changes.  Replaying a sheet writes nothing."""

    def __init__(self):
        RamLog.__init__(self)
        self.write = None

    def put(self, buf, ln, a, b, depth, top, rtop):
        if self.write is not None:
            self.write(bytes(buf[0:ln]))
        return RamLog.put(self, buf, ln, a, b, depth, top, rtop)


def command_key(snap):
    """Which command of the board's Overlord a board's state shows (its turn, the activations made, the
    tile and its order), None when it shows none: a new key is a new command, whatever the records of
    its step that follow the activation (extra moves, spells)."""
    c = snap.get("command") if isinstance(snap, dict) else None
    if not isinstance(c, dict) or not c.get("order"):
        return None
    return (snap.get("turn"), snap.get("activations"), c.get("tile"), c.get("order"))


def new_sheet(hero_dict):
    """A fresh sheet of a hero dict; raises ValueError with the problems of an invalid one."""
    pk = side(SIDE)
    hero, problems = pk.load(hero_dict)
    if problems:
        raise ValueError("; ".join(problems))
    return pk.Game(hero, None, LoggedLog())


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

    def remember(self, rid, answer):
        self.answers[rid] = answer
        self.order.append(rid)
        if len(self.order) > MAX_RIDS:
            self.answers.pop(self.order.pop(0), None)


class HeroTable:
    """The heroes' sheets of the game the board plays; thread-safe.

    `board()` gives the board's last state reply (its `uid`, `seq` and history hash `h`, its phase
    and turn); `hash_at(seq)` the board's history hash at an earlier seq (None when it cannot tell);
    `open_overlord()` starts the Overlord's turn on the board (and may give the board's state after it);
    `take_back_turn(seq, h)` takes the board's turn record back naming it; `moment_at(seq)` the board's
    moment after its record seq, read from its records; `log` a HeroLog or None (nothing kept past the
    process).

    One turn (H05): while the board tells its phase, a hero's turn actions wait for the heroes'
    turn, a hero's start upkeep records the board's turn, the Overlord's turn opens when every
    living hero has ended the heroes' turn, and a board that opened it on its own (its gesture)
    ends the turn of every hero still in it (the story says the board did).

    One history: every record is made at the board's (seq, h) and after the record before it in the
    table's line.  When the board's history no longer holds the line's last record (the board went
    back: a storage image restored, its own recovery), the table takes up the line of the board's
    history (line_of): every sheet is rebuilt from it, the other records are kept for the history
    they were made in."""

    def __init__(self, board, log=None, hash_at=None, open_overlord=None, take_back_turn=None, moment_at=None):
        self.board = board
        # moment_at(seq): the board's (turn, phase index, over) after its record seq, read from its records
        # (the page server's story of the board); None when it cannot tell
        self.moment_at = moment_at
        self.over = False           # the board's game is over
        # take_back_turn(seq, h): the board's Overlord's turn, its record seq (history hash h), taken back
        # naming it: (None, the board's state reply after it) or (a refusal code, None)
        self.take_back_turn = take_back_turn
        self.floor = None           # the board's state after a take-back: a reply older than it is not yet current
        self.log = log
        self.hash_at = hash_at
        self.lock = threading.RLock()
        self.uid = None
        self.board_game = None      # the game id the board plays (its state's `game`)
        self.phase = None           # the board's phase ("heroes", "overlord"; None: not told)
        self.command = None         # the board's Overlord's command (a solo game's snapshot)
        self.command_key = None     # which activation's command it is (command_key)
        self.board_sheets = None    # rules 7: the heroes' sheets the board's solo game last recorded
        self.board_reads = False    # the board plays the Overlord in a game that reads the sheets (rules 7)
        self.told_command = None    # the last command whose target the story told
        self.turn = None            # the board's turn
        self.open_overlord = open_overlord
        self.seen = None            # the board's (seq, h) the line was last checked against
        self.seats = []
        self.all = []               # every record of this game, of every history (line_of)
        self.records = []           # the line of the board's history: [{"n", "seat", "seq", "rec", "after"...}]
        self.listeners = []
        self.made = 0               # states made (a page draws no state older than one it drew)
        self.epoch = secrets.token_hex(4)       # this table's life: `made` counts again in the next one
        self.problems = []
        self.entries = []           # the story of this game's heroes (tell.py)
        self.teller = tell.Teller()

    # ------------------------------------------------------------ the game
    def _board(self):
        try:
            st = self.board() or {}
        except Exception:  # noqa: BLE001 - no board state: the last game known
            st = {}
        f = self.floor
        if f is not None and st.get("uid") == f.get("uid") and isinstance(st.get("seq"), int) \
                and isinstance(f.get("seq"), int):
            if st["seq"] < f["seq"]:
                st = f          # a reply the board sent before the table's own change: the table's is newer
            else:
                self.floor = None       # the board's updates caught up
        uid = st.get("uid")
        seq = st.get("seq") if isinstance(st.get("seq"), int) else 0
        h = st.get("h") if isinstance(st.get("h"), str) and len(st.get("h")) == 8 else None
        snap = st.get("state")
        self.board_game = snap.get("game") if isinstance(snap, dict) else None
        # the board's turn (H05): a Conan board's phase and turn; None when it says nothing of them
        self.phase = self.turn = None
        self.over = False
        # the board's Overlord's command (a solo game), which the sheets name the targets of
        self.command = snap.get("command") if isinstance(snap, dict) else None
        self.command_key = command_key(snap)
        self.board_sheets = snap.get("heroes") if isinstance(snap, dict) else None
        self.board_reads = isinstance(snap, dict) and bool(snap.get("solo")) and isinstance(st.get("rules"), int) \
            and st["rules"] >= 7 and not snap.get("over")
        if isinstance(snap, dict) and SIDE_OF.get(self.board_game or DEFAULT) == SIDE \
                and snap.get("phase") in (rules.BOARD_HEROES, rules.BOARD_OVERLORD) \
                and isinstance(snap.get("turn"), int) and 0 <= snap["turn"] <= 254:
            # a game over keeps its last turn: the sheets show it, and no heroes' turn goes on
            self.phase, self.turn, self.over = snap["phase"], snap["turn"], bool(snap.get("over"))
        return (uid if isinstance(uid, str) and uid else "-"), seq, h

    def _history(self, seq, h):
        """hash_at(seq) of the board's history as it is now (see _fits); asks the board once per seq."""
        known = {0: ZERO_HASH, seq: h}

        def at(s):
            if s > seq:
                return False
            if s not in known:
                try:
                    known[s] = self.hash_at(s) if self.hash_at is not None and h is not None else None
                except Exception:  # noqa: BLE001 - the board does not answer: it cannot tell
                    known[s] = None
            return known[s]
        return at

    def _take_up(self, seats, line):
        """Every sheet rebuilt from `line` (under self.lock); seats: [{"hero", "code", "token"}]."""
        teller = tell.Teller()
        sheets, self.entries, self.problems = tell.replay(seats, line, teller, LoggedLog, self._moment_at)
        self.teller = teller
        self.seats = [Seat(s["hero"], sh, s["code"], s["token"]) for s, sh in zip(seats, sheets, strict=True)]
        self.records = list(line)
        for r in line:
            if r.get("rid") is not None and r.get("answer") is not None and 0 <= r["seat"] < len(self.seats):
                self.seats[r["seat"]].remember(r["rid"], r["answer"])

    def _moment_at(self, seq):
        """The board's (phase, turn) after its record `seq`, read from its records; None when it cannot
        tell (then a record's moment is the sheet's own count)."""
        if self.moment_at is None or SIDE_OF.get(self.board_game or DEFAULT) != SIDE:
            return None
        try:
            m = self.moment_at(seq)
        except Exception:  # noqa: BLE001 - the board's story cannot tell
            return None
        return tell.moment_of(m)

    def _moment(self):
        """The board's (phase, turn) now, None when it does not tell them."""
        return (self.phase, self.turn) if self.phase is not None else None

    def _follow(self):
        """Take up the table of the board's current game and history (under self.lock); the board's
        (seq, h)."""
        uid, seq, h = self._board()
        if uid == "-" and self.uid is not None:
            return seq, h       # the board says nothing of its game (not answering): the table stays
        if uid != self.uid:
            self.uid = uid
            self.seen = (seq, h)
            self.all = self.log.records(uid) if self.log is not None else []
            seats = self.log.seats(uid) if self.log is not None else []
            self._take_up(seats, line_of(self.all, self._history(seq, h)))
        elif h is not None and (seq, h) != self.seen:
            self.seen = (seq, h)
            at = self._history(seq, h)
            if self.records and not _fits(self.records[-1], at):
                line = line_of(self.all, at)
                self._take_up([{"hero": x.hero, "code": x.code, "token": x.token, "rules": x.sheet.rules}
                               for x in self.seats], line)
        if self.phase is not None and not self.over:
            # the board opened the Overlord's turn on its own (or went through one meanwhile): the
            # heroes still in their turn end it
            for i in rules.unfinished([x.sheet for x in self.seats]):
                sh = self.seats[i].sheet
                if self.phase == rules.BOARD_OVERLORD or 0 <= sh.board_turn != self.turn:
                    self._record(i, "end_turn", (), None, seq, h, by="board")
        if self.command_key != self.told_command:
            # a new command of the board's Overlord: the story says whom it points at by the sheets
            # (as `skelos heroes replay` tells it from the records of both)
            self.told_command = self.command_key
            phrase = self.target()
            if phrase is not None:
                self.entries.append({"n": None, "seat": None, "when": tell.when_of(self._moment()), "text": phrase})
        return seq, h

    def all_hidden(self):
        """Is every living seated hero hidden (stealth)?"""
        with self.lock:
            self._follow()
            return rules.all_hidden([x.sheet for x in self.seats])

    def _board_view(self, name):
        """What the host's view of the board's game names `name` (target_phrase, sheet_facts), or None
        (a game without it, or one the host has no view of)."""
        try:
            return getattr(views.view(self.board_game or DEFAULT), name, None)
        except views.UnknownGame:
            return None

    def target(self):
        """Whom the board's Overlord's command points at by the sheets (docs/solo.md, "Targets by the
        heroes' sheets"): a story phrase, or None (no command, no hero seated)."""
        if self.phase != rules.BOARD_OVERLORD or self.over:
            return None
        named = self._board_view("target_phrase")
        if named is None:
            return None
        sheets = [x.sheet.snapshot() for x in self.seats]
        return named(self.command, sheets, [name_of(x.hero) for x in self.seats])

    def sheets_for_board(self):
        """Rules 7 (docs/solo.md, "The board reads the heroes' sheets"): (the sheets' wounds, stealth and
        deaths as the board's record ``heroes`` holds them, the ones the board holds), when the board
        plays the Overlord in a game that reads them; else None (the host sends them: the board cannot
        see the phones)."""
        with self.lock:
            self._follow()
            if not self.seats or not self.board_reads:
                return None
            facts = self._board_view("sheet_facts")
            if facts is None:
                return None
            return facts([x.sheet.snapshot() for x in self.seats]), self.board_sheets

    def note(self, phrase):
        """A line of the heroes' story that is the table's (no hero's record), told to every page."""
        with self.lock:
            self.entries.append({"n": None, "seat": None,
                                 "when": tell.when_of(self._moment()) if self.phase is not None
                                 else say(tell.BEFORE), "text": phrase})
        self._changed()

    def refresh(self):
        """Look at the board again; the pages are told when the table or the board's turn changed."""
        with self.lock:
            before = (self.uid, self.seen, self.phase, self.turn, self.over, len(self.records))
            self._follow()
            changed = before != (self.uid, self.seen, self.phase, self.turn, self.over, len(self.records))
        if changed:
            self._changed()

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
            # a table plays one rules version: a seat added to a stored game plays that game's
            rules_version = self.seats[0].sheet.rules if self.seats else None
            seat = Seat(hero_dict, pk.Game(hero, rules_version, LoggedLog()), secrets.token_urlsafe(6), None)
            self.seats.append(seat)
            i = len(self.seats) - 1
            if self.log is not None:
                self.log.put_seat(self.uid, i, hero_dict, seat.code, None, seat.sheet.rules)
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
        opens = False
        with self.lock:
            seq, h = self._follow()
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
            was = s.sheet.phase
            answer = None
            if self._ends_before_the_overlord(i, method):
                # H05: the hero takes back the end of the heroes' turn that opened the Overlord's turn: the
                # board's turn record is taken back first, named (it must still be the board's last record)
                code, fresh = self.take_back_turn(seq, h)
                if code is not None:
                    answer = {"ok": False, "code": code, "args": []}
                else:
                    self.floor = fresh
                    seq, h = self._follow()
            if answer is None:
                answer = self._record(i, method, tuple(args), rid, seq, h)
            if rid is not None and answer.get("code") != "storage_error":    # a failed write may be tried again
                s.remember(rid, answer)
            # the last living hero ends the heroes' turn (end_turn, or a redo of it)
            opens = answer["ok"] and method in ("end_turn", "redo") and was != OVERLORD \
                and s.sheet.phase == OVERLORD and self.phase == rules.BOARD_HEROES \
                and self.open_overlord is not None and rules.finished([x.sheet for x in self.seats], self.turn)
        if opens:
            # every living hero has ended the heroes' turn: the Overlord's turn opens on the board
            try:
                fresh = self.open_overlord()
            except Exception:  # noqa: BLE001 - the board refuses or does not answer: its own gesture then
                fresh = None
            if isinstance(fresh, dict):
                with self.lock:         # the board's state after it, before its update reaches the table
                    self.floor = fresh
                    self._follow()
        if answer["ok"]:
            self._changed()
        return answer

    def _ends_before_the_overlord(self, i, method):
        """H05: is hero i's `method` an undo of the end of the heroes' turn whose Overlord's turn the board
        is in (the turn after the heroes' turn the hero began)?  The board's turn must then be taken back
        with it, or the hero never gets back into his turn (the table would end it again)."""
        if method != "undo" or self.phase != rules.BOARD_OVERLORD or self.take_back_turn is None:
            return False
        sh = self.seats[i].sheet
        off = sh.undo_target()
        rec = sh.records.to_list(sh.record_at(off), 0) if off is not None else None
        return rec == ["end"] and sh.board_turn >= 0 and sh.board_turn + 1 == self.turn \
            and sh.dry_run("undo") is None

    def _record(self, i, method, args, rid, seq, h, by=None):
        """Seat i's `method`(*args) checked, stored and applied (under self.lock): the answer.  `by`:
        "board" for a record made on the board's word.  Don de Vie (H09) makes a record on the receiver's
        sheet too, and an undo or a redo of either half takes the other along (rules.linked): both are
        stored in one write, or neither."""
        sheets = [x.sheet for x in self.seats]
        if self.phase is not None and by is None:
            if method == "begin_turn":
                args = (self.turn,)          # the heroes' turn of the board's turn (H05)
            r = rules.board_check(sheets, i, method, args, self.phase, self.turn, self.over)
            if r is not None:
                return {"ok": False, "code": r[0], "args": list(r[1:])}
        args, r = rules.prepare(sheets, i, method, args)
        if r is not None:
            return {"ok": False, "code": r[0], "args": list(r[1:])}
        steps = [(i, method, args)]
        if method == "give_life":
            steps.append((args[1], "receive_life", (args[0], i)))
        else:
            j = rules.linked(sheets, i, method)[0]
            if j is not None:
                steps.append((j, method, ()))
        n = max([x["n"] for x in self.all] or [0]) + 1
        answer = {"ok": True, "n": n}
        if by is not None:
            answer["by"] = by
        rows = []
        prev = self.records[-1]["n"] if self.records else 0
        for k, (seat, _m, _a) in enumerate(steps):
            rows.append({"n": n + k, "seat": seat, "seq": sheets[seat].count + 1, "rec": None, "after": seq,
                         "h": h, "prev": n + k - 1 if k else prev, "rid": rid if not k else None,
                         "answer": answer if not k else {"ok": True, "n": n + k, "with": n}})
        done = []
        for k, (seat, m, a) in enumerate(steps):
            sh = sheets[seat]
            row = rows[k]
            target = self.teller.before(sh, (m,), self._moment())      # (and the moment, for an undo or a redo)

            last = k == len(steps) - 1

            def write(blob, row=row, sh=sh, last=last):
                # the journal's backend stores the record first (LoggedLog); a pair in one write, with
                # its last half
                row["rec"] = sh.records.to_list(blob, 0)
                if self.log is not None and last:
                    self.log.add(self.uid, *rows)
            sh.back.write = write
            try:
                r = getattr(sh, m)(*a)
            finally:
                sh.back.write = None
            if r is not None:        # the store could not take it (storage_error): nothing changed
                if done:             # the first half is in the sheet only: every sheet as stored
                    self._take_up([{"hero": x.hero, "code": x.code, "token": x.token} for x in self.seats],
                                  self.records)
                return {"ok": False, "code": r[0], "args": list(r[1:])}
            done.append((seat, sh, row, target))
        for seat, sh, row, target in done:
            self.all.append(row)
            self.records.append(row)
            self.entries.append(self.teller.after(row["n"], seat, self.seats[seat].hero, sh, row["rec"], target,
                                                  by, tell.other_of(self.seats_as_dicts(), row["rec"]),
                                                  self._moment()))
        return {"ok": True, "n": n}

    def seats_as_dicts(self):
        return [{"hero": x.hero} for x in self.seats]

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
                               "encumbrance": presets.encumbrance(h),
                               "waiting": rules.waiting(sheets, i),
                               "dead_companions": rules.dead_companions(sheets, i)})
            self.made += 1
            return {"type": "heroes", "game": self.uid, "epoch": self.epoch, "at": self.made,
                    "n": len(self.records), "heroes": heroes,
                    "board": {"phase": self.phase, "turn": self.turn, "over": self.over}
                    if self.phase is not None else None,
                    "target": self.target(),
                    "beside": SIDE_OF.get(self.board_game or DEFAULT) == SIDE,
                    "logged": self.log is not None, "problems": list(self.problems),
                    "story": self.entries[-60:]}
