"""Run the page over one device link (the session logger beside it is the table's: table.SessionLog)."""

from skelos_host.web.server import PageServer
from skelos_host.web.source import ClientSource


class LivePage:
    """The page server over the one client of a serial port.

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
        self.log = None   # the session logger beside it (table.SessionLog), started by who assembles the page

    @property
    def url(self):
        return self.server.url

    def start(self):
        self.server.start()
        return self

    def stop(self):
        if self.log is not None:
            self.log.stop()
        self.server.stop()
        self.source.close()
