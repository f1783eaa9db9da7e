"""A room following boards over USB: how long a board plugged in takes to be a table that answers, and how
long one unplugged takes to be marked away.

    .venv/bin/python bench/room_usb_bench.py [--rounds 10] [--quick]

In this process: a room (room.Club) with its USB watcher (room.UsbWatcher, polling every room.POLL_S
seconds) and each table's page (web/session.py's LivePage, as `skelos play --usb` makes it, without a log);
the boards are simulated devices on real pseudo-terminals, and the USB enumeration is a list this bench
changes (what usbports.data_ports reads from the system).  Each round plugs a board in (its pty added to
the list) and waits until its table's page answers `state`, then unplugs it (its device stopped, its pty
gone from the list) and waits until its table is away; then the same board is plugged in again (its
table taken up).  Median and max of each, and the polling interval they are made of.
Prints figures; asserts nothing about time.
"""

import argparse
import os
import statistics
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "host"))


def wait(cond, timeout=30.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if cond():
            return time.monotonic()
        time.sleep(0.002)
    raise SystemExit("timed out")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=10)
    ap.add_argument("--quick", action="store_true", help="3 rounds")
    args = ap.parse_args()
    rounds = 3 if args.quick else args.rounds

    tmp = tempfile.mkdtemp(prefix="skr")
    os.environ["XDG_RUNTIME_DIR"] = tmp            # the sharing sockets: this bench's own
    from skelos_host.device import share
    from skelos_host.web import club as room
    from skelos_host.sim import SimDevice
    from skelos_host.web.session import LivePage

    plugged = []                                   # [(port, description, usb serial)]: the enumeration
    club = room.Club(os.path.join(tmp, "room"), None,
                     connect_usb=lambda port: share.connect(port, serve="bench", kind="usb"),
                     make_usb_page=lambda client, folder: LivePage(client=client, listen=False).start())
    watcher = room.UsbWatcher(club, ports=lambda: list(plugged), held=set).start()
    def answers(serial):
        t = club.tables.get(serial)
        return t is not None and not t.away and t.page.source.state() is not None

    def is_away(serial):
        return club.tables[serial].away

    joined, away, again = [], [], []
    try:
        for i in range(rounds):
            folder = os.path.join(tmp, "boards", str(i))
            dev = SimDevice(folder).start()
            serial = dev.serial
            t0 = time.monotonic()
            plugged.append((dev.port, "CircuitPython CDC2", serial))
            joined.append(wait(lambda s=serial: answers(s)) - t0)
            t0 = time.monotonic()
            plugged.clear()
            dev.stop()
            away.append(wait(lambda s=serial: is_away(s)) - t0)
            dev = SimDevice(folder).start()
            t0 = time.monotonic()
            plugged.append((dev.port, "CircuitPython CDC2", serial))
            again.append(wait(lambda s=serial: answers(s)) - t0)
            plugged.clear()
            dev.stop()
            wait(lambda s=serial: is_away(s))
            club.drop(serial)                      # (a room holds at most room.MAX_TABLES)
    finally:
        watcher.stop()
        club.stop()
    print("room over USB: %d rounds, the watcher polls every %.1f s" % (rounds, room.POLL_S))
    for what, xs in (("plugged in -> its table answers", joined), ("unplugged -> its table away", away),
                     ("plugged in again -> its table answers", again)):
        print("  %-38s median %4.0f ms   max %4.0f ms" % (what, statistics.median(xs) * 1000, max(xs) * 1000))


if __name__ == "__main__":
    main()
