#!/usr/bin/env node
// Load the core, skelos_device and the chip fakes (tests/fakes) into MicroPython
// and run a function of tests/firmware/mpy_game.py on a scenario blob.
//   node tests/mpy/run_firmware.mjs BLOB.json [FUNCTION]     (FUNCTION: main by default)
import fs from "node:fs";
import path from "node:path";
import { DEFAULT_ROOT, makeMicroPython, loadCore, putTree, putFile, describeError } from "./mpfs.mjs";

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
  mp.runPython(
    "import sys, json\nsys.path.append('/harness')\nimport mpy_game\n" +
      `mpy_game.${fn}(bytes(${JSON.stringify(blob)}), json.loads(${JSON.stringify(profile)}))`,
  );
} catch (e) {
  process.stderr.write(describeError(e) + "\n");
  process.exit(1);
}
