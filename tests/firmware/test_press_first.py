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
