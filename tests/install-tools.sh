#!/usr/bin/env bash
# Installs what the tests need besides npm packages, in one go: a Chromium for the browser tests
# (the full browser, for the benchmark, and its headless build, which the tests run),
# poppler-utils (pdftotext, pdftoppm) to read the printed résumé, nginx with openssl for the TLS
# proxy suite, redis-server for the suite of two instances sharing their limits and for the
# limits' unit tests, PostgreSQL for
# the suite of two instances sharing their messages, python3-feedparser to read the blog's feed
# as feed readers do, a Java runtime for the Nu HTML checker, Firefox ESR for the Firefox suite,
# and WebKitGTK's WebDriver (with its MiniBrowser) and Xvfb for the WebKit suite. Debian's
# packages where apt can install them (as root), Playwright's own Chromium anywhere else; without
# poppler-utils the print tests, without nginx the proxy suite, without redis-server the Redis
# suite, without PostgreSQL the Postgres suite, without the feed parser or Java their blog tests,
# without firefox-esr the Firefox suite and without webkit2gtk-driver or xvfb the WebKit suite are
# reported as not run.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/lib/chromium/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v pdftotext >/dev/null 2>&1 && command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
{ command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; } || missing+=(nginx)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
compgen -G "/usr/lib/postgresql/*/bin/pg_ctl" >/dev/null || missing+=(postgresql)
/usr/bin/python3 -c "import feedparser" >/dev/null 2>&1 || missing+=(python3-feedparser)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
# webkit2gtk-driver brings WebKitGTK itself, whose MiniBrowser is the browser it drives.
[ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
[ -x /usr/bin/Xvfb ] || missing+=(xvfb)
# The limits' unit tests need only redis-server: it is installed first, and TOOLS_FIRST_READY (a
# file, when set) says so, so those tests need not wait for the browsers.
first_ready() { if [ -n "${TOOLS_FIRST_READY:-}" ]; then touch "$TOOLS_FIRST_READY"; fi; }
trap first_ready EXIT
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
  apt_get update -qq || echo "apt could not update its package lists." >&2
  if [[ " ${missing[*]} " == *" redis-server "* ]]; then
    apt_get install -y -qq redis-server >/dev/null ||
      echo "redis-server could not be installed: the tests that need it are reported as not run." >&2
  fi
  first_ready
  apt_get install -y -qq "${missing[@]}" >/dev/null ||
    echo "Some of ${missing[*]} could not be installed: their suites are reported as not run." >&2
  if [ "$guard" = true ]; then rm -f /usr/sbin/policy-rc.d; fi
fi

# Where apt offers no real Chromium (Ubuntu's is a snap stub), Playwright's own download.
if [ ! -x /usr/bin/chromium ] || ! /usr/bin/chromium --version >/dev/null 2>&1; then
  echo "Installing Playwright's Chromium for the browser tests"
  npx playwright install chromium
fi
