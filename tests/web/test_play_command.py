"""`skelos play` (the README's main command) starts the board, the page and the logger."""

import json
import urllib.request

from webhelp import start_play


def test_play_serves_the_page_logs_and_stops_cleanly(tmp_path):
    db = tmp_path / "sessions.sqlite"
    proc, url, lines = start_play(["--state-dir", str(tmp_path / "sim"), "--http-port", "0", "--db", str(db),
                                   "--seconds", "8"])
    try:
        page = urllib.request.urlopen(url, timeout=5).read().decode()
        assert "Book of Skelos" in page
        st = json.loads(urllib.request.urlopen(url + "api/state", timeout=5).read())
        assert st["state"]["state"]["scenario"] == "pict-village"
        req = urllib.request.Request(url + "api/press", data=json.dumps({"button": "turn"}).encode(),
                                     headers={"Content-Type": "application/json"})
        assert json.loads(urllib.request.urlopen(req, timeout=5).read())["accepted"] is True
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 0, err
    assert "the game is saved" in err
    import sqlite3
    con = sqlite3.connect(db)
    n = con.execute("select count(*) from events").fetchone()[0]
    con.close()
    assert n == 1  # the press became exactly one logged event


def test_play_stops_cleanly_on_sigterm_as_on_ctrl_c(tmp_path):
    """`kill` (SIGTERM) ends `skelos play` as Ctrl-C does: the page, the logger and the board stopped, the
    press logged, the storage folder free for the next start."""
    import signal
    import sqlite3

    from skelos_host.sim import SimDevice

    db = tmp_path / "sessions.sqlite"
    proc, url, lines = start_play(["--state-dir", str(tmp_path / "sim"), "--http-port", "0", "--db", str(db)])
    try:
        req = urllib.request.Request(url + "api/press", data=json.dumps({"button": "turn"}).encode(),
                                     headers={"Content-Type": "application/json"})
        assert json.loads(urllib.request.urlopen(req, timeout=5).read())["accepted"] is True
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
        assert con.execute("select count(*) from events").fetchone()[0] == 1
    finally:
        con.close()
    with SimDevice(tmp_path / "sim") as dev:          # the lock was let go
        assert dev.app.game.count == 1
