# Runs under MicroPython (tests/mpy/run_firmware.mjs): the device app on a
# bytearray storage, a scripted game through the link and the buttons.
from skelos_device.app import DeviceApp
from skelos_device.storage import Storage


class Px:
    def __init__(self, n):
        self.b = [(0, 0, 0)] * n
        self.shows = 0

    def __setitem__(self, i, c):
        self.b[i] = c

    def fill(self, c):
        pass

    def show(self):
        self.shows += 1


class Stream:
    def __init__(self):
        self.inbox = bytearray()
        self.out = bytearray()

    def readinto(self, buf):
        n = min(len(buf), len(self.inbox))
        buf[0:n] = self.inbox[0:n]
        self.inbox = self.inbox[n:]
        return n

    def write(self, d):
        self.out.extend(d)
        return len(d)


T = [1000]


def clock():
    return T[0]


def main(blob, profile):
    mem = bytearray(32768)
    s = Stream()
    app = DeviceApp(profile, Px(46), None, s, Storage(mem), clock, {"board": "mpy"}, default_scenario=blob)
    if app.game.kind == "orcquest":
        return orc(app, s, mem, profile)
    for cmd in ('{"v":1,"id":1,"cmd":"act","action":"begin_turn"}',
                '{"v":1,"id":2,"cmd":"act","action":"activate","args":[1]}',
                '{"v":1,"id":3,"cmd":"undo"}', '\xff garbage', '{"v":1,"id":4,"cmd":"state"}'):
        s.inbox.extend(cmd.encode() + b"\n")
        app.step()
    for name in ("defend", "reroll", "extra"):
        app.press(name, "short")
    T[0] += 700
    app.step()
    assert app.game.count == 5, app.game.count
    app2 = DeviceApp(profile, Px(46), None, Stream(), Storage(mem), clock, {"board": "mpy"})
    assert app2.game.snapshot() == app.game.snapshot()
    print("mpy firmware game ok", app.game.count, "records", len(s.out), "bytes out")


def orc(app, s, mem, profile):
    """An OrcQuest hero turn through the link and the buttons."""
    for cmd in ('{"v":1,"id":1,"cmd":"act","action":"start","args":[0]}',
                '{"v":1,"id":2,"cmd":"act","action":"action","args":[0,1,0,1]}',
                '{"v":1,"id":3,"cmd":"act","action":"combo","args":[1]}', '{"v":1,"id":4,"cmd":"state"}'):
        s.inbox.extend(cmd.encode() + b"\n")
        app.step()
    assert b'"combo_locked"' in s.out, s.out
    for name, kind in (("extra", "long"), ("reroll", "long"), ("reroll", "short"), ("turn", "short")):
        assert app.press(name, kind) is None, name
    T[0] += 700
    app.step()
    assert app.game.count == 6 and app.game.pending == 0, app.game.count
    app2 = DeviceApp(profile, Px(46), None, Stream(), Storage(mem), clock, {"board": "mpy"})
    assert app2.game.snapshot() == app.game.snapshot()
    print("mpy firmware orcquest ok", app.game.count, "records", len(s.out), "bytes out")
