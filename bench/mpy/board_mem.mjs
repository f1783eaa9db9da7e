#!/usr/bin/env node
// What a booted board holds in RAM: boot the CIRCUITPY tree that `skelos
// deploy` built (boot.py, then code.py's main()) under a real MicroPython,
// with the chip fakes of tests/fakes/chip standing in for CircuitPython's
// built-in modules, and measure the live GC heap after each phase.
//
//   node bench/mpy/board_mem.mjs [--json OUT.json] DEPLOY_DIR
//
// Phases ("retained" = live-heap growth after a real full collection):
//   chip fakes   importing the fakes (harness, not on the board) and the
//                FRAM fake's 32 KB buffer (an I2C chip on the board)
//   boot.py      enabling the data port
//   code.py      main(run=False): the firmware's modules, the device app,
//                the stored scenario and its game, the first frame
//   loop         ten loop steps with a `hello` and a `state` request
// "board" = code.py + loop: what the firmware itself keeps in RAM.
// It also lists the firmware modules loaded (sys.modules), so a board that
// imports another game's modules shows it.
//
// Exit status: 0 ok, 1 the firmware raised, 2 usage/harness error.
import fs from "node:fs";
import path from "node:path";
import { DEFAULT_ROOT, makeMicroPython, putTree, putFile, topLevelCollect, describeError } from "../../tests/mpy/mpfs.mjs";

const RP2040_HEAP = 192 * 1024;

function usage(msg) {
  if (msg) process.stderr.write(`board_mem: ${msg}\n`);
  process.stderr.write("usage: node bench/mpy/board_mem.mjs [--json OUT.json] DEPLOY_DIR\n");
  process.exit(2);
}

let json = null;
let deployed = null;
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === "--json") json = argv[++i] ?? usage("--json needs a value");
  else if (argv[i].startsWith("-")) usage(`unknown option ${argv[i]}`);
  else if (deployed === null) deployed = argv[i];
  else usage(`unexpected argument ${argv[i]}`);
}
if (!deployed || !fs.existsSync(path.join(deployed, "code.py"))) usage("DEPLOY_DIR must be a `skelos deploy --out` folder");

const root = DEFAULT_ROOT;
let mp;
try {
  mp = await makeMicroPython({ heapsize: RP2040_HEAP });
} catch (e) {
  process.stderr.write(`board_mem: ${e.message}\n`);
  process.exit(2);
}
for (const f of fs.readdirSync(deployed)) {
  if (fs.statSync(path.join(deployed, f)).isFile()) putFile(mp, path.join(deployed, f), "/" + f);
}
putTree(mp, path.join(deployed, "lib"), "/lib", { recursive: true });
putTree(mp, path.join(root, "tests", "fakes", "chip"), "/fakechip", { recursive: true });  // adafruit_bus_device/ is a package
putTree(mp, path.join(root, "tests", "fakes"), "/harness/fakes", { recursive: false });
for (const f of ["__init__.py", "sim/__init__.py", "sim/virtual.py"]) {
  putFile(mp, path.join(root, "host", "skelos_host", f), "/harness/skelos_host/" + f);
}

const phases = [];
let live = topLevelCollect(mp);
const baseline = live;
function phase(name, code) {
  mp.runPython(code);
  const after = topLevelCollect(mp);
  phases.push({ name, retained: after - live, live: after });
  live = after;
}

try {
  mp.runPython("import sys, os\nsys.path.insert(0, '/fakechip')\nsys.path.append('/harness')\nos.chdir('/')\n_bm = {}");
  phase(
    "chip fakes",
    "import board, keypad, neopixel, usb_cdc, microcontroller, supervisor, busio, storage, adafruit_fram\n" +
      "import fakes\n" +
      "_bm['fram'] = fakes.FakeFRAM(32768)\n" +
      "adafruit_fram.FRAM_I2C = lambda i2c, address=0x50, **kw: _bm['fram']\n" +
      "_bm['before'] = set(sys.modules)",
  );
  phase("boot.py", "exec(open('/boot.py').read(), {'__name__': 'boot'})");
  phase(
    "code.py",
    "_bm['ns'] = {'__name__': 'code'}\n" +
      "exec(open('/code.py').read(), _bm['ns'])\n" +
      "_bm['app'] = _bm['ns']['main'](run=False)",
  );
  phase(
    "loop",
    "usb_cdc.data.feed(b'{\"v\": 1, \"id\": 1, \"cmd\": \"hello\"}\\n{\"v\": 1, \"id\": 2, \"cmd\": \"state\"}\\n')\n" +
      "_bm['replies'] = []\n" +
      "for _ in range(200):\n    supervisor.clock.advance(10)\n    _bm['app'].step()\n" +
      "    _bm['replies'].extend(m for m in usb_cdc.data.take() if 'id' in m)\n" +
      "    if len(_bm['replies']) >= 2:\n        break\n" +
      "assert len(_bm['replies']) == 2 and all(m['ok'] for m in _bm['replies']), _bm['replies']\n" +
      "_bm['replies'] = None",
  );
} catch (e) {
  process.stderr.write(`board_mem: the firmware raised:\n${describeError(e)}\n`);
  process.exit(1);
}

const modules = mp
  .runCaptured(
    "for _m in sorted(sys.modules):\n" +
      "    if _m not in _bm['before'] and (_m.startswith('skelos') or _m in ('code', 'boot')):\n" +
      "        print(_m)",
  )
  .filter((l) => l);
const scenario = mp.runCaptured("print(_bm['app'].game.scenario.id if _bm['app'].game else None)")[0];
const board = phases.filter((p) => p.name === "code.py" || p.name === "loop").reduce((a, p) => a + p.retained, 0);
const say = (l) => process.stdout.write(`board_mem: ${l}\n`);
say(`${deployed}: scenario ${scenario}`);
for (const p of phases) say(`  ${p.name.padEnd(11)} retained ${String(p.retained).padStart(7)} B   live ${String(p.live).padStart(7)} B`);
say(`  board RAM (code.py + loop): ${board} B`);
say(`  firmware modules loaded: ${modules.join(", ")}`);
if (json) {
  fs.writeFileSync(json, JSON.stringify({ deployed, scenario, baseline, phases, board, modules }, null, 2) + "\n");
}
