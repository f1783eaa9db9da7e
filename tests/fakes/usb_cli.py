"""`skelos ARGS` with the USB bus read from a file at every enumeration, for the tests of a process that
follows boards plugged in and unplugged (the ports themselves are real pseudo-terminals):

    python tests/fakes/usb_cli.py BUS.json play --usb ...

BUS.json holds [{"port": "/dev/pts/N", "serial": "..."}]: the boards plugged in now (a missing or half
written file: none).  Only the operating system's enumeration is faked, as tests/fakes/usb.py does
in the tests' own process.
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from fakes.usb import FakeUSBBus  # noqa: E402


def install(path):
    import serial.tools.list_ports

    def comports(*_a, **_k):
        try:
            with open(path, encoding="utf-8") as f:
                boards = json.load(f)
        except (OSError, ValueError):
            boards = []
        bus = FakeUSBBus()
        for b in boards:
            bus.board(b["port"], b["serial"])
        return list(bus.ports)

    serial.tools.list_ports.comports = comports


if __name__ == "__main__":
    install(sys.argv[1])
    sys.argv = ["skelos", *sys.argv[2:]]
    from skelos_host.cli import main

    main()
