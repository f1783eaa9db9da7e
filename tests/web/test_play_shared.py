"""While `skelos play` runs, every other `skelos` command reaches its board through it:
devices, status, watch, flash --new-game, log and live, each a real process (or the CLI
in this one); the page (in headless Chromium) and both loggers see the changes.  Then
`skelos play` is killed outright while clients are attached."""

import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
import time
import urllib.request

from click.testing import CliRunner
from webhelp import shot, start_play

from skelos_host.device import share
from skelos_host.cli import cli


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], env={"COLUMNS": "80"}, terminal_width=80)


def spawn(*args, stdout=subprocess.PIPE):
    env = dict(os.environ, PYTHONUNBUFFERED="1", COLUMNS="100")
    return subprocess.Popen([sys.executable, "-m", "skelos_host.cli", *[str(a) for a in args]], stdout=stdout,
                            stderr=subprocess.PIPE, text=True, env=env)


def wait_for(cond, timeout=20.0, what="condition"):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = cond()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError("timed out waiting for " + what)


def attached(holder, *procs):
    """True when every one of `procs` is a client of the board `holder` (a process) shares."""
    pids = next((g["client_pids"] for g in share.boards() if g["pid"] == holder.pid), [])
    return all(p.pid in pids for p in procs)


def events(db, game):
    con = sqlite3.connect(db)
    try:
        return con.execute("SELECT e.seq, e.rec FROM events e JOIN sessions s ON e.session = s.id "
                           "WHERE s.game = ? ORDER BY e.seq", (game,)).fetchall()
    except sqlite3.OperationalError:
        return []
    finally:
        con.close()


def get_json(url):
    return json.loads(urllib.request.urlopen(url, timeout=5).read())


def stop(proc, sig=signal.SIGINT):
    """Stop `proc` with `sig` (None: let it end by itself); (exit code, stdout, stderr)."""
    if sig is not None and proc.poll() is None:
        proc.send_signal(sig)
    try:
        out, err = proc.communicate(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
    return proc.returncode, out or "", err or ""


def test_every_command_reaches_the_board_skelos_play_holds(tmp_path, browser):
    db_play, db_log = str(tmp_path / "play.sqlite"), str(tmp_path / "log.sqlite")
    play, url, lines = start_play(["--state-dir", str(tmp_path / "sim"), "--http-port", "0", "--db", db_play])
    others = []
    try:
        port = re.search(r"on (/dev/\S+)", "".join(lines)).group(1)
        # devices: the board, who holds it, at 80 columns with the port whole
        r = run("devices")
        assert r.exit_code == 0, r.output
        assert "\n%s  ok\n" % port in r.output and "skelos play (pid %d)" % play.pid in r.output
        assert max(len(x) for x in r.output.splitlines()) <= 80
        (entry,) = json.loads(run("devices", "--json").output)
        assert entry["holder"]["holder"] == "skelos play" and entry["kind"] == "simulator"
        # status, without and with the port play printed (which used to say "busy")
        for args in (["status"], ["status", "--port", port]):
            r = run(*args)
            assert r.exit_code == 0, r.output
            assert "Pict village (rulebook example)" in r.output and "Heroes' turn" in r.output

        log = spawn("log", "--db", db_log)
        watch = spawn("watch", "--count", "2")
        live = spawn("live", "--http-port", "0", "--buttons", "--seconds", "60")
        others += [log, watch, live]
        live_url = wait_for(lambda: re.search(r"(http://127\.0\.0\.1:\d+/)", live.stdout.readline() or ""),
                            what="the live page's URL").group(1)
        wait_for(lambda: attached(play, log, watch, live), what="log, watch and live attached")

        page = browser.new_page()
        page.goto(url)
        page.wait_for_function("document.querySelector('#conn').textContent === 'live'"
                               " && lastMsg.state.state.scenario === 'pict-village'")
        assert page.inner_text("#scenario").startswith("Pict village (rulebook example)")

        # a new game flashed through play, a press through live's page
        r = run("flash", "clutches-of-the-picts-4h", "--new-game", "--db", db_log)
        assert r.exit_code == 0, r.output
        game = int(re.search(r"new game (\d+) started", r.output).group(1))
        req = urllib.request.Request(live_url + "api/press", data=json.dumps({"button": "turn"}).encode(),
                                     headers={"Content-Type": "application/json"})
        assert json.loads(urllib.request.urlopen(req, timeout=5).read())["accepted"] is True

        # the page of play sees it
        page.wait_for_function("lastMsg.state.state.scenario === 'clutches-of-the-picts-4h'"
                               " && document.querySelector('#scenario').dataset.seq === '1'")
        assert page.inner_text("#phase") == "Overlord's turn"
        shot(page, "page-shared.png")
        # live's page too, and watch saw the new game and the event, then stopped by itself
        st = get_json(live_url + "api/state")["state"]
        assert st["game"] == game and st["state"]["seq"] == 1
        code, out, err = stop(watch, sig=None)
        assert code == 0, err
        assert "clutches-of-the-picts-4h" in out and "Turn 1, Overlord: The Overlord's turn begins" in out
        # both loggers hold the new game's event exactly once
        wait_for(lambda: events(db_play, game) == [(1, '["turn"]')], what="play's logger")
        wait_for(lambda: events(db_log, game) == [(1, '["turn"]')], what="skelos log")
        code, out, err = stop(live)
        assert code == 0, err
        code, out, err = stop(log)
        assert code == 0 and "session" in out + err, err
    finally:
        for p in others:
            stop(p, signal.SIGKILL)
        code, _out, err = stop(play)
    assert code == 0, err
    assert "the game is saved" in err
    assert share.boards() == []


def test_killing_skelos_play_outright_while_clients_are_attached(tmp_path):
    state = str(tmp_path / "sim")
    db_log = str(tmp_path / "log.sqlite")
    play, url, lines = start_play(["--state-dir", state, "--http-port", "0", "--no-log"])
    watch = log = None
    try:
        watch = spawn("watch")
        log = spawn("log", "--db", db_log)
        wait_for(lambda: attached(play, watch, log), what="watch and log attached")
        wait_for(lambda: os.path.exists(db_log) and events(db_log, 1) is not None, what="the log's session")
        play.kill()                                  # kill -9: the board goes with it
        play.wait(10)
        # watch cannot go on: one clear line, no traceback
        code, out, err = stop(watch, sig=None)
        assert code == 1, (out, err)
        assert "skelos play (pid %d) stopped sharing the board" % play.pid in err
        assert "the simulator stopped" in err and "Traceback" not in err + out
        # the logger waits for a board and logs on once one is back: the same storage, a new holder
        play, url, lines = start_play(["--state-dir", state, "--http-port", "0", "--no-log"])
        req = urllib.request.Request(url + "api/press", data=json.dumps({"button": "turn"}).encode(),
                                     headers={"Content-Type": "application/json"})
        wait_for(lambda: attached(play, log), what="the logger back")
        assert json.loads(urllib.request.urlopen(req, timeout=5).read())["accepted"] is True
        wait_for(lambda: events(db_log, 1) == [(1, '["turn"]')], what="the event logged after the restart")
        code, out, err = stop(log)
        assert code == 0 and "link lost" in err and "Traceback" not in err, err
    finally:
        for p in (watch, log):
            if p is not None:
                stop(p, signal.SIGKILL)
        stop(play)
