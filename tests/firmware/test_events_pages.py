"""`events` replies stay small enough for the board's heap: at most about
2 KB of events each, `more` telling the host to ask again (the rig saw a
200-event reply fail to allocate on CircuitPython); a reply that cannot be
built still gets an answer and the loop goes on."""

import json

from fakes import FakeStream
from helpers import make_app
from skelos.journal import hexh
from skelos_device.handlers import EVENTS_BYTES, event_size

# the Pico build and the Raspberry Pi box on a Pi 4 and a Pi 5 (tests/firmware/conftest.py)
BUILDS = ("pico", "pi4", "pi5")


def _reply(app, stream, **args):
    msg = {"v": 1, "id": 7, "cmd": "events"}
    msg.update(args)
    stream.feed((json.dumps(msg) + "\n").encode())
    lines = []
    for _ in range(100):  # the USB buffer takes a reply in pieces, as the host reads
        app.step()
        lines += [m for m in stream.take() if m.get("id") == 7]
    assert len(lines) == 1
    return lines[0]


def _game(n):
    s = FakeStream()
    app = make_app(stream=s)
    assert app.act("begin_turn") is None
    while app.game.count < n:
        assert app.act("undo") is None and app.act("redo") is None
    s.take()
    return app, s


def test_a_long_journal_comes_in_pages_of_about_2_kb():
    app, s = _game(200)
    got, after, pages = [], 0, 0
    while True:
        r = _reply(app, s, after=after, limit=200)
        pages += 1
        assert r["ok"] and len(json.dumps(r["events"])) <= EVENTS_BYTES + 2
        got += r["events"]
        after = r["events"][-1]["seq"]
        if not r["more"]:
            break
    assert [e["seq"] for e in got] == list(range(1, app.game.count + 1))
    assert [e["rec"] for e in got] == [app.game.record_list(i) for i in range(app.game.count)]
    assert pages > 2 and r["last"] == app.game.count


def test_a_small_request_is_answered_whole():
    app, s = _game(12)
    r = _reply(app, s, after=2, limit=5)
    assert [e["seq"] for e in r["events"]] == [3, 4, 5, 6, 7] and r["more"] is True
    r = _reply(app, s, after=10)
    assert [e["seq"] for e in r["events"]] == list(range(11, app.game.count + 1)) and r["more"] is False


def test_a_reply_the_heap_cannot_hold_gets_an_error_and_the_loop_goes_on(monkeypatch):
    from skelos_device import link
    app, s = _game(3)
    real = link.encode

    def starved(obj):
        if obj.get("id") == 7 and obj.get("ok"):
            raise MemoryError("memory allocation failed, allocating 6146 bytes")
        return real(obj)

    monkeypatch.setattr(link, "encode", starved)
    r = _reply(app, s, after=0)
    assert r["ok"] is False and r["error"] == {"code": "internal",
                                               "args": ["MemoryError: the reply does not fit in the free heap"]}
    monkeypatch.setattr(link, "encode", real)
    assert _reply(app, s, after=0)["events"][0]["seq"] == 1


def test_an_events_entry_is_measured_as_its_json_without_encoding_it():
    # a page is cut on the entries' JSON sizes; event_size works one out from the record's
    # list alone: the same figure as json.dumps of the whole entry, so the same pages
    app, s = _game(60)
    g = app.game
    recs = [g.record_list(i) for i in range(g.count)] + [[], [7], [255, 65535, -3], [1, [2, 3]], ["x", 2]]
    for rec in recs:
        for seq in (1, 9, 10, 99, 100, 999, 1000, 12345, 65535, 100000):
            ev = {"seq": seq, "rec": rec, "h": hexh(seq * 2654435761 & 0xFFFFFFFF)}
            assert event_size(ev) == len(json.dumps(ev)), ev
