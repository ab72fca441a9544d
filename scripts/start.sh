#!/usr/bin/env bash
# Starts the product: the server on the embedded database (PGlite in DATA_DIR) with the demo company,
# serving the web build; then the desktop app where an Electron binary can run, else the web address.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules ] || npm ci --no-audit --no-fund

export PORT=${PORT:-8080}
export HOST=${HOST:-127.0.0.1}
export DATA_DIR=${DATA_DIR:-.data}
export SEED_DEMO=${SEED_DEMO:-1}
export WEB_DIR=${WEB_DIR:-dist/web}

# Rebuild the web app when any renderer or contract source is newer than the last build.
if [ ! -f "$WEB_DIR/index.html" ] || [ -n "$(find renderer contract -newer "$WEB_DIR/index.html" -type f -print -quit)" ]; then
  echo "Building the web app..."
  BODA_WEB_OUT_DIR="$(realpath -m "$WEB_DIR")" npm run -s build:web
fi

# Production runs the built server (dist/server), not tsx; rebuilding it takes well under a second.
node scripts/build-server.mjs --if-stale
node --enable-source-maps dist/server/main.js &
server_pid=$!
trap 'kill $server_pid 2>/dev/null || true' EXIT INT TERM

origin="http://$HOST:$PORT"
for _ in $(seq 1 60); do
  if curl -sf "$origin/health/ready" >/dev/null 2>&1; then break; fi
  if ! kill -0 $server_pid 2>/dev/null; then echo "The server stopped; see the log above." >&2; exit 1; fi
  sleep 1
done

electron_bin=$(node -e "try { process.stdout.write(require('electron')) } catch {}" 2>/dev/null || true)
if [ -n "$electron_bin" ] && [ -x "$electron_bin" ] && { [ -n "${DISPLAY:-}" ] || [ "$(uname)" = "Darwin" ]; }; then
  echo "Starting the desktop app against $origin"
  npm run -s build:desktop
  BODA_SERVER_URL="$origin" "$electron_bin" . || true
else
  echo
  echo "Boda Classroom is running at $origin/demo"
  echo "(No Electron binary or display here, so the desktop app was not started; open the web app in a browser.)"
  echo "Demo sign-in: operator / Boda!2468 (also teacher1, openteacher, student1, monitor)"
fi
wait $server_pid
