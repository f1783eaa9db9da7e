"""French typography: the rules (skelos_host/text/typography.py and the page's words.js agree), the
French catalogue, and the commands' French output set by them."""

import json
import os
import shutil
import subprocess

import pytest
from click.testing import CliRunner

from skelos_host import presets
from skelos_host.text import i18n, pofile, typography
from skelos_host.cli import COMMANDS, cli
from skelos_host.heroes import presets as hero_presets
from skelos_host.text.typography import NBSP, NNBSP, french, slips

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
WORDS_JS = os.path.join(ROOT, "host", "skelos_host", "web", "words.js")


@pytest.mark.parametrize("raw, set_", [
    ("Tour 1, Héros: Conan", "Tour 1, Héros" + NBSP + ": Conan"),
    ("Tour 1, Héros : Conan", "Tour 1, Héros" + NBSP + ": Conan"),
    ("Commandes:\n", "Commandes" + NBSP + ":\n"),
    ("tour 3 sur 8; activations", "tour 3 sur 8" + NNBSP + "; activations"),
    ("Vraiment? Oui! Non ?!", "Vraiment" + NNBSP + "? Oui" + NNBSP + "! Non" + NNBSP + "?!"),
    ("« Mode + »", "«" + NBSP + "Mode" + NBSP + "+" + NBSP + "»"),          # a short quotation: one line
    ("«Mode +»", "«" + NBSP + "Mode" + NBSP + "+" + NBSP + "»"),
    ("bad.toml: 2 problèmes", "bad.toml" + NBSP + ": 2 problèmes"),
    ("\x1b[1mNom:\x1b[0m Conan", "\x1b[1mNom" + NBSP + ":\x1b[0m Conan"),
    # not the end of a word: left alone
    ("à 12:30, http://127.0.0.1:8765/?lang=fr", "à 12:30, http://127.0.0.1:8765/?lang=fr"),
    ("a != b, (:) [?]", "a != b, (:) [?]"),
    ("", ""),
])
def test_french_rules(raw, set_):
    assert french(raw) == set_
    assert french(set_) == set_                        # idempotent
    if any(c in raw for c in ":;!?«»") and raw != set_:
        assert slips(raw), raw                         # the check sees what the rules fix
    assert not slips(set_), set_


def test_other_languages_are_left_as_written():
    assert typography.for_language("Commands: a; b!", "en") == "Commands: a; b!"


def _french_po():
    return pofile.read_po(i18n.po_path("fr"))[1]


def _texts(entry):
    return list(entry.msgstr) if entry.plural is not None else [entry.msgstr]


def test_the_french_catalogue_is_written_with_plain_spaces_and_comes_out_set():
    """The spaces are placed by the one function, never by hand in a message (so that a
    message and its neighbours cannot disagree), and every message comes out clean."""
    by_hand, left = [], []
    for e in _french_po():
        for text in _texts(e):
            if NBSP in text or NNBSP in text:
                by_hand.append(e.msgid)
            left += [(e.msgid, s) for s in slips(french(text))]
    assert not by_hand, by_hand
    assert not left, left[:10]


def test_french_messages_come_out_set_through_the_catalogue():
    i18n.set_language("fr")
    assert i18n._("Commands") == "Commandes"
    said = i18n._("language of the messages (default: from LC_ALL, LC_MESSAGES or LANG)")
    assert "défaut" + NBSP + ":" in said
    i18n.set_language("en")
    assert i18n._("language of the messages (default: from LC_ALL, LC_MESSAGES or LANG)").startswith("language")


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is not installed (needed to run words.js)")
def test_the_page_sets_french_as_the_host_does(tmp_path):
    """words.js's typo() (run by Node.js) and typography.french() agree on every French message
    and on the rules' cases."""
    texts = sorted({t for e in _french_po() for t in _texts(e) if t})
    texts += ["Tour 1, Héros: Conan", "«Mode +»", "12:30 http://x/?a=1", "a ; b ! c? d?!", "Note :\n"]
    src = tmp_path / "texts.json"
    src.write_text(json.dumps(texts), encoding="utf-8")
    script = ("const fs = require('fs');\n" + open(WORDS_JS, encoding="utf-8").read() +
              "\nLANG = 'fr';\nconst texts = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));\n"
              "process.stdout.write(JSON.stringify(texts.map(typo)));\n")
    js = tmp_path / "run.js"
    js.write_text(script, encoding="utf-8")
    out = subprocess.run(["node", str(js), str(src)], capture_output=True, text=True, timeout=60, check=True)
    page = json.loads(out.stdout)
    assert len(page) == len(texts)
    differ = [(t, p, french(t)) for t, p in zip(texts, page, strict=True) if p != french(t)]
    assert not differ, differ[:5]


# --------------------------------------------------------------------------
# The commands' French output
# --------------------------------------------------------------------------

def run(*args):
    return CliRunner().invoke(cli, ["--lang", "fr"] + [str(a) for a in args], env={"COLUMNS": "100"})


def assert_set(output, what):
    found = slips(output)
    assert not found, (what, found[:8])


def test_help_of_every_command_in_french():
    assert_set(run("--help").output, "--help")
    for name in COMMANDS:
        r = run(name, "--help")
        assert r.exit_code == 0, (name, r.output)
        assert_set(r.output, name + " --help")


@pytest.mark.parametrize("name", presets.builtin_names())
def test_scenario_show_of_every_preset_in_french(name):
    r = run("scenario", "show", name)
    assert r.exit_code == 0, r.output
    ours, _h, notes = r.output.partition("Notes de la source (ses propres mots, en anglais)" + NBSP + ":")
    assert_set(ours, name)
    # the source's own notes stay in English typography, as the source wrote them
    assert NBSP not in notes and NNBSP not in notes, notes


def test_heroes_list_and_show_in_french():
    r = run("heroes", "list")
    assert r.exit_code == 0, r.output
    assert_set(r.output, "heroes list")
    for hero in hero_presets.builtin_names():
        r = run("heroes", "show", hero)
        assert r.exit_code == 0, r.output
        assert_set(r.output, "heroes show " + hero)


def test_errors_in_french(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text('format = 2\nid = "x"\n', encoding="utf-8")
    for args in (("scenario", "validate", bad), ("status", "--port", "/dev/null"), ("no-such-command",),
                 ("heroes", "validate", bad)):
        r = run(*args)
        assert r.exit_code != 0, args
        assert_set(r.output, args)


def test_status_of_a_board_in_french_says_the_turn_as_the_page_does(dev):
    from simhelp import press_all
    r = run("status", "--port", dev.port)
    assert r.exit_code == 0, r.output
    assert_set(r.output, "status")
    assert "tour 0 sur 8, tour des Héros" in r.output
    press_all(dev, ["turn", "slot1"])       # the Overlord's turn, one activation made
    r = run("status", "--port", dev.port)
    assert_set(r.output, "status")
    # no capital mid-sentence, and the page's words for the activations (the chip)
    assert "tour 1 sur 8, tour de l'Overlord" + NNBSP + "; 1 activation restante sur 2" in r.output, r.output
    en = CliRunner().invoke(cli, ["--lang", "en", "status", "--port", dev.port], env={"COLUMNS": "100"})
    assert "turn 1 of 8, the Overlord's turn; 1 activation left of 2" in en.output, en.output


def test_data_outputs_stay_as_programs_read_them(tmp_path):
    """--json in French is JSON still (no no-break space where JSON wants its own spaces), and a
    text in it is the data's, not set."""
    for args in (("scenario", "list", "--json"), ("heroes", "list", "--json")):
        r = run(*args)
        assert r.exit_code == 0
        doc = json.loads(r.output)
        assert doc and r.output == json.dumps(doc, indent=1, ensure_ascii=False) + "\n"   # as json.dumps wrote it


def test_a_command_s_data_stream_is_the_stream_under_the_filter():
    import io
    out = io.StringIO()
    stream = typography.FrenchStream(out, lambda: True)
    stream.write("Note: a")
    assert out.getvalue() == ""                       # a line is set once whole
    raw = typography.data_stream(stream)
    assert raw is out and out.getvalue() == "Note" + NBSP + ": a"
    raw.write('{"a": 1}; x')
    assert out.getvalue().endswith('{"a": 1}; x')
