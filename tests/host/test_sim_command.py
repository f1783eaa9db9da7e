"""`skelos sim` as a player runs it: a separate process announcing its
pseudo-terminal, found by the other commands without --port, and clean
errors for a bad preset or board profile."""

import os
import signal
import subprocess
import sys
import time

from click.testing import CliRunner

from skelos_host import discovery
from skelos_host.cli import cli


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], env={"COLUMNS": "250"})


def test_sim_is_found_without_a_port_and_cleans_up(tmp_path):
    env = dict(os.environ, PYTHONUNBUFFERED="1", COLUMNS="200")
    proc = subprocess.Popen([sys.executable, "-m", "skelos_host.cli", "sim", "--state-dir", str(tmp_path / "board")],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    try:
        end = time.monotonic() + 30
        while discovery.sim_port() is None and time.monotonic() < end:
            assert proc.poll() is None, proc.stdout.read()
            time.sleep(0.05)
        port = discovery.sim_port()
        assert port is not None and os.path.exists(port)
        r = run("status")                       # no --port: the announced simulator is used
        assert r.exit_code == 0, r.output
        assert "pict-village" in r.output and "phase heroes" in r.output
    finally:
        proc.send_signal(signal.SIGINT)
        out = proc.communicate(timeout=20)[0]
    assert proc.returncode == 0, out
    assert "simulator stopped" in out
    assert discovery.sim_port() is None and not os.path.exists(discovery.sim_port_file())


def test_sim_with_a_bad_preset_or_profile_says_so(tmp_path):
    r = run("sim", "--state-dir", tmp_path / "a", "--scenario", "pict-villag")
    assert r.exit_code == 1 and "cannot start the simulated board" in r.output
    assert "did you mean: pict-village?" in r.output and "Traceback" not in r.output
    r = run("sim", "--state-dir", tmp_path / "b", "--profile", "no_such_board")
    assert r.exit_code == 1 and "no board profile no_such_board" in r.output
    r = run("play", "--state-dir", tmp_path / "c", "--scenario", "zzzz", "--http-port", "0")
    assert r.exit_code == 1 and "skelos scenario list shows them all" in r.output
    assert discovery.sim_port() is None
