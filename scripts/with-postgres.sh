#!/usr/bin/env bash
# Runs COMMAND… with STAYS_TEST_POSTGRES pointing at a throwaway PostgreSQL cluster on loopback (port
# ${STAYS_PG_PORT:-55432}): initdb into a temporary folder as the `postgres` user when run as root (PostgreSQL
# refuses root), start it, create the database `stays`, run the command, then stop the cluster and delete it.
# The cluster runs with fsync=off (tests need no durability); STAYS_PG_SETTINGS adds or overrides server settings,
# e.g. STAYS_PG_SETTINGS="-c fsync=on -c shared_buffers=1GB" for figures a real deployment would see.
set -euo pipefail
port="${STAYS_PG_PORT:-55432}"
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
[ -x "$bin/initdb" ] || { echo "with-postgres: PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 2; }
work="$(mktemp -d /tmp/stays-pg.XXXXXX)"
as_owner=()
if [ "$(id -u)" = 0 ]; then
    chown postgres "$work"
    as_owner=(runuser -u postgres --)
fi
stop() {
    "${as_owner[@]}" "$bin/pg_ctl" -D "$work/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$work"
}
trap stop EXIT
"${as_owner[@]}" "$bin/initdb" -D "$work/data" -A trust -U stays -E UTF8 --no-sync >/dev/null
"${as_owner[@]}" "$bin/pg_ctl" -D "$work/data" -w -l "$work/server.log" \
    -o "-p $port -k $work -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200 ${STAYS_PG_SETTINGS:-}" start >/dev/null
"$bin/createdb" -h 127.0.0.1 -p "$port" -U stays stays
export STAYS_TEST_POSTGRES="postgres://stays@127.0.0.1:$port/stays"
echo "with-postgres: PostgreSQL on 127.0.0.1:$port, STAYS_TEST_POSTGRES=$STAYS_TEST_POSTGRES" >&2
"$@"
