"""The storage's rarely used sections (scenario slots, the earlier layout) are
loaded for the call that needs them and dropped after it: between two such
calls their code holds no heap on the board (docs/performance.md, heap)."""

import sys

import skelos_device
from fakes import FakeFRAM
from helpers import make_app, scenario_blob
from legacy_image import write_legacy
from skelos_device.storage import Storage

SECTIONS = ("skelos_device.scenario_slots", "skelos_device.legacy")


def _loaded():
    return [m for m in SECTIONS if m in sys.modules or hasattr(skelos_device, m.split(".")[1])]


def test_a_first_boot_and_a_resume_keep_no_section_loaded():
    mem = FakeFRAM(32768)
    app = make_app(mem)
    assert app.game is not None and app.storage.scenario_blob(0) == scenario_blob()
    assert _loaded() == []
    again = make_app(mem)
    assert again.game is not None and _loaded() == []


def test_a_board_of_the_current_layout_never_loads_the_earlier_layout_s_code(monkeypatch):
    mem = FakeFRAM(32768)
    make_app(mem)
    # the module cannot be imported: a board of the current layout must not need it
    monkeypatch.setitem(sys.modules, "skelos_device.legacy", None)
    st = Storage(mem)
    assert st.legacy() == []
    assert make_app(mem).game is not None


def test_a_slot_written_and_read_back_through_the_sections():
    st = Storage(FakeFRAM(32768))
    blob = scenario_blob()
    st.store_scenario(blob, 1)
    assert _loaded() == []
    assert st.scenario_blob(1) == blob and st.scenario_blob(0) is None
    st.reader = lambda path: blob if path == "presets/x.bin" else None
    st.store_ref("presets/x.bin", blob, 0)
    assert st.scenario_ref(0) == "presets/x.bin" and st.scenario_blob(0) == blob
    assert _loaded() == []


def test_a_section_that_raises_is_dropped_too():
    st = Storage(FakeFRAM(32768))
    try:
        st.store_scenario(b"x" * (st.scenario_capacity() + 1), 0)
    except Exception as e:  # noqa: BLE001 - StorageFull, checked by its name below
        assert type(e).__name__ == "StorageFull"
    else:
        raise AssertionError("a scenario larger than a slot was stored")
    assert _loaded() == []


def test_an_earlier_layout_board_is_converted_and_its_code_dropped():
    from test_storage_layout import _legacy_game
    blob, recs, ref = _legacy_game()
    mem = write_legacy(FakeFRAM(32768), blob, recs, rules=ref.game.rules, game=7)
    assert [i for i, _ in Storage(mem).legacy()] != []
    assert _loaded() == []
    app = make_app(mem, blob=blob)
    assert app.game_id == 7 and app.warning is None and app.game.count == ref.game.count
    assert bytes(mem.data[0:2]) == b"S2" or bytes(mem.data[32:34]) == b"S2"
    assert _loaded() == []


def test_the_boot_loads_the_slots_code_once_and_drops_it_after(monkeypatch):
    import skelos_device.storage as storage_mod
    forgot = []
    real = storage_mod._forget

    def forget(name):
        forgot.append(name)
        real(name)

    monkeypatch.setattr(storage_mod, "_forget", forget)
    mem = FakeFRAM(32768)
    app = make_app(mem)           # a first boot: the slots read, the default scenario stored and read back
    assert app.game is not None and forgot == ["scenario_slots"] and _loaded() == []
    assert app.storage.hold is False
    forgot.clear()
    assert make_app(mem).game is not None     # a resume
    assert forgot == ["scenario_slots"] and _loaded() == []
    forgot.clear()
    app.storage.scenario_blob(0)              # after the boot: dropped after each call again
    app.storage.scenario_blob(1)
    assert forgot == ["scenario_slots", "scenario_slots"] and _loaded() == []


def test_a_section_stands_on_the_layout_module_alone():
    """The sections import the byte layout's names (skelos_device.layout), not the storage
    module's private ones through sys.modules: each imports without it."""
    import os
    import subprocess
    lib = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "firmware", "lib")
    code = ("import sys; import skelos_device.scenario_slots, skelos_device.legacy, skelos_device.recovery; "
            "assert 'skelos_device.storage' not in sys.modules, 'storage loaded'")
    r = subprocess.run([sys.executable, "-c", code], cwd=lib, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr


def test_the_sections_use_the_storage_through_its_public_names():
    import os
    import re
    here = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    for name in ("scenario_slots", "legacy"):
        with open(os.path.join(here, "firmware", "lib", "skelos_device", name + ".py")) as f:
            src = f.read()
        assert re.findall(r"\bst\._\w+", src) == [] and "sys.modules" not in src, name
