// Adds up the results of every suite (checks, unit, browser, the TLS proxy suite, the static
// export's, the Redis suite, the Postgres suite, the Firefox and WebKit suites, container) into one
// line: "N passed, N failed". Exits non-zero when anything failed or a suite left no results; the
// proxy, static export, Redis, Postgres, Firefox and WebKit suites may instead be marked as not
// run when a tool they need could not be installed, and the container suite when no Docker engine
// was reachable. Each failed test is named under its suite's line with the first line of its
// error, so the end of a long log says what failed.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

const dir = process.argv[2] ?? "tests/.results";
let passed = 0;
let failed = 0;
const lines = [];

for (const file of readdirSync(dir)
  .filter((name) => name.endsWith(".check"))
  .sort()) {
  const ok = readFileSync(path.join(dir, file), "utf8").trim() === "pass";
  if (ok) passed++;
  else failed++;
  lines.push(`${path.basename(file, ".check")}: ${ok ? "passed" : "FAILED"}`);
}

const unitFile = path.join(dir, "unit.json");
if (existsSync(unitFile)) {
  const unit = JSON.parse(readFileSync(unitFile, "utf8"));
  // A test file that fails to load counts as one failure, so it cannot hide.
  const broken = unit.testResults.filter(
    (file) => file.status === "failed" && file.assertionResults.length === 0,
  ).length;
  passed += unit.numPassedTests;
  failed += unit.numFailedTests + broken;
  // A unit test left out (Redis could not start, say) is not a pass: it says why.
  const notRun = unit.testResults
    .flatMap((file) => file.assertionResults)
    .filter((test) => ["skipped", "pending", "todo"].includes(test.status));
  lines.push(
    `unit: ${unit.numPassedTests} passed, ${unit.numFailedTests + broken} failed${notRun.length ? `, ${notRun.length} not run` : ""}`,
  );
  for (const file of unit.testResults) {
    const name = path.relative(process.cwd(), file.name);
    if (file.status === "failed" && file.assertionResults.length === 0)
      lines.push(failure(name, "(the file did not load)", file.message));
    for (const test of file.assertionResults)
      if (test.status === "failed")
        lines.push(
          failure(name, test.fullName ?? test.title, test.failureMessages?.[0]),
        );
  }
  const reasons = new Set(
    notRun.map((test) => test.meta?.notRun || test.fullName || test.title),
  );
  for (const reason of reasons) lines.push(`  not run: ${reason}`);
} else {
  failed++;
  lines.push("unit: no results");
}

// The browser tests and the suites that need a tool of their own (nginx; redis-server;
// PostgreSQL; Firefox ESR; WebKitGTK) run in one Playwright run; each is reported on its own
// line. A suite is a test file, or a Playwright project: the engines run one file each.
const OWN_LINES = {
  proxy: { file: "proxy.spec.ts" },
  "static-export": { file: "static-export.spec.ts" },
  redis: { file: "redis.spec.ts" },
  postgres: { file: "postgres.spec.ts" },
  firefox: { project: "firefox" },
  webkit: { project: "webkit" },
};
const e2eFile = path.join(dir, "e2e.json");
if (existsSync(e2eFile)) {
  const { suites = [], errors = [] } = JSON.parse(
    readFileSync(e2eFile, "utf8"),
  );
  const counts = {
    browser: { passed: 0, failed: errors.length, skipped: 0 },
    ...Object.fromEntries(
      Object.keys(OWN_LINES).map((name) => [
        name,
        { passed: 0, failed: 0, skipped: 0 },
      ]),
    ),
  };
  // A browser test left out (a tool it needs is missing) says why, so it cannot pass for a success.
  const skipReasons = new Set();
  const failures = {
    browser: [],
    ...Object.fromEntries(Object.keys(OWN_LINES).map((name) => [name, []])),
  };
  for (const error of errors)
    failures.browser.push(failure("", "(the run)", error.message));
  for (const { file, title, test } of playwrightTests(suites)) {
    const suite =
      Object.keys(OWN_LINES).find((name) =>
        OWN_LINES[name].file
          ? file.endsWith(OWN_LINES[name].file)
          : test.projectName === OWN_LINES[name].project,
      ) ?? "browser";
    const count = counts[suite];
    if (test.status === "expected") count.passed++;
    else if (test.status === "skipped") {
      count.skipped++;
      const skip = test.annotations?.find((note) => note.type === "skip");
      if (suite === "browser") skipReasons.add(skip?.description || title);
    } else {
      count.failed++; // unexpected, or flaky: passed only when tried again
      const error = test.results?.find((result) => result.error)?.error;
      failures[suite].push(
        failure(file, `[${test.projectName}] ${title}`, error?.message),
      );
    }
  }
  for (const count of Object.values(counts)) {
    passed += count.passed;
    failed += count.failed;
  }
  const notRun = counts.browser.skipped
    ? `, ${counts.browser.skipped} not run`
    : "";
  lines.push(
    `browser: ${counts.browser.passed} passed, ${counts.browser.failed} failed${notRun}`,
    ...failures.browser,
  );
  for (const reason of skipReasons) lines.push(`  not run: ${reason}`);
  for (const name of Object.keys(OWN_LINES)) {
    const count = counts[name];
    const skipped = path.join(dir, `${name}.skipped`);
    if (count.passed + count.failed > 0)
      lines.push(
        `${name}: ${count.passed} passed, ${count.failed} failed`,
        ...failures[name],
      );
    else if (existsSync(skipped))
      lines.push(`${name}: not run (${readFileSync(skipped, "utf8").trim()})`);
    else {
      failed++;
      lines.push(`${name}: no results`);
    }
  }
} else {
  failed += 1 + Object.keys(OWN_LINES).length;
  lines.push(
    "browser: no results",
    ...Object.keys(OWN_LINES).map((name) => `${name}: no results`),
  );
}

const dockerFile = path.join(dir, "docker.json");
const dockerSkipped = path.join(dir, "docker.skipped");
if (existsSync(dockerFile)) {
  const docker = JSON.parse(readFileSync(dockerFile, "utf8"));
  passed += docker.passed;
  failed += docker.failed;
  lines.push(`container: ${docker.passed} passed, ${docker.failed} failed`);
} else if (existsSync(dockerSkipped)) {
  const reason = readFileSync(dockerSkipped, "utf8").trim();
  lines.push(`container: not run (${reason})`);
} else {
  failed++;
  lines.push("container: no results");
}

console.log(`\n${lines.join("\n")}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

/** One line naming a failed test and the first line of what it reported. */
function failure(file, title, message = "") {
  // Reporters colour their messages; a log line reads better without the escape codes.
  const plain = stripVTControlCharacters(message).trim().split("\n")[0];
  return `  failed: ${file ? `${file} › ` : ""}${title}${plain ? `: ${plain}` : ""}`;
}

/** Every test in a Playwright JSON report, with the file it is in. */
function* playwrightTests(suites, file = "") {
  for (const suite of suites) {
    const suiteFile = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        yield { file: spec.file ?? suiteFile, title: spec.title, test };
    yield* playwrightTests(suite.suites ?? [], suiteFile);
  }
}
