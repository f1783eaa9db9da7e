"""CircuitPython's own `mpy-cross`, built once per machine from the source in
third_party/circuitpython (CircuitPython 9.2.1, the firmware line the board
runs; third_party/circuitpython/README.md).

    python -m skelos_host.toolchain.mpycross build    # build it unless a build of this source exists
    python -m skelos_host.toolchain.mpycross path     # print the compiler's path (exit 1 if none)

The build goes to the user cache folder (`skelos/mpy-cross-<key>`, where the
key is the SHA-256 of the vendored source and of the recipe below), so every
checkout of the same source on a machine shares one build and a changed
source builds anew.  It needs a C compiler, make and the `huffman` package
(requirements-build.txt).  SKELOS_MPY_CROSS names a compiler to use instead.

`skelos deploy` compiles `lib/` with it (`compiler()`); without one it ships
the `.py` source and says why (`missing()`)."""

import contextlib
import hashlib
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

CP_VERSION = "9.2.1"
CP_COMMIT = "254f8effb17f04f3e7dbcd836e0e9394b1662a98"
# part of the cache key: a change here builds anew
RECIPE = "CP_VERSION=%s make -C mpy-cross BUILD=<tmp> PYTHON=<python> (%s)" % (CP_VERSION, CP_COMMIT)
EXE = "mpy-cross.exe" if os.name == "nt" else "mpy-cross"


class BuildError(Exception):
    """The compiler cannot be built here; the message says why and what to do."""


def source_dir():
    """The vendored CircuitPython subset of a source checkout, or None (an installed wheel has none)."""
    here = pathlib.Path(__file__).resolve()
    src = here.parents[3] / "third_party" / "circuitpython"
    return src if (src / "mpy-cross" / "Makefile").is_file() else None


def source_key(src):
    """SHA-256 of every file of the vendored source (path and bytes; not our README) and of the recipe."""
    h = hashlib.sha256(RECIPE.encode())
    for dirpath, dirnames, filenames in os.walk(src):
        dirnames.sort()
        for name in sorted(filenames):
            p = pathlib.Path(dirpath) / name
            rel = p.relative_to(src).as_posix()
            if rel == "README.md":      # ours, not the source
                continue
            h.update(b"\0%s\0%d\0" % (rel.encode(), p.stat().st_size))
            h.update(p.read_bytes())
    return h.hexdigest()


def cache_root():
    env = os.environ.get("SKELOS_CACHE_DIR")
    if env:
        return pathlib.Path(env)
    import platformdirs
    return pathlib.Path(platformdirs.user_cache_dir("skelos", appauthor=False))


def build_dir(src=None):
    src = src or source_dir()
    return cache_root() / ("mpy-cross-" + source_key(src)[:16]) if src else None


def compiler():
    """The path of a built CircuitPython mpy-cross, or None."""
    env = os.environ.get("SKELOS_MPY_CROSS")
    if env:
        return pathlib.Path(env) if os.access(env, os.X_OK) else None
    d = build_dir()
    if d is None:
        return None
    exe = d / EXE
    stamp = d / "stamp"
    if exe.is_file() and stamp.is_file() and stamp.read_text().strip() == source_key(source_dir()):
        return exe
    return None


def missing():
    """Why there is no compiler, as a sentence (None when there is one)."""
    from skelos_host.text.i18n import _
    env = os.environ.get("SKELOS_MPY_CROSS")
    if env and compiler() is None:
        return _("SKELOS_MPY_CROSS=%s is not an executable file") % env
    if compiler() is not None:
        return None
    if source_dir() is None:
        return _("this installation has no source of CircuitPython's compiler (a source checkout has it)")
    why = _tools_missing()
    if why:
        return why
    return _("CircuitPython %s's mpy-cross is not built yet (scripts/setup.sh builds it)") % CP_VERSION


def _cc():
    return os.environ.get("CC") or "cc"


def _tools_missing():
    from skelos_host.text.i18n import _
    if shutil.which(_cc()) is None:
        return _("no C compiler (%(cc)s) here to build CircuitPython %(version)s's mpy-cross") % {
            "cc": _cc(), "version": CP_VERSION}
    if shutil.which("make") is None:
        return _("no make here to build CircuitPython %s's mpy-cross") % CP_VERSION
    return None


@contextlib.contextmanager
def lock(path):
    """An exclusive lock on `path` (two setups at once build once; the second waits)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a") as f:
        try:
            import fcntl
        except ImportError:     # Windows: no lock, the atomic rename still keeps builds whole
            yield
            return
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


def build(say=print):
    """Build the compiler unless this source's build is cached; returns its path.
    BuildError says why it cannot be built."""
    from skelos_host.text.i18n import _
    src = source_dir()
    if src is None:
        raise BuildError(missing())
    key = source_key(src)
    out = cache_root() / ("mpy-cross-" + key[:16])
    with lock(cache_root() / ".mpy-cross.lock"):
        exe = compiler()
        if exe is not None:
            return exe
        why = _tools_missing()
        if why:
            raise BuildError(why)
        try:
            import huffman  # noqa: F401  (py/maketranslationdata.py needs it)
        except ImportError:
            raise BuildError(_("the huffman package is missing: pip install -r requirements-build.txt")) from None
        say(_("building CircuitPython %(version)s's mpy-cross from %(source)s (once per machine; about a minute)")
            % {"version": CP_VERSION, "source": os.path.relpath(src)})
        tmp = pathlib.Path(tempfile.mkdtemp(prefix="mpy-cross-", dir=cache_root()))
        try:
            log = tmp / "build.log"
            jobs = str(max(1, min(4, os.cpu_count() or 1)))
            env = dict(os.environ, CP_VERSION=CP_VERSION)
            with open(log, "wb") as f:
                r = subprocess.run(["make", "-C", str(src / "mpy-cross"), "-j", jobs, "BUILD=" + str(tmp / "build"),
                                    "PYTHON=" + sys.executable], stdout=f, stderr=subprocess.STDOUT, env=env)
            built = tmp / "build" / EXE
            if r.returncode != 0 or not built.is_file():
                tail = log.read_text(errors="replace").strip().splitlines()[-15:]
                keep = cache_root() / "mpy-cross-build-failed.log"
                shutil.copy(log, keep)
                raise BuildError(_("building mpy-cross failed (make exit %(status)d; whole log in %(log)s):")
                                 % {"status": r.returncode, "log": keep} + "\n" + "\n".join(tail))
            v = subprocess.run([str(built), "--version"], capture_output=True, text=True)
            if v.returncode != 0 or "CircuitPython %s" % CP_VERSION not in v.stdout:
                raise BuildError(_("the built mpy-cross reports %(said)r, not CircuitPython %(version)s")
                                 % {"said": v.stdout.strip(), "version": CP_VERSION})
            stage = tmp / "out"
            stage.mkdir()
            shutil.copy2(built, stage / EXE)
            (stage / "stamp").write_text(key + "\n")
            if out.exists():
                shutil.rmtree(out)
            os.replace(stage, out)
            say(_("built %(exe)s (%(version)s)") % {"exe": out / EXE, "version": v.stdout.strip()})
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
    return out / EXE


def version(exe):
    r = subprocess.run([str(exe), "--version"], capture_output=True, text=True)
    return r.stdout.strip()


def compile_module(exe, source, name):
    """The .mpy bytes of `source` (bytes of a .py file), its source name in the file being `name`
    (`-s`: no build path inside).  BuildError with the compiler's message if it refuses."""
    with tempfile.TemporaryDirectory(prefix="skelos-mpy-") as tmp:
        src = os.path.join(tmp, "m.py")
        dst = os.path.join(tmp, "m.mpy")
        with open(src, "wb") as f:
            f.write(source)
        r = subprocess.run([str(exe), "-s", name, "-o", dst, src], capture_output=True, text=True)
        if r.returncode != 0 or not os.path.isfile(dst):
            raise BuildError("mpy-cross refused %s: %s" % (name, (r.stderr or r.stdout).strip()))
        with open(dst, "rb") as f:
            return f.read()


def tool_main(argv, name, build, error, ready, failed, found, missing):
    """`python -m skelos_host.toolchain.<name> build|path`: `build()` makes the tool (`error`: why it cannot),
    `ready(result)` and `failed(err)` say how it went; `found()` is what is built (None: `missing()` says why)."""
    argv = sys.argv[1:] if argv is None else argv
    if argv == ["build"]:
        try:
            result = build()
        except error as e:
            print(failed(e), file=sys.stderr)
            return 1
        print(ready(result))
        return 0
    if argv == ["path"]:
        path = found()
        if path is None:
            print(missing(), file=sys.stderr)
            return 1
        print(path)
        return 0
    print("usage: python -m skelos_host.toolchain.%s build|path" % name, file=sys.stderr)
    return 2


def main(argv=None):
    from skelos_host.text.i18n import _
    return tool_main(argv, "mpycross", lambda: build(say=lambda m: print(_("setup: %s") % m, flush=True)),
                     BuildError, _ready, lambda e: _("setup: %s") % e, compiler, missing)


def _ready(exe):
    from skelos_host.text.i18n import _
    said = version(exe)
    found = re.search(r"CircuitPython (\S+) .*mpy v(\S+)", said)
    return (_("setup: mpy-cross ready: CircuitPython %(version)s, .mpy v%(mpy)s") % {
        "version": found.group(1), "mpy": found.group(2)} if found else _("setup: mpy-cross ready: %s") % said)


if __name__ == "__main__":
    sys.exit(main())
