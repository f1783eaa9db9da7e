"""Boards written by an earlier firmware (game headers "SKG1": a plain record
sequence where the log is, no chain; layout: skelos_device.storage): found,
read, and written again in this layout.  Loaded by the Storage methods of the
same names only when such a board is met, not kept between.
"""

import sys

from skelos import codec
from skelos.journal import StorageFull

# A section of skelos_device.storage, loaded by its methods only: the layout's names are read
# from that module, already loaded, instead of importing it back (no import cycle).
_st = sys.modules["skelos_device.storage"]
(_HDR, _V1MAGIC, BASE_UNIT, Header, _g16, _g32, newer) = \
    (_st._HDR, _st._V1MAGIC, _st.BASE_UNIT, _st.Header, _st._g16, _st._g32, _st.newer)
del _st


def unpack_legacy(b):
    """A header of the earlier layout ("SKG1"): (Header, log CRC) or None."""
    if len(b) < _HDR or bytes(b[0:4]) != _V1MAGIC:
        return None
    if codec.crc32(bytes(b[0:28])) != _g32(b, 28):
        return None
    if b[12] > 1 or b[13] > 1:
        return None
    h = Header(_g32(b, 4) & 0xFFFF, _g32(b, 8) & 0xFFFF, b[12], b[13], _g32(b, 16), _g16(b, 20), _g16(b, 22),
               rules=b[14])
    return h, _g32(b, 24)


def legacy(st):
    """Valid headers of the earlier layout whose log CRC matches, newest
    first, as (index, Header); their logs are plain record sequences."""
    out = []
    for i in (0, 1):
        r = unpack_legacy(st._read(i * _HDR, _HDR))
        if r is None:
            continue
        h, crc = r
        if h.length > st.log_end - st.log_start:
            continue
        if (codec.crc32(st._read(st.log_start, h.length)) if h.length else 0) != crc:
            continue
        out.append((i, h))
    if len(out) == 2 and newer(out[1][1].gen, out[0][1].gen):
        out = [out[1], out[0]]
    return out


def log_bytes(st, h):
    """The plain record log of a legacy header."""
    return st._read(st.log_start, h.length)


def begin_convert(st, old, uid, records):
    """Start writing again the game of legacy header `old` (adopted) after
    its log: entries go to the log, the header stays in RAM."""
    base = (old.length + BASE_UNIT - 1) // BASE_UNIT
    if base > 63 or st.log_start + base * BASE_UNIT >= st.ck_base:
        raise StorageFull("no room to convert the saved game")
    h = Header(gen=old.gen, game=old.game, slot=old.slot, selected=old.selected, scen_crc=old.scen_crc,
               rules=old.rules, uid=uid, base=base)
    st.batch = True
    st._conv = 1 - st.which    # the older legacy header is the one written over
    st.head = None
    st._commit(h)
    st.adopt(st.which, h, records)


def end_convert(st):
    """Write the converted game's header over the older legacy header:
    from now on it is the game (a torn write leaves the newer legacy one)."""
    st.batch = False
    h = st._game().copy()
    h.gen = (h.gen + 1) & 0xFFFF
    st._write(st._conv * _HDR, bytes(h.pack()))
    st.which = st._conv
    st.head = h
