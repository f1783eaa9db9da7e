"""Property: no menu of the board's UI survives a change of the game state from
another source (R19: the event chosen is the event of this activation, « un et
un seul »).  Random interleavings of button gestures, link requests (act,
undo, redo, new game) and power cycles, on the device app with the fake chip;
after every change that did not come from the buttons, the UI's menus (`state`'s
display.menu) and the strip are those of a fresh UI built on the same state,
and a request the device refused leaves the menus as they were.  Both games'
UIs (Book of Skelos, OrcQuest)."""

import json

from hypothesis import HealthCheck, given, settings, strategies as st

from helpers import make_app, settle
from orc_fixtures import warband
from skelos import codec

SLOTS = ["slot%d" % i for i in range(1, 9)]
CONAN_BUTTONS = ([(b, "short") for b in SLOTS] * 2 + [(b, "long") for b in SLOTS]
                 + [("mode+" + b, "short") for b in SLOTS[:6]]
                 + [(b, "short") for b in ("extra", "defend", "reroll", "spell", "turn", "undo")] * 2
                 + [("mode+extra", "short"), ("mode+spell", "short"), ("undo", "long"), ("turn", "long")]
                 + [("@event", "short")] * 6 + [("@choose", "short")] * 6)
# "@event": the slot the event tile is in; "@choose": that slot, then slot 1 (the first
# event) and a long press of slot 1 (one reinforcement figure): a choice made at once
CONAN_LINK = ([("act", n, a) for n, a in (
    ("begin_turn", []), ("begin_turn", []), ("begin_turn", []), ("end_turn", []), ("activate", [1]),
    ("activate", ["@event"]),
    ("event", [0, []]), ("event", [0, [[0, 1]]]), ("event", [1, []]), ("extra_move", [0, 1]),
    ("extra_move", [1, 1]), ("kill", [0, 1]), ("kill", [2, 1]), ("damage", [2, 3, 0, 0]),
    ("defend", [1]), ("reroll", [1]), ("cast", [1, 1]), ("clean", [2]))]
    + [("undo",), ("redo",), ("undo",), ("new_game",), ("power",)])
ORC_BUTTONS = ([("slot%d" % i, "short") for i in (1, 2, 3)] * 3
               + [(b, k) for b in ("extra", "defend", "reroll", "spell", "turn", "undo") for k in ("short", "long")]
               + [("mode+spell", "short"), ("mode+extra", "short")])
ORC_LINK = ([("act", n, a) for n, a in (
    ("start", [0]), ("start", [1]), ("action", [0, 1, 0, 1]), ("action", [2, 0, 1, 0]),
    ("combo", [1, 1]), ("kill", [0, 0]), ("spend", [1]), ("end_activation", []), ("event_done", []),
    ("next_round", []))]
    + [("undo",), ("redo",), ("new_game",), ("power",)])

GAMES = {
    "conan": (None, CONAN_BUTTONS, CONAN_LINK),
    "orcquest": (codec.encode_scenario(warband(badass=6)), ORC_BUTTONS, ORC_LINK),
}


def ask(app, req):
    s = app.link.stream
    s.feed(json.dumps(dict({"v": 1, "id": 7}, **req)).encode() + b"\n")
    (m,) = [m for m in settle(app, s) if m.get("id") == 7]
    return m


def seen(app, ui):
    """What a UI shows on this app's state: its menus as `state` has them, and the strip."""
    old = app.ui
    app.ui = ui
    try:
        return ui.menu(), ui.frame(app.profile)
    finally:
        app.ui = old


def fresh(app):
    return seen(app, type(app.ui)(app))


def event_slot(app):
    """The slot the Book of Skelos's event tile is in (1-based), 1 for OrcQuest."""
    for i, t in enumerate(getattr(app.game, "river", ())):
        if app.game.scenario.tiles[t].is_event:
            return i + 1
    return 1


def play(game, steps):
    blob, _, _ = GAMES[game]
    app = make_app(blob=blob)
    if game == "conan":
        assert app.act("begin_turn") is None     # the Overlord's turn: the menus have work
    checked = 0
    for step in steps:
        if step[0] == "button":
            if step[1] == "@choose":
                for name, kind in (("slot%d" % event_slot(app), "short"), ("slot1", "short"), ("slot1", "long")):
                    app.press(name, kind)
                continue
            app.press("slot%d" % event_slot(app) if step[1] == "@event" else step[1], step[2])
            continue
        before = (app.game, app.game.count, app.ui.menu())
        op = step[1]
        if op[0] == "power":
            app = make_app(app.storage.mem, clock=app.clock, blob=blob)
        elif op[0] == "act":
            args = [event_slot(app) if a == "@event" else a for a in op[2]]
            ask(app, {"cmd": "act", "action": op[1], "args": args})
        elif op[0] == "new_game":
            ask(app, {"cmd": "new_game", "discard": app.unfetched()})
        else:
            ask(app, {"cmd": op[0]})
        if op[0] == "power" or app.game is not before[0] or app.game.count != before[1]:
            assert seen(app, app.ui) == fresh(app), (op, app.ui.menu())
            checked += 1
        else:
            assert app.ui.menu() == before[2], op      # refused: nothing changed, the menus neither
    return checked


def steps_of(game):
    _, buttons, link = GAMES[game]
    button = st.tuples(st.just("button"), st.sampled_from(buttons)).map(lambda t: (t[0],) + t[1])
    # two gestures for one request: the menus are often open when the request comes
    return st.lists(st.one_of(button, button, st.tuples(st.just("link"), st.sampled_from(link))),
                    min_size=6, max_size=40)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps_of("conan"))
def test_R19_no_menu_of_the_book_survives_a_change_from_another_source(steps):
    play("conan", steps)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps_of("orcquest"))
def test_O02_no_menu_of_orcquest_survives_a_change_from_another_source(steps):
    play("orcquest", steps)


def test_R19_the_property_sees_the_stale_event_choice():
    """The interleaving of the report, as the property plays it: the event chosen on
    the buttons, the host resolves it, the event tile again, TURN."""
    steps = [("link", ("act", "kill", [0, 1])),
             ("button", "@event", "short"), ("button", "slot1", "short"), ("button", "slot1", "long"),
             ("link", ("act", "event", [1, []]))]
    assert play("conan", steps) == 2
