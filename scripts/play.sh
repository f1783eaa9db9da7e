#!/usr/bin/env bash
# Set everything up, then run the main job.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/skelos play "$@"
