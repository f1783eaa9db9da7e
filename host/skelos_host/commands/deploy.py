"""`skelos deploy`: build the exact CIRCUITPY contents, optionally copy them to the drive.

Deploy writes, replaces and removes only its own files.  Every folder it writes
(the build folder and the drive) gets a manifest, `.skelos-deploy.json`, with
the SHA-256 of each file it wrote there.  A file deploy would write over is
replaced only when the manifest lists it unchanged (or it already holds the
new bytes); a file an earlier deploy wrote that this one does not is removed
only when unchanged.  Everything else in the folder is left alone: a build
folder must be new, empty or an earlier build; on a drive, files deploy did
not write are replaced only with --force (except CircuitPython's sample
code.py of a fresh drive, which only prints Hello World).  Nothing is written through a
symbolic link inside the folder, and every file goes in under a temporary name
renamed over the old one."""

import hashlib
import importlib.util
import json
import os
import pathlib
import re
import stat

import click

from skelos_host.cli.common import replace_file
from skelos_host.device import resources
from skelos_host.text import limits
from skelos_host.toolchain import mpycross
from skelos_host.text.i18n import _, ngettext

# third-party CircuitPython libraries, taken from their PyPI packages in this env
THIRD_PARTY = {"fram_i2c": [], "nvm": []}   # the FRAM: skelos_device.fram on the built-in adafruit_bus_device
ALWAYS = ["neopixel"]
MANIFEST = ".skelos-deploy.json"
FIRMWARES = ("stock", "skelos")   # CircuitPython as published; the Skelos build, lib/ frozen in


def _module_file(name):
    spec = importlib.util.find_spec(name)
    if spec is None or spec.origin is None:
        raise click.ClickException(_("%(module)s is not installed (pip install %(package)s)") % {
            "module": name, "package": "adafruit-circuitpython-" + name.replace("adafruit_", "")})
    return pathlib.Path(spec.origin)


def _package_files(src, dst, leave=()):
    """{destination path: bytes} of the .py files of a package folder (no caches),
    without its subfolders named in `leave`."""
    out = {}
    for dirpath, dirnames, filenames in os.walk(src):
        top = os.path.samefile(dirpath, src)
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__" and not (top and d in leave))
        for name in sorted(filenames):
            if name.endswith(".pyc"):
                continue
            p = pathlib.Path(dirpath) / name
            out[dst + "/" + p.relative_to(src).as_posix()] = p.read_bytes()
    return out


def profile_names():
    return sorted(p.name[:-5] for p in resources.profiles_dir().iterdir() if p.name.endswith(".json"))


def contents(profile="pico_reference", scenario="pict-village", mpy_cross=None, build="stock"):
    """{relative path: bytes} of the CIRCUITPY tree; raises ClickException for a bad profile or scenario.
    With `mpy_cross` (the compiler's path) the `.py` files of `lib/` become `.mpy` (compile_lib).
    For the Skelos firmware (`build="skelos"`), whose build has `lib/` frozen in, no `lib/` goes."""

    from skelos_host import presets

    if profile not in profile_names():     # a name, never a path: only the profiles shipped are read
        raise click.ClickException(_("no board profile %s") % profile)
    prof = (resources.profiles_dir() / (profile + ".json")).read_bytes()
    if json.loads(prof)["board_id"] == "raspberry_pi_40pin":     # not a CircuitPython board
        raise click.ClickException(_("%s is the Raspberry Pi box's profile: on the Pi, run `skelos box` "
                                     "(docs/pi.md); nothing goes on a CIRCUITPY drive") % profile)
    kind = json.loads(prof)["storage"]["kind"]
    try:
        blob = presets.board_blob(presets.load_dict(scenario))
    except presets.PresetError as e:
        raise click.ClickException(str(e)) from None
    firmware = resources.firmware_dir()
    files = {n: (firmware / n).read_bytes() for n in ("code.py", "boot.py", "stopped.py")}
    from skelos.games import SIDES           # the sides played on the host only never go to the board
    host_only = [m.split(".")[1] for m in SIDES.values()]
    files.update(_package_files(resources.package_dir("skelos"), "lib/skelos", host_only))
    files.update(_package_files(resources.package_dir("skelos_device"), "lib/skelos_device"))
    files["profile.json"] = prof
    # CircuitPython reads settings.toml at start: a Python stack larger than its 1.5 KB
    # default.  Every path of the firmware fits the default (docs/firmware.md, "Python
    # stack"); the larger one keeps room for what a later version or a user's code adds
    files["settings.toml"] = b"\n".join(settings_lines(build)) + b"\n"
    files["default_scenario.bin"] = blob
    files.update(preset_files())
    for name in ALWAYS + THIRD_PARTY.get(kind, []):
        files["lib/" + name + ".py"] = _module_file(name).read_bytes()
    if build == "skelos":
        return {rel: data for rel, data in files.items() if not rel.startswith("lib/")}
    if mpy_cross is not None:
        files = compile_lib(files, mpy_cross)
    return files


def preset_files():
    """{presets/<id>.bin: scenario blob} of every built-in preset: a board
    plays from its drive what does not fit its storage (the 4 KB nvm of a
    board without FRAM), only the game in storage (docs/firmware.md, "No FRAM")."""
    from skelos_host import presets
    out = {}
    for name in presets.builtin_names():
        d = presets.load_dict(name)
        out["presets/" + d["id"] + ".bin"] = presets.board_blob(d)
    return out


def compile_lib(files, exe):
    """`files` with every `lib/**.py` compiled to `lib/**.mpy` by `exe`; the name stored in
    each file (tracebacks) is its module path, e.g. `skelos/journal.py`, never a build path."""
    out = {}
    for rel, data in files.items():
        if rel.startswith("lib/") and rel.endswith(".py"):
            try:
                out[rel[:-3] + ".mpy"] = mpycross.compile_module(exe, data, rel[len("lib/"):])
            except mpycross.BuildError as e:
                raise click.ClickException(str(e)) from None
        else:
            out[rel] = data
    return out


def _sha(data):
    return hashlib.sha256(data).hexdigest()


def _file_sha(path):
    try:
        with open(path, "rb") as f:
            return _sha(f.read())
    except OSError:
        return None


MANIFEST_MAX = 1024 * 1024


def _read_manifest(root):
    """The files an earlier deploy wrote here, as its manifest lists them; None without a readable one.
    The manifest is read like any file anyone may write: a manifest that is not a regular file (a FIFO
    would never end, a device could be anything) is refused, one over 1 MB or nested beyond the JSON depth
    limit is no manifest."""
    path = root / MANIFEST
    try:
        st = os.lstat(path)
    except OSError:
        return None
    if not stat.S_ISREG(st.st_mode):
        raise click.ClickException(_("%s is not a regular file, so not a manifest skelos deploy wrote: move it "
                                     "away") % path)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0))
        with os.fdopen(fd, "rb") as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):     # (swapped since)
                return None
            data = f.read(MANIFEST_MAX + 1)
        if len(data) > MANIFEST_MAX:
            return None
        files = limits.json_loads(data).get("files")
    except (OSError, ValueError, AttributeError, RecursionError):
        return None
    if not isinstance(files, dict):
        return None
    return {k: v for k, v in files.items() if isinstance(k, str) and isinstance(v, str) and _safe_rel(k)}


def _safe_rel(rel):
    parts = rel.split("/")
    return bool(rel) and not rel.startswith("/") and all(p not in ("", ".", "..") for p in parts)


def _linked(root, rel):
    """The first path from `root` down to `rel` that is a symbolic link, or None."""
    p = root
    for part in rel.split("/"):
        p = p / part
        if p.is_symlink():
            return p
    return None


def _root(folder):
    """The folder to write, following a link given as the folder itself (the user named it)."""
    folder = pathlib.Path(folder)
    if folder.is_symlink() and not folder.exists():
        raise click.ClickException(_("%s is a symbolic link to nothing") % folder)
    if folder.exists() and not folder.is_dir():
        raise click.ClickException(_("%s exists and is not an earlier build: choose another --out") % folder)
    return folder


_SAMPLE = re.compile(rb"\s*print\(\s*(\"Hello,? [Ww]orld!?\"|'Hello,? [Ww]orld!?')\s*\)\s*")


def _sample(path, drive):
    """CircuitPython's own sample on a fresh drive (a code.py that only prints Hello World): nothing to keep."""
    if not drive or path.name != "code.py" or path.stat().st_size > 100:
        return False
    return _SAMPLE.fullmatch(path.read_bytes()) is not None


def _names(paths):
    shown = ", ".join(str(p) for p in paths[:3])
    return shown + (" …" if len(paths) > 3 else "")


PYSTACK = b"CIRCUITPY_PYSTACK_SIZE = 4096"
# CircuitPython 9 starts its Python heap at 8 KB and adds an area each time an
# allocation finds no room after a collection, so a booted board (about 120 KB
# live) kept a few KB of room and collected (about 20 ms) inside every other
# button press.  One area this large from the start leaves room for the loop to
# collect only when quiet (docs/firmware.md, "Heap").  When the RAM cannot give
# it, CircuitPython starts at its own 8 KB (main.c's fallback).
HEAP_START = b"CIRCUITPY_HEAP_START_SIZE = 153600"
SETTINGS = (PYSTACK, HEAP_START)   # the lines deploy writes to settings.toml
# The Skelos build (its code in flash) needs far less heap: an area 12 KB smaller
# leaves that much more RAM beside it, one block of 51 KB on the rig that the heap's
# own churn never splits (a long game's undos leave the area's free room in
# pieces), which a large allocation still gets (docs/firmware.md, "Garbage collection").
HEAP_START_SKELOS = b"CIRCUITPY_HEAP_START_SIZE = 141312"


_KEYS = {s.split(b"=", 1)[0].strip() for s in SETTINGS}


def settings_lines(build="stock"):
    """The lines deploy writes to settings.toml for that firmware."""
    return (PYSTACK, HEAP_START_SKELOS) if build == "skelos" else SETTINGS


def with_settings(settings, want=SETTINGS):
    """(the bytes of a settings.toml with each line of `want` added that sets a
    key it does not set already, every other byte kept, the lines added):
    before the first table (CircuitPython reads only the keys above it), else
    at the end."""
    lines = settings.split(b"\n")
    have = {ln.split(b"=", 1)[0].strip() for ln in lines if b"=" in ln}
    add = [s for s in want if s.split(b"=", 1)[0].strip() not in have]
    if not add:
        return settings, add
    for i, ln in enumerate(lines):
        if ln.strip().startswith(b"["):
            return b"\n".join(lines[:i] + add + lines[i:]), add
    if settings and not settings.endswith(b"\n"):
        settings += b"\n"
    return settings + b"\n".join(add) + b"\n", add


def _check(folder, files, drive=False, force=False):
    """Refuse what writing `files` into `folder` would lose; returns (root, manifest files,
    the sources beside a module compiled here, to remove)."""
    root = _root(folder)
    manifest = _read_manifest(root) if root.is_dir() else None
    if not drive and manifest is None and root.is_dir() and any(root.iterdir()):
        raise click.ClickException(_("%s exists and is not an earlier build: choose another --out") % folder)
    owned = manifest or {}
    foreign = []
    shadows = []
    for rel in files:
        # a source beside a module compiled here would be imported instead of it
        if not rel.endswith(".mpy") or rel[:-4] + ".py" in files:
            continue
        src = rel[:-4] + ".py"
        if _linked(root, src) is not None or not (root / src).is_file():
            continue
        if owned.get(src) != _file_sha(root / src):
            foreign.append(root / src)
        shadows.append(src)
    notice = None
    user_settings = root / "settings.toml"
    if "settings.toml" in files and user_settings.is_file() and not user_settings.is_symlink():
        have = user_settings.read_bytes()
        body = [ln.strip() for ln in have.decode("utf-8", "replace").splitlines()]
        if any(ln and not ln.startswith("#") for ln in body):
            # settings of the user's own (or kept from them before): every line of theirs
            # stays, the Python stack and heap lines are added to them when they do not set those
            merged, added = with_settings(have, tuple(ln for ln in files["settings.toml"].splitlines()
                                                      if ln.split(b"=", 1)[0].strip() in _KEYS))
            if added:
                notice = _("%(file)s is yours and is kept; added to it: %(lines)s (a larger Python stack for long "
                           "games, and a Python heap that keeps button presses quick)") % {
                    "file": user_settings, "lines": "; ".join(a.decode() for a in added)}
            files["settings.toml"] = merged
        owned["settings.toml"] = _file_sha(user_settings)   # theirs, merged; or CircuitPython's empty one: replaced
    for rel, data in files.items():
        link = _linked(root, rel)
        if link is not None:
            raise click.ClickException(_("%s is a symbolic link: deploy does not write through links") % link)
        target = root / rel
        if not target.exists():
            continue
        have = _file_sha(target) if target.is_file() else None
        if have is None or (have != _sha(data) and owned.get(rel) != have and not _sample(target, drive)):
            foreign.append(target)
    if foreign and not (drive and force):
        if drive:
            raise click.ClickException(
                _("%s: not written by skelos deploy, or changed since; move it away, or pass --force to replace it")
                % _names(foreign))
        raise click.ClickException(
            _("%s: not written by skelos deploy, or changed since; it is left alone: choose another --out")
            % _names(foreign))
    if notice:
        click.echo(notice, err=True)
    return root, owned, shadows


def write_tree(folder, files, drive=False, force=False):
    """Write `files` ({relative path: bytes}) into `folder` under the rules above."""
    root, owned, shadows = _check(folder, files, drive, force)
    try:
        for rel in shadows:     # first: a .py beside a new .mpy would be imported instead of it
            (root / rel).unlink()
        for rel, data in sorted(files.items()):
            _write_file(root / rel, data)
        # files an earlier deploy wrote and this one does not: removed when untouched (else now the user's)
        for rel, sha in sorted(owned.items()):
            if rel in files or _linked(root, rel) is not None:
                continue
            target = root / rel
            if target.is_file() and _file_sha(target) == sha:
                target.unlink()
                _prune(root, target.parent)
        _write_file(root / MANIFEST, json.dumps({"files": {rel: _sha(d) for rel, d in sorted(files.items())}},
                                                indent=1).encode() + b"\n")
    except OSError as e:
        raise click.ClickException(_("cannot write %(path)s: %(error)s")
                                   % {"path": e.filename or folder, "error": e.strerror or e}) from None
    return sorted(files)


def _write_file(path, data):
    path.parent.mkdir(parents=True, exist_ok=True)
    replace_file(path, lambda f: f.write(data), None, "wb")


def _prune(root, folder):
    """Remove folders left empty under `root` by removing a stale file."""
    while folder != root and root in folder.parents:
        try:
            folder.rmdir()
        except OSError:
            return
        folder = folder.parent


def build(out, profile="pico_reference", scenario="pict-village", mpy_cross=None):
    """Write the CIRCUITPY tree into `out` (`lib/` as source unless `mpy_cross` is given);
    returns the sorted relative paths.  Everything is checked before `out` is touched."""
    return write_tree(out, contents(profile, scenario, mpy_cross))


BOOT_OUT_MAX = 4096
# The CircuitPython versions (major) that read the .mpy files of the mpy-cross deploy compiles with
# (CircuitPython 9.2.1's: .mpy v6); the others refuse them at import ("incompatible .mpy file").
MPY_READERS = {9: 6, 10: 6}
MPY_FORMAT = 6
_BOOT_OUT = re.compile(r"CircuitPython (\d+)\.(\d+)\.(\d+)(\S*)(?: on [^;\n]*)?(?:; ([^\n]*))?")


def read_boot_out(drive):
    """What the drive's boot_out.txt says of its board: {"version": "9.2.1", "major": 9, "board": "Raspberry
    Pi Pico with rp2040", "board_id": "raspberry_pi_pico"}, None without a boot_out.txt; "major" is None when
    the file does not name a CircuitPython version."""
    path = pathlib.Path(drive) / "boot_out.txt"
    try:
        if not path.is_file():
            return None
        with open(path, "rb") as f:
            text = f.read(BOOT_OUT_MAX).decode("utf-8", "replace")
    except OSError:
        return None
    found = {"version": None, "major": None, "board": None, "board_id": None}
    m = _BOOT_OUT.search(text)
    if m:
        found.update(version="%s.%s.%s%s" % m.group(1, 2, 3, 4), major=int(m.group(1)),
                     board=(m.group(5) or "").strip() or None)
    m = re.search(r"^Board ID:\s*(\S+)", text, re.M)
    if m:
        found["board_id"] = m.group(1)
    return found


def _board_name(board):
    return board["board"] or board["board_id"] or _("an unnamed board")


def _found(board):
    """The line saying which CircuitPython and board the drive's boot_out.txt names."""
    if board["major"] is None:
        return _("the drive's boot_out.txt does not say which CircuitPython the board runs")
    return _("found: CircuitPython %(version)s on %(board)s") % {"version": board["version"],
                                                                  "board": _board_name(board)}


def _check_firmware(board, compiled):
    """Refuse compiled .mpy files that the drive's CircuitPython cannot read (another .mpy format), saying
    what to flash."""
    name = _board_name(board)
    if board["major"] is None:
        return
    if compiled and MPY_READERS.get(board["major"]) != MPY_FORMAT:
        flash = "/".join("%d.x" % v for v in sorted(MPY_READERS))
        raise click.ClickException(
            _("the board (%(board)s) runs CircuitPython %(version)s, which cannot read the .mpy files deploy compiles "
              "(.mpy v%(format)d, for CircuitPython %(flash)s): flash CircuitPython %(flash)s for %(id)s "
              "(circuitpython.org/downloads), or pass --py to ship source") % {
                "board": name, "version": board["version"], "format": MPY_FORMAT, "flash": flash,
                "id": board["board_id"] or name})


@click.command("deploy")
@click.option("--out", default="build/circuitpy", show_default=True, help="Folder to build into.")
@click.option("--to", "to", default=None, help="Mounted CIRCUITPY drive to copy onto.")
@click.option("--profile", default="pico_reference", show_default=True, help="Board profile.")
@click.option("--scenario", default="pict-village", show_default=True, help="Default scenario preset.")
@click.option("--force", is_flag=True,
              help="With --to: copy even when the folder has no boot_out.txt, and replace files there that an "
                   "earlier deploy did not write.")
@click.option("--py", "source", is_flag=True,
              help="Ship lib/ as .py source (the board compiles it at every boot) instead of compiled .mpy.")
@click.option("--firmware", type=click.Choice(FIRMWARES), default="stock", show_default=True,
              help="The firmware on the board: stock CircuitPython (lib/ goes on the drive) or the Skelos "
                   "build, whose lib/ is frozen in (only code.py, boot.py, the settings, profile and scenarios go).")
def command(out, to, profile, scenario, force, source, firmware):
    """Build the CIRCUITPY contents (code.py, boot.py, lib/, profile, default scenario)."""
    board = None
    if firmware == "skelos" and source:
        raise click.ClickException(_("--py ships lib/ as source, and the Skelos firmware has lib/ frozen in: "
                                     "pass one of them"))
    if to:
        dest = pathlib.Path(to)
        if not dest.is_dir():
            raise click.ClickException(_("%s is not a mounted folder") % to)
        if not force and not (dest / "boot_out.txt").exists():
            raise click.ClickException(_("%s does not look like a CIRCUITPY drive (no boot_out.txt); "
                                         "pass --force to copy anyway") % to)
        board = read_boot_out(dest)
    exe = None
    if not source and firmware == "stock":
        exe = mpycross.compiler()
        if exe is None:
            click.echo(_("warning: %s; lib/ goes as .py source (the board compiles it at every boot, "
                         "about 1.7 s)") % mpycross.missing(), err=True)
    if board is not None:
        _check_firmware(board, compiled=exe is not None)
    files = contents(profile, scenario, exe, firmware)
    if to:      # check the drive before building anything
        _check(dest, files, drive=True, force=force)
    names = write_tree(out, files)
    for f in names:
        click.echo(f)
    if to:
        write_tree(dest, files, drive=True, force=force)
        if board is not None:
            click.echo(_found(board), err=True)
        click.echo(ngettext("copied %(n)d file to %(to)s", "copied %(n)d files to %(to)s", len(names))
                   % {"n": len(names), "to": to})
    if firmware == "skelos":
        click.echo(_("lib/: none, frozen into the Skelos firmware (skelos firmware flash); code.py and boot.py: "
                     "source"), err=True)
    elif exe is not None:
        click.echo(_("lib/: compiled .mpy (%s); code.py and boot.py: source") % mpycross.version(exe), err=True)
    else:
        click.echo(_("lib/: .py source, compiled by the board at every boot"), err=True)
