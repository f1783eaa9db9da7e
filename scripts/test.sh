#!/usr/bin/env bash
# Set everything up, then run the whole test suite: lint, the pytest suite
# (rules on CPython, property tests, the core under MicroPython, ...).
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --test || exit 1

# Debian packages the tests use: Chromium for the page tests (through
# Playwright, no browser download), gettext's msgfmt, which checks that
# our own catalogue compiler agrees with GNU's, and dosfstools + mtools, which
# build the CIRCUITPY drive image the real-firmware rig boots.
has() { command -v "$1" >/dev/null 2>&1 || [ -x "/usr/sbin/$1" ] || [ -x "/sbin/$1" ]; }
missing=""
has chromium || missing="$missing chromium"
has msgfmt || missing="$missing gettext"
has mkfs.fat || missing="$missing dosfstools"
has mcopy || missing="$missing mtools"
if [ -n "$missing" ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "setup: installing Debian's$missing for the tests"
        (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null) || exit 1
    else
        echo "missing:$missing -- run 'sudo apt-get install$missing' (the tests need them)" >&2
        exit 1
    fi
fi

echo "== lint (ruff)"
.venv/bin/ruff check . || exit 1

echo "== tests (pytest)"
# tests/rig boots the stock firmware on an emulated RP2040 (about 3 minutes,
# docs/rig.md); it runs in the same pytest run as the rest, one test at a time.
# Where a part cannot be had (the firmware offline), its tests are skipped and
# the run says so; CI (.ci/run) sets SKELOS_REQUIRE_*=1 so that they fail.
.venv/bin/python -m pytest "$@"
rc=$?
if [ $rc -eq 5 ]; then
    echo "pytest collected no tests: that is a failure, not a pass" >&2
    exit 1
fi
exit $rc
