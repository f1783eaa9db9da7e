"""No codes or paths where a player reads: the commands' outputs (both languages) hold no project
file, no field path of a scenario file, no rule id, no ISO timestamp, no Python value and no
Markdown backticks.  (A validation error names its field paths on purpose: it is for the file's
author, and counts positions from 1; the unsourced fields of a file are said in words.)"""

import re

import pytest
from click.testing import CliRunner

from skelos_host import presets, views
from skelos_host.text import unsourced
from skelos_host.cli import COMMANDS, cli
from skelos_host.heroes import presets as hero_presets

PATH_LIKE = (
    (re.compile(r"\b[\w.-]+/[\w./-]*\.(?:md|py|toml|json|csv|html|svg)\b"), "a project file"),
    (re.compile(r"\b(?:tiles|heroes|enemies|river|gems|turns|badass|spells)(?:\[\d+\])?\.[a-z0-9_]+(?:\.[a-z0-9_]+)?\b"),
     "a field path"),
    (re.compile(r"\b[RSHO]\d{2}\b"), "a rule id"),
    (re.compile(r"\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}"), "an ISO timestamp"),
    (re.compile(r"\(\d+, '[^']*'\)"), "a Python value"),
    (re.compile(r"`[^`\n]+`"), "Markdown backticks"),
)


def path_like(text):
    return [(what, m.group(0)) for rx, what in PATH_LIKE for m in rx.finditer(text)]


def test_the_check_sees_each_kind():
    for text in ("Rules to read: R19, R20 (docs/rules.md)", "check before playing: heroes.hero2.name",
                 "Absent des sources : tiles.afari.name_fr", "2026-11-27T18:30:00+00:00",
                 "cannot open /dev/null: (25, 'Inappropriate ioctl for device')", "a file of `skelos heroes new`"):
        assert path_like(text), text
    assert not path_like("the Afari tile: French name, figures; who plays first")


def run(lang, *args):
    return CliRunner().invoke(cli, ["--lang", lang] + [str(a) for a in args], env={"COLUMNS": "100"})


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_scenario_show_of_every_preset_names_no_path(lang):
    for name in presets.builtin_names():
        r = run(lang, "scenario", "show", name)
        assert r.exit_code == 0, r.output
        assert not path_like(r.output), (name, path_like(r.output)[:5])


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_heroes_list_and_show_name_no_path(lang):
    r = run(lang, "heroes", "list")
    assert not path_like(r.output), path_like(r.output)[:5]
    for hero in hero_presets.builtin_names():
        r = run(lang, "heroes", "show", hero)
        assert r.exit_code == 0, r.output
        assert not path_like(r.output), (hero, path_like(r.output)[:5])


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_errors_name_no_path(lang):
    r = run(lang, "status", "--port", "/dev/null")
    assert r.exit_code != 0
    assert not path_like(r.output), r.output
    assert {"en": "/dev/null is not a serial port", "fr": "/dev/null n'est pas un port série"}[lang] in r.output
    r = run(lang, "status", "--port", "tcp://127.0.0.1:9")
    assert r.exit_code != 0 and "invalid URL" not in r.output and "tcp://" in r.output, r.output


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_refusal_names_the_rule_in_words(lang):
    from skelos_host.text import i18n
    i18n.set_language(lang)
    try:
        line = views.refusal_line("choose_event", (), "conan")
        assert not path_like(line), line
        assert {"en": "the event tile, reinforcements", "fr": "la tuile Événement, les renforts"}[lang] in line
    finally:
        i18n.set_language("en")


def test_every_rule_a_refusal_cites_has_a_name():
    from skelos_host.text import reasons
    tables = [getattr(reasons, "RULES", {})] + [getattr(views.view(g), "RULES", {}) for g in views.VIEWS]
    cited = set()
    for table in tables:
        for entry in table.values():
            for ids in (entry.values() if isinstance(entry, dict) else [entry]):
                cited.update((ids or "").split())
    assert cited and cited <= set(views.RULE_TITLES), cited - set(views.RULE_TITLES)


def test_unsourced_fields_in_words():
    d = {"tiles": [{"id": "afari", "name": "Afari", "name_fr": "Afari (fr)"}],
         "heroes": [{"id": "hero2", "name": "Orrus"}],
         "unsourced": ["first", "tiles.afari.name_fr", "tiles.afari.figures", "river[1].tile", "heroes.hero2.name"]}
    said = unsourced.in_words(d)
    assert said == ("who plays first; the Afari tile: French name, figures; the tile in slot 2; "
                    "the name of hero Orrus")
    assert not path_like(said)
    # every field the presets leave unsourced has its words
    for name in presets.builtin_names():
        d = presets.load_dict(name)
        assert not path_like(unsourced.in_words(d)), (name, unsourced.in_words(d))


def test_help_names_no_rule_nor_field():
    for lang in ("en", "fr"):
        for name in [None] + sorted(COMMANDS):
            r = run(lang, *([name, "--help"] if name else ["--help"]))
            found = [f for f in path_like(r.output) if f[0] in ("a field path", "a rule id", "a Python value",
                                                                   "an ISO timestamp")]
            assert not found, (lang, name, found)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_heroes_list_fits_80_columns_a_row_a_hero_or_two(lang):
    r = CliRunner().invoke(cli, ["--lang", lang, "heroes", "list"], env={"COLUMNS": "80"})
    assert r.exit_code == 0, r.output
    lines = r.output.splitlines()
    heroes = len(hero_presets.builtin_names())
    assert max(len(line) for line in lines) <= 80
    assert len(lines) < 2.2 * heroes, len(lines)          # a table, not a block of lines a hero
    assert "amra-the-lion" in r.output and "11 · 4/5/3/3 · 2" in r.output


def test_heroes_show_marks_the_source_s_own_words():
    r = CliRunner().invoke(cli, ["--lang", "fr", "heroes", "show", "conan"])
    assert "Conan, «\u00a0The\u00a0Cimmerian\u00a0» (titre de la source, en anglais)" in r.output
    # the skills by the French rulebook's names; one it does not name, marked as the source's English
    assert "compétences\u00a0: Natation, Saut, Escalade, Défoncer les cloisons, Coup circulaire" in r.output
    assert "Swimming" not in r.output and "Leap" not in r.output
    assert "source\u00a0: le projet ConanApp" in r.output and ".rb" not in r.output


BAD_TOML = ['a = 1\na = 2\n', 'x = "abc', 'a b = 1', 'a = 1 b', '[t\n', '[[t\n', 'a = [1,', 'a = {b = 1',
            'a = "x\\qy"', 'a = @', 'a = 1979-13-45', '[t]\n[t]\n', 'a = "\\uD800"', 'a = {b = 1, b = 2}',
            '= 1', 'a = "x\ty"\nb = "\x01"', 'a.b = 1\na = 2']


def test_toml_syntax_errors_are_said_in_each_language_with_their_line():
    import tomllib

    from skelos_host.text import i18n, limits
    english = re.compile(r"Cannot|Expected|Invalid|Illegal|Unclosed|Unterminated|Unescaped|Duplicate|Found invalid")
    seen = 0
    for text in BAD_TOML:
        try:
            tomllib.loads(text)
        except tomllib.TOMLDecodeError as e:
            seen += 1
            for lang, where in (("en", ("line ", "at the end of the file")),
                                ("fr", ("ligne ", "à la fin du fichier"))):
                i18n.set_language(lang)
                said = limits.toml_error_text(e)
                assert said.startswith(where), (text, said)
                assert not english.search(said), (text, lang, said)
            i18n.set_language("en")
    assert seen == len(BAD_TOML)


def test_a_bad_toml_file_is_refused_in_french_with_its_line(tmp_path):
    f = tmp_path / "bad.toml"
    f.write_text("a = 1\na = 2\n", encoding="utf-8")
    r = CliRunner().invoke(cli, ["--lang", "fr", "scenario", "validate", str(f)])
    assert r.exit_code != 0
    assert "ligne 2, colonne 6\u00a0: cette clé a déjà une valeur" in r.output, r.output
