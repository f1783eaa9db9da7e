"""Power cuts on the stock firmware, at random moments of the journal's FRAM writes.

The board plays a long game (put in its FRAM by the twin, as
test_rig_long_game.py does) and goes on with seeded actions over the link.
Before each round a cut is planned at one of the next FRAM writes, after a
random number of its bytes (a torn write), or right after it (rigdriver's
`cut_fram`; the harness's FRAM then stores nothing more).  Actions go on
until the power goes; the board is powered again and, as in the CPython
campaign (tests/reliability/test_powercut.py), checked:

* nothing acknowledged is lost: the resumed `seq` is the last one the host
  was answered, or one more (the action in flight, whose answer never came),
  and the history hash there is the reference's (`ref`: the twin fed every
  acknowledged action, and the one in flight when the board kept it);
* the resumed game is the replay of what was stored: the device app on
  CPython, booted from the FRAM's bytes as the power left them, has the
  board's seq, history hash, state and warnings.

`campaign(...)` runs it; tests/rig/test_rig_powercut.py runs a few cuts,
bench/rig_powercut.py the full size (200 cuts and more).
"""

import random
import time

from rigdriver import MS, RigError
from twin import Twin


def _candidates(g):
    out = [("act", {"action": "defend", "args": [1]}), ("act", {"action": "reroll", "args": [1]}),
           ("act", {"action": "extra_move", "args": [0, 1]}), ("act", {"action": "vigilance_up", "args": [0]}),
           ("undo", {}), ("redo", {}), ("act", {"action": "begin_turn"})]
    if not g.is_last_turn():
        out.append(("act", {"action": "end_turn"}))
    out += [("act", {"action": "activate", "args": [k]}) for k in range(1, len(g.river) + 1)]
    if g.pending >= 0:
        out += [("act", {"action": "event", "args": [c, []]})
                for c in range(len(g.scenario.tiles[g.pending].events))]
    for t in g.river:
        if not g.scenario.tiles[t].is_event and g.hit_points(t):
            out.append(("act", {"action": "kill", "args": [t, 1]}))
            out.append(("act", {"action": "damage", "args": [t, 5, 0, 0]}))
    return out


def pick(ref, rnd):
    """A request the reference accepts now (its dry run), chosen at random."""
    g = ref.app.game
    cands = _candidates(g)
    rnd.shuffle(cands)
    for cmd, args in cands:
        if ref.request(cmd, dry_run=True, **args).get("ok"):
            return cmd, args
    raise AssertionError("no action accepted at seq %d" % g.count)


def _answer_or_cut(board, rid, ms=20000):
    """Run until request rid is answered (its reply) or the power is cut (None)."""
    end = board.t + ms * MS
    while rid not in board.replies:
        if board.t >= end:
            raise RigError("no reply to request %d within %d ms" % (rid, ms))
        if board.run(100, stop=("data_nl",)) == "cut":
            return None
    return board.replies[rid]


def _same(board, tree, image):
    """The board, just booted, against the CPython app booted from `image`."""
    replay = Twin(tree, mem=bytearray(image))
    hb = board.ok("hello", ms=30000)
    hr = replay.request("hello")
    assert (hb["seq"], hb["h"], hb["uid"]) == (hr["seq"], hr["h"], hr["uid"]), (hb, hr)
    assert [w["code"] for w in hb["warnings"]] == [w["code"] for w in hr["warnings"]], (hb, hr)
    assert board.ok("state", ms=30000)["state"] == replay.request("state")["state"]
    return hb


def campaign(board, tree, ref, cuts, seed=1, say=None, max_write=8, max_bytes=40):
    """`cuts` power cuts during the game `ref` (the twin whose storage bytes the
    board's FRAM holds, powered and enumerated); returns a summary dict."""
    rnd = random.Random(seed)
    stats = {"cuts": 0, "actions": 0, "in_flight_kept": 0, "in_flight_lost": 0, "wall": 0.0}
    t0 = time.monotonic()
    for k in range(cuts):
        n = rnd.randint(1, max_write)
        nbytes = rnd.randint(0, max_bytes)
        board.cut_fram(n, nbytes)
        while True:
            cmd, args = pick(ref, rnd)
            rid = board.send(cmd, **args)
            r = _answer_or_cut(board, rid)
            if r is None:
                break
            assert r.get("ok"), (cmd, args, r)
            t = ref.request(cmd, **args)
            assert t.get("ok") and t.get("seq") == r.get("seq"), (cmd, args, r, t)
            stats["actions"] += 1
        image = board.fram()
        board.power_off()
        board.power_on()
        board.wait_usb()
        h = _same(board, tree, image)
        acked = ref.app.game.count
        assert h["seq"] in (acked, acked + 1), (h["seq"], acked)
        if h["seq"] == acked + 1:
            t = ref.request(cmd, **args)     # the action in flight was kept: the reference takes it too
            assert t.get("ok"), t
            stats["in_flight_kept"] += 1
        else:
            stats["in_flight_lost"] += 1
        assert h["h"] == ref.app.history(), (h, ref.app.history(), k)
        stats["cuts"] += 1
        if say:
            say("cut %d: write %d after %d bytes, %s; seq %d" % (k + 1, n, nbytes, cmd, h["seq"]))
    stats["wall"] = time.monotonic() - t0
    stats["seq"] = ref.app.game.count
    return stats
