"""What a newcomer meets first, through the real `skelos` command: the words of a refusal and of a start."""

import os
import subprocess

import pytest
from clihelp import skelos

from skelos_host.text import typography


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


ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def _play_sh(lang, *args):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    env.update(LANG={"en": "C.UTF-8", "fr": "fr_FR.UTF-8"}[lang])
    return subprocess.run(["bash", "scripts/play.sh", *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=600)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_play_sh_says_what_to_type_for_skelos_and_that_works(lang):
    """scripts/play.sh (here with `--help`, after which skelos play ends at once) says where the skelos
    command is and what to type to use it as the README does, before the game and when it ends; what it says
    works in a new shell."""
    r = _play_sh(lang, "--help")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    where = [ln for ln in lines if ".venv/bin/activate" in ln]
    assert len(where) == 2 and lines[-1] == where[0], r.stdout          # before the game, and its last line
    assert ". .venv/bin/activate" in where[0] and ".venv/bin/skelos" in where[0]
    setup = [ln for ln in lines if ln.startswith("setup")]
    assert setup and all(ln.startswith({"en": "setup: ", "fr": "setup\u00a0: "}[lang]) for ln in setup), setup
    if lang == "fr":
        assert not [ln for ln in lines if "(run)" in ln or "ready" in ln or " :" in ln or " ;" in ln], lines
        assert not typography.slips(r.stdout), typography.slips(r.stdout)
    shell = subprocess.run(["bash", "-c", ". .venv/bin/activate && skelos --version"], cwd=ROOT,
                           capture_output=True, text=True, timeout=60, env={"PATH": os.defpath, "HOME": ROOT})
    assert shell.returncode == 0 and "skelos, version" in shell.stdout, shell.stderr
