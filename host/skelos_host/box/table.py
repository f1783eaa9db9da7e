"""One table: a hosted board (hosted.py), its sharing socket, its page and
its session logger, in one process -- `skelos play` with the simulator's
parts, `skelos box` with the Raspberry Pi's (boxservice.py).

``Table(device, ...).start()`` starts, in order: the board, the sharing
socket on it (share.py, so `skelos status`, `watch`, `flash`... reach it as
a USB board), the page (web/) with pairing (pairing.py) when `pair_lan` and
it listens beyond the machine itself, and the logger into the store
(`SessionLog`, made here and nowhere else: the table sees it fail).
``run()`` waits for Ctrl-C (or SIGTERM, turned into it by the command), the
device app's shutdown gesture, a failure of the board's loop or of the
logger, or a time limit; then ``stop()`` stops the logger, the page, the
socket and the board.  A logger that fails (the store cannot take a record,
the link to the board broke) stops the table with `LoggerFailed`, which says
why: a table that played on would record nothing while it seemed to (the
board keeps what no logger fetched: the next start logs it, and the box's
service starts again by itself).
"""

import ipaddress
import threading
import time

from skelos_host.text.i18n import _


def loopback(host):
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host == "localhost"


class TableFailed(RuntimeError):
    """A part of the table failed: the table stopped; the text says which and why."""


class BoardFailed(TableFailed):
    """The board's device loop raised: the table stopped."""


class LoggerFailed(TableFailed):
    """The session logger stopped on an error: the table stopped."""


class SessionLog:
    """The session logger of one board: a Recorder (recorder.py, which says what it logs with `say`)
    following the board's `client` into `store`, in a thread of its own.  `error` is what stopped it before
    `stop()` (None while it logs): its owner stops with it (Table.failure, `skelos live`)."""

    def __init__(self, store, client, say=print):
        from skelos_host.session.recorder import Recorder

        self.client = client
        self.recorder = Recorder(store, say=say)
        self.error = None
        self.thread = threading.Thread(target=self._follow, name="skelos-log", daemon=True)

    def start(self):
        self.thread.start()
        return self

    def _follow(self):
        try:
            self.recorder.follow(self.client)
        except Exception as e:  # noqa: BLE001 - the link, the device's replies, the store, or a bug
            if not self.recorder.stop.is_set():
                self.error = e

    def failure(self):
        """LoggerFailed saying why the log stopped, or None while it logs."""
        return None if self.error is None else LoggerFailed(_("session logging stopped: %s") % self.error)

    def stop(self):
        self.recorder.stop.set()
        self.thread.join(2)


class Table:
    def __init__(self, device, host="127.0.0.1", http_port=None, store=None, scenarios=None, say=print,
                 command=None, pair_lan=False, heroes_store=None, in_room=False):
        self.device = device
        self.in_room = in_room            # one table of a room (room.py): its page is served by the room's server
        self.heroes_store = heroes_store  # where the heroes' sheets are kept without a session store
        self.host = host
        self.http_port = http_port        # None: the default port, or a free one when it is taken
        self.store = store
        self.scenarios = scenarios
        self.say = say
        self.command = command
        self.pair_lan = pair_lan
        self.page = None
        self.log = None                   # the SessionLog into `store`
        self.pairing = None
        self.started_at = None
        self.first_frame_s = None         # seconds from start() to the strip's first frame of a game
        self.gesture = False              # the stop came from the device app's shutdown gesture

    def start(self):
        from skelos_host.cli.common import serve_page
        from skelos_host.web.pairing import Pairing
        from skelos_host.web.session import LivePage
        from skelos_host.web.source import segments_of

        self.started_at = time.monotonic()
        self.device.start()
        try:
            client = self.device.serve(command=self.command)
            if self.pair_lan and not loopback(self.host):
                self.pairing = Pairing(self.device.state_dir)
            make = lambda p: LivePage(client=client, host=self.host, http_port=p, store=self.store,  # noqa: E731
                                      scenarios=self.scenarios, segments=segments_of(self.device.profile),
                                      say=self.say, pairing=self.pairing, heroes_store=self.heroes_store,
                                      listen=not self.in_room).start()
            self.page = make(None) if self.in_room else serve_page(make, self.host, self.http_port, self.say)
            if self.store is not None:
                self.log = SessionLog(self.store, client, self.say).start()
        except BaseException:
            if self.page is not None:
                self.page.stop()
                self.page = None
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

    def run(self, seconds=None):
        """Until Ctrl-C, the shutdown gesture, a failure of the board's loop or `seconds`; then stop.
        Returns "gesture", "stopped" or "timeout"."""
        deadline = None if seconds is None else time.monotonic() + seconds
        why = "stopped"
        try:
            while True:
                if self.device.shutdown.wait(0.05):
                    self.gesture = True
                    why = "gesture"
                    break
                if deadline is not None and time.monotonic() >= deadline:
                    why = "timeout"
                    break
                failure = self.failure()
                if failure is not None:
                    raise failure
        finally:
            self.stop()
        return why

    def failure(self):
        """Why the table cannot go on (BoardFailed, LoggerFailed), or None."""
        if self.device is not None and self.device.error is not None:
            return BoardFailed(_("the board's device loop failed: %r") % (self.device.error,))
        return self.log.failure() if self.log is not None else None

    def stop(self):
        if self.log is not None:
            self.log.stop()
        if self.pairing is not None:
            self.pairing.close()
        if self.page is not None:
            self.page.stop()
            self.page = None
        if self.in_room and self.store is not None:     # a table of a room logs through its own connection
            self.store.close()
            self.store = None
        if self.device is not None:
            self.device.stop()
            self.device = None
