"""A game through every button gesture and every link action, on the chip's
fakes with the reference build's FRAM driver (skelos_device.fram on the fake
I2C bus), measured by bench/stack_bench.py's Meter: the deepest Python stack
(CircuitPython's pystack model) each kind of action takes under the loop.

`deepest(frames, base)` -> [(what, peak bytes, path)], shared by
tests/firmware/test_stack.py and bench/stack_bench.py.
"""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.dirname(HERE)
ROOT = os.path.dirname(TESTS)
for p in (os.path.join(TESTS, "reliability"), os.path.join(ROOT, "bench")):
    if p not in sys.path:
        sys.path.insert(0, p)

import fakes  # noqa: E402
from fakes import FakeClock, FakeEvent, FakeKeys, FakePixels, FakeStream  # noqa: E402
from helpers import load_profile, scenario_blob  # noqa: E402
from player import KeyDriver, Player  # noqa: E402

# every link action of the Book of Skelos, legal or not: the refusals run the same checks
LINK = [
    ("begin_turn", []), ("vigilance_up", [1]), ("guard_round", []), ("vigilance_up", [2]),
    ("activate", [1]), ("extra_move", [0, 1]), ("defend", [1]), ("reroll", [1]), ("cast", [1, 2]),
    ("damage", [2, 5, 0, 0]), ("kill", [3, 3]), ("clean", [3]), ("undo", []), ("redo", []),
    ("deaths", [[[4, 1], [2, 1]]]), ("vigilance_up", [0]), ("end_turn", []), ("begin_turn", []),
    ("activate", [2]), ("cast", [0, 2]), ("kill", [0, 1]), ("event", [0, [[0, 1]]]), ("event", [0, []]),
    ("end_turn", []), ("undo", []), ("undo", []), ("redo", []), ("finish", [2]),
]


def make_board(chip=None, blob=None):
    """(app, clock, stream): the device app as code.py builds it on the
    reference build, its storage on skelos_device.fram.FRAM over the fake I2C
    (`chip`: the FRAM's memory, a fakes.FakeFRAM; a blank one by default)."""
    mods = fakes.install()
    from skelos_device.app import DeviceApp
    from skelos_device.fram import FRAM
    from skelos_device.storage import Storage

    prof = load_profile()
    st = prof["storage"]
    mods["busio"].devices = {0x50: chip if chip is not None else fakes.FakeFRAM(st["size"])}
    fram = FRAM(mods["busio"].I2C(st["scl"], st["sda"]), 0x50, st["size"])
    clock = FakeClock(1000)
    stream = FakeStream(sink=True)
    app = DeviceApp(prof, FakePixels(prof["neopixel"]["count"]), FakeKeys([b["pin"] for b in prof["buttons"]]),
                    stream, Storage(fram), clock, {"board": prof["board_id"], "serial": "0"},
                    default_scenario=blob or scenario_blob(last=60), event=FakeEvent())
    return app, clock, stream


def _request(app, clock, stream, rid, cmd, **args):
    msg = {"v": 1, "id": rid, "cmd": cmd}
    msg.update(args)
    stream.feed(json.dumps(msg).encode() + b"\n")
    for _ in range(50):
        app.step()
        clock.advance(1)
        if not stream.inbox and app.link.idle():
            break


def boots(frames, base):
    """[(what, peak, path)] of building the app (its boot) under code.py's
    main (`base`: the board's frames under it): a first boot with the largest
    preset, and the resume of the game a seeded player left on its FRAM."""
    from skelos_host import presets
    from stack_bench import Meter

    blobs = [presets.board_blob(presets.load_dict(n)) for n in presets.builtin_names()]
    big = max(blobs, key=len)
    out = []
    meter = Meter(frames, base)
    with meter:
        app, clock, stream = make_board(blob=big)
    out.append(("boot, the largest preset", meter.peak, meter.path))
    chip = app.storage.mem.dev.mem
    drv = KeyDriver(app, clock)
    player = Player(app, random.Random(5), undos=True)
    for _ in range(400):
        drv.press(*player.gesture())
    meter = Meter(frames, base)
    with meter:
        make_board(chip=chip, blob=big)
    out.append(("boot, resume of a game", meter.peak, meter.path))
    return out


def deepest(frames, base, presses=1500, seed=3):
    """[(what, peak, path)]: the deepest stack of the buttons' gestures by
    kind (the game's action a gesture records, or the menu it opens), and of
    each link action, over a seeded game of `presses` gestures and the LINK
    script; path: the firmware's frames (bytes, label) at the peak."""
    from stack_bench import Meter

    app, clock, stream = make_board()
    meter = Meter(frames, base)
    peaks = {}

    def note(what):
        if meter.peak > peaks.get(what, (0,))[0]:
            peaks[what] = (meter.peak, meter.path)

    drv = KeyDriver(app, clock)
    player = Player(app, random.Random(seed), undos=True)
    with meter:
        for _ in range(presses):
            name, kind = player.gesture()
            before = app.game.count
            pending = app.game.pending
            meter.reset()
            drv.press(name, kind)
            if app.game.count != before:
                rec = app.game.record(app.game.count - 1)
                what = "button " + app.game.records.to_list(rec, 0)[0]
                if pending >= 0 and what == "button event":
                    what = "button event (confirm)"
            else:
                what = "button gesture without a record"
            note(what)
            if app.game.over:
                drv.press("mode+undo", "long")
                drv.press("mode+undo", "long")
        rid = 1
        for cmd in ("undo", "redo", "hello", "state", "events"):
            meter.reset()
            _request(app, clock, stream, rid, cmd)
            rid += 1
            note("link " + cmd)
        _request(app, clock, stream, rid, "new_game", discard=100000)
        for action, args in LINK:
            rid += 1
            meter.reset()
            _request(app, clock, stream, rid, "act", action=action, args=args)
            note("link act " + action)
        # a new game: an event tile activated and carried out, a figure killed, by the link
        rid += 1
        _request(app, clock, stream, rid, "new_game", discard=100000)
        g = app.game
        rid += 1
        _request(app, clock, stream, rid, "act", action="begin_turn", args=[])
        for k in range(1, len(g.river) + 1):
            if g.pending < 0 and g.scenario.tiles[g.slot_tile(k)].is_event and g.affordable(k):
                rid += 1
                _request(app, clock, stream, rid, "act", action="activate", args=[k])
        assert g.pending >= 0, "no event tile activated"
        rid += 1
        meter.reset()
        _request(app, clock, stream, rid, "act", action="event", args=[0, []])
        assert g.pending < 0
        note("link act event (confirm)")
    return [(what, peaks[what][0], peaks[what][1]) for what in sorted(peaks)]
