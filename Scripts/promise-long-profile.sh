#!/usr/bin/env bash
# The long profile of the promise suite (spec/PROMISES.md): every promise test with 100 times
# the seeds of `./run_tests.sh`, from a seed base of your choice, so that a change to routing,
# the table or transactions is tried on fresh trees before it lands.
#
#   Scripts/promise-long-profile.sh [--scale N] [--seed-base N] [--sanitize]
#
# --scale multiplies every promise test's seed count (default 100); --seed-base moves the
# first seed (default: the current time, printed, so a failure can be replayed); --sanitize
# builds and runs with AddressSanitizer in its own build folder (.build-asan). A failing seed
# replays alone with CTK_PROMISE_SCALE=1 CTK_PROMISE_SEED_BASE=<seed> and a --filter.
set -euo pipefail
cd "$(dirname "$0")/.."

scale=100
seed_base="$(date +%s)"
sanitize=()
while [ $# -gt 0 ]; do
  case "$1" in
    --scale) scale="$2"; shift 2 ;;
    --seed-base) seed_base="$2"; shift 2 ;;
    --sanitize) sanitize=(--sanitize=address --scratch-path .build-asan); shift ;;
    *) echo "usage: $0 [--scale N] [--seed-base N] [--sanitize]" >&2; exit 2 ;;
  esac
done

echo "promise suite: scale $scale, seed base $seed_base${sanitize:+, AddressSanitizer}"
started=$SECONDS
CTK_PROMISE_SCALE="$scale" CTK_PROMISE_SEED_BASE="$seed_base" \
  swift test "${sanitize[@]}" --disable-xctest --filter 'Promise'
echo "promise suite: $((SECONDS - started)) s"
