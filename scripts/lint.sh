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
eslint . --max-warnings 0
eslint_status=$?
wait "$prettier_pid"
prettier_status=$?
cat "$prettier_log"
[ "$eslint_status" -eq 0 ] && [ "$prettier_status" -eq 0 ]
