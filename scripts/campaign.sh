#!/usr/bin/env bash
# The reliability campaign at full size, then every performance figure:
#   power cuts at every storage write, hostile input (>= 100,000 link cases),
#   replug and crash during a logged game, the 10,000-action soak,
#   then bench/reliability_bench.py (the table of docs/performance.md) and
#   bench/host_bench.py (start-up and board sharing), then bench/book_page_bench.py (the
#   page's story in words and first paint).
# Extra arguments go to the bench (e.g. --sessions 100,300,1000, --skip-mpy).
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --test || exit 1

echo "== reliability campaign (SKELOS_FULL=1 pytest tests/reliability)"
SKELOS_FULL=1 .venv/bin/python -m pytest -q -s -p no:cacheprovider tests/reliability || exit 1

echo "== benchmarks (bench/reliability_bench.py)"
.venv/bin/python bench/reliability_bench.py "$@" || exit 1

echo "== start-up and board sharing (bench/host_bench.py)"
.venv/bin/python bench/host_bench.py || exit 1

echo "== the page: the story in words and the first paint (bench/book_page_bench.py)"
.venv/bin/python bench/book_page_bench.py
