#!/usr/bin/env bash
# Runs every test: lint, typecheck, unit + server tests on PGlite, server tests on PostgreSQL,
# OS keychain tests, the Electron packaging check, and the browser e2e suite against a real server.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system.sh || exit 1

results="$PWD/.test-results"
rm -rf "$results" && mkdir -p "$results"
# Each step appends its line of times to steps.txt and, when it fails, its name to failed.txt: the
# steps run in two lanes (subshells, below), whose variables the script would not see.
steps_file="$results/steps.txt"
failed_file="$results/failed.txt"
: >"$steps_file"
: >"$failed_file"
# CPU seconds (user + system) of every process the calling shell has waited for: on CI's two loaded cores
# the wall time of a step says little, its CPU time is what a change to it moves. (`times` reports the
# shell it runs in: a step's lane.)
times_file=$(mktemp)
trap 'rm -f "$times_file"' EXIT
children_cpu() {
  times >"$times_file"
  cpu=$(awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%d", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$times_file")
}
# The machine's CPU seconds (user + nice + system of all cores, from /proc/stat): what `times` cannot see,
# the processes that are not this script's waited-for children (Chromium's renderers, reparented by its
# zygote). While both lanes run it counts the other lane's steps too.
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
  if ! "$@"; then echo "$name" >>"$failed_file"; fi
  children_cpu
  machine_cpu
  printf '%5ds %5ds CPU %5ds machine CPU  %s (ended at %ds)\n' $((SECONDS - started)) $((cpu - cpu_started)) \
    $((machine - machine_started)) "$name" "$SECONDS" >>"$steps_file"
}

step "package-lock accepted by npm ci" bash scripts/check-lockfile.sh

# Two lanes run side by side: each step alone leaves a core idle part of the time (lint and the
# PostgreSQL pass wait on one process, the end of every step runs on one core). Lane A: lint, typecheck,
# the desktop checks, the server tests on PostgreSQL, the Node tests on PGlite. Lane B: the web build, the
# browser tests (the longest step, started first), then the component tests. Both electron-vite builds (the packaging check's and
# main-bundle.test.ts's) are in lane A, one after the other: they write the same out/.
#
# Each server test file that opens a database runs once: on PostgreSQL, where it took about a quarter of
# its time on PGlite; those about the embedded database itself run on both (node-projects.ts,
# postgresOnlyFiles, says which and why).
postgres_pass() { # the files
  # Three workers: these files wait on PostgreSQL (whose CPU is its own process's) and on the servers they
  # spawn, so two workers kept 1.1 cores busy; each file has its own database, so a third shares nothing.
  local pg_url
  if ! pg_url=$(bash scripts/postgres.sh); then
    echo "PostgreSQL could not be started" >&2
    return 1
  fi
  env TEST_DATABASE_URL="$pg_url" npx vitest run "$@" --maxWorkers=3 \
    --reporter=default --reporter=json --outputFile.json="$results/vitest-postgres.json"
}

lane_lint_and_node_tests() {
  # The typecheck runs beside lint (ESLint works on one core); its report and time follow lint's.
  # One checker thread instead of tsc 7's four, which each check part of the program and repeat the
  # shared work (the contract's types): beside ESLint and Prettier there is no core for them (32 -> 18 CPU s).
  local typecheck_log typecheck_pid
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
  step "OS keychain tests (dbus + gnome-keyring)" bash tests/desktop/run-keychain-tests.sh "$results/vitest-keychain.json"
  step "desktop packaging check" bash tests/desktop/package-check.sh
  local pg_files pg_only
  mapfile -t pg_files < <(npx tsx server/src/test/node-projects.ts)
  mapfile -t pg_only < <(npx tsx server/src/test/node-projects.ts postgres-only)
  # No list (the script failed) must not become "every file" (vitest with no paths runs them all), nor
  # "no file left out" a silent double run.
  if [ "${#pg_files[@]}" -eq 0 ] || [ "${#pg_only[@]}" -eq 0 ]; then
    echo "listing the PostgreSQL pass's files" >>"$failed_file"
    return
  fi
  step "server tests (PostgreSQL, ${#pg_files[@]} files that open a database)" postgres_pass "${pg_files[@]}"
  # vitest.config.ts leaves out the files postgresOnlyFiles names (a project's own exclude list would
  # override a command-line --exclude).
  step "unit and server tests (PGlite; ${#pg_only[@]} files ran on PostgreSQL only)" \
    env POSTGRES_PASS_RUNS_DATABASE_FILES=1 npx vitest run --project node --project node-shared --project desktop \
    --reporter=default --reporter=json --outputFile.json="$results/vitest.json"
}

lane_browser() {
  step "web build for e2e" env BODA_E2E=1 BODA_WEB_OUT_DIR="$PWD/dist/web-e2e" npm run -s build:web
  step "browser e2e (Chromium)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" \
    npx playwright test -c tests/e2e/playwright.config.ts --retries=1 --reporter=list,json
  # The renderer's component tests (jsdom) follow the browser tests in this lane, beside lane A's last
  # steps: run after them in lane A, they ended the suite with this lane idle and a core half used.
  step "component tests (renderer, jsdom)" \
    npx vitest run --project renderer --reporter=default --reporter=json --outputFile.json="$results/vitest-renderer.json"
}

# Lane A's output goes to a file, printed whole when both lanes are done; lane B's shows as it runs.
lane_a_log="$results/lane-lint-and-node-tests.log"
echo "Lane A (lint, typecheck, desktop checks, the Node tests) runs beside this output; its log follows at the end."
lane_lint_and_node_tests >"$lane_a_log" 2>&1 &
lane_a_pid=$!
lane_browser
wait "$lane_a_pid"
echo; echo "=== Lane A's log"; cat "$lane_a_log"

echo
echo "Step times (wall, CPU of its lane's processes, CPU of the machine: both lanes' while they overlap), in the order they ended:"
sed 's/^/ /' "$steps_file"
echo " whole run: ${SECONDS}s"
node scripts/test-summary.mjs "$results"
if [ -s "$failed_file" ]; then
  echo "Failed steps:"; sed 's/^/ - /' "$failed_file"
  exit 1
fi
