#!/usr/bin/env bash
# Fails when `npm ci` on a clean checkout would refuse package-lock.json (out of sync with package.json,
# or an optional platform package missing from the lock). CI starts with `npm ci`, so a lock that only
# `npm install` accepts breaks every run after two seconds; this catches it before a commit.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp package.json package-lock.json "$scratch/"
if ! (cd "$scratch" && npm ci --dry-run --ignore-scripts --no-audit --no-fund >"$scratch/log" 2>&1); then
  grep -E 'npm error (code|Missing|Invalid)' "$scratch/log" | head -20 >&2
  echo "package-lock.json is not accepted by npm ci. See the lines above; pin a version in \"overrides\" when the registry lacks an optional platform package." >&2
  exit 1
fi
echo "package-lock.json is accepted by npm ci."
