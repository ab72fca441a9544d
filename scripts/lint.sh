#!/usr/bin/env bash
# `npm run lint`: three checks side by side, each report after ESLint's; any failing fails.
# - ESLint (eslint.config.js): the rules that need no types, the inner walls and the cycle rule. One core.
# - oxlint's type-aware pass (.oxlintrc.json): the promise rules (no-floating-promises,
#   no-misused-promises), checked by tsgolint on the TypeScript 7 compiler, like the typecheck. The same
#   rules in ESLint built a TypeScript program of the whole tree in JavaScript: ~110 of its ~190 CPU s;
#   here the pass takes ~25 CPU s over two threads.
# - Prettier's check (~20 s).
set -uo pipefail
cd "$(dirname "$0")/.."
prettier_log=$(mktemp)
oxlint_log=$(mktemp)
trap 'rm -f "$prettier_log" "$oxlint_log"' EXIT
prettier --check "**/*.{ts,tsx,js,mjs,cjs}" >"$prettier_log" 2>&1 &
prettier_pid=$!
oxlint --type-aware --tsconfig tsconfig.json --max-warnings 0 . >"$oxlint_log" 2>&1 &
oxlint_pid=$!
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
wait "$oxlint_pid"
oxlint_status=$?
echo "oxlint (type-aware promise rules, .oxlintrc.json):"
cat "$oxlint_log"
wait "$prettier_pid"
prettier_status=$?
cat "$prettier_log"
[ "$eslint_status" -eq 0 ] && [ "$oxlint_status" -eq 0 ] && [ "$prettier_status" -eq 0 ]
