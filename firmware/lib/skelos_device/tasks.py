"""The device loop's periodic work: TASKS, run in order by every step of
DeviceApp after its buttons and link, each ``task(app, now, busy)`` -> busy
(busy: a press, a request or a frame in this step; the quiet jobs wait for
a step without).  None of them sleeps, each does at most a bounded piece.

  blink      the blink phase, every BLINK_MS
  refusal    a refusal's red shown for REFUSAL_MS (the app's refuse)
  draw       the frame, if something changed (the app's draw)
  damage     a stretch a guarded read found damaged: back before it (checks)
  quiet      the undos prepared ahead, then the journal's scrub
  collect    the idle garbage collection

Their timers are the app's: blink_at, refusal_until, prep_at, prep_n,
scrub_at, quiet_at.
"""

from skelos_device.input import ticks_diff

BLINK_MS = 500
# Idle collection.  CircuitPython grows its heap only when a collection cannot
# free enough, so a board whose heap starts small keeps only a few KB free in
# it and its collector ran every few button presses, inside them (about 20 ms
# each; docs/firmware.md, "Garbage collection").  `skelos deploy` starts the
# heap as one area with room for many presses, and the loop collects when it
# is quiet: GC_IDLE_MS after the last press, request or frame, if the app's
# GC_SLACK bytes were taken since the last collection (DeviceApp.collect_if_due).
GC_IDLE_MS = 40
SCRUB_MS = 100      # a stretch of the journal checked every SCRUB_MS while the loop is quiet
PREP_QUIET_MS = 40  # quiet this long, the loop prepares the next undos (Journal.prepare), one step
PREP_MS = 10        # at a time, PREP_MS apart while there is more to do and nothing else happens,
PREP_STEPS = 2      # at most PREP_STEPS in one quiet moment (about 30 ms each on the board: the next
                    # press is not kept waiting behind a long catch-up); with checkpoints in RAM
                    # (the app's undo_slots) no bound on the steps


def blink(app, now, busy):
    if ticks_diff(now, app.blink_at) >= 0:
        app.blink = not app.blink
        app.blink_at = now + BLINK_MS
        app.dirty = True
    return busy


def refusal(app, now, busy):
    if app.refusal and ticks_diff(now, app.refusal_until) >= 0:
        app.refusal = False
        app.dirty = True
    return busy


def draw(app, now, busy):
    return app.draw() or busy


def damage(app, now, busy):
    checks = app.checks
    if checks.damage_k >= 0:
        k = checks.damage_k
        checks.damage_k = -1
        checks.stretch(k)
    return busy


def quiet(app, now, busy):
    if busy:
        app.scrub_at = now + SCRUB_MS
        app.prep_at = now + PREP_QUIET_MS
        app.prep_n = 0
        if app.undo_slots:
            app.after_undo()
    elif ticks_diff(now, app.prep_at) >= 0:
        # undos prepared first (a press may come any moment), then the scrub
        if (app.prep_n < PREP_STEPS or app.undo_slots) and app.prepare_step():
            app.prep_n += 1
            app.prep_at = now + PREP_MS
            app.quiet_at = now + GC_IDLE_MS    # its garbage collected once it is done
        else:
            app.prep_at = now + SCRUB_MS
            if ticks_diff(now, app.scrub_at) >= 0:
                app.scrub_at = now + SCRUB_MS
                app.checks.scrub_step()
    elif ticks_diff(now, app.scrub_at) >= 0:
        app.scrub_at = now + SCRUB_MS
        app.checks.scrub_step()
    return busy


def collect(app, now, busy):
    if busy:
        app.quiet_at = now + GC_IDLE_MS
    elif app.quiet_at is not None and ticks_diff(now, app.quiet_at) >= 0:
        app.quiet_at = None
        app.collect_if_due()
    return busy


TASKS = (blink, refusal, draw, damage, quiet, collect)
