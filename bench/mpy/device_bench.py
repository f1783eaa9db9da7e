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
    # the FRAM fake keeps its 32 KB in RAM; on the board the FRAM is an I2C chip read
    # through the board's driver (skelos_device.fram), whose readinto allocates nothing
    from fakes import FakeBoardFRAM
    G["fram"] = FakeBoardFRAM(32768)


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


def _alloc(fn):
    """Bytes one call of fn allocates (garbage included; nothing collected meanwhile)."""
    gc.disable()
    a = mem_alloc()
    fn()
    b = mem_alloc()
    gc.enable()
    return b - a


def _quiet(app, clock, n=12):
    """The loop left quiet a while (as between two presses at the table): the undos
    of a run prepared, the scrub and the idle collection done, outside the figures."""
    for _ in range(n):
        clock.advance(60)
        app.step()


def _release_alloc(app, clock, k):
    """Press button k (held 40 ms), then release it: the bytes of the release
    step, which fires the action (rules, storage, push, frame)."""
    q = app.keys.events
    q.put(k, True)
    app.step()
    clock.advance(40)
    q.put(k, False)
    n = _alloc(app.step)
    clock.advance(40)
    return n


PRESS = {}   # figures of step_presses, for the allocation test (tests/mpy)


def step_presses():
    """A `turn` press (begin / end the Overlord's turn) and an `undo` press, each one
    release step, in a game of some dozens of records on the FRAM (its checkpoint
    ring, as on the board), and their parts: the action in the journal and storage,
    the event push, the frame."""
    app, clock, idx = G["app"], G["clock"], G["index"]
    g = app.game
    turn, undo = idx["turn"], idx["undo"]
    for name in ROUND * 4:
        _press(app, clock, idx[name])
    for _ in range(12):           # some dozens of records in effect
        for name in ("turn", "slot1", "extra", "turn"):
            _press(app, clock, idx[name])
    _quiet(app, clock)
    tot = [0, 0, 0, 0]
    n = 10
    for _ in range(n):
        for j in (0, 1):
            _quiet(app, clock)
            tot[j] += _release_alloc(app, clock, turn)
            # the same action's parts, taken back by an undo outside the figures
            app.dirty = True
            tot[2 + j] += _alloc(app.draw)
    print("  turn press (release step: action, push, frame), begin / end: %d / %d B allocated"
          % (tot[0] // n, tot[1] // n))
    print("  turn press's frame (ui.frame + strip.write): %d B allocated" % ((tot[2] + tot[3]) // (2 * n)))
    PRESS["turn"] = (tot[0] + tot[1]) // (2 * n)
    PRESS["frame"] = (tot[2] + tot[3]) // (2 * n)
    parts = [0, 0, 0]
    for _ in range(n):
        for name in ("begin_turn", "end_turn"):
            _quiet(app, clock)
            parts[0] += _alloc(getattr(g, name))
            msg = {"game": app.game_id, "seq": g.count, "rec": g.records.to_list(g.last_record(), 0),
                   "h": "%08x" % g.history()}
            parts[1] += _alloc(lambda m=msg: app.link.push("event", m))
            parts[2] += _alloc(app.link.flush)
    print("  turn action in the journal and storage alone: %d B allocated" % (parts[0] // (2 * n)))
    print("  event push (encode, queue) / written out: %d / %d B allocated"
          % (parts[1] // (2 * n), parts[2] // (2 * n)))
    d0 = g.depth
    runs = 0
    tot = [0, 0, 0]
    for _ in range(3):
        for _ in range(8):       # a run of undos, each after a quiet moment
            _quiet(app, clock)
            tot[0] += _release_alloc(app, clock, undo)
            runs += 1
        for _ in range(8):
            _quiet(app, clock)
            app.act("redo")
            app.step()
    assert g.depth == d0, (g.depth, d0)
    # the undo in the journal alone, and its checkpoint read and state load
    st = app.storage
    for _ in range(3):
        for _ in range(8):
            _quiet(app, clock)
            tot[1] += _alloc(g.undo)
        for _ in range(8):
            g.redo()
    d = g.depth - g.depth % st.every
    tag = g.top
    while g.depth > d:          # a checkpoint's depth: read it as an undo would
        g.undo()
    tag = g.top
    ck = st.checkpoint(d, tag)
    ck_read = _alloc(lambda: st.checkpoint(d, tag)) if ck is not None else -1
    load = _alloc(lambda: g.load_state(ck, True)) if ck is not None else -1
    g.load_state(ck)
    while g.depth < d0:
        g.redo()
    print("  undo press (release step), a run of 8 undos from %d records in effect: %d B allocated"
          % (d0, tot[0] // runs))
    print("  undo in the journal and storage alone: %d B allocated" % (tot[1] // runs))
    print("  checkpoint read / load_state(fresh=True): %d / %d B allocated" % (ck_read, load))
    PRESS["undo"] = tot[0] // runs


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
    print("  undo request alone (read, undone, answered, pushed, written out): %d B allocated" % _undo_request(app))


def _undo_request(app, n=10):
    """Bytes an `undo` request allocates, answered and written out, each after a quiet
    moment (the redo that puts the record back is not counted)."""
    link = app.link
    s = link.stream
    clock = G["clock"]
    total = 0
    for _ in range(n):
        _quiet(app, clock)
        gc.collect()
        gc.disable()
        a = mem_alloc()
        s.feed(b'{"v": 1, "id": 9, "cmd": "undo"}\n')
        while s.inbox or not link.idle():
            app.step()
        total += mem_alloc() - a
        gc.enable()
        s.feed(b'{"v": 1, "id": 10, "cmd": "redo"}\n')
        while s.inbox or not link.idle():
            app.step()
    return total // n


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


def step_ram_undo():
    """Checkpoints kept in RAM (what a board with heap to spare sizes itself at boot):
    keeping one and reading one back, and an undo press of a run (the release step,
    with the loop's prepare step after the undo), each after a quiet moment."""
    app, clock, idx = G["app"], G["clock"], G["index"]
    g = app.game
    st = app.storage
    app.undo_slots = app._undo_ram(16)
    _quiet(app, clock)
    state = g.state_bytes()
    d = g.depth - g.depth % st.every - st.fine     # a depth kept in RAM only (the ring keeps multiples of 4)
    top = g.depth
    keep = _alloc(lambda: st.keep(d, 1, state, top))
    read = _alloc(lambda: st.checkpoint(d, 1))
    print("  checkpoint kept in RAM / read back from RAM: %d / %d B allocated" % (keep, read))
    st.ram.clear(0)
    _quiet(app, clock)
    d0 = g.depth
    tot = [0, 0]
    for _ in range(8):
        _quiet(app, clock)
        tot[0] += _release_alloc(app, clock, idx["undo"])
    for _ in range(8):
        _quiet(app, clock)
        tot[1] += _alloc(g.undo)
    for _ in range(16):
        g.redo()
    assert g.depth == d0, (g.depth, d0)
    print("  undo press with checkpoints in RAM (release step, with the step after it), a run of 8: %d B allocated"
          % (tot[0] // 8))
    print("  undo with checkpoints in RAM, in the journal and storage alone: %d B allocated" % (tot[1] // 8))


STEPS = [("import device app", step_import), ("FRAM fake buffer", step_fram), ("boot with 8-tile game", step_boot),
         ("idle", step_idle), ("button actions", step_actions), ("presses", step_presses),
         ("replies", step_replies),
         ("journal requests", step_journal_requests), ("undo with checkpoints in RAM", step_ram_undo)]

print("device_bench: %s" % sys.version)
if __name__ == "__main__" and not globals().get("__mpbench__"):
    for name, fn in STEPS:
        print(name)
        fn()
