#!/usr/bin/env node
// Run the Skelos core test suite (tests/core/test_*.py) under a real
// MicroPython interpreter (webassembly port, pinned in tests/mpy/package.json).
//
//   node tests/mpy/run_core_tests.mjs [REPO_ROOT] [-k SUBSTRING] [--pystack BYTES]
//
// -k: run only tests whose "module::name" contains SUBSTRING (case-insensitive).
// --pystack: size of MicroPython's Python stack (default 8192 = the package's
//   2048 words); e.g. --pystack 1536 to try a CircuitPython-like budget
//   (CircuitPython: CIRCUITPY_PYSTACK_SIZE in settings.toml). Too small shows
//   up as "RuntimeError: pystack exhausted".
//
// Exit status: 0 all selected tests passed (skips allowed) and at least one ran;
//              1 a test failed, or no test ran; 2 harness/usage error.
// The last line of output is `micropython: N passed, N failed, N skipped`.

import path from "node:path";
import {
  DEFAULT_ROOT,
  makeMicroPython,
  loadCore,
  loadTests,
  loadRunner,
  pyStr,
  describeError,
} from "./mpfs.mjs";

function usage(msg) {
  if (msg) process.stderr.write(`run_core_tests: ${msg}\n`);
  process.stderr.write("usage: node tests/mpy/run_core_tests.mjs [REPO_ROOT] [-k SUBSTRING] [--pystack BYTES]\n");
  process.exit(2);
}

function parseArgs(argv) {
  let root = null;
  let k = null;
  let pystack;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "-h" || a === "--help") usage();
    else if (a === "-k") {
      if (i + 1 >= argv.length) usage("-k needs a value");
      k = argv[++i];
    } else if (a === "--pystack") {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < 64) usage("--pystack needs a size in bytes (>= 64)");
      pystack = Math.floor(n / 4); // the package counts 4-byte words
    } else if (a.startsWith("-k=")) k = a.slice(3);
    else if (a.startsWith("-k") && a.length > 2) k = a.slice(2);
    else if (a.startsWith("-")) usage(`unknown option ${a}`);
    else if (root === null) root = a;
    else usage(`unexpected argument ${a}`);
  }
  return { root: path.resolve(root ?? DEFAULT_ROOT), k, pystack };
}

async function main() {
  const { root, k, pystack } = parseArgs(process.argv.slice(2));

  let mp;
  try {
    mp = await makeMicroPython({ pystack });
  } catch (e) {
    process.stderr.write(`run_core_tests: ${e.message}\n`);
    return 2;
  }

  let coreFiles, testFiles;
  try {
    coreFiles = loadCore(mp, root);
    testFiles = loadTests(mp, root);
    loadRunner(mp);
  } catch (e) {
    process.stderr.write(`run_core_tests: ${e.message}\n`);
    return 2;
  }
  const nTestModules = testFiles.filter((f) => /\/test_[^/]*\.py$/.test(f)).length;
  console.log(
    `loaded ${coreFiles.length} core file(s) into /lib/skelos, ` +
      `${testFiles.length} file(s) from tests/core (${nTestModules} test module(s))` +
      (k ? `, -k ${JSON.stringify(k)}` : "") +
      (pystack ? `, pystack ${pystack * 4} B` : ""),
  );

  let counts;
  try {
    mp.runPython(
      `import mpy_runner\n_mpy_r = mpy_runner.Runner('/tests', ${pyStr(k)})\n_mpy_it = _mpy_r.steps()`,
    );
    // One JS->Python call per unit of work: this port only garbage-collects
    // when control returns to JS, so this keeps the heap from growing with
    // the garbage of the whole suite.
    const step = "_mpy_more = True\ntry:\n    next(_mpy_it)\nexcept StopIteration:\n    _mpy_more = False";
    for (;;) {
      mp.runPython(step);
      if (!mp.globals.get("_mpy_more")) break;
    }
    mp.runPython("_mpy_counts = _mpy_r.finish()");
    counts = mp.globals.get("_mpy_counts").split(" ").map(Number);
  } catch (e) {
    // an error in the harness itself (test errors are caught in Python)
    process.stderr.write(`run_core_tests: harness error:\n${describeError(e)}\n`);
    return 2;
  }

  const [passed, failed] = counts;
  if (failed > 0) return 1;
  if (passed + failed === 0) {
    process.stderr.write(
      "run_core_tests: no test ran" +
        (k ? ` (nothing matched -k ${JSON.stringify(k)})` : " (no test_*.py with test_ functions in tests/core?)") +
        "\n",
    );
    return 1;
  }
  return 0;
}

main().then(
  (rc) => {
    process.exitCode = rc;
  },
  (e) => {
    process.stderr.write(`run_core_tests: ${describeError(e)}\n`);
    process.exitCode = 2;
  },
);
