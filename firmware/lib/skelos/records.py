"""The journal's event records: one table shared by game, codec and link.

A record is bytes: a type byte, then its arguments, one byte each.  Types with
a list argument carry a count byte followed by (tile, count) pairs.
The JSON form used on the serial link and in host logs is a list:
``["act", 3]``, ``["deaths", [[2, 1], [5, 3]]]``, ``["event", 0, [[1, 2]]]``.
"""

try:
    from micropython import const
except ImportError:  # CPython

    def const(x):
        return x


TURN = const(1)     # begin the Overlord turn: heroes' turn ends, recovery, hourglass
ACT = const(2)      # slot
MOVE = const(3)     # figure, points
DEFEND = const(4)   # dice
REROLL = const(5)   # dice
CAST = const(6)     # spell, gems
END = const(7)      # end the Overlord turn
DAMAGE = const(8)   # tile, figure, hits, roll
DEATHS = const(9)   # n, (tile, count) * n
CLEAN = const(10)   # tile
EVENT = const(11)   # choice (255 = none), n, (tile, count) * n
VIGIL = const(12)   # reason
GUARD = const(13)   # start a guard round
FINISH = const(14)  # winner
UNDO = const(15)
REDO = const(16)

NONE = const(255)

# name, fixed argument count (-1: count byte + pairs; -2: one byte + count + pairs)
TABLE = (
    None,
    ("turn", 0),
    ("act", 1),
    ("move", 2),
    ("defend", 1),
    ("reroll", 1),
    ("cast", 2),
    ("end", 0),
    ("damage", 4),
    ("deaths", -1),
    ("clean", 1),
    ("event", -2),
    ("vigil", 1),
    ("guard", 0),
    ("finish", 1),
    ("undo", 0),
    ("redo", 0),
)

VIGIL_REASONS = ("body", "spotted_at_start", "guard_spot")
WINNERS = (None, "heroes", "overlord", "time")


def type_of(name, table=TABLE):
    for i in range(1, len(table)):
        if table[i][0] == name:
            return i
    return 0


def length_at(buf, off, table=TABLE):
    """Length of the record starting at buf[off], or -1 if it is cut or unknown.
    `table`: the record table of the game (the Conan one by default)."""
    n = len(buf)
    if off >= n:
        return -1
    t = buf[off]
    if t < 1 or t >= len(table):
        return -1
    argc = table[t][1]
    if argc >= 0:
        ln = 1 + argc
    elif argc == -1:
        if off + 1 >= n:
            return -1
        ln = 2 + 2 * buf[off + 1]
    else:
        if off + 2 >= n:
            return -1
        ln = 3 + 2 * buf[off + 2]
    if off + ln > n:
        return -1
    return ln


def _pairs(buf, off, count):
    out = []
    for k in range(count):
        out.append([buf[off + 2 * k], buf[off + 2 * k + 1]])
    return out


def to_list(buf, off=0, table=TABLE):
    """JSON-friendly form of the record at buf[off]."""
    t = buf[off]
    name, argc = table[t]
    if argc >= 0:
        out = [name]
        for k in range(argc):
            out.append(buf[off + 1 + k])
        return out
    if argc == -1:
        return [name, _pairs(buf, off + 2, buf[off + 1])]
    choice = buf[off + 1]
    return [name, None if choice == NONE else choice, _pairs(buf, off + 3, buf[off + 2])]


def _byte(v):
    if not isinstance(v, int) or isinstance(v, bool) or v < 0 or v > 254:
        raise ValueError("argument must be an integer 0..254")
    return v


def _pair_bytes(pairs):
    if not isinstance(pairs, (list, tuple)) or len(pairs) > 32:
        raise ValueError("expected a list of at most 32 [tile, count] pairs")
    out = bytearray()
    out.append(len(pairs))
    for pr in pairs:
        if not isinstance(pr, (list, tuple)) or len(pr) != 2:
            raise ValueError("each entry must be [tile, count]")
        out.append(_byte(pr[0]))
        out.append(_byte(pr[1]))
    return out


def from_list(item, table=TABLE):
    """Record bytes from the JSON form; raises ValueError on a malformed item."""
    if not isinstance(item, (list, tuple)) or not item or not isinstance(item[0], str):
        raise ValueError("a record is [name, args...]")
    t = type_of(item[0], table)
    if not t:
        raise ValueError("unknown record type " + repr(item[0]))
    argc = table[t][1]
    out = bytearray()
    out.append(t)
    if argc >= 0:
        if len(item) != 1 + argc:
            raise ValueError(item[0] + " takes " + str(argc) + " arguments")
        for v in item[1:]:
            out.append(_byte(v))
    elif argc == -1:
        if len(item) != 2:
            raise ValueError(item[0] + " takes one list of pairs")
        out.extend(_pair_bytes(item[1]))
    else:
        if len(item) != 3:
            raise ValueError(item[0] + " takes a choice and a list of pairs")
        out.append(NONE if item[1] is None else _byte(item[1]))
        out.extend(_pair_bytes(item[2]))
    return bytes(out)
