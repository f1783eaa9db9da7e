"""skelos_device under the real MicroPython (WebAssembly) interpreter, on the
chip fakes, against the same code under CPython: a scripted game, hostile
requests (replies ASCII-only and identical), and the pixels of every frame."""

import binascii
import contextlib
import io
import json
import os

import pytest
from fixtures import pict_village
from helpers import load_profile, run_firmware_under_micropython
from orc_fixtures import warband
from skelos import codec

import mpy_game

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
NAME = "Le village picte \u2014 \u00e9t\u00e9 \U0001F600"
TILE = "Guerrier \u00e0 la hache"


def french_blob():
    d = pict_village()
    d["name"] = NAME
    d["tiles"][0]["name"] = TILE
    return codec.encode_scenario(d)


def both(tmp_path, function, blob):
    """(CPython's output, MicroPython's output) of mpy_game.`function`."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        getattr(mpy_game, function)(blob, load_profile())
    r = run_firmware_under_micropython(tmp_path, blob, function)
    assert r.returncode == 0, r.stdout + r.stderr
    return out.getvalue(), r.stdout


def test_firmware_under_micropython(tmp_path):
    """A game through the link and the buttons, replayed after a reboot; hello
    reports heap figures there (null under CPython)."""
    cpy, mpy = both(tmp_path, "main", codec.encode_scenario(pict_village()))
    assert "mpy firmware game ok 5" in mpy and "mpy firmware game ok 5" in cpy


def test_an_undo_that_names_its_record_under_micropython(tmp_path):
    """`undo` with `expect` (and `h`) under MicroPython as under CPython: refused with `not_last` while
    another record is the last, changing nothing; done when the record it names is the last."""
    cpy, mpy = both(tmp_path, "guarded_undo", codec.encode_scenario(pict_village()))
    assert cpy == mpy
    replies = [json.loads(x[6:]) for x in mpy.splitlines() if x.startswith("REPLY ")]
    assert [r.get("code") for r in replies] == ["not_last", "not_last", "bad_request", None, "not_last"]
    assert replies[0]["args"][0] == 2 and replies[3] == {"seq": 3}
    assert "guarded undo ok 3" in mpy


def test_hostile_requests_get_ascii_replies_under_both_interpreters(tmp_path):
    """A lone surrogate, a surrogate pair, non-ASCII text escaped or raw (a
    CESU-8 surrogate, an overlong '/'), in every field that is quoted back:
    each gets a clear error in ASCII-only JSON, the same under
    MicroPython and CPython (as JSON); a scenario's non-ASCII names come back escaped
    and whole."""
    cpy, mpy = both(tmp_path, "link_cases", french_blob())
    parsed = []
    for out in (cpy, mpy):
        lines = [binascii.unhexlify(x[5:]) for x in out.splitlines() if x.startswith("LINE ")]
        for raw in lines:
            assert max(raw) < 0x80, raw
        parsed.append([json.loads(raw) for raw in lines])
    assert parsed[0] == parsed[1]   # (MicroPython orders a dict's keys otherwise)
    by_id = {}
    for m in parsed[1]:
        if "push" not in m:
            by_id.setdefault(m["id"], []).append(m)
    codes = {i: ms[0]["error"]["code"] for i, ms in by_id.items() if i is not None and not ms[0]["ok"]}
    assert codes == {2: "unknown_command", 5: "unknown_command", 6: "unknown_command", 7: "unknown_action",
                     8: "unknown_scenario", 9: "bad_request"}, codes
    assert [m["error"]["code"] for m in by_id[None]] == ["bad_json"] * 3   # raw bytes >= 0x80
    for ms in by_id.values():
        for m in ms:
            if not m["ok"]:
                args = m["error"].get("args", [])
                assert "message" not in m["error"] and all(" " <= ch <= "~" for a in args for ch in str(a)), m
    assert by_id[2][0]["error"]["args"] == ["?"]   # the unknown command, quoted in printable ASCII
    assert by_id[10][0]["stored"][0]["name"] == NAME
    tiles = by_id[11][0]["state"]["tiles"]
    assert tiles[0]["name"] == TILE


def test_state_pixels_are_the_strip_for_every_frame_under_both_interpreters(tmp_path):
    """Both games' painters, every display mode, brightness levels, blinking,
    menus and refusals: after each step of the script the pixels `state`
    reports are the strip's, every value an int, and the frames are the same
    under MicroPython and CPython."""
    for blob in (codec.encode_scenario(pict_village(available=20, stealth=True)),
                 codec.encode_scenario(warband(heroes=3, badass=4))):
        cpy, mpy = both(tmp_path, "frames", blob)
        assert cpy == mpy
        frames = [json.loads(x[6:]) for x in mpy.splitlines() if x.startswith("FRAME ")]
        assert len(frames) > 15 and len({json.dumps(f) for f in frames}) > 10
        assert "frames ok" in mpy


def test_a_long_game_keeps_its_heap_under_micropython(tmp_path):
    """5,000 records with undo runs and redos: no MemoryError, the heap in use
    (after a real collection) every 500 records and at the end within 2 KB of
    the heap in use after 10 (the journal is read from storage, not held in
    RAM), and a power cycle resumes it; the same game under CPython."""
    blob = codec.encode_scenario(pict_village())
    r = run_firmware_under_micropython(tmp_path, blob, "steps_long_game")
    assert r.returncode == 0, r.stdout + r.stderr
    heap = {}
    for line in r.stdout.splitlines():
        if line.startswith("HEAP "):
            _, label, used = line.split()
            heap[label] = int(used)
    (ok,) = [x for x in r.stdout.splitlines() if x.startswith("long game ok")]
    print("\n" + ok + "; heap in use: " + ", ".join("%s %d" % kv for kv in heap.items()))
    assert int(ok.split()[3]) >= 5000 and "end" in heap and "4500" in heap
    assert max(heap.values()) - heap["10"] < 2048, heap
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        for _ in mpy_game.steps_long_game(blob, load_profile()):
            pass
    assert out.getvalue().strip() == ok


RECOVERY_FREE = 12288   # bytes of heap left free for recovery (the chip has about four times that, and collects)


@pytest.mark.parametrize("records", [100, 1200, 5000])
def test_recovery_runs_in_a_few_kb_of_heap_under_micropython(tmp_path, records):
    """A changed byte among the last records of a long game: storage recovery
    runs under MicroPython in a heap that cannot grow, all of it taken but
    RECOVERY_FREE bytes, and this port collects only between calls, so every
    byte it allocates (garbage included) must fit: it keeps what it keeps under
    CPython, and the bytes it allocated are printed and bounded."""
    import random

    from fakes import FakeFRAM
    from helpers import make_app, scenario_blob
    from test_storage_layout import _long_game

    mem = FakeFRAM(32768)
    app = make_app(mem, blob=scenario_blob())
    _long_game(app, records, random.Random(3))
    st = app.storage
    mem.data[st.log_start + st.offset_of(app.game.count - 3)] ^= 0xFF
    image = tmp_path / "image.bin"
    image.write_bytes(bytes(mem.data))
    cpy = io.StringIO()
    mpy_game.IMAGE = str(image)
    try:
        with contextlib.redirect_stdout(cpy):
            for _ in mpy_game.steps_recover(scenario_blob(), load_profile()):
                pass
    finally:
        mpy_game.IMAGE = "/harness/image.bin"
    r = run_firmware_under_micropython(tmp_path, scenario_blob(), "steps_recover",
                                       ("--image", str(image), "--heap", str(512 * 1024),
                                        "--free", str(RECOVERY_FREE)), timeout=60)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    lines = dict(x.split(" ", 1) for x in r.stdout.splitlines() if x.split(" ", 1)[0] in ("FREE", "RECOVERED",
                                                                                          "ALLOCATED"))
    assert int(lines["FREE"]) <= RECOVERY_FREE + 32, lines
    want = [x for x in cpy.getvalue().splitlines() if x.startswith("RECOVERED")]
    assert want == ["RECOVERED " + lines["RECOVERED"]]
    assert want[0].split()[2] == "3"       # the record holding the byte and the two after it
    print("\n%d records: recovery allocated %s bytes (free heap %s)" % (records, lines["ALLOCATED"], lines["FREE"]))
    assert 0 < int(lines["ALLOCATED"]) <= RECOVERY_FREE
