"""The page server's side of the story in words, the page's first state and chords,
against the simulated board (no browser)."""

import json
import time
import urllib.error
import urllib.request

from webhelp import live_page

from skelos_host import presets
from skelos_host.session import story
from skelos_host.cli import cli
from skelos_host.sim import SimDevice
from skelos_host.session.store import Store
from skelos_host.views import conan
from skelos_host.web.source import KnownScenarios



def _get(url):
    return json.loads(urllib.request.urlopen(url, timeout=5).read())


def _press(url, button, kind="short"):
    req = urllib.request.Request(url + "api/press", data=json.dumps({"button": button, "kind": kind}).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=5) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def _lines(entries, lang="en"):
    return [story.line(e, lang) for e in entries]


def _wait(cond, timeout=10):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        v = cond()
        if v:
            return v
        time.sleep(0.05)
    raise AssertionError("timed out")


def test_the_state_carries_the_whole_story_and_the_stream_only_what_is_new(tmp_path):
    with SimDevice(tmp_path / "sim") as board:
        live = live_page(board)
        try:
            c = live.source.client
            c.request("act", action="begin_turn", args=[])
            c.request("act", action="activate", args=[3])
            st = _get(live.url + "api/state")
            assert st["story"]["first"] == 1 and st["story"]["game"] == st["state"]["game"]
            assert _lines(st["story"]["entries"]) == [
                "Turn 1, Overlord: The Overlord's turn begins: 3 gems back from fatigue",
                "Turn 1, Overlord: Pict Warriors - Purple activated, slot 3, 3 gems"]
            assert st["scenario"]["tiles"]["warriors"]["name"] == {"en": "Pict Warriors - Purple",
                                                                   "fr": "Guerriers pictes (socle violet)"}
            stream = urllib.request.urlopen(live.url + "api/stream", timeout=10)
            first = _event(stream)
            assert first["story"]["first"] == 1 and len(first["story"]["entries"]) == 2
            c.request("act", action="activate", args=[1])
            nxt = _event(stream)
            while nxt["state"]["state"]["seq"] < 3:           # an update of the records before may come first
                assert all(e["seq"] <= 2 for e in nxt["story"]["entries"])
                nxt = _event(stream)
            assert nxt["story"]["first"] == 3
            assert _lines(nxt["story"]["entries"]) == ["Turn 1, Overlord: Pict Hunters - Red activated, slot 1, 1 gem"]
            assert nxt["state"]["state"]["activated"] == ["hunters_red", "warriors"]
            stream.close()
        finally:
            live.stop()


def _event(stream):
    while True:
        line = stream.readline()
        assert line, "the stream ended"
        if line.startswith(b"data: "):
            msg = json.loads(line[6:])
            if msg.get("type") == "state":
                return msg


def test_the_story_catches_up_after_lost_pushes(tmp_path):
    """Pushes are hints: a record the page server did not see is asked of the board."""
    with SimDevice(tmp_path / "sim") as board:
        live = live_page(board)
        try:
            hub = live.server.hub
            _get(live.url + "api/state")
            c = live.source.client
            c.listeners.remove(live.source._fan_out)          # the page server hears nothing for a while
            try:
                c.request("act", action="begin_turn", args=[])
                c.request("act", action="activate", args=[2])
            finally:
                c.listeners.append(live.source._fan_out)
            assert hub.story.last == 0
            c.request("act", action="reroll", args=[1])        # this push comes with a gap before it
            _wait(lambda: hub.story.last == 3)
            assert _lines(hub.story.entries)[1] == "Turn 1, Overlord: Zogar Sag activated, slot 2, 2 gems"
        finally:
            live.stop()


def test_a_new_game_starts_a_new_story(tmp_path):
    with SimDevice(tmp_path / "sim") as board:
        live = live_page(board)
        try:
            c = live.source.client
            c.request("act", action="begin_turn", args=[])
            assert len(_get(live.url + "api/state")["story"]["entries"]) == 1
            game = c.request("new_game", discard=1)["game"]
            st = _wait(lambda: (lambda s: s if s["state"]["game"] == game else None)(_get(live.url + "api/state")))
            assert st["story"] == {"game": game, "first": 1, "note": None, "entries": [], "tail": True}
        finally:
            live.stop()


def test_a_scenario_flashed_from_this_host_is_told_and_an_unknown_one_shown_as_sent(tmp_path):
    d = presets.load_dict("pict-village")
    d["id"] = "my-village"
    d["tiles"][0]["name"] = "Marsh Hunters"
    path = tmp_path / "my.toml"
    import tomli_w
    path.write_bytes(tomli_w.dumps(d).encode())
    db = str(tmp_path / "store.sqlite")
    with SimDevice(tmp_path / "sim") as board:
        from click.testing import CliRunner
        r = CliRunner().invoke(cli, ["flash", str(path), "--new-game", "--port", board.port, "--db", db])
        assert r.exit_code == 0, r.output
        # no store given: the page reads the store for scenarios only
        live = live_page(board, scenarios=KnownScenarios(db))
        try:
            c = live.source.client
            c.request("act", action="begin_turn", args=[])
            c.request("act", action="activate", args=[1])
            st = _get(live.url + "api/state")
            assert _lines(st["story"]["entries"])[1] == "Turn 1, Overlord: Marsh Hunters activated, slot 1, 1 gem"
        finally:
            live.stop()
        live = live_page(board, scenarios=KnownScenarios(str(tmp_path / "none.sqlite")))
        try:
            st = _get(live.url + "api/state")
            assert st["scenario"] is None
            assert "does not know the scenario" in story.text(st["story"]["note"], "en")
            assert _lines(st["story"]["entries"]) == ['record 1 as the board sent it: ["turn"]',
                                                      'record 2 as the board sent it: ["act", 1]']
        finally:
            live.stop()
    with Store(db) as store:                              # a logging page uses its own store
        assert store.scenario_by_crc(0) == (None, None)


def test_mode_chords_pass_and_nothing_else(tmp_path):
    with SimDevice(tmp_path / "sim") as board:
        live = live_page(board)
        try:
            assert _press(live.url, "turn") == (200, {"accepted": True})
            assert _press(live.url, "slot3") == (200, {"accepted": True})
            assert _press(live.url, "mode+extra") == (200, {"accepted": True})      # the next figure
            assert live.source.client.request("state")["display"]["menu"]["figure"] == 1
            for bad in ("mode+mode", "mode+", "mode+bogus", "bogus", "mode+slot9"):
                assert _press(live.url, bad)[0] == 400, bad
            assert live.source.client.request("state")["state"]["seq"] == 2
        finally:
            live.stop()


def test_the_catalogue_has_the_plural_forms_and_their_rule(tmp_path):
    with SimDevice(tmp_path / "sim") as board:
        live = live_page(board)
        try:
            fr = _get(live.url + "api/i18n?lang=fr")
            assert fr["plural"] == "(n > 1)" and fr["plurals"]["{n} gem"] == ["{n} gemme", "{n} gemmes"]
            en = _get(live.url + "api/i18n?lang=en")
            assert en["plural"] == "(n != 1)" and en["plurals"]["{n} figure"] == ["{n} figure", "{n} figures"]
        finally:
            live.stop()


def test_a_page_served_while_the_board_does_not_answer_says_so(tmp_path):
    with SimDevice(tmp_path / "sim") as board:
        live = live_page(board)
        try:
            live.source.client.close()
            html = urllib.request.urlopen(live.url, timeout=10).read().decode()
            assert '"type": "error"' in html and "device not answering" in html
        finally:
            live.stop()


def test_every_record_the_simulated_board_makes_is_told(tmp_path):
    """The story the server keeps matches the host's own telling of the board's records."""
    with SimDevice(tmp_path / "sim") as board:
        live = live_page(board)
        try:
            c = live.source.client
            for action, args in (("begin_turn", []), ("activate", [3]), ("defend", [1]), ("damage", [0, 3, 0, 0]),
                                 ("end_turn", [])):
                c.request("act", action=action, args=args)
            st = _get(live.url + "api/state")
            events = c.events(after=0)[1]
            mine = story.told(conan, presets.load_dict("pict-village"), events)
            assert st["story"]["entries"] == mine.entries
        finally:
            live.stop()


def test_pushes_that_come_while_the_state_is_asked_go_out_as_one_update(tmp_path):
    """Records played faster than the board's state is asked: the pages get the latest state once for all the
    pushes that came meanwhile (not one identical state per push), with every entry of the story told once."""
    with SimDevice(tmp_path / "sim") as board:
        live = live_page(board)
        try:
            c = live.source.client
            stream = urllib.request.urlopen(live.url + "api/stream", timeout=10)
            assert _event(stream)["story"]["entries"] == []
            real, asked = live.source.state, []

            def slow_state():
                asked.append(1)
                time.sleep(0.4)          # the board's state asked over a slow link: the pushes pile up
                return real()

            live.source.state = slow_state
            for _ in range(4):
                c.request("act", action="begin_turn", args=[])
                c.request("act", action="end_turn", args=[])
            seq = c.request("state")["seq"]
            assert seq == 8
            got = [_event(stream)]
            while got[-1]["state"]["state"]["seq"] < seq:
                got.append(_event(stream))
            assert len(got) <= 3 and len(asked) <= 3, (len(got), len(asked))     # not 8 updates
            told = [e for m in got for e in m["story"]["entries"]]
            assert [e["seq"] for e in told] == list(range(1, 9))
            assert got[0]["story"]["first"] == 1 and all(m["story"]["first"] > 1 for m in got[1:])
            stream.close()
        finally:
            live.stop()


def test_answers_go_gzipped_to_a_client_that_takes_it(tmp_path):
    import gzip

    with SimDevice(tmp_path / "sim") as board:
        live = live_page(board)
        try:
            plain = urllib.request.urlopen(live.url, timeout=5)
            assert plain.headers.get("Content-Encoding") is None
            page = plain.read()
            for accept, packed in (("gzip", True), ("deflate, gzip;q=0.5", True), ("gzip;q=0", False),
                                   ("br", False)):
                req = urllib.request.Request(live.url, headers={"Accept-Encoding": accept})
                with urllib.request.urlopen(req, timeout=5) as r:
                    body = r.read()
                    assert (r.headers.get("Content-Encoding") == "gzip") == packed, accept
                    assert r.headers.get("Vary") == "Accept-Encoding"
                    assert int(r.headers["Content-Length"]) == len(body)
                text = gzip.decompress(body) if packed else body
                assert b'<script id="boot"' in text and len(text) == len(page)
                if packed:
                    assert len(body) < len(page) / 2
            req = urllib.request.Request(live.url + "api/state", headers={"Accept-Encoding": "gzip"})
            with urllib.request.urlopen(req, timeout=5) as r:
                st = json.loads(gzip.decompress(r.read()) if r.headers.get("Content-Encoding") else r.read())
            assert st["type"] == "state"
        finally:
            live.stop()


def test_a_pages_first_state_carries_the_newest_entries_and_the_earlier_ones_come_when_asked(tmp_path):
    """The page's weight does not grow with the game: its first state holds the story's newest STORY_TAIL
    entries; /api/story gives the ones before, for the game the page shows only."""
    from skelos_host.web.server import STORY_TAIL

    with SimDevice(tmp_path / "sim") as board:
        live = live_page(board)
        try:
            c = live.source.client
            for _ in range(STORY_TAIL):
                c.request("act", action="defend", args=[1])
                c.request("undo")
            c.request("act", action="begin_turn", args=[])
            n = 2 * STORY_TAIL + 1
            st = _wait(lambda: (lambda s: s if s["state"]["seq"] == n and len(s["story"]["entries"]) else None)(
                _get(live.url + "api/state")))
            story_now = st["story"]
            assert story_now["tail"] and story_now["first"] == n - STORY_TAIL + 1
            assert [e["seq"] for e in story_now["entries"]] == list(range(n - STORY_TAIL + 1, n + 1))
            game = story_now["game"]
            part = _get(live.url + "api/story?game=%d&before=%d" % (game, story_now["first"]))
            assert part["game"] == game and part["first"] == 1
            assert [e["seq"] for e in part["entries"]] == list(range(1, story_now["first"]))
            events = c.events(after=0)[1]
            assert part["entries"] + story_now["entries"] == story.told(conan, presets.load_dict("pict-village"),
                                                                       events).entries
            assert _get(live.url + "api/story?game=%d&before=1" % game)["entries"] == []
            for bad, code in (("game=%d&before=x" % game, 400), ("before=3", 400),
                              ("game=%d&before=3" % (game + 1), 409)):
                try:
                    urllib.request.urlopen(live.url + "api/story?" + bad, timeout=5)
                    raise AssertionError(bad)
                except urllib.error.HTTPError as e:
                    assert e.code == code, bad
            page = urllib.request.urlopen(live.url, timeout=5).read()
            assert page.count(b'"seq"') < 3 * STORY_TAIL          # (each entry names its seq)
        finally:
            live.stop()


def test_the_page_s_files_are_kept_by_the_browser_and_checked_by_their_etag(tmp_path):
    """Scripts and the style sheet: an ETag, checked at each use (no-cache), 304 while unchanged; the page
    itself (its state inside) is never kept."""
    with SimDevice(tmp_path / "sim") as board:
        live = live_page(board)
        try:
            with urllib.request.urlopen(live.url, timeout=5) as r:
                assert r.headers["Cache-Control"] == "no-store" and r.headers.get("ETag") is None
            for name in ("app.js", "words.js", "style.css", "top.css", "conan.js", "heroes-panel.js"):
                with urllib.request.urlopen(live.url + name, timeout=5) as r:
                    body, etag = r.read(), r.headers["ETag"]
                    assert r.headers["Cache-Control"] == "no-cache" and etag.startswith('"') and body, name
                req = urllib.request.Request(live.url + name, headers={"If-None-Match": etag})
                try:
                    urllib.request.urlopen(req, timeout=5)
                    raise AssertionError("not 304: " + name)
                except urllib.error.HTTPError as e:
                    assert e.code == 304 and e.headers["ETag"] == etag and e.read() == b""
                req = urllib.request.Request(live.url + name, headers={"If-None-Match": '"another"'})
                with urllib.request.urlopen(req, timeout=5) as r:
                    assert r.status == 200 and r.read() == body
        finally:
            live.stop()
