"""The heroes' figures of a session (the side played beside its board) kept in the session store beside
the session's own figures: computed by the first report, read by the next ones instead of replaying the
sheets, computed again when the game's heroes' rows change (a record more, a seat stored again, a branch
of the board's history) and when a kept row does not check (edited, damaged); a store of the schema
before them gets their table by its migration."""

import importlib.util
import json
import os
import sqlite3
import sys

import pytest
from click.testing import CliRunner

from skelos_host.cli import cli
from skelos_host.heroes import side
from skelos_host.heroes.log import HeroLog
from skelos_host.session.store import STORE_VERSION, Store

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SOLO = [2, 4]           # the bench's store: every second session a solo game with its heroes' sheets


def _bench():
    sys.path.insert(0, os.path.join(ROOT, "tests", "host"))
    spec = importlib.util.spec_from_file_location("report_bench", os.path.join(ROOT, "bench", "report_bench.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    db = str(tmp_path_factory.mktemp("made") / "club.sqlite")
    _bench().fill_store(db, 4, 60)
    with open(db, "rb") as fh:
        return fh.read()


@pytest.fixture
def club(made, tmp_path):
    db = tmp_path / "club.sqlite"
    db.write_bytes(made)
    return str(db)


@pytest.fixture
def computed(monkeypatch):
    """The sessions whose heroes' figures the report computed (replayed the sheets of), in order."""
    seen = []
    real = side.figures
    monkeypatch.setattr(side, "figures", lambda path, sid: seen.append(sid) or real(path, sid))
    return seen


def run(*args):
    r = CliRunner().invoke(cli, [str(a) for a in args])
    assert r.exit_code == 0, r.output
    return r.output


def _kept(db):
    """{session: (version, mark, figures, stamp)} of the heroes' figures the store keeps."""
    con = sqlite3.connect(db)
    try:
        return {sid: (v, m, json.loads(f), st) for sid, v, m, f, st in
                con.execute("SELECT session, version, mark, figures, stamp FROM side_figures WHERE side = 'heroes'")}
    finally:
        con.close()


def _section(out, sid):
    """The heroes' section of a session's page."""
    page = (out / ("session-%d.html" % sid)).read_text(encoding="utf-8")
    return page[page.index("<h2>The heroes</h2>"):]


def test_the_first_report_keeps_the_heroes_figures_and_the_next_one_replays_no_sheet(club, tmp_path, computed):
    run("report", "--all", "--out", tmp_path / "a", "--db", club)
    assert computed == SOLO
    kept = _kept(club)
    assert sorted(kept) == SOLO
    for sid in SOLO:
        assert len(kept[sid][2]) == 3 and len(kept[sid][3]) == 64
    computed.clear()
    run("report", "--all", "--out", tmp_path / "b", "--db", club)           # another folder: no manifest
    assert computed == []
    for sid in SOLO:
        assert _section(tmp_path / "a", sid) == _section(tmp_path / "b", sid)
    assert json.loads((tmp_path / "a" / "report.json").read_text())["sessions"] == \
        json.loads((tmp_path / "b" / "report.json").read_text())["sessions"]


def test_kept_figures_are_the_sheets_replayed(club, tmp_path):
    from skelos_host.heroes import session

    run("report", "--all", "--out", tmp_path / "a", "--db", club)
    kept = _kept(club)
    for sid in SOLO:
        assert kept[sid][2] == session.figures_of(club, sid)


def test_a_record_more_a_seat_stored_again_or_a_branch_computes_them_again(club, tmp_path, computed):
    run("report", "--all", "--out", tmp_path / "a", "--db", club)
    before = _kept(club)
    with Store(club) as store:
        uid = store.db.execute("SELECT uid FROM sessions WHERE id = 2").fetchone()[0]
    log = HeroLog(club)
    try:
        last = log.records(uid)[-1]
        log.add(uid, dict(last, n=last["n"] + 1, prev=last["n"], rid=None, answer=None))
    finally:
        log.close()
    computed.clear()
    run("report", "--all", "--out", tmp_path / "b", "--db", club)
    assert computed == [2]                       # (session 4's rows did not change: read as kept)
    after = _kept(club)
    assert after[2][1] != before[2][1] and after[4] == before[4]

    log = HeroLog(club)
    try:
        seat = log.seats(uid)[0]
        log.put_seat(uid, seat["seat"], dict(seat["hero"], name="Conan the Renamed"), None, None)
    finally:
        log.close()
    computed.clear()
    run("report", "--all", "--out", tmp_path / "c", "--db", club)
    assert computed == [2] and _kept(club)[2][2][0]["name"] == "Conan the Renamed"
    assert "Conan the Renamed" in _section(tmp_path / "c", 2)

    with Store(club) as store:                   # the board went back: a branch of its history
        forked = store.fork(4, 5)
    computed.clear()
    run("report", "--all", "--out", tmp_path / "d", "--db", club)
    assert computed == [forked] and sorted(_kept(club)) == [2, 4, forked]


@pytest.mark.parametrize("damage", ["edited", "another stamp", "not json", "no stamp", "another version"])
def test_a_kept_row_that_does_not_check_is_refused_and_computed_again(club, tmp_path, computed, damage):
    run("report", "--all", "--out", tmp_path / "a", "--db", club)
    good = _kept(club)[2]
    con = sqlite3.connect(club)
    text = con.execute("SELECT figures FROM side_figures WHERE session = 2").fetchone()[0]
    planted = json.loads(text)
    planted[0]["wounds"] = 99
    planted[0]["name"] = "Planted"
    change = {"edited": ("figures", json.dumps(planted)), "another stamp": ("stamp", "0" * 64),
              "not json": ("figures", "[{not json"), "no stamp": ("stamp", None),
              "another version": ("version", "0:0")}[damage]
    con.execute("UPDATE side_figures SET %s = ? WHERE session = 2" % change[0], (change[1],))
    con.commit()
    con.close()
    computed.clear()
    run("report", "--all", "--out", tmp_path / "b", "--db", club)
    assert computed == [2]
    assert "Planted" not in _section(tmp_path / "b", 2)
    assert _section(tmp_path / "b", 2) == _section(tmp_path / "a", 2)
    assert _kept(club)[2] == good                # kept again as computed, under this user's stamp


def test_a_store_of_the_schema_before_them_gets_their_table_by_its_migration(club, tmp_path, computed):
    con = sqlite3.connect(club)                  # as the version before left it
    con.execute("DROP TABLE side_figures")
    con.execute("PRAGMA user_version = 1")
    con.commit()
    con.close()
    with Store(club, readonly=True) as store:    # read-only: read as it is, nothing kept
        assert store.stored_side_figures([1, 2, 3, 4]) == {}
        assert "side_figures" not in {r[0] for r in store.db.execute("SELECT name FROM sqlite_master")}
    with Store(club) as store:                   # opened to write: migrated
        assert store.db.execute("PRAGMA user_version").fetchone()[0] == STORE_VERSION == 2
        assert store.stored_side_figures([1, 2, 3, 4]) == {}
        assert store.count_sessions() == 4
    run("report", "--all", "--out", tmp_path / "a", "--db", club)
    assert computed == SOLO and sorted(_kept(club)) == SOLO


def test_a_side_figures_table_the_store_cannot_read_leaves_the_report_whole(club, tmp_path, computed):
    run("report", "--all", "--out", tmp_path / "a", "--db", club)
    con = sqlite3.connect(club)                  # another program's table of that name: no figures, no stamp
    con.execute("DROP TABLE side_figures")
    con.execute("CREATE TABLE side_figures (session INTEGER, side TEXT)")
    con.commit()
    con.close()
    computed.clear()
    run("report", "--all", "--out", tmp_path / "b", "--db", club)
    assert computed == SOLO
    for sid in SOLO:
        assert _section(tmp_path / "b", sid) == _section(tmp_path / "a", sid)


def test_the_logger_keeps_the_heroes_figures_of_the_game_it_leaves(club, tmp_path, computed):
    from skelos_host.session.recorder import Recorder

    with Store(club) as store:
        rec = Recorder(store, say=lambda *a: None)
        for sid in (1, 2, 3, 4):                 # (1 and 3: games without heroes, nothing kept for them)
            rec.keep_figures(sid)
    assert computed == SOLO and sorted(_kept(club)) == SOLO
    computed.clear()
    with Store(club) as store:                   # left again unchanged: nothing computed again
        Recorder(store, say=lambda *a: None).keep_figures(2)
    assert computed == []
    run("report", "--all", "--out", tmp_path / "a", "--db", club)
    assert computed == []                        # the first report replays no sheet
