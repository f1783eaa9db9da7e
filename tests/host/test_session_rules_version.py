"""The host keeps each session's rules version: stored from the board's hello,
NULL (rules 1) in a store written before versions existed; replay, report and
export use it; a board's `old_rules` warning has texts in both languages."""

import json
import sqlite3

from click.testing import CliRunner
from fixtures import pict_village
from scripted import play

from skelos.codec import encode_scenario
from skelos.conan.game import Game
from skelos.games import load
from skelos_host import presets
from skelos_host.device import faults
from skelos_host.text import i18n
from skelos_host.session.analysis import replay
from skelos_host.cli import cli
from skelos_host.session.recorder import rules_of_hello
from skelos_host.session.store import Store
from skelos_host.views import view_of

# accepted by rules 1 only (R13: the caster's spell after another tile's activation)
OLD_ONLY = [("begin_turn", []), ("activate", [2]), ("activate", [1]), ("cast", [0, 2]), ("end_turn", [])]

# the sessions table as stores of the first schema have it
FIRST_SCHEMA = """
CREATE TABLE sessions (id INTEGER PRIMARY KEY, device_serial TEXT NOT NULL, game INTEGER NOT NULL,
    scenario_id TEXT, scenario_json TEXT, scenario_blob BLOB, board TEXT, firmware TEXT, started REAL NOT NULL,
    UNIQUE (device_serial, game));
CREATE TABLE events (session INTEGER NOT NULL REFERENCES sessions(id), seq INTEGER NOT NULL, rec TEXT NOT NULL,
    received_at REAL NOT NULL, UNIQUE (session, seq));
CREATE TABLE snapshots (session INTEGER NOT NULL REFERENCES sessions(id), seq INTEGER NOT NULL, state TEXT NOT NULL,
    taken_at REAL NOT NULL);
CREATE TABLE scenarios (crc INTEGER PRIMARY KEY, scenario_id TEXT NOT NULL, scenario_json TEXT NOT NULL,
    blob BLOB NOT NULL, added REAL NOT NULL);
"""


def old_game():
    d = pict_village(available=20, fatigue=0)     # the village with Zogar Sag's spell
    scenario = load(d)[0]
    g = Game(scenario, 1)
    events = []
    for name, args in OLD_ONLY:
        assert getattr(g, name)(*args) is None
        events.append({"seq": g.count, "rec": g.record_list(g.count - 1)})
    return scenario, d, g, events


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], env={"COLUMNS": "200"})


def test_a_session_replays_under_its_own_rules_version(tmp_path):
    scenario, d, g, events = old_game()
    db = str(tmp_path / "s.sqlite")
    with Store(db) as store:
        old = store.session("board", 1, "pict-village", d, encode_scenario(d), rules=1)
        new = store.session("board", 2, "pict-village", d, encode_scenario(d), rules=Game.RULES)
        for sid in (old, new):
            store.add_events(sid, events)
        store.add_snapshot(old, g.count, g.snapshot())
        assert store.session_info(old)["rules"] == 1 and store.session_info(new)["rules"] == Game.RULES
    r = run("replay", old, "--db", db)
    assert r.exit_code == 0 and "replay matches the device" in r.output and "rules version 1" in r.output, r.output
    r = run("replay", new, "--db", db)          # the same records under today's rules: refused
    assert r.exit_code == 1 and "refused by the rules core: caster_not_activated now" in r.output, r.output
    game, problems = replay(scenario, events, [], rules=1)
    assert problems == [] and game.rules == 1
    f = view_of(scenario).figures(scenario, events, 1)
    assert f["in_effect"] == len(OLD_ONLY) and f["spent"]["spell"] == 2
    assert view_of(scenario).figures(scenario, events, Game.RULES)["in_effect"] == len(OLD_ONLY) - 1
    doc = json.loads(run("export", old, "--db", db).output)
    assert doc["rules"] == 1
    rows = json.loads(run("sessions", "--json", "--db", db).output)
    assert [r["rules"] for r in rows] == [1, Game.RULES]


def test_a_store_of_the_first_schema_opens_and_its_sessions_play_rules_1(tmp_path):
    _scenario, d, g, events = old_game()
    db = str(tmp_path / "old.sqlite")
    con = sqlite3.connect(db)
    con.executescript(FIRST_SCHEMA)
    con.execute("INSERT INTO sessions VALUES (1, 'board', 7, 'pict-village', ?, ?, 'raspberry_pi_pico', '0.1.0', 0)",
                (json.dumps(d), encode_scenario(d)))
    for e in events:
        con.execute("INSERT INTO events VALUES (1, ?, ?, 0)", (e["seq"], json.dumps(e["rec"])))
    con.commit()
    con.close()
    # the reading commands open it read-only, as it is
    r = run("replay", 1, "--db", db)
    assert r.exit_code == 0 and "replay matches the device" in r.output, r.output
    assert json.loads(run("sessions", "--json", "--db", db).output)[0]["rules"] == 1
    with Store(db, readonly=True) as store:
        assert store.session_info(1)["rules"] == 1 and store.sessions()[0]["rules"] == 1
    with Store(db) as store:                     # opened for writing: it gets the column
        assert store.session_info(1)["rules"] == 1
        assert len(store.events(1)) == len(OLD_ONLY)
        # the board's next hello fills it in
        assert store.session("board", 7, rules=1) == 1
    with Store(db) as store:                     # a second open does not migrate again
        assert store.session_info(1)["rules"] == 1
    r = run("replay", 1, "--db", db)
    assert r.exit_code == 0 and "replay matches the device" in r.output, r.output


def test_the_rules_of_a_hello():
    assert rules_of_hello({"game": 3, "rules": 2}) == 2
    assert rules_of_hello({"game": 3}) == 1          # firmware from before rules versions
    assert rules_of_hello({"game": None, "rules": None}) is None
    for bad in ("2", True, 0, 300, [2]):             # a malformed hello stores no version
        assert rules_of_hello({"game": 3, "rules": bad}) is None


def test_the_old_rules_warning_in_both_languages():
    w = {"code": "old_rules", "detail": "rules version 1, new games play 2", "args": [1, 2]}
    what, fix = faults.describe(w)
    assert "rules version 1" in what and "new game" in fix
    i18n.set_language("fr")
    try:
        what, fix = faults.describe(w)
        assert "version 1 des règles" in what and "nouvelle partie" in fix
    finally:
        i18n.set_language("en")
    assert faults.describe({"code": "old_rules", "detail": "rules version 1"})[0]   # without args: no crash


def test_the_scripted_sessions_play_todays_rules():
    scenario, _ = presets.load_scenario("pict-village")
    g, events = play(scenario)
    assert g.rules == Game.RULES
    game, problems = replay(scenario, events, [])
    assert problems == [] and game.rules == Game.RULES


def test_a_board_resuming_an_old_game_is_logged_and_replayed_under_its_rules(tmp_path):
    """The simulated board boots storage written before rules versions (the header's
    byte 14 left 0) holding a game only rules 1 accept; `status` says so, `skelos log`
    stores the session's version and `skelos replay` matches the board."""
    import threading

    from simhelp import wait_until
    from skelos import codec, games
    from legacy_image import write_legacy

    from skelos_host.session.recorder import Recorder, blob_crcs
    from skelos_host.sim import SimDevice
    from skelos_host.sim.virtual import FileMemory

    d = pict_village(available=20, fatigue=0)
    blob = codec.encode_scenario(d)
    board = tmp_path / "board"
    board.mkdir()
    mem = FileMemory(board / "storage-raspberry_pi_pico.bin", 32768)
    g = games.new_game(load(d)[0], 1)
    for name, args in OLD_ONLY:
        assert getattr(g, name)(*args) is None
    write_legacy(mem, blob, [g.record(i) for i in range(g.count)])   # as a board of an earlier firmware kept it
    mem.close()
    db = str(tmp_path / "s.sqlite")
    with Store(db) as store:
        for crc in blob_crcs(blob):
            store.remember_scenario(crc, d, blob)     # as `skelos flash` does
    dev = SimDevice(board).start()
    try:
        r = run("status", "--port", dev.port)
        text = " ".join(r.output.split())
        assert r.exit_code == 0 and "started under rules version 1" in text, text
        store = Store(db)
        rec = Recorder(store, port=dev.port, say=lambda m: None)
        t = threading.Thread(target=rec.run, daemon=True)
        t.start()
        wait_until(lambda: rec.session is not None and store.last_seq(rec.session) == len(OLD_ONLY))
        rec.stop.set()
        t.join(5)
        assert store.session_info(rec.session)["rules"] == 1 and store.snapshots(rec.session)
        r = run("replay", rec.session, "--db", db)
        assert r.exit_code == 0 and "replay matches the device" in r.output, r.output
        store.close()
    finally:
        dev.stop()
