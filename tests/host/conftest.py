import os
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))
for _d in (os.path.dirname(_HERE), _HERE):
    if _d not in sys.path:
        sys.path.insert(0, _d)

from hostlocale import english_locale  # noqa: E402,F401 - autouse
import pytest  # noqa: E402


@pytest.fixture
def dev(tmp_path):
    """A simulated board (the real device app) on a fresh pseudo-terminal, with its own storage."""
    from skelos_host.sim import SimDevice
    d = SimDevice(tmp_path / "board")
    d.start()
    yield d
    d.stop()
