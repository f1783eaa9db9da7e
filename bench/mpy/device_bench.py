"""Device-loop benchmark: DeviceApp.step() idle and per button action, and the
heap after boot with a loaded 8-tile game.

    node bench/mpy/measure.mjs --device bench/mpy/device_bench.py   # MicroPython
    python bench/mpy/device_bench.py                                # CPython (times only)

The app runs on the chip fakes of tests/fakes (FRAM, pixels, keypad, stream,
clock); buttons are pressed as keypad edges, as on the board.
"""

import gc
import json
import sys
import time

MPY = sys.implementation.name == "micropython"
if not MPY:
    import os
    _root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    sys.path[:0] = [os.path.join(_root, "firmware", "lib"), os.path.join(_root, "tests"),
                    os.path.dirname(os.path.abspath(__file__))]
    PROFILES = os.path.join(_root, "hardware", "profiles")
else:
    PROFILES = "/profiles"

from scenarios import eight_tile_scenario  # noqa: E402

mem_alloc = getattr(gc, "mem_alloc", None) or (lambda: 0)
ticks = getattr(time, "ticks_us", None)


def now_us():
    if ticks is not None:
        return ticks()
    return int(time.perf_counter() * 1000000)


def elapsed_us(t0, t1):
    if hasattr(time, "ticks_diff"):
        return time.ticks_diff(t1, t0)
    return t1 - t0


G = {}
# one Overlord round on the buttons, 10 accepted actions; the undos put the
# river back, so every round is the same
ROUND = ("turn", "slot1", "extra", "defend", "reroll", "undo", "undo", "undo", "undo", "turn")


def step_import():
    import fakes  # noqa: F401
    import skelos_device.app  # noqa: F401
    print("  imported skelos_device.app (and the core) and the fakes")


def step_fram():
    # the FRAM fake keeps its 32 KB in RAM; on the board the FRAM is an I2C chip
    from fakes import FakeFRAM
    G["fram"] = FakeFRAM(32768)


def step_boot():
    from fakes import FakeClock, FakeEvent, FakeKeys, FakePixels, FakeStream
    from skelos import codec
    from skelos_device.app import DeviceApp
    from skelos_device.storage import Storage
    with open(PROFILES + "/pico_reference.json") as f:
        profile = json.load(f)
    blob = codec.encode_scenario(eight_tile_scenario())
    clock = FakeClock(1000)
    keys = FakeKeys([b["pin"] for b in profile["buttons"]])
    app = DeviceApp(profile, FakePixels(profile["neopixel"]["count"]), keys, FakeStream(sink=True),
                    Storage(G["fram"]), clock, {"board": "bench", "serial": "0"},
                    default_scenario=blob, event=FakeEvent())
    app.step()
    G["app"], G["clock"], G["names"] = app, clock, profile["buttons"]
    G["index"] = {b["name"]: i for i, b in enumerate(profile["buttons"])}
    assert app.game is not None and len(app.game.scenario.tiles) == 8
    print("  booted: 8-tile game loaded, %d pixels" % len(app.frame))


def step_idle():
    app = G["app"]
    n = 2000
    for _ in range(50):
        app.step()
    gc.collect()
    gc.disable()
    a = mem_alloc()
    t0 = now_us()
    for _ in range(n):
        app.step()          # nothing pressed, nothing received, no deadline due
    t1 = now_us()
    b = mem_alloc()
    gc.enable()
    print("  idle step: %.1f us, %.1f B allocated" % (elapsed_us(t0, t1) / n, (b - a) / n))


def _press(app, clock, k):
    q = app.keys.events
    q.put(k, True)
    app.step()
    clock.advance(40)
    q.put(k, False)
    app.step()              # the release fires the action: rules, save, push, render
    clock.advance(40)


def step_actions():
    app, clock, idx = G["app"], G["clock"], G["index"]
    for name in ROUND:      # warm-up round
        _press(app, clock, idx[name])
    rounds = 20
    c0 = app.game.count
    gc.collect()
    gc.disable()
    a = mem_alloc()
    t0 = now_us()
    for _ in range(rounds):
        for name in ROUND:
            _press(app, clock, idx[name])
    t1 = now_us()
    b = mem_alloc()
    gc.enable()
    n = app.game.count - c0
    assert n == rounds * len(ROUND), (n, app.game.snapshot())
    print("  button action (press + release, 2 loop steps): %.1f us, %.0f B allocated, %d actions"
          % (elapsed_us(t0, t1) / n, (b - a) / n, n))


def step_replies():
    """A `state` request answered (read, parsed, built, serialised, queued and
    written out over 320-byte steps), and the serialisation alone three ways."""
    app = G["app"]
    link = app.link
    s = link.stream
    req = b'{"v": 1, "id": 7, "cmd": "state"}\n'
    n = 50
    for _ in range(3):
        s.feed(req)
        while s.inbox or not link.idle():
            app.step()
    gc.collect()
    gc.disable()
    a = mem_alloc()
    t0 = now_us()
    for _ in range(n):
        s.feed(req)
        while s.inbox or not link.idle():
            app.step()
    t1 = now_us()
    b = mem_alloc()
    gc.enable()
    reply = link_mod().encode(_handlers().state(app, {}))
    print("  state request: %.0f us, %.0f B allocated, reply %d B" % (elapsed_us(t0, t1) / n, (b - a) / n, len(reply)))
    obj = {"v": 1, "id": 7, "ok": True}
    obj.update(_handlers().state(app, {}))
    for name, fn in (("dumps + newline + encode (before)", lambda: (json.dumps(obj) + "\n").encode("utf-8")),
                     ("link.encode: dumps, encode shares", lambda: link_mod().encode(obj)),
                     ("json.dump into a BytesIO (MicroPython's json writes bytes to it)", _dump_bytesio(obj))):
        if not MPY and "BytesIO" in name:
            continue
        fn()
        gc.collect()
        gc.disable()
        a = mem_alloc()
        for _ in range(n):
            fn()
        b = mem_alloc()
        gc.enable()
        print("  serialise a state reply, %s: %.0f B allocated" % (name, (b - a) / n))


def _requests(app, reqs, n):
    """(us, B allocated) per request of the cycle `reqs`, each answered and written out."""
    link = app.link
    s = link.stream
    for req in reqs:
        s.feed(req)
        while s.inbox or not link.idle():
            app.step()
    gc.collect()
    gc.disable()
    a = mem_alloc()
    t0 = now_us()
    for _ in range(n):
        for req in reqs:
            s.feed(req)
            while s.inbox or not link.idle():
                app.step()
    t1 = now_us()
    b = mem_alloc()
    gc.enable()
    k = n * len(reqs)
    return elapsed_us(t0, t1) / k, (b - a) / k


def step_journal_requests():
    """An `events` page of 20 records, and `undo` / `redo` requests, each answered and
    written out: what each allocates (the garbage a collection has to take back)."""
    app = G["app"]
    last = app.game.count
    for after in (0, last // 2, last - 20):
        us, alloc = _requests(app, [b'{"v": 1, "id": 8, "cmd": "events", "after": %d, "limit": 20}\n' % after], 20)
        print("  events page of 20 after %d of %d records: %.0f us, %.0f B allocated" % (after, last, us, alloc))
    us, alloc = _requests(app, [b'{"v": 1, "id": 9, "cmd": "undo"}\n', b'{"v": 1, "id": 10, "cmd": "redo"}\n'], 20)
    print("  undo / redo request: %.0f us, %.0f B allocated" % (us, alloc))


def _handlers():
    from skelos_device import handlers
    return handlers


def link_mod():
    from skelos_device import link
    return link


def _dump_bytesio(obj):
    import io

    def run():
        f = io.BytesIO()
        json.dump(obj, f)
        f.write(b"\n")
        return f
    return run


STEPS = [("import device app", step_import), ("FRAM fake buffer", step_fram), ("boot with 8-tile game", step_boot),
         ("idle", step_idle), ("button actions", step_actions), ("replies", step_replies),
         ("journal requests", step_journal_requests)]

print("device_bench: %s" % sys.version)
if __name__ == "__main__" and not globals().get("__mpbench__"):
    for name, fn in STEPS:
        print(name)
        fn()
