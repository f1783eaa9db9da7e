"""Store, replay, report and export without a device (records from the rules core)."""

import csv
import io
import json
import os
import sqlite3

import pytest
from click.testing import CliRunner
from scripted import play

from skelos.codec import encode_scenario
from skelos_host import presets
from skelos_host.analysis import replay
from skelos_host.views import view_of
from skelos_host.cli import cli
from skelos_host.store import Store


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
        store.db.execute("INSERT INTO events VALUES (?, 1, '[]', 0)", (sid,))


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
    assert f["spent"]["activation"] > 0 and len(f["gems"]) == 4
    assert sum(f["per_turn"].values()) == 20


def test_report_writes_plots_and_html(logged, tmp_path):
    db, sid, _, _ = logged
    out = tmp_path / "rep"
    r = CliRunner().invoke(cli, ["report", "--all", "--out", str(out), "--db", db])
    assert r.exit_code == 0, r.output
    names = sorted(os.listdir(out))
    assert names == [".skelos-report.json", "index.html"] + ["session-%d-%s.png" % (sid, n) for n in
                                                             ("activations", "gems", "spent", "turns")]
    names = names[1:]
    for n in names[1:]:
        assert (out / n).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "Session %d" % sid in (out / "index.html").read_text()
    assert "20 records" in r.output


def test_report_of_many_sessions_draws_in_parallel_and_only_what_changed(tmp_path):
    scenario, d = presets.load_scenario("pict-village")
    _, events = play(scenario)
    db = str(tmp_path / "s.sqlite")
    with Store(db) as store:
        for g in range(1, 6):
            store.add_events(store.session("board", g, "pict-village", d, encode_scenario(d)), events)
    out = tmp_path / "rep"

    def report(*extra):
        r = CliRunner().invoke(cli, ["report", "--all", "--out", str(out), "--db", db, *extra])
        assert r.exit_code == 0, r.output
        return r.output

    def mtimes():
        return {n: os.stat(out / n).st_mtime_ns for n in os.listdir(out) if n.endswith(".png")}

    report("--jobs", "2")                     # five sessions: drawn by two worker processes
    first = mtimes()
    assert len(first) == 20 and all((out / n).read_bytes()[:4] == b"\x89PNG" for n in first)
    with Store(db) as store:                  # a new game night
        store.add_events(store.session("board", 6, "pict-village", d, encode_scenario(d)), events[:9])
    text = report("--jobs", "2")
    assert "plots of 5 sessions kept from the previous report" in text
    second = mtimes()
    assert len(second) == 24 and all(second[n] == first[n] for n in first)
    html_text = (out / "index.html").read_text()
    assert all("Session %d" % i in html_text for i in range(1, 7))
    (out / "session-2-gems.png").unlink()     # a missing plot is drawn again, with its session's others
    text = report()
    assert "plots of 5 sessions kept" in text and (out / "session-2-gems.png").exists()
    third = mtimes()
    r = CliRunner().invoke(cli, ["--lang", "fr", "report", "--all", "--out", str(out), "--db", db])
    assert r.exit_code == 0, r.output
    assert "<html lang=fr>" in (out / "index.html").read_text()
    fourth = mtimes()                         # French titles: every plot is drawn again
    assert set(fourth) == set(third) and all(fourth[n] != third[n] for n in third)


def test_report_and_export_errors(tmp_path):
    db = str(tmp_path / "empty.sqlite")
    Store(db).close()
    r = CliRunner().invoke(cli, ["report", "--all", "--out", str(tmp_path / "x"), "--db", db])
    assert r.exit_code == 1 and "no sessions" in r.output
    r = CliRunner().invoke(cli, ["export", "7", "--db", db])
    assert r.exit_code == 1 and "no session" in r.output


def test_export_csv_and_json(logged, tmp_path):
    db, sid, _, events = logged
    r = CliRunner().invoke(cli, ["export", str(sid), "--format", "csv", "--db", db])
    assert r.exit_code == 0
    rows = list(csv.reader(io.StringIO(r.output)))
    assert rows[0] == ["seq", "received_at", "record", "args"] and len(rows) == 21
    assert rows[3][2:] == ["move", "[2, 1]"]
    out = tmp_path / "s.json"
    r = CliRunner().invoke(cli, ["export", str(sid), "--format", "json", "-o", str(out), "--db", db])
    assert r.exit_code == 0
    doc = json.loads(out.read_text())
    assert [e["rec"] for e in doc["events"]] == [e["rec"] for e in events]
    assert doc["scenario"]["id"] == "pict-village" and doc["device_serial"] == "e6614103e7"


def test_sessions_command(logged):
    db, sid, _, _ = logged
    r = CliRunner().invoke(cli, ["sessions", "--db", db])
    assert r.exit_code == 0 and "e6614103e7" in r.output
