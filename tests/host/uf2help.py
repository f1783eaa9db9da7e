"""UF2 files made for the tests (skelos_host.toolchain.uf2's format)."""

import struct

from skelos_host.toolchain import uf2


def make_uf2(image, family=uf2.RP2040, base=uf2.FLASH, drop=None):
    """A UF2 file writing `image` at `base`, 256 bytes a block (block `drop` left out)."""
    chunks = [image[i:i + 256] for i in range(0, len(image), 256)]
    out = b""
    for n, chunk in enumerate(chunks):
        if n == drop:
            continue
        head = struct.pack("<8I", uf2.MAGIC_START0, uf2.MAGIC_START1, uf2.FLAG_FAMILY_ID, base + 256 * n,
                           len(chunk), n, len(chunks), family)
        out += head + chunk.ljust(476, b"\0") + struct.pack("<I", uf2.MAGIC_END)
    return out


IMAGE = bytes(range(256)) * 8 + b"...BUILD = skelos-0123456789ab..." + bytes(300)
