"""The hosted board's loop (hosted.py) waits when idle: a request on its port or a key event wakes it,
else it steps the app again only after its parts' idle time, never a thousand times a second."""

import threading

from simhelp import wait_until
from skelos_host.device import hosted
from skelos_host.sim import device
from skelos_host.sim.device import SimDevice


def _spy(monkeypatch):
    """Every wait of the loop: (the time it may wait, what woke it)."""
    waits = []
    real = hosted.wait_io

    def spy(readable, writable, seconds):
        wait = [seconds, None]
        waits.append(wait)
        got = real(readable, writable, seconds)
        wait[1] = bool(got[0] or got[1])
        return got
    monkeypatch.setattr(hosted, "wait_io", spy)
    return waits


def _count_steps(sim):
    steps = []
    step = sim.app.step

    def counted():
        steps.append(threading.get_ident())
        return step()
    sim.app.step = counted
    return steps


def test_an_idle_board_waits_between_steps_instead_of_spinning(tmp_path, monkeypatch):
    waits = _spy(monkeypatch)
    with SimDevice(tmp_path / "sim") as sim:
        assert sim.first_frame.wait(10)
        steps = _count_steps(sim)
        del waits[:]
        wait_until(lambda: len(waits) >= 25, 10)
        n_steps, quiet = len(steps), [w for w in waits if w[1] is not None]
    # every idle step is followed by one wait of IDLE_MS that nothing cut short: at most 50 steps in a
    # second of nothing (the old loop: 1,000)
    assert quiet and all(seconds == hosted.IDLE_MS / 1000 for seconds, _woken in quiet), quiet[:5]
    assert not any(woken for _seconds, woken in quiet)
    assert n_steps <= len(quiet) + 1, (n_steps, len(quiet))
    assert 1000 / hosted.IDLE_MS <= 50


def test_a_press_and_a_request_wake_the_idle_board_at_once(tmp_path, monkeypatch):
    waits = _spy(monkeypatch)
    with SimDevice(tmp_path / "sim") as sim:
        assert sim.first_frame.wait(10)
        monkeypatch.setattr(device, "IDLE_MS", 60_000)          # idle, the loop would wait a minute
        wait_until(lambda: waits and waits[-1][0] == 60.0, 5)
        before = sim.app.game.count
        sim.press("turn")                     # played (down, then up when its release is due) within the minute
        assert sim.wait_idle(5) and sim.app.game.count == before + 1
        assert any(woken for _seconds, woken in waits)
        client = sim.serve()                  # and a request is answered at once
        assert client.request("state")["state"]["seq"] == before + 1
