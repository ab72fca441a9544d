#!/usr/bin/env bash
# Runs the token-store tests against a real Secret Service: gnome-keyring inside a private dbus
# session, with HOME and XDG dirs in a temp folder so the developer's own keyring is never touched.
# Needs (Debian): apt-get install -y gnome-keyring dbus libsecret-1-0
# Usage: run-keychain-tests.sh [vitest-json-report-path]
set -euo pipefail
cd "$(dirname "$0")/../.."

missing=()
for cmd in dbus-run-session gnome-keyring-daemon; do command -v "$cmd" >/dev/null || missing+=("$cmd"); done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "installing gnome-keyring dbus libsecret-1-0 (missing: ${missing[*]})"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq gnome-keyring dbus libsecret-1-0 >/dev/null \
      || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq gnome-keyring dbus libsecret-1-0 >/dev/null; }
  else
    echo "missing ${missing[*]}: install gnome-keyring dbus libsecret-1-0" >&2
    exit 1
  fi
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
export HOME="$tmp/home" XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config" XDG_CACHE_HOME="$tmp/cache" XDG_RUNTIME_DIR="$tmp/run"
mkdir -p "$HOME" "$XDG_DATA_HOME" "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME" "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"
root="$(pwd)"

# The keychain test skips itself without a Secret Service; BODA_REQUIRE_KEYCHAIN makes that a failure here.
dbus-run-session -- bash -c '
  set -e
  eval "$(echo pw | gnome-keyring-daemon --unlock --components=secrets)"
  export GNOME_KEYRING_CONTROL SSH_AUTH_SOCK
  cd "$1"
  reporter=()
  if [ -n "$2" ]; then reporter=(--reporter=default --reporter=json "--outputFile.json=$2"); fi
  BODA_REQUIRE_KEYCHAIN=1 npx vitest run --project node --project node-shared main/src/tokens "${reporter[@]}"
' bash "$root" "${1:-}"
