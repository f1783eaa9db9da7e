// Shared helpers: start a real MicroPython (webassembly port, npm package
// @micropython/micropython-webassembly-pyscript) under Node and load the
// Skelos core into its in-memory filesystem.
//
// Used by tests/mpy/run_core_tests.mjs and bench/mpy/measure.mjs.
//
// FS layout inside MicroPython:
//   /lib/skelos/...   <- firmware/lib/skelos/**/*.py   (/lib is on sys.path)
//   /tests/...        <- tests/core/**/*.py (the kernel's tests, and one folder per game)
//   /harness/*.py     <- harness-side Python (mpy_runner.py)
//   /bench/*.py       <- the bench script and its sibling .py files
//
// Notes on this port (checked on 1.27.0, see tests/mpy/README.md):
//   * the GC heap starts at `heapsize` bytes but GROWS on demand
//     (MICROPY_GC_SPLIT_HEAP_AUTO), so it never raises MemoryError like a
//     190 KB board would;
//   * gc.collect() inside Python only *requests* a collection; it happens when
//     control returns to JS (end of a runPython call). Hence the step-wise
//     drivers and topLevelCollect() below.

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const HERE = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_ROOT = path.resolve(HERE, "..", "..");
export const PACKAGE = "@micropython/micropython-webassembly-pyscript";
export const INSTALL_HINT =
  "install it with:  npm ci --prefix tests/mpy   (needs Node.js >= 18; run from the repo root)";

// Maps MicroPython FS paths in tracebacks back to repo paths.
const PATH_MAP = [
  ["/lib/skelos/", "firmware/lib/skelos/"],
  ["/tests/", "tests/core/"],
  ["/harness/", "tests/mpy/"],
];

export function hostPaths(line, extra = []) {
  if (!line.includes('File "')) return line;
  for (const [from, to] of [...extra, ...PATH_MAP]) {
    line = line.split(`File "${from}`).join(`File "${to}`);
  }
  return line;
}

/**
 * Start a fresh MicroPython interpreter.
 *  heapsize: initial GC heap in bytes (default 1 MiB, as the package; grows on demand)
 *  stdout/stderr: called once per output line (without "\n")
 */
export async function makeMicroPython({
  heapsize = 1024 * 1024,
  pystack,
  stdout = (l) => process.stdout.write(hostPaths(l) + "\n"),
  stderr = (l) => process.stderr.write(hostPaths(l) + "\n"),
} = {}) {
  let mod;
  try {
    mod = await import(PACKAGE);
  } catch (e) {
    const err = new Error(`cannot load ${PACKAGE} (${e.code || e.message}); ${INSTALL_HINT}`);
    err.code = "MPY_NOT_INSTALLED";
    throw err;
  }
  let sink = null; // when set, stdout lines go here instead (see runCaptured)
  const opts = { heapsize, stderr, linebuffer: true, stdout: (l) => (sink ? sink.push(l) : stdout(l)) };
  if (pystack !== undefined) opts.pystack = pystack;
  const mp = await mod.loadMicroPython(opts);
  /** Run code and return its stdout lines instead of printing them. */
  mp.runCaptured = (code) => {
    const lines = [];
    sink = lines;
    try {
      mp.runPython(code);
    } finally {
      sink = null;
    }
    return lines;
  };
  mp.initialHeapsize = heapsize;
  return mp;
}

/**
 * Make the GC heap stay at the size it started with, as on a board: the
 * port grows its heap with malloc when an allocation fails
 * (MICROPY_GC_SPLIT_HEAP_AUTO), so WebAssembly memory growth is refused
 * (process-wide: call it in a process of its own) and malloc's free room
 * is taken but for a few KB, less than any new heap area.  Afterwards an
 * allocation that does not fit raises MemoryError.  Note that this port
 * never collects inside a call (a collection waits for the return to
 * JavaScript): what one call allocates, garbage included, must fit.
 */
export function fixHeap(mp, slack = 8192) {
  const M = mp._module;
  WebAssembly.Memory.prototype.grow = function () {
    throw new RangeError("the heap is fixed");
  };
  const write = process.stderr.write.bind(process.stderr);
  process.stderr.write = (chunk, ...rest) =>
    /^(growMemory: |Failed to grow the heap)/.test(String(chunk)) ? true : write(chunk, ...rest);
  const held = [];
  for (let size = 1 << 26; size >= 16; ) {
    const p = M._malloc(size);
    if (p) held.push([p, size]);
    else size >>= 1;
  }
  let freed = 0;
  while (held.length && freed + held[held.length - 1][1] <= slack) {
    const [p, size] = held.pop();
    M._free(p);
    freed += size;
  }
  if (slack >= mp.initialHeapsize) throw new Error("fixHeap: the slack must be smaller than the heap");
}

function mkdirTree(mp, dir) {
  mp.FS.mkdirTree(dir);
}

/** Copy one host file into the MicroPython FS (bytes as-is). */
export function putFile(mp, hostFile, mpFile) {
  mkdirTree(mp, path.posix.dirname(mpFile));
  mp.FS.writeFile(mpFile, fs.readFileSync(hostFile));
}

/**
 * Copy the .py files of hostDir into mpDir. recursive: descend into
 * sub-directories (skipping __pycache__ and dot-dirs). Returns the list of
 * MicroPython paths written, sorted.
 */
export function putTree(mp, hostDir, mpDir, { recursive = true, filter = (n) => n.endsWith(".py") } = {}) {
  const written = [];
  const walk = (h, m) => {
    for (const ent of fs.readdirSync(h, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const hp = path.join(h, ent.name);
      const mpPath = `${m}/${ent.name}`;
      if (ent.isDirectory()) {
        if (recursive && ent.name !== "__pycache__" && !ent.name.startsWith(".")) walk(hp, mpPath);
      } else if (ent.isFile() && filter(ent.name)) {
        putFile(mp, hp, mpPath);
        written.push(mpPath);
      }
    }
  };
  mkdirTree(mp, mpDir);
  walk(hostDir, mpDir);
  return written;
}

/** firmware/lib/skelos/**\/*.py -> /lib/skelos/ . Throws if the package dir is missing. */
export function loadCore(mp, root = DEFAULT_ROOT) {
  const src = path.join(root, "firmware", "lib", "skelos");
  if (!fs.existsSync(src) || !fs.statSync(src).isDirectory()) {
    throw new Error(`core package not found: ${src}`);
  }
  return putTree(mp, src, "/lib/skelos", { recursive: true });
}

/** tests/core/**\/*.py -> /tests/ (folders kept: tests follow the game packs). A missing dir loads nothing. */
export function loadTests(mp, root = DEFAULT_ROOT) {
  const src = path.join(root, "tests", "core");
  if (!fs.existsSync(src)) return [];
  return putTree(mp, src, "/tests", { recursive: true });
}

/** tests/mpy/mpy_runner.py -> /harness/mpy_runner.py */
export function loadRunner(mp) {
  putFile(mp, path.join(HERE, "mpy_runner.py"), "/harness/mpy_runner.py");
  mp.runPython("import sys\nif '/harness' not in sys.path:\n    sys.path.append('/harness')");
}

/** A Python string literal for a JS string (or None for null/undefined). */
export function pyStr(s) {
  return s === null || s === undefined ? "None" : JSON.stringify(String(s));
}

/**
 * Force a full garbage collection and return gc.mem_alloc() afterwards.
 * In this port gc.collect() only requests a collection, which runs when the
 * call returns to JS; so call gc.collect and gc.mem_alloc directly from JS
 * (no Python source to compile, so the figure is exact and repeatable).
 */
export function topLevelCollect(mp) {
  if (!mp._mpfsGc) {
    mp.runPython("import gc as _mpfs_gc");
    const gc = mp.globals.get("_mpfs_gc");
    mp._mpfsGc = { collect: gc.collect, memAlloc: gc.mem_alloc };
  }
  mp._mpfsGc.collect(); // requested here, performed as this call returns to JS
  return mp._mpfsGc.memAlloc();
}

/** Parse micropython.mem_info(): {total, used, free} of the GC heap (all split areas). */
export function heapInfo(mp) {
  const text = mp.runCaptured("import micropython\nmicropython.mem_info()").join("\n");
  const m = text.match(/GC: total: (\d+), used: (\d+), free: (\d+)/);
  return m ? { total: +m[1], used: +m[2], free: +m[3] } : null;
}

/** Print a PythonError (or any error) thrown by runPython in a readable way. */
export function describeError(e) {
  if (e && e.name === "PythonError") {
    return e.message
      .split("\n")
      .map((l) => hostPaths(l))
      .join("\n")
      .trimEnd();
  }
  return String((e && e.stack) || e);
}
