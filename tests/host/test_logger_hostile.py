"""`skelos log` (a real process on a real pseudo-terminal) against a garbled or
hostile device: malformed pushes and replies, and lines nested or sized to
break a parser, are ignored with a one-line note; the logger keeps running and
stores exactly the device's records."""

import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
import time

import pytest
from simhelp import press_all, wait_until
from taphelp import LineTap

from skelos_host.sim import SimDevice

TURN_A = ["turn", "slot3", "slot1", "turn", "turn", "slot2"]
TURN_B = ["undo", "slot1", "turn", "turn", "slot2", "turn"]


@pytest.fixture
def rig(tmp_path):
    dev = SimDevice(tmp_path / "board").start()
    tap = LineTap(dev.port)
    yield dev, tap
    tap.close()
    dev.stop()


def _logger(port, db):
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    return subprocess.Popen([sys.executable, "-m", "skelos_host.cli", "log", "--port", port, "--db", str(db)],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)


def _stored(db):
    if not os.path.exists(db):
        return []
    con = sqlite3.connect(db, timeout=10)
    try:
        return [(s, json.loads(r)) for s, r in con.execute("SELECT seq, rec FROM events ORDER BY session, seq")]
    except sqlite3.OperationalError:
        return []
    finally:
        con.close()


def _device_records(dev):
    with dev._lock:
        g = dev.app.game
        return [(i + 1, g.record_list(i)) for i in range(g.count)]


def _wait_in_step(dev, db, proc):
    def done():
        assert proc.poll() is None, proc.stdout.read()
        return _stored(db) == _device_records(dev)
    try:
        wait_until(done, timeout=20)
    except AssertionError:
        proc.kill()
        raise AssertionError("the log is not the device's: stored %r, device %r; skelos log said:\n%s"
                             % (_stored(db)[-3:], _device_records(dev)[-3:], proc.stdout.read())) from None


def _stop(proc):
    proc.send_signal(signal.SIGINT)
    out, _ = proc.communicate(timeout=20)
    return out


def _hostile(game, last):
    """Pushes and lines a garbled or hostile device could send (as bytes)."""
    nxt = last + 1
    pushes = [
        {"seq": str(nxt), "rec": ["turn"]},          # seq as text
        {"rec": ["turn"]},                            # no seq
        {"seq": nxt, "rec": None},                    # no record: used to be stored, hiding the real one
        {"seq": nxt, "rec": 5},
        {"seq": nxt, "rec": []},
        {"seq": nxt, "rec": [7, 1]},
        {"seq": nxt},
        {"seq": True, "rec": ["turn"]},
        {"seq": 3.0, "rec": ["turn"]},
        {"seq": -1, "rec": ["turn"]},
        {"seq": 10 ** 30, "rec": ["turn"]},
        {"seq": nxt, "rec": ["turn", json.loads("[" * 30 + "1" + "]" * 30)]},
        {"game": "x", "seq": nxt, "rec": ["turn"]},
        {"game": None, "seq": nxt, "rec": ["turn"]},
    ]
    lines = []
    for p in pushes:
        msg = {"v": 1, "push": "event", "game": game}
        msg.update(p)
        lines.append(json.dumps(msg).encode())
    lines += [
        b"[" * 100_000 + b"]" * 100_000,                                            # 100k deep: killed the reader
        b'{"v": 1, "push": "event", "game": %d, "seq": %d, "rec": ' % (game, nxt) + b"[" * 50_000 + b"]" * 50_000
        + b"}",
        b'{"v": 1, "push": "event", "rec": ["turn"], "seq": ' + b" " * 300_000 + b"1}",   # over the line cap
        b"\xff\xfe not utf-8",
        b"null", b"[]", b'"text"', b"{}", b'{"push": 5}', b'{"v": 1, "push": "game", "game": "x"}',
    ]
    return lines


def test_hostile_pushes_are_ignored_and_the_log_goes_on(rig, tmp_path):
    dev, tap = rig
    db = tmp_path / "s.sqlite"
    proc = _logger(tap.port, db)
    try:
        press_all(dev, TURN_A)
        _wait_in_step(dev, db, proc)
        last = _device_records(dev)[-1][0]
        for line in _hostile(dev.app.game_id, last):
            tap.inject(line)
        time.sleep(1.0)
        assert proc.poll() is None, proc.stdout.read()
        assert _stored(db) == _device_records(dev)          # nothing stored from the hostile lines
        press_all(dev, TURN_B)                               # the real next records are all stored
        _wait_in_step(dev, db, proc)
    finally:
        out = _stop(proc)
    assert "Traceback" not in out, out
    assert proc.returncode == 0, out
    notes = [line for line in out.splitlines() if line.startswith("ignored")]
    assert notes and all(len(n) < 300 for n in notes), out
    assert "ignored a malformed event from the device: seq '%d' is not a positive integer" % (last + 1) in out
    junk = re.findall(r"^ignored (\d+) lines? from the device that (?:is|are) not (?:a )?protocol messages?$",
                      out, re.M)
    assert sum(int(n) for n in junk) == 8, out      # noted as they come: in one line or several


def test_malformed_event_lists_are_ignored_until_the_device_answers_well(rig, tmp_path):
    """The device's `events` replies garbled twice: the logger stores nothing of them, says
    so, and catches up at the next push."""
    dev, tap = rig
    garble = ["not a list", [{"seq": "x", "rec": None}]]

    def rewrite(line):
        try:
            msg = json.loads(line)
        except ValueError:
            return line
        if garble and isinstance(msg, dict) and "events" in msg and "id" in msg:
            msg["events"] = garble.pop(0)
            return json.dumps(msg).encode()
        return line

    press_all(dev, TURN_A)
    tap.rewrite = rewrite
    db = tmp_path / "s.sqlite"
    proc = _logger(tap.port, db)
    try:
        wait_until(lambda: len(garble) == 1, timeout=20)      # the first catch-up, garbled
        press_all(dev, ["undo"])                             # a push: catch up again, garbled
        wait_until(lambda: not garble, timeout=20)
        time.sleep(0.3)
        assert _stored(db) == [] and proc.poll() is None
        press_all(dev, ["slot1"])                            # the next catch-up is whole
        _wait_in_step(dev, db, proc)
    finally:
        out = _stop(proc)
    assert "Traceback" not in out and proc.returncode == 0, out
    assert out.count("ignored a malformed `events` reply from the device") == 2, out
