"""The scenario upload (docs/protocol.md, "Commands"): upload_begin, then
upload_chunk as many times as the size asks (base64, at most CHUNK bytes
each, at the offset received so far), upload_end (size, CRC and the
scenario checked, then stored in the slot the current game does not use;
a board without a game starts one of it) or upload_abort.  The bytes
received so far are kept in ``app.upload`` between requests.  Handlers as
handlers.py's, ``handler(app, req)`` -> result dict, or LinkError; its TABLE
dispatches to them.
"""

from skelos import codec

from skelos_device.link import LinkError, need
from skelos_device.storage import StorageFull

CHUNK = 384


_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def _b64_ok(s):
    """Strict base64: the alphabet, a multiple of 4 long, at most two '=' at the end.
    (binascii.a2b_base64 skips what it cannot read, on MicroPython and on CPython.)"""
    n = len(s)
    if n % 4:
        return False
    end = n
    if n and s[n - 1] == "=":
        end = n - 2 if s[n - 2] == "=" else n - 1
    for i in range(end):
        if s[i] not in _B64:
            return False
    return True


def upload_begin(app, req):
    size = need(req, "size", int)
    crc = need(req, "crc", int)
    if size < 10 or size > app.storage.scenario_capacity():
        app.upload = None
        raise LinkError("upload_size", ("range", app.storage.scenario_capacity()))
    app.upload = {"size": size, "crc": crc & 0xFFFFFFFF, "buf": bytearray()}
    return {"chunk": CHUNK}


def upload_chunk(app, req):
    up = app.upload
    if up is None:
        raise LinkError("upload_none")
    off = need(req, "offset", int)
    data = need(req, "data", str)
    if off != len(up["buf"]):
        raise LinkError("upload_offset", (len(up["buf"]),), {"expected": len(up["buf"])})
    if not _b64_ok(data):
        raise LinkError("bad_request", ("base64",))
    try:
        import binascii
        raw = binascii.a2b_base64(data.encode())   # bytes: MicroPython's takes no str
    except Exception:  # noqa: BLE001
        raise LinkError("bad_request", ("base64",)) from None
    if len(raw) > CHUNK or len(up["buf"]) + len(raw) > up["size"]:
        raise LinkError("upload_size", ("chunk",))
    up["buf"].extend(raw)
    return {"received": len(up["buf"])}


def upload_end(app, req):
    up = app.upload
    if up is None:
        raise LinkError("upload_none")
    app.upload = None
    blob = bytes(up["buf"])
    if len(blob) != up["size"]:
        raise LinkError("upload_size", ("short", len(blob), up["size"]))
    if codec.crc32(blob) != up["crc"]:
        raise LinkError("upload_crc")
    scen, err = codec.decode_scenario(blob)
    if err:
        raise LinkError("upload_invalid", (err,))
    st = app.storage
    h = st.head
    if h is not None:
        slot = 1 - h.slot
    else:
        slot = 0 if st.scenario_blob(0) is None else 1
    try:
        st.store_scenario(blob, slot)
    except StorageFull:
        raise LinkError("storage_full", ("scenario",)) from None
    app.scen_cache[slot] = None
    if app.game is None:
        app.start(slot, app.game_id + 1)
    return {"scenario": scen.id, "crc": codec.scenario_crc(blob)}


def upload_abort(app, req):
    app.upload = None
    return {}
