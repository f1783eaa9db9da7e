"""Feed the page from a device over the protocol client (board or simulator)."""

import json



class ClientSource:
    """state / press / subscribe over one protocol Client.

    The page and the session logger share this client (`client` attribute;
    pushes also land in client.pushes).  Given a port, it connects through the
    skelos process that holds the board, or holds it and shares it itself
    (`serve`, share.py); given a client, it uses it.
    """

    def __init__(self, port=None, segments=None, client=None, serve=None):
        from skelos_host import share

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

    def close(self):
        self.client.close()


def segments_of(profile):
    """The segment map of a board profile dict (for the page's LED strip)."""
    return json.loads(json.dumps(profile.get("segments", {})))
