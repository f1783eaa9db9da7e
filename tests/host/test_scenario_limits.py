"""Scenario files are parsed within size and depth limits: a hostile file gets a
one-line error, never a RecursionError or minutes of work."""

import time

import pytest
from clihelp import refused, skelos

from skelos_host import presets
from skelos_host.text import limits


def _deep_arrays(n):
    return "format = 1\nid = \"x\"\nriver = " + "[" * n + "]" * n + "\n"


def _deep_tables(n):
    return "format = 1\nid = \"x\"\nriver = " + "{a = " * n + "1" + "}" * n + "\n"


def _dotted(n):
    return "format = 1\n" + ".".join(["a"] * n) + " = 1\n"


@pytest.mark.parametrize("text, reason", [
    (_deep_arrays(100_000), "larger than 64 KB: not a scenario file"),
    (_deep_arrays(30_000), "nested more than 32 levels deep"),
    (_deep_tables(5_000), "nested more than 32 levels deep"),
    (_deep_arrays(33), "nested more than 32 levels deep"),
    (_dotted(20_000), "a dotted key has more than 32 parts"),
    ("[" + ".".join(["a"] * 20_000) + "]\nx = 1\n", "a dotted key has more than 32 parts"),
    ("notes = \"" + "x" * 70_000 + "\"\n", "larger than 64 KB: not a scenario file"),
], ids=["100k-arrays", "30k-arrays", "5k-inline-tables", "33-arrays", "dotted-key", "dotted-table", "too-large"])
def test_validate_refuses_hostile_nesting_with_one_line(tmp_path, text, reason):
    f = tmp_path / "hostile.toml"
    f.write_text(text)
    t0 = time.monotonic()
    r = skelos("scenario", "validate", f)
    assert time.monotonic() - t0 < 30       # not a timing target: it used to run for minutes
    assert r.returncode == 1 and "Traceback" not in r.stdout + r.stderr, r.stderr[-500:]
    assert reason in r.stderr and ("not valid TOML" in r.stderr or reason.startswith("larger"))
    for cmd in (["scenario", "show", f], ["flash", f, "--port", "loop://"]):
        r = skelos(*cmd)
        assert r.returncode == 1 and "Traceback" not in r.stderr and reason in r.stderr, r.stderr[-500:]


def test_the_limits_leave_room_for_every_real_scenario():
    """Strings, comments, floats and headers full of brackets and dots do not count as nesting."""
    text = ('# [[[[[[ a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z.a.b.c.d.e.f.g.h\n'
            'notes = "' + "[{" * 40 + '"\n'
            "name = '" + "a." * 40 + "'\n"
            'more = """\n' + "[" * 40 + '\n"""\n'
            'floats = [' + ", ".join("%d.5" % i for i in range(100)) + "]\n"
            'nest = ' + "[" * 32 + "]" * 32 + "\n"
            'key.' + ".".join(["k"] * 30) + ' = 1\n'
            '"quoted"."key" = 2\n')
    d = limits.toml_loads(text)
    assert d["notes"].startswith("[{") and len(d["floats"]) == 100
    for name in presets.builtin_names():
        presets.load_dict(name)


def test_json_depth_limit():
    assert limits.json_loads('{"a": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[", "b": [[1]]}')["b"] == [[1]]
    assert limits.json_loads(b"[" * 32 + b"]" * 32) is not None
    with pytest.raises(limits.LimitError):
        limits.json_loads("[" * 33 + "]" * 33)
    with pytest.raises(ValueError):
        limits.json_loads("[" * 100_000)
    with pytest.raises(limits.LimitError):
        limits.value_depth(_nested(17))
    limits.value_depth(_nested(16))


def _nested(n):
    v = 1
    for _ in range(n):
        v = {"k": [v]}
    return v


def test_french_reason(tmp_path):
    f = tmp_path / "hostile.toml"
    f.write_text(_deep_arrays(1000))
    line = refused(skelos("--lang", "fr", "scenario", "show", f))
    assert "imbriqué sur plus de 32 niveaux" in line
