#!/usr/bin/env bash
# `npm run test:changed`, the loop while working: checks what a change touches rather than
# everything. The change is what is not committed yet, or, given a commit (`npm run test:changed
# -- main`), everything since it. Lint, format and types look at changed files (their caches keep
# the rest); the unit tests that import a changed file run; and the browser tests whose file, or a
# module it imports, changed run against a fresh build. `npm test` runs everything.
set -euo pipefail
cd "$(dirname "$0")/.."

since=${1:-}
vitest_changed=(--changed${since:+=$since})
# The tests a change touches, without the whole project another one runs after (playwright.config.ts).
playwright_changed=(--only-changed${since:+=$since} --no-deps)

npm run --silent lint
npx prettier --check --cache --log-level warn .
npm run --silent typecheck
npx vitest run "${vitest_changed[@]}" --passWithNoTests
if npx playwright test --list "${playwright_changed[@]}" --pass-with-no-tests | grep -q "^Total: [1-9]"; then
  npm run --silent build
  npx playwright test "${playwright_changed[@]}"
else
  echo "No browser test touches the change."
fi
