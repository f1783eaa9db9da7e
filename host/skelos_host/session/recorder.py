"""Lossless session logging (docs/protocol.md, "Lossless logging").

Pushed events are hints: the recorder stores an event only when it is the
next seq of the current session; on any gap, (re)connect or start it asks
`events` after the last stored seq.  A broken link is retried with backoff
until `stop` is set.

What the device sends is checked before it is stored: a push or an `events`
reply that is not well formed (a seq that is not a positive integer, a record
that is not [name, args...], a game that is not a number) is ignored with a
one-line note, and the next catch-up asks the device again.  Lines that are
not protocol messages at all (noise, nesting over the parser's limit) are
counted by the client and reported.
"""

import queue
import re
import threading

from skelos.codec import crc32, encode_scenario, scenario_crc
from skelos.journal import chain, hexh
from skelos_host import presets
from skelos_host.device import faults
from skelos_host.device.client import RESUMED, BadReply, DeviceError, Disconnected, RequestTimeout, VersionMismatch
from skelos_host.device.discovery import NoDevice, choose_port
from skelos_host.text.i18n import _, decimal, ngettext
from skelos_host.device.transport import TransportError, pty_identity

SNAPSHOT_AFTER = ("end", "finish")
MAX_NOTES = 20        # notes about malformed messages, then one line saying the rest are not shown


def _positive(v):
    return isinstance(v, int) and not isinstance(v, bool) and 0 < v < 2 ** 63


def event_problem(msg):
    """None when the event (a push or an item of `events`) can be stored, else why not."""
    if not isinstance(msg, dict):
        return _("not an object")
    if not _positive(msg.get("seq")):
        return _("seq %r is not a positive integer") % (msg.get("seq"),)
    from skelos_host.session.store import check_record     # (not at import: `skelos live` starts without the store)

    rec = msg.get("rec")
    why = check_record(rec)
    if why:
        return why
    from skelos import games

    for game in sorted(games.GAMES):        # a record of one of the games the core plays
        try:
            games.pack(game).records.from_list(rec)
            return None
        except ValueError as e:
            why = why or str(e)
    return _("not a record the rules know: %s") % why


def _hash(h):
    return isinstance(h, str) and re.fullmatch("[0-9a-f]{8}", h) is not None


def chains_on(h_before, rec, h):
    """Does history hash `h` follow `h_before` with record `rec` (docs/protocol.md, "History hash")?
    The record's canonical bytes are those of the game whose record table reads it (two tables
    reading one list differently cannot both give the board's hash but by a 2^-32 chance)."""
    from skelos import games

    for game in sorted(games.GAMES):
        try:
            data = bytes(games.pack(game).records.from_list(rec))
        except ValueError:
            continue
        if hexh(chain(int(h_before, 16), data)) == h:
            return True
    return False


def scenario_for(store, client, scenario_id):
    """(dict, blob) of the device's current scenario as this host knows it, or (None, None).
    `store` may be None (the built-in presets only).

    The protocol has no command to read a stored scenario back, so the host
    matches the CRC the device lists against scenarios it flashed (stored by
    `skelos flash`) and the built-in presets."""
    if not scenario_id:
        return None, None
    try:
        stored = client.request("scenarios")["stored"]
    except DeviceError:
        return None, None
    crcs = [s["crc"] for s in stored if s.get("id") == scenario_id]
    for crc in crcs if store is not None else ():
        d, blob = store.scenario_by_crc(crc)
        if d is not None:
            return d, blob
    if scenario_id in presets.builtin_names():
        d = presets.load_dict(scenario_id)
        for blob in (presets.board_blob(d), encode_scenario(d)):      # as flashed now, or whole (before)
            if not crcs or set(blob_crcs(blob)) & set(crcs):
                return d, blob
    return None, None


def rules_of_hello(info):
    """The rules version of the game a `hello` reports: its `rules`, 1 from firmware
    older than rules versions (no such field), None without a game or when it is
    not a version (the store then counts the session as rules 1)."""
    if "rules" not in info:
        return 1 if info.get("game") is not None else None
    v = info["rules"]
    return v if isinstance(v, int) and not isinstance(v, bool) and 0 < v < 256 else None


def ack(client, game, uid, seq):
    """Tell the board the records up to seq are stored (`ack`): it then
    starts a new game over them without asking.  A board of an earlier
    firmware has no `ack`: nothing to tell it."""
    try:
        if uid is None:
            client.request("ack", game=game, seq=seq)
        else:
            client.request("ack", game=game, uid=uid, seq=seq)
    except DeviceError:
        pass


def blob_crcs(blob):
    """The CRCs a device may list for a blob: of the whole blob (as `upload_begin`) and the body's."""
    return crc32(blob), scenario_crc(blob)


class PtyGone(TransportError):
    """The pseudo-terminal a recorder followed is gone for good."""

    def __init__(self, message):
        super().__init__(message, None, "gone")


class Recorder:
    def __init__(self, store, port=None, say=print, backoff=(0.2, 0.5, 1, 2, 5), snapshot_every=0, serve=None):
        self.store = store
        self.port = port           # None: discover again on every reconnect
        self.serve = serve         # "skelos log": share the board when this process opens its port
        self.say = say
        self.backoff = backoff
        self.stop = threading.Event()
        self.session = None
        self.game = None
        self.uid = None             # the game's identity (hello's uid), None from a board without it
        self._session_args = ()
        self.serial = None
        self.connects = 0
        self.stored = 0
        self.notes = 0
        self.junk_seen = 0
        self._pty = None           # (port, identity) of the pseudo-terminal first logged through

    def note(self, text):
        """Say one line about something the device sent that was ignored (the first MAX_NOTES)."""
        self.notes += 1
        if self.notes <= MAX_NOTES:
            self.say(text)
        elif self.notes == MAX_NOTES + 1:
            self.say(_("ignored more malformed messages from the device (not shown)"))

    @staticmethod
    def _junk(client):
        """Lines of the device that were not protocol messages: unreadable, or over the line cap."""
        return getattr(client, "junk", 0) + getattr(getattr(client, "transport", None), "dropped", 0)

    def _check_junk(self, client):
        n = self._junk(client)
        if n > self.junk_seen:
            self.note(ngettext("ignored %d line from the device that is not a protocol message",
                               "ignored %d lines from the device that are not protocol messages",
                               n - self.junk_seen) % (n - self.junk_seen))
            self.junk_seen = n

    def _attach(self, client, game=None):
        info = client.hello()
        if not isinstance(info.get("serial"), str) or not _positive(info.get("game")):
            raise BadReply("malformed hello: serial %r, game %r" % (info.get("serial"), info.get("game")))
        self.serial = info["serial"]
        self.game = info["game"] if game is None else game
        uid = info.get("uid")
        self.uid = uid if isinstance(uid, str) and re.fullmatch("[0-9a-f]{8}", uid) else None
        d, blob = scenario_for(self.store, client, info.get("scenario"))
        self._session_args = (info.get("scenario"), d, blob, info.get("board"), info.get("firmware"),
                              rules_of_hello(info))
        earlier = self.store.game_sessions(self.serial, self.game)
        self.session = self.store.session(self.serial, self.game, *self._session_args, uid=self.uid)
        if self.uid is not None and earlier and self.session not in [sid for sid, _ in earlier]:
            # the same game number, another game (storage lost, another board with this serial...)
            self.say(_("game %(game)d of %(serial)s is not the game logged as session %(old)d (another identity): "
                       "logging it as a new session") % {"game": self.game, "serial": self.serial,
                                                         "old": earlier[-1][0]})
        if d is None:
            self.say(_("note: scenario %(scenario)r is not known to this host; replay of session %(session)d "
                       "will need it") % {"scenario": info.get("scenario"), "session": self.session})
        self.say(_("logging %(serial)s game %(game)d as session %(session)d")
                 % {"serial": self.serial, "game": self.game, "session": self.session})
        if self.uid is not None and (_positive(info.get("seq")) or info.get("seq") == 0):
            self.verify(client, info["seq"], info.get("h"))   # (without uid: catch_up checks the journal first)
        self.catch_up(client)

    # ------------------------------------------------------------ one history
    def _board_hash(self, client, seq):
        """The board's history hash at `seq` (None when it sends none or has no such record)."""
        if seq == 0:
            return "00000000"
        r = client.request("events", after=seq - 1, limit=1, game=self.game)
        evs = r.get("events")
        if isinstance(evs, list) and evs and isinstance(evs[0], dict) and evs[0].get("seq") == seq \
                and _hash(evs[0].get("h")):
            return evs[0]["h"]
        return None

    def _differs(self, client, seq):
        """True when the board's history up to `seq` is not the stored one; None when it cannot tell."""
        mine = self.store.hash_at(self.session, seq)
        board = self._board_hash(client, seq)
        if mine is None or board is None:
            return None
        return mine != board

    def verify(self, client, seq, h):
        """The board says its history up to `seq` hashes to `h`: when that is not the stored history, keep
        what is stored and log what follows as a new session from the first seq where they part.
        True when it did."""
        if not _hash(h):
            return False            # a board without history hashes: nothing to check
        last = self.store.last_seq(self.session)
        if seq > last:
            if last == 0:
                return False
            h = self._board_hash(client, last)     # the board went on: is what we hold its beginning?
            if h is None:
                return False
            seq = last
        mine = self.store.hash_at(self.session, seq)
        if mine is None:
            return False            # stored before hashes existed: nothing to compare with
        if mine == h:
            if seq == last:
                return False
            first = seq + 1         # the board went back: it no longer holds seq + 1...
        else:
            lo, hi = 1, seq         # the first seq whose hash differs (they differ at `seq`)
            while lo < hi:
                mid = (lo + hi) // 2
                if self._differs(client, mid) is False:
                    lo = mid + 1
                else:
                    hi = mid
            first = lo
        old = self.session
        self.session = self.store.fork(old, first)
        self.say(_("game %(game)d of %(serial)s went back to seq %(seq)d and its history parts from session "
                   "%(old)d there: session %(old)d is kept, what follows is logged as session %(new)d")
                 % {"game": self.game, "serial": self.serial, "seq": first - 1, "old": old, "new": self.session})
        return True

    def _same_game(self, client, after):
        """A device without `uid`: is its game the one of this session?  No when
        its journal is shorter than what is stored, or its first records differ."""
        if not after:
            return True
        stored = self.store.events(self.session)[:5]
        try:
            r = client.request("events", after=0, limit=len(stored), game=self.game)
        except DeviceError:
            return True      # the game is gone (a new one started): the caller follows it
        last = r.get("last")
        got = r.get("events")
        if isinstance(last, int) and last < after:
            return False
        if isinstance(got, list) and [e.get("rec") for e in got if isinstance(e, dict)][:len(stored)] != \
                [e["rec"] for e in stored][:len(got)]:
            return False
        return True

    def catch_up(self, client, again=True):
        after = self.store.last_seq(self.session)
        if self.uid is None and not self._same_game(client, after):
            old = self.session
            self.session = self.store.session(self.serial, self.game, *self._session_args, new=True)
            self.say(_("game %(game)d of %(serial)s does not go on from session %(old)d (its journal differs): "
                       "logging it as session %(new)d") % {"game": self.game, "serial": self.serial, "old": old,
                                                          "new": self.session})
            after = 0
        try:
            game, events, last = client.events(after=after, game=self.game)
            if events and _hash(events[0].get("h")):
                h_before = self.store.hash_at(self.session, after)
                if h_before is not None and not chains_on(h_before, events[0].get("rec"), events[0]["h"]) \
                        and self.verify(client, events[0]["seq"], events[0]["h"]):     # the board's past differs
                    self.catch_up(client)
                    return
            elif (last < after or (last == after and after and self._differs(client, after))) \
                    and self.verify(client, last, self._board_hash(client, last)):
                self.catch_up(client)
                return
        except DeviceError as e:
            if e.code == "storage_damaged":
                # the board found damage in its journal before serving it: it went back to the record
                # before the damage (rolled_back, how many lost) or could not (found, the seq)
                self.say(_("the board found its journal damaged (%(what)s) and serves nothing past the damage; "
                           "checking its history again") % {"what": " ".join(str(v) for v in e.values)})
                if again and e.values[:1] == ["rolled_back"]:
                    self.catch_up(client, again=False)       # its history now ends before the damage
                return
            if e.code in ("unknown_game", "no_game"):
                self.say(_("game %s is over on the device (a new game started); following the new one")
                         % self.game)
                self._attach(client)
                return
            raise
        except BadReply:
            self.note(_("ignored a malformed `events` reply from the device; asking again at its next event"))
            return
        whole = []
        for e in events:      # the events up to the first malformed one
            why = event_problem(e)
            if why:
                self.note(_("ignored a malformed `events` reply from the device; asking again at its next event"))
                break
            whole.append(e)
        n = self.store.add_events(self.session, whole)
        self.stored += n
        ack(client, self.game, self.uid, self.store.last_seq(self.session))
        if n:
            self.snapshot(client)

    def snapshot(self, client):
        try:
            r = client.request("state")
        except DeviceError as e:
            if e.code == "no_game":      # a game the board keeps read only (storage_unrecovered): no state
                return
            raise
        state = r.get("state")
        if r.get("game") != self.game or not isinstance(state, dict):
            return
        seq = state.get("seq", self.store.last_seq(self.session))
        if _positive(seq) or seq == 0:
            self.store.add_snapshot(self.session, seq, state)

    def handle(self, client, msg):
        kind = msg.get("push")
        if kind == RESUMED["push"]:     # the board again after its holder left: pushes may be missing
            self.catch_up(client)
            return
        if kind == "game":
            if not _positive(msg.get("game")):
                self.note(_("ignored a malformed new-game message from the device"))
                return
            self.say(_("new game %(game)s (%(scenario)s)") % {"game": msg.get("game"), "scenario": msg.get("scenario")})
            self._attach(client)
            return
        if kind == "warnings":
            # what the board says is wrong (storage nearly full...), one line each
            ws = msg.get("warnings")
            for w in ws if isinstance(ws, list) else []:
                self.say(faults.describe(w)[0])
            return
        if kind != "event":
            return
        why = event_problem(msg) or (None if _positive(msg.get("game")) else
                                     _("game %r is not a positive integer") % (msg.get("game"),))
        if why:
            self.note(_("ignored a malformed event from the device: %s") % why)
            return
        if msg["game"] != self.game:
            self._attach(client)
            return
        last = self.store.last_seq(self.session)
        h = msg.get("h") if _hash(msg.get("h")) else None
        if msg["seq"] <= last:
            if h is not None and self.store.hash_at(self.session, msg["seq"]) not in (None, h) \
                    and self.verify(client, msg["seq"], h):         # a record we hold, of another history
                self.catch_up(client)
            return
        if msg["seq"] == last + 1:
            before = self.store.hash_at(self.session, last) if h is not None else None
            if before is not None and not chains_on(before, msg["rec"], h) \
                    and self.verify(client, msg["seq"], h):         # it does not follow what we hold
                self.catch_up(client)
                return
            self.stored += self.store.add_events(self.session, [msg])
            ack(client, self.game, self.uid, msg["seq"])
            if msg["rec"][0] in SNAPSHOT_AFTER:
                self.snapshot(client)
        else:
            self.catch_up(client)

    def follow(self, client):
        """Log the device's games over an open client until `stop` is set
        (raises the link's error when it fails)."""
        self.junk_seen = self._junk(client)
        self._attach(client)
        followed = self.session
        try:
            while not self.stop.is_set():
                try:
                    msg = client.pushes.get(timeout=0.2)
                except queue.Empty:
                    self._check_junk(client)
                    if client.error is not None:
                        raise client.error from None
                    continue
                self.handle(client, msg)
                if self.session != followed:        # a new game (or history): the one left is logged whole
                    self.keep_figures(followed)
                    followed = self.session
                self._check_junk(client)
        finally:
            self.keep_figures(self.session)

    def keep_figures(self, sid):
        """Compute the report figures of session `sid` and of the sides beside its board (the heroes' sheets)
        and keep them in the store (analysis.remember_figures, sidefigures.remember), so that a report reads
        them instead of replaying the game; never an error for the logging."""
        if sid is None:
            return
        try:
            from skelos_host.session import analysis

            analysis.remember_figures(self.store, sid)
        except Exception:  # noqa: BLE001 - a report computes them then
            pass
        try:
            from skelos_host.session import sidefigures

            sidefigures.remember(self.store, sid)      # the heroes' sheets logged beside the board
        except Exception:  # noqa: BLE001 - a report computes them then
            pass

    def run_once(self, port):
        from skelos_host.device import share

        # a port found again by discovery is one a live process shares: only a port given by name is checked
        ident = pty_identity(port) if isinstance(self.port, str) else None
        if self._pty is not None and self._pty[0] == port and self._pty[1] != ident:
            # its simulator or bridge stopped; the kernel may give the number to another terminal
            raise PtyGone(_("the pseudo-terminal %s is gone (its simulator stopped); it is not opened again, "
                            "since its number may now belong to another program's terminal") % port)
        with share.connect(port, serve=self.serve) as client:
            if ident is not None and self._pty is None:
                self._pty = (port, ident)
            self.connects += 1
            self.follow(client)

    def run(self):
        """Log until `stop` is set; reconnects after any link failure."""
        tries = 0
        while not self.stop.is_set():
            before = self.connects
            try:
                self.run_once(choose_port(self.port() if callable(self.port) else self.port))
                return
            except (VersionMismatch, PtyGone):
                raise
            except (Disconnected, TransportError, RequestTimeout, NoDevice, OSError, BadReply) as e:
                tries = 0 if self.connects > before else tries
                wait = self.backoff[min(tries, len(self.backoff) - 1)]
                tries += 1
                self.say(_("link lost (%(error)s); retrying in %(wait)s s")
                         % {"error": str(e).splitlines()[0], "wait": decimal(wait, 1)})
                if self.stop.wait(wait):
                    return
