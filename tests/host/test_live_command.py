"""`skelos live` beside a page already served on its port (a `skelos play`, the heroes' screen of the
README): it serves on a free port and says which; a port the user chose that is taken is a clean
error naming --http-port."""

import json
import re
import socket
import urllib.request

from clihelp import refused, skelos_here

from skelos_host.cli import common


def _listening():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    s.listen(1)
    return s


def test_live_takes_a_free_port_when_the_default_is_taken(dev, monkeypatch):
    with _listening() as busy:
        taken = busy.getsockname()[1]
        monkeypatch.setattr(common, "DEFAULT_HTTP_PORT", taken)    # what `skelos play` holds
        r = skelos_here("live", "--port", dev.port, "--seconds", "0.5")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "Traceback" not in r.stderr
    url = re.search(r"mirror page: (http://127\.0\.0\.1:(\d+)/)", r.stdout)
    assert url and int(url.group(2)) not in (taken, 0), r.stdout
    assert "port %d is already in use" % taken in r.stderr and "port %s instead" % url.group(2) in r.stderr


def test_the_page_answers_on_the_port_it_names(dev, monkeypatch):
    from skelos_host.web.session import LivePage

    with _listening() as busy:
        said = []
        monkeypatch.setattr(common, "DEFAULT_HTTP_PORT", busy.getsockname()[1])
        page = common.serve_page(lambda p: LivePage(dev.port, http_port=p).start(), "127.0.0.1", None, said.append)
        try:
            port = page.server.httpd.server_address[1]
            assert said and str(port) in said[0] and str(busy.getsockname()[1]) in said[0]
            st = json.loads(urllib.request.urlopen(page.url + "api/state", timeout=5).read())
            assert st["state"]["state"]["scenario"] == "pict-village"
        finally:
            page.stop()


def test_a_chosen_port_that_is_taken_says_how_to_choose_another(dev):
    with _listening() as busy:
        taken = busy.getsockname()[1]
        r = skelos_here("live", "--port", dev.port, "--http-port", taken, "--seconds", "0.5")
    line = refused(r, "--http-port", str(taken))
    assert "already in use" in line


def test_in_french_too(dev):
    with _listening() as busy:
        r = skelos_here("--lang", "fr", "live", "--port", dev.port, "--http-port", busy.getsockname()[1],
                        "--seconds", "0.5")
    line = refused(r, "--http-port")
    assert "déjà" in line


def test_live_with_log_logs_the_board_through_its_own_logger(dev, tmp_path):
    """`skelos live --log`: the page and, beside it, the session logger the command makes (table.SessionLog),
    which logs a press made on the board while it runs and stops with the command."""
    import threading

    from skelos_host.session.store import Store

    db = str(tmp_path / "sessions.sqlite")
    pressed = threading.Timer(1.0, lambda: dev.press("turn"))
    pressed.start()
    try:
        r = skelos_here("live", "--port", dev.port, "--http-port", "0", "--log", "--db", db, "--seconds", "3")
    finally:
        pressed.join()
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stdout + r.stderr
    with Store(db, readonly=True) as store:
        (session,) = store.sessions()
        events = store.events(session["id"])
    assert [e["seq"] for e in events] == [1] == [dev.app.game.count], events      # the press, logged once
