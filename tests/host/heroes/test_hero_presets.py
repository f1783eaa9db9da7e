"""Hero presets: generated from the reference data, each one valid; heroes entered by hand
get every problem with its path, in English and French."""

import importlib.util
import json
import os
import unicodedata

from click.testing import CliRunner

from skelos_host.cli import cli
from skelos_host.heroes import presets
from skelos_host.text.i18n import set_language

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
TOOL = os.path.join(ROOT, "host", "tools", "make_hero_presets.py")


def _generator():
    spec = importlib.util.spec_from_file_location("make_hero_presets", TOOL)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_generator_output_matches_committed_files():
    gen = _generator()
    files = gen.generate(gen.load_data())
    assert len(files) == 66
    for name, text in files.items():
        with open(os.path.join(ROOT, "host", "skelos_host", "presets", "heroes", name), encoding="utf-8") as f:
            assert f.read() == text, name + " is stale: run host/tools/make_hero_presets.py"
    assert gen.main(["--check"]) == 0


def test_every_hero_preset_validates_with_the_data_values():
    data = _generator().load_data()["heroes"]
    names = presets.builtin_names()
    assert len(names) == 66 == len(data)
    for h in data:
        hero, d = presets.load_hero(h["id"])
        assert hero.gems == h["gems"] and hero.free == h["movement"]["free"]
        assert hero.caps == (h["melee"]["cap"], h["ranged"]["cap"], h["movement"]["cap"], h["manipulation"]["cap"])
        nfc = lambda t: unicodedata.normalize("NFC", t)  # noqa: E731
        assert d["skills"] == [nfc(x) for x in h["skills"]] and d.get("notes", "") == nfc(h.get("notes") or "")
        assert d["name"] == nfc(h["name"])
        assert d["source"].startswith("drabelpdx/ConanApp db/seeds/e_heroes.rb@")


def test_a_null_of_the_data_is_left_out_and_listed_as_unsourced():
    data = {h["id"]: h for h in _generator().load_data()["heroes"]}
    nulls = [k for k, h in data.items() if h["manipulation"]["dice"] is None]
    assert len(nulls) == 1
    d = presets.load_dict(nulls[0])
    assert "dice" not in d["manipulation"] and "manipulation.dice" in d["unsourced"]
    assert presets.load_hero(nulls[0])[0].caps[3] == data[nulls[0]]["manipulation"]["cap"]
    horror = presets.load_hero("nameless-horror")[0]
    assert horror.caps[1] == 0 and "ranged_exertion is 0" in presets.load_dict("nameless-horror")["notes"]


def test_a_hero_by_hand_is_checked_with_every_problem_in_both_languages(tmp_path):
    r = CliRunner()
    f = tmp_path / "mine.toml"
    assert r.invoke(cli, ["heroes", "new", str(f)]).exit_code == 0
    ok = r.invoke(cli, ["heroes", "validate", str(f)])
    assert ok.exit_code == 0 and "valid (10 gems, caps 4/2/3/3" in ok.output
    f.write_text(f.read_text().replace("gems = 10", "gems = 0").replace("cap = 4", "cap = 40"))
    bad = r.invoke(cli, ["heroes", "validate", str(f)])
    assert bad.exit_code == 1
    assert "2 problems" in bad.output and "gems: must be between 1 and 30" in bad.output
    assert "melee.cap: must be between 0 and 12" in bad.output
    fr = r.invoke(cli, ["--lang", "fr", "heroes", "validate", str(f)])
    assert "gems\u00a0: doit être entre 1 et 30" in fr.output
    assert "melee.cap\u00a0: doit être entre 0 et 12" in fr.output
    set_language("en")
    missing = r.invoke(cli, ["heroes", "show", "conann"])
    assert missing.exit_code == 1 and "did you mean: conan" in missing.output
    f.write_text("gems = [")
    assert "not valid TOML" in r.invoke(cli, ["heroes", "validate", str(f)]).output


def test_list_and_show_name_the_published_values():
    r = CliRunner()
    out = json.loads(r.invoke(cli, ["heroes", "list", "--json"]).output)
    assert len(out) == 66 and {"hero": "conan", "name": "Conan", "box": "Core Game", "gems": 11,
                                "unsourced": []} in out
    show = r.invoke(cli, ["heroes", "show", "belit"])
    assert show.exit_code == 0 and "Queen of the Black Coast" in show.output
    assert "manipulation_exersion 3" in show.output and "melee: orange" in show.output
    assert presets.load_dict("belit")["name"] == "B\u00ealit"       # composed, as typed (the data: e + U+0302)


def test_every_hero_has_a_french_name_and_ours_are_marked():
    """The heroes' names in French beside the tiles' (host/tools/data/french_names.json): a proper name
    kept, an epithet in French words; a name no French rule document gives is listed in `unsourced`."""
    from skelos_host import presets as presets_mod

    folder = os.path.join(ROOT, "host", "skelos_host", "presets", "heroes")
    with open(os.path.join(ROOT, "host", "tools", "data", "french_names.json"), encoding="utf-8") as f:
        sourced = json.load(f)["heroes_sourced"]
    seen = 0
    for name in sorted(os.listdir(folder)):
        d = presets_mod.limits.toml_loads(open(os.path.join(folder, name), encoding="utf-8").read())
        assert d.get("name_fr"), name
        assert ("name_fr" in d.get("unsourced", [])) == (d["name"] not in sourced), name
        seen += 1
    assert seen == 66
    pirate = presets_mod.limits.toml_loads(open(os.path.join(folder, "conan-the-pirate.toml"), encoding="utf-8").read())
    assert pirate["name_fr"] == "Conan le pirate"          # as the unit tile of the same name (docs/glossary.toml)
