#!/usr/bin/env bash
# Installs the Debian packages the tests need (Chromium's headless shell for the browser tests, the
# full Chromium for the benchmarks, PostgreSQL for the server tests' second database, gnome-keyring +
# dbus for the OS keychain tests, nginx for the two-instance test, a CJK font for Korean screenshots)
# when they are missing.
set -euo pipefail
needed=()
command -v chromium >/dev/null 2>&1 || needed+=(chromium)
command -v chromium-headless-shell >/dev/null 2>&1 || needed+=(chromium-headless-shell)
[ -x /usr/lib/postgresql/15/bin/postgres ] || ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || needed+=(postgresql)
command -v gnome-keyring-daemon >/dev/null 2>&1 || needed+=(gnome-keyring)
command -v dbus-run-session >/dev/null 2>&1 || needed+=(dbus)
# The reverse proxy in front of two server processes (server/src/instances.test.ts).
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || needed+=(nginx-light)
# Korean glyphs in the browser tests' screenshots.
[ -e /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || needed+=(fonts-noto-cjk)
[ -e /usr/lib/x86_64-linux-gnu/libsecret-1.so.0 ] || ls /usr/lib/*/libsecret-1.so.0 >/dev/null 2>&1 || needed+=(libsecret-1-0)
if [ ${#needed[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Missing system packages: ${needed[*]}. Install them with: sudo apt-get install -y ${needed[*]}" >&2
  exit 1
fi
echo "Installing system packages: ${needed[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${needed[@]}" >/dev/null
