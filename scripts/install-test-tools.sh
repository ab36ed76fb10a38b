#!/usr/bin/env bash
# Installs what the tests need besides npm packages: a Chromium for the browser tests and a Java
# runtime for the HTML checker. Debian's packages where apt can install them, Playwright's own
# Chromium download anywhere else.
set -euo pipefail

can_apt() { command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; }
apt_updated=false
apt_install() {
  if [ "$apt_updated" = false ]; then
    apt-get update -qq
    apt_updated=true
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

if [ ! -x /usr/bin/chromium ]; then
  # Debian packages Chromium itself; where apt only offers a stub (Ubuntu's snap), Playwright's
  # own download is used instead.
  if can_apt && apt-cache show chromium 2>/dev/null | grep -q '^Filename: .*chromium_'; then
    echo "Installing Debian's chromium for the browser tests"
    apt_install chromium
  else
    echo "Installing Playwright's Chromium for the browser tests"
    npx playwright install chromium
  fi
fi

if ! command -v java >/dev/null 2>&1; then
  if can_apt; then
    echo "Installing a Java runtime for the HTML checker"
    apt_install default-jre-headless
  else
    echo "The HTML checker needs Java 11 or newer on the PATH; please install one." >&2
    exit 1
  fi
fi
