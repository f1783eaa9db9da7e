"""A board whose code.py cannot start (a file missing from the drive, .mpy
files of another CircuitPython, no memory, no profile) says why: one console
line, a distinct pattern on the strip's first pixels (the first blinking red,
then one amber pixel per reason's place), and the error cannot_start
[reason, detail] to every request on the data port, which `skelos status`
prints in the user's language.  code.py runs on the fakes of tests/fakes."""

import importlib.abc
import json
import runpy
import sys
import types

import fakes
import pytest
from click.testing import CliRunner
from helpers import settle

from skelos_host.commands.deploy import build


@pytest.fixture(scope="module")
def drive(tmp_path_factory):
    root = tmp_path_factory.mktemp("drives")
    build(root / "pict", scenario="pict-village")
    return root / "pict"


def ask(app, cmd):
    s = app.link.stream
    s.feed(json.dumps({"v": 1, "id": 5, "cmd": cmd}).encode() + b"\n")
    (m,) = [m for m in settle(app, s) if m.get("id") == 5]
    return m


class _Refuse(importlib.abc.MetaPathFinder):
    """Importing `name` raises `exc` (what CircuitPython raises for a missing or foreign .mpy)."""

    def __init__(self, name, exc):
        self.name = name
        self.exc = exc

    def find_spec(self, fullname, path, target=None):
        if fullname == self.name:
            raise self.exc
        return None


def boot(drive, monkeypatch, steps=30):
    """code.py's start() on the fakes, its loop bounded: (app or None, modules, the port's replies)."""
    mods = fakes.install()
    port = mods["usb_cdc"].data
    got = []
    # the host reads what the board wrote while the board's loop sleeps (the USB buffer takes 320 bytes)
    monkeypatch.setattr("time.sleep", lambda s: got.extend(port.take()))
    try:
        monkeypatch.chdir(drive)
        monkeypatch.syspath_prepend(str(drive))       # the drive's root, as on the board
        monkeypatch.delitem(sys.modules, "stopped", raising=False)
        port.feed(b'{"v": 1, "id": 7, "cmd": "hello"}\nnot json\n')
        ns = runpy.run_path(str(drive / "code.py"), run_name="code")
        app = ns["start"](steps=steps)
    finally:
        fakes.uninstall(mods)
    return app, mods, got + port.take(), ns


def _missing(monkeypatch):
    monkeypatch.delitem(sys.modules, "skelos_device.app")
    err = ImportError("no module named 'skelos_device.app'")
    monkeypatch.setattr(sys, "meta_path", [_Refuse("skelos_device.app", err)] + sys.meta_path)


def _mpy(monkeypatch):
    monkeypatch.delitem(sys.modules, "skelos_device.app")
    err = ValueError("incompatible .mpy file. Please update all .mpy files. "
                     "See http://adafru.it/mpy-update for more info.")
    monkeypatch.setattr(sys, "meta_path", [_Refuse("skelos_device.app", err)] + sys.meta_path)


def _memory(monkeypatch):
    from skelos_device import app as app_mod

    def no_room(*a, **k):
        raise MemoryError("memory allocation failed, allocating 2048 bytes")
    monkeypatch.setattr(app_mod.DeviceApp, "__init__", no_room)


def _version(monkeypatch):
    _missing(monkeypatch)       # what a foreign CircuitPython's .mpy or API gives, said by its version
    impl = dict(vars(sys.implementation), name="circuitpython", version=(10, 0, 1))
    monkeypatch.setattr(sys, "implementation", types.SimpleNamespace(**impl))


@pytest.mark.parametrize("case,why,amber,detail", [
    (_missing, "missing_file", 1, "skelos_device.app"),
    (_version, "circuitpython_version", 2, "10.0.1, the firmware needs 9.x"),
    (_mpy, "incompatible_mpy", 3, "incompatible .mpy"),
    (_memory, "memory", 4, "allocating 2048 bytes"),
])
def test_a_board_that_cannot_start_says_why(drive, monkeypatch, capsys, case, why, amber, detail):
    case(monkeypatch)
    app, mods, replies, _ = boot(drive, monkeypatch)
    assert app is None
    console = capsys.readouterr().out
    assert "Skelos cannot start: " + why in console and detail in console and "skelos deploy" in console
    # every request answered, with its id when it has one
    assert [r["id"] for r in replies] == [7, None]
    for r in replies:
        assert r["ok"] is False and r["error"]["code"] == "cannot_start"
        assert r["error"]["args"][0] == why and detail in r["error"]["args"][1]
    # the strip (GRB, 46 pixels): the first pixel red then dark in turn, then `amber` amber pixels, the rest off
    shown = [buf for pin, buf in mods["neopixel_write"].written if pin == "GP28"]
    assert len(shown) >= 2
    first = {bytes(b[0:3]) for b in shown}
    assert first == {bytes((0, 64, 0)), bytes(3)}
    rest = shown[0][3:]
    assert rest[:3 * amber] == bytes((16, 48, 0)) * amber
    assert not any(rest[3 * amber:])


def test_without_its_profile_the_board_still_says_why_on_the_console_and_the_port(drive, monkeypatch, capsys,
                                                                                  tmp_path):
    import shutil
    broken = tmp_path / "broken"
    shutil.copytree(drive, broken)
    (broken / "profile.json").unlink()
    app, mods, replies, _ = boot(broken, monkeypatch)
    assert app is None
    assert "Skelos cannot start: drive" in capsys.readouterr().out
    assert [r["error"]["args"][0] for r in replies] == ["drive", "drive"]
    assert mods["neopixel_write"].written == []       # no profile: no strip to show it on


def test_a_board_that_starts_runs_the_app(drive, monkeypatch):
    app, mods, replies, _ = boot(drive, monkeypatch)
    assert app is not None and app.game is not None
    assert not any(r.get("error") for r in replies) and mods["neopixel_write"].written == []
    assert ask(app, "hello")["ok"]


def test_skelos_status_prints_the_reason_in_both_languages(monkeypatch):
    from skelos_host.text import i18n
    from skelos_host.device.client import DeviceError
    from skelos_host.commands import status as status_mod

    def refuse(port):
        raise DeviceError("cannot_start", ["missing_file", "no module named 'skelos_device.app'"])
    monkeypatch.setattr(status_mod, "connect", refuse)
    out = {}
    for lang in ("en", "fr"):
        i18n.set_language(lang)
        try:
            r = CliRunner().invoke(status_mod.status, ["--port", "/dev/null"])
        finally:
            i18n.set_language("en")
        assert r.exit_code == 1
        out[lang] = r.output
    assert "The board cannot start: a file of the firmware is missing from its drive" in out["en"]
    assert "La carte ne peut pas démarrer\u00a0: il manque un fichier du firmware" in out["fr"]
    for text in out.values():
        assert "skelos_device.app" in text and "skelos deploy" in text


def test_without_stopped_py_the_start_raises_what_stopped_it(drive, monkeypatch, tmp_path):
    # CircuitPython then prints the traceback on the console: the reason still shows there
    import shutil
    broken = tmp_path / "nostop"
    shutil.copytree(drive, broken)
    (broken / "stopped.py").unlink()
    _missing(monkeypatch)
    with pytest.raises(ImportError, match="skelos_device.app"):
        boot(broken, monkeypatch)
