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
import { DEFAULT_ROOT, makeMicroPython, loadCore, putTree, putFile, describeError, topLevelCollect } from "./mpfs.mjs";

const root = DEFAULT_ROOT;
const fn = process.argv[3] || "main";
if (!/^[a-z_]+$/.test(fn)) {
  process.stderr.write("usage: node tests/mpy/run_firmware.mjs BLOB.json [FUNCTION]\n");
  process.exit(2);
}
const mp = await makeMicroPython();
try {
  loadCore(mp, root);
  putTree(mp, path.join(root, "firmware", "lib", "skelos_device"), "/lib/skelos_device");
  putFile(mp, path.join(root, "tests", "firmware", "mpy_game.py"), "/harness/mpy_game.py");
  putTree(mp, path.join(root, "tests", "fakes"), "/harness/fakes", { recursive: false });
  for (const f of ["__init__.py", "sim/__init__.py", "sim/virtual.py"]) {
    putFile(mp, path.join(root, "host", "skelos_host", f), "/harness/skelos_host/" + f);
  }
  const blob = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
  const profile = fs.readFileSync(path.join(root, "hardware", "profiles", "pico_reference.json"), "utf8");
  const call = `mpy_game.${fn}(bytes(${JSON.stringify(blob)}), json.loads(${JSON.stringify(profile)}))`;
  if (!fn.startsWith("steps_")) {
    mp.runPython("import sys, json\nsys.path.append('/harness')\nimport mpy_game\n" + call);
  } else {
    mp.runPython("import sys, json\nsys.path.append('/harness')\nimport mpy_game\n_mpy_it = " + call);
    const step = "_mpy_lbl = None\ntry:\n    _mpy_lbl = next(_mpy_it)\nexcept StopIteration:\n    _mpy_lbl = '.stop'";
    for (;;) {
      mp.runPython(step);
      const lbl = mp.globals.get("_mpy_lbl");
      if (lbl === ".stop") break;
      if (lbl) console.log(`HEAP ${lbl} ${topLevelCollect(mp)}`);
    }
  }
} catch (e) {
  process.stderr.write(describeError(e) + "\n");
  process.exit(1);
}
