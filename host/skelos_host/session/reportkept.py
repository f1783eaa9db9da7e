"""What `skelos report` keeps and trusts between its runs (skelos_host.commands.report): the folder's
manifest of an earlier report (each session's mark, the pages and images written), its stamp and head
under a key of this user's, the whole report's mark, and each session's figures entry, the one the
store keeps with it (when it checks) or computed."""

import gzip
import hashlib
import hmac
import json
import math
import os
import re
import zlib

from skelos_host.session import analysis
from skelos_host.text import limits
from skelos_host.text.limits import printable

REPORT_VERSION = 5   # bump when the figures or the pages change: everything is computed again
MANIFEST = ".skelos-report.json.gz"
STAMP = ".skelos-report.stamp"     # the manifest's HMAC under a key of this user's: its figures need no check
# the whole report's mark, files and lines, stamped apart: a report of a store that did not change reads this
# small file, not the manifest's figures of every session
HEAD = ".skelos-report.head"
EARLIER = (MANIFEST, ".skelos-report.json")   # a folder holding one of these is a report of this command
MANIFEST_MAX = 256 * 1024 * 1024               # unpacked: about 50,000 sessions; a larger one is not read
MANIFEST_RATIO = 40        # ... nor one that unpacks to more than this many times its size plus a megabyte:
                           # JSON of figures packs about 10 to 1, a gzip bomb a thousand to 1
# Figures kept from an earlier report are read as any file anyone may edit: within these bounds, or
# computed again.  No game reaches them (a journal holds at most 65,535 records, a game 255 turns).
KEPT_INT = 1_000_000
KEPT_FLOAT = 1e12        # (times: seconds since 1970)
KEPT_STR = 1000
KEPT_ITEMS = 200_000       # values in one session's entry
KEPT_DEPTH = 8
PNG_NAME = re.compile(r"(session-\d+|overview-[a-z0-9_.-]+)-[a-z-]+\.png\Z")


def read_manifest(out):
    """The manifest of an earlier report in `out` ({} when there is none, or none this version can use)."""
    try:
        path = os.path.join(out, MANIFEST)
        cap = min(MANIFEST_MAX, MANIFEST_RATIO * os.path.getsize(path) + 1024 * 1024)
        with gzip.open(path, "rb") as fh:
            data = fh.read(cap + 1)       # never more than that unpacked in memory
        if len(data) > cap:
            return {}
        m = json.loads(data)
    except (OSError, ValueError, EOFError, zlib.error, RecursionError):
        return {}
    if not isinstance(m, dict) or m.get("version") != REPORT_VERSION or not isinstance(m.get("sessions"), dict):
        return {}
    m.pop("stamped", None)
    if stamped(out, data):
        m["stamped"] = True
    return m


def stamped(out, data):
    """Did this user's report write the manifest `data` as it is (its stamp checks under the user's key)?
    Then its figures are this command's own; else each is checked before it is used (kept_ok)."""
    key = analysis.stamp_key()
    if key is None:
        return False
    try:
        with open(os.path.join(out, STAMP), encoding="ascii") as fh:
            kept = fh.read(100).strip()
    except (OSError, ValueError):
        return False
    return hmac.compare_digest(kept, analysis.stamp(key, data))


def kept_ok(value):
    """Is a session's entry of an earlier report within the bounds of what this command writes
    (finite numbers of a game's size, short printable texts, a bounded count of values)?"""
    count = [0]

    def ok(v, depth):
        count[0] += 1
        if count[0] > KEPT_ITEMS or depth > KEPT_DEPTH:
            return False
        if v is None or isinstance(v, bool):
            return True
        if isinstance(v, int):
            return -KEPT_INT <= v <= KEPT_INT
        if isinstance(v, float):
            return math.isfinite(v) and -KEPT_FLOAT <= v <= KEPT_FLOAT
        if isinstance(v, str):
            return len(v) <= KEPT_STR and printable(v) == v
        if isinstance(v, list):
            return all(ok(x, depth + 1) for x in v)
        if isinstance(v, dict):
            return all(ok(k, depth + 1) and ok(x, depth + 1) for k, x in v.items())
        return False
    return isinstance(value, dict) and ok(value, 0)


def write_manifest(out, m, clean=False):
    """Write the manifest `m` and its stamp; and, for a report of --all without errors (`clean`), its head."""
    # gzip: the figures of a thousand sessions are a few megabytes of JSON, a tenth of that packed
    # (json.dumps, not json.dump: only the one-shot encoder is the C one)
    data = json.dumps(m, separators=(",", ":")).encode("utf-8")
    for name in (STAMP, HEAD):      # (no stamp or head of another manifest stays beside this one)
        try:
            os.unlink(os.path.join(out, name))
        except FileNotFoundError:
            pass
    with gzip.open(os.path.join(out, MANIFEST), "wb", compresslevel=5) as fh:
        fh.write(data)
    key = analysis.stamp_key(create=True)
    if key is not None:
        with open(os.path.join(out, STAMP), "w", encoding="ascii") as fh:
            fh.write(analysis.stamp(key, data) + "\n")
        if clean:
            head = json.dumps({"version": REPORT_VERSION, "mark": m["mark"], "files": m["files"],
                               "lines": m["lines"], "manifest": file_digest(os.path.join(out, MANIFEST))},
                              separators=(",", ":"))
            with open(os.path.join(out, HEAD), "w", encoding="utf-8") as fh:
                fh.write(analysis.stamp(key, head.encode("utf-8")) + "\n" + head)


def file_digest(path):
    with open(path, "rb") as fh:
        return hashlib.sha256(fh.read()).hexdigest()


def report_mark(lang, all_, marks):
    """The whole report's mark: [(session, its mark)] in the report's order, its language and scope."""
    return hashlib.sha256(json.dumps([REPORT_VERSION, lang, all_, marks]).encode()).hexdigest()


def mark(row):
    """What a session's page depends on, from the store's listing (no event read): the report's version,
    the figures' (analysis.figures_version) and what they were computed from (analysis.figures_mark)."""
    return "%d:%s:%s" % (REPORT_VERSION, analysis.figures_version(), analysis.figures_mark(row))


def trusted(row, key):
    """The figures entry stored with a session (Store.session_rows), when it is of this version and of the
    session as it is, and this user's skelos computed it (its stamp checks under the user's key) or it is
    within the bounds of what it computes (kept_ok: a store may come from anywhere); else None."""
    text = row.get("figures")
    if (not isinstance(text, str) or row.get("figures_version") != analysis.figures_version()
            or row.get("figures_mark") != analysis.figures_mark(row)):
        return None
    st = row.get("figures_stamp")
    ours = key is not None and isinstance(st, str) and hmac.compare_digest(
        st, analysis.figures_stamp(key, row["id"], row["figures_version"], row["figures_mark"], text))
    try:
        entry = json.loads(text) if ours else limits.json_loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(entry, dict):
        return None
    return entry if ours or kept_ok(entry) else None


def compute(store, row, all_, key, fresh=False):
    """(the figures entry of one session, its text to store or None): the one stored with it (trusted), or
    computed (analysis.session_figures).  A session the store cannot read is one reason for --all to
    report it as not reported (the others are still reported); else an error.  `fresh`: computed even
    when stored."""
    from skelos_host.session.store import StoreError

    entry = None if fresh else trusted(row, key)
    text = None
    if entry is None:
        try:
            entry = analysis.session_figures(store, row["id"])
        except StoreError as e:
            if not all_:
                raise
            return {"error": str(e)}, None
        text = json.dumps(entry, separators=(",", ":"))
    # where and when: the session's row as it is now (checked by the store), not as the figures were kept
    entry.update(serial=row["serial"], game_number=row["game"], scenario_id=row["scenario_id"],
                 started=row["started"])
    return entry, text


def kept_pngs(pngs, out):
    """The images an earlier report lists, when they are names this command gives its images and
    still there (the manifest is a file anyone may edit)."""
    if not isinstance(pngs, dict):
        return {}
    kept = {n: n for n, v in pngs.items() if isinstance(n, str) and n == v and PNG_NAME.match(n)
            and os.path.isfile(os.path.join(out, n))}
    sigs = pngs.get("_signatures")
    if isinstance(sigs, dict):
        kept["_signatures"] = {n: s for n, s in sigs.items() if n in kept and isinstance(s, str)}
    return kept

