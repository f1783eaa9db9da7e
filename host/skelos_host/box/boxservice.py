"""One box at the table (`skelos box`): the table (table.py) with the
Raspberry Pi's parts -- the strip, the buttons, the FRAM or its file
(pibox.py) -- its page on the table's Wi-Fi with pairing, and the logger.

The shutdown gesture: hold Mode alone for HOLD_S seconds (at 0.6 s Mode
steps the brightness, as on the Pico; nothing is recorded), a gesture of
the device app (the profile's `shutdown_hold_ms`).  The box then stops
cleanly -- the page, the logger, the sharing socket, the device loop; the
strip goes dark -- and, with ``shutdown="poweroff"``, the Pi powers off:
run by hand, through `systemctl poweroff`; as the service, through its
unit, on the command's exit status (commands/box.py).  Only then is the
power switch safe to pull (the game itself is safe at any instant).

With `skelos box --usb` (BoxRoom) the box is a room (room.py): its own board
and each board plugged into its USB ports a table, at one address.
"""

import os
import subprocess

from skelos_host.text.i18n import _
from skelos_host.box.table import SessionLog, Table

HOLD_S = 10.0
POWEROFF = ("systemctl", "poweroff")


class Box(Table):
    def __init__(self, state_dir, host="127.0.0.1", http_port=8765, store=None, scenarios=None,
                 scenario=None, shutdown="exit", say=print, hold_s=None, profile="raspberry_pi", in_room=False):
        from skelos_host.box.pibox import BoxDevice

        self.state_dir = str(state_dir)
        self.shutdown = shutdown          # "exit" or "poweroff"
        hold_ms = None if hold_s is None else int(hold_s * 1000)     # None: the profile's
        # (in a room, the room pairs the phones: BoxRoom)
        super().__init__(BoxDevice(self.state_dir, profile=profile, scenario=scenario, say=say, hold_ms=hold_ms),
                         host=host, http_port=http_port, store=store, scenarios=scenarios, say=say,
                         command="skelos box", pair_lan=not in_room, in_room=in_room)

    def run(self, seconds=None):
        why = super().run(seconds)
        _after(why, self.shutdown, self.say)
        return why


def _after(why, shutdown, say):
    if why == "gesture" and shutdown == "poweroff":
        say(_("shutdown gesture: powering the Raspberry Pi off"))
        if not os.environ.get("INVOCATION_ID"):
            # by hand; the service exits with EXIT_POWEROFF instead and its unit powers the Pi off
            subprocess.run(POWEROFF, check=False)


class BoxRoom:
    """The box and the boards plugged into its USB ports (`skelos box --usb`): a room (room.py) whose first
    table is the box's own board (its strip, buttons and FRAM, in the state folder itself) and each board
    plugged in over USB a table of its own (in the state folder's usb-SERIAL), all served at one address
    (web/room.py).  On the Wi-Fi the room has the box's pairing: a phone paired once presses at every table.
    Each table logs through its own connection to the store, `open_store()`'s (None: no log; each table's
    heroes' sheets then in its own folder)."""

    def __init__(self, state_dir, host="127.0.0.1", http_port=8765, open_store=None, scenarios=None,
                 scenario=None, shutdown="exit", say=print, hold_s=None, profile="raspberry_pi", poll_s=None):
        self.state_dir = str(state_dir)
        self.host, self.http_port = host, http_port
        self.open_store = open_store or (lambda: None)
        self.scenarios = scenarios
        self.scenario, self.shutdown, self.say = scenario, shutdown, say
        self.hold_s, self.profile, self.poll_s = hold_s, profile, poll_s
        self.box = self.club = self.room = self.watcher = self.pairing = None

    def _usb_page(self, client, folder):
        from skelos_host.web.session import LivePage

        store = self.open_store()
        heroes = None if store is not None else os.path.join(str(folder), "heroes.sqlite")
        try:
            page = LivePage(client=client, host=self.host, store=store, scenarios=self.scenarios, say=self.say,
                            pairing=self.pairing, heroes_store=heroes, listen=False).start()
            if store is not None:
                page.log = SessionLog(store, client, say=self.say).start()
            return page
        except BaseException:
            if store is not None:
                store.close()
            raise

    @staticmethod
    def _connect(port):
        from skelos_host.device import share

        return share.connect(port, serve="skelos box", kind="usb")

    def start(self):
        from skelos_host.cli.common import serve_page
        from skelos_host.web.pairing import Pairing
        from skelos_host.web.club import Club, UsbWatcher
        from skelos_host.box.table import loopback
        from skelos_host.web.room import RoomServer

        store = self.open_store()
        self.box = Box(self.state_dir, host=self.host, store=store, scenarios=self.scenarios, scenario=self.scenario,
                       shutdown=self.shutdown, say=self.say, hold_s=self.hold_s, profile=self.profile, in_room=True)
        try:
            self.box.start()
        except BaseException:
            if store is not None:
                store.close()
            raise
        try:
            if not loopback(self.host):
                self.pairing = Pairing(self.state_dir)
            self.club = Club(self.state_dir, None, say=self.say, connect_usb=self._connect,
                             make_usb_page=self._usb_page)
            self.club.plug(self.box)
            self.room = serve_page(lambda p: RoomServer(self.club, host=self.host, port=p,
                                                        pairing=self.pairing).start(),
                                   self.host, self.http_port, self.say)
            if self.pairing is not None:
                self.pairing.host, self.pairing.port = self.host, self.room.httpd.server_address[1]
                self.pairing.announce(self.say)
            kw = {} if self.poll_s is None else {"poll_s": self.poll_s}
            self.watcher = UsbWatcher(self.club, **kw).start()
        except BaseException:
            self.stop()
            raise
        return self

    @property
    def url(self):
        return self.pairing.url if self.pairing is not None else self.room.url

    def run(self, seconds=None):
        """Until Ctrl-C, the shutdown gesture on the box's own buttons, a failure of its board's loop or
        `seconds`; then stop.  Returns "gesture", "stopped" or "timeout"."""
        import time

        from skelos_host.box.table import BoardFailed

        deadline = None if seconds is None else time.monotonic() + seconds
        why = "stopped"
        device = self.box.device
        try:
            while True:
                if device.shutdown.wait(0.05):
                    self.box.gesture = True
                    why = "gesture"
                    break
                if deadline is not None and time.monotonic() >= deadline:
                    why = "timeout"
                    break
                if device.error is not None:
                    raise BoardFailed(_("the board's device loop failed: %r") % (device.error,))
        finally:
            self.stop()
        _after(why, self.shutdown, self.say)
        return why

    def stop(self):
        if self.watcher is not None:
            self.watcher.stop()
            self.watcher = None
        if self.room is not None:
            self.room.stop()
            self.room = None
        if self.pairing is not None:
            self.pairing.close()
        if self.club is not None:
            self.club.stop()          # every table, the box's own board too (its strip dark)
            self.club = None
        elif self.box is not None:
            self.box.stop()
