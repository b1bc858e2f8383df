#!/usr/bin/env bash
# Sets up (idempotently) and starts the whole platform on the embedded default: PGlite in ./data, in-process judge.
# The server applies migrations and seeds the catalogue at start (a new DATA_DIR starts from the set-up's seeded
# image), then serves the API and the web app on one port. It runs the JavaScript the set-up compiled
# (apps/server/dist; TypeScript is not compiled at start), with source maps for stack traces.
# Production-safe by default (NODE_ENV unset means production): no dev tools, and the sign-in mailbox that stands
# in for SMTP answers only this machine (e2e/specs/production-start.e2e.ts checks it from another address).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec node --enable-source-maps apps/server/dist/main.js "$@"
