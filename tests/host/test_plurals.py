"""Plural forms through the catalogue, for 0, 1 and 2, in both languages: the host's ngettext,
the page's fmtn (words.js, run by Node.js with the catalogue the server sends), and no count put
before a noun outside a plural message."""

import glob
import json
import os
import re
import shutil
import subprocess

import pytest

from skelos_host.text import i18n

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
WEB = os.path.join(ROOT, "host", "skelos_host", "web")

# (singular, plural) -> what each language says for 0, 1 and 2 (French: 0 and 1 singular)
PAGE = {
    ("{n} wound taken", "{n} wounds taken"): {
        "en": ["0 wounds taken", "1 wound taken", "2 wounds taken"],
        "fr": ["0 blessure subie", "1 blessure subie", "2 blessures subies"]},
    ("{n} gem spent over the game", "{n} gems spent over the game"): {
        "en": ["0 gems spent over the game", "1 gem spent over the game", "2 gems spent over the game"],
        "fr": ["0 gemme dépensée sur la partie", "1 gemme dépensée sur la partie",
               "2 gemmes dépensées sur la partie"]},
    ("{n} activation left of {total}", "{n} activations left of {total}"): {
        "en": ["0 activations left of 2", "1 activation left of 2", "2 activations left of 2"],
        "fr": ["0 activation restante sur 2", "1 activation restante sur 2", "2 activations restantes sur 2"]},
}
HOST = {
    ("%d sheet", "%d sheets"): {"en": ["0 sheets", "1 sheet", "2 sheets"], "fr": ["0 fiche", "1 fiche", "2 fiches"]},
    ("%d record", "%d records"): {"en": ["0 records", "1 record", "2 records"],
                                  "fr": ["0 enregistrement", "1 enregistrement", "2 enregistrements"]},
    ("%d new this run", "%d new this run"): {"en": ["0 new this run", "1 new this run", "2 new this run"],
                                              "fr": ["0 nouveau cette fois", "1 nouveau cette fois",
                                                     "2 nouveaux cette fois"]},
    ("%d event stored", "%d events stored"): {"en": ["0 events stored", "1 event stored", "2 events stored"],
                                              "fr": ["0 événement enregistré", "1 événement enregistré",
                                                     "2 événements enregistrés"]},
    ("%d record replayed", "%d records replayed"): {
        "en": ["0 records replayed", "1 record replayed", "2 records replayed"],
        "fr": ["0 enregistrement rejoué", "1 enregistrement rejoué", "2 enregistrements rejoués"]},
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_host_says_0_1_2_in_each_language(lang):
    i18n.set_language(lang)
    for (one, many), want in HOST.items():
        assert [i18n.ngettext(one, many, n) % n for n in (0, 1, 2)] == want[lang]


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is not installed (needed to run words.js)")
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_page_says_0_1_2_in_each_language(tmp_path, lang):
    forms, rule = i18n.plurals(lang)
    cases = [[one, many, n] for (one, many) in PAGE for n in (0, 1, 2)]
    script = (open(os.path.join(WEB, "words.js"), encoding="utf-8").read() +
              "\nLANG = %s; PLURALS = %s; PLURAL_RULE = %s;\n"
              % (json.dumps(lang), json.dumps(forms), json.dumps(rule)) +
              "process.stdout.write(JSON.stringify(%s.map(([a, b, n]) => fmtn(a, b, n, { total: 2 }))));\n"
              % json.dumps(cases))
    js = tmp_path / "plurals.js"
    js.write_text(script, encoding="utf-8")
    out = json.loads(subprocess.run(["node", str(js)], capture_output=True, text=True, timeout=60,
                                    check=True).stdout)
    want = [w for forms_ in PAGE.values() for w in forms_[lang]]
    assert out == want


def test_no_count_before_a_noun_outside_a_plural_message():
    """A count ({n}) followed by a word is formatted with fmtn, never fmt (that is how "1 wounds
    taken" came about); the hero sheet's line uses the plural messages above."""
    found = []
    for path in glob.glob(os.path.join(WEB, "*.js")):
        text = open(path, encoding="utf-8").read()
        found += [(os.path.basename(path), m.group(0)) for m in re.finditer(r'\bfmt\("[^"]*\{n\} (?!of\b)[a-z]+', text)]
    assert not found, found
    hero = open(os.path.join(WEB, "hero.js"), encoding="utf-8").read()
    for one, many in PAGE:
        if "{total}" not in one:
            assert 'fmtn("%s", "%s"' % (one, many) in hero
