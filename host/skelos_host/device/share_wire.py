"""The sharing socket's lines (share.py): the holder's own lines, and the requests it reads with the
board's own grammar and answers itself as the board would (docs/protocol.md, "Sharing a board")."""

import json
import math
import re

from skelos_host.device.client import PROTOCOL

VERSION = 1                # of the holder's own lines
MAX_REQUEST = 1024         # the device's request line limit, newline included
MAX_LINE = 256 * 1024      # lines from the holder (as transport.MAX_LINE)
FLOAT_MAX = 3.4028234663852886e38   # the board's floats are single precision: a larger number is out of range
SHARE = b'{"share":'       # how the holder's own lines start
MAX_ID = 2 ** 31 - 1


def error_reply(rid, code, args=()):
    """The error reply the device gives: a code and the arguments its text needs (docs/protocol.md)."""
    err = {"code": code}
    if args:
        err["args"] = list(args)
    msg = {"v": PROTOCOL, "id": rid, "ok": False, "error": err}
    if code == "bad_version":
        msg["protocol"] = PROTOCOL
    return msg


class _BadNumber(ValueError):
    pass


def _constant(name):
    raise _BadNumber(name)          # NaN, Infinity, -Infinity: not JSON, and not the board's json


def _float(text):
    v = float(text)
    if not math.isfinite(v) or abs(v) > FLOAT_MAX:
        raise _BadNumber(text)      # 1e400: out of the board's range
    return v


_STRICT = json.JSONDecoder(parse_constant=_constant, parse_float=_float, strict=False)
_LENIENT = json.JSONDecoder(strict=False)
_WS = re.compile(r"[ \t\n\r]*")


def _valid_id(rid):
    return isinstance(rid, int) and not isinstance(rid, bool) and 0 <= rid <= MAX_ID


def parse_request(raw):
    """(request dict, None) when it can be forwarded, or (None, the reply to give).  A request is read with
    the board's own grammar: ASCII JSON, no NaN or Infinity, no number beyond the board's floats (CPython's
    json takes them, the board's does not: it would answer without the request's id, and the asker would
    wait in vain).  Such a request is answered here, under its id when it has one."""
    if not raw.isascii():
        return None, error_reply(None, "bad_json", ("ascii",))
    text = raw.decode("ascii")
    try:
        req = _STRICT.decode(text)
    except _BadNumber:
        try:
            rid = _LENIENT.decode(text).get("id")
        except (ValueError, AttributeError):
            rid = None
        return None, error_reply(rid if _valid_id(rid) else None, "bad_json", ("number",))
    except (ValueError, RecursionError):
        return None, error_reply(None, "bad_json")
    if not isinstance(req, dict):
        return None, error_reply(None, "bad_json")
    rid = req.get("id")
    if _valid_id(rid):
        return req, None
    if req.get("v") != PROTOCOL or isinstance(req.get("v"), bool):
        return None, error_reply(None, "bad_version", (PROTOCOL,))
    return None, error_reply(None, "bad_request", ("id",))


def id_spans(text):
    """[(start, end)] of the value of every top-level "id" member of the JSON object `text` (a request
    parse_request took), or None when it is not one."""
    spans = []
    try:
        i = _WS.match(text, 0).end()
        if text[i:i + 1] != "{":
            return None
        i = _WS.match(text, i + 1).end()
        if text[i:i + 1] == "}":
            return spans
        while True:
            if text[i:i + 1] != '"':
                return None
            key, i = json.decoder.scanstring(text, i + 1, False)
            i = _WS.match(text, i).end()
            if text[i:i + 1] != ":":
                return None
            i = _WS.match(text, i + 1).end()
            _v, end = _LENIENT.raw_decode(text, i)
            if key == "id":
                spans.append((i, end))
            i = _WS.match(text, end).end()
            c = text[i:i + 1]
            if c == "}":
                return spans
            if c != ",":
                return None
            i = _WS.match(text, i + 1).end()
    except (ValueError, RecursionError):
        return None


def encode(msg):
    return (json.dumps(msg) + "\n").encode("utf-8")

