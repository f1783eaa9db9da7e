"""Start-up: the stored game resumed, recovered or converted, else a first
game; loaded by DeviceApp for its boot and dropped after it (its code holds
no heap while the board plays).

``boot(app)`` reads both headers and resumes the newest game whose scenario,
journal and checkpoints are intact (the other header's if not), goes back
before damage (skelos_device.recovery, loaded only then), keeps a game it
cannot read back for want of memory or Python stack read only, converts a
game an earlier firmware stored as a plain record log, and else starts the
first stored scenario's game (the drive's default scenario stored first).
Whatever it finds wrong is said in the app's warnings (`storage_damaged`,
`storage_unrecovered`), never silently.
"""

import gc

from skelos import codec, games

from skelos_device.storage import newer as gen_after


def boot(app):
    st = app.storage
    app.game = None
    headers = st.read_headers()
    seen = headers[0] is not None or headers[1] is not None or not st.blank_headers()
    newer = 0
    failed = []
    for k, (which, h) in enumerate(st.candidates()):
        scen, blob = app.scenario_of_slot(h.slot)
        if scen is None or not h.scenario_is(codec.scenario_crc(blob)):
            continue
        rules = h.rules_version()
        if rules > games.rules_of(scen.game):
            newer = rules     # a game of a later firmware: this one cannot play it
            continue
        try:
            g = _resume(app, which, h, scen, rules)
        except (MemoryError, RuntimeError) as e:    # RuntimeError: only the Python stack's (_resume)
            _unrecovered(app, which, h, e, scen)
            return
        if g is None:     # damaged journal or checkpoint: try the other header
            failed.append((which, h, scen, blob, rules, app.checks.damage_k))
            continue
        app.use(g)
        app.game_id = h.game
        app.scenario_crc = codec.scenario_crc(blob)
        if headers[1 - which] is None and not st.blank_header(1 - which) and not st.legacy():
            app.lost("last_change", "the last change before power loss was not saved")
        newer = False
        for x in headers:
            if x is not None and gen_after(x.gen, h.gen):
                newer = True   # a newer header whose journal or scenario is damaged
        if k or newer:
            app.lost("previous", "newest saved state was damaged; resumed the previous one")
        return
    for which, h, scen, blob, rules, at in failed:
        try:
            if _recover(app, which, h, scen, codec.scenario_crc(blob), rules, at if at >= 0 else None):
                return
        except (MemoryError, RuntimeError) as e:    # RuntimeError: only the Python stack's (_resume)
            _unrecovered(app, which, h, e, scen)
            return
    app.newer = 0
    if _migrate(app):
        return
    newer = newer or app.newer
    # nothing resumable
    if newer:
        app.lost("newer_rules", "saved game plays rules version " + str(newer)
                   + ", newer than this firmware; started a fresh game")
    elif app.warning is None and (seen or st.candidates()):
        app.lost("fresh", "saved game was damaged; started a fresh game")
    elif app.warning is None and not st.log_blank():
        app.lost("fresh", "the game headers are blank but a journal is stored; started a fresh game")
    _first_game(app, headers)


def _first_game(app, headers):
    """A new game at boot, none resumable: the first stored scenario's, or
    the drive's default scenario stored first (its own frame: boot's stays
    small, its deepest path is the resume's)."""
    st = app.storage
    slot = -1
    known = None
    for i in (0, 1):
        known = app.scenario_of_slot(i)
        if known[0] is not None:
            slot = i
            break
    if slot < 0 and app.default_scenario is not None:
        # a scenario larger than a storage slot (4 KB nvm) is played from the drive's file;
        # without a drive to read it, no game (no_game), not a crash
        blob = app.default_scenario
        scen, err = codec.decode_scenario(blob)
        known = None
        if err is None:
            if len(blob) <= st.scenario_capacity():
                st.store_scenario(blob, 0)
                slot = 0
                # read back (its CRC checked): the blob decoded above, not decoded again
                if st.scenario_blob(0) == blob:
                    known = (scen, blob)
            elif st.reader is not None:
                st.store_ref("default_scenario.bin", blob, 0)
                known = app.scenario_of_slot(0)
                slot = 0 if known[0] is not None else -1
    if slot < 0:
        return
    last = 0
    hs = [h for h in headers if h is not None] + [h for _, h in st.legacy()]
    for h in hs:
        if h.game > last:
            last = h.game
    if st.head is None:
        # keep generations increasing past any damaged header
        for i in (0, 1):
            h = headers[i]
            if h is not None and (st.head is None or gen_after(h.gen, st.head.gen)):
                st.adopt(i, h)
    app.start(slot, last + 1, known)


def _resume(app, which, h, scen, rules):
    """The game of header h rebuilt (h adopted), or None when its journal or
    a checkpoint is damaged.  A MemoryError is not damage: tried again
    after a collection, then raised (boot says so, and writes nothing)."""
    st = app.storage
    for attempt in (0, 1):
        st.adopt(which, h, games.records_of(scen))
        app.checks.reset()    # a record the rebuild reads below the log's check: its stretch first
        try:
            g = games.new_game(scen, rules, st)
            if not st.log_ok(h):
                return _unadopt(app, which)
            # Journal.restore's work without its frame: on CircuitPython's default
            # Python stack every frame of the boot's deepest path counts (docs/firmware.md)
            g._rebuild(h.top, h.depth)
            g.depth, g.top, g.rtop = h.depth, h.top, h.rtop
            return g
        except MemoryError:
            g = None
            st.adopt(which, None)
            gc.collect()
            if attempt:
                raise
        except Exception as e:  # noqa: BLE001 - a record or checkpoint the rules or the storage refuse
            _unadopt(app, which)
            if isinstance(e, RuntimeError) and "pystack" in str(e):
                raise       # CircuitPython's Python stack ran out: the stack, not the journal
            return None
    return None


def _unadopt(app, which):
    app.storage.adopt(which, None)
    return None


def _recover(app, which, h, scen, crc, rules, at=None):
    """See skelos_device.recovery.rollback (imported only when a journal is damaged)."""
    from skelos_device import recovery
    return recovery.rollback(app, which, h, scen, crc, rules, at)


def _unrecovered(app, which, h, e, scen):
    """The saved game could not be read back for want of memory, or of
    CircuitPython's Python stack (its RuntimeError "pystack exhausted"; not
    for damage): no game, nothing written (its journal stays as it is, and
    the next reset tries again), warning `storage_unrecovered` (args:
    ["memory"] or ["stack"]) in hello and state, on the status pixel and the
    console.  Its records stay
    readable (`kept`): `events` serves them, each stretch checked as it
    is read, so a logger can save them; a new game over them needs a
    confirmation until a logger acknowledged them (`unfetched`)."""
    app.game = None
    app.ui = None
    app.game_id = h.game
    app.storage.adopt(which, h)      # a new game (a deliberate one) still counts its generation on
    try:     # rarely needed: in recovery.py, loaded only now
        from skelos_device import recovery
        detail, why = recovery.keep(app, which, h, e, scen)
    except MemoryError:
        detail = "the saved game could not be read back; its journal is kept unchanged: reset the board"
        why = "stack" if isinstance(e, RuntimeError) else "memory"
    app.warning = detail
    app.warnings.append({"code": "storage_unrecovered", "detail": detail, "args": [why]})
    print("Skelos storage_unrecovered: " + detail)



def _migrate(app):
    """A game stored by an earlier firmware (a plain record log): play it
    again into this layout after its log, then write one header."""
    st = app.storage
    for which, h in st.legacy():
        scen, blob = app.scenario_of_slot(h.slot)
        if scen is None or not h.scenario_is(codec.scenario_crc(blob)):
            continue
        rules = h.rules_version()
        if rules > games.rules_of(scen.game):
            app.newer = rules
            continue
        log = st.log_bytes(h)
        recs = games.records_of(scen)
        st.adopt(which, h)
        try:
            st.begin_convert(h, app.new_uid(app.board_info, h.game), recs)
            g = games.new_game(scen, rules, st)
            o = 0
            while o < len(log):
                ln = recs.length_at(log, o)
                if ln < 0 or g.submit(log[o:o + ln]) is not None:
                    raise ValueError("a record the rules refuse")
                o += ln
            if g.count != h.count:
                raise ValueError("record count")
            st.end_convert()
        except Exception as e:  # noqa: BLE001
            st.batch = False
            st.adopt(which, None)
            app.lost("not_converted", "the saved game could not be converted to this firmware's storage: "
                       + str(e))
            continue
        app.use(g)
        app.game_id = h.game
        app.scenario_crc = codec.scenario_crc(blob)
        return True
    return False
