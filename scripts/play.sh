#!/usr/bin/env bash
# Set everything up, then run the main job.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# The skelos command lives in .venv/bin: say how to type it, before the game and when it stops.
case "${LC_ALL:-${LC_MESSAGES:-${LANG:-}}}" in fr*|FR*) FR=1 ;; *) FR= ;; esac
where() {
    if [ -n "$FR" ]; then
        echo "play : la commande skelos est .venv/bin/skelos ; pour taper « skelos … » comme le README, lancez d'abord dans ce terminal : . .venv/bin/activate"
    else
        echo "play: the skelos command is .venv/bin/skelos; to type \"skelos ...\" as the README does, first run in this terminal: . .venv/bin/activate"
    fi
}
where
status=0
.venv/bin/skelos play "$@" || status=$?
where
exit "$status"
