"""An action is applied only once it is stored: a storage write that fails
(a storage gone read-only, an I2C write the FRAM stops acknowledging, torn or
not) refuses the action with `storage_error` and leaves the game exactly as it
was -- state, sequence number, undo and redo, `events` -- and nothing is
pushed; once storage works again the same action is recorded once, and a
power cycle resumes exactly the game the link saw."""

import json
import os

import pytest
from fakes import FailingMemory, FakeFRAM, FakeStream
from helpers import SCRIPT, load_profile, make_app


def _args(app, args):
    return args(app) if callable(args) else args


def _view(app):
    g = app.game
    return (g.snapshot(), g.count, g.can_undo(), g.can_redo(), [g.record(i) for i in range(g.count)])


@pytest.mark.parametrize("torn", [None, 1, 3, 200])
@pytest.mark.parametrize("skip", [0, 1])
def test_a_failed_write_leaves_every_action_unapplied(torn, skip):
    # skip 0: the record's write fails; skip 1: the record is written, the header's write fails
    profile = load_profile()
    raw = FakeFRAM(profile["storage"]["size"])
    mem = FailingMemory(raw)
    s = FakeStream()
    app = make_app(mem, stream=s)
    s.take()
    for i, (name, args) in enumerate(SCRIPT):
        args = _args(app, args)
        before = _view(app)
        mem.failing, mem.torn, mem.skip = True, torn, skip
        r = app.act(name, args)
        mem.failing = False
        assert r == ("storage_error",), (i, name, r)
        assert _view(app) == before, (i, name)
        assert not [m for m in s.take() if m.get("push") == "event"], (i, name)
        assert app.act(name, args) is None, (i, name)
        assert app.game.count == before[1] + 1
        pushed = [m for m in s.take() if m.get("push") == "event"]
        assert [m["seq"] for m in pushed] == [before[1] + 1]
        again = make_app(raw)
        assert _view(again) == _view(app), (i, name)
    assert mem.failed >= len(SCRIPT)


def test_a_refused_write_over_the_link_changes_nothing_the_host_can_see():
    mem = FailingMemory(FakeFRAM(load_profile()["storage"]["size"]))
    s = FakeStream()
    app = make_app(mem, stream=s)
    n = 0

    def call(cmd, **kw):
        nonlocal n
        n += 1
        s.feed((json.dumps(dict({"v": 1, "id": n, "cmd": cmd}, **kw)) + "\n").encode())
        for _ in range(200):     # a long reply leaves the USB buffer as the host reads it
            app.step()
            for m in s.take():
                if m.get("id") == n:
                    return m
        raise AssertionError("no reply to " + cmd)

    assert call("act", action="begin_turn")["seq"] == 1
    state = call("state")["state"]
    mem.failing = True
    r = call("act", action="activate", args=[1])
    assert r["ok"] is False and r["error"]["code"] == "storage_error"
    assert call("state")["state"] == state
    assert [e["seq"] for e in call("events")["events"]] == [1]
    mem.failing = False
    assert call("act", action="activate", args=[1])["seq"] == 2
    assert [e["seq"] for e in call("events")["events"]] == [1, 2]


def test_the_simulator_refuses_an_action_its_read_only_file_cannot_keep(tmp_path):
    from skelos_host.sim import SimDevice

    dev = SimDevice(tmp_path).start()
    try:
        app = dev.app
        with dev._lock:
            assert app.act("begin_turn") is None
            before = _view(app)
            path = dev.memory.path
            writable = dev.memory.f
            os.chmod(path, 0o444)
            dev.memory.f = open(path, "rb")   # noqa: SIM115 - the file as a read-only storage sees it
            try:
                assert app.act("activate", (1,)) == ("storage_error",)
                assert _view(app) == before
            finally:
                dev.memory.f.close()
                dev.memory.f = writable
                os.chmod(path, 0o644)
            assert app.act("activate", (1,)) is None
            after = _view(app)
    finally:
        dev.stop()
    dev2 = SimDevice(tmp_path).start()
    try:
        assert _view(dev2.app) == after
    finally:
        dev2.stop()


@pytest.mark.parametrize("torn", [0, 1, 5])
def test_a_flaky_i2c_write_to_the_fram_leaves_the_game_as_it_was(torn):
    """The FRAM driver on the chip fakes' I2C bus (one transaction per write):
    a write the chip stops acknowledging after `torn` bytes refuses the action."""
    import fakes

    mods = fakes.install()
    try:
        from skelos_device.fram import FRAM

        bus = mods["busio"]
        bus.devices = {0x50: FakeFRAM(32768)}
        fram = FRAM(bus.I2C("GP21", "GP20"), 0x50, 32768)
        i2c = mods["adafruit_bus_device.i2c_device"]
        app = make_app(fram)
        for i, (name, args) in enumerate(SCRIPT):
            args = _args(app, args)
            before = _view(app)
            i2c.flaky[:] = [1, torn]
            assert app.act(name, args) == ("storage_error",), (i, name)
            assert _view(app) == before
            assert app.act(name, args) is None
        again = make_app(fram)
        assert _view(again) == _view(app)
        assert fram.dev.transactions > 0
    finally:
        fakes.uninstall(mods)
