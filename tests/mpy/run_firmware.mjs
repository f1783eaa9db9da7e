#!/usr/bin/env node
// Load the core, skelos_device and the chip fakes (tests/fakes) into MicroPython
// and run a function of tests/firmware/mpy_game.py on a scenario blob.
//   node tests/mpy/run_firmware.mjs BLOB.json [FUNCTION]     (FUNCTION: main by default)
// A function named steps_* is a generator driven one step per call from here:
// this port collects garbage only when control returns to JS, so after each
// step that yields a label the heap in use is measured after a real
// collection and printed as "HEAP label bytes".
import fs from "node:fs";
import path from "node:path";
import { DEFAULT_ROOT, makeMicroPython, fixHeap, heapInfo, loadCore, putTree, putFile, describeError, topLevelCollect } from "./mpfs.mjs";

//   --image PATH   a storage image, put at /harness/image.bin
//   --heap BYTES   a GC heap of that size that never grows (mpfs.fixHeap): MemoryError as on a board
//   --free BYTES   with --heap: when a steps_* function yields "ballast", the heap is collected and
//                  a bytearray takes all of it but BYTES (the chip's free heap), printed as "FREE n"
const root = DEFAULT_ROOT;
const argv = process.argv.slice(2);
const opt = {};
for (const k of ["--image", "--heap", "--free"]) {
  const i = argv.indexOf(k);
  if (i >= 0) {
    opt[k] = argv[i + 1];
    argv.splice(i, 2);
  }
}
const fn = argv[1] || "main";
const usage = "usage: node tests/mpy/run_firmware.mjs BLOB.json [FUNCTION] [--image PATH] [--heap BYTES [--free BYTES]]\n";
if (!/^[a-z_]+$/.test(fn) || (opt["--free"] && !opt["--heap"]) || argv.length < 1) {
  process.stderr.write(usage);
  process.exit(2);
}
const heap = opt["--heap"] ? parseInt(opt["--heap"], 10) : undefined;
const mp = await makeMicroPython(heap ? { heapsize: heap } : {});
if (heap) fixHeap(mp);
try {
  if (opt["--image"]) putFile(mp, opt["--image"], "/harness/image.bin");
  loadCore(mp, root);
  putTree(mp, path.join(root, "firmware", "lib", "skelos_device"), "/lib/skelos_device");
  putFile(mp, path.join(root, "tests", "firmware", "mpy_game.py"), "/harness/mpy_game.py");
  putTree(mp, path.join(root, "tests", "fakes"), "/harness/fakes", { recursive: false });
  for (const f of ["__init__.py", "sim/__init__.py", "sim/virtual.py"]) {
    putFile(mp, path.join(root, "host", "skelos_host", f), "/harness/skelos_host/" + f);
  }
  const blob = JSON.parse(fs.readFileSync(argv[0], "utf8"));
  const profile = fs.readFileSync(path.join(root, "hardware", "profiles", "pico_reference.json"), "utf8");
  const call = `mpy_game.${fn}(bytes(${JSON.stringify(blob)}), json.loads(${JSON.stringify(profile)}))`;
  if (!fn.startsWith("steps_")) {
    mp.runPython("import sys, json\nsys.path.append('/harness')\nimport mpy_game\n" + call);
  } else {
    mp.runPython(
      "import sys, json, gc\nsys.path.append('/harness')\nimport mpy_game\n_mpy_it = " + call + "\n" +
        "def _mpy_next():\n    try:\n        return next(_mpy_it) or ''\n    except StopIteration:\n" +
        "        return '.stop'\n" +
        "_mpy_at = [0]\n" +
        "def _mpy_ballast(n, size):\n    b = mpy_game.BALLAST\n    i = _mpy_at[0]\n" +
        "    while n >= size and i < len(b):\n        try:\n            b[i] = bytearray(size - 16)\n" +
        "        except MemoryError:\n            break\n        i += 1\n        n -= size\n    _mpy_at[0] = i\n",
    );
    // called through proxies from here on: no source compiled once the heap is nearly full
    const next = mp.globals.get("_mpy_next");
    const ballast = mp.globals.get("_mpy_ballast");
    const memFree = mp.globals.get("gc").mem_free;
    for (;;) {
      const lbl = next();
      if (lbl === ".stop") break;
      if (lbl === "ballast" && opt["--free"]) {
        topLevelCollect(mp);
        const want = parseInt(opt["--free"], 10);
        // gc.mem_free() here adds the room the heap could grow by: known once from mem_info
        const offset = memFree() - heapInfo(mp).free;
        mp.runPython("mpy_game.BALLAST = [None] * 16384");
        // blocks of 1 KB, then of 64 and 32 bytes (the free heap is in pieces)
        for (const size of [1024, 64, 32]) {
          topLevelCollect(mp);
          const take = memFree() - offset - want;
          if (take >= size) ballast(take, size);
        }
        topLevelCollect(mp);
        console.log(`FREE ${memFree() - offset}`);
      } else if (lbl) console.log(`HEAP ${lbl} ${topLevelCollect(mp)}`);
    }
  }
} catch (e) {
  process.stderr.write(describeError(e) + "\n");
  process.exit(1);
}
