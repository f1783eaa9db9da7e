"""Trust on the table's Wi-Fi: the box (`skelos box --host 0.0.0.0`) run on the Pi's fake back ends
(tests/fakes/pi) and asked from another address, as a phone on the Wi-Fi asks (127.0.0.2: the box
trusts only its own screen, 127.0.0.1, without pairing).  Every request goes over loopback."""

import hashlib
import http.client
import json
import os
import socket
import sqlite3
import tempfile
import time
import urllib.parse

import pytest
from click.testing import CliRunner
from fakes import pi as pifakes

from skelos_host.web import pairing as pairing_mod
from skelos_host.box.boxservice import Box
from skelos_host.cli import cli
from skelos_host.web.pairing import MAX_TRIES, Pairing, TooMany
from skelos_host.session.store import Store
from skelos_host.web.source import KnownScenarios

PHONE = "127.0.0.2"          # a phone on the Wi-Fi
OTHER = "127.0.0.3"          # another client on the Wi-Fi
SCREEN = "127.0.0.1"         # the box's own screen


@pytest.fixture
def pi():
    p = pifakes.install()
    p.add_fram(bytearray(32768))
    yield p
    pifakes.uninstall(p)


@pytest.fixture
def box(pi, tmp_path):
    store = Store(str(tmp_path / "sessions.sqlite"))
    said = []
    b = Box(tmp_path / "box", host="0.0.0.0", http_port=0, store=store, scenarios=KnownScenarios(None),
            scenario="pict-village", say=said.append).start()
    b.said = said
    try:
        yield b
    finally:
        b.stop()
        store.close()


def port_of(b):
    """The page's port of a box (or a port already)."""
    return b if isinstance(b, int) else b.page.server.httpd.server_address[1]


def ask(b, path, body=None, headers=None, method=None, src=PHONE, json_body=None):
    """(status, headers, body) of one request to the box `b` (or its port) from address `src`."""
    port = port_of(b)
    c = http.client.HTTPConnection(SCREEN, port, timeout=10, source_address=(src, 0))
    h = {"Host": "127.0.0.1:%d" % port}
    if json_body is not None:
        body = json.dumps(json_body).encode()
        h["Content-Type"] = "application/json"
    h.update(headers or {})
    try:
        c.request(method or ("GET" if body is None else "POST"), path, body=body, headers=h)
        r = c.getresponse()
        return r.status, r.headers, r.read()
    finally:
        c.close()


def pair_cookie(b, src=PHONE):
    """The cookie a phone gets with the box's code (given by the box's owner)."""
    status, headers, _body = ask(b, "/pair", b"code=" + b.pairing.code.encode(),
                                 {"Content-Type": "application/x-www-form-urlencoded"}, src=src)
    assert status == 303, status
    return headers["Set-Cookie"].split(";")[0]


def press(b, cookie=None, src=PHONE):
    return ask(b, "/api/press", headers={"Cookie": cookie} if cookie else {}, json_body={"button": "turn"},
               src=src)[0]


def seat_conan(b):
    status, _h, body = ask(b, "/heroes/api/seat", json_body={"hero": "conan"}, src=SCREEN)
    assert status == 200, body
    return json.loads(body)["seat"]


# ---------------------------------------------------------------- 1. a seat's code is for paired browsers
def test_a_phone_never_paired_cannot_read_a_seats_code_nor_take_the_seat(box):
    seat = seat_conan(box)
    code = box.page.server.sides["heroes"].table.code(seat)
    for path in ("/heroes/api/pairing?seat=%d" % seat, "/heroes/qr/%d.svg" % seat):
        status, _h, body = ask(box, path)
        assert status == 403 and code.encode() not in body, (path, status)
        assert b"not paired" in body
    # without the code, a guess takes nothing
    assert ask(box, "/heroes/api/pair", json_body={"seat": seat, "code": "guess"})[0] == 403
    assert ask(box, "/heroes/api/act", json_body={"seat": seat, "token": "1.x", "action": "begin_turn",
                                                  "args": []})[0] == 403
    assert box.page.server.sides["heroes"].table.state()["heroes"][seat]["paired"] is False
    # a renewed code is not shown to it either
    assert ask(box, "/heroes/api/repair", json_body={"seat": seat})[0] == 403
    # the box's own screen and a paired phone see the link and the QR code
    for src, cookie in ((SCREEN, None), (PHONE, pair_cookie(box))):
        h = {"Cookie": cookie} if cookie else {}
        status, _h, body = ask(box, "/heroes/api/pairing?seat=%d" % seat, headers=h, src=src)
        assert status == 200 and json.loads(body)["link"].endswith("pair=" + code)
        status, headers, body = ask(box, "/heroes/qr/%d.svg" % seat, headers=h, src=src)
        assert status == 200 and headers["Content-Type"] == "image/svg+xml" and b"<svg" in body
    # the hero's own phone, with the link from the box's screen, takes its seat and acts
    status, _h, body = ask(box, "/heroes/api/pair", json_body={"seat": seat, "code": code}, src=OTHER)
    token = json.loads(body)["token"]
    status, _h, body = ask(box, "/heroes/api/act", json_body={"seat": seat, "token": token,
                                                              "action": "begin_turn", "args": []}, src=OTHER)
    assert status == 200 and json.loads(body)["ok"]


def test_the_heroes_panel_shows_the_codes_to_paired_browsers_only(box, browser):
    seat = seat_conan(box)
    code = box.page.server.sides["heroes"].table.code(seat)
    port = port_of(box)
    url = "http://127.0.0.1:%d/" % port
    box.pairing.trusted = ()                 # the browser is a phone on the Wi-Fi from now on
    ctx = browser.new_context()
    page = ctx.new_page()
    page.goto(url)
    page.wait_for_selector("#heroes-panel li[data-seat='%d']" % seat)
    page.wait_for_function("document.querySelector('#heroes-panel li').textContent.includes('pair this device')")
    li = page.inner_html("#heroes-panel li")
    assert code not in li and "/heroes/qr/" not in li and "pair=" not in li
    # paired, the same browser shows the QR code and the link
    page.goto(url + "pair?code=" + urllib.parse.quote(box.pairing.code))
    page.click("form button")
    page.wait_for_url(url)
    page.wait_for_selector("#heroes-panel li img.qr")
    page.wait_for_function("document.querySelector('#heroes-panel li img.qr').naturalWidth > 0")
    link = page.get_attribute("#heroes-panel li a.pair-link", "href")
    assert link.endswith("pair=" + code)


# ---------------------------------------------------------------- 2. forget means forget
def test_forget_unpairs_the_running_box_at_once_and_no_later_save_undoes_it(box):
    state_dir = str(box.state_dir)
    a = pair_cookie(box)
    assert press(box, a) == 200
    r = CliRunner().invoke(cli, ["box", "forget", "--state-dir", state_dir])
    assert r.exit_code == 0 and "1 paired" in r.output, r.output
    assert press(box, a) == 403                           # at once, on the running box
    status, _h, body = ask(box, "/api/state", headers={"Cookie": a})
    assert json.loads(body)["readonly"] is True
    b = pair_cookie(box, src=OTHER)                       # the box saves again...
    with open(os.path.join(state_dir, "paired.json"), encoding="utf-8") as f:
        saved = json.load(f)["tokens"]
    assert len(saved) == 1                                # ... the new phone only
    assert press(box, a) == 403 and press(box, b, src=OTHER) == 200


def test_a_pairing_saved_by_another_process_is_kept_by_the_box(tmp_path):
    box = Pairing(tmp_path, code="ABCD-EFGH")
    other = Pairing(tmp_path, code="ABCD-EFGH")
    t1 = box.pair("ABCD-EFGH")
    t2 = other.pair("ABCD-EFGH")          # written while the box holds t1 in memory
    t3 = box.pair("ABCD-EFGH")
    assert box.paired(t1) and box.paired(t2) and box.paired(t3)
    with open(tmp_path / "paired.json", encoding="utf-8") as f:
        assert len(json.load(f)["tokens"]) == 3


BOX_PROCESS = """
import sys
sys.path.insert(0, %(tests)r)
from fakes import pi as pifakes
pi = pifakes.install()
pi.add_fram(bytearray(32768))
from skelos_host.cli import cli
cli(["box", "--host", "0.0.0.0", "--http-port", "0", "--state-dir", %(state)r, "--no-log", "--seconds", "120"])
"""


def test_forget_typed_in_a_shell_unpairs_the_running_box_process(tmp_path):
    """`skelos box` as a process of its own (on the Pi's fakes), `skelos box forget` as another."""
    import re
    import signal
    import subprocess
    import sys

    state = str(tmp_path / "box")
    tests = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    proc = subprocess.Popen([sys.executable, "-c", BOX_PROCESS % {"tests": tests, "state": state}],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        out = []
        code = port = None
        deadline = time.monotonic() + 60
        while (code is None or port is None) and time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line:
                break
            out.append(line)
            m = re.search(r"pairing code ([2-9A-Z]{4}-[2-9A-Z]{4})", line)
            code = m.group(1) if m else code
            m = re.search(r"Book of Skelos page: http://(\S+):(\d+)/", line)
            if m:
                assert m.group(1) != "0.0.0.0", line        # the address a phone reaches
                port = int(m.group(2))
        assert code and port, "".join(out)
        status, headers, _b = ask(port, "/pair", b"code=" + code.encode(),
                                  {"Content-Type": "application/x-www-form-urlencoded"})
        assert status == 303
        cookie = headers["Set-Cookie"].split(";")[0]
        assert press(port, cookie) == 200
        r = subprocess.run([sys.executable, "-m", "skelos_host.cli", "box", "forget", "--state-dir", state],
                           capture_output=True, text=True, timeout=60)
        assert r.returncode == 0 and "1 paired" in r.stdout, r.stdout + r.stderr
        assert press(port, cookie) == 403
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


# ---------------------------------------------------------------- 3. the wrong-code limit is per client
def test_wrong_codes_from_one_client_do_not_lock_the_owner_out(box):
    form = {"Content-Type": "application/x-www-form-urlencoded"}
    for _ in range(MAX_TRIES):
        assert ask(box, "/pair", b"code=AAAA-AAAA", form, src=OTHER)[0] == 403
    assert ask(box, "/pair", b"code=" + box.pairing.code.encode(), form, src=OTHER)[0] == 429
    assert ask(box, "/pair", b"code=" + box.pairing.code.encode(), form, src=PHONE)[0] == 303   # the owner's phone
    assert ask(box, "/pair", b"code=AAAA-AAAA", form, src=OTHER)[0] == 429      # the other still waits


def test_the_owners_browsers_are_never_throttled():
    p = Pairing(tempfile.mkdtemp(), code="ABCD-EFGH", clock=lambda: 0.0)
    for _ in range(MAX_TRIES):
        assert p.pair("AAAA-AAAA", client="192.168.1.50") is None
    with pytest.raises(TooMany):
        p.pair("ABCD-EFGH", client="192.168.1.50")
    for _ in range(3 * MAX_TRIES):                     # exempt: the box's screen or a paired browser
        assert p.pair("AAAA-AAAA", client=None) is None
    assert p.pair("ABCD-EFGH", client=None)


def test_the_clients_tracked_for_wrong_codes_are_bounded():
    t = [0.0]
    p = Pairing(tempfile.mkdtemp(), code="ABCD-EFGH", clock=lambda: t[0])
    for i in range(pairing_mod.MAX_CLIENTS * 3):
        p.pair("AAAA-AAAA", client="fd00::%x" % i)
        t[0] += 0.001
    assert len(p.tries) <= pairing_mod.MAX_CLIENTS
    # the last clients are still counted
    last = "fd00::%x" % (pairing_mod.MAX_CLIENTS * 3 - 1)
    for _ in range(MAX_TRIES - 1):
        p.pair("AAAA-AAAA", client=last)
    with pytest.raises(TooMany):
        p.pair("ABCD-EFGH", client=last)
    t[0] += 61
    assert p.pair("ABCD-EFGH", client=last)


# ---------------------------------------------------------------- 4. the box's own stream stays
def _open_stream(port, src):
    s = socket.create_connection((SCREEN, port), timeout=10, source_address=(src, 0))
    s.sendall(b"GET /api/stream HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % port)
    f = s.makefile("rb")
    assert f.readline().startswith(b"HTTP/1.1 ")
    return s, f


def _next_state(f):
    while True:
        line = f.readline()
        if not line:
            return None
        if line.startswith(b"data: "):
            return json.loads(line[6:])


def test_unpaired_streams_never_cut_the_box_screens_stream(box):
    port = port_of(box)
    screen, sf = _open_stream(port, SCREEN)
    assert _next_state(sf)["type"] == "state"
    phones = []
    try:
        for _ in range(20):
            s, f = _open_stream(port, PHONE)
            phones.append(s)
            f.readline()
        time.sleep(0.3)
        assert press(box, src=SCREEN) == 200
        msg = _next_state(sf)
        assert msg is not None and msg["type"] == "state"        # still live after 20 phones came
    finally:
        for s in phones:
            s.close()
        screen.close()


def test_a_stream_that_would_cut_a_higher_ones_is_refused(box):
    port = port_of(box)
    box.page.server.httpd.max_streams = 2
    screens = [_open_stream(port, SCREEN) for _ in range(2)]
    try:
        s = socket.create_connection((SCREEN, port), timeout=10, source_address=(PHONE, 0))
        s.sendall(b"GET /api/stream HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % port)
        assert s.makefile("rb").readline().startswith(b"HTTP/1.1 503")
        s.close()
        for _s, f in screens:
            assert _next_state(f)["type"] == "state"
        assert press(box, src=SCREEN) == 200
        for _s, f in screens:                      # both still live
            assert _next_state(f)["type"] == "state"
        cookie = pair_cookie(box)                  # nor a paired phone's
        s = socket.create_connection((SCREEN, port), timeout=10, source_address=(PHONE, 0))
        s.sendall(b"GET /api/stream HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nCookie: %s\r\n\r\n"
                  % (port, cookie.encode()))
        assert s.makefile("rb").readline().startswith(b"HTTP/1.1 503")
        s.close()
        third = _open_stream(port, SCREEN)         # the screen's own third page ends its oldest
        screens.append(third)
        assert _next_state(screens[0][1]) is None and _next_state(third[1])["type"] == "state"
    finally:
        for s, _f in screens:
            s.close()


# ---------------------------------------------------------------- 5. non-ASCII codes and tokens
def test_non_ascii_codes_and_tokens_get_a_400(box):
    seat = seat_conan(box)
    form = {"Content-Type": "application/x-www-form-urlencoded"}
    bad_cookie = ("skelos_pair=" + "é" * 22).encode("utf-8")
    cases = [
        ("/pair", "code=ÀBCD-ÉFGH".encode("utf-8"), form),
        ("/api/press", json.dumps({"button": "turn"}).encode(), {"Content-Type": "application/json",
                                                               "Cookie": bad_cookie}),
        ("/heroes/api/pair", json.dumps({"seat": seat, "code": "пароль"}).encode(),
         {"Content-Type": "application/json"}),
        ("/heroes/api/act", json.dumps({"seat": seat, "token": "1.тайна", "action": "begin_turn",
                                        "args": []}).encode(), {"Content-Type": "application/json"}),
    ]
    for path, body, headers in cases:
        status, _h, answer = ask(box, path, body, headers)
        assert status == 400, (path, status, answer)
    status, _h, _b = ask(box, "/api/state", headers={"Cookie": bad_cookie})
    assert status == 400
    assert press(box, src=SCREEN) == 200          # the box serves on
    # another site of the same machine may set cookies of any text: only the box's own is checked
    cookie = pair_cookie(box)
    assert press(box, "lang=français; " + cookie) == 200


# ---------------------------------------------------------------- 6. seat tokens hashed in the store
def test_seat_tokens_are_kept_hashed_in_the_session_store(box, tmp_path):
    seat = seat_conan(box)
    code = box.page.server.sides["heroes"].table.code(seat)
    token = json.loads(ask(box, "/heroes/api/pair", json_body={"seat": seat, "code": code})[2])["token"]
    con = sqlite3.connect(str(tmp_path / "sessions.sqlite"))
    try:
        kept = con.execute("SELECT token FROM hero_seats").fetchall()
    finally:
        con.close()
    assert kept and all(token not in (t or "") and token.split(".", 1)[1] not in (t or "") for (t,) in kept)
    assert kept[0][0] == "1." + hashlib.sha256(token.encode()).hexdigest()
    status, _h, body = ask(box, "/heroes/api/act", json_body={"seat": seat, "token": token,
                                                              "action": "begin_turn", "args": []})
    assert status == 200 and json.loads(body)["ok"]


def test_a_store_with_a_clear_seat_token_keeps_working_and_is_hashed(tmp_path):
    from skelos_host.heroes.table import HeroLog, HeroTable
    from skelos_host.heroes import presets

    db = str(tmp_path / "s.sqlite")
    log = HeroLog(db)
    hero = presets.load_dict("conan")
    log.put_seat("g1", 0, hero, None, "1.oldclearTokenOfAnEarlierStore")   # as earlier versions kept it
    log.db.execute("UPDATE hero_seats SET token = '1.oldclearTokenOfAnEarlierStore'")
    log.close()
    table = HeroTable(lambda: {"uid": "g1", "seq": 0}, HeroLog(db))
    assert table.act(0, "1.oldclearTokenOfAnEarlierStore", "begin_turn")["ok"]
    assert not table.act(0, "1.wrong", "begin_turn")["ok"]
    table.log.close()
    con = sqlite3.connect(db)
    try:
        (kept,) = con.execute("SELECT token FROM hero_seats").fetchone()
    finally:
        con.close()
    assert kept == "1." + hashlib.sha256(b"1.oldclearTokenOfAnEarlierStore").hexdigest()


# ---------------------------------------------------------------- 7. the address a phone can reach
def test_the_printed_address_is_reachable_and_the_code_is_in_the_journal(box):
    said = "\n".join(box.said)
    assert box.pairing.code in said
    assert "0.0.0.0" not in said and "0.0.0.0" not in box.pairing.url
    assert "http://%s.local:%d/" % (socket.gethostname(), port_of(box)) in said


def test_the_qr_code_follows_the_network_when_it_comes_up(box, monkeypatch):
    port = port_of(box)
    monkeypatch.setattr(pairing_mod, "lan_address", lambda: None)       # no network yet
    before = box.pairing.pair_url()
    assert "127.0.0.1" not in before and "0.0.0.0" not in before
    assert before.startswith("http://%s.local:%d/" % (socket.gethostname(), port))
    monkeypatch.setattr(pairing_mod, "lan_address", lambda: "192.168.1.20")   # the Wi-Fi comes up
    assert box.pairing.pair_url().startswith("http://192.168.1.20:%d/pair?code=" % port)
    body = ask(box, "/pair", src=SCREEN)[2].decode()
    assert "http://192.168.1.20:%d/" % port in body
    # the box says so in its journal, with the code
    assert wait_for(lambda: any("192.168.1.20" in m and box.pairing.code in m for m in box.said))


def wait_for(cond, timeout=10.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if cond():
            return True
        time.sleep(0.05)
    return False

