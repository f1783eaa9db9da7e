"""Feed the page from a device over the protocol client (board or simulator)."""

import json



class ClientSource:
    """state / press / subscribe over one protocol Client.

    The page and the session logger share this client (`client` attribute;
    pushes also land in client.pushes).  Given a port, it connects through the
    skelos process that holds the board, or holds it and shares it itself
    (`serve`, share.py); given a client, it uses it.
    """

    def __init__(self, port=None, segments=None, client=None, serve=None, store=None):
        from skelos_host.device import share

        self.store = store          # where scenarios flashed from this host are known (a Store or None)
        self.subscribers = []
        self.client = client if client is not None else share.connect(port, serve=serve)
        self.client.listen(self._fan_out)
        self.segments = segments

    def _fan_out(self, msg):
        for fn in list(self.subscribers):
            fn(msg)

    def subscribe(self, fn):
        self.subscribers.append(fn)

    def state(self):
        r = self.client.request("state")
        out = {k: r[k] for k in r if k not in ("v", "id", "ok")}
        if self.segments and "segments" not in out:
            out["segments"] = self.segments
        return out

    def press(self, button, kind="short"):
        r = self.client.request("press", button=button, kind=kind)
        return {k: r[k] for k in r if k not in ("v", "id", "ok")}

    def events(self, after, game):
        """The game's records after seq `after` ([{"seq", "rec"}], the device pages them)."""
        return self.client.events(after=after, game=game)[1]

    def scenario(self, scenario_id):
        """The current game's scenario dict when this host knows it (a built-in preset, or
        one flashed from this host into the store), matched by CRC; None otherwise."""
        from skelos_host.session.recorder import scenario_for

        return scenario_for(self.store, self.client, scenario_id)[0]

    def close(self):
        self.client.close()


class KnownScenarios:
    """The scenarios a session store file knows (flashed from this host), read only when
    asked, for a page that does not log (`path` None: the default store).  A missing,
    unreadable or damaged file knows none.  The store module is imported only then."""

    def __init__(self, path=None):
        self.path = path

    def scenario_by_crc(self, crc):
        from skelos_host.session.store import Store, StoreError

        try:
            with Store(self.path, readonly=True) as store:
                return store.scenario_by_crc(crc)
        except StoreError:
            return None, None


def segments_of(profile):
    """The segment map of a board profile dict (for the page's LED strip)."""
    return json.loads(json.dumps(profile.get("segments", {})))
