"""Demo MicroPython memory bench for the Skelos core (a template for real ones).

    node bench/mpy/measure.mjs bench/mpy/mem_bench.py

Also runs as-is on a board (copy it next to lib/skelos and import it) or
under CPython (figures are then meaningless).  Works whatever state the core
is in: a missing or broken submodule is reported, not fatal.

Two ways to measure, both shown below:
  * heap retained by something:  gc.collect(); a = gc.mem_alloc(); <do it>;
    gc.collect(); b = gc.mem_alloc()  ->  b - a
  * bytes allocated by a block:  gc.disable(); before = gc.mem_alloc(); <block>;
    after = gc.mem_alloc(); gc.enable()  ->  after - before

CAVEAT for the webassembly port used by measure.mjs: gc.collect() called
inside Python is deferred until control returns to the host, so the first
recipe yields the GROSS allocation (garbage included, e.g. the compiler's
parse tree during an import), not what stays live.  measure.mjs therefore
runs each entry of STEPS in its own host call and reports, per step, both
"allocated" and the true "retained" figure after a real collection.  Put the
thing you want a retained figure for in its own step.  On a real board, the
in-script figures below are already the retained ones.
"""

import gc
import os
import sys

try:
    import micropython
except ImportError:  # CPython
    micropython = None

# CPython has no gc.mem_alloc(): figures read 0 there.
mem_alloc = getattr(gc, "mem_alloc", None) or (lambda: 0)


def heap():
    """Live heap after a collection (see CAVEAT: deferred on the wasm port)."""
    gc.collect()
    return mem_alloc()


def allocated(fn, *args):
    """Bytes allocated while running fn(*args) (the GC cannot free anything
    meanwhile, so nothing allocated-then-dropped is missed)."""
    gc.collect()
    gc.disable()
    try:
        before = mem_alloc()
        fn(*args)
        after = mem_alloc()
    finally:
        gc.enable()
    return after - before


def allocates(fn, *args):
    """True if fn(*args) allocates on the heap at all (MicroPython only):
    with the heap locked, any allocation raises MemoryError."""
    if micropython is None:
        return None
    micropython.heap_lock()
    try:
        fn(*args)
    except MemoryError:
        return True
    finally:
        micropython.heap_unlock()
    return False


def _collect_is_deferred():
    gc.collect()
    a = mem_alloc()
    junk = bytearray(4096)
    junk = None  # noqa: F841
    gc.collect()
    return mem_alloc() >= a + 4096


def _core_submodules():
    """Names of skelos/*.py, found on sys.path WITHOUT importing anything."""
    for p in sys.path:
        try:
            names = os.listdir((p or ".") + "/skelos")
        except OSError:
            continue
        return sorted(n[:-3] for n in names if n.endswith(".py") and n != "__init__.py")
    return []


# --- steps (measure.mjs measures each one separately) -------------------


def step_import_package():
    a = heap()
    try:
        import skelos
    except Exception as e:  # ImportError, or a syntax MicroPython rejects
        print("  import skelos failed: %r" % (e,))
        return
    b = heap()
    print("  import skelos: %d B (%s), version %s" % (b - a, LABEL, getattr(skelos, "__version__", "?")))


def _import_step(name):
    def step():
        loaded = set(sys.modules)
        a = heap()
        try:
            __import__("skelos." + name)
        except Exception as e:
            print("  import skelos.%s failed: %r" % (name, e))
            return
        b = heap()
        also = sorted(m for m in sys.modules if m not in loaded and m != "skelos." + name)
        print(
            "  import skelos.%s: %d B (%s)%s" % (name, b - a, LABEL, "; also loaded " + ", ".join(also) if also else "")
        )

    return ("import skelos." + name, step)


def step_alloc_demo():
    print("  list of 10 small ints: %d B allocated" % allocated(lambda: [i for i in range(10)]))
    print("  100-byte str: %d B allocated" % allocated(lambda: "x" * 100))
    print("  bytearray(256): %d B allocated" % allocated(bytearray, 256))
    print("  small-int arithmetic allocates: %s" % allocates(lambda: 3 * 7 + 1))
    print("  building a tuple allocates: %s" % allocates(lambda: (1, 2, 3) + (4,)))


DEFERRED = _collect_is_deferred()
LABEL = "gross, see retained column" if DEFERRED else "retained"

STEPS = [step_import_package]
STEPS += [_import_step(n) for n in _core_submodules()]
STEPS.append(step_alloc_demo)

print("mem_bench: %s; in-call gc.collect() %s" % (sys.version, "deferred (wasm port)" if DEFERRED else "immediate"))

# measure.mjs runs STEPS itself (it puts __mpbench__ in our globals);
# anywhere else, run them here.
if not globals().get("__mpbench__"):
    for s in STEPS:
        fn = s[1] if isinstance(s, tuple) else s
        fn()
