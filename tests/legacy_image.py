"""Storage images as the earlier firmware wrote them (game headers "SKG1":
the log at the same place, its CRC and record count in the header, no
stack, no checkpoints), for the tests of a board updated in place."""

from skelos import codec
from skelos_device.storage import Storage


def _header(gen, game, slot, selected, rules, scen_crc, count, length, log_crc):
    b = bytearray(32)
    b[0:4] = b"SKG1"
    for o, v, n in ((4, gen, 4), (8, game, 4), (16, scen_crc, 4), (20, count, 2), (22, length, 2),
                    (24, log_crc, 4)):
        for k in range(n):
            b[o + k] = (v >> (8 * k)) & 0xFF
    b[12], b[13], b[14] = slot, selected, rules
    crc = codec.crc32(bytes(b[0:28]))
    for k in range(4):
        b[28 + k] = (crc >> (8 * k)) & 0xFF
    return bytes(b)


def write_legacy(mem, blob, records, rules=0, game=1):
    """Scenario `blob` in slot 0 and a game of `records` (bytes each) as the
    earlier layout kept them: the newest header in one slot, the one before
    the last record in the other."""
    st = Storage(mem)
    st.store_scenario(blob, 0)
    crc = codec.scenario_crc(blob)
    log = b"".join(records)
    mem[64:64 + len(log)] = log
    n = len(records)
    prev = b"".join(records[:-1])
    new = _header(n + 1, game, 0, 0, rules, crc, n, len(log), codec.crc32(log) if log else 0)
    old = _header(n, game, 0, 0, rules, crc, max(0, n - 1), len(prev), codec.crc32(prev) if prev else 0)
    which = n % 2
    mem[which * 32:which * 32 + 32] = new
    mem[(1 - which) * 32:(1 - which) * 32 + 32] = old
    return mem
