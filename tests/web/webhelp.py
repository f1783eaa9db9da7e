"""Shared setup of the page tests: Debian's Chromium through Playwright,
screenshots into artifacts/, and `skelos play` started as a player would."""

import os
import re
import shutil
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


def start_play(args, env=None, timeout=20):
    """Start `skelos play ARGS`; returns (process, page URL, lines printed before it)."""
    env = dict(os.environ, PYTHONUNBUFFERED="1", **(env or {}))
    proc = subprocess.Popen([sys.executable, "-m", "skelos_host.cli", "play", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env)
    lines, url = [], None
    deadline = time.monotonic() + timeout
    while url is None and time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        lines.append(line)
        m = re.search(r"(http://127\.0\.0\.1:\d+/)", line)
        if m:
            url = m.group(1)
    if url is None:
        proc.kill()
        proc.wait()
        raise AssertionError("no URL printed: %r" % lines)
    return proc, url, lines
