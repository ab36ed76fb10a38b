// Adds up the results of every suite (checks, unit, browser, container) into one line:
// "N passed, N failed". Exits non-zero when anything failed or a suite left no results; the
// container suite may instead be marked as skipped when no Docker engine was reachable.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? "tests/.results";
let passed = 0;
let failed = 0;
const lines = [];

for (const file of readdirSync(dir).filter((name) => name.endsWith(".check"))) {
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
  lines.push(
    `unit: ${unit.numPassedTests} passed, ${unit.numFailedTests + broken} failed`,
  );
} else {
  failed++;
  lines.push("unit: no results");
}

const e2eFile = path.join(dir, "e2e.json");
if (existsSync(e2eFile)) {
  const report = JSON.parse(readFileSync(e2eFile, "utf8"));
  const { stats, errors = [] } = report;
  const e2eFailed = stats.unexpected + stats.flaky + errors.length;
  passed += stats.expected;
  failed += e2eFailed;
  const notRun = stats.skipped ? `, ${stats.skipped} not run` : "";
  lines.push(`browser: ${stats.expected} passed, ${e2eFailed} failed${notRun}`);
  // A test left out (a tool it needs is missing) says why, so it cannot pass for a success.
  for (const reason of skipReasons(report.suites ?? [])) {
    lines.push(`  not run: ${reason}`);
  }
} else {
  failed++;
  lines.push("browser: no results");
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

/** The reasons given by the browser tests that were skipped, each once. */
function skipReasons(suites) {
  const reasons = new Set();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const run of spec.tests ?? []) {
        if (run.status !== "skipped") continue;
        const skip = run.annotations?.find((note) => note.type === "skip");
        reasons.add(skip?.description || spec.title);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  suites.forEach(visit);
  return [...reasons];
}
