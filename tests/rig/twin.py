"""The simulator's side of a rig game.

`Twin` is the device app on CPython, as the simulator runs it (the virtual
strip, storage on a byte array), with the deployed drive's profile and
default scenario.  The rig cases feed it the same requests and button
gestures as the emulated board and compare replies, journals and pixels.
"""

import json
import os

from skelos_device import render
from skelos_device.app import DeviceApp
from skelos_device.storage import Storage

from skelos_host.sim.virtual import VirtualStrip


class _Capture:
    """A link stream that keeps what the app writes."""

    def __init__(self):
        self.out = bytearray()

    def readinto(self, buf):
        return 0

    def write(self, data):
        self.out += data
        return len(data)


class Twin:
    def __init__(self, tree, blob=None, mem=None):
        """`blob`: the scenario its first boot stores (default: the drive's default scenario);
        `mem`: the storage's bytes (a bytearray; default: blank), e.g. a board's FRAM."""
        with open(os.path.join(tree, "profile.json")) as f:
            self.profile = json.load(f)
        if blob is None:
            with open(os.path.join(tree, "default_scenario.bin"), "rb") as f:
                blob = f.read()
        self.stream = _Capture()
        self.now = 1000
        npx = self.profile["neopixel"]
        self.app = DeviceApp(self.profile, VirtualStrip(npx["count"]), None, self.stream,
                             Storage(mem if mem is not None else bytearray(self.profile["storage"].get("size", 32768))),
                             lambda: self.now, {"board": self.profile["board_id"], "serial": "0"},
                             default_scenario=blob)
        self._id = 0

    def request(self, cmd, **args):
        """The app's reply to one request line (through its own link)."""
        self._id += 1
        msg = {"v": 1, "id": self._id, "cmd": cmd}
        msg.update(args)
        self.stream.out.clear()
        self.app.link.handle_line(json.dumps(msg).encode())
        for line in bytes(self.stream.out).splitlines():
            r = json.loads(line)
            if r.get("id") == self._id:
                return r
        raise AssertionError("the twin did not answer " + cmd)

    def press(self, name, kind="short"):
        return self.app.press(name, kind)

    def frames(self):
        """The frames the strip may show now: both phases of the blink, no refusal flash."""
        app = self.app
        out = []
        saved = app.blink, app.refusal
        for blink in (True, False):
            app.blink, app.refusal = blink, False
            fr = app.ui.frame(self.profile) if app.ui is not None else render.blank(self.profile, app)
            out.append([list(c) for c in fr])
        app.blink, app.refusal = saved
        return out

    def segment(self, frame, name):
        seg = self.profile["segments"][name]
        return frame[seg["start"]:seg["start"] + seg["count"]]


CANDIDATES = ([("act", {"action": "begin_turn"}), ("act", {"action": "end_turn"})]
              + [("act", {"action": "activate", "args": [k]}) for k in range(1, 9)]
              + [("act", {"action": "extra_move", "args": [0, 1]}), ("act", {"action": "defend", "args": [1]}),
                 ("act", {"action": "reroll", "args": [1]}), ("undo", {}), ("redo", {})])


def script(twin, n, seed=7):
    """n requests the twin accepts, chosen pseudo-randomly among CANDIDATES
    (a game of every common action with undos and redos), played on the twin."""
    import random
    rnd = random.Random(seed)
    out = []
    tries = 0
    while len(out) < n:
        tries += 1
        if tries > 50 * n:
            raise AssertionError("no legal action left after %d" % len(out))
        if rnd.random() < 0.15:
            cmd, args = rnd.choice(CANDIDATES[-2:])  # undo and redo, now and then
        else:
            cmd, args = rnd.choice(CANDIDATES[:-2])
        if twin.request(cmd, **args).get("ok"):
            out.append((cmd, args))
    return out
