#!/usr/bin/env bash
# Set everything up, then run the whole test suite: lint, the pytest suite
# (rules on CPython, property tests, the core under MicroPython, ...).
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh || exit 1

echo "== lint (ruff)"
.venv/bin/ruff check . || exit 1

echo "== tests (pytest)"
export SKELOS_REQUIRE_MPY=1
.venv/bin/python -m pytest "$@"
rc=$?
if [ $rc -eq 5 ]; then
    echo "pytest collected no tests: that is a failure, not a pass" >&2
    exit 1
fi
exit $rc
