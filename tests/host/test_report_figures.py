"""Each session's report figures kept in the session store: computed once (when the logger
leaves the game, or by the first report), read by the later reports instead of replaying,
computed again when the session grew or the figures' version changed; the store's migration
that adds them; the report read a slice of sessions at a time; the report's groups per
scenario, per table (board) and per level of the board's Overlord (solo)."""

import json
import sqlite3
import threading
import time

import pytest
from click.testing import CliRunner

from known_sessions import CONAN, known_store, play

from skelos.codec import encode_scenario
from skelos_host.session import analysis
from skelos_host.cli import cli
from skelos_host.session import reportgroups
from skelos_host.session.store import STORE_VERSION, Store
from skelos_host.views import conan


@pytest.fixture
def known(tmp_path):
    return known_store(str(tmp_path / "club.sqlite"))


def run(*args):
    r = CliRunner().invoke(cli, [str(a) for a in args])
    assert r.exit_code == 0, r.output
    return r.output


def _kept(db):
    """{session: (version, mark, figures entry)} of the figures the store keeps."""
    con = sqlite3.connect(db)
    try:
        return {sid: (v, m, json.loads(f)) for sid, v, m, f in
                con.execute("SELECT session, version, mark, figures FROM figures")}
    finally:
        con.close()


@pytest.fixture
def replays(monkeypatch):
    """The Conan sessions replayed for their figures (their ids, in order)."""
    seen = []
    real = conan.figures
    monkeypatch.setattr(conan, "figures", lambda scenario, events, rules=None: seen.append(len(events))
                        or real(scenario, events, rules))
    return seen


def test_the_first_report_keeps_the_figures_and_the_next_one_replays_nothing(known, tmp_path, replays):
    run("report", "--all", "--out", tmp_path / "a", "--db", known)
    assert len(replays) == 3
    kept = _kept(known)
    assert sorted(kept) == [1, 2, 3, 4]
    with Store(known) as store:
        for row in store.session_rows():
            version, mark, entry = kept[row["id"]]
            assert version == analysis.figures_version() and mark == analysis.figures_mark(row)
            assert entry["figures"] == analysis.session_figures(store, row["id"])["figures"]
    replays.clear()
    first = json.loads((tmp_path / "a" / "report.json").read_text())
    run("report", "--all", "--out", tmp_path / "b", "--db", known)          # a cold folder: nothing replayed
    assert replays == []
    second = json.loads((tmp_path / "b" / "report.json").read_text())
    assert {k: v for k, v in first.items() if k != "generated"} == {k: v for k, v in second.items()
                                                                     if k != "generated"}


def test_a_session_that_grew_and_a_new_figures_version_are_computed_again(known, tmp_path, replays, monkeypatch):
    run("report", "--all", "--out", tmp_path / "a", "--db", known)
    replays.clear()
    with Store(known) as store:                  # session 1 goes on: its figures only
        d, events = play("pict-village", CONAN["A"] + [("begin_turn",)])
        store.add_events(1, events[6:])
    run("report", "--all", "--out", tmp_path / "b", "--db", known)
    assert replays == [7]
    assert _kept(known)[1][2]["figures"]["records"] == 7
    replays.clear()
    monkeypatch.setattr(analysis, "FIGURES_VERSION", analysis.FIGURES_VERSION + 1)
    run("report", "--all", "--out", tmp_path / "c", "--db", known)
    assert len(replays) == 3
    assert {v for v, _m, _e in _kept(known).values()} == {analysis.figures_version()}


def test_the_logger_keeps_the_figures_of_the_game_it_leaves(tmp_path):
    from simhelp import press_all

    from skelos_host.session.recorder import Recorder
    from skelos_host.sim import SimDevice

    db = str(tmp_path / "s.sqlite")
    with SimDevice(tmp_path / "board") as dev, Store(db) as store:
        rec = Recorder(store, port=dev.port, say=lambda m: None)
        t = threading.Thread(target=rec.run, daemon=True)
        t.start()
        end = time.monotonic() + 10
        while rec.session is None and time.monotonic() < end:
            time.sleep(0.02)
        press_all(dev, ["turn", "slot3", "slot1", "turn"])
        while store.last_seq(rec.session) < 4 and time.monotonic() < end:
            time.sleep(0.02)
        assert store.last_seq(rec.session) == 4
        rec.stop.set()
        t.join(5)
        sid = rec.session
        row = store.session_rows(only=sid)[0]
        computed = analysis.session_figures(store, sid)
    version, mark, entry = _kept(db)[sid]
    assert version == analysis.figures_version() and mark == analysis.figures_mark(row)
    assert entry == computed and entry["figures"]["records"] == 4


def test_a_store_of_the_schema_before_figures_gets_them_by_its_migration(known, tmp_path):
    con = sqlite3.connect(known)                 # as an earlier version left it
    con.execute("DROP TABLE IF EXISTS figures")
    con.execute("PRAGMA user_version = 0")
    con.commit()
    con.close()
    with Store(known, readonly=True) as store:   # read-only: read as it is, no figures kept
        assert [r["figures"] for r in store.session_rows()] == [None] * 4
    with Store(known) as store:                  # opened to write: migrated
        assert store.db.execute("PRAGMA user_version").fetchone()[0] == STORE_VERSION
        names = {r[0] for r in store.db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        assert "figures" in names and store.count_sessions() == 4
    run("report", "--all", "--out", tmp_path / "rep", "--db", known)
    assert sorted(_kept(known)) == [1, 2, 3, 4]


def test_a_report_read_a_slice_at_a_time_is_the_same_report(known, tmp_path, monkeypatch):
    with Store(known) as store:                  # more sessions than slices of 2
        for i in range(3):
            d, events = play("pict-village", CONAN["B"])
            store.add_events(store.session("board3", 10 + i, d["id"], d, encode_scenario(d)), events)
    monkeypatch.setattr(reportgroups, "BATCH", 2)     # first: figures computed and kept slice after slice
    run("report", "--all", "--out", tmp_path / "sliced", "--db", known)
    assert sorted(_kept(known)) == list(range(1, 8))
    monkeypatch.setattr(reportgroups, "BATCH", 256)
    run("report", "--all", "--out", tmp_path / "whole", "--db", known)
    a, b = (json.loads((tmp_path / n / "report.json").read_text()) for n in ("whole", "sliced"))
    a.pop("generated"), b.pop("generated")
    assert a == b and len(a["sessions"]) == 7
    assert (tmp_path / "whole" / "sessions-conan.csv").read_text() == \
        (tmp_path / "sliced" / "sessions-conan.csv").read_text()


def _club(db):
    """board1: two games of the players; board2: the board as the Overlord at level 2 (it wins), then at 3;
    each logged under the current rules (the board's Overlord came with rules version 4)."""
    from skelos.games import rules_of

    games = [("board1", CONAN["A"]), ("board1", CONAN["B"]), ("board2", [("start_solo", 2, 7), ("finish", 2)]),
             ("board2", [("start_solo", 3, 9), ("begin_turn",)])]
    with Store(db) as store:
        for i, (serial, script) in enumerate(games):
            d, events = play("pict-village", script)
            sid = store.session(serial, i + 1, d["id"], d, encode_scenario(d), "raspberry_pi_pico", "0.1.0",
                                rules=rules_of("conan"))
            store.add_events(sid, events, received_at=1_700_000_000 + i * 3600)
    return db


def test_the_report_groups_per_scenario_per_table_and_per_level(tmp_path):
    db = _club(str(tmp_path / "club.sqlite"))
    out = tmp_path / "rep"
    run("report", "--all", "--out", out, "--db", db)
    doc = json.loads((out / "report.json").read_text())
    tables = {t["serial"]: t for t in doc["tables"]}
    assert sorted(tables) == ["board1", "board2"]
    assert tables["board1"]["sessions"] == 2 and tables["board1"]["outcomes"] == {"playing": 1, "heroes": 1}
    assert tables["board2"]["outcomes"] == {"overlord": 1, "playing": 1}
    assert tables["board2"]["board"] == "raspberry_pi_pico"
    assert tables["board2"]["scenarios"] == ["conan:pict-village"]
    [group] = doc["groups"]
    assert group["overview"]["sessions"] == 4
    levels = {lv["level"]: lv["overview"] for lv in group["levels"]}
    assert sorted(levels) == [0, 2, 3]
    assert levels[0]["sessions"] == 2 and levels[0]["outcomes"]["heroes"] == 1
    assert levels[2]["sessions"] == 1 and levels[2]["outcomes"]["overlord"] == 1
    assert levels[3]["sessions"] == 1 and levels[3]["outcomes"]["playing"] == 1
    page = (out / "index.html").read_text()
    assert "<h2>Tables</h2>" in page and "board2 (raspberry_pi_pico)" in page
    assert "The board plays the Overlord, level 2" in page and "The players play the Overlord" in page
    run("--lang", "fr", "report", "--all", "--out", tmp_path / "fr", "--db", db)
    page = (tmp_path / "fr" / "index.html").read_text()
    assert "Le plateau joue l&#x27;Overlord, niveau 3" in page and "Les joueurs jouent l&#x27;Overlord" in page
    assert "dernière partie" in page


def test_a_scenario_without_the_board_as_overlord_has_no_levels(known, tmp_path):
    run("report", "--all", "--out", tmp_path / "rep", "--db", known)
    doc = json.loads((tmp_path / "rep" / "report.json").read_text())
    assert all(g["levels"] == [] for g in doc["groups"])
    assert "Overlord, level" not in (tmp_path / "rep" / "index.html").read_text()
