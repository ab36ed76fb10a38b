// @vitest-environment node
// The test command's last lines: one total, and each failed test named with its error, so the
// end of a long log is enough to know what failed.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "results-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function write(name: string, content: unknown) {
  await writeFile(
    path.join(dir, name),
    typeof content === "string" ? content : JSON.stringify(content),
  );
}

async function summarize() {
  try {
    const { stdout } = await run("node", ["tests/summarize.js", dir]);
    return { code: 0, lines: stdout.trim().split("\n") };
  } catch (error) {
    const { code, stdout } = error as { code: number; stdout: string };
    return { code, lines: stdout.trim().split("\n") };
  }
}

const passingUnitFile = {
  name: path.resolve("server/c.test.ts"),
  status: "passed",
  assertionResults: [{ title: "c", status: "passed" }],
};

const browserTest = (
  title: string,
  status: string,
  message?: string,
  projectName = "phone",
) => ({
  title,
  tests: [
    {
      projectName,
      status,
      annotations: [],
      results: message ? [{ error: { message } }] : [{}],
    },
  ],
});

test("every suite adds up to one line, and each failure is named with its error", async () => {
  await write("lint.check", "pass");
  await write("build.check", "fail");
  await write("unit.json", {
    numPassedTests: 2,
    numFailedTests: 1,
    testResults: [
      {
        name: path.resolve("server/a.test.ts"),
        status: "failed",
        assertionResults: [
          { title: "adds", fullName: "adds", status: "passed" },
          {
            title: "subtracts",
            fullName: "sums subtracts",
            status: "failed",
            failureMessages: [
              "\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at here",
            ],
          },
        ],
      },
      {
        name: path.resolve("server/b.test.ts"),
        status: "failed",
        message: "Failed to resolve import",
        assertionResults: [],
      },
      passingUnitFile,
    ],
  });
  await write("e2e.json", {
    errors: [],
    suites: [
      {
        file: "home.spec.ts",
        specs: [
          browserTest("greets", "expected"),
          browserTest("waves", "unexpected", "Error: not visible\nCall log"),
        ],
      },
      {
        file: "proxy.spec.ts",
        specs: [browserTest("serves over TLS", "expected")],
      },
      {
        file: "engines.spec.ts",
        specs: [
          browserTest("opens the menu", "expected", undefined, "firefox"),
          browserTest(
            "sends a message",
            "unexpected",
            "Error: Waited 20000 ms for an alert",
            "firefox",
          ),
          browserTest("opens the menu", "skipped", undefined, "webkit"),
        ],
      },
    ],
  });
  await write("redis.skipped", "redis-server could not be installed");
  await write("static-export.skipped", "nginx could not be installed");
  await write("webkit.skipped", "webkit2gtk-driver could not be installed");
  await write("postgres.skipped", "PostgreSQL could not be installed");
  await write("docker.json", { passed: 3, failed: 0 });

  const { code, lines } = await summarize();

  expect(code).toBe(1);
  expect(lines).toEqual([
    "build: FAILED",
    "lint: passed",
    "unit: 2 passed, 2 failed",
    "  failed: server/a.test.ts › sums subtracts: AssertionError: expected 1 to be 2",
    "  failed: server/b.test.ts › (the file did not load): Failed to resolve import",
    "browser: 1 passed, 1 failed",
    "  failed: home.spec.ts › [phone] waves: Error: not visible",
    "proxy: 1 passed, 0 failed",
    "static-export: not run (nginx could not be installed)",
    "redis: not run (redis-server could not be installed)",
    "postgres: not run (PostgreSQL could not be installed)",
    "firefox: 1 passed, 1 failed",
    "  failed: engines.spec.ts › [firefox] sends a message: Error: Waited 20000 ms for an alert",
    "webkit: not run (webkit2gtk-driver could not be installed)",
    "container: 3 passed, 0 failed",
    "9 passed, 5 failed",
  ]);
});

test("a run where everything passed exits 0 and names nothing", async () => {
  await write("lint.check", "pass");
  await write("unit.json", {
    numPassedTests: 1,
    numFailedTests: 0,
    testResults: [passingUnitFile],
  });
  await write("e2e.json", {
    errors: [],
    suites: [
      { file: "proxy.spec.ts", specs: [browserTest("tls", "expected")] },
      {
        file: "static-export.spec.ts",
        specs: [browserTest("served", "expected")],
      },
      { file: "redis.spec.ts", specs: [browserTest("shared", "expected")] },
      {
        file: "postgres.spec.ts",
        specs: [browserTest("delivered once", "expected")],
      },
      {
        file: "engines.spec.ts",
        specs: [
          browserTest("opens the menu", "expected", undefined, "firefox"),
          browserTest("opens the menu", "expected", undefined, "webkit"),
        ],
      },
    ],
  });
  await write("docker.skipped", "no Docker engine is reachable");

  const { code, lines } = await summarize();

  expect(code).toBe(0);
  expect(lines.filter((line) => line.includes("failed:"))).toEqual([]);
  expect(lines).toContain("postgres: 1 passed, 0 failed");
  expect(lines).toContain("firefox: 1 passed, 0 failed");
  expect(lines).toContain("webkit: 1 passed, 0 failed");
  expect(lines).toContain("static-export: 1 passed, 0 failed");
  expect(lines.at(-1)).toBe("8 passed, 0 failed");
});

test("unit tests that could not run are counted as not run, with why, never as passed", async () => {
  await write("unit.json", {
    numPassedTests: 1,
    numFailedTests: 0,
    numPendingTests: 2,
    testResults: [
      passingUnitFile,
      {
        name: path.resolve("server/limits.test.ts"),
        status: "passed",
        assertionResults: [
          {
            title: "two instances share",
            fullName: "two instances share",
            status: "skipped",
            meta: { notRun: "redis-server is not installed" },
          },
          {
            title: "a Redis that hangs",
            fullName: "a Redis that hangs",
            status: "skipped",
            meta: { notRun: "redis-server is not installed" },
          },
        ],
      },
    ],
  });

  const { lines } = await summarize();

  expect(lines.slice(0, 2)).toEqual([
    "unit: 1 passed, 0 failed, 2 not run",
    "  not run: redis-server is not installed",
  ]);
});
