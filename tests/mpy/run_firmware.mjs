#!/usr/bin/env node
// Load the core and skelos_device into MicroPython and run tests/firmware/mpy_game.py.
//   node tests/mpy/run_firmware.mjs
import fs from "node:fs";
import path from "node:path";
import { DEFAULT_ROOT, makeMicroPython, loadCore, putTree, putFile, describeError } from "./mpfs.mjs";

const root = DEFAULT_ROOT;
const mp = await makeMicroPython();
try {
  loadCore(mp, root);
  putTree(mp, path.join(root, "firmware", "lib", "skelos_device"), "/lib/skelos_device");
  putFile(mp, path.join(root, "tests", "firmware", "mpy_game.py"), "/harness/mpy_game.py");
  const blob = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
  const profile = fs.readFileSync(path.join(root, "hardware", "profiles", "pico_reference.json"), "utf8");
  mp.runPython(
    "import sys, json\nsys.path.append('/harness')\nimport mpy_game\n" +
      `mpy_game.main(bytes(${JSON.stringify(blob)}), json.loads(${JSON.stringify(profile)}))`,
  );
} catch (e) {
  process.stderr.write(describeError(e) + "\n");
  process.exit(1);
}
