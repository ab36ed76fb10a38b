#!/usr/bin/env bash
# Makes sure the browser tests have a Chromium: Debian's package where apt can install it,
# Playwright's own download anywhere else.
set -euo pipefail

if [ -x /usr/bin/chromium ]; then exit 0; fi

if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's chromium for the browser tests"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi

echo "Installing Playwright's Chromium for the browser tests"
npx playwright install chromium
