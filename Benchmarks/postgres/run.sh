#!/usr/bin/env bash
# The PostgreSQL catalogue's figures: seeding 1,000,000 stays through COPY (timed, with its peak memory), then
# `stays bench stays` on it RUNS times (search, histogram, one booking at a time, 8 concurrent writers). Needs a
# release build and a PostgreSQL URL whose database is fresh (it is filled and then booked into):
#
#   swift build -c release --product stays
#   STAYS_BENCH_POSTGRES=postgres://stays@127.0.0.1:55432/stays_bench Benchmarks/postgres/run.sh
# or, on a throwaway cluster with fsync on, as a real deployment has it:
#   STAYS_PG_SETTINGS="-c fsync=on -c shared_buffers=1GB" scripts/with-postgres.sh \
#       sh -c 'STAYS_BENCH_POSTGRES=$STAYS_TEST_POSTGRES Benchmarks/postgres/run.sh'
set -euo pipefail
cd "$(dirname "$0")/../.."
stays="${STAYS:-.build/release/stays}"
url="${STAYS_BENCH_POSTGRES:?set STAYS_BENCH_POSTGRES to a fresh database}"
count="${COUNT:-1000000}"
timed=()
[ -x /usr/bin/time ] && timed=(/usr/bin/time -f "peak memory %M KB" -o /dev/stderr)
start=$(date +%s.%N)
"${timed[@]}" "$stays" seed --count "$count" --seed 42 --catalog "$url" >/dev/null
end=$(date +%s.%N)
echo "Seeding $count stays through COPY: $(awk "BEGIN { printf \"%.1f\", $end - $start }") s"
for run in $(seq 1 "${RUNS:-1}"); do
    echo "== run $run, load: $(cut -d' ' -f1-3 /proc/loadavg)"
    "$stays" bench stays --iterations "${ITERATIONS:-200}" --seed "$((7 + run - 1))" --catalog "$url"
done
