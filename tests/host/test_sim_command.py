"""`skelos sim` as a player runs it: a separate process that shares its board
(found by the other commands without --port), owns its storage folder, and
clean errors for a bad preset or board profile."""

import json
import os
import signal
import socket
import subprocess
import sys
import time

import pytest
from click.testing import CliRunner

from skelos_host.device import share, share_folder
from skelos_host.cli import cli


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], env={"COLUMNS": "250"})


def start_sim(state_dir, *extra, preexec_fn=None):
    """`skelos sim` in its own process; returns (process, its board's greeting) once it shares the board."""
    env = dict(os.environ, PYTHONUNBUFFERED="1", COLUMNS="200")
    proc = subprocess.Popen([sys.executable, "-m", "skelos_host.cli", "sim", "--state-dir", str(state_dir), *extra],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env,
                            preexec_fn=preexec_fn)
    end = time.monotonic() + 30
    while time.monotonic() < end:
        assert proc.poll() is None, proc.stdout.read()
        mine = [g for g in share.boards() if g.get("pid") == proc.pid]
        if mine:
            return proc, mine[0]
        time.sleep(0.05)
    proc.kill()
    raise AssertionError("the simulator never shared its board")


def stop(proc):
    proc.send_signal(signal.SIGINT)
    out = proc.communicate(timeout=20)[0]
    return proc.returncode, out


def test_sim_is_found_without_a_port_and_cleans_up(tmp_path):
    proc, board = start_sim(tmp_path / "board")
    try:
        assert board["kind"] == "simulator" and board["holder"] == "skelos sim"
        assert board["state_dir"] == str(tmp_path / "board")
        r = run("status")                       # no --port: the shared simulator is used
        assert r.exit_code == 0, r.output
        assert "Pict village (rulebook example)" in r.output and "Heroes' turn" in r.output
        r = run("status", "--port", board["port"])      # its pseudo-terminal's name reaches it too
        assert r.exit_code == 0, r.output
    finally:
        code, out = stop(proc)
    assert code == 0, out
    assert "simulator stopped" in out
    assert share.boards() == [] and not [f for f in os.listdir(share_folder.runtime_dir()) if f.endswith(".sock")]


def test_ctrl_c_stops_a_simulator_a_background_job_started(tmp_path):
    """A non-interactive shell starts a background job with SIGINT ignored, and its children inherit
    that: `skelos sim` still stops cleanly on SIGINT (Ctrl-C, or kill -INT from a script)."""
    proc, _board = start_sim(tmp_path / "board", preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN))
    code, out = stop(proc)
    assert code == 0 and "simulator stopped" in out, out


def test_sim_with_a_bad_preset_or_profile_says_so(tmp_path):
    r = run("sim", "--state-dir", tmp_path / "a", "--scenario", "pict-villag")
    assert r.exit_code == 1 and "cannot start the simulated board" in r.output
    assert "did you mean: pict-village?" in r.output and "Traceback" not in r.output
    r = run("sim", "--state-dir", tmp_path / "b", "--profile", "no_such_board")
    assert r.exit_code == 1 and "no board profile no_such_board" in r.output
    r = run("play", "--state-dir", tmp_path / "c", "--scenario", "zzzz", "--http-port", "0")
    assert r.exit_code == 1 and "skelos scenario list shows them all" in r.output
    assert share.boards() == []


def test_a_second_simulator_on_the_same_storage_refuses_and_names_the_first(tmp_path):
    from skelos_host.sim import SimDevice, StorageBusy
    folder = tmp_path / "board"
    proc, board = start_sim(folder)
    try:
        before = (folder / "storage-raspberry_pi_pico.bin").read_bytes()
        for args in (["play", "--state-dir", folder, "--http-port", "0", "--no-log"], ["sim", "--state-dir", folder]):
            r = run(*args)
            assert r.exit_code == 1, r.output
            assert ("storage in %s is in use by skelos sim (pid %d)" % (folder, proc.pid)) in r.output
            assert "Traceback" not in r.output and len(r.output.strip().splitlines()) == 1
        with pytest.raises(StorageBusy, match="in use by skelos sim"):
            SimDevice(folder).start()
        assert (folder / "storage-raspberry_pi_pico.bin").read_bytes() == before      # nothing written
        assert [g["pid"] for g in share.boards()] == [proc.pid]                       # still the only board
        r = run("--lang", "fr", "sim", "--state-dir", folder)
        assert r.exit_code == 1 and ("est utilisée par skelos sim (pid %d)" % proc.pid) in r.output
    finally:
        code, out = stop(proc)
    assert code == 0, out
    with SimDevice(folder) as dev:          # free again once the first one stopped
        assert dev.port


def test_a_simulator_killed_outright_frees_its_storage_and_is_not_found_any_more(tmp_path):
    from skelos_host.sim import SimDevice
    folder = tmp_path / "board"
    proc, board = start_sim(folder)
    proc.kill()
    proc.wait(10)
    proc.stdout.close()
    assert share.boards() == []                       # its socket is left, but nobody answers there
    r = run("status")
    assert r.exit_code == 1 and "no Skelos board or simulator found" in r.output
    with SimDevice(folder) as dev:                    # the kernel let its lock go
        assert dev.port


def test_a_stale_announcement_never_reaches_an_unrelated_terminal(tmp_path):
    """A simulator that died left its announcement, and its pseudo-terminal's number now belongs to
    somebody's terminal: no command may write there (it used to: `skelos status` sent it a hello)."""
    master, slave = os.openpty()
    terminal = os.ttyname(slave)
    try:
        # what a simulator killed outright left behind: the old announcement file, and a socket
        # nobody listens on, both naming what is now that terminal
        state = os.environ["XDG_STATE_HOME"]
        os.makedirs(os.path.join(state, "skelos"), exist_ok=True)
        with open(os.path.join(state, "skelos", "sim.port"), "w") as f:
            f.write(terminal + "\n")
        path = share_folder.socket_path(terminal, create=True)
        if not os.path.exists(path):     # (a simulator killed earlier may have left exactly that one)
            stale = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            stale.bind(path)
            stale.close()
        r = run("status")
        assert r.exit_code == 1 and "no Skelos board or simulator found" in r.output
        r = run("devices")
        assert r.exit_code == 1 and terminal not in r.output
        os.set_blocking(master, False)
        try:
            written = os.read(master, 4096)
        except BlockingIOError:
            written = b""
        assert written == b""                       # not a byte went to the terminal
    finally:
        os.close(master)
        os.close(slave)
        os.remove(os.path.join(os.environ["XDG_STATE_HOME"], "skelos", "sim.port"))


def test_the_lock_file_names_the_holder(tmp_path):
    from skelos_host.sim import SimDevice
    with SimDevice(tmp_path / "b", owner="skelos play"):
        who = json.loads((tmp_path / "b" / "lock").read_text())
        assert who == {"command": "skelos play", "pid": os.getpid()}
