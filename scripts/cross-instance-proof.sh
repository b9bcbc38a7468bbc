#!/usr/bin/env bash
# Two `stays serve` instances on one PostgreSQL database behave as one service: a session made on one is valid
# on the other, and 64 concurrent bookings of overlapping nights, split between them, let exactly one through.
# Needs STAYS_TEST_POSTGRES (scripts/with-postgres.sh sets it), psql, curl and a built `stays` (STAYS_BIN).
set -euo pipefail
cd "$(dirname "$0")/.."
: "${STAYS_TEST_POSTGRES:?set STAYS_TEST_POSTGRES, e.g. run through scripts/with-postgres.sh}"
stays="${STAYS_BIN:-.build/debug/stays}"
ports=("${STAYS_PROOF_PORT_A:-18900}" "${STAYS_PROOF_PORT_B:-18901}")
database="stays_proof_$$"
psql -q "$STAYS_TEST_POSTGRES" -c "CREATE DATABASE $database"
url="${STAYS_TEST_POSTGRES%/*}/$database"
work="$(mktemp -d)"
servers=()
requests=()
finish() {
    for pid in "${servers[@]}"; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
    psql -q "$STAYS_TEST_POSTGRES" -c "DROP DATABASE IF EXISTS $database WITH (FORCE)" >/dev/null 2>&1 || true
    rm -rf "$work"
}
trap finish EXIT
"$stays" seed --count 500 --seed 11 --catalog "$url" >/dev/null
for port in "${ports[@]}"; do
    "$stays" serve --port "$port" --catalog "$url" --log-level warning 2>"$work/serve-$port.log" &
    servers+=($!)
done
for port in "${ports[@]}"; do
    for _ in $(seq 1 150); do curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break; sleep 0.2; done
done
a="http://127.0.0.1:${ports[0]}" b="http://127.0.0.1:${ports[1]}"
json=(-H 'Content-Type: application/json')
curl -fsS "${json[@]}" -d '{"email":"proof@example.com","name":"Proof","password":"correct horse"}' \
    "$a/api/v1/accounts" >/dev/null
token="$(curl -fsS "${json[@]}" -d '{"email":"proof@example.com","password":"correct horse"}' "$a/api/v1/sessions" \
    | sed -E 's/.*"token":"([^"]+)".*/\1/')"
auth=(-H "Authorization: Bearer $token")
# A session made on A is valid on B, and one made on B on A.
curl -fsS "${auth[@]}" "$b/api/v1/reservations" >/dev/null || { echo "FAIL: A's session refused by B" >&2; exit 1; }
token_b="$(curl -fsS "${json[@]}" -d '{"email":"proof@example.com","password":"correct horse"}' "$b/api/v1/sessions" \
    | sed -E 's/.*"token":"([^"]+)".*/\1/')"
curl -fsS -H "Authorization: Bearer $token_b" "$a/api/v1/reservations" >/dev/null \
    || { echo "FAIL: B's session refused by A" >&2; exit 1; }
# 64 bookings of overlapping nights of one stay (past every seeded booking), half to each server, all at once.
stay="$(psql -At "$url" -c "SELECT id FROM stays ORDER BY number LIMIT 1")"
for i in $(seq 0 63); do
    server="$a"; [ $((i % 2)) = 1 ] && server="$b"
    checkin="$(date -u -d "+$((500 + i % 3)) days" +%F)" checkout="$(date -u -d "+505 days" +%F)"
    body="{\"stayId\":\"$stay\",\"checkin\":\"$checkin\",\"checkout\":\"$checkout\",\"guests\":{\"adults\":1}}"
    curl -s -o /dev/null -w "%{http_code}\n" "${auth[@]}" "${json[@]}" -d "$body" "$server/api/v1/reservations" \
        >"$work/code-$i" &
    requests+=($!)
done
for pid in "${requests[@]}"; do wait "$pid"; done
cat "$work"/code-* >"$work/codes"
created="$(grep -c '^201$' "$work/codes" || true)"
refused="$(grep -c '^409$' "$work/codes" || true)"
stored="$(psql -At "$url" -c "SELECT count(*) FROM reservations r JOIN stays s ON s.number = r.stay_id
    WHERE s.id = '$stay' AND r.account_id IS NOT NULL")"
echo "cross-instance: 64 overlapping bookings over 2 servers -> $created created, $refused refused (409), $stored stored"
sort "$work/codes" | uniq -c >&2
[ "$created" = 1 ] && [ "$refused" = 63 ] && [ "$stored" = 1 ] || { echo "FAIL: expected exactly one booking" >&2; exit 1; }
echo "cross-instance: OK"
