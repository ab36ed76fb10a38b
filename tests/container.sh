#!/usr/bin/env bash
# Proves the container rather than assuming it: builds the image, runs it with no network, and
# checks that it turns healthy, runs as the unprivileged `node` user, serves the home page, the
# files it loads and /healthz, keeps a message where only it can read it, holds no sources or dev
# tools, and stops cleanly on SIGTERM. Talks to whichever engine DOCKER_HOST points at. One line
# per check; with DOCKER_RESULTS=<file> the counts are also written there as JSON for the test
# summary. Exits non-zero when any check failed.
set -uo pipefail
cd "$(dirname "$0")/.."

IMAGE=${DOCKER_TEST_IMAGE:-portfolio:test}
CONTAINER=portfolio-test-$$
HEALTHY_TIMEOUT=${DOCKER_HEALTHY_TIMEOUT:-90}
STOP_TIMEOUT=15
RESULTS=${DOCKER_RESULTS:-}
passed=0
failed=0

pass() {
  passed=$((passed + 1))
  echo "  ok    $*"
}
fail() {
  failed=$((failed + 1))
  echo "  FAIL  $*"
}
now_ms() { # bash 5 has a clock with microseconds; older shells get whole seconds
  if [ -n "${EPOCHREALTIME:-}" ]; then
    local t=${EPOCHREALTIME/[.,]/}
    echo $((t / 1000))
  else
    echo $(($(date +%s) * 1000))
  fi
}
seconds_since() { awk -v ms=$(($(now_ms) - $1)) 'BEGIN { printf "%.1f", ms / 1000 }'; }

finish() {
  docker rm -f "$CONTAINER" >/dev/null 2>&1
  if [ -n "$RESULTS" ]; then
    printf '{ "passed": %d, "failed": %d }\n' "$passed" "$failed" >"$RESULTS"
  fi
  echo "container: $passed passed, $failed failed"
}
trap finish EXIT

show_logs() {
  echo "  --- container log"
  docker logs "$CONTAINER" 2>&1 | tail -40 | sed 's/^/  | /'
  echo "  --- health checks"
  docker inspect -f '{{range .State.Health.Log}}exit {{.ExitCode}} {{.Output}}{{println}}{{end}}' \
    "$CONTAINER" 2>&1 | grep -v '^$' | tail -10 | sed 's/^/  | /'
}

# Runs a snippet of JavaScript inside the container with Node's fetch (the container has no
# network, so this is the only way in); any further arguments go to `docker exec`, e.g. `-e X=1`.
in_container() {
  local script=$1
  shift
  docker exec "$@" "$CONTAINER" node -e "$script"
}

echo "Building $IMAGE"
build_log=$(mktemp)
start=$(now_ms)
if docker build --network "${DOCKER_BUILD_NETWORK:-host}" --progress=plain -t "$IMAGE" . \
  >"$build_log" 2>&1; then
  pass "image builds ($(seconds_since "$start") s)"
  rm -f "$build_log"
else
  tail -40 "$build_log" | sed 's/^/  | /'
  rm -f "$build_log"
  fail "image builds"
  exit 1
fi

size=$(docker image inspect -f '{{.Size}}' "$IMAGE")
echo "  image size: $((size / 1000000)) MB"

if ! docker run -d --network none --name "$CONTAINER" "$IMAGE" >/dev/null; then
  fail "container starts"
  exit 1
fi

start=$(now_ms)
status=starting
while [ "$status" = starting ] && [ $(($(now_ms) - start)) -lt $((HEALTHY_TIMEOUT * 1000)) ]; do
  sleep 0.5
  status=$(docker inspect -f '{{if .State.Running}}{{.State.Health.Status}}{{else}}exited{{end}}' \
    "$CONTAINER" 2>/dev/null || echo gone)
done
if [ "$status" = healthy ]; then
  pass "turns healthy ($(seconds_since "$start") s)"
else
  fail "turns healthy within ${HEALTHY_TIMEOUT} s (status: $status)"
  show_logs
  exit 1
fi

uid=$(docker exec "$CONTAINER" id -u)
user=$(docker exec "$CONTAINER" id -un)
if [ -n "$uid" ] && [ "$uid" != 0 ] && [ "$user" = node ]; then
  pass "runs as $user (uid $uid), not root"
else
  fail "runs as node, not root (uid ${uid:-?}, user ${user:-?})"
fi

# The owner's name and job title, read from the content, so editing them cannot break this check.
profile() { npx tsx --eval "import('./app/content/profile.ts').then((m) => console.log(m.profile.$1))"; }
name=$(profile name)
job_title=$(profile jobTitle)
if [ -z "$name" ] || [ -z "$job_title" ]; then
  fail "/ renders the home page (name or jobTitle not found in app/content/profile.ts)"
elif in_container "
  fetch('http://127.0.0.1:' + process.env.PORT + '/').then(async (res) => {
    const html = (await res.text()).replace(/&#x27;|&#39;/g, \"'\").replace(/&amp;/g, '&');
    const missing = ['<h1', process.env.NAME, process.env.JOB_TITLE].filter((t) => !html.includes(t));
    if (res.status !== 200 || missing.length) {
      console.error('status ' + res.status + ', missing: ' + missing.join(', '));
      process.exit(1);
    }
  }, (error) => { console.error(error.message); process.exit(1); })
" -e "NAME=$name" -e "JOB_TITLE=$job_title"; then
  pass "/ renders the home page with \"$name\" and \"$job_title\""
else
  fail "/ renders the home page with \"$name\" and \"$job_title\""
fi

# The client build (build/client/assets, served at /assets/): without it the home page still
# renders, but with no styles and no scripts. Every file it names is served and kept for good.
if assets=$(in_container "
  const origin = 'http://127.0.0.1:' + process.env.PORT;
  fetch(origin + '/').then(async (res) => {
    const html = await res.text();
    const files = [...new Set(html.match(/\\/assets\\/[^\"'#?\\s]+/g) ?? [])];
    if (!files.some((f) => f.endsWith('.js')) || !files.some((f) => f.endsWith('.css'))) {
      console.error('the home page names no script or no stylesheet in /assets/: ' + files.join(' '));
      process.exit(1);
    }
    const wrong = [];
    for (const file of files) {
      const asset = await fetch(origin + file);
      await asset.arrayBuffer();
      const cache = asset.headers.get('cache-control') ?? '';
      if (asset.status !== 200 || !cache.includes('immutable')) wrong.push(file + ' ' + asset.status + ' ' + cache);
    }
    if (wrong.length) { console.error(wrong.join('\\n')); process.exit(1); }
    console.log(files.length);
  }, (error) => { console.error(error.message); process.exit(1); })
"); then
  pass "the $assets files the home page loads from /assets/ are served, kept for good"
else
  fail "the files the home page loads from /assets/ are served, kept for good"
fi

if in_container "
  fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then(async (res) => {
    const body = await res.text();
    const cache = res.headers.get('cache-control');
    if (res.status !== 200 || body !== 'OK' || cache !== 'no-store') {
      console.error(res.status + ' ' + JSON.stringify(body) + ', Cache-Control: ' + cache);
      process.exit(1);
    }
  }, (error) => { console.error(error.message); process.exit(1); })
"; then
  pass "/healthz answers 200 OK, not cached"
else
  fail "/healthz answers 200 OK, not cached"
fi

# A message is kept in the data volume, which the server's user alone can read, and the owner
# reads it with the messages command (no email service is configured here: it waits there).
if in_container "
  fetch('http://127.0.0.1:' + process.env.PORT + '/contact.data', {
    method: 'POST',
    headers: { Origin: 'http://localhost:' + process.env.PORT },
    body: new URLSearchParams({ name: 'Container Check', email: 'check@example.com', title: 'Kept in the volume', message: 'Hello' }),
  }).then(async (res) => {
    if (res.status !== 200) { console.error(res.status + ' ' + (await res.text())); process.exit(1); }
  }, (error) => { console.error(error.message); process.exit(1); })
" && docker exec "$CONTAINER" npm run --silent messages -- list | grep -q "Kept in the volume" &&
  [ "$(docker exec "$CONTAINER" stat -c '%a %U' /app/data /app/data/messages.db | tr '\n' ' ')" = "700 node 600 node " ]; then
  pass "a message is kept in /app/data, readable by node alone, and listed by npm run messages"
else
  fail "a message is kept in /app/data, readable by node alone, and listed by npm run messages"
  show_logs
fi

# Only the build output, public/, production packages and package.json belong in the image.
leftovers=$(docker exec "$CONTAINER" sh -c \
  'for f in app server.ts tests .git node_modules/vitest node_modules/vite node_modules/@react-router/dev; do
     [ -e "$f" ] && echo "$f"; done')
if [ -z "$leftovers" ]; then
  pass "holds no sources or dev dependencies"
else
  fail "holds no sources or dev dependencies (found: $(echo "$leftovers" | tr '\n' ' '))"
fi

start=$(now_ms)
docker stop -t "$STOP_TIMEOUT" "$CONTAINER" >/dev/null
took=$(seconds_since "$start")
code=$(docker inspect -f '{{.State.ExitCode}}' "$CONTAINER")
if [ "$code" = 0 ]; then
  pass "stops on SIGTERM with exit code 0 ($took s)"
else
  fail "stops on SIGTERM with exit code 0 (exit code $code after $took s)"
  show_logs
fi

[ "$failed" = 0 ]
