"""A game's identity: 32 random bits drawn when it starts, stored with it,
sent as `uid` (8 lowercase hex digits) in hello, state, the `game` push and
the `events` reply; never the same for two games, across storage loss."""

import json
import re

from fakes import FakeFRAM
from helpers import make_app, settle

# the Pico build and the Raspberry Pi box on a Pi 4 and a Pi 5 (tests/firmware/conftest.py)
BUILDS = ("pico", "pi4", "pi5")


def ask(app, cmd, **kw):
    s = app.link.stream
    s.feed(json.dumps(dict({"v": 1, "id": 9, "cmd": cmd}, **kw)).encode() + b"\n")
    out = settle(app, s)
    (m,) = [m for m in out if m.get("id") == 9]
    return m, [m for m in out if "push" in m]


def test_the_uid_is_stored_sent_and_new_for_every_game():
    mem = FakeFRAM(32768)
    app = make_app(mem)
    uid = app.uid()
    assert re.fullmatch("[0-9a-f]{8}", uid)
    hello, _ = ask(app, "hello")
    assert hello["uid"] == uid and hello["game"] == 1
    assert ask(app, "state")[0]["uid"] == uid
    assert ask(app, "act", action="begin_turn")[0]["ok"]
    assert ask(app, "events")[0]["uid"] == uid
    assert make_app(mem).uid() == uid               # a power cycle keeps it
    reply, pushes = ask(app, "new_game", discard=app.unfetched())
    (game,) = [p for p in pushes if p["push"] == "game"]
    assert game["uid"] == app.uid() != uid and game["game"] == 2
    seen = {uid, app.uid()}
    for _ in range(20):                             # storage lost: game 1 again, never the same identity
        fresh = make_app(FakeFRAM(32768))
        assert fresh.game_id == 1 and fresh.uid() not in seen
        seen.add(fresh.uid())
