#!/usr/bin/env bash
# `npm test`: the whole suite, as CI runs it. Every step runs (a failing step does not hide the
# others); the run fails if any step failed. Ends with one line: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
source scripts/lib/system-deps.sh
ensure_system_deps || exit 1

export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
export ELECTRON_SKIP_BINARY_DOWNLOAD=1
# A free loopback port for the end-to-end server, so a run never collides with another one.
export E2E_PORT="${E2E_PORT:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
LOG_DIR=$(mktemp -d "${TMPDIR:-/tmp}/northbeam-test.XXXXXX")
failed_steps=()
logs=()

# A step's log file (the caller adds it to `logs`, which the summary at the end reads).
log_of() {
  echo "$LOG_DIR/$(echo "$1" | tr -c 'a-zA-Z0-9' '-').log"
}

# The line that ends a step: its name, how it went and how long it took.
verdict() {
  if [ "$2" -eq 0 ]; then echo "✔ $1 ($3 s)"; else echo "✘ $1 failed ($3 s)"; fi
}

step() {
  local name=$1
  shift
  local log
  log=$(log_of "$name")
  logs+=("$log")
  echo
  echo "━━━ $name"
  local start=$SECONDS status=0
  "$@" 2>&1 | tee "$log" || status=$?
  verdict "$name" "$status" $((SECONDS - start))
  [ "$status" -eq 0 ] || failed_steps+=("$name")
}

# A step in the background, its output kept in its log until finish_steps shows it.
pending=()
start_step() {
  local name=$1
  shift
  local log
  log=$(log_of "$name")
  logs+=("$log")
  (
    start=$SECONDS status=0
    "$@" >"$log" 2>&1 || status=$?
    verdict "$name" "$status" $((SECONDS - start)) >"$log.verdict"
  ) &
  pending+=("$!|$name|$log")
}

# Waits for the background steps; shows each one's output and verdict in the order they started.
finish_steps() {
  local entry pid name log
  for entry in "${pending[@]}"; do
    IFS='|' read -r pid name log <<<"$entry"
    wait "$pid"
    echo
    echo "━━━ $name"
    cat "$log"
    cat "$log.verdict"
    grep -q '^✘' "$log.verdict" && failed_steps+=("$name")
  done
  pending=()
}

# The three checks read files and never write: they run side by side (about 200 s → 155 s).
start_step "Lint (ESLint)" npx eslint . --max-warnings=0
start_step "Format (Prettier)" npx prettier --check .
start_step "Typecheck" bash scripts/typecheck.sh
finish_steps
step "Build site, admin and desktop" npm run build
step "Shared unit tests (contract, editor, platform seam)" npm test -w shared
step "Site unit tests (browser admin platform)" npm test -w site
step "API integration tests on PGlite" npm test -w api
step "API integration and property tests on PostgreSQL" npm run test:pg -w api
step "API fault tests (PostgreSQL restart and SIGTERM under load, two processes, backup)" npm run test:faults -w api
step "Desktop main-process tests (real keychain, real API)" npm test -w desktop-admin
step "Desktop security scan (Electronegativity on desktop-admin/src)" npm run security -w desktop-admin
step "Desktop renderer in Chromium" npm run test:renderer -w desktop-admin
step "Desktop end-to-end (Electron)" npm run test:electron -w desktop-admin
step "Site and admin end-to-end in Chromium" npm run test:e2e -w site

echo
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "Failed steps:"
  printf '  - %s\n' "${failed_steps[@]}"
fi
summary=$(node scripts/lib/summarize.mjs "${logs[@]}")
rm -rf "$LOG_DIR"
echo "$summary"
# A failed step with no failed test in it (lint, build) still fails the run.
[ ${#failed_steps[@]} -eq 0 ]
