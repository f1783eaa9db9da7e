"""Write docs/performance.md from the benches: one command, every figure with the command that measured it.

    .venv/bin/python bench/perf_doc.py                   # run every bench at its documented size (about 12 min)
    .venv/bin/python bench/perf_doc.py --all             # and the long runs (rig_bench --code: 25 min, --heap: 8 min,
                                                         # Skelos build's --builds, --skelos, --skelos --heap: 15 min)
    .venv/bin/python bench/perf_doc.py --only rig_bench  # run one (or a comma list): only its section changes
    .venv/bin/python bench/perf_doc.py --quick           # every bench in its quick mode (a smoke run)

Each script of bench/ (and the MicroPython benches of bench/mpy/ through
`node bench/mpy/measure.mjs`) runs as a user would run it; what it prints is
put in the document verbatim under the exact command, with the bench's own
description, the machine, the date and the wall time.  A bench that fails
keeps its section with the error, so a broken bench shows in the document.
Prints progress to stderr; asserts nothing about time.
"""

import argparse
import datetime
import glob
import os
import platform
import re
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(ROOT, "docs", "performance.md")
SELF = "perf_doc.py"

# bench -> the arguments of its documented run (default: none)
ARGS = {
    "report_bench.py": ["--sessions", "1000,4000", "--png", "100"],
    "book_page_bench.py": ["--page-records", "4000"],
}
# modules of a bench, not benches
NOT_BENCHES = {SELF, "rig_code.py", "rig_heap.py"}
# further runs of a bench, as sections of their own: key -> arguments.  These
# are long (25 minutes for the compiled-against-source comparison): run with
# --only KEY or --all; otherwise their section is kept from the last run.
EXTRA = {
    "rig_bench--code": ("rig_bench.py", ["--code"]),
    "rig_bench--heap": ("rig_bench.py", ["--heap"]),
    "rig_bench--builds": ("rig_bench.py", ["--builds"]),
    "rig_bench--skelos": ("rig_bench.py", ["--skelos"]),
    "rig_bench--skelos-heap": ("rig_bench.py", ["--skelos", "--heap"]),
}
# the MicroPython benches run under the interpreter: name -> measure.mjs options
MPY = {"core_bench.py": [], "device_bench.py": ["--device"], "import_bench.py": ["--device"]}
# the order of the sections: the board first, then the host
ORDER = ["rig_bench", "rig_bench--code", "rig_bench--heap", "rig_bench--builds", "rig_bench--skelos",
         "rig_bench--skelos-heap", "board_mem", "mpy/core_bench", "mpy/device_bench",
         "mpy/import_bench", "firmware_bench",
         "journal_bench", "undo_run_bench", "reliability_bench", "host_bench", "page_bench", "book_page_bench",
         "report_bench",
         "box_bench"]

PREAMBLE = """# Performance

This document is written by `{cmd}` from the benches of `bench/`: each
section is what one bench printed, under the exact command that measured it
(run it again to check a figure). Nothing here is typed by hand but this
introduction. Benches print figures and assert nothing about time; the test
suite runs each in its quick mode (`tests/test_benches.py`) so that none rots.

How to read the figures:
- **Board time** (`rig_bench`) is simulated RP2040 time: the stock CircuitPython
  9.2.1 on the emulated chip (docs/rig.md), 125 MHz, not the wall time of the
  emulator (which runs 3-4 times slower than real time).
- **Heap on the board**: the headline figure is the heap *free after
  `gc.collect()`*: what the board really has. A figure without a collection
  counts garbage not yet collected as used, and is given only where the
  difference matters (the rig bench prints both). Under MicroPython
  (`board_mem`, `bench/mpy`), "retained" is live heap after a full collection
  and "allocated" counts every byte a step allocated, garbage included.
- **Undo**: a single undo and a run of undos are different figures; each is
  named as such where measured.
- CPython figures (`firmware_bench`, `journal_bench`) time the same code on
  the laptop; they compare designs, not boards.

Generated {date}, on {machine}.
"""


def machine():
    cpu = ""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            m = re.search(r"model name\s*:\s*(.+)", f.read())
            cpu = m.group(1).strip() if m else ""
    except OSError:
        pass
    node = subprocess.run(["node", "--version"], capture_output=True, text=True).stdout.strip() or "no node"
    return "%s, %d cores%s, Python %s, Node %s, load average %.1f at the start" % (
        platform.platform(), os.cpu_count() or 0, (" (%s)" % cpu) if cpu else "", platform.python_version(),
        node, os.getloadavg()[0])


def benches():
    """(key, command, description) of every bench, in document order."""
    out = {}
    for path in sorted(glob.glob(os.path.join(ROOT, "bench", "*.py"))):
        name = os.path.basename(path)
        if name in NOT_BENCHES:
            continue
        out[name[:-3]] = (["python", "bench/" + name] + ARGS.get(name, []), path)
    for key, (name, args) in EXTRA.items():
        out[key] = (["python", "bench/" + name] + args, os.path.join(ROOT, "bench", name))
    for name, opts in MPY.items():
        path = os.path.join(ROOT, "bench", "mpy", name)
        if os.path.exists(path):
            out["mpy/" + name[:-3]] = (["node", "bench/mpy/measure.mjs"] + opts + ["bench/mpy/" + name], path)
    keys = [k for k in ORDER if k in out] + sorted(k for k in out if k not in ORDER)
    return [(k, out[k][0], describe(out[k][1])) for k in keys]


def describe(path):
    """The first paragraph of the bench's docstring, on one line."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    m = re.match(r'\s*(?:#[^\n]*\n\s*)*"""(.*?)(?:\n\s*\n|""")', text, re.S)
    return " ".join(m.group(1).split()) if m else ""


def run(cmd, quick):
    argv = list(cmd)
    if argv[0] == "python":
        argv[0] = sys.executable
        if quick and "--code" not in argv:
            argv = argv[:2] + [a for a in argv[2:] if a == "--heap"] + ["--quick"]
    t0 = time.monotonic()
    r = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, env=dict(os.environ, PYTHONUNBUFFERED="1"))
    wall = time.monotonic() - t0
    out = r.stdout.rstrip()
    if r.returncode:
        out += "\n\n[the bench failed, exit %d]\n%s" % (r.returncode, r.stderr.strip()[-3000:])
    return local(out), wall, r.returncode


def local(text):
    """The text without this machine's folders (the checkout, the user's home)."""
    for folder in (ROOT + os.sep, os.path.expanduser("~") + os.sep):
        text = text.replace(folder, "")
    return text


def section(key, cmd, what, out, wall, quick, measured=""):
    shown = " ".join(c if c != "python" else ".venv/bin/python" for c in cmd) + (
        " --quick" if quick and cmd[0] == "python" and "--code" not in cmd else "")     # as run() runs it
    return ("<!-- bench:%s -->\n## %s\n\n%s\n\nCommand: `%s` (%.0f s of wall time)\n\n%s```text\n%s\n```\n"
            "<!-- /bench:%s -->\n" % (key, key, what, shown, wall, ("%s\n\n" % measured) if measured else "", out,
                                       key))


SECTION = r"<!-- bench:(%s) -->.*?<!-- /bench:\1 -->\n?"
ANY = r"[^\s>]+"


def old_sections(path):
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError:
        return {}
    return {m.group(1): m.group(0).rstrip("\n") + "\n" for m in re.finditer(SECTION % ANY, text, re.S)}


def replace_sections(text, new, order):
    """`text` with each section of `new` (key -> section) in place of its old one, every other byte kept.  A
    section the text lacks goes after the nearest section before it in `order`, else before the first section,
    else at the end."""
    for key, body in new.items():
        m = re.search(SECTION % re.escape(key), text, re.S)
        if m:
            end = m.end() - (1 if m.group(0).endswith("\n") else 0)
            text = text[:m.start()] + body.rstrip("\n") + text[end:]
            continue
        prev = None
        for k in reversed(order[:order.index(key)] if key in order else order):
            prev = re.search(SECTION % re.escape(k), text, re.S)
            if prev:
                break
        first = re.search(SECTION % ANY, text, re.S)
        if prev:
            rest = text[prev.end():]
            text = text[:prev.end()].rstrip("\n") + "\n\n" + body + (("\n" + rest.lstrip("\n")) if rest.strip()
                                                                        else "")
        elif first:
            text = text[:first.start()] + body + "\n" + text[first.start():]
        else:
            text = text.rstrip("\n") + ("\n\n" if text.strip() else "") + body
    return text


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", default=None, help="comma list of benches to run (others keep their section)")
    ap.add_argument("--quick", action="store_true", help="each bench in its quick mode")
    ap.add_argument("--all", action="store_true", help="also the long runs (%s)" % ", ".join(EXTRA))
    ap.add_argument("--out", default=DOC, help="where to write (default docs/performance.md)")
    a = ap.parse_args()
    only = set(a.only.split(",")) if a.only else None
    all_benches = benches()
    if only and not only <= {k for k, _, _ in all_benches}:
        sys.exit("perf_doc: unknown bench %s (one of %s)" % (", ".join(sorted(only - {k for k, _, _ in all_benches})),
                                                           ", ".join(k for k, _, _ in all_benches)))
    kept = old_sections(a.out)
    parts, new, failed = [], {}, []
    # a section run alone says when and where (the introduction's date is that of the last full run)
    measured = "Measured %s, on %s." % (datetime.date.today().isoformat(), machine()) if only else ""
    for i, (key, cmd, what) in enumerate(all_benches, 1):
        if (only and key not in only) or (not only and not a.all and key in EXTRA):
            parts.append(kept.get(key) or section(key, cmd, what, "(not run yet: `bench/perf_doc.py --only %s`)"
                                                  % key, 0, False))
            continue
        print("[%d/%d] %s ..." % (i, len(all_benches), " ".join(cmd)), file=sys.stderr, flush=True)
        out, wall, rc = run(cmd, a.quick)
        if rc:
            failed.append(key)
        print("[%d/%d] %s: %.0f s%s" % (i, len(all_benches), key, wall, " FAILED" if rc else ""), file=sys.stderr,
              flush=True)
        new[key] = section(key, cmd, what, out, wall, a.quick, measured)
        parts.append(new[key])
    if only and os.path.exists(a.out):
        # only the named sections change: the introduction, its date and every other section stay as they were
        with open(a.out, encoding="utf-8") as f:
            text = replace_sections(f.read(), new, [k for k, _, _ in all_benches])
    else:
        cmd = "python bench/perf_doc.py" + (" --quick" if a.quick else "")
        head = PREAMBLE.format(cmd=cmd, date=datetime.date.today().isoformat(), machine=machine())
        text = head + "\n" + "\n".join(parts)
    with open(a.out, "w", encoding="utf-8") as f:
        f.write(text)
    print("wrote %s%s" % (os.path.relpath(a.out, ROOT), (": %s failed" % ", ".join(failed)) if failed else ""),
          file=sys.stderr)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
