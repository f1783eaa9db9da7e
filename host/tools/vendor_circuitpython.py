"""The vendored CircuitPython 9.2.1 subset (third_party/circuitpython): take it, check it.

Every file there is byte for byte a file of one upstream repository at one
commit: CircuitPython's own tree, or one of the submodules its raspberrypi
port reads, each at the commit CircuitPython 9.2.1 pins (SOURCES).  The list
of files, with the git blob id of each (the SHA-1 `git ls-tree` prints), is
third_party/circuitpython-files.tsv.

    python host/tools/vendor_circuitpython.py check
        every vendored file is in the list with its blob id and mode, and the
        list holds nothing else (no git needed; tests/host/test_vendored_circuitpython.py)
    python host/tools/vendor_circuitpython.py check --git NAME=GITDIR ...
        the same, and each listed file is compared byte for byte with
        `git cat-file blob COMMIT:PATH` of its repository (a clone of it)
    python host/tools/vendor_circuitpython.py take --paths LIST --git NAME=GITDIR ...
        write the files named in LIST (paths in a CircuitPython 9.2.1 checkout
        with its submodules, one a line) from the repositories, replacing
        third_party/circuitpython's files (not its README.md) and the list

NAME is a key of SOURCES (circuitpython, pico-sdk, tinyusb, ...).
Standard library only.
"""

import argparse
import hashlib
import os
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
TREE = ROOT / "third_party" / "circuitpython"
LIST = ROOT / "third_party" / "circuitpython-files.tsv"
OURS = {"README.md"}        # our description of the subset, not an upstream file

# name: (folder in the CircuitPython checkout, repository, commit, licence).  The
# submodules' commits are the ones CircuitPython's tag 9.2.1 records for them.
SOURCES = {
    "circuitpython": ("", "https://github.com/adafruit/circuitpython",
                      "254f8effb17f04f3e7dbcd836e0e9394b1662a98", "MIT"),
    "pico-sdk": ("ports/raspberrypi/sdk", "https://github.com/raspberrypi/pico-sdk",
                 "efe2103f9b28458a1615ff096054479743ade236", "BSD-3-Clause"),
    "tinyusb": ("lib/tinyusb", "https://github.com/hathach/tinyusb",
                "5217cee5de4cd555018da90f9f1bcc87fb1c1d3a", "MIT"),
    "tlsf": ("lib/tlsf", "https://github.com/espressif/tlsf",
             "ea82911f4c7180f351bb17491b6bcb450e7ad812", "BSD-3-Clause"),
    "python-semver": ("tools/python-semver", "https://github.com/python-semver/python-semver",
                      "2001c62d1a0361c44acc7076d8ce91e1d1c66141", "BSD-3-Clause"),
    "uf2": ("tools/uf2", "https://github.com/microsoft/uf2",
            "27e322fcdcc6eee0642242638d4f2557efb32559", "MIT"),
    "nvm.toml": ("data/nvm.toml", "https://github.com/adafruit/nvm.toml",
                 "6b678f15e378edce820f2ffdef3286b3e55449e7", "MIT"),
    "cyw43-driver": ("ports/raspberrypi/lib/cyw43-driver", "https://github.com/georgerobotics/cyw43-driver",
                     "faf36381bad1f668a30172b6336c9a970966ef4c", "see its LICENSE"),
    "lwip": ("ports/raspberrypi/lib/lwip", "https://github.com/adafruit/lwip",
             "d26459c32c83aa14a6d4e30237d91cee36e0adbd", "BSD-3-Clause"),
}


def source_of(path):
    """(name, path inside that repository) of a path in the CircuitPython checkout."""
    best = ("circuitpython", path)
    for name, (folder, _repo, _commit, _lic) in SOURCES.items():
        if folder and (path == folder or path.startswith(folder + "/")):
            if len(folder) > len(SOURCES[best[0]][0]):
                best = (name, path[len(folder) + 1:])
    return best


def blob_id(data):
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


def read_list(path=LIST):
    """{vendored path: (source name, blob id, mode)} from the list file."""
    out = {}
    for n, line in enumerate(path.read_text().splitlines(), 1):
        if not line or line.startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) != 4 or parts[1] not in SOURCES or parts[2] not in ("100644", "100755"):
            raise ValueError("%s:%d: not `path<TAB>source<TAB>mode<TAB>blob`: %r" % (path, n, line))
        out[parts[0]] = (parts[1], parts[3], parts[2])
    return out


def vendored_files(tree=TREE):
    out = []
    for dirpath, dirnames, filenames in os.walk(tree):
        dirnames.sort()
        for name in sorted(filenames):
            rel = (pathlib.Path(dirpath) / name).relative_to(tree).as_posix()
            if rel not in OURS:
                out.append(rel)
    return out


def problems(tree=TREE, listing=LIST):
    """What differs between the vendored files and the list (an empty list when all agree)."""
    want = read_list(listing)
    have = vendored_files(tree)
    bad = []
    for rel in have:
        if rel not in want:
            bad.append("%s: not in %s" % (rel, listing.name))
            continue
        p = tree / rel
        got = blob_id(p.read_bytes())
        if got != want[rel][1]:
            bad.append("%s: blob %s, upstream's is %s" % (rel, got, want[rel][1]))
        if os.name != "nt" and (p.stat().st_mode & 0o100 != 0) != (want[rel][2] == "100755"):
            bad.append("%s: mode differs from upstream's %s" % (rel, want[rel][2]))
    for rel in sorted(set(want) - set(have)):
        bad.append("%s: listed but missing" % rel)
    return bad


def _git(gitdir, *args):
    return subprocess.run(["git", "--git-dir", str(gitdir), *args], check=True, capture_output=True).stdout


def _entries(gitdirs, paths):
    """{path: (source, mode, blob id)} of checkout paths, read from each source's tree at its commit."""
    by_source = {}
    for p in paths:
        name, inner = source_of(p)
        by_source.setdefault(name, {})[inner] = p
    out = {}
    for name, inner in by_source.items():
        if name not in gitdirs:
            raise SystemExit("no --git %s=GITDIR given, and %d files come from it (e.g. %s)"
                             % (name, len(inner), next(iter(inner.values()))))
        commit = SOURCES[name][2]
        listing = _git(gitdirs[name], "ls-tree", "-r", "-z", commit).split(b"\0")
        tree = {}
        for row in listing:
            if row:
                meta, path = row.split(b"\t", 1)
                mode, kind, obj = meta.decode().split()
                if kind == "blob":
                    tree[path.decode()] = (mode, obj)
        for ipath, p in inner.items():
            if ipath not in tree:
                raise SystemExit("%s is not a file of %s at %s" % (ipath, name, commit))
            out[p] = (name,) + tree[ipath]
    return out


def take(paths, gitdirs, tree=TREE, listing=LIST):
    entries = _entries(gitdirs, paths)
    for rel in vendored_files(tree):
        (tree / rel).unlink()
    for dirpath, _dirs, _files in os.walk(tree, topdown=False):
        if not os.listdir(dirpath):
            os.rmdir(dirpath)
    lines = ["# The files of third_party/circuitpython: path, source (host/tools/vendor_circuitpython.py's",
             "# SOURCES: repository and commit), mode and git blob id upstream.  Written by that tool's `take`."]
    for p in sorted(entries):
        name, mode, obj = entries[p]
        data = _git(gitdirs[name], "cat-file", "blob", obj)
        dst = tree / p
        dst.parent.mkdir(parents=True, exist_ok=True)
        dst.write_bytes(data)
        os.chmod(dst, 0o755 if mode == "100755" else 0o644)
        lines.append("\t".join((p, name, mode, obj)))
    listing.write_text("\n".join(lines) + "\n")
    return len(entries)


def check_git(gitdirs, tree=TREE, listing=LIST):
    """Compare every listed file byte for byte with its repository's file at the pinned commit."""
    want = read_list(listing)
    entries = _entries(gitdirs, list(want))
    bad = []
    for rel, (name, mode, obj) in entries.items():
        if (want[rel][1], want[rel][2]) != (obj, mode):
            bad.append("%s: the list says %s %s, %s has %s %s" % (rel, want[rel][2], want[rel][1], name, mode, obj))
        upstream = _git(gitdirs[name], "cat-file", "blob", "%s:%s" % (SOURCES[name][2], source_of(rel)[1]))
        p = tree / rel
        if not p.is_file() or p.read_bytes() != upstream:
            bad.append("%s: not byte for byte %s's at %s" % (rel, name, SOURCES[name][2][:12]))
    return bad


def _gitdirs(pairs):
    out = {}
    for pair in pairs or ():
        name, _, path = pair.partition("=")
        if name not in SOURCES or not path:
            raise SystemExit("--git wants NAME=GITDIR with NAME one of %s" % ", ".join(SOURCES))
        out[name] = pathlib.Path(path)
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("check")
    c.add_argument("--git", action="append", metavar="NAME=GITDIR")
    t = sub.add_parser("take")
    t.add_argument("--paths", required=True, type=pathlib.Path)
    t.add_argument("--git", action="append", metavar="NAME=GITDIR", required=True)
    a = ap.parse_args(argv)
    if a.cmd == "take":
        paths = sorted({line.strip() for line in a.paths.read_text().splitlines() if line.strip()})
        n = take(paths, _gitdirs(a.git))
        size = sum((TREE / p).stat().st_size for p in vendored_files())
        print("took %d files, %.1f MB, into %s" % (n, size / 1e6, TREE.relative_to(ROOT)))
        return 0
    bad = problems()
    if a.git:
        bad += check_git(_gitdirs(a.git))
    for b in bad:
        print(b, file=sys.stderr)
    n = len(read_list())
    if bad:
        print("%d of %d files differ" % (len(bad), n), file=sys.stderr)
        return 1
    print("%d files, each upstream's%s" % (n, " (compared with git)" if a.git else " (blob ids as listed)"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
