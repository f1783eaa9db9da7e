"""What a board says about its storage, in English and French, and the
logger saying it in one line when the board pushes it."""

from skelos_host.device import faults
from skelos_host.text import i18n


def test_storage_low_in_both_languages():
    w = {"code": "storage_low", "detail": "1900 bytes left for this game's journal", "args": [1900, 633]}
    what, fix = faults.describe(w)
    assert "nearly full" in what and "633" in what and "new one" in fix
    i18n.set_language("fr")
    try:
        what, fix = faults.describe(w)
        assert "presque pleine" in what and "633" in what and "nouvelle" in fix
    finally:
        i18n.set_language("en")
    assert faults.describe({"code": "storage_low", "detail": "x"})[0]   # without args: no crash


def test_the_logger_says_what_the_board_pushes_about_its_storage(tmp_path):
    from skelos_host.session.recorder import Recorder
    from skelos_host.session.store import Store

    said = []
    with Store(str(tmp_path / "s.sqlite")) as store:
        rec = Recorder(store, port="none", say=said.append)
        rec.handle(None, {"v": 1, "push": "warnings", "warnings": [
            {"code": "storage_low", "detail": "1900 bytes left", "args": [1900, 633]}]})
        rec.handle(None, {"v": 1, "push": "warnings", "warnings": "garbage"})
    assert said == ["the board's storage is nearly full: about 633 more actions fit in this game."]


def test_a_python_stack_too_small_in_both_languages():
    w = {"code": "stack_small", "detail": "Python stack: 1120 bytes free under the loop, actions need 1216",
         "args": [1120, 1216]}
    what, fix = faults.describe(w)
    assert "Python stack" in what and "1120" in what and "1216" in what
    assert "CIRCUITPY_PYSTACK_SIZE = 4096" in fix and "settings.toml" in fix
    i18n.set_language("fr")
    try:
        what, fix = faults.describe(w)
        assert "pile Python" in what and "1120" in what and "CIRCUITPY_PYSTACK_SIZE = 4096" in fix
        assert "réinitialisez" in fix
    finally:
        i18n.set_language("en")
    # without its arguments: shown as it came, no crash
    assert "stack_small" in faults.describe({"code": "stack_small", "detail": "x"})[0]


def test_a_saved_game_not_read_back_for_the_stack_in_both_languages():
    w = {"code": "storage_unrecovered", "detail": "the Python stack is too small", "args": ["stack"]}
    what, fix = faults.describe(w)
    assert "Python stack" in what and "kept" in what and "skelos log" in what
    assert "CIRCUITPY_PYSTACK_SIZE = 4096" in fix
    i18n.set_language("fr")
    try:
        what, fix = faults.describe(w)
        assert "pile Python" in what and "conservée" in what and "CIRCUITPY_PYSTACK_SIZE = 4096" in fix
    finally:
        i18n.set_language("en")
    # the memory's own words are unchanged
    m = faults.describe({"code": "storage_unrecovered", "detail": "x", "args": ["memory"]})
    assert "free memory" in m[0]
