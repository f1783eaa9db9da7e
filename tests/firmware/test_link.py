"""The device side of protocol v1 on a fake usb_cdc.data stream."""

import base64
import json
import zlib

from fakes import FakeStream
from helpers import cells, make_app, run_script, settle
from skelos import codec
from skelos_device.storage import Storage

# the Pico build and the Raspberry Pi box on a Pi 4 and a Pi 5 (tests/firmware/conftest.py)
BUILDS = ("pico", "pi4", "pi5")


def _req(app, stream, obj=None, raw=None):
    stream.feed(raw if raw is not None else (json.dumps(obj) + "\n").encode())
    return [m for m in settle(app, stream) if "push" not in m]


def _one(app, stream, obj=None, raw=None):
    r = _req(app, stream, obj, raw)
    assert len(r) == 1, r
    return r[0]


def _fixture():
    s = FakeStream()
    app = make_app(stream=s)
    run_script(app, 5)
    settle(app, s)
    return app, s


def test_bad_input_gives_errors_and_changes_nothing():
    app, s = _fixture()
    snap = app.game.snapshot()
    written = app.storage.bytes_written
    cases = [
        (b"\x00\xff\xfe garbage\n", "bad_json"),
        (b"\xc3\x28\n", "bad_json"),
        (b"[1, 2]\n", "bad_json"),
        (b"{\"v\": 1, \"id\": 1, \"cmd\": \"state\"" + b" " * 2000 + b"}\n", "line_too_long"),
        (b'{"v": 2, "id": 3, "cmd": "state"}\n', "bad_version"),
        (b'{"v": 1, "id": "x", "cmd": "state"}\n', "bad_request"),
        (b'{"v": 1, "id": 4, "cmd": "format_disk"}\n', "unknown_command"),
        (b'{"v": 1, "id": 5, "cmd": "act", "action": "teleport"}\n', "unknown_action"),
        (b'{"v": 1, "id": 6, "cmd": "act", "action": "activate", "args": ["x"]}\n', "bad_request"),
        (b'{"v": 1, "id": 7, "cmd": "act", "action": "activate", "args": 3}\n', "bad_request"),
        (b'{"v": 1, "id": 8, "cmd": "act", "action": "activate", "args": [1, 2]}\n', "bad_request"),
        (b'{"v": 1, "id": 9, "cmd": "act", "action": "activate", "args": [99]}\n', "empty_slot"),
        (b'{"v": 1, "id": 10, "cmd": "act", "action": "begin_turn"}\n', "wrong_phase"),
        (b'{"v": 1, "id": 11, "cmd": "press", "button": "nope"}\n', "bad_request"),
        (b'{"v": 1, "id": 12, "cmd": "events", "limit": 500}\n', "bad_request"),
        (b'{"v": 1, "id": 13, "cmd": "events", "game": 99}\n', "unknown_game"),
        (b'{"v": 1, "id": 14, "cmd": "config", "brightness": "max"}\n', "bad_request"),
        (b'{"v": 1, "id": 15, "cmd": "select", "scenario": "nope"}\n', "unknown_scenario"),
        (b'{"v": 1, "id": 16, "cmd": "upload_chunk", "offset": 0, "data": ""}\n', "upload_none"),
        (b'{"v": 1, "id": 17, "cmd": "upload_end"}\n', "upload_none"),
    ]
    for raw, code in cases:
        m = _one(app, s, raw=raw)
        assert m["ok"] is False and m["error"]["code"] == code, (raw[:40], m)
        if code == "bad_version":
            assert m["protocol"] == 1
    assert app.game.snapshot() == snap
    assert app.storage.bytes_written == written
    # empty lines are ignored, the link still answers
    assert _req(app, s, raw=b"\n\r\n") == []
    assert _one(app, s, {"v": 1, "id": 20, "cmd": "hello"})["ok"]


def test_handler_exception_becomes_internal():
    app, s = _fixture()

    def boom(app, req):
        raise RuntimeError("bug")

    app.link.table = dict(app.link.table, hello=boom)   # the handlers' table is shared: not in place
    m = _one(app, s, {"v": 1, "id": 1, "cmd": "hello"})
    assert m["error"]["code"] == "internal"
    assert _one(app, s, {"v": 1, "id": 2, "cmd": "state"})["ok"]


def test_act_pushes_event_after_persisting():
    s = FakeStream()
    app = make_app(stream=s)
    s.take()
    s.feed(b'{"v": 1, "id": 1, "cmd": "act", "action": "begin_turn"}\n')
    app.step()
    msgs = s.take()
    turn = bytes(app.game.records.from_list(["turn"]))
    assert msgs[0] == {"v": 1, "push": "event", "game": 1, "seq": 1, "rec": ["turn"],
                       "h": "%08x" % zlib.crc32(turn)}
    assert msgs[1] == {"v": 1, "id": 1, "ok": True, "seq": 1}
    assert app.storage.head.count == 1


def _upload(app, s, blob, crc=None, chunks=None):
    m = _one(app, s, {"v": 1, "id": 1, "cmd": "upload_begin", "size": len(blob),
                      "crc": codec.crc32(blob) if crc is None else crc})
    assert m["ok"], m
    n = m["chunk"]
    parts = chunks or [(o, blob[o:o + n]) for o in range(0, len(blob), n)]
    out = []
    for o, data in parts:
        out.append(_one(app, s, {"v": 1, "id": 2, "cmd": "upload_chunk", "offset": o,
                                 "data": base64.b64encode(data).decode()}))
    out.append(_one(app, s, {"v": 1, "id": 3, "cmd": "upload_end"}))
    return out


def test_upload_select_new_game():
    from fixtures import pict_village
    app, s = _fixture()
    d = pict_village()
    d["id"] = "other"
    blob = codec.encode_scenario(d)
    res = _upload(app, s, blob)
    assert res[-1]["ok"] and res[-1]["scenario"] == "other" and res[-1]["id"] != "other"
    sc = _one(app, s, {"v": 1, "id": 4, "cmd": "scenarios"})
    assert sorted(x["id"] for x in sc["stored"]) == ["other", "pict-village"]
    assert _one(app, s, {"v": 1, "id": 5, "cmd": "select", "scenario": "other"})["ok"]
    ng = _one(app, s, {"v": 1, "id": 6, "cmd": "new_game", "discard": app.unfetched()})
    assert ng["ok"] and ng["scenario"] == "other" and ng["game"] == 2
    # survives a reboot
    app2 = make_app(app.storage.mem)
    assert app2.game.scenario.id == "other" and app2.game_id == 2


def test_bad_uploads_change_nothing():
    from fixtures import pict_village
    app, s = _fixture()
    d = pict_village()
    d["id"] = "other"
    blob = codec.encode_scenario(d)
    snap = app.game.snapshot()
    mem_before = cells(app)
    # wrong CRC
    assert _upload(app, s, blob, crc=1)[-1]["error"]["code"] == "upload_crc"
    # out of order / replayed chunks
    r = _upload(app, s, blob, chunks=[(0, blob[:384]), (0, blob[:384]), (800, blob[800:900])])
    assert r[1]["error"]["code"] == "upload_offset" and r[1]["error"]["expected"] == 384
    assert r[2]["error"]["code"] == "upload_offset"
    assert r[-1]["error"]["code"] == "upload_size"
    # truncated
    assert _upload(app, s, blob, chunks=[(0, blob[:384])])[-1]["error"]["code"] == "upload_size"
    # a valid blob that is not a valid scenario
    bad = codec.encode_scenario({"id": "x"})
    assert _upload(app, s, bad)[-1]["error"]["code"] == "upload_invalid"
    # too large
    m = _one(app, s, {"v": 1, "id": 1, "cmd": "upload_begin", "size": 10**6, "crc": 0})
    assert m["error"]["code"] == "upload_size"
    assert app.game.snapshot() == snap
    assert cells(app) == mem_before
    assert isinstance(app.storage, Storage)


def _long_game(app, s, n=120):
    """n accepted actions (extra moves and their undos): a journal whose
    `events` reply runs to kilobytes."""
    for name, args in (("begin_turn", ()), ("activate", (1,))):
        assert app.act(name, args) is None
    while app.game.count < n:
        assert app.act("extra_move", (0, 1)) is None
        assert app.act("undo", ()) is None
    settle(app, s)


class _Counting(FakeStream):
    """The strict stream, recording how much each write took."""

    def __init__(self):
        super().__init__()
        self.takes = []

    def write(self, data):
        n = super().write(data)
        self.takes.append(n)
        return n


def test_a_reply_of_kilobytes_arrives_whole_through_the_usb_buffer():
    s = _Counting()
    app = make_app(stream=s)
    _long_game(app, s)
    s.takes.clear()
    s.feed(b'{"v": 1, "id": 7, "cmd": "events", "limit": 100}\n')
    raw = []
    for _ in range(200):
        app.step()
        raw.extend(s.lines())
        if app.link.idle():
            break
    (line,) = [x for x in raw if b'"id": 7' in x]
    assert len(line) > 2000 and max(s.takes) <= 320 and s.takes.count(320) >= 6
    m = json.loads(line)
    n = len(m["events"])  # as many as fit in about 2 KB (EVENTS_BYTES)
    assert m["ok"] and [e["seq"] for e in m["events"]] == list(range(1, n + 1)) and m["more"]
    assert s.got == b""


def test_a_host_that_stops_reading_gets_whole_lines_and_every_answer_later():
    """The host sends requests and the board plays on the buttons while nobody
    reads: the output waits (bounded), pushes beyond the queue are dropped
    whole, no request is lost; when the host reads again every line is whole
    JSON, every request is answered once, and `events` recovers every event."""
    from skelos_device import link as link_mod
    s = FakeStream()
    app = make_app(stream=s)
    settle(app, s)
    for i in range(1, 31):
        s.feed(json.dumps({"v": 1, "id": i, "cmd": "state" if i % 3 else "hello"}).encode() + b"\n")
    high = 0
    for k in range(60):            # the board plays, the host reads nothing
        assert app.press("undo" if k % 2 else "turn", "short") is None
        app.step()
        high = max(high, app.link.pending)
    assert app.link.dropped > 0 and s.inbox        # pushes dropped whole, requests wait unread
    assert high <= link_mod.QUEUE_MAX + 3000      # at most one reply on top of the queue
    raw = []
    for _ in range(2000):          # the host reads again
        app.step()
        raw.extend(s.lines())
        if not s.inbox and app.link.idle():
            break
    msgs = [json.loads(x) for x in raw]             # every line whole
    assert s.got == b""
    ids = [m["id"] for m in msgs if "push" not in m]
    assert ids == list(range(1, 31))
    seqs = [m["seq"] for m in msgs if m.get("push") == "event"]
    assert seqs == sorted(seqs) and len(seqs) < app.game.count == 60
    got = []
    more = True
    while more:
        s.feed(json.dumps({"v": 1, "id": 99, "cmd": "events", "after": len(got), "limit": 200}).encode() + b"\n")
        (ev,) = [m for m in settle(app, s) if m.get("id") == 99]
        got.extend(e["seq"] for e in ev["events"])
        more = ev["more"]
    assert got == list(range(1, 61))


def test_nothing_is_written_while_the_host_is_away():
    """DTR low: TinyUSB would overwrite its buffer, so the link writes nothing
    and keeps replies and pushes whole until a host opens the port."""
    s = FakeStream()
    app = make_app(stream=s)
    settle(app, s)
    s.connected = False
    s.feed(b'{"v": 1, "id": 1, "cmd": "state"}\n')
    for _ in range(5):
        app.press("turn", "short")
        app.step()
    assert s.out == b"" and app.link.pending > 0
    s.connected = True
    msgs = settle(app, s)
    assert [m["id"] for m in msgs if "push" not in m] == [1] and s.got == b""
    assert [m["seq"] for m in msgs if m.get("push") == "event"] == [1, 2, 3, 4, 5]


def test_requests_are_ascii_and_replies_ascii_only():
    from fixtures import pict_village
    d = pict_village()
    d["name"] = "Le village picte \u2014 \u00e9t\u00e9 \U0001F600"
    s = FakeStream()
    app = make_app(stream=s, blob=codec.encode_scenario(d))
    settle(app, s)
    for raw, code in ((b'{"v": 1, "id": 1, "cmd": "\xed\xa0\x80"}\n', "bad_json"),
                      (b'{"v": 1, "id": 1, "cmd": "\xc0\xaf"}\n', "bad_json"),
                      (b'{"v": 1, "id": 1, "cmd": "hello", "x": "\xc3\xa9"}\n', "bad_json"),
                      (b'{"v": 1, "id": 2, "cmd": "\\ud800"}\n', "unknown_command"),
                      (b'{"v": 1, "id": 3, "cmd": "\\ud83d\\ude00"}\n', "unknown_command")):
        s.feed(raw)
        app.step()
        (line,) = s.lines()
        assert max(line) < 0x80, line
        m = json.loads(line)
        assert m["error"]["code"] == code, m
        assert all(" " <= ch <= "~" for a in m["error"].get("args", []) for ch in str(a)), m
    s.feed(b'{"v": 1, "id": 4, "cmd": "scenarios"}\n')
    lines = []
    for _ in range(5):
        app.step()
        lines.extend(s.lines())
    assert b"\\ud83d\\ude00" in lines[0] and max(lines[0]) < 0x80
    assert json.loads(lines[0])["stored"][0]["name"] == d["name"]


def test_undo_and_redo_with_dry_run_check_and_do_nothing():
    app, s = _fixture()
    snap, count = app.game.snapshot(), app.game.count
    written = app.storage.bytes_written
    m = _one(app, s, {"v": 1, "id": 1, "cmd": "undo", "dry_run": True})
    assert m["ok"] and m["dry_run"] is True and m["seq"] == count
    assert app.game.snapshot() == snap and app.game.count == count
    assert app.storage.bytes_written == written
    # nothing to redo: the refusal, nothing done
    m = _one(app, s, {"v": 1, "id": 2, "cmd": "redo", "dry_run": True})
    assert m["error"]["code"] == "nothing_to_redo"
    # a dry_run that is not a boolean is refused, not taken for "no"
    m = _one(app, s, {"v": 1, "id": 3, "cmd": "undo", "dry_run": "yes"})
    assert m["error"] == {"code": "bad_request", "args": ["type", "dry_run"]}
    assert app.game.snapshot() == snap and app.storage.bytes_written == written
    # the real thing still works, and then redo can be checked
    assert _one(app, s, {"v": 1, "id": 4, "cmd": "undo"})["seq"] == count + 1
    snap = app.game.snapshot()
    m = _one(app, s, {"v": 1, "id": 5, "cmd": "redo", "dry_run": True})
    assert m["ok"] and m["seq"] == count + 1 and app.game.snapshot() == snap


def test_an_undo_that_names_its_record_is_refused_when_another_record_is_last():
    """`undo` (or `redo`) with `expect` (and `h`): done only while the board's last record is that one;
    otherwise refused with `not_last` [the last seq, its hash], nothing undone, nothing stored."""
    app, s = _fixture()
    hello = _one(app, s, {"v": 1, "id": 1, "cmd": "hello"})
    assert hello["expect"] is True
    count, h = hello["seq"], hello["h"]
    assert _one(app, s, {"v": 1, "id": 2, "cmd": "act", "action": "extra_move", "args": []})["seq"] == count + 1
    snap, written = app.game.snapshot(), app.storage.bytes_written
    last = _one(app, s, {"v": 1, "id": 3, "cmd": "hello"})["h"]
    for i, req in enumerate(({"expect": count}, {"expect": count, "h": h}, {"expect": count + 1, "h": h},
                             {"expect": count, "dry_run": True})):
        m = _one(app, s, dict(req, v=1, id=10 + i, cmd="undo"))
        assert m["error"] == {"code": "not_last", "args": [count + 1, last]}, (req, m)
        assert app.game.snapshot() == snap and app.game.count == count + 1
        assert app.storage.bytes_written == written
    # bad input: a hash without the seq, a seq that is not a number
    assert _one(app, s, {"v": 1, "id": 20, "cmd": "undo", "h": last})["error"] == {
        "code": "bad_request", "args": ["required", "expect"]}
    assert _one(app, s, {"v": 1, "id": 21, "cmd": "undo", "expect": "7"})["error"] == {
        "code": "bad_request", "args": ["type", "expect"]}
    assert app.game.snapshot() == snap and app.storage.bytes_written == written
    # the record named is the last: undone (checked first with dry_run)
    m = _one(app, s, {"v": 1, "id": 22, "cmd": "undo", "expect": count + 1, "h": last, "dry_run": True})
    assert m["ok"] and m["seq"] == count + 1
    assert _one(app, s, {"v": 1, "id": 23, "cmd": "undo", "expect": count + 1, "h": last})["seq"] == count + 2
    assert app.game.snapshot()["activations"] == snap["activations"]
    # redo names its target the same way
    assert _one(app, s, {"v": 1, "id": 24, "cmd": "redo", "expect": count + 1})["error"]["code"] == "not_last"
    assert _one(app, s, {"v": 1, "id": 25, "cmd": "redo", "expect": count + 2})["seq"] == count + 3
