#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 cluster:
#   bash scripts/with-postgres.sh <command...>
# Starts a cluster in a temporary folder on 127.0.0.1 and a free port (fsync off: test data only),
# exports TEST_DATABASE_URL=postgres://postgres@127.0.0.1:PORT/postgres (trust auth), runs the
# command, then stops and deletes the cluster, passing on the command's exit code.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: with-postgres.sh <command...>" >&2
  exit 2
fi

PG_BIN="${PG_BIN:-}"
if [ -z "$PG_BIN" ]; then
  for candidate in /usr/lib/postgresql/15/bin /usr/lib/postgresql/*/bin; do
    if [ -x "$candidate/pg_ctl" ]; then PG_BIN="$candidate"; break; fi
  done
fi
if [ -z "$PG_BIN" ] && command -v pg_ctl >/dev/null 2>&1; then
  PG_BIN="$(dirname "$(command -v pg_ctl)")"
fi
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/pg_ctl" ]; then
  echo "with-postgres: pg_ctl not found (install postgresql-15 or set PG_BIN)" >&2
  exit 1
fi

# initdb and pg_ctl refuse to run as root: run them as the postgres user then.
if [ "$(id -u)" -eq 0 ]; then
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

WORK="$(mktemp -d /tmp/with-postgres.XXXXXX)"
chmod 755 "$WORK"
DATA="$WORK/data"
mkdir -p "$DATA"
if [ "$(id -u)" -eq 0 ]; then chown -R postgres:postgres "$WORK"; fi

cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$DATA" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_pg "$PG_BIN/initdb" -D "$DATA" -U postgres --auth=trust --encoding=UTF8 --no-locale >"$WORK/initdb.log" 2>&1 ||
  { cat "$WORK/initdb.log" >&2; exit 1; }

started=""
for _ in 1 2 3; do
  PORT="$(free_port)"
  if as_pg "$PG_BIN/pg_ctl" -D "$DATA" -l "$WORK/server.log" -w -t 30 start \
    -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DATA -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    >/dev/null 2>&1; then
    started=1
    break
  fi
done
if [ -z "$started" ]; then
  echo "with-postgres: the server did not start:" >&2
  cat "$WORK/server.log" >&2 || true
  exit 1
fi

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
