"""Every preset plays on a board without FRAM: `skelos deploy` writes each
built-in preset to the drive (presets/<id>.bin), and a scenario too large for
the 4 KB nvm's slot is kept there as a reference to its file (with its CRC):
only the game is in nvm.  It resumes after a power cycle; a file changed
since is not taken for it."""

import json

import pytest
from fakes import FakeNVM, FakeStream
from helpers import load_profile, make_app, settle
from skelos import codec
from skelos_device.app import DeviceApp
from skelos_device.storage import Storage

from skelos_host import presets
from skelos_host.commands.deploy import preset_files

DRIVE = preset_files()
NVM = "pico_reference"   # a reference board whose FRAM does not answer: it plays on nvm


def _app(mem, drive=DRIVE, default=None):
    from fakes import FakeClock, FakeEvent, FakeKeys, FakePixels
    prof = load_profile(NVM)
    default = default if default is not None else presets.board_blob(presets.load_dict("pict-village"))
    return DeviceApp(prof, FakePixels(prof["neopixel"]["count"]), FakeKeys([b["pin"] for b in prof["buttons"]]),
                     FakeStream(), Storage(mem), FakeClock(1000), {"board": prof["board_id"], "serial": "t"},
                     default_scenario=default, event=FakeEvent(),
                     reader=(lambda rel: drive.get(rel)) if drive is not None else None)


def _ask(app, cmd, **kw):
    s = app.link.stream
    s.feed(json.dumps(dict({"v": 1, "id": 4, "cmd": cmd}, **kw)).encode() + b"\n")
    (m,) = [m for m in settle(app, s) if m.get("id") == 4]
    return m


def test_the_drive_holds_every_preset_and_some_do_not_fit_the_nvm():
    assert len(DRIVE) == len(presets.builtin_names())
    cap = Storage(FakeNVM(4096)).scenario_capacity()
    assert len(DRIVE["presets/shadow-from-acheron.bin"]) > cap


@pytest.mark.parametrize("name", presets.builtin_names())
def test_every_preset_plays_and_resumes_on_the_nvm(name):
    mem = FakeNVM(4096)
    app = _app(mem)
    d = presets.load_dict(name)
    r = _ask(app, "select", scenario=d["id"])
    assert r["ok"] and r["crc"] == codec.scenario_crc(DRIVE["presets/" + d["id"] + ".bin"]), r
    r = _ask(app, "new_game", discard=app.unfetched())
    assert r["ok"] and r["scenario"] == d["id"], r
    pressed = 0
    for button in ("turn", "slot1", "turn", "undo"):
        if app.press(button, "short") is None:
            pressed += 1
    count = app.game.count
    snap = app.game.snapshot()
    again = _app(mem)
    assert again.game is not None and again.game.scenario.id == d["id"]
    assert again.game.count == count and again.game.snapshot() == snap
    assert not [w for w in again.warnings if w["code"] == "storage_damaged"]


def test_a_default_scenario_too_large_for_the_nvm_is_played_from_its_file():
    big = DRIVE["presets/shadow-from-acheron.bin"]
    mem = FakeNVM(4096)
    app = _app(mem, drive=dict(DRIVE, **{"default_scenario.bin": big}), default=big)
    assert app.game is not None and app.game.scenario.id == "shadow-from-acheron"
    assert app.press("turn", "short") is None
    again = _app(mem, drive=dict(DRIVE, **{"default_scenario.bin": big}), default=big)
    assert again.game.count == app.game.count == 1


def test_the_drive_scenario_is_not_kept_in_the_heap_after_boot_and_a_new_game_reads_its_file():
    """The board holds no copy of the drive's scenario after boot (3,880 bytes of
    the chip's heap for this one): a new game of it reads the file again."""
    big = DRIVE["presets/shadow-from-acheron.bin"]
    reads = []
    drive = dict(DRIVE, **{"default_scenario.bin": big})
    app = _app(FakeNVM(4096), drive=drive, default=big)
    assert app.default_scenario is None
    assert not [v for v in vars(app).values() if v is big]
    app.storage.reader = lambda rel: reads.append(rel) or drive.get(rel)
    assert app.press("turn", "short") is None
    assert _ask(app, "new_game", discard=app.unfetched())["ok"]
    assert app.game.count == 0 and app.game.scenario.id == "shadow-from-acheron"
    assert "default_scenario.bin" in reads


def test_without_its_file_or_with_another_one_the_reference_is_not_played():
    mem = FakeNVM(4096)
    app = _app(mem)
    assert _ask(app, "select", scenario="shadow-from-acheron")["ok"]
    assert _ask(app, "new_game", discard=app.unfetched())["ok"]
    assert app.press("turn", "short") is None
    # the file replaced by another scenario: not taken for it, said so
    other = dict(DRIVE, **{"presets/shadow-from-acheron.bin": DRIVE["presets/pict-village.bin"]})
    again = _app(mem, drive=other)
    assert again.game is None or again.game.scenario.id != "shadow-from-acheron"
    assert [w["args"] for w in again.warnings if w["code"] == "storage_damaged"]
    # an unknown id, a path: refused, nothing written
    app2 = _app(FakeNVM(4096))
    for sid in ("no-such-preset", "../code", "presets/x"):
        assert _ask(app2, "select", scenario=sid)["error"]["code"] == "unknown_scenario"


def test_without_a_drive_reader_a_large_scenario_is_still_refused_cleanly():
    app = make_app(FakeNVM(4096))
    r = _ask(app, "select", scenario="shadow-from-acheron")
    assert r["error"]["code"] == "unknown_scenario"
