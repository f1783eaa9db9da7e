#!/usr/bin/env node
// Boot the exact CIRCUITPY tree that `skelos deploy` builds under a real
// MicroPython interpreter: boot.py, then code.py's main(), with only the
// deployed files plus the chip fakes (tests/fakes/chip: board, keypad,
// neopixel, usb_cdc, microcontroller, busio, adafruit_bus_device, supervisor,
// storage) that stand in for CircuitPython's built-in modules.
//
//   node tests/mpy/run_deployed.mjs DEPLOY_DIR [fram|no_pullups|no_device] [ACTION_JSON]
//
// The optional wiring of the FRAM: fitted (default), nothing pulling the I2C
// lines up, or no device answering (the fake busio fails as CircuitPython does).
// ACTION_JSON: the core action sent with `act` after `hello`, as [name, args...]
// (default ["begin_turn"], the Book of Skelos's; ["start", 0] for OrcQuest).
// Prints "deployed firmware ok ..." and the firmware modules the board loaded
// ("modules: ..."), and exits 0, or exits 1 with the error.
import fs from "node:fs";
import path from "node:path";
import { DEFAULT_ROOT, makeMicroPython, putTree, putFile, describeError } from "./mpfs.mjs";

const root = DEFAULT_ROOT;
const deployed = process.argv[2];
const wiring = process.argv[3] || "fram";
let action = null;
try {
  action = JSON.parse(process.argv[4] || '["begin_turn"]');
} catch (e) { /* reported below */ }
if (!deployed || !fs.existsSync(path.join(deployed, "code.py")) || !["fram", "no_pullups", "no_device"].includes(wiring)
    || !Array.isArray(action) || typeof action[0] !== "string") {
  process.stderr.write("usage: node tests/mpy/run_deployed.mjs DEPLOY_DIR [fram|no_pullups|no_device] [ACTION_JSON] (a `skelos deploy --out` folder)\n");
  process.exit(2);
}
const act = JSON.stringify({ v: 1, id: 2, cmd: "act", action: action[0], args: action.slice(1) });
const mp = await makeMicroPython();
try {
  // the drive, as deploy wrote it
  for (const f of fs.readdirSync(deployed)) {
    if (fs.statSync(path.join(deployed, f)).isFile()) putFile(mp, path.join(deployed, f), "/" + f);
  }
  putTree(mp, path.join(deployed, "lib"), "/lib", { recursive: true });
  // CircuitPython's built-in modules, faked; first on sys.path
  putTree(mp, path.join(root, "tests", "fakes", "chip"), "/fakechip", { recursive: true });
  putTree(mp, path.join(root, "tests", "fakes"), "/harness/fakes", { recursive: false });
  for (const f of ["__init__.py", "sim/__init__.py", "sim/virtual.py"]) {
    putFile(mp, path.join(root, "host", "skelos_host", f), "/harness/skelos_host/" + f);
  }
  mp.runPython(`
import sys, os
sys.path.insert(0, "/fakechip")
sys.path.append("/harness")
os.chdir("/")
exec(open("/boot.py").read(), {"__name__": "boot"})
import usb_cdc, busio
if "${wiring}" == "no_pullups":
    busio.pullups = False
elif "${wiring}" == "no_device":
    busio.devices = {}
assert usb_cdc.enabled == {"console": True, "data": True}, usb_cdc.enabled
ns = {"__name__": "code"}
exec(open("/code.py").read(), ns)
app = ns["main"](run=False)
import skelos_device, supervisor, microcontroller
from adafruit_bus_device import i2c_device
assert skelos_device.__file__.startswith("/lib/skelos_device"), skelos_device.__file__
data = usb_cdc.data
data.feed(b'{"v": 1, "id": 1, "cmd": "hello"}\\n' + ${JSON.stringify(act)}.encode() + b'\\n')
got = []
for _ in range(8):
    supervisor.clock.advance(10)
    app.step()
    got.extend(data.take())
replies = {m.get("id"): m for m in got if "id" in m}
assert replies[1]["ok"] and replies[1]["protocol"] == 1, replies
assert replies[2]["ok"] and replies[2]["seq"] == 1, replies
written = sum(d.mem.bytes_written for d in i2c_device.instances) + microcontroller.nvm.bytes_written
assert written > 0
shown = app.pixels.shows
print("deployed firmware ok under MicroPython:", replies[1]["board"], replies[1]["scenario"],
      "seq", replies[2]["seq"], "frames", shown, "bytes stored", written, "nvm", microcontroller.nvm.bytes_written,
      "warnings", [w["code"] + ": " + w["detail"] for w in replies[1]["warnings"]])
print("modules:", " ".join(sorted(m for m in sys.modules if m.startswith("skelos"))))
`);
} catch (e) {
  process.stderr.write(describeError(e) + "\n");
  process.exit(1);
}
