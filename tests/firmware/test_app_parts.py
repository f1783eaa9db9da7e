"""The device app split by job: the boot's code is loaded for the boot and
dropped after it, the link's handlers use the app's public names only, and
no module of the device app grows past what one reads in a sitting."""

import ast
import os
import sys

from fakes import FakeFRAM
from helpers import load_profile, make_app

HERE = os.path.dirname(os.path.abspath(__file__))
DEVICE = os.path.join(os.path.dirname(os.path.dirname(HERE)), "firmware", "lib", "skelos_device")


def test_the_boot_runs_from_startup_and_drops_it_after(monkeypatch):
    import skelos_device
    from skelos_device import startup
    calls = []
    real = startup.boot

    def counted(app):
        calls.append(app)
        return real(app)

    monkeypatch.setattr(startup, "boot", counted)
    mem = FakeFRAM(load_profile()["storage"]["size"])
    app = make_app(mem)
    assert calls == [app] and app.game is not None and app.game_id == 1
    assert "skelos_device.startup" not in sys.modules and not hasattr(skelos_device, "startup")
    assert app.act("begin_turn") is None
    again = make_app(mem)          # the next boot imports it afresh: the same game resumed
    assert calls == [app] and again.game_id == 1 and again.game.count == app.game.count == 1
    assert "skelos_device.startup" not in sys.modules


def _app_private_reads(path):
    with open(path) as f:
        tree = ast.parse(f.read())
    return sorted({"%s:%d app.%s" % (os.path.basename(path), n.lineno, n.attr) for n in ast.walk(tree)
                   if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == "app"
                   and n.attr.startswith("_")})


def test_the_link_handlers_read_no_private_name_of_the_app():
    found = []
    for name in ("handlers.py", "upload.py"):
        path = os.path.join(DEVICE, name)
        if os.path.exists(path):
            found += _app_private_reads(path)
    assert found == []


def test_no_module_of_the_device_app_is_over_600_lines():
    long = {}
    for name in sorted(os.listdir(DEVICE)):
        if name.endswith(".py"):
            with open(os.path.join(DEVICE, name)) as f:
                n = sum(1 for _ in f)
            if n > 600:
                long[name] = n
    assert long == {}
