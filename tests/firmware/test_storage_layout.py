"""The storage layout of long games: a game stored by the earlier firmware
is converted in place (same records, same sequence numbers, undo and redo
kept) and a power cut at any write of the conversion leaves a board that
still resumes it; a game of thousands of records with undos plays, resumes
from its checkpoints and lists its events read back from storage."""

import random

from fakes import CutMemory, FakeFRAM, PowerCut
from helpers import SCRIPT, make_app, run_script, scenario_blob
from legacy_image import write_legacy
from skelos import games
from skelos_device import render


def _legacy_game():
    blob = scenario_blob()
    fake = make_app(FakeFRAM(32768), blob=blob)
    run_script(fake)              # every action kind, undos and redos included
    g = fake.game
    recs = [g.record(i) for i in range(g.count)]
    return blob, recs, fake


def _view(app):
    g = app.game
    return (g.snapshot(), g.count, g.can_undo(), g.can_redo(), [g.record_list(i) for i in range(g.count)])


def test_a_game_of_the_earlier_layout_is_converted_with_its_records_and_undo():
    blob, recs, ref = _legacy_game()
    mem = write_legacy(FakeFRAM(32768), blob, recs, rules=ref.game.rules, game=7)
    app = make_app(mem, blob=blob)
    assert app.game_id == 7 and app.warning is None
    assert _view(app) == _view(ref)
    assert bytes(mem.data[0:2]) == b"S2" or bytes(mem.data[32:34]) == b"S2"
    # it goes on: undo, redo and a power cycle as any game
    assert app.act("undo") is None and ref.act("undo") is None
    assert _view(app) == _view(ref)
    again = make_app(mem, blob=blob)
    assert _view(again) == _view(ref) and again.game_id == 7


def test_a_power_cut_during_the_conversion_leaves_the_game_resumable():
    blob, recs, ref = _legacy_game()
    image = bytes(write_legacy(FakeFRAM(32768), blob, recs, rules=ref.game.rules).data)
    tried = 0
    at = 0
    while True:
        mem = FakeFRAM(32768)
        mem.data[:] = image
        cut = CutMemory(mem, at=at, mode="torn")
        try:
            make_app(cut, blob=blob)
        except PowerCut:
            app = make_app(mem, blob=blob)
            assert _view(app) == _view(ref), at
            tried += 1
            at += 1
            continue
        break
    assert tried > len(recs)        # every record written again, then the header


def test_a_game_too_large_to_convert_says_so():
    blob = scenario_blob()
    played = make_app(FakeFRAM(32768), blob=blob)
    _long_game(played, 5000, random.Random(3))
    g = played.game
    recs = [g.record(i) for i in range(g.count)]
    st = played.storage
    # its log and the converted one do not fit together
    assert sum(len(r) for r in recs) + st.head.length > st.capacity()
    mem = write_legacy(FakeFRAM(32768), blob, recs, rules=g.rules)
    app = make_app(mem, blob=blob)
    assert app.game is not None and app.game.count == 0
    assert app.warning and "could not be converted" in app.warning


def _long_game(app, n, rng):
    """Actions through the app until the journal holds n records: turns of
    activations, spends, kills and undo runs; once the game is over, undo/redo."""
    names = [name for name, _ in SCRIPT]
    while app.game.count < n:
        g = app.game
        if g.over:
            r = None
            if g.can_undo() or g.can_redo():
                r = app.act("undo" if g.can_undo() and rng.random() < 0.5 else "redo")
            assert r in (None, ("nothing_to_redo",), ("nothing_to_undo",)), r
            continue
        if rng.random() < 0.03 and g.can_undo():
            for _ in range(rng.randint(1, 40)):
                if app.act("undo") is not None:
                    break
            for _ in range(rng.randint(0, 10)):
                if app.act("redo") is not None:
                    break
            continue
        name = rng.choice(names)
        args = {"begin_turn": (), "end_turn": (), "activate": (rng.randint(1, 8),),
                "extra_move": (rng.randint(0, 2), 1), "defend": (1,), "reroll": (1,),
                "vigilance_up": (rng.randint(0, 2),), "guard_round": (), "kill": (rng.randint(0, 9), 1),
                "clean": (rng.randint(0, 9),), "damage": (rng.randint(0, 9), 2, 0, 0), "cast": (rng.randint(0, 1), 2),
                "deaths": ([[rng.randint(0, 9), 1]],), "event": (0, []), "finish": (2,)}.get(name)
        if name in ("undo", "redo", "finish") or args is None:
            continue
        r = app.act(name, args)
        assert r is None or r[0] not in ("storage_full", "storage_error"), (app.game.count, r)


def test_five_thousand_records_with_undos_play_resume_and_list():
    rng = random.Random(5)
    mem = FakeFRAM(32768)
    blob = scenario_blob()
    app = make_app(mem, blob=blob)
    _long_game(app, 5000, rng)
    g = app.game
    assert g.count == 5000 and app.storage.room() > 0
    again = make_app(mem, blob=blob)
    assert again.warning is None
    assert again.game.snapshot() == g.snapshot()
    assert (again.game.depth, again.game.top, again.game.rtop) == (g.depth, g.top, g.rtop)
    # every record reads back from storage as it was made
    ref = games.new_game(g.scenario, g.rules)
    for i in range(g.count):
        assert ref.submit(again.game.record(i)) is None, i
    assert ref.snapshot() == g.snapshot()
    # undo all the way down gives the scenario's start
    fresh = make_app(FakeFRAM(32768), blob=blob).game.snapshot()
    while again.game.can_undo():
        assert again.act("undo") is None
    snap = again.game.snapshot()
    for k in ("seq", "can_redo"):
        snap.pop(k)
        fresh.pop(k)
    assert snap == fresh


def test_storage_filling_is_announced_long_before_an_action_is_refused():
    from fakes import FakeStream

    s = FakeStream(sink=True)
    mem = FakeFRAM(32768)
    app = make_app(mem, stream=s)
    rng = random.Random(8)
    announced = None
    pushed = []
    push = app.link.push
    app.link.push = lambda kind, body: (pushed.append((kind, dict(body))), push(kind, body))[1]
    while True:
        before = (app.game.snapshot(), app.game.count)
        try:
            _long_game(app, app.game.count + 1, rng)
        except AssertionError as e:
            assert "storage_full" in str(e)
            assert (app.game.snapshot(), app.game.count) == before    # refused, nothing changed
            break
        codes = [w["code"] for w in app.warnings]
        if announced is None and "storage_low" in codes:
            announced = app.game.count
            (w,) = [w for w in app.warnings if w["code"] == "storage_low"]
            assert 0 <= w["args"][0] - app.storage.room() < 200 and w["args"][1] > 100
    full = app.game.count
    assert announced is not None and full - announced > 300, (announced, full)
    warned = [body for kind, body in pushed if kind == "warnings"]
    assert warned and warned[0]["warnings"][0]["code"] == "storage_low"
    again = make_app(mem)
    assert [w["code"] for w in again.warnings] == ["storage_low"]
    seen = set()
    for _ in range(3):        # the status pixel says it: orange and blue in turn
        again.clock.advance(500)
        again.step()
        seen.add(again.pixels.shown[45])
    lv = again.level
    assert seen == {render.scale(render.ORANGE, lv), render.scale(render.BLUE, lv)}
