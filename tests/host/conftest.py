import pytest


@pytest.fixture
def dev(tmp_path):
    """A simulated board (the real device app) on a fresh pseudo-terminal, with its own storage."""
    from skelos_host.sim import SimDevice
    d = SimDevice(tmp_path / "board")
    d.start()
    yield d
    d.stop()
