"""A damaged, foreign, missing or read-only session store: the commands that read
it say what is wrong in one line, exit non-zero, and never write to it (a report
that read its sessions keeps their figures in it, and changes nothing else)."""

import os
import shutil
import sqlite3
import subprocess

import pytest
from clihelp import refused, skelos, skelos_here
from scripted import play

from skelos.codec import encode_scenario
from skelos_host import presets
from skelos_host.session.store import Store

READERS = [
    ["sessions"],
    ["replay", "latest"],
    ["report", "latest", "--out", "{tmp}/report"],
    ["export", "latest"],
    ["export", "latest", "--format", "csv"],
]


@pytest.fixture
def good_store(tmp_path):
    """A store holding the scripted game as session 1 (closed: everything is in the main file)."""
    scenario, d = presets.load_scenario("pict-village")
    game, events = play(scenario)
    folder = tmp_path / "store"
    folder.mkdir()
    db = folder / "sessions.sqlite"
    with Store(str(db)) as store:
        sid = store.session("e6614103e7", 3, "pict-village", d, encode_scenario(d), "raspberry_pi_pico", "0.1.0")
        store.add_events(sid, events)
        store.add_snapshot(sid, game.count, game.snapshot())
    assert sorted(os.listdir(folder)) == ["sessions.sqlite"]
    return db


def _listing(folder):
    return {p.name: p.read_bytes() for p in folder.iterdir()}


def _run_readers(db, tmp_path, readers=READERS, run=skelos):
    """Run the reading commands on `db`; returns the refusal lines (None for a success)."""
    out = []
    for cmd in readers:
        args = [a.format(tmp=tmp_path) for a in cmd] + ["--db", db]
        r = run(*args)
        if r.returncode == 0:
            out.append(None)
            continue
        out.append(refused(r))
    return out


def _damage_truncate(db):
    data = db.read_bytes()
    db.write_bytes(data[:len(data) // 2])


def _damage_garbage(db):
    db.write_bytes(bytes((i * 37 + 11) % 256 for i in range(8192)))


def _damage_text(db):
    db.write_text("these are my notes, not a database\n")


def _damage_empty(db):
    db.write_bytes(b"")


def _damage_header(db):
    data = bytearray(db.read_bytes())
    data[:100] = bytes(100)
    db.write_bytes(bytes(data))


def _damage_foreign(db):
    db.unlink()
    other = sqlite3.connect(db)
    other.execute("CREATE TABLE recipes (name TEXT)")
    other.commit()
    other.close()


@pytest.mark.parametrize("damage", [_damage_truncate, _damage_garbage, _damage_text, _damage_empty, _damage_header,
                                    _damage_foreign],
                         ids=["truncated", "garbage", "text", "empty", "zeroed-header", "another-apps-database"])
def test_a_damaged_store_gets_one_line_and_stays_as_it_was(good_store, tmp_path, damage):
    damage(good_store)
    before = _listing(good_store.parent)
    lines = _run_readers(good_store, tmp_path)
    assert all(line is not None for line in lines), lines
    for line in lines:
        assert str(good_store) in line and "session store" in line, line
    assert _listing(good_store.parent) == before          # read-only commands never write
    if damage is _damage_empty:
        return      # to SQLite an empty file is a new database: the logger may start one there
    # the commands that write refuse it too, without touching it
    refused(skelos("log", "--port", "loop://", "--db", good_store), str(good_store))
    refused(skelos("play", "--db", good_store, "--state-dir", tmp_path / "sim", "--http-port", "0", "--seconds", "0"),
            str(good_store))
    assert _listing(good_store.parent) == before


def _edit(db, sql, *args):
    con = sqlite3.connect(db)
    con.execute(sql, args)
    con.commit()
    con.close()


@pytest.mark.parametrize("sql, args, where", [
    ("UPDATE events SET rec = ? WHERE seq = 5", "not json", "seq 5"),
    ("UPDATE events SET rec = ? WHERE seq = 5", "[" * 100_000, "seq 5"),
    ("UPDATE events SET rec = ? WHERE seq = 5", "null", "seq 5"),
    ("UPDATE events SET rec = ? WHERE seq = 5", "5", "seq 5"),
    ("UPDATE events SET rec = ? WHERE seq = 5", "[]", "seq 5"),
    ("UPDATE events SET rec = ? WHERE seq = 5", "[7, 1]", "seq 5"),
    ("UPDATE events SET rec = ? WHERE seq = 5", '{"act": 1}', "seq 5"),
    ("UPDATE events SET seq = ? WHERE seq = 5", "five", "seq 'five'"),
    ("UPDATE sessions SET scenario_json = ?", "{broken", "session 1"),
    ("UPDATE sessions SET scenario_json = ?", "[1, 2]", "session 1"),
    ("UPDATE sessions SET started = ?", "yesterday", "session 1"),
    ("UPDATE sessions SET game = ?", "third", "session 1"),
    ("UPDATE snapshots SET state = ?", "{broken", "session 1"),
    ("UPDATE sessions SET rules = ?", "two", "session 1"),
    ("UPDATE sessions SET rules = ?", 0, "session 1"),
], ids=["rec-not-json", "rec-too-deep", "rec-null", "rec-number", "rec-empty", "rec-no-name", "rec-object",
        "seq-text", "scenario-not-json", "scenario-not-object", "started-text", "game-text", "snapshot-not-json",
        "rules-text", "rules-zero"])
def test_damaged_rows_get_one_line_naming_the_row(good_store, tmp_path, sql, args, where):
    _edit(good_store, sql, args)
    before = _listing(good_store.parent)
    rows = _rows(good_store, tmp_path)
    lines = _run_readers(good_store, tmp_path, run=skelos_here)     # many cases: in this process
    failed = [line for line in lines if line is not None]
    assert failed, lines
    for line in failed:
        assert "damaged" in line and where in line, line
    if "started" in sql or "game" in sql:
        assert lines[0] is not None        # the listing shows these fields: it says so too
    if lines[2] is not None:               # (a report that read the session keeps its figures in the store)
        assert _listing(good_store.parent) == before
    assert _rows(good_store, tmp_path) == rows


def _rows(db, tmp_path):
    """Every row of the store's tables but the report's figures (read from a copy: nothing written beside it)."""
    copy = tmp_path / "rows-copy.sqlite"
    shutil.copyfile(db, copy)
    con = sqlite3.connect("file:%s?immutable=1" % copy, uri=True)
    try:
        names = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
        return {n: sorted(map(repr, con.execute("SELECT * FROM %s" % n))) for n in names if n != "figures"}
    finally:
        con.close()
        copy.unlink()


@pytest.mark.parametrize("texts, where", [
    ({4: '["turn"], ["end"', 5: '"x"]'}, "seq 4"),          # joined: ["turn"], ["end", "x"], two records again
    ({5: '["turn", ' + "[" * 40 + "]" * 40 + "]"}, "seq 5"),                     # well-formed, too deep
], ids=["joined-records-line-up", "well-formed-too-deep"])
def test_records_read_together_are_each_the_row_they_were_written_as(good_store, tmp_path, texts, where):
    """A session's records are read in one go only when each row is one JSON array on its own: rows that would
    line up into other arrays once joined, or a record nested too deep, are damage named by its row."""
    for seq, text in texts.items():
        _edit(good_store, "UPDATE events SET rec = ? WHERE seq = %d" % seq, text)
    lines = _run_readers(good_store, tmp_path, run=skelos_here)
    failed = [line for line in lines if line is not None]
    assert failed, lines
    for line in failed:
        assert "damaged" in line and where in line, line


@pytest.mark.parametrize("rec", [["act"], ["act", "x"], ["act", 999], ["nope", 1], ["turn", [1, [2]]]])
def test_records_the_rules_cannot_read_are_reported_not_raised(good_store, tmp_path, rec):
    import json
    _edit(good_store, "UPDATE events SET rec = ? WHERE seq = 5", json.dumps(rec))
    r = skelos_here("replay", "latest", "--db", good_store)
    assert r.returncode == 1 and "Traceback" not in r.stdout + r.stderr, r.stdout + r.stderr
    assert "seq 5:" in r.stdout
    for cmd in (["report", "latest", "--out", tmp_path / "report"], ["export", "latest", "--format", "csv"],
                ["export", "latest"]):
        r = skelos_here(*cmd, "--db", good_store)
        assert r.returncode == 0 and "Traceback" not in r.stdout + r.stderr, r.stdout + r.stderr


def _read_only(paths, on):
    """Make files and folders read-only for this user (root ignores modes: the immutable flag then)."""
    if os.geteuid() != 0:
        for p in paths:
            os.chmod(p, (0o555 if p.is_dir() else 0o444) if on else 0o755)
        return
    for p in paths:
        r = subprocess.run(["chattr", "+i" if on else "-i", str(p)], capture_output=True, text=True)
        assert r.returncode == 0, "chattr (e2fsprogs) on an ext4-like file system is needed: " + r.stderr


def test_a_read_only_store_serves_the_reading_commands(good_store, tmp_path):
    """A store file nobody may write, in a folder nobody may write: the reading commands
    work and leave no file behind; the logger says it cannot write."""
    folder = good_store.parent
    _read_only([good_store, folder], True)
    try:
        before = _listing(folder)
        lines = _run_readers(good_store, tmp_path)
        assert lines == [None] * len(READERS)
        assert _listing(folder) == before
        r = skelos("sessions", "--db", good_store)
        assert "e6614103e7" in r.stdout
        r = skelos("log", "--port", "loop://", "--db", good_store)
        refused(r, str(good_store))
    finally:
        _read_only([folder, good_store], False)


def test_reading_commands_on_a_missing_store_create_nothing(tmp_path):
    missing = tmp_path / "no" / "such" / "folder" / "sessions.sqlite"
    for cmd in (["replay"], ["report", "--out", tmp_path / "r"], ["export"]):
        refused(skelos(*cmd, "--db", missing), "no session store", str(missing))
    r = skelos("sessions", "--db", missing)      # the list of a store that is not there is empty
    assert r.returncode == 0 and "no sessions yet" in r.stdout, r.stderr
    assert sorted(os.listdir(tmp_path)) == []
    # the default store of a fresh machine: nothing recorded yet, nothing created
    env = {"XDG_DATA_HOME": str(tmp_path / "data")}
    r = skelos("sessions", env=env)
    assert r.returncode == 0 and "no sessions yet" in r.stdout
    assert not (tmp_path / "data").exists()


def test_session_references_out_of_range(good_store):
    for ref in ("99999999999999999999999", "-1", "0", "e6614103e7:99999999999999999999999", "1e3", "latest:x"):
        for cmd in ("export", "replay", "report"):
            refused(skelos_here(cmd, "--db", good_store, "--", ref), "no session")


def test_export_into_a_missing_folder_or_a_full_device(good_store, tmp_path):
    line = refused(skelos("export", "--db", good_store, "-o", tmp_path / "missing" / "s.json"), "cannot write")
    assert str(tmp_path / "missing" / "s.json") in line
    assert not (tmp_path / "missing").exists()
    if os.path.exists("/dev/full"):
        refused(skelos("export", "--db", good_store, "-o", "/dev/full"), "cannot write", "/dev/full")
    # an existing file is kept unless --force, and a failed export leaves it whole
    mine = tmp_path / "mine.json"
    mine.write_text("my own notes")
    refused(skelos("export", "--db", good_store, "-o", mine), str(mine), "--force")
    assert mine.read_text() == "my own notes"
    r = skelos("export", "--db", good_store, "-o", mine, "--force")
    assert r.returncode == 0 and '"device_serial": "e6614103e7"' in mine.read_text()
    assert sorted(os.listdir(tmp_path)) == ["mine.json", "store"]


def test_scenario_new_into_a_missing_folder_or_a_full_device(tmp_path):
    target = tmp_path / "missing" / "mine.toml"
    line = refused(skelos("scenario", "new", target), "cannot write")
    assert str(target) in line and not (tmp_path / "missing").exists()
    if os.path.exists("/dev/full"):
        refused(skelos("scenario", "new", "/dev/full", "--force"), "cannot write", "/dev/full")


def test_report_escapes_what_a_planted_manifest_says(good_store, tmp_path):
    import gzip
    import json
    out = tmp_path / "report"
    r = skelos("report", "latest", "--png", "--out", out, "--db", good_store)
    assert r.returncode == 0, r.stderr
    path = out / ".skelos-report.json.gz"
    manifest = json.loads(gzip.decompress(path.read_bytes()))
    evil = '"><img src=x onerror=alert(1)>.png'
    (out / evil).write_bytes(b"x")
    (tmp_path / "outside.png").write_bytes(b"x")
    for name in (evil, "../outside.png", "/etc/passwd"):
        manifest["pngs"][name] = name
    manifest["lines"] = ["\x1b]0;owned\x07planted"]
    path.write_bytes(gzip.compress(json.dumps(manifest).encode()))
    _edit(good_store, "UPDATE sessions SET device_serial = ?", "<script>alert(1)</script>")
    r = skelos("report", "latest", "--out", out, "--db", good_store)
    assert r.returncode == 0, r.stderr
    assert "\x1b" not in r.stdout and "\x07" not in r.stdout
    with open(out / "index.html", "a") as f:       # make the report write its pages again
        f.write(" ")
    (out / "session-1.html").unlink()
    r = skelos("report", "latest", "--out", out, "--db", good_store)
    assert r.returncode == 0, r.stderr
    page = (out / "session-1.html").read_text() + (out / "index.html").read_text()
    assert "onerror" not in page and "../outside.png" not in page and "/etc/passwd" not in page
    assert "<script>" not in page and 'href="session-1-gems.png"' in page


def test_report_keeps_out_of_a_folder_that_is_not_a_report(good_store, tmp_path):
    mine = tmp_path / "website"
    mine.mkdir()
    (mine / "index.html").write_text("my home page")
    refused(skelos("report", "latest", "--out", mine, "--db", good_store), str(mine))
    assert _listing(mine) == {"index.html": b"my home page"}


def test_french_store_errors(good_store, tmp_path):
    _damage_text(good_store)
    line = refused(skelos("--lang", "fr", "sessions", "--db", good_store))
    assert "base des sessions" in line
    line = refused(skelos("--lang", "fr", "replay", "--db", tmp_path / "none.sqlite"))
    assert "aucune base des sessions" in line


def test_copies_of_a_good_store_still_work(good_store, tmp_path):
    """The reading commands on an intact store, while a logger holds it open (its WAL in use)."""
    copy = tmp_path / "copy.sqlite"
    shutil.copy(good_store, copy)
    writer = Store(str(copy))
    writer.add_events(1, [{"seq": 21, "rec": ["turn"]}])      # in the WAL, not yet in the main file
    try:
        assert _run_readers(copy, tmp_path) == [None] * len(READERS)
        r = skelos("export", "latest", "--format", "csv", "--db", copy)
        assert r.stdout.strip().splitlines()[-1].startswith("1,21,")      # session 1, seq 21
    finally:
        writer.close()


def test_flash_with_a_damaged_store_sends_nothing(good_store, dev):
    _damage_garbage(good_store)
    with dev._lock:
        before = dev.app.storage.scenario_blob(1)
    refused(skelos("flash", "orcquest-warpath", "--port", dev.port, "--db", good_store), str(good_store))
    with dev._lock:
        assert dev.app.storage.scenario_blob(1) == before and dev.app.upload is None


def test_report_all_keeps_the_sessions_it_can_read(good_store, tmp_path):
    scenario, d = presets.load_scenario("pict-village")
    _, events = play(scenario)
    with Store(str(good_store)) as store:
        sid = store.session("e6614103e7", 4, "pict-village", d, encode_scenario(d))
        store.add_events(sid, events)
    _edit(good_store, "UPDATE events SET rec = 'garbage' WHERE session = 1 AND seq = 3")
    r = skelos("report", "--all", "--out", tmp_path / "report", "--db", good_store)
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr
    assert "session 1: skipped: damaged session store" in r.stderr and "session 1, seq 3" in r.stderr
    page = (tmp_path / "report" / "index.html").read_text()
    assert 'href="session-2.html"' in page and 'href="session-1.html"' not in page
    assert "damaged session store" in page and not (tmp_path / "report" / "session-1.html").exists()


@pytest.mark.parametrize("texts", [
    {4: '\n\t ["turn"]', 5: '  ["end"]'},                                    # blanks before a record
    {5: '["turn", ' + "[" * 30 + "]" * 30 + "]"},                           # nested, within the limit
    {5: '["turn", "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["]'},                # brackets inside a string
    {5: '["tur\\u006e"]', 6: '[ "end" ]'},                                  # escapes, spaces inside
], ids=["leading-blanks", "nested-within-limit", "brackets-in-a-string", "escapes"])
def test_records_read_together_are_the_records_read_one_by_one(good_store, texts):
    """However SQLite sorts a session's rows (read together, or one by one in Python), the store gives each
    record as its text alone decodes."""
    import json

    for seq, text in texts.items():
        _edit(good_store, "UPDATE events SET rec = ? WHERE seq = %d" % seq, text)
    con = sqlite3.connect(good_store)
    alone = [json.loads(r) for (r,) in con.execute("SELECT rec FROM events WHERE session = 1 ORDER BY seq")]
    con.close()
    with Store(str(good_store), readonly=True) as store:
        assert [e["rec"] for e in store.events(1)] == alone
