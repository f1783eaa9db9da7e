"""OrcQuest's menus on the board never outlive the state they were built for:
the hero chosen to act next (an extra action bought with Badass, O02) is the
choice of one activation; a change from the link closes it."""

import json

from helpers import make_app, settle
from orc_fixtures import warband
from skelos import codec
from skelos_device.orcquest_ui import UI


def ask(app, **req):
    s = app.link.stream
    s.feed(json.dumps(dict({"v": 1, "id": 6}, **req)).encode() + b"\n")
    (m,) = [m for m in settle(app, s) if m.get("id") == 6]
    return m


def orc_app(**kw):
    return make_app(blob=codec.encode_scenario(warband(**kw)))


def test_O02_the_hero_chosen_to_act_next_does_not_outlive_the_activation():
    app = orc_app(badass=5)
    g = app.game
    assert app.press("slot1", "short") is None          # Orrus starts
    assert app.press("slot3", "short") is None          # the third hero acts next (an extra action)
    assert app.ui.menu()["actor"] == "hero3"
    assert ask(app, cmd="act", action="end_activation")["ok"]   # the host ends Orrus' activation
    assert ask(app, cmd="act", action="event_done")["ok"]
    assert app.ui.menu() == UI(app).menu()
    assert app.press("slot2", "short") is None          # the second hero starts
    assert app.press("extra", "short") is None          # his own action, on his action points
    assert g.record_list(g.count - 1) == ["action", 1, 1, 0, 0]
    assert g.badass == 5


def test_O02_an_undo_from_the_link_closes_the_choice():
    app = orc_app(badass=5)
    assert app.press("slot1", "short") is None
    assert app.press("extra", "short") is None
    assert app.press("slot2", "short") is None
    assert app.ui.menu()["actor"] == "hero2"
    assert ask(app, cmd="undo")["ok"]
    assert app.ui.menu() == UI(app).menu()
    assert app.press("extra", "short") is None          # Orrus' own action again
    assert app.game.record_list(app.game.count - 1) == ["action", 0, 1, 0, 0]
