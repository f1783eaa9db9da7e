"""The figures of the sides played beside a session's board (skelos_host.views.sides: the heroes' sheets),
kept in the session store beside the session's own (Store.put_side_figures): computed once, by the logger
when it leaves the game or by the first report that reads it, and computed again when the session or the
side's rows of the game changed (their mark), when the code that computes them did (their version), or
when a kept row's stamp does not check under the user's key."""

import hmac
import json
import sqlite3

from skelos_host.session import analysis


def figures(store, rows, side_uids, key, every, fresh=False):
    """The figures of the sides played beside the boards of the sessions `rows` (a slice), {session: {side:
    its figures (None without any), or side + "_error": why there are none}}, and the rows to keep in the
    store for them (Store.put_side_figures).  Each is the one the store keeps (trusted), else
    computed (the side's `figures`).  `every`: the sides (skelos_host.views.sides.every()); `fresh`:
    computed even when kept."""
    from skelos_host.session.store import StoreError

    mine = [r for r in rows if r["uid"] is not None and r["uid"] in side_uids]
    out, put = {}, []
    if not mine:
        return out, put
    try:
        kept = {} if fresh else store.stored_side_figures(r["id"] for r in mine)
    except StoreError:
        kept = {}                   # (a table the store cannot read: computed, and kept again when it can be)
    for side in every:
        version = analysis.side_figures_version(side)
        try:
            marks = side.figures_marks(store.db, [r["uid"] for r in mine])
        except (ValueError, sqlite3.Error):
            marks = None            # (computed, not kept: each says what is wrong)
        for r in mine:
            sid = r["id"]
            mark = None if marks is None else "%s|%s" % (analysis.figures_mark(r), marks.get(r["uid"], "-"))
            ok, figs = trusted(kept.get((sid, side.NAME)), key, sid, side.NAME, version, mark)
            if not ok:
                try:
                    figs = side.figures(store.path, sid)
                except (ValueError, sqlite3.Error) as err:
                    out.setdefault(sid, {})[side.NAME + "_error"] = str(err)
                    continue
                if key is not None and mark is not None:
                    text = json.dumps(figs, separators=(",", ":"))
                    put.append((sid, side.NAME, version, mark, text,
                                analysis.side_figures_stamp(key, sid, side.NAME, version, mark, text)))
            out.setdefault(sid, {})[side.NAME] = figs
    return out, put


def trusted(kept, key, sid, name, version, mark):
    """(True, the figures) of a side kept in the store (Store.stored_side_figures: `kept`) when they are of
    this version, from the rows as they are (`mark`), and this user's skelos computed them (their stamp
    checks under the user's key); else (False, None): computed again, never taken on trust."""
    if kept is None or key is None or mark is None:
        return False, None
    k_version, k_mark, text, st = kept
    if k_version != version or k_mark != mark or not isinstance(text, str) or not isinstance(st, str) \
            or not hmac.compare_digest(st, analysis.side_figures_stamp(key, sid, name, version, mark, text)):
        return False, None
    try:
        return True, json.loads(text)
    except (ValueError, RecursionError):
        return False, None


def remember(store, sid):
    """Compute the figures of the sides beside session `sid` and keep them in `store` (a store open for
    writing), unless those it keeps are current; how many rows were kept."""
    from skelos_host.views import sides

    rows = store.session_rows(only=sid)
    if not rows or rows[0]["uid"] is None:
        return 0
    uids = store.side_uids()
    if rows[0]["uid"] not in uids:
        return 0
    _figures, put = figures(store, rows, uids, analysis.stamp_key(create=True), sides.every())
    if put:
        store.put_side_figures(put)
    return len(put)
