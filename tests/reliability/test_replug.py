"""Replug and crash: a logged game on the simulator over a pseudo-terminal,
with the link killed at random points (the pty closed and reopened, the
`skelos log` process killed with SIGKILL and restarted, the simulator
restarted on its storage).  The final store must hold every event exactly
once, and `skelos replay` must match the device's final state.

CI size: 1,000 actions; SKELOS_FULL=1: 3,000 actions.
"""

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time

import pytest
from click.testing import CliRunner
from player import Player, sized

from skelos_host import presets
from skelos_host.session.analysis import replay
from skelos_host.cli import cli
from skelos_host.session.recorder import blob_crcs
from skelos_host.sim import SimDevice
from skelos_host.session.store import Store

pytestmark = pytest.mark.skipif(not hasattr(os, "openpty"), reason="needs pseudo-terminals")


def long_scenario(tmp_path):
    """The Pict village preset with 120 turns, written as a TOML file."""
    import tomli_w
    d = presets.load_dict("pict-village")
    d["id"] = "pict-village-long"
    d["turns"] = {"start": 0, "last": 120}
    path = tmp_path / "pict-village-long.toml"
    path.write_text(tomli_w.dumps(d))
    return presets.load_dict(str(path)), path    # as the simulator reads it (key order included)


class Rig:
    """A simulator that shares its board as `skelos sim` does, and a `skelos log`
    process that finds it by itself."""

    def __init__(self, tmp_path, scenario_path):
        self.tmp = tmp_path
        self.env = dict(os.environ, COLUMNS="200")
        self.db = str(tmp_path / "sessions.sqlite")
        self.scenario_path = str(scenario_path)
        self.dev = None
        self.logger = None
        self.log_files = 0
        self.events = {"replug": 0, "kill logger": 0, "restart simulator": 0}

    def start_sim(self):
        self.dev = SimDevice(self.tmp / "board", scenario=self.scenario_path, owner="skelos sim").start()
        self.dev.serve()

    def stop_sim(self):
        self.dev.stop()

    def replug(self):
        # same SimDevice: the pty closes, the app reboots from its storage on a new pty
        self.dev.stop()
        time.sleep(0.05)
        self.dev.start()
        self.dev.serve()
        self.events["replug"] += 1

    def restart_sim(self):
        self.stop_sim()
        time.sleep(0.05)
        self.start_sim()
        self.events["restart simulator"] += 1

    def start_logger(self):
        self.log_files += 1
        out = open(self.tmp / ("logger-%d.txt" % self.log_files), "w")  # noqa: SIM115
        self.logger = subprocess.Popen(
            [sys.executable, "-c", "from skelos_host.cli import main; main()", "log", "--db", self.db],
            env=self.env, stdout=out, stderr=subprocess.STDOUT)
        out.close()

    def kill_logger(self):
        self.logger.kill()            # a crash: no clean-up, maybe mid-transaction
        self.logger.wait(10)
        self.events["kill logger"] += 1

    def stop_logger(self):
        self.logger.send_signal(signal.SIGINT)
        try:
            self.logger.wait(10)
        except subprocess.TimeoutExpired:
            self.logger.kill()
            self.logger.wait(10)

    def stored(self):
        try:
            with sqlite3.connect("file:%s?mode=ro" % self.db, uri=True, timeout=5) as db:
                return db.execute("SELECT COUNT(*), COALESCE(MAX(seq), 0) FROM events").fetchone()
        except sqlite3.OperationalError:
            return (0, 0)

    def logs(self):
        return "\n".join((self.tmp / ("logger-%d.txt" % i)).read_text()[-2000:]
                         for i in range(1, self.log_files + 1))


def test_replug_and_crash_during_a_logged_game(tmp_path):
    d, path = long_scenario(tmp_path)
    blob = presets.board_blob(d)             # what the simulated board stores, as `skelos flash` sends it
    with Store(str(tmp_path / "sessions.sqlite")) as store:
        for crc in blob_crcs(blob):         # as `skelos flash` would have remembered it
            store.remember_scenario(crc, d, blob)
    rig = Rig(tmp_path, path)
    rng = random.Random(7)
    target = sized(1000, 3000)
    rig.start_sim()
    rig.start_logger()
    try:
        player = Player(rig.dev.app, rng)
        actions = 0
        next_cut = rng.randint(10, 60)
        while actions < target:
            with rig.dev._lock:
                before = rig.dev.app.game.count
                rig.dev.app.press(*player.gesture())
                actions += rig.dev.app.game.count - before
            time.sleep(0.002)
            if actions >= next_cut:
                next_cut = actions + rng.randint(10, 60)
                what = rng.choice(["replug", "kill logger", "restart simulator", "kill logger"])
                if what == "replug":
                    rig.replug()
                elif what == "restart simulator":
                    rig.restart_sim()
                else:
                    rig.kill_logger()
                    for _ in range(rng.randint(0, 15)):      # the board plays on while nothing logs
                        with rig.dev._lock:
                            rig.dev.app.press(*player.gesture())
                    rig.start_logger()
                player = Player(rig.dev.app, rng)            # the same board, perhaps rebooted
        with rig.dev._lock:
            final = rig.dev.app.game.snapshot()
            journal = [rig.dev.app.game.record_list(i) for i in range(rig.dev.app.game.count)]
            game_id = rig.dev.app.game_id
        end = time.monotonic() + 60
        while rig.stored() != (len(journal), len(journal)) and time.monotonic() < end:
            time.sleep(0.1)
        assert rig.stored() == (len(journal), len(journal)), (rig.stored(), len(journal), rig.logs())
    finally:
        rig.stop_logger()
        rig.stop_sim()
    assert len(journal) >= target
    with Store(rig.db) as store:
        sessions = store.sessions()
        assert [(s["game"], s["events"], s["last_seq"]) for s in sessions] == [(game_id, len(journal),
                                                                                len(journal))]
        sid = sessions[0]["id"]
        rows = store.db.execute("SELECT seq, COUNT(*) FROM events WHERE session = ? GROUP BY seq",
                                (sid,)).fetchall()
        assert [s for s, _ in rows] == list(range(1, len(journal) + 1)) and all(n == 1 for _, n in rows)
        events = store.events(sid)
        assert [e["rec"] for e in events] == journal
        scenario = presets.load_scenario(str(path))[0]
        game, problems = replay(scenario, events, store.snapshots(sid))
        assert problems == [] and game.snapshot() == final
        n_snaps = len(store.snapshots(sid))
    r = CliRunner().invoke(cli, ["replay", "latest", "--db", rig.db], env={"COLUMNS": "200"})
    assert r.exit_code == 0 and "replay matches the device" in r.output, r.output
    assert "%d records replayed" % len(journal) in r.output
    print("\nreplug and crash: %d events logged exactly once through %s; %d logger starts; %d device "
          "snapshots checked; skelos replay matches" % (len(journal), rig.events, rig.log_files, n_snaps))
