"""The simulator over a real pseudo-terminal, with pyserial."""

import json
import time

import pytest

serial = pytest.importorskip("serial")

from skelos_host.sim import SimDevice  # noqa: E402


class Client:
    def __init__(self, port):
        self.s = serial.Serial(port, timeout=3)
        self.pushes = []
        self.n = 0

    def call(self, cmd, **kw):
        self.n += 1
        req = {"v": 1, "id": self.n, "cmd": cmd}
        req.update(kw)
        self.s.write((json.dumps(req) + "\n").encode())
        while True:
            line = self.s.readline()
            assert line, "no reply to " + cmd
            m = json.loads(line)
            if m.get("id") == self.n:
                return m
            self.pushes.append(m)

    def close(self):
        self.s.close()


def test_sim_link_and_power_cycle(tmp_path):
    with SimDevice(tmp_path) as dev:
        c = Client(dev.port)
        h = c.call("hello")
        assert h["ok"] and h["protocol"] == 1 and h["scenario"] == "pict-village" and h["seq"] == 0
        assert c.call("act", action="begin_turn")["seq"] == 1
        assert c.call("act", action="activate", args=[3])["seq"] == 2
        r = c.call("act", action="activate", args=[8])
        assert r["ok"] is False and r["error"]["code"] in ("empty_slot", "not_enough_gems")
        ev = c.call("events")
        assert [e["rec"] for e in ev["events"]] == [["turn"], ["act", 3]]
        assert any(p.get("push") == "event" and p["seq"] == 2 for p in c.pushes)
        before = c.call("state")["state"]
        c.close()
    assert dev.error is None
    with SimDevice(tmp_path) as dev:
        c = Client(dev.port)
        st = c.call("state")
        assert st["state"] == before
        assert len(st["pixels"]) == 46
        c.close()


def test_sim_virtual_buttons(tmp_path):
    with SimDevice(tmp_path) as dev:
        dev.press("turn")
        assert dev.wait_idle()
        time.sleep(0.05)
        assert dev.snapshot()["phase"] == "overlord"
        dev.press("slot1")
        assert dev.wait_idle()
        time.sleep(0.05)
        snap = dev.snapshot()
        assert snap["activations"] == 1
        assert dev.error is None
