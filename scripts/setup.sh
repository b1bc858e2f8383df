#!/usr/bin/env bash
# Idempotent set-up: system packages (as root on Debian), npm packages, native judge parts, the web build.
# Usage: scripts/setup.sh [--with-test-deps]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
with_test=0
[[ "${1:-}" == "--with-test-deps" ]] && with_test=1

log() { printf '\033[1;34m[setup]\033[0m %s\n' "$*"; }

# 1. Debian packages: only what is missing, so a second run is quick and changes nothing.
wanted=()
lists=(scripts/debian-packages.txt)
[[ -f packages/judge/debian-packages.txt ]] && lists+=(packages/judge/debian-packages.txt)
(( with_test )) && lists+=(scripts/debian-packages-test.txt)
# One dpkg-query for all of them (one per package cost ~0.1 s each at every start).
mapfile -t listed < <(cat "${lists[@]}" | sed 's/#.*//' | tr -s ' \t' '\n' | sed '/^$/d' | sort -u)
if (( ${#listed[@]} )); then
  installed=$(dpkg-query -W -f='${Package} ${Status}\n' "${listed[@]}" 2>/dev/null | awk '/install ok installed$/ {print $1}' || true)
  for pkg in "${listed[@]}"; do
    grep -qxF "${pkg%%:*}" <<<"$installed" || wanted+=("$pkg")
  done
fi
if (( ${#wanted[@]} )); then
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
    log "installing Debian packages: ${wanted[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${wanted[@]}" >/dev/null
  else
    log "missing Debian packages (install them as root): ${wanted[*]}"
    log "the judge marks languages whose toolchain is missing as unavailable"
  fi
fi

# 2. npm packages, reinstalled only when the lock file changed.
stamp=node_modules/.katana-lock.sha
lock_sum=$(sha256sum package-lock.json | cut -d' ' -f1)
if [[ ! -f "$stamp" || "$(cat "$stamp")" != "$lock_sum" ]]; then
  log "installing npm packages"
  # npm install, not npm ci: npm 11's ci rejects this lock file over optional platform bindings it never records
  # (@unrs/resolver-binding-*); install follows the lock file all the same.
  npm install --no-audit --no-fund --loglevel=error
  sha256sum package-lock.json | cut -d' ' -f1 > "$stamp"
fi

# 3. Native judge parts (the seccomp filter), built only when their sources changed (the script keeps a stamp).
if [[ -x packages/judge/scripts/build-native.sh ]]; then
  packages/judge/scripts/build-native.sh >/dev/null
fi

# 4. The server compiled to JavaScript (apps/server/dist, esbuild), rebuilt only when a source file changed.
node apps/server/scripts/build.mjs

# 5. The web app, rebuilt only when its sources changed.
web_sum=$(find apps/web/src apps/web/index.html apps/web/vite.config.ts apps/web/public packages/shared/src \
  package-lock.json -type f 2>/dev/null | sort | xargs sha256sum | sha256sum | cut -d' ' -f1)
if [[ ! -f apps/web/dist/.katana-src.sha || "$(cat apps/web/dist/.katana-src.sha)" != "$web_sum" ]]; then
  log "building the web app"
  npm run build --silent
  echo "$web_sum" > apps/web/dist/.katana-src.sha
fi
# 6. A seeded database image: a start on an empty DATA_DIR copies it instead of initdb, the migrations and the first
#    import (apps/server/src/db/seed-image.ts). Made again when the server, its migrations, content/ or the npm
#    packages changed; KATANA_SEED_IMAGE=0 skips it (a fresh DATA_DIR then seeds itself at start).
image=apps/server/dist/seed-image
image_sum=$( (cat apps/server/dist/build-info.json; echo "$lock_sum"
  find apps/server/src/db/migrations content -type f -printf '%p %s %T@\n' | sort) | sha256sum | cut -d' ' -f1)
if [[ "${KATANA_SEED_IMAGE:-1}" != 0 && "$(cat "$image/.katana-src.sha" 2>/dev/null)" != "$image_sum" ]]; then
  log "preparing the seeded database image (once after a change; a fresh DATA_DIR starts from it)"
  rm -rf "$image" apps/server/dist/.seed-image.*
  work=$(mktemp -d "$root/apps/server/dist/.seed-image.XXXXXX")
  if ! env -u DATABASE_URL -u REDIS_URL DATA_DIR="$work" node apps/server/bin/katana.mjs seed >"$work/seed.log" 2>&1
  then
    tail -n 20 "$work/seed.log" >&2
    rm -rf "$work"
    log "the seeded database image failed (above): a fresh DATA_DIR seeds itself at start instead"
  else
    mkdir -p "$image" && mv "$work/pglite" "$image/pglite" && rm -rf "$work"
    echo "$image_sum" > "$image/.katana-src.sha"
  fi
fi
log "ready in $root"
