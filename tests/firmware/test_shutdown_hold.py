"""The shutdown hold is a gesture of the device app: Mode held alone for the
profile's `shutdown_hold_ms` (the Pi box's 10 s) sets `app.shutdown` once,
through the same scan and grammar as every other gesture; another button
down starts the count again; a profile without it (the Pico) has none."""

from fakes import FakeClock
from helpers import load_profile, make_app, settle

from skelos_device.input import LONG_MS, Buttons


def test_mode_held_alone_gives_the_hold_once():
    b = Buttons(["mode", "turn"], hold_ms=10000)
    out = []
    b.edge(0, True, 0, out)
    b.tick(LONG_MS, out)
    b.tick(9999, out)
    assert out == []                              # mode's own long press waits for its release
    b.tick(10000, out)
    b.tick(15000, out)
    assert out == [("mode", "hold")]              # once per press
    b.edge(0, False, 15001, out)
    assert out == [("mode", "hold")]              # the release after the hold: no brightness step
    b.edge(0, True, 20000, out)
    b.tick(20000 + LONG_MS, out)
    b.tick(30000, out)
    assert out[-1] == ("mode", "hold")             # a new press, a new hold
    b.edge(0, False, 30001, out)
    b.edge(0, True, 40000, out)
    b.tick(40000 + LONG_MS, out)
    b.edge(0, False, 41000, out)
    assert out[-1] == ("mode", "long")             # held 1 s, shorter than the hold: the brightness step


def test_another_button_down_starts_the_count_again():
    b = Buttons(["mode", "turn"], hold_ms=10000)
    out = []
    b.edge(0, True, 0, out)
    b.edge(1, True, 5000, out)                     # mode + turn: a chord, not the hold
    b.tick(5000, out)
    b.edge(1, False, 6000, out)
    b.tick(15999, out)
    assert ("mode", "hold") not in out
    b.tick(16000, out)                             # 10 s alone since turn went up
    assert out[-1] == ("mode", "hold")


def test_without_the_profile_key_there_is_no_hold():
    b = Buttons(["mode"])
    out = []
    b.edge(0, True, 0, out)
    b.tick(60000, out)
    assert out == []
    b.edge(0, False, 60001, out)
    assert out == [("mode", "long")]


def _hold_mode(app, clock, ms):
    mode = app.buttons.index("mode")
    app.keys.events.put(mode, True)
    for _ in range(ms // 500):
        clock.advance(500)
        app.step()


def test_the_app_turns_the_hold_into_its_shutdown_flag_and_records_nothing():
    clock = FakeClock(1000)
    profile = dict(load_profile(), shutdown_hold_ms=10000)
    app = make_app(profile=profile, clock=clock)
    settle(app, app.link.stream)
    count = app.game.count
    _hold_mode(app, clock, 9500)
    assert app.shutdown is False
    _hold_mode(app, clock, 1000)
    assert app.shutdown is True and app.game.count == count
    pico = make_app(clock=clock)
    _hold_mode(pico, clock, 20000)
    assert pico.shutdown is False
