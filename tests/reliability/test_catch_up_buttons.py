"""A logger catching up on a long journal does not hold the buttons: the pages
of `events` it asks for are answered one loop step at a time (no more than
HOLD bytes wait to go out before the link stops reading), and the board reads
its keys on every step.  A press made while three
pages are asked for at once is answered (its frame, its push) before the
last page."""

import json
import random

from fakes import FakeClock, FakeFRAM, FakeStream
from fixtures import pict_village
from helpers import key, make_app
from player import Player
from skelos import codec
from skelos_device.link import HOLD, QUEUE_MAX

BLOB = codec.encode_scenario(pict_village(available=20, last=250, stealth=True))


def test_a_press_during_a_long_catch_up_is_served_before_the_last_page():
    s = FakeStream()
    app = make_app(FakeFRAM(32768), clock=FakeClock(1000), blob=BLOB, stream=s)
    p = Player(app, random.Random(3), undos=False)
    while app.game.count < 650:
        app.press(*p.gesture())
    for _ in range(20):
        app.step()
        s.take()
    mode = app.mode
    asked = b"".join((json.dumps({"v": 1, "id": 100 + k, "cmd": "events", "after": 200 * k, "limit": 200})
                      + "\n").encode() for k in range(3))
    s.feed(asked)
    m = app.buttons.index("mode")
    got = []
    steps = 0
    while steps < 5000 and not (len([x for x in got if "id" in x]) == 3 and app.link.idle()):
        if steps == 1:
            key(app, m, True)
        if steps == 6:
            key(app, m, False)
        app.step()
        app.clock.advance(10)
        got.extend(s.take())
        steps += 1
        assert app.link.pending < HOLD + QUEUE_MAX   # what waits: less than HOLD, then one page
    replies = [i for i, x in enumerate(got) if x.get("id") in (100, 101, 102)]
    assert [got[i]["id"] for i in replies] == [100, 101, 102]
    assert all(got[i]["ok"] and got[i]["events"][0]["seq"] == 200 * k + 1 for k, i in enumerate(replies))
    shown = [i for i, x in enumerate(got) if x.get("push") == "display"]
    assert app.mode != mode and shown, got[:3]
    assert shown[0] < replies[-1], (shown, replies)
