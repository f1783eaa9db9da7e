"""The OrcQuest face plate: same board, the OrcQuest button grammar."""

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

HARDWARE = Path(__file__).resolve().parents[2] / "hardware"
sys.path.insert(0, str(HARDWARE / "tools"))
import faceplate  # noqa: E402
import profile_check  # noqa: E402

SVG_NS = "{http://www.w3.org/2000/svg}"
REFERENCE = profile_check.REFERENCE_PROFILE


def test_orcquest_faceplate_is_up_to_date_and_labels_every_button():
    assert faceplate.check(REFERENCE, "en", game="orcquest"), \
        "run: python hardware/tools/faceplate.py --game orcquest --write"
    path = HARDWARE / "faceplate_orcquest_en.svg"
    root = ET.parse(path).getroot()
    texts = " ".join("".join(t.itertext()) for t in root.iter(f"{SVG_NS}text"))
    assert "ORCQUEST WARPATH" in texts and "HEROES" in texts and "BADASS" in texts
    for name, (key, _) in faceplate.ORC_BUTTON_LABELS.items():
        if not name.startswith("slot"):
            assert key in texts, key
    assert set(faceplate.ORC_BUTTON_LABELS) == set(faceplate.BUTTON_LABELS)
    assert "Activate the tile" not in texts          # no Conan wording left


def test_orcquest_faceplate_unknown_language_or_game():
    prof, _ = profile_check.load(REFERENCE)
    with pytest.raises(ValueError, match="no 'orcquest' face plate"):
        faceplate.render_faceplate(prof, "xx", game="orcquest")
    assert faceplate.main([str(REFERENCE), "--game", "orcquest", "--check"]) == 0
    with pytest.raises(SystemExit):
        faceplate.main(["--game", "chess"])
