#!/usr/bin/env bash
# Set up everything Skelos needs on a fresh machine: a virtual environment
# with the pinned Python packages, the project itself, and the MicroPython
# interpreter (WebAssembly port, from npm) used to test the rules core.
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
    echo "setup: creating .venv"
    "$PY" -m venv .venv
fi
echo "setup: installing pinned Python packages"
.venv/bin/python -m pip install --quiet --disable-pip-version-check -r requirements-ci.txt
.venv/bin/python -m pip install --quiet --disable-pip-version-check --no-deps -e .
echo "setup: compiling the message catalogues (.po -> .mo)"
.venv/bin/python host/tools/i18n.py compile >/dev/null

if [ -f tests/mpy/package-lock.json ]; then
    if command -v npm >/dev/null 2>&1; then
        echo "setup: installing the MicroPython interpreter (npm)"
        (cd tests/mpy && npm ci --silent --no-audit --no-fund >/dev/null 2>&1 || npm ci --no-audit --no-fund)
    else
        echo "setup: npm not found; install Node.js 18+ to run the core tests under MicroPython" >&2
        exit 1
    fi
fi
echo "setup: done"
