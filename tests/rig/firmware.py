"""The two firmware files the rig boots, found or fetched, always checked.

The rig runs the official CircuitPython 9.2.1 build for the Raspberry Pi Pico
on an emulated RP2040, which also needs the chip's B1 boot ROM.  Neither is
part of the project (they are test inputs); they are looked for, in order:

1. the environment: SKELOS_CP_UF2 and SKELOS_RP2040_BOOTROM (one file each),
   or SKELOS_FIRMWARE_DIR (a folder holding both);
2. a folder `shared/firmware/` beside the checkout;
3. the user's cache folder (platformdirs: `~/.cache/skelos/firmware` on Linux),
   where `ensure()` (run by `scripts/setup.sh --test`) downloads them from
   where they are published: the UF2 from CircuitPython's download site, the
   boot ROM from the rp2040js emulator's repository (a list of 32-bit words
   in `demo/bootrom.ts`, at a pinned commit), written out as its 16,384 bytes.

Whatever the place, a file is used only if its sha256 is the published one.
A download is written to a temporary name and renamed once checked, so the
cache never holds a partial or wrong file.

    python tests/rig/firmware.py ensure   # find or download; one line either way, exit 0
    python tests/rig/firmware.py where    # print the paths, exit 1 if missing
"""

import hashlib
import os
import re
import struct
import sys
import tempfile
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

UF2_NAME = "adafruit-circuitpython-raspberry_pi_pico-en_GB-9.2.1.uf2"
UF2_SHA256 = "2086aaa890922d7022606c539eae326aa1a8b583d526a0997327b0ef3a3d6f37"
UF2_URL = "https://downloads.circuitpython.org/bin/raspberry_pi_pico/en_GB/" + UF2_NAME
BOOTROM_NAME = "rp2040-bootrom-b1.bin"
BOOTROM_SHA256 = "90b31e108faedfa6bbcfcc33ba05dac61e645108cfbbdc385f8dafc71fde44ae"
BOOTROM_URL = ("https://raw.githubusercontent.com/wokwi/rp2040js/"
               "f9becba867f6d7afbf99551270cc9a2e841742eb/demo/bootrom.ts")

WHAT = {UF2_NAME: "CircuitPython 9.2.1 UF2 for raspberry_pi_pico", BOOTROM_NAME: "RP2040 B1 boot ROM"}
SHA256 = {UF2_NAME: UF2_SHA256, BOOTROM_NAME: BOOTROM_SHA256}
MAX_BYTES = 8 << 20          # neither file is near this; a longer answer is not them
TIMEOUT = 20


class Missing(Exception):
    """The files are not here; the message says what is missing and how to get it."""


class WrongFile(Exception):
    """A file is there but is not the published one (its sha256 differs)."""


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 16), b""):
            h.update(block)
    return h.hexdigest()


def cache_dir():
    env = os.environ.get("SKELOS_CACHE_DIR")          # as skelos_host.toolchain.mpycross: the cache setup fills
    if env:
        return os.path.join(env, "firmware")
    import platformdirs
    return os.path.join(platformdirs.user_cache_dir("skelos"), "firmware")


def shared_dir():
    return os.path.join(os.path.dirname(ROOT), "shared", "firmware")


def how_to_get():
    return ("run 'bash scripts/setup.sh --test' with network access to download them into %s, "
            "or set SKELOS_FIRMWARE_DIR to a folder holding %s and %s" % (cache_dir(), UF2_NAME, BOOTROM_NAME))


def _checked(path, name):
    got = sha256(path)
    if got != SHA256[name]:
        raise WrongFile("%s: sha256 %s, expected %s (the %s)" % (path, got, SHA256[name], WHAT[name]))
    return path


def locate():
    """(uf2, bootrom) paths, each checked against its sha256.  Missing says what
    is missing and how to get it; WrongFile when a file found is not the one."""
    env = os.environ
    if env.get("SKELOS_CP_UF2") or env.get("SKELOS_RP2040_BOOTROM") or env.get("SKELOS_FIRMWARE_DIR"):
        folder = env.get("SKELOS_FIRMWARE_DIR") or ""
        paths = {UF2_NAME: env.get("SKELOS_CP_UF2") or os.path.join(folder, UF2_NAME),
                 BOOTROM_NAME: env.get("SKELOS_RP2040_BOOTROM") or os.path.join(folder, BOOTROM_NAME)}
        gone = [n for n, p in paths.items() if not os.path.isfile(p)]
        if gone:
            raise Missing("%s not found at %s (from SKELOS_CP_UF2 / SKELOS_RP2040_BOOTROM / "
                          "SKELOS_FIRMWARE_DIR)" % (" and ".join(WHAT[n] for n in gone),
                                                    ", ".join(paths[n] for n in gone)))
        return _checked(paths[UF2_NAME], UF2_NAME), _checked(paths[BOOTROM_NAME], BOOTROM_NAME)
    for folder in (shared_dir(), cache_dir()):
        paths = [os.path.join(folder, n) for n in (UF2_NAME, BOOTROM_NAME)]
        if all(os.path.isfile(p) for p in paths):
            return _checked(paths[0], UF2_NAME), _checked(paths[1], BOOTROM_NAME)
    raise Missing("the stock firmware files are missing (%s, %s): %s"
                  % (WHAT[UF2_NAME], WHAT[BOOTROM_NAME], how_to_get()))


SKELOS_UF2_ENV = "SKELOS_BUILD_UF2"


def skelos_uf2():
    """The Skelos build of the firmware (CircuitPython with the board's code frozen
    in) that the rig's Skelos cases boot: the UF2 file SKELOS_BUILD_UF2 names, else
    the one built from this checkout (`python -m skelos_host.toolchain.firmware build`, which
    `scripts/setup.sh --test` runs; skelos_host.toolchain.firmware.built_uf2).  It is built
    from the project's sources, so no published sha256 checks it: it must be an
    RP2040 UF2 naming a Skelos build (skelos_host.toolchain.uf2), else WrongFile; Missing when
    there is none."""
    from skelos_host.toolchain import firmware as fw
    from skelos_host.toolchain import uf2

    path = os.environ.get(SKELOS_UF2_ENV)
    if not path:
        built = fw.built_uf2()
        if built is None:
            raise Missing("no Skelos build of the firmware: %s; or set %s to a UF2 file"
                          % (fw.tools_missing() or "not built yet (python -m skelos_host.toolchain.firmware build, "
                             "which scripts/setup.sh --test runs, builds it)", SKELOS_UF2_ENV))
        path = str(built)
    if not os.path.isfile(path):
        raise Missing("%s not found (from %s)" % (path, SKELOS_UF2_ENV))
    with open(path, "rb") as f:
        data = f.read(uf2.MAX_BYTES + 1)
    try:
        name = uf2.build_name(data)
    except uf2.UF2Error as e:
        raise WrongFile("%s: %s" % (path, e)) from None
    if name == "stock":
        raise WrongFile("%s: no Skelos build in it (no frozen skelos_build module)" % path)
    return path, name


def bootrom_from_ts(text):
    """The boot ROM's bytes from the emulator's `bootrom.ts` (a Uint32Array of
    4,096 little-endian words)."""
    start = text.find("Uint32Array([")
    if start < 0:
        raise ValueError("no Uint32Array in the boot ROM source")
    words = [int(w, 16) for w in re.findall(r"0x([0-9a-fA-F]{1,8})\b", text[start:])]
    if len(words) != 4096:
        raise ValueError("the boot ROM source has %d words, not 4,096" % len(words))
    return struct.pack("<4096I", *words)


def _get(url, say):
    say("downloading %s" % url)
    with urllib.request.urlopen(url, timeout=TIMEOUT) as r:
        data = r.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise ValueError("%s: the answer is larger than %d bytes" % (url, MAX_BYTES))
    return data


def download(folder=None, urls=None, say=print):
    """Download the missing files into `folder` (the cache by default), each
    checked before it takes its name.  Returns the (uf2, bootrom) paths;
    raises OSError/ValueError/WrongFile with the reason when it cannot."""
    folder = folder or cache_dir()
    urls = urls or {UF2_NAME: UF2_URL, BOOTROM_NAME: BOOTROM_URL}
    os.makedirs(folder, exist_ok=True)
    out = []
    for name in (UF2_NAME, BOOTROM_NAME):
        path = os.path.join(folder, name)
        if os.path.isfile(path) and sha256(path) == SHA256[name]:
            out.append(path)
            continue
        data = _get(urls[name], say)
        if name == BOOTROM_NAME and not data.startswith(b"\x00\x1f\x04\x20"):
            data = bootrom_from_ts(data.decode("utf-8", "replace"))
        got = hashlib.sha256(data).hexdigest()
        if got != SHA256[name]:
            raise WrongFile("%s: the download's sha256 is %s, expected %s" % (urls[name], got, SHA256[name]))
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".part-")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(tmp, path)
        except BaseException:
            if os.path.exists(tmp):
                os.unlink(tmp)
            raise
        out.append(path)
    return tuple(out)


def ensure(say=print):
    """Find the files, else download them into the cache.  Returns (paths, None)
    or (None, the reason they are not available)."""
    try:
        return locate(), None
    except Missing as e:
        reason = str(e)
        explicit = any(os.environ.get(k) for k in ("SKELOS_CP_UF2", "SKELOS_RP2040_BOOTROM",
                                                    "SKELOS_FIRMWARE_DIR"))
        if explicit:
            return None, reason
    except WrongFile as e:
        return None, str(e)
    try:
        return download(say=say), None
    except (OSError, ValueError, WrongFile) as e:
        return None, "could not download them (%s): %s" % (e, how_to_get())


def main(argv):
    cmd = argv[1] if len(argv) > 1 else "ensure"
    if cmd == "where":
        try:
            print("\n".join(locate()))
            return 0
        except (Missing, WrongFile) as e:
            print(e, file=sys.stderr)
            return 1
    if cmd == "ensure":
        paths, why = ensure(say=lambda m: print("setup: " + m))
        if paths:
            print("setup: the rig's firmware: %s" % os.path.dirname(paths[0]))
        else:
            print("setup: the rig's firmware is not available, its tests will be skipped: %s" % why)
        return 0
    print("usage: firmware.py [ensure|where]", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
