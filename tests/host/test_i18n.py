"""French and English: the catalogues, the glossary, the CLI and the validator's reasons."""

import ast
import gettext
import importlib.util
import io
import os
import re
import shutil
import subprocess
import sys
import tomllib

import pytest
from click.testing import CliRunner

from skelos.games import load
from skelos_host import presets, views
from skelos_host.text import i18n, pofile, reasons
from skelos_host.cli import cli

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TOOL = os.path.join(ROOT, "host", "tools", "i18n.py")
CORE = os.path.join(ROOT, "firmware", "lib", "skelos")
FIELDS = os.path.join(CORE, "fields.py")
REGISTRY = os.path.join(CORE, "games.py")
CONAN = os.path.join(CORE, "conan", "scenario.py")
ORC = os.path.join(CORE, "orcquest", "scenario.py")
FR_PO = os.path.join(ROOT, "host", "skelos_host", "locale", "fr", "LC_MESSAGES", "skelos.po")
FRENCH = {"LANG": "fr_FR.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""}


def _tool():
    spec = importlib.util.spec_from_file_location("i18n_tool", TOOL)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def run(*args, env=None):
    return CliRunner().invoke(cli, [str(a) for a in args], env=dict({"COLUMNS": "250"}, **(env or {})))


# --------------------------------------------------------------------------
# Catalogues
# --------------------------------------------------------------------------

def test_every_message_has_a_french_and_an_english_entry():
    tool = _tool()
    template = tool.extract()
    assert len(template) > 300   # the CLI, click's own texts, the validator, the refusals and the page
    assert tool.problems() == []


def test_completeness_check_catches_missing_empty_and_obsolete_entries(tmp_path):
    tool = _tool()
    locale = tmp_path / "locale"
    shutil.copytree(tool.LOCALE, locale)
    fr = locale / "fr" / "LC_MESSAGES" / "skelos.po"
    en = locale / "en" / "LC_MESSAGES" / "skelos.po"
    h, entries = pofile.read_po(fr)
    blank = next(e for e in entries if e.msgid == "River")
    blank.msgstr = ""
    entries.append(pofile.Entry("a message nobody uses any more", "un message que plus personne n'utilise"))
    pofile.write_po(fr, h, entries)
    h, entries = pofile.read_po(en)
    pofile.write_po(en, h, [e for e in entries if e.msgid != "Overlord's turn"])
    found = tool.problems(str(locale))
    assert "fr: untranslated 'River'" in found
    assert "fr: obsolete 'a message nobody uses any more'" in found
    assert 'en: missing "Overlord\'s turn"' in found
    assert len(found) == 3


def test_extraction_finds_every_kind_of_marked_text():
    tool = _tool()
    ids = {e.key for e in tool.extract()}
    assert "Show the device's current state once." in ids              # a command's docstring
    assert "print the raw state reply" in ids                          # an option's help
    assert ("%d problem", "%d problems") in ids                        # ngettext
    assert "must be between {min} and {max}" in ids                    # a validator reason (N_)
    assert "Overlord's turn" in ids and "Tile menu: {tile}" in ids       # page views: _() and fmt()
    assert ("{n} figure", "{n} figures") in ids                        # page views: fmtn()
    assert "River" in ids and "The story so far" in ids                # index.html: data-i18n
    assert "Usage:" in ids                                             # click's own


def test_po_files_compile_to_mo_that_gettext_reads():
    h, entries = pofile.read_po(FR_PO)
    t = gettext.GNUTranslations(io.BytesIO(pofile.make_mo(h, entries)))
    assert t.gettext("River") == "Rivière"
    assert t.ngettext("%d problem", "%d problems", 1) == "%d problème"
    assert t.ngettext("%d problem", "%d problems", 2) == "%d problèmes"
    assert t.ngettext("%d problem", "%d problems", 0) == "%d problème"   # French: 0 is singular
    again = pofile.parse_po(pofile.format_po(h, entries))
    assert [(e.key, e.msgstr) for e in again[1]] == [(e.key, e.msgstr) for e in entries]


_PLACEHOLDER = re.compile(r"%\(\w+\)[-#0 +]*\d*(?:\.\d+)?[sdrxf]|%[-#0 +]*\d*(?:\.\d+)?[sdrxf]|\{\w+(?:![rs])?\}")


def test_translations_keep_every_placeholder():
    for po in (FR_PO, FR_PO.replace("/fr/", "/en/")):
        _, entries = pofile.read_po(po)
        for e in entries:
            ids = [e.msgid] if e.plural is None else [e.msgid, e.plural]
            strs = [e.msgstr] if e.plural is None else e.msgstr
            for i, s in enumerate(strs):   # both languages: form 0 is the singular, form 1 the plural
                want = sorted(_PLACEHOLDER.findall(ids[min(i, len(ids) - 1)]))
                assert sorted(_PLACEHOLDER.findall(s)) == want, (po, e.msgid, s)


def test_gnu_msgfmt_accepts_the_catalogues_and_agrees_with_ours(tmp_path):
    if shutil.which("msgfmt") is None:
        if os.environ.get("SKELOS_REQUIRE_MSGFMT") == "1":
            pytest.fail("GNU gettext's msgfmt is missing (scripts/test.sh installs Debian's gettext)")
        pytest.skip("GNU gettext's msgfmt is not installed (Debian package gettext)")
    for lang in ("en", "fr"):
        po = FR_PO.replace("/fr/", "/%s/" % lang)
        mo = tmp_path / (lang + ".mo")
        subprocess.run(["msgfmt", "--check-format", "--check-domain", "-o", str(mo), po], check=True,
                       capture_output=True)
        gnu = gettext.GNUTranslations(open(mo, "rb"))
        h, entries = pofile.read_po(po)
        ours = gettext.GNUTranslations(io.BytesIO(pofile.make_mo(h, entries)))
        assert gnu._catalog == ours._catalog
        assert gnu.plural(0) == ours.plural(0) and gnu.plural(2) == ours.plural(2)


def test_french_catalogue_uses_the_glossary_terms():
    tool = _tool()
    terms = tool.load_glossary()
    assert {t["fr"] for t in terms} >= {"la Rivière", "zone de fatigue", "tuile morte", "dépolluer la rivière",
                                        "renforts", "sablier", "compte-tours", "vigilance", "acuité"}
    _, entries = pofile.read_po(FR_PO)
    code = re.compile(r"`[^`]*`|%\(\w+\)[-#0 +]*\d*(?:\.\d+)?\w|\{\w+(?:![rs])?\}|--[\w-]+|\S*[._/]\S*")
    checked = 0
    wrong = []
    for e in entries:
        english = code.sub(" ", e.msgid if e.plural is None else e.msgid + " " + e.plural)
        french = e.msgstr if e.plural is None else " ".join(e.msgstr)
        for t in terms:
            if re.search(t["en_match"], english, re.I):
                checked += 1
                if not re.search(t["fr_match"], french, re.I):
                    wrong.append((t["en"], e.msgid, french))
    assert checked > 150
    assert wrong == []


def test_glossary_doc_is_generated_from_the_glossary():
    tool = _tool()
    assert tool.cmd_glossary(check=True), "run: python host/tools/i18n.py glossary"
    text = open(tool.GLOSSARY_MD, encoding="utf-8").read()
    with open(tool.GLOSSARY, "rb") as f:
        for t in tomllib.load(f)["term"]:
            assert "| %s | %s |" % (t["en"], t["fr"]) in text


# --------------------------------------------------------------------------
# Language choice
# --------------------------------------------------------------------------

@pytest.mark.parametrize("env, lang", [
    ({}, "en"),
    ({"LANG": "fr_FR.UTF-8"}, "fr"),
    ({"LANG": "fr_CA"}, "fr"),
    ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({"LANG": "en_GB.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"}, "fr"),
    ({"LANG": "fr_FR.UTF-8", "LC_MESSAGES": "en_US.UTF-8"}, "en"),
    ({"LANG": "fr_FR.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8", "LC_ALL": "C"}, "en"),
    ({"LANG": "en_US.UTF-8", "LC_ALL": "fr_FR.UTF-8"}, "fr"),
])
def test_language_from_the_environment(env, lang):
    assert i18n.resolve(None, env) == lang


def test_empty_and_unknown_messages_pass_through():
    i18n.set_language("fr")
    try:
        assert i18n._("") == "" and i18n._(None) is None   # not the catalogue's header
        assert i18n._("no such message here") == "no such message here"
        assert i18n._("dead") == "morte"
    finally:
        i18n.set_language("en")


def test_option_beats_the_environment():
    assert i18n.resolve("en", {"LC_ALL": "fr_FR.UTF-8"}) == "en"
    assert i18n.resolve("fr", {"LANG": "en_US.UTF-8"}) == "fr"
    with pytest.raises(ValueError):
        i18n.resolve("xx", {})


# --------------------------------------------------------------------------
# The CLI
# --------------------------------------------------------------------------

def test_cli_speaks_french_under_a_french_locale():
    r = run("--help", env=FRENCH)
    assert r.exit_code == 0
    assert "Utilisation\u00a0:" in r.output and "Afficher ce message et quitter." in r.output
    assert "Lister les sessions de la base" in r.output            # a command's help, translated
    r = run("scenario", "list", env=FRENCH)
    assert r.exit_code == 0, r.output
    assert "Préréglages intégrés" in r.output
    assert "Village picte (exemple du Livre de l'Overlord)" in r.output   # name_fr of the preset
    assert "La Mutinerie" in r.output
    assert "3 Héros, 10+3 gemmes, récupération 5" in r.output
    r = run("scenario", "show", "pict-village", env=FRENCH)
    assert "sbire" in r.output and "Absent des sources (à vérifier avant de jouer)\u00a0:" in r.output
    r = run("demo", env=FRENCH)
    assert r.exit_code == 0, r.output
    assert "Acheter 1 mouvement supplémentaire pour la figurine 3" in r.output
    assert "l'Overlord n'a plus d'activation ce tour (règle du livre\u00a0: activation)" in r.output   # a core refusal


def test_english_stays_the_default_and_the_option_overrides_the_locale():
    r = run("scenario", "list", env={"LANG": "", "LC_ALL": "", "LC_MESSAGES": ""})
    assert "Built-in presets" in r.output and "Pict village (rulebook example)" in r.output
    r = run("--lang", "en", "scenario", "list", env=FRENCH)
    assert "Built-in presets" in r.output and "Préréglages" not in r.output
    r = run("--lang", "fr", "--help", env={"LANG": "en_US.UTF-8"})
    assert "Utilisation\u00a0:" in r.output and "langue des messages" in r.output
    r = run("--lang", "fr", "sessions", "--help", env={"LANG": "en_US.UTF-8"})
    assert "Lister les sessions de la base" in r.output
    r = run("--lang", "xx", "sessions", env={"LANG": "en_US.UTF-8"})
    assert r.exit_code == 2 and "xx" in r.output


def test_click_errors_are_french_too():
    r = run("no-such-command", env=FRENCH)
    assert r.exit_code == 2
    assert "Erreur\u00a0: Commande inconnue\u00a0: 'no-such-command'." in r.output
    assert "Essayez «\u00a0cli\u00a0--help\u00a0» pour l'aide." in r.output   # (CliRunner names the program cli)


def test_the_installed_command_speaks_french_end_to_end(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text(presets.TEMPLATE.replace("cost = 2", "cost = 0"), encoding="utf-8")
    env = dict(os.environ, LANG="fr_FR.UTF-8", LC_ALL="", LC_MESSAGES="")
    r = subprocess.run([sys.executable, "-m", "skelos_host.cli", "scenario", "validate", str(bad)],
                       capture_output=True, text=True, env=env, timeout=60)
    assert r.returncode == 1
    assert "Erreur\u00a0: %s\u00a0: 1 problème" % bad in r.stderr
    assert "  river[2].cost\u00a0: doit être un entier positif (1..255)" in r.stderr
    env["LANG"] = "en_US.UTF-8"
    r = subprocess.run([sys.executable, "-m", "skelos_host.cli", "scenario", "validate", str(bad)],
                       capture_output=True, text=True, env=env, timeout=60)
    assert "Error: %s: 1 problem\n  river[2].cost: must be a positive integer (1..255)" % bad in r.stderr


# --------------------------------------------------------------------------
# Validation reasons and refusals of the rules core
# --------------------------------------------------------------------------

def _core_templates(path, call):
    """Reason templates the core builds in `call(...)` (its last argument), '{}' for a value."""
    def template(node):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            return template(node.left) + template(node.right)
        return "{}"
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    out = set()
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == call
                and len(node.args) == 2 and not isinstance(node.args[1], ast.Name)):   # a Name: the caller's words
            out.add(template(node.args[1]))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "two_fields":
            out.add(template(node.args[-1]))     # skelos.fields.two_fields says the pack's words
    return out


def test_the_host_knows_every_reason_template_of_the_validator():
    shared = _core_templates(FIELDS, "add") | _core_templates(REGISTRY, "add")
    conan = _core_templates(CONAN, "add")
    orc = _core_templates(ORC, "add")
    host = {re.sub(r"\{\w+\}", "{}", t) for t in reasons.PROBLEMS}
    assert len(shared) > 15 and len(conan) > 25 and len(orc) > 9
    assert "duplicate id '{}'" in orc and "must be at least badass.start ({})" in orc
    assert shared | conan | orc == host


# Where refusals come from: module -> the game whose view holds their texts (None: the shared table)
REFUSING = {"skelos.journal": None, "skelos.conan.game": "conan", "skelos.conan.checks": "conan",
            "skelos.orcquest.game": "orcquest",
            "skelos_device.app": None, "skelos_device.handlers": None,
            "skelos_device.conan_ui": "conan", "skelos_device.orcquest_ui": "orcquest"}
DEVICE = os.path.join(ROOT, "firmware", "lib", "skelos_device")


def _refusals():
    """{(game, code, variant)} of every refusal the core and the device can give: the R_* tuples of the
    refusing modules, and the codes with a literal variant that the device app's modules raise."""
    out = set()
    for name, game in REFUSING.items():
        mod = importlib.import_module(name)
        for k, v in vars(mod).items():
            if k.startswith("R_") and isinstance(v, tuple):
                out.add((game, v[0], str(v[1]) if len(v) > 1 else ""))
    device = os.path.join(os.path.dirname(views.__file__), "..", "device")
    share = [os.path.join(device, name) for name in ("share_wire.py", "share_holder.py")]   # the holder answers some
    # every module of the device app (the link, its handlers, upload...), and the holder
    own = sorted(os.path.join(DEVICE, n) for n in os.listdir(DEVICE) if n.endswith(".py"))
    for path in (*own, *share):
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read())
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            fn = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            args = node.args[1:] if fn in ("error", "error_reply") else node.args if fn == "LinkError" else None
            if not args or not isinstance(args[0], ast.Constant) or not isinstance(args[0].value, str):
                continue
            variant = ""
            if len(args) > 1 and isinstance(args[1], ast.Tuple) and args[1].elts:
                first = args[1].elts[0]
                variant = first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) else "*"
            out.add((None, args[0].value, variant))
    return out


def test_the_host_has_a_text_for_every_refusal_of_the_core_and_the_device():
    found = _refusals()
    assert len(found) > 70
    assert ("orcquest", "event_pending", "extra") in found and ("conan", "wrong_phase", "overlord") in found
    assert (None, "bad_request", "arity") in found and (None, "upload_size", "short") in found
    missing = []
    for game, code, variant in found:
        tables = ([views.view(game).REFUSALS] if game else []) + [reasons.REFUSALS]
        entry = next((t[code] for t in tables if code in t), None)
        if isinstance(entry, dict) and variant != "*":
            entry = entry.get(variant)
        if entry is None:
            missing.append((game, code, variant))
    assert missing == []
    # and no text is left for a refusal nobody gives any more
    given = {(g, c) for g, c, _v in found}
    for game, table in [(None, reasons.REFUSALS)] + [(g, views.view(g).REFUSALS) for g in views.VIEWS]:
        for code, entry in table.items():
            # (a game's view may word a code the kernel gives for every game: `finish`'s bad_winner)
            assert (game, code) in given or any(c == code for _g, c, _v in found if game is None or _g is None), (
                game, code)
            if isinstance(entry, dict):
                for variant in entry:
                    assert (game, code, variant) in found or (None, code, "*") in found, (game, code, variant)


def test_refusal_texts_take_their_arguments_in_both_languages():
    assert views.refusal_text("wrong_phase", ["overlord"], "conan") == "only during the Overlord's turn"
    assert views.refusal_text("combo_locked", [2], "orcquest") == "Combo 2 needs a Combo 1 that wounded"
    assert views.refusal_text("upload_size", ["short", 100, 384]) == "received 100 of 384 bytes"
    assert views.refusal_text("bad_request", ["arity", "activate", 1, 1]) == "args: activate takes 1..1"
    assert views.refusal_text("event_pending", (), "conan") == "resolve the event first"
    assert views.refusal_text("event_pending", (), "orcquest") == "resolve the event card first"
    assert views.refusal_text("not_enough_badass") == "not enough Badass points"   # any game's text
    assert views.refusal_text("from_a_newer_board", [3]) == "from_a_newer_board 3"      # no text: the code
    i18n.set_language("fr")
    try:
        assert views.refusal_text("not_enough_gems", (), "conan") == "pas assez de gemmes disponibles"
        assert views.refusal_text("upload_size", ["short", 100, 384]) == "100 octets reçus sur 384"
        assert views.refusal_text("bad_request", ["required", "button"]) == "button\u00a0: est obligatoire"
    finally:
        i18n.set_language("en")


BROKEN = [
    {"format": 2, "id": "Bad Id!", "name": "", "name_fr": 3, "extra": 1, "heroes": 9, "unsourced": "x",
     "tiles": [{"id": "a", "name": "A" * 61, "move": "2", "defense": 1, "figures": 2, "max_figures": 1, "hp": 3,
                "color": [1, 2], "events": []},
               {"id": "a", "name": "B", "kind": "event", "move": 1, "events": "x"},
               {"id": "c", "name": "C", "kind": "event", "events": [{"name": "e", "adds": ["zz", "c", "c"]}, 4]},
               {"id": "d", "name": "D", "kind": "boss", "role": "king", "move": 1, "defense": 1, "figures": 1,
                "color": [300, 0, 0]},
               "tile"],
     "river": [{"cost": 0, "tile": "a"}, {"cost": 2}, {"cost": 3, "tile": "d"}, {"tile": "d"}, "slot",
               {"tile": "nope"}],
     "gems": {"available": 200, "fatigue": 100, "x": 1}, "recovery": -1,
     "turns": {"start": 5, "last": 3, "mid": 1}, "first": "nobody", "stealth": "yes",
     "spells": [{"name": "S", "cost": 5, "saturation": 2, "caster": "zz"}, 3],
     "options": {"flush": "later", "activations": 0, "event_required": 1, "foo": 2}},
    {"id": "x", "name": "X", "tiles": [], "river": [], "gems": [], "recovery": 1, "turns": [], "spells": {},
     "options": []},
    {"id": "x", "name": "X", "tiles": "t", "river": "r", "gems": {"available": 0, "fatigue": 0}},
    {"id": "x", "name": "X", "tiles": [{"id": "e", "name": "E", "kind": "event", "events": [{"name": "n"}]},
                                       {"id": "m", "name": "M", "move": 1, "defense": 1, "figures": 1,
                                        "color": [1, 1, 1]}],
     "river": [{"cost": 1, "tile": "m"}], "gems": {"available": 1, "fatigue": 0}, "recovery": 1},
    "not a dict",
]


def test_validation_errors_in_french_keep_the_field_path():
    i18n.set_language("fr")
    try:
        seen = 0
        for d in BROKEN:
            for problem in load(d)[1]:
                path, _, reason = problem.partition(": ")
                french = reasons.translate_problem(problem)
                assert french.startswith(reasons.counted_from_1(path) + "\u00a0: "), (problem, french)
                assert french != problem, "no French for: " + problem
                seen += 1
        assert seen > 45
        assert reasons.translate_problem("river[3].cost: must be a positive integer (1..255)") == \
            "river[4].cost\u00a0: doit être un entier positif (1..255)"
        assert reasons.translate_problem("tiles[2].id: duplicate tile id 'hunters'") == \
            "tiles[3].id\u00a0: identifiant de tuile 'hunters' en double"
        assert reasons.translate_problem("river: events could bring more tiles than the river has slots (9 > 8)") \
            == "river\u00a0: les événements pourraient amener plus de tuiles que la rivière n'a de positions (9 > 8)"
        assert reasons.translate_problem("not valid TOML: oops") == "not valid TOML: oops"   # not the core's
    finally:
        i18n.set_language("en")
    assert reasons.translate_problem("river[3].cost: must be a positive integer (1..255)") == \
        "river[4].cost: must be a positive integer (1..255)"


# --------------------------------------------------------------------------
# Presets
# --------------------------------------------------------------------------

def test_every_preset_has_a_name_in_both_languages():
    for name in presets.builtin_names():
        d = presets.load_dict(name)
        assert d.get("name") and d.get("name_fr"), name
        assert d["name_fr"] != d["name"], name
        assert presets.display_name(d, "fr") == d["name_fr"]
        assert presets.display_name(d, "en") == d["name"]
    # a French name the sources do not give is the project's translation, and says so
    assert "name_fr" in presets.load_dict("mutiny")["unsourced"]
    assert "name_fr" not in presets.load_dict("clutches-of-the-picts-3h")["unsourced"]


# --------------------------------------------------------------------------
# README
# --------------------------------------------------------------------------

def test_readme_has_the_player_guide_in_both_languages():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        text = f.read()
    english = text.split("## Playing at the table", 1)[1].split("\n## ", 1)[0]
    french = text.split("## Pour les joueurs (en français)", 1)[1].split("\n## ", 1)[0]
    english, french = " ".join(english.split()), " ".join(french.split())
    # the French guide covers what the English one does, with the same commands
    for command in ("scripts/play.sh", "skelos deploy", "skelos live", "skelos scenario list", "skelos flash",
                    "--lang fr", "LANG=fr_FR.UTF-8", "docs/glossary.md"):
        assert command in english, command
        assert command in french, command
    assert "hardware/faceplate_fr.svg" in french and "hardware/faceplate_fr.svg" in english
    # and speaks the box game's words (docs/glossary.toml)
    for term in ("Rivière", "zone de fatigue", "sablier", "mouvement supplémentaire", "défense active", "relance",
                 "Héros", "Overlord", "gemmes"):
        assert term in french, term


def test_device_commands_speak_french_against_the_simulated_board(tmp_path):
    from skelos_host.sim import SimDevice

    with SimDevice(tmp_path / "sim") as sim:
        r = run("status", "--port", sim.port, env=FRENCH)
        assert r.exit_code == 0, r.output
        for text in ("position", "points de vie", "vivante", "événement", "disponibles", "retirées du jeu",
                     "Village picte (exemple du Livre de l'Overlord)", "tour 0 sur 8, tour des Héros",
                     "Chasseurs pictes (socle rouge)"):
            assert text in r.output, text
        r = run("--lang", "en", "status", "--port", sim.port, env=FRENCH)
        assert "turn 0 of 8, the Heroes' turn" in r.output and "alive" in r.output


def test_refusals_are_player_sentences_and_name_their_rules_apart():
    """No rule code nor internal id in a refusal's sentence, in either language; the rules it comes
    from are given apart (views.refusal_rules), each one a rule of docs/rules.md."""
    rules_doc = open(os.path.join(ROOT, "docs", "rules.md"), encoding="utf-8").read()
    code_like = re.compile(r"\b[A-Z]\d{2}\b|\b[a-z]+_[a-z0-9_]+\b|\(\d\)")
    for game in [None] + list(views.VIEWS):
        table = views.view(game).REFUSALS if game else reasons.REFUSALS
        rules = views.view(game).RULES if game else reasons.RULES
        assert set(rules) <= set(table), game
        for code, entry in table.items():
            variants = entry.items() if isinstance(entry, dict) else [("", entry)]
            for key, _message in variants:
                if code in ("bad_request", "bad_json", "line_too_long", "bad_version", "internal",
                            "unknown_command", "upload_none", "upload_offset", "upload_size", "upload_crc",
                            "upload_invalid", "unknown_game", "unknown_scenario"):
                    continue            # the link's own errors, said to a program, not at the table
                for lang in ("en", "fr"):
                    i18n.set_language(lang)
                    try:
                        text = views.refusal_text(code, [key] if key else [], game)
                    finally:
                        i18n.set_language("en")
                    assert not code_like.search(text), (game, code, lang, text)
                for rule in views.refusal_rules(code, [key] if key else [], game):
                    assert re.search(r"\b%s\b" % rule, rules_doc), (code, rule)
    assert views.refusal_rules("no_activations_left", (), "conan") == ["R06"]
    assert views.refusal_rules("choose_event", (), "conan") == ["R19", "R20"]
    assert views.refusal_rules("event_pending", ["extra"], "orcquest") == ["O02"]
    assert views.refusal_rules("not_enough_gems", (), "conan") == []
    assert views.refusal_line("no_activations_left", (), "conan") == \
        "the Overlord has no activation left this turn (the book's rule: activation)"


def test_the_demo_says_the_refusal_in_words(tmp_path):
    for lang, words in (("en", "the Overlord has no activation left this turn (the book's rule: activation)"),
                        ("fr", "l'Overlord n'a plus d'activation ce tour (règle du livre\u00a0: activation)")):
        r = run("--lang", lang, "demo")
        assert r.exit_code == 0, r.output
        assert words in r.output and "no_activations_left" not in r.output, r.output


def test_setup_speaks_french_under_a_french_locale():
    script = os.path.join(ROOT, "scripts", "setup.sh")
    for env, want in (({"LANG": "fr_FR.UTF-8"}, "setup\u00a0: usage\u00a0: scripts/setup.sh [--test]"),
                      ({"LC_ALL": "fr_FR.UTF-8", "LANG": "C"}, "setup\u00a0: usage"),
                      ({"LANG": "C"}, "setup: usage: scripts/setup.sh [--test]")):
        base = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG")}
        r = subprocess.run(["bash", script, "--no-such-option"], env=dict(base, **env), capture_output=True,
                           text=True, timeout=30)
        said = [line for line in r.stderr.splitlines() if not line.startswith("bash: warning: setlocale")]
        assert r.returncode == 2 and said and said[0].startswith(want), (env, r.stderr)
    # every line it says, it says in both languages: no English-only echo is left
    text = open(script, encoding="utf-8").read()
    assert not re.search(r'^\s*echo "setup', text, re.M)
    says = re.findall(r'^\s*say ("[^"]*"|\S+)\s*(\\\n\s*)?("[^"]*")?', text, re.M)
    assert len(says) >= 10 and all(first and third for first, _c, third in says), says
