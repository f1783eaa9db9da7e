"""What the terminal shows, through the real `skelos` command on a pseudo-terminal of 80 columns: every
command's help in both languages (click's own words translated, French typography, no line starting with
punctuation, no path or code), and `status` with an event pending (a line wrapped at a breakable space only)."""

import fcntl
import os
import re
import struct
import subprocess
import sys
import termios

import pytest
from test_player_words import path_like
from simhelp import press_all

from skelos_host.text.typography import slips
from ptyhelp import drain

SKELOS = os.path.join(os.path.dirname(sys.executable), "skelos")
# click's English words, where a French help must have its own
CLICK_ENGLISH = re.compile(r"\b(Usage|TEXT|INTEGER|RANGE|FLOAT|BOOLEAN|FILE|FILENAME|DIRECTORY|PATH|COMMAND|ARGS|"
                           r"default|required|Show this message|HERO|PRESET|SCENARIO|NAME)\b")


def on_pty(*args, columns=80):
    """(exit status, what an 80-column terminal shows) of `skelos ARGS`."""
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 50, columns, 0, 0))
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES", "NO_COLOR", "FORCE_COLOR")}
    env.update(TERM="xterm")
    p = subprocess.Popen([SKELOS, *args], stdin=slave, stdout=slave, stderr=slave, env=env)
    os.close(slave)
    out = drain(master).decode("utf-8", "replace").replace("\r\n", "\n")
    return p.wait(timeout=60), re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", out)


def _command_lines():
    from skelos_host.commands import COMMANDS
    from skelos_host.cli.root import cli

    import click
    ctx = click.Context(cli)
    lines = [[]]
    for name in sorted(COMMANDS):
        cmd = cli.get_command(ctx, name)
        lines.append([name])
        lines += [[name, sub] for sub in sorted(getattr(cmd, "commands", {}))]
    return lines


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_help_on_an_80_column_terminal_is_in_the_language_asked(lang):
    seen = 0
    for words in _command_lines():
        rc, out = on_pty("--lang", lang, *words, "--help")
        assert rc == 0, (words, out)
        assert max(len(ln) for ln in out.splitlines()) <= 80, (words, out)
        assert not path_like(out), (words, path_like(out))
        if lang == "fr":
            assert out.startswith("Utilisation\u00a0: skelos"), (words, out)
            assert not CLICK_ENGLISH.findall(out), (words, CLICK_ENGLISH.findall(out), out)
            assert not slips(out), (words, slips(out))
            assert "[par défaut\u00a0: read-only]" not in out and "[par défaut\u00a0: no-" not in out, out
        seen += 1
    assert seen > 25
    rc, out = on_pty("--lang", lang, "live", "--help")
    want = {"en": ("[default: --read-only]", "--http-port INTEGER RANGE", "-p, --port TEXT"),
            "fr": ("[par défaut\u00a0: --read-only]", "--http-port ENTIER", "-p, --port TEXTE")}[lang]
    flat = re.sub(r"[ \n]+", " ", out)
    for words in want:
        assert words in flat, (words, out)
    rc, out = on_pty("--lang", lang, "--help")
    assert {"en": "Usage: skelos [OPTIONS] COMMAND [ARGS]...",
            "fr": "Utilisation\u00a0: skelos [OPTIONS] COMMANDE [ARGUMENTS]..."}[lang] in out, out


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_click_errors_on_the_terminal_are_in_the_language_asked(lang):
    rc, out = on_pty("--lang", lang, "live", "--http-port", "99999")
    assert rc == 2
    assert {"en": "99999 is not in the range 0<=x<=65535.",
            "fr": "99999 n'est pas dans l'intervalle 0<=x<=65535."}[lang] in out, out
    rc, out = on_pty("--lang", lang, "live", "--http-port", "abc")
    assert {"en": "'abc' is not a valid integer range.",
            "fr": "'abc' n'est pas un nombre entier valide."}[lang] in out, out
    if lang == "fr":
        assert not slips(out) and not CLICK_ENGLISH.findall(out), out


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_status_with_an_event_pending_wraps_at_breakable_spaces_only(dev, lang):
    press_all(dev, ["turn", "slot7"])            # the Pict village's event tile: its event to choose
    rc, out = on_pty("--lang", lang, "status", "--port", dev.port)
    assert rc == 0, out
    flat = re.sub(r"[ \n]+", " ", out)
    if lang == "fr":
        assert not slips(out), slips(out)
        assert "tuile Événement activée\u00a0: choisissez l'événement à réaliser" in flat, out
        assert "activée\u00a0:" in out          # never cut before its colon
        assert "retirées" in out and "retiré " not in out, out      # the gems' zone, as "disponibles"
    else:
        assert "Event activated: choose the event to carry out" in flat, out
        assert "removed" in out, out
    assert not [ln for ln in out.splitlines() if re.match(r"\s*[:;!?]", ln)], out
    if lang == "fr":    # at every width around 80, the turn's line breaks at a breakable space only
        for columns in range(70, 96):
            rc, out = on_pty("--lang", lang, "status", "--port", dev.port, columns=columns)
            assert rc == 0 and not slips(out), (columns, slips(out))
            assert "activée\u00a0:" in out, (columns, out)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_scenario_show_says_the_source_s_notes_in_words_and_in_their_own_typography(lang):
    rc, out = on_pty("--lang", lang, "scenario", "show", "clutches-of-the-picts-4h")
    assert rc == 0, out
    head = {"en": "The source's own notes (in its language):",
            "fr": "Notes de la source (ses propres mots, en anglais)\u00a0:"}[lang]
    assert head in out, out
    notes = out.partition(head)[2]
    flat = re.sub(r"[ \n]+", " ", notes)
    assert "reinforcement points 4" in flat and "the ConanApp fan database gives 5" in flat, notes
    assert not re.search(r"\w_\w|\w/\w", notes), notes            # no field name, no repository
    assert "\u00a0" not in notes and "\u202f" not in notes, notes     # English as the source wrote it
    assert lang == "en" or not slips(out.partition(head)[0]), slips(out)


def test_heroes_list_in_french_writes_heroes_with_their_capital():
    rc, out = on_pty("--lang", "fr", "heroes", "list")
    assert rc == 0, out
    assert "Héros" in out and not re.search(r"\bhéros\b", out), out
    assert "Invité" in out and "Core Game" not in out and "Guest Box" not in out and "Stretch" not in out, out
