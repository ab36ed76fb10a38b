#!/usr/bin/env bash
# Installs what the tests need besides npm packages: a Chromium for the browser tests, a Java
# runtime for the HTML checker, poppler-utils (pdftotext, pdftoppm) to read the printed résumé,
# nginx with openssl for the TLS proxy suite, and redis-server for the suite of two instances
# sharing their limits. Debian's packages where apt can install them, Playwright's own Chromium
# download anywhere else; without poppler-utils the print tests, without nginx the proxy suite,
# and without redis-server the Redis suite are reported as not run.
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

if ! command -v pdftotext >/dev/null 2>&1 || ! command -v pdftoppm >/dev/null 2>&1; then
  if can_apt; then
    echo "Installing Debian's poppler-utils for the résumé print tests"
    apt_install poppler-utils ||
      echo "poppler-utils could not be installed: the résumé print tests will not run." >&2
  else
    echo "pdftotext and pdftoppm (poppler-utils) are missing: the résumé print tests will not run." >&2
  fi
fi

has_nginx() { command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; }
if ! has_nginx || ! command -v openssl >/dev/null 2>&1; then
  if can_apt; then
    echo "Installing Debian's nginx and openssl for the proxy suite"
    # Only the tests start nginx: the package must not start its own service on port 80.
    no_services=false
    if [ ! -e /usr/sbin/policy-rc.d ]; then
      printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
      chmod +x /usr/sbin/policy-rc.d
      no_services=true
    fi
    apt_install nginx openssl || echo "Could not install nginx: the proxy suite will not run." >&2
    if [ "$no_services" = true ]; then rm -f /usr/sbin/policy-rc.d; fi
  else
    echo "nginx and openssl are not installed: the proxy suite will not run." >&2
  fi
fi

if ! command -v redis-server >/dev/null 2>&1; then
  if can_apt; then
    echo "Installing Debian's redis-server for the Redis suite"
    # Only the tests start Redis, on ports of their own: the package must not start its service.
    no_services=false
    if [ ! -e /usr/sbin/policy-rc.d ]; then
      printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
      chmod +x /usr/sbin/policy-rc.d
      no_services=true
    fi
    apt_install redis-server || echo "Could not install redis-server: the Redis suite will not run." >&2
    if [ "$no_services" = true ]; then rm -f /usr/sbin/policy-rc.d; fi
  else
    echo "redis-server is not installed: the Redis suite will not run." >&2
  fi
fi
