"""`skelos report`: the overview's figures against sessions whose numbers are
known, the pages, the exports, what a later report keeps, PNG on request."""

import csv
import gzip
import json
import os
import re

import pytest
from click.testing import CliRunner

from known_sessions import CONAN, known_store, play

from skelos.codec import encode_scenario
from skelos_host.cli import cli
from skelos_host.session.exports import SESSION_COLUMNS
from skelos_host.session.store import Store
from skelos_host.views import conan, orcquest


@pytest.fixture
def known(tmp_path):
    return known_store(str(tmp_path / "club.sqlite"))


def run(*args):
    r = CliRunner().invoke(cli, [str(a) for a in args])
    assert r.exit_code == 0, r.output
    return r.output


def test_the_overview_adds_up_sessions_whose_numbers_are_known(known, tmp_path):
    out = tmp_path / "rep"
    text = run("report", "--all", "--out", out, "--db", known)
    assert "sessions 3; outcomes heroes won 1, Overlord won 1, in play 1; turn reached 1 to 2, median 1" in text
    doc = json.loads((out / "report.json").read_text())
    groups = {(g["game"], g["scenario_id"]): g["overview"] for g in doc["groups"]}
    assert set(groups) == {("conan", "pict-village"), ("orcquest", "orcquest-warpath")}
    o = groups["conan", "pict-village"]
    assert o["sessions"] == 3 and o["records"] == 6 + 11 + 4
    assert o["outcomes"] == {"heroes": 1, "overlord": 1, "time": 0, "playing": 1}
    assert o["turn"] == {"min": 1, "median": 1, "max": 2, "reached": {"1": 2, "2": 1}}
    assert o["spent"] == {"activation": 1 + 5 + 2, "move": 0, "defense": 2, "reroll": 1, "spell": 0}
    assert o["spent_per_session"] == {"activation": 2.67, "move": 0, "defense": 0.67, "reroll": 0.33, "spell": 0}
    # turn 1 was reached by the three sessions: (1 + 2 + 2) gems of activations, 2 of defense, 1 reroll;
    # turn 2 by one: 3 gems of activation
    assert o["spent_per_turn"] == {"1": {"activation": 1.67, "defense": 0.67, "reroll": 0.33},
                                   "2": {"activation": 3.0}}
    assert o["activations"] == {"Pict Hunters - Red": 2, "Zogar Sag": 2, "Pict Hunters - Green": 1}
    assert o["undos"] == {"total": 2, "sessions": 2, "per_session": 0.67}
    q = groups["orcquest", "orcquest-warpath"]
    assert q["sessions"] == 1 and q["records"] == 20
    assert q["outcomes"] == {"heroes": 1, "enemies": 0, "time": 0, "playing": 0}
    assert q["round"] == {"min": 2, "median": 2, "max": 2, "reached": {"2": 1}}
    assert q["badass"] == {"gained": 2, "extra": 1, "cards": 0}
    assert q["badass_per_round"] == {"1": {"gained": 2, "extra": 1, "cards": 0}, "2": {"gained": 0, "extra": 0,
                                                                                     "cards": 0}}
    assert q["actions"] == {"Orrus": 3} and q["extras"] == {"Orrus": 1} and q["kills"] == {"Guard": 1}
    assert q["undos"] == {"total": 1, "sessions": 1, "per_session": 1.0}
    # the same numbers on the page, in words
    page = (out / "index.html").read_text()
    assert "heroes won 1, Overlord won 1, in play 1" in page
    assert "activations 8, active defense 2, rerolls 1" in page
    assert "Pict Hunters - Red 2, Zogar Sag 2, Pict Hunters - Green 1" in page
    assert "2 (in 2 sessions, 0.67 per session)" in page and "1 (in 1 session, 1 per session)" in page
    assert all('href="session-%d.html"' % i in page for i in range(1, 5))


def test_each_session_has_its_page_and_csv_row(known, tmp_path, monkeypatch):
    monkeypatch.setenv("TZ", "Europe/Paris")
    import time
    time.tzset()
    try:
        out = tmp_path / "rep"
        run("report", "--all", "--out", out, "--db", known)
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()
    names = sorted(os.listdir(out))
    assert names == [".skelos-report.head", ".skelos-report.json.gz", ".skelos-report.stamp", "index.html",
                     "report.css", "report.json",
                     "session-1.html", "session-2.html", "session-3.html", "session-4.html", "sessions-conan.csv",
                     "sessions-orcquest.csv"]
    rows = list(csv.DictReader((out / "sessions-conan.csv").open(encoding="utf-8")))
    assert list(rows[0]) == list(SESSION_COLUMNS) + list(conan.CSV_COLUMNS)
    b = rows[1]
    assert (b["session"], b["device_serial"], b["game_number"], b["game"], b["scenario_id"]) == \
        ("2", "board1", "2", "conan", "pict-village")
    # 1,700,000,000 s (2023-11-14T22:13:20Z) + 1 h + 10 s per seq, in Paris (UTC+1 in November)
    assert b["first_event"] == "2023-11-15T00:13:30+01:00" and b["last_event"] == "2023-11-15T00:15:10+01:00"
    assert (b["records"], b["in_effect"], b["undos"], b["outcome"]) == ("11", "9", "1", "heroes")
    assert (b["turn_reached"], b["gems_activation"], b["gems_move"], b["gems_defense"], b["activations"],
            b["most_activated_tile"]) == ("2", "5", "0", "2", "3", "Pict Hunters - Green")
    q = list(csv.DictReader((out / "sessions-orcquest.csv").open(encoding="utf-8")))
    assert list(q[0]) == list(SESSION_COLUMNS) + list(orcquest.CSV_COLUMNS)
    assert (q[0]["round_reached"], q[0]["badass"], q[0]["kills"], q[0]["outcome"]) == ("2", "1", "1", "heroes")
    page = (out / "session-2.html").read_text()
    assert "<h1>Session 2</h1>" in page and "11 records, 9 in effect, reached turn 2" in page
    assert page.count('<svg class="chart"') == 3 and 'data-chart="activations"' in page


def test_a_later_report_writes_only_what_changed(known, tmp_path):
    out = tmp_path / "rep"
    run("report", "--all", "--out", out, "--db", known)

    def mtimes():
        return {n: os.stat(out / n).st_mtime_ns for n in os.listdir(out) if n.startswith("session-")}

    first = mtimes()
    text = run("report", "--all", "--out", out, "--db", known)
    assert "4 sessions unchanged since the previous report" in text and mtimes() == first
    with Store(known) as store:                # a session grows, a new one comes
        d, events = play("pict-village", CONAN["A"] + [("begin_turn",)])
        store.add_events(1, events[6:])
        sid = store.session("board3", 9, d["id"], d, encode_scenario(d))
        store.add_events(sid, events)
    text = run("report", "--all", "--out", out, "--db", known)
    assert "3 sessions unchanged" in text
    second = mtimes()
    assert second["session-1.html"] != first["session-1.html"] and "session-5.html" in second
    assert all(second[n] == first[n] for n in ("session-2.html", "session-3.html", "session-4.html"))
    assert "reached turn 2" in (out / "session-1.html").read_text()
    run("--lang", "fr", "report", "--all", "--out", out, "--db", known)   # another language: every page again
    third = mtimes()
    assert all(third[n] != second[n] for n in second)
    page = (out / "session-2.html").read_text()
    assert '<html lang="fr">' in page and "Héros" in page


def _edit_figures(db, sid, edit, stamp=None):
    """Edit session `sid`'s figures kept in the store, as any program could (its stamp: `stamp`)."""
    with Store(db) as store:
        text = store.db.execute("SELECT figures FROM figures WHERE session = ?", (sid,)).fetchone()[0]
        entry = json.loads(text)
        edit(entry)
        store.db.execute("UPDATE figures SET figures = ?, stamp = ? WHERE session = ?",
                         (json.dumps(entry), stamp, sid))


def test_a_damaged_or_edited_manifest_is_computed_again(known, tmp_path):
    out = tmp_path / "rep"
    run("report", "--all", "--out", out, "--db", known)
    _edit_figures(known, 2, lambda e: e["figures"].__setitem__("turn", "lots"))    # not drawable as it is
    _edit_figures(known, 3, lambda e: e["figures"]["spent"].__setitem__("activation", 99))
    text = run("report", "--all", "--out", out, "--db", known)
    assert "4 sessions unchanged" in text                     # nothing to write: the files are whole
    with Store(known) as store:                               # a new session: the overview is drawn again
        d, events = play("pict-village", CONAN["C"])
        store.add_events(store.session("board3", 9, d["id"], d, encode_scenario(d)), events)
    text = run("report", "--all", "--out", out, "--db", known)
    assert "unchanged" not in text                            # the edited figures could not be drawn:
    doc = json.loads((out / "report.json").read_text())
    assert doc["groups"][0]["overview"]["spent"]["activation"] == 8 + 2     # all computed again
    path = out / ".skelos-report.json.gz"
    path.write_bytes(b"\x1f\x8b garbage")
    text = run("report", "--all", "--out", out, "--db", known)
    assert "unchanged" not in text and "sessions 4; outcomes heroes won 1, Overlord won 2" in text


def test_one_session_and_the_errors(known, tmp_path):
    text = run("report", "2", "--out", tmp_path / "one", "--db", known)
    assert "session 2 (board1 game 2, pict-village): 11 records" in text
    assert sorted(n for n in os.listdir(tmp_path / "one") if n.startswith("session-")) == ["session-2.html"]
    r = CliRunner().invoke(cli, ["report", "42", "--out", str(tmp_path / "x"), "--db", known])
    assert r.exit_code == 1 and "no session '42'" in r.output
    with Store(known) as store:
        sid = store.session("board9", 1, "unknown-scenario")
        store.add_events(sid, [{"seq": 1, "rec": ["turn"]}])
    r = CliRunner().invoke(cli, ["report", "--all", "--out", str(tmp_path / "rep"), "--db", known])
    assert r.exit_code == 0 and "session 5: skipped: the store has no scenario" in r.output
    assert "Sessions not reported" in (tmp_path / "rep" / "index.html").read_text()
    assert json.loads((tmp_path / "rep" / "report.json").read_text())["not_reported"][0]["session"] == 5


def test_png_images_on_request(known, tmp_path):
    out = tmp_path / "rep"
    run("report", "--all", "--png", "--jobs", "2", "--out", out, "--db", known)
    pngs = sorted(n for n in os.listdir(out) if n.endswith(".png"))
    assert "session-2-activations.png" in pngs and "overview-conan-pict-village-outcomes.png" in pngs
    assert "session-4-badass.png" in pngs and len(pngs) == 3 * 3 + 3 + 4 + 5
    assert all((out / n).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" for n in pngs)
    assert '<a href="session-2-activations.png">PNG</a>' in (out / "session-2.html").read_text()
    before = {n: os.stat(out / n).st_mtime_ns for n in pngs}
    r = CliRunner().invoke(cli, ["report", "--all", "--png", "--out", str(out), "--db", known])
    assert r.exit_code == 0 and "PNG image" not in r.output
    assert {n: os.stat(out / n).st_mtime_ns for n in pngs} == before


def test_a_report_without_images_loads_no_matplotlib(known, tmp_path):
    import subprocess
    import sys
    code = ("import sys\nfrom skelos_host.cli import cli\n"
            "try:\n    cli.main(%r, standalone_mode=False)\nexcept SystemExit:\n    pass\n"
            "print('LOADED:', 'matplotlib' in sys.modules)" % (["report", "--all", "--out", str(tmp_path / "r"),
                                                                 "--db", known],))
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout.rsplit("LOADED:", 1)[1].split() == ["False"]
    assert (tmp_path / "r" / "index.html").is_file()


def test_a_long_report_shows_a_progress_bar_on_a_terminal(tmp_path):
    import pty
    import subprocess
    import sys

    from random_games import sessions
    db = str(tmp_path / "club.sqlite")
    with Store(db) as store:
        for i, (d, events) in enumerate(sessions(60, length=40)):
            store.add_events(store.session("club", i + 1, d["id"], d, encode_scenario(d)), events)
    args = [sys.executable, "-m", "skelos_host.cli", "report", "--all", "--out", str(tmp_path / "rep"), "--db", db]
    master, slave = pty.openpty()
    p = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=slave)
    os.close(slave)
    out, _ = p.communicate(timeout=120)
    seen = b""
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:
            break
        if not chunk:
            break
        seen += chunk
    os.close(master)
    assert p.returncode == 0, out
    assert b"reading sessions" in seen and b"/60" in seen          # the bar, on the terminal (standard error)
    assert b"reading sessions" not in out                          # never in what scripts read
    # without a terminal: no bar
    r = subprocess.run(args[:-4] + ["--out", str(tmp_path / "rep2"), "--db", db], capture_output=True)
    assert r.returncode == 0 and b"reading sessions" not in r.stderr + r.stdout


def test_a_folder_it_cannot_write_is_a_one_line_error(known, tmp_path):
    (tmp_path / "a-file").write_text("mine")
    r = CliRunner().invoke(cli, ["report", "--all", "--out", str(tmp_path / "a-file"), "--db", known])
    assert r.exit_code == 2 and "is a file" in r.output                 # click's check of --out
    r = CliRunner().invoke(cli, ["report", "--all", "--out", str(tmp_path / "a-file" / "x"), "--db", known])
    assert r.exit_code == 1 and "cannot write the report into" in r.output and "Traceback" not in r.output
    assert len(r.output.strip().splitlines()) == 1 and (tmp_path / "a-file").read_text() == "mine"
    r = CliRunner().invoke(cli, ["--lang", "fr", "report", "--all", "--out", str(tmp_path / "a-file" / "x"),
                                 "--db", known])
    assert r.exit_code == 1 and "impossible d'écrire le rapport dans" in r.output


def _plant(path, edit):
    m = json.loads(gzip.decompress(path.read_bytes()))
    edit(m)
    path.write_bytes(gzip.compress(json.dumps(m).encode()))


def test_figures_the_users_own_report_kept_are_taken_by_their_stamp_without_a_walk(known, tmp_path, monkeypatch):
    """Figures a report of this user's kept in the store (their stamp checks under the user's key) are taken
    as they are, neither replayed nor walked; figures stamped under another key, or none, have each value
    checked (and one out of bounds is computed again, and kept again with this user's stamp)."""
    from skelos_host.session import analysis, reportkept

    run("report", "--all", "--out", tmp_path / "first", "--db", known)
    with Store(known) as store:
        stamps = dict(store.db.execute("SELECT session, stamp FROM figures"))
    assert sorted(stamps) == [1, 2, 3, 4] and all(re.fullmatch(r"[0-9a-f]{64}", s) for s in stamps.values())
    walked, replayed = [], []
    real_ok, real_figures = reportkept.kept_ok, conan.figures
    monkeypatch.setattr(reportkept, "kept_ok", lambda v: walked.append(1) or real_ok(v))
    monkeypatch.setattr(conan, "figures", lambda *a: replayed.append(1) or real_figures(*a))
    run("report", "--all", "--out", tmp_path / "second", "--db", known)        # another folder: no manifest
    assert walked == [] and replayed == []
    _edit_figures(known, 1, lambda e: e["figures"].__setitem__("turn", 10 ** 30),
                  stamp=analysis.stamp(b"k" * 32, b"another key's"))
    _edit_figures(known, 2, lambda e: None, stamp=None)
    run("report", "--all", "--out", tmp_path / "third", "--db", known)
    assert len(walked) == 2 and replayed == [1]           # both checked; the planted one computed again
    doc = json.loads((tmp_path / "third" / "report.json").read_text())
    assert doc["groups"][0]["overview"]["turn"]["max"] == 2
    with Store(known) as store:
        assert dict(store.db.execute("SELECT session, stamp FROM figures"))[1] == stamps[1]


def test_a_report_of_an_unchanged_store_reads_its_head_not_the_figures(known, tmp_path, monkeypatch):
    """`report --all` again with nothing changed reads the report's small stamped head, not the manifest of
    every session's figures, and says what the full path says; a head edited, stamped under another key, or
    beside another manifest, and a store that changed, are not trusted: the report is made as usual."""
    from skelos_host.commands import report
    from skelos_host.session import analysis

    out = tmp_path / "rep"
    run("report", "--all", "--out", out, "--db", known)
    full = run("report", "--all", "--out", out, "--db", known)
    opened = []
    real = report._open_folder
    monkeypatch.setattr(report, "_open_folder", lambda o: opened.append(1) or real(o))
    text = run("report", "--all", "--out", out, "--db", known)
    assert opened == [] and text.splitlines()[:-1] == full.splitlines()[:-1]       # (the last line: the time)
    assert "4 sessions unchanged since the previous report" in text

    head = out / ".skelos-report.head"
    good = head.read_text()
    stamp, body = good.split("\n", 1)
    planted = body.replace(json.loads(body)["lines"][0], "planted line")
    for bad in (stamp + "\n" + planted,                                                   # edited
                analysis.stamp(b"k" * 32, planted.encode()) + "\n" + planted,              # another key's stamp
                "not a head"):
        head.write_text(bad)
        text = run("report", "--all", "--out", out, "--db", known)
        assert len(opened) == 1 and "planted line" not in text and "4 sessions unchanged" in text
        opened.clear()
    head.write_text(good)
    run("report", "--all", "--out", out, "--db", known)                  # (the good head: trusted again)
    assert opened == []
    (out / "session-2.html").unlink()                                    # a file of the report is gone
    run("report", "--all", "--out", out, "--db", known)
    assert len(opened) == 1 and (out / "session-2.html").is_file()
    opened.clear()
    run("report", "--all", "--out", out, "--db", known)                  # (written again: trusted again)
    assert opened == []
    _plant(out / ".skelos-report.json.gz", lambda m: m["sessions"].__setitem__("1", "0"))  # another
    run("report", "--all", "--out", out, "--db", known)                  # manifest: read, checked
    assert len(opened) == 1
    opened.clear()
    with Store(known) as store:                                          # the store changed
        d, events = play("pict-village", CONAN["A"])
        sid = store.session("board3", 9, d["id"], d, encode_scenario(d))
        store.add_events(sid, events)
    text = run("report", "--all", "--out", out, "--db", known)
    assert len(opened) == 1 and "4 sessions unchanged" in text and (out / "session-5.html").is_file()


@pytest.mark.parametrize("value", [1_000_000_000, float("inf"), 1e40, -1e40, 10 ** 30])
def test_a_planted_figure_out_of_bounds_is_computed_again_not_trusted(known, tmp_path, value):
    """Figures kept in the store without this user's stamp are read like any file anyone may edit (a store
    may come from another club): a turn of a thousand million (an unbounded range), an infinite or huge
    number, is not drawn: computed again."""
    run("report", "--all", "--out", tmp_path / "rep", "--db", known)
    _edit_figures(known, 1, lambda e: e["figures"].__setitem__("turn", value))
    r = CliRunner().invoke(cli, ["report", "--all", "--out", str(tmp_path / "again"), "--db", known])
    assert r.exit_code == 0 and r.exception is None, r.output
    doc = json.loads((tmp_path / "again" / "report.json").read_text())
    turn = doc["groups"][0]["overview"]["turn"]
    assert isinstance(turn["max"], int) and turn["max"] == 2


def test_a_gzip_bomb_in_place_of_the_report_cache_is_not_unpacked(known, tmp_path):
    import tracemalloc

    out = tmp_path / "rep"
    run("report", "--all", "--out", out, "--db", known)
    path = out / ".skelos-report.json.gz"
    path.write_bytes(gzip.compress(b'{"version": 2, "sessions": {}, "pad": "' + b" " * (200 * 1024 * 1024) + b'"}',
                                   compresslevel=9))
    assert path.stat().st_size < 400 * 1024
    tracemalloc.start()
    try:
        text = run("report", "--all", "--out", out, "--db", known)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert "unchanged" not in text                          # not read: everything computed again
    assert peak < 64 * 1024 * 1024, peak


def test_planted_texts_are_printed_without_terminal_controls(known, tmp_path):
    """Lines an earlier report keeps, and a scenario named in the store, with escape sequences and
    bidirectional overrides (RLO): what the commands print holds neither."""
    out = tmp_path / "rep"
    run("report", "--all", "--out", out, "--db", known)
    path = out / ".skelos-report.json.gz"
    _plant(path, lambda m: m.__setitem__("lines", ["kept \u202eline\u2066 \x1b[31mred"]))
    r = CliRunner().invoke(cli, ["report", "--all", "--out", str(out), "--db", known])
    assert r.exit_code == 0 and "kept line [31mred" in r.output, r.output
    assert "\u202e" not in r.output and "\u2066" not in r.output and "\x1b" not in r.output
    evil = "pict\x1b]0;owned\x07\x1b[2J\u202evillage"
    with Store(known) as store:
        store.db.execute("UPDATE sessions SET scenario_id = ? WHERE id = 1", (evil,))
    r = CliRunner().invoke(cli, ["report", "1", "--out", str(tmp_path / "one"), "--db", known])
    assert r.exit_code == 0, r.output
    assert "\x1b" not in r.output and "\u202e" not in r.output and "\x07" not in r.output
    assert "pict]0;owned[2Jvillage" in r.output
    r = CliRunner().invoke(cli, ["sessions", "--db", known], env={"COLUMNS": "250"})
    assert r.exit_code == 0 and "\x1b" not in r.output and "\u202e" not in r.output, r.output


def test_the_report_names_tiles_in_the_readers_language(known, tmp_path):
    out = tmp_path / "rep"
    text = run("--lang", "fr", "report", "--all", "--out", out, "--db", known)
    assert re.search(r"\(\d+,\d\d s\)", text), text                # its duration in French: « (0,05 s) »
    pages = "".join(p.read_text(encoding="utf-8") for p in out.glob("*.html"))
    assert "Chasseurs pictes (socle rouge)" in pages and "Pict Hunters" not in pages
    run("report", "--all", "--out", tmp_path / "rep-en", "--db", known)
    pages = "".join(p.read_text(encoding="utf-8") for p in (tmp_path / "rep-en").glob("*.html"))
    assert "Pict Hunters - Red" in pages and "Chasseurs" not in pages
    doc = json.loads((tmp_path / "rep-en" / "report.json").read_text())
    overview = doc["groups"][0]["overview"]
    assert overview["names"]["Pict Hunters - Red"] == {"en": "Pict Hunters - Red",
                                                       "fr": "Chasseurs pictes (socle rouge)"}


def test_the_report_pages_show_no_ids_nor_iso_times(known, tmp_path):
    """What a reader sees (the text of the pages, not their markup): times in words, the
    scenario and the game by their names, never their ids nor ISO 8601."""
    import html as html_mod
    for lang, month in (("en", "November"), ("fr", "novembre")):
        out = tmp_path / ("rep-" + lang)
        run("--lang", lang, "report", "--all", "--out", out, "--db", known)
        for page in out.glob("*.html"):
            body = page.read_text(encoding="utf-8").split("<body>", 1)[-1]
            seen = html_mod.unescape(re.sub(r"<[^>]+>", " ", re.sub(r"<(style|script)[^>]*>.*?</\1>", "", body,
                                                                    flags=re.S)))
            assert not re.search(r"\d{4}-\d\d-\d\dT\d\d:\d\d", seen), (page.name, lang)
            assert "pict-village" not in seen and ", conan)" not in seen, (page.name, lang)
            if page.name.startswith("session-"):
                assert month in seen, (page.name, lang)


def test_png_without_matplotlib_says_what_to_install(known, tmp_path, monkeypatch):
    """The box installs no matplotlib: --png names the requirements file and writes nothing."""
    import importlib.util

    from click.testing import CliRunner

    from skelos_host.cli import cli

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "matplotlib" else real(name, *a))
    r = CliRunner().invoke(cli, ["report", "--all", "--png", "--out", str(tmp_path / "r"), "--db", known])
    assert r.exit_code == 1 and "requirements-charts.txt" in r.output
    assert not (tmp_path / "r").exists()
