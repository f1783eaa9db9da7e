import pytest
from webhelp import CHROMIUM, FLAGS, need_browser


@pytest.fixture
def browser():
    """Debian's Chromium, headless, through Playwright."""
    need_browser()
    playwright = pytest.importorskip("playwright.sync_api", reason="playwright is installed by scripts/setup.sh")
    with playwright.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield b
        b.close()
