#!/usr/bin/env bash
# What two crash-safety choices cost (issue 13): SQLite's memory mapping off, and seeding in one transaction.
# Builds two release binaries of this checkout: as it is ("now") and with both choices undone ("before"):
# mmap-on.patch puts back the 4 GiB memory map the catalogue had before, batch-commits.patch commits each
# 20,000-stay batch on its own as seeding did before. The patches are applied to the working tree only for that
# build and reverted at once. Then, on the same machine, RUNS times each:
#   - seeding: `stays seed --count COUNT --seed 42` timed, with the write-ahead log's peak size;
#   - reading: `stays bench stays` (200 searches, histograms and bookings) on a scratch copy of that catalogue.
# Usage: Benchmarks/crash-safety/run.sh [WORK_FOLDER] [COUNT] [RUNS]   (default /tmp/stays-crash-bench, 280000, 2)
set -euo pipefail
cd "$(dirname "$0")/../.."
work=${1:-/tmp/stays-crash-bench}
count=${2:-280000}
runs=${3:-2}
here=Benchmarks/crash-safety
mkdir -p "$work"

build() { # build NAME [PATCH…]: a release build of the checkout with the patches applied, copied to WORK/stays-NAME
    local name=$1
    shift
    for patch in "$@"; do git apply "$here/$patch"; done
    local status=0
    swift build -c release --product stays >"$work/build-$name.log" 2>&1 || status=$?
    for patch in "$@"; do git apply -R "$here/$patch"; done
    if ((status != 0)); then
        echo "release build $name failed: see $work/build-$name.log" >&2
        exit 1
    fi
    cp "$(swift build -c release --show-bin-path)/stays" "$work/stays-$name"
}

build now
build before mmap-on.patch batch-commits.patch
# the copied binaries find the place index beside them (or, failing that, in the build folder)
[[ -e "$work/Stays_PlaceData.resources" ]] ||
    cp -r "$(swift build -c release --show-bin-path)/Stays_PlaceData.resources" "$work/" 2>/dev/null || true

echo "machine: $(nproc) cores; load average at start $(cut -d' ' -f1-3 /proc/loadavg)"
for run in $(seq 1 "$runs"); do
    for name in now before; do
        rm -f "$work/seed-$name.sqlite"*
        start=$(date +%s.%N)
        "$work/stays-$name" seed --count "$count" --seed 42 --database "$work/seed-$name.sqlite" >/dev/null 2>&1 &
        seeding=$!
        peak=0 # the write-ahead log's largest size, sampled every 0.1 s
        while kill -0 "$seeding" 2>/dev/null; do
            size=$(stat -c %s "$work/seed-$name.sqlite-wal" 2>/dev/null || echo 0)
            ((size > peak)) && peak=$size
            sleep 0.1
        done
        wait "$seeding"
        end=$(date +%s.%N)
        printf 'seed %-6s run %d: %6.1f s, WAL peak %5d MB, file %5d MB (load %s)\n' "$name" "$run" \
            "$(awk "BEGIN { print $end - $start }")" $((peak / 1000000)) \
            $(($(stat -c %s "$work/seed-$name.sqlite") / 1000000)) "$(cut -d' ' -f1 /proc/loadavg)"
    done
done
for run in $(seq 1 "$runs"); do
    for name in now before; do
        rm -f "$work/bench.sqlite"*
        cp "$work/seed-now.sqlite" "$work/bench.sqlite"
        echo "bench stays $name run $run (load $(cut -d' ' -f1 /proc/loadavg)):"
        "$work/stays-$name" bench stays --database "$work/bench.sqlite" | sed 's/^/    /'
    done
done
