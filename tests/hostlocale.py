"""The host's language in tests: English unless a test asks for French.
Imported by the conftest of every test folder that uses the host (not by
tests/core, which runs on the rules core alone)."""

import pytest


@pytest.fixture(autouse=True)
def english_locale(monkeypatch):
    """Tests read English unless they ask for French: a developer's LANG must not leak in."""
    from skelos_host.text import i18n
    monkeypatch.setenv("LANG", "C.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    i18n.set_language("en")
    yield
    i18n.set_language("en")

