# Runs under MicroPython (tests/mpy/run_firmware.mjs) and CPython alike: the
# device app on the chip fakes (tests/fakes), a scripted game through the link
# and the buttons.  The test compares what both interpreters print.
import binascii

from fakes import FakeClock, FakePixels, FakeStream
from skelos_device.app import DeviceApp
from skelos_device.storage import Storage


def _uid(board_info, game_id):
    return 0x5eed0000 + game_id    # the same game identity under both interpreters (os.urandom otherwise)


def _app(blob, profile, mem=None, stream=None, clock=None):
    mem = mem if mem is not None else bytearray(32768)
    s = stream if stream is not None else FakeStream()
    app = DeviceApp(profile, FakePixels(profile["neopixel"]["count"]), None, s, Storage(mem),
                    clock or FakeClock(1000), {"board": "mpy"}, default_scenario=blob, new_uid=_uid)
    return app, s, mem


def _settle(app, s, limit=2000):
    """Steps, the host reading after each one, until the link is idle: raw lines."""
    out = []
    for _ in range(limit):
        app.step()
        out.extend(s.lines())
        if not s.inbox and app.link.idle():
            return out
    raise AssertionError("the link never went idle")


def main(blob, profile):
    app, s, mem = _app(blob, profile)
    if app.game.kind == "orcquest":
        return orc(app, s, mem, profile)
    for cmd in ('{"v":1,"id":1,"cmd":"act","action":"begin_turn"}',
                '{"v":1,"id":2,"cmd":"act","action":"activate","args":[1]}',
                '{"v":1,"id":3,"cmd":"undo"}\r', '\xff garbage', '{"v":1,"id":4,"cmd":"state"}'):
        s.feed(cmd.encode() + b"\n")
        app.step()
    for name in ("defend", "reroll", "extra"):
        app.press(name, "short")
    app.clock.advance(700)
    n = len(_settle(app, s))
    assert app.game.count == 5, app.game.count
    s.feed(b'{"v":1,"id":9,"cmd":"hello"}\n')
    import json
    import sys
    (heap,) = [json.loads(x)["mem"] for x in _settle(app, s) if b'"id": 9' in x]
    if sys.implementation.name == "micropython":   # heap figures: free now, lowest after a collection
        assert type(heap["free"]) is int and type(heap["low"]) is int and 0 < heap["low"], heap
    else:
        assert heap is None, heap
    app2 = _app(blob, profile, mem)[0]
    assert app2.game.snapshot() == app.game.snapshot()
    print("mpy firmware game ok", app.game.count, "records", s.written, "bytes out", n, "lines")


def orc(app, s, mem, profile):
    """An OrcQuest hero turn through the link and the buttons."""
    for cmd in ('{"v":1,"id":1,"cmd":"act","action":"start","args":[0]}',
                '{"v":1,"id":2,"cmd":"act","action":"action","args":[0,1,0,1]}',
                '{"v":1,"id":3,"cmd":"act","action":"combo","args":[1]}', '{"v":1,"id":4,"cmd":"state"}'):
        s.feed(cmd.encode() + b"\n")
    lines = _settle(app, s)
    assert [x for x in lines if b'"combo_locked"' in x], lines
    for name, kind in (("extra", "long"), ("reroll", "long"), ("reroll", "short"), ("turn", "short")):
        assert app.press(name, kind) is None, name
    app.clock.advance(700)
    app.step()
    assert app.game.count == 6 and app.game.pending == 0, app.game.count
    app2 = _app(app.default_scenario, profile, mem)[0]
    assert app2.game.snapshot() == app.game.snapshot()
    print("mpy firmware orcquest ok", app.game.count, "records", s.written, "bytes out")


# Item 5 of the link: what a request may hold, escaped or raw, and a scenario
# whose names are not ASCII.  Every reply line is printed in hex.
HOSTILE = (b'{"v":1,"id":2,"cmd":"\\ud800"}', b'{"v":1,"id":3,"cmd":"\xed\xa0\x80"}',
           b'{"v":1,"id":4,"cmd":"\xc0\xaf"}', b'{"v":1,"id":5,"cmd":"\\ud83d\\ude00"}',
           b'{"v":1,"id":6,"cmd":"\\u00e9t\\u00e9"}', b'{"v":1,"id":7,"cmd":"act","action":"\\udc80x"}',
           b'{"v":1,"id":8,"cmd":"select","scenario":"\\ud83d\\ude00\\u00e9"}',
           b'{"v":1,"id":9,"cmd":"press","button":"\\ud800"}', b'{"v":1,"id":10,"cmd":"scenarios"}',
           b'{"v":1,"id":11,"cmd":"state"}', b'{"v":1,"id":12,"cmd":"x\xff"}')


def link_cases(blob, profile):
    app, s, _ = _app(blob, profile)
    _settle(app, s)
    for raw in HOSTILE:
        s.feed(raw + b"\n")
        for line in _settle(app, s):
            print("LINE", binascii.hexlify(line).decode())


def guarded_undo(blob, profile):
    """`undo` naming its record (`expect`, `h`): refused while another record is last, done when it is
    the last; every reply printed (the same under both interpreters)."""
    import json
    app, s, _ = _app(blob, profile)
    _settle(app, s)
    s.feed(b'{"v":1,"id":1,"cmd":"act","action":"begin_turn"}\n')
    _settle(app, s)
    s.feed(b'{"v":1,"id":2,"cmd":"hello"}\n')
    (hello,) = [json.loads(x) for x in _settle(app, s) if b'"id": 2' in x]
    seq, h = hello["seq"], hello["h"]
    s.feed(b'{"v":1,"id":3,"cmd":"act","action":"activate","args":[1]}\n')     # the racing record
    _settle(app, s)
    snap = app.game.snapshot()
    for i, args in enumerate(('"expect":%d,"h":"%s"' % (seq, h), '"expect":%d' % seq, '"h":"%s"' % h,
                              '"expect":%d' % (seq + 1), '"expect":%d' % (seq + 1))):
        s.feed(('{"v":1,"id":%d,"cmd":"undo",%s}\n' % (10 + i, args)).encode())
        for line in _settle(app, s):
            m = json.loads(line)
            if "push" not in m:
                print("REPLY", json.dumps(m.get("error") or {"seq": m.get("seq")}))
        if i < 3:
            assert app.game.snapshot() == snap, i
    print("guarded undo ok", app.game.count)


# A scripted game for the pixels: link actions, presses, modes, brightness,
# blinking.  After each item the host asks `state`; its pixels must be the
# strip's, and every frame is printed.
CONAN = (("act", "begin_turn", []), ("press", "mode", "short"), ("act", "activate", [1]),
         ("act", "damage", [2, 5, 0, 0]), ("blink",), ("press", "mode", "short"), ("act", "vigilance_up", [1]),
         ("press", "mode", "short"), ("press", "mode", "long"), ("act", "kill", [3, 3]), ("blink",),
         ("press", "slot5", "long"), ("blink",), ("press", "undo", "short"), ("act", "clean", [3]),
         ("press", "mode", "long"), ("press", "extra", "short"), ("press", "slot8", "short"), ("blink",),
         ("act", "end_turn", []),
         # R20: the event menu, each reinforcement checked as it is chosen, the points left on the turn track
         ("act", "begin_turn", []), ("act", "kill", [0, 2]), ("press", "slot6", "short"), ("press", "slot6", "long"),
         ("press", "slot1", "short"), ("press", "slot6", "long"), ("blink",), ("press", "slot6", "long"),
         ("press", "slot6", "long"), ("blink",), ("press", "turn", "short"),
         ("act", "end_turn", []), ("press", "mode", "long"), ("press", "mode", "short"), ("act", "finish", [2]),
         ("blink",))
ORC = (("act", "start", [0]), ("press", "extra", "long"), ("blink",), ("press", "mode", "short"),
       ("press", "mode", "long"), ("press", "reroll", "short"), ("press", "turn", "short"), ("blink",),
       ("press", "turn", "short"), ("press", "slot2", "short"), ("press", "defend", "short"), ("blink",),
       ("press", "spell", "long"), ("press", "mode", "long"), ("press", "mode", "short"), ("act", "finish", [1]),
       ("blink",))


def frames(blob, profile):
    clock = FakeClock(1000)
    app, s, _ = _app(blob, profile, clock=clock)
    strip = app.pixels
    script = ORC if app.game.kind == "orcquest" else CONAN
    rid = 100
    for item in (("blink",),) + script:
        if item[0] == "act":
            s.feed(('{"v":1,"id":1,"cmd":"act","action":"%s","args":%s}\n' % (item[1], item[2])).encode())
        elif item[0] == "press":
            app.press(item[1], item[2])
        clock.advance(500 if item[0] == "blink" else 20)
        _settle(app, s)
        shown = [list(c) for c in strip.shown]
        for c in strip.shown:
            for v in c:
                assert type(v) is int and 0 <= v <= 255, c
        rid += 1
        s.feed(('{"v":1,"id":%d,"cmd":"state"}\n' % rid).encode())
        import json
        replies = [json.loads(x) for x in _settle(app, s)]
        replies = [m for m in replies if m.get("id") == rid]
        assert len(replies) == 1 and replies[0]["pixels"] == shown, (item, replies, shown)
        print("FRAME", json.dumps(shown))
    if app.game.kind == "conan":   # the event was carried out with the reinforcements the steps let through
        assert app.game.record_list(app.game.count - 3) == ["event", 0, [[0, 2]]], app.game.record_list(
            app.game.count - 3)
    print("frames ok", rid - 100, app.game.count)


# upload_chunk takes only strict base64.  Not base64: symbols, a length that is
# not a multiple of 4, padding inside or too long, blanks, non-ASCII letters
# (MicroPython's a2b_base64 skips what it cannot read, CPython's does in its
# default mode, so "!!!!" used to count as 0 bytes received).
NOT_BASE64 = ("!!!!", "AAA", "AA=A", "A===", "QUJD!", " QUJD", "QUJD ", "QU\nJD", "QUJD====", "Q=UJD",
              "QUJD==", "\u00e9\u00e9\u00e9\u00e9", "QUJ\u00e9", "-_-_", "QUJD\x00AAA", "====")


def upload_data(blob, profile):
    import json
    app, s, _ = _app(blob, profile)
    _settle(app, s)

    def ask(req):      # requests are ASCII: escape the rest (MicroPython's json.dumps does not)
        text = "".join(c if ord(c) < 128 else "\\u%04x" % ord(c) for c in json.dumps(req))
        s.feed(text.encode() + b"\n")
        replies = [json.loads(x) for x in _settle(app, s) if b'"push"' not in x]
        assert len(replies) == 1, replies
        return replies[0]

    from skelos import codec
    r = ask({"v": 1, "id": 1, "cmd": "upload_begin", "size": len(blob), "crc": codec.crc32(blob)})
    assert r["ok"], r
    for i, bad in enumerate(NOT_BASE64):
        r = ask({"v": 1, "id": 10 + i, "cmd": "upload_chunk", "offset": 0, "data": bad})
        assert not r["ok"] and r["error"]["code"] == "bad_request", (bad, r)
        assert len(app.upload["buf"]) == 0, bad
    r = ask({"v": 1, "id": 2, "cmd": "upload_chunk", "offset": 0, "data": ""})
    assert r["ok"] and r["received"] == 0, r
    off = 0
    while off < len(blob):
        part = blob[off:off + 384]
        r = ask({"v": 1, "id": 3, "cmd": "upload_chunk", "offset": off,
                 "data": binascii.b2a_base64(part).strip().decode()})
        off += len(part)
        assert r["ok"] and r["received"] == off, r
    r = ask({"v": 1, "id": 4, "cmd": "upload_end"})
    assert r["ok"] and r["scenario"] == app.game.scenario.id, r
    print("upload data checked:", len(NOT_BASE64), "refused, upload of", off, "bytes stored")


ACTIONS = (("begin_turn", 0), ("end_turn", 0), ("activate", 1), ("extra_move", 2), ("defend", 1), ("reroll", 1),
           ("vigilance_up", 1), ("guard_round", 0), ("kill", 2), ("clean", 1), ("cast", 2))


def steps_long_game(blob, profile, records=5000):
    """A game of `records` records with undo runs and redos through the app,
    on a 32 KB FRAM, a generator: it yields a label ("10", then every 500
    records, "end") where the driver measures the heap in use, and a step
    every 25 actions; then a power cycle to the same game."""
    app, s, mem = _app(blob, profile, stream=FakeStream(sink=True))
    seed = [12345]

    def rnd(n):
        seed[0] = (seed[0] * 1103515245 + 12345) & 0x7FFFFFFF
        return (seed[0] >> 8) % n

    mark = 10
    n = 0
    while app.game.count < records:
        g = app.game
        if g.count >= mark:
            yield str(mark)
            mark = 500 if mark == 10 else mark + 500
        n += 1
        if n % 25 == 0:
            yield None
        if g.over or rnd(100) < 3:
            for _ in range(1 + rnd(40)):
                if app.act("undo") is not None:
                    break
            for _ in range(rnd(12)):
                if app.act("redo") is not None:
                    break
            continue
        name, argc = ACTIONS[rnd(len(ACTIONS))]
        args = tuple(rnd(4) for _ in range(argc))
        if name == "activate":
            args = (1 + rnd(8),)
        r = app.act(name, args)
        assert r is None or r[0] not in ("storage_full", "storage_error"), (g.count, r)
    yield "end"
    app2 = _app(blob, profile, mem)[0]
    assert app2.game.snapshot() == app.game.snapshot()
    assert app2.game.count == app.game.count and app2.warning is None
    print("long game ok", app.game.count, "records", app.storage.head.length, "log bytes")


IMAGE = "/harness/image.bin"   # steps_recover's storage image (run_firmware.mjs --image puts it there)
BALLAST = None    # the driver's (run_firmware.mjs --free): all the heap but what the step may use


def steps_recover(blob, profile):
    """Storage recovery of the damaged image IMAGE (its newest
    header adopted, as boot does), run once to load its module, then again
    after the driver took all of the heap but a few KB ("ballast"; under
    MicroPython, run_firmware.mjs --heap --free).  Prints what it kept and
    the bytes that second run allocated: this port collects only between
    calls, so that is every byte, garbage included."""
    import gc
    from skelos import codec, games
    mem = bytearray(32768)
    with open(IMAGE, "rb") as f:
        f.readinto(mem)
    st = Storage(mem)
    which, h = st.candidates()[0]
    scen = codec.decode_scenario(st.scenario_blob(h.slot))[0]
    st.adopt(which, h, games.records_of(scen))
    first = st.recover(h)
    alloc = getattr(gc, "mem_alloc", None)
    yield "ballast"
    a = alloc() if alloc else 0
    g, lost, bad = st.recover(h)
    used = alloc() - a if alloc else -1
    assert (g.count, lost, bad) == (first[0].count, first[1], first[2])
    print("RECOVERED", g.count, lost, bad, g.length, g.depth, g.top, g.rtop, g.log_crc)
    print("ALLOCATED", used)
