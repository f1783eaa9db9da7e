"""Replay logged records through the rules core and check them against the
device's snapshots (any game); each game's report figures are its view's
(skelos_host.views)."""

import json
import operator
import pickle
from binascii import crc32

from skelos.games import load, pack, rules_of
from skelos.journal import NO, R_ARG, R_UNKNOWN, rules_ok
from skelos.ramlog import RamLog

from skelos_host.text.i18n import _
from skelos_host.text.reasons import translate_problem


class ReplayError(Exception):
    pass


# ------------------------------------------------------------ the host's games
# The core keeps a checkpoint of the state every `every` records in effect (an undo rebuilds from the nearest
# one); the board encodes each as bytes for its FRAM.  The host has RAM to spare and reads no bytes: its games
# keep each checkpoint as the state's Python values, pickled (Values: a fraction of encoding them) every
# HOST_CHECKPOINT records, and a replay of a log (which knows what comes next) keeps the state before each
# record the next one undoes (before_undos): most undos restore that copy, so the periodic ones can be far
# apart (bench/journal_bench.py).  The board's core, its records and its bytes are the same.
HOST_CHECKPOINT = 32


class HostLog(RamLog):
    """The journal's backend of a game played on the host: RamLog, one checkpoint every `every` records."""

    def __init__(self, every=HOST_CHECKPOINT):
        super().__init__()
        self.every = every
        self.known = set()      # records (bytes) whose length the game's submit has checked

    def put(self, buf, ln, a, b, depth, top, rtop):
        # RamLog.put in fewer steps (a replay stores every record): the same log, chain and history hashes
        log = self.log
        off = len(log)
        rec = buf[:ln]
        log += rec
        self.offs.append(off)
        hs = self.hs
        hs.append(crc32(rec, hs[-1]))
        if b is None:
            self.par[off] = a
        elif a != NO:
            self.und[off] = (a, b)
        return off


class Values:
    """A checkpoint of a host game: its STATE values pickled (one C call each way: a fraction of copying them
    value by value, and of the board's encoding), for the game whose STATE names `names` only."""

    __slots__ = ("names", "blob")

    def __init__(self, names, values):
        self.names = names
        self.blob = pickle.dumps(values, pickle.HIGHEST_PROTOCOL)

    def values(self):
        return pickle.loads(self.blob)  # noqa: S301 - bytes this process pickled itself (never read from outside)


_HOST_CLASSES = {}


def _plain_attributes(cls, names):
    """Are `names` plain instance attributes of cls's objects (no property or other data descriptor)?"""
    return all(not hasattr(getattr(cls, n, None), "__set__") for n in names)


def _host_class(cls):
    """`cls` (a pack's Game) whose checkpoints are its STATE values (Values), not their encoding: the journal
    keeps what state_bytes gives without reading it and gives it back to load_state."""
    sub = _HOST_CLASSES.get(cls)
    if sub is None:
        names = tuple(cls.STATE)
        get = operator.attrgetter(*names) if len(names) > 1 else (lambda o: (getattr(o, names[0]),))
        plain = _plain_attributes(cls, names)

        def state_bytes(self):
            return Values(names, get(self))

        def load_state(self, values, fresh=False):     # new objects every time: `fresh` is always so
            if not isinstance(values, Values) or values.names != names:
                raise ValueError("not a checkpoint of this game")
            if plain:
                self.__dict__.update(zip(names, values.values(), strict=True))
            else:
                for name, v in zip(names, values.values(), strict=True):
                    setattr(self, name, v)

        def submit(self, record):
            # the core's submit with the record copied in one step (the board copies it byte by byte), and its
            # length checked once per bytes object (a replay's encoder gives the same object for a record)
            ok = self.back.known
            if type(record) is not bytes or record not in ok:
                ln = self.records.length_at(record, 0)
                if ln != len(record):
                    return R_UNKNOWN if ln < 0 or not len(record) else R_ARG
                if ln > len(self._buf):
                    return R_ARG
                if type(record) is bytes:
                    ok.add(record)
            ln = len(record)
            self._buf[:ln] = record
            return self._submit(ln)

        sub = _HOST_CLASSES[cls] = type("Host" + cls.__name__, (cls,), {
            "state_bytes": state_bytes, "load_state": load_state, "submit": submit,
            "__doc__": "%s on the host: checkpoints kept as Python values (skelos_host.session.analysis)"
                       % cls.__name__})
    return sub


def host_game(scenario, rules=None, every=HOST_CHECKPOINT):
    """A fresh game of a loaded scenario for the host's replays and reports: the core's rules, checkpoints
    kept as Python values every `every` records in effect (the board's: bytes, skelos.journal.CHECKPOINT)."""
    return _host_class(pack(scenario.game).Game)(scenario, rules, HostLog(every))


_ENCODED = {}          # records.from_list -> {(record as a tuple, its values' types): its bytes}
ENCODED_MAX = 20000    # records kept per game (a few hundred kinds are played: the games' records repeat)


def encoder(game):
    """`game`'s records.from_list, each record encoded once (most repeat: a replay and a report encode every
    record of a log, and a report many logs): the same bytes object for equal records of values of the same
    types (1, 1.0 and True are equal in Python, not to from_list)."""
    from_list = game.records.from_list
    known = _ENCODED.get(from_list)
    if known is None or len(known) > ENCODED_MAX:
        known = _ENCODED[from_list] = {}

    def encode(rec):
        if type(rec) is not list:
            return from_list(rec)
        try:
            key = (tuple(rec), tuple(map(type, rec)))
            blob = known.get(key)
        except TypeError:       # lists inside (a record of pairs): keyed by its values as tuples
            try:
                key = ("nested", _frozen(rec))      # (never equal to a flat key: its first item is a tuple)
            except TypeError:
                return from_list(rec)
            blob = known.get(key)
        if blob is None:
            blob = known[key] = from_list(rec)        # (raises ValueError for a malformed record: nothing kept)
        return blob
    return encode


def _frozen(v):
    """A list of lists of ints, strings and None as tuples, each value checked to be of one of those types
    exactly; TypeError for anything else."""
    t = type(v)
    if t is list:
        return tuple([_frozen(x) for x in v])
    if t is int or t is str or v is None:
        return v
    raise TypeError("not a record's value")


_UNDO = ["undo"]


def before_undos(game, events):
    """The events, in order; before each record the next one undoes (a record, or a redo), the state is kept
    as a checkpoint of `game` (a host_game): that undo restores it instead of replaying the records since the
    checkpoint below.  A run of undos goes on from the periodic checkpoints (HOST_CHECKPOINT)."""
    back = game.back
    prev = None
    for e in events:
        if prev is not None:
            if e["rec"] == _UNDO and prev["rec"] != _UNDO:
                d = game.depth
                if d and not back.has(d, game.top):
                    back.keep(d, game.top, game.state_bytes(), d)
            yield prev
        prev = e
    if prev is not None:
        yield prev


_LOADED = {}           # a scenario's canonical JSON -> (its dict, the scenario loaded) (a report loads each once)
LOADED_MAX = 32


def scenario_of(info):
    if info is None or info.get("scenario") is None:
        raise ReplayError(_("the store has no scenario for this session (it was not flashed from this host and "
                            "is not a built-in preset), so it cannot be replayed"))
    try:
        key = json.dumps(info["scenario"], sort_keys=True, allow_nan=False)
    except (TypeError, ValueError):
        key = None
    kept = _LOADED.get(key) if key is not None else None
    # (the same JSON text and an equal dict: the same types too, containers and keys, not only the same text)
    s = kept[1] if kept is not None and kept[0] == info["scenario"] else None
    if s is None:
        s, problems = load(info["scenario"])
        if problems:
            raise ReplayError(_("stored scenario is invalid: %s") % "; ".join(translate_problem(p) for p in problems))
        if key is not None:
            if len(_LOADED) >= LOADED_MAX:
                _LOADED.clear()
            _LOADED[key] = (json.loads(key), s)
    rules = info.get("rules", 1)
    if not rules_ok(rules, rules_of(s.game)):
        raise ReplayError(_("the session plays rules version %s, which this skelos does not know: update it")
                          % rules)
    return s


def _diff(a, b, path=""):
    if isinstance(a, dict) and isinstance(b, dict):
        out = []
        for k in sorted(set(a) | set(b)):
            if k not in a or k not in b:
                out.append("%s%s: %s" % (path, k, "only on the device" if k in b else "only in the replay"))
            else:
                out.extend(_diff(a[k], b[k], path + k + "."))
        return out
    if a != b:
        return ["%s: replay %r, device %r" % (path.rstrip("."), a, b)]
    return []


def replay(scenario, events, snapshots=(), rules=None, every=HOST_CHECKPOINT):
    """Rebuild the game under rules version `rules` (None: the current one; a
    session's is in its info); returns (game, problems) where problems lists
    gaps, refused records and every difference from the device's snapshots.
    `every`: records in effect between two checkpoints (host_game)."""
    game = host_game(scenario, rules, every)
    encode = encoder(game)
    submit = game.submit
    problems = []
    snaps = sorted(snapshots, key=lambda s: s["seq"])
    n_snaps = len(snaps)
    k = 0
    expected = 1
    for e in before_undos(game, events):
        seq = e["seq"]
        while k < n_snaps and snaps[k]["seq"] < seq:
            problems.extend(_check_snapshot(game, snaps[k]))
            k += 1
        if seq != expected:
            problems.append("seq %d: expected seq %d (records missing from the log)" % (seq, expected))
        expected = seq + 1
        rec = e["rec"]
        try:
            blob = encode(rec)
        except ValueError as err:
            problems.append("seq %d: malformed record %r: %s" % (seq, rec, err))
            continue
        r = submit(blob)
        if r is not None:
            problems.append("seq %d: record %r refused by the rules core: %s"
                            % (seq, rec, " ".join(str(x) for x in r)))
    for snap in snaps[k:]:
        problems.extend(_check_snapshot(game, snap))
    return game, problems


def _check_snapshot(game, snap):
    state = snap["state"]
    if game.count != snap["seq"]:
        return ["snapshot at seq %d: the log only reaches seq %d" % (snap["seq"], game.count)]
    return ["snapshot at seq %d: %s" % (snap["seq"], d) for d in _diff(game.snapshot(), state)]


def follow_undo(name, applied, redo):
    """Keep a list of per-record contributions in step with the journal's
    undo and redo records: True when `name` was one of them (nothing else to
    do); otherwise a new record, which drops what could be redone."""
    if name == "undo":
        if applied:
            redo.append(applied.pop())
        return True
    if name == "redo":
        if redo:
            applied.append(redo.pop())
        return True
    redo.clear()
    return False


def by_count(d):
    """Items of {name: count} most first, then by name (the reports' tallies)."""
    return sorted(d.items(), key=lambda kv: (-kv[1], kv[0]))


# ------------------------------------------------------------ a session's figures, kept in the store
# Each session's report figures (its view's `figures`, replayed through the core) are computed once, when
# its game is logged (the logger, when it leaves the game) or first reported, and kept in the session
# store (Store.put_figures) with the version of the code that computed them and the mark of what they
# were computed from: a report reads them instead of replaying, and computes them again when either
# differs.  Raise FIGURES_VERSION when a game's figures change (a view's `figures`, or the core's rules
# as the figures count them): every stored figure is then computed again.
FIGURES_VERSION = 1


def figures_version():
    """The version stored with figures: FIGURES_VERSION and this host's version."""
    from skelos_host import __version__

    return "%d:%s" % (FIGURES_VERSION, __version__)


def figures_mark(row):
    """What a session's figures depend on, from its row (Store.session_rows; no event read): events are only
    ever added (each seq once), a scenario and a rules version only ever filled in."""
    return "%s:%s:%d:%s" % (row["events"], row["last_seq"], 1 if row["has_scenario"] else 0, row["rules"])


def session_figures(store, sid):
    """The figures entry of session `sid`: where and when it was played ("serial", "game_number",
    "scenario_id", "started", "first", "last", "names": the scenario's names) and its view's figures
    ("figures"), or why there are none ("error": no scenario, rules this host does not know...).
    Raises StoreError when the store cannot read the session."""
    from skelos_host import views

    info = store.session_info(sid)
    events = store.events(sid)
    entry = {"serial": info["serial"], "game_number": info["game"], "scenario_id": info["scenario_id"],
             "started": info["started"], "first": events[0]["received_at"] if events else None,
             "last": events[-1]["received_at"] if events else None}
    d = info.get("scenario") or {}
    entry["names"] = {k: v for k, v in d.items() if k == "name" or k.startswith("name_")}
    try:
        scenario = scenario_of(info)
        view = views.view_of(scenario)
        entry["figures"] = view.figures(scenario, events, info["rules"])
        if hasattr(view, "figure_names"):       # names in each language, for the pages in the reader's
            entry["figures"]["names"] = view.figure_names(d)
    except (ReplayError, views.UnknownGame) as e:
        entry["error"] = str(e)
    return entry


def stamp_key(create=False):
    """This user's key of the stamps of what skelos computed itself (report figures kept in the store, a
    report's manifest): in the user's state folder, 0600; None when there is none (or none can be made)."""
    import os

    import platformdirs

    path = os.path.join(platformdirs.user_state_dir("skelos"), "report-stamp.key")
    try:
        with open(path, "rb") as fh:
            key = fh.read(64)
        if len(key) == 32:
            return key
    except OSError:
        pass
    if not create:
        return None
    try:
        os.makedirs(os.path.dirname(path), 0o700, exist_ok=True)
        tmp = "%s.%d.tmp" % (path, os.getpid())
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "wb") as fh:
            fh.write(os.urandom(32))
        os.replace(tmp, path)
    except OSError:
        return None
    return stamp_key()


def stamp(key, data):
    import hashlib
    import hmac

    return hmac.new(key, data, hashlib.sha256).hexdigest()


def figures_stamp(key, sid, version, mark, text):
    """The stamp of the figures `text` of session `sid` (of `version`, computed from `mark`)."""
    return stamp(key, ("%d|%s|%s|" % (sid, version, mark)).encode("utf-8") + text.encode("utf-8"))


def side_figures_version(side):
    """The version stored with a side's figures (skelos_host.views.sides): the sessions' and the side's."""
    return "%s:%s" % (figures_version(), side.FIGURES_VERSION)


def side_figures_stamp(key, sid, name, version, mark, text):
    """The stamp of the figures `text` of side `name` beside session `sid` (of `version`, from `mark`)."""
    return stamp(key, ("side|%d|%s|%s|%s|" % (sid, name, version, mark)).encode("utf-8") + text.encode("utf-8"))


def figures_row(key, row, text):
    """The row Store.put_figures keeps for session `row` (Store.session_rows) of figures `text`."""
    version, mark = figures_version(), figures_mark(row)
    return (row["id"], version, mark, text, figures_stamp(key, row["id"], version, mark, text) if key else None)


def remember_figures(store, sid):
    """Compute session `sid`'s figures and keep them in `store` (a store open for writing), unless those it
    keeps are of this version and of the session as it is; the entry computed (session_figures) or None."""
    rows = store.session_rows(only=sid)
    if not rows:
        return None
    row = rows[0]
    if row["figures_version"] == figures_version() and row["figures_mark"] == figures_mark(row):
        return None
    entry = session_figures(store, sid)
    store.put_figures([figures_row(stamp_key(create=True), row, json.dumps(entry, separators=(",", ":")))])
    return entry
