import os
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))
_TESTS = os.path.dirname(_HERE)
for _d in (_TESTS, _HERE):
    if _d not in sys.path:
        sys.path.insert(0, _d)

from hostlocale import english_locale  # noqa: E402,F401 - autouse

import pytest  # noqa: E402


MODELS = {"pi4": "RASPBERRY_PI_4B", "pi5": "RASPBERRY_PI_5"}   # the box's builds: the Pi they pretend to be


def pytest_generate_tests(metafunc):
    """A module listing BUILDS = ("pico", "pi4", "pi5") runs each of its tests on each build."""
    builds = getattr(metafunc.module, "BUILDS", None)
    if builds and "device_build" in metafunc.fixturenames:
        metafunc.parametrize("device_build", builds, indirect=True)


@pytest.fixture(autouse=True)
def device_build(request):
    """The build helpers.make_app makes for this test; the Pi's fakes installed on a Pi build."""
    import helpers

    build = getattr(request, "param", "pico")
    if build not in MODELS:
        yield build
        return
    from fakes import pi as pifakes

    pi = pifakes.install(MODELS[build])
    helpers.BUILD, helpers.PI = build, pi
    try:
        yield build
    finally:
        helpers.BUILD, helpers.PI = "pico", None
        pifakes.uninstall(pi)
