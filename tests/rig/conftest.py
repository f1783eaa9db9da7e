"""Fixtures of the real-firmware rig (docs/rig.md).

The rig needs node with tests/rig/node_modules (scripts/setup.sh --test),
mkfs.fat and mcopy (scripts/test.sh installs dosfstools and mtools), and the
stock firmware files (rigdriver.firmware_paths).  Without one of them the
cases skip, saying what is missing; with SKELOS_REQUIRE_RIG=1 (CI) they fail.
The drive is `skelos deploy`'s default, lib/ compiled by CircuitPython's own
mpy-cross (scripts/setup.sh builds it; SKELOS_REQUIRE_MPY_CROSS=1 makes its
absence a failure); `source_drive` is the same with `--py` (lib/ as source).
Boots are shared: one board per module, booted once.
"""

import os
import sys

import pytest

_HERE = os.path.dirname(os.path.abspath(__file__))
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)

from rigdriver import RigUnavailable, build_image, check_tools, firmware_paths  # noqa: E402
from twin import Twin  # noqa: E402

from need_mpy_cross import need_mpy_cross  # noqa: E402


def _why_not():
    """None when the rig can run, else what is missing and how to get it."""
    try:
        check_tools()
        firmware_paths()
    except RigUnavailable as e:
        return "the rig cannot run: %s" % e
    return None


def need_rig():
    why = _why_not()
    if why:
        if os.environ.get("SKELOS_REQUIRE_RIG") == "1":
            pytest.fail(why + " (SKELOS_REQUIRE_RIG=1)")
        pytest.skip(why)


def pytest_collection_modifyitems(config, items):
    """Without what the rig needs (and unless SKELOS_REQUIRE_RIG=1), its cases
    are skipped up front, all with the same reason, so that pytest folds them
    into one line per file and the run ends with one line saying why."""
    if os.environ.get("SKELOS_REQUIRE_RIG") == "1":
        return
    rig = [it for it in items if it.nodeid.replace(os.sep, "/").startswith("tests/rig/")]
    if not rig:
        return
    why = _why_not()
    if why:
        for it in rig:
            it.add_marker(pytest.mark.skip(reason=why))


@pytest.fixture(scope="session")
def stock_drive(tmp_path_factory):
    """(tree, image): `skelos deploy --out` of the reference build (lib/ compiled) and its CIRCUITPY image."""
    need_rig()
    need_mpy_cross()
    d = tmp_path_factory.mktemp("circuitpy")
    image = build_image(str(d))
    return str(d / "circuitpy"), image


@pytest.fixture(scope="session")
def drive(stock_drive):
    """The stock firmware's drive (stock_drive); a module that runs on both builds
    overrides it with its build's (build_drive)."""
    return stock_drive


@pytest.fixture(scope="session")
def source_drive(tmp_path_factory):
    """(tree, image): the same with `skelos deploy --py` (lib/ as source, compiled by the board at boot)."""
    need_rig()
    d = tmp_path_factory.mktemp("circuitpy-py")
    image = build_image(str(d), code="py")
    return str(d / "circuitpy"), image


@pytest.fixture
def twin(drive):
    return Twin(drive[0])


@pytest.fixture(scope="session")
def skelos_uf2():
    """(path, build name) of the Skelos build of the firmware (the board's code frozen
    in) that SKELOS_BUILD_UF2 names; without one the Skelos cases skip, saying so
    (with SKELOS_REQUIRE_FIRMWARE=1 they fail); a file that is not one fails."""
    import firmware

    need_rig()
    try:
        return firmware.skelos_uf2()
    except firmware.Missing as e:
        why = "the rig's Skelos cases cannot run: %s" % e
        if os.environ.get("SKELOS_REQUIRE_FIRMWARE") == "1":
            pytest.fail(why + " (SKELOS_REQUIRE_FIRMWARE=1)")
        pytest.skip(why)
    except firmware.WrongFile as e:
        pytest.fail(str(e))


@pytest.fixture(scope="session")
def frozen_drive(tmp_path_factory, skelos_uf2):
    """(tree, image): `skelos deploy --firmware skelos --out` (no lib/: it is frozen in) and its image."""
    d = tmp_path_factory.mktemp("circuitpy-frozen")
    image = build_image(str(d), code="frozen")
    return str(d / "circuitpy"), image



BUILDS = ("stock", "skelos")


@pytest.fixture(scope="module", params=BUILDS)
def build(request):
    """The firmware a parametrized module runs on: stock CircuitPython 9.2.1 with the
    compiled drive, or the Skelos build (lib/ frozen in) with its drive.  pytest runs
    the module's cases on one, then on the other (a module-scoped board each)."""
    return request.param


@pytest.fixture(scope="module")
def build_drive(request, build):
    """(tree, image, uf2) of `build`: its drive, the drive's image, and the firmware
    file to boot (None: the stock one)."""
    if build == "stock":
        tree, image = request.getfixturevalue("stock_drive")
        return tree, image, None
    uf2 = request.getfixturevalue("skelos_uf2")
    tree, image = request.getfixturevalue("frozen_drive")
    return tree, image, uf2[0]


_SKIPPED = []


def pytest_runtest_logreport(report):
    """Remember the rig's cases that were skipped, with the first reason."""
    if report.skipped and report.nodeid.replace(os.sep, "/").startswith("tests/rig/"):
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        _SKIPPED.append(reason.replace("Skipped: ", "", 1))


def pytest_terminal_summary(terminalreporter):
    """One line at the end of the run when the rig did not run, saying why and how to fix it."""
    if _SKIPPED:
        terminalreporter.write_line("the real-firmware rig was skipped (%d cases): %s"
                                    % (len(_SKIPPED), _SKIPPED[0]), yellow=True, bold=True)
