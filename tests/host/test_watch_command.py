"""`skelos watch` piped to a file: the state at once (before any record), then the story in
words, one line per record, written as it comes (line-buffered), in the player's language."""

import os
import subprocess
import sys
import time


def _watch(dev, out, *extra):
    env = dict(os.environ, COLUMNS="100")
    env.pop("PYTHONUNBUFFERED", None)                 # as a user's shell runs it
    return subprocess.Popen([sys.executable, "-m", "skelos_host.cli", *extra, "watch", "--port", dev.port],
                            stdout=out, stderr=subprocess.PIPE, text=True, env=env)


def _wait_for(path, text, proc, timeout=20.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        got = path.read_text(encoding="utf-8")
        if text in got:
            return got
        assert proc.poll() is None, (got, proc.stderr.read())
        time.sleep(0.05)
    raise AssertionError("%r not in %r" % (text, path.read_text(encoding="utf-8")))


def _stop(proc):
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def test_watch_piped_prints_the_state_at_once_then_each_record(dev, tmp_path):
    path = tmp_path / "watch.txt"
    with open(path, "w", encoding="utf-8") as out:
        proc = _watch(dev, out)
        try:
            got = _wait_for(path, "Pict village", proc)           # before any record: the state
            assert "Heroes' turn" in got and "game 1" not in got and "seq" not in got
            dev.press("turn")
            assert dev.wait_idle()
            got = _wait_for(path, "Turn 1, Overlord: The Overlord's turn begins: 3 gems back from fatigue", proc)
            dev.press("slot3")
            assert dev.wait_idle()
            _wait_for(path, "Turn 1, Overlord: Pict Warriors - Purple activated, slot 3, 3 gems", proc)
            assert proc.poll() is None                            # still watching: written as it came
        finally:
            _stop(proc)


def test_watch_in_french_tells_the_story_with_the_french_names(dev, tmp_path):
    path = tmp_path / "watch.txt"
    with open(path, "w", encoding="utf-8") as out:
        proc = _watch(dev, out, "--lang", "fr")
        try:
            _wait_for(path, "Village picte", proc)
            dev.press("turn")
            dev.press("slot1")
            assert dev.wait_idle()
            _wait_for(path, "Tour 1, Overlord\u00a0: Activation de Chasseurs pictes (socle rouge), position 1, 1 gemme",
                      proc)
        finally:
            _stop(proc)


def test_watch_says_a_refusal_in_player_words(dev, tmp_path):
    path = tmp_path / "watch.txt"
    with open(path, "w", encoding="utf-8") as out:
        proc = _watch(dev, out)
        try:
            _wait_for(path, "Pict village", proc)
            dev.press("slot1")                                    # the heroes' turn: refused
            assert dev.wait_idle()
            got = _wait_for(path, "Slot button 1 refused: only during the Overlord's turn", proc)
            assert "wrong_phase" not in got and "slot1" not in got
        finally:
            _stop(proc)


def test_watch_piped_follows_a_new_game_with_its_names(dev, tmp_path):
    from clihelp import skelos_here

    path = tmp_path / "watch.txt"
    with open(path, "w", encoding="utf-8") as out:
        proc = _watch(dev, out)
        try:
            _wait_for(path, "Pict village", proc)
            r = skelos_here("flash", "clutches-of-the-picts-4h", "--new-game", "--port", dev.port,
                            "--db", tmp_path / "s.sqlite")
            assert r.returncode == 0, r.stdout + r.stderr
            dev.press("turn")
            assert dev.wait_idle()
            got = _wait_for(path, "Turn 1, Overlord: The Overlord's turn begins: 4 gems back from fatigue", proc)
            assert got.count("new game (In the Clutches of the Picts)") == 1, got
            assert "Giant Snake" in got.split("new game")[1]             # the new game's state, named
            assert got.count("Turn 1, Overlord: The Overlord's turn begins") == 1
        finally:
            _stop(proc)


def test_watch_says_why_the_boards_overlord_did_each_step(dev, tmp_path):
    """A solo game (docs/solo.md, "Why, in words"): under each record of the board's step, why."""
    from skelos_host.device.client import Client

    with Client.open(dev.port) as c:
        assert c.request("act", action="start_solo", args=[2, 4321])["seq"] == 1
    path = tmp_path / "watch.txt"
    with open(path, "w", encoding="utf-8") as out:
        proc = _watch(dev, out)
        try:
            _wait_for(path, "Pict village", proc)
            for _press in range(2):             # the heroes' turn ends, then the board's first step
                dev.press("turn")
                assert dev.wait_idle()
            got = _wait_for(path, "    Why: the tiles the Overlord can pay for weigh ", proc)
            before = got[:got.index("    Why: the tiles")]
            assert "activated, slot" in before.split("Turn 1, Overlord: ")[-1]     # right under the activation
        finally:
            _stop(proc)
