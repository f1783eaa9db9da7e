"""Run the page (and optionally the session logger) over one device link."""

import threading

from skelos_host.device.client import BadReply, Disconnected, RequestTimeout
from skelos_host.text.i18n import _
from skelos_host.session.recorder import Recorder
from skelos_host.web.server import PageServer
from skelos_host.web.source import ClientSource


class LivePage:
    """Page server + logger sharing the one client of a serial port.

    The story in words needs the game's scenario: a built-in preset, or one
    flashed from this host, found in `store` (the session store it logs into)
    or, without one, `scenarios` (a store read for scenarios only).  The heroes' sheets are kept in
    `store`, or without one in the file `heroes_store` (a file of the store's schema) when given."""

    def __init__(self, port=None, host="127.0.0.1", http_port=8765, readonly=False, store=None,
                 segments=None, say=print, client=None, serve=None, scenarios=None, pairing=None,
                 heroes_store=None, listen=True):
        self.source = ClientSource(port, segments=segments, client=client, serve=serve,
                                   store=store if store is not None else scenarios)
        try:
            self.server = PageServer(self.source, host=host, port=http_port, readonly=readonly,
                                     store_path=store.path if store is not None else heroes_store,
                                     pairing=pairing, listen=listen)
        except BaseException:
            self.source.close()
            raise
        self.store = store
        self.say = say
        self.stop_event = threading.Event()
        self.recorder = None
        self.log_thread = None
        self.log_error = None

    @property
    def url(self):
        return self.server.url

    def start(self):
        self.server.start()
        if self.store is not None:
            self.recorder = Recorder(self.store, say=self.say)
            self.log_thread = threading.Thread(target=self._log, name="skelos-log", daemon=True)
            self.log_thread.start()
        return self

    def _log(self):
        try:
            self.recorder.follow(self.source.client)
        except Exception as e:     # the link, the device's replies or the store: logging stops, the page goes on
            if not isinstance(e, (Disconnected, RequestTimeout, OSError, BadReply)) and not _store_error(e):
                raise
            self.log_error = e
            self.say(_("session logging stopped: %s") % e)

    def stop(self):
        self.stop_event.set()
        if self.recorder is not None:
            self.recorder.stop.set()
        if self.log_thread is not None:
            self.log_thread.join(2)
        self.server.stop()
        self.source.close()


def _store_error(e):
    from skelos_host.session.store import StoreError    # (the recorder has it imported already)

    return isinstance(e, StoreError)
