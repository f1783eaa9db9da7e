"""Boards written by an earlier firmware (game headers "SKG1": a plain record
sequence where the log is, no chain; layout: skelos_device.layout): found,
read, and written again in this layout.  Loaded by the Storage methods of the
same names only when such a board is met, not kept between.
"""

from skelos import codec
from skelos.journal import StorageFull
from skelos_device.layout import BASE_UNIT, HDR, V1MAGIC, Header, g16, g32, newer


def unpack_legacy(b):
    """A header of the earlier layout ("SKG1"): (Header, log CRC) or None."""
    if len(b) < HDR or bytes(b[0:4]) != V1MAGIC:
        return None
    if codec.crc32(bytes(b[0:28])) != g32(b, 28):
        return None
    if b[12] > 1 or b[13] > 1:
        return None
    h = Header(g32(b, 4) & 0xFFFF, g32(b, 8) & 0xFFFF, b[12], b[13], g32(b, 16), g16(b, 20), g16(b, 22),
               rules=b[14])
    return h, g32(b, 24)


def legacy(st):
    """Valid headers of the earlier layout whose log CRC matches, newest
    first, as (index, Header); their logs are plain record sequences."""
    out = []
    for i in (0, 1):
        r = unpack_legacy(st.read_at(i * HDR, HDR))
        if r is None:
            continue
        h, crc = r
        if h.length > st.log_end - st.log_start:
            continue
        if (codec.crc32(st.read_at(st.log_start, h.length)) if h.length else 0) != crc:
            continue
        out.append((i, h))
    if len(out) == 2 and newer(out[1][1].gen, out[0][1].gen):
        out = [out[1], out[0]]
    return out


def log_bytes(st, h):
    """The plain record log of a legacy header."""
    return st.read_at(st.log_start, h.length)


def begin_convert(st, old, uid, records):
    """Start writing again the game of legacy header `old` (adopted) after
    its log: entries go to the log, the header stays in RAM."""
    base = (old.length + BASE_UNIT - 1) // BASE_UNIT
    if base > 63 or st.log_start + base * BASE_UNIT >= st.ck_base:
        raise StorageFull("no room to convert the saved game")
    h = Header(gen=old.gen, game=old.game, slot=old.slot, selected=old.selected, scen_crc=old.scen_crc,
               rules=old.rules, uid=uid, base=base)
    st.batch = True
    st.conv = 1 - st.which    # the older legacy header is the one written over
    st.head = None
    st.commit(h)
    st.adopt(st.which, h, records)


def end_convert(st):
    """Write the converted game's header over the older legacy header:
    from now on it is the game (a torn write leaves the newer legacy one)."""
    st.batch = False
    h = st.game_head().copy()
    h.gen = (h.gen + 1) & 0xFFFF
    st.write_at(st.conv * HDR, bytes(h.pack()))
    st.which = st.conv
    st.head = h
