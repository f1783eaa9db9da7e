"""The solo Overlord against the bench's simulated heroes (bench/solo_bench.py):
on a seeded sample of every Conan preset at every level, the rules engine
refuses none of the Overlord's actions and every game ends."""

import importlib.util
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _bench():
    spec = importlib.util.spec_from_file_location("solo_bench", os.path.join(ROOT, "bench", "solo_bench.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_no_refusal_and_no_game_left_unfinished_on_every_preset_at_every_level():
    bench = _bench()
    presets = bench.presets()
    assert len(presets) > 80
    for level in (1, 2, 3):
        rows = bench.run(1, level, 11)
        assert len(rows) == len(presets)
        games = sum(r["games"] for r in rows)
        assert games == len(presets)
        assert sum(r["refused"] for r in rows) == 0, level
        assert sum(r["side_refused"] for r in rows) == 0, level
        assert sum(r["unfinished"] for r in rows) == 0, level
        assert sum(r["overlord"] + r["heroes"] for r in rows) == games


def test_a_seed_plays_the_same_game_again():
    bench = _bench()
    name, d = bench.presets()[0]
    first = bench.play_game(d, 3, 99)
    again = bench.play_game(d, 3, 99)
    records = [first[2].g.record(i) for i in range(first[2].g.count)]
    assert records == [again[2].g.record(i) for i in range(again[2].g.count)]
    assert first[:2] == again[:2] and len(records) > 20
