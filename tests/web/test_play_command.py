"""`skelos play` (the README's main command) starts the board, the page and the logger."""

import json
import signal
import sqlite3
import urllib.request

import pytest
from webhelp import start_play

from skelos_host.sim import SimDevice


def press_turn(url):
    req = urllib.request.Request(url + "api/press", data=json.dumps({"button": "turn"}).encode(),
                                 headers={"Content-Type": "application/json"})
    assert json.loads(urllib.request.urlopen(req, timeout=5).read())["accepted"] is True


@pytest.mark.parametrize("stop", ["seconds", "sigterm"])
def test_play_serves_the_page_logs_and_stops_cleanly(tmp_path, stop):
    """At its time limit, or on `kill` (SIGTERM) as on Ctrl-C: the page, the logger and the board stopped,
    the press logged once, the storage folder free for the next start."""
    db = tmp_path / "sessions.sqlite"
    proc, url, lines = start_play(["--state-dir", str(tmp_path / "sim"), "--http-port", "0", "--db", str(db)]
                                  + (["--seconds", "8"] if stop == "seconds" else []))
    try:
        page = urllib.request.urlopen(url, timeout=5).read().decode()
        assert "Book of Skelos" in page
        st = json.loads(urllib.request.urlopen(url + "api/state", timeout=5).read())
        assert st["state"]["state"]["scenario"] == "pict-village"
        press_turn(url)
        if stop == "sigterm":
            proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 0, err
    assert "stopped; the game is saved" in err
    con = sqlite3.connect(db)
    try:
        assert con.execute("select count(*) from events").fetchone()[0] == 1   # exactly one logged event
    finally:
        con.close()
    with SimDevice(tmp_path / "sim") as dev:          # the lock was let go
        assert dev.app.game.count == 1
