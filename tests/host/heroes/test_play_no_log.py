"""`skelos play --no-log` on a real terminal: Ctrl-C says the game is saved and resumes, and it does --
the board's game and the heroes seated beside it, their sheets as they were, come back at the next start."""

import fcntl
import json
import os
import re
import select
import subprocess
import sys
import termios
import time
import urllib.request


def _get(url):
    return json.loads(urllib.request.urlopen(url, timeout=5).read())


def _post(url, body):
    req = urllib.request.Request(url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=5) as r:
        return json.loads(r.read())


class Terminal:
    """`skelos play ARGS` on a pseudo-terminal of its own (its controlling terminal: Ctrl-C typed there
    reaches it as a player's does)."""

    def __init__(self, args, env):
        self.master, slave = os.openpty()
        self.out = b""
        self.proc = subprocess.Popen([sys.executable, "-m", "skelos_host.cli", "play", *args],
                                     stdin=slave, stdout=slave, stderr=slave, start_new_session=True,
                                     preexec_fn=lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0),
                                     env=dict(os.environ, PYTHONUNBUFFERED="1", **env))
        os.close(slave)

    def read_until(self, pattern, timeout=30):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            m = re.search(pattern, self.out.decode("utf-8", "replace"))
            if m:
                return m
            if select.select([self.master], [], [], 0.2)[0]:
                try:
                    data = os.read(self.master, 65536)
                except OSError:         # the other side closed
                    data = b""
                if not data and self.proc.poll() is not None:
                    break
                self.out += data
        raise AssertionError("%r never came: %r" % (pattern, self.out.decode("utf-8", "replace")))

    def ctrl_c(self):
        os.write(self.master, b"\x03")

    def close(self):
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(20)
        os.close(self.master)


def _heroes(url):
    return [(h["hero"]["id"], h["sheet"]) for h in _get(url + "heroes/api/state")["heroes"]]


def test_play_without_log_keeps_the_seated_heroes_across_a_restart(tmp_path):
    args = ["--state-dir", str(tmp_path / "sim"), "--http-port", "0", "--no-log", "--db", str(tmp_path / "no.sqlite")]
    for lang, saved in (("en_GB.UTF-8", "stopped; the game is saved and resumes at the next start"),
                        ("fr_FR.UTF-8", "arrêté\u202f; la partie est sauvegardée et reprendra au prochain lancement")):
        env = {"LANG": lang, "LC_ALL": "", "LC_MESSAGES": ""}
        first = Terminal(args, env)
        try:
            url = first.read_until(r"(http://127\.0\.0\.1:\d+/)").group(1)
            if not _heroes(url):           # (the second language's run finds the first's heroes)
                for hero in ("conan", "belit"):
                    _post(url + "heroes/api/seat", {"hero": hero})
                code = _get(url + "heroes/api/pairing?seat=1")["link"].split("pair=")[1]
                token = _post(url + "heroes/api/pair", {"seat": 1, "code": code})["token"]
                assert _post(url + "heroes/api/act", {"seat": 1, "token": token, "action": "wound", "args": [2],
                                                      "rid": "w1"})["ok"]
            seated = _heroes(url)
            assert [h for h, _s in seated] == ["conan", "belit"] and seated[1][1]["wounds"] == 2
            first.ctrl_c()
            first.read_until(re.escape(saved))
            assert first.proc.wait(20) == 0
        finally:
            first.close()
        assert not (tmp_path / "no.sqlite").exists()        # nothing logged
        again = Terminal(args, env)
        try:
            url = again.read_until(r"(http://127\.0\.0\.1:\d+/)").group(1)
            assert _heroes(url) == seated                # the heroes, their sheets as they were
        finally:
            again.ctrl_c()
            again.read_until(re.escape(saved))
            again.close()
