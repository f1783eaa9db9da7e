"""Ctrl-C during `skelos flash --new-game`: whatever the moment, what the command says matches
what the board then plays (a real `skelos` process, SIGINT, the simulated board on a real
pseudo-terminal)."""

import os
import re
import selectors
import signal
import subprocess
import sys
import time

import pytest

from skelos_host.device.client import Client

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SCENARIO = "ambush-in-akanu"


def _board(port):
    with Client.open(port) as c:
        r = c.request("state")
    return r["game"], r["state"]["scenario"]


def _start(port, db):
    env = dict(os.environ, LANG="C.UTF-8", LC_ALL="", LC_MESSAGES="", COLUMNS="200")
    return subprocess.Popen([sys.executable, "-m", "skelos_host.cli", "flash", SCENARIO, "--new-game", "--discard",
                             "--port", port, "--db", str(db)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True, env=env, cwd=ROOT)


def _check(out, rc, before, after):
    """The words against the board: a new game is said iff the board started one."""
    game0, scenario0 = before
    started = after[0] == game0 + 1
    assert after[0] in (game0, game0 + 1), (out, before, after)
    said_started = bool(re.search(r"new game %d started" % (game0 + 1), out)) or \
        "Ctrl-C came once the board had started the new game" in out
    assert said_started == started, (out, before, after)
    if started:
        assert after[1] == SCENARIO
    else:
        assert after == before, (out, before, after)
    if "Stopped by Ctrl-C" in out or "Ctrl-C came once" in out:
        assert rc == 130, (rc, out)
        assert "The board plays game %d (%s)." % after in out, (out, after)   # the board's state, read after
    elif rc == 0:
        assert said_started, out        # not stopped: it went to its end and says so


def test_ctrl_c_at_timed_moments_says_what_the_board_has(dev, tmp_path):
    """SIGINT at moments spread over the command's life (its start, the upload, the select, the
    new game, its end): each run's words agree with the board."""
    for i, delay in enumerate([0.2, 0.5] + [0.6 + 0.04 * k for k in range(16)] + [1.6, 2.5]):
        before = _board(dev.port)
        p = _start(dev.port, tmp_path / ("s%d.db" % i))
        time.sleep(delay)
        p.send_signal(signal.SIGINT)
        out, _ = p.communicate(timeout=60)
        after = _board(dev.port)
        _check(out, p.returncode, before, after)


@pytest.mark.parametrize("after_line", ["stored ", "selected "])
def test_ctrl_c_after_a_step_stops_at_the_next_and_says_where(dev, tmp_path, after_line):
    """SIGINT as soon as a step is reported: the command stops at the next step boundary (or
    says the last step was done) and the board plays what it says."""
    before = _board(dev.port)
    p = _start(dev.port, tmp_path / "s.db")
    sel = selectors.DefaultSelector()
    sel.register(p.stdout, selectors.EVENT_READ)
    out = ""
    end = time.monotonic() + 60
    while after_line not in out and time.monotonic() < end:
        if sel.select(timeout=1):
            line = p.stdout.readline()
            if not line:
                break
            out += line
    p.send_signal(signal.SIGINT)
    rest, _ = p.communicate(timeout=60)
    out += rest
    after = _board(dev.port)
    _check(out, p.returncode, before, after)
    if p.returncode == 130:
        assert "Stopped by Ctrl-C after" in out or "Ctrl-C came once" in out, out
