"""The table (table.py: `skelos play`, `skelos box`) makes its session logger itself and sees it fail: a
logger that stops on an error stops the table, which says why, instead of a board that plays on unlogged."""

import pytest
from simhelp import wait_until
from skelos_host.sim.device import SimDevice
from skelos_host.session.store import Store
from skelos_host.box.table import LoggerFailed, Table, TableFailed


def _table(tmp_path, said):
    store = Store(str(tmp_path / "sessions.sqlite"))
    table = Table(SimDevice(tmp_path / "sim", owner="skelos play"), http_port=0, store=store, say=said.append,
                  command="skelos play").start()
    wait_until(lambda: table.log.recorder.session is not None, 10)     # logging the board's game
    return table, store


def test_a_table_logs_into_its_store_and_stops_its_logger_with_it(tmp_path):
    said = []
    table, store = _table(tmp_path, said)
    log = table.log
    try:
        table.device.press("turn")
        sid = log.recorder.session
        wait_until(lambda: store.last_seq(sid) >= 1, 10)
        assert table.failure() is None
        assert table.run(0.3) == "timeout"
    finally:
        table.stop()
        store.close()
    assert not log.thread.is_alive() and log.error is None
    assert not any("logging stopped" in m for m in said), said


def test_a_table_whose_logger_fails_says_why_and_stops(tmp_path):
    said = []
    table, store = _table(tmp_path, said)
    device = table.device
    try:
        store.db.close()                # the store takes nothing more (its disk gone, its file unusable)
        device.press("turn")            # the board's next record: the logger cannot store it
        wait_until(lambda: table.log.error is not None, 10)
        with pytest.raises(LoggerFailed) as e:
            table.run(30)
    finally:
        table.stop()
    assert isinstance(e.value, TableFailed) and "session logging stopped" in str(e.value)
    assert table.device is None and table.page is None and device.app is not None
    assert device._thread is None       # the board stopped with the table
