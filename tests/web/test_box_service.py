"""`skelos box` as a service: the systemd unit `box install` writes (the
installing user, never root, in systemd's sandbox; every path quoted),
the refusals before anything is written, no unit left behind a failing
systemctl, and a clean stop on SIGTERM in a real process."""

import grp
import os
import pwd
import shutil
import signal
import sqlite3
import subprocess
import sys
import time

import pytest
from click.testing import CliRunner

from skelos_host.cli import cli
from skelos_host.commands import box as box_cmd

TESTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def a_user():
    """An account of this machine that is not root (`nobody` nearly everywhere)."""
    for pw in pwd.getpwall():
        if pw.pw_uid != 0 and pw.pw_name == "nobody":
            return pw
    for pw in pwd.getpwall():
        if pw.pw_uid != 0:
            return pw
    pytest.skip("no account other than root on this machine")


@pytest.fixture
def tools(tmp_path, monkeypatch):
    """systemctl and loginctl that record what the install asks of them (the file `calls`)."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    calls = tmp_path / "calls"
    for name in ("systemctl", "loginctl"):
        tool = bin_dir / name
        tool.write_text("#!/bin/sh\necho \"%s $*\" >> %s\n" % (name, calls))
        tool.chmod(0o755)
    monkeypatch.setenv("PATH", str(bin_dir) + os.pathsep + os.environ["PATH"])
    return bin_dir, calls


@pytest.fixture
def a_pi(tmp_path, monkeypatch):
    model = tmp_path / "model"
    model.write_bytes(b"Raspberry Pi 4 Model B Rev 1.4\0")
    monkeypatch.setattr(box_cmd, "MODEL_FILE", str(model))
    return model


def install(*args):
    return CliRunner().invoke(cli, ["box", "install", *[str(a) for a in args]])


def test_install_writes_the_unit_then_enables_and_starts_it(tmp_path, tools, a_pi):
    _, calls = tools
    user = a_user()
    units = tmp_path / "units"
    r = install("--unit-dir", units, "--state-dir", tmp_path / "b", "--db", tmp_path / "s.sqlite",
                "--user", user.pw_name)
    assert r.exit_code == 0, r.output
    text = (units / "skelos-box.service").read_text()
    assert "User=%s\n" % user.pw_name in text and "ExecStart=" in text
    assert calls.read_text().splitlines() == ["loginctl enable-linger " + user.pw_name, "systemctl daemon-reload",
                                              "systemctl enable skelos-box.service",
                                              "systemctl restart skelos-box.service"]
    assert (tmp_path / "b").is_dir()
    if os.geteuid() == 0:
        assert (tmp_path / "b").stat().st_uid == user.pw_uid      # the box's user writes its state


def test_a_failing_systemctl_leaves_no_unit_behind(tmp_path, tools, a_pi):
    bin_dir, calls = tools
    (bin_dir / "systemctl").write_text("#!/bin/sh\necho \"systemctl $*\" >> %s\n"
                                       "[ \"$1\" = enable ] && { echo 'Failed to connect to bus' >&2; exit 1; }\n"
                                       "exit 0\n" % calls)
    units = tmp_path / "units"
    r = install("--unit-dir", units, "--no-start", "--state-dir", tmp_path / "b", "--user", a_user().pw_name)
    assert r.exit_code == 1
    assert "systemctl enable skelos-box.service failed: Failed to connect to bus" in r.output
    assert not (units / "skelos-box.service").exists()
    assert calls.read_text().splitlines()[-2:] == ["systemctl disable skelos-box.service", "systemctl daemon-reload"]
    # an earlier unit is put back as it was
    (units / "skelos-box.service").write_text("[Service]\nExecStart=/bin/true\n")
    r = install("--unit-dir", units, "--no-start", "--state-dir", tmp_path / "b", "--user", a_user().pw_name)
    assert r.exit_code == 1
    assert (units / "skelos-box.service").read_text() == "[Service]\nExecStart=/bin/true\n"


def test_install_refuses_on_a_machine_that_is_not_a_pi_before_writing_anything(tmp_path, tools, monkeypatch):
    _, calls = tools
    monkeypatch.setattr(box_cmd, "MODEL_FILE", str(tmp_path / "no-device-tree"))
    units = tmp_path / "units"
    r = install("--unit-dir", units, "--state-dir", tmp_path / "b", "--db", tmp_path / "d" / "s.sqlite",
                "--user", a_user().pw_name)
    assert r.exit_code == 1 and "not a Raspberry Pi" in r.output and "skelos play" in r.output
    assert not units.exists() and not (tmp_path / "b").exists() and not (tmp_path / "d").exists()
    assert not calls.exists()
    other = tmp_path / "model"
    other.write_bytes(b"Hardkernel ODROID-C4\0")          # a device tree, of another board
    monkeypatch.setattr(box_cmd, "MODEL_FILE", str(other))
    r = install("--unit-dir", units, "--state-dir", tmp_path / "b", "--user", a_user().pw_name)
    assert r.exit_code == 1 and "not a Raspberry Pi" in r.output and not units.exists()


def test_install_refuses_root_and_unknown_users(tmp_path, tools, a_pi):
    units = tmp_path / "units"
    r = install("--unit-dir", units, "--state-dir", tmp_path / "b", "--user", "root")
    assert r.exit_code == 1 and "does not run as root" in r.output and not units.exists()
    r = install("--unit-dir", units, "--state-dir", tmp_path / "b", "--user", "no-such-user-here")
    assert r.exit_code == 1 and "no user no-such-user-here" in r.output and not units.exists()


def test_a_path_with_a_control_character_is_refused(tmp_path, tools, a_pi):
    units = tmp_path / "units"
    r = install("--unit-dir", units, "--state-dir", str(tmp_path / "b") + "\nUser=root", "--user", a_user().pw_name)
    assert r.exit_code == 1 and "control character" in r.output and not units.exists()


def unit_for(tmp_path, state_dir, db):
    r = install("--print", "--state-dir", state_dir, "--db", db, "--user", a_user().pw_name)
    assert r.exit_code == 0, r.output
    return r.output


def test_the_unit_runs_the_box_as_the_user_in_a_sandbox(tmp_path):
    user = a_user()
    text = unit_for(tmp_path, tmp_path / "b", tmp_path / "s.sqlite")
    lines = text.splitlines()
    assert "User=%s" % user.pw_name in lines
    for line in ("NoNewPrivileges=yes", "CapabilityBoundingSet=", "ProtectSystem=strict", "ProtectHome=read-only",
                 "PrivateTmp=yes", "KillSignal=SIGTERM", "WantedBy=multi-user.target",
                 'Environment="PYTHONUNBUFFERED=1" "XDG_RUNTIME_DIR=/run/user/%d"' % user.pw_uid):
        assert line in lines
    assert ('ReadWritePaths="%s" "%s" "/run/user/%d"' % (tmp_path / "b", tmp_path, user.pw_uid)) in lines
    exec_start = [x for x in lines if x.startswith("ExecStart=")][0]
    assert '"-m" "skelos_host.cli" "box" "--host" "0.0.0.0"' in exec_start and '"--shutdown" "poweroff"' in exec_start
    # the shutdown gesture's exit status powers off: the one line with root's rights, nothing else
    assert [x for x in lines if x.startswith("ExecStopPost=")] == [
        "ExecStopPost=+/bin/sh -c 'if [ \"$$EXIT_STATUS\" = 75 ]; then exec systemctl --no-block poweroff; fi'"]
    assert "RestartPreventExitStatus=75" in lines and "SuccessExitStatus=75" in lines


def test_the_unit_of_a_box_that_follows_its_usb_boards(tmp_path):
    """`install --usb`: the box runs as a room of its own board and its USB boards, in the group that opens
    their serial ports (where the system has it); without it, neither."""
    lines = install("--print", "--usb", "--state-dir", tmp_path / "b", "--db", tmp_path / "s.sqlite", "--user",
                    a_user().pw_name).output.splitlines()
    exec_start = [x for x in lines if x.startswith("ExecStart=")][0]
    assert exec_start.endswith('"--shutdown" "poweroff" "--usb"')
    groups = [x for x in lines if x.startswith("SupplementaryGroups=")]
    has_dialout = any(g.gr_name == "dialout" for g in grp.getgrall())
    assert ("dialout" in (groups or [""])[0].split("=", 1)[-1].split()) == has_dialout
    plain = unit_for(tmp_path, tmp_path / "b", tmp_path / "s.sqlite")
    assert '"--usb"' not in plain and "dialout" not in plain


def test_unit_args_quote_what_systemd_would_read_otherwise():
    assert box_cmd.unit_arg("/home/pi/my games/100%") == '"/home/pi/my games/100%%"'
    assert box_cmd.unit_arg('a"b\\c$HOME') == '"a\\"b\\\\c$$HOME"'
    assert box_cmd.unit_path_arg("/x/$y %h") == '"/x/$y %%h"'
    with pytest.raises(ValueError):
        box_cmd.unit_arg("a\nb")


@pytest.mark.parametrize("folder", ["box", "my box", "100% box", "a $HOME box"])
def test_the_unit_passes_systemd_analyze_verify(tmp_path, folder):
    analyze = shutil.which("systemd-analyze")
    if analyze is None:
        pytest.skip("systemd-analyze is not installed here (apt-get install systemd)")
    state = tmp_path / folder / "state"
    text = unit_for(tmp_path, state, tmp_path / folder / "sessions.sqlite")
    units = tmp_path / "units"
    units.mkdir()
    (units / "skelos-box.service").write_text(text)
    r = subprocess.run([analyze, "verify", str(units / "skelos-box.service")], capture_output=True, text=True)
    problems = [x for x in (r.stderr + r.stdout).splitlines() if "Special user nobody" not in x and x.strip()]
    assert r.returncode == 0 and problems == [], r.stderr + r.stdout
    # what systemd reads back from the quoted words: each path whole, % and $ as typed
    r = subprocess.run([analyze, "security", "--offline=true", str(units / "skelos-box.service")],
                       capture_output=True, text=True)
    if r.returncode == 0 or "Overall exposure level" in r.stdout:
        score = float(r.stdout.split("Overall exposure level for skelos-box.service:")[1].split()[0])
        assert score < 5.0, r.stdout[-400:]


# ------------------------------------------------------------ SIGTERM in a real process
CHILD = r"""
import sys
sys.path.insert(0, sys.argv[1])
from fakes import pi as pifakes
pi = pifakes.install()
pi.add_fram(bytearray(32768))
from skelos_host.cli import main
sys.argv = ["skelos"] + sys.argv[2:]
main()
"""


def test_sigterm_stops_the_box_cleanly_as_ctrl_c_does(tmp_path):
    pytest.importorskip("adafruit_platformdetect")
    db = tmp_path / "sessions.sqlite"
    env = dict(os.environ, PYTHONUNBUFFERED="1", COLUMNS="200")
    proc = subprocess.Popen([sys.executable, "-c", CHILD, TESTS, "box", "--state-dir", str(tmp_path / "box"),
                             "--db", str(db), "--http-port", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    out = []
    sock = None
    try:
        end = time.monotonic() + 60
        while time.monotonic() < end:
            line = proc.stdout.readline()
            if not line:
                break
            out.append(line)
            if "Book of Skelos page:" in line:
                break
        assert any("Book of Skelos page:" in x for x in out), "".join(out)
        url = [x for x in out if "Book of Skelos page:" in x][0].split("page:")[1].split()[0]
        from skelos_host.device import share_folder
        port = [x for x in out if x.startswith("Skelos box on ")][0].split(" on ")[1].split()[0]
        sock = share_folder.socket_path(port)
        assert os.path.exists(sock)
        import urllib.request
        urllib.request.urlopen(url, timeout=5).read()
        proc.send_signal(signal.SIGTERM)
        rest, _ = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    out = "".join(out) + rest
    assert proc.returncode == 0, out
    assert "stopped; the game is saved and resumes at the next start" in out
    assert not os.path.exists(sock)                   # the sharing socket closed, its clients told
    assert not (tmp_path / "box" / "lock").exists() or _unlocked(tmp_path / "box" / "lock")
    con = sqlite3.connect(str(db))                     # the store closed whole: readable, no journal left
    try:
        assert con.execute("pragma integrity_check").fetchone()[0] == "ok"
    finally:
        con.close()
    assert not os.path.exists(str(db) + "-wal") or os.path.getsize(str(db) + "-wal") == 0


def _unlocked(path):
    import fcntl
    with open(path, "a+") as f:
        try:
            fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
    return True


# ------------------------------------------------------------ the box without root: what it says when refused
def test_a_user_outside_the_groups_is_told_which_groups_not_sudo(pi, tmp_path):
    pi.groups(gpio=False)
    r = CliRunner().invoke(cli, ["box", "--state-dir", str(tmp_path / "box"), "--no-log", "--http-port", "0"])
    assert r.exit_code == 1
    assert "gpio group" in r.output and "usermod -aG gpio,i2c,spi" in r.output and "sudo skelos" not in r.output


def test_spi_off_is_told_with_the_command_that_enables_it(pi, tmp_path):
    pi.spi_enabled(False)
    r = CliRunner().invoke(cli, ["box", "selftest", "--seconds", "0", "--step", "0"])
    assert r.exit_code == 1
    assert "/dev/spidev0.0 does not exist" in r.output and "raspi-config nonint do_spi 0" in r.output


# ------------------------------------------------------------ the box's install set
def _requirements(name, seen=None):
    """The pinned names of a requirements file and the files it includes."""
    root = os.path.dirname(TESTS)
    seen = set() if seen is None else seen
    out = []
    for line in open(os.path.join(root, name), encoding="utf-8"):
        line = line.split("#", 1)[0].strip()
        if line.startswith("-r "):
            inc = line[3:].strip()
            if inc not in seen:
                seen.add(inc)
                out += _requirements(inc, seen)
        elif line:
            name_, _, version = line.partition("==")
            assert version, "%s is not pinned" % line
            out.append(name_.strip().lower().replace("_", "-"))
    return out


def test_the_box_installs_no_charts_and_no_back_end_that_compiles_or_needs_root():
    pi = _requirements("requirements-pi.txt")
    assert "adafruit-blinka" in pi and "gpiod" in pi and "adafruit-circuitpython-neopixel-spi" in pi
    for gone in ("matplotlib", "numpy", "pillow", "contourpy", "kiwisolver", "fonttools",     # charts
                 "rpi.gpio", "rpi-ws281x", "lgpio", "adafruit-blinka-raspberry-pi5-neopixel"):  # source or root
        assert gone not in pi, gone
    assert "matplotlib" in _requirements("requirements-ci.txt")     # the laptop's and CI's reports keep it


def test_the_shutdown_hold_as_the_service_exits_with_the_status_its_unit_powers_off_on(pi, tmp_path,
                                                                                      monkeypatch):
    """Mode held 10 s (the profile's hold, a gesture of the device app): the box stops cleanly and, run by its
    unit (INVOCATION_ID set by systemd), exits 75 rather than calling systemctl itself."""
    monkeypatch.setenv("INVOCATION_ID", "0123456789abcdef")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "systemctl").write_text("#!/bin/sh\necho \"$@\" >> %s\n" % (tmp_path / "calls"))
    (bin_dir / "systemctl").chmod(0o755)
    monkeypatch.setenv("PATH", str(bin_dir) + os.pathsep + os.environ["PATH"])
    pi.gpio.close_to_ground(16)                  # Mode (D16), held from the start
    t0 = time.monotonic()
    r = CliRunner().invoke(cli, ["box", "--state-dir", str(tmp_path / "box"), "--no-log", "--http-port", "0",
                                 "--shutdown", "poweroff", "--seconds", "30"])
    assert r.exit_code == box_cmd.EXIT_POWEROFF, r.output
    assert 10 <= time.monotonic() - t0 < 30
    assert "shutdown gesture: the box stopped" in r.output and "the game is saved" in r.output
    assert not (tmp_path / "calls").exists()          # the unit powers off, not the box
    assert set(pi.wire.frames[-1]) == {0}        # the strip went dark
