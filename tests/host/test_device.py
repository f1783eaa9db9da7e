"""Host against the real device app (SimDevice) over real pseudo-terminals."""

import json
import os
import threading
import time

import pytest
from click.testing import CliRunner
from scripted import SCRIPT

from simhelp import press_all, wait_until
from skelos_host.device import client as client_mod
from skelos_host import presets
from skelos_host.session.analysis import replay
from skelos_host.cli import cli
from skelos_host.device.client import Client, DeviceError, Disconnected, VersionMismatch
from skelos_host.device.flasher import upload
from skelos_host.session.recorder import Recorder
from skelos_host.session.store import Store
from skelos_host.device.transport import TransportError
from skelos_host.text.typography import french



def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], env={"COLUMNS": "250"})


def act(c, name, args):
    if name in ("undo", "redo"):
        return c.request(name)
    return c.request("act", action=name, args=args)


def test_devices_and_status(dev):
    r = run("devices", "--port", dev.port)
    assert r.exit_code == 0, r.output
    assert "raspberry_pi_pico" in r.output and "ok" in r.output
    r = run("status", "--port", dev.port)
    assert r.exit_code == 0, r.output
    assert "Pict Hunters" in r.output and "available" in r.output and "Heroes' turn" in r.output
    r = run("status", "--port", dev.port, "--json")
    assert json.loads(r.output)["state"]["scenario"] == "pict-village"


@pytest.mark.parametrize("detail,fix", [("No pull up found on SDA or SCL; check your wiring", "Nothing pulls"),
                                        ("No I2C device at address: 0x50", "no FRAM answers")])
def test_devices_and_status_say_a_board_without_fram_and_the_fix(dev, detail, fix):
    with dev._lock:   # the warning code.py gives the app when the FRAM does not answer
        dev.app.warnings = [{"code": "no_fram", "detail": detail}]
    for cmd in ("devices", "status"):
        r = run(cmd, "--port", dev.port)
        assert r.exit_code == 0, r.output
        text = " ".join(r.output.split())
        assert "no FRAM: " + detail in text and fix in text and "GP20" in text and "GP21" in text, text
    assert "warning" in run("devices", "--port", dev.port).output
    r = run("--lang", "fr", "status", "--port", dev.port)
    text = " ".join(r.output.split())
    said = " ".join(french(detail).split())     # the board's own words, set in French typography
    assert r.exit_code == 0 and "pas de FRAM : " + said in text and "réinitialisez la carte" in text, text


def test_missing_and_busy_port(dev, tmp_path):
    r = run("status", "--port", str(tmp_path / "ttyNONE"))
    assert r.exit_code == 1 and "no such port" in r.output
    with Client.open(dev.port):
        r = run("status", "--port", dev.port)
        assert r.exit_code == 1 and "busy" in r.output and "ModemManager" in r.output


def test_a_port_that_never_answers(tmp_path):
    master, slave = os.openpty()
    try:
        r = run("status", "--port", os.ttyname(slave))
        assert r.exit_code == 1 and "no reply to hello" in r.output
    finally:
        os.close(master)
        os.close(slave)


def test_closing_wakes_the_reader_at_once(dev):
    """A reader waiting on the port returns as soon as the link is cancelled, not at the end of its poll."""
    from skelos_host.device.transport import Transport
    t = Transport(dev.port)
    got = []
    th = threading.Thread(target=lambda: got.append(t.read_line(timeout=120)))
    th.start()
    time.sleep(0.1)
    t.cancel()
    th.join(10)
    alive = th.is_alive()
    t.close()
    assert not alive and got == [None]


def test_a_stale_reply_left_in_the_port_is_not_taken_for_ours(dev):
    """Bytes a previous program left unread (a reply to its id 1) never answer a new client's request."""
    from skelos_host.device.transport import Transport
    t = Transport(dev.port)
    t.write_line(b'{"v":1,"id":1,"cmd":"hello"}')
    time.sleep(0.3)                         # the reply waits in the port; its reader goes away
    t.close()
    with Client.open(dev.port) as c:
        r = c.request("state")
        assert r["id"] != 1 and "state" in r
        assert not c.garbage


def test_garbage_on_the_line_is_survived(dev):
    with Client.open(dev.port) as c:
        os.write(dev._master, b"\x00\xff\xfegarbage{{{\n{\"half\": \nnot json at all\r\n")
        time.sleep(0.2)
        assert c.request("state")["state"]["seq"] == 0
        assert len(c.garbage) >= 2
        # and the device copes with junk from the host side too
        c.transport.write_line(b"\xff\xfe not json")
        c.transport.write_line(b"x" * 3000)
        assert c.hello()["protocol"] == 1


def test_device_errors_are_raised_with_their_code(dev):
    with Client.open(dev.port) as c:
        with pytest.raises(DeviceError) as e:
            c.request("act", action="activate", args=[3])
        assert e.value.code == "wrong_phase"  # the core's refusal, unchanged
        with pytest.raises(DeviceError) as e:
            c.request("frobnicate")
        assert e.value.code == "unknown_command"


def test_version_mismatch_names_the_firmware(dev, monkeypatch):
    monkeypatch.setattr(client_mod, "PROTOCOL", 2)
    with pytest.raises(VersionMismatch) as e:
        Client.open(dev.port)
    assert "protocol 1" in str(e.value) and "firmware" in str(e.value)
    r = run("status", "--port", dev.port)
    assert r.exit_code == 1 and "wrong firmware" in r.output and "CIRCUITPY" in r.output


def test_flash_preset_and_new_game(dev, tmp_path):
    db = tmp_path / "s.sqlite"
    r = run("flash", "clutches-of-the-picts-3h", "--new-game", "--port", dev.port, "--db", db)
    assert r.exit_code == 0, r.output
    assert "verified" in r.output and "new game 2" in r.output
    with Client.open(dev.port) as c:
        assert c.info["scenario"] == "clutches-of-the-picts-3h" and c.info["game"] == 2
        st = c.request("state")["state"]
        assert st["gems"]["available"] == 10 and st["river"][1]["tile"] == "zogar_sag"
    d = presets.load_dict("clutches-of-the-picts-3h")
    assert any(Store(str(db)).scenario_by_crc(s["crc"])[0] == d
               for s in Client.open(dev.port).request("scenarios")["stored"] if s["id"] == d["id"])


def test_flash_new_game_keeps_records_no_logger_fetched_unless_told(dev, tmp_path):
    db = tmp_path / "s.sqlite"
    with Client.open(dev.port) as c:
        for name, args in SCRIPT[:3]:
            act(c, name, args)
    r = run("flash", "clutches-of-the-picts-3h", "--new-game", "--port", dev.port, "--db", db)
    assert r.exit_code == 1 and "3 records no logger has fetched: no new game started" in r.output, r.output
    assert "--discard" in r.output
    with Client.open(dev.port) as c:
        assert c.info["game"] == 1 and c.info["seq"] == 3 and c.info["unfetched"] == 3
    r = run("flash", "clutches-of-the-picts-3h", "--new-game", "--discard", "--port", dev.port, "--db", db)
    assert r.exit_code == 0 and "new game 2" in r.output and "discarded 3 records" in r.output, r.output


def test_the_logger_confirms_what_it_stored_and_the_new_game_needs_no_confirmation(dev, tmp_path):
    db = tmp_path / "s.sqlite"
    store = Store(str(db))
    rec = Recorder(store, port=dev.port, say=lambda m: None)
    t = threading.Thread(target=rec.run, daemon=True)
    t.start()
    wait_until(lambda: rec.session is not None)
    press_all(dev, BUTTONS[:4])
    wait_until(lambda: store.last_seq(rec.session) == 4)
    assert dev.app.game.count == 4
    wait_until(lambda: dev.app.unfetched() == 0)
    rec.stop.set()
    t.join(5)
    r = run("flash", "clutches-of-the-picts-3h", "--new-game", "--port", dev.port, "--db", db)
    assert r.exit_code == 0 and "new game 2" in r.output and "discarded" not in r.output, r.output


def test_flash_of_a_preset_too_large_for_a_board_without_fram_plays_it_from_the_drive(tmp_path):
    from skelos_host.sim.device import SimDevice
    db = tmp_path / "s.sqlite"
    with SimDevice(tmp_path / "sim", profile="adafruit_macropad_rp2040") as board:   # nvm only
        r = run("flash", "shadow-from-acheron", "--new-game", "--discard", "--port", board.port, "--db", db)
        assert r.exit_code == 0, r.output
        assert "larger than the board's storage" in r.output and "plays the preset file on its drive" in r.output
        assert "new game 2 started" in r.output
        with Client.open(board.port) as c:
            assert c.info["scenario"] == "shadow-from-acheron"
    with SimDevice(tmp_path / "sim", profile="adafruit_macropad_rp2040") as board:    # and resumes it
        with Client.open(board.port) as c:
            assert c.info["scenario"] == "shadow-from-acheron" and c.info["game"] == 2


def test_flash_refuses_a_bad_scenario_before_sending(dev, tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text(presets.TEMPLATE.replace("move = 2", "move = -1"))
    r = run("flash", str(bad), "--port", dev.port, "--db", tmp_path / "s.sqlite")
    assert r.exit_code == 1 and "tiles[1].move" in r.output and "nothing sent" in r.output   # counted from 1


def test_unplugged_mid_upload_keeps_the_previous_scenario(dev):
    with Client.open(dev.port) as c:
        before = c.request("scenarios")["stored"]
        game = c.info["game"]

    c = Client.open(dev.port)

    def pull_the_plug(done, total):
        if done >= 384:
            dev.stop()
    with pytest.raises((Disconnected, TransportError, client_mod.RequestTimeout)):
        upload(c, presets.load_dict("clutches-of-the-picts-4h"), pull_the_plug)
    c.close()
    dev.start()
    with Client.open(dev.port) as c:
        assert c.request("scenarios")["stored"] == before
        assert c.info["game"] == game and c.info["scenario"] == "pict-village"
        # and a fresh upload after the replug works
        _, end = upload(c, presets.load_dict("clutches-of-the-picts-4h"))
        assert end["scenario"] == "clutches-of-the-picts-4h"


def test_upload_with_a_wrong_crc_changes_nothing(dev):
    with Client.open(dev.port) as c:
        before = c.request("scenarios")["stored"]
        c.request("upload_begin", size=12, crc=1)
        c.request("upload_chunk", offset=0, data="AAAAAAAAAAAAAAAA")
        with pytest.raises(DeviceError) as e:
            c.request("upload_end")
        assert e.value.code in ("upload_crc", "upload_invalid")
        assert c.request("scenarios")["stored"] == before


BUTTONS = ["turn", "slot3", "slot1", "turn", "turn", "slot2", "undo", "slot1", "turn",
           "turn", "slot2", "turn", "turn", "slot1", "undo", "turn"]


def test_lossless_log_across_a_forced_disconnect(dev, tmp_path):
    """The recorder holds the port; the game is played on the device's buttons,
    the board is unplugged mid-game and plugged back (new pty, same storage)."""
    store = Store(str(tmp_path / "s.sqlite"))
    messages = []
    rec = Recorder(store, port=lambda: dev.port, say=messages.append, backoff=(0.05, 0.1))
    t = threading.Thread(target=rec.run, daemon=True)
    t.start()
    wait_until(lambda: rec.session is not None)
    press_all(dev, BUTTONS[:7])
    wait_until(lambda: store.last_seq(rec.session) == 7)
    dev.stop()                       # unplug mid-log
    wait_until(lambda: any("link lost" in m for m in messages))
    dev.start()                      # replug: same storage, new pty
    press_all(dev, BUTTONS[7:])
    wait_until(lambda: store.last_seq(rec.session) == len(BUTTONS), timeout=10)
    rec.stop.set()
    t.join(5)
    sid = rec.session
    rows = store.db.execute("SELECT seq, COUNT(*) FROM events WHERE session = ? GROUP BY seq", (sid,)).fetchall()
    assert [s for s, _ in rows] == list(range(1, len(BUTTONS) + 1)) and all(n == 1 for _, n in rows)
    assert rec.connects >= 2
    # the store holds exactly the device's journal, and the replay is the device's state
    with Client.open(dev.port) as c:
        _, events, _ = c.events(after=0)
    assert [(e["seq"], e["rec"]) for e in store.events(sid)] == [(e["seq"], e["rec"]) for e in events]
    scenario, _ = presets.load_scenario("pict-village")
    game, problems = replay(scenario, store.events(sid), store.snapshots(sid))
    assert problems == [] and len(store.snapshots(sid)) >= 2
    assert game.snapshot() == dev.snapshot()


def test_replay_of_a_scripted_protocol_game_equals_the_device(dev, tmp_path):
    db = str(tmp_path / "s.sqlite")
    with Client.open(dev.port) as c:
        for name, args in SCRIPT:
            act(c, name, args)
    store = Store(db)
    rec = Recorder(store, port=dev.port, say=lambda m: None)
    t = threading.Thread(target=rec.run, daemon=True)
    t.start()
    wait_until(lambda: rec.session is not None and store.last_seq(rec.session) == len(SCRIPT))
    rec.stop.set()
    t.join(5)
    assert store.session_info(rec.session)["rules"] == dev.app.game.rules == dev.app.game.RULES
    r = run("replay", str(rec.session), "--db", db)
    assert r.exit_code == 0 and "replay matches the device" in r.output, r.output
    scenario, _ = presets.load_scenario("pict-village")
    game, problems = replay(scenario, store.events(rec.session), [])
    assert problems == [] and game.snapshot() == dev.snapshot()


def test_watch_follows_pushed_events(dev):
    out = {}

    def go():
        out["r"] = run("watch", "--port", dev.port, "--count", "2")
    t = threading.Thread(target=go)
    t.start()
    time.sleep(0.8)
    dev.press("turn")
    dev.wait_idle()
    time.sleep(0.3)
    dev.press("slot1")
    t.join(10)
    r = out["r"]
    assert r.exit_code == 0, r.output
    assert "Turn 1, Overlord: Pict Hunters - Red activated, slot 1, 1 gem" in r.output



def test_status_shows_the_points_an_event_still_gives(dev):
    """R20: the board's event menu, step by step; `status` shows the points left."""
    with Client.open(dev.port) as c:
        for name, args in (("begin_turn", []), ("kill", [0, 2]), ("activate", [7])):
            act(c, name, args)
        assert c.request("press", button="slot1", kind="long")["refusal"] == {"code": "choose_event"}
        assert c.request("press", button="slot1")["accepted"]                 # event 1: 4 points
        assert c.request("press", button="slot1", kind="long")["accepted"]   # +1 red hunter
        assert c.request("state")["display"]["menu"]["remaining"] == 3
    text = " ".join(run("status", "--port", dev.port).output.split())
    assert "reinforcement points left: 3 of 4" in text, text
    text = " ".join(run("--lang", "fr", "status", "--port", dev.port).output.split())
    assert "points de renfort restants : 3 sur 4" in text, text




def test_after_a_stall_without_reading_the_first_hello_is_answered(dev, monkeypatch):
    """Requests written to the board without reading its replies: it stops reading, the port fills and a
    write times out.  Such a write can leave part of its line in the board's buffer (the kernel took only
    what fitted: here the test puts that part on the port itself, as a torn write leaves it).  Once the
    host reads again, its first `hello` is answered, not glued to that part."""
    from skelos_host.device import transport as transport_mod
    monkeypatch.setattr(transport_mod, "WRITE_TIMEOUT", 0.3)
    t = transport_mod.Transport(dev.port)
    try:
        for i in range(3000):
            try:
                t.write_line(b'{"v":1,"id":%d,"cmd":"state"}' % (i + 1))
            except TransportError:
                break
        else:
            pytest.fail("3,000 requests written without a stall")
        with open(dev.port, "wb", buffering=0) as port:     # the part of a torn write
            while True:
                try:
                    port.write(b'{"v":1,"id":7')
                    break
                except BlockingIOError:
                    t.read_line(0.1)
        while t.read_line(1.0) is not None:     # the replies of the stall, then silence
            pass
        t.write_line(b'{"v":1,"id":999999,"cmd":"hello"}')
        deadline = time.monotonic() + 5
        reply = None
        while reply is None and time.monotonic() < deadline:
            line = t.read_line(0.5)
            msg = json.loads(line) if line else {}
            if msg.get("id") == 999999:
                reply = msg
        assert reply is not None and reply["ok"] and reply["protocol"] == 1
    finally:
        t.close()


def test_flash_new_game_solo_makes_the_board_play_the_overlord(dev, tmp_path):
    db = tmp_path / "s.sqlite"
    r = run("flash", "clutches-of-the-picts-3h", "--new-game", "--solo", "--level", "3", "--port", dev.port, "--db", db)
    assert r.exit_code == 0, r.output
    assert "the board plays the Overlord, level 3" in r.output
    with Client.open(dev.port) as c:
        st = c.request("state")["state"]
        assert st["solo"] == 3 and st["command"] is None and c.info["seq"] == 1
        rec = c.request("events", after=0)
        assert [e["rec"][0] for e in rec["events"]] == ["solo"]


@pytest.mark.parametrize("args,says", [(["--solo"], "add --new-game"), (["--new-game", "--level", "2"], "add --solo"),
                                       (["--new-game", "--solo", "--level", "4"], "4 is not in the range")])
def test_flash_solo_bad_options_say_why_and_send_nothing(dev, tmp_path, args, says):
    with Client.open(dev.port) as c:
        before = c.request("state")["state"]
    r = run("flash", "clutches-of-the-picts-3h", *args, "--port", dev.port, "--db", tmp_path / "s.sqlite")
    assert r.exit_code == 2 and says in r.output, r.output
    with Client.open(dev.port) as c:
        assert c.request("state")["state"] == before


def test_flash_solo_refuses_a_game_that_is_not_conan(dev, tmp_path):
    r = run("flash", "orcquest-warpath", "--new-game", "--solo", "--port", dev.port, "--db", tmp_path / "s.sqlite")
    assert r.exit_code == 2 and "Conan only" in r.output, r.output


def test_a_take_back_names_its_record_and_is_never_sent_to_a_board_that_cannot_check_it(dev):
    """Client.take_back: the board's last record undone when it is the one named; another record last:
    `not_last`, nothing changed; a board whose hello does not say `expect` (earlier firmware, which would
    ignore the argument and undo whatever is last) is sent no undo at all (`no_expect`)."""
    with Client.open(dev.port) as c:
        c.request("act", action="begin_turn", args=[])
        first = c.hello()
        c.request("act", action="activate", args=[1])
        with pytest.raises(DeviceError) as e:
            c.take_back(first["seq"], first["h"])
        assert e.value.code == "not_last" and e.value.values[0] == first["seq"] + 1
        assert c.hello()["seq"] == first["seq"] + 1
        last = c.hello()
        assert c.take_back(last["seq"], last["h"])["seq"] == last["seq"] + 1
        assert c.request("state")["state"]["activations"] == 0
        table = dev.app.link.table
        old = table["hello"]
        try:    # the earlier firmware's hello: no `expect`
            dev.app.link.table = dict(table, hello=lambda app, req: {k: v for k, v in old(app, req).items()
                                                                      if k != "expect"})
            now = c.hello()
            with pytest.raises(DeviceError) as e:
                c.take_back(now["seq"], now["h"], cmd="redo")
            assert e.value.code == client_mod.NO_EXPECT
            assert c.hello()["seq"] == now["seq"]          # nothing sent: nothing redone
        finally:
            dev.app.link.table = table
