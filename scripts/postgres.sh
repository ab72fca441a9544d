#!/usr/bin/env bash
# Starts the machine's PostgreSQL cluster and prints a connection URL for a test role.
# Usage: url=$(bash scripts/postgres.sh)
set -euo pipefail
version=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h 2>/dev/null | grep -q "^$version main"; then
  pg_createcluster "$version" main >/dev/null 2>&1
fi
pg_ctlcluster "$version" main start >/dev/null 2>&1 || true
for _ in $(seq 1 30); do
  if su postgres -c "psql -qtAc 'select 1'" >/dev/null 2>&1; then break; fi
  sleep 1
done
su postgres -c "psql -qtAc \"DO \\\$\\\$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'boda_test') THEN CREATE ROLE boda_test LOGIN SUPERUSER PASSWORD 'boda_test'; END IF; END \\\$\\\$;\"" >/dev/null
port=$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" {print $3}')
echo "postgres://boda_test:boda_test@127.0.0.1:${port}/postgres"
