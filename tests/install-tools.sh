#!/usr/bin/env bash
# Installs what the tests need besides npm packages, in one go: a Chromium for the browser tests
# (the full browser, for the benchmark, and its headless build, which the tests run),
# poppler-utils (pdftotext, pdftoppm) to read the printed résumé, nginx with openssl for the TLS
# proxy suite, redis-server for the suite of two instances sharing their limits and for the
# limits' unit tests, and PostgreSQL for the suite of two instances sharing their messages.
# Debian's packages where apt can install
# them (as root), Playwright's own Chromium anywhere else; without poppler-utils the print tests,
# without nginx the proxy suite, without redis-server the Redis suite and without PostgreSQL the
# Postgres suite are reported as not run.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/lib/chromium/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v pdftotext >/dev/null 2>&1 && command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
{ command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; } || missing+=(nginx)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
compgen -G "/usr/lib/postgresql/*/bin/pg_ctl" >/dev/null || missing+=(postgresql)
[ ${#missing[@]} -eq 0 ] && exit 0

if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's ${missing[*]} for the tests"
  # Only the tests start nginx, Redis and PostgreSQL, on ports of their own: no package may start
  # a service.
  guard=false
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod +x /usr/sbin/policy-rc.d
    guard=true
  fi
  # Another installation may hold apt's lock for a while: wait for it rather than fail.
  apt_get() { DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 "$@"; }
  apt_get update -qq && apt_get install -y -qq "${missing[@]}" >/dev/null ||
    echo "Some of ${missing[*]} could not be installed: their suites are reported as not run." >&2
  if [ "$guard" = true ]; then rm -f /usr/sbin/policy-rc.d; fi
fi

# Where apt offers no real Chromium (Ubuntu's is a snap stub), Playwright's own download.
if [ ! -x /usr/bin/chromium ] || ! /usr/bin/chromium --version >/dev/null 2>&1; then
  echo "Installing Playwright's Chromium for the browser tests"
  npx playwright install chromium
fi
