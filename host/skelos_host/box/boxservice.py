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
"""

import os
import subprocess

from skelos_host.text.i18n import _
from skelos_host.box.table import Table

HOLD_S = 10.0
POWEROFF = ("systemctl", "poweroff")


class Box(Table):
    def __init__(self, state_dir, host="127.0.0.1", http_port=8765, store=None, scenarios=None,
                 scenario=None, shutdown="exit", say=print, hold_s=None, profile="raspberry_pi"):
        from skelos_host.box.pibox import BoxDevice

        self.state_dir = str(state_dir)
        self.shutdown = shutdown          # "exit" or "poweroff"
        hold_ms = None if hold_s is None else int(hold_s * 1000)     # None: the profile's
        super().__init__(BoxDevice(self.state_dir, profile=profile, scenario=scenario, say=say, hold_ms=hold_ms),
                         host=host, http_port=http_port, store=store, scenarios=scenarios, say=say,
                         command="skelos box", pair_lan=True)

    def run(self, seconds=None):
        why = super().run(seconds)
        if why == "gesture" and self.shutdown == "poweroff":
            self.say(_("shutdown gesture: powering the Raspberry Pi off"))
            if not os.environ.get("INVOCATION_ID"):
                # by hand; the service exits with EXIT_POWEROFF instead and its unit powers the Pi off
                subprocess.run(POWEROFF, check=False)
        return why
