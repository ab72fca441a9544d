#!/usr/bin/env bash
# `npm run lint`: ESLint and the Prettier check side by side. ESLint works on one core (its type-aware
# rules and the import walls share one TypeScript program), so on CI's two cores Prettier's ~20 s of
# checking fit beside it instead of after it. Prettier's report follows ESLint's; either failing fails.
set -uo pipefail
cd "$(dirname "$0")/.."
prettier_log=$(mktemp)
trap 'rm -f "$prettier_log"' EXIT
prettier --check "**/*.{ts,tsx,js,mjs,cjs}" >"$prettier_log" 2>&1 &
prettier_pid=$!
# ESLint without transparent huge pages. Where the machine hands every process huge pages (CI's does, for
# the tests: .ci/run), ESLint ran ~45% slower with them (130 -> 190 CPU s, twice); prctl(PR_SET_THP_DISABLE)
# turns them off for the process it runs and its children. Elsewhere (madvise, the default) it changes nothing.
without_huge_pages() {
  if command -v python3 >/dev/null; then
    python3 -c 'import ctypes, os, sys; ctypes.CDLL(None).prctl(41, 1, 0, 0, 0); os.execvp(sys.argv[1], sys.argv[1:])' "$@"
  else
    "$@"
  fi
}
without_huge_pages eslint . --max-warnings 0
eslint_status=$?
wait "$prettier_pid"
prettier_status=$?
cat "$prettier_log"
[ "$eslint_status" -eq 0 ] && [ "$prettier_status" -eq 0 ]
