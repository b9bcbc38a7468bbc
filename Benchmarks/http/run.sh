#!/usr/bin/env bash
# The HTTP figures of `stays serve` with wrk on loopback, against a release build and a catalogue of
# 1,000,000 synthetic stays (seeded once into $BENCH_DIR, default /tmp/stays-http-bench, on first run):
# suggestions (every prefix of the keystroke replay), stay search around big cities, and 16 connections booking
# random nights, followed by a check that no two reservations share a night.
#
#   swift build -c release --product stays && Benchmarks/http/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
stays="${STAYS:-.build/release/stays}"
folder="${BENCH_DIR:-/tmp/stays-http-bench}"
port="${PORT:-18300}"
seconds="${SECONDS_PER_RUN:-20}"
base="http://127.0.0.1:$port"
mkdir -p "$folder"
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk; }

if [ ! -f "$folder/catalogue.sqlite" ]; then
    "$stays" seed --count 1000000 --seed 42 --database "$folder/catalogue.sqlite"
fi
rm -f "$folder/bench.sqlite"*
cp "$folder/catalogue.sqlite" "$folder/bench.sqlite"
# The copy leaves ~430 MB of dirty page cache; without this, the server's first syncs would write it out, and the
# first second of bookings would wait 200-500 ms on a disk busy with the benchmark's own copy.
sync

"$stays" serve --port "$port" --database "$folder/bench.sqlite" --log-level warning &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do
    curl -fsS "$base/healthz" >/dev/null 2>&1 && break
    kill -0 "$server" 2>/dev/null || { echo "stays serve did not start" >&2; exit 1; }
    sleep 0.2
done

python3 Benchmarks/http/make_requests.py "$base" Benchmarks/bench-places.txt "$folder"
curl -fsS "$base/api/v1/places/suggestions?q=warm" >/dev/null

echo "== suggestions, 32 connections"
wrk -t2 -c32 -d"${seconds}s" --latency -s Benchmarks/http/rotate.lua "$base" -- "$folder/suggestions.txt"
echo "== stay search around big cities, first page of 20, 16 connections"
wrk -t2 -c16 -d"${seconds}s" --latency -s Benchmarks/http/rotate.lua "$base" -- "$folder/searches.txt"

echo "== booking random nights, 16 connections"
credentials='{"email": "bench@example.com", "name": "Bench", "password": "bench-password"}'
curl -fsS -X POST "$base/api/v1/accounts" -d "$credentials" >/dev/null
token=$(curl -fsS -X POST "$base/api/v1/sessions" -d "$credentials" | python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')
wrk -t2 -c16 -d"${seconds}s" --latency -s Benchmarks/http/book.lua "$base" -- "$token" 1000000 "$(date -u +%s)" 7
python3 Benchmarks/http/check_bookings.py "$folder/bench.sqlite"
