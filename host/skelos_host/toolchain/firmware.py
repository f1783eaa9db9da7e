"""The Skelos build of the firmware: CircuitPython 9.2.1 for the Pico with the
board's code frozen in, built from the project (third_party/circuitpython, the
board firmware/board/skelos_pico, the code firmware/lib).

    python -m skelos_host.toolchain.firmware build    # build it unless a build of these inputs exists
    python -m skelos_host.toolchain.firmware path     # print the UF2's path (exit 1 if not built)

(`skelos firmware build` does the same as `build`.)  The build copies the
vendored CircuitPython tree and the board into a folder of the user cache,
stages the frozen modules there (what `skelos deploy` puts in `lib/`: skelos,
skelos_device, the packs, neopixel from its pinned package, plus
`skelos_build`, which names the build for `hello`), and runs CircuitPython's
own `make BOARD=skelos_pico` for the raspberrypi port.  The UF2 is kept in
the cache (`skelos/firmware-<key>/skelos_pico.uf2`), the key being the SHA-256
of every input: the vendored tree, the board, the frozen files, the ARM
compiler's version and the recipe below; the same inputs never build twice.

It needs Debian's gcc-arm-none-eabi and libnewlib-arm-none-eabi (the ARM
compiler and its C library), make, git (the frozen step asks `git describe`
for a module's version: the staged modules are made a git repository tagged
with neopixel's version, so no vendored file changes) and the Python
packages of requirements-build.txt."""

import contextlib
import hashlib
import importlib.metadata
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

from skelos_host.toolchain import mpycross, uf2

CP_VERSION = mpycross.CP_VERSION
BOARD = "skelos_pico"
GCC = "arm-none-eabi-gcc"
NEOPIXEL = "adafruit-circuitpython-neopixel"
UF2_NAME = BOARD + ".uf2"
JOBS = 2
# part of the cache key: a change here builds anew
RECIPE = ("cp -r third_party/circuitpython <b>/cp; cp -r firmware/board/%s <b>/cp/ports/raspberrypi/boards/; "
          "<b>/frozen = deploy's lib/ + skelos_build.py, git tag <neopixel's version>; "
          "make -C <b>/cp/ports/raspberrypi -j%d BOARD=%s CP_VERSION=%s FROZEN_MPY_DIRS=<b>/frozen "
          "MPY_LIB_DIR=<b>/mpylib MICROPY_MPYCROSS=<mpy-cross> PYTHON=<python>" % (BOARD, JOBS, BOARD, CP_VERSION))
# Python modules CircuitPython's build scripts import (requirements-build.txt)
MODULES = {"huffman": "huffman", "cascadetoml": "cascadetoml", "jinja2": "Jinja2"}


class BuildError(Exception):
    """The firmware cannot be built here; the message says why and what to do."""


def source_dir():
    return mpycross.source_dir()


def board_dir():
    """firmware/board/skelos_pico of a source checkout, or None."""
    here = pathlib.Path(__file__).resolve()
    d = here.parents[3] / "firmware" / "board" / BOARD
    return d if (d / "mpconfigboard.mk").is_file() else None


def frozen_files():
    """{module path: bytes} of the modules frozen in: `skelos deploy`'s lib/ for the stock firmware."""
    from skelos_host.commands import deploy
    files = deploy.contents()
    return {rel[len("lib/"):]: data for rel, data in files.items() if rel.startswith("lib/")}


def neopixel_version():
    try:
        return importlib.metadata.version(NEOPIXEL)
    except importlib.metadata.PackageNotFoundError:
        return "0.0.0"


def toolchain():
    """The ARM compiler's version line, or None when it is not here."""
    if shutil.which(GCC) is None:
        return None
    r = subprocess.run([GCC, "--version"], capture_output=True, text=True)
    return r.stdout.splitlines()[0].strip() if r.returncode == 0 and r.stdout else None


def _tree_hash(h, root):
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        for name in sorted(filenames):
            p = pathlib.Path(dirpath) / name
            rel = p.relative_to(root).as_posix()
            data = p.read_bytes()
            h.update(b"\0%s\0%d\0" % (rel.encode(), len(data)))
            h.update(data)


def inputs_key(frozen=None, gcc=None):
    """SHA-256 of everything the build reads: the recipe, the compiler, the vendored
    tree, the board and the frozen files (their paths and bytes)."""
    src, board = source_dir(), board_dir()
    if src is None or board is None:
        raise BuildError(missing_sources())
    h = hashlib.sha256(RECIPE.encode())
    h.update(b"\0gcc\0" + (gcc or toolchain() or "").encode())
    h.update(b"\0neopixel\0" + neopixel_version().encode())
    h.update(b"\0circuitpython\0" + mpycross.source_key(src).encode())
    h.update(b"\0board\0")
    _tree_hash(h, board)
    h.update(b"\0frozen\0")
    for rel, data in sorted((frozen if frozen is not None else frozen_files()).items()):
        h.update(b"\0%s\0%d\0" % (rel.encode(), len(data)))
        h.update(data)
    return h.hexdigest()


def build_name(key):
    """The name `hello` gives this build (uf2.BUILD_NAME's form)."""
    return "skelos-" + key[:12]


def skelos_build_module(name):
    return ('"""The Skelos firmware build these modules were frozen into."""\nBUILD = "%s"\n' % name).encode()


def out_dir(key):
    return mpycross.cache_root() / ("firmware-" + key[:16])


def built_uf2(key=None):
    """The cached UF2 of the current inputs, or None (not built, or no sources here)."""
    if source_dir() is None or board_dir() is None:
        return None
    gcc = toolchain()
    if gcc is None:
        return None
    key = key or inputs_key(gcc=gcc)
    d = out_dir(key)
    p, stamp = d / UF2_NAME, d / "stamp"
    if p.is_file() and stamp.is_file() and stamp.read_text().strip() == key:
        return p
    return None


def missing_sources():
    from skelos_host.text.i18n import _
    return _("this installation has no source of the firmware (a source checkout has it)")


def tools_missing():
    """Why the build cannot run here, as a sentence (None when it can)."""
    from skelos_host.text.i18n import _
    if source_dir() is None or board_dir() is None:
        return missing_sources()
    if toolchain() is None:
        return _("no ARM compiler (%(gcc)s) here to build the Skelos firmware: install Debian's "
                 "gcc-arm-none-eabi and libnewlib-arm-none-eabi (scripts/setup.sh --test does, as root)") % {"gcc": GCC}
    for tool in ("make", "git", "python3"):
        if shutil.which(tool) is None:
            return _("no %s here to build the Skelos firmware") % tool
    for module, package in MODULES.items():
        try:
            __import__(module)
        except ImportError:
            return _("the Python package %s is missing to build the Skelos firmware: "
                     "pip install -r requirements-build.txt") % package
    return None


@contextlib.contextmanager
def _lock(path):
    with mpycross.lock(path):
        yield


def _stage_frozen(folder, frozen, name):
    folder.mkdir(parents=True)
    for rel, data in frozen.items():
        p = folder / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)
    (folder / "skelos_build.py").write_bytes(skelos_build_module(name))
    # CircuitPython's frozen step runs `git describe --tags` in a folder holding a module
    # with a `__version__` line (neopixel's): a repository tagged with that package's version
    git = ["git", "-c", "user.name=skelos", "-c", "user.email=skelos@localhost", "-c", "init.defaultBranch=main",
           "-c", "commit.gpgsign=false", "-c", "tag.gpgsign=false"]
    env = dict(os.environ, GIT_CONFIG_NOSYSTEM="1", GIT_CONFIG_GLOBAL=os.devnull)
    for args in (["init", "-q", "."], ["add", "-A"], ["commit", "-q", "-m", name], ["tag", neopixel_version()]):
        subprocess.run(git + args, cwd=folder, check=True, capture_output=True, env=env)


def _run_make(cmd, log, say, env):
    """Run make, its output into `log`; a progress line at each step and every ~15 s between."""
    import queue
    import threading
    steps = {"QSTR": "collecting names (qstr)", "FREEZE": "freezing the modules",
             "Memory region": "linking", "Converted to uf2": "writing the UF2"}
    t0 = last = time.monotonic()
    lines = queue.Queue()
    with open(log, "wb") as f:
        p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)
        reader = threading.Thread(target=lambda: [lines.put(raw) for raw in p.stdout] and None, daemon=True)
        reader.start()
        while reader.is_alive() or not lines.empty():
            try:
                raw = lines.get(timeout=1)
            except queue.Empty:
                raw = None
            now = time.monotonic()
            if raw is not None:
                f.write(raw)
                text = raw.decode("utf-8", "replace")
                what = next((w for mark, w in steps.items() if text.startswith(mark)), None)
                if what:
                    say("%s (%d s)" % (what, now - t0))
                    last = now
                    continue
            if now - last >= 15:
                say("compiling... (%d s)" % (now - t0))
                last = now
        return p.wait()


def build(say=print):
    """Build the Skelos UF2 unless this input's build is cached; returns its path.
    BuildError says why it cannot be built."""
    why = tools_missing()
    if why:
        raise BuildError(why)
    gcc = toolchain()
    frozen = frozen_files()
    key = inputs_key(frozen, gcc)
    name = build_name(key)
    root = mpycross.cache_root()
    with _lock(root / ".firmware.lock"):
        done = built_uf2(key)
        if done is not None:
            return done
        try:        # the modules are frozen with CircuitPython's own compiler, the one deploy uses
            exe = mpycross.build(say=say)
        except mpycross.BuildError as e:
            raise BuildError("the Skelos firmware needs CircuitPython's mpy-cross: %s" % e) from None
        say("building the Skelos firmware %s (CircuitPython %s, %s; about 2 to 4 minutes)"
            % (name, CP_VERSION, gcc))
        tmp = pathlib.Path(tempfile.mkdtemp(prefix="firmware-", dir=root))
        try:
            cp = tmp / "cp"
            shutil.copytree(source_dir(), cp, ignore=shutil.ignore_patterns("README.md"))
            shutil.copytree(board_dir(), cp / "ports" / "raspberrypi" / "boards" / BOARD)
            _stage_frozen(tmp / "frozen", frozen, name)
            (tmp / "mpylib").mkdir()       # micropython-lib: none of it is frozen, but the step checks for it
            (tmp / "mpylib" / "README.md").write_text("micropython-lib: not used by this build\n")
            log = tmp / "build.log"
            cmd = ["make", "-C", str(cp / "ports" / "raspberrypi"), "-j%d" % JOBS, "BOARD=" + BOARD,
                   "CP_VERSION=" + CP_VERSION, "FROZEN_MPY_DIRS=" + str(tmp / "frozen"),
                   "MPY_LIB_DIR=" + str(tmp / "mpylib"), "MICROPY_MPYCROSS=" + str(exe), "PYTHON=" + sys.executable]
            t0 = time.monotonic()
            rc = _run_make(cmd, log, say, dict(os.environ, MICROPY_MPYCROSS=str(exe)))
            built = cp / "ports" / "raspberrypi" / ("build-" + BOARD) / "firmware.uf2"
            if rc != 0 or not built.is_file():
                tail = log.read_text(errors="replace").strip().splitlines()[-20:]
                keep = root / "firmware-build-failed.log"
                shutil.copy(log, keep)
                raise BuildError("building the Skelos firmware failed (make exit %d; whole log in %s):\n%s"
                                 % (rc, keep, "\n".join(tail)))
            data = built.read_bytes()
            got = uf2.build_name(data)
            if got != name:
                raise BuildError("the built UF2 names the build %r, not %r" % (got, name))
            stage = tmp / "out"
            stage.mkdir()
            shutil.copy2(built, stage / UF2_NAME)
            shutil.copy2(log, stage / "build.log")
            (stage / "stamp").write_text(key + "\n")
            out = out_dir(key)
            if out.exists():
                shutil.rmtree(out)
            os.replace(stage, out)
            say("built %s in %d s (%d KB)" % (out / UF2_NAME, time.monotonic() - t0, len(data) // 1024))
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
    return out / UF2_NAME


def main(argv=None):
    from skelos_host.text.i18n import _
    return mpycross.tool_main(
        argv, "firmware", lambda: build(say=lambda m: print("firmware: " + m, flush=True)), BuildError,
        lambda path: _("firmware: the Skelos build is ready: %s") % path, lambda e: "firmware: %s" % e, built_uf2,
        lambda: tools_missing() or _("the Skelos firmware is not built yet (python -m skelos_host.toolchain.firmware "
                                     "build builds it)"))


if __name__ == "__main__":
    sys.exit(main())
