#!/usr/bin/env bash
# Runs every test: lint, typecheck, unit + server tests on PGlite, server tests on PostgreSQL,
# OS keychain tests, the Electron packaging check, and the browser e2e suite against a real server.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system.sh || exit 1

results="$PWD/.test-results"
rm -rf "$results" && mkdir -p "$results"
failed_steps=()
step_times=()
# CPU seconds (user + system) of every process this script has waited for: on CI's two loaded cores the
# wall time of a step says little, its CPU time is what a change to it moves. (`times` runs in this shell,
# not a subshell, which would report only its own children.)
times_file=$(mktemp)
trap 'rm -f "$times_file"' EXIT
children_cpu() {
  times >"$times_file"
  cpu=$(awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%d", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$times_file")
}
# The machine's CPU seconds (user + nice + system of all cores, from /proc/stat): what `times` cannot see,
# the processes that are not this script's waited-for children (Chromium's renderers, reparented by its
# zygote). Exact on CI's machine, which runs nothing else; on a shared machine it counts the others too.
machine_cpu() {
  local _cpu user nice system _rest
  read -r _cpu user nice system _rest </proc/stat
  machine=$(((user + nice + system) / $(getconf CLK_TCK)))
}
step() {
  local name=$1; shift
  echo; echo "=== $name"
  local started=$SECONDS cpu_started machine_started
  children_cpu; cpu_started=$cpu
  machine_cpu; machine_started=$machine
  if ! "$@"; then failed_steps+=("$name"); fi
  children_cpu
  machine_cpu
  step_times+=("$(printf '%5ds %5ds CPU %5ds machine CPU  %s' $((SECONDS - started)) $((cpu - cpu_started)) $((machine - machine_started)) "$name")")
}

step "package-lock accepted by npm ci" bash scripts/check-lockfile.sh
# The typecheck runs beside lint (ESLint works on one core of CI's two); its report and time follow lint's.
# One checker thread instead of tsc 7's four, which each check part of the program and repeat the
# shared work (the contract's types): beside ESLint and Prettier there is no core for them (32 -> 18 CPU s).
typecheck_log=$(mktemp)
npm run -s typecheck -- --checkers 1 >"$typecheck_log" 2>&1 &
typecheck_pid=$!
typecheck_result() {
  wait "$typecheck_pid"
  local status=$?
  cat "$typecheck_log"
  rm -f "$typecheck_log"
  return $status
}
step "lint" npm run -s lint
step "typecheck (beside lint; the wait after it)" typecheck_result
step "unit, component and server tests (PGlite)" \
  npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json"

# The PostgreSQL pass runs the server test files that open a database (through server/src/test/'s
# harness and helpers, openDatabase, or a scratch PostgreSQL; the rule is node-projects.ts's, which
# also decides which files share workers); the others ran identically above. Three workers on two
# cores: these files wait on PostgreSQL (whose CPU is its own process's) and on the servers they
# spawn, so two workers kept 1.1 cores busy; each file has its own database, so a third shares nothing with them.
if pg_url=$(bash scripts/postgres.sh); then
  mapfile -t pg_files < <(npx tsx server/src/test/node-projects.ts)
  # No list (the script failed) must not become "every file": vitest with no paths runs them all.
  if [ "${#pg_files[@]}" -eq 0 ]; then
    failed_steps+=("listing the PostgreSQL pass's files")
  else
    step "server tests (PostgreSQL, ${#pg_files[@]} files that open a database)" env TEST_DATABASE_URL="$pg_url" \
      npx vitest run "${pg_files[@]}" --maxWorkers=3 --reporter=default --reporter=json --outputFile.json="$results/vitest-postgres.json"
  fi
else
  failed_steps+=("PostgreSQL could not be started")
fi

if [ -f tests/desktop/run-keychain-tests.sh ]; then
  step "OS keychain tests (dbus + gnome-keyring)" bash tests/desktop/run-keychain-tests.sh "$results/vitest-keychain.json"
fi
if [ -f tests/desktop/package-check.sh ]; then
  step "desktop packaging check" bash tests/desktop/package-check.sh
fi

step "web build for e2e" env BODA_E2E=1 BODA_WEB_OUT_DIR="$PWD/dist/web-e2e" npm run -s build:web
step "browser e2e (Chromium)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" \
  npx playwright test -c tests/e2e/playwright.config.ts --reporter=list,json

echo
echo "Step times:"; printf ' %s\n' "${step_times[@]}"
node scripts/test-summary.mjs "$results"
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "Failed steps:"; printf ' - %s\n' "${failed_steps[@]}"
  exit 1
fi
