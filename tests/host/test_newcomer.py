"""What a newcomer meets first, through the real `skelos` command: the words of a refusal and of a start."""

import pytest
from clihelp import skelos


@pytest.mark.parametrize("lang, said", [
    ("en", ("is a web page's address, not a board's: open it in a browser", "socket://HOST:PORT")),
    ("fr", ("est l'adresse d'une page web, pas d'une carte\u00a0: ouvrez-la dans un navigateur",
            "socket://HÔTE:PORT"))])
@pytest.mark.parametrize("url", ["http://127.0.0.1:8765/", "https://table.local:8765/"])
def test_a_page_address_given_as_the_board_says_what_it_is_and_what_port_takes(lang, said, url):
    r = skelos("--lang", lang, "live", "-p", url, "--seconds", "1", timeout=60)
    assert r.returncode == 1 and "Traceback" not in r.stderr, r.stderr
    assert "address kind" not in r.stderr and "sorte d'adresse" not in r.stderr, r.stderr
    assert r.stderr.startswith(("Error: " + url, "Erreur\u00a0: " + url)), r.stderr
    for words in said:
        assert words in r.stderr, (words, r.stderr)
    help_text = skelos("--lang", lang, "live", "--help").stdout
    assert "socket://" in help_text, help_text
