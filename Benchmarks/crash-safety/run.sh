#!/usr/bin/env bash
# What two crash-safety choices cost (issue 13): SQLite's memory mapping off, and seeding in one transaction.
# Builds three release binaries of this checkout: as it is, with mmap back on (mmap-on.patch: 4 GiB, the value
# before the change) and with one transaction per 20,000-stay batch (batch-commits.patch); the patches are applied
# to the working tree only for their build and reverted at once. Then, on the same machine:
#   - seeding: `stays seed --count COUNT --seed 42` timed, one transaction vs. one per batch, RUNS times each;
#   - reading: `stays bench stays` on a scratch copy of that catalogue, mmap off vs. on, RUNS times each.
# Usage: Benchmarks/crash-safety/run.sh [WORK_FOLDER] [COUNT] [RUNS]   (default /tmp/stays-crash-bench, 280000, 2)
set -euo pipefail
cd "$(dirname "$0")/../.."
work=${1:-/tmp/stays-crash-bench}
count=${2:-280000}
runs=${3:-2}
here=Benchmarks/crash-safety
mkdir -p "$work"

build() { # build NAME [PATCH]
    if [[ -n "${2:-}" ]]; then git apply "$here/$2"; fi
    if ! swift build -c release --product stays >"$work/build-$1.log" 2>&1; then
        [[ -n "${2:-}" ]] && git apply -R "$here/$2"
        echo "release build $1 failed: see $work/build-$1.log" >&2
        exit 1
    fi
    cp "$(swift build -c release --show-bin-path)/stays" "$work/stays-$1"
    if [[ -n "${2:-}" ]]; then git apply -R "$here/$2"; fi
}

if [[ -z "${SKIP_BUILD:-}" ]]; then
    build now
    build mmap-on mmap-on.patch
    build batch-commits batch-commits.patch
fi
# the copied binaries find the place index beside them (or, failing that, in the build folder)
[[ -e "$work/Stays_PlaceData.resources" ]] ||
    cp -r "$(swift build -c release --show-bin-path)/Stays_PlaceData.resources" "$work/" 2>/dev/null || true

echo "machine: $(nproc) cores, $(uptime | sed 's/.*load average/load average/')"
for run in $(seq 1 "$runs"); do
    for name in now batch-commits; do
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
        printf 'seed %-14s run %d: %6.1f s, WAL peak %5d MB, file %5d MB (load %s)\n' "$name" "$run" \
            "$(awk "BEGIN { print $end - $start }")" $((peak / 1000000)) \
            $(($(stat -c %s "$work/seed-$name.sqlite") / 1000000)) "$(cut -d' ' -f1 /proc/loadavg)"
    done
done
for run in $(seq 1 "$runs"); do
    for name in now mmap-on; do
        rm -f "$work/bench.sqlite"*
        cp "$work/seed-now.sqlite" "$work/bench.sqlite"
        echo "bench stays $name run $run (load $(cut -d' ' -f1 /proc/loadavg)):"
        "$work/stays-$name" bench stays --database "$work/bench.sqlite" | sed 's/^/    /'
    done
done
