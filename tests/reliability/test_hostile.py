"""Hostile input: fuzzing of the link handler, the upload, the scenario
validator and the stored-record decoders.  Every case must give a clear error,
let no exception escape and leave the device state unchanged.

Random fuzzing (seeded `random`) gives the volume, hypothesis the structure.
CI size by default; SKELOS_FULL=1 for the full run (>= 100,000 link cases).
"""

import base64
import copy
import json
import math
import random

from fakes import FakeFRAM, FakeStream
from helpers import make_app, run_script
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from player import sized
from skelos import codec
from skelos.conan import records as rec
from skelos.conan.game import Game
from skelos.games import load
from skelos_device import handlers
from skelos_device.conan_ui import ACTIONS

from skelos_host import presets
from skelos_host.views import refusal_text

PROTOCOL_ERRORS = {"bad_json", "bad_version", "bad_request", "unknown_command", "unknown_action",
                   "line_too_long", "no_game", "unknown_game", "unknown_scenario", "upload_none",
                   "upload_offset", "upload_size", "upload_crc", "upload_invalid", "storage_full",
                   "storage_error", "unfetched"}
# codes of refusals: the rules core's and the device app's (R_* tuples)
CORE_CODES = set()
for _mod in ("skelos.journal", "skelos.conan.game", "skelos.conan.checks", "skelos.orcquest.game", "skelos_device.app",
             "skelos_device.handlers", "skelos_device.conan_ui", "skelos_device.orcquest_ui"):
    _m = __import__(_mod, fromlist=["x"])
    CORE_CODES |= {v[0] for k, v in vars(_m).items() if k.startswith("R_") and isinstance(v, tuple)}
KNOWN_CODES = PROTOCOL_ERRORS | CORE_CODES
# commands whose success may change what the device keeps (game, storage, display)
MUTATING = {"press", "act", "undo", "redo", "upload_end", "select", "new_game", "config", "ack"}
COUNTS = {}


def _count(target, n):
    COUNTS[target] = COUNTS.get(target, 0) + n


class Bench:
    """The device app on fakes, fed raw bytes through its link stream."""

    def __init__(self, actions=8):
        self.stream = FakeStream()
        self.mem = FakeFRAM(32768)
        self.app = make_app(self.mem, stream=self.stream)
        run_script(self.app, actions)
        self.send(b"")

    def fingerprint(self):
        a = self.app
        g = a.game
        return (bytes(self.mem.data), a.game_id,
                (bytes(g.state_bytes()), g.count, g.depth, g.rtop, g.top) if g else None,
                a.mode, a.brightness)

    def send(self, raw, chunk=None):
        """Feed raw bytes (in chunks of `chunk` bytes, one step each) and return
        the replies (pushes dropped); every output line must be a JSON object."""
        s = self.stream
        lines = []
        if chunk is None:
            s.feed(raw)
        else:
            for i in range(0, len(raw), chunk):
                s.feed(raw[i:i + chunk])
                self.app.step()
                lines.extend(s.lines())
        for _ in range(5000):
            self.app.step()
            lines.extend(s.lines())
            if not s.inbox and self.app.link.idle():
                break
        assert not s.got, s.got    # never a part of a line left over
        for x in lines:
            assert max(x) < 0x80, x    # replies are ASCII
        out = [json.loads(x, parse_constant=_strict) for x in lines]
        for m in out:
            assert isinstance(m, dict) and m.get("v") == 1, m
        return [m for m in out if "push" not in m]


def _strict(name):
    raise AssertionError("the device sent %s: not JSON" % name)


def check_case(bench, raw, chunk=None):
    """Send raw bytes; the device answers every line, with known error codes,
    and changes nothing unless a state-changing command succeeded."""
    before = bench.fingerprint()
    replies = bench.send(raw, chunk)
    expect = len([p for p in raw.split(b"\n")[:-1] if p[:-1 if p.endswith(b"\r") else None]])
    assert len(replies) == expect, (raw[:200], replies)
    changed_ok = False
    for m in replies:
        assert isinstance(m["ok"], bool), m
        if m["ok"]:
            continue
        err = m["error"]
        assert err["code"] in KNOWN_CODES and "message" not in err, m   # a code and its arguments: no text
        args = err.get("args", [])
        assert isinstance(args, list) and all(isinstance(a, (str, int)) for a in args), m
        assert refusal_text(err["code"], args) != " ".join([err["code"]] + [str(a) for a in args]), m
    if bench.fingerprint() != before:
        sent = []
        for p in raw.split(b"\n")[:-1]:
            try:
                c = json.loads(p.decode()).get("cmd")
            except Exception:  # noqa: BLE001
                continue
            if isinstance(c, str):
                sent.append(c)
        changed_ok = any(m["ok"] for m in replies) and bool(set(sent) & MUTATING)
        assert changed_ok, ("state changed without an accepted command", raw[:200], replies)
    return replies


# ------------------------------------------------------------------ generators
FIELDS = ["v", "id", "cmd", "action", "args", "button", "kind", "after", "limit", "game", "size", "crc",
          "offset", "data", "scenario", "brightness", "seq", "discard", "uid"]
CMDS = list(handlers.TABLE)
ODD = [None, True, False, 0, -1, 1, 2, 7, 255, 256, 2**31 - 1, 2**31, -2**31, 2**63, 10**30, 1.5, -0.0,
       float("nan"), float("inf"), float("-inf"), "", "x", "slot3", "short", "long", "down", "up", "\u0000",
       "\udc80".encode("utf-8", "surrogatepass").decode("utf-8", "replace"), "é" * 40, [], [1], [[1, 2]],
       [[0, 1], [0, 1]], [None], [[[1]]], {}, {"a": 1}, list(range(40))]


def _value(rng, depth=0):
    r = rng.random()
    if r < 0.6 or depth > 2:
        return rng.choice(ODD)
    if r < 0.8:
        return [_value(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    return {rng.choice(FIELDS): _value(rng, depth + 1) for _ in range(rng.randint(0, 3))}


def _request(rng):
    """A JSON request, valid in shape or nearly: right envelope, random or wrong fields."""
    req = {"v": 1, "id": rng.randint(0, 2**31 - 1), "cmd": rng.choice(CMDS + ["act"] * 4 + ["nope"])}
    if req["cmd"] == "act":
        req["action"] = rng.choice(list(ACTIONS) + ["teleport", ""])
        req["args"] = [_value(rng) if rng.random() < 0.3 else rng.randint(-2, 300)
                       for _ in range(rng.randint(0, 5))]
    for _ in range(rng.randint(0, 3)):
        req[rng.choice(FIELDS)] = _value(rng)
    return req


def _encode(rng, obj):
    text = json.dumps(obj, allow_nan=True)
    return text.encode()


def _mutate_bytes(rng, b):
    b = bytearray(b)
    for _ in range(rng.randint(1, 4)):
        op = rng.random()
        if not b or op < 0.3:
            b.insert(rng.randint(0, len(b)), rng.randrange(256))
        elif op < 0.6:
            b[rng.randrange(len(b))] = rng.randrange(256)
        elif op < 0.8:
            del b[rng.randrange(len(b))]
        else:
            i = rng.randrange(len(b))
            b[i:i] = b[i:i + rng.randint(1, 20)]
    return bytes(b).replace(b"\n", b" ")


def random_line(rng):
    """One hostile line (without its newline) and a label."""
    r = rng.random()
    if r < 0.12:
        return bytes(rng.randrange(256) for _ in range(rng.randint(1, 60))).replace(b"\n", b""), "bytes"
    if r < 0.2:
        # invalid UTF-8 inside otherwise fine JSON
        bad = rng.choice([b"\xc3\x28", b"\xa0\xa1", b"\xe2\x28\xa1", b"\xf0\x28\x8c\xbc", b"\xff", b"\xed\xa0\x80"])
        return b'{"v": 1, "id": 5, "cmd": "press", "button": "' + bad + b'"}', "utf8"
    if r < 0.25:
        n = rng.choice([1023, 1024, 1025, 2000, 5000, 70000])
        return (b'{"v":1,"id":1,"cmd":"state","pad":"' + b"a" * n + b'"}')[:max(n, 40)], "huge"
    if r < 0.3:
        return rng.choice([b"[]", b"1", b'"s"', b"null", b"{", b"}", b"[" * 600 + b"]" * 600, b"{}",
                           b'{"v":1}', b'{"id":1}', b"\r", b"\x00", b"NaN", b"1e999"]), "shape"
    req = _request(rng)
    if r < 0.55:
        return _mutate_bytes(rng, _encode(rng, req)), "mutated"
    return _encode(rng, req), "json"


def test_link_random_fuzz():
    rng = random.Random(61)
    n = sized(6000, 100000)
    bench = Bench()
    labels = {}
    for i in range(n):
        k = rng.choice([1, 1, 1, 2, 3])
        lines = []
        for _ in range(k):
            line, label = random_line(rng)
            labels[label] = labels.get(label, 0) + 1
            lines.append(line + rng.choice([b"\n", b"\n", b"\r\n"]))
        raw = b"".join(lines)
        chunk = rng.choice([None, None, 1, 7, 64])
        check_case(bench, raw, chunk)
        if i % 1000 == 999 and (bench.app.storage.room() < 200 or bench.app.game.over):
            bench = Bench()   # a fresh device now and then: keep the game playable
    _count("link (random)", n)
    print("\nlink random fuzz: %d cases %s" % (n, labels))


json_leaf = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True), st.text(max_size=30))
json_any = st.recursive(json_leaf, lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=8), c,
                                                                                      max_size=4), max_leaves=12)


@settings(max_examples=sized(400, 10000), deadline=None, suppress_health_check=list(HealthCheck))
@given(cmd=st.sampled_from(CMDS + ["act"] * 3), fields=st.dictionaries(st.sampled_from(FIELDS[3:]), json_any,
                                                                       max_size=5),
       rid=st.one_of(st.integers(-5, 2**32), json_leaf), v=st.one_of(st.just(1), json_leaf))
def test_link_structured_requests(cmd, fields, rid, v):
    bench = _shared_bench()
    req = dict(fields)
    req.update({"v": v, "id": rid, "cmd": cmd})
    line = json.dumps(req, allow_nan=True).encode()
    if len(line) >= 1024:
        line = line[:1023]
    check_case(bench, line + b"\n")
    _count("link (hypothesis)", 1)


@settings(max_examples=sized(300, 5000), deadline=None, suppress_health_check=list(HealthCheck))
@given(raw=st.binary(max_size=3000), chunk=st.sampled_from([None, 1, 5, 256]))
def test_link_raw_bytes(raw, chunk):
    bench = _shared_bench()
    check_case(bench, raw + b"\n", chunk)
    _count("link (hypothesis bytes)", 1)


_BENCH = []


def _shared_bench():
    if not _BENCH or _BENCH[0].app.storage.room() < 200:
        _BENCH[:] = [Bench()]
    return _BENCH[0]


# ------------------------------------------------------------------ uploads
def _blob(i):
    names = presets.builtin_names()
    d = presets.load_dict(names[i % len(names)])
    return codec.encode_scenario(d), d["id"]


def test_upload_sequences_replayed_out_of_order_truncated_wrong_crc():
    """Random sequences of upload commands against a model of the device's
    upload buffer: every reply is as the model says, and storage changes only
    on an upload_end the model accepts."""
    rng = random.Random(62)
    n = sized(400, 6000)
    bench = Bench()
    steps = 0
    stored = 0
    for _ in range(n):
        blob, _sid = _blob(rng.randrange(1000))
        up = None   # model: [size, crc, buf]
        assert bench.send(b'{"v": 1, "id": 0, "cmd": "upload_abort"}\n')[0]["ok"]
        good = rng.random() < 0.4   # mostly right, with replayed and out-of-order chunks mixed in
        for k in range(rng.randint(1, 30 if good else 14)):
            r = rng.random()
            rid = rng.randint(1, 1000)
            if good:
                full = up is not None and len(up[2]) == len(blob)
                r = 0.0 if k == 0 else (0.8 if full else (0.97 if r < 0.02 else 0.3 + 0.4 * r))
            if r < 0.2 or up is None and r < 0.5:
                size = rng.choice([len(blob)] * 4 + [len(blob) - 1, len(blob) + 1, 5, 0, 10**6])
                crc = rng.choice([codec.crc32(blob)] * 3 + [codec.crc32(blob) ^ (1 << rng.randrange(32)), 0])
                if good:
                    size, crc = len(blob), codec.crc32(blob)
                req = {"v": 1, "id": rid, "cmd": "upload_begin", "size": size, "crc": crc}
                ok = 10 <= size <= bench.app.storage.scenario_capacity()
                up = [size, crc, b""] if ok else None
                expect = None if ok else "upload_size"
            elif r < 0.75:
                have = len(up[2]) if up else 0
                off = rng.choice([have] * 5 + [0, have + 384, max(0, have - 384), rng.randrange(4000)])
                if good and rng.random() < 0.7:
                    off = have
                data = blob[off:off + rng.choice([384, 384, 100, 385, 1])]
                if rng.random() < (0.02 if good else 0.1) and data:
                    data = bytes([data[0] ^ 0x40]) + data[1:]            # corrupted chunk
                text = base64.b64encode(data).decode()
                if rng.random() < 0.05:
                    text = text[:-1] + "!"                                # not base64
                req = {"v": 1, "id": rid, "cmd": "upload_chunk", "offset": off, "data": text}
                if up is None:
                    expect = "upload_none"
                elif off != len(up[2]):
                    expect = "upload_offset"
                else:
                    try:
                        raw = base64.b64decode(text, validate=True)
                    except ValueError:
                        raw = None
                    if raw is None:
                        expect = "bad_request"
                    elif len(raw) > 384 or len(up[2]) + len(raw) > up[0]:
                        expect = "upload_size"
                    else:
                        up[2] += raw
                        expect = None
            elif r < 0.93:
                req = {"v": 1, "id": rid, "cmd": "upload_end"}
                if up is None:
                    expect = "upload_none"
                elif len(up[2]) != up[0]:
                    expect = "upload_size"
                elif codec.crc32(up[2]) != up[1] & 0xFFFFFFFF:
                    expect = "upload_crc"
                else:
                    expect = None if codec.decode_scenario(up[2])[1] is None else "upload_invalid"
                up = None
            else:
                req = {"v": 1, "id": rid, "cmd": "upload_abort"}
                up = None
                expect = None
            before = bench.fingerprint()
            (m,) = bench.send((json.dumps(req) + "\n").encode())
            steps += 1
            assert m["id"] == rid
            if expect is None:
                assert m["ok"], (req, m)
            else:
                assert not m["ok"] and m["error"]["code"] == expect, (req, m)
            if req["cmd"] == "upload_end" and m["ok"]:
                stored += 1
                ids = [s["id"] for s in handlers.scenarios(bench.app, {})["stored"]]
                assert m["scenario"] in ids
            else:
                assert bench.fingerprint() == before, (req, m)
    _count("upload sequences (commands)", steps)
    print("\nupload fuzz: %d sequences, %d commands, %d uploads stored" % (n, steps, stored))
    assert stored > 0


# ------------------------------------------------------------------ scenario validator
POOL = [None, True, False, -1, 0, 1, 3, 255, 256, 2**40, 1.5, float("nan"), "", "x", "x" * 300, "Zogar",
        [], [1, 2], [[]], {}, {"cost": 1}, {"tile": "zzz"}, [{"cost": 1}] * 20, list(range(300))]


def _paths(v, path=()):
    yield path
    if isinstance(v, dict):
        for k in list(v):
            yield from _paths(v[k], path + (k,))
    elif isinstance(v, list):
        for i in range(len(v)):
            yield from _paths(v[i], path + (i,))


def _mutate_scenario(rng, d):
    d = copy.deepcopy(d)
    for _ in range(rng.randint(1, 3)):
        paths = [p for p in _paths(d) if p]
        if not paths:
            break
        p = rng.choice(paths)
        parent = d
        for k in p[:-1]:
            parent = parent[k]
        key = p[-1]
        r = rng.random()
        if r < 0.25 and isinstance(parent, dict):
            del parent[key]
        elif r < 0.35 and isinstance(parent, dict):
            parent["zz_" + str(rng.randrange(9))] = copy.deepcopy(rng.choice(POOL))
        elif r < 0.45 and isinstance(parent, list):
            parent.append(copy.deepcopy(parent[key]))          # duplicate an entry
        elif r < 0.6 and isinstance(parent[key], int) and not isinstance(parent[key], bool):
            parent[key] = parent[key] + rng.choice([-300, -2, -1, 1, 2, 300, 2**33])
        else:
            parent[key] = copy.deepcopy(rng.choice(POOL))
    return d


def _check_scenario_dict(d):
    s, problems = load(d)
    if s is None:
        assert problems and all(isinstance(p, str) and ": " in p for p in problems), problems
        return False
    assert problems == []
    blob = codec.encode_scenario(d)
    s2, err = codec.decode_scenario(blob)
    assert err is None, err
    assert s2.id == s.id and type(s2) is type(s)
    if hasattr(s, "tiles"):      # Conan
        assert len(s2.tiles) == len(s.tiles) and s2.costs == s.costs
    else:                        # OrcQuest
        assert len(s2.heroes) == len(s.heroes) and len(s2.enemies) == len(s.enemies)
    return True


def test_scenario_validator_with_mutated_presets():
    rng = random.Random(63)
    dicts = [presets.load_dict(n) for n in presets.builtin_names()]
    n = sized(3000, 50000)
    valid = 0
    for _ in range(n):
        valid += _check_scenario_dict(_mutate_scenario(rng, rng.choice(dicts)))
    _count("scenario validator (mutated presets)", n)
    print("\nvalidator: %d mutated presets, %d still valid, %d refused with paths" % (n, valid, n - valid))
    assert 0 < valid < n


@settings(max_examples=sized(300, 5000), deadline=None, suppress_health_check=list(HealthCheck))
@given(d=st.dictionaries(st.sampled_from(["id", "name", "river", "tiles", "gems", "recovery", "turns", "first",
                                          "spells", "stealth", "options", "format", "x"]), json_any, max_size=8))
def test_scenario_validator_arbitrary_json(d):
    _check_scenario_dict(d)
    _count("scenario validator (hypothesis)", 1)


# ------------------------------------------------------------------ stored records
def _game_and_blobs():
    scen, d = presets.load_scenario("pict-village")
    g = Game(scen)
    for name, args in [("begin_turn", ()), ("activate", (3,)), ("extra_move", (2, 1)), ("activate", (1,)),
                       ("defend", (1,)), ("end_turn", ()), ("undo", ()), ("redo", ()), ("reroll", (1,))]:
        assert getattr(g, name)(*args) is None
    sblob = codec.encode_scenario(d)
    return scen, g, sblob, codec.encode_journal(g, codec.scenario_crc(sblob))


def test_decoders_flipped_bits_and_truncation():
    scen, g, sblob, jblob = _game_and_blobs()
    crc = codec.scenario_crc(sblob)
    cases = 0
    # every single-bit flip and every truncation is detected (CRC-32 catches all 1-bit errors)
    for blob, decode in ((jblob, lambda b: codec.decode_journal(b, scen, crc)), (sblob, codec.decode_scenario)):
        assert decode(blob)[1] is None
        for i in range(len(blob) * 8):
            b = bytearray(blob)
            b[i // 8] ^= 1 << (i % 8)
            v, err = decode(bytes(b))
            assert v is None and isinstance(err, str) and err, (i, err)
            cases += 1
        for k in range(len(blob)):
            v, err = decode(blob[:k])
            assert v is None and err, k
            cases += 1
    # random multi-byte damage: never an exception; if accepted, it is a game the rules replay
    rng = random.Random(64)
    for _ in range(sized(5000, 50000)):
        b = bytearray(jblob)
        for _ in range(rng.randint(1, 6)):
            b[rng.randrange(len(b))] = rng.randrange(256)
        if rng.random() < 0.3:
            b = b[:rng.randrange(len(b))] + bytes(rng.randrange(256) for _ in range(rng.randint(0, 8)))
        v, err = codec.decode_journal(bytes(b), scen, crc)
        assert (v is None) != (err is None)
        cases += 1
    # the record decoders on random bytes
    for _ in range(sized(5000, 50000)):
        b = bytes(rng.randrange(256) for _ in range(rng.randint(0, 12)))
        ln = rec.length_at(b, 0)
        assert ln == -1 or 1 <= ln <= len(b)
        if ln > 0:
            item = rec.to_list(b, 0)
            try:
                assert rec.from_list(item) == b[:ln]
            except ValueError:
                # the only bytes a JSON record cannot carry: 255 outside an event's "no choice"
                assert 255 in b[1:ln]
        cases += 1
    _count("stored-record decoders", cases)
    print("\nrecord decoders: %d cases" % cases)


def test_storage_boot_with_flipped_bits():
    """A bit flipped anywhere in the used storage: boot never raises and resumes
    the last state, the one before it, an earlier state of the same game with a
    warning saying how far it went back (a damaged journal byte: the records
    before it are kept), or a fresh game with a warning."""
    stream = FakeStream()
    mem = FakeFRAM(32768)
    app = make_app(mem, stream=stream)
    run_script(app, 20)
    last = app.game.snapshot()
    prev_g = make_app(FakeFRAM(32768))
    run_script(prev_g, 19)
    prev = prev_g.game.snapshot()
    earlier = {}                          # record count -> the state of the game at that point
    for k in range(20):
        e = make_app(FakeFRAM(32768))
        run_script(e, k)
        earlier.setdefault(e.game.count, e.game.snapshot())
    st_ = app.storage
    regions = [range(0, 64), range(st_.log_start, st_.log_start + st_.head.length),
               range(st_.log_end, st_.log_end + 16 + len(st_.scenario_blob(0)))]
    rng = random.Random(65)
    image = bytes(mem.data)
    n = sized(1500, 20000)
    outcomes = {"last": 0, "previous": 0, "earlier": 0, "fresh": 0}
    for _ in range(n):
        m = FakeFRAM(32768)
        m.data[:] = image
        for _ in range(rng.choice([1, 1, 1, 2, 3])):
            i = rng.choice(rng.choice(regions))
            m.data[i] ^= 1 << rng.randrange(8)
        a = make_app(m)
        snap = a.game.snapshot()
        if snap == last:
            outcomes["last"] += 1
        elif snap == prev and a.warning:
            outcomes["previous"] += 1
        elif snap["seq"] and "went back to record" in (a.warning or ""):
            assert snap == earlier[snap["seq"]], (snap["seq"], a.warning)
            outcomes["earlier"] += 1
        else:
            assert snap["seq"] == 0 and a.warning, (snap["seq"], a.warning)
            outcomes["fresh"] += 1
    _count("storage boot (flipped bits)", n)
    print("\nstorage boot with flipped bits: %d cases %s" % (n, outcomes))


def test_nan_and_infinite_brightness_are_refused():
    bench = Bench()
    for text in ("NaN", "Infinity", "-Infinity", "1e999"):
        (m,) = bench.send(b'{"v": 1, "id": 3, "cmd": "config", "brightness": ' + text.encode() + b"}\n")
        assert m["ok"] is False and m["error"]["code"] == "bad_request", m
        assert not math.isnan(bench.app.brightness)
