"""OrcQuest on the device app: fake button presses through the real main loop,
pixels on the reference segments, refusals, persistence, and the app under
MicroPython."""


from fakes import FakeFRAM
from helpers import chord, load_profile, make_app, press, run_firmware_under_micropython, settle
from orc_fixtures import warband
from skelos import codec
from skelos_device import orcquest_ui
from skelos_host.views import refusal_rules, refusal_text
from skelos_device.render import AMBER, OFF, ORANGE, RED, YELLOW, scale


def orc_blob(**kw):
    return codec.encode_scenario(warband(**kw))


def orc_app(mem=None, **kw):
    return make_app(mem=mem, blob=orc_blob(**kw))


def long(app, name):
    press(app, name, hold=700)


def recs(app):
    return [app.game.record_list(i) for i in range(app.game.count)]


def seg(app, name):
    s = app.profile["segments"][name]
    return app.pixels.shown[s["start"]:s["start"] + s["count"]]


def test_hero_turn_in_a_few_presses():
    app = orc_app(badass=3)
    assert isinstance(app.ui, orcquest_ui.UI) and app.mode == "heroes"
    press(app, "slot1")                  # Orrus starts
    long(app, "extra")                   # 1-point action that wounded
    long(app, "extra")                   # again: Combo 1 is now free
    long(app, "reroll")                  # Combo 1 that wounded
    press(app, "reroll")                 # Combo 2
    press(app, "slot2")                  # the second hero acts next...
    press(app, "defend")                 # ...a 2-point card: 2 extra actions, 1 + 2 Badass
    long(app, "spell")                   # the Guard falls in one blow: 2 + 1
    press(app, "turn")                   # end of the activation: event card
    press(app, "turn")                   # event resolved
    assert recs(app) == [["start", 0], ["action", 0, 1, 0, 1], ["action", 0, 1, 0, 1], ["combo", 1, 1],
                         ["combo", 2, 0], ["action", 1, 0, 2, 0], ["kill", 0, 1], ["end"], ["event"]]
    assert app.game.badass == 3 and app.storage.head.count == 9
    snap = app.game.snapshot()
    assert snap["heroes"][0]["status"] == "done" and snap["phase"] == "heroes"
    assert app.pixels.shown == app.frame == orcquest_ui.frame(app.profile, app)


def test_pixels_show_heroes_action_points_badass_and_combos():
    app = orc_app(badass=4)
    press(app, "slot2")
    press(app, "extra")                  # one action point left
    app.blink = False
    app.dirty = True
    app.step()
    h = app.game.scenario.heroes
    river = seg(app, "river")
    b = app.level
    assert river[1] == scale((255, 255, 255), b)              # the active hero (blink off: white)
    assert river[0] == scale(scale(tuple(h[0].color), 35), b)   # ready
    assert river[3:] == [OFF] * 5                                 # no hero there
    track = seg(app, "turn")
    assert track[0] != OFF and track[1] == OFF                    # 1 of 2 action points left
    assert track[2] == OFF and track[3] == OFF                    # no combo available
    gems = seg(app, "gems")
    assert gems[:4] == [scale(YELLOW, b)] * 4 and gems[4:] == [OFF] * 20
    app.blink = True
    gs = app.profile["segments"]["gems"]["start"]
    fr = orcquest_ui.frame(app.profile, app)
    assert fr[gs + 3] == scale(ORANGE, b) and fr[gs + 2] == scale(YELLOW, b)   # the next extra's cost blinks
    for _ in range(3):                                            # buy 3: costs 1 + 2 ... then 3 > 1 left
        press(app, "slot1")
        press(app, "extra")
    assert app.game.badass == 1 and app.refusal
    gems = seg(app, "gems")
    assert gems[1] == gems[2] == scale(scale(RED, 25), b)       # 2 missing points for the next (3)
    chord(app, "spell")                                           # select the War dog
    press(app, "mode")                                            # enemies view
    assert app.mode == "enemies" and app.ui.enemy == 1


def test_refused_presses_change_nothing():
    app = orc_app(heroes=2)
    snap = app.game.snapshot()
    written = app.storage.bytes_written
    for name in ("extra", "defend", "reroll", "undo", "slot5"):
        press(app, name)
        assert app.refusal
        assert app.game.snapshot() == snap and app.storage.bytes_written == written, name
    press(app, "slot1")
    press(app, "reroll")                 # no combo yet
    assert app.refusal and app.game.count == 1
    press(app, "turn")
    press(app, "slot2")                  # event first
    assert app.refusal and app.game.count == 2
    pushed = [m for m in settle(app, app.link.stream) if m.get("push") == "refused"]
    assert pushed[-1] == {"v": 1, "push": "refused", "button": "slot2", "code": "event_pending"}   # no text on the wire
    assert refusal_text("event_pending", (), "orcquest") != "event_pending"       # the host's words,
    assert "O01" in refusal_rules("event_pending", (), "orcquest")                # the rule given apart
    st = app.profile["segments"]["status"]["start"] + 1
    assert app.pixels.shown[st][0] > 0 and app.pixels.shown[st][1] == 0


def test_round_rolls_over_and_state_survives_power_loss():
    mem = FakeFRAM(load_profile()["storage"]["size"])
    app = orc_app(mem=mem, heroes=2, badass=2)
    for h in ("slot1", "slot2"):
        press(app, h)
        press(app, "turn")
        press(app, "turn")
    press(app, "turn")                   # next round
    assert app.game.round == 2 and not app.game.all_activated()
    press(app, "slot2")
    press(app, "slot1")
    press(app, "extra")                  # Orrus buys an action during hero 2's activation
    again = make_app(mem=mem, blob=orc_blob(heroes=2))
    assert isinstance(again.ui, orcquest_ui.UI)
    assert again.game.snapshot() == app.game.snapshot() and again.game.badass == 1


def test_link_act_and_state_for_orcquest():
    app = orc_app()
    s = app.link.stream
    s.feed(b'{"v":1,"id":1,"cmd":"act","action":"start","args":[2]}\n'
           b'{"v":1,"id":2,"cmd":"act","action":"activate","args":[1]}\n'
           b'{"v":1,"id":3,"cmd":"act","action":"action","args":[2,3,0,0]}\n'
           b'{"v":1,"id":4,"cmd":"state"}\n')
    out = {m["id"]: m for m in settle(app, s) if "id" in m}
    assert out[1]["ok"] and out[1]["seq"] == 1
    assert out[2]["error"]["code"] == "unknown_action"          # a Conan action is not an OrcQuest one
    assert out[3]["error"]["code"] == "bad_cost"
    st = out[4]["state"]
    assert st["game"] == "orcquest" and st["current"] == "hero3" and st["action_points"] == 2
    assert len(out[4]["pixels"]) == 46


def test_orcquest_app_under_micropython(tmp_path):
    r = run_firmware_under_micropython(tmp_path, orc_blob(badass=1))
    assert r.returncode == 0, r.stdout + r.stderr
    assert "mpy firmware orcquest ok 6" in r.stdout


def test_amber_marks_another_acting_hero():
    app = orc_app(badass=1)
    press(app, "slot1")
    press(app, "slot3")
    assert app.ui.actor == 2
    st = app.profile["segments"]["status"]["start"] + 1
    assert app.pixels.shown[st] == scale(AMBER, app.level)
    press(app, "slot3")                  # the same button again: back to the active hero
    assert app.ui.actor == -1


def test_macropad_profile_plays_orcquest_with_chords():
    prof = load_profile("adafruit_macropad_rp2040")
    app = make_app(profile=prof, blob=orc_blob(badass=2))
    press(app, "slot1")
    long(app, "extra")
    long(app, "extra")
    chord(app, "defend")                 # reroll = mode + defend on this board: the combo
    chord(app, "extra")                  # spell = mode + extra: the Guard falls
    assert recs(app)[-2:] == [["combo", 1, 0], ["kill", 0, 0]]
    assert len(app.pixels.shown) == 12 and app.pixels.shown == app.frame


def test_the_hero_acting_next_and_the_enemy_type_are_in_the_state_and_pushed():
    app = orc_app(badass=1)
    s = app.link.stream
    press(app, "slot1")
    settle(app, s)
    press(app, "slot3")                  # hero 3 acts next: a menu change, pushed
    chord(app, "spell")                  # the next enemy type
    assert [m["push"] for m in settle(app, s) if "push" in m] == ["display", "display"]
    s.feed(b'{"v":1,"id":1,"cmd":"state"}\n')
    (st,) = [m for m in settle(app, s) if m.get("id") == 1]
    heroes, enemies = app.game.scenario.heroes, app.game.scenario.enemies
    assert st["display"]["menu"] == {"actor": heroes[2].id, "enemy": enemies[1 % len(enemies)].id}


def test_orcquest_plays_rules_1_and_checks_an_action_without_recording_it():
    app = orc_app()
    s = app.link.stream
    s.feed(b'{"v":1,"id":1,"cmd":"hello"}\n'
           b'{"v":1,"id":2,"cmd":"act","action":"start","args":[2],"dry_run":true}\n'
           b'{"v":1,"id":3,"cmd":"act","action":"combo","args":[1],"dry_run":true}\n'
           b'{"v":1,"id":4,"cmd":"state"}\n')
    out = {m["id"]: m for m in settle(app, s) if "id" in m}
    assert out[1]["rules"] == 1 and out[1]["warnings"] == []
    assert out[2]["ok"] and out[2] == {"v": 1, "id": 2, "ok": True, "dry_run": True, "seq": 0}
    assert out[3]["error"]["code"] == "no_activation"           # refused as the action itself would be
    assert out[4]["rules"] == 1 and app.game.count == 0
