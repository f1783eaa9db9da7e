import os
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))
for _d in (os.path.dirname(_HERE), _HERE):
    if _d not in sys.path:
        sys.path.insert(0, _d)

import pytest  # noqa: E402
from hostlocale import english_locale  # noqa: E402,F401 - autouse
from webhelp import CHROMIUM, FLAGS, need_browser  # noqa: E402


@pytest.fixture
def browser():
    """Debian's Chromium, headless, through Playwright."""
    need_browser()
    playwright = pytest.importorskip("playwright.sync_api", reason="playwright is installed by scripts/setup.sh")
    with playwright.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield b
        b.close()


@pytest.fixture
def pi():
    """A Raspberry Pi 4 for the real Blinka (tests/fakes/pi), an FRAM breakout wired to its I2C-1."""
    from fakes import pi as pifakes

    p = pifakes.install()
    p.add_fram(bytearray(32768))
    yield p
    pifakes.uninstall(p)
