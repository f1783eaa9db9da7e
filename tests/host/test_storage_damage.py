"""Storage damage is never silent: the board says what it lost (warning
`storage_damaged` in hello and state, one console line, `skelos status` in
words), keeps what it can, and the simulator keeps the damaged file as it
found it beside its storage."""

import pytest
from click.testing import CliRunner

from skelos_host.cli import cli
from skelos_host.device.client import Client
from skelos_host.sim import SimDevice


def run(*args):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def _play(dev, n):
    with Client.open(dev.port) as c:
        for name, args in [("begin_turn", []), ("activate", [1]), ("activate", [2])][:n]:
            assert c.request("act", action=name, args=args)["ok"]


def _damage(path, how):
    data = bytearray(path.read_bytes())
    if how == "truncate":
        path.write_bytes(bytes(data[:-1]))
    elif how == "extend":
        path.write_bytes(bytes(data) + b"\x00")
    elif how == "zero":
        path.write_bytes(bytes(len(data)))
    elif how == "zero_headers":
        path.write_bytes(bytes(64) + bytes(data[64:]))
    elif how == "flip_journal":
        data[64 + 3] ^= 0x40            # a byte of the newest records
        path.write_bytes(bytes(data))


@pytest.mark.parametrize("how,kind,kept", [("truncate", "size", 3), ("extend", "size", 3), ("zero", "fresh", 0),
                                           ("zero_headers", "fresh", 0), ("flip_journal", "rolled_back", 1)])
def test_damaged_storage_is_reported_and_kept_for_inspection(tmp_path, capsys, how, kind, kept):
    board = tmp_path / "board"
    dev = SimDevice(board).start()
    try:
        _play(dev, 3)
    finally:
        dev.stop()
    (path,) = board.glob("storage-*.bin")
    found = None
    _damage(path, how)
    found = path.read_bytes()
    dev = SimDevice(board).start()
    try:
        with Client.open(dev.port) as c:
            hello = c.hello()
            state = c.request("state")
        # a flipped journal byte rolls back to the records before it, saying how many were lost
        (w,) = [w for w in hello["warnings"] if w["code"] == "storage_damaged" and w["args"][:1] == [kind]]
        assert w in state["warnings"] and hello["seq"] == kept
        copies = list(board.glob("storage-*-damaged-*.bin"))
        assert [p.read_bytes() for p in copies] == [found] and copies[0].name in w["detail"]
        r = run("status", "--port", dev.port)
        text = " ".join(r.output.split())
        assert r.exit_code == 0 and "storage" in text and ("damaged" in text or "wrong size" in text), text
    finally:
        dev.stop()
    if kind == "fresh" and how != "zero":
        assert "Skelos storage_damaged:" in capsys.readouterr().out      # the board's console line


def test_an_intact_storage_says_nothing(tmp_path):
    board = tmp_path / "board"
    for _ in range(2):
        dev = SimDevice(board).start()
        try:
            with Client.open(dev.port) as c:
                assert c.hello()["warnings"] == []
        finally:
            dev.stop()
    assert not list(board.glob("*damaged*"))


def test_damaged_copies_made_within_one_second_are_all_kept(tmp_path, monkeypatch):
    """Three damaged starts within the same second (the clock held on one second): three copies, none
    written over."""
    import time
    board = tmp_path / "board"
    dev = SimDevice(board).start()
    try:
        _play(dev, 3)
    finally:
        dev.stop()
    (path,) = board.glob("storage-*.bin")
    found = []
    monkeypatch.setattr(time, "strftime", lambda fmt, *a: "20260101-120000")
    for i in range(3):
        path.write_bytes(path.read_bytes()[:-1 - i])         # a different wrong size each time
        found.append(path.read_bytes())
        dev = SimDevice(board).start()
        dev.stop()
    copies = sorted(board.glob("storage-*-damaged-*.bin"), key=lambda p: p.stat().st_mtime_ns)
    assert sorted(p.read_bytes() for p in copies) == sorted(found)
    assert len({p.name for p in copies}) == 3
