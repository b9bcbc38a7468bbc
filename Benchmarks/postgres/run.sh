#!/usr/bin/env bash
# The PostgreSQL catalogue's figures: seeding 1,000,000 stays through COPY (timed), then `stays bench stays` on
# it (search, histogram, one booking at a time, 8 concurrent writers). Needs a release build and a PostgreSQL
# URL whose database is fresh (it is filled and then booked into):
#
#   swift build -c release --product stays
#   STAYS_BENCH_POSTGRES=postgres://stays@127.0.0.1:55432/stays_bench Benchmarks/postgres/run.sh
# or, on a throwaway cluster: scripts/with-postgres.sh sh -c 'STAYS_BENCH_POSTGRES=$STAYS_TEST_POSTGRES Benchmarks/postgres/run.sh'
set -euo pipefail
cd "$(dirname "$0")/../.."
stays="${STAYS:-.build/release/stays}"
url="${STAYS_BENCH_POSTGRES:?set STAYS_BENCH_POSTGRES to a fresh database}"
count="${COUNT:-1000000}"
start=$(date +%s.%N)
"$stays" seed --count "$count" --seed 42 --catalog "$url" >/dev/null
end=$(date +%s.%N)
echo "Seeding $count stays through COPY: $(awk "BEGIN { printf \"%.1f\", $end - $start }") s"
"$stays" bench stays --iterations "${ITERATIONS:-200}" --catalog "$url"
