"""Compact, versioned binary encodings of a scenario and of a game journal.

Scenario blob:  b"SKS" version(1) length(u16 LE) body crc32(u32 LE of body)
  body = the scenario dict packed with a small tagged format: ints 0..127 in
  one byte, known keys in one byte, short strings with a one-byte length.
Journal blob:   b"SKJ" version(2) rules(1) scenario_crc(u32) count(u16)
                length(u16) records crc32(u32 of everything before it)
  rules = the rules version the game plays (skelos.journal).  Version 1 blobs,
  written before games carried one, have no rules byte and replay under
  rules 1.

Decoders never raise on bad bytes: they return (value, None) or (None, reason).
"""

from skelos import games

try:
    # found once: on CircuitPython an import inside a function looks for a file on
    # the drive first, every call (0.6 ms on the RP2040, against 0.02 ms for the CRC)
    from binascii import crc32 as _bcrc32
except ImportError:
    _bcrc32 = None

VERSION = 1            # scenario blobs
JOURNAL_VERSION = 2    # journal blobs (1: no rules byte, rules 1)
_SMAGIC = b"SKS"
_JMAGIC = b"SKJ"

# Known keys, one byte each.  Append only: the index is the encoding.  A key
# not listed (a new game's) is stored as its string: still decodes, only longer.
KEYS = (
    "format", "id", "name", "name_fr", "river", "tiles", "gems", "recovery",
    "turns", "first", "spells", "stealth", "options", "heroes", "source",
    "notes", "unsourced", "cost", "tile", "kind", "role", "color", "move",
    "defense", "dice", "attack", "skills", "figures", "max_figures", "hp",
    "reinforcement", "events", "adds", "available", "fatigue", "start", "last",
    "saturation", "reaction", "caster", "flush", "activations",
    "event_required",
    # OrcQuest scenarios
    "game", "badass", "enemies", "hp_color", "max",
)

_NONE = 0x70
_FALSE = 0x71
_TRUE = 0x72
_U16 = 0x73
_I32 = 0x74
_STR = 0x75
_LSTR = 0x76
_LIST = 0x77
_DICT = 0x78
_XKEY = 0x79  # unknown key as a string
_SMALL = 0x80  # 0x80..0xFF: ints 0..127

_CRC_TABLE = None


def _crc_table():
    global _CRC_TABLE
    if _CRC_TABLE is None:
        tbl = []
        for i in range(256):
            c = i
            for _ in range(8):
                c = (c >> 1) ^ 0xEDB88320 if c & 1 else c >> 1
            tbl.append(c)
        _CRC_TABLE = tbl
    return _CRC_TABLE


def crc32(data, crc=0):
    """CRC-32 (the zlib/binascii polynomial); binascii's when it exists."""
    if _bcrc32 is not None:
        return _bcrc32(data, crc)
    tbl = _crc_table()
    c = crc ^ 0xFFFFFFFF
    for byte in data:
        c = tbl[(c ^ byte) & 0xFF] ^ (c >> 8)
    return c ^ 0xFFFFFFFF


def _u16(out, v):
    out.append(v & 0xFF)
    out.append((v >> 8) & 0xFF)


def _u32(out, v):
    for k in range(4):
        out.append((v >> (8 * k)) & 0xFF)


def _get_u16(b, o):
    return b[o] | (b[o + 1] << 8)


def _get_u32(b, o):
    return b[o] | (b[o + 1] << 8) | (b[o + 2] << 16) | (b[o + 3] << 24)


def _pack(out, v):
    if v is None:
        out.append(_NONE)
    elif v is True:
        out.append(_TRUE)
    elif v is False:
        out.append(_FALSE)
    elif isinstance(v, int):
        if 0 <= v < 128:
            out.append(_SMALL | v)
        elif 0 <= v < 65536:
            out.append(_U16)
            _u16(out, v)
        else:
            out.append(_I32)
            _u32(out, v & 0xFFFFFFFF)
    elif isinstance(v, str):
        b = v.encode("utf-8")
        if len(b) < 256:
            out.append(_STR)
            out.append(len(b))
        else:
            out.append(_LSTR)
            _u16(out, len(b))
        out.extend(b)
    elif isinstance(v, (list, tuple)):
        if len(v) > 255:
            raise ValueError("list too long to encode")
        out.append(_LIST)
        out.append(len(v))
        for x in v:
            _pack(out, x)
    elif isinstance(v, dict):
        if len(v) > 255:
            raise ValueError("object too large to encode")
        out.append(_DICT)
        out.append(len(v))
        for k in v:
            if k in KEYS:
                out.append(KEYS.index(k))
            else:
                out.append(_XKEY)
                _pack(out, str(k))
            _pack(out, v[k])
    else:
        raise ValueError("cannot encode " + str(type(v)))


class _Bad(Exception):
    pass


def _leaf(b, o, tag):
    """The scalar value whose tag (read) was before b[o]: (value, offset after it)."""
    if tag >= _SMALL:
        return tag & 0x7F, o
    if tag == _NONE:
        return None, o
    if tag == _TRUE:
        return True, o
    if tag == _FALSE:
        return False, o
    if tag == _U16:
        if o + 2 > len(b):
            raise _Bad("truncated")
        return _get_u16(b, o), o + 2
    if tag == _I32:
        if o + 4 > len(b):
            raise _Bad("truncated")
        v = _get_u32(b, o)
        if v & 0x80000000:
            v -= 0x100000000
        return v, o + 4
    if tag == _STR or tag == _LSTR:
        if tag == _STR:
            if o + 1 > len(b):
                raise _Bad("truncated")
            n = b[o]
            o += 1
        else:
            if o + 2 > len(b):
                raise _Bad("truncated")
            n = _get_u16(b, o)
            o += 2
        if o + n > len(b):
            raise _Bad("truncated")
        try:
            return bytes(b[o:o + n]).decode("utf-8"), o + n
        except UnicodeError:
            raise _Bad("bad text") from None
    raise _Bad("bad tag")


def _key(b, o, top):
    """Read the key of the next item of the dict being read (`top`: [dict,
    items left, key]) into top[2]; the offset after it."""
    if o >= len(b):
        raise _Bad("truncated")
    k = b[o]
    o += 1
    if k == _XKEY:
        if o >= len(b):
            raise _Bad("truncated")
        tag = b[o]
        if tag != _STR and tag != _LSTR:
            raise _Bad("bad key")
        top[2], o = _leaf(b, o + 1, tag)
    elif k < len(KEYS):
        top[2] = KEYS[k]
    else:
        raise _Bad("bad key")
    return o


def _unpack(b, o, depth):
    """The value at b[o], nested at most 8 deep below `depth`: (value, offset
    after it).  The containers being read are kept in a list, not in nested
    calls: the board decodes its scenario at boot, on CircuitPython's small
    Python stack, and a scenario nests six deep."""
    stack = []      # [container, items left, key (a dict's)] of each container being read
    while True:
        if depth + len(stack) > 8:
            raise _Bad("nested too deep")
        if o >= len(b):
            raise _Bad("truncated")
        tag = b[o]
        o += 1
        if tag == _LIST or tag == _DICT:
            if o >= len(b):
                raise _Bad("truncated")
            n = b[o]
            o += 1
            v = [] if tag == _LIST else {}
            if n:
                top = [v, n, None]
                stack.append(top)
                if tag == _DICT:
                    o = _key(b, o, top)
                continue
        else:
            v, o = _leaf(b, o, tag)
        # v is whole: it is the next item of the container being read, which may end with it
        while stack:
            top = stack[-1]
            c = top[0]
            if isinstance(c, list):
                c.append(v)
            else:
                c[top[2]] = v
            top[1] -= 1
            if top[1]:
                if not isinstance(c, list):
                    o = _key(b, o, top)
                break
            stack.pop()
            v = c
        else:
            return v, o


def encode_scenario(scenario_dict):
    """Blob of a scenario dict (validate it first)."""
    body = bytearray()
    _pack(body, scenario_dict)
    if len(body) > 65535:
        raise ValueError("scenario too large")
    out = bytearray(_SMAGIC)
    out.append(VERSION)
    _u16(out, len(body))
    out.extend(body)
    _u32(out, crc32(body))
    return bytes(out)


def scenario_crc(blob):
    """CRC32 stored in a scenario blob (its identity in journals)."""
    return _get_u32(blob, len(blob) - 4)


def decode_scenario_dict(blob):
    """(dict, None) or (None, reason) for a scenario blob."""
    if len(blob) < 10 or bytes(blob[0:3]) != _SMAGIC:
        return None, "not a scenario record"
    if blob[3] != VERSION:
        return None, "unsupported scenario encoding version " + str(blob[3])
    n = _get_u16(blob, 4)
    if len(blob) != 6 + n + 4:
        return None, "truncated scenario record" if len(blob) < 10 + n else "trailing bytes after scenario record"
    body = blob[6:6 + n]
    if crc32(body) != _get_u32(blob, 6 + n):
        return None, "scenario record CRC mismatch"
    try:
        d, o = _unpack(body, 0, 0)
    except _Bad as e:
        return None, "corrupt scenario record: " + str(e.args[0])
    if o != n or not isinstance(d, dict):
        return None, "corrupt scenario record"
    return d, None


def decode_scenario(blob):
    """(Scenario, None) or (None, reason)."""
    d, err = decode_scenario_dict(blob)
    if err:
        return None, err
    s, problems = games.load(d)
    if problems:
        return None, "stored scenario is invalid: " + problems[0]
    return s, None


def encode_journal(game, crc):
    """Blob of a game's whole journal; `crc` is the scenario blob's CRC."""
    log = game.log
    out = bytearray(_JMAGIC)
    out.append(JOURNAL_VERSION)
    out.append(game.rules)
    _u32(out, crc)
    _u16(out, game.count)
    _u16(out, len(log))
    out.extend(log)
    _u32(out, crc32(out))
    return bytes(out)


JOURNAL_HEADER = 13   # 12 in version 1 blobs (no rules byte)


def decode_journal(blob, scenario, crc):
    """(Game, None) or (None, reason): checks framing, CRC, scenario identity,
    and replays every record through the rules of the version the blob names
    (a record the rules refuse is corruption too)."""
    if len(blob) < 16 or bytes(blob[0:3]) != _JMAGIC:
        return None, "not a journal record"
    if blob[3] == 1:
        hdr = 12
        rules = 1
    elif blob[3] == JOURNAL_VERSION:
        hdr = JOURNAL_HEADER
        rules = blob[4]
    else:
        return None, "unsupported journal version " + str(blob[3])
    if len(blob) < hdr + 4:
        return None, "truncated journal"
    count = _get_u16(blob, hdr - 4)
    n = _get_u16(blob, hdr - 2)
    if len(blob) != hdr + n + 4:
        return None, "truncated journal" if len(blob) < hdr + n + 4 else "trailing bytes after journal"
    if crc32(blob[0:hdr + n]) != _get_u32(blob, hdr + n):
        return None, "journal CRC mismatch"
    if _get_u32(blob, hdr - 8) != crc:
        return None, "journal belongs to another scenario"
    try:
        g = games.new_game(scenario, rules)
    except ValueError:
        return None, "unsupported rules version " + str(rules)
    length_at = g.records.length_at
    o = hdr
    end = hdr + n
    seen = 0
    while o < end:
        ln = length_at(blob, o)
        if ln < 0 or o + ln > end:
            return None, "corrupt record at " + str(seen)
        if g.submit(bytes(blob[o:o + ln])) is not None:
            return None, "record " + str(seen) + " is refused by the rules"
        o += ln
        seen += 1
    if seen != count:
        return None, "record count mismatch"
    return g, None
