"""The solo Overlord against the bench's simulated heroes (bench/solo_bench.py):
on a seeded sample of every Conan preset at every level, the rules engine
refuses none of the Overlord's actions nor of the heroes', and every game ends;
its level table says whether the levels come out distinct and ordered."""

import importlib.util
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _bench():
    spec = importlib.util.spec_from_file_location("solo_bench", os.path.join(ROOT, "bench", "solo_bench.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_no_refusal_on_every_preset_at_every_level_and_only_a_game_without_a_last_turn_left_unended():
    bench = _bench()
    presets = bench.presets()
    assert len(presets) > 80
    no_last = {name for name, d in presets if (d.get("turns") or {}).get("last") is None}
    for level in (1, 2, 3):
        rows = bench.run(1, level, 11)
        assert len(rows) == len(presets)
        games = sum(r["games"] for r in rows)
        assert games == len(presets)
        assert sum(r["refused"] for r in rows) == 0, level
        assert sum(r["side_refused"] for r in rows) == 0, level
        assert all(r["preset"] in no_last for r in rows if r["unfinished"]), level
        assert sum(r["overlord"] + r["heroes"] + r["unfinished"] for r in rows) == games


def test_the_level_table_says_whether_the_levels_are_distinct_and_ordered():
    bench = _bench()
    lo, hi = bench.wilson(50, 100)
    assert 0.40 < lo < 0.41 and 0.59 < hi < 0.60
    assert bench.wilson(0, 0) == (0.0, 1.0)

    def total(*wins):
        return {lv: {"games": 1000, "overlord": w, "heroes": 1000 - w, "lost": 500, "turns": 8000, "unfinished": 0}
                for lv, w in enumerate(wins, 1)}
    ok, sentence = bench.ordered(total(300, 500, 700), [1, 2, 3])
    assert ok and "distinct and ordered" in sentence and "NOT" not in sentence
    ok, sentence = bench.ordered(total(300, 700, 690), [1, 2, 3])
    assert not ok and sentence.endswith("NOT distinct and ordered: level 3 is not above level 2")
    ok, sentence = bench.ordered(total(300, 320, 700), [1, 2, 3])      # intervals that overlap
    assert not ok and "level 2 is not above level 1" in sentence
    lines = bench.level_table(total(300, 500, 700), [1, 2, 3])
    assert lines[2] == "| 1 | 1000 | 300 (30.0%, 27.2-32.9%) | 0.50 | 8.0 | 0 |"
