"""The link's request handlers (docs/protocol.md, "Commands"): one function
per command, ``handler(app, req)`` -> result dict, or LinkError.

`TABLE` is what the Link dispatches through.  A handler checks its request,
then asks the DeviceApp (the current game, its UI's action table, storage);
the scenario upload protocol's (upload_begin / chunk / end / abort) are in
upload.py.
"""

import json

import skelos
from skelos import codec
from skelos.journal import chain, hexh

from skelos_device.link import LinkError, need
from skelos_device.upload import upload_abort, upload_begin, upload_chunk, upload_end

FIRMWARE_VERSION = "0.1.0"
# An `events` reply carries at most this many bytes of events (`more` says
# when others follow): on the board a reply is a few copies of one string,
# and after a while the heap has no 6 KB block for 200 events in one piece.
EVENTS_BYTES = 2048
BATCH = 16           # records read from storage together for `events`

R_NO_GAME = ("no_game",)

# The firmware the code runs on: the name a Skelos build of CircuitPython
# freezes in with the code (module skelos_build, "skelos-<source hash>"), or
# "stock" (CircuitPython as published, the code on the drive; the simulator).
try:
    from skelos_build import BUILD
except ImportError:
    BUILD = "stock"

# How the board's code was shipped, from where this module was loaded: "mpy"
# (compiled by `skelos deploy`, the default), "frozen" (in the Skelos build's
# flash: a frozen module's file is its path in the build, never a drive's
# "/lib/...") or "py" (source, compiled by the interpreter at each start:
# `skelos deploy --py`, the simulator, the tests).
_FILE = globals().get("__file__", "")
CODE = ("mpy" if _FILE.endswith(".mpy") else "frozen" if BUILD != "stock" and not _FILE.startswith("/")
        else "py")


def percent(b):
    """A brightness 0.0..1.0 as the nearest whole percent (the pixel path is integer only)."""
    return int(b * 100 + 0.5)


def _arg_ok(a, depth=0):
    if a is None or (isinstance(a, int) and not isinstance(a, bool)):
        return True
    if isinstance(a, list) and depth < 2 and len(a) <= 32:
        for x in a:
            if not _arg_ok(x, depth + 1):
                return False
        return True
    return False


def _need_game(app):
    if app.game is None:
        raise LinkError(R_NO_GAME[0])
    return app.game


def _journal(app):
    """The current game, or the game kept read only after a start-up without the
    memory to read it back (app.kept: `events` and `ack` still serve it)."""
    g = app.game if app.game is not None else app.kept
    if g is None:
        raise LinkError(R_NO_GAME[0])
    return g


def hello(app, req):
    bi = app.board_info
    g = app.game if app.game is not None else app.kept
    return {"protocol": 1, "firmware": FIRMWARE_VERSION, "core": skelos.CORE_VERSION,
            "board": bi.get("board", app.profile.get("board_id")), "serial": bi.get("serial", "0"),
            "game": app.game_id if g else None, "uid": app.uid(),
            "seq": g.count if g else 0, "h": app.history(),
            "scenario": g.scenario.id if g else None,
            "rules": g.rules if g else None, "max_line": 1024, "unfetched": app.unfetched(),
            "warnings": app.warnings, "mem": app.mem(), "code": CODE, "expect": True, "build": BUILD}


def state(app, req):
    g = _need_game(app)
    return {"game": app.game_id, "uid": app.uid(), "rules": g.rules, "seq": g.count, "h": app.history(),
            "state": g.snapshot(),
            "display": {"mode": app.mode, "brightness": app.brightness, "menu": app.ui.menu()},
            "pixels": [list(c) for c in app.frame], "warnings": app.warnings}


def press(app, req):
    button = need(req, "button", str)
    kind = need(req, "kind", str, "short", False)
    names = app.buttons.names
    if button not in names and button != "mode" and not button.startswith("mode+"):
        raise LinkError("bad_request", ("button",))
    if kind in ("short", "long"):
        r = app.press(button, kind)
    elif kind in ("down", "up"):
        if button not in names:
            raise LinkError("bad_request", ("edges",))
        out = []  # type: list
        app.buttons.edge(app.buttons.index(button), kind == "down", app.clock(), out)
        r = None
        for name, k in out:
            r = app.press(name, k) or r
    else:
        raise LinkError("bad_request", ("kind",))
    res = {"accepted": r is None}  # type: dict
    if r is not None:
        ref = {"code": r[0]}
        if len(r) > 1:
            ref["args"] = list(r[1:])
        res["refusal"] = ref
    return res


def act(app, req):
    _need_game(app)
    name = need(req, "action", str)
    args = need(req, "args", list, [], False)
    if name == "draw":      # the solo Overlord's draws are the board's alone (docs/solo.md)
        raise LinkError("board_draws")
    spec = app.actions().get(name)
    if spec is None or name in ("undo", "redo"):
        raise LinkError("unknown_action")
    if len(args) < spec[1] or len(args) > spec[2]:
        raise LinkError("bad_request", ("arity", name, spec[1], spec[2]))
    for a in args:
        if not _arg_ok(a):
            raise LinkError("bad_request", ("args",))
    if need(req, "dry_run", bool, False, False):
        # checked as the action would be, nothing recorded (a partial choice, step by step)
        r = app.check(name, tuple(args))
        if r is not None:
            raise LinkError(r[0], r[1:])
        res = {"dry_run": True, "seq": app.game.count}
        info = getattr(app.ui, "dry_info", None)
        extra = info(name, args) if info is not None else None
        if extra:
            res.update(extra)
        return res
    # the action from here, no helper between: CircuitPython's Python stack holds every
    # frame from the loop to the FRAM's driver (docs/firmware.md)
    r = app.act(name, tuple(args))
    if r is not None:
        raise LinkError(r[0], r[1:])
    return {"seq": app.game.count}


def back(app, req):
    """`undo` and `redo` (the request's cmd): one handler, no helper under it (the Python stack)."""
    g = _need_game(app)
    name = req["cmd"]
    # a take-back that names its target: the board's last record must be seq `expect` (and, when
    # given, its history hash `h`), else it is refused and nothing changes
    expect = need(req, "expect", int, None, False)
    h = need(req, "h", str, None, False)
    if h is not None and expect is None:
        raise LinkError("bad_request", ("required", "expect"))
    if expect is not None and (expect != g.count or (h is not None and h != app.history())):
        raise LinkError("not_last", (g.count, app.history()))
    if need(req, "dry_run", bool, False, False):   # checked, never done
        r = app.check(name)
        if r is not None:
            raise LinkError(r[0], r[1:])
        return {"dry_run": True, "seq": app.game.count}
    r = app.act(name, ())
    if r is not None:
        raise LinkError(r[0], r[1:])
    return {"seq": app.game.count}


def event_size(ev):
    """len(json.dumps(ev)) of an `events` entry {"seq", "rec", "h"}, with only its
    record's list encoded: '{"seq": ' + seq + ', "rec": ' + rec + ', "h": "' + 8 hex
    digits + '"}' is 35 bytes around the seq's digits and the record's list."""
    n = ev["seq"]
    size = 36 + len(json.dumps(ev["rec"]))
    while n >= 10:
        n //= 10
        size += 1
    return size


def events(app, req):
    g = _journal(app)
    after = need(req, "after", int, 0, False)
    limit = need(req, "limit", int, 100, False)
    game = need(req, "game", int, None, False)
    if game is not None and game != app.game_id:
        raise LinkError("unknown_game", (app.game_id,))
    if after < 0 or limit < 1 or limit > 200:
        raise LinkError("bad_request", ("range",))
    end = min(g.count, after + limit)
    if after < end:
        bad = app.checks.records(after, end)      # never served altered: checked against the index first
        if bad is not None:
            if app.game is None and bad[0] == "found" and bad[1] - 1 > after:
                end = bad[1] - 1       # a kept journal (no going back): the records before the damage
            else:
                raise LinkError("storage_damaged", bad)
    evs = []  # type: list
    size = 0
    i = after
    h = g.history(after) if after < end else 0
    full = False
    while i < end and not full:
        for rec in g.records_from(i, min(BATCH, end - i)):
            h = chain(h, rec)
            ev = {"seq": i + 1, "rec": g.records.to_list(rec, 0), "h": hexh(h)}
            size += event_size(ev) + 2
            if evs and size > EVENTS_BYTES:
                full = True
                break
            evs.append(ev)
            i += 1
    return {"game": app.game_id, "uid": app.uid(), "events": evs, "last": g.count, "more": i < g.count}


def scenarios(app, req):
    out = []
    h = app.storage.head
    for i in (0, 1):
        c = app.scenario_info(i)
        if c is not None:
            d = {"id": c["id"], "name": c["name"], "crc": c["crc"], "size": c["size"],
                 "selected": h is not None and h.selected == i}
            out.append(d)
    return {"stored": out, "capacity": app.storage.scenario_capacity()}


def select(app, req):
    sid = need(req, "scenario", str)
    h = app.storage.head
    match = -1
    for i in (0, 1):
        c = app.scenario_info(i)
        if c is not None and c["id"] == sid:
            if match < 0 or (h is not None and i != h.slot):
                match = i
    if match < 0:
        match = _drive_preset(app, sid)
    if match < 0:
        raise LinkError("unknown_scenario", (sid[:40],))
    if h is None:
        app.start(match, app.game_id + 1)
    else:
        app.storage.set_selected(match)
    info = app.scenario_info(match)
    return {"scenario": sid, "crc": info["crc"] if info is not None else None}


_ID = "abcdefghijklmnopqrstuvwxyz0123456789-_"


def _drive_preset(app, sid):
    """A preset deployed on the drive (presets/<id>.bin) stored as a reference
    in the slot the current game does not use: that slot, or -1."""
    st = app.storage
    if st.reader is None or not 0 < len(sid) <= 40:
        return -1
    for c in sid:
        if c not in _ID:
            return -1
    path = "presets/" + sid + ".bin"
    try:
        blob = st.reader(path)
    except Exception:  # noqa: BLE001 - no such file
        return -1
    if blob is None:
        return -1
    d, err = codec.decode_scenario_dict(blob)
    if err or d.get("id") != sid:
        return -1
    h = st.head
    slot = 1 - h.slot if h is not None else 0
    st.store_ref(path, blob, slot)
    app.scen_cache[slot] = None
    return slot


def new_game(app, req):
    discard = need(req, "discard", int, 0, False)
    if discard < 0:
        raise LinkError("bad_request", ("discard",))
    r = app.new_game_from_selected(discard)
    if r is not None:
        raise LinkError(r[0], r[1:])
    return {"game": app.game_id, "scenario": _need_game(app).scenario.id}


def ack(app, req):
    g = _journal(app)
    seq = need(req, "seq", int)
    game = need(req, "game", int, None, False)
    uid = need(req, "uid", str, None, False)
    if (game is not None and game != app.game_id) or (uid is not None and uid != app.uid()):
        raise LinkError("unknown_game", (app.game_id,))
    if seq < 0 or seq > g.count:
        raise LinkError("bad_request", ("seq",))
    app.ack(seq)
    return {"acked": app.acked, "unfetched": app.unfetched()}


def config(app, req):
    b = need(req, "brightness", float)
    if not 0 <= b <= 1:  # NaN too
        raise LinkError("bad_request", ("brightness",))
    app.level = min(percent(b), app.max_level)
    app.set_mode(app.mode)
    return {"brightness": app.brightness}


TABLE = {
    "hello": hello, "state": state, "press": press, "act": act, "undo": back, "redo": back,
    "events": events, "scenarios": scenarios, "upload_begin": upload_begin,
    "upload_chunk": upload_chunk, "upload_end": upload_end, "upload_abort": upload_abort,
    "select": select, "new_game": new_game, "config": config, "ack": ack,
}
