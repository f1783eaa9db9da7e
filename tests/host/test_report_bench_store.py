"""The report bench's store holds real solo games (bench/report_bench.py): games of the simulator
played to their end at each level, their heroes' sheets logged beside the board, and the bench
prints the balance table `skelos report` builds from them."""

import importlib.util
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _bench():
    sys.path.insert(0, os.path.join(ROOT, "tests", "host"))
    spec = importlib.util.spec_from_file_location("report_bench", os.path.join(ROOT, "bench", "report_bench.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_the_store_holds_solo_games_with_their_levels_outcomes_and_heroes(tmp_path):
    from skelos_host.heroes.session import figures_of
    from skelos_host.session.store import Store
    bench = _bench()
    db = str(tmp_path / "club.sqlite")
    _extra, _events, solos = bench.fill_store(db, 12, 60)
    assert len(solos) == 6 and sorted(g.g.solo for g in solos) == [1, 1, 2, 2, 3, 3]
    assert all(g.g.over for g in solos)          # each played to its end
    with Store(db, readonly=True) as store:
        rows = store.sessions()
        assert len(rows) == 12
        levels = []
        for r in rows:
            events = store.events(r["id"])
            solo = [e["rec"] for e in events if e["rec"][0] == "solo"]
            if solo:
                levels.append(solo[0][1])
                heroes = figures_of(db, r["id"])
                assert heroes and len(heroes) >= 3
    assert sorted(levels) == [1, 1, 2, 2, 3, 3]


def test_the_bench_prints_the_report_s_balance_table(tmp_path):
    bench = _bench()
    said = []
    bench.measure(6, length=60, say=said.append)
    text = "\n".join(said)
    at = text.index("the report's balance table of the board's Overlord (6 sessions):")
    table = text[at:].splitlines()[1:]
    assert table[0].startswith("| scenario | level | games | Overlord won | heroes lost |")
    rows = [r for r in table[2:] if r.startswith("| ")]
    assert len(rows) == 3 and all("games with sheets" in r for r in rows)
    assert sorted(r.split(" | ")[1] for r in rows) == ["1", "2", "3"]


def test_balance_of_reads_the_table_back():
    from skelos_host.session import balance
    bench = _bench()
    html = balance.html([("Pict village", 2, {"games": 4, "overlord": 1, "lost": 3, "sheets": 4, "turns": 7.5,
                                              "fair": 2, "flag": None})])
    lines = bench.balance_of("<html>" + html + "</html>")
    assert lines[2].startswith("| Pict village | 2 | 4 | 1 | 3 (4 of 4 games with sheets) | 7.5 | 2 |")
    assert bench.balance_of("<html><p>nothing</p></html>") == []


def test_the_report_s_heroes_figures_replay_the_sheets_only(tmp_path, monkeypatch):
    """The report's heroes' figures of a session (one call a session, each report) are those of the
    full replay, made without the board's moments nor the story's targets (a replay of the sheets
    for each command of the board's Overlord)."""
    from skelos_host.heroes import session
    bench = _bench()
    db = str(tmp_path / "club.sqlite")
    bench.fill_store(db, 12, 60)
    sids = [2, 4, 6, 8, 10, 12]       # the solo games (every second session)
    full = {sid: session.tell.figures(*[session.replay(db, sid)[k] for k in (0, 1)]) for sid in sids}

    def not_for_figures(*_a, **_k):
        raise AssertionError("not needed for the figures")
    monkeypatch.setattr(session, "board_moments", not_for_figures)
    monkeypatch.setattr(session, "_with_targets", not_for_figures)
    wounds = 0
    for sid in sids:
        figs = session.figures_of(db, sid)
        assert figs == full[sid] and len(figs) == 3
        wounds += sum(f["wounds"] for f in figs)
    assert wounds > 0
