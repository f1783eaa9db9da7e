"""The host tests read English unless a test asks for French (a developer's LANG must not leak in)."""

import pytest

from skelos_host import i18n


@pytest.fixture(autouse=True)
def english_locale(monkeypatch):
    monkeypatch.setenv("LANG", "C.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    i18n.set_language("en")
    yield
    i18n.set_language("en")
