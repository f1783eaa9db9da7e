"""The board plays the Overlord (docs/solo.md): the gesture that starts it,
the turn button that plays each step, the command in `state`, and a power
cycle that goes on with the same decisions."""

import json

from fakes import FakeFRAM
from helpers import chord, make_app, press, settle, shown

LONG = 800


def names(app):
    return [app.game.record_list(i)[0] for i in range(app.game.count)]


def ask(app, cmd, **kw):
    s = app.link.stream
    s.feed(json.dumps(dict({"v": 1, "id": 7, "cmd": cmd}, **kw)).encode() + b"\n")
    out = settle(app, s)
    (m,) = [m for m in out if m.get("id") == 7]
    return m


def solo_app(level=2):
    app = make_app()
    chord(app, "slot%d" % (level + 2), LONG)
    assert names(app) == ["solo"] and app.game.solo == level
    return app


def test_mode_and_slots_3_to_5_held_start_the_solo_game_at_levels_1_to_3():
    for level in (1, 2, 3):
        app = solo_app(level)
        chord(app, "slot3", LONG)            # once only: refused, nothing recorded
        assert names(app) == ["solo"] and app.refusal


def test_the_turn_button_plays_each_step_of_the_overlords_turn():
    app = solo_app(2)
    press(app, "turn")                        # the heroes' turn ends: the Overlord's begins
    assert app.game.phase == 1
    press(app, "turn")                        # its first activation
    assert names(app)[2] == "act" and "draw" not in names(app)       # rules 5: the board draws alone
    st = ask(app, "state")["state"]
    c = st["command"]
    assert st["solo"] == 2 and c["tile"] == st["current"] and c["order"] in (
        "attack_nearest", "attack_fewest_wounds", "advance", "hold")
    for _ in range(4):
        if app.game.phase == 0:
            break
        press(app, "turn")
    assert app.game.phase == 0 and names(app)[-1] == "end"
    assert ask(app, "state")["state"]["command"] is None


def test_the_link_starts_a_solo_game_and_refuses_a_second_one():
    app = make_app()
    assert ask(app, "act", action="start_solo", args=[3, 1234])["ok"]
    m = ask(app, "act", action="start_solo", args=[1, 1])
    assert not m["ok"] and m["error"]["code"] == "solo_on"
    assert app.game.solo == 3


def test_a_power_cycle_goes_on_with_the_same_decisions():
    app = solo_app(3)
    press(app, "turn")
    press(app, "turn")
    copy = FakeFRAM(len(app.storage.mem.data))
    copy.data[:] = app.storage.mem.data           # the chip as it is when the power goes
    again = make_app(copy)
    assert again.game.count == app.game.count and again.game.rng == app.game.rng
    for a in (app, again):
        press(a, "turn")
        press(a, "turn")
    assert app.game.count > 5
    assert [again.game.record(i) for i in range(again.game.count)] == [
        app.game.record(i) for i in range(app.game.count)]


def test_undo_then_the_turn_button_draws_the_same_values():
    app = solo_app(2)
    press(app, "turn")
    press(app, "turn")
    g = app.game
    first = [g.record(i) for i in range(2, g.count)]      # the activation and its spending
    while g.depth > 2:
        press(app, "undo")
    n = g.count
    press(app, "turn")
    assert [g.record(i) for i in range(n, g.count)] == first and len(first) >= 1


def test_the_strip_shows_the_order_being_carried_out():
    from skelos.conan import solo
    from skelos_device import conan_ui, render
    app = solo_app(2)
    st = app.profile["segments"]["status"]["start"] + 1
    idle = shown(app)[st]
    press(app, "turn")
    press(app, "turn")
    order = solo.command(app.game)[1]
    app.clock.advance(1000)
    app.step()
    assert shown(app)[st] == render.scale(conan_ui.ORDER_COLOURS[order], app.level) != idle
    while app.game.phase == 1:
        press(app, "turn")
    app.clock.advance(1000)
    app.step()
    assert shown(app)[st] == idle


def test_a_game_stored_under_earlier_rules_cannot_become_a_solo_game():
    from test_board_rules_version import _stored_before_rules_versions
    mem, old = _stored_before_rules_versions()
    app = make_app(mem)
    assert app.game.rules == 1
    chord(app, "slot4", LONG)
    assert app.game.count == old.count and app.game.solo == 0 and app.refusal
    assert ask(app, "act", action="start_solo", args=[2, 5])["error"]["code"] == "solo_rules"
    assert app.game.count == old.count


def test_the_link_cannot_send_a_draw():
    """The board's draws are its own: `act draw` is refused, in either side's turn, and changes nothing."""
    app = solo_app(2)
    for _ in range(2):
        n = app.game.count
        for args in ([], [3]):
            m = ask(app, "act", action="draw", args=args)
            assert not m["ok"] and m["error"]["code"] == "board_draws"
        m = ask(app, "act", action="draw", args=[], dry_run=True)
        assert not m["ok"] and m["error"]["code"] == "board_draws"
        assert app.game.count == n
        press(app, "turn")


def test_undo_at_every_record_of_a_step_then_turn_makes_the_same_step():
    app = solo_app(3)
    g = app.game
    press(app, "turn")
    for _ in range(2):
        start = g.depth
        n = g.count
        press(app, "turn")
        step = [g.record(i) for i in range(n, g.count)]
        assert len(step) >= 2, step
        for j in range(len(step)):
            while g.depth > start + j:
                press(app, "undo")
            m = g.count
            press(app, "turn")
            assert [g.record(i) for i in range(m, g.count)] == step[j:], j
            assert ask(app, "state")["state"]["command"] == ask(app, "state")["state"]["command"]


def test_a_finished_solo_game_shows_no_order():
    app = solo_app(2)
    press(app, "turn")
    press(app, "turn")
    assert ask(app, "state")["state"]["command"] is not None
    assert ask(app, "act", action="finish", args=[1])["ok"]
    assert ask(app, "state")["state"]["command"] is None


def sheets_app(level=2):
    """A solo game (rules 7) of the stealth village whose reaction spell is Zogar Sag's, the link used as
    the host uses it."""
    from helpers import scenario_blob

    from fixtures import ZOGAR
    blob = scenario_blob(spells=[{"name": "Fixed", "cost": 2, "saturation": 3, "caster": "zogar"},
                                 {"name": "Bone Shield", "saturation": 4, "reaction": True, "caster": "zogar"}])
    app = make_app(blob=blob)
    assert ask(app, "act", action="start_solo", args=[level, 4])["ok"]
    assert app.game.rules == 7
    return app, ZOGAR


def test_S03_the_sheets_sent_by_the_link_make_the_board_run_a_guard_round_its_tiles_patrol():
    """Rules 7: the host sends the sheets (act heroes); every living hero hidden, Turn runs a guard round
    (« l'Overlord peut choisir d'effectuer un tour de garde »), the command is to patrol, on the status pixel
    in blue; a hero the sheets then show seen raises vigilance at the next Turn (S01)."""
    from skelos_device import render
    from skelos_device.conan_ui import ORDER_COLOURS
    app, _zogar = sheets_app()
    assert ask(app, "act", action="heroes", args=[[[1, 1], [0, 1]]])["ok"]
    assert ask(app, "state")["state"]["heroes"] == [[1, 1], [0, 1]]
    press(app, "turn")                        # the heroes' turn ends
    press(app, "turn")                        # the board's step: a guard round and its first activation
    assert names(app)[3:5] == ["guard", "act"]
    c = ask(app, "state")["state"]["command"]
    assert c["order"] == "patrol" and "targets" not in c
    app.clock.advance(1000)
    app.step()
    assert shown(app)[app.profile["segments"]["status"]["start"] + 1] == render.scale(ORDER_COLOURS[4], app.level)
    assert ask(app, "act", action="heroes", args=[[[1, 0], [0, 1]]])["ok"]     # the first hero: spotted
    press(app, "turn")
    assert names(app)[-1] == "vigil" and app.game.vigilance == 1
    m = ask(app, "act", action="heroes", args=[[[1, 3]]])                      # a state the sheets never have
    assert not m["ok"] and m["error"]["code"] == "bad_argument"


def test_R13_the_tile_menu_s_spell_button_is_a_hero_s_attack_on_it_the_board_casts_its_reaction_spell():
    """« les sorts ... peuvent être utilisés « en réaction », c'est à dire que après que l'adversaire ai
    attribué ses dégâts au personnage possédant ce sort, celui ci peut le lancer immédiatement, mais avant
    tout jet de défense »: the players open Zogar Sag's tile menu and press Spell, in the heroes' turn."""
    app, zogar = sheets_app()
    slot = "slot%d" % (app.game.river.index(zogar) + 1)
    press(app, slot, LONG)                    # the tile menu
    assert ask(app, "act", action="heroes", args=[[[0, 0]]])["ok"]     # the sheets come: the menu stays open
    assert ask(app, "state")["display"]["menu"]["tile"] == "zogar"
    press(app, "spell")
    assert app.game.record_list(app.game.count - 1) == ["cast", 1, 2] and not app.refusal
    press(app, "spell")
    press(app, "spell")                       # saturated (4): refused, nothing recorded
    assert app.game.on_spell[1] == 4 and names(app).count("cast") == 2 and app.refusal
