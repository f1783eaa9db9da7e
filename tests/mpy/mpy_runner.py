# Minimal test runner for the Skelos core test suite, run INSIDE MicroPython.
#
# Conventions (see tests/mpy/README.md):
#   * test modules are files test_*.py in one flat directory;
#   * tests are plain top-level functions `def test_...():` using bare `assert`;
#   * `MPY_SKIP = {"test_name": "reason"}` skips single tests under MicroPython;
#   * `MPY_SKIP_MODULE = "reason"` (a top-level line, read from the source
#     WITHOUT importing) skips a whole module, e.g. one importing hypothesis.
#     Any other import error is a failure, so it stays visible.
#
# Driven step by step by tests/mpy/run_core_tests.mjs (one JS->Python call per
# test, so that the webassembly port can garbage-collect between tests), but
# `main()` also runs everything in one go, e.g. on a board or under CPython.
#
# Only uses what MicroPython, CircuitPython and CPython all have.

import sys

try:
    import io
except ImportError:  # pragma: no cover
    io = None

try:
    from time import ticks_ms, ticks_diff
except ImportError:  # CPython
    from time import monotonic as _mono

    def ticks_ms():
        return int(_mono() * 1000)

    def ticks_diff(a, b):
        return a - b


def _format_exception(exc):
    """Return the traceback text of exc (MicroPython, CircuitPython or CPython)."""
    if io is not None:
        buf = io.StringIO()
        pe = getattr(sys, "print_exception", None)
        try:
            if pe is not None:
                pe(exc, buf)
            else:
                import traceback

                traceback.print_exception(type(exc), exc, exc.__traceback__, file=buf)
            return buf.getvalue()
        except Exception:
            pass
    return "%s: %s\n" % (type(exc).__name__, exc)


def _is_runner_frame(line):
    line = line.strip()
    return line.startswith('File "') and 'mpy_runner.py"' in line


def _failing_source_line(tb_text):
    """Return the source line of the innermost traceback frame whose file can
    be read (MicroPython's `assert a == b` carries no message, so the
    source line is the most useful detail)."""
    last = None
    for line in tb_text.split("\n"):
        line = line.strip()
        if line.startswith('File "'):
            end = line.find('"', 6)
            pos = line.find(", line ", end)
            if end > 0 and pos > 0:
                num = line[pos + 7 :].split(",")[0]
                try:
                    last = (line[6:end], int(num))
                except ValueError:
                    pass
    if last is None:
        return None
    path, lineno = last
    try:
        with open(path) as f:
            for i, src in enumerate(f):
                if i + 1 == lineno:
                    return src.strip()
    except (OSError, MemoryError):
        pass
    return None


def _scan_source(path):
    """Read a test module's source without importing it.

    Returns (test function names in file order, test class names,
    module skip reason or None)."""
    names = []
    classes = []
    module_skip = None
    with open(path) as f:
        for line in f:
            if line.startswith("def test_"):
                end = line.find("(")
                if end > 4:
                    names.append(line[4:end].strip())
            elif line.startswith("class Test"):
                end = min([i for i in (line.find("("), line.find(":")) if i > 0] or [len(line)])
                classes.append(line[6:end].strip())
            elif line.startswith("MPY_SKIP_MODULE"):
                rest = line[len("MPY_SKIP_MODULE") :].strip()
                if rest.startswith("="):
                    rest = rest[1:].strip()
                    try:
                        module_skip = str(eval(rest))
                    except Exception:
                        module_skip = rest
    return names, classes, module_skip


class Runner:
    def __init__(self, test_dir="/tests", kfilter=None, out=print):
        self.test_dir = test_dir.rstrip("/") or "/"
        self.kfilter = kfilter.lower() if kfilter else None
        self.out = out
        self.passed = 0
        self.failed = 0
        self.skipped = 0
        self.failures = []
        self.t0 = ticks_ms()

    def _selected(self, test_id):
        return self.kfilter is None or self.kfilter in test_id.lower()

    def _fail(self, test_id, exc=None, message=None):
        self.failed += 1
        self.failures.append(test_id)
        self.out("FAIL " + test_id)
        if message:
            self.out("    " + message)
        if exc is not None:
            # the sys.print_exception text, minus this runner's own frames
            lines = _format_exception(exc).rstrip("\n").split("\n")
            tb_lines = []
            drop_src = False
            for ln in lines:
                if _is_runner_frame(ln):
                    drop_src = True  # CPython follows a frame with its source line
                    continue
                if not (drop_src and ln.startswith("    ") and not ln.strip().startswith("File ")):
                    tb_lines.append(ln)
                drop_src = False
            self.out("\n".join(tb_lines))
            src = _failing_source_line("\n".join(tb_lines))
            if src:
                self.out("    > " + src)

    def _skip(self, test_id, reason):
        self.skipped += 1
        self.out("SKIP %s (%s)" % (test_id, reason))

    def modules(self):
        """[(module name, its folder)] of the test_*.py files under test_dir and its
        folders (tests follow the game packs: tests/core/<game>/), by module name."""
        import os

        found = []
        dirs = [self.test_dir]
        while dirs:
            d = dirs.pop()
            try:
                entries = os.listdir(d)
            except OSError:
                continue
            for f in entries:
                path = d + "/" + f
                if f.endswith(".py"):
                    if f.startswith("test_"):
                        found.append((f[:-3], d))
                elif not f.startswith((".", "_")):
                    try:
                        if os.stat(path)[0] & 0x4000:   # a folder
                            dirs.append(path)
                    except OSError:
                        pass
        return sorted(found)

    def folders(self):
        """test_dir and every folder under it: on sys.path, so helpers import by name."""
        out = []
        for _, d in self.modules():
            if d not in out:
                out.append(d)
        return out or [self.test_dir]

    def steps(self):
        """Generator: does one unit of work (import a module / run one test)
        per iteration, so a driver can return to the host between units."""
        for d in [self.test_dir] + self.folders():
            if d not in sys.path:
                sys.path.insert(0, d)
        for modname, folder in self.modules():
            path = folder + "/" + modname + ".py"
            try:
                names, classes, module_skip = _scan_source(path)
            except Exception as e:
                self._fail(modname, e, "cannot read source")
                yield
                continue
            if module_skip is not None:
                ids = [modname + "::" + n for n in names] or [modname]
                for tid in ids:
                    if self._selected(tid):
                        self._skip(tid, module_skip)
                yield
                continue
            if not any(self._selected(modname + "::" + n) for n in names) and names:
                continue  # -k deselected the whole module: do not even import it
            try:
                mod = __import__(modname)
            except BaseException as e:  # noqa: B036 - keep errors visible
                if isinstance(e, KeyboardInterrupt):
                    raise
                self._fail(
                    modname,
                    e,
                    'error while importing the module (set MPY_SKIP_MODULE = "reason" to skip it under MicroPython)',
                )
                yield
                continue
            for cls in classes:
                if self._selected(modname + "::" + cls):
                    self._fail(
                        modname + "::" + cls,
                        None,
                        "test classes are not supported by mpy_runner; use plain top-level test_ functions",
                    )
            skips = getattr(mod, "MPY_SKIP", None) or {}
            # Functions defined in the source, in file order, then any other
            # test_ callables in the namespace (e.g. imported), sorted.
            seen = set()
            order = []
            for n in names:
                if n not in seen:
                    seen.add(n)
                    order.append(n)
            extra = sorted(n for n in dir(mod) if n.startswith("test_") and n not in seen)
            for n in extra:
                if callable(getattr(mod, n)):
                    order.append(n)
            for n in skips:
                if n not in seen and n not in extra:
                    self.out("WARN %s: MPY_SKIP names unknown test %r" % (modname, n))
            for name in order:
                tid = modname + "::" + name
                if not self._selected(tid):
                    continue
                if name in skips:
                    self._skip(tid, skips[name])
                    continue
                fn = getattr(mod, name, None)
                if fn is None:
                    # defined under a condition that was false, or deleted
                    continue
                try:
                    fn()
                except BaseException as e:  # noqa: B036 - includes SystemExit
                    if isinstance(e, KeyboardInterrupt):
                        raise
                    self._fail(tid, e)
                else:
                    self.passed += 1
                    self.out("PASS " + tid)
                yield
            # drop the module so later memory use is not inflated by it
            try:
                del sys.modules[modname]
            except KeyError:
                pass

    def finish(self):
        """Print the recap and the closing line; return 'passed failed skipped'."""
        ms = ticks_diff(ticks_ms(), self.t0)
        if self.failures:
            self.out("")
            self.out("failed tests:")
            for tid in self.failures:
                self.out("  " + tid)
        impl = getattr(sys, "implementation", None)
        name = getattr(impl, "name", "?")
        self.out(
            "interpreter: %s %s (%s, %s); %d test(s) in %d.%03d s"
            % (
                name,
                sys.version,
                sys.platform,
                getattr(impl, "_machine", "?"),
                self.passed + self.failed + self.skipped,
                ms // 1000,
                ms % 1000,
            )
        )
        self.out("micropython: %d passed, %d failed, %d skipped" % (self.passed, self.failed, self.skipped))
        return "%d %d %d" % (self.passed, self.failed, self.skipped)


def main(test_dir="/tests", kfilter=None):
    r = Runner(test_dir, kfilter)
    for _ in r.steps():
        pass
    return r.finish()


if __name__ == "__main__":
    main(*sys.argv[1:3])
