#!/usr/bin/env bash
# Everything the project checks, in one run: lint, formatting, types, unit tests, browser tests
# against the production build (among them the suite behind a real TLS proxy, where nginx could
# be installed, the two instances sharing a real Redis, and a real PostgreSQL, where
# redis-server and PostgreSQL could be too, and the short tour in Firefox and in WebKit, where
# Firefox ESR and WebKitGTK could be) and, where a Docker engine is reachable, the container.
# Steps that wait on the network or the disk (installing the tools) run beside the ones that keep
# the processor busy; the container, whose build keeps it busy too, runs last.
# Ends with one line, "N passed, N failed", that adds up every suite.
set -uo pipefail
cd "$(dirname "$0")/.."

RESULTS=tests/.results
rm -rf "$RESULTS" && mkdir -p "$RESULTS"

# Runs a check that passes or fails as a whole, and writes its output, after it, in one piece.
run_check() { # name, command...
  local name=$1
  shift
  if "$@" >"$RESULTS/$name.log" 2>&1; then echo pass >"$RESULTS/$name.check"; else echo fail >"$RESULTS/$name.check"; fi
  echo "== $name: $(cat "$RESULTS/$name.check")"
  cat "$RESULTS/$name.log"
}

TOOLS_FIRST_READY="$RESULTS/tools.first" bash tests/install-tools.sh >"$RESULTS/tools.log" 2>&1 &
tools=$!
# The unit tests need no build (the icon sprite has a stand-in): they run beside the checks and
# the build, whose work fills the seconds they spend waiting on real timers and child processes.
# Those of the limits start a redis-server of their own: they start once it is installed, the
# browsers for the browser tests meanwhile. Their output follows the build's.
(
  while [ ! -e "$RESULTS/tools.first" ] && kill -0 "$tools" 2>/dev/null; do sleep 1; done
  npx vitest run --reporter=default --reporter=json --outputFile.json="$RESULTS/unit.json" \
    >"$RESULTS/unit.log" 2>&1
) &
unit=$!
checks=()
# Lint, format and types keep what they found in node_modules/.cache, by each file's content: run
# again after a change, they check what changed (and what its types reach) rather than everything.
# The build follows them: beside them and the unit tests as well, it held the browser tests back
# some 30 s more on two cores than after them.
run_check lint npm run --silent lint &
checks+=($!)
run_check format npx prettier --check --cache --log-level warn . &
checks+=($!)
run_check typecheck npm run --silent typecheck &
checks+=($!)
wait "${checks[@]}"
run_check build npm run --silent build

wait "$unit"
echo "== unit tests"
cat "$RESULTS/unit.log"

wait "$tools" || echo "Installing the test tools failed; see below."
echo "== test tools"
cat "$RESULTS/tools.log"
# The proxy suite needs nginx; without it the suite skips itself and is reported as not run.
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  echo "nginx could not be installed" >"$RESULTS/proxy.skipped"
fi
# The static export's suite serves the export with nginx too.
if [ -e "$RESULTS/proxy.skipped" ]; then
  echo "nginx could not be installed" >"$RESULTS/static-export.skipped"
fi
# The Redis suite needs redis-server and nginx in front of its two instances.
if ! command -v redis-server >/dev/null 2>&1; then
  echo "redis-server could not be installed" >"$RESULTS/redis.skipped"
elif [ -e "$RESULTS/proxy.skipped" ]; then
  echo "nginx could not be installed" >"$RESULTS/redis.skipped"
fi
# The Postgres suite needs PostgreSQL's programs and nginx in front of its two instances.
if ! compgen -G "/usr/lib/postgresql/*/bin/pg_ctl" >/dev/null; then
  echo "PostgreSQL could not be installed" >"$RESULTS/postgres.skipped"
elif [ -e "$RESULTS/proxy.skipped" ]; then
  echo "nginx could not be installed" >"$RESULTS/postgres.skipped"
fi
# The engine suites need Debian's Firefox ESR; WebKitGTK's WebDriver, its MiniBrowser and Xvfb.
if [ ! -x /usr/bin/firefox-esr ]; then
  echo "firefox-esr could not be installed" >"$RESULTS/firefox.skipped"
fi
if [ ! -x /usr/bin/WebKitWebDriver ] || ! compgen -G "/usr/lib/*/webkit2gtk-4.[01]/MiniBrowser" >/dev/null; then
  echo "webkit2gtk-driver could not be installed" >"$RESULTS/webkit.skipped"
elif [ ! -x /usr/bin/Xvfb ]; then
  echo "xvfb could not be installed" >"$RESULTS/webkit.skipped"
fi

if [ "$(cat "$RESULTS/build.check")" = pass ]; then
  echo "== browser tests (with the TLS proxy, Redis, Postgres, Firefox and WebKit suites)"
  PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/e2e.json" npx playwright test
else
  echo "== browser tests skipped: the build failed"
fi

# The container's build (npm ci and the site's build, in the image) keeps both cores busy: it runs
# after the browser tests, whose browsers a machine that busy has been seen to lose a page in.
# Without an engine the container test is left out, not failed, so `npm test` works without Docker.
if docker info >/dev/null 2>&1; then
  echo "== container"
  DOCKER_RESULTS="$RESULTS/docker.json" bash tests/container.sh >"$RESULTS/container.log" 2>&1
  cat "$RESULTS/container.log"
else
  echo "no Docker engine is reachable" >"$RESULTS/docker.skipped"
  echo "== container test not run: no Docker engine is reachable"
fi

node tests/summarize.js "$RESULTS"
