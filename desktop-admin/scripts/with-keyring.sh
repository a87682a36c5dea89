#!/usr/bin/env bash
# Runs a command inside a private D-Bus session with an unlocked gnome-keyring (Secret Service),
# so the keychain tests talk to a real Secret Service without touching the user's own keyring.
# Usage: bash scripts/with-keyring.sh <command> [args...]
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: with-keyring.sh <command> [args...]" >&2
  exit 2
fi

missing=()
command -v dbus-run-session >/dev/null 2>&1 || missing+=("dbus (dbus-run-session)")
command -v gnome-keyring-daemon >/dev/null 2>&1 || missing+=("gnome-keyring (gnome-keyring-daemon)")
if [ "${#missing[@]}" -gt 0 ]; then
  echo "with-keyring.sh: missing: ${missing[*]}" >&2
  echo "Install them with: sudo apt-get install gnome-keyring dbus libsecret-tools" >&2
  exit 1
fi

tmp="$(mktemp -d "${TMPDIR:-/tmp}/northbeam-keyring.XXXXXX")"
chmod 700 "$tmp"
mkdir -m 700 "$tmp/data" "$tmp/runtime"
cleanup() { rm -rf "$tmp"; }
trap cleanup EXIT

export XDG_DATA_HOME="$tmp/data"
export XDG_RUNTIME_DIR="$tmp/runtime"
export NORTHBEAM_TEST_KEYRING=1

# The inner shell unlocks (creating) the login keyring with a throwaway password, then runs the
# command; dbus-run-session ends the bus and the daemon when the command exits.
dbus-run-session -- sh -c '
  printf %s "northbeam-test-keyring" | gnome-keyring-daemon --unlock --components=secrets >/dev/null
  exec "$@"
' with-keyring "$@"
