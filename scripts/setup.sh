#!/usr/bin/env bash
# Set up what Skelos needs on a fresh machine, in .venv:
#   scripts/setup.sh          what `skelos` needs to run (the main job, scripts/play.sh)
#   scripts/setup.sh --test   plus the test tools, the MicroPython interpreter
#                             (WebAssembly port, from npm) that tests the rules core
#                             and the RP2040 emulator (rp2040js, from npm) of the
#                             real-firmware rig
# --test also builds the Skelos firmware (python -m skelos_host.toolchain.firmware build),
# installing Debian's ARM compiler as root.
# Both build CircuitPython 9.2.1's own mpy-cross from third_party/circuitpython
# (once per machine: the build is cached under the source's hash), which
# `skelos deploy` compiles the board's lib/ with.  Without a C compiler they say
# so and deploy ships .py source instead.
# Everything is pinned (requirements*.txt, tests/mpy/package-lock.json).  A
# second run with unchanged pins skips the installs (a stamp in .venv).
set -euo pipefail
cd "$(dirname "$0")/.."

# It speaks the language the commands speak: the first of LC_ALL, LC_MESSAGES, LANG that is set.
case "${LC_ALL:-${LC_MESSAGES:-${LANG:-}}}" in fr*|FR*) FR=1 ;; *) FR= ;; esac
say() { if [ -n "$FR" ]; then echo "setup : $2"; else echo "setup: $1"; fi; }   # say ENGLISH FRENCH (no-break spaces)

MODE=run
case "${1:-}" in
    "") ;;
    --test) MODE=test ;;
    *) say "usage: scripts/setup.sh [--test]" "usage : scripts/setup.sh [--test]" >&2; exit 2 ;;
esac

PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
    say "creating .venv" "création de .venv"
    "$PY" -m venv .venv
fi

pins() {  # the pins of one package set: run, or test (which holds run's)
    local files="requirements.txt requirements-charts.txt requirements-board.txt requirements-build.txt pyproject.toml"
    [ "$1" = test ] && files="$files requirements-ci.txt requirements-box.txt tests/mpy/package-lock.json tests/rig/package-lock.json"
    cat $files | "$PY" -c "import hashlib, sys; print(hashlib.sha256(sys.stdin.buffer.read()).hexdigest())"
}
# One stamp per package set.  The test set holds the run set, so installing it
# stamps both, and `scripts/play.sh` after `scripts/test.sh` installs nothing.
fresh() { [ -f ".venv/.skelos-setup-$1" ] && [ "$(cat ".venv/.skelos-setup-$1")" = "$(pins "$1")" ] && [ -x .venv/bin/skelos ]; }
if fresh "$MODE"; then
    if [ "$MODE" = test ]; then
        say "packages up to date (to play and test)" "paquets à jour (pour jouer et tester)"
    else
        say "packages up to date (to play)" "paquets à jour (pour jouer)"
    fi
else
    rm -f .venv/.skelos-setup-run .venv/.skelos-setup-test
    PIP=(.venv/bin/python -m pip install --quiet --disable-pip-version-check)
    if [ "$MODE" = test ]; then
        say "installing pinned Python packages (run + test)" "installation des paquets Python épinglés (run + test)"
        "${PIP[@]}" -r requirements-ci.txt
    else
        say "installing pinned Python packages" "installation des paquets Python épinglés"
        "${PIP[@]}" -r requirements.txt -r requirements-charts.txt
    fi
    "${PIP[@]}" --no-deps -r requirements-board.txt
    "${PIP[@]}" -r requirements-build.txt
    "${PIP[@]}" --no-deps -e .

    if [ "$MODE" = test ]; then
        if command -v npm >/dev/null 2>&1; then
            say "installing the MicroPython interpreter (npm)" "installation de l'interpréteur MicroPython (npm)"
            (cd tests/mpy && npm ci --silent --no-audit --no-fund >/dev/null 2>&1 || npm ci --no-audit --no-fund)
            say "installing the RP2040 emulator of the real-firmware rig (npm)" \
                "installation de l'émulateur RP2040 du banc du vrai firmware (npm)"
            (cd tests/rig && npm ci --silent --no-audit --no-fund >/dev/null 2>&1 || npm ci --no-audit --no-fund)
        else
            say "npm not found; install Node.js 18+ to run the core tests under MicroPython" \
                "npm introuvable ; installez Node.js 18+ pour lancer les tests du cœur sous MicroPython" >&2
            exit 1
        fi
        pins test > .venv/.skelos-setup-test
    fi
    pins run > .venv/.skelos-setup-run
fi
if [ "$MODE" = test ]; then
    # The stock firmware the rig boots: found (environment, ../shared/firmware,
    # the user's cache) or downloaded once into the cache and checked; offline,
    # one line says so and the rig's tests are skipped (tests/rig/firmware.py).
    .venv/bin/python tests/rig/firmware.py ensure
fi
# CircuitPython's compiler for `skelos deploy` (cached: a second run only checks the stamp)
if ! .venv/bin/python -m skelos_host.toolchain.mpycross build; then
    if [ "$MODE" = test ] && command -v "${CC:-cc}" >/dev/null 2>&1; then
        say "a C compiler is here but mpy-cross did not build: fix that first" \
            "un compilateur C est là mais mpy-cross n'a pas été construit : corrigez cela d'abord" >&2
        exit 1
    fi
    say "continuing without it: skelos deploy ships .py source, which the board compiles at every boot" \
        "on continue sans lui : skelos deploy copie les sources .py, que la carte compile à chaque démarrage" >&2
fi
if [ "$MODE" = test ]; then
    # The Skelos build of the firmware (CircuitPython 9.2.1 with lib/ frozen in,
    # from third_party/circuitpython and firmware/board), which the rig's Skelos
    # cases boot: Debian's ARM compiler (as root), then the build (2 to 4 minutes
    # once; cached under the hash of its inputs).  Without it, one line says why
    # and those cases skip; SKELOS_REQUIRE_FIRMWARE=1 (CI) makes that a failure.
    if ! command -v arm-none-eabi-gcc >/dev/null 2>&1 && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        say "installing Debian's gcc-arm-none-eabi and libnewlib-arm-none-eabi (the firmware's compiler)" \
            "installation de gcc-arm-none-eabi et libnewlib-arm-none-eabi de Debian (le compilateur du firmware)"
        (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq gcc-arm-none-eabi \
            libnewlib-arm-none-eabi >/dev/null) || true
    fi
    if { why=$(.venv/bin/python -m skelos_host.toolchain.firmware build 2>&1 1>&3); } 3>&1; then
        :
    elif [ "${SKELOS_REQUIRE_FIRMWARE:-}" = 1 ]; then
        echo "$why" >&2
        say "the Skelos firmware must build (SKELOS_REQUIRE_FIRMWARE=1)" \
            "le firmware Skelos doit être construit (SKELOS_REQUIRE_FIRMWARE=1)" >&2
        exit 1
    else
        say "no Skelos firmware, the rig's Skelos cases will skip: ${why#firmware: }" \
            "pas de firmware Skelos, les cas Skelos du banc seront sautés : ${why#firmware: }" >&2
    fi
fi
say "compiling the message catalogues (.po -> .mo)" "compilation des catalogues de messages (.po -> .mo)"
.venv/bin/python host/tools/i18n.py compile >/dev/null
say "done" "terminé"
