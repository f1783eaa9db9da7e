"""`skelos log` itself, as a separate process over a real pseudo-terminal:
Ctrl-C leaves a consistent store, and a host crash (kill -9) or a restart of
the logger continues exactly where the store stopped."""

import os
import signal
import sqlite3
import subprocess
import sys
import time

import pytest

from simhelp import press_all
from skelos_host import presets
from skelos_host.session.analysis import replay
from skelos_host.device.client import Client
from skelos_host.session.store import Store

sim = pytest.importorskip("skelos_host.sim")

TURN_A = ["turn", "slot3", "slot1", "turn", "turn", "slot2"]
TURN_B = ["undo", "slot1", "turn", "turn", "slot2", "turn"]
TURN_C = ["turn", "slot1", "undo", "turn", "turn", "slot3"]


@pytest.fixture
def dev(tmp_path):
    d = sim.SimDevice(tmp_path / "board")
    d.start()
    yield d
    d.stop()


def _logger(port, db):
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    return subprocess.Popen([sys.executable, "-m", "skelos_host.cli", "log", "--port", port, "--db", db],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)


def _stored(db):
    """(session ids, [(session, seq, count)]) read with a separate connection, as another program would."""
    if not os.path.exists(db):
        return [], []
    con = sqlite3.connect(db, timeout=10)
    try:
        sessions = [r[0] for r in con.execute("SELECT id FROM sessions")]
        rows = con.execute("SELECT session, seq, COUNT(*) FROM events GROUP BY session, seq ORDER BY session, seq")
        return sessions, rows.fetchall()
    except sqlite3.OperationalError:  # the logger has not created its tables yet
        return [], []
    finally:
        con.close()


def _wait_stored(db, seq, proc, timeout=20.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        _, rows = _stored(db)
        if rows and rows[-1][1] >= seq:
            return
        if proc.poll() is not None:
            pytest.fail("skelos log exited early:\n" + proc.stdout.read())
        time.sleep(0.05)
    pytest.fail("skelos log did not store seq %d in time" % seq)


def _device_seq(dev):
    return dev.snapshot()["seq"]


def test_ctrl_c_then_restart_then_crash_loses_and_repeats_nothing(dev, tmp_path):
    db = str(tmp_path / "sessions.sqlite")

    # 1. a logger runs while the Overlord plays, then is stopped with Ctrl-C
    proc = _logger(dev.port, db)
    end = time.monotonic() + 20
    while not _stored(db)[0] and time.monotonic() < end:
        assert proc.poll() is None, proc.stdout.read()
        time.sleep(0.05)
    press_all(dev, TURN_A)
    _wait_stored(db, _device_seq(dev), proc)
    proc.send_signal(signal.SIGINT)
    out = proc.communicate(timeout=15)[0]
    assert proc.returncode == 0, out
    assert "stopped" in out and "events stored" in out
    sessions, rows = _stored(db)
    assert len(sessions) == 1 and [r[1] for r in rows] == list(range(1, _device_seq(dev) + 1))

    # 2. the game goes on with no logger; a new logger fetches what it missed
    press_all(dev, TURN_B)
    proc = _logger(dev.port, db)
    _wait_stored(db, _device_seq(dev), proc)

    # 3. the host dies hard (no cleanup at all) while more is played
    press_all(dev, TURN_C[:3])
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    press_all(dev, TURN_C[3:])

    # 4. a third logger continues, and Ctrl-C again
    proc = _logger(dev.port, db)
    _wait_stored(db, _device_seq(dev), proc)
    proc.send_signal(signal.SIGINT)
    out = proc.communicate(timeout=15)[0]
    assert proc.returncode == 0, out

    # every event exactly once, equal to the device's own journal, and the replay equals the device
    sessions, rows = _stored(db)
    n = _device_seq(dev)
    assert len(sessions) == 1
    assert [(r[1], r[2]) for r in rows] == [(s, 1) for s in range(1, n + 1)]
    with Store(db) as store, Client.open(dev.port) as c:
        sid = sessions[0]
        _, events, _ = c.events(after=0)
        assert [(e["seq"], e["rec"]) for e in store.events(sid)] == [(e["seq"], e["rec"]) for e in events]
        assert store.missing(sid) == []
        scenario, _ = presets.load_scenario("pict-village")
        game, problems = replay(scenario, store.events(sid), store.snapshots(sid))
        assert problems == []
        assert game.snapshot() == dev.snapshot()


def test_log_without_a_device_says_so_and_stores_nothing(tmp_path):
    db = str(tmp_path / "sessions.sqlite")
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    proc = subprocess.Popen([sys.executable, "-m", "skelos_host.cli", "log", "--port", str(tmp_path / "ttyGONE"),
                             "--db", db], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    # it keeps retrying (a board may be plugged in later) and says why
    lines = []
    end = time.monotonic() + 15
    while time.monotonic() < end:
        line = proc.stdout.readline()
        lines.append(line)
        if "no such port" in line:
            break
    assert any("link lost" in ln and "no such port" in ln for ln in lines), lines
    proc.send_signal(signal.SIGINT)
    out = proc.communicate(timeout=15)[0]
    assert proc.returncode == 0, out
    assert _stored(db) == ([], [])


def test_a_pseudo_terminal_that_went_away_is_never_opened_again(tmp_path):
    """The logger follows `--port /dev/pts/N`; the simulator stops and the kernel gives the number N
    to another program's terminal: the logger must not open it (it would write a hello there), and
    says why it stopped."""
    d = sim.SimDevice(tmp_path / "board")
    d.start()
    port = d.port
    db = str(tmp_path / "s.sqlite")
    proc = _logger(port, db)
    others = []
    try:
        end = time.monotonic() + 20
        while time.monotonic() < end and not _stored(db)[0]:
            assert proc.poll() is None, proc.stdout.read()
            time.sleep(0.05)
        assert _stored(db)[0], "the logger never opened its session"
        d.stop()
        stranger = None
        want = int(port.rsplit("/", 1)[1])
        end = time.monotonic() + 20
        while stranger is None and time.monotonic() < end:   # the lowest free number is given first
            m, s = os.openpty()
            got = int(os.ttyname(s).rsplit("/", 1)[1])
            if got == want:
                stranger = m
            elif got > want:         # the logger still holds N: give this one back and try again
                os.close(m)
                os.close(s)
                time.sleep(0.01)
                continue
            others.append((m, s))
        assert stranger is not None, "the number never came free"
        os.set_blocking(stranger, False)
        out, _err = proc.communicate(timeout=30)
        written = b""
        try:
            written = os.read(stranger, 4096)
        except BlockingIOError:
            pass
        assert written == b"", written              # not one byte reached the other terminal
        assert proc.returncode == 1, out
        assert "is gone" in out and port in out and "Traceback" not in out
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
        for m, s in others:
            os.close(m)
            os.close(s)
