"""The scenario slots of the storage (layout: skelos_device.layout): a scenario
blob, or a reference to a file on the drive, written so that a slot never pairs
an old header with new bytes.  Loaded by the Storage methods of the same names
when a slot is read or written (boot, a new game, an upload), not kept between.
"""

from skelos import codec
from skelos.journal import StorageFull
from skelos_device.layout import RMAGIC, SHDR, SMAGIC, g16, g32, u16, u32


def scenario_blob(st, i):
    """The blob in scenario slot i if it is intact, else None.  A slot may
    instead name a file on the drive (store_ref): its bytes, if they are
    still the blob of that CRC."""
    base = st.slot_base(i)
    h = st.read_at(base, SHDR)
    magic = h[0:4]
    if (magic != SMAGIC and magic != RMAGIC) or codec.crc32(h[0:12]) != g32(h, 12):
        return None
    n = g16(h, 4)
    if n > st.scenario_capacity() or (n < 10 and magic == SMAGIC) or n < 1:
        return None
    blob = st.read_at(base + SHDR, n)
    if magic == RMAGIC:
        return _drive_blob(st, bytes(blob), g32(h, 8))
    if codec.crc32(blob) != g32(h, 8):
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
    h = st.read_at(st.slot_base(i), SHDR)
    if h[0:4] != RMAGIC or codec.crc32(h[0:12]) != g32(h, 12):
        return None
    n = g16(h, 4)
    if n < 1 or n > st.scenario_capacity():
        return None
    return bytes(st.read_at(st.slot_base(i) + SHDR, n)).decode()


def store_ref(st, path, blob, slot):
    """Write into slot a reference to the drive file `path` holding blob
    (its CRC kept, so a file replaced since is not taken for it)."""
    p = path.encode()
    if len(p) > st.scenario_capacity():
        raise StorageFull("path longer than a storage slot")
    _write_slot(st, slot, RMAGIC, p, codec.crc32(blob))


def store_scenario(st, blob, slot):
    """Write blob into slot (blob first, header last).  The caller makes
    sure the slot is not the current game's."""
    if len(blob) > st.scenario_capacity():
        raise StorageFull("scenario larger than a storage slot")
    _write_slot(st, slot, SMAGIC, blob, codec.crc32(blob))


def _write_slot(st, slot, magic, body, crc):
    """A scenario slot's header (`magic`, the body's length, the blob's CRC)
    and body, written so that a slot never pairs an old header with new
    bytes: the header invalidated first, the body, the header last."""
    base = st.slot_base(slot)
    h = bytearray(SHDR)
    h[0:4] = magic
    u16(h, 4, len(body))
    u32(h, 8, crc)
    u32(h, 12, codec.crc32(h[0:12]))
    st.write_at(base, b"\x00\x00\x00\x00")
    st.write_at(base + SHDR, body)
    st.write_at(base, bytes(h))
