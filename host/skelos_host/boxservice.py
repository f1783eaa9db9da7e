"""One box at the table: the device app on the Pi's hardware, the sharing
socket, the live page and the logger, in one process (`skelos box`).

``Box(state_dir, ...)`` starts, in order: the device (pibox.BoxDevice: the
strip, the buttons, the FRAM or its file, behind a pseudo-terminal), the
sharing socket on that board (share.py, so `skelos status`, `watch`,
`flash`... on the Pi reach it as a USB board), the page (web/, on `host`:
0.0.0.0 for the table's Wi-Fi) with pairing (pairing.py) when it listens
beyond the box itself, and the session logger into the store.

The shutdown gesture: hold Mode alone for HOLD_S seconds (at 0.6 s Mode
steps the brightness, as on the Pico; nothing is recorded).  The box then
stops cleanly -- the page, the logger, the sharing socket, the device loop;
the strip goes dark -- and, with ``shutdown="poweroff"`` (the service's),
powers the Pi off.  Only then is the power switch safe to pull (the game
itself is safe at any instant).
"""

import ipaddress
import os
import subprocess
import threading
import time

from skelos_host.i18n import _

HOLD_S = 10.0
POWEROFF = ("systemctl", "poweroff")


def _loopback(host):
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host == "localhost"


class Box:
    def __init__(self, state_dir, host="127.0.0.1", http_port=8765, store=None, scenarios=None,
                 scenario=None, shutdown="exit", say=print, hold_s=HOLD_S, profile="raspberry_pi"):
        self.state_dir = str(state_dir)
        self.host = host
        self.http_port = http_port
        self.store = store
        self.scenarios = scenarios
        self.scenario = scenario
        self.shutdown = shutdown          # "exit" or "poweroff"
        self.say = say
        self.hold_s = hold_s
        self.profile = profile
        self.device = None
        self.page = None
        self.pairing = None
        self.started_at = None
        self.first_frame_s = None         # seconds from start() to the strip's first frame of a game
        self.stop_requested = threading.Event()
        self.gesture = False              # the stop came from the shutdown gesture
        self._mode_since = None

    # ------------------------------------------------------------ lifecycle
    def start(self):
        from skelos_host.pairing import Pairing
        from skelos_host.pibox import BoxDevice
        from skelos_host.web.session import LivePage
        from skelos_host.web.source import segments_of

        self.started_at = time.monotonic()
        os.makedirs(self.state_dir, exist_ok=True)
        self.device = BoxDevice(self.state_dir, profile=self.profile, scenario=self.scenario, say=self.say)
        self.device.start()
        try:
            client = self.device.serve(command="skelos box")
            if not _loopback(self.host):
                self.pairing = Pairing(self.state_dir)
            self.page = LivePage(client=client, host=self.host, http_port=self.http_port, store=self.store,
                                 scenarios=self.scenarios, segments=segments_of(self.device.profile),
                                 say=self.say, pairing=self.pairing).start()
        except BaseException:
            self.device.stop()
            raise
        if self.pairing is not None:       # the address phones reach, computed when asked; said now and on change
            self.pairing.host, self.pairing.port = self.host, self.page.server.httpd.server_address[1]
            self.pairing.announce(self.say)
        if self.device.first_frame.wait(10):
            self.first_frame_s = time.monotonic() - self.started_at
        return self

    @property
    def url(self):
        """The page's address (on the Wi-Fi: the one a phone reaches, not 0.0.0.0)."""
        return self.pairing.url if self.pairing is not None else self.page.url

    def watch(self):
        """One look at the buttons for the shutdown gesture; True once it is done."""
        keys = self.device.keys
        try:
            i = self.device.app.buttons.index("mode")
        except ValueError:
            return False
        held = keys.down[i] and sum(keys.down) == 1
        now = time.monotonic()
        if not held:
            self._mode_since = None
            return False
        if self._mode_since is None:
            self._mode_since = now
        if now - self._mode_since >= self.hold_s:
            self.gesture = True
            self.stop_requested.set()
            return True
        return False

    def run(self, seconds=None):
        """Until Ctrl-C, the shutdown gesture, a device failure or `seconds`; then stop.
        Returns "gesture", "stopped" or "timeout"."""
        deadline = None if seconds is None else time.monotonic() + seconds
        why = "stopped"
        try:
            while not self.stop_requested.is_set():
                if deadline is not None and time.monotonic() >= deadline:
                    why = "timeout"
                    break
                if self.device.error is not None:
                    raise RuntimeError(_("the box's device loop failed: %r") % (self.device.error,))
                if self.watch():
                    why = "gesture"
                    break
                time.sleep(0.05)
        finally:
            self.stop()
        if why == "gesture" and self.shutdown == "poweroff":
            self.say(_("shutdown gesture: powering the Raspberry Pi off"))
            subprocess.run(POWEROFF, check=False)
        return why

    def stop(self):
        if self.pairing is not None:
            self.pairing.close()
        if self.page is not None:
            self.page.stop()
            self.page = None
        if self.device is not None:
            self.device.stop()
            self.device = None
