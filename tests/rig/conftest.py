"""Fixtures of the real-firmware rig (docs/rig.md).

The rig needs node with tests/rig/node_modules (scripts/setup.sh --test),
mkfs.fat and mcopy (scripts/test.sh installs dosfstools and mtools), and the
stock firmware files (rigdriver.firmware_paths).  Without one of them the
cases skip, saying what is missing; with SKELOS_REQUIRE_RIG=1 (CI) they fail.
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


def need_rig():
    try:
        check_tools()
        firmware_paths()
    except RigUnavailable as e:
        if os.environ.get("SKELOS_REQUIRE_RIG") == "1":
            pytest.fail("the rig cannot run: %s (SKELOS_REQUIRE_RIG=1)" % e)
        pytest.skip("the rig cannot run: %s" % e)


@pytest.fixture(scope="session")
def drive(tmp_path_factory):
    """(tree, image): `skelos deploy --out` of the reference build and its CIRCUITPY image."""
    need_rig()
    d = tmp_path_factory.mktemp("circuitpy")
    image = build_image(str(d))
    return str(d / "circuitpy"), image


@pytest.fixture
def twin(drive):
    return Twin(drive[0])
