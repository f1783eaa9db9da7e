"""The scenario slots of the storage (layout: skelos_device.storage): a scenario
blob, or a reference to a file on the drive, written so that a slot never pairs
an old header with new bytes.  Loaded by the Storage methods of the same names
when a slot is read or written (boot, a new game, an upload), not kept between.
"""

import sys

from skelos import codec
from skelos.journal import StorageFull

# A section of skelos_device.storage, loaded by its methods only: the layout's names are read
# from that module, already loaded, instead of importing it back (no import cycle).
_st = sys.modules["skelos_device.storage"]
(_RMAGIC, _SHDR, _SMAGIC, _g16, _g32, _u16, _u32) = \
    (_st._RMAGIC, _st._SHDR, _st._SMAGIC, _st._g16, _st._g32, _st._u16, _st._u32)
del _st


def scenario_blob(st, i):
    """The blob in scenario slot i if it is intact, else None.  A slot may
    instead name a file on the drive (store_ref): its bytes, if they are
    still the blob of that CRC."""
    base = st._sbase(i)
    h = st._read(base, _SHDR)
    magic = h[0:4]
    if (magic != _SMAGIC and magic != _RMAGIC) or codec.crc32(h[0:12]) != _g32(h, 12):
        return None
    n = _g16(h, 4)
    if n > st.scenario_capacity() or (n < 10 and magic == _SMAGIC) or n < 1:
        return None
    blob = st._read(base + _SHDR, n)
    if magic == _RMAGIC:
        return _drive_blob(st, bytes(blob), _g32(h, 8))
    if codec.crc32(blob) != _g32(h, 8):
        return None
    return blob


def _drive_blob(st, path, crc):
    if st.reader is None:
        return None
    try:
        blob = st.reader(path.decode())
    except Exception:  # noqa: BLE001 - no such file, a drive that cannot be read
        return None
    if blob is None or codec.crc32(blob) != crc:
        return None
    return blob


def scenario_ref(st, i):
    """The drive file slot i names, or None (a blob, or nothing)."""
    h = st._read(st._sbase(i), _SHDR)
    if h[0:4] != _RMAGIC or codec.crc32(h[0:12]) != _g32(h, 12):
        return None
    n = _g16(h, 4)
    if n < 1 or n > st.scenario_capacity():
        return None
    return bytes(st._read(st._sbase(i) + _SHDR, n)).decode()


def store_ref(st, path, blob, slot):
    """Write into slot a reference to the drive file `path` holding blob
    (its CRC kept, so a file replaced since is not taken for it)."""
    p = path.encode()
    if len(p) > st.scenario_capacity():
        raise StorageFull("path longer than a storage slot")
    _write_slot(st, slot, _RMAGIC, p, codec.crc32(blob))


def store_scenario(st, blob, slot):
    """Write blob into slot (blob first, header last).  The caller makes
    sure the slot is not the current game's."""
    if len(blob) > st.scenario_capacity():
        raise StorageFull("scenario larger than a storage slot")
    _write_slot(st, slot, _SMAGIC, blob, codec.crc32(blob))


def _write_slot(st, slot, magic, body, crc):
    """A scenario slot's header (`magic`, the body's length, the blob's CRC)
    and body, written so that a slot never pairs an old header with new
    bytes: the header invalidated first, the body, the header last."""
    base = st._sbase(slot)
    h = bytearray(_SHDR)
    h[0:4] = magic
    _u16(h, 4, len(body))
    _u32(h, 8, crc)
    _u32(h, 12, codec.crc32(h[0:12]))
    st._write(base, b"\x00\x00\x00\x00")
    st._write(base + _SHDR, body)
    st._write(base, bytes(h))
