"""A game keeps the rules version it started with: the board stores it in the
game header's spare byte, reports it in hello, state and the `game` push, and
resumes a game stored before rules versions existed (byte 0) under rules 1,
saying so (warning `old_rules`)."""

import json

from fakes import FakeFRAM
from helpers import load_profile, make_app, scenario_blob, settle
from skelos import codec, games
from skelos.conan.game import Game
from skelos_device import render
from legacy_image import write_legacy

CURRENT = Game.RULES


def ask(app, cmd, **kw):
    s = app.link.stream
    s.feed(json.dumps(dict({"v": 1, "id": 9, "cmd": cmd}, **kw)).encode() + b"\n")
    out = settle(app, s)
    (m,) = [m for m in out if m.get("id") == 9]
    return m, [m for m in out if "push" in m]


def warning_pixels(app):
    seen = set()
    for _ in range(3):
        app.clock.advance(500)
        app.step()
        seen.add(app.pixels.shown[45])
    return seen


def test_a_new_game_stores_and_reports_the_current_rules_version():
    app = make_app()
    assert app.game.rules == CURRENT
    assert app.storage.head.rules == CURRENT and app.storage.head.rules_version() == CURRENT
    hello, _ = ask(app, "hello")
    assert hello["rules"] == CURRENT and hello["warnings"] == []
    state, _ = ask(app, "state")
    assert state["rules"] == CURRENT
    _, pushes = ask(app, "new_game", discard=app.unfetched())
    assert [p for p in pushes if p["push"] == "game"][0]["rules"] == CURRENT
    # a power cycle keeps it
    again = make_app(app.storage.mem)
    assert again.game.rules == CURRENT and again.warnings == []


def _stored_before_rules_versions(rules=0):
    """Storage as a board wrote it before games carried a rules version (the header's
    byte 14 was padding, 0), in the earlier storage layout: a game whose records only
    rules 1 accept (R13: the caster's spell after another tile's activation)."""
    mem = FakeFRAM(load_profile()["storage"]["size"])
    blob = scenario_blob()
    g = games.new_game(codec.decode_scenario(blob)[0], 1)
    for name, args in (("begin_turn", ()), ("activate", (2,)), ("activate", (1,)), ("cast", (0, 2)),
                       ("end_turn", ())):
        assert getattr(g, name)(*args) is None
    write_legacy(mem, blob, [g.record(i) for i in range(g.count)], rules=rules)
    assert mem.data[14] == rules and mem.data[32 + 14] == rules
    return mem, g


def test_a_game_stored_before_rules_versions_resumes_under_rules_1_and_says_so():
    mem, old = _stored_before_rules_versions()
    app = make_app(mem)
    assert app.game.rules == 1 and app.game.count == old.count and app.game.fatigue == old.fatigue
    warn = [{"code": "old_rules", "detail": "rules version 1, new games play " + str(CURRENT),
             "args": [1, CURRENT]}]
    hello, _ = ask(app, "hello")
    assert hello["rules"] == 1 and hello["warnings"] == warn and hello["seq"] == old.count
    state, _ = ask(app, "state")
    assert state["rules"] == 1 and state["warnings"] == warn
    lv = app.level
    assert warning_pixels(app) == {render.scale(render.ORANGE, lv), render.scale(render.BLUE, lv)}
    # it goes on under its own rules: rules 2 refuse the second one (S01), rules 1 accept it
    for action, args in (("begin_turn", []), ("vigilance_up", [1]), ("vigilance_up", [1])):
        assert ask(app, "act", action=action, args=args)[0]["ok"]
    assert app.game.vigilance == 2
    assert app.storage.head.rules == 0          # the stored byte is left as it was
    again = make_app(mem)
    assert again.game.rules == 1 and again.game.count == old.count + 3 and again.warnings == warn
    # a new game plays the current rules and the warning goes
    reply, pushes = ask(again, "new_game", discard=again.unfetched())
    assert reply["ok"] and again.game.rules == CURRENT and again.warnings == []
    assert [p for p in pushes if p["push"] == "game"][0]["rules"] == CURRENT
    assert ask(again, "hello")[0]["warnings"] == []


def test_a_board_warning_stays_when_the_old_game_ends():
    mem, _ = _stored_before_rules_versions()
    app = make_app(mem)
    app.warnings.insert(0, {"code": "no_fram", "detail": "x"})
    app.new_game_from_selected(app.unfetched())
    assert app.warnings == [{"code": "no_fram", "detail": "x"}]


def test_a_game_of_a_rules_version_this_board_does_not_know_is_not_resumed():
    mem, _ = _stored_before_rules_versions()
    app = make_app(mem)
    st = app.storage
    h = st.head.copy()
    h.rules = CURRENT + 1
    for i in (0, 1):
        mem.data[32 * i:32 * i + 32] = h.pack()
    app = make_app(mem)
    assert app.game is not None and app.game.count == 0 and app.game.rules == CURRENT
    assert "rules version " + str(CURRENT + 1) in app.warning
    assert "rules version " + str(CURRENT + 1) in app.warning
    assert st.read_headers()[0] is not None
    mem, _ = _stored_before_rules_versions(rules=CURRENT + 1)
    app = make_app(mem)
    assert app.game is not None and app.game.count == 0 and app.game.rules == CURRENT
    assert "rules version " + str(CURRENT + 1) in app.warning
