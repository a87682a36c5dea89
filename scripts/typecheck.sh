#!/usr/bin/env bash
# Type-checks every workspace (its own `typecheck` script), two at a time on a 2-core machine;
# fails if any fails, showing that workspace's errors.
set -uo pipefail
cd "$(dirname "$0")/.."
printf '%s\n' shared api site desktop-admin |
  xargs -P 2 -I{} sh -c 'log=$(mktemp); if npm run typecheck -w {} >"$log" 2>&1; then echo "✔ {}"; rm -f "$log"; else echo "✘ {}"; cat "$log"; rm -f "$log"; exit 1; fi'
