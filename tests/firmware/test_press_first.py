"""The press is the table's clock: the loop reads the buttons before the link,
answers one request per step, and draws a press's frame before its pushes
go out, so a press is never answered after a request that came later."""

from fakes import FakeStream
from helpers import key, make_app, settle

STATE = b'{"v": 1, "id": %d, "cmd": "state"}\n'


def _release(app, name):
    k = app.buttons.index(name)
    key(app, k, True)
    app.step()
    app.clock.advance(50)
    key(app, k, False)


def test_a_press_goes_before_requests_waiting_and_its_frame_before_its_push():
    s = FakeStream(room=1 << 20)   # a host reading at once
    app = make_app(stream=s)
    settle(app, s)
    _release(app, "turn")          # released, then three requests come
    s.feed(STATE % 1 + STATE % 2 + STATE % 3)
    writes = []
    real = s.write

    def write(data):
        writes.append(app.strip.shows)
        return real(data)

    s.write = write
    shows = app.strip.shows
    app.step()                     # the release: the action, its frame, its push, then one request
    assert app.game.count == 1 and app.strip.shows == shows + 1
    assert writes and writes[0] == shows + 1, "the frame is drawn before the push is written"
    msgs = s.take()
    assert [m.get("push") or m.get("id") for m in msgs] == ["event", 1]
    assert msgs[1]["state"]["seq"] == 1       # the request that came first sees the press too
    app.step()
    assert [m.get("id") for m in s.take()] == [2]   # one request per step
    app.step()
    assert [m.get("id") for m in s.take()] == [3]


def test_a_press_between_two_requests_is_answered_between_them():
    s = FakeStream(room=1 << 20)
    app = make_app(stream=s)
    settle(app, s)
    s.feed(STATE % 1 + STATE % 2)
    app.step()                     # request 1
    _release(app, "turn")          # the step of the press down answers request 2
    app.step()                     # the release
    msgs = s.take()
    assert [m.get("push") or m.get("id") for m in msgs] == [1, 2, "event"]
    assert (msgs[0]["state"]["seq"], msgs[1]["state"]["seq"]) == (0, 0)


def test_pushes_held_for_a_frame_keep_their_order_and_a_refusal_is_pushed():
    s = FakeStream()
    app = make_app(stream=s)
    settle(app, s)
    _release(app, "slot2")         # heroes' turn: refused
    app.step()
    msgs = s.take()
    assert [m["push"] for m in msgs] == ["refused"] and msgs[0]["button"] == "slot2"
    assert app.link.held is None


def _held_then_released_in(cmd, names, line):
    """(app, stream): a settled board with `names` held down, whose link gets
    `line`, a request whose handler (`cmd`) releases one of them each time it
    runs: a press that comes in while the board builds a reply."""
    s = FakeStream(room=1 << 20)
    app = make_app(stream=s)
    settle(app, s)
    for name in names:
        key(app, app.buttons.index(name), True)
    app.step()
    app.clock.advance(50)
    real = app.link.table[cmd]
    left = list(names)

    def handler(a, req):
        if left:
            key(a, a.buttons.index(left.pop(0)), False)
        return real(a, req)

    app.link.table = dict(app.link.table, **{cmd: handler})
    s.feed(line)
    return app, s


def test_a_press_that_comes_in_while_a_state_reply_is_built_goes_first():
    app, s = _held_then_released_in("state", ["turn"], STATE % 1)
    app.step()                     # request 1 built, the release seen: put back, nothing sent
    assert s.take() == [] and app.game.count == 0 and app.link.requests == 1
    app.step()                     # the press first, then the request answered anew
    msgs = s.take()
    assert [m.get("push") or m.get("id") for m in msgs] == ["event", 1]
    assert msgs[1]["state"]["seq"] == 1 and app.game.count == 1
    assert app.link.requests == 1 and app.link.again is None


def test_a_request_put_back_once_is_answered_the_next_time_whatever_comes_in():
    app, s = _held_then_released_in("state", ["turn", "undo"], STATE % 1)
    app.step()                     # put back for the turn press
    assert s.take() == []
    app.step()                     # the turn press, then the request: the undo release comes in, answered anyway
    msgs = s.take()
    assert [m.get("push") or m.get("id") for m in msgs] == ["event", 1] and msgs[1]["state"]["seq"] == 1
    app.step()                     # the undo press after it
    assert [m.get("push") for m in s.take()] == ["event"] and app.game.count == 2 and app.game.depth == 0


def test_a_request_that_changes_something_is_never_put_back():
    app, s = _held_then_released_in("act", ["turn"], b'{"v": 1, "id": 1, "cmd": "act", "action": "begin_turn"}\n')
    app.step()                     # the action is answered in its step; the press waits for the next
    msgs = s.take()
    assert [m.get("push") or m.get("id") for m in msgs] == ["event", 1] and msgs[1]["ok"]
    app.step()
    assert [m.get("push") for m in s.take()] == ["event"] and app.game.count == 2
