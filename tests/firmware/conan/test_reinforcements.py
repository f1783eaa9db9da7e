"""R20 step by step: the buttons' event menu checks each reinforcement as it is
chosen (the press that goes over the cap per tile or the event's points is
refused at once with the rule's code), the strip shows the points left, `state`
carries them (`display.menu`'s `budget` and `remaining`), and the protocol checks a partial choice with
`act` and `dry_run`."""

import json

from fixtures import EVENT, HUNTERS_BLUE, HUNTERS_RED, WARRIORS, ZOGAR
from helpers import make_app, press, settle, shown
from skelos_device import render

# the Pico build and the Raspberry Pi box on a Pi 4 and a Pi 5 (tests/firmware/conftest.py)
BUILDS = ("pico", "pi4", "pi5")


def ask(app, **req):
    s = app.link.stream
    s.feed(json.dumps(dict({"v": 1, "id": 3}, **req)).encode() + b"\n")
    (m,) = [m for m in settle(app, s) if m.get("id") == 3]
    return m


def slot(app, tile):
    return "slot" + str(app.game.river.index(tile) + 1)


def event_pending():
    """Reinforcement 4 points to spend: 3 red hunters, 1 blue hunter and 2 warriors
    (2 points each) have died."""
    app = make_app()
    for action, args in (("begin_turn", ()), ("kill", (HUNTERS_RED, 3)), ("kill", (HUNTERS_BLUE, 1)),
                         ("kill", (WARRIORS, 2))):
        assert app.act(action, args) is None
    assert app.act("activate", (app.game.river.index(EVENT) + 1,)) is None
    return app


def turn_track(app):
    seg = app.profile["segments"]["turn"]
    app.dirty = True
    app.step()
    return shown(app)[seg["start"]:seg["start"] + seg["count"]]


def budget_pixels(app, left, spent):
    lv = app.level
    seg = app.profile["segments"]["turn"]["count"]
    return ([render.scale(render.GREEN, lv)] * left + [render.scale(render.scale(render.AMBER, 25), lv)] * spent
            + [render.OFF] * (seg - left - spent))


def test_R20_the_event_menu_refuses_the_reinforcement_that_goes_over_at_once():
    app = event_pending()
    g = app.game
    count = g.count
    assert app.press(slot(app, HUNTERS_RED), "long") == ("choose_event",)   # R19: the event first
    assert app.ui.reinf == {}
    press(app, "slot1")                               # event 1: 4 reinforcement points
    assert app.ui.event_choice == 0
    assert turn_track(app) == budget_pixels(app, 4, 0)
    assert app.press(slot(app, WARRIORS), "long") is None
    assert app.press(slot(app, HUNTERS_RED), "long") is None
    assert turn_track(app) == budget_pixels(app, 1, 3)
    assert app.press(slot(app, HUNTERS_BLUE), "long") is None
    assert turn_track(app) == budget_pixels(app, 0, 4)
    # every further step goes over: refused at once, the choice unchanged
    assert app.press(slot(app, HUNTERS_BLUE), "long") == ("figure_cap",)     # only 1 blue hunter died
    assert app.press(slot(app, HUNTERS_RED), "long") == ("over_budget",)     # no point left
    assert app.press(slot(app, ZOGAR), "long") == ("no_reinforcement",)
    assert app.press(slot(app, EVENT), "long") == ("not_a_unit",)
    assert app.press("slot2", "short") == ("over_budget",)   # "nothing happens" gives no points
    assert app.ui.event_choice == 0 and app.ui.reinf == {WARRIORS: 1, HUNTERS_RED: 1, HUNTERS_BLUE: 1}
    assert g.count == count                                  # nothing recorded meanwhile
    assert app.refusal                                       # the refusal flash
    menu = ask(app, cmd="state")["display"]["menu"]
    assert (menu["event"], menu["budget"], menu["remaining"]) == (0, 4, 0)
    assert menu["reinforcements"] == {"hunters_red": 1, "warriors": 1, "hunters_blue": 1}
    press(app, "turn")                                       # what the steps built is carried out whole
    assert g.pending == -1 and g.count == count + 1
    assert g.record_list(g.count - 1) == ["event", 0, [[HUNTERS_RED, 1], [WARRIORS, 1], [HUNTERS_BLUE, 1]]]
    menu = ask(app, cmd="state")["display"]["menu"]
    assert (menu["event"], menu["budget"], menu["remaining"], menu["reinforcements"]) == (None, None, None, {})
    assert turn_track(app) != budget_pixels(app, 0, 4)       # the hourglass again


def test_R20_undo_clears_the_partial_choice_and_its_budget():
    app = event_pending()
    press(app, "slot1")
    assert app.press(slot(app, WARRIORS), "long") is None
    assert ask(app, cmd="state")["display"]["menu"]["remaining"] == 2
    press(app, "undo")
    assert app.ui.event_choice is None and app.ui.reinf == {}
    menu = ask(app, cmd="state")["display"]["menu"]
    assert (menu["event"], menu["budget"], menu["remaining"], menu["reinforcements"]) == (None, None, None, {})


def test_R20_the_protocol_checks_a_partial_choice_without_recording_it():
    app = event_pending()
    g = app.game
    count, written = g.count, app.storage.bytes_written
    m = ask(app, cmd="act", action="event", args=[0, [[HUNTERS_RED, 2]]], dry_run=True)
    assert m["ok"] and m["dry_run"] is True and m["remaining"] == 2 and m["seq"] == count
    m = ask(app, cmd="act", action="event", args=[0, [[HUNTERS_RED, 2], [HUNTERS_BLUE, 2]]], dry_run=True)
    assert m["error"] == {"code": "figure_cap"}
    m = ask(app, cmd="act", action="event", args=[0, [[HUNTERS_RED, 3], [WARRIORS, 1]]], dry_run=True)
    assert m["error"] == {"code": "over_budget"}
    m = ask(app, cmd="act", action="activate", args=[1], dry_run=True)
    assert m["error"] == {"code": "event_pending"}
    assert ask(app, cmd="act", action="event", args=[0, []], dry_run="yes")["error"]["code"] == "bad_request"
    assert g.count == count and app.storage.bytes_written == written and g.pending == EVENT
    assert ask(app, cmd="act", action="event", args=[0, [[HUNTERS_RED, 2]]])["seq"] == count + 1
