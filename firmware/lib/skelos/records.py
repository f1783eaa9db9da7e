"""The journal's record byte format, shared by every game.

A record is bytes: a type byte, then its arguments, one byte each.  A game
gives its records in a table: index = type byte, entry = (name, argument
count); count -1 is a count byte followed by (tile, count) pairs, -2 one
byte, then a count byte and the pairs.  Entry 0 is None (no type 0).
The JSON form used on the serial link and in host logs is a list:
``["act", 3]``, ``["deaths", [[2, 1], [5, 3]]]``, ``["event", 0, [[1, 2]]]``.

Each game's records module (skelos.<game>.records) holds its table, its
UNDO and REDO type numbers, and these functions bound to its table.
"""

try:
    from micropython import const
except ImportError:  # CPython

    def const(x):
        return x


NONE = const(255)   # an absent choice byte
MAX_PAIRS = 32


def type_of(name, table):
    """The type byte of a record name, 0 if the table has none."""
    for i in range(1, len(table)):
        if table[i][0] == name:
            return i
    return 0


def length_at(buf, off, table):
    """Length of the record starting at buf[off], or -1 if it is cut or unknown."""
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


def to_list(buf, off, table):
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


def is_byte(a):
    """Is `a` an action's argument that fits a record byte (an int 0..254, no bool)?"""
    return isinstance(a, int) and not isinstance(a, bool) and 0 <= a <= 254


def _byte(v):
    if not isinstance(v, int) or isinstance(v, bool) or v < 0 or v > 254:
        raise ValueError("argument must be an integer 0..254")
    return v


def _pair_bytes(pairs):
    if not isinstance(pairs, (list, tuple)) or len(pairs) > MAX_PAIRS:
        raise ValueError("expected a list of at most 32 [tile, count] pairs")
    out = bytearray()
    out.append(len(pairs))
    for pr in pairs:
        if not isinstance(pr, (list, tuple)) or len(pr) != 2:
            raise ValueError("each entry must be [tile, count]")
        out.append(_byte(pr[0]))
        out.append(_byte(pr[1]))
    return out


def from_list(item, table):
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


def api(table):
    """A pack's record functions over its type table `table`, as its records
    module gives them: ``type_of(name)`` (0: none), ``length_at(buf, off)``
    (-1: cut or unknown), ``to_list(buf, off=0)`` (the JSON-friendly form) and
    ``from_list(item)`` (the bytes; ValueError on a malformed item).  A call
    allocates nothing more than the function it wraps."""
    def type_of_(name):
        return type_of(name, table)

    def length_at_(buf, off):
        return length_at(buf, off, table)

    def to_list_(buf, off=0):
        return to_list(buf, off, table)

    def from_list_(item):
        return from_list(item, table)
    return type_of_, length_at_, to_list_, from_list_
