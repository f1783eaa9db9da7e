"""No record a logger has not fetched is overwritten by a new game: the
logger confirms what it stored (`ack`); a new game over unconfirmed records
is refused with `unfetched` (how many), and goes ahead only when the host
says how many it discards, or when the buttons' gesture is made again
within five seconds."""

import json

from fakes import FakeStream
from helpers import make_app, settle
from skelos_device.app import CONFIRM_MS


def _ask(app, cmd, **kw):
    s = app.link.stream
    s.feed(json.dumps(dict({"v": 1, "id": 3, "cmd": cmd}, **kw)).encode() + b"\n")
    out = settle(app, s)
    (m,) = [m for m in out if m.get("id") == 3]
    return m, [m for m in out if "push" in m]


def _played(n=5):
    app = make_app(stream=FakeStream())
    settle(app, app.link.stream)
    while app.game.count < n:
        assert app.act("begin_turn") is None or app.act("end_turn") is None
    settle(app, app.link.stream)
    return app


def test_a_new_game_over_unfetched_records_is_refused_and_says_how_many():
    app = _played()
    game, uid, count = app.game_id, app.uid(), app.game.count
    r, pushes = _ask(app, "new_game")
    assert r["error"] == {"code": "unfetched", "args": [count]}
    assert (app.game_id, app.uid(), app.game.count) == (game, uid, count) and not pushes
    r, _ = _ask(app, "new_game", discard=count - 1)          # fewer than would be lost
    assert r["error"] == {"code": "unfetched", "args": [count]} and app.game_id == game
    assert _ask(app, "hello")[0]["unfetched"] == count
    r, pushes = _ask(app, "new_game", discard=count)          # deliberate: says what it loses
    assert r["ok"] and app.game_id == game + 1 and [p["push"] for p in pushes] == ["game"]
    assert _ask(app, "hello")[0]["unfetched"] == 0


def test_records_a_logger_confirmed_need_no_confirmation():
    app = _played()
    count = app.game.count
    r, _ = _ask(app, "ack", game=app.game_id, uid=app.uid(), seq=count - 2)
    assert r["ok"] and r == dict(r, acked=count - 2, unfetched=2)
    assert _ask(app, "new_game")[0]["error"] == {"code": "unfetched", "args": [2]}
    assert _ask(app, "ack", seq=count)[0]["ok"]
    assert _ask(app, "ack", seq=1)[0]["acked"] == count      # never goes back
    r, _ = _ask(app, "new_game")
    assert r["ok"] and app.game.count == 0


def test_an_ack_of_another_game_or_out_of_range_changes_nothing():
    app = _played()
    count = app.game.count
    for kw, err in (({"seq": count + 1}, ["seq"]), ({"seq": -1}, ["seq"])):
        r, _ = _ask(app, "ack", **kw)
        assert r["error"] == {"code": "bad_request", "args": err}
    assert _ask(app, "ack", seq=count, game=app.game_id + 1)[0]["error"]["code"] == "unknown_game"
    assert _ask(app, "ack", seq=count, uid="00000000")[0]["error"]["code"] == "unknown_game"
    assert _ask(app, "ack", seq="3")[0]["error"] == {"code": "bad_request", "args": ["type", "seq"]}
    assert app.unfetched() == count


def test_on_the_buttons_the_gesture_made_again_within_five_seconds_confirms():
    app = _played()
    game, count = app.game_id, app.game.count
    s = app.link.stream
    s.take()
    assert app.press("mode+undo", "long") == ("unfetched", count)
    refused = [m for m in s.take() if m.get("push") == "refused"]
    assert refused == [{"v": 1, "push": "refused", "button": "mode+undo", "code": "unfetched", "args": [count]}]
    assert app.game_id == game and app.game.count == count
    app.clock.advance(CONFIRM_MS + 1)                       # too late: asks again
    assert app.press("mode+undo", "long") == ("unfetched", count) and app.game_id == game
    app.clock.advance(CONFIRM_MS - 100)
    assert app.press("mode+undo", "long") is None
    assert app.game_id == game + 1 and app.game.count == 0
    # a game with nothing to lose starts at once
    assert app.press("mode+undo", "long") is None and app.game_id == game + 2
