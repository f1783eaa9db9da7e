#!/usr/bin/env node
// Run a MicroPython bench script against the Skelos core, under a real
// MicroPython (webassembly port, installed by `npm ci --prefix tests/mpy`),
// and report GC-heap figures measured from the host.
//
//   node bench/mpy/measure.mjs [--root DIR] [--heapsize N[k|m]] [--json OUT.json] [--device] SCRIPT.py [ARGS...]
//
// The core is loaded at /lib/skelos exactly as for the tests; SCRIPT.py and
// the other .py files of its directory go to /bench (on sys.path), and
// SCRIPT.py runs as __main__ with sys.argv = [SCRIPT.py, ARGS...].
// --device also loads the device app (firmware/lib/skelos_device ->
// /lib/skelos_device), the chip fakes (tests/fakes -> /lib/fakes) and the
// board profiles (hardware/profiles/*.json -> /profiles).
//
// Phases, each measured as "allocated" (every byte the phase allocated,
// garbage included: this port never collects in the middle of a call) and
// "retained" (live-heap growth after a real full collection):
//   compile   compiling SCRIPT.py
//   run       executing its module body
//   step X    each entry of a module-level list STEPS, called in turn: a
//             callable, or a (name, callable) tuple
// The script's globals contain __mpbench__ = True (so it can tell it need
// not run STEPS itself).
// Put what you want a true retained figure for (e.g. `import skelos`,
// building a Game) in its own STEPS entry: gc.collect() inside Python only
// takes effect once the call returns to the host (see tests/mpy/README.md).
//
// Exit status: 0 ok, 1 the script raised, 2 usage/harness error.

import fs from "node:fs";
import path from "node:path";
import {
  DEFAULT_ROOT,
  makeMicroPython,
  loadCore,
  putTree,
  putFile,
  pyStr,
  hostPaths,
  topLevelCollect,
  heapInfo,
  describeError,
} from "../../tests/mpy/mpfs.mjs";

const RP2040_HEAP = 192 * 1024; // ~190 KB free on an RP2040 CircuitPython board

function usage(msg) {
  if (msg) process.stderr.write(`measure: ${msg}\n`);
  process.stderr.write(
    "usage: node bench/mpy/measure.mjs [--root DIR] [--heapsize N[k|m]] [--json OUT.json] [--device] SCRIPT.py [ARGS...]\n",
  );
  process.exit(2);
}

function parseSize(s) {
  const m = /^(\d+)([kKmM]?)$/.exec(s || "");
  if (!m) usage(`bad size ${JSON.stringify(s)}`);
  return +m[1] * ({ k: 1024, m: 1024 * 1024 }[m[2].toLowerCase()] || 1);
}

function parseArgs(argv) {
  const o = { root: DEFAULT_ROOT, heapsize: RP2040_HEAP, json: null, device: false, script: null, args: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (o.script) o.args.push(a);
    else if (a === "-h" || a === "--help") usage();
    else if (a === "--root") o.root = path.resolve(argv[++i] ?? usage("--root needs a value"));
    else if (a === "--heapsize") o.heapsize = parseSize(argv[++i]);
    else if (a === "--json") o.json = argv[++i] ?? usage("--json needs a value");
    else if (a === "--device") o.device = true;
    else if (a.startsWith("-")) usage(`unknown option ${a}`);
    else o.script = path.resolve(a);
  }
  if (!o.script) usage("no script given");
  if (!fs.existsSync(o.script)) usage(`no such file: ${o.script}`);
  return o;
}

const pad = (s, n) => String(s).padStart(n);

async function main() {
  const opt = parseArgs(process.argv.slice(2));
  const scriptDir = path.dirname(opt.script);
  const scriptName = path.basename(opt.script);
  const mpScript = `/bench/${scriptName}`;
  const extra = [["/bench/", path.relative(process.cwd(), scriptDir) + "/"]];
  const out = (l) => process.stdout.write(hostPaths(l, extra) + "\n");
  const err = (l) => process.stderr.write(hostPaths(l, extra) + "\n");
  const say = (l) => process.stdout.write(`mpbench: ${l}\n`);

  let mp;
  try {
    mp = await makeMicroPython({ heapsize: opt.heapsize, stdout: out, stderr: err });
  } catch (e) {
    process.stderr.write(`measure: ${e.message}\n`);
    return 2;
  }
  const core = loadCore(mp, opt.root);
  if (opt.device) {
    putTree(mp, path.join(opt.root, "firmware", "lib", "skelos_device"), "/lib/skelos_device");
    putTree(mp, path.join(opt.root, "tests", "fakes"), "/lib/fakes", { recursive: false });
    // the fakes reuse the simulator's virtual strip and key event
    for (const f of ["__init__.py", "sim/__init__.py", "sim/virtual.py"]) {
      putFile(mp, path.join(opt.root, "host", "skelos_host", f), "/lib/skelos_host/" + f);
    }
    putTree(mp, path.join(opt.root, "hardware", "profiles"), "/profiles", {
      recursive: false,
      filter: (n) => n.endsWith(".json"),
    });
  }
  putTree(mp, scriptDir, "/bench", { recursive: false });
  mp.runPython(
    "import sys\n" +
      "sys.path.insert(0, '/bench')\n" +
      `sys.argv[:] = [${[mpScript, ...opt.args].map(pyStr).join(", ")}]\n` +
      "import gc as _mpfs_gc\n" +
      `_mpb_g = {'__name__': '__main__', '__file__': ${pyStr(mpScript)}, '__mpbench__': True}\n` +
      "_mpb_code = None\n_mpb_a = 0\n_mpb_b = 0\n_mpb_n = 0\n_mpb_name = ''\n_mpb_s = None",
  );
  const version = mp.runCaptured("import sys\nprint(sys.version)")[0];
  say(`${version}; initial GC heap ${opt.heapsize} B (this port grows it on demand)`);
  say(`loaded ${core.length} core file(s) into /lib/skelos${opt.device ? ", the device app, fakes and profiles" : ""}`);

  const phases = [];
  const baseline = topLevelCollect(mp);
  say(`baseline live heap: ${baseline} B`);
  let live = baseline;
  const phase = (name, code) => {
    mp.runPython(`_mpb_a = _mpfs_gc.mem_alloc()\n${code}\n_mpb_b = _mpfs_gc.mem_alloc()`);
    const allocated = mp.globals.get("_mpb_b") - mp.globals.get("_mpb_a");
    const after = topLevelCollect(mp);
    const p = { name, allocated, retained: after - live, live: after };
    live = after;
    phases.push(p);
    say(`[${name}] allocated ${allocated} B, retained ${p.retained >= 0 ? "+" : ""}${p.retained} B, live heap ${after} B`);
  };

  try {
    phase(`compile ${scriptName}`, `_mpb_code = compile(open(${pyStr(mpScript)}).read(), ${pyStr(mpScript)}, 'exec')`);
    phase(`run ${scriptName}`, "exec(_mpb_code, _mpb_g)\n_mpb_code = None");
    mp.runPython("_mpb_s = None");
    mp.runPython("_mpb_n = len(_mpb_g.get('STEPS', ()))");
    const nSteps = mp.globals.get("_mpb_n");
    for (let i = 0; i < nSteps; i++) {
      mp.runPython(
        `_mpb_s = _mpb_g['STEPS'][${i}]\n` +
          "if isinstance(_mpb_s, tuple):\n    _mpb_name, _mpb_s = _mpb_s\n" +
          `else:\n    _mpb_name = getattr(_mpb_s, '__name__', 'step${i}')`,
      );
      phase(`step ${mp.globals.get("_mpb_name")}`, "_mpb_s()");
    }
  } catch (e) {
    process.stderr.write(`measure: ${scriptName} raised:\n${describeError(e).split("\n").map((l) => hostPaths(l, extra)).join("\n")}\n`);
    return 1;
  }

  const heap = heapInfo(mp);
  const w = Math.max(...phases.map((p) => p.name.length), 5);
  process.stdout.write("\n");
  say(`${"phase".padEnd(w)} ${pad("allocated B", 12)} ${pad("retained B", 11)} ${pad("live B", 9)}`);
  for (const p of phases) say(`${p.name.padEnd(w)} ${pad(p.allocated, 12)} ${pad(p.retained, 11)} ${pad(p.live, 9)}`);
  if (heap) {
    say(
      `GC heap now ${heap.total} B in total (initial ${opt.heapsize} B)` +
        (heap.total > opt.heapsize
          ? ": grew because one call allocated more than was free; NOT an out-of-memory verdict, this port cannot collect mid-call"
          : ""),
    );
  }
  if (opt.json) {
    const doc = { interpreter: version, script: path.relative(opt.root, opt.script), args: opt.args, heapsize: opt.heapsize, baseline, phases, heap };
    fs.writeFileSync(opt.json, JSON.stringify(doc, null, 2) + "\n");
    say(`figures written to ${opt.json}`);
  }
  return 0;
}

main().then(
  (rc) => {
    process.exitCode = rc;
  },
  (e) => {
    process.stderr.write(`measure: ${describeError(e)}\n`);
    process.exitCode = 2;
  },
);
