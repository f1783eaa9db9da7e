"""UF2 firmware files for the RP2040 (the Pico's boot loader format), read and checked.

A UF2 file is a run of 512-byte blocks, each carrying up to 476 bytes for
one address of the flash, framed by three magic numbers; the RP2040's boot
loader takes only blocks whose family is the RP2040's (0xe48bff56), at flash
addresses (0x10000000 on).  See https://github.com/microsoft/uf2.
"""

import re
import struct

from skelos_host.text.i18n import _

BLOCK = 512
MAGIC_START0 = 0x0A324655
MAGIC_START1 = 0x9E5D5157
MAGIC_END = 0x0AB16F30
FLAG_NOT_MAIN_FLASH = 0x00000001
FLAG_FAMILY_ID = 0x00002000
RP2040 = 0xE48BFF56
FLASH = 0x10000000
FLASH_END = FLASH + 16 * 1024 * 1024      # the largest flash an RP2040 maps
MAX_BYTES = 16 * 1024 * 1024 * BLOCK // 256
BUILD_NAME = re.compile(rb"skelos-[0-9a-f]{12}")


class UF2Error(ValueError):
    """Not an RP2040 UF2 file; the message says why."""


def read(data):
    """{flash address: payload} of an RP2040 UF2 file's bytes; UF2Error when a block is
    not UF2, names another chip, lies outside the flash, or blocks are missing."""
    if not data or len(data) % BLOCK:
        raise UF2Error(_("not a UF2 file: %d bytes is not a whole number of 512-byte blocks") % len(data))
    out = {}
    total = None
    seen = set()
    for off in range(0, len(data), BLOCK):
        (m0, m1, flags, addr, size, number, count, family) = struct.unpack_from("<8I", data, off)
        (m_end,) = struct.unpack_from("<I", data, off + BLOCK - 4)
        if (m0, m1, m_end) != (MAGIC_START0, MAGIC_START1, MAGIC_END):
            raise UF2Error(_("not a UF2 file: block %d has no UF2 magic numbers") % (off // BLOCK))
        if flags & FLAG_NOT_MAIN_FLASH:
            continue
        if not flags & FLAG_FAMILY_ID or family != RP2040:
            raise UF2Error(_("not a UF2 file for the RP2040 (block %(block)d: family 0x%(family)08x)")
                           % {"block": off // BLOCK, "family": family})
        if size > 476 or not FLASH <= addr < addr + size <= FLASH_END:
            raise UF2Error(_("block %(block)d writes outside the RP2040's flash (0x%(address)08x, %(size)d bytes)")
                           % {"block": off // BLOCK, "address": addr, "size": size})
        if total is None:
            total = count
        if count != total or number >= count:
            raise UF2Error(_("block %(block)d is numbered %(number)d of %(count)d, the file has %(total)d")
                           % {"block": off // BLOCK, "number": number, "count": count, "total": total})
        seen.add(number)
        out[addr] = data[off + 32:off + 32 + size]
    if total is None or len(seen) != total:
        raise UF2Error(_("the file holds %(have)d of its %(total)d blocks") % {"have": len(seen), "total": total or 0})
    return out


def build_name(data):
    """The Skelos build a firmware file holds ("skelos-<12 hex digits>", the name its
    frozen `skelos_build` module gives `hello`), or "stock" if it holds none."""
    image = b"".join(p for _, p in sorted(read(data).items()))
    found = BUILD_NAME.search(image)
    return found.group().decode() if found else "stock"
