"""Shared setup of the page tests: Debian's Chromium through Playwright,
screenshots into artifacts/, and `skelos play` started as a player would."""

import os
import re
import shutil
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def need_browser():
    if CHROMIUM is None:
        if os.environ.get("SKELOS_REQUIRE_BROWSER") == "1":
            pytest.fail("chromium not found (scripts/setup.sh installs Debian's chromium)")
        pytest.skip("chromium not found: install Debian's chromium (scripts/setup.sh does)")


def shot(page, name):
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / name), full_page=True)


def start_printing_url(command, pattern=r"(http://127\.0\.0\.1:\d+/)", env=None, timeout=20):
    """Start `command` (a list); returns (process, the URL its output names by `pattern`, lines printed
    before it).  No URL within `timeout`: the process is killed and the lines said."""
    env = dict(os.environ, PYTHONUNBUFFERED="1", **(env or {}))
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    lines, url = [], None
    deadline = time.monotonic() + timeout
    while url is None and time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        lines.append(line)
        m = re.search(pattern, line)
        if m:
            url = m.group(1)
    if url is None:
        proc.kill()
        proc.wait()
        raise AssertionError("no URL printed: %r" % lines)
    return proc, url, lines


def start_play(args, env=None, timeout=20):
    """Start `skelos play ARGS`; returns (process, page URL, lines printed before it)."""
    return start_printing_url([sys.executable, "-m", "skelos_host.cli", "play", *args], env=env, timeout=timeout)


def sessions_by_serial(db):
    """{a board's serial: [(session id, its count of events), in order]} of the store file `db`."""
    con = sqlite3.connect(db)
    try:
        got = con.execute("SELECT s.device_serial, s.id, (SELECT count(*) FROM events e WHERE e.session = s.id)"
                          " FROM sessions s ORDER BY s.id").fetchall()
    finally:
        con.close()
    out = {}
    for ser, sid, n in got:
        out.setdefault(ser, []).append((sid, n))
    return out


def live_page(board, **kw):
    """The live page of a simulated board, on a free port, quiet."""
    from skelos_host.web.session import LivePage
    from skelos_host.web.source import segments_of
    return LivePage(board.port, http_port=0, segments=segments_of(board.profile), say=lambda m: None, **kw).start()


def open_page(browser, url, lang, width, height=900):
    """A page of `width` x `height` in language `lang`, its stream connected."""
    import json
    page = browser.new_page(viewport={"width": width, "height": height})
    page.add_init_script("localStorage.setItem('skelos.lang', %s)" % json.dumps(lang))
    page.goto(url)
    page.wait_for_function("document.querySelector('#conn').className === 'conn ok'")
    page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)
    return page
