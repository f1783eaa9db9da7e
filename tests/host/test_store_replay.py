"""Store, replay, report and export without a device (records from the rules core)."""

import csv
import io
import json
import re
import sqlite3
import time

import pytest
from click.testing import CliRunner
from scripted import play

from skelos.codec import encode_scenario
from skelos_host import presets
from skelos_host.session.analysis import replay
from skelos_host.views import view_of
from skelos_host.cli import cli
from skelos_host.session.exports import EVENT_COLUMNS
from skelos_host.session.store import Store


@pytest.fixture
def logged(tmp_path):
    """A store holding the scripted game as session 1, with snapshots after every turn end."""
    scenario, d = presets.load_scenario("pict-village")
    game, events = play(scenario)
    db = str(tmp_path / "s.sqlite")
    store = Store(db)
    sid = store.session("e6614103e7", 3, "pict-village", d, encode_scenario(d), "raspberry_pi_pico", "0.1.0")
    store.add_events(sid, events)
    store.add_snapshot(sid, game.count, game.snapshot())
    store.close()
    return db, sid, game, events


def test_events_are_stored_exactly_once(tmp_path):
    store = Store(str(tmp_path / "s.sqlite"))
    sid = store.session("abc", 1)
    assert store.session("abc", 1) == sid and store.session("abc", 2) != sid
    assert store.add_events(sid, [{"seq": 1, "rec": ["turn"]}, {"seq": 2, "rec": ["act", 1]}]) == 2
    assert store.add_events(sid, [{"seq": 2, "rec": ["act", 1]}, {"seq": 3, "rec": ["end"]}]) == 1
    assert store.last_seq(sid) == 3 and store.missing(sid) == []
    store.add_events(sid, [{"seq": 5, "rec": ["turn"]}])
    assert store.missing(sid) == [4]
    assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    with pytest.raises(sqlite3.IntegrityError):
        store.db.execute("INSERT INTO events (session, seq, rec, received_at) VALUES (?, 1, '[]', 0)", (sid,))


def test_a_failed_batch_leaves_nothing_behind(tmp_path):
    store = Store(str(tmp_path / "s.sqlite"))
    sid = store.session("abc", 1)
    with pytest.raises(KeyError):
        store.add_events(sid, [{"seq": 1, "rec": ["turn"]}, {"rec": ["end"]}])
    assert store.last_seq(sid) == 0


def test_resolve_session_references(logged):
    db, sid, _, _ = logged
    store = Store(db)
    assert store.resolve(str(sid)) == sid
    assert store.resolve("e6614103e7:3") == sid
    assert store.resolve("latest") == sid
    assert store.resolve("99") is None and store.resolve("nope") is None


def test_replay_matches_and_reports_divergence(logged):
    db, sid, game, events = logged
    store = Store(db)
    scenario, _ = presets.load_scenario("pict-village")
    g, problems = replay(scenario, store.events(sid), store.snapshots(sid))
    assert problems == [] and g.snapshot() == game.snapshot()
    bad = json.loads(json.dumps(game.snapshot()))
    bad["gems"]["available"] += 1
    _, problems = replay(scenario, events, [{"seq": game.count, "state": bad}])
    assert problems == ["snapshot at seq 20: gems.available: replay 12, device 13"]
    _, problems = replay(scenario, events[:5] + events[6:], [])
    assert any("expected seq 6" in p for p in problems)
    assert any("refused by the rules core" in p for p in problems)


def test_replay_command(logged):
    db, sid, _, _ = logged
    r = CliRunner().invoke(cli, ["replay", str(sid), "--db", db])
    assert r.exit_code == 0, r.output
    assert "20 records replayed" in r.output and "replay matches the device" in r.output
    r = CliRunner().invoke(cli, ["replay", "42", "--db", db])
    assert r.exit_code == 1 and "no session '42'" in r.output


def test_replay_command_flags_divergence(logged):
    db, sid, game, _ = logged
    store = Store(db)
    snap = game.snapshot()
    snap["turn"] = 7
    store.add_snapshot(sid, game.count, snap)
    store.close()
    r = CliRunner().invoke(cli, ["replay", str(sid), "--db", db])
    assert r.exit_code == 1 and "turn: replay 4, device 7" in r.output


def test_replay_without_scenario_says_so(tmp_path):
    db = str(tmp_path / "s.sqlite")
    with Store(db) as store:
        sid = store.session("abc", 1, "unknown-scenario")
        store.add_events(sid, [{"seq": 1, "rec": ["turn"]}])
    r = CliRunner().invoke(cli, ["replay", str(sid), "--db", db])
    assert r.exit_code == 1 and "no scenario" in r.output


def test_figures_ignore_undone_records():
    scenario, _ = presets.load_scenario("pict-village")
    _, events = play(scenario)
    f = view_of(scenario).figures(scenario, events)
    assert f["records"] == 20 and f["in_effect"] == 16
    assert sum(f["activations"].values()) == 5
    assert f["spent"]["activation"] > 0 and f["gems"]["turn"] == [1, 2, 3, 4] and f["undos"] == 2


def test_report_and_export_errors(tmp_path):
    db = str(tmp_path / "empty.sqlite")
    Store(db).close()
    r = CliRunner().invoke(cli, ["report", "--all", "--out", str(tmp_path / "x"), "--db", db])
    assert r.exit_code == 1 and "no sessions" in r.output
    r = CliRunner().invoke(cli, ["export", "7", "--db", db])
    assert r.exit_code == 1 and "no session" in r.output


def test_export_csv_and_json(logged, tmp_path, monkeypatch):
    db, sid, _, events = logged
    with Store(db) as store:
        store.db.execute("UPDATE events SET received_at = 1700000000.25 + seq")
        store.db.execute("UPDATE sessions SET started = 1700000000")
    monkeypatch.setenv("TZ", "America/New_York")
    time.tzset()
    try:
        r = CliRunner().invoke(cli, ["export", str(sid), "--format", "csv", "--db", db])
        assert r.exit_code == 0
        rows = list(csv.reader(io.StringIO(r.output)))
        out = tmp_path / "s.json"
        r = CliRunner().invoke(cli, ["export", str(sid), "--format", "json", "-o", str(out), "--db", db])
        assert r.exit_code == 0
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()
    assert rows[0] == list(EVENT_COLUMNS) == ["session", "seq", "received_at", "record", "args"]
    assert len(rows) == 21
    # ISO 8601 with the offset of the machine's time zone (New York: UTC-5 in November)
    assert rows[3] == [str(sid), "3", "2023-11-14T17:13:23.250-05:00", "move", "[2, 1]"]
    doc = json.loads(out.read_text())
    assert doc["schema"] == 1 and doc["started"] == "2023-11-14T17:13:20-05:00"
    assert [[e["record"]] + e["args"] for e in doc["events"]] == [e["rec"] for e in events]
    assert doc["events"][2] == {"session": sid, "seq": 3, "received_at": "2023-11-14T17:13:23.250-05:00",
                                "record": "move", "args": [2, 1]}
    assert doc["scenario"]["id"] == "pict-village" and doc["device_serial"] == "e6614103e7"
    assert doc["game"] == "conan" and doc["game_number"] == 3


def test_sessions_command(logged):
    db, sid, _, _ = logged
    r = CliRunner().invoke(cli, ["sessions", "--db", db])
    assert r.exit_code == 0 and "e6614103e7" in r.output


def test_replay_speaks_french_with_its_plurals_decimals_story_and_names(logged):
    db, sid, _, _ = logged
    r = CliRunner().invoke(cli, ["--lang", "fr", "replay", str(sid), "--db", db, "--story"])
    assert r.exit_code == 0, r.output
    flat = " ".join(r.output.split())
    assert "20 enregistrements rejoués" in flat and "contrôle sur 1 instantané de la carte" in flat, flat
    assert re.search(r"en \d+,\d{3} s", flat) and not re.search(r"en \d+\.\d{3} s", flat), flat
    assert "instantanés" not in flat and "comparés à 1" not in flat
    assert "Village picte (exemple du Livre de l'Overlord)" in flat and "Chasseurs pictes (socle rouge)" in flat
    assert "Tour 1, Overlord\u00a0: Début du tour de l'Overlord" in r.output          # the story, line by line
    assert "Pict Hunters" not in r.output
    r = CliRunner().invoke(cli, ["replay", str(sid), "--db", db])
    assert "20 records replayed" in r.output and "checked against 1 device snapshot" in " ".join(r.output.split())
    assert "Turn 1, Overlord" not in r.output                                   # the story only when asked
