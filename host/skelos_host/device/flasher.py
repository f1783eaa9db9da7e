"""Upload a scenario blob with upload_begin / upload_chunk / upload_end."""

import base64

from skelos.codec import crc32
from skelos_host.device.client import DeviceError
from skelos_host.presets import board_blob


def upload(client, d, progress=None):
    """Upload scenario dict `d` (already validated) as the board stores it (presets.board_blob);
    returns (the blob, the upload_end reply).

    On any failure the device drops the upload and keeps its previous scenarios."""
    blob = board_blob(d)
    crc = crc32(blob)
    r = client.request("upload_begin", size=len(blob), crc=crc)
    chunk = int(r.get("chunk", 384))
    off = 0
    try:
        while off < len(blob):
            part = blob[off:off + chunk]
            r = client.request("upload_chunk", offset=off, data=base64.b64encode(part).decode())
            off += len(part)
            if r.get("received") != off:
                raise DeviceError("upload_offset", "device has %s bytes, host sent %d" % (r.get("received"), off))
            if progress:
                progress(off, len(blob))
        end = client.request("upload_end", timeout=10)
    except DeviceError:
        try:
            client.request("upload_abort")
        except Exception:  # the link may be gone; the device drops it on its own
            pass
        raise
    if end.get("crc") not in (crc, None) and end.get("crc") != blob_body_crc(blob):
        raise DeviceError("upload_crc", "device stored CRC %s, host computed %s" % (end.get("crc"), crc))
    return blob, end


def blob_body_crc(blob):
    from skelos.codec import scenario_crc
    return scenario_crc(blob)
