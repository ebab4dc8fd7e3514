#!/bin/sh
# Installs the web page's tools (web/package-lock.json) into web/node_modules when they are
# missing or older than the lock file. No install scripts run (.npmrc: ignore-scripts).
# Exit status: 0 ready, 77 node or npm missing (a test runner may skip), 1 npm failed.
set -eu
web=$(CDPATH= cd -- "$(dirname -- "$0")/.." && pwd)
cd "$web"

if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    echo "ensure-deps: node and npm are needed for the web page's tests (Debian: apt-get install nodejs npm;" >&2
    echo "ensure-deps: scripts/install-deps installs them). Not found: $(command -v node >/dev/null 2>&1 || printf 'node ')$(command -v npm >/dev/null 2>&1 || printf 'npm')" >&2
    exit 77
fi

stamp=node_modules/.package-lock.json
if [ -d node_modules ] && [ -f "$stamp" ] && [ ! package-lock.json -nt "$stamp" ]; then
    echo "ensure-deps: web/node_modules is up to date"
    exit 0
fi

echo "ensure-deps: installing the web page's tools (npm ci) in $web"
if ! npm ci --ignore-scripts --no-audit --no-fund; then
    echo "ensure-deps: npm ci failed in $web (is the npm registry reachable?)" >&2
    exit 1
fi
touch "$stamp"
