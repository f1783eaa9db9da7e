"""The board plays the Overlord on each firmware build (docs/solo.md):
a solo game started over the link, the heroes' sheets sent as its record
(rules 7), the Overlord's turns played by the turn
button on the emulated RP2040, the same records as the simulator's device app
fed the same requests and presses (the policy decides the same on the chip),
the free heap after a collection before and after the policy is loaded, and
a power cut inside one of the Overlord's steps: booted again, the board's
next Turn finishes the very same step.

The drive is the reference build with one change to code.py: the loop's
idle collection runs whenever the board is quiet (GC_SLACK 0, instead of
when 4 KB were taken), so the heap read after a quiet spell is the heap
after gc.collect()."""

import importlib.util
import os
import shutil

import pytest
from rigdriver import FRAM_FITTED, Rig, pack_image
from twin import Twin

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ENTRY = 'if __name__ == "__main__":\n'      # code.py's last block, from here: replaced by COLLECT
COLLECT = ('if __name__ == "__main__":\n    import skelos_device.app as _A\n'
           '    _A.GC_SLACK = 0   # collect when quiet\n    main(run=False).run()\n')


@pytest.fixture(scope="module")
def drive(build_drive):
    """This module runs on both builds (conftest.build): the stock firmware's drive, then the Skelos build's."""
    return build_drive[:2]


def _rig_code():
    spec = importlib.util.spec_from_file_location("rig_code", os.path.join(ROOT, "bench", "rig_code.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(scope="module")
def solo_board(drive, build_drive, tmp_path_factory):
    d = tmp_path_factory.mktemp("rig-solo")
    tree = str(d / "circuitpy")
    shutil.copytree(drive[0], tree)
    path = os.path.join(tree, "code.py")
    with open(path) as f:
        src = f.read()
    at = src.rfind(ENTRY)
    assert at >= 0 and "start().run()" in src[at:], "code.py no longer ends with its entry point"
    with open(path, "w") as f:
        f.write(src[:at] + COLLECT)
    image = pack_image(tree, str(d / "solo.img"))
    rig = Rig(image, fram=FRAM_FITTED, log_path=str(d / "harness.log"), uf2=build_drive[2])
    try:
        rig.power_on()
        rig.wait_usb()
        yield rig
    finally:
        rig.close()


def quiet_heap(rig, heap_free):
    """After the loop's collection (the board left quiet): gc.mem_free() as `hello`
    reports it (the heap's free blocks and the RAM it can still grow into), and
    the heap's own (free bytes, largest free run, total bytes) read from the RAM."""
    rig.sleep(300)
    inside = heap_free(rig.sram())
    return rig.ok("hello")["mem"]["free"], inside


def test_a_solo_game_on_the_chip_makes_the_simulators_decisions_and_fits_its_heap(solo_board, drive):
    rig = solo_board
    twin = Twin(drive[0])
    heap_free = _rig_code().heap_free
    rig.run_until(lambda: rig.frames, 20000, "first frame", stop=("frame",))
    before = quiet_heap(rig, heap_free)
    for side in (rig, twin):
        r = side.request("act", action="start_solo", args=[3, 2024])
        assert r["ok"], r
        r = side.request("act", action="heroes", args=[[[1, 0], [0, 1], [2, 0]]])    # rules 7: the sheets
        assert r["ok"], r
    presses = ["turn"] * 4 + ["slot1"] + ["turn"] * 4   # begin, steps to the end of the turn, a refused press, ...
    for name in presses:
        n = len(rig.pushes)
        rig.press(name)
        twin.press(name)
        rig.run_until(lambda n=n: len(rig.pushes) > n or rig.frames and rig.frames[-1].t0 > 0, 2000, "a push")
    rig.sleep(200)
    board = rig.ok("events", after=0, limit=200)["events"]
    sim = twin.request("events", after=0, limit=200)["events"]
    assert [e["rec"] for e in board] == [e["rec"] for e in sim]
    kinds = [e["rec"][0] for e in board]
    assert kinds[0] == "solo" and kinds.count("act") >= 4 and "end" in kinds and "draw" not in kinds, kinds
    st = rig.ok("state")["state"]
    assert st == twin.request("state")["state"] and st["solo"] == 3 and st["heroes"] == [[1, 0], [0, 1], [2, 0]]
    after = quiet_heap(rig, heap_free)
    print("\nsolo on the chip: gc.mem_free() after a collection: %d B before the solo game, %d B after %d records "
          "of it (the policy loaded); the heap inside (free, largest free run, total): %r before, %r after"
          % (before[0], after[0], len(board), before[1], after[1]))
    assert after[0] > 16 * 1024, "less than 16 KB of heap left with the policy loaded"


def test_a_power_cut_inside_a_step_then_turn_finishes_the_same_step(solo_board, drive):
    """The game the test above played goes on: a CPython copy of the board's FRAM finds the
    next Turn that stores a step of several records and counts the FRAM writes of its first
    record; the power goes at the next write (nothing of it stored), the board boots (its one
    boot here) and one press of Turn must store the rest of the very step the copy made."""
    rig = solo_board
    tree = drive[0]
    for _ in range(16):
        rig.sleep(300)                    # the board quiet: no write of its own under way
        image = rig.fram()
        ref = Twin(tree, mem=bytearray(image))
        g = ref.app.game
        writes = []
        real_act = ref.app.act

        def act(name, args=(), real_act=real_act, ref=ref, writes=writes):
            r = real_act(name, args)
            if r is None:
                writes.append(ref.app.storage.writes)
            return r
        ref.app.act = act
        w0 = ref.app.storage.writes
        n0 = g.count
        in_turn = g.solo and g.phase == 1
        ref.press("turn")
        if in_turn and len(writes) >= 2:
            break
        n = len(rig.pushes)
        rig.press("turn")
        rig.run_until(lambda n=n: len(rig.pushes) > n, 3000, "a push")
    else:
        raise AssertionError("no step of several records within 16 presses")
    rig.cut_fram(writes[0] - w0 + 1, 0)
    rig.press("turn")
    rig.run_until(lambda: rig.info()["fram"]["dead"], 5000, "the power cut")
    cut = rig.fram()
    rig.power_off()
    rig.power_on()
    rig.wait_usb()
    hello = rig.ok("hello", ms=30000)
    assert n0 < hello["seq"] < ref.app.game.count, (n0, hello["seq"], ref.app.game.count)   # inside the step
    copy = Twin(tree, mem=bytearray(cut))
    assert rig.ok("state", ms=30000)["state"] == copy.request("state")["state"]
    rig.run_until(lambda: rig.frames, 20000, "first frame", stop=("frame",))
    n = len(rig.pushes)
    rig.press("turn")
    rig.run_until(lambda n=n: len(rig.pushes) > n, 3000, "a push")
    rig.sleep(200)
    board = rig.ok("events", after=n0, limit=50)["events"]
    made = ref.request("events", after=n0, limit=50)["events"]
    assert [e["rec"] for e in board] == [e["rec"] for e in made] and len(made) >= 2
    assert rig.ok("state")["state"] == ref.request("state")["state"]
    print("\nsolo power cut on the chip: step of %d records from seq %d, cut after %d of them; the next Turn "
          "stored the rest: %r" % (len(made), n0, hello["seq"] - n0, [e["rec"] for e in board[hello["seq"] - n0:]]))
