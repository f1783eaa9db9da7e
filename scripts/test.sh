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
export SKELOS_REQUIRE_MPY=1 SKELOS_REQUIRE_BROWSER=1 SKELOS_REQUIRE_MSGFMT=1 SKELOS_REQUIRE_RIG=1
if [ $# -gt 0 ]; then
    .venv/bin/python -m pytest "$@"
    rc=$?
    if [ $rc -eq 5 ]; then
        echo "pytest collected no tests: that is a failure, not a pass" >&2
        exit 1
    fi
    exit $rc
fi

# The real-firmware rig (tests/rig: stock CircuitPython on an emulated
# RP2040, one node process) runs beside the rest of the suite, on the
# machine's second core; its report follows the suite's.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
.venv/bin/python -m pytest tests/rig -p no:cacheprovider --basetemp="$work/tmp" \
    --junitxml="$work/rig.xml" >"$work/rig.log" 2>&1 &
rigpid=$!
.venv/bin/python -m pytest --ignore=tests/rig --junitxml="$work/suite.xml"
rc=$?
wait $rigpid
rigrc=$?
echo "== real-firmware rig (pytest tests/rig)"
cat "$work/rig.log"
status=0
for r in $rc $rigrc; do
    if [ "$r" -eq 5 ]; then
        echo "pytest collected no tests: that is a failure, not a pass" >&2
        status=1
    elif [ "$r" -ne 0 ]; then
        status=1
    fi
done
.venv/bin/python - "$work/suite.xml" "$work/rig.xml" <<'PY'
import sys
import xml.etree.ElementTree as ET

n = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
for path in sys.argv[1:]:
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError):
        continue
    for suite in root.iter("testsuite"):
        for k in n:
            n[k] += int(suite.get(k, 0))
failed = n["failures"] + n["errors"]
print("total: %d passed, %d failed, %d skipped" % (n["tests"] - failed - n["skipped"], failed, n["skipped"]))
PY
exit $status
