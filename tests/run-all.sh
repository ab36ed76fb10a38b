#!/usr/bin/env bash
# Everything the project checks, in one run: lint, formatting, types, unit tests, browser tests
# against the production build (among them the suite behind a real TLS proxy, where nginx could
# be installed, and the two instances sharing a real Redis, where redis-server could be too) and,
# where a Docker engine is reachable, the container. Ends with one line,
# "N passed, N failed", that adds up every suite.
set -uo pipefail
cd "$(dirname "$0")/.."

RESULTS=tests/.results
rm -rf "$RESULTS" && mkdir -p "$RESULTS"

bash tests/install-tools.sh || exit 1

run_check() { # name, command...: a check that passes or fails as a whole
  local name=$1
  shift
  echo "== $name"
  if "$@"; then echo pass >"$RESULTS/$name.check"; else echo fail >"$RESULTS/$name.check"; fi
}

run_check lint npm run --silent lint
run_check format npx prettier --check --log-level warn .
run_check typecheck npm run --silent typecheck
run_check build npm run --silent build

echo "== unit tests"
npx vitest run --reporter=default --reporter=json --outputFile.json="$RESULTS/unit.json"

# The proxy suite needs nginx; without it the suite skips itself and is reported as not run.
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  echo "nginx could not be installed" >"$RESULTS/proxy.skipped"
fi
# The Redis suite needs redis-server and nginx in front of its two instances.
if ! command -v redis-server >/dev/null 2>&1; then
  echo "== Redis suite not run: redis-server could not be installed"
  echo "redis-server could not be installed" >"$RESULTS/redis.skipped"
elif [ -e "$RESULTS/proxy.skipped" ]; then
  echo "== Redis suite not run: nginx could not be installed"
  echo "nginx could not be installed" >"$RESULTS/redis.skipped"
fi

if [ "$(cat "$RESULTS/build.check")" = pass ]; then
  echo "== browser tests (with the TLS proxy and Redis suites)"
  PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/e2e.json" npx playwright test
else
  echo "== browser tests skipped: the build failed"
fi

# Without an engine the container test is left out, not failed, so `npm test` works without Docker.
if docker info >/dev/null 2>&1; then
  echo "== container"
  DOCKER_RESULTS="$RESULTS/docker.json" bash tests/container.sh
else
  echo "== container test not run: no Docker engine is reachable"
  echo "no Docker engine is reachable" >"$RESULTS/docker.skipped"
fi

node tests/summarize.js "$RESULTS"
