# Ensures the system packages the test suite needs. On Debian/Ubuntu as root it installs them with
# apt; anywhere else it names exactly what is missing and how to get it, then fails.
# shellcheck shell=bash

PG_BIN_DIR="${PG_BIN_DIR:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"

missing_system_deps() {
  local missing=()
  command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=("chromium")
  { [ -n "$PG_BIN_DIR" ] && [ -x "$PG_BIN_DIR/initdb" ]; } || missing+=("postgresql-15")
  command -v dbus-run-session >/dev/null 2>&1 || missing+=("dbus")
  command -v gnome-keyring-daemon >/dev/null 2>&1 || missing+=("gnome-keyring")
  command -v secret-tool >/dev/null 2>&1 || missing+=("libsecret-tools")
  [ -x /usr/sbin/dovecot ] || missing+=("dovecot-imapd")
  printf '%s\n' "${missing[@]}"
}

ensure_system_deps() {
  local missing
  missing=$(missing_system_deps | sed '/^$/d' | tr '\n' ' ')
  [ -z "$missing" ] && return 0
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing system packages for the tests: $missing"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    # shellcheck disable=SC2086
    apt-get install -y -qq --no-install-recommends $missing >/dev/null
    PG_BIN_DIR="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
    missing=$(missing_system_deps | sed '/^$/d' | tr '\n' ' ')
    [ -z "$missing" ] && return 0
  fi
  cat >&2 <<MSG
The test suite needs these system packages, which are missing: $missing
  Debian/Ubuntu:  sudo apt-get install $missing
  (chromium: the browser for Playwright and Lighthouse, expected at /usr/bin/chromium or set CHROMIUM_PATH;
   postgresql-15: initdb/pg_ctl for a throwaway PostgreSQL server on a loopback port;
   dbus, gnome-keyring, libsecret-tools: a real Secret Service for the desktop keychain tests;
   dovecot-imapd: a real IMAP server for the test of polling a mailbox)
Then run npm test again.
MSG
  return 1
}
