"""A menu of the board never outlives the game state it was built for (R19:
« Lorsque la tuile Événement est activée, l'Overlord doit réaliser l'un des
événements proposés », « un et un seul »): whoever changes the state (the
link's act, undo or redo, a new game, a power cycle), the buttons' menus are
those of a fresh UI; the buttons' own actions carry what still holds.  And
on the board, what each figure bought stays with it (R09, rules 3) across a
power cycle."""

import json

from fixtures import EVENT, HUNTERS_BLUE, HUNTERS_RED, WARRIORS
from helpers import make_app, press, settle
from skelos_device.conan_ui import UI


def ask(app, **req):
    s = app.link.stream
    s.feed(json.dumps(dict({"v": 1, "id": 5}, **req)).encode() + b"\n")
    (m,) = [m for m in settle(app, s) if m.get("id") == 5]
    return m


def slot(app, tile):
    return "slot" + str(app.game.river.index(tile) + 1)


def closed(app):
    return UI(app).menu()


def event_chosen():
    """On the buttons: the event tile activated, event 1 (4 points) chosen and one
    red hunter brought back in the menu; nothing recorded yet."""
    app = make_app()
    for action, args in (("begin_turn", ()), ("kill", (HUNTERS_RED, 3)), ("kill", (HUNTERS_BLUE, 1)),
                         ("kill", (WARRIORS, 2))):
        assert app.act(action, args) is None
    press(app, slot(app, EVENT))
    assert app.game.pending == EVENT
    press(app, "slot1")
    assert app.press(slot(app, HUNTERS_RED), "long") is None
    assert app.ui.menu()["event"] == 0 and app.ui.menu()["reinforcements"] == {"hunters_red": 1}
    return app


def activate_the_event_tile_again(app):
    g = app.game
    assert app.act("end_turn") is None and app.act("begin_turn") is None
    press(app, slot(app, EVENT))
    assert g.pending == EVENT


def test_R19_an_event_the_link_resolved_leaves_no_choice_on_the_buttons():
    app = event_chosen()
    g = app.game
    assert ask(app, cmd="act", action="event", args=[1, []])["ok"]      # the host resolves it
    assert app.ui.menu() == closed(app)
    activate_the_event_tile_again(app)
    count = g.count
    assert app.press("turn", "short") == ("event_required",)            # nothing chosen: nothing recorded
    assert g.count == count and g.pending == EVENT
    assert app.ui.menu()["event"] is None and app.ui.menu()["reinforcements"] == {}


def test_R19_an_activation_the_link_undid_takes_its_event_menu_along():
    app = event_chosen()
    g = app.game
    assert ask(app, cmd="undo")["ok"]
    assert g.pending == -1 and app.ui.menu() == closed(app)
    press(app, slot(app, EVENT))                 # the event tile again, from the buttons
    count = g.count
    assert app.press("turn", "short") == ("event_required",)
    assert g.count == count
    # and a redo from the link: the tile waits again, with no choice made for it
    assert ask(app, cmd="undo")["ok"] and ask(app, cmd="redo")["ok"]
    assert g.pending == EVENT and app.ui.menu() == closed(app)
    assert app.press("turn", "short") == ("event_required",)


def test_R19_the_buttons_own_event_is_recorded_as_chosen():
    app = event_chosen()
    press(app, "turn")
    g = app.game
    assert g.record_list(g.count - 1) == ["event", 0, [[HUNTERS_RED, 1]]]
    assert app.ui.menu() == closed(app)


def test_R19_a_button_undo_closes_the_menus_it_finds():
    app = event_chosen()
    press(app, "undo")                           # first the choice
    press(app, "undo")                           # then the activation, from the buttons
    assert app.game.pending == -1 and app.ui.menu() == closed(app)
    assert app.press("undo", "long") is None    # redo: the tile waits, nothing chosen
    assert app.game.pending == EVENT and app.ui.menu() == closed(app)


def test_R19_a_new_game_and_a_power_cycle_start_with_closed_menus():
    app = event_chosen()
    again = make_app(app.storage.mem)            # power cycle: the game resumes, the menus do not
    assert again.game.pending == EVENT and again.ui.menu() == closed(again)
    assert again.press("turn", "short") == ("event_required",)
    app = event_chosen()
    assert ask(app, cmd="new_game", discard=app.unfetched())["ok"]
    assert app.game.pending == -1 and app.ui.menu() == closed(app)


def test_R16_R20_marks_and_menus_do_not_survive_a_change_from_the_link():
    app = make_app()
    g = app.game
    assert app.act("begin_turn") is None
    assert app.press(slot(app, WARRIORS), "long") is None          # tile menu
    assert app.press("mode+" + slot(app, WARRIORS), "short") is None   # one warrior marked
    assert app.ui.menu()["marked"] == {"warriors": 1}
    assert ask(app, cmd="act", action="kill", args=[WARRIORS, 3])["ok"]   # the link kills them all
    assert app.ui.menu() == closed(app)
    count = g.count
    assert app.press("turn", "short") is None                      # an ordinary TURN: the end of the turn
    assert g.record_list(count) == ["end"]


def test_R09_the_figure_selected_follows_the_tile_and_its_figures():
    app = make_app()
    g = app.game
    assert app.act("begin_turn") is None
    press(app, slot(app, WARRIORS))              # 3 warriors activated
    assert app.press("mode+extra", "short") is None and app.press("mode+extra", "short") is None
    assert app.ui.menu()["figure"] == 2
    press(app, "extra")                          # the buttons' own extra move: the selection stays
    press(app, "extra")
    assert app.ui.menu()["figure"] == 2 and g.moves_bought(2) == 2
    assert ask(app, cmd="act", action="defend", args=[1])["ok"]     # the link changes the state
    assert app.ui.menu()["figure"] == 0 and app.ui.menu() == closed(app)
    assert app.press("mode+extra", "short") is None
    assert app.act("kill", (WARRIORS, 1)) is None                  # a figure fewer: from the link's side
    assert app.ui.menu()["figure"] == 0


def test_R09_the_buttons_own_death_resets_the_figure_selected():
    app = make_app()
    assert app.act("begin_turn") is None
    press(app, slot(app, WARRIORS))
    assert app.press("mode+extra", "short") is None and app.press("mode+extra", "short") is None
    assert app.press(slot(app, WARRIORS), "long") is None          # its tile menu
    assert app.press(slot(app, WARRIORS), "short") is None         # kills one: figure 3 no longer is
    assert app.game.figures(WARRIORS) == 2 and app.ui.menu()["figure"] == 0
    assert app.ui.menu()["tile"] == "warriors"                     # the tile menu stays open


def test_R19_pixels_follow_the_menus_a_link_change_closed():
    app = event_chosen()
    assert ask(app, cmd="act", action="event", args=[1, []])["ok"]
    app.dirty = True
    app.step()
    shown = list(app.pixels.shown)
    fresh = UI(app)
    ui, app.ui = app.ui, fresh
    try:
        app.dirty = True
        app.step()
        assert app.pixels.shown == shown
    finally:
        app.ui = ui


def test_R09_what_each_figure_bought_survives_a_power_cycle():
    """Rules 3 on the board: figure 3 buys 2, figure 1 dies; after a power cycle
    (the journal and a checkpoint read back from the FRAM) figure 3, now second,
    still has its 2 and is refused a third point."""
    app = make_app()
    g = app.game
    steps = [("begin_turn", ())] + [("vigilance_up", (0,))] * 6 + [("defend", (1,))] * 4 + [
        ("activate", (g.river.index(WARRIORS) + 1,)), ("extra_move", (2, 2)), ("extra_move", (0, 1)),
        ("damage", (WARRIORS, 3, 0, 0)), ("extra_move", (0, 1))]
    for name, args in steps:
        assert app.act(name, args) is None, name
    assert g.depth == 16 and [g.moves_bought(i) for i in range(3)] == [1, 2, 0]
    again = make_app(app.storage.mem)
    h = again.game
    assert h.rules >= 3 and [h.moves_bought(i) for i in range(3)] == [1, 2, 0]
    assert again.act("extra_move", (1, 1)) == ("move_cap",)
    assert again.act("extra_move", (0, 2)) == ("move_cap",)
    assert again.act("undo") is None and again.act("undo") is None     # back before the death
    assert [h.moves_bought(i) for i in range(3)] == [1, 0, 2]
    assert again.act("redo") is None
    assert [h.moves_bought(i) for i in range(3)] == [0, 2, 0]
