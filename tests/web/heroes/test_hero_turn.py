"""One clock for the board and the heroes' sheets: the heroes' turn, phase and turn number read from the
board's records wherever they are shown (a restarted `skelos play`, the story, every sheet, the page), and
take-backs that name the record they take back (docs/protocol.md, `undo` with `expect`)."""

import time
from importlib import resources

from test_hero_history import Play, _get, _post, _replayed, wait_until
from webhelp import live_page

from skelos_host.device import share
from skelos_host.heroes import web as hweb
from skelos_host.sim import SimDevice


def _stealth(tmp_path):
    text = (resources.files("skelos_host") / "presets" / "pict-village.toml").read_text(encoding="utf-8")
    path = tmp_path / "pict-village-stealth.toml"
    path.write_text(text.replace('id = "pict-village"', 'id = "pict-village-stealth"\nstealth = true'),
                    encoding="utf-8")
    return path


def _seat(url, hero):
    seat = _post(url + "heroes/api/seat", {"hero": hero})["seat"]
    code = _get(url + "heroes/api/pairing?seat=%d" % seat)["link"].split("pair=")[1]
    return seat, _post(url + "heroes/api/pair", {"seat": seat, "code": code})["token"]


def _act(url, seat, token, action, args=(), rid=None):
    return _post(url + "heroes/api/act", {"seat": seat, "token": token, "action": action, "args": list(args),
                                          "rid": rid})


def test_a_vigilance_taken_back_never_undoes_a_record_that_landed_after_it(tmp_path):
    """The table reads the board's last record (a vigilance while every hero is hidden) and takes it back;
    a record another program sends in the gap between that read and the undo (injected there, every time:
    the undo request waits for it) is never the one undone: the board refuses the undo (`not_last`), both
    records stay, and the heroes' story says the vigilance stays and why.  A board without `expect` is sent
    no undo."""
    board = SimDevice(tmp_path / "board", scenario=str(_stealth(tmp_path)))
    board.start()
    live = live_page(board, serve="skelos live")
    try:
        url = live.url
        seat, tok = _seat(url, "conan")
        for i, (action, args) in enumerate((("begin_turn", []), ("declare", [0]), ("enter_stealth", [1]),
                                            ("end_turn", []))):
            assert _act(url, seat, tok, action, args, "s%d" % i)["ok"], action
        with share.connect(board.port) as racer:
            wait_until(lambda: racer.request("state")["state"]["phase"] == "overlord", timeout=10)
            client = live.source.client
            real = client.request
            raced = []

            def request(cmd, timeout=3.0, **args):
                if cmd == "undo" and not raced:         # the gap: after the read, before the undo
                    raced.append(racer.request("act", action="activate", args=[1])["seq"])
                return real(cmd, timeout=timeout, **args)
            client.request = request
            vigil = racer.request("act", action="vigilance_up", args=[1])["seq"]
            wait_until(lambda: raced and _get(url + "heroes/api/state")["story"][-1]["seat"] is None, timeout=10)
            st = racer.request("state")
            assert raced == [vigil + 1]
            assert st["seq"] == vigil + 1           # no undo recorded: the activation and the vigilance stay
            assert st["state"]["vigilance"] == 1 and st["state"]["activations"] == 1
            assert _get(url + "heroes/api/state")["story"][-1]["text"][0] == hweb.VIGILANCE_LATE
            # with no record in the gap, the same vigilance is taken back
            assert racer.request("undo")["seq"] == vigil + 2         # the activation and the vigilance
            assert racer.request("undo")["seq"] == vigil + 3         # taken back by the test
            vigil = racer.request("act", action="vigilance_up", args=[1])["seq"]
            wait_until(lambda: racer.request("state")["seq"] == vigil + 1, timeout=10)
            st = racer.request("state")
            assert st["state"]["vigilance"] == 0 and st["state"]["activations"] == 0
            assert _get(url + "heroes/api/state")["story"][-1]["text"][0] == hweb.VIGILANCE_REFUSED
            # a board whose firmware cannot check the record named (its hello has no `expect`): no undo is
            # sent at all, the vigilance stays and the story says why
            table = board.app.link.table
            old = table["hello"]
            board.app.link.table = dict(table, hello=lambda app, req: {k: v for k, v in old(app, req).items()
                                                                        if k != "expect"})
            try:
                vigil = racer.request("act", action="vigilance_up", args=[1])["seq"]
                wait_until(lambda: _get(url + "heroes/api/state")["story"][-1]["text"][0]
                           == hweb.VIGILANCE_OLD_BOARD, timeout=10)
                st = racer.request("state")
                assert st["seq"] == vigil and st["state"]["vigilance"] == 1
            finally:
                board.app.link.table = table
    finally:
        live.stop()
        board.stop()


def _sheet(p, seat=0):
    return _get(p.url + "heroes/api/state")["heroes"][seat]["sheet"]


def _board_phase(p):
    with share.connect(p.port) as c:
        st = c.request("state")
        return st["state"]["phase"], st["seq"]


def test_the_last_hero_takes_back_his_end_of_turn_across_restarts(tmp_path):
    """H05 through a real `skelos play`: the last hero's end of turn opens the Overlord's turn; his Undo
    takes back both (the board's turn record named, then his end: one record of his, one undo on the
    board), Undo and Redo stay exact across restarts of `skelos play`, a redo of the end opens the
    Overlord's turn again, and once the Overlord has played the end is no longer taken back (refused,
    nothing changed)."""
    with Play(tmp_path) as p:
        seat, tok = p.seat("conan")
        for i, (action, args) in enumerate((("begin_turn", []), ("declare", [0]), ("end_turn", []))):
            assert p.act(seat, tok, action, args, "t%d" % i)["ok"], action
        wait_until(lambda: _board_phase(p)[0] == "overlord", timeout=10)
        opened = _board_phase(p)[1]
        n = len(_get(p.url + "heroes/api/state")["story"])
        r = p.act(seat, tok, "undo", [], "u1")
        assert r["ok"], r
        assert _board_phase(p) == ("heroes", opened + 1)          # the board's turn taken back: its undo
        time.sleep(1.0)                                          # (nothing ends the hero's turn again)
        st = _get(p.url + "heroes/api/state")
        assert st["heroes"][0]["sheet"]["phase"] == "act" and st["board"]["phase"] == "heroes"
        assert len(st["story"]) == n + 1 and st["story"][-1]["text"][0] == "Undone: {what}"
        assert _board_phase(p) == ("heroes", opened + 1)
    with Play(tmp_path) as p:                                    # a real restart: the same turn
        assert _sheet(p)["phase"] == "act" and _board_phase(p) == ("heroes", opened + 1)
        assert p.act(seat, tok, "undo", [], "u2")["ok"] and _sheet(p)["phase"] == "declare"
        assert p.act(seat, tok, "redo", [], "r1")["ok"] and _sheet(p)["phase"] == "act"
        assert p.act(seat, tok, "redo", [], "r2")["ok"]          # the end again: the Overlord's turn opens
        wait_until(lambda: _board_phase(p)[0] == "overlord", timeout=10)
    with Play(tmp_path) as p:
        assert _sheet(p)["phase"] == "overlord" and _board_phase(p)[0] == "overlord"
        p.board(("activate", [1]))                               # the Overlord plays
        seq = _board_phase(p)[1]
        r = p.act(seat, tok, "undo", [], "u3")
        assert not r["ok"] and r["code"] == "overlord_played", r
        assert _sheet(p)["phase"] == "overlord" and _board_phase(p) == ("overlord", seq)


def _board_state(p):
    with share.connect(p.port) as c:
        return c.request("state")["state"]


def test_the_sheets_read_the_turn_from_the_board_across_a_restart(browser, tmp_path):
    """The heroes' turn and the board's turn are one clock, read from the board's records: a wound Conan
    takes in the Overlord's turn (his sheet never began a heroes' turn) is told in that turn, and after the
    game is over and `skelos play` restarts, the API, the story, the sheet's page (Chromium) and `skelos heroes
    replay` show the
    board's last turn and its end: no "before the first turn", no start of a heroes' turn offered (and a
    start sent is refused, nothing changed)."""
    with Play(tmp_path) as p:
        seat, tok = p.seat("conan")
        p.board(("begin_turn", []))                         # the Overlord's turn; Conan's sheet never began
        turn = _board_state(p)["turn"]
        assert p.act(seat, tok, "wound", [1], "w1")["ok"]
        want = ["Turn {turn}, Overlord", {"turn": turn}]
        assert _get(p.url + "heroes/api/state")["story"][-1]["when"] == want
        p.board(("end_turn", []), ("finish", [2]))           # the heroes' turn, then the game over
        final = _board_state(p)
        assert final["over"]
    with Play(tmp_path) as p:                               # a real restart: the same clock
        st = _get(p.url + "heroes/api/state")
        assert st["board"] == {"phase": final["phase"], "turn": final["turn"], "over": True}
        (wound,) = [e for e in st["story"] if e["seat"] == 0]
        assert wound["when"] == want
        r = p.act(seat, tok, "begin_turn", [], "b1")
        assert not r["ok"] and r["code"] == "game_over"
        assert r["state"]["heroes"][0]["sheet"]["turn"] == 0
        page = browser.new_page(viewport={"width": 390, "height": 844})
        page.goto(p.url + "hero?seat=0")
        page.wait_for_function("document.getElementById('phase').textContent.includes('Game over')")
        badges = page.text_content("#phase")
        assert "Turn %d" % final["turn"] in badges and "before the first turn" not in badges, badges
        assert page.is_hidden("#b-turn") and page.is_hidden("#b-end")
        story = page.text_content("#story")
        assert "Turn %d, Overlord: Conan takes 1 wound" % turn in story, story
        assert "Before the first turn" not in story, story
        page.close()
    told = _replayed(tmp_path / "s.sqlite", 1)             # `skelos heroes replay`: the same moment
    assert "Turn %d, Overlord: Conan takes 1 wound" % turn in told and "Before the first turn" not in told, told


def test_a_board_that_cannot_check_the_turn_it_takes_back_keeps_the_end_of_turn(tmp_path):
    """A board whose firmware does not take `expect` (its hello does not say it): the last hero's Undo of
    his end of turn is refused (`board_cannot_take_back`) and nothing changes, the board's turn and his end
    alike: the host never falls back to an undo that names nothing."""
    board = SimDevice(tmp_path / "board")
    board.start()
    live = live_page(board, serve="skelos live")
    try:
        url = live.url
        seat, tok = _seat(url, "conan")
        for i, (action, args) in enumerate((("begin_turn", []), ("declare", [0]), ("end_turn", []))):
            assert _act(url, seat, tok, action, args, "e%d" % i)["ok"], action
        with share.connect(board.port) as c:
            wait_until(lambda: c.request("state")["state"]["phase"] == "overlord", timeout=10)
            seq = c.request("state")["seq"]
            table = board.app.link.table
            old = table["hello"]
            board.app.link.table = dict(table, hello=lambda app, req: {k: v for k, v in old(app, req).items()
                                                                        if k != "expect"})
            try:
                r = _act(url, seat, tok, "undo", [], "u1")
            finally:
                board.app.link.table = table
            assert not r["ok"] and r["code"] == "board_cannot_take_back", r
            st = c.request("state")
            assert st["seq"] == seq and st["state"]["phase"] == "overlord"
            assert r["state"]["heroes"][0]["sheet"]["phase"] == "overlord"
            r = _act(url, seat, tok, "undo", [], "u2")           # the board's firmware updated: taken back
            assert r["ok"] and r["state"]["heroes"][0]["sheet"]["phase"] == "act", r
            assert c.request("state")["state"]["phase"] == "heroes"
    finally:
        live.stop()
        board.stop()


def test_the_sheets_reach_the_board_s_solo_game_as_its_record_and_its_undo_stays(tmp_path):
    """Rules 7 (docs/solo.md, "The board reads the heroes' sheets"): the board cannot see the phones, so
    the host sends the sheets' wounds, stealth and deaths to the board's solo game as its record
    ``heroes`` when they change; a record of them the board's own undo takes back stays taken back
    until the sheets change again; a game the players play the Overlord gets none."""
    board = SimDevice(tmp_path / "board", scenario=str(_stealth(tmp_path)))
    board.start()
    live = live_page(board, serve="skelos live")
    try:
        url = live.url
        with share.connect(board.port) as c:
            def held():
                return c.request("state")["state"].get("heroes")
            seat, tok = _seat(url, "conan")
            assert _act(url, seat, tok, "begin_turn", [], "a")["ok"]
            time.sleep(0.5)
            assert held() is None                           # the players play the Overlord: nothing sent
            assert c.request("act", action="start_solo", args=[2, 5])["ok"]
            wait_until(lambda: held() == [[0, 0]], timeout=10)      # the first look at the solo game
            for i, (action, args) in enumerate((("declare", [0]), ("enter_stealth", [1]))):
                assert _act(url, seat, tok, action, args, "s%d" % i)["ok"], action
            wait_until(lambda: held() == [[0, 1]], timeout=10)      # hidden (S04)
            seq = c.request("state")["seq"]
            assert c.request("events", after=seq - 1, limit=1)["events"][0]["rec"] == ["heroes", [[0, 1]]]
            assert c.request("undo")["ok"]                  # the players take it back on the board
            time.sleep(1.0)
            assert held() == [[0, 0]]                       # it stays taken back
            assert _act(url, seat, tok, "wound", [2], "w")["ok"]
            # the sheets changed (two wounds, the second taking the stealth gem off its box: seen): sent again
            assert not _get(url + "heroes/api/state")["heroes"][0]["sheet"]["hidden"]
            wait_until(lambda: held() == [[2, 0]], timeout=10)
    finally:
        live.stop()
        board.stop()
