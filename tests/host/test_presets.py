"""Presets: the generator's output is what is committed, and every preset validates."""

import importlib.util
import os
import re
import tomllib

import pytest
from click.testing import CliRunner

from skelos.codec import decode_scenario, encode_scenario
from skelos.games import load
from skelos_host import presets
from skelos_host.cli import cli

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TOOL = os.path.join(ROOT, "host", "tools", "make_presets.py")


def _generator():
    spec = importlib.util.spec_from_file_location("make_presets", TOOL)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_generator_output_matches_committed_files():
    gen = _generator()
    files, skipped = gen.generate(gen.load_data())
    for name, text in files.items():
        path = os.path.join(ROOT, "host", "skelos_host", "presets", name)
        with open(path, encoding="utf-8") as f:
            assert f.read() == text, name + " is stale: run host/tools/make_presets.py"
    # 90 scenarios, 4 of them split into 3 and 4 heroes; only a scenario without a river is skipped.
    assert len(files) + len(skipped) == 90 + 4
    assert [why for _, why in skipped] == ["no river in the sources"]
    assert gen.main(["--check"]) == 0


def test_every_builtin_preset_validates_and_encodes():
    names = presets.builtin_names()
    assert "pict-village" in names and "orcquest-warpath" in names and len(names) == 95
    for name in names:
        d = presets.load_dict(name)
        blob = encode_scenario(d)
        s, err = decode_scenario(blob)
        assert err is None and s.id == d["id"] == name


def test_clutches_of_the_picts_setups_from_the_sources():
    three = presets.load_dict("clutches-of-the-picts-3h")
    four = presets.load_dict("clutches-of-the-picts-4h")
    assert (three["heroes"], three["gems"], three["recovery"]) == (3, {"available": 10, "fatigue": 3}, 5)
    assert (four["heroes"], four["gems"], four["recovery"]) == (4, {"available": 11, "fatigue": 4}, 7)
    for d in (three, four):
        order = [s.get("tile") for s in d["river"]]
        assert order == ["pict_hunters_blue", "zogar_sag", "pict_warriors_purple", "hyenas",
                         "pict_hunters_green", "giant_snake", "pict_hunters_red", "event_1"]
        tiles = {t["id"]: t for t in d["tiles"]}
        assert tiles["zogar_sag"]["hp"] == 5 and "Zogar Sag 4 health points" in d["notes"]
        assert tiles["giant_snake"]["hp"] == 8
        assert tiles["pict_hunters_blue"]["color"] == [0, 0, 255]
        assert tiles["pict_warriors_purple"]["color"] == [160, 0, 255]
        assert tiles["event_1"]["events"][0]["reinforcement"] == 4
        for t in d["tiles"]:
            if t.get("kind") != "event":
                assert "tiles.%s.figures" % t["id"] in d["unsourced"]
        # no colour suffix: the colour is a default and says so
        assert "tiles.zogar_sag.color" in d["unsourced"]


def test_unsourced_paths_name_real_fields():
    for name in presets.builtin_names():
        d = presets.load_dict(name)
        ids = {t["id"] for t in d.get("tiles", [])}
        if d.get("game") == "orcquest":
            ids |= {e["id"] for e in d["heroes"] + d.get("enemies", [])}
        for path in d.get("unsourced", []):
            head = path.split(".")
            if head[0] in ("tiles", "heroes", "enemies") and len(head) > 1:
                assert head[1] in ids, (name, path)


def test_scenario_list_and_show():
    r = CliRunner().invoke(cli, ["scenario", "list"])
    assert r.exit_code == 0 and "pict-village" in r.output
    r = CliRunner().invoke(cli, ["scenario", "show", "clutches-of-the-picts-3h"])
    assert r.exit_code == 0 and "Zogar" in r.output and "Not in the sources" in r.output
    r = CliRunner().invoke(cli, ["scenario", "show", "no-such-preset"])
    assert r.exit_code == 1 and "no such preset or file" in r.output


def test_scenario_validate_lists_every_problem_with_its_path(tmp_path):
    bad = tmp_path / "bad.toml"
    d = tomllib.loads(presets.TEMPLATE)
    bad.write_text(presets.TEMPLATE.replace('cost = 2\n', 'cost = 0\n').replace("move = 2", 'move = "two"')
                   .replace('id = "my-scenario"', 'id = "My Scenario"'))
    r = CliRunner().invoke(cli, ["scenario", "validate", str(bad)])
    assert r.exit_code == 1
    assert "3 problems" in r.output
    assert "id: must be" in r.output
    assert "river[2].cost: must be a positive integer" in r.output
    assert "tiles[1].move: must be an integer" in r.output
    assert load(d)[1] == []
    garbage = tmp_path / "garbage.toml"
    garbage.write_text("this is = = not toml")
    r = CliRunner().invoke(cli, ["scenario", "validate", str(garbage)])
    assert r.exit_code == 1 and "not valid TOML" in r.output


def test_scenario_new_writes_a_valid_template(tmp_path):
    out = tmp_path / "mine.toml"
    r = CliRunner().invoke(cli, ["scenario", "new", str(out)])
    assert r.exit_code == 0, r.output
    r = CliRunner().invoke(cli, ["scenario", "validate", str(out)])
    assert r.exit_code == 0 and "valid" in r.output
    r = CliRunner().invoke(cli, ["scenario", "new", str(out)])
    assert r.exit_code == 1 and "exists" in r.output
    r = CliRunner().invoke(cli, ["scenario", "new", str(out), "--force", "--from", "pict-village"])
    assert r.exit_code == 0 and "pict-village" in out.read_text()


@pytest.mark.parametrize("name", ["pict-village", "clutches-of-the-picts-4h", "final-ritual"])
def test_validate_builtin(name):
    r = CliRunner().invoke(cli, ["scenario", "validate", name])
    assert r.exit_code == 0, r.output


# ------------------------------------------------------------ names in English and French
def _glossary_units():
    with open(os.path.join(ROOT, "docs", "glossary.toml"), "rb") as f:
        g = tomllib.load(f)
    return {u["en"]: u for u in g["unit"]}, {u["en"]: u["fr"] for u in g["unit_suffix"]}


def test_every_tile_and_event_of_every_preset_has_a_french_name_from_one_source():
    units, suffixes = _glossary_units()
    for u in units.values():                      # a name is either sourced or marked as ours, never both
        assert bool(u.get("source")) != bool(u.get("ours")), u
    for name in presets.builtin_names():
        d = presets.load_dict(name)
        if d.get("game", "conan") != "conan":
            continue
        assert d.get("name_fr"), name
        for t in d["tiles"]:
            assert t.get("name_fr"), (name, t["id"])
            base, _sep, suffix = t["name"].partition(" - ")
            u = units[base]
            want = u["fr"] + (" (%s)" % suffixes[suffix] if suffix else "")
            assert t["name_fr"] == want, (name, t["id"], t["name_fr"], want)
            assert (("tiles.%s.name_fr" % t["id"]) in d["unsourced"]) == bool(u.get("ours")), (name, t["id"])
            for e in t.get("events", []):
                assert e.get("name_fr"), (name, t["id"], e["name"])
                if e["name"] != "Reinforcement":            # the rulebook's « Renfort »; the others are ours
                    assert ("tiles.%s.events.name_fr" % t["id"]) in d["unsourced"], (name, t["id"])


def test_an_event_name_does_not_repeat_its_reinforcement_points():
    """The points are the event's `reinforcement`: the page and the CLI say them once, beside the name."""
    for name in presets.builtin_names():
        d = presets.load_dict(name)
        for t in d.get("tiles", []):
            for e in t.get("events", []):
                if e.get("reinforcement"):
                    assert not re.search(r"\d+ (reinforcement )?points?", e["name"]), (name, e["name"])
                    assert not re.search(r"\d+ points?", e.get("name_fr", "")), (name, e["name_fr"])
                for text in (e["name"], e.get("name_fr", "")):
                    assert not re.search(r"\b(\w+) \1\b", text, re.I), (name, text)       # no doubled word
    tiles = {t["id"]: t for t in presets.load_dict("clutches-of-the-picts-3h")["tiles"]}
    assert tiles["event_1"]["events"] == [{"name": "Reinforcement", "name_fr": "Renfort", "reinforcement": 4}]


def test_the_sourced_names_are_the_french_rule_documents_words():
    units, _s = _glossary_units()
    sourced = {k: u["fr"] for k, u in units.items() if u.get("source")}
    assert sourced["Pict Hunters"] == "Chasseurs pictes" and sourced["Hyenas"] == "Hyènes"
    assert units["Giant Snake"].get("ours") and units["Giant Snake"]["fr"] == "Serpent géant"
    d = presets.load_dict("clutches-of-the-picts-3h")
    assert "tiles.pict_hunters_blue.name_fr" not in d["unsourced"]
    assert "tiles.giant_snake.name_fr" in d["unsourced"]


def test_every_preset_fits_the_boards_scenario_slot():
    """The board stores the preset without what only the host reads (notes, sources, French names)."""
    from skelos_device.storage import tails

    cap = tails(32768)[0]           # the reference build's FRAM (hardware/profiles/pico_reference.json)
    for name in presets.builtin_names():
        d = presets.load_dict(name)
        blob = presets.board_blob(d)
        assert len(blob) <= cap, (name, len(blob), cap)
        s, err = decode_scenario(blob)
        assert err is None and s.id == d["id"]
        board = presets.board_dict(d)
        assert "notes" not in board and all("name_fr" not in t for t in board.get("tiles", []))
        assert [t["name"] for t in board.get("tiles", [])] == [t["name"] for t in d.get("tiles", [])]
