#!/usr/bin/env bash
# Packs the desktop app offline with electron-builder's linux "dir" target and checks the result.
# No Electron binary can be downloaded here, so electronDist points at a stand-in: a folder with an
# executable named `electron` that carries a fuse wire (so electron-builder's real fuse flipping runs
# and is checked), plus the files electron-builder copies from an Electron zip.
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$(pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "== electron-vite build"
npx electron-vite build >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }

echo "== stand-in electronDist"
node tests/desktop/fixtures/make-electron-dist.mjs "$work/electron-dist"

echo "== electron-builder --linux dir"
out="$work/release"
BODA_UPDATE_URL="https://updates.example.invalid/desktop/" npx electron-builder --linux dir --x64 --publish never \
  -c.electronDist="$work/electron-dist" -c.directories.output="$out" >"$work/builder.log" 2>&1 || { cat "$work/builder.log"; exit 1; }
unpacked="$out/linux-unpacked"

echo "== checks"
node tests/desktop/fixtures/check-package.mjs "$unpacked"
echo "package check passed: $unpacked"
