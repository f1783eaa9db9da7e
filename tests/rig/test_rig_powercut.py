"""Power cuts at random moments of the FRAM writes of a long game, on each
firmware build (tests/rig/powercut.py): a few here; `bench/rig_powercut.py` runs the
full size (200 cuts)."""

import pytest
from powercut import campaign
from rigdriver import FRAM_FITTED, Rig
from test_rig_default_stack import long_game

CUTS = 3
RECORDS = 1500


@pytest.fixture(scope="module")
def drive(build_drive):
    """This module runs on both builds (conftest.build): the stock firmware's drive, then the Skelos build's."""
    return build_drive[:2]


@pytest.fixture(scope="module")
def played(drive):
    return long_game(drive[0], records=RECORDS)


def test_power_cuts_during_a_long_game_lose_nothing_acknowledged(drive, build_drive, played, tmp_path_factory):
    board = Rig(drive[1], FRAM_FITTED, log_path=str(tmp_path_factory.mktemp("rig-powercut") / "harness.log"),
                uf2=build_drive[2])
    try:
        board.set_fram(played.app.storage.mem)
        board.power_on()
        board.wait_usb()
        stats = campaign(board, drive[0], played, CUTS, seed=11)
        assert stats["cuts"] == CUTS and stats["seq"] >= RECORDS, stats
    finally:
        board.close()
