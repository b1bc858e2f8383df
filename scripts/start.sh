#!/usr/bin/env bash
# Sets up (idempotently) and starts the whole platform on the embedded default: PGlite in ./data, in-process judge.
# The server applies migrations and seeds the catalogue at start, then serves the API and the web app on one port.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec node --import tsx apps/server/src/main.ts "$@"
