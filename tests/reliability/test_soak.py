"""Soak: random legal and illegal actions through the protocol against the
simulator, with the session logger attached to the same link.

The simulator's device loop (its thread: DeviceApp.step(), the link, the
storage, the pty) is traced with tracemalloc.  Refused and read-only requests
must not grow it (bound: 4 KB; snapshots are taken between two loop steps,
after a full collection, which also empties CPython's free lists, and after
a warm-up of the same requests); accepted actions may grow it by the journal
only (at most 256 B per stored event, plus 16 KB).  At the end the device,
its `state` reply and the replay of the logged store agree.

The frame on the strip is not counted with the rest: it is the one buffer
whose size changes with the moment of the snapshot (a blinking pixel is the
shared "off" colour in one phase, a colour tuple of its own in the other, so
a frame of n pixels weighs between 0 and n tuples).  On a busy machine the
few snapshots of a measure can all fall in one phase, which made the sum move
by several KB with no leak at all.  The frame is measured on its own instead
(what the renderer allocated and the loop still holds) and bounded by the
size of two frames, whatever the length of the run.

CI size: 2,000 actions; SKELOS_FULL=1: 10,000.
"""

import gc
import os
import random
import subprocess
import sys
import threading
import time
import tracemalloc

import pytest
from player import Player, sized
from test_replug import long_scenario

from skelos_device.conan_ui import ACTIONS
from skelos_host import presets
from skelos_host.session.analysis import replay
from skelos_host.device.client import Client, DeviceError
from skelos_host.session.recorder import Recorder, blob_crcs
from skelos_host.sim import SimDevice
from skelos_host.session.store import Store

pytestmark = pytest.mark.skipif(not hasattr(os, "openpty"), reason="needs pseudo-terminals")

SLACK = 4 * 1024           # noise between two snapshots (measured: within +-1.5 KB)
SLACK_MIX = 16 * 1024
PER_EVENT = 256
# the device loop's code, by where it is (a pattern such as "*/skelos/*" would also
# match every file of a checkout in a folder named skelos: the host's client too)
_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LOOP_FILES = [os.path.join(_ROOT, *p) for p in (("firmware", "lib", "skelos", "*"),
                                                ("firmware", "lib", "skelos_device", "*"),
                                                ("host", "skelos_host", "sim", "*"))]
RENDER = os.path.join(_ROOT, "firmware", "lib", "skelos_device", "render.py")   # the frame's pixels and lists


def frame_bound(dev):
    """Two frames of the strip (the one shown and the one being composed): a
    list of n references and n colour tuples each, with CPython's headers."""
    n = len(dev.app.frame or ()) or 1
    return 2 * (n * (8 + 72) + 64) + 1024


def device_loop_bytes(dev):
    """(bytes the device loop holds besides the frame, bytes of the frame)."""
    with dev._lock:                  # between two steps: nothing in flight
        gc.collect()                 # a full collection also empties CPython's free lists
        snap = tracemalloc.take_snapshot()
    snap = snap.filter_traces([tracemalloc.Filter(True, p, all_frames=True) for p in LOOP_FILES])
    frame = snap.filter_traces([tracemalloc.Filter(True, RENDER)])
    rest = snap.filter_traces([tracemalloc.Filter(False, RENDER)])
    return (sum(s.size for s in rest.statistics("filename")),
            sum(s.size for s in frame.statistics("filename")), rest)


def settled_bytes(dev, drv, frames):
    """The least of three snapshots a few read-only requests apart (a leak only
    grows, a reply in flight shows in one of them at most); the frame's bytes
    of each snapshot go to `frames`."""
    sizes = []
    for _ in range(3):
        for _ in range(3):
            drv.one(legal=False)
        rest, frame, snap = device_loop_bytes(dev)
        sizes.append((rest, snap))
        frames.append(frame)
    return min(sizes, key=lambda x: x[0])


def growth(a, b):
    """Where the device loop grew between two settled snapshots: the top allocation sites."""
    lines = []
    for st in b[1].compare_to(a[1], "traceback")[:5]:
        lines.append("%+d B in %+d blocks at %s" % (st.size_diff, st.count_diff,
                                                     " <- ".join(st.traceback.format()[-6::-2][:3])))
    return "\n".join(lines)


class Driver:
    """Random requests: mostly the button grammar (`press`), random `act`s
    (legal or not), undo/redo, and malformed ones."""

    def __init__(self, client, dev, rng):
        self.c = client
        self.dev = dev
        self.rng = rng
        self.player = Player(dev.app, rng)
        self.ok = self.refused = 0

    def one(self, legal=True):
        rng = self.rng
        r = rng.random()
        try:
            if not legal:
                rng.choice([
                    lambda: self.c.request("act", action=rng.choice(["teleport", "activate", "damage"]),
                                           args=[rng.choice([-1, 300, "x", None, [1]])]),
                    lambda: self.c.request("press", button=rng.choice(["slot9", "nope", 3])),
                    lambda: self.c.request("act", action="activate", args=[99]),
                    lambda: self.c.request("events", limit=0),
                    lambda: self.c.request("state"),
                    lambda: self.c.request("hello"),
                    lambda: self.c.request("events", after=0, limit=200),
                ])()
            elif r < 0.6:
                name, kind = self.player.gesture()
                if self.c.request("press", button=name, kind=kind)["accepted"]:
                    self.ok += 1
                    return
            elif r < 0.9:
                name = rng.choice(list(ACTIONS))
                if name in ("undo", "redo"):
                    self.c.request(name)
                else:
                    args = [rng.choice([0, 1, 1, 2, 3, 4, 5, 6, 7, 255]) for _ in range(rng.randint(0, 4))]
                    if name in ("deaths", "event"):
                        args = [[[rng.randrange(7), rng.randint(1, 2)]]] if name == "deaths" else \
                            [rng.choice([None, 0, 1, 2]), [[rng.randrange(7), 1]]]
                    self.c.request("act", action=name, args=args)
            else:
                self.c.request(rng.choice(["undo", "undo", "redo"]))
            self.ok += 1
            return
        except DeviceError:
            pass
        self.refused += 1


INNER = "SKELOS_SOAK_HERE"


def test_soak_in_a_process_of_its_own():
    """The soak measures the memory of the device loop with tracemalloc: in the
    suite's own process, threads other tests leave running while they wind down
    allocate through the same code and show as growth.  It runs in a fresh
    interpreter instead (alone, `pytest tests/reliability/test_soak.py` does the same)."""
    if os.environ.get(INNER) == "1":
        pytest.skip("this is the soak's own process")
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-s", "-p", "no:cacheprovider",
                        os.path.abspath(__file__) + "::test_soak_memory_flat_and_states_agree"],
                       capture_output=True, text=True, env=dict(os.environ, **{INNER: "1"}), timeout=1800)
    print(r.stdout[-6000:])
    assert r.returncode == 0, r.stdout[-6000:] + r.stderr[-2000:]


def test_soak_memory_flat_and_states_agree(tmp_path):
    if os.environ.get(INNER) != "1":
        pytest.skip("runs in a process of its own (test_soak_in_a_process_of_its_own)")
    d, path = long_scenario(tmp_path)
    blob = presets.board_blob(d)             # what the simulated board stores, as `skelos flash` sends it
    store = Store(str(tmp_path / "s.sqlite"))
    for crc in blob_crcs(blob):
        store.remember_scenario(crc, d, blob)
    n = sized(2000, 10000)
    dev = SimDevice(tmp_path / "board", scenario=str(path)).start()
    client = Client.open(dev.port)
    rec = Recorder(store, port=dev.port, say=lambda m: None)
    logger = threading.Thread(target=rec.follow, args=(client,), daemon=True)
    logger.start()
    try:
        drv = Driver(client, dev, random.Random(8))
        for _ in range(200):                     # warm-up: buffers, caches, the first render
            drv.one()
        tracemalloc.start(30)
        try:
            k = n // 5
            for _ in range(k // 2):
                drv.one(legal=False)
            frames = []
            m0 = settled_bytes(dev, drv, frames)
            for _ in range(k):                   # refused and read-only requests only
                drv.one(legal=False)
            m1 = settled_bytes(dev, drv, frames)
            count1 = dev.app.game.count
            for _ in range(n - k):
                drv.one()
            m2 = settled_bytes(dev, drv, frames)
            count2 = dev.app.game.count
            bound = frame_bound(dev)
        finally:
            tracemalloc.stop()
        end = time.monotonic() + 20
        while store.last_seq(rec.session) != dev.app.game.count and time.monotonic() < end:
            time.sleep(0.05)
        state = client.request("state")["state"]
        rec.stop.set()
        logger.join(5)
    finally:
        client.close()
        final = dev.snapshot()
        journal = [dev.app.game.record_list(i) for i in range(dev.app.game.count)]
        dev.stop()
    events = store.events(rec.session)
    game, problems = replay(presets.load_scenario(str(path))[0], events, store.snapshots(rec.session))
    grown = count2 - count1
    print("\nsoak: %d requests (%d accepted, %d refused), %d events stored; device loop memory: "
          "+%d B over %d refused/read-only requests, +%d B over %d requests that stored %d events "
          "(%.0f B/event; the journal itself); the frame %d..%d B (bound %d B)"
          % (drv.ok + drv.refused, drv.ok, drv.refused, len(journal), m1[0] - m0[0], k, m2[0] - m1[0], n - k, grown,
             (m2[0] - m1[0]) / max(1, grown), min(frames), max(frames), bound))
    assert drv.ok > n // 4 and drv.refused > n // 4
    assert m1[0] - m0[0] < SLACK, "device loop grew on requests that change nothing:\n" + growth(m0, m1)
    # the measure sees the device loop: its journal grew with the events stored
    assert grown > 100 and m2[0] - m1[0] > grown, "the measure missed the device loop's journal:\n" + growth(m1, m2)
    assert m2[0] - m1[0] < SLACK_MIX + PER_EVENT * grown, "device loop grew faster than its journal:\n" + growth(m1, m2)
    assert max(frames) <= bound, "the frame's buffers grew past two frames"
    assert [e["rec"] for e in events] == journal
    assert problems == [] and game.snapshot() == final == state
