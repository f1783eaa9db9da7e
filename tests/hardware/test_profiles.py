"""Board profiles, generated wiring documents, face plate and BOM."""

import copy
import csv
import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
HARDWARE = REPO / "hardware"
sys.path.insert(0, str(HARDWARE / "tools"))

import faceplate  # noqa: E402
import profile_check  # noqa: E402

PROFILES = sorted((HARDWARE / "profiles").glob("*.json"))
REFERENCE = HARDWARE / "profiles" / "pico_reference.json"
SVG_NS = "{http://www.w3.org/2000/svg}"


def reference():
    return json.loads(REFERENCE.read_text(encoding="utf-8"))


def problems_of(profile):
    return {(p.path, p.reason) for p in profile_check.validate(profile)}


def paths_of(profile):
    return [p.path for p in profile_check.validate(profile)]


# --------------------------------------------------------------------------
# Profiles validate
# --------------------------------------------------------------------------

def test_there_are_two_profiles():
    assert {p.name for p in PROFILES} >= {"pico_reference.json", "adafruit_macropad_rp2040.json"}


@pytest.mark.parametrize("path", PROFILES, ids=lambda p: p.stem)
def test_every_profile_validates(path):
    profile, problems = profile_check.load(path)
    assert problems == [], "\n".join(map(str, problems))
    assert profile["format"] == 1


@pytest.mark.parametrize("path", PROFILES, ids=lambda p: p.stem)
def test_profile_has_exactly_the_schema_keys(path):
    profile = json.loads(path.read_text(encoding="utf-8"))
    assert set(profile_check.TOP_KEYS) <= set(profile)
    assert set(profile) <= set(profile_check.TOP_KEYS + profile_check.OPTIONAL_TOP_KEYS)
    assert set(profile["segments"]) == set(profile_check.SEGMENT_NAMES)


def test_reference_build_shape():
    profile = reference()
    assert profile["board_id"] == "raspberry_pi_pico"
    assert [b["name"] for b in profile["buttons"]] == list(profile_check.REQUIRED_BUTTONS)
    assert profile["neopixel"]["count"] == 46
    seg = profile["segments"]
    assert [(seg[n]["start"], seg[n]["count"]) for n in ("river", "gems", "turn", "status")] == [
        (0, 8), (8, 24), (32, 12), (44, 2)]
    assert profile["storage"]["kind"] == "fram_i2c"
    assert profile["storage"]["address"] == 0x50 and profile["storage"]["size"] == 32768
    assert "overlay" not in profile and "chords" not in profile


def test_reference_storage_is_on_i2c0():
    profile = reference()
    pins = profile_check.BOARDS["raspberry_pi_pico"].pins
    storage = profile["storage"]
    assert profile_check.i2c_role(pins[storage["sda"]]) == (0, "SDA")
    assert profile_check.i2c_role(pins[storage["scl"]]) == (0, "SCL")


def test_macropad_reaches_every_action_and_falls_back_to_nvm():
    profile = json.loads((HARDWARE / "profiles" / "adafruit_macropad_rp2040.json").read_text())
    names = [b["name"] for b in profile["buttons"]]
    assert names[:8] == [f"slot{n}" for n in range(1, 9)]
    assert [b["pin"] for b in profile["buttons"][:12]] == [f"KEY{n}" for n in range(1, 13)]
    assert dict((b["name"], b["pin"]) for b in profile["buttons"])["mode"] == "ENCODER_SWITCH"
    assert set(names) | set(profile["chords"]) == set(profile_check.REQUIRED_BUTTONS)
    assert profile["storage"] == {"kind": "nvm", "size": 4096}
    assert "100,000" in profile["notes"]
    assert profile["overlay"] is True


# --------------------------------------------------------------------------
# Bad profiles are reported with field paths
# --------------------------------------------------------------------------

def test_duplicate_pin_is_reported_with_its_path():
    profile = reference()
    profile["buttons"][3]["pin"] = profile["buttons"][0]["pin"]
    found = problems_of(profile)
    assert any(path == "buttons[3].pin" and "already used by buttons[0].pin" in reason
               for path, reason in found), found


def test_alias_of_a_used_pin_is_a_duplicate():
    profile = reference()
    profile["buttons"][0]["pin"] = "A2"  # same GPIO as the NeoPixel pin GP28
    assert any(path == "buttons[0].pin" and "already used by neopixel.pin" in reason
               for path, reason in problems_of(profile))


def test_storage_pin_clash_is_reported():
    profile = reference()
    profile["buttons"][14]["pin"] = profile["storage"]["sda"]
    assert "storage.sda" in paths_of(profile)


@pytest.mark.parametrize("pin", ["GP23", "GP24", "GP25", "GP29", "GP30", "GP40", "D5", "KEY1", ""])
def test_pin_out_of_range_is_reported(pin):
    profile = reference()
    profile["buttons"][5]["pin"] = pin
    assert "buttons[5].pin" in paths_of(profile)


def test_internal_pin_reason_is_explained():
    profile = reference()
    profile["neopixel"]["pin"] = "GP25"
    found = problems_of(profile)
    assert any(path == "neopixel.pin" and "internal" in reason for path, reason in found)


def test_segment_overflow_is_reported():
    profile = reference()
    profile["segments"]["status"]["start"] = 45
    found = problems_of(profile)
    assert any(path == "segments.status" and "past the end" in reason for path, reason in found)


def test_segment_overlap_needs_overlay():
    profile = reference()
    profile["segments"]["turn"]["start"] = 30
    assert any(path == "segments.turn" and "overlap" in reason
               for path, reason in problems_of(profile))
    profile["overlay"] = True
    assert not any("overlap" in reason for _, reason in problems_of(profile))


def test_missing_button_is_reported():
    profile = reference()
    profile["buttons"] = [b for b in profile["buttons"] if b["name"] != "reroll"]
    found = problems_of(profile)
    assert any(path == "buttons" and "'reroll'" in reason for path, reason in found), found


def test_chord_can_stand_in_for_a_missing_button():
    profile = reference()
    profile["buttons"] = [b for b in profile["buttons"] if b["name"] != "reroll"]
    profile["chords"] = {"reroll": ["mode", "defend"]}
    assert profile_check.validate(profile) == []
    profile["chords"] = {"reroll": ["mode", "nosuch"]}
    assert "chords.reroll" in paths_of(profile)


def test_river_must_match_slot_buttons():
    profile = reference()
    profile["segments"]["river"]["count"] = 7
    profile["segments"]["gems"]["start"] = 7
    profile["segments"]["gems"]["count"] = 25
    assert "segments.river.count" in paths_of(profile)


def test_i2c_pins_must_form_a_bus():
    profile = reference()
    profile["storage"]["sda"], profile["storage"]["scl"] = "GP21", "GP20"  # swapped
    paths = paths_of(profile)
    assert "storage.sda" in paths and "storage.scl" in paths
    profile = reference()
    profile["storage"]["scl"] = "GP3"  # I2C1 SCL with an I2C0 SDA
    assert any(path == "storage.scl" and "I2C1" in reason for path, reason in problems_of(profile))


def test_every_problem_is_reported_at_once():
    profile = reference()
    profile["buttons"][1]["pin"] = "GP2"                 # duplicate
    profile["buttons"][2]["pin"] = "GP99"                # out of range
    profile["segments"]["status"]["count"] = 5           # overflow
    profile["buttons"] = [b for b in profile["buttons"] if b["name"] != "undo"]
    profile["neopixel"]["default_brightness"] = 0.9      # above the cap
    profile["storage"]["address"] = 0x20
    profile["colour"] = "red"                            # unknown key
    del profile["notes"]
    paths = paths_of(profile)
    for expected in ("buttons[1].pin", "buttons[2].pin", "segments.status", "buttons",
                     "neopixel.default_brightness", "storage.address", "colour", "notes"):
        assert expected in paths, (expected, paths)


def test_wrong_types_do_not_crash_the_validator():
    for broken in ([], {"buttons": "x", "segments": [], "storage": 3, "neopixel": None},
                   {"format": True, "board_id": 7, "buttons": [1, {"name": 2}]}):
        assert profile_check.validate(broken)
    profile = reference()
    profile["neopixel"]["count"] = True
    profile["segments"]["gems"] = {"start": "8", "count": -1}
    paths = paths_of(profile)
    assert "neopixel.count" in paths and "segments.gems.start" in paths


def test_unknown_board_and_bad_json(tmp_path):
    profile = reference()
    profile["board_id"] = "feather_m4"
    assert "board_id" in paths_of(profile)
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json", encoding="utf-8")
    loaded, problems = profile_check.load(bad)
    assert loaded is None and problems[0].path == "$"


def test_cli_reports_paths_and_fails(tmp_path, capsys):
    profile = reference()
    profile["buttons"][4]["pin"] = "GP2"
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(profile), encoding="utf-8")
    assert profile_check.main([str(path)]) == 1
    assert "buttons[4].pin" in capsys.readouterr().out


# --------------------------------------------------------------------------
# Generated files are up to date
# --------------------------------------------------------------------------

@pytest.mark.parametrize("path", PROFILES, ids=lambda p: p.stem)
def test_generated_wiring_files_are_up_to_date(path):
    stale = profile_check.check(path)
    assert stale == [], f"run: python hardware/tools/profile_check.py {path.relative_to(REPO)} --write"


def test_check_command_passes_in_process(capsys):
    assert profile_check.main([str(REFERENCE), "--check"]) == 0
    assert faceplate.main([str(REFERENCE), "--check"]) == 0


def test_check_detects_a_stale_file(tmp_path):
    profile_check.write(REFERENCE, out_dir=tmp_path)
    assert profile_check.check(REFERENCE, out_dir=tmp_path) == []
    wiring = tmp_path / "WIRING.md"
    wiring.write_text(wiring.read_text(encoding="utf-8") + "edited\n", encoding="utf-8")
    assert profile_check.check(REFERENCE, out_dir=tmp_path) == [wiring]


def test_reference_outputs_are_wiring_md_and_svg():
    names = {p.name for p in profile_check.outputs(REFERENCE)}
    assert names == {"WIRING.md", "wiring_pico.svg"}


def test_wiring_md_says_it_is_generated_and_how():
    text = (HARDWARE / "WIRING.md").read_text(encoding="utf-8")
    head = "\n".join(text.splitlines()[:5])
    assert "Generated" in head
    assert "python hardware/tools/profile_check.py hardware/profiles/pico_reference.json --write" in head


@pytest.mark.parametrize("path", PROFILES, ids=lambda p: p.stem)
def test_wiring_table_lists_every_button(path):
    profile = json.loads(path.read_text(encoding="utf-8"))
    md = next(p for p in profile_check.outputs(path) if p.suffix == ".md")
    text = md.read_text(encoding="utf-8")
    for index, button in enumerate(profile["buttons"]):
        row = re.compile(rf"^\| {index} \| {button['name']} \| {button['pin']} \|", re.M)
        assert row.search(text), f"{md.name} lacks the row for {button['name']}"


def test_wiring_md_power_budget_matches_the_profile():
    text = (HARDWARE / "WIRING.md").read_text(encoding="utf-8")
    assert "1380 mA" in text  # 46 pixels x 60 mA x 0.5


def test_wiring_svg_is_well_formed_and_complete():
    root = ET.parse(HARDWARE / "wiring_pico.svg").getroot()
    assert root.tag == f"{SVG_NS}svg"
    texts = " ".join("".join(t.itertext()) for t in root.iter(f"{SVG_NS}text"))
    for button in reference()["buttons"]:
        assert button["name"] in texts and button["pin"] in texts
    for part in ("74AHCT125", "330", "1000", "FRAM", "GP28", "VBUS", "3V3"):
        assert part in texts


# --------------------------------------------------------------------------
# Face plate
# --------------------------------------------------------------------------

def test_faceplate_svg_is_well_formed_and_mentions_every_button():
    path = HARDWARE / "faceplate_en.svg"
    root = ET.parse(path).getroot()
    assert root.get("width") == "297mm" and root.get("height") == "210mm"
    ids = {el.get("id") for el in root.iter() if el.get("id")}
    texts = " ".join("".join(t.itertext()) for t in root.iter(f"{SVG_NS}text"))
    for button in reference()["buttons"]:
        assert f"button-{button['name']}" in ids
        assert button["name"] in texts
        key, meaning = faceplate.BUTTON_LABELS[button["name"]]
        assert key in texts
    for cost in range(1, 9):
        assert re.search(rf">{cost}</text>", path.read_text(encoding="utf-8"))
    for zone in ("available", "fatigue", "spent this turn", "on spells", "removed"):
        assert zone in texts


def test_faceplate_is_up_to_date():
    for lang in ("en", "fr"):
        assert faceplate.check(REFERENCE, lang), \
            f"run: python hardware/tools/faceplate.py hardware/profiles/pico_reference.json --lang {lang} --write"


def test_french_faceplate_speaks_the_box_game_terms():
    path = HARDWARE / "faceplate_fr.svg"
    root = ET.parse(path).getroot()
    texts = " ".join("".join(t.itertext()) for t in root.iter(f"{SVG_NS}text"))
    for button in reference()["buttons"]:
        key, _meaning = faceplate.BUTTON_LABELS_FR[button["name"]]
        assert key in texts
        assert f"button-{button['name']}" in {el.get("id") for el in root.iter() if el.get("id")}
    for term in ("LIVRE DE SKELOS", "RIVI\u00c8RE", "GEMMES", "COMPTE-TOURS", "sablier", "zone de fatigue",
                 "\u00e9nergie disponible", "d\u00e9polluer la rivi\u00e8re", "renfort", "tour de garde",
                 "vigilance", "mouvement suppl\u00e9mentaire", "d\u00e9fense active"):
        assert term in texts, term
    for english in ("RIVER", "Activate", "hourglass", "fatigue zone"):
        assert english not in texts


def test_faceplate_languages():
    assert faceplate.missing_texts("en") == []
    assert set(faceplate.BUTTON_LABELS) == set(profile_check.REQUIRED_BUTTONS)
    with pytest.raises(ValueError, match="not available"):
        faceplate.render_faceplate(reference(), "xx")
    for lang in faceplate.TEXTS:  # a later language must be complete
        assert faceplate.missing_texts(lang) == [], lang
        ET.fromstring(faceplate.render_faceplate(reference(), lang, REFERENCE).encode("utf-8"))


def test_faceplate_follows_the_profile():
    profile = copy.deepcopy(reference())
    profile["buttons"][8]["pin"] = "GP22"
    svg = faceplate.render_faceplate(profile, "en", REFERENCE)
    assert "extra \u00b7 GP22" in svg


# --------------------------------------------------------------------------
# Bill of materials
# --------------------------------------------------------------------------

def test_bom_csv_rows_have_part_number_and_price():
    with open(HARDWARE / "bom.csv", newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    assert len(rows) >= 10
    for row in rows:
        assert row["mpn"].strip(), row
        price = float(row["unit_price_usd"])
        assert price > 0, row
        assert int(row["qty"]) >= 1, row
        assert row["price_month"] == "2026-11", row
    listed = " ".join(" ".join((row["mpn"], row["vendor_sku"], row["notes"])) for row in rows)
    for part in ("SC0915", "1895", "1787", "1138", "1119", "CFR-25JB-52-330R", "EEU-FR0J102",
                 "B3F-4055", "SN74AHCT125N"):
        assert part in listed, part


def test_bom_md_lists_every_csv_part_and_says_estimates():
    text = (HARDWARE / "BOM.md").read_text(encoding="utf-8")
    with open(HARDWARE / "bom.csv", newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            assert row["mpn"] in text, row["mpn"]
    assert "estimate" in text.lower() and "2026-11" in text
