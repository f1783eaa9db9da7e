"""The reference build on stock CircuitPython 9.2.1, then on the Skelos build: FRAM fitted.

One board is booted for the module and played on by every case in order;
`mirror` is the same game on CPython (the simulator's device app), fed the
same requests and gestures, so replies, journals and pixels can be compared.
"""

import json
import os
import signal
import subprocess
import sys
import time

import pytest
from rigdriver import FRAM_FITTED, MS, boot
from twin import Twin, script

from skelos_host.device.client import Client
from skelos_host.session.store import Store

TOTAL_EVENTS = 200


@pytest.fixture(scope="module")
def drive(build_drive):
    """This module runs on both builds (conftest.build): the stock firmware's drive, then the Skelos build's."""
    return build_drive[:2]


@pytest.fixture(scope="module")
def board(drive, build, build_drive, tmp_path_factory):
    rig = boot(drive, FRAM_FITTED, tmp_path_factory, "fram-" + build, uf2=build_drive[2])
    yield rig
    rig.close()


@pytest.fixture(scope="module")
def mirror(drive):
    return Twin(drive[0])


def shown_with(board, rid):
    """The frame the strip showed when the reply to `rid` started to go out."""
    t0, _ = board.reply_at[rid]
    f = board.frame_at(t0)
    assert f is not None, "no frame before the reply"
    return f


def journal(mirror):
    """Every event of the mirror's game, page by page."""
    out = []
    while True:
        r = mirror.request("events", after=len(out), limit=200)
        out += r["events"]
        if not r["more"]:
            return out


def check_state(board, mirror):
    """`state` on the board: whole, equal to the mirror's, its pixels those on the strip."""
    rid = board.send("state")
    r = board.wait_reply(rid)
    assert r["ok"], r
    assert r["state"] == mirror.request("state")["state"]
    assert r["pixels"] == shown_with(board, rid).pixels
    assert r["pixels"] in mirror.frames()
    return r


def test_first_boot_shows_a_frame_and_answers_hello(board, build):
    first = board.wait_frame(15000)
    assert first.t0 > 1000 * MS
    assert len(first.pixels) == 46 and any(any(p) for p in first.pixels)
    h = board.ok("hello")
    assert (h["protocol"], h["board"], h["game"], h["seq"], h["scenario"]) == (1, "raspberry_pi_pico", 1, 0,
                                                                                 "pict-village")
    # lib/ as skelos deploy compiles it by default, or frozen into the Skelos build
    assert h["code"] == {"stock": "mpy", "skelos": "frozen"}[build]
    assert "Traceback" not in board.console_text()
    assert board.junk == []
    # the game lives in the FRAM model: a valid header in one of the two slots
    fram = board.fram()
    assert fram[0:2] == b"S2" or fram[32:34] == b"S2"
    info = board.info()
    assert info["flash"]["erases"] > 0  # CircuitPython wrote boot_out.txt on its first boot
    assert [p for p in info["problems"] if p.startswith("error")] == []  # nothing the emulator could not do


def test_a_fresh_game_resumes_after_a_power_cycle(board):
    """Plugged in, unplugged before the first press, plugged in again."""
    fram = board.fram()
    board.power_cycle()
    board.wait_usb()
    board.wait_frame(15000)
    h = board.ok("hello")
    assert (h["game"], h["seq"], h["scenario"]) == (1, 0, "pict-village")
    assert "Traceback" not in board.console_text()
    assert board.fram() == fram


def test_hello_reports_memory_and_no_warnings(board):
    h = board.ok("hello")
    assert h["warnings"] == []
    mem = h["mem"]
    assert isinstance(mem["free"], int) and isinstance(mem["low"], int)
    assert 0 < mem["low"] < 200 * 1024 and 0 < mem["free"] < 200 * 1024


def test_state_is_whole_and_its_pixels_are_the_strip_and_the_simulator(board, mirror):
    junk = len(board.junk)
    r = check_state(board, mirror)
    assert len(json.dumps(r)) > 1500
    assert board.junk[junk:] == []


def test_a_button_press_changes_the_strip_and_state_agrees(board, mirror):
    before = mirror.frames()
    n = len(board.pushes)
    board.press("turn")
    assert mirror.press("turn") is None
    board.run_until(lambda: len(board.pushes) > n, 2000, "event push")
    last = journal(mirror)[-1]
    assert board.pushes[n][1] == {"v": 1, "push": "event", "game": 1, "seq": last["seq"], "rec": last["rec"],
                                  "h": mirror.request("hello")["h"]}
    after = mirror.frames()
    assert not any(f in before for f in after), "a new turn changes what the strip shows"
    check_state(board, mirror)
    n = len(board.pushes)
    board.press("slot1")
    assert mirror.press("slot1") is None
    board.run_until(lambda: len(board.pushes) > n, 2000, "event push")
    last = journal(mirror)[-1]
    assert (board.pushes[n][1]["seq"], board.pushes[n][1]["rec"]) == (last["seq"], last["rec"])
    check_state(board, mirror)


def test_garbage_bad_utf8_and_a_10kb_line_then_hello_and_buttons(board, mirror):
    junk = len(board.junk)
    n = len(board.noid)
    board.write(b"\x00\x01garbage \xff\xfe{]\r\n")
    board.write(b'{"v":1,"id":5,"cmd":"hello","x":"\xc3\x28"}\n')
    board.write(b'{"v":1,"id":6,"cmd":"hello","pad":"' + b"a" * 10240 + b'"}\n')
    board.run_until(lambda: len(board.noid) >= n + 3, 5000, "three error replies", stop=("data_nl",))
    codes = [m["error"]["code"] for _, m in board.noid[n:]]
    assert codes == ["bad_json", "bad_json", "line_too_long"]
    assert 5 not in board.replies and 6 not in board.replies
    assert board.ok("hello")["seq"] == mirror.request("hello")["seq"]
    # the buttons still work: mode steps through the views and back
    for view in ("hp", "vigilance", "river"):
        n = len(board.pushes)
        board.press("mode")
        mirror.press("mode")
        board.run_until(lambda k=n: len(board.pushes) > k, 2000, "display push")
        assert board.pushes[n][1]["push"] == "display" and board.pushes[n][1]["mode"] == view
    assert board.junk[junk:] == []


def _wait_text(path, text, limit=90):
    end = time.monotonic() + limit
    while time.monotonic() < end:
        with open(path, encoding="utf-8", errors="replace") as f:
            if text in f.read():
                return
        time.sleep(0.2)
    with open(path, encoding="utf-8", errors="replace") as f:
        raise AssertionError("no %r in %s: %s" % (text, path, f.read()[-800:]))


def test_skelos_status_and_log_over_a_pty(board, mirror, tmp_path):
    path = board.bridge()
    env = dict(os.environ, LANG="C.UTF-8")
    try:
        r = subprocess.run([sys.executable, "-m", "skelos_host.cli", "status", "--port", path, "--json"],
                           capture_output=True, text=True, timeout=180, env=env)
        assert r.returncode == 0, r.stderr
        assert json.loads(r.stdout)["state"] == mirror.request("state")["state"]
        r = subprocess.run([sys.executable, "-m", "skelos_host.cli", "status", "--port", path],
                           capture_output=True, text=True, timeout=180, env=env)
        assert r.returncode == 0 and "Pict village" in r.stdout, r.stderr      # the scenario's name

        db = tmp_path / "sessions.sqlite"
        out, err = tmp_path / "log.out", tmp_path / "log.err"
        with open(out, "w") as o, open(err, "w") as e:
            # Ctrl-C as in a terminal, even when this run was started in the
            # background (a shell starts its jobs with SIGINT ignored, and an
            # ignored signal stays ignored in a child; a handled one does not)
            prev = signal.signal(signal.SIGINT, signal.default_int_handler)
            try:
                log = subprocess.Popen([sys.executable, "-m", "skelos_host.cli", "log", "--port", path,
                                        "--db", str(db)], stdout=o, stderr=e, env=env)
            finally:
                signal.signal(signal.SIGINT, prev)
        try:
            _wait_text(err, "logging")
            n = len(board.presses)
            holds = (("undo", 80), ("undo", 80), ("undo", 800), ("turn", 80), ("undo", 80))
            for name, hold in holds:
                board.press(name, hold_ms=hold, after_ms=300)
                mirror.press(name, "long" if hold > 600 else "short")
            board.sleep(1500)
            # each button held as long as asked, in the board's time, while the bridge runs it
            assert [(b, round((up - down) / MS, 1)) for b, down, up in board.presses[n:]] == list(holds)
        finally:
            log.send_signal(signal.SIGINT)
            try:
                log.wait(30)
            except subprocess.TimeoutExpired:
                log.kill()  # never leave it behind: it would reopen this pty's number later
                log.wait()
                raise AssertionError("skelos log did not stop on Ctrl-C: " + err.read_text()[-800:]) from None
        assert "stopped" in err.read_text()
    finally:
        board.stop_bridge()
    want = journal(mirror)
    with Store(str(db)) as store:
        sessions = store.sessions()
        assert len(sessions) == 1
        stored = store.events(sessions[0]["id"])
    assert [e["seq"] for e in stored] == list(range(1, len(want) + 1)), "every event stored exactly once"
    assert [e["rec"] for e in stored] == [e["rec"] for e in want]


def test_events_of_200_records_arrive_whole_through_the_client(board, mirror):
    junk = len(board.junk)
    seq = mirror.request("hello")["seq"]
    for cmd, args in script(mirror, TOTAL_EVENTS - seq):
        r = board.request(cmd, **args)
        assert r["ok"], (cmd, args, r)
    assert board.ok("hello")["seq"] == TOTAL_EVENTS
    lines = len(board.lines)
    path = board.bridge()
    try:
        with Client.open(path) as c:
            game, events, last = c.events(after=0, timeout=20)     # the emulator under load: wall time
            st = c.request("state", timeout=20)
            assert c.garbage == []
    finally:
        board.stop_bridge()
    assert (game, last, len(events)) == (1, TOTAL_EVENTS, TOTAL_EVENTS)
    assert events == journal(mirror)
    assert st["state"] == mirror.request("state")["state"]
    pages = [line for _, _, line in board.lines[lines:] if b'"events": [' in line]
    assert len(pages) > 2 and max(len(p) for p in pages) < 3000, "pages small enough for the board's heap"
    assert board.junk[junk:] == []


def test_a_host_that_stops_reading_then_reads_gets_whole_lines(board, mirror):
    junk = len(board.junk)
    board.host_read(False)
    rids = [board.send("hello"), board.send("state"), board.send("events", after=0, limit=40),
            board.send("undo"), board.send("redo"), board.send("scenarios"), board.send("state")]
    mirror.request("undo")
    mirror.request("redo")
    for _ in range(3):  # pushes meanwhile: they may be dropped, whole
        board.press("mode")
        mirror.press("mode")
    board.sleep(1500)
    assert not any(r in board.replies for r in rids[1:]), "the host was not reading"
    board.host_read(True)
    board.run_until(lambda: all(r in board.replies for r in rids), 10000, "every reply", stop=("data_nl",))
    assert board.junk[junk:] == [], "only whole lines"
    assert all(board.replies[r]["ok"] for r in rids), [board.replies[r] for r in rids if not board.replies[r]["ok"]]
    assert board.replies[rids[-1]]["state"] == mirror.request("state")["state"]
    for _, p in board.pushes:
        assert p["push"] in ("event", "display", "refused", "game")


def test_a_power_cycle_in_the_middle_of_a_game_resumes_the_exact_state(board, mirror):
    before = check_state(board, mirror)
    erases = board.info()["flash"]["erases"]
    board.power_cycle()
    board.wait_usb()
    board.wait_frame(20000)
    h = board.ok("hello")
    assert (h["game"], h["seq"]) == (before["game"], before["state"]["seq"])
    after = check_state(board, mirror)
    assert after["state"] == before["state"]
    assert board.info()["flash"]["erases"] == erases  # boot_out.txt unchanged: nothing written to flash


def test_an_undo_that_names_another_record_is_refused_on_the_chip(board, mirror):
    """`undo` naming its record (`expect`, `h`) on the real firmware: another record named is refused
    with `not_last`, nothing changed; the last one named is undone, as on the simulator."""
    for cmd, args in script(mirror, 1, seed=11):
        assert board.request(cmd, **args)["ok"], (cmd, args)
    hello = board.ok("hello")
    assert hello["expect"] is True and hello["seq"] == mirror.request("hello")["seq"]
    seq, h = hello["seq"], hello["h"]
    r = board.request("undo", expect=seq - 1, h=h)
    assert r["error"] == {"code": "not_last", "args": [seq, h]}, r
    assert board.ok("hello")["seq"] == seq
    assert board.ok("undo", expect=seq, h=h)["seq"] == seq + 1 == mirror.request("undo", expect=seq, h=h)["seq"]
    assert board.ok("state")["state"] == mirror.request("state")["state"]
