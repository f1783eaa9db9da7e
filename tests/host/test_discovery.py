"""`skelos devices` and automatic port choice, with a fake USB enumeration
(no board is attached here) in front of real pseudo-terminals."""

import os
import threading

import pytest
from click.testing import CliRunner
from fakes.usb import FakeUSBBus

from skelos_host.device import discovery
from skelos_host.cli import cli

sim = pytest.importorskip("skelos_host.sim")


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], env={"COLUMNS": "250"})


@pytest.fixture
def bus(monkeypatch):
    return FakeUSBBus().install(monkeypatch)


@pytest.fixture
def boards(tmp_path):
    started = []

    def make(n):
        for i in range(n):
            d = sim.SimDevice(tmp_path / ("board%d" % i))
            d.start()
            started.append(d)
        return started

    yield make
    for d in started:
        d.stop()


def test_the_only_board_is_found_confirmed_and_described(bus, boards):
    (dev,) = boards(1)
    serial = dev.app.board_info["serial"]
    bus.board(dev.port, serial.upper())
    assert discovery.choose_port() == dev.port
    r = run("devices")
    assert r.exit_code == 0, r.output
    assert dev.port in r.output and serial in r.output and "raspberry_pi_pico" in r.output and "ok" in r.output
    # pyusb adds what pyserial cannot: maker, product, VID:PID, bus address
    assert "Raspberry Pi Pico 239a:80f4 bus 1 addr 5" in r.output
    r = run("status")            # every command picks the only board by itself
    assert r.exit_code == 0 and "pict-village" in r.output


def test_several_boards_need_a_port(bus, boards):
    a, b = boards(2)
    bus.board(a.port, a.app.board_info["serial"])
    bus.board(b.port, b.app.board_info["serial"])
    r = run("devices")
    assert r.exit_code == 0, r.output
    assert a.port in r.output and b.port in r.output and "pass --port" in r.output
    r = run("status")
    assert r.exit_code == 1 and "several devices found" in r.output and "--port" in r.output
    r = run("status", "--port", b.port)
    assert r.exit_code == 0, r.output


def test_nothing_plugged_in(bus):
    r = run("devices")
    assert r.exit_code == 1 and "no Skelos board or simulator found" in r.output and "skelos sim" in r.output
    r = run("status")
    assert r.exit_code == 1 and "data cable" in r.output


def test_a_board_in_its_bootloader_is_explained(bus):
    bus.bootloader()
    r = run("devices")
    assert r.exit_code == 1 and "UF2 bootloader" in r.output and "RPI-RP2" in r.output
    r = run("status")
    assert r.exit_code == 1 and "UF2 bootloader" in r.output
    assert discovery.bootloader_boards() == 1


def test_a_board_without_the_data_port_is_explained(bus):
    bus.repl_only("/dev/ttyFAKE0", "e6614c311b7e6f2a")
    r = run("devices")
    assert r.exit_code == 1 and "/dev/ttyFAKE0" in r.output and "usb_cdc.data" in r.output
    r = run("status")
    assert r.exit_code == 1 and "only its REPL port" in r.output


def test_unreadable_usb_details_give_the_udev_hint(bus, boards):
    (dev,) = boards(1)
    bus.board(dev.port, dev.app.board_info["serial"], readable=False)
    r = run("devices")
    assert r.exit_code == 0, r.output
    assert "udev rule" in r.output and "ok" in r.output


def test_another_program_on_the_data_port_is_wrong_firmware(bus):
    """A board running some other code.py that prints text instead of answering hello."""
    master, slave = os.openpty()
    stop = threading.Event()

    def chatter():
        while not stop.is_set():
            try:
                os.read(master, 4096)
                os.write(master, b"Hello World!\r\ntemperature 21.5\r\n")
            except OSError:
                return

    t = threading.Thread(target=chatter, daemon=True)
    t.start()
    try:
        bus.board(os.ttyname(slave), "0123abcd")
        r = run("devices")
        assert r.exit_code == 1, r.output
        assert "no answer to hello" in r.output and "Not the Skelos firmware" in r.output
    finally:
        stop.set()
        os.close(master)
        os.close(slave)


def test_version_mismatch_is_reported_per_device(bus, boards, monkeypatch):
    from skelos_host.device import client as client_mod
    (dev,) = boards(1)
    bus.board(dev.port, dev.app.board_info["serial"])
    monkeypatch.setattr(client_mod, "PROTOCOL", 2)
    r = run("devices")
    assert r.exit_code == 1, r.output
    assert "protocol 1, this host speaks 2" in r.output and "CIRCUITPY" in r.output


def test_a_busy_port(bus, boards):
    from skelos_host.device.client import Client
    (dev,) = boards(1)
    bus.board(dev.port, dev.app.board_info["serial"])
    with Client.open(dev.port):
        r = run("devices")
    assert r.exit_code == 1 and "busy" in r.output and "ModemManager" in r.output


def test_permission_denied_gives_the_dialout_hint():
    """A real permission refusal: the pty is opened by an unprivileged user
    (a forked child that drops to `nobody` when the tests run as root)."""
    from skelos_host.device.transport import Transport, TransportError
    master, slave = os.openpty()
    path = os.ttyname(slave)
    rd, wr = os.pipe()
    try:
        if os.geteuid() != 0:
            os.chmod(path, 0)
        pid = os.fork()
        if pid == 0:  # child: report what opening the port says, then leave at once
            out = b"opened"
            try:
                if os.geteuid() == 0:
                    os.setgid(65534)
                    os.setuid(65534)
                Transport(path).close()
            except TransportError as e:
                out = ("%s\n%s" % (e.kind, e)).encode()
            except BaseException as e:  # noqa: BLE001 - anything else is reported to the parent
                out = repr(e).encode()
            os.write(wr, out)
            os._exit(0)
        os.close(wr)
        wr = None
        os.waitpid(pid, 0)
        text = os.read(rd, 65536).decode()
    finally:
        for fd in (master, slave, rd, wr):
            if fd is not None:
                os.close(fd)
    assert text.startswith("permission\n"), text
    assert "permission denied opening " + path in text and "dialout" in text and "udev" in text
